// This file defines the verdict of a function with data races: plain
// accesses of a word accessed atomically (paths/racy.go). Such a function
// is never atomic: a data race is a bug whatever the interleaving.

package verify

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
)

// A Race is a plain access of a word accessed atomically, in a Result.
type Race struct {
	What string `json:"what"`
	Pos  string `json:"pos"`
}

// racy records f's races in r and makes its verdict never atomic: a proof
// becomes unproven, naming the first race; a violation or an unproven
// verdict keeps its reason, noting the races.
func (c *check) racy(r *Result, f *paths.Func) {
	if f == nil || len(f.Races) == 0 {
		return
	}
	var notes []string
	for _, x := range f.Races {
		r.Races = append(r.Races, Race{What: x.What, Pos: c.where(x.Pos)})
		notes = append(notes, fmt.Sprintf("%s at %s", x.What, c.where(x.Pos)))
	}
	race := fmt.Sprintf("a data race: %s, while it is accessed with sync/atomic", strings.Join(notes, ", "))
	switch r.Verdict {
	case Atomic:
		r.Verdict = Unproven
		r.Reason = fmt.Sprintf("%s (its paths are condensable, but a function with a data race is never atomic)", race)
		r.ReasonPos = c.where(f.Races[0].Pos)
	case Violation, Unproven:
		r.Reason += "; it is also " + race
	}
}

// plainCall prints a plain access of a base word as Go, for explain: a
// read (`m.value, a plain read`) or a write (`m.value = 0, a plain
// write`), args its arguments printed.
func plainCall(call *paths.Call, args []string) string {
	if len(args) == 1 {
		return call.Plain + " = " + args[0] + ", a plain write (a data race)"
	}
	return call.Plain + ", a plain read (a data race)"
}
