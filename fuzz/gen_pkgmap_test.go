package fuzz

import (
	"bytes"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenPkgMap checks packages of the package-map form (gen_pkgmap.go)
// in the package environment, with both engines: an insert-only one (a
// second Load of a key found present), one with a plain generated
// method (never insert-only), one with Clean (the stored-types
// invariant) and one with Shadow (a copy of the holder: an escape); none
// is refused, none fails, no disagreement.
func TestGenPkgMap(t *testing.T) { checkForms(t, &pkgMapCheck) }

var pkgMapCheck = formCheck{forms: []string{"func (c *C) Twice(", "func (c *C) F0(", "func (c *C) Clean(", "func (c *C) Shadow("}, perForm: 1, refusals: []string{"not supported"}}

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

// TestGenStoredTypes checks Clean, which deletes a value that is not an
// int, in two packages of the package-map form with both engines: without
// Mark, every value the package stores is an int, so the cleanup never
// runs and Clean is atomic by the stored-types invariant
// (verify/stored.go), which the oracle's package environment confirms
// (linearizable, or unexplored: every run it makes has one call);
// with Mark, which stores a string, it is a violation in both.
func TestGenStoredTypes(t *testing.T) {
	pkgs, outs := sharedForms(t, &storedCheck)
	for i, out := range outs {
		mark := bytes.Contains(pkgs[i].Source, []byte("func (c *C) Mark("))
		want := [2]string{string(verify.Atomic), string(oracle.Linearizable)}
		if mark {
			want = [2]string{string(verify.Violation), string(oracle.Violation)}
		}
		for _, f := range out.Findings {
			if !strings.HasSuffix(f.Func, ".Clean") {
				continue
			}
			got := [2]string{string(f.Verify), string(f.Oracle)}
			if !mark && f.Oracle == oracle.Unexplored { // the Delete never runs: every run makes one call
				got[1] = string(oracle.Linearizable)
			}
			if got != want {
				t.Errorf("Clean with Mark %v: verify %s (%s), oracle %s, want %v\n%s", mark, f.Verify, f.VerifyReason, f.Oracle, want, pkgs[i].Source)
			}
		}
	}
	if len(pkgs) != 2 {
		t.Errorf("%d packages with Clean, want one with Mark and one without", len(pkgs))
	}
}

var storedCheck = formCheck{pick: func() []*Package {
	var with, without *Package
	for _, data := range inputs(6000) {
		if Form(data) != formPkgMap {
			continue
		}
		p := Generate(data)
		if !bytes.Contains(p.Source, []byte("func (c *C) Clean(")) || bytes.Contains(p.Source, []byte("func (c *C) F0(")) {
			continue
		}
		switch {
		case bytes.Contains(p.Source, []byte("func (c *C) Mark(")) && with == nil:
			with = p
		case !bytes.Contains(p.Source, []byte("func (c *C) Mark(")) && without == nil:
			without = p
		}
	}
	var out []*Package
	for _, p := range []*Package{with, without} {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}}

// TestGenHolderCopy checks packages of the package-map form whose only
// operation that changes an entry is Shadow, which deletes through a copy
// of the holder converted to another type, or Wipe, which zeroes the
// holder through a generic type's method called through an interface,
// with both engines: the base escapes (paths/holdercopy.go,
// paths/holdergeneric.go) and no function is proven atomic by the
// package's invariants; a second Load of a key found present (Twice,
// Must) is a violation in both.
func TestGenHolderCopy(t *testing.T) {
	for _, fc := range []*formCheck{&shadowCheck, &wipeCheck} {
		pkgs, outs := sharedForms(t, fc)
		if len(pkgs) == 0 {
			t.Fatal("no package whose only changing operation is Shadow or Wipe")
		}
		for i, out := range outs {
			for _, f := range out.Findings {
				if !strings.HasSuffix(f.Func, ".Twice") && !strings.HasSuffix(f.Func, ".Must") {
					continue
				}
				if f.Verify != verify.Violation || f.Oracle != oracle.Violation {
					t.Errorf("%s: verify %s (%s), oracle %s, want both violation\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, pkgs[i].Source)
				}
			}
		}
	}
}

var shadowCheck, wipeCheck = formCheck{pick: onlyChanging("Shadow")}, formCheck{pick: onlyChanging("Wipe")}

// onlyChanging returns the first generated package of the package-map
// form whose only operation that changes an entry is op, with Twice or
// Must and without F0.
func onlyChanging(op string) func() []*Package {
	return func() []*Package {
		for _, data := range inputs(40000) {
			if Form(data) != formPkgMap {
				continue // generating only this form's packages: the others cannot match
			}
			p := Generate(data)
			if !bytes.Contains(p.Source, []byte("func (c *C) "+op+"(")) || bytes.Contains(p.Source, []byte("func (c *C) F0(")) ||
				!bytes.Contains(p.Source, []byte("func (c *C) Twice(")) && !bytes.Contains(p.Source, []byte("func (c *C) Must(")) {
				continue
			}
			others := false
			for _, o := range pkgOps {
				others = others || o.changes && o.name != op && bytes.Contains(p.Source, []byte("func (c *C) "+o.name+"("))
			}
			if !others {
				return []*Package{p}
			}
		}
		return nil
	}
}
