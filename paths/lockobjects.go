// This file defines the lock discipline of a function over several
// objects (a client without a base of its own, Client.NoBase, or a base
// and the other objects the function calls methods of): those objects are
// the bases the analysis (locks.go) follows together.
//
// Rule. Each object must be a place the discipline can name, as a base
// of its own: a field of the receiver (or of the struct another pointer
// parameter points to), or a package variable, held by value or by
// pointer, and a client of its own for it (discoveredClient) must not be
// refused (the object is never assigned after construction, its address
// never escapes: fieldWrites). All of them are fields of one struct type,
// or all package variables: the mutex is then a field of that struct or
// a package variable. The analysis then runs once over all of them: every
// access to any of them, in every function of the package, is an access,
// every call that may change one must hold the chosen mutex for writing,
// and the function under verification is one critical section of it for
// all its accesses together (locksection.go: an access of any base after
// the mutex was released is a second section).
//
// Soundness. A tuple of objects each of which only changes under one
// mutex held for writing is one object that only changes so (Herlihy and
// Wing's locality: the product of the objects is the object verified).
// The argument of locks.go and locksection.go then holds of the product:
// between the function's accesses, which lie in one critical section, no
// other goroutine changes any of the objects, so the function runs as if
// whole at its section. Every object must be confined (Confinement of its
// client), as for one base.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// LockDisciplineOf returns the mutex every access to each object fn
// touches holds: c's base alone when fn calls methods of no other object
// itself (LockDiscipline: what fn's helpers touch, the analysis finds),
// else c's base and the objects of fn's calls, each a base of its own
// (lockBases). Memoized.
func (p *Program) LockDisciplineOf(c *Client, fn *ssa.Function) (*Discipline, *LockBreak) {
	type key struct {
		c  *Client
		fn *ssa.Function
	}
	type answer struct {
		d *Discipline
		b *LockBreak
	}
	if a, ok := p.disciplines.Load(key{c, fn}); ok {
		return a.(answer).d, a.(answer).b
	}
	bases, brk := p.lockBases(c, fn)
	var d *Discipline
	switch {
	case c.NoBase && brk != nil:
	case c.NoBase:
		d, brk = p.lockDisciplineOver(c, bases)
	default:
		d, brk = p.baseAndOthers(c, bases, brk)
	}
	p.disciplines.Store(key{c, fn}, answer{d, brk})
	return d, brk
}

// baseAndOthers returns the discipline of c's base and of the other
// objects among bases (those fn calls methods of), or of c's base alone
// when there are none, or none the lock analysis can name (brk: the
// analysis of the base alone then finds the other calls).
func (p *Program) baseAndOthers(c *Client, bases []*Client, brk *LockBreak) (*Discipline, *LockBreak) {
	all := []*Client{c}
	for _, b := range bases {
		if !sameBase(c, b) {
			all = append(all, b)
		}
	}
	if brk != nil || len(all) == 1 {
		return p.LockDiscipline(c)
	}
	for _, b := range all[1:] {
		if brk := holderBreak(c, b, b.BasePos); brk != nil {
			return nil, brk
		}
	}
	return p.lockDisciplineOver(c, all)
}

// sameBase reports whether b, a client of one object fn calls methods
// of, is c's base.
func sameBase(c, b *Client) bool {
	if c.Global != nil || b.Global != nil {
		return c.Global == b.Global
	}
	return c.Type != nil && b.Type != nil && c.Field == b.Field && types.Identical(c.Type, b.Type)
}

