// This file defines the package search over a function's unrolled runs
// (paths.Func.Unrolled): the loop-free paths of a function with loops run
// a loop's last iteration with loop-carried values arbitrary
// (paths.Path.Exceptional), which no witness can show, so FindPackage
// skips them; as the collection's search does (unrolled.go), the runs
// that take a few back edges with exact values may give one. Each such
// run is searched with the package's operations in each of its gaps, in
// the last pass only (from any state): the passes on a new object would
// spend the budget on the function's own runs first.
//
// Soundness of a witness found so: the client's run is an unrolled path,
// which the replay follows exactly, earlier iterations' calls included;
// the serial orders are checked against the unrolled runs and the longer
// ones (deepFits), any of which counts as fitting, as for the
// collection's unrolled witnesses; the operation's run is checked as in
// every package witness (tryOp), its serial runs over paths that cover
// every run of it (serialCover).

package witness

import (
	"context"
	"slices"
	"sort"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// MaxPackageUnrolledSearches bounds the operation searches of
// findPackageUnrolled, per function: an unrolled run has more gaps than
// its loop-free path, and each gap is tried with each operation run.
const MaxPackageUnrolledSearches = 96

// findPackageUnrolled searches f's unrolled runs, level by level (fewest
// back edges first), for a witness whose other goroutine runs one of runs
// in a gap. It takes the runs of each level that take a back edge (or
// none, when FindPackage skipped their loop-free path: skipped), make two
// calls at least and read no memory but the objects (see
// runnableUnrolled): those whose last iterations are a refuted path
// first, then the others (a loop whose every iteration is condensable may
// still not be, as a whole), shortest first, each at its first
// condensation points (MaxUnrolledPoints).
func findPackageUnrolled(ctx context.Context, f *paths.Func, results []obligations.PathResult, runs []obligations.OpRun, cover func(*obligations.OpRun) bool, solver smt.Solver, opt Options) *Witness {
	refuted := map[int]bool{}
	for _, pr := range results {
		if pr.Status == obligations.Refuted {
			refuted[pr.Index] = true
		}
	}
	n := 0
	for k, level := range f.Unrolled {
		fu := unrolledFunc(f, k)
		var order []int
		for i, u := range fu.Paths {
			if u.Back == level.Back && (u.Back > 0 || skipped(f, u)) && len(u.Calls) >= 2 && len(u.Loads) == 0 {
				order = append(order, i)
			}
		}
		// Runs whose last iterations are a refuted path first, then the
		// others (each iteration condensable, several not), shortest first.
		rank := func(i int) int {
			if u := fu.Paths[i]; u.Of >= 0 && refuted[u.Of] {
				return 0
			}
			return 1
		}
		sort.SliceStable(order, func(a, b int) bool {
			if ra, rb := rank(order[a]), rank(order[b]); ra != rb {
				return ra < rb
			}
			return len(fu.Paths[order[a]].Blocks) < len(fu.Paths[order[b]].Blocks)
		})
		for _, i := range order {
			points := obligations.Points(fu.Paths[i])
			points = points[:min(len(points), MaxUnrolledPoints)]
			for _, l := range points {
				for g := 0; g+1 < len(fu.Paths[i].Calls); g++ {
					for _, run := range runs {
						if n++; n > MaxPackageUnrolledSearches || ctx.Err() != nil {
							return nil
						}
						run.Gap = g
						if !cover(&run) {
							continue
						}
						if w := searchOp(ctx, fu, i, l, run, solver, opt); w != nil {
							w.Path = fu.Paths[i].Of // reports name the loop-free path
							if w.Path < 0 {
								w.Path = firstRefuted(results)
							}
							return w
						}
					}
				}
			}
		}
	}
	return nil
}

// skipped reports whether u, an unrolled run of f that takes no back
// edge, is a loop-free path FindPackage skips (a last iteration's, its
// loop-carried values arbitrary): exact here, since the loop starts from
// its entry (a spin until a key is present, then a Store).
func skipped(f *paths.Func, u *paths.Path) bool {
	return u.Of >= 0 && f.Paths[u.Of].Exceptional
}

// firstRefuted names the loop-free path a witness of an unrolled run
// reports when the run is no loop-free path's: the first refuted path,
// else 0.
func firstRefuted(results []obligations.PathResult) int {
	for _, pr := range results {
		if pr.Status == obligations.Refuted {
			return pr.Index
		}
	}
	return 0
}

// serialCover returns the function whose paths cover every run of op, for
// the serial orders to run it again: op itself when none of its paths
// runs a loop's last iteration; the last level of its unrolled runs when
// that level holds every run (no run takes more back edges: noDeeper); op itself
// when its loops are pure (obligations.Purity: a repeating iteration's
// calls are accessors, so every run's outcome is one of its loop-free
// paths'); else nil, and the search leaves op out: a
// serial order over paths that miss some of its runs could miss the one
// that explains an interleaving, and confirm a false witness (a loop that
// loads then deletes on its second iteration has no loop-free path with
// both calls).
func serialCover(ctx context.Context, op *paths.Func, solver smt.Solver, opt Options) *paths.Func {
	if !runsLoops(op) {
		return op
	}
	if n := len(op.Unrolled); n > 0 && noDeeper(ctx, op, op.Unrolled[n-1], solver, opt) {
		return unrolledFunc(op, n-1)
	}
	if obligations.Purity(ctx, op, solver, opt.Timeout) == nil {
		return op
	}
	return nil
}

// noDeeper reports whether level holds every run of op: no run takes one
// more back edge, as none of its Deep prefixes is feasible (a loop of two
// iterations, for i := 0; i < 2; i++, whose prefix about to take a third
// needs 2 < 2). A check the solver does not decide counts as feasible.
func noDeeper(ctx context.Context, op *paths.Func, level *paths.Unrolling, solver smt.Solver, opt Options) bool {
	for _, d := range level.Deep {
		if !obligations.Infeasible(ctx, op, d, solver, opt.Timeout) {
			return false
		}
	}
	return true
}

// coverMemo returns a function that sets run's Serial to the cover of its
// operation (serialCover), computed once per operation, and reports
// whether there is one: the search runs an operation's runs only then.
func coverMemo(ctx context.Context, solver smt.Solver, opt Options) func(run *obligations.OpRun) bool {
	memo := map[*paths.Func]*paths.Func{}
	return func(run *obligations.OpRun) bool {
		op := run.SerialOp()
		c, ok := memo[op]
		if !ok {
			c = serialCover(ctx, op, solver, opt)
			memo[op] = c
		}
		run.Serial = c
		return c != nil
	}
}

// runsLoops reports whether a path of f runs a loop's last iteration
// (paths.Path.Exceptional): its loop-carried values are arbitrary, so no
// witness runs it, and its loop-free paths may miss some runs.
func runsLoops(f *paths.Func) bool {
	return slices.ContainsFunc(f.Paths, func(q *paths.Path) bool { return q.Exceptional })
}
