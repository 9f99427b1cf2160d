// This file defines the package search's last pass over several objects
// (paths.Func.Product): the other goroutine runs two operations, one
// after the other, in one gap between the client's calls. One operation
// between two loads of two counters always fits a serial order when each
// operation changes one counter (a Hit, then a Miss, between the loads of
// hits and misses); two do not. The pair runs in one goroutine, in
// program order, so the serial orders put the client before both, between
// them or after both (confirmSerial, over the scenario's two calls); the
// query asks that none fits (obligations.EncodeOps, apart).

package witness

import (
	"context"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// maxPairs bounds the pairs of operation runs tried per gap: the pairs
// grow as the square of the runs, and the search shares its budget with
// the collection environment's.
const maxPairs = 36

// findPair returns a confirmed witness of f, over several objects, whose
// other goroutine runs two of runs in one gap, else nil. Only runs that
// may change an object are paired (one that only reads changes nothing
// the client sees), only the operations' own paths (serial orders run the
// same paths again), and only operations other packages may call
// (paths.Callable): one goroutine can call those one after the other as
// often as it likes, while a function the package starts with go is a
// goroutine's whole body, maybe started once (two runs of it are two
// goroutines, and one started in init runs once), and the serial orders
// here keep one goroutine's program order.
func findPair(ctx context.Context, f *paths.Func, results []obligations.PathResult, runs []obligations.OpRun, solver smt.Solver, opt Options) *Witness {
	if f.Product == nil {
		return nil
	}
	var changing []obligations.OpRun
	for _, r := range runs {
		if r.SerialOp() == r.Op && mayChange(r.Op.Paths[r.Path]) && paths.Callable(r.Op.Fn) {
			changing = append(changing, r)
		}
	}
	for _, pr := range results {
		if pr.Status != obligations.Refuted || f.Paths[pr.Index].Exceptional || len(pr.Order) == 0 {
			continue
		}
		fresh, ok := productStart(f, f.Paths[pr.Index])
		if !ok {
			continue
		}
		for g := 0; g+1 < len(f.Paths[pr.Index].Calls); g++ {
			tried := 0
			for _, a := range changing {
				for _, b := range changing {
					if ctx.Err() != nil || tried == maxPairs {
						return nil
					}
					tried++
					a.Gap, b.Gap, b.N = g, g, 1
					if w := searchRunsModels(ctx, f, pr.Index, pr.Order[0], []obligations.OpRun{a, b}, fresh, 1, solver, opt); w != nil {
						return w
					}
				}
			}
		}
	}
	return nil
}
