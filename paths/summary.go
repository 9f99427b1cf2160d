// This file defines effect summaries: what a function with a body does,
// inferred from the body and the summaries of what it calls, bottom-up
// over the static call graph (Tarjan's strongly connected components, so
// that recursion is a fixpoint and each function is visited once: linear
// in the program). A call of an unannotated function outside what the
// walker inlines is treated by its callee's summary (summaryCall), as the
// user's //snowflake:functional annotation would have it treated, with no
// annotation needed.
//
// Soundness. The kinds are ordered PureArgs < Pure < Observer < Effects,
// and a summary is an upper bound of every run of the body:
//   - an instruction that writes memory existing before the call (a store,
//     a map update, append or copy into such memory), uses a channel,
//     starts a goroutine, makes a closure, calls an interface method whose
//     implementations are open (a closed set's methods are callees:
//     ifacesum.go) or a function value, calls a mutating method of a
//     collection, or calls a
//     function without a body that is not known pure, is Effects;
//   - a load of a package variable (other than a constant one whose type
//     reaches no memory: the same value in every run), a collection's Load,
//     a read of the clock, is Observer: the call's results are then
//     arbitrary on every call, in the original path and in the condensed
//     run alike, which over-approximates both;
//   - anything else (arithmetic, allocation and writes into memory the body
//     itself made, loads through its inputs, panics) is Pure: with inputs
//     that reach no memory the results and the panic are functions of the
//     inputs, the same in every run (functional.go's treatment); with inputs
//     that reach memory the results are arbitrary.
//
// A function's kind is the join of its instructions' and of its callees'
// (only Observer and Effects pass up a call). A strongly connected
// component of the call graph gets the join of its members' kinds: every
// member can reach every other, and a run of any member is a finite
// sequence of instructions of the component's bodies and of calls leaving
// it, so a bound of all of them bounds the run (the greatest fixpoint is
// sound for these properties, which only say what no instruction does). A
// method's PureArgs (it never uses its receiver) is its own: calls do not
// pass it on.

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"
	"sync"

	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/ssa"
)

// A SummaryKind bounds what a function may do; kinds are ordered, and
// the join of two is the larger.
type SummaryKind int

const (
	// PureArgs: Pure, and the method never uses its receiver.
	PureArgs SummaryKind = iota
	// Pure: no effect, reads only its inputs and what they reach (and
	// constant package variables): a deterministic function of its inputs.
	Pure
	// Observer: no effect, but may read any memory (package variables,
	// collections, the clock): its results are arbitrary on every call.
	Observer
	// Effects: anything else.
	Effects
)

func (k SummaryKind) String() string {
	switch k {
	case PureArgs:
		return "argfunctional"
	case Pure:
		return "functional"
	case Observer:
		return "observer"
	case Effects:
		return "effects"
	}
	return fmt.Sprintf("SummaryKind(%d)", int(k))
}

// A Summary is what a function's body may do. For Observer and Effects,
// Pos and Why name the first instruction that makes it so, and Via the
// callee it was found in (empty when in the function itself). A summary
// imported from another package's analysis has its position as text, At
// (imported.go).
type Summary struct {
	Kind SummaryKind
	Pos  token.Pos
	Why  string
	Via  string
	// Collection says that the Observer reads a collection: a call of it
	// would hide an accessor call on an object the function may compose.
	Collection bool
	At         string
}

// Reason says why a function of this summary is not functional:
// "F writes memory that existed before the call (f.go:12)".
func (s *Summary) Reason(p *Program, name string) string {
	via := ""
	if s.Via != "" && s.Via != name {
		via = " in " + s.Via
	}
	where := ""
	if s.Pos.IsValid() {
		pos := p.Fset.Position(s.Pos)
		where = fmt.Sprintf(" at %s:%d", baseName(pos.Filename), pos.Line)
	} else if s.At != "" {
		where = " at " + s.At
	}
	return fmt.Sprintf("%s %s%s%s", name, s.Why, via, where)
}

func baseName(file string) string {
	if i := strings.LastIndexByte(file, '/'); i >= 0 {
		return file[i+1:]
	}
	return file
}

// summaries memoizes Summarize for a Program.
type summaries struct {
	mu   sync.Mutex
	done map[*ssa.Function]*Summary
	// depConst caches, per dependency, its constant variables (depglobals.go).
	depConst map[*ssa.Package]map[*ssa.Global]bool
}

