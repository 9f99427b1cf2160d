package fuzz

import "testing"

// TestGenPkgMap checks packages of the package-map form (gen_pkgmap.go)
// in the package environment, with both engines: an insert-only one (a
// second Load of a key found present) and one with a plain generated
// method (never insert-only); none is refused, none fails, no
// disagreement.
func TestGenPkgMap(t *testing.T) { checkForms(t, &pkgMapCheck) }

var pkgMapCheck = formCheck{forms: []string{"func (c *C) Twice(", "func (c *C) F0("}, perForm: 1, refusals: []string{"not supported"}}

// TestGenFixed checks packages of the package-map form with a field fixed
// at construction (gen_fixed.go), one sealed, one with a limit, in the
// package environment with both engines: none is refused, none fails, no
// disagreement (the oracle's receiver holds the zero value, the least
// restricting one: where verify's witnesses, from the constructed values
// only, find none, the pair is unchecked).
func TestGenFixed(t *testing.T) { checkForms(t, &fixedCheck) }

var fixedCheck = formCheck{forms: []string{"if c.sealed {", "c.limit > 0"}, perForm: 1, refusals: []string{"not supported"}}

// TestGenLockedEngines checks a package of the locked form (gen_locks.go)
// over an RWMutex (its shapes include the Mutex's), and one whose method
// notes its key in the journal, with both engines in the package
// environment: none fails, no disagreement (TestGenLocks checks verify's
// verdicts against the shapes' expectations).
func TestGenLockedEngines(t *testing.T) { checkForms(t, &lockedCheck) }

var lockedCheck = formCheck{forms: []string{"mu sync.RWMutex", "log journal"}, perForm: 1}
