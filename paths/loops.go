// This file defines the loop structure of a function's control-flow graph:
// natural loops found through dominance (for, for-range, labelled break and
// continue, goto that forms a loop), and the refusal of irreducible ones.

package paths

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// loops is the loop structure of one function.
type loops struct {
	header map[*ssa.BasicBlock]token.Pos // loop headers and the position of their loop
	back   map[[2]*ssa.BasicBlock]bool   // back edges (from, to)
}

// findLoops computes the natural loops of fn. An edge b→h is a back edge
// when h dominates b. A cycle with no such edge is irreducible (a goto into
// the middle of a loop): it is refused, at its position.
func findLoops(fn *ssa.Function) (*loops, *Refusal) {
	ls := &loops{header: map[*ssa.BasicBlock]token.Pos{}, back: map[[2]*ssa.BasicBlock]bool{}}
	for _, b := range fn.Blocks {
		for _, s := range b.Succs {
			if s.Dominates(b) {
				ls.back[[2]*ssa.BasicBlock{b, s}] = true
				if _, ok := ls.header[s]; !ok {
					ls.header[s] = loopPos(s, b)
				}
			}
		}
	}
	// Without back edges the graph must be acyclic.
	const (
		unseen = iota
		onStack
		done
	)
	color := make([]int, len(fn.Blocks))
	var bad *Refusal
	var visit func(b *ssa.BasicBlock)
	visit = func(b *ssa.BasicBlock) {
		color[b.Index] = onStack
		for _, s := range b.Succs {
			if bad != nil || ls.back[[2]*ssa.BasicBlock{b, s}] {
				continue
			}
			switch color[s.Index] {
			case onStack:
				bad = &Refusal{Pos: loopPos(s, b), Message: "irreducible loop (a goto into the middle of a loop): not supported"}
			case unseen:
				visit(s)
			}
		}
		color[b.Index] = done
	}
	visit(fn.Blocks[0])
	return ls, bad
}

// loopPos is the best position for a loop with the given header and latch.
func loopPos(header, latch *ssa.BasicBlock) token.Pos {
	for _, b := range []*ssa.BasicBlock{header, latch} {
		for _, instr := range b.Instrs {
			if p := instr.Pos(); p.IsValid() {
				return p
			}
		}
	}
	return header.Parent().Pos()
}
