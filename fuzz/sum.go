// This file adds up the records of a run's legs (snowflake fuzz --sum):
// the Summary lines --record appended, one per leg, into the counts of
// the whole run, with the inputs each seed's legs checked and any two
// legs of one seed that checked the same inputs.

package fuzz

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
)

// A Total is the sum of records: the counts of every leg, and the legs.
type Total struct {
	Sum  *Summary
	Legs []*Summary
}

// SumRecords reads Summary records, one JSON line each, and adds them up.
func SumRecords(r io.Reader) (*Total, error) {
	t := &Total{Sum: newSummary(RunOptions{})}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var s Summary
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			return nil, fmt.Errorf("record line %d: %v", line, err)
		}
		t.add(&s)
	}
	return t, sc.Err()
}

func (t *Total) add(s *Summary) {
	t.Legs = append(t.Legs, s)
	u := t.Sum
	u.Packages += s.Packages
	u.Generated += s.Generated
	u.Failed += s.Failed
	u.Seconds += s.Seconds
	u.Partial += s.Partial
	for _, m := range []struct{ into, from map[string]int }{{u.Verify, s.Verify}, {u.Oracle, s.Oracle}, {u.Class, s.Class},
		{u.Pairs, s.Pairs}, {u.Form, s.Form}, {u.Construct, s.Construct}, {u.Collection, s.Collection}} {
		for k, v := range m.from {
			m.into[k] += v
		}
	}
	for k, v := range s.OracleErrors {
		if u.OracleErrors == nil {
			u.OracleErrors = map[string]int{}
		}
		u.OracleErrors[k] += v
	}
	u.Errors = append(u.Errors, s.Errors...)
	u.Disagreements = append(u.Disagreements, s.Disagreements...)
}

// Overlaps names the pairs of legs of one seed whose inputs overlap:
// their counts then add up methods checked twice.
func (t *Total) Overlaps() []string {
	var out []string
	for i, a := range t.Legs {
		for _, b := range t.Legs[i+1:] {
			if a.Seed == b.Seed && a.From < b.Next && b.From < a.Next {
				out = append(out, fmt.Sprintf("seed %d: inputs %d to %d (%s) and %d to %d (%s)", a.Seed, a.From, a.Next, a.Date, b.From, b.Next, b.Date))
			}
		}
	}
	return out
}

// String prints the legs, each seed's inputs, and the counts as a run's
// Summary prints them.
func (t *Total) String() string {
	var b strings.Builder
	u := t.Sum
	fmt.Fprintf(&b, "%d legs: %d methods generated and checked in %d packages, %d in packages whose check failed; %.0fs (%.2f methods/s)\n",
		len(t.Legs), u.Generated, u.Packages, u.Failed, u.Seconds, float64(u.Generated+u.Failed)/max(u.Seconds, 0.001))
	bySeed := map[int64][]string{}
	for _, s := range t.Legs {
		bySeed[s.Seed] = append(bySeed[s.Seed], fmt.Sprintf("%d-%d", s.From, s.Next))
	}
	for _, seed := range slices.Sorted(maps.Keys(bySeed)) {
		fmt.Fprintf(&b, "seed %d: inputs %s\n", seed, strings.Join(bySeed[seed], ", "))
	}
	for _, o := range t.Overlaps() {
		fmt.Fprintf(&b, "overlap\t%s\n", o)
	}
	u.writeCounts(&b) // summary.go
	for _, d := range u.Disagreements {
		fmt.Fprintf(&b, "disagreement\t%s\t%s\n", d.Func, d.Note)
	}
	return b.String()
}
