// This file defines the count of skipped functions by reason: those
// discovery reports unsupported because it does not follow yet how they
// reach their objects (verify.Result.Skipped), for the summary line and
// the JSON document.

package report

import (
	"fmt"
	"sort"
	"strings"

	"github.com/snowflakeverify/snowflake/verify"
)

// A skippedCount is the number of skipped functions of one reason.
type skippedCount struct {
	reason string
	n      int
}

// skippedCounts lists the reasons of rep's skipped functions, most
// frequent first (then by name), and their total.
func skippedCounts(rep *verify.Report) ([]skippedCount, int) {
	var out []skippedCount
	total := 0
	for reason, n := range rep.SkippedCounts() {
		out = append(out, skippedCount{reason, n})
		total += n
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].n != out[j].n {
			return out[i].n > out[j].n
		}
		return out[i].reason < out[j].reason
	})
	return out, total
}

// skippedSummary is the summary line's part on skipped functions:
// "; 5 skipped, their objects reached in forms not followed yet: 3
// nested field, 2 parameter", or "" when none is.
func skippedSummary(rep *verify.Report) string {
	counts, total := skippedCounts(rep)
	if total == 0 {
		return ""
	}
	var parts []string
	for _, c := range counts {
		parts = append(parts, fmt.Sprintf("%d %s", c.n, c.reason))
	}
	return fmt.Sprintf("; %d skipped, their objects reached in forms not followed yet: %s", total, strings.Join(parts, ", "))
}

// skippedJSON returns the JSON document's skipped functions by reason, or
// nil when none is.
func skippedJSON(rep *verify.Report) (map[string]int, int) {
	counts, total := skippedCounts(rep)
	if total == 0 {
		return nil, 0
	}
	m := map[string]int{}
	for _, c := range counts {
		m[c.reason] = c.n
	}
	return m, total
}
