// Package witness turns the models of refuted obligations into concrete
// interleavings and confirms them: a function is a violation only when
// one replays on the collection's executable model and no serial order of
// its calls explains it (CONTRACT.md, "Verdicts").
//
// In: a paths.Func, its obligations.PathResults, an smt.Solver.
// Out: a Witness (the client's inputs, the initial state at the keys the
// path uses, the steps of the client and of another goroutine, the
// client's outcome, the final state, and each serial order tried with why
// it fails), Confirmed or with a Note saying why not; or nil.
//
// Search. For each refuted path and condensation point, the obligation is
// asked again with conditions that make its model an interleaving: the
// state changes between two client calls (another goroutine acted), a
// typed map holds values of its Go types, the other goroutine's Store of a
// single-value collection does not panic (atomic.Value), reads of one
// address agree (memory does not change), and first plain values (values
// the executable model reproduces). Later kinds ask for replaced values
// the client read, for objects of other contents, for writes of memory the
// client reads between its calls (memory.go: an address read through one
// term on both sides of a call gives two values; the other goroutine's
// write is a step of its own, `*(*int)(@0) = 2`), and last for an other
// goroutine that also reads every key between the client's calls (the
// state need not change then). Each unconfirmed model is blocked and the
// solver asked again, up to MaxModels times (MaxObserveModels for the
// last kind). A path that depends on what no witness fixes, even one that
// fixes every memory read and clock reading (hopeless.go), gets one model,
// for the candidate it shows, and no more searches.
//
// What a witness fixes besides the collection: the contents of the objects
// the state holds (the fields the path reads; its own fresh objects'
// contents), printed as `where (*T)(@0) = &T{...}`; the memory the path
// read, by address; a slice argument, printed as a literal from its pinned
// length and the elements read (slices.go); a map argument a range visits,
// printed as a literal from its pinned length and entries (maps.go).
//
// The other goroutine. Between client calls k and k+1 it takes the state
// from call k's post-state to call k+1's pre-state, one key at a time: a
// LoadOrStore (SetIfAbsent) fills an absent key, a Swap (LoadAndStore) or
// Store overwrites, a LoadAndDelete (Pop) or Delete removes; a counter
// changes by Add. Where the collection has a call that also returns what
// it replaced, that call is used: every serial order must then reproduce
// what the other goroutine saw (obligations.EnvCall.Seen).
//
// Confirmation (try): the steps are replayed on the executable model
// (axioms.NewExec), every client call must return what the model says, and
// no other goroutine's call may panic; the path must depend on nothing the
// witness does not fix (memory reads, loop-carried values, uninterpreted
// helpers and callbacks: inexactPath; a local the path defines by a fact
// is fixed with its definition); then for every position of the
// client among the other goroutine's calls, obligations.SerialFits must be
// unsat. Any undecided check leaves the witness unconfirmed. The client
// after all the other goroutine's calls is checked first (it is the order
// that most often explains a candidate), and the first order that fits
// ends the checks: an unconfirmed candidate lists the orders tried.
//
// Loops. An exceptional path leaves loop-carried values arbitrary, so its
// model is no run the replay can follow. When the loop-free paths give no
// confirmed witness, the search turns to the function's unrolled runs
// (paths.Func.Unrolled: exact runs taking 0, 1, ... back edges), fewest
// back edges first; the other goroutine may act between any two client
// calls, earlier iterations' included. Serial orders are then checked
// against the unrolled runs of the same level first, every position; only
// when none fits are the longer serial runs checked: a position from which
// one is feasible (obligations.SerialDeep) is checked against the next
// level's runs, and past the last level it fits, unless every such run is
// caught in a cycle (paths.Cycle: it repeats an iteration that changes
// nothing, so it never returns). The search prefers slices and maps of at
// most 8 elements (obligations.PreferPlain), which print as literals.
//
// Readable values (readable.go). A confirmed witness that prints an
// integer beyond ±16 is replaced by one from a model whose integers are
// small (obligations.Readable), when the solver finds one within
// ReadableRLimit (a bound on its work, not on time) and that witness is
// confirmed and prints no large integer; a run that needs a wrap-around
// keeps its large numbers. So is one that prints a string the solver made
// up ("!0!"), by one whose strings are letters; an unconfirmed witness
// (no run is claimed) prints such strings as letters, distinct ones
// distinct.
//
// Several objects (objects.go, objsteps.go). For a function over the
// product of several objects (paths.Func.Product), the state is read at
// the points its calls touch (obligations.StatePoints: an object, a
// family member by its pointer, an entry by its key); the other goroutine
// first reads every point between the client's calls while the states
// stand still (a new per-key counter seen at zero), then changes points
// (a Store, or a Delete of a key). The new objects the path makes are
// zero before its first call and hold none of the initial entries. Each
// object is replayed on its own executable model; the serial orders run
// on the tuple's state as a literal, every object the interleaving does
// not touch zero. Steps name their object (Step.Object). Runs with loops
// are searched among the unrolled runs, as for one object. The models keep
// apart the addresses Go keeps apart (obligations.DistinctAddresses), and
// the witness takes the element and field addresses as exact.
//
// Calls that never return (pending.go). A function whose run may repeat a
// loop forever after changing the collection is refused as unproven
// (obligations.Purity); FindPending searches the prefixes of its runs
// about to repeat such an iteration, the client still running when the
// interleaving ends (a pending call), with an other
// goroutine that first only reads every key between the client's calls
// (obligations.Undisturbed). A pending call is linearizable only when
// leaving it out, or completing it by a sequential run that returns,
// explains what the other goroutine's calls saw
// (obligations.SerialPending); the final state is no observation.
//
// Calls that are no instant. A method such as Range, Size, concurrent-
// map's Count or a Counter's Value is never atomic (the function is
// refused as unproven before any obligation). When the function does
// nothing but that call (paths.Delegation; or collects, with a closure,
// one argument of each callback call into the slice it returns: the keys
// of a Range) and the method says how the library runs it (axioms.Split),
// FindSplit searches the call's own
// interleavings: the call handles two units (two keys in different shards,
// buckets or size stripes; two stripes of a Counter) at two instants, the
// other goroutine makes one or two calls between them (stores and deletes
// at the two keys; Inc, Dec, Add(2) on either stripe; for xsync's Clear,
// an insertion that starts a resize). The other goroutine's calls are
// replayed on the executable model, and the witness is confirmed when the
// call's outcome (result, callback calls, final state) differs from the
// atomic call's at every position among them. When the function computes
// its outcome from such a call's result, its only call on the base object
// (paths.Refusal.Outcome: `m.Size() == 0`), FindSplitOutcome runs the
// same interleavings of a call that reads a length, an emptiness or a sum,
// and asks the solver for inputs under which the function's outcome from
// the observed result differs from its outcome from the result at every
// position (obligations.OutcomesApart; the function's paths must be exact).
//
// Interference inside a call. atomic.Value's CompareAndSwap may fail on an
// equal value when another goroutine's Store replaces the data word
// between its comparison and its swap (a Choice of the method). Witnesses
// run client calls without it, except in the last search kind, which asks
// for a call that fails so: the builder shows the other goroutine's Store
// of the value the call found, made while it runs, and the value must be
// one Go boxes anew (interfere.go).
//
// Standard-library functions treated as pure are uninterpreted in proofs;
// the witness stage grounds those it can run (stdeval.go: strings and
// strconv functions over strings, ints and bools; fmt.Sprint and Sprintf
// over predeclared strings, integers and bools): each model is checked
// against Go at every application, true facts are added until it agrees
// (the next check asked first to keep the arguments it disagreed at, so
// that the solver fits the rest of the model to the true value there
// rather than moving on to other arguments), and only then are those
// functions taken as fixed by the witness. Helpers
// with loops, defined up to an unrolling bound (paths.Helper), are
// grounded the same way (helpers.go): at the model's arguments, the fact
// "within the bound, the application is the body's outcome" is added,
// and the model counts only if every application is within the bound.
//
// Files:
//
//	witness.go  Witness, Find, the search and the confirmation
//	build.go    a model to a scenario: inputs, initial state, client calls
//	gap.go      the other goroutine's calls, the outcome, the replay, exactness
//	newvalues.go  a result that is an object the path made (an error) printed as the call that made it
//	decode.go   model values to Go values and to literal terms
//	unrolled.go the search among unrolled runs of functions with loops
//	pending.go  calls that may never return: a pending client's witnesses
//	stdeval.go  standard-library functions run for real: grounded models
//	helpers.go  helpers with loops grounded at the model's arguments
//	constructed.go  fields fixed at construction hold constructed values in every search (searchSolver)
//	interfere.go  another goroutine's Store during a client's CompareAndSwap
//	callbacks.go  callbacks and functional helpers defined by their bodies
//	splitoutcome.go  what a function makes of the result of a call that is no instant
//	memory.go   the memory a witness reads, and the other goroutine's writes of it
//	envsolve.go the other goroutine's call solved from a user collection's axioms
//	objects.go  witnesses over several objects (paths.Func.Product): the search, the points
//	objsteps.go their steps, the tuple's state as a literal, the replay on one model per object
//	split.go    the interleavings inside a call that is no instant (FindSplit)
//	slices.go   slice arguments as literals
//	maps.go     map arguments a range visits, as literals
//	globals.go  package variables' addresses printed by name (&tagTable)
//	funcvals.go function values printed by their functions' names (t.hash = byLen)
//	readable.go witnesses with small integers in place of large ones, letters in place of
//	            the solver's strings ("!0!"; an unconfirmed witness's renamed as printed)
//	fixed.go    the fields and package variables fixed for a run, as the header prints them
//	chans.go    the client's channel events, shown and compared by serial orders
//	clock.go    the clock's readings fixed and printed (t0, t0+2s); Time.Sub run for real
//	specclock.go  a collection method's own readings (Unix nanoseconds) printed relative, replayed
//	racy.go     the client's plain accesses of a base word printed as Go (m.value (a plain read))
//	pkgenv.go   FindPackage: witnesses whose other goroutine runs one of the package's operations
//	            whole between the client's calls, replayed, with serial orders of the two operations
//	pkgloops.go the package search over unrolled runs: loops in the client and in operations
//	pkgsteps.go such an operation as a step (a Go call of the package) and its place among the steps
//	setupsearch.go  the search of setups: runs of the package's operations from a new object, breadth first
//	setup.go    a single value's states the package's runs reach, and a witness's setup from them
//	setupkeyed.go  a keyed package witness's setup: runs at its keys that make its initial entries
//	pkgobjects.go  the same over several objects: the operation's calls replayed at the path's points
//	pkgpairs.go the last pass over several objects: two operations one after the other in one gap
package witness
