// This file defines Witness, the interleaving that shows a function is not
// atomic, and Find, which extracts one from the models of refuted
// obligations, replays it on the collection's executable model and checks
// that no serial order explains it.

package witness

import (
	"context"
	"fmt"
	"go/token"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// A Step is one call of the interleaving.
type Step struct {
	Thread string `json:"thread"` // "client" or "other"
	// Object, in a witness over several objects, is the object called,
	// as Go (s.hits, the pointer of a counter read from a map); empty
	// when the call is on the function's one base object.
	Object string   `json:"object,omitempty"`
	Call   string   `json:"call"`
	Args   []string `json:"args"`
	Result []string `json:"result"`
	Panics bool     `json:"panics,omitempty"`
	Pos    string   `json:"pos,omitempty"`
	// Write, on the other goroutine's side, is an assignment to memory
	// the client reads, as Go (`*(*int)(@0) = 2`); Call is empty then.
	Write string `json:"write,omitempty"`
	// Operation, on the other goroutine's side, is the package's function
	// or method it runs whole, as Go (`r.Register`); Args and Result are
	// the operation's, and Note lists the calls it made.
	Operation string `json:"operation,omitempty"`
	// Note says what this step did inside the library, when the call is
	// split in halves (split.go) or the other goroutine's call acts on a
	// part of the collection: "begins: reads the shard of \"a\": 1".
	Note string `json:"note,omitempty"`
}

// Several reports whether w is over several objects: its steps name their
// objects, and its initial and final states name each object.
func (w *Witness) Several() bool {
	for _, s := range w.Steps {
		if s.Object != "" {
			return true
		}
	}
	return false
}

// A Serial is one serial order tried: the client at one position among the
// other goroutine's calls.
type Serial struct {
	Order string `json:"order"`
	Fits  bool   `json:"fits"`
	Why   string `json:"why"`
}

// A Witness is an interleaving of the client with another goroutine.
type Witness struct {
	Confirmed bool `json:"confirmed"`
	// Environment is who the other goroutine is: "package" when its
	// steps are runs of the package's own operations (pkgenv.go),
	// "collection" when they are calls of the objects' API.
	Environment string   `json:"environment,omitempty"`
	Inputs      []string `json:"inputs"`
	Initial     string   `json:"initial"`
	// Objects are the contents the interleaving fixes of the objects it
	// uses: the fields the client reads, what its fresh objects hold.
	Objects []string `json:"objects,omitempty"`
	// Fixed are the values the run fixes that the client reads: fields
	// fixed at construction and constant package variables (`s.max = -7`).
	Fixed []string `json:"fixed,omitempty"`
	// Setup, in the package environment, are runs of the package's
	// operations that take the object's zero value to Initial, one after
	// another before the client and the other goroutine start (setup.go);
	// Thread is "setup". Empty when Initial is the zero value or no short
	// setup reaches it.
	Setup []Step `json:"setup,omitempty"`
	// Unreached, in the package environment, says that the setup search
	// ran for the object and did not reach Initial (setup.go: its runs,
	// depth and states are bounded): a state the package's code may never
	// make, for a maintainer to judge.
	Unreached bool `json:"unreached,omitempty"`
	// start, for a package witness, is what its setup searches for: its
	// initial state, at its keys for a keyed collection (setup.go).
	start  *setupStart
	Steps  []Step `json:"steps"`
	Panics bool   `json:"panics,omitempty"`
	// Pending says that the client has not returned: the interleaving
	// ends while it is still running, in a loop (pending.go). Result is
	// then empty, and Final the state at that point.
	Pending bool     `json:"pending,omitempty"`
	Result  []string `json:"result"`
	// Events are the client's operations on channels, in order, as Go
	// (`close((chan int)(@1))`): part of its outcome.
	Events []string `json:"events,omitempty"`
	Final  string   `json:"final"`
	// Observed says which calls the client's callbacks received, when the
	// function passes its own callbacks to the collection (split.go).
	Observed string   `json:"observed,omitempty"`
	Serial   []Serial `json:"serial"`
	Note     string   `json:"note,omitempty"`
	Path     int      `json:"path"`
}

// Options configure Find.
type Options struct {
	Timeout time.Duration
	Where   func(token.Pos) string // prints positions
	// pending, set by FindPending, is the function whose client is still
	// running at the end of the paths searched: its unrolled runs judge
	// the serial orders (confirmPending).
	pending *paths.Func
	// stored, set by FindPackage, is what the package's code can leave in
	// the object (obligations.StoredBy); nil: anything.
	stored *paths.Stored
}

// Find returns a confirmed witness for f if the models of its refuted
// obligations yield one, else the first unconfirmed candidate (with a
// note saying why), else nil.
func Find(ctx context.Context, f *paths.Func, results []obligations.PathResult, solver smt.Solver, opt Options) *Witness {
	solver = searchSolver(solver, f) // constructed.go
	if f.Product != nil {
		return findObjects(ctx, f, results, solver, opt) // several objects (objects.go)
	}
	var candidate *Witness
	for _, pr := range results {
		if pr.Status != obligations.Refuted {
			continue
		}
		for _, kind := range searchKinds {
			for _, l := range pr.Order {
				if !worthSearching(f, f.Paths[pr.Index], candidate) {
					break
				}
				w := search(ctx, f, pr.Index, l, kind, solver, opt)
				if w != nil && w.Confirmed {
					return w
				}
				if candidate == nil {
					candidate = w
				}
			}
		}
	}
	if w := findUnrolled(ctx, f, results, solver, opt); w != nil && (w.Confirmed || candidate == nil) {
		return w
	}
	return candidate
}

// A searchKind is what witness search asks of a model besides refuting
// the obligation: values the executable model reproduces exactly (plain),
// and changes by the other goroutine that only replace values (update).
type searchKind struct{ plain, update, contents, memory, observe, still, interfere bool }

// searchKinds are tried in order: the solver's own choices first, then,
// when none is confirmed, interference that replaces the values the
// client read (obligations.KeepsPresence), which a solver left free
// seldom picks, then objects of other contents stored by the other
// goroutine (obligations.ChangesContents), then writes of memory the
// client reads between its calls (obligations.MemoryWritten), then an other goroutine that
// also reads every key between the client's calls (observe: the client's
// intermediate states show; the state need not change at all), and last
// a client call that another goroutine's Store makes fail while it runs
// (interfere: atomic.Value's CompareAndSwap).
var searchKinds = []searchKind{{plain: true}, {}, {plain: true, update: true}, {update: true}, {plain: true, contents: true}, {plain: true, memory: true}, {plain: true, observe: true}, {interfere: true}}

// MaxModels bounds the models tried per refuted obligation and search
// kind; the observe kind, tried when the earlier ones gave no confirmed
// witness, gets MaxObserveModels.
const (
	MaxModels        = 4
	MaxObserveModels = 6
)

// search asks for models of the refuted obligation of path i at point l in
// which the other goroutine changes the state between the client's calls,
// excluding each unconfirmed candidate's values in turn. Over several
// objects it is searchObjects, of which kind says only whether the other
// goroutine observes.
func search(ctx context.Context, f *paths.Func, i, l int, kind searchKind, solver smt.Solver, opt Options) *Witness {
	if f.Product != nil {
		return searchObjects(ctx, f, i, l, kind.observe, solver, opt) // several objects (objects.go)
	}
	s := obligations.Encode(f, i, l)
	if kind.plain {
		s.Assert(obligations.PreferPlain(f, f.Paths[i]))
	}
	if kind.update {
		keep := obligations.KeepsPresence(f, f.Paths[i])
		if keep == nil {
			return nil // nothing new to ask for
		}
		s.Assert(keep)
	}
	if kind.contents {
		differ := obligations.ChangesContents(f, f.Paths[i])
		if differ == nil {
			return nil // nothing new to ask for
		}
		s.Assert(differ)
	}
	if change := obligations.Interferes(f, f.Paths[i]); change != nil && !kind.observe {
		s.Assert(change)
	}
	if still := obligations.Undisturbed(f, f.Paths[i]); still != nil && kind.still {
		s.Assert(still)
	}
	if kind.memory {
		written := obligations.MemoryWritten(f.Paths[i])
		if written == nil {
			return nil // nothing new to ask for
		}
		s.Assert(written)
	} else if stable := obligations.MemoryStable(f.Paths[i]); stable != nil {
		s.Assert(stable)
	}
	if kind.interfere { // a client call fails for another goroutine's Store during it (interfere.go)
		cs := obligations.InterferenceChoices(f.Paths[i])
		if len(cs) == 0 {
			return nil
		}
		var some []*smt.Term
		for _, c := range cs {
			some = append(some, smt.Not(c))
		}
		s.Assert(smt.Or(some...))
	} else if calm := obligations.NoInterference(f.Paths[i]); calm != nil {
		s.Assert(calm)
	}
	if numbers := obligations.Choiceless(f.Paths[i]); numbers != nil {
		s.Assert(numbers)
	}
	if typed := obligations.WellTyped(f, f.Paths[i]); typed != nil {
		s.Assert(typed)
	}
	if none := obligations.NothingAtUnhashable(f, f.Paths[i]); none != nil {
		s.Assert(none)
	}
	if can := obligations.EnvCanAct(f, f.Paths[i]); can != nil {
		s.Assert(can)
	}
	atAny, ok := obligations.AtAny(f)
	if !ok {
		return &Witness{Path: i, Note: "a type parameter's constraint excludes any: no instantiation is known to run the interleaving"}
	}
	if atAny != nil {
		s.Assert(atAny)
	}
	var candidate *Witness
	limit := MaxModels
	if kind.observe {
		limit = MaxObserveModels
	}
	limit = modelLimit(f, f.Paths[i], limit) // hopeless.go
	for n := 0; n < limit; n++ {
		res, err := solver.Check(ctx, s, opt.Timeout)
		if err != nil || res.Status != smt.Sat {
			break
		}
		w := try(ctx, f, i, res.Model, kind.observe, solver, opt)
		if w == nil {
			break
		}
		if w.Confirmed {
			return smaller(ctx, f, i, s, res.Model, w, kind.observe, solver, opt)
		}
		if candidate == nil {
			candidate = w
		}
		block := obligations.Block(f, f.Paths[i], res.Model)
		if block == nil {
			break
		}
		s.Assert(block)
	}
	return candidate
}

// try builds, replays and checks the scenario of one model. An
// unconfirmed witness prints the solver's made-up strings by letters.
func try(ctx context.Context, f *paths.Func, i int, m smt.Model, observe bool, solver smt.Solver, opt Options) *Witness {
	tm := tryModel
	if f.Product != nil {
		tm = tryObjects // several objects (objects.go)
	}
	w := tm(ctx, f, i, m, observe, solver, opt)
	if w != nil && !w.Confirmed {
		w.renameSolverStrings()
	}
	return w
}

func tryModel(ctx context.Context, f *paths.Func, i int, m smt.Model, observe bool, solver smt.Solver, opt Options) *Witness {
	b, w := replayed(ctx, f, i, m, observe, solver, opt)
	if b == nil || w.Note != "" {
		return w
	}
	w.Confirmed = true
	if opt.pending != nil {
		confirmPending(ctx, opt.pending, b, solver, opt)
	} else {
		confirmSerial(ctx, f, b, solver, opt)
	}
	return w
}

// replayed builds the scenario of model m and replays the client's side:
// its calls on the executable model, exactly, no new object of the path
// seen before it is published, nothing the path depends on left unfixed.
// It returns the builder and its witness, whose Note says why it is no
// run when it is not (nil builder: no witness, or none read).
func replayed(ctx context.Context, f *paths.Func, i int, m smt.Model, observe bool, solver smt.Solver, opt Options) (*builder, *Witness) {
	solve := func(s *smt.Script) (smt.Model, bool) {
		res, err := solver.Check(ctx, s, opt.Timeout)
		return res.Model, err == nil && res.Status == smt.Sat
	}
	b, err := build(f, i, m, observe, opt.pending != nil, opt.Where, solve)
	if err != nil {
		return nil, &Witness{Path: i, Note: "no interleaving could be read from the solver's model: " + err.Error()}
	}
	if b == nil {
		return nil, nil
	}
	w := b.w
	if err := b.replay(); err != nil {
		w.Note = "the interleaving does not replay on the executable model: " + err.Error()
	} else if !b.d.exact {
		w.Note = "the interleaving involves values the executable model cannot reproduce exactly"
	} else if obj := b.freshSeenEarly(); obj != "" {
		w.Note = "a new object of the path, " + obj + ", is seen before the client publishes it"
	} else if why := inexactPath(f, f.Paths[i], isGrounded(m), b.read); why != "" {
		w.Note = "the path depends on " + why + ", which the witness does not fix"
	}
	return b, w
}

// confirmSerial checks the serial orders of b's scenario: b.w stays
// confirmed when none fits. The positions are checked against f's paths,
// the client after all the other goroutine's calls first (the order that
// most often explains a candidate), then from the client before them on;
// the first that fits ends the checks: one order that explains the
// interleaving is all an unconfirmed candidate shows (Witness.Serial
// lists the orders tried, by position). The serial runs longer than
// unrolled paths follow (deepFits) cost more, and are checked only when
// no position fits already.
func confirmSerial(ctx context.Context, f *paths.Func, b *builder, solver smt.Solver, opt Options) {
	w := b.w
	n := len(b.sc.Env) + 1
	res, errs, tried := make([]smt.Result, n), make([]error, n), make([]bool, n)
	fits := false
	for k := 0; k < n && !fits; k++ {
		pos := (k + n - 1) % n // n-1, 0, 1, ..., n-2
		res[pos], errs[pos] = serialFits(ctx, f, b.sc, pos, solver, opt)
		tried[pos] = true
		fits = errs[pos] != nil || res[pos].Status != smt.Unsat
	}
	if !fits && len(b.sc.Memory) > 0 {
		fits = secondOpinion(ctx, f, b, res, errs, solver, opt)
	}
	for pos := range n {
		if !tried[pos] {
			continue
		}
		r, err, forever := res[pos], errs[pos], false
		if err == nil && r.Status == smt.Unsat && unrolledLevel(f) != nil {
			if fits {
				r = smt.Result{Status: smt.Unknown, Reason: "no run the unrolled paths follow fits; longer runs were not checked, as another order fits"}
			} else {
				r, forever, err = deepFits(ctx, f, b.sc, pos, serialFits, solver, opt)
			}
		}
		s := serialEntry(b.order(pos), r, forever, err)
		w.Serial = append(w.Serial, s)
		if s.Fits {
			w.Confirmed = false
		}
	}
	if !w.Confirmed && w.Note == "" {
		w.Note = "a serial order explains this interleaving"
	}
}

// secondOpinion asks a second engine (obligations.SerialFitsAgain) about
// each serial position of b's scenario, which pins memory, once the first
// found that none fits; it records each answer that is not unsat in res
// and errs (a sat one as the solvers' disagreement) and reports whether
// some position fits after all.
func secondOpinion(ctx context.Context, f *paths.Func, b *builder, res []smt.Result, errs []error, solver smt.Solver, opt Options) bool {
	fits := false
	for pos := range res {
		again, err := obligations.SerialFitsAgain(ctx, f, b.sc, pos, solver, opt.Timeout)
		if err == nil && again.Status == smt.Unsat {
			continue
		}
		fits, res[pos], errs[pos] = true, again, err
		if err == nil && again.Status == smt.Sat {
			res[pos] = smt.Result{Status: smt.Unknown, Reason: "the solvers disagree: Z3's default solver finds a serial run that fits"}
		}
	}
	return fits
}

// serialEntry is the Serial of an order the solver answered res for
// (forever: the longer serial runs repeat an iteration forever).
func serialEntry(order string, res smt.Result, forever bool, err error) Serial {
	s := Serial{Order: order}
	switch {
	case err != nil:
		s.Fits, s.Why = true, "not decided by the solver: "+err.Error()
	case res.Status == smt.Unknown:
		s.Fits, s.Why = true, "not decided by the solver: "+res.Reason
	case res.Status == smt.Sat:
		s.Fits, s.Why = true, "a sequential run from that state gives the same results and final state"
	case forever:
		s.Why = "no sequential run of the function from that state gives the observed result and final state: the longer ones repeat a loop iteration that changes nothing, forever"
	default:
		s.Why = "no sequential run of the function from that state gives the observed result and final state"
	}
	return s
}

// order describes serial position pos.
func (b *builder) order(pos int) string {
	if len(b.sc.Env) == 0 {
		return "the client alone"
	}
	if op := b.envSteps[max(pos-1, 0)].Operation; op != "" { // the package's operation (pkgenv.go)
		if pos == 0 {
			return "the client before the other goroutine's " + op
		}
		return "the client after the other goroutine's " + op
	}
	switch pos {
	case 0:
		return "the client before the other goroutine's calls"
	case len(b.sc.Env):
		return "the client after the other goroutine's calls"
	}
	if st := b.envSteps[pos-1]; st.Write != "" {
		return fmt.Sprintf("the client after the other goroutine's step %d (%s)", pos, st.Write)
	}
	call := b.envSteps[pos-1].Call
	if o := b.envSteps[pos-1].Object; o != "" {
		call = o + "." + call
	}
	return fmt.Sprintf("the client after the other goroutine's call %d (%s)", pos, call)
}
