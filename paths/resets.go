// This file defines test resets: assignments of the base object in a
// test file or in a function named ...ForTesting (or ...ForTest).
//
// Rule: such an assignment (s.items = sync.Map{}, *s = Server{}) does not
// refuse the client's other functions: they are verified under the
// assumption that the resetting function never runs concurrently with
// them, listed as trusted with the assignment's position (Func.Trusted).
// The resetting function itself is refused with the assignment's message.
// Soundness: a proof of one function under that assumption is a proof of
// every run in which the reset does not overlap it, which is what the
// naming convention promises (tests reset state between cases, not
// during them); the assumption is printed, so a user can see what the
// verdict rests on. An escape of the base's address in such a function is
// no reset: it still refuses the client.

package paths

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A Reset is an assignment of the base object by a test reset.
type Reset struct {
	Fn      *ssa.Function // the resetting function (the outermost, for a closure)
	Refusal *Refusal      // the function's own refusal: the assignment
}

// addReset records r, an assignment of the base in fn, as a test reset
// when fn is one, and reports whether it did.
func (c *Client) addReset(p *Program, fn *ssa.Function, r *Refusal) bool {
	if !r.assigns {
		return false
	}
	outer := fn
	for outer.Parent() != nil {
		outer = outer.Parent()
	}
	if !isTestReset(p, outer) {
		return false
	}
	for _, x := range c.Resets {
		if x.Fn == outer {
			return true
		}
	}
	c.Resets = append(c.Resets, Reset{Fn: outer, Refusal: r})
	return true
}

// isTestReset reports whether fn is declared in a test file or named as a
// function for tests only.
func isTestReset(p *Program, fn *ssa.Function) bool {
	name := fn.Name()
	if strings.HasSuffix(name, "ForTesting") || strings.HasSuffix(name, "ForTest") {
		return true
	}
	pos := fn.Pos()
	return pos.IsValid() && strings.HasSuffix(p.Fset.Position(pos).Filename, "_test.go")
}

// resetRefusal returns the refusal of fn when it is a test reset of c's
// base.
func (c *Client) resetRefusal(fn *ssa.Function) *Refusal {
	for _, r := range c.Resets {
		if r.Fn == fn || fn.Origin() == r.Fn {
			return r.Refusal
		}
	}
	return nil
}

// trustResets lists the test resets the walk assumes never run
// concurrently with the function, and the plain writes of a base word it
// assumes take effect at one instant (racy.go).
func (w *walker) trustResets() {
	for _, r := range w.client.Resets {
		w.trust(fmt.Sprintf("%s, a test reset assigning base %s, never runs concurrently with %s", r.Fn.Name(), w.client.Base, w.fn.Name()),
			r.Refusal.Pos)
	}
	for _, pw := range w.client.plainWrites {
		w.trust(fmt.Sprintf("the plain write of base %s in %s (a data race) takes effect at one instant", w.client.Base, pw.fn.Name()), pw.pos)
	}
}

// A plainWrite is a plain store to a base word outside construction.
type plainWrite struct {
	fn  *ssa.Function
	pos token.Pos
}

func (c *Client) addPlainWrite(fn *ssa.Function, pos token.Pos) {
	for _, pw := range c.plainWrites {
		if pw.pos == pos {
			return
		}
	}
	c.plainWrites = append(c.plainWrites, plainWrite{fn, pos})
}
