// This file defines the invariants a package keeps of a confined base
// object, and the proofs that rely on them (DESIGN.md, "Environments").
//
// Invariants. For a keyed collection (the built-in maps), the calls of
// every function of the package that touches the object
// (paths.Touching) are checked one by one: what they store (stored.go),
// then, with that assumed, what they do to a present entry
// (obligations.EntryMoves): when none deletes a present entry, entries
// are never deleted; when none deletes or changes one, entries are kept
// as they are. For an integer
// word, when none lowers it under its path's conditions, it never
// decreases (obligations.StateGrows); when a few values, its starting one
// among them, are closed under every call, it only ever holds them
// (within.go). Computed once per
// client, with a solver of its own and a fixed resource limit per query,
// so that no function's budget pays for it and every function sees the
// same answer.
//
// Proofs. A function refuted in the collection environment whose object
// is confined is checked again with the invariant assumed between its
// calls (paths.Func.Rely, obligations/rely.go). Condensable then, it is
// atomic with scope "package", the invariant listed as trusted with the
// functions that keep it.

package verify

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// invariantRLimit bounds each query of the invariants' checks.
const invariantRLimit = 2_000_000

// An invariantCache holds the invariants of each client of a run.
type invariantCache struct {
	mu        sync.Mutex
	of        map[*paths.Client]*invariant
	newSolver func() (smt.Solver, error)
}

// An invariant is what the package keeps of a client's base: the rely it
// gives, in words, with the functions that keep it (or why none).
type invariant struct {
	rely  paths.Rely
	what  string
	keeps []string
}

// invariantOf returns the invariant of client, computing it once.
func (c *check) invariantOf(ctx context.Context, client *paths.Client) *invariant {
	ic := c.opt.invariants
	if ic == nil {
		return &invariant{}
	}
	ic.mu.Lock()
	defer ic.mu.Unlock()
	if inv, ok := ic.of[client]; ok {
		return inv
	}
	inv := c.computeInvariant(ctx, client, ic)
	if ctx.Err() == nil {
		ic.of[client] = inv
	}
	return inv
}

// computeInvariant checks every call of the package's code on client's
// base.
func (c *check) computeInvariant(ctx context.Context, client *paths.Client, ic *invariantCache) *invariant {
	fns, esc := c.prog.Touching(client)
	if esc != nil {
		return &invariant{}
	}
	solver, err := ic.newSolver()
	if err != nil {
		return &invariant{}
	}
	defer solver.Close()
	metered := &smt.Metered{Solver: solver, PerCheck: invariantRLimit, PerCheckName: "the invariant check's resource limit"}
	var splits []*paths.Func
	for _, fn := range fns {
		f, r := paths.Split(c.prog, client, fn)
		if r != nil {
			return &invariant{}
		}
		splits = append(splits, f)
	}
	if len(splits) == 0 {
		return &invariant{}
	}
	if _, word := obligations.Word(splits[0]); word {
		return c.wordInvariant(ctx, client, splits, metered)
	}
	var keySort smt.Sort
	found := false
	for _, f := range splits {
		if keySort, found = obligations.KeySort(f); found {
			break
		}
	}
	if !found {
		return &invariant{}
	}
	noDelete, kept := true, true
	inv := &invariant{}
	inv.rely.Stored = c.storedKept(ctx, client, splits, keySort, metered) // first: the entries' checks assume it
	for _, f := range splits {
		for _, call := range allCalls(f) {
			d, ch := obligations.EntryMoves(ctx, f, call.path, slices.Index(call.path.Calls, call.call), keySort, inv.rely.Stored, metered, c.opt.Timeout)
			noDelete, kept = noDelete && !d, kept && !ch
		}
		inv.keeps = append(inv.keeps, fmt.Sprintf("%s %s", f.Fn.Name(), filepath.Base(c.where(f.Fn.Pos()))))
	}
	var what []string
	if inv.rely.Stored != nil {
		what = append(what, storedWhat(inv.rely.Stored, client.Pkg.Types))
	}
	switch {
	case kept:
		inv.rely.Kept, what = true, append(what, "an entry of %s, once present, is never deleted nor changed")
	case noDelete:
		inv.rely.NoDelete, what = true, append(what, "an entry of %s, once present, is never deleted")
	}
	inv.what = strings.Join(what, "; ")
	return inv
}

