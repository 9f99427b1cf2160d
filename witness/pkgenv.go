// This file defines FindPackage: witnesses in the package environment,
// whose other goroutine runs the package's own operations (DESIGN.md,
// "Environments"; paths.Operations).
//
// Search. For each refuted path, condensation point, gap between two of
// the client's calls, operation and path of the operation with calls on
// the object, the solver is asked for a refuting model in which that
// operation's run takes the state from the client's call before the gap
// to the call after it, and nothing else acts (obligations.EncodeOp).
//
// Confirmation. The client's steps replay on the executable model as in
// every witness (build, replay); the operation's calls replay too, from
// the state the client's call left, with the results the model gives, to
// the state the next client call finds; the operation's path must depend
// on nothing the witness does not fix (inexactPath); and no serial order
// of the two operations — the client before or after the other
// goroutine's run, each run again from the state its position gives
// (obligations.OpCall) — may give the observed results of both and the
// final state. The witness then shows the operation as one step, a Go
// call of the package (`r.Register("a", &Service{...}) = true`), its
// calls listed in the step's note.

package witness

import (
	"context"
	"slices"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// FindPackage returns a confirmed witness of f whose other goroutine runs
// one of ops (split with f over one value model: paths.SplitShared), else
// nil. A path through a loop's last iteration is searched through the
// function's unrolled runs (pkgloops.go); a function over several
// objects is searched with operations over the same objects
// (pkgobjects.go).
func FindPackage(ctx context.Context, f *paths.Func, results []obligations.PathResult, ops []*paths.Func, solver smt.Solver, opt Options) *Witness {
	if len(ops) == 0 {
		return nil
	}
	solver = searchSolver(solver, f, ops...)
	h := f.Holder()
	var holder *smt.Term
	if h >= 0 {
		holder = f.Inputs[h]
	}
	runs := opRuns(f, ops, holder)
	cover := coverMemo(ctx, solver, opt) // pkgloops.go
	// f too: called only under a lock, it is no operation, but it stores.
	opt.stored = obligations.StoredBy(append([]*paths.Func{f}, ops...))
	if opt.stored == nil {
		opt.stored = f.Rely.Stored // the invariant the package keeps, when proven (verify/stored.go)
	}
	// First a witness on a new object with small values, on any path (a
	// maintainer reads it without asking how the object got there, or
	// which clock gives a time in the year 500 million), then one on a new
	// object, then one from a state the package's runs reach from the zero
	// value (setup.go; every operation as the other goroutine), then any.
	// The passes on a new object run only the function's own paths as the
	// other goroutine (two calls of one
	// method, the commonest race): running every operation three times
	// would spend the search's budget before the last pass (a corpus
	// function whose package has operations over floats lost its
	// witness so); preferredOp still tries a new object for the run the
	// last pass finds. Over several objects no state is searched, and the
	// last pass starts from new objects too (searchOp).
	var rs []setupState // the states the package's runs reach from the zero value (setup.go), once searched
	for pass := range passes {
		if pass == reachedState {
			rs = reachable(ctx, f, ops, holder, solver, opt)
		}
		for _, pr := range results {
			if pr.Status != obligations.Refuted || f.Paths[pr.Index].Exceptional || len(pr.Order) == 0 {
				continue
			}
			l := pr.Order[0] // the first condensation point: the refutation the search steers from
			for g := 0; g+1 < len(f.Paths[pr.Index].Calls); g++ {
				for _, run := range runs {
					if ctx.Err() != nil {
						return nil
					}
					if pass < reachedState && run.Op.Fn != f.Fn {
						break // the passes on a new object run the function's own paths only (opRuns: first)
					}
					run.Gap = g
					if !cover(&run) {
						continue
					}
					if w := searchOpIn(ctx, f, pr.Index, l, run, pass, rs, solver, opt); w != nil {
						return withSetup(ctx, f, ops, holder, w, rs, solver, opt)
					}
				}
			}
		}
	}
	if w := findPair(ctx, f, results, runs, solver, opt); w != nil { // pkgpairs.go
		return w
	}
	if len(f.Unrolled) > 0 {
		return withSetup(ctx, f, ops, holder, findPackageUnrolled(ctx, f, results, runs, cover, solver, opt), rs, solver, opt) // pkgloops.go
	}
	return nil
}

// The passes of the package search, most readable witnesses first.
const (
	newReadable  = iota // on a new object, small numbers and letters
	newObject           // on a new object
	reachedState        // from a state the package's runs reach from the zero value (setup.go), readable first
	anyState            // from any state (searchOp)
	passes
)

// searchOpIn is searchOp restricted to pass's witnesses: one model on a
// new object, with readable values in the first pass (a run that has none
// then has no readable one on a new object either, so the second pass
// takes its first model as it is).
func searchOpIn(ctx context.Context, f *paths.Func, i, l int, run obligations.OpRun, pass int, rs []setupState, solver smt.Solver, opt Options) *Witness {
	switch pass {
	case anyState:
		return searchOp(ctx, f, i, l, run, solver, opt)
	case reachedState:
		other := reachedOther(f.Paths[i], rs)
		if other == nil {
			return nil
		}
		if w := searchOpModels(ctx, f, i, l, run, and(other, readableRun(f, f.Paths[i], run)), 1, solver, opt); w != nil {
			return w
		}
		return searchOpModels(ctx, f, i, l, run, other, 1, solver, opt) // a path's own large constant (Add(^uint32(0))) reads badly
	}
	fresh := obligations.NewObject(f, f.Paths[i])
	if fresh == nil {
		return nil
	}
	if pass == newReadable {
		fresh = and(fresh, readableRun(f, f.Paths[i], run))
	}
	return searchOpModels(ctx, f, i, l, run, fresh, 1, solver, opt)
}

// opRuns lists the operations' paths the search runs, most likely
// witnesses first: the function's own paths (two callers of one method
// is the commonest race), then paths that change the object, then those
// that only read it (a witness needs them to see an intermediate state).
func opRuns(f *paths.Func, ops []*paths.Func, holder *smt.Term) []obligations.OpRun {
	// [0] the operations' paths, [1] their unrolled runs (opSources):
	// after every path, so that they never delay a witness found before.
	var own, changing, reading [2][]obligations.OpRun
	for _, op := range ops {
		if !sameObjects(f, op, holder) {
			continue
		}
		for k, src := range opSources(op) {
			u := min(k, 1)
			for qi, q := range src.Paths {
				if !runnable(q) || src != op && !runnableUnrolled(q, src, op) {
					continue
				}
				run := obligations.OpRun{Op: src, Path: qi, Holder: holder, Serial: op} // the operation; its cover once searched (coverMemo)
				switch {
				case op.Fn == f.Fn:
					own[u] = append(own[u], run)
				case mayChange(q):
					changing[u] = append(changing[u], run)
				default:
					reading[u] = append(reading[u], run)
				}
			}
		}
	}
	return slices.Concat(own[0], changing[0], reading[0], own[1], changing[1], reading[1])
}

// runnableUnrolled reports whether the witness can run q, an unrolled
// run of src's level of op (opSources): one of that level's own runs (its
// number of back edges), not a loop-free path of op that the search runs
// already (one through no loop), ranging over no Go map and reading no
// memory but the objects. The entries such a range visits are the contents of a map
// the operation was given, which the witness neither shows nor types (an
// error field holding 0.0); and the serial orders of a run reading a
// slice's elements have been seen to miss an order that fits (a Reset
// over ["A", ""] and Inc("A"): left out until that is understood).
func runnableUnrolled(q *paths.Path, src, op *paths.Func) bool {
	again := q.Of >= 0 && !op.Paths[q.Of].Exceptional
	return q.Back == src.Unrolled[0].Back && !again && len(q.Orders) == 0 && len(q.Loads) == 0
}

// opSources returns op, and, when a path of op runs a loop's last
// iteration (not runnable: its loop-carried values are arbitrary), each
// level of op's unrolled runs (unrolledFunc), whose runs are exact: the
// runs of the operation that take no back edge, one, two. Each level's
// runs of that many back edges are its own (opRuns); the serial orders
// still run op's own paths (OpRun.Serial), which cover every run.
func opSources(op *paths.Func) []*paths.Func {
	out := []*paths.Func{op}
	if !runsLoops(op) {
		return out
	}
	for k := range op.Unrolled {
		out = append(out, unrolledFunc(op, k))
	}
	return out
}

// mayChange reports whether one of q's calls may change the object.
func mayChange(q *paths.Path) bool {
	for _, c := range q.Calls {
		if c.Method.MayMutate {
			return true
		}
	}
	return false
}

// sameObjects reports whether op runs over f's objects on f's holder
// (not over more objects than f's: its calls on the others would be no
// steps of f's).
func sameObjects(f, op *paths.Func, holder *smt.Term) bool {
	return op.Product == f.Product && sameHolder(op, holder)
}

// sameHolder reports whether op holds the object in an input of the
// client's holder's sort (a method of the same receiver type), or both
// reach a package variable.
func sameHolder(op *paths.Func, holder *smt.Term) bool {
	h := op.Holder()
	if holder == nil || h < 0 {
		return holder == nil && h < 0
	}
	return op.Inputs[h].Sort.Equal(holder.Sort)
}

// runnable reports whether the witness can run path q of an operation:
// it calls the object, every call without callbacks or the library's
// clock, and it runs no loop's last iteration (loop-carried values are
// arbitrary there).
func runnable(q *paths.Path) bool {
	if len(q.Calls) == 0 || q.Exceptional || readsOwnObject(q) {
		return false
	}
	for _, c := range q.Calls {
		if len(c.Funcs) > 0 || c.Method.Clock {
			return false
		}
	}
	return true
}

// readsOwnObject reports whether q's outcome or calls read a field of an
// object q made: the encoding leaves such a read free (a function of the
// pointer), so the witness would show a value no Go run gives.
func readsOwnObject(q *paths.Path) bool {
	own := map[string]bool{}
	for _, a := range q.Allocs {
		own[a.Ptr.String()] = true
	}
	ts := append([]*smt.Term(nil), q.Result...)
	for _, c := range q.Calls {
		ts = append(ts, c.Args...)
	}
	found := false
	smt.Walk(ts, func(t *smt.Term) {
		if t.Kind == smt.App && len(t.Args) == 1 && own[t.Args[0].String()] && obligations.IsPin(t.Op) {
			found = true
		}
	})
	return found
}

// searchOp asks for models of the refuted obligation with run in its gap,
// up to MaxModels, and returns the first confirmed witness.
//
// As the collection's search does (searchKinds), it asks first for any
// model, then for one where the objects the operation stores differ in
// every field the path reads (a copy-on-write's lost update shows only in
// the contents), then for one that only replaces the values the client
// read. Over several objects it asks for new objects (productStart).
func searchOp(ctx context.Context, f *paths.Func, i, l int, run obligations.OpRun, solver smt.Solver, opt Options) *Witness {
	p := f.Paths[i]
	start, ok := productStart(f, p)
	if !ok {
		return nil
	}
	kinds := []*smt.Term{start}
	for _, k := range []*smt.Term{obligations.ChangesContents(f, p), obligations.KeepsPresence(f, p)} {
		if k != nil && f.Product == nil { // kinds of one object's lost updates
			kinds = append(kinds, k)
		}
	}
	for _, kind := range kinds {
		w := searchOpModels(ctx, f, i, l, run, kind, MaxOpModels, solver, opt)
		if w == nil {
			continue
		}
		return preferredOp(ctx, f, i, l, run, kind, w, solver, opt)
	}
	return nil
}

// productStart is the state a witness over several objects starts from:
// new objects (obligations.NewObject), false when the path has none; nil
// (any state) over one object. Over several objects no setup is searched
// (setup.go), and a state of each object that the package makes is no
// state of all of them it makes: a Reset zeroing n and m, raced by a Sum,
// from an m no operation ever changes from 0, is no run of the program.
func productStart(f *paths.Func, p *paths.Path) (*smt.Term, bool) {
	if f.Product == nil {
		return nil, true
	}
	fresh := obligations.NewObject(f, p)
	return fresh, fresh != nil
}

// preferredOp returns the witness a maintainer reads best among those of
// the same operation run and kind as w: first one whose client starts on
// a new object (obligations.NewObject: no question how the object got
// there), with small numbers and letters, or not; then w's run with small
// numbers and letters (readable.go); else w.
func preferredOp(ctx context.Context, f *paths.Func, i, l int, run obligations.OpRun, kind *smt.Term, w *Witness, solver smt.Solver, opt Options) *Witness {
	p := f.Paths[i]
	readable := and(kind, readableRun(f, p, run))
	if fresh := obligations.NewObject(f, p); fresh != nil && f.Product == nil { // over several objects kind is a new object already (productStart)
		for _, extra := range []*smt.Term{and(readable, fresh), and(kind, fresh)} {
			if nw := searchOpModels(ctx, f, i, l, run, extra, 1, solver, opt); nw != nil {
				return nw
			}
		}
	}
	if !w.readsWell() {
		if small := searchOpModels(ctx, f, i, l, run, readable, 1, solver, opt); small != nil {
			return small
		}
	}
	return w
}

// and is the conjunction of the terms of ts that are not nil; nil when
// all are.
func and(ts ...*smt.Term) *smt.Term {
	var keep []*smt.Term
	for _, t := range ts {
		if t != nil {
			keep = append(keep, t)
		}
	}
	if len(keep) == 0 {
		return nil
	}
	return smt.And(keep...)
}

// MaxOpModels bounds the models tried per operation run and search kind:
// a run that gives no confirmed witness in two seldom gives one later, and
// the next run is often the one that does.
const MaxOpModels = 2

// readableRun says that path p's values and the operation's arguments
// in run read well: small numbers and letters (readable.go).
func readableRun(f *paths.Func, p *paths.Path, run obligations.OpRun) *smt.Term {
	return and(obligations.Readable(f, p, true), obligations.ReadableOp(f, run))
}

// searchOpModels asks for up to limit models of the refuted obligation
// with run in its gap, and with extra when not nil, and returns the
// first confirmed witness.
func searchOpModels(ctx context.Context, f *paths.Func, i, l int, run obligations.OpRun, extra *smt.Term, limit int, solver smt.Solver, opt Options) *Witness {
	return searchRunsModels(ctx, f, i, l, []obligations.OpRun{run}, extra, limit, solver, opt)
}

// searchRunsModels is searchOpModels with runs one after another in their
// gap (several only over several objects: pkgobjects.go).
func searchRunsModels(ctx context.Context, f *paths.Func, i, l int, runs []obligations.OpRun, extra *smt.Term, limit int, solver smt.Solver, opt Options) *Witness {
	// Over several objects the first models are mostly serial ones
	// (another SetLimits(a, b) storing the client's own a), which no kind
	// of lost update steers from (searchOp): ask for none.
	s := obligations.EncodeOps(f, i, l, runs, f.Product != nil)
	if c := and(extra, obligations.StoredBefore(opt.stored, f, f.Paths[i]), obligations.WithinStart(f, f.Paths[i])); c != nil { // a state the package's code can leave, among the values it keeps the word
		s.Assert(c)
	}
	p := f.Paths[i]
	try := func(m smt.Model) *Witness { return tryOp(ctx, f, i, m, runs[0], solver, opt) }
	if f.Product != nil {
		try = func(m smt.Model) *Witness { return tryOpObjects(ctx, f, i, m, runs, solver, opt) } // pkgobjects.go
		assertObjects(f, p, s)                                                                    // objects.go
	} else if len(runs) > 1 || !singleObject(f, p, s) {
		return nil
	}
	for n := 0; n < limit; n++ {
		res, err := solver.Check(ctx, s, opt.Timeout)
		if err != nil || res.Status != smt.Sat {
			return nil
		}
		if w := try(res.Model); w != nil {
			return w
		}
		block := obligations.Block(f, p, res.Model)
		if block == nil {
			return nil
		}
		s.Assert(block)
	}
	return nil
}

// singleObject asserts in s what the search over one object asks of a
// model (as the collection environment's search does); false when the
// path has no model a witness can show.
func singleObject(f *paths.Func, p *paths.Path, s *smt.Script) bool {
	for _, c := range []*smt.Term{obligations.PreferPlain(f, p), obligations.MemoryStable(p), obligations.NoInterference(p),
		obligations.Choiceless(p), obligations.WellTyped(f, p), obligations.NothingAtUnhashable(f, p)} {
		if c != nil {
			s.Assert(c)
		}
	}
	atAny, ok := obligations.AtAny(f)
	if atAny != nil {
		s.Assert(atAny)
	}
	return ok
}

// tryOp builds the scenario of model m, replays the client's calls and
// the operation's, and checks the serial orders; it returns the witness
// when it is confirmed, else nil.
func tryOp(ctx context.Context, f *paths.Func, i int, m smt.Model, run obligations.OpRun, solver smt.Solver, opt Options) *Witness {
	b, w := replayed(ctx, f, i, m, false, solver, opt) // the client's side, as every witness's
	if b == nil || w.Note != "" {
		return nil
	}
	q := run.Op.Paths[run.Path]
	if inexactPath(run.Op, q, isGrounded(m), nil) != "" {
		return nil
	}
	step, call, err := b.opStep(run, q)
	if err != nil || !b.d.exact || b.opSeenEarly(run, q) != "" {
		return nil
	}
	b.opFixed(run, q)
	b.placeOp(run.Gap, step, call)
	b.w.Confirmed, b.w.Environment = true, "package"
	confirmSerial(ctx, f, b, solver, opt)
	if !b.w.Confirmed {
		return nil
	}
	b.w.start = &setupStart{keys: b.keys, keyLits: b.sc.Keys, entries: b.sc.Initial} // setup.go
	return b.w
}
