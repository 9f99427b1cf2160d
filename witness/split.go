// This file finds the witnesses of functions that delegate to a library
// method which is no instant of its collection (paths.Delegation,
// axioms.Split): the interleaving is inside the call. The call runs in two
// halves on a concrete state of two units (two keys in different shards,
// buckets or stripes; a Counter's two stripes), another goroutine's calls
// between them; the witness is confirmed when the call's outcome (its
// result, the callback's calls, the final state) differs from that of the
// atomic call at every position among the other goroutine's calls.

package witness

import (
	"fmt"
	"go/token"
	"go/types"
	"math/big"
	"sort"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// cell is one unit's state: a key's entry, or a stripe's count.
type cell struct {
	present bool
	val     axioms.Value
	n       int64
}

// units is the state the split call sees: unit 0 is handled first.
type units [2]cell

// envOp is one call of the other goroutine, acting on one unit.
type envOp struct {
	unit  int
	del   bool  // maps: removes the key (else stores val)
	delta int64 // counters: the amount added
	val   axioms.Value
	step  Step
}

func (o envOp) apply(u *units) {
	c := &u[o.unit]
	switch {
	case o.delta != 0:
		c.n += o.delta
	case o.del:
		c.present, c.val = false, axioms.Value{}
	default:
		c.present, c.val = true, o.val
	}
}

// splitter searches the interleavings of one delegating function.
type splitter struct {
	fn      *ssa.Function
	d       *paths.Delegation
	s       *axioms.Split
	counter bool
	keys    [2]axioms.Value // maps: the key in each unit
	val     axioms.Value    // maps: the value stored
	keyType types.Type      // maps: the Go types of keys and values
	valType types.Type
	qual    types.Qualifier
	where   func(token.Pos) string
}

// FindSplit returns a confirmed witness of fn, which delegates to a call
// whose method has a Split (d), or nil when the bounded search finds none
// or the types are beyond it: two keys in different units, one value, the
// other goroutine making one or two calls while the client's call runs.
func FindSplit(fn *ssa.Function, d *paths.Delegation, where func(token.Pos) string) *Witness {
	sp, ops := newSplitter(fn, d, where)
	if sp == nil {
		return nil
	}
	return sp.each(ops, sp.try)
}

// newSplitter returns the splitter of d's call in fn and the other
// goroutine's calls it tries, or nil when the call has no Split or the
// types are beyond it.
func newSplitter(fn *ssa.Function, d *paths.Delegation, where func(token.Pos) string) (*splitter, []envOp) {
	s := d.Method.Split
	if s == nil {
		return nil, nil
	}
	sp := &splitter{fn: fn, d: d, s: s, where: where, qual: types.RelativeTo(paths.FuncPackage(fn))}
	switch c := d.Collection.(type) {
	case *axioms.Atomic:
		if !c.OnlyAdds() {
			return nil, nil
		}
		sp.counter = true
		return sp, sp.counterOps()
	case axioms.Keyed:
		kt, vt := types.Type(types.NewInterfaceType(nil, nil)), types.Type(types.NewInterfaceType(nil, nil))
		if tm, ok := c.(interface {
			KeyType() types.Type
			ValueType() types.Type
		}); ok {
			kt, vt = tm.KeyType(), tm.ValueType()
		}
		ks, ok1 := sp.literals(kt, 2, true)
		vs, ok2 := sp.literals(vt, 1, false)
		if !ok1 || !ok2 {
			return nil, nil
		}
		sp.keys, sp.val, sp.keyType, sp.valType = [2]axioms.Value{ks[0], ks[1]}, vs[0], kt, vt
		return sp, sp.mapOps(d.Collection)
	}
	return nil, nil
}

// each runs try on every scenario, fewest other calls first, and returns
// the first witness it gives.
func (sp *splitter) each(ops []envOp, try func(units, []envOp) *Witness) *Witness {
	for n := 1; n <= 2; n++ {
		for _, init := range sp.initials() {
			for _, seq := range sequences(ops, n) {
				if w := try(init, seq); w != nil {
					return w
				}
			}
		}
	}
	return nil
}

// literals returns n distinct values of Go type t, when t's underlying
// type is basic or an interface (then strings for keys, ints for values).
func (sp *splitter) literals(t types.Type, n int, key bool) ([]axioms.Value, bool) {
	name := types.TypeString(t, sp.qual)
	wrap := func(lit string) string {
		if _, named := t.(*types.Named); named {
			return name + "(" + lit + ")"
		}
		return lit
	}
	var out []axioms.Value
	switch b, _ := t.Underlying().(*types.Basic); {
	case types.IsInterface(t) && key:
		for _, s := range []string{"a", "b"}[:n] {
			out = append(out, axioms.Value{Go: fmt.Sprintf("%q", s), Key: "string:" + s, Type: "string", Plain: true})
		}
	case types.IsInterface(t):
		for i := 1; i <= n; i++ {
			out = append(out, axioms.IntValue(big.NewInt(int64(i)), 64, "int"))
		}
	case b != nil && b.Info()&types.IsString != 0:
		for _, s := range []string{"a", "b"}[:n] {
			out = append(out, axioms.Value{Go: wrap(fmt.Sprintf("%q", s)), Key: name + ":" + s, Type: name, Plain: true})
		}
	case b != nil && b.Info()&types.IsInteger != 0:
		for i := 1; i <= n; i++ {
			v := axioms.IntValue(big.NewInt(int64(i)), values.Width(b), name)
			v.Go = wrap(fmt.Sprint(i))
			out = append(out, v)
		}
	case b != nil && b.Info()&types.IsBoolean != 0:
		for _, x := range []bool{false, true}[:n] {
			v := axioms.Bool(x)
			v.Go, v.Key, v.Type = wrap(v.Go), name+":"+fmt.Sprint(x), name
			out = append(out, v)
		}
	default:
		return nil, false
	}
	return out, true
}

// mapOps are the other goroutine's stores and deletes at each key, named
// as the collection names them.
func (sp *splitter) mapOps(c axioms.Collection) []envOp {
	store, del := "Store", "Delete"
	if n, ok := c.(axioms.EnvNames); ok {
		store, del, _ = n.EnvNames()
	}
	var ops []envOp
	for u := 0; u < 2; u++ {
		ops = append(ops,
			envOp{unit: u, val: sp.val, step: Step{Thread: "other", Call: store, Args: []string{sp.keys[u].Go, sp.val.Go}}},
			envOp{unit: u, del: true, step: Step{Thread: "other", Call: del, Args: []string{sp.keys[u].Go}}})
	}
	return ops
}

// counterOps are Inc, Dec and Add(2) by a goroutine on each stripe.
func (sp *splitter) counterOps() []envOp {
	var ops []envOp
	for u := 0; u < 2; u++ {
		note := fmt.Sprintf("on stripe %d", u+1)
		ops = append(ops,
			envOp{unit: u, delta: 1, step: Step{Thread: "other", Call: "Inc", Note: note}},
			envOp{unit: u, delta: -1, step: Step{Thread: "other", Call: "Dec", Note: note}},
			envOp{unit: u, delta: 2, step: Step{Thread: "other", Call: "Add", Args: []string{"2"}, Note: note}})
	}
	return ops
}

// initials are the states tried first: a counter at zero; a map with
// each key absent or present.
func (sp *splitter) initials() []units {
	if sp.counter {
		return []units{{}}
	}
	var out []units
	for _, p := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		var u units
		for i := range u {
			if p[i] {
				u[i] = cell{present: true, val: sp.val}
			}
		}
		out = append(out, u)
	}
	return out
}

