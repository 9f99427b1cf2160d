// This file defines Print, the text rendering of a Table.

package eval

import (
	"fmt"
	"io"
	"strings"

	"github.com/snowflakeverify/snowflake/verify"
)

// Print writes t as a table.
func Print(w io.Writer, t *Table) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s", "label")
	for _, v := range verify.Verdicts {
		fmt.Fprintf(&b, " %11s", v)
	}
	fmt.Fprintf(&b, " %7s\n", "total")
	for _, l := range Labels {
		fmt.Fprintf(&b, "%-10s", l)
		total := 0
		for _, v := range verify.Verdicts {
			n := t.Counts[l][v]
			total += n
			fmt.Fprintf(&b, " %11d", n)
		}
		fmt.Fprintf(&b, " %7d\n", total)
	}
	fmt.Fprintf(&b, "\nsoundness errors:             %d\n", len(t.Soundness))
	for _, s := range t.Soundness {
		fmt.Fprintf(&b, "  %s\n", s)
	}
	fmt.Fprintf(&b, "proven / atomic:              %.1f%%\n", 100*t.ProvenShare)
	fmt.Fprintf(&b, "violation / nonatomic:        %.1f%%\n", 100*t.RefutedShare)
	fmt.Fprintf(&b, "functions:                    %d\n", t.Functions)
	fmt.Fprintf(&b, "per function: median %.1f ms, 90th percentile %.1f ms\n", t.MedianMs, t.P90Ms)
	fmt.Fprintf(&b, "wall time: %.0f ms (loading and SSA alone, same run: %.0f ms)\n", t.WallMs, t.LoadMs)
	if len(t.Unlabelled) > 0 {
		fmt.Fprintf(&b, "reported but not labelled: %s\n", strings.Join(t.Unlabelled, ", "))
	}
	if len(t.Missing) > 0 {
		fmt.Fprintf(&b, "labelled but not reported: %s\n", strings.Join(t.Missing, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
