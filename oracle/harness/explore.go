// This file defines the exploration of one client function: its argument
// tuples, key and value domains, and the scenarios (arguments, initial
// state, environment calls) enumerated level by level, fewest environment
// calls first, until a violation or the end of the bounded space.

package harness

import (
	"strconv"
	"strings"
	"time"
)

// Spec describes one client function; the generated driver lists them.
type Spec struct {
	Name   string   // types.Func.FullName of the function
	Short  string   // its name in a rendered call
	Params [][]any  // the domain of each parameter (after the receiver's, with Recvs)
	Recvs  []string // when set, Params[0] chooses the receiver: a fresh one ("") or a named variable
	Values []any    // type-appropriate values and constants of its body
	// Foreign are values of a type the body asserts none to: an assertion
	// that fails on a present value (the comma-ok form's zero value, or a
	// panic) is a run of its own, which the asserted types' values never
	// show. They join the value domain last, past its bound.
	Foreign []any
	Object  any    // a pointer to the base object (possibly nil): its type gives the kind; nil is a sync.Map
	Base    string // the base object as Go prints it in the function (s.sessions), for witnesses
	// ArgText, when set for a parameter, renders its values (the choice
	// of a fresh object or an earlier parameter's, by name).
	ArgText [][]string
	// EarlyGap lets the other goroutine act before the function's first
	// call too: the function reads or writes a word plainly before it.
	EarlyGap bool
	// ObjValues are typed values for the objects besides the base (their
	// initial states and the other goroutine's arguments).
	ObjValues []any
	Run       func(a []any) []any // binds a fresh client to the run, calls the function, returns its results
	// Package selects the package environment (pkgenv.go): the other
	// goroutine runs Ops, whole, on the receiver the function runs on.
	Package bool
	Ops     []Op
}

// defaultKeys are added to the keys of a function that ranges or clears.
var defaultKeys = []any{"a", "b"}

// defaultValues are added when the function suggests fewer than two values.
var defaultValues = []any{1, "x"}

type explorer struct {
	spec      *Spec
	cfg       *Config
	kind      kind             // the base object's
	values    []any            // the value domain; nil last
	keys      map[string][]any // the key domain of each argument tuple
	ops       map[string][]Call
	known     map[ptrKey]bool // pointers and channels the driver supplies
	supplied  map[ptrKey]bool // slices and maps the driver supplies
	names     *renderer
	extra     map[string][]any // keys runs used outside their tuple's domain
	pool      []any            // values for objects besides the base (objects.go)
	passed    []any            // values the client passes to objects besides the base: their domains add these (objects.go)
	objDoms   map[string]*objDomain
	knownObjs []slotted // objects among the driver's values
	pkgOps    []Call    // the other goroutine's calls in the package environment
	multi     bool      // the witness's run has objects besides the base
	prefixes  []string  // the witness's environment calls' objects
	scenarios int
	diverged  int
	perLevel  []int
	start     time.Time
	complete  bool
}

// found is a violating scenario: its choices and its level.
type found struct {
	choices []int
	level   int
}

func newExplorer(spec *Spec, cfg *Config) *explorer {
	x := &explorer{spec: spec, cfg: cfg, kind: kindOf(spec.Object), keys: map[string][]any{}, extra: map[string][]any{}, ops: map[string][]Call{},
		known: map[ptrKey]bool{}, supplied: map[ptrKey]bool{}, names: &renderer{names: map[ptrKey]string{}}, start: time.Now()}
	x.nameKnown()
	x.trimParams()
	x.domains()
	if spec.Package {
		x.pkgOps = pkgCalls(spec.Ops)
		for akey := range x.ops {
			x.ops[akey] = x.pkgOps
		}
	}
	return x
}

// trimParams keeps the argument tuples within cfg.MaxTuples by keeping
// only the first two values of the last parameters' domains.
func (x *explorer) trimParams() {
	params := append([][]any(nil), x.spec.Params...)
	product := func() int {
		n := 1
		for _, d := range params {
			n *= len(d)
		}
		return n
	}
	for i := len(params) - 1; i >= 0 && product() > x.cfg.MaxTuples; i-- {
		if len(params[i]) > 2 {
			params[i] = params[i][:2]
		}
	}
	spec := *x.spec
	spec.Params = params
	x.spec = &spec
}

// call renders the client's call with args.
func (x *explorer) call(args []any) string {
	var parts []string
	for i, a := range args {
		if i < len(x.spec.ArgText) && x.spec.ArgText[i] != nil {
			parts = append(parts, x.spec.ArgText[i][a.(int)])
		} else {
			parts = append(parts, x.names.value(a))
		}
	}
	if len(x.spec.Recvs) == 0 {
		return x.spec.Short + "(" + strings.Join(parts, ", ") + ")"
	}
	recv := x.spec.Recvs[args[0].(int)]
	if recv != "" {
		recv += "."
	}
	return recv + x.spec.Short + "(" + strings.Join(parts[1:], ", ") + ")"
}

