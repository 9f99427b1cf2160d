package fuzz

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenNestLit checks a package of each construction of the
// nested-literal form (gen_nestlit.go), and one whose Holder has the
// method overwriting the level, with both engines: verify refuses a
// method because the level "is overwritten" exactly when the package
// overwrites it (then it refuses every method); it refuses none of the
// others, nothing fails, the oracle runs every method, and the engines do
// not disagree (an unsupported verdict is unchecked, like any other).
func TestGenNestLit(t *testing.T) {
	pkgs, outs := sharedForms(t, &nestLitCheck)
	found := map[string]int{}
	for i, out := range outs {
		p := pkgs[i]
		for _, text := range nestLitCheck.forms {
			if bytes.Contains(p.Source, []byte(text)) {
				found[text]++
			}
		}
		form := baseLine(p.Source)
		overwrite := bytes.Contains(p.Source, []byte(nestResetDecl))
		for _, f := range out.Findings {
			t.Logf("%s: %s: verify %s, oracle %s: %s", form, f.Func, f.Verify, f.Oracle, f.Class)
			overwritten := f.Verify == verify.Unsupported && strings.Contains(f.VerifyReason, "is overwritten")
			switch {
			case overwrite != overwritten:
				t.Errorf("%s: %s (%s), overwriting method %t", f.Func, f.Verify, f.VerifyReason, overwrite)
			case !overwrite && f.Verify == verify.Unsupported, f.Verify == verify.Error:
				t.Errorf("%s: %s (%s)", f.Func, f.Verify, f.VerifyReason)
			case f.Oracle == oracle.Skipped || f.Oracle == oracle.Error:
				t.Errorf("%s: the oracle: %s (%s)", f.Func, f.Oracle, f.OracleReason)
			case f.Class == Disagree:
				t.Errorf("%s: verify %s, oracle %s: a disagreement", f.Func, f.Verify, f.Oracle)
			default:
				continue
			}
			t.Logf("%s", p.Source)
		}
	}
	for _, f := range nestLitCheck.forms {
		if found[f] == 0 {
			t.Errorf("no generated package has %q", f)
		}
	}
}

// nestResetDecl is the overwriting method's signature in the source.
const nestResetDecl = "func (h *Holder) Reset()"

// nestLitCheck takes one package of each construction, the first with
// the overwrite, the others without.
var nestLitCheck = formCheck{pick: nestLitPackages, forms: nestLitTexts}

// nestLitTexts find each construction (nestBuilds' comments, in order)
// and the overwrite in a package's source.
var nestLitTexts = []string{"built in a literal's field.", "built in a nested literal.", "set on a fresh Holder.", nestResetDecl}

// nestLitPackages are the first package of each construction (in the
// order of nestBuilds) with the overwrite for the first, without for the
// others, among the inputs the form tests draw from; of one or two
// methods (within the suite's time budget) of two calls each on average
// (one call gives the oracle no interleaving to explore).
func nestLitPackages() []*Package {
	pkgs := make([]*Package, len(nestBuilds))
	for _, data := range inputs(3000) {
		form, h := newForm(data)
		if form != formNestLit {
			continue
		}
		_, build, reset := nestChoice(h)
		i := slices.Index(nestLitTexts, build.comment+".")
		if p := Generate(data); pkgs[i] == nil && reset == (i == 0) && len(p.Funcs) <= 2 && bytes.Count(p.Source, []byte("c.n.")) >= 2*len(p.Funcs) {
			pkgs[i] = p
		}
	}
	return slices.DeleteFunc(pkgs, func(p *Package) bool { return p == nil })
}

// baseLine is the package's comment naming its base and construction.
func baseLine(src []byte) string {
	_, rest, _ := bytes.Cut(src, []byte("// The base: "))
	line, _, _ := bytes.Cut(rest, []byte("\n"))
	return string(line)
}
