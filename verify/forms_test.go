// This file tests that discovery reports every composite operation of
// testdata/forms, one per way Go code reaches a shared object, exactly
// once, and nothing else: presence only, since verdicts change as the
// walker learns the forms.

package verify_test

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

var compositeRE = regexp.MustCompile(`(?m)^\s*composite:\s*(\S.*?)\s*$`)

// compositeMarks reads the "composite: OBJECT" lines of the functions of
// the Go files in dir, keyed by "file:line" of the function's name.
func compositeMarks(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	marks := map[string]string{}
	for _, path := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		abs, _ := filepath.Abs(path)
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Doc != nil {
				if m := compositeRE.FindStringSubmatch(fd.Doc.Text()); m != nil {
					marks[fmt.Sprintf("%s:%d", abs, fset.Position(fd.Name.Pos()).Line)] = m[1]
				}
			}
		}
	}
	return marks
}

// TestForms checks that every marked function of testdata/forms is
// reported once, naming its object (the reason of a skipped one, the base
// of a verified one), and that no unmarked function is reported.
func TestForms(t *testing.T) {
	marks := compositeMarks(t, "testdata/forms")
	// Presence only: no witness search (a violation is then unproven),
	// which took 10 of the test's 12 s.
	rep, err := verify.Run(context.Background(), verify.Options{Timeout: 30 * time.Second, WitnessRLimit: 1}, "./testdata/forms")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, r := range rep.Results {
		key := fmt.Sprintf("%s:%d", r.Position().Filename, r.Position().Line)
		seen[key]++
		obj, ok := marks[key]
		switch {
		case !ok:
			t.Errorf("%s: %s is reported (%s: %s) but marked no composite operation", r.Pos, r.Func, r.Verdict, r.Reason)
		case seen[key] == 2:
			t.Errorf("%s: %s is reported twice", r.Pos, r.Func)
		case r.Skipped != "" && !strings.Contains(r.Reason, obj):
			t.Errorf("%s: %s is skipped with reason %q, which does not name %s", r.Pos, r.Func, r.Reason, obj)
		case r.Skipped == "" && !strings.HasSuffix(obj, "."+r.Base) && obj != r.Base && !slices.Contains(strings.Split(r.Base, ", "), obj):
			t.Errorf("%s: %s has base %s, not %s", r.Pos, r.Func, r.Base, obj)
		}
		t.Logf("%s: %s: %s (%s)", r.Pos, r.Func, r.Verdict, r.Reason)
	}
	for key, obj := range marks {
		if seen[key] == 0 {
			t.Errorf("%s: the composite operation on %s is not reported", key, obj)
		}
	}
}
