package paths

import (
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestUnwrittenByLoop checks the rule of freshcaller.go on
// testdata/freshcaller: a loop writing only its function's own memory
// (a map it made, its own array) leaves another function's object
// unwritten; a loop storing through a pointer it was given, copying within
// a slice it was given (for an object holding an array), or calling a
// function, may write it; an object of the loop's own function is never
// the rule's.
func TestUnwrittenByLoop(t *testing.T) {
	prog, err := Load(LoadConfig{}, "./testdata/freshcaller")
	if err != nil {
		t.Fatal(err)
	}
	fn := func(name string) *ssa.Function {
		return prog.SSA.FuncValue(prog.Roots[0].Types.Scope().Lookup(name).(*types.Func))
	}
	alloc := func(f *ssa.Function) *object {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if a, ok := in.(*ssa.Alloc); ok {
					return &object{site: a, elem: a.Type().(*types.Pointer).Elem()}
				}
			}
		}
		t.Fatalf("%s allocates nothing", f.Name())
		return nil
	}
	box, arr := alloc(fn("NewBox")), alloc(fn("NewArr"))
	for _, c := range []struct {
		loop string
		obj  *object
		want bool
	}{
		{"Fill", box, true},
		{"Local", box, true},
		{"Shift", box, true},
		{"Shift", arr, false},
		{"Bump", box, false},
		{"Calls", box, false},
		{"Own", alloc(fn("Own")), false},
	} {
		f := fn(c.loop)
		ls, r := findLoops(f)
		if r != nil || len(ls.header) != 1 {
			t.Fatalf("%s: want one loop, got %v (%v)", c.loop, ls, r)
		}
		for h := range ls.header {
			if got := unwrittenByLoop(c.obj, h); got != c.want {
				t.Errorf("%s, object of %s: unwritten %v, want %v", c.loop, c.obj.site.Parent().Name(), got, c.want)
			}
		}
	}
}
