// This file defines the package environment (issue #24): the other
// goroutine runs the package's own operations (Spec.Ops: the client
// type's methods or the package's functions that may run concurrently
// with the function) on the same receiver, each whole, instead of calling
// the base object's API.
//
// A scenario in the package environment starts from the object as the
// package makes it (empty states, a fresh receiver), after at most
// Config.Setup whole operations that complete before the function starts
// (the setup: they build a state the package can reach, and every serial
// order keeps them first). Then, between the function's calls, the other
// goroutine runs whole operations (an env call with Call.Op set), EnvCalls
// in all. An operation's own calls of the objects go straight to their
// models: no gap opens inside it, and they are no steps of the history.
// The history is thus the function's call and the operations' calls, each
// one operation of the package; its linearizations are the positions of
// the function among the operations (check.go), and every operation's
// results, the function's and the final states must agree.
//
// Soundness of a violation: each operation ran whole while the function
// was paused between two of its calls, which a real scheduler can do; an
// operation that would block on a lock the function holds (Mutex) cannot
// run there, so the scenario is dropped (blocked), never judged; so is one
// that does not return within maxOpTicks (a spin lock the function holds). A
// setup operation finished before the function started, so real time
// orders it first: serial orders that keep it first are all there are.

package harness

// An Op is one operation of the package that the other goroutine may run.
type Op struct {
	Name   string  // types.Func.FullName
	Short  string  // its call as Go prints it in the package: r.Register, Register
	Params [][]any // the domain of each parameter
	// Run calls the operation on the run's receiver (Recv) with a and
	// returns its results.
	Run func(a []any) []any
}

// blocked is the panic that drops a scenario: an operation of the other
// goroutine would wait for a lock the function holds.
type blocked struct{}

// maxOpTicks bounds the loop iterations and calls of one operation: one
// that makes more waits for something the function does (a spin lock
// the function holds, a value it has not stored yet) or never returns,
// and cannot run there (blocked).
const maxOpTicks = 10000

// opTick counts a loop iteration or a call of the running operation.
func (r *run) opTick() {
	r.opTicks++
	if r.opTicks > maxOpTicks {
		panic(blocked{})
	}
}

// maxOpTuples bounds the argument tuples of one operation.
const maxOpTuples = 8

// Recv returns the receiver of the current run, made by mk on first use:
// the function and the operations of the other goroutine share it. mk
// binds the base object and names the other objects; outside a run it
// makes a fresh receiver every time.
func Recv(mk func() any) any {
	r := cur
	if r == nil {
		return mk()
	}
	if !r.recvMade {
		r.recvMade = true
		r.recv = mk()
	}
	return r.recv
}

// pkgCalls lists the other goroutine's calls in the package environment:
// every operation with every tuple of its parameters' domains (the last
// parameters' domains cut to two values beyond maxOpTuples).
func pkgCalls(ops []Op) []Call {
	var calls []Call
	for i, op := range ops {
		params := trimDomains(op.Params, maxOpTuples)
		tuples := [][]any{nil}
		for _, dom := range params {
			var next [][]any
			for _, t := range tuples {
				for _, v := range dom {
					next = append(next, append(append([]any(nil), t...), v))
				}
			}
			tuples = next
		}
		for _, t := range tuples {
			calls = append(calls, Call{Method: op.Short, Args: t, Op: i + 1})
		}
	}
	return calls
}

// trimDomains keeps the product of the domains within n by keeping only
// the first two values of the last ones.
func trimDomains(doms [][]any, n int) [][]any {
	out := append([][]any(nil), doms...)
	product := func() int {
		p := 1
		for _, d := range out {
			p *= len(d)
		}
		return p
	}
	for i := len(out) - 1; i >= 0 && product() > n; i-- {
		if len(out[i]) > 2 {
			out[i] = out[i][:2]
		}
	}
	return out
}

// opCall runs the operation c.Op whole: its calls of the objects act on
// their models directly. A panic of the operation is its result; blocked
// and unmodelled end the scenario and the exploration.
func (r *run) opCall(c Call) (res []any, p any) {
	if r.inOp == 0 {
		r.opTicks = 0
	}
	r.inOp++
	defer func() {
		r.inOp--
		if q := recover(); q != nil {
			switch q.(type) {
			case blocked:
				if r.ch == nil {
					// A serial order in which the operation would wait
					// for the function: not this order.
					res, p = nil, q
					return
				}
				panic(q)
			case unmodelled:
				panic(q)
			}
			res, p = nil, q
		}
	}()
	return r.ops[c.Op-1].Run(c.Args), nil
}

// runSetup runs the scenario's setup operations, before the function.
func (r *run) runSetup() {
	for _, c := range r.setup {
		r.opCall(c)
	}
}

// chooseSetup picks the setup of a scenario in the package environment:
// up to cfg.Setup operations, each chosen among the calls or none.
func (x *explorer) chooseSetup(ch *chooser) []Call {
	if !x.spec.Package {
		return nil
	}
	var setup []Call
	for i := 0; i < x.cfg.Setup; i++ {
		// None first: the first violation found has the fewest.
		j := ch.choose(len(x.pkgOps) + 1)
		if j == 0 {
			break
		}
		setup = append(setup, x.pkgOps[j-1])
	}
	return setup
}

// newScenario chooses a scenario's arguments, initial state and setup.
func (x *explorer) newScenario(ch *chooser) *scenario {
	args, akey := x.chooseArgs(ch)
	sc := &scenario{args: args, akey: akey}
	if x.spec.Package {
		sc.init = map[any]any{}
	} else {
		sc.init = x.chooseInit(ch, x.keys[akey])
	}
	sc.setup = x.chooseSetup(ch)
	return sc
}

// setupText renders the setup of a witness: the operations that ran
// before the function, with their results.
func (x *explorer) setupText(sc *scenario) []string {
	if len(sc.setup) == 0 {
		return nil
	}
	r := x.newRun(sc, nil, nil, 0)
	prev := cur
	cur = r
	defer func() { cur = prev }()
	var out []string
	for _, c := range sc.setup {
		res, p := r.opCall(c)
		text := x.names.call(c)
		switch {
		case p != nil:
			text += " panics (" + x.names.panicValue(p) + ")"
		case len(res) > 0:
			text += " = " + x.names.values(res)
		}
		out = append(out, text)
	}
	return out
}

// opStep performs a call of an operation of the other goroutine on the
// object ob: on its model, no step of the history.
func (r *run) opStep(ob *shimState, c Call) []any {
	r.opTick()
	if c.Method == "Range" {
		return nil
	}
	res, p := ob.try(c)
	if p != nil {
		panic(p)
	}
	return res
}
