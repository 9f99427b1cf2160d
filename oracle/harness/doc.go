// Package harness runs inside the oracle's driver binary. The oracle
// embeds its source and adds it, as a package of the module under test, to
// the overlay it builds with; so it imports the standard library only, and
// it is compiled and tested here as an ordinary package too.
//
// In: the Specs of the generated driver (one per client function) and,
// from flags, the index of the function to explore and the bounds (Config).
// Out: a Report as JSON on standard output.
//
// Stand-ins. Each has its original's method set; the instrumented package
// uses it wherever it used the original. Each call runs on an executable
// sequential model, whose kind (kind.go) gives the methods their
// semantics; the state is a map (a register keeps its value under the
// one key cell):
//
//	Map (sync.Map)        a key is absent or present, with a nil value or not;
//	                      CompareAndSwap and CompareAndDelete compare with Go's ==
//	                      on interfaces (panicking on equal uncomparable dynamic
//	                      types); keys hash as Go hashes them (panicking when
//	                      unhashable)
//	Int32 ... Uintptr     atomic integers: Load, Store, Swap, CompareAndSwap, Add,
//	                      And, Or (old value); AddInt64 etc. on the base word
//	Bool, Pointer[T]      Load, Store, Swap, CompareAndSwap with ==
//	Value                 empty until the first Store; Store, Swap and
//	                      CompareAndSwap panic as sync/atomic's do on nil and on
//	                      inconsistent types; CompareAndSwap compares with ==
//	                      (panicking on uncomparable values); its spurious failure
//	                      on non-pointer-shaped values is not modelled
//	X3Map, X3MapOf, X4Map xsync: absent keys read as V's zero value, LoadAndStore
//	                      returns the new value when absent, the compute methods
//	                      run the client's callback inside the call (as xsync
//	                      does, under the key's lock)
//	X3Counter, X4Counter  Add, Inc, Dec
//	CMap                  concurrent-map: value receivers sharing one state; a zero
//	                      ConcurrentMap panics; Upsert and RemoveCb run the callback
//	                      inside the call
//
// Range (sync.Map's, xsync's, and CMap's iterations on plain maps) visits
// the keys present when it starts, each with its value at the visit: one
// of the libraries' behaviours, not all of them. Methods a library does
// not make atomic (xsync's Size, Clear, Counter.Value, Counter.Reset;
// concurrent-map's Count, IsEmpty, Keys, Items, IterCb, MSet, Clear) run
// sequentially on a plain object and end the exploration on the base
// object: the function is reported skipped, with the method.
//
// The environment's methods are named as sync.Map's (Config.Ops) and
// mapped to each kind's: Swap is xsync's LoadAndStore; Load, Store,
// LoadOrStore, LoadAndDelete, Delete are concurrent-map's Get, Set,
// SetIfAbsent, Pop, Remove; registers take Load, Store, Swap,
// CompareAndSwap, Add, And and Or, counters Add and Load (a Value that
// overlaps no Add: the environment's calls run between the client's, so
// it returns the exact sum). Values fit the object:
// a typed one keeps the values of its type, nil as the zero value.
//
// Scenarios. One goroutine runs everything; the environment (the "other
// goroutine") runs inside the base object, between the client's
// calls, so every run is deterministic and replayable. A scenario is a
// tuple of arguments, an initial state over the function's keys and
// values, and the environment's calls: up to Gap in each gap between two
// client calls (the first MaxGaps gaps, and once more when a loop that
// never calls the map is cut off), EnvCalls in all, drawn from Ops over the key
// and value domains. The chooser enumerates them depth-first, level by
// level: all scenarios with no environment call, then one, then two, so
// that the first violation found is a smallest one.
//
// Keys are those the client uses when run alone from every initial state
// over the keys found so far (a fixpoint, at most MaxKeys); a key used
// only under interference starts the exploration again with it. Values
// are the driver's (typed values, constants) and those the client passes
// to the map; a value the client allocated never joins a domain.
//
// Several objects (objects.go). The driver names every object besides the
// base that the function can reach (Name); one joins the run on the
// client's first call of it, with an initial state the chooser picks then
// (nil and maxObjValues values of its type: the body's first, else its
// kind's and the base's defaults; then the values the client passes to
// objects besides the base that those miss), or, in a serial order, the
// scenario's. A stand-in stored in a registered map joins on the client's
// next call of it (another goroutine may have loaded it); a stand-in of
// the value domain starts every run empty. In a gap the other goroutine
// calls the base, any registered static object, or the object one of its
// earlier calls returned (Call.From: it must load it first). A scenario's
// outcome holds every static object's final state by name and the states
// of the value domain's stand-ins; other stand-ins compare by contents
// wherever they appear. A word besides the base (words.go, NameWord) is a
// static object from the start, mirrored in its memory as the base word
// is; with Spec.EarlyGap the other goroutine may also act before the
// function's first call (after a plain read of a word).
//
// The package environment (pkgenv.go, Spec.Package). The other
// goroutine's calls are whole runs of the package's operations (Spec.Ops,
// Call.Op) on the function's receiver (Recv), after at most Config.Setup
// of them before the function (the scenario's setup, kept first by every
// serial order); objects start empty. An operation's calls of the objects
// act on their models directly: no gap, no step. The locks (mutex.go)
// drop a scenario whose operation would wait for a lock the function
// holds (blocked).
//
// Deciding a scenario (check.go). The client's call spans every
// environment call, so its linearizations are the positions p among them:
// p works when the client run alone after the first p environment calls,
// then the rest, gives the same client result (return values, panic value,
// callback arguments), the same result of every environment call, and the
// same final state of every object. Fresh allocations compare up to a one-to-one
// correspondence and by contents (equal.go); the values the driver
// supplies compare by identity; floats compare by their bits. A run that
// makes more than MaxCalls calls, or iterates loops more than 100000 times,
// is cut off and its client is pending: the scenario is linearizable when
// the environment's results are those of its calls alone, or those of a
// position at which the client, run alone, returns; a client that never
// returns when run alone can only come last.
//
// Files:
//
//	kind.go     the kinds of objects, Bind, BindNew, BindAddr, the environment's calls
//	map.go      Map (the sync.Map stand-in), Record, Arg, NegZero, Err
//	model.go    Call, the state of an object, and the sequential model of sync.Map
//	atomic.go   the sync/atomic types and their kinds (registers)
//	atomicfuncs.go  sync/atomic's functions on integer words
//	typedmap.go the typed map model (xsync, concurrent-map) and the counter's
//	xsync.go    xsync v3's Map, MapOf, Counter and v4's Map, Counter, constructors
//	cmap.go     concurrent-map's ConcurrentMap and constructors
//	run.go      a run: client calls, gaps, Tick, the call and loop bounds
//	chooser.go  depth-first enumeration of a run's choices
//	explore.go  Spec and the exploration of one function, level by level
//	domains.go  key and value domains, the environment's calls
//	check.go    linearizability of one scenario by brute force
//	equal.go    equality up to fresh allocations
//	render.go   values as Go
//	rendertime.go times and locations by name, marker fields (noCopy) left out
//	report.go   Report and the witness of a violation
//	objects.go  objects besides the base: registration, the other goroutine's calls on them
//	objtext.go  several objects' final states compared and rendered, witnesses naming objects
//	words.go    words besides the base: NameWord, and the sync/atomic functions' lookup
//	main.go     Config and Main, the driver's entry point
//	pkgenv.go   the package environment: Op, Recv, operation runs, the setup
//	mutex.go    Mutex and RWMutex, the locks of the package environment
package harness
