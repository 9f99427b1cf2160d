// This file adds to a SARIF result what its verdict rests on and its data
// races, as properties: "trusted" (the assumptions, each "what (at pos)",
// test resets included) and "races" (plain accesses of a base word
// accessed with sync/atomic, each "what (at pos)").

package report

import (
	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/snowflakeverify/snowflake/verify"
)

func addTrustedAndRaces(props *sarif.PropertyBag, r *verify.Result) {
	var trusted, races []string
	for _, t := range r.Trusted {
		trusted = append(trusted, at(t.What, t.Pos))
	}
	for _, x := range r.Races {
		races = append(races, at(x.What, x.Pos))
	}
	if len(trusted) > 0 {
		props.Add("trusted", trusted)
	}
	if len(races) > 0 {
		props.Add("races", races)
	}
}

func at(what, pos string) string {
	if pos == "" {
		return what
	}
	return what + " (at " + pos + ")"
}
