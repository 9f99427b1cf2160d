// This file checks what some witnesses say beyond their verdict: a
// receiver that must be a package variable's address is printed as one,
// a client still running in a loop is shown pending, and a generic method
// refused for what depends on its instantiation is run at one.

package verify_test

import (
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

func TestWitnessShapes(t *testing.T) {
	got := map[string]*witness.Witness{}
	reason := map[string]string{}
	for _, r := range verifyShared(t, "testdata/golden/calls", "testdata/golden/loops", "testdata/golden/xsyncmap") {
		if w, ok := r.Witness.(*witness.Witness); ok && r.Verdict == verify.Violation {
			name := r.Func[strings.LastIndex(r.Func, ".")+1:]
			got[name], reason[name] = w, r.Reason
		}
	}
	for _, name := range []string{"Rename", "RenameCell"} {
		if w := got[name]; w == nil || len(w.Inputs) == 0 || w.Inputs[0] != "ts = &tagTable" {
			t.Errorf("%s: want a violation whose receiver is &tagTable, got %+v", name, w)
		}
	}
	for _, name := range []string{"Retire", "Park"} {
		if w := got[name]; w == nil || !w.Pending || len(w.Result) != 0 || w.Steps[len(w.Steps)-1].Thread != "other" {
			t.Errorf("%s: want a pending witness ending with the other goroutine's reads, got %+v", name, w)
		}
	}
	// Number's N is ~int | ~int64: AddNaive runs at N = int, K at any.
	if w := got["AddNaive"]; w == nil || len(w.Inputs) == 0 || !strings.HasPrefix(w.Inputs[0], "n = (*Number[any, int])") ||
		!strings.HasSuffix(reason["AddNaive"], "(instantiated with K = any, N = int)") {
		t.Errorf("AddNaive: want a violation at Number[any, int], got %q %+v", reason["AddNaive"], w)
	}
}
