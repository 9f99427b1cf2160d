package verify_test

import (
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// TestPackageSetup checks the setups of package witnesses
// (testdata/pkgenv/breaker): a witness from a state the package's own
// calls reach shows those calls from a new object, as many as the state
// needs (two failures before the race of two Fails, three before the
// race of two Succeeds or two Resets: no fewer reach those counts), each
// a run of an operation on the client's receiver (TripCAS's: its CAS
// loop's exact runs).
func TestPackageSetup(t *testing.T) {
	want := map[string]int{"Fail": 2, "Succeed": 3, "Reset": 3}
	ops := map[string]string{"Fail": "b.Fail", "Succeed": "b.Fail", "Reset": "l.TripCAS"} // Reset's: a CAS loop's exact runs
	seen := 0
	for _, r := range resultsUnder(t, packageRun, "testdata/pkgenv/breaker") {
		name := r.Func[strings.LastIndex(r.Func, ".")+1:]
		n, ok := want[name]
		if !ok {
			continue
		}
		seen++
		w, _ := r.Witness.(*witness.Witness)
		if r.Verdict != verify.Violation || w == nil || w.Environment != verify.EnvPackage {
			t.Errorf("%s: %s, witness %+v: want a violation with a package witness", name, r.Verdict, w)
			continue
		}
		if len(w.Setup) != n {
			t.Errorf("%s: a setup of %d runs from initially %s, want %d: %+v", name, len(w.Setup), w.Initial, n, w.Setup)
		}
		for _, s := range w.Setup {
			if s.Thread != "setup" || s.Operation != ops[name] || len(s.Result) != 1 || !strings.HasPrefix(s.Note, "calls Load()") {
				t.Errorf("%s: setup step %+v: want a run of %s with its result and calls", name, s, ops[name])
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d of %d functions found", seen, len(want))
	}
}

// TestPackageUnreached checks the marks of package witnesses whose state
// the setup search did not reach (testdata/pkgenv/breaker): Take's count
// wraps around 2^32, which no short run of Tickets' methods makes, while
// Gate's Leave without Enter gets there in two runs, and Seats' reader
// sees the fifth seat Reserve takes for an instant after four Reserves.
func TestPackageUnreached(t *testing.T) {
	byName := map[string]*witness.Witness{}
	for _, r := range resultsUnder(t, packageRun, "testdata/pkgenv/breaker") {
		w, _ := r.Witness.(*witness.Witness)
		byName[r.Func[strings.LastIndex(r.Func, ".")+1:]] = w
	}
	if w := byName["Take"]; w == nil || !w.Unreached || len(w.Setup) > 0 {
		t.Errorf("Take: witness %+v: want one marked unreached, without a setup", w)
	}
	if w := byName["Reserve"]; w == nil || w.Unreached || len(w.Setup) != 4 || w.Steps[1].Operation != "s.Reserved" {
		t.Errorf("Reserve: witness %+v: want Reserved between the Adds after four Reserves", w)
	}
	w := byName["Enter"]
	if w == nil || w.Unreached || len(w.Setup) == 0 {
		t.Fatalf("Enter: witness %+v: want one with a setup", w)
	}
	for _, s := range w.Setup {
		if s.Operation != "g.Leave" && s.Operation != "g.Enter" {
			t.Errorf("Enter: setup step %+v: want a run of Gate's methods", s)
		}
	}
}

// TestPackageKeyedSetup checks the setup of a package witness over a
// sync.Map (testdata/pkgenv/replacing): Current's race (a Drop between its
// two Loads) needs the entry present, which one Put at the witness's key
// makes from a new table.
func TestPackageKeyedSetup(t *testing.T) {
	for _, r := range resultsUnder(t, packageRun, "testdata/pkgenv/replacing") {
		if !strings.HasSuffix(r.Func, "Table).Current") {
			continue
		}
		w, _ := r.Witness.(*witness.Witness)
		if w == nil || len(w.Setup) != 1 || w.Setup[0].Operation != "t.Put" || w.Setup[0].Thread != "setup" || len(w.Setup[0].Args) != 2 {
			t.Fatalf("Current: witness %+v: want a setup of one t.Put", w)
		}
		if !strings.Contains(w.Initial, w.Setup[0].Args[0]+": "+w.Setup[0].Args[1]) {
			t.Errorf("Current: the setup %+v does not make the initial entry of %s", w.Setup[0], w.Initial)
		}
		return
	}
	t.Fatal("no result for Current")
}
