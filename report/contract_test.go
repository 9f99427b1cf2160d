// This file checks that CONTRACT.md's "JSON fields" section documents
// every field of the JSON report: it walks the document's types by
// reflection (jsonDoc, and the types its any-typed fields hold) and the
// summary's keys.

package report

import (
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// anyFields are the types the JSON document's any-typed fields hold.
var anyFields = map[string]reflect.Type{"results[].witness": reflect.TypeOf(witness.Witness{})}

func TestJSONFieldsDocumented(t *testing.T) {
	data, err := os.ReadFile("../CONTRACT.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## JSON fields\n")
	if !ok {
		t.Fatal(`CONTRACT.md has no "## JSON fields" section`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	documented := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([^`]+)` \\|").FindAllStringSubmatch(section, -1) {
		documented[m[1]] = true
	}
	fields := jsonFields("", reflect.TypeOf(jsonDoc{}))
	for _, v := range verify.Verdicts {
		fields = append(fields, "summary."+string(v))
	}
	fields = append(fields, "summary.millis", "summary.interrupted", "summary.skipped")
	if len(fields) < 40 {
		t.Fatalf("only %d fields found: %v", len(fields), fields)
	}
	for _, f := range fields {
		if !documented[f] {
			t.Errorf("CONTRACT.md, JSON fields: %s is not documented", f)
		}
	}
}

// jsonFields returns the paths of the JSON fields of struct type t, under
// prefix: name, or name[] for an array of objects, whose fields follow.
func jsonFields(prefix string, t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if f.Anonymous && tag == "" {
			out = append(out, jsonFields(prefix, deref(f.Type))...)
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if !f.IsExported() || name == "-" || name == "" {
			continue
		}
		path := prefix + name
		ft := deref(f.Type)
		if held, ok := anyFields[path]; ok {
			ft = held
		}
		if ft.Kind() == reflect.Slice && deref(ft.Elem()).Kind() == reflect.Struct {
			path, ft = path+"[]", deref(ft.Elem())
		}
		out = append(out, path)
		if ft.Kind() == reflect.Struct {
			out = append(out, jsonFields(path+".", ft)...)
		}
	}
	return out
}

func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}
