// This file measures verification time per client function of the
// examples: go test -bench . ./verify

package verify_test

import (
	"context"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/verify"
)

// BenchmarkFunction verifies each example function that is inside the
// fragment (paths and obligations; loading excluded), one sub-benchmark per
// function.
func BenchmarkFunction(b *testing.B) {
	prog, clients, solver := loadClients(b, "../examples/...")
	for _, c := range clients {
		for _, fn := range c.Funcs {
			if _, refusal := paths.Split(prog, c, fn); refusal != nil {
				continue // outside the fragment: no obligations to measure
			}
			b.Run(paths.ShortName(fn.String()), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					f, refusal := paths.Split(prog, c, fn)
					if refusal != nil {
						b.Fatal(refusal.Message)
					}
					if _, err := obligations.Check(context.Background(), f, solver, obligations.Options{Timeout: 10 * time.Second}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkRunExamples is a whole run over the examples, loading included.
func BenchmarkRunExamples(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := verify.Run(context.Background(), verify.Options{Timeout: 10 * time.Second}, "../examples/..."); err != nil {
			b.Fatal(err)
		}
	}
}