// sequences lists the sequences of n ops, in order.
func sequences(ops []envOp, n int) [][]envOp {
	if n == 0 {
		return [][]envOp{nil}
	}
	var out [][]envOp
	for _, prefix := range sequences(ops, n-1) {
		for _, o := range ops {
			out = append(out, append(append([]envOp(nil), prefix...), o))
		}
	}
	return out
}

// try runs the split call around seq from init, and returns the witness
// when no serial order gives its outcome.
func (sp *splitter) try(init units, seq []envOp) *Witness {
	cur := init
	var result []string
	switch sp.s.Kind {
	case axioms.SplitRead:
		for _, o := range seq {
			o.apply(&cur)
		}
		result = sp.read(units{init[0], cur[1]})
	case axioms.SplitReset:
		cur[0] = cell{}
		for _, o := range seq {
			o.apply(&cur)
		}
		cur[1] = cell{}
	case axioms.SplitSkip:
		for _, o := range seq {
			if o.del || cur[o.unit].present {
				return nil // only an insertion starts a resize
			}
			o.apply(&cur)
		}
	}
	observed := sp.outcome(result, cur)
	var serial []Serial
	for pos := 0; pos <= len(seq); pos++ {
		s := after(init, seq[:pos])
		var res []string
		from := sp.show(s)
		if sp.s.Kind == axioms.SplitRead {
			res = sp.read(s)
		} else {
			s = units{}
		}
		for _, o := range seq[pos:] {
			o.apply(&s)
		}
		got := sp.outcome(res, s)
		if got == observed {
			return nil
		}
		serial = append(serial, Serial{Order: orderOf(seq, pos),
			Why: fmt.Sprintf("%s from %s %s", sp.callText(), from, got)})
	}
	if sp.replay(init, seq) != nil {
		return nil
	}
	w := &Witness{Confirmed: true, Inputs: sp.inputs(), Initial: sp.show(init), Final: sp.show(cur), Serial: serial}
	var shown []string
	switch {
	case sp.d.Collector: // the function's result, not the call's
		w.Result = result
	case sp.s.Result == axioms.ResultVisits:
		w.Observed = sp.visitsText(result)
	case sp.d.Results > 0:
		shown, w.Result = result, result
	}
	w.Steps = sp.steps(init, cur, seq, shown)
	return w
}

