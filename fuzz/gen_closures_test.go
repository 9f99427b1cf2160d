package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenClosures verifies a few generated packages with closures
// (gen_closures.go): closures called on the path are inside the fragment,
// so no method is refused for one or fails, and the engines do not
// disagree.
func TestGenClosures(t *testing.T) {
	if testing.Short() {
		t.Skip("runs both engines")
	}
	n := 0
	for _, data := range inputs(3000) {
		p := Generate(data)
		if !bytes.Contains(p.Source, []byte(":= func(d int)")) {
			continue
		}
		if n++; n > 2 {
			break
		}
		out, err := Check(context.Background(), p, Options{OracleTimeout: 5 * time.Second, VerifyTimeout: 10 * time.Second})
		if err != nil {
			t.Fatalf("%v\n%s", err, p.Source)
		}
		for _, f := range out.Findings {
			refused := f.Verify == verify.Unsupported && (strings.Contains(f.VerifyReason, "function literal") || strings.Contains(f.VerifyReason, "captured"))
			if refused || f.Verify == verify.Error || f.Class == Disagree {
				t.Errorf("%s: %s (%s), oracle %s: %s\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.Class, p.Source)
			}
			t.Logf("%s: %s (%s), oracle %s (%s): %s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.OracleReason, f.Class)
		}
	}
	if n == 0 {
		t.Fatal("no generated package has a closure")
	}
}
