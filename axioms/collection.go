// This file defines Collection, Method and Effect, and the lookup of
// supported collections.

package axioms

import (
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A Collection is the theory of one concurrent collection type.
type Collection interface {
	// Name is the collection's Go name, e.g. "sync.Map".
	Name() string
	// StateSort is the sort of the abstract state.
	StateSort(v *values.Model) smt.Sort
	// Declare adds the state's sorts and helper definitions to s, after
	// the value model's own declarations.
	Declare(s *smt.Script)
	// Method returns the named method's axioms.
	Method(name string) (*Method, bool)
	// Methods lists the methods in a fixed order.
	Methods() []*Method
	// Assumptions lists what the theory trusts, one line each.
	Assumptions() []string
}

// A Method is the sequential specification of one collection method.
type Method struct {
	Name string
	// Sig is the Go signature, for documentation.
	Sig string
	// Doc states the axiom in words.
	Doc string
	// MayMutate is false for methods that never change the state
	// (accessors); the condensation point heuristic prefers mutators.
	MayMutate bool
	// NotAtomic, when set, says why a function calling this method is never
	// proven atomic (Range is not a snapshot).
	NotAtomic string
	// Split, for some NotAtomic methods, says how a call may run in two
	// halves around other goroutines' calls (split.go): witnesses only.
	Split *Split
	// Apply gives the call's effect on pre with the given arguments.
	Apply func(v *values.Model, pre *smt.Term, args []*smt.Term) Effect
	// ApplyFuncs, for methods taking callbacks, replaces Apply: args are
	// the arguments that are not functions, fns the callbacks, in order.
	ApplyFuncs func(v *values.Model, pre *smt.Term, args []*smt.Term, fns []*Func) Effect
	// Results is the number of results.
	Results int
	// PanicsOnUncomparable: the method panics only when an interface
	// argument (a key, or a value it compares) holds an uncomparable value.
	PanicsOnUncomparable bool
	// Choices is the number of fresh Boolean choices the call makes (its
	// behaviour is not a function of state and arguments): the paths stage
	// appends that many fresh variables to the call's arguments.
	Choices int
	// HiddenState: the Choices stand for library state the abstract state
	// leaves out (xsync v3's bucket layout), fixed at the call's instant:
	// two calls at one instant, from one state, with the same arguments
	// choose alike. Not so for choices that stand for interference inside
	// the call (atomic.Value's spurious CompareAndSwap failure).
	HiddenState bool
	// Boxed: the axioms speak of interface values (sort values.AnySort)
	// while the Go method takes and returns typed values (xsync.MapOf[K,
	// V]): the paths stage boxes every argument of a non-interface type
	// into an interface (values.Model.Box) and unboxes every result the
	// axioms give as an interface to the Go result's type.
	Boxed bool
	// Lifted is set on a method of a Product: the part's own method and
	// which part it acts on (product.go).
	Lifted *Lifted
	// Clock: the method reads the clock (a user spec's //snowflake:clock):
	// Apply and the executable model take, after the Go arguments (and
	// the Choices), the call's reading as Unix nanoseconds (an int64),
	// which the paths stage supplies per call as a reading of the clock
	// rule (paths/specclock.go).
	Clock bool
}

// MethodNamed returns the method of ms named name.
func MethodNamed(ms []*Method, name string) (*Method, bool) {
	for _, m := range ms {
		if m.Name == name {
			return m, true
		}
	}
	return nil, false
}

// An Effect is what one call does, sequentially, from a pre-state.
type Effect struct {
	Post       *smt.Term   // the post-state
	Results    []*smt.Term // the call's results
	Panics     *smt.Term   // the condition under which the call panics
	PanicValue *smt.Term   // the panic's value (sort values.AnySort)
}

// Lookup returns the collection whose type is t (or *t), if supported.
func Lookup(t types.Type) (Collection, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if isSyncMap(t) {
		return SyncMap{}, true
	}
	if c, ok := lookupTypedMap(t); ok {
		return c, true
	}
	if c, ok := lookupCounter(t); ok {
		return c, true
	}
	return lookupAtomic(t)
}

// LookupBase is Lookup for a declared base (//snowflake:base): a variable
// of plain integer or unsafe.Pointer type, used through sync/atomic's
// functions, is a collection too. It is never a pointer to one.
func LookupBase(t types.Type) (Collection, bool) {
	if c, ok := Lookup(t); ok {
		return c, true
	}
	return lookupPlainAtomic(t)
}

// All returns the supported collections, sorted by name (each generic
// collection once, at an example instantiation).
func All() []Collection {
	cs := []Collection{SyncMap{}}
	for _, name := range []string{"Bool", "Int32", "Int64", "Uint32", "Uint64", "Uintptr", "Value"} {
		c, _ := lookupAtomic(types.NewNamed(types.NewTypeName(0, atomicPkg, name, nil), types.NewStruct(nil, nil), nil))
		cs = append(cs, c)
	}
	cs = append(cs, &Atomic{name: "atomic.Pointer[T]", typ: types.NewPointer(types.NewStruct(nil, nil)), kind: atomicPtr})
	cs = append(cs, typedMapExamples()...)
	cs = append(cs, xsyncCounter())
	plain, _ := lookupPlainAtomic(types.Typ[types.Int64])
	plain.(*Atomic).name = "plain integers via sync/atomic functions"
	cs = append(cs, plain)
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name() < cs[j].Name() })
	return cs
}

