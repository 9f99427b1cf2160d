package values_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/snowflakeverify/snowflake/values"
)

const wrapperSrc = `package w
type Map[K comparable, V any] struct{ m map[any]any; last V }
func (m *Map[K, V]) Load(k K) V { return m.last }
func (m *Map[A, B]) Store(k A, v B) {}
`

// receiverParams returns the receiver type parameters of method name and
// its receiver type (*Map[...] over them).
func receiverParams(t *testing.T, pkg *types.Package, name string) ([]*types.TypeParam, types.Type) {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(pkg.Scope().Lookup("Map").Type()), false, pkg, name)
	sig := obj.(*types.Func).Type().(*types.Signature)
	var tps []*types.TypeParam
	for i := 0; i < sig.RecvTypeParams().Len(); i++ {
		tps = append(tps, sig.RecvTypeParams().At(i))
	}
	return tps, sig.Recv().Type()
}

// TestBindTypeParam checks that a bound helper's type parameters share the
// caller's zero values and sorts, and that a second binding is refused.
func TestBindTypeParam(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "w.go", wrapperSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("w", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	caller, callerRecv := receiverParams(t, pkg, "Load")
	helper, helperRecv := receiverParams(t, pkg, "Store")
	sizes := types.SizesFor("gc", "amd64")
	unbound := values.New(sizes)
	if unbound.Sort(callerRecv) == unbound.Sort(helperRecv) {
		t.Fatalf("%s and %s share a sort without a binding", callerRecv, helperRecv)
	}
	m := values.New(sizes)
	for i := range helper {
		if !m.BindTypeParam(helper[i], caller[i]) {
			t.Fatalf("binding %s to %s refused", helper[i], caller[i])
		}
	}
	if m.Sort(callerRecv) != m.Sort(helperRecv) {
		t.Errorf("bound: %s is %s, %s is %s", callerRecv, m.Sort(callerRecv), helperRecv, m.Sort(helperRecv))
	}
	named := callerRecv.(*types.Pointer).Elem()
	if a, b := m.Zero(named).String(), m.Zero(helperRecv.(*types.Pointer).Elem()).String(); a != b {
		t.Errorf("bound: zero values %s and %s differ", a, b)
	}
	if m.BindTypeParam(helper[0], caller[1]) {
		t.Errorf("%s bound to %s and then to %s", helper[0], caller[0], caller[1])
	}
	if m.BoundTypeParam(helper[1]) != caller[1] {
		t.Errorf("%s stands for %s, want %s", helper[1], m.BoundTypeParam(helper[1]), caller[1])
	}
}
