// This file defines places: objects a function reaches by value from its
// receiver or a package variable (c.hits, c.gw.outsim, stats.drops), and
// the check that a place's address never escapes.

package paths

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// place recognises u, an address, as a place: a field of the receiver at
// any depth reached by value, or a package variable or a field of one. ok
// is false when u is none; why is set when it is one the encoding cannot
// treat as an object of its own, saying why.
func (w *walker) place(st *state, u ssa.Value) (key, name, why string, ok bool) {
	if path, _, isRecv := w.receiverPath(st, u); isRecv {
		if path[0] == w.client.Field {
			return "", "", "a part of the base: not supported", true
		}
		name = "c"
		if r := w.receiver(); r != nil {
			name = r.Name()
		}
		name += fieldSuffix(w.client.Type, path)
		if why := w.prog.placeEscape(placeRoot{named: w.client.Type}, path); why != "" {
			return "", name, why, true
		}
		return recvPlaceKey(path), name, "", true
	}
	g, path, isGlobal := globalPath(u)
	if !isGlobal {
		return "", "", "", false
	}
	name = g.Name() + fieldSuffix(g.Type().(*types.Pointer).Elem(), path)
	if w.receiver() != nil && w.client.Type != nil && holdsType(g.Type().(*types.Pointer).Elem(), path, w.client.Type) {
		return "", name, fmt.Sprintf("%s lies in a %s, which may be the receiver: not supported", name, w.client.Name), true
	}
	if why := w.prog.placeEscape(placeRoot{global: g}, path); why != "" {
		return "", name, why, true
	}
	return globalPlaceKey(g, path), name, "", true
}

// recvPlaceKey and globalPlaceKey are the keys of places (Object.key): a
// field path from the receiver, or from a package variable.
func recvPlaceKey(path []int) string { return "recv " + pathKey(path) }

func globalPlaceKey(g *ssa.Global, path []int) string {
	return "global " + g.String() + " " + pathKey(path)
}

// globalPath resolves u to a package variable and the field path inside it.
func globalPath(u ssa.Value) (*ssa.Global, []int, bool) {
	switch a := u.(type) {
	case *ssa.Global:
		return a, nil, true
	case *ssa.FieldAddr:
		g, path, ok := globalPath(unconvert(a.X))
		return g, append(path, a.Field), ok
	}
	return nil, nil, false
}

// holdsType reports whether a value of type t, along path, passes through
// a value of type n (so the place may be inside an n).
func holdsType(t types.Type, path []int, n *types.Named) bool {
	for _, i := range path {
		if m, ok := t.(*types.Named); ok && m.Origin() == n.Origin() {
			return true
		}
		t = t.Underlying().(*types.Struct).Field(i).Type()
	}
	return false
}

// A placeRoot is where a place starts: any value of a named struct type
// (the receiver's), or one package variable.
type placeRoot struct {
	named  *types.Named
	global *ssa.Global
}

// placeEscape says why the place at path in root cannot be an object of
// its own, or "": where its address (or that of a struct holding it)
// escapes, or where it or a struct holding it is overwritten after
// construction. Every function of the root packages is read (an exported
// field may be reached from another root package; that no unloaded
// package does so is what the base's own check trusts too). Memoized.
func (p *Program) placeEscape(root placeRoot, path []int) string {
	key := fmt.Sprintf("%p %p %s", root.named, root.global, pathKey(path))
	if why, ok := p.places.Load(key); ok {
		return why.(string)
	}
	why := ""
	for _, pkg := range p.Roots {
		for _, fn := range packageFuncs(p, pkg) {
			if why = placeEscapeIn(p, fn, root, path); why != "" {
				break
			}
		}
		if why != "" {
			break
		}
	}
	p.places.Store(key, why)
	return why
}

func placeEscapeIn(p *Program, fn *ssa.Function, root placeRoot, path []int) string {
	allow := constructionStores(fn)
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if why := placeUse(p, fn, instr, root, path, allow); why != "" {
				return why
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if why := placeEscapeIn(p, anon, root, path); why != "" {
			return why
		}
	}
	return ""
}

// placeUse checks one instruction that may start the place's address: a
// field address of the root type, or a use of the root variable.
func placeUse(p *Program, fn *ssa.Function, instr ssa.Instruction, root placeRoot, path []int, allow map[ssa.Instruction]bool) string {
	where := func(in ssa.Instruction) string { return fmt.Sprintf("in %s at %s", fn.Name(), p.Where(in.Pos())) }
	if root.global != nil {
		for _, op := range instr.Operands(nil) {
			if op == nil || *op != root.global {
				continue
			}
			return placeRef(instr, root.global, path, where, allow, isInit(fn), false)
		}
		return ""
	}
	if st, ok := instr.(*ssa.Store); ok && pointsTo(st.Addr.Type(), root.named) {
		if !allow[st] {
			return fmt.Sprintf("a whole %s is overwritten %s", root.named.Obj().Name(), where(st))
		}
	}
	fa, ok := instr.(*ssa.FieldAddr)
	if !ok || fa.Field != path[0] || !pointsTo(unconvert(fa.X).Type(), root.named) {
		return ""
	}
	_, fresh := unconvert(fa.X).(*ssa.Alloc)
	return followPlace(fa, path[1:], where, allow, false, fresh)
}

// followPlace checks the uses of addr, the address of a struct on the
// way to the place (rest the fields left) or of the place itself (rest
// empty), one by one (placeRef).
func followPlace(addr ssa.Value, rest []int, where func(ssa.Instruction) string, allow map[ssa.Instruction]bool, init, fresh bool) string {
	for _, ref := range *addr.Referrers() {
		if why := placeRef(ref, addr, rest, where, allow, init, fresh); why != "" {
			return why
		}
	}
	return ""
}

// placeRef checks one use r of addr. Loads are reads; a field address
// leads on (to the place, or to a sibling, which is no use of it);
// method calls on the place and sync/atomic's functions on it are its
// uses; a store overwrites it (allowed during package initialization for
// a variable, and into a fresh allocation before it is published);
// anything else lets the address escape.
func placeRef(r ssa.Instruction, addr ssa.Value, rest []int, where func(ssa.Instruction) string, allow map[ssa.Instruction]bool, init, fresh bool) string {
	switch r := r.(type) {
	case *ssa.FieldAddr:
		if len(rest) > 0 && r.Field == rest[0] {
			return followPlace(r, rest[1:], where, allow, init, fresh)
		}
		return ""
	case *ssa.UnOp, *ssa.DebugRef:
		return ""
	case *ssa.Store:
		if r.Addr != addr {
			return fmt.Sprintf("its address escapes %s", where(r))
		}
		if !init && !(fresh && allow[r]) {
			return fmt.Sprintf("it is overwritten %s", where(r))
		}
		return ""
	case *ssa.IndexAddr: // an element of an array place: its uses are the place's
		if len(rest) == 0 {
			return followPlace(r, nil, where, allow, init, fresh)
		}
	case *ssa.ChangeType, *ssa.Convert:
		if len(rest) > 0 {
			return fmt.Sprintf("its address is converted %s", where(r))
		}
		return followPlace(r.(ssa.Value), nil, where, allow, init, fresh)
	case ssa.CallInstruction:
		if len(rest) == 0 && isMethodReceiver(r, addr) {
			return ""
		}
	}
	return fmt.Sprintf("its address escapes %s", where(r))
}

// isInit reports whether fn is package initialization.
func isInit(fn *ssa.Function) bool {
	return fn.Synthetic == "package initializer" || fn.Name() == "init" || strings.HasPrefix(fn.Name(), "init#")
}
