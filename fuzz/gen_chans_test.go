package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenChans verifies a few generated packages with channel statements
// (gen_chans.go): the constructs are inside the fragment, so no method is
// refused for them or fails, and the engines do not disagree.
func TestGenChans(t *testing.T) {
	if testing.Short() {
		t.Skip("runs both engines")
	}
	n := 0
	for _, data := range inputs(3000) {
		p := Generate(data)
		if !bytes.Contains(p.Source, []byte("chan int")) {
			continue
		}
		if n++; n > 3 {
			break
		}
		out, err := Check(context.Background(), p, Options{OracleTimeout: 5 * time.Second, VerifyTimeout: 10 * time.Second})
		if err != nil {
			t.Fatalf("%v\n%s", err, p.Source)
		}
		for _, f := range out.Findings {
			refused := f.Verify == verify.Unsupported && (strings.Contains(f.VerifyReason, "close") || strings.Contains(f.VerifyReason, "select") || strings.Contains(f.VerifyReason, "channel"))
			if refused || f.Verify == verify.Error || f.Class == Disagree {
				t.Errorf("%s: %s (%s), oracle %s: %s\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.Class, p.Source)
			}
		}
	}
	if n == 0 {
		t.Fatal("no generated package has a channel statement")
	}
}
