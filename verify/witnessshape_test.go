// This file checks what some witnesses say beyond their verdict: a
// receiver that must be a package variable's address is printed as one,
// and a client still running in a loop is shown pending.

package verify_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

func TestWitnessShapes(t *testing.T) {
	rep, err := verify.Run(context.Background(), verify.Options{Dir: ".", Timeout: 30 * time.Second},
		"./testdata/golden/calls", "./testdata/golden/loops")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*witness.Witness{}
	for _, r := range rep.Results {
		if w, ok := r.Witness.(*witness.Witness); ok && r.Verdict == verify.Violation {
			got[r.Func[strings.LastIndex(r.Func, ".")+1:]] = w
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
}
