package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenIface verifies generated packages with each form of interface
// method call (gen_iface.go): the calls are inside the fragment, so no
// method is refused for them or fails, and the engines do not disagree.
func TestGenIface(t *testing.T) {
	checkForms(t, []string{"hasher(addOne{}).hash(", "pickHasher(", "defaultHasher.hash("}, "interface method")
}

// checkForms checks, with both engines, one generated package of each
// form (a call text found in the source as "= FORM"): no method is refused
// with a reason containing refusal, none fails, and the engines do not
// disagree.
func checkForms(t *testing.T, forms []string, refusal string) {
	if testing.Short() {
		t.Skip("runs both engines")
	}
	found := map[string]bool{}
	for _, data := range inputs(3000) {
		p := Generate(data)
		form := ""
		for _, f := range forms {
			if !found[f] && bytes.Contains(p.Source, []byte("= "+f)) {
				form = f
			}
		}
		if form == "" {
			continue
		}
		found[form] = true
		out, err := Check(context.Background(), p, Options{OracleTimeout: 5 * time.Second, VerifyTimeout: 10 * time.Second})
		if err != nil {
			t.Fatalf("%v\n%s", err, p.Source)
		}
		for _, f := range out.Findings {
			t.Logf("%s: %s: verify %s, oracle %s: %s", form, f.Func, f.Verify, f.Oracle, f.Class)
			refused := f.Verify == verify.Unsupported && strings.Contains(f.VerifyReason, refusal)
			if refused || f.Verify == verify.Error || f.Class == Disagree {
				t.Errorf("%s: %s (%s), oracle %s: %s\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.Class, p.Source)
			}
		}
	}
	for _, f := range forms {
		if !found[f] {
			t.Errorf("no generated package calls %s", f)
		}
	}
}
