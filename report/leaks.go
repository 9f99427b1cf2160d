// This file defines InternalName, the check that a text a user reads
// shows none of the SMT encoding's names (tests of report and verify
// run it over every output format).

package report

import "regexp"

// leakRE matches the encoding's names and raw SMT, not Go's own !ok, !=,
// ||, a | b: an identifier character, a ! and another (l!5!t16, in!0!s,
// U!val!0); Z3's strings (!0!); a symbol quoted by bars (|T!0!*struct{}|);
// constfield; bit-vector literals; SMT applications of the theories'
// operators.
var leakRE = regexp.MustCompile(`\w!\w|![0-9]+!|\|[^|\s]*![^|\s]*\||constfield|\bin!|U!val|#x[0-9a-f]|#b[01]|\(_ bv|\((not|and|or|ite|select|store) \(|\((bv[a-z]+|str\.[a-z.]+) `)

// InternalName returns the first name of the encoding in s, or "".
func InternalName(s string) string {
	return leakRE.FindString(s)
}
