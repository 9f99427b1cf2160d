// Package obligations builds and discharges the condensability obligations
// of DESIGN.md, one per path and condensation point.
//
// In: a paths.Func (the loop-free paths of one client function, as terms
// over the function's inputs and each path's locals), the collection's
// axioms, and an smt.Solver.
// Out: per path, the condensation point that proved it, or why none did
// (refuted with a model, or unknown with the solver's reason).
//
// The obligation for path P = (b, calls m_0..m_{n-1}, outcome r) at call l:
//
//	b                                   P's branch conditions
//	(o_{2k+1}, y_k) = m_k(o_{2k}, x_k)  each call from its own pre-state o_{2k}
//	for every path j (its locals renamed, one renaming for all j, same inputs):
//	    calls chained from o_{2l}; b_j ⇒ last state = o_{2l+1} ∧ outcome_j = r
//	goal: o_{2k} = o_{2k+1} for k ≠ l, and the implications above
//
// The solver is asked for a model of b ∧ axioms ∧ ¬goal: unsat proves P
// condensable at l; sat refutes l; unknown is never taken for unsat. A call
// that panics on P ends P: its panic condition holds and it leaves the state
// unchanged; on a non-panicking call the negation of its panic condition is
// part of the path condition. A call whose callbacks write the function's
// variables defines each such output as an uninterpreted function of the
// call's pre-state, arguments, captured values and the variable's earlier
// contents (paths.CallOutput, paths/cboutputs.go): the same function for
// the original path and the condensed run. Locals of the condensed run (havocked values)
// are unconstrained: the proof holds for every choice, which
// over-approximates what the run can do. One exception: a library's
// Choices that stand for hidden state fixed at the call's instant (xsync
// v3's bucket layout; not atomic.Value's spurious CompareAndSwap failure,
// which comes from interference) in the condensed run's first call equal those of the path's call
// at the condensation point when both are the same call (same site,
// arguments and callbacks): the condensed run starts at that call's
// instant, from its state, so it can behave as that call did, and the
// obligation needs one sequential run (sameChoices in encode.go). All paths of the condensed run share
// one renaming of locals, because they describe a single execution: a local
// is created once, before the forks below it, so sibling paths agree on it.
// Without that, sibling paths could disagree on a shared havoc so that no
// path condition holds and the obligation would hold vacuously (Sanity
// checks, in every test, that path conditions partition the executions). A path with no calls is checked
// from a fresh state standing for any instant.
//
// The goal also requires that some path of the condensed run be taken (the
// disjunction of its path conditions): trivially true without loops, it
// says with loops that the sequential run from o_{2l} leaves every loop in
// its (arbitrary) iteration, so a run that could repeat forever proves
// nothing.
//
// Loops (Purity): every call of a repeating iteration must be proven an
// accessor under that iteration's conditions, each call from its own
// pre-state; a loop not proven pure makes the function unproven. So must
// the calls before the loop on that path: a run may repeat forever, and a
// pending run is linearizable only if it changed nothing.
//
// Fresh allocations. A path records each allocation with its site and its
// contents (paths.Alloc). The obligation lets an allocation of the condensed
// run be the original path's object from the same site when their contents
// are equal (identify in encode.go). Sound because the original's object is
// fresh and private until the path publishes it, and only the call at the
// condensation point can publish it: every other call is an accessor,
// stores to shared memory are refused, and functional helpers have no
// effects. So at the instant of the condensed run no one else can reach
// the object, and a sequential run allocating then may be given that very
// address by the allocator; with equal contents the two objects are
// indistinguishable. Results of functional calls that may be fresh objects
// are identified the same way, by call site and arguments. Writes through
// pointers obtained from the collection are refused by the paths stage.
//
// Channels. A path's channel events (paths/chans.go: close, the sends and
// receives of a select with default) are part of its outcome: the
// condensed run must make the same ones, on the same channels, with the
// same values, in the same order (sameEvents in chans.go). What its
// channel operations observe (closed already? which case proceeds? the
// value received) is free, but an observation of the condensed run at the
// same site and occurrence, of the same channels, as one of the original
// path is the original's (identifyChans). Sound because other goroutines
// set what a channel shows at any moment, so any answer is one the
// condensed run may get at its instant, but for what the run did to the
// channel itself, which both runs encode exactly; fixing the rest picks
// one of its runs, and the obligation asks for one sequential run. Serial
// checks compare the events a witness observed (Scenario.Events), their
// observations left free.
//
// The clock. A path's readings of the clock (paths.ClockRead) are inputs
// from the environment, read at a moment: the condensed run's reading at
// the same site and occurrence reads the original's value (sameClocks in
// clock.go, substituted into the copies); the obligation asks for one
// sequential run that explains the path, and nothing is assumed of the
// clock, so a run reading those values is one of its runs. A collection
// method's own reading (a TTL cache's Get: paths.ClockRead.UnixNano) is
// the library's clock at the call's instant instead: the condensed run
// runs at the anchor's instant, so each of its such readings is the anchor
// call's (arbitrary when the anchor reads none). Serial checks read what
// the interleaving read (Scenario.Clocks).
//
// Condensation points are tried in order: the last call that may mutate,
// else the first call; then every other call.
//
// For witnesses (package witness), the same encoding defines probes (the
// states around each call, the keys, arguments, results, pins and the
// indices of element reads) and search kinds (conditions that steer a
// refuting model towards an interleaving), and SerialFits checks one
// serial order of a Scenario: the client's run from the state after some
// of the other goroutine's calls must give the observed outcome, the other
// goroutine's calls their observed results, and the final state
// (SerialPending: for a client that never returns, left out or completed by
// any run that returns, only the other goroutine's results). Serial
// checks name every state a copied path passes through, so that a state
// is not written out again in each later one. A
// scenario fixes what a real interleaving fixes: the inputs, the values of
// pins (fields fixed at construction, constants, lengths of slices, the
// fields of every object the state held), what the interleaving read of
// memory by address (a serial run reads the interleaving's memory after
// the other goroutine's writes before the run: MemoryAt), and the
// contents of its fresh objects (a serial run's allocation may take one's
// address only with the same contents). Those
// constraints hold on the serial path taken only (paths share the locals
// of their common prefix). Everything else is free, so a serial order may
// fit falsely, never fail to fit falsely.
//
// Files:
//
//	encode.go  the formula of one obligation
//	check.go   the search over condensation points, per path and per function
//	objprobes.go  the probes of a function over several objects: the points its calls touch
//	purity.go  the purity of loops: repeating iterations make accessor calls only
//	sanity.go  checks that a function's path conditions partition its inputs
//	generic.go type parameters at an instantiation with any (AtAny)
//	probes.go  the probes a witness reads from a model; pins
//	plain.go   what witness search prefers: plain values, short slices, small numbers (PreferPlain, Readable)
//	plainstruct.go  structs whose interface fields hold plain values, preferred as plain values are
//	kinds.go   search kinds: KeepsPresence, ChangesContents
//	serial.go  Scenario, SerialFits, SerialDeep, MemoryStable, MemoryWritten, MemoryAt
//	pending.go SerialPending: serial orders of a client still running
//	panics.go  run-time panics compared by what Go's message prints
//	clock.go   the clock's readings in obligations and serial checks (a collection
//	           method's own readings in the condensed run: the anchor's); readable readings
//	apart.go   OutcomesApart: a function's outcomes from two results of its one call
//	chans.go   channel events in the outcome, channel observations identified, their probes
//	pkgenv.go  the package environment: a refuted path with one of the package's operations
//	           run whole in a gap (EncodeOp), and the serial runs of such an operation (OpCall)
//	opapart.go EncodeOps' apart part: no serial order of the client's run and the
//	           operations' gives the interleaving's outcome (a search preference, over several
//	           objects)
//	setup.go   one run of an operation from a literal state before any client (EncodeSetup), for
//	           the setups of package witnesses
//	rely.go    what other goroutines keep of a map's entries between the client's calls in the
//	           package environment (paths.Func.Rely): assumed at the path's keys, checked per call
//	           (EntryMoves)
//	grows.go   the same for an integer word that never decreases: assumed between the calls,
//	           checked per call under its path's conditions (StateGrows)
//	within.go  a word's finite set of values: every state of a path assumed in it, each call checked
//	           to keep it (LeavesSet); a package witness starts in it (WithinStart)
//	newobject.go  NewObject: the client's first call on a new object (package witnesses' first passes)
//	storedvalues.go  Stored: entries the package's code can leave (package witnesses' states)
package obligations
