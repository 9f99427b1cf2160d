package fuzz

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// A formCheck is one form test's part of the shared batch: up to
// perForm generated packages of each form (a text found in the source),
// and the reasons whose refusal would put the form outside the fragment.
// pick, when set, chooses the packages instead.
type formCheck struct {
	forms    []string
	perForm  int
	refusals []string
	pick     func() []*Package
}

// formChecks are every form test's checks, and the seeds'
// (TestDifferentialSeeds) and the two-maps form's, run as one batch the
// first time a test asks (sharedForms): one load and one driver build per
// engine and environment for all of them.
var formChecks = []*formCheck{&atomicsCheck, &chansCheck, &closuresCheck, &funcvalsCheck, &ifaceCheck,
	&keyedCheck, &nestLitCheck, &objectsCheck, &pkgMapCheck, &pkgWordCheck, &pkgPairCheck, &fixedCheck, &lockedCheck, &racyCheck, &storedCheck, &shadowCheck, &wipeCheck, &signalsCheck,
	&seedsCheck, &twoMapsCheck}

var shared struct {
	once sync.Once
	pkgs map[*formCheck][]*Package
	outs map[*formCheck][]*Outcome
	err  error
}

// sharedForms returns fc's packages and their outcomes in the shared batch.
func sharedForms(t *testing.T, fc *formCheck) ([]*Package, []*Outcome) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs both engines")
	}
	shared.once.Do(func() {
		shared.pkgs, shared.outs = map[*formCheck][]*Package{}, map[*formCheck][]*Outcome{}
		var all []*Package
		index := map[string]int{} // by package: one that several checks pick is checked once
		for _, c := range formChecks {
			shared.pkgs[c] = c.packages()
			for _, p := range shared.pkgs[c] {
				if _, ok := index[sameKey(p)]; !ok {
					index[sameKey(p)] = len(all)
					all = append(all, p)
				}
			}
		}
		var outs []*Outcome
		outs, shared.err = CheckBatch(context.Background(), all, Options{OracleTimeout: 5 * time.Second, VerifyTimeout: 10 * time.Second})
		if shared.err != nil {
			return
		}
		for _, c := range formChecks {
			for _, p := range shared.pkgs[c] {
				out := *outs[index[sameKey(p)]]
				out.Package = p
				shared.outs[c] = append(shared.outs[c], &out)
			}
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.pkgs[fc], shared.outs[fc]
}

// sameKey is what makes two generated packages the same to check: their
// files and environment.
func sameKey(p *Package) string {
	return p.Environment + "\x00" + p.GoMod + "\x00" + p.GoSum + "\x00" + string(p.Source)
}

// packages are fc's generated packages: pick's, or up to perForm of each
// form.
func (fc *formCheck) packages() []*Package {
	if fc.pick != nil {
		return fc.pick()
	}
	found := map[string]int{}
	var pkgs []*Package
	for _, p := range formPackages() {
		if form := fc.formOf(p, found); form != "" {
			found[form]++
			pkgs = append(pkgs, p)
		}
	}
	return pkgs
}

// formPackages are the packages of inputs(3000), generated once for every
// form check and TestGenerateTypeChecks (which only read them).
var formPackages = sync.OnceValue(func() []*Package {
	var out []*Package
	for _, data := range inputs(3000) {
		out = append(out, Generate(data))
	}
	return out
})

// formOf returns the last of fc's forms p has that found has fewer than
// perForm of, else "".
func (fc *formCheck) formOf(p *Package, found map[string]int) string {
	form := ""
	for _, f := range fc.forms {
		if found[f] < fc.perForm && bytes.Contains(p.Source, []byte(f)) {
			form = f
		}
	}
	return form
}

// checkForms checks, with both engines, fc's packages: the forms are
// inside the fragment, so no method is refused with a reason containing
// one of fc's refusals, none fails, and the engines do not disagree;
// every form must be generated.
func checkForms(t *testing.T, fc *formCheck) {
	pkgs, outs := sharedForms(t, fc)
	found := map[string]int{}
	for i, out := range outs {
		p := pkgs[i]
		form := fc.formOf(p, found)
		found[form]++
		for _, f := range out.Findings {
			t.Logf("%s: %s: verify %s, oracle %s: %s", form, f.Func, f.Verify, f.Oracle, f.Class)
			refused := false
			for _, r := range fc.refusals {
				refused = refused || f.Verify == verify.Unsupported && strings.Contains(f.VerifyReason, r)
			}
			if refused || f.Verify == verify.Error || f.Class == Disagree {
				t.Errorf("%s: %s (%s), oracle %s: %s\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.Class, p.Source)
			}
		}
	}
	for _, f := range fc.forms {
		if found[f] == 0 {
			t.Errorf("no generated package has %s", f)
		}
	}
}
