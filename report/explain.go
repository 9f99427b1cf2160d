// This file defines Explain, the rendering of `snowflake explain`.

package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// Explain writes an explanation: the verdict, then each path with its
// conditions, calls, outcome and the condensation points tried.
func Explain(w io.Writer, ex *verify.Explanation) error {
	var b strings.Builder
	r := ex.Result
	fmt.Fprintf(&b, "%s: %s: %s: %s\n", r.Pos, paths.ShortName(r.Func), r.Verdict, r.Reason)
	if wit, ok := r.Witness.(*witness.Witness); ok && wit != nil {
		writeWitness(&b, r, wit)
	}
	for i, p := range ex.Paths {
		kind := ""
		if p.Exceptional {
			kind = " (the last iteration of its loops)"
		}
		fmt.Fprintf(&b, "path %d%s: %s\n", i, kind, p.Outcome)
		for _, c := range p.Conds {
			fmt.Fprintf(&b, "\tif   %s\n", c)
		}
		for k, c := range p.Calls {
			fmt.Fprintf(&b, "\tcall %d: %s\n", k, c)
		}
		for _, pt := range p.Points {
			at := fmt.Sprintf("at call %d", pt.Call)
			if pt.Call < 0 {
				at = "(no calls)"
			}
			fmt.Fprintf(&b, "\tcondensation %s: %s\n", at, pt.Status)
			if pt.Obligation != "" {
				fmt.Fprintf(&b, "\t\tclaim: %s\n", pt.Obligation)
			}
			if pt.SMT != "" {
				for _, line := range strings.Split(strings.TrimRight(pt.SMT, "\n"), "\n") {
					fmt.Fprintf(&b, "\t\t%s\n", line)
				}
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
