// This file defines the output of the paths stage: Func, Path and Call.

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// A Func is one client function split into its loop-free paths.
//
// Terms in Paths mention three kinds of variables: the function's inputs
// (Inputs, named in!i), each path's locals (call results and havocked
// values, listed in Path.Locals, unique across the function), and nothing
// else. Obligations instantiate a path by renaming its locals.
type Func struct {
	Fn     *ssa.Function
	Client *Client
	Inputs []*smt.Term
	Paths  []*Path
	// Normal are the repeating iterations of the function's loops: paths
	// that end by taking a back edge. They are not outcomes; obligations
	// prove their calls (from From on) accessors.
	Normal []*Normal
	// Unrolled are the function's exact runs (unroll.go), by the number of
	// back edges they may take: level n holds the runs taking at most n,
	// for n = 0 up to MaxUnroll. Nil for a function without loops (its
	// Paths are exact). Proofs never use them; witnesses do.
	Unrolled []*Unrolling
	Model    *values.Model
	// Names are the Go expressions the SMT constants and functions of the
	// paths stand for (goname.go), by name: reports print terms through
	// them (Func.Go).
	Names map[string]string
	// Fixed are the Go types of the functions standing for values fixed
	// for a whole run (fields fixed at construction, constant package
	// variables), by name: witnesses print their values.
	Fixed map[string]types.Type
	// Constructed are the values the package's construction sites give
	// the fields fixed at construction, by the name of the function
	// standing for the field, when known (constructed.go): witnesses start
	// only from states the package can make; proofs never use them.
	Constructed map[string][]*smt.Term
	Trusted     []Trust // annotations the encoding relied on
	// Rely, in the package environment, is what every move of other
	// goroutines on the base object keeps between the function's calls:
	// an invariant every call of the package's code on it keeps (set by
	// verify, checked by obligations.EntryMoves); zero for none.
	Rely Rely
	// Races are the plain accesses of a base word accessed atomically:
	// data races, which make the function never atomic (racy.go).
	Races []Race
	// Helpers are the functional helpers the paths call, defined by their
	// bodies where they translate (fndefs.go): witnesses use the
	// definitions (proofs use only Helper.Fresh and Helper.Closed).
	Helpers []*Helper
	// AsWritten is the function walked with its functional helpers whose
	// arguments reach memory inlined (their reads of memory are then the
	// path's, at their instants, which a witness may show another
	// goroutine writing between calls), when it calls one and that walk
	// succeeds. Proofs never use it.
	AsWritten *Func

	// Objects are the shared objects the function touches, the base
	// first, when it touches more than the base (objects.go); nil when it
	// touches only the base. Product is then the collection of their
	// tuple, and every call's Method is lifted to it.
	Objects []*Object
	Product *axioms.Product

	readsMemory bool // a functional call reads memory through its arguments, and could be inlined
	// outputFuns are the functions of its calls' outputs (cboutputs.go).
	outputFuns map[string]outputFun
}

// A Rely says what the other goroutines' moves keep of a keyed
// collection's entries: none is deleted (NoDelete), or none present is
// deleted or changed (Kept).
type Rely struct {
	NoDelete, Kept bool
	// Grows: an integer word's value never decreases (obligations/grows.go).
	Grows bool
	// Within: an integer word only ever holds one of these values, of its
	// state's sort (obligations/within.go).
	Within []*smt.Term
	// Stored: every entry of a keyed collection of interface values is
	// absent or holds what Stored allows, at every instant
	// (obligations/storedvalues.go).
	Stored *Stored
}

// A Stored is what the code of some functions can leave in a keyed
// collection of interface values: nil (Nil), values of the dynamic types
// Kinds, or the constants Values (of types Kinds does not hold).
type Stored struct {
	Kinds  []types.Type
	Nil    bool
	Values []StoredValue
	// NonNil: a value of a pointer type among Kinds is never a nil
	// pointer.
	NonNil bool
}

// A StoredValue is a constant an entry may hold: the literal Lit (a term
// of every value model alike: a string, an integer, a bool) of Type,
// boxed.
type StoredValue struct {
	Type types.Type
	Lit  *smt.Term
}

// A Trust names an annotation or assumption the encoding relied on.
type Trust struct {
	What string // e.g. "//snowflake:functional compute"
	Pos  token.Pos
}