// Summarize returns fn's summary, computing it (and those of everything
// fn calls) the first time. Safe for concurrent use.
func (p *Program) Summarize(fn *ssa.Function) *Summary {
	p.sums.mu.Lock()
	defer p.sums.mu.Unlock()
	if p.sums.done == nil {
		p.sums.done = map[*ssa.Function]*Summary{}
	}
	if s, ok := p.sums.done[fn]; ok {
		return s
	}
	t := &tarjan{p: p, index: map[*ssa.Function]int{}, low: map[*ssa.Function]int{}, on: map[*ssa.Function]bool{},
		local: map[*ssa.Function]*Summary{}}
	t.visit(fn)
	return p.sums.done[fn]
}

// body returns fn's blocks, building its package first when it is a
// dependency not built yet (Load builds only the roots).
func body(fn *ssa.Function) []*ssa.BasicBlock {
	if len(fn.Blocks) == 0 && fn.Pkg != nil && fn.Syntax() != nil {
		fn.Pkg.Build() // once per package; safe for concurrent use
	}
	return fn.Blocks
}

// knownSummary is the summary of a function whose body is not read: a
// pure function of the standard library or one of the clock's
// deterministic functions (their bodies may do what the walker's rules
// for them make harmless, such as caching), or a function without a body:
// its package's exported summary when it has one (imported.go), else
// annotated functional (trusted, as a call of it is), a read of shared
// memory (readsOnly), or else Effects. ok is false for every other
// function: its body is the truth, annotated or not, so no summary
// depends on an annotation's check.
func (p *Program) knownSummary(fn *ssa.Function) (*Summary, bool) {
	if s, ok := p.importedSummary(fn); ok { // another package's analysis (imported.go)
		return s, true
	}
	obj, isFunc := fn.Object().(*types.Func)
	if !isFunc {
		if len(body(fn)) == 0 {
			return &Summary{Kind: Effects, Why: "has no body"}, true
		}
		return nil, false
	}
	if _, ok := PureStd(obj); ok && obj.Pkg().Path() != "fmt" && !runsMethods(obj) { // fmt depends on the call: callKind
		return &Summary{Kind: Pure}, true
	}
	if timeFunctional(obj) {
		return &Summary{Kind: Pure}, true
	}
	if readsOnly(obj) {
		return &Summary{Kind: Observer, Pos: fn.Pos(), Why: "reads shared memory"}, true
	}
	if syncRelease(obj) { // syncrelease.go
		return &Summary{Kind: Observer, Pos: fn.Pos(), Why: "lets waiting goroutines go on"}, true
	}
	if obj.Pkg() != nil && OpaquePackage(obj.Pkg().Path()) {
		return &Summary{Kind: Effects, Why: "is of package " + obj.Pkg().Path() + ", whose bodies summaries do not read"}, true
	}
	if len(body(fn)) > 0 {
		return nil, false
	}
	o := origin(obj)
	if _, ok := p.Directives.Has(o, specs.ArgFunctional); ok {
		return &Summary{Kind: PureArgs}, true
	}
	if _, ok := p.Directives.Has(o, specs.Functional); ok {
		return &Summary{Kind: Pure}, true
	}
	return &Summary{Kind: Effects, Why: "has no body (assembly or linkname)"}, true
}

// runsMethods reports whether obj, a PureStd function, runs methods of its
// arguments' dynamic types (errors.Is, errors.Unwrap): the walker checks
// those where it calls them (the closed world of the function's package:
// closedworld.go), but a summary stands for every caller, so their bodies
// are read as any other (their interface calls decide).
func runsMethods(obj *types.Func) bool {
	switch obj.FullName() {
	case "errors.Is", "errors.Unwrap", "errors.As":
		return true
	}
	return false
}

// readsOnly lists the functions known to read memory and change nothing
// whose bodies reach what has none: sync/atomic's loads, and the clock.
func readsOnly(obj *types.Func) bool {
	if obj.Pkg() != nil && obj.Pkg().Path() == "sync/atomic" {
		return strings.HasPrefix(obj.Name(), "Load")
	}
	return readsClock(obj) // clock.go
}