// explore enumerates the scenarios level by level; it returns the first
// violation, or nil. It starts again (at most twice) when some run used a
// key outside the domain computed for its arguments.
func (x *explorer) explore() *found {
	for attempt := 0; attempt < 3; attempt++ {
		x.extra, x.scenarios, x.diverged, x.complete = map[string][]any{}, 0, 0, true
		x.objDoms = nil // the keys may have grown
		x.perLevel = make([]int, x.cfg.EnvCalls+1)
		for e := 0; e <= x.cfg.EnvCalls; e++ {
			if f := x.level(e); f != nil {
				return f
			}
			if !x.complete {
				return nil
			}
		}
		if len(x.extra) == 0 {
			return nil
		}
		for akey, keys := range x.extra {
			x.keys[akey] = append(x.keys[akey], keys...)
			x.ops[akey] = x.kind.envOps(x.keys[akey], x.values, x.cfg.Ops)
			if x.spec.Package {
				x.ops[akey] = x.pkgOps
			}
		}
	}
	return nil
}

// level enumerates the scenarios with exactly e environment calls.
func (x *explorer) level(e int) *found {
	var prefix []int
	for {
		ch := &chooser{prefix: prefix}
		sc := x.newScenario(ch)
		akey := sc.akey
		r := x.newRun(sc, ch, x.ops[akey], e)
		out, div := x.exec(r, sc.args, nil)
		sc.inits = r.inits
		x.noteKeys(akey, r)
		if r.used == e && !out.blocked {
			x.scenarios++
			x.perLevel[e]++
			if div {
				x.diverged++
				out.pending = true
			}
			// A run without the other goroutine's calls is its own serial
			// order: a history of one operation is linearizable, whatever a
			// replay that does not reproduce it (an object the replay does
			// not reset) would say.
			if env := r.envCalls(); len(env) > 0 && !x.linearizable(sc, env, x.observe(r, out)) {
				return &found{choices: ch.taken, level: e}
			}
		}
		if x.cfg.Budget > 0 && time.Since(x.start) > x.cfg.Budget {
			x.complete = false
			return nil
		}
		next, ok := ch.next()
		if !ok {
			return nil
		}
		prefix = next
	}
}

// chooseArgs picks one value of each parameter's domain; akey names the tuple.
func (x *explorer) chooseArgs(ch *chooser) ([]any, string) {
	args := make([]any, len(x.spec.Params))
	var key strings.Builder
	for i, dom := range x.spec.Params {
		j := ch.choose(len(dom))
		args[i] = dom[j]
		key.WriteString(strconv.Itoa(j) + ",")
	}
	return args, key.String()
}

// chooseInit picks an initial state over keys: each absent or holding a
// value of the domain.
func (x *explorer) chooseInit(ch *chooser, keys []any) map[any]any {
	return pickInit(x.kind, ch, keys, x.values)
}

// exec runs the client function in r, with r as the current run, after
// the other goroutine's calls before (those that precede it in a serial
// order), whose results it appends to out.env.
func (x *explorer) exec(r *run, args []any, before []Call) (out outcome, div bool) {
	prev := cur
	cur = r
	resetKnown(x.knownObjs)
	defer func() {
		cur = prev
		if p := recover(); p != nil {
			if u, ok := p.(unmodelled); ok {
				panic(u) // ends the exploration (Explore)
			}
			if _, ok := p.(diverged); ok {
				div = true
			} else if _, ok := p.(blocked); ok {
				out.blocked = true
			} else {
				out.panic = p
			}
		}
		out.callbacks = r.callbacks
		if r.calls > r.maxCalls || r.ticks > maxTicks {
			div = true
		}
	}()
	r.runSetup()
	for _, c := range before {
		v, pn := r.envCall(c)
		out.env = append(out.env, envResult{v, pn})
	}
	out.results = x.spec.Run(args)
	return out, false
}

// noteKeys records a run's use of a key outside its tuple's key domain,
// for the next attempt (the domain of this one stays fixed).
func (x *explorer) noteKeys(akey string, r *run) {
	keys, extra := x.keys[akey], x.extra[akey]
	for _, k := range r.keys {
		if x.preexisting(k) && !containsKey(keys, k) && !containsKey(extra, k) && len(keys)+len(extra) < x.cfg.MaxKeys {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		x.extra[akey] = extra
	}
}
