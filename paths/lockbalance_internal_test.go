package paths

import (
	"go/types"
	"strings"
	"testing"
)

// TestBalancedLocks checks the rule of lockbalance.go on
// testdata/lockbalance: a function whose name starts with Balanced has
// its mutex operations balanced on every path (deferred, on each branch,
// a read lock, two mutexes nested, a section per loop iteration, a panic
// after a deferred Unlock), one starting with Unbalanced does not (a path
// that returns or panics holding the mutex, a second Lock, an Unlock of a
// free or read-locked mutex, TryLock, a deferred Lock). The operations
// returned are every mutex call of a balanced function.
func TestBalancedLocks(t *testing.T) {
	prog, err := Load(LoadConfig{}, "./testdata/lockbalance")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, fn := range methodsOf(prog, prog.Roots[0].Types.Scope().Lookup("T").Type().(*types.Named)) {
		want := strings.HasPrefix(fn.Name(), "Balanced")
		ops, got := balancedLocks(fn)
		if got != want {
			t.Errorf("%s: balanced %v, want %v", fn.Name(), got, want)
		}
		if got && len(ops) != len(mutexCalls(fn)) {
			t.Errorf("%s: %d mutex operations set aside, want %d", fn.Name(), len(ops), len(mutexCalls(fn)))
		}
		n++
	}
	if n != 17 {
		t.Errorf("%d functions checked, want 17", n)
	}
}
