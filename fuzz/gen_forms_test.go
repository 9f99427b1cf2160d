package fuzz

import "os"

// FormsEnv names the variable that makes the tests of the forms written
// whole check a package of every kind (TestGenAtomics, TestGenKeyed); by
// default they check a few, within the suite's time budget.
const FormsEnv = "SNOWFLAKE_FUZZ_FORMS"

// kindsToCheck returns the kinds a form's test checks: all of them when
// $SNOWFLAKE_FUZZ_FORMS is "all", else the first n.
func kindsToCheck(all []string, n int) []string {
	if os.Getenv(FormsEnv) == "all" || n >= len(all) {
		return all
	}
	return all[:n]
}
