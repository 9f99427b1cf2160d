// This file tests InternalName, the check that a user-facing text shows
// none of the SMT encoding's names.

package report_test

import (
	"testing"

	"github.com/snowflakeverify/snowflake/report"
)

// internalNames returns the first internal name in s, or "".

func TestInternalNamesPattern(t *testing.T) {
	for _, s := range []string{`(l!5!t16)`, `"!0!"`, `constfield!Semaphore!1 in!0!s`, `(state: |T!0!*struct{}|)`,
		`(not (bvsge x y))`, `#x0000002a`, `(_ bv5 64)`, `U!val!0`} {
		if report.InternalName(s) == "" {
			t.Errorf("%s is not flagged", s)
		}
	}
	for _, s := range []string{`!ok`, `a != b`, `x || y`, `a | b`, `!(n.Load() >= s.max)`, `ok && v == nil`, `client goroutine | other goroutine`,
		`m.Load("k") = (nil, true)  cache.go:51:25 |`, `"hello!"`, `!found`, `| v.Swap("!") = nil`} {
		if bad := report.InternalName(s); bad != "" {
			t.Errorf("%s is flagged (%s)", s, bad)
		}
	}
}
