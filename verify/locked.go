// This file defines the verdict of a function atomic by its package's lock
// discipline (paths/locks.go, paths/locksection.go): in the package
// environment, a function whose base is confined, every access to which in
// the package holds one mutex, and whose own accesses are one critical
// section, is atomic with scope "package", the discipline listed as
// trusted with the functions that keep it. Soundness: paths/locksection.go.

package verify

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/ssa"
)

// lockedAtomic sets j's verdict atomic (package scope) when the lock
// discipline makes it so, and reports whether it did; otherwise note says
// why the discipline does not apply ("" when it was not tried). When it
// fails only because reads skip the mutex and the section may change the
// objects twice (MutatesTwice), it keeps the section and its walk
// (c.section, c.split) for refused's search (sectionRefuted).
func (c *check) lockedAtomic(j *job) (ok bool, note string) {
	if c.opt.Environment == EnvCollection || j.client.Refusal != nil || !paths.LocksMutex(j.fn) {
		return false, ""
	}
	d, brk := c.prog.LockDisciplineOf(j.client, j.fn)
	if brk != nil {
		return false, c.lockNote("the lock discipline does not hold", brk)
	}
	base, mu := lockExprs(j.client, j.fn, d)
	what := "every access to " + base
	if !d.Strict {
		what = "every call that may change " + base
	}
	holds := fmt.Sprintf("%s holds %s", what, mu)
	s, brk := c.prog.CriticalSection(j.client, d, j.fn)
	if brk != nil {
		return false, c.lockNote(holds+", but this function", brk)
	}
	f, refusal := paths.SplitLocked(c.prog, j.client, j.fn, s)
	switch {
	case refusal != nil:
		return false, fmt.Sprintf("%s, but with its calls set aside this function: %s, at %s", holds, refusal.Message, c.where(refusal.Pos))
	case len(f.Races) > 0:
		return false, holds + ", but this function has a data race"
	case len(f.Objects) > 0 && !f.GuardsObjects(d):
		return false, fmt.Sprintf("%s, but this function touches other objects than %s", holds, base)
	}
	if !d.Strict {
		if a, b := f.MutatesTwice(); a != nil {
			c.split, c.section = f, s
			return false, c.twiceNote(holds, d, a, b)
		}
	}
	r := j.res
	r.Verdict, r.Scope, r.Witness, r.ReasonPos = Atomic, EnvPackage, nil, ""
	r.Reason = holds + ", and this function's accesses are one critical section"
	r.Trusted = append(r.Trusted, Trusted{What: c.disciplineText(what, mu, d), Pos: c.where(d.MutexPos)})
	recv := strings.TrimSuffix(mu, d.Mutex)
	for _, g := range s.Guarded {
		r.Trusted = append(r.Trusted, Trusted{What: fmt.Sprintf("lock discipline: every write of %s%s in the package holds %s", recv, g, mu), Pos: c.where(d.MutexPos)})
	}
	for _, t := range f.Trusted {
		r.Trusted = append(r.Trusted, Trusted{What: t.What, Pos: c.where(t.Pos)})
	}
	if t, ok := c.importerTrust(j.client); ok { // importers.go
		r.Trusted = append(r.Trusted, t)
	}
	return true, ""
}

// twiceNote says why a section that may change the objects twice is not
// atomic by a discipline whose reads may skip the mutex (paths.Func
// MutatesTwice).
func (c *check) twiceNote(holds string, d *paths.Discipline, a, b *paths.Call) string {
	twice := fmt.Sprintf("%s at %s and %s at %s", a.Method.Name, c.where(a.Pos), b.Method.Name, c.where(b.Pos))
	if a == b {
		twice = fmt.Sprintf("%s at %s, on every iteration of a loop", a.Method.Name, c.where(a.Pos))
	}
	return fmt.Sprintf("%s, but reads may skip it (%s, at %s) and this function may change them twice in its section (%s): a read between the two sees a state no serial order gives",
		holds, d.FreeRead, c.where(d.FreeReadPos), twice)
}

func (c *check) lockNote(what string, brk *paths.LockBreak) string {
	return fmt.Sprintf("%s: %s, at %s", what, brk.Why, c.where(brk.Pos))
}

// disciplineText says the discipline and who keeps it.
func (c *check) disciplineText(what, mu string, d *paths.Discipline) string {
	var keepers []string
	for _, k := range d.Keepers {
		pos := c.prog.Fset.Position(k.Pos)
		keepers = append(keepers, fmt.Sprintf("%s %s:%d", k.Func, filepath.Base(pos.Filename), pos.Line))
	}
	return fmt.Sprintf("lock discipline: %s in the package holds %s (%s)", what, mu, strings.Join(keepers, ", "))
}

// lockExprs names the objects the discipline guards and the mutex as
// Go, through fn's receiver when they are its fields: r.m (r.hits,
// r.misses for several) and r.mu.
func lockExprs(c *paths.Client, fn *ssa.Function, d *paths.Discipline) (base, mu string) {
	names := d.Bases()
	if d.Global() {
		return strings.Join(names, ", "), d.Mutex
	}
	recv := strings.ToLower(c.Name[:1])
	if fn.Signature.Recv() != nil && len(fn.Params) > 0 && fn.Params[0].Name() != "" && fn.Params[0].Name() != "_" {
		recv = fn.Params[0].Name()
	}
	for i := range names {
		names[i] = recv + "." + names[i]
	}
	return strings.Join(names, ", "), recv + "." + d.Mutex
}

// withLockNote adds to reason why the lock discipline does not make the
// function atomic: in place of the summary's explanation when the reason
// is the refusal of a mutex's method ("call to (*sync.Mutex).Lock: not
// supported: the lock discipline does not hold: ..."), else after it.
func withLockNote(reason, note string) string {
	if strings.HasPrefix(reason, "call to (*sync.Mutex).") || strings.HasPrefix(reason, "call to (*sync.RWMutex).") {
		if i := strings.Index(reason, ": not supported"); i > 0 {
			return reason[:i] + ": not supported: " + note
		}
	}
	return reason + "; " + note
}

// sectionRefuted checks the obligations of the critical section's walk
// (c.split) of a function the discipline does not make atomic, as if the
// function took no lock: when a path is refuted, the function is
// unproven, and the package search (environment.go) looks for a run of a
// lock-free operation between its calls (SplitSharedLocked) to confirm.
// Soundness: no proof comes of it; a witness is replayed and checked
// against the serial orders as any other.
func (c *check) sectionRefuted(ctx context.Context, j *job) {
	results, err := obligations.Check(ctx, c.split, c.proof, obligations.Options{Timeout: c.opt.Timeout, SMTDir: c.opt.SMTDir})
	if err != nil || !refuted(results) {
		c.split, c.section = nil, nil
		return
	}
	c.results = results
	j.res.Verdict = Unproven
	j.res.Reason = "not proven: its section is not condensable, and no run of the package's operations that take no lock was found between its calls to show it"
}