// lockBases returns the clients of the objects fn calls methods of, one
// per object, or why the lock analysis cannot take them as its bases.
func (p *Program) lockBases(c *Client, fn *ssa.Function) ([]*Client, *LockBreak) {
	var out []*Client
	seen := map[objectKey]bool{}
	for _, sc := range sharedCalls(p, fn) {
		key := sc.key // a helper's object named by fn's parameters (helpercalls.go)
		switch {
		case sc.obj.form != formField && sc.obj.form != formGlobal:
			return nil, &LockBreak{Why: fmt.Sprintf("%s is a %s: the lock analysis takes fields of a parameter and package variables", sc.obj.expr, sc.obj.form), Pos: sc.call.Pos()}
		case !sc.keyOK:
			return nil, &LockBreak{Why: unnamedObject(fn, sc), Pos: sc.call.Pos()}
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		b := discoveredClient(p, c.Pkg, fn, key)
		switch {
		case b == nil:
			return nil, &LockBreak{Why: sc.obj.expr + " is no collection the lock analysis knows", Pos: sc.call.Pos()}
		case b.Refusal != nil:
			return nil, &LockBreak{Why: b.Refusal.Message, Pos: b.Refusal.Pos}
		}
		if len(out) > 0 {
			if brk := holderBreak(out[0], b, sc.call.Pos()); brk != nil {
				return nil, brk
			}
		}
		out = append(out, b)
	}
	if len(out) == 0 {
		return nil, &LockBreak{Why: "no object the lock analysis can name", Pos: c.BasePos}
	}
	return out, nil
}

// holderBreak says why the lock analysis cannot take a and b as bases of
// one discipline (at pos), or nil: they must be fields of one struct type
// (whose mutex field guards both), or both package variables of one
// package (one mutex variable).
func holderBreak(a, b *Client, pos token.Pos) *LockBreak {
	same := a.Type != nil && b.Type != nil && types.Identical(a.Type, b.Type)
	if a.Global != nil || b.Global != nil {
		same = a.Global != nil && b.Global != nil && a.Global.Pkg == b.Global.Pkg
	}
	if same {
		return nil
	}
	return &LockBreak{Why: fmt.Sprintf("%s and %s are not both fields of one struct type or both package variables: not supported by the lock analysis", a.Base, b.Base), Pos: pos}
}

// Bases names the objects d guards: their fields' or variables' names.
func (d *Discipline) Bases() []string {
	var out []string
	for _, b := range d.bases {
		out = append(out, b.Base)
	}
	return out
}

// Global reports whether d's mutex is a package variable.
func (d *Discipline) Global() bool { return d.cand.global != nil }

// GuardsObjects reports whether the discipline d covers every object f
// touches besides its base (each a base of d: lockobjects.go), so that a
// function over several objects whose accesses are one critical section
// of d is atomic.
func (f *Func) GuardsObjects(d *Discipline) bool {
	for _, o := range f.Objects[min(1, len(f.Objects)):] {
		if o.Family || !d.guardsPlace(o.key) {
			return false
		}
	}
	return true
}

// guardsPlace reports whether key (an Object's) names one of d's bases:
// the place key of a receiver's field, or of a package variable.
func (d *Discipline) guardsPlace(key string) bool {
	for _, b := range d.bases {
		switch {
		case b.Global != nil && key == globalPlaceKey(b.Global, nil):
			return true
		case b.Global == nil && key == recvPlaceKey([]int{b.Field}):
			return true
		}
	}
	return false
}

// unnamedObject says why the lock analysis cannot name sc's object by
// fn's parameters: the call is in a function literal of fn (a closure's
// parameters and captures are not fn's), or in a helper, on a value the
// helper does not name by its parameters or fn passes it none of fn's
// (helpercalls.go).
func unnamedObject(fn *ssa.Function, sc sharedCall) string {
	in := sc.call
	if sc.site != nil {
		in = sc.site
	}
	if in.Parent() != fn {
		return fmt.Sprintf("%s is touched in a function literal of %s: the lock analysis names objects by the parameters of %s itself and package variables", sc.obj.expr, fn.Name(), fn.Name())
	}
	return fmt.Sprintf("%s is reached through a helper's own values, not named by the parameters of %s or a package variable: the lock analysis takes fields of its parameters and package variables", sc.obj.expr, fn.Name())
}