// A Path is one loop-free run through the function: its branch conditions,
// its calls on the base object in order, and its outcome.
type Path struct {
	Blocks []int       // the basic blocks, in order
	Conds  []*smt.Term // branch conditions, all of which hold on this path
	Calls  []*Call
	Locals []*smt.Term // variables introduced by this path
	Panics bool        // the path ends in a panic
	Result []*smt.Term // the returned values, or the panic value
	End    token.Pos   // the return or panic
	// Exceptional: the path runs the last iteration of one or more loops,
	// entered with the values carried around each loop left arbitrary.
	Exceptional bool
	// Allocs are the path's fresh allocations, in order.
	Allocs []*Alloc
	// Made hold of the path's new objects on this path only (a field
	// never written after construction reads what the path made the
	// object with: immcontents.go); obligations assert them under the
	// path's condition.
	Made []*smt.Term
	// Facts hold of the path's locals in every run (a fresh allocation is
	// not nil and differs from earlier ones): not branch conditions. A
	// fact (= l t) with l a local of the path defines l as t (a name for
	// a term used many times: the position of a string's iterator).
	Facts []*smt.Term
	// Loads are the path's reads of memory other than the base object and
	// its fresh objects, in order: each value is a fresh local (memory may
	// change at any time). A witness fixes memory: it pins each value by
	// its address (obligations.Scenario.Memory).
	Loads []MemRead
	// Orders are locals that stand for the order in which a range over a
	// Go map visits its entries (unrolled runs only, maprange.go): Go
	// leaves it to the run time, so any values the path's facts allow are
	// a real run, and each serial run makes its own.
	Orders []*smt.Term
	// Clocks are the path's readings of the clock, in order (clock.go):
	// obligations give the condensed run's reading at the same site and
	// occurrence the same value, and witnesses fix them.
	Clocks []ClockRead
	// Cycle, on a deep path (Unrolling.Deep), says when its run repeats
	// forever; nil when that is not known.
	Cycle *Cycle
	// Events are the path's effects on channels, in order (chans.go): part
	// of its outcome. ChanReads are what its channel operations observed,
	// free locals that obligations identify between runs.
	Events    []*ChanEvent
	ChanReads []*ChanRead
	// Of, for an unrolled path (Func.Unrolled), is the index in Func.Paths
	// of the path that runs its last iterations (its earlier iterations
	// folded away), or -1; Back is the number of back edges it takes.
	// Both 0 and unused on Func.Paths.
	Of, Back int
}

// A Cycle says when a deep path's run never ends: the loop iteration it
// is about to repeat had no effect but its calls (Calls[From:]), so when
// Same holds (each value the loop carries is back to what it was at the
// iteration's start) and those calls left the collection's state as they
// found it, the next iteration is this one again, and so on forever. A
// serial run (no other goroutine) taking it returns nothing.
type Cycle struct {
	From int
	Same *smt.Term
}

// A MemRead is one read of memory: the address read and the value it gave.
type MemRead struct {
	Addr, Value *smt.Term
	// Calls is the number of collection calls the path made before it.
	Calls int
	// What was read, for witnesses to print: a package variable (Global,
	// its name), or through Via (of Go type ViaType) the pointee (*Via),
	// field Field of the pointee, or element Index; Type is the value's.
	Global  string
	Via     *smt.Term
	ViaType types.Type
	Field   string
	Index   *smt.Term
	Type    types.Type
}

// An Unrolling is one level of a function's exact runs. Each loop is
// entered with the values its header's phis take on the entry edge, and
// every later iteration with the values the previous one carried: unlike
// the exceptional paths, whose loop-carried values are arbitrary, these
// are runs an executable model can replay. Paths are the runs that take at
// most Back back edges (in all loops); Deep the prefixes of the runs about
// to take one more (no outcome). Every run of the function is one of
// Paths or extends one of Deep; Deep is empty when Paths hold every run.
type Unrolling struct {
	Back  int
	Paths []*Path
	Deep  []*Path
}

// An Alloc is one fresh allocation of a path: its site, the pointer (or
// slice, map, channel) it yields, and its contents when known: the value
// stored in the object before it was published (for make, the sizes).
type Alloc struct {
	Site ssa.Value
	// Occurrence counts the earlier allocations of the same site on the
	// path (an inlined helper may run one site twice): obligations identify
	// only the same occurrence of the same site.
	Occurrence int
	Ptr        *smt.Term
	Contents   []*smt.Term
	Known      bool
	// Fresh marks a functional helper's result that is a new object on
	// every run (its body shows it, fndefs.go), as an allocation is.
	Fresh bool
}

// MayBeZeroSize reports whether values of t may have size zero (a type
// parameter's size depends on the instantiation): Go may give all new
// objects of such a type one address.
func MayBeZeroSize(t types.Type) bool {
	if _, ok := t.(*types.TypeParam); ok {
		return true
	}
	return types.SizesFor("gc", "amd64").Sizeof(t) == 0
}

