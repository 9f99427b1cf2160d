// This file defines the discovery of functions that access a plain word
// both atomically and plainly: a field or package variable whose address
// the package passes to sync/atomic's functions somewhere, read or written
// plainly in a function that makes two or more accesses of it in all
// (`if c.value > max-n { ... }; atomic.AddUint64(&c.value, n)`). Such a
// function composes accesses of one object, as the functions Discover
// finds by their calls do; its plain accesses are races (racy.go).

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// A wordKey names a plain word accessed with sync/atomic: a field of a
// struct type, or a package variable.
type wordKey struct {
	named  *types.Named
	field  int
	global *ssa.Global
}

// atomicWords are the words the root packages pass to sync/atomic's
// functions.
type atomicWords map[wordKey]bool

// findAtomicWords scans the root packages for sync/atomic function calls.
func findAtomicWords(p *Program) atomicWords {
	words := atomicWords{}
	for _, pkg := range p.Roots {
		for _, fn := range packageFuncs(p, pkg) {
			forEachInstr(fn, func(instr ssa.Instruction) {
				call, ok := instr.(ssa.CallInstruction)
				if !ok || !isFuncForm(call.Common()) {
					return
				}
				if k, ok := wordOf(call.Common().Args[0]); ok {
					words[k] = true
				}
			})
		}
	}
	return words
}

// forEachInstr calls f on every instruction of fn and of its closures.
func forEachInstr(fn *ssa.Function, f func(ssa.Instruction)) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			f(instr)
		}
	}
	for _, anon := range fn.AnonFuncs {
		forEachInstr(anon, f)
	}
}

func isFuncForm(cc *ssa.CallCommon) bool {
	callee := cc.StaticCallee()
	if callee == nil || len(cc.Args) == 0 {
		return false
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok {
		return false
	}
	_, ok = axioms.FuncForm(obj)
	return ok
}

// wordOf names the word an address denotes: &x.f of a struct type, or
// &g, through conversions that keep the word.
func wordOf(addr ssa.Value) (wordKey, bool) {
	if src, ok := sameWordSource(addr); ok {
		addr = src
	}
	switch a := addr.(type) {
	case *ssa.Global:
		return wordKey{global: a}, true
	case *ssa.FieldAddr:
		ptr, ok := a.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return wordKey{}, false
		}
		named, ok := ptr.Elem().(*types.Named)
		if !ok {
			return wordKey{}, false
		}
		return wordKey{named: named.Origin(), field: a.Field}, true
	}
	return wordKey{}, false
}

// discover returns the client of fn's word accessed both with
// sync/atomic somewhere in the packages and plainly in fn, when fn makes
// two or more accesses of it in all.
func (words atomicWords) discover(p *Program, pkg *packages.Package, fn *ssa.Function) *Client {
	if len(words) == 0 {
		return nil
	}
	counts := map[objectKey]int{}
	plain := map[objectKey]bool{}
	var order []objectKey
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			addr, isPlain := wordAccess(instr)
			if addr == nil {
				continue
			}
			k, ok := wordOf(addr)
			key, ok2 := objectOf(fn, unconvert(addr))
			if !ok || !ok2 || !words[k] || key.byPtr {
				continue
			}
			if counts[key] == 0 {
				order = append(order, key)
			}
			counts[key]++
			plain[key] = plain[key] || isPlain
		}
	}
	for _, key := range order {
		if counts[key] >= 2 && plain[key] {
			return discoveredClient(p, pkg, fn, key)
		}
	}
	return nil
}

// wordAccess returns the address instr accesses a word at: a plain load
// or store (isPlain), or a sync/atomic function's pointer argument.
func wordAccess(instr ssa.Instruction) (addr ssa.Value, isPlain bool) {
	switch in := instr.(type) {
	case *ssa.UnOp:
		if in.Op == token.MUL {
			return in.X, true
		}
	case *ssa.Store:
		return in.Addr, true
	case ssa.CallInstruction:
		if isFuncForm(in.Common()) {
			return in.Common().Args[0], false
		}
	}
	return nil, false
}
