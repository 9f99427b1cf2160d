package paths_test

import (
	"go/ast"
	"regexp"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
)

// TestInstantiation checks at which instantiation a generic method refused
// for what depends on it is walked as written (testdata/instantiate: "at:"
// in each doc comment, "-" for none), and that the walk at it succeeds.
func TestInstantiation(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{}, "./testdata/instantiate")
	if err != nil {
		t.Fatal(err)
	}
	clients, _ := paths.FindClients(prog)
	atRE := regexp.MustCompile(`(?m)^at: (.*)$`)
	checked := 0
	for _, c := range clients {
		for _, fn := range c.Funcs {
			decl, ok := fn.Syntax().(*ast.FuncDecl)
			if !ok || decl.Doc == nil {
				continue
			}
			m := atRE.FindStringSubmatch(decl.Doc.Text())
			if m == nil {
				continue
			}
			checked++
			_, r := paths.Split(prog, c, fn)
			if r == nil {
				t.Errorf("%s: not refused", fn)
				continue
			}
			want := m[1]
			if want == "-" {
				if r.Instantiation != "" || r.AsWritten != nil {
					t.Errorf("%s: instantiated with %s, want none", fn, r.Instantiation)
				}
				continue
			}
			if r.Instantiation != want {
				t.Errorf("%s: instantiated with %q, want %q", fn, r.Instantiation, want)
			}
			if r.AsWritten == nil || len(r.AsWritten.Paths) == 0 {
				t.Errorf("%s: no walk of the instantiation", fn)
			} else if len(r.AsWritten.Fn.TypeArgs()) == 0 {
				t.Errorf("%s: walked %s, not an instantiation", fn, r.AsWritten.Fn)
			}
		}
	}
	if checked != 5 {
		t.Errorf("checked %d methods, want 5", checked)
	}
}
