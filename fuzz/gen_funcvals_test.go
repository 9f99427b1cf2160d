package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenFuncvals verifies generated packages with each form of call
// through a function value (gen_funcvals.go): the calls are inside the
// fragment, so no method is refused for them or fails, and the engines do
// not disagree.
func TestGenFuncvals(t *testing.T) {
	if testing.Short() {
		t.Skip("runs both engines")
	}
	forms := []string{"defaultStep(", "pickStep("}
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
			refused := f.Verify == verify.Unsupported && strings.Contains(f.VerifyReason, "function value")
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