// after returns u with ops applied in order.
func after(u units, ops []envOp) units {
	for _, o := range ops {
		o.apply(&u)
	}
	return u
}

// steps lays out the split call from init to cur around the other
// goroutine's calls seq: its first half, the calls, its second half (which
// shows result, if any).
func (sp *splitter) steps(init, cur units, seq []envOp, result []string) []Step {
	first, last := sp.halves(init, cur)
	pos := sp.where(sp.d.Pos)
	args := sp.callbackNames()
	steps := []Step{{Thread: "client", Call: sp.d.Method.Name, Args: args, Pos: pos, Note: "begins: " + first}}
	for _, o := range seq {
		st := o.step
		if sp.s.Kind == axioms.SplitSkip {
			st.Note = "inserts a key, and the table being at its load limit, starts a resize"
		}
		steps = append(steps, st)
	}
	return append(steps, Step{Thread: "client", Call: sp.d.Method.Name, Args: args, Pos: pos, Note: "ends: " + last, Result: result})
}

// replay runs the other goroutine's calls on the collection's executable
// model (the one every witness replays on) from init, and checks that
// each leaves the state the unit model says.
func (sp *splitter) replay(init units, seq []envOp) error {
	ex, err := axioms.NewExec(sp.d.Collection)
	if err != nil {
		return err
	}
	if !sp.counter {
		for i, c := range init {
			if c.present {
				ex.Set(&sp.keys[i], c.val, true)
			}
		}
	}
	cur := init
	for _, o := range seq {
		var args []axioms.Value
		switch {
		case o.delta != 0:
			if o.step.Call == "Add" {
				args = []axioms.Value{axioms.IntValue(big.NewInt(o.delta), 64, "int64")}
			}
		case o.del:
			args = []axioms.Value{sp.keys[o.unit]}
		default:
			args = []axioms.Value{sp.keys[o.unit], o.val}
		}
		if _, panics, err := ex.Call(o.step.Call, args); err != nil || panics {
			return fmt.Errorf("%s does not replay: %v", o.step.Call, err)
		}
		o.apply(&cur)
		if got, want := ex.Show(), sp.show(cur); got != want {
			return fmt.Errorf("after %s the executable model holds %s, not %s", o.step.Call, got, want)
		}
	}
	return nil
}

// halves says what each half of the call does: a read's first half reads
// unit 0 of init, its second unit 1 of cur, the state after the other
// goroutine's calls.
func (sp *splitter) halves(init, cur units) (first, last string) {
	switch sp.s.Kind {
	case axioms.SplitReset:
		return fmt.Sprintf("zeroes %s 1", sp.s.Unit), fmt.Sprintf("zeroes %s 2", sp.s.Unit)
	case axioms.SplitSkip:
		return "starts clearing", "finds the resize in progress, waits for it and returns without clearing"
	}
	return sp.halfNote(0, init[0]), sp.halfNote(1, cur[1])
}

// halfNote says what a read half saw of unit u.
func (sp *splitter) halfNote(u int, c cell) string {
	if sp.counter {
		return fmt.Sprintf("reads %s %d: %d", sp.s.Unit, u+1, c.n)
	}
	seen := "absent"
	if c.present {
		seen = c.val.Go
	}
	if sp.s.Unit == "key" {
		return fmt.Sprintf("reads %s: %s", sp.keys[u].Go, seen)
	}
	return fmt.Sprintf("reads the %s of %s: %s", sp.s.Unit, sp.keys[u].Go, seen)
}

