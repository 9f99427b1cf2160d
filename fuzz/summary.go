// This file prints a run's Summary and appends it to a record: one JSON
// line per run.

package fuzz

import (
	"fmt"
	"strings"
)

// String prints the counts, one a line, each map's keys sorted.
func (s *Summary) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "seed %d: %d methods generated and checked in %d packages, %d in packages whose check failed; %.0fs (%.2f methods/s)\n",
		s.Seed, s.Generated, s.Packages, s.Failed, s.Seconds, float64(s.Generated+s.Failed)/max(s.Seconds, 0.001))
	fmt.Fprintf(&b, "inputs %d to %d (--seed %d --from %d continues the run)\n", s.From, s.Next, s.Seed, s.Next)
	s.writeCounts(&b)
	for _, e := range s.Errors {
		fmt.Fprintf(&b, "failed\t%s\n", e)
	}
	for _, d := range s.Disagreements {
		fmt.Fprintf(&b, "disagreement\t%s\t%s (input %s)", d.Func, d.Note, d.Input)
		if d.Shrunk != "" {
			fmt.Fprintf(&b, ", shrunk into %s", d.Shrunk)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// writeCounts prints the oracle's partial explorations and every map of
// counts, one a line.
func (s *Summary) writeCounts(b *strings.Builder) {
	fmt.Fprintf(b, "oracle linearizable within its time limit only: %d\n", s.Partial)
	for _, m := range []struct {
		name string
		m    map[string]int
	}{{"verify", s.Verify}, {"oracle", s.Oracle}, {"class", s.Class}, {"verify/oracle", s.Pairs}, {"form", s.Form}, {"construct", s.Construct}, {"collection", s.Collection}, {"oracle error", s.OracleErrors}} {
		writeCounts(b, m.name, m.m) // stats.go
	}
}

// Append appends s as one line to the file at path.
func (s *Summary) Append(path string) error { return appendLine(path, s) } // stats.go