var atomicPkg = types.NewPackage("sync/atomic", "atomic")

// Executable is implemented by collections that carry their own executable
// model (NewExec uses it).
type Executable interface {
	NewExec() (Exec, error)
}

// Zeroed is implemented by keyed collections whose lookups of an absent key
// return the zero value of the value type rather than nil: Zero is that
// value as an interface (sort values.AnySort). Witnesses decode it to seed
// the executable model (Exec.SetZero).
type Zeroed interface {
	Zero(v *values.Model) *smt.Term
}

// Keyed is implemented by collections whose state maps keys to entries:
// Entry returns the entry of key in state; a call's key is its first
// argument (a call without arguments, like Clear, has none).
type Keyed interface {
	Entry(state, key *smt.Term) *smt.Term
	EntrySort() smt.Sort
	// Put returns state with key's entry set to entry.
	Put(state, key, entry *smt.Term) *smt.Term
}

// Kind classifies method m of c for `snowflake axioms`: "accessor" (never
// changes the state), "conditional" (changes it or not, by the state, the
// arguments, a choice or a callback: LoadOrStore, CompareAndSwap,
// Compute), "mutator", or "never atomic". A post-state with a choice (an
// ite) in it is conditional.
func Kind(c Collection, m *Method) string {
	switch {
	case m.NotAtomic != "":
		return "never atomic"
	case !m.MayMutate:
		return "accessor"
	case m.Choices > 0 || m.ApplyFuncs != nil:
		return "conditional"
	}
	v := values.New(types.SizesFor("gc", "amd64"))
	state := c.StateSort(v)
	arg := state // a single-value collection's arguments are values
	if _, keyed := c.(Keyed); keyed {
		arg = values.AnySort
	}
	var args []*smt.Term
	for i := 0; i < 3; i++ {
		args = append(args, smt.Const("a"+strconv.Itoa(i), arg))
	}
	conditional := false
	eff := m.Apply(v, smt.Const("s", state), args)
	smt.Walk([]*smt.Term{eff.Post}, func(t *smt.Term) { conditional = conditional || t.Op == "ite" })
	if conditional {
		return "conditional"
	}
	return "mutator"
}

// NameMatches reports whether name designates c: its full name, or the
// name before its type parameters ("xsync.Map" for "xsync.Map[K, V]").
func NameMatches(c Collection, name string) bool {
	full := c.Name()
	if i := strings.Index(full, "["); i > 0 && full[:i] == name {
		return true
	}
	return full == name
}

// ParamTyped is implemented by collections that know the Go types of
// their methods' parameters (user spec collections): the witness's other
// goroutine may then make any of their mutating calls, with arguments the
// solver finds (witness/envsolve.go), when the collection has no method
// that sets its state directly.
type ParamTyped interface {
	ParamTypes(method string) ([]types.Type, bool)
}
