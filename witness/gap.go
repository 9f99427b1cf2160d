// This file defines the other goroutine's calls between two client calls,
// the client's outcome, the replay on the executable model, and the check
// that a path's terms are fixed by the witness.

package witness

import (
	"fmt"
	"go/types"
	"math/big"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// gap adds the other goroutine's calls between client calls k and k+1:
// the changes, then (b.observe) a read of every key; a single-value
// collection is also read before the changes, when they change it (the
// state the client left shows).
func (b *builder) gap(k int) error {
	if !b.observe || b.keyed {
		if err := b.changes(k); err != nil {
			return err
		}
		if b.observe {
			b.observeAll()
		}
		return nil
	}
	post, err := b.get(obligations.ProbePost(k, obligations.ProbeWhole))
	if err != nil {
		return err
	}
	pre, err := b.get(obligations.ProbePre(k+1, obligations.ProbeWhole))
	if err != nil {
		return err
	}
	if post.String() != pre.String() {
		b.observeState(post)
	}
	if err := b.changes(k); err != nil {
		return err
	}
	b.observeState(pre)
	return nil
}

// observeLast adds the other goroutine's reads of the state client call k,
// the last, left: the client of a pending witness still runs after it.
func (b *builder) observeLast(k int) error {
	if b.keyed {
		if err := b.curAfter(k); err != nil {
			return err
		}
		b.observeAll()
		return nil
	}
	post, err := b.get(obligations.ProbePost(k, obligations.ProbeWhole))
	if err != nil {
		return err
	}
	b.observeState(post)
	return nil
}

// reader is the collection's read of a key or of its value, if any. A
// read that is no instant (a Counter's Value) reads at one instant here:
// nothing else runs during it.
func (b *builder) reader() *axioms.Method {
	for _, name := range []string{"Load", "Get", "Value"} {
		if m, ok := b.coll.Method(name); ok && m.Apply != nil && !m.MayMutate && m.Choices == 0 && m.Results > 0 {
			return m
		}
	}
	return nil
}

// observeState adds the other goroutine's read of a single-value
// collection holding state.
func (b *builder) observeState(state *smt.Term) {
	if load := b.reader(); load != nil {
		b.addEnv(nil, nil, "", obligations.EnvCall{Method: load, Seen: []*smt.Term{b.d.literal(state, b.coll.StateSort(b.f.Model))}})
	}
}

// observeAll adds the other goroutine's reads of every key after its
// changes between two client calls (a keyed collection): every serial
// order must reproduce what they return.
func (b *builder) observeAll() {
	load := b.reader()
	if load == nil {
		return
	}
	done := map[string]bool{}
	for j := range b.keys {
		if !done[b.keys[j].Key] {
			done[b.keys[j].Key] = true
			b.addEnv([]axioms.Value{b.keys[j]}, nil, "", obligations.EnvCall{Method: load, Args: []*smt.Term{b.sc.Keys[j]}, Seen: b.seen(nil)})
		}
	}
}

// curAfter sets b.cur, the entries at every key as the other goroutine's
// calls see them, to call k's post-state.
func (b *builder) curAfter(k int) error {
	b.cur = nil
	for j := range b.keys {
		post, err := b.get(obligations.ProbePost(k, j))
		if err != nil {
			return err
		}
		b.cur = append(b.cur, b.d.literal(post, b.coll.(axioms.Keyed).EntrySort()))
	}
	return nil
}

// changes adds the other goroutine's calls that take the state from call
// k's post-state to call k+1's pre-state.
func (b *builder) changes(k int) error {
	if !b.keyed {
		return b.gapAt(k, obligations.ProbeWhole, nil, axioms.Value{})
	}
	if err := b.curAfter(k); err != nil {
		return err
	}
	done := map[string]bool{}
	for j := range b.keys {
		if done[b.keys[j].Key] { // two key terms with one value: one key
			continue
		}
		done[b.keys[j].Key] = true
		if err := b.gapAt(k, j, b.sc.Keys[j], b.keys[j]); err != nil {
			return err
		}
	}
	return nil
}

// observing returns the method that makes the change name makes (Store,
// Delete) and also returns what it replaced (Swap, LoadAndDelete, Pop),
// if the collection has one: every serial order must then reproduce what
// the other goroutine saw, so fewer orders explain the interleaving.
func (b *builder) observing(name string) (*axioms.Method, bool) {
	switch b.coll.(type) {
	case axioms.SyncMap, *axioms.Atomic, *axioms.TypedMap: // signatures known
	default:
		return nil, false
	}
	alts := map[string][]string{
		"Store":  {"Swap", "LoadAndStore"},
		"Set":    {"LoadAndStore"},
		"Delete": {"LoadAndDelete", "Pop"},
		"Remove": {"Pop"},
	}[name]
	for _, alt := range alts {
		m, ok := b.coll.Method(alt)
		if ok && m.NotAtomic == "" && m.Apply != nil && m.Choices == 0 && m.Results > 0 && m.MayMutate {
			return m, true
		}
	}
	return nil, false
}

func (b *builder) gapAt(k, j int, keyLit *smt.Term, key axioms.Value) error {
	post, err := b.get(obligations.ProbePost(k, j))
	if err != nil {
		return err
	}
	pre, err := b.get(obligations.ProbePre(k+1, j))
	if err != nil {
		return err
	}
	if post.String() == pre.String() {
		return nil
	}
	store, del, fill := "Store", "Delete", "LoadOrStore"
	if n, ok := b.coll.(axioms.EnvNames); ok {
		store, del, fill = n.EnvNames()
	}
	method, args, lits := store, []axioms.Value{}, []*smt.Term{}
	var results []*smt.Term
	var shown []string
	if b.keyed {
		val, present := b.d.entry(pre)
		args, lits = append(args, key), append(lits, keyLit)
		if present {
			valLit := b.d.literal(pre.Args[0], smt.Named("Any"))
			args, lits = append(args, val), append(lits, valLit)
			if _, wasPresent := b.d.entry(post); !wasPresent {
				// Filling an absent key: LoadOrStore does what Store does
				// and also observes the absence, which every serial
				// order must then reproduce (so does SetIfAbsent).
				method, results, shown = fill, []*smt.Term{valLit, smt.False}, []string{val.Go, "false"}
				if fill == "SetIfAbsent" {
					results, shown = []*smt.Term{smt.True}, []string{"true"}
				}
			}
		} else {
			method = del
		}
	} else if a, ok := b.coll.(*axioms.Atomic); ok && a.OnlyAdds() {
		// A counter changes only by Add: add the difference.
		delta, lit, err := b.difference(post, pre, a)
		if err != nil {
			return err
		}
		method, args, lits = "Add", append(args, delta), append(lits, lit)
	} else {
		args = append(args, b.whole(pre))
		lits = append(lits, b.d.literal(pre, b.coll.StateSort(b.f.Model)))
	}
	m, ok := b.coll.Method(method)
	solved := false
	if !ok {
		// No method sets the state: any mutator whose axioms make the change.
		if b.keyed {
			entry := b.coll.(axioms.Keyed).EntrySort()
			m, args, lits, err = b.envAtKey(keyLit, b.d.literal(post, entry), b.d.literal(pre, entry))
		} else {
			m, args, lits, err = b.envBySolving(b.d.literal(post, b.coll.StateSort(b.f.Model)), lits[0])
		}
		if err != nil {
			return err
		}
		method, ok, solved, results, shown = m.Name, true, true, nil, nil
	}
	if !ok {
		return fmt.Errorf("%s has no %s", b.coll.Name(), method)
	}
	call := obligations.EnvCall{Method: m, Args: lits, Results: results}
	if solved && m.Results > 0 {
		call.Seen = b.seen(post) // what it returns, every serial order must reproduce
	} else if results == nil {
		if obs, ok := b.observing(method); ok {
			call.Method, call.Seen = obs, b.seen(post)
		}
	}
	b.addEnv(args, shown, "", call)
	if b.keyed { // the entries at key j (and the keys equal to it) change
		for j2 := range b.keys {
			if b.keys[j2].Key == key.Key {
				b.cur[j2] = b.d.literal(pre, b.coll.(axioms.Keyed).EntrySort())
			}
		}
	}
	return nil
}

// addEnv records a call of the other goroutine: its step (results shown,
// or filled in by the replay when the call observes), and its call for the
// serial-order checks.
func (b *builder) addEnv(args []axioms.Value, shown []string, note string, call obligations.EnvCall) {
	st := Step{Thread: "other", Call: call.Method.Name, Result: shown, Note: note}
	for i, a := range args {
		if call.Method.Clock && i == len(args)-1 { // its reading of the clock (specclock.go)
			st.Note = "at " + b.clockShown(a)
			break
		}
		st.Args = append(st.Args, a.Go)
	}
	b.w.Steps = append(b.w.Steps, st)
	b.envSteps = append(b.envSteps, st)
	b.steps = append(b.steps, replayStep{step: &b.w.Steps[len(b.w.Steps)-1], method: call.Method.Name, args: args, observe: call.Seen != nil, index: len(b.w.Steps) - 1})
	b.sc.Env = append(b.sc.Env, call)
}

// seen returns the state the other goroutine's next call starts from: the
// entries at every key (keyed), else the whole state post.
func (b *builder) seen(post *smt.Term) []*smt.Term {
	if b.keyed {
		return append([]*smt.Term(nil), b.cur...)
	}
	return []*smt.Term{b.d.literal(post, b.coll.StateSort(b.f.Model))}
}

// outcome reads the client's result and the final state.
func (b *builder) outcome() error {
	for i, r := range b.p.Result {
		v, err := b.get(obligations.ProbeResult(i))
		if err != nil {
			return err
		}
		var val axioms.Value
		if b.p.Panics {
			val = b.d.iface(v)
		} else {
			t := b.f.Fn.Signature.Results().At(i).Type()
			val = b.d.value(v, t)
			if name, ok := b.newObject(r, t, val); ok { // an error the path made (newvalues.go)
				val.Go = name
			}
		}
		b.w.Result = append(b.w.Result, val.Go)
		b.sc.Result = append(b.sc.Result, b.d.literal(v, r.Sort))
	}
	b.w.Panics = b.p.Panics
	if err := b.events(); err != nil { // channel events (chans.go)
		return err
	}
	if b.sc.PanicValues = obligations.PathPanics(b.f, b.p); b.sc.PanicValues != nil {
		b.sc.Panic = b.panicValue()
		var texts []string
		for _, v := range b.sc.PanicValues {
			_, msg := obligations.PanicKind(v)
			if b.sc.Panic != nil {
				v = b.sc.Panic
			}
			texts = append(texts, panicText(msg+b.panicType(v), v))
		}
		b.w.Result = []string{strings.Join(texts, " or ")}
	}
	return b.final()
}

// final reads the state after the last call, at every key the path uses.
func (b *builder) final() error {
	if b.f.Product != nil {
		return nil // the tuple's state: objects.go
	}
	last := len(b.p.Calls) - 1
	if !b.keyed {
		v, err := b.get(obligations.ProbePost(last, obligations.ProbeWhole))
		if err != nil {
			return err
		}
		b.sc.Final = []*smt.Term{b.d.literal(v, b.coll.StateSort(b.f.Model))}
		return nil
	}
	for j := range b.keys {
		v, err := b.get(obligations.ProbePost(last, j))
		if err != nil {
			return err
		}
		b.sc.Final = append(b.sc.Final, b.d.literal(v, b.coll.(axioms.Keyed).EntrySort()))
	}
	return nil
}

// panicValue is the run-time panic the path (or its last call) ends in
// with its operands as values (obligations.Scenario.Panic), or nil when it
// chooses between panics.
func (b *builder) panicValue() *smt.Term {
	ops := obligations.PanicOperands(b.f, b.p)
	if len(b.sc.PanicValues) != 1 || len(ops) == 0 {
		return nil
	}
	v := b.sc.PanicValues[0]
	lits := make([]*smt.Term, len(ops))
	for j, a := range ops {
		x, err := b.get(obligations.ProbePanicArg(j))
		if err != nil {
			return nil
		}
		lits[j] = b.d.literal(x, a.Sort)
	}
	return smt.Apply(v.Op, v.Sort, lits...)
}

// panicType names the type a hash or comparison panic's message names
// (" []int"), when t's operand is the number of a type the value model
// boxes, else "".
func (b *builder) panicType(t *smt.Term) string {
	kind, _ := obligations.PanicKind(t)
	if kind != "unhashable" && kind != "uncomparable" || len(t.Args) != 1 {
		return ""
	}
	n, ok := smt.IntValue(t.Args[0])
	if !ok {
		return ""
	}
	typ, ok := b.f.Model.BoxOfType(n)
	if !ok {
		return ""
	}
	return " " + types.TypeString(typ, func(p *types.Package) string { return p.Name() })
}

// panicText is the message of a run-time panic whose value is t: its
// kind's message, with the types of a failed type assertion (a summary:
// Go's message also names the dynamic type), or an array's index out of
// range as Go prints it when t's operands are values.
func panicText(msg string, t *smt.Term) string {
	if operand, asserted, ok := obligations.TypeAssertTypes(t); ok {
		msg += fmt.Sprintf(": %s is not %s", operand, asserted)
	}
	if idx, n, ok := obligations.ArrayIndexOperands(t); ok {
		i, ok1 := bvBits(idx.Op)
		l, ok2 := bvBits(n.Op)
		if ok1 && ok2 && i.BitLen() < idx.Sort.Width {
			msg += fmt.Sprintf(" [%s] with length %s", i, l) // as Go prints an index that is not negative
		}
	}
	return strconv.Quote(msg)
}

// newExec returns the collection's executable model, with the zero value
// the proof model gives absent keys.
func (b *builder) newExec() (axioms.Exec, error) {
	ex, err := axioms.NewExec(b.coll)
	if err != nil {
		return nil, err
	}
	if z, ok := ex.(interface{ SetZero(axioms.Value) }); ok {
		zv, err := b.get(obligations.ProbeZero)
		if err != nil {
			return nil, err
		}
		z.SetZero(b.d.iface(zv))
	}
	return ex, nil
}

// sameState checks that ex holds the proof model's state at the probes
// probe names (per key, or ProbeWhole), so that the run the replay
// follows is the one the serial-order checks, built from those probes,
// judge.
func (b *builder) sameState(ex axioms.Exec, probe func(j int) string, when string) error {
	want, err := b.stateAt(probe)
	if err != nil {
		return err
	}
	if got, w := ex.Show(), want.Show(); got != w {
		return fmt.Errorf("%s the state is %s on the executable model, %s in the proof model", when, got, w)
	}
	return nil
}

// stateAt returns an executable model holding the proof model's state at
// the probes probe names (per key, or ProbeWhole).
func (b *builder) stateAt(probe func(j int) string) (axioms.Exec, error) {
	ex, err := b.newExec()
	if err != nil {
		return nil, err
	}
	if !b.keyed {
		v, err := b.get(probe(obligations.ProbeWhole))
		if err != nil {
			return nil, err
		}
		ex.Set(nil, b.whole(v), true)
		return ex, nil
	}
	for j := range b.keys {
		e, err := b.get(probe(j))
		if err != nil {
			return nil, err
		}
		val, present := b.d.entry(e)
		ex.Set(&b.keys[j], val, present)
	}
	return ex, nil
}

// replay runs the steps on the executable model: every client call must
// return what the model of the obligation says it returned, and the state
// before and after each client call must be the proof model's.
func (b *builder) replay() error {
	ex, err := b.newExec()
	if err != nil {
		return err
	}
	if b.keyed {
		for j := range b.keys {
			ex.Set(&b.keys[j], b.init[j], b.present[j])
		}
	} else {
		ex.Set(nil, b.init[0], true)
	}
	k := -1 // the client call last run
	for _, rs := range b.steps {
		if rs.client {
			k++
			if err := b.sameState(ex, func(j int) string { return obligations.ProbePre(k, j) }, fmt.Sprintf("before call %d (%s)", k, rs.method)); err != nil {
				return err
			}
		}
		got, panics, err := b.exec(ex, rs)
		if err != nil {
			return err
		}
		if !rs.client {
			// The other goroutine's call must be one it can make: one that
			// panics (atomic.Value.Store(nil)) changes nothing, so the
			// interleaving would not be the one the obligation's model shows.
			if panics {
				return fmt.Errorf("the other goroutine's %s panics on the executable model", rs.method)
			}
			if rs.observe { // rs.step may be stale: the steps grew after it
				for _, v := range got {
					b.w.Steps[rs.index].Result = append(b.w.Steps[rs.index].Result, v.Go)
				}
			}
			continue
		}
		if panics != rs.step.Panics {
			return fmt.Errorf("%s panics on the executable model: %v, in the proof model: %v", rs.method, panics, rs.step.Panics)
		}
		for i := range rs.results {
			if i >= len(got) || got[i].Key != rs.results[i].Key {
				return fmt.Errorf("%s returns %v on the executable model, %s in the proof model", rs.method, shown(got), rs.results[i].Go)
			}
		}
		if err := b.sameState(ex, func(j int) string { return obligations.ProbePost(k, j) }, fmt.Sprintf("after call %d (%s)", k, rs.method)); err != nil {
			return err
		}
	}
	b.w.Final = ex.Show()
	return nil
}

func shown(vs []axioms.Value) string {
	var s []string
	for _, v := range vs {
		s = append(s, v.Go)
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// inexactPath says what a path depends on that the witness does not fix:
// values read from memory (but those in read, which it fixes by address),
// results of functional helpers, operations
// modeled by uninterpreted functions (but listed standard-library
// functions in a grounded model: stdeval.go). "" if nothing.
func inexactPath(f *paths.Func, p *paths.Path, grounded bool, read map[string]bool) string {
	return inexactWith(f, p, grounded, read, nil)
}

// inexactMembers is inexactPath for the client's path of a search over
// several objects, whose models keep the addresses of its members apart as
// Go does (obligations.DistinctAddresses): those addresses are exact.
func inexactMembers(f *paths.Func, p *paths.Path, grounded bool, read map[string]bool) string {
	addrs := map[string]bool{}
	for _, a := range obligations.MemberAddresses(f, p) {
		addrs[a.String()] = true
	}
	return inexactWith(f, p, grounded, read, addrs)
}

// inexactWith is inexactPath taking the address terms in addrs as exact.
func inexactWith(f *paths.Func, p *paths.Path, grounded bool, read, addrs map[string]bool) string {
	if why := inexactCallbacks(p); why != "" {
		return why
	}
	fixed := map[string]bool{}
	for v := range read { // memory the witness fixes (Scenario.Memory)
		fixed[v] = true
	}
	for _, c := range obligations.InterferenceChoices(p) { // none: the search asks so
		fixed[c.Op] = true
	}
	for _, o := range p.Orders { // the run's own order of a map's entries
		fixed[o.Op] = true
	}
	fixChanReads(p, fixed) // chans.go
	// At the instantiation with any (assumed by the search and by every
	// serial order), a type parameter's type test is "not nil": its
	// unknown predicate (has!) is masked.
	atAny, ok := obligations.AtAny(f)
	generic := ok && atAny != nil
	if generic {
		smt.Walk([]*smt.Term{atAny}, func(t *smt.Term) {
			if t.Kind == smt.Var {
				fixed[t.Op] = true
			}
		})
	}
	for _, in := range f.Inputs {
		fixed[in.Op] = true
	}
	for _, c := range p.Calls {
		for _, r := range c.Results {
			fixed[r.Op] = true
		}
		if c.PanicValue != nil {
			fixed[c.PanicValue.Op] = true
		}
	}
	for _, a := range p.Allocs { // a fresh object may have any new address
		if a.Ptr.Kind == smt.Var && a.Site != nil {
			if _, isCall := a.Site.(*ssa.Call); !isCall || a.Fresh {
				fixed[a.Ptr.Op] = true
			}
		}
	}
	// Uninterpreted functions the witness fixes: choices it rules out,
	// helpers defined by their bodies (callbacks.go), and, in a grounded
	// model, std functions and helpers defined up to a bound (helpers.go).
	defined := definedOps(f, grounded)
	if grounded {
		for name, a := range boundedHelpers(f) {
			defined[name] = a
		}
	}
	fixedOp := func(op string) bool {
		name := strings.Trim(op, "|")
		return exactOp(op) || obligations.IsOpaqueChoice(op) || defined[name].def != nil ||
			grounded && groundedOp(op) || generic && strings.HasPrefix(name, "has!")
	}
	inexact := func(ts ...*smt.Term) string {
		why := ""
		smt.Walk(ts, func(t *smt.Term) {
			switch {
			case why != "":
			case t.Kind == smt.Var && !fixed[t.Op] && !(strings.Contains(t.Op, "!") && exactOp(t.Op)) && !obligations.IsOpaqueChoice(t.Op):
				why = "a value read from memory or chosen freely (" + f.Go(t) + ")"
			case t.Kind == smt.App && !fixedOp(t.Op) && !(len(addrs) > 0 && addrs[t.String()]):
				why = "an operation the verifier does not model exactly (" + f.Go(t) + ")"
			}
		})
		return why
	}
	// A local the path defines (paths.Path.Facts) is fixed with its
	// definition; definitions come in the order of the path.
	for _, fact := range p.Facts {
		if fact.Kind == smt.App && fact.Op == "=" && fact.Args[0].Kind == smt.Var && !fixed[fact.Args[0].Op] && inexact(fact.Args[1]) == "" {
			fixed[fact.Args[0].Op] = true
		}
	}
	return inexact(p.Terms()...)
}

// exactOp reports whether an operator is Go's semantics exactly: the
// theories' own operators, and the value model's constructors, selectors
// and definitions; or a constant any run may have (a field fixed at
// construction); not an uninterpreted function standing for unknown code.
func exactOp(op string) bool {
	name := strings.Trim(op, "|")
	if !strings.Contains(name, "!") {
		return true // theory operators and goeq, typeof, ... definitions
	}
	for _, p := range append([]string{"box!", "unbox!", "mk!", "sel!", "panic!", "(_ is ", "nil!", "implements!", "funcid!"}, obligations.PinPrefixes...) { // funcid: which function a value is (paths/funccall.go)
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// difference is the Add that takes a single integer from post to pre.
func (b *builder) difference(post, pre *smt.Term, a *axioms.Atomic) (axioms.Value, *smt.Term, error) {
	from, to := b.d.value(post, a.ValueType()), b.d.value(pre, a.ValueType())
	if from.Int == nil || to.Int == nil {
		return axioms.Value{}, nil, fmt.Errorf("%s: the values are not integers", a.Name())
	}
	d := new(big.Int).Sub(to.Int, from.Int)
	v := axioms.IntValue(d, from.Width, from.Type)
	return v, smt.BVLit(v.Int.Uint64(), from.Width), nil
}