// wordInvariant checks whether every call of the package's code keeps a
// word base from decreasing (obligations.StateGrows), and which few
// values it keeps it among (within.go).
func (c *check) wordInvariant(ctx context.Context, client *paths.Client, splits []*paths.Func, solver smt.Solver) *invariant {
	inv := &invariant{rely: paths.Rely{Grows: true, Within: c.wordWithin(ctx, client, splits, solver)}}
	for _, f := range splits {
		for _, call := range allCalls(f) {
			inv.rely.Grows = inv.rely.Grows && obligations.StateGrows(ctx, f, call.path, call.call, inv.rely.Within, solver, c.opt.Timeout)
		}
		inv.keeps = append(inv.keeps, fmt.Sprintf("%s %s", f.Fn.Name(), filepath.Base(c.where(f.Fn.Pos()))))
	}
	var what []string
	if inv.rely.Within != nil { // first: the check that the word grows assumes it
		signed, _ := obligations.Word(splits[0])
		what = append(what, withinWhat(inv.rely.Within, signed))
	}
	if inv.rely.Grows {
		what = append(what, "%s never decreases")
	}
	if len(what) == 0 {
		return &invariant{}
	}
	inv.what = strings.Join(what, "; ")
	return inv
}

// A pathCall is a call of one of a function's paths.
type pathCall struct {
	path *paths.Path
	call *paths.Call
}

// allCalls lists the calls of f's paths and of its loops' repeating
// iterations.
func allCalls(f *paths.Func) []pathCall {
	var out []pathCall
	for _, p := range f.Paths {
		for _, call := range p.Calls {
			out = append(out, pathCall{p, call})
		}
	}
	for _, n := range f.Normal {
		for _, call := range n.Calls {
			out = append(out, pathCall{&n.Path, call})
		}
	}
	return out
}

// purePackageProof proves f, whose loops are not proven pure in the
// collection environment, in the package one: pure from the states the
// package keeps its word among (a repeating iteration's calls change
// nothing from those), then condensable with the invariant assumed
// (packageProof). It sets j's verdict and reports whether the proof holds.
func (c *check) purePackageProof(ctx context.Context, j *job, f *paths.Func) bool {
	if c.opt.Environment == EnvCollection || c.prog.Confinement(j.client) != nil {
		return false
	}
	inv := c.invariantOf(ctx, j.client)
	if inv.rely.Within == nil && inv.rely.Stored == nil {
		return false
	}
	g := *f
	g.Rely = inv.rely
	return obligations.Purity(ctx, &g, c.proof, c.opt.Timeout) == nil && c.packageProof(ctx, j, f)
}

// packageProof proves f, refuted in the collection environment, with the
// invariant its package keeps assumed between its calls; it sets j's
// verdict and reports whether the proof holds.
func (c *check) packageProof(ctx context.Context, j *job, f *paths.Func) bool {
	if c.opt.Environment == EnvCollection || c.prog.Confinement(j.client) != nil {
		return false
	}
	inv := c.invariantOf(ctx, j.client)
	if !inv.rely.NoDelete && !inv.rely.Kept && !inv.rely.Grows && inv.rely.Within == nil && inv.rely.Stored == nil {
		return false
	}
	g := *f
	g.Rely = inv.rely
	results, err := obligations.Check(ctx, &g, c.proof, obligations.Options{Timeout: c.opt.Timeout, SMTDir: c.opt.SMTDir})
	if err != nil {
		return false
	}
	var r Result
	if judge(&r, &g, results, c.opt.Dir, c.prog.Fset) || r.Verdict != Atomic {
		return false
	}
	base := j.res.Base
	if base == "" {
		base = j.client.Base
	}
	what := strings.ReplaceAll(inv.what, "%s", base)
	j.res.Verdict, j.res.Paths, j.res.Scope, j.res.ReasonPos = Atomic, r.Paths, EnvPackage, ""
	j.res.Reason = r.Reason + " in the package environment, where " + what
	j.res.Trusted = append(j.res.Trusted, Trusted{What: "invariant of the package: " + what + " (kept by " + strings.Join(inv.keeps, ", ") + ")", Pos: c.where(j.client.BasePos)})
	if t, ok := c.importerTrust(j.client); ok { // importers.go
		j.res.Trusted = append(j.res.Trusted, t)
	}
	return true
}
