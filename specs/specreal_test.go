package specs

import (
	"go/ast"
	"go/importer"
	goparser "go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
)

const ttlDir = "../verify/testdata/golden/specs_real/ttl"

// ttlPackage type-checks the golden TTL cache's package.
func ttlPackage(t *testing.T) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, filepath.Join(ttlDir, "ttl.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("github.com/snowflakeverify/snowflake/verify/testdata/golden/specs_real/ttl", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// TestPackageTypes: a spec naming the package's Item and time.Duration is
// pending until checked against its package, then whole.
func TestPackageTypes(t *testing.T) {
	s, err := ParseSpecFile(filepath.Join(ttlDir, "ttl.sfspec"))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Pending() {
		t.Fatal("a spec naming Item and time.Duration is not pending before its package is known")
	}
	if err := s.CheckAgainst(ttlPackage(t)); err != nil {
		t.Fatal(err)
	}
	if s.Pending() {
		t.Fatal("still pending after CheckAgainst")
	}
	for _, m := range s.generic().Methods() {
		if want := m.Name != "Delete" && m.Name != "Items"; m.Clock != want {
			t.Errorf("%s: Clock %v, want %v", m.Name, m.Clock, want)
		}
	}
}

// TestClockExec replays a TTL history on the executable model: an item
// set for 1s is seen at +0.5s, gone at +2s, and Add succeeds then.
func TestClockExec(t *testing.T) {
	s, err := ParseSpecFile(filepath.Join(ttlDir, "ttl.sfspec"))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CheckAgainst(ttlPackage(t)); err != nil {
		t.Fatal(err)
	}
	ex, err := s.generic().(axioms.Executable).NewExec()
	if err != nil {
		t.Fatal(err)
	}
	at := func(d time.Duration) axioms.Value { return axioms.IntValue(bigOf(int64(d)), 64, "int64") }
	k, one := stringValue("a", "string"), axioms.IntValue(bigOf(1), 64, "int")
	sec := axioms.IntValue(bigOf(int64(time.Second)), 64, "time.Duration")
	steps := []struct {
		method string
		args   []axioms.Value
		want   string
	}{
		{"Set", []axioms.Value{k, one, sec, at(0)}, ""},
		{"Get", []axioms.Value{k, at(time.Second / 2)}, "1 true"},
		{"Add", []axioms.Value{k, one, sec, at(time.Second / 2)}, `errors.New("ttl: item already exists")`},
		{"Get", []axioms.Value{k, at(2 * time.Second)}, "nil false"},
		{"Add", []axioms.Value{k, one, sec, at(2 * time.Second)}, "nil"},
		{"Get", []axioms.Value{k, at(2 * time.Second)}, "1 true"},
	}
	for i, st := range steps {
		res, panics, err := ex.Call(st.method, st.args)
		if err != nil || panics {
			t.Fatalf("step %d %s: %v %v", i, st.method, panics, err)
		}
		var got []string
		for _, r := range res {
			got = append(got, r.Go)
		}
		if strings.Join(got, " ") != st.want {
			t.Errorf("step %d %s = %q, want %q (state %s)", i, st.method, strings.Join(got, " "), st.want, ex.Show())
		}
	}
}

// TestPackageTypeErrors: types are checked against the package's.
func TestPackageTypeErrors(t *testing.T) {
	pkg := ttlPackage(t)
	for _, tc := range []struct{ body, want string }{
		{"func (Cache) Get(k string) (any, bool) { it, ok := get(k); return it.Missing, ok }", "it.Missing undefined"},
		{"func (Cache) Set(k string, x any, d time.Duration) { put(k, Item{Object: x, Expiration: d}) }", "cannot use d (time.Duration) as int64"},
		{"func (Cache) Set(k string, x any, d time.Month) { put(k, Item{Object: x}) }", "Set is func(k string, x any, d time.Duration) in Go"},
		{"func (Cache) Set(k string, x any, d nosuch.T) { put(k, Item{Object: x}) }", "type nosuch.T"},
		{"//snowflake:clock\nfunc (Cache) Delete(k string) { del(k) }", "//snowflake:clock needs the name"},
	} {
		src := "package ttl\n\n//snowflake:collection " + pkg.Path() + ".Cache\ntype Cache map[string]Item\n\n" + tc.body + "\n"
		s, err := ParseSpec("x.sfspec", []byte(src))
		if err == nil {
			err = s.CheckAgainst(pkg)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s\ngot error %v, want %q", tc.body, err, tc.want)
		}
	}
}

// TestEmbedded: the family describes the type Cache embeds (*cache) as
// Cache itself, and no other type of the package.
func TestEmbedded(t *testing.T) {
	s, err := ParseSpecFile(filepath.Join(ttlDir, "ttl.sfspec"))
	if err != nil {
		t.Fatal(err)
	}
	pkg := ttlPackage(t)
	if err := s.CheckAgainst(pkg); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"Cache": true, "cache": true, "Item": false} {
		c, ok := s.Family().Describe(pkg.Scope().Lookup(name).Type())
		if ok != want || ok && c.Name() != "ttl.Cache" {
			t.Errorf("Describe(%s) = %v, %v; want %v", name, c, ok, want)
		}
	}
}