// NewObject reports whether a is a new object on every run (an
// allocation, or a helper's result that is one) of a type whose objects
// have distinct addresses.
func (a *Alloc) NewObject() bool {
	if _, isCall := a.Site.(*ssa.Call); isCall && !a.Fresh {
		return false
	}
	p, ok := a.Site.Type().Underlying().(*types.Pointer)
	return ok && !MayBeZeroSize(p.Elem())
}

// Terms returns the path's conditions, call arguments and results: every
// term the path's behaviour depends on.
func (p *Path) Terms() []*smt.Term {
	ts := append(append([]*smt.Term(nil), p.Conds...), p.Result...)
	for _, c := range p.Calls {
		ts = append(ts, c.Args...)
		for _, f := range c.Funcs {
			ts = append(ts, f.Captured...)
		}
	}
	for _, e := range p.Events {
		for _, t := range []*smt.Term{e.Ch, e.Value, e.OK} {
			if t != nil {
				ts = append(ts, t)
			}
		}
	}
	return ts
}

// A Normal path is a repeating iteration of a loop: from the function's
// entry to a back edge. Its calls Calls[From:] belong to the iteration.
type Normal struct {
	Path
	From int       // index of the iteration's first call
	Loop token.Pos // the loop
}

// A Call is one call on the base object.
type Call struct {
	Method *axioms.Method
	Args   []*smt.Term // arguments, receiver and callbacks excluded
	// Funcs are the callbacks passed to the call (xsync's Compute), in order.
	Funcs []*axioms.Func
	// Results are the placeholders of the call's results (locals of the path).
	Results []*smt.Term
	// Panicked: the path takes the call's panicking exit (the last call
	// but the deferred calls on the base object, which run while panicking).
	Panicked bool
	// PanicValue is the placeholder of the panic's value when Panicked.
	PanicValue *smt.Term
	Pos        token.Pos
	// Outputs are the contents, after the call, of the function's
	// variables its callbacks write (cboutputs.go).
	Outputs []CallOutput
	// Object is the index in Func.Objects of the object called (0, the
	// base, when the function touches only the base); Ref, for a member
	// of a family, is the pointer that tells it apart (also the first of
	// Args once lifted).
	Object int
	Ref    *smt.Term
	// Plain is set on a plain read (Load) or write (Store) of a base word
	// accessed atomically: the word as Go prints it, `m.value` (racy.go).
	Plain string
}

// A Refusal says why a function is outside the verified fragment.
type Refusal struct {
	Pos     token.Pos
	Message string
	// NotAtomic marks refusals that mean "never atomic" (such as Range)
	// rather than "outside the fragment".
	NotAtomic bool
	// Budget marks refusals of a function whose walk ran out of a budget
	// (MaxPaths) rather than one outside the fragment: unproven, not
	// unsupported, as every budget that runs out.
	Budget bool
	// Delegate is set when the refused call is one on the base object to a
	// method that is no instant of its collection, and the function does
	// nothing else: its witness is the call's own (witness.FindSplit).
	Delegate *Delegation
	// AsWritten is set when the refusal is a call of a helper whose
	// functional annotation does not hold, or of a method that is no
	// instant of its collection but has a sequential behaviour (a
	// Counter's Value): the function walked again with such helpers
	// inlined as unannotated ones and such calls taking effect at one
	// instant (a run the library allows: no one acts during the call),
	// when that walk succeeds. Proofs never use it; a confirmed witness of
	// it is an interleaving of the code as written. For a generic method
	// refused for what depends on the instantiation, it is the method at
	// one valid instantiation (Instantiation).
	AsWritten *Func
	// Outcome is set when the refused call is the function's one call on
	// its base object, to a method that is no instant but says how the
	// library runs it (axioms.Split), and the function does more than the
	// call (no Delegate): the function walked with that call's results
	// free, when that walk succeeds (splitfree.go). Proofs never use it;
	// the witness stage asks whether the function's outcome tells the
	// call's own interleavings from its serial runs.
	Outcome *Func

	// Instantiation is set when AsWritten is the refused generic method
	// instantiated (instantiate.go): how, "K = any, N = int".
	Instantiation string

	rerun      bool // AsWritten is worth walking
	freeSplit  bool // Outcome is worth walking
	typeParams bool // refused for what depends on the instantiation
	assigns    bool // an assignment of the base object (resets.go)
}

func (r *Refusal) Error() string { return r.Message }
