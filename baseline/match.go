// This file defines Match: which findings of a run a baseline accepts, and
// which of its entries no longer match anything.

package baseline

import "github.com/snowflakeverify/snowflake/verify"

// severity orders the verdicts a baseline can hold; 0 for the others.
var severity = map[verify.Verdict]int{verify.Unsupported: 1, verify.Unproven: 2, verify.Violation: 3}

// A Matching is the outcome of Match.
type Matching struct {
	baselined map[*verify.Result]bool
	// New are the findings the baseline does not accept, in run order.
	New []*verify.Result
	// Stale are the entries of functions without a finding in the run (fixed,
	// removed or renamed), in file order. An entry whose function got worse
	// is not stale: the function still has a finding, a new one.
	Stale []Finding
}

// Baselined reports whether the baseline accepts finding r.
func (m *Matching) Baselined(r *verify.Result) bool { return m.baselined[r] }

// Accepts reports whether f accepts finding r: f has an entry for its
// function with a verdict at least as severe. It depends on r alone, so a
// report can mark findings as they arrive.
func (f *File) Accepts(r *verify.Result) bool {
	if severity[r.Verdict] == 0 {
		return false
	}
	for _, e := range f.Findings {
		if e.Func == r.Func && severity[e.Verdict] >= severity[r.Verdict] {
			return true
		}
	}
	return false
}

// Match matches the findings of a run against f: a finding is baselined
// when f accepts it (File.Accepts).
func Match(f *File, findings []*verify.Result) *Matching {
	m := &Matching{baselined: map[*verify.Result]bool{}}
	found := map[string]bool{} // functions with a finding
	for _, r := range findings {
		found[r.Func] = true
		if !f.Accepts(r) {
			m.New = append(m.New, r)
			continue
		}
		m.baselined[r] = true
	}
	for _, e := range f.Findings {
		if !found[e.Func] {
			m.Stale = append(m.Stale, e)
		}
	}
	return m
}
