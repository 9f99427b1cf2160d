package paths_test

import (
	"go/ast"
	"regexp"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
)

// TestGenericInline checks the inlining of generic helpers at the caller's
// type parameters (testdata/genwrap: each method's doc comment says what
// Split does with it) and the reasons given when a helper is not inlined.
func TestGenericInline(t *testing.T) {
	prog := loadShared(t, "./testdata/genwrap")
	clients, _ := paths.FindClients(prog)
	refusedRE := regexp.MustCompile(`(?m)^refused: (.*)$`)
	atRE := regexp.MustCompile(`(?m)^at: (.*)$`)
	checked := 0
	for _, c := range clients {
		for _, fn := range c.Funcs {
			decl, ok := fn.Syntax().(*ast.FuncDecl)
			if !ok || decl.Doc == nil {
				continue
			}
			doc := decl.Doc.Text()
			_, r := paths.Split(prog, c, fn)
			switch m := refusedRE.FindStringSubmatch(doc); {
			case strings.HasPrefix(doc, "inlined"):
				checked++
				if r != nil {
					t.Errorf("%s: refused: %s", fn, r.Message)
				}
			case m != nil:
				checked++
				checkRefusal(t, fn.String(), r, m[1], strings.Contains(doc, "nohint"), atRE.FindStringSubmatch(doc))
			}
		}
	}
	if checked != 5 {
		t.Errorf("checked %d methods, want 5", checked)
	}
}

func checkRefusal(t *testing.T, fn string, r *paths.Refusal, want string, nohint bool, at []string) {
	t.Helper()
	switch {
	case r == nil:
		t.Errorf("%s: not refused, want %q", fn, want)
		return
	case !strings.Contains(r.Message, want):
		t.Errorf("%s: refused %q, want %q", fn, r.Message, want)
	case nohint && strings.Contains(r.Message, "mark it //snowflake:functional"):
		t.Errorf("%s: %q suggests the annotation, which its body breaks", fn, r.Message)
	}
	if at != nil && (r.Instantiation != at[1] || r.AsWritten == nil) {
		t.Errorf("%s: walked at %q (as written: %v), want %q", fn, r.Instantiation, r.AsWritten != nil, at[1])
	}
}
