package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// checkForms checks, with both engines, up to perForm generated packages
// of each form (a text found in the source): the form is inside the
// fragment, so no method is refused with a reason containing one of
// refusals, none fails, and the engines do not disagree; every form must
// be generated.
func checkForms(t *testing.T, forms []string, perForm int, refusals ...string) {
	if testing.Short() {
		t.Skip("runs both engines")
	}
	found := map[string]int{}
	var pkgs []*Package
	var formOf []string
	for _, data := range inputs(3000) {
		p := Generate(data)
		form := ""
		for _, f := range forms {
			if found[f] < perForm && bytes.Contains(p.Source, []byte(f)) {
				form = f
			}
		}
		if form == "" {
			continue
		}
		found[form]++
		pkgs, formOf = append(pkgs, p), append(formOf, form)
	}
	// One batch (CheckBatch): one load and one driver build per engine
	// and environment, for all the forms' packages.
	outs, err := CheckBatch(context.Background(), pkgs, Options{OracleTimeout: 5 * time.Second, VerifyTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for i, out := range outs {
		p, form := pkgs[i], formOf[i]
		for _, f := range out.Findings {
			t.Logf("%s: %s: verify %s, oracle %s: %s", form, f.Func, f.Verify, f.Oracle, f.Class)
			refused := false
			for _, r := range refusals {
				refused = refused || f.Verify == verify.Unsupported && strings.Contains(f.VerifyReason, r)
			}
			if refused || f.Verify == verify.Error || f.Class == Disagree {
				t.Errorf("%s: %s (%s), oracle %s: %s\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.Class, p.Source)
			}
		}
	}
	for _, f := range forms {
		if found[f] == 0 {
			t.Errorf("no generated package has %s", f)
		}
	}
}
