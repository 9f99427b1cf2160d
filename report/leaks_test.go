// This file defines internalNames, the check that a user-facing text shows
// none of the SMT encoding's names, and tests it.

package report_test

import (
	"regexp"
	"testing"
)

// leakRE matches the encoding's names and raw SMT, not Go's own !ok, !=,
// ||, a | b or "!" inside a word-less context: an identifier character,
// a ! and another (l!5!t16, in!0!s, U!val!0); a symbol quoted by bars
// (|T!0!*struct{}|); the prefixes constfield and in!; bit-vector
// literals; SMT applications of the theories' operators.
var leakRE = regexp.MustCompile(`\w!\w|\|[^|\s][^|]*!|constfield|\bin!|U!val|#x[0-9a-f]|#b[01]|\(_ bv|\((not|and|or|ite|select|store) \(|\((bv[a-z]+|str\.[a-z.]+) |"![0-9]+!"`)

// internalNames returns the first internal name in s, or "".
func internalNames(s string) string {
	return leakRE.FindString(s)
}

func TestInternalNamesPattern(t *testing.T) {
	for _, s := range []string{`(l!5!t16)`, `"!0!"`, `constfield!Semaphore!1 in!0!s`, `(state: |T!0!*struct{}|)`,
		`(not (bvsge x y))`, `#x0000002a`, `(_ bv5 64)`, `U!val!0`} {
		if internalNames(s) == "" {
			t.Errorf("%s is not flagged", s)
		}
	}
	for _, s := range []string{`!ok`, `a != b`, `x || y`, `a | b`, `!(n.Load() >= s.max)`, `ok && v == nil`, `client goroutine | other goroutine`,
		`m.Load("k") = (nil, true)  cache.go:51:25 |`, `"hello!"`, `!found`} {
		if bad := internalNames(s); bad != "" {
			t.Errorf("%s is flagged (%s)", s, bad)
		}
	}
}
