// This file defines findLoop, which detects cycles in a function's control
// flow graph (any loop: for, range, goto).

package paths

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// findLoop returns the position of a loop in fn, if there is one: the first
// back edge found by a depth-first search from the entry block.
func findLoop(fn *ssa.Function) (token.Pos, bool) {
	const (
		unseen = iota
		onStack
		done
	)
	color := make([]int, len(fn.Blocks))
	var pos token.Pos
	var found bool
	var visit func(b *ssa.BasicBlock)
	visit = func(b *ssa.BasicBlock) {
		color[b.Index] = onStack
		for _, s := range b.Succs {
			if found {
				return
			}
			switch color[s.Index] {
			case onStack:
				found, pos = true, loopPos(s, b)
				return
			case unseen:
				visit(s)
			}
		}
		color[b.Index] = done
	}
	visit(fn.Blocks[0])
	return pos, found
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
