// This file checks `snowflake explain` output against golden files, one
// per function (go test ./report -run TestExplainGolden -update rewrites
// them): path conditions, calls, outcomes and claims print as Go.

package report_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
)

func TestExplainGolden(t *testing.T) {
	for _, c := range []struct{ name, fn, pkg string }{
		{"limiter", "(*limiter.Limiter).AcquireNaive", "./examples/limiter"},
		{"registry", "(*registry.Registry).RegisterCheckThenAct", "./examples/registry"},
		{"histogram", "(*histogram.Histogram).TakeNaive", "./examples/histogram"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ex, err := verify.Explain(context.Background(), verify.Options{Dir: "..", Timeout: 30 * time.Second}, c.fn, false, c.pkg)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			if err := report.Explain(&b, ex); err != nil {
				t.Fatal(err)
			}
			got := b.String()
			if bad := report.InternalName(got); bad != "" {
				t.Errorf("explain prints an internal name: %s", bad)
			}
			checkGoldenFile(t, filepath.Join("testdata", "explain", c.name+".golden"), got)
		})
	}
}
