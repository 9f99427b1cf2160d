// This file chooses among the forms whose package is written whole, not
// a rewriting of the plain sync.Map package: the atomics form
// (gen_atomics.go), the locked form (gen_locks.go), the package-map
// form (gen_pkgmap.go), the package-word form (gen_pkgword.go), the
// package-pair form (gen_pkgpair.go) and the nested-literal form
// (gen_nestlit.go). The
// choice is a hash of the input, among the residues the other forms leave (gen_genwrap.go, gen_summary.go: 0 and 1
// mod 4; gen_twomaps.go: 2, 6 mod 16; gen_objects.go: 10, 14 mod 16), so
// no choice is consumed and the inputs of no chosen form keep their
// packages.

package fuzz

import (
	"hash/fnv"

	"github.com/snowflakeverify/snowflake/verify"
)

// The forms newForm chooses.
const (
	formAtomics = "atomics"
	formLocked  = "locked"
	formPkgMap  = "pkgmap"
	formKeyed   = "keyed"
	formPkgWord = "pkgword"
	formPkgPair = "pkgpair"
)

// newForm returns the whole-package form data's package takes ("" for
// none) and the rest of the hash, for the form's own choices.
func newForm(data []byte) (string, uint32) {
	h := fnv.New32a()
	h.Write(data)
	sum := h.Sum32()
	switch sum % 64 {
	case 59, 47: // half of 27 mod 32 (atomics) and of 15 (plain; the seeds' are 11 and 63 mod 64)
		return formNestLit, sum >> 6
	case 31: // half of 31 mod 32 (plain; the seeds' are 63 mod 64)
		return formPkgWord, sum >> 6
	case 43: // half of 11 mod 32 (plain; the seeds' are 11 mod 64)
		return formPkgPair, sum >> 6
	}
	switch sum % 32 { // 3, 7, 11 and 15 mod 16 were the plain and the racy form's; 11, 15 and 31 mod 32 still are (the seeds' among them)
	case 3, 27:
		return formAtomics, sum >> 5
	case 19:
		return formKeyed, sum >> 5
	case 7:
		return formLocked, sum >> 5
	case 23:
		return formPkgMap, sum >> 5
	}
	return "", 0
}

// generateNew writes data's package when it takes one of the forms
// written whole; nil otherwise.
func generateNew(data []byte) *Package {
	form, h := newForm(data)
	switch form {
	case formAtomics:
		return generateAtomics(data, &atomBases[h%uint32(len(atomBases))])
	case formLocked:
		p := GenerateLocked(data).Package
		p.Environment = envPackage
		return p
	case formPkgMap:
		return generatePkgMap(data)
	case formPkgWord:
		return generatePkgWord(data)
	case formPkgPair:
		return generatePkgPair(data)
	case formKeyed:
		return generateKeyed(data, &keyedBases[h%uint32(len(keyedBases))])
	case formNestLit:
		return generateNestLit(data, h)
	}
	return nil
}

const envPackage = verify.EnvPackage

// verifyEnv is the environment verify judges in: the package's, the
// collection environment by default (the oracle's zero Options).
func (opt Options) verifyEnv() string {
	if opt.environment == "" {
		return verify.EnvCollection
	}
	return opt.environment
}

// moduleOf returns the go.mod and go.sum ("" for none) of a module
// holding pkgs: GoMod, or the requirements of the one that has them (the
// keyed form's, the same for all its packages: a module of several
// packages may hold them all).
func moduleOf(pkgs []*Package) (string, string) {
	for _, p := range pkgs {
		if p.GoMod != "" {
			return p.GoMod, p.GoSum
		}
	}
	return GoMod, ""
}

// formKind names the form written whole that data's package takes and
// its kind of base ("atomics atomic.Int64", "keyed xsync.MapOf",
// "locked", "pkgmap"), or "" for none: for counting runs by form and
// collection.
func formKind(data []byte) string {
	form, h := newForm(data)
	switch form {
	case formAtomics:
		return form + " " + atomBases[h%uint32(len(atomBases))].name
	case formKeyed:
		return form + " " + keyedBases[h%uint32(len(keyedBases))].name
	case formNestLit:
		b, _, _ := nestChoice(h)
		return form + " " + b.name
	}
	return form
}