// read is what a read returns (or passes its callback) from u.
func (sp *splitter) read(u units) []string {
	if sp.s.Result == axioms.ResultSum {
		return []string{counterLit(u[0].n + u[1].n)}
	}
	var keys, items, visits, vals []string
	n := 0
	for i, c := range u {
		if !c.present {
			continue
		}
		n++
		keys, vals = append(keys, sp.keys[i].Go), append(vals, c.val.Go)
		items = append(items, sp.keys[i].Go+": "+c.val.Go)
		if cbs := sp.callbackNames(); len(cbs) == 1 {
			visits = append(visits, fmt.Sprintf("%s(%s, %s)", cbs[0], sp.keys[i].Go, c.val.Go))
		}
	}
	sort.Strings(keys)
	sort.Strings(items)
	sort.Strings(visits)
	sort.Strings(vals)
	kt, vt := sp.keyType, sp.valType
	if sp.d.Counts { // the function returns the number of the callback's calls (paths/rangecount.go)
		return []string{fmt.Sprint(n)}
	}
	if sp.d.Collector { // the function returns the callback's arguments (paths/collector.go)
		t, got := kt, keys
		if sp.d.Collects != 0 {
			t, got = vt, vals
		}
		if len(got) == 0 { // the slice starts nil and nothing is appended
			return []string{"[]" + types.TypeString(t, sp.qual) + "(nil)"}
		}
		return []string{"[]" + types.TypeString(t, sp.qual) + "{" + strings.Join(got, ", ") + "}"}
	}
	switch sp.s.Result {
	case axioms.ResultLen:
		return []string{fmt.Sprint(n)}
	case axioms.ResultEmpty:
		return []string{fmt.Sprint(n == 0)}
	case axioms.ResultKeys:
		return []string{"[]" + types.TypeString(kt, sp.qual) + "{" + strings.Join(keys, ", ") + "}"}
	case axioms.ResultItems:
		return []string{"map[" + types.TypeString(kt, sp.qual) + "]" + types.TypeString(vt, sp.qual) + "{" + strings.Join(items, ", ") + "}"}
	}
	if visits == nil {
		return []string{}
	}
	return visits
}

// outcome prints a call's result and the final state, for comparison.
func (sp *splitter) outcome(result []string, final units) string {
	var out string
	switch {
	case sp.s.Result == axioms.ResultVisits && sp.s.Kind == axioms.SplitRead && !sp.d.Collector:
		out = "returns " + sp.visitsText(result)
	case sp.s.Kind == axioms.SplitRead && sp.d.Results > 0:
		out = "returns " + strings.Join(result, ", ")
	default:
		out = "returns"
	}
	return out + ", leaving " + sp.show(final)
}

// visitsText says which calls the callback received.
func (sp *splitter) visitsText(visits []string) string {
	if len(visits) == 0 {
		return "without calling " + strings.Join(sp.callbackNames(), ", ")
	}
	return "having called " + strings.Join(visits, ", ")
}

// show prints a state: a map literal, or the counter's value.
func (sp *splitter) show(u units) string {
	if sp.counter {
		return counterLit(u[0].n + u[1].n)
	}
	m := map[string][2]axioms.Value{}
	for i, c := range u {
		if c.present {
			m[sp.keys[i].Key] = [2]axioms.Value{sp.keys[i], c.val}
		}
	}
	return axioms.ShowMap(m)
}

// counterLit prints a Counter's value as the executable model does.
func counterLit(n int64) string { return axioms.IntValue(big.NewInt(n), 64, "int64").Go }

// callText prints the client's call: `Count()`, `Range(f)`.
func (sp *splitter) callText() string {
	return sp.d.Method.Name + "(" + strings.Join(sp.callbackNames(), ", ") + ")"
}

// callbackNames are the names of the parameters the function passes as
// callbacks.
func (sp *splitter) callbackNames() []string {
	if sp.d.Collector {
		return []string{sp.d.Callback}
	}
	var out []string
	for _, i := range sp.d.Callbacks {
		out = append(out, sp.fn.Params[i].Name())
	}
	return out
}

// inputs describes the function's parameters: the receiver (a pointer to
// a fresh value, or any value holding the collection) and the callbacks,
// which record their calls and ask for more.
func (sp *splitter) inputs() []string {
	var out []string
	cbs := map[int]bool{}
	for _, i := range sp.d.Callbacks {
		cbs[i] = true
	}
	for i, p := range sp.fn.Params {
		t := types.TypeString(p.Type(), sp.qual)
		switch {
		case cbs[i]:
			out = append(out, p.Name()+" = a func that records its calls and returns true")
			if sig, ok := p.Type().Underlying().(*types.Signature); ok && sig.Results().Len() == 0 {
				out[len(out)-1] = p.Name() + " = a func that records its calls"
			}
		case isPointer(p.Type()):
			out = append(out, p.Name()+" = ("+t+")(@0)")
		default:
			out = append(out, p.Name()+" = any "+t)
		}
	}
	return out
}

func isPointer(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// orderOf describes serial position pos among seq.
func orderOf(seq []envOp, pos int) string {
	switch pos {
	case 0:
		return "the client before the other goroutine's calls"
	case len(seq):
		return "the client after the other goroutine's calls"
	}
	return fmt.Sprintf("the client after the other goroutine's call %d (%s)", pos, seq[pos-1].step.Call)
}
