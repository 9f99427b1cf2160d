package paths

import (
	"testing"

	"golang.org/x/tools/go/ssa/ssautil"
)

// BenchmarkSummarize computes the summary of every function of a large
// program (this module, its dependencies and the standard library it
// uses: tens of thousands of functions) from scratch, and reports the
// time per function: linear in the program, it stays flat as the program
// grows.
func BenchmarkSummarize(b *testing.B) {
	p, err := Load(LoadConfig{}, "github.com/snowflakeverify/snowflake/...")
	if err != nil {
		b.Fatal(err)
	}
	fns := ssautil.AllFunctions(p.SSA)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.sums = summaries{}
		for fn := range fns {
			p.Summarize(fn)
		}
	}
	b.ReportMetric(float64(len(fns)), "funcs")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(fns)), "ns/func")
}
