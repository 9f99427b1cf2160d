// This file defines the search among a function's unrolled runs
// (paths.Func.Unrolled): when the loop-free paths, whose loops run a last
// iteration with arbitrary loop-carried values, give no witness the
// executable model can replay, the runs that take a few back edges with
// exact values may. Each is a run the replay follows exactly, earlier
// iterations' calls included (the other goroutine may act between them);
// the serial orders are checked against the unrolled runs, and against
// the longer runs (paths.Func.Deep), any of which counts as fitting.

package witness

import (
	"context"
	"slices"
	"sort"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// MaxUnrolledSearches bounds the obligations asked for unrolled runs, per
// function; MaxUnrolledPoints the condensation points tried per run (the
// first of obligations.Points: the last call that may mutate, then the
// first call).
const (
	MaxUnrolledSearches = 24
	MaxUnrolledPoints   = 2
)

// findUnrolled searches f's unrolled runs, level by level (fewest back
// edges first): at each level the runs that take exactly its number of
// back edges, make at least two calls (a run with fewer takes effect at
// its one call) and whose last iterations are a refuted path (or unknown
// ones), shortest first.
func findUnrolled(ctx context.Context, f *paths.Func, results []obligations.PathResult, solver smt.Solver, opt Options) *Witness {
	refuted, first := map[int]bool{}, -1
	for _, pr := range results {
		if pr.Status == obligations.Refuted {
			refuted[pr.Index] = true
			if first < 0 {
				first = pr.Index
			}
		}
	}
	var candidate *Witness
	n := 0
	for k, level := range f.Unrolled {
		fu := unrolledFunc(f, k)
		var order []int
		for i, u := range fu.Paths {
			if u.Back == level.Back && len(u.Calls) >= 2 && (u.Of < 0 || refuted[u.Of]) {
				order = append(order, i)
			}
		}
		sort.SliceStable(order, func(a, b int) bool { return len(fu.Paths[order[a]].Blocks) < len(fu.Paths[order[b]].Blocks) })
		for _, kind := range unrolledKinds(f) {
			for _, i := range order {
				points := obligations.Points(fu.Paths[i])
				if len(points) > MaxUnrolledPoints {
					points = points[:MaxUnrolledPoints]
				}
				for _, l := range points {
					if !worthSearching(fu, fu.Paths[i], candidate) {
						break
					}
					if n++; n > MaxUnrolledSearches || ctx.Err() != nil {
						return candidate
					}
					w := search(ctx, fu, i, l, kind, solver, opt)
					if w == nil {
						continue
					}
					w.Path = fu.Paths[i].Of // reports name the loop-free path
					if w.Path < 0 {
						w.Path = first
					}
					if w.Confirmed {
						return w
					}
					if candidate == nil {
						candidate = w
					}
				}
			}
		}
	}
	return candidate
}

// unrolledKinds are the kinds of search each unrolled run gets: over one
// object, the solver's plain choices, its own, then an other goroutine
// that reads every key; over several objects, the two kinds of
// findObjects, observing first.
func unrolledKinds(f *paths.Func) []searchKind {
	if f.Product != nil {
		return []searchKind{{observe: true}, {}}
	}
	return []searchKind{{plain: true}, {}, {plain: true, observe: true}}
}

// unrolledFunc is f with level k of its unrolled runs as its paths: what
// the search, the replay and the serial orders of an unrolled witness use.
// Its Unrolled are that level and the deeper ones, which serial orders
// turn to when a serial run may take more back edges (serialFits).
func unrolledFunc(f *paths.Func, k int) *paths.Func {
	fu := *f
	fu.Paths, fu.Normal, fu.Unrolled = f.Unrolled[k].Paths, nil, f.Unrolled[k:]
	return &fu
}

// unrolledLevel returns the level of unrolled runs f's paths are (f is
// unrolledFunc's), or nil. A level may hold no run at all (every run of
// so few back edges repeats): its Paths are then empty, and only the
// repeating iterations' absence (Normal) tells it from f itself.
func unrolledLevel(f *paths.Func) *paths.Unrolling {
	if len(f.Unrolled) == 0 || f.Normal != nil || len(f.Unrolled[0].Paths) != len(f.Paths) {
		return nil
	}
	if len(f.Paths) > 0 && f.Unrolled[0].Paths[0] != f.Paths[0] {
		return nil
	}
	return f.Unrolled[0]
}

// A serialCheck checks serial position pos of scenario sc against f's
// paths: serialFits, or pendingFits for a client still running.
type serialCheck func(ctx context.Context, f *paths.Func, sc *obligations.Scenario, pos int, solver smt.Solver, opt Options) (smt.Result, error)

// serialFits checks serial position pos of scenario sc against f's paths
// (obligations.SerialFits). For unrolled paths, an unsat answer still
// leaves the serial runs that take more back edges than they follow:
// deepFits checks those.
func serialFits(ctx context.Context, f *paths.Func, sc *obligations.Scenario, pos int, solver smt.Solver, opt Options) (smt.Result, error) {
	return obligations.SerialFits(ctx, f, sc, pos, solver, opt.Timeout)
}

// deepFits continues check's unsat answer for unrolled paths: a
// serial run longer than they follow (a Deep run feasible at pos, not
// caught in a cycle) is checked against the next level's runs, which take
// more back edges; past the last level, such a run makes the position fit:
// nothing is known of its outcome. Forever reports that a longer serial
// run is feasible at pos, and each repeats a loop iteration forever.
func deepFits(ctx context.Context, f *paths.Func, sc *obligations.Scenario, pos int, check serialCheck, solver smt.Solver, opt Options) (res smt.Result, forever bool, err error) {
	level := unrolledLevel(f)
	if level == nil {
		return smt.Result{Status: smt.Unsat}, false, nil
	}
	deep, err := obligations.SerialDeep(ctx, f, level.Deep, sc, pos, true, solver, opt.Timeout)
	if err != nil || deep.Status == smt.Unknown {
		return deep, false, err
	}
	if deep.Status == smt.Sat && len(f.Unrolled) > 1 {
		next := deeper(f)
		if res, err := check(ctx, next, sc, pos, solver, opt); err != nil || res.Status != smt.Unsat {
			return res, false, err
		}
		return deepFits(ctx, next, sc, pos, check, solver, opt)
	}
	if deep.Status == smt.Sat {
		return smt.Result{Status: smt.Unknown, Reason: "a serial run from that state may take more back edges than the unrolled runs follow"}, false, nil
	}
	if slices.ContainsFunc(level.Deep, func(q *paths.Path) bool { return q.Cycle != nil }) {
		long, err := obligations.SerialDeep(ctx, f, level.Deep, sc, pos, false, solver, opt.Timeout)
		forever = err == nil && long.Status == smt.Sat
	}
	return smt.Result{Status: smt.Unsat}, forever, nil
}

// deeper is unrolled f (unrolledFunc) at its next level.
func deeper(f *paths.Func) *paths.Func {
	fd := *f
	fd.Paths, fd.Unrolled = f.Unrolled[1].Paths, f.Unrolled[1:]
	return &fd
}

// FindInLoops looks for a witness among f's exact unrolled runs alone, for
// a function whose loop obligations failed before any path obligation was
// checked (a loop that is not pure): every path counts as refuted. A
// witness is confirmed exactly as Find confirms one.
func FindInLoops(ctx context.Context, f *paths.Func, solver smt.Solver, opt Options) *Witness {
	if len(f.Unrolled) == 0 {
		return nil
	}
	var all []obligations.PathResult
	for i := range f.Paths {
		all = append(all, obligations.PathResult{Index: i, Status: obligations.Refuted})
	}
	return findUnrolled(ctx, f, all, searchSolver(solver, f), opt)
}