// A tarjan computes summaries of strongly connected components.
type tarjan struct {
	p          *Program
	next       int
	index, low map[*ssa.Function]int
	on         map[*ssa.Function]bool
	stack      []*ssa.Function
	local      map[*ssa.Function]*Summary // each member's own kind and its calls leaving the component
}

func (t *tarjan) visit(fn *ssa.Function) {
	t.index[fn], t.low[fn] = t.next, t.next
	t.next++
	t.stack = append(t.stack, fn)
	t.on[fn] = true
	own := t.own(fn)
	t.local[fn] = own
	for _, callee := range t.callees(fn, own) {
		if _, done := t.p.sums.done[callee]; done {
			continue
		}
		if _, seen := t.index[callee]; !seen {
			t.visit(callee)
			t.low[fn] = min(t.low[fn], t.low[callee])
		} else if t.on[callee] {
			t.low[fn] = min(t.low[fn], t.index[callee])
		}
	}
	if t.low[fn] != t.index[fn] {
		return
	}
	var scc []*ssa.Function
	for {
		top := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		t.on[top] = false
		scc = append(scc, top)
		if top == fn {
			break
		}
	}
	t.close(scc)
}

// close sets the summaries of a component, whose callees outside it are
// all done.
func (t *tarjan) close(scc []*ssa.Function) {
	shared := &Summary{Kind: PureArgs} // what passes up a call: Observer or Effects
	for _, m := range scc {
		s := t.local[m]
		shared = join(shared, s, "")
		for _, callee := range t.callees(m, s) {
			if d, ok := t.p.sums.done[callee]; ok {
				shared = join(shared, d, callee.String())
			}
		}
	}
	for _, m := range scc {
		s := *t.local[m]
		if shared.Kind >= Observer && shared.Kind > s.Kind {
			s = *shared
			if s.Via == m.String() {
				s.Via = ""
			}
		}
		t.p.sums.done[m] = &s
	}
}

// join returns the larger of acc and s (acc on ties, but s when both are
// Observers and only s reads a collection: Collection is kept), naming via
// as where s was found when it is taken; only Observer and Effects pass a
// call.
func join(acc, s *Summary, via string) *Summary {
	collection := s.Kind == Observer && acc.Kind == Observer && s.Collection && !acc.Collection // a read of a collection is kept
	if !collection && (s.Kind < Observer || s.Kind <= acc.Kind) {
		return acc
	}
	if s.Via == "" {
		s = &Summary{Kind: s.Kind, Pos: s.Pos, Why: s.Why, Via: via, Collection: s.Collection}
	}
	return s
}

// callees lists the functions fn's body calls statically whose summaries
// matter: none when fn's own kind is already Effects, or known.
func (t *tarjan) callees(fn *ssa.Function, own *Summary) []*ssa.Function {
	if own.Kind == Effects || len(fn.Blocks) == 0 {
		return nil
	}
	if _, ok := t.p.knownSummary(fn); ok {
		return nil
	}
	var out []*ssa.Function
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok {
				if c.Common().IsInvoke() { // a closed set's methods (ifacesum.go)
					out = append(out, t.p.invokeCallees(c.Common())...)
				}
				out = append(out, t.p.funcValueCallees(c.Common())...) // a closed set's functions (funcset.go)
				if callee := c.Common().StaticCallee(); callee != nil && !c.Common().IsInvoke() {
					if _, bi := c.Common().Value.(*ssa.Builtin); !bi && !t.p.isCollectionMethod(callee) {
						out = append(out, callee)
					}
				}
			}
		}
	}
	return out
}

// OpaquePackage reports whether the standard-library package of this
// path is one whose bodies summaries do not read: the run time and its
// internals, reflection and system calls. Their functions are Effects
// (which is sound for any body); reading them would make every analysis
// pass under go vet build the run time's SSA form for facts no caller
// can use (their bodies reach assembly and linknamed functions), and
// verify and go vet must agree (analyzer/summaries.go exports no facts
// for them).
func OpaquePackage(path string) bool {
	switch {
	case path == "runtime", path == "reflect", path == "syscall", path == "unsafe",
		strings.HasPrefix(path, "runtime/"), strings.HasPrefix(path, "internal/"), strings.HasPrefix(path, "vendor/"):
		return true
	}
	return false
}
