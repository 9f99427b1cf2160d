// Package paths turns Go source into the loop-free paths that obligations
// reason about. It is the only package that knows go/packages.
//
// In: package patterns (as go build takes them).
// Out: a Program (type-checked packages in SSA form, with their
// directives), its Clients, and for each client function either a Func —
// its paths, as SMT terms — or a Refusal naming the construct and position
// that is outside the fragment.
//
// Clients: a struct type with a field marked //snowflake:base, or whose only
// field is a supported collection (by value, embedded, or by pointer); or a
// package-level variable marked //snowflake:base, whose client functions
// are those of the package that use it. A base field or variable assigned
// anywhere but in a composite literal refuses the whole client: the base
// object must be one object for the client's lifetime; except in a test
// reset (a _test.go file, a ...ForTesting or ...ForTest function), which
// refuses only itself, the others assuming it never runs concurrently with
// them (trusted; resets.go). The base's address may reach methods,
// sync/atomic's functions, conversions keeping its word and helpers of the
// client's package that only do the same (baseuse.go, baseconv.go); any
// other use of it refuses the client, naming where it escapes. A plain read
// or write of a base word accessed with sync/atomic is a racy Load or Store
// (Func.Races): never atomic (racy.go).
//
// Paths are enumerated by symbolic execution over the SSA blocks: branch
// conditions fork the path, and so does every implicit panic (nil
// dereference, failed type assertion, division by zero, out-of-range index,
// a collection call whose arguments may be uncomparable, a functional
// helper that may panic): a panic is an outcome that the condensed run must
// reproduce. Values are terms of the values package:
//
//	SSA                         term
//	Parameter i                 input in!i (shared by the original and the condensed run)
//	call on the base object     a Call with fresh result placeholders
//	functional helper call      uninterpreted function of its inputs (trusted, listed in Func.Trusted);
//	                            a result that reaches memory is a fresh local, except when
//	                            the body shows it: a new object on every run (Alloc.Fresh:
//	                            not nil, distinct from the path's other objects), a
//	                            function of the arguments (the body's term: &global),
//	                            or, by the arguments, the one or the other (Helper.Mixed)
//	load from memory            a fresh local (memory may change at any time), recorded
//	                            with its address in Path.Loads (witnesses fix it), except:
//	  a fresh, unpublished allocation   what the path stored there, or zero (heap.go)
//	  a field of the receiver           a constant of the receiver, if nothing writes it
//	                                    after construction (else refused, naming the write)
//	Alloc, make                 a fresh local; its contents (or sizes) are recorded in
//	                            Path.Allocs, so that obligations may identify the object
//	                            with the condensed run's from the same site and contents
//	m[k] = v, delete, clear,    on a map the path made (make, a literal, an inlined helper's
//	m[k], v, ok := m[k], len(m) make, a functional helper's new map), until a collection
//	                            call or a functional call reaching it publishes it: exact,
//	                            its contents the writes over an empty base (or the helper's,
//	                            a function of its arguments); after publication reads are
//	                            arbitrary and writes refused, naming the call (freshmap.go)
//	append(s, xs...)            on nil or a slice the path built by append, until published:
//	                            a new slice of known elements, len and s[i] exact; what it
//	                            may overwrite in slices sharing the backing array becomes
//	                            arbitrary; append to any other slice is refused (freshslice.go)
//	load, store via a pointer   to a fresh, unpublished object the SSA of the allocating
//	                            function does not show (an inlined helper's, a phi of
//	                            allocations): exact, by the pointer's term (freshheap.go)
//	functional helper returning a map its body makes: a new map of the path, its contents
//	                            a function of the arguments, or unknown when they reach
//	                            memory; such a call does not fork on a panic when no
//	                            instruction of the body can panic (nopanic.go)
//	functional call             uninterpreted function of its inputs; arbitrary results
//	                            when an input can reach memory (pointers, slices, ...)
//	defer of a functional call  no effect; its panic ends (or replaces) the outcome
//	defer of a base-object call a call of the path at every exit (one that cannot panic)
//	pure standard library       as an argfunctional function (purestd.go); fmt's arguments
//	                            as format.go allows; a variadic one named by its arity
//	output event                a no-op: log's and slog's printing, fmt.Print* and Fprint*
//	                            to os.Stdout or os.Stderr (output.go); what formatting runs
//	                            must be effect-free (format.go); a nil logger panics
//	log.Panic*                  a panic with fmt.Sprint*'s term of the arguments
//	log.Fatal*                  the outcome "exit" (run-time panic kind exit): no deferred call
//	                            runs, nothing recovers it
//	errors.New, fmt.Errorf,     a new object (Alloc.Fresh) whose contents are the arguments;
//	  errors.Join               Join is nil exactly when its arguments are (errors.go)
//	errors.Is, errors.Unwrap    exact on nil and along the chains of errors the path built
//	                            (errchain.go: errors.New, fmt.Errorf with one %w or none);
//	                            elsewhere functions of the errors (trusted Is/Unwrap)
//	errors.As(err, &v)          v's new contents and the result: exact on nil and on boxed
//	                            values without As/Unwrap methods; else functions of err
//	sentinel (var ErrX = errors.New(...), constant after init)
//	                            a constant, not nil, distinct from the other sentinels
//	fmt.Sprint(x), Sprintf("%v"/"%s", x), x of a type of this package with a String
//	                            method: x.String() inlined (stringer.go); a panic in it
//	                            gives fmt's message: by the value's Error or String method
//	                            (inlined), or a function of a run-time or plain value;
//	                            other panic values are refused
//	call on another object      the product of the function's objects (objects.go):
//	                            a place reached by value from the receiver or a
//	                            package variable (its address never escapes:
//	                            places.go), or a member of a family of objects
//	                            reached through pointers, told apart by the
//	                            pointer (Call.Ref), nil-checked; every call lifted
//	                            to its object's component (axioms.Product)
//	call on G.base, G a package var of the client's type: refused (the base only
//	                            when the receiver is &G); as written, on the base
//	                            under that condition (instances.go, witnesses only)
//	same-package helper         inlined on the path, to depth 3 (inline.go); a parameter
//	                            bound to the receiver or the base stands for it; a
//	                            generic one called at the caller's type parameters
//	                            runs its origin's body, its type parameters bound to
//	                            the caller's (genwrap.go)
//	other unannotated call      by the callee's effect summary (summary.go), inferred
//	                            bottom-up from the bodies of every package, standard
//	                            library included: functional (no effect, reads its inputs
//	                            and constant package variables) as an annotated call;
//	                            observer (reads any memory) with arbitrary results and
//	                            panic on every call; effects refused, naming the first
//	                            one and where (summarycall.go)
//	function literal, function  a closure made on the path, or a named function passed
//	value called on the path    to a helper, called directly, through a local or a helper's
//	                            parameter: its body inlined, free variables bound to the
//	                            closure's cells, the path's own memory (closures.go); any
//	                            other use of it refused there, naming it
//	function value read from    the choice among the functions its sources show (a field,
//	memory, a parameter, a      package variable, helper parameter or result set only to
//	call's result               named functions: funcset.go): a fork over them, each a
//	                            static call, plus nil, which panics (funccall.go); an open
//	                            set (exported field, closure with captured variables,
//	                            method value, ...) refused, naming the value and why
//	integer, bool, string ops   exact bit-vector, Boolean and string terms
//	struct, small array         datatypes: exact fields, == field by field in order
//	float ops                   IEEE arithmetic on the bits (floats.go): exact, except
//	                            a NaN's bits, out-of-range conversions to integers and
//	                            fusable additions of products (uninterpreted)
//	slice ops                   uninterpreted functions of the operands (deterministic);
//	                            a slice's len is one too, never negative, and indexing
//	                            panics exactly when the index, as unsigned, is not below it
//	MakeInterface, TypeAssert   Any constructors, testers and selectors
//	interface method call       on a Box of T: T's method, as a static call (inlined, by
//	                            summary); else a fork over the dynamic types its sources
//	                            construct (a closed set: ifaceset.go), and nil, which
//	                            panics; an open set is refused, naming its source (iface.go)
//	typed collection call       arguments boxed into Any, Any results unboxed
//	                            (axioms.Method.Boxed: xsync, concurrent-map)
//	callback of a collection    an axioms.Func of its captured values and its
//	                            arguments, when its body has no effect, reads
//	                            no memory (callbacks.go); its new objects are
//	                            identified by site and inputs; the function's
//	                            variables it writes are outputs of the call,
//	                            functions of the call's pre-state and inputs
//	                            (Call.Outputs, cboutputs.go)
//	Range counting entries      n := 0; Range(func(_, _) bool { n++; return true });
//	                            return n: a collector (Delegation.Counts, rangecount.go)
//	close(ch)                   the event close, recorded in order (Path.Events): a
//	                            panic when ch is nil, or closed by the path before,
//	                            or (a free choice) by someone else (chans.go)
//	select with default         a fork on which case proceeds, a free choice among
//	                            those that can (not nil; a channel the path closed
//	                            always can); a send panics on a closed channel; the
//	                            send or the receive (value and ok free, exact for a
//	                            channel the path closed) an event (selects.go)
//	channel observation         free locals (Path.ChanReads), which obligations
//	                            identify between runs at the same site and channels
//	make(chan T, c)             never panics for a constant c below 1<<15; else
//	                            makechan's panic
//	time.Now, Since, Until      a reading of the clock: a fresh time.Time recorded in
//	                            Path.Clocks by site and occurrence, nothing assumed of
//	                            it; obligations give the condensed run's reading at the
//	                            same site and occurrence the original's (clock.go)
//	a method that reads the     (axioms.Method.Clock, a spec's //snowflake:clock) an int64
//	clock itself                reading in Unix nanoseconds per call, in Path.Clocks
//	                            (UnixNano), passed after the Go arguments; the condensed
//	                            run's calls read the anchor's (specclock.go)
//	c.Get on Cache{*cache}      (*cache).Get on an unexported embedded field of an
//	                            object the catalogue describes as the same collection:
//	                            a call on the object (embedded.go)
//	time.Time, Duration ops     exact on Go's (wall, ext, loc) fields: Add, Sub (its
//	                            wall-clock check uninterpreted outside a plain range),
//	                            After, Before, Equal, Compare, IsZero, Unix*, UTC, In;
//	                            Duration's integer methods (timeterms.go); other methods
//	                            of time values uninterpreted, deterministic (clockmethods.go)
//	time.Sleep, timers          no effect; After, Tick, NewTimer, NewTicker new objects;
//	                            Stop and Reset of the function's own timers arbitrary
//	                            bools; NewTicker panics on a non-positive interval;
//	                            AfterFunc refused (a goroutine)
//
// Lock discipline (locks.go, locksection.go; the package environment): for
// a confined base, every access to it in the package holds one mutex of
// the same object (write side for a mutator), and a function's accesses
// lie in one critical section of it: the function is atomic there (when
// some reads skip the mutex, only a section that changes the objects once
// at most: Func.MutatesTwice; another is raced by the package's lock-free
// operations in witnesses: SplitSharedLocked). The
// walk of such a function (SplitLocked) sets the section's Lock and Unlock
// calls aside (Client.lockOps), and those of every other mutex it or its
// package helpers call (mutexCalls). An operation of the package run as
// the other goroutine of a witness sets aside its own mutex calls when
// they balance on every path and the client holds no lock
// (lockbalance.go, pkgops.go's splitBalanced); elsewhere they are refused. A function
// over several objects (lockobjects.go), each a field of one struct type
// or each a package variable, takes them all as the analysis's bases: every
// change of any of them holds the mutex, and the function's accesses to
// all of them lie in one section (the product of the objects is the
// object verified).
//
// Functional annotations are checked against their bodies when loaded
// (annotations.go): a body may write memory it made itself at any depth
// (freshbody.go); a body that writes memory existing before the call,
// uses channels, goroutines, closures or dynamic calls, calls a collection,
// reads a package variable or calls anything not functional breaks its
// annotation; a function relying on a broken annotation is never atomic.
// It is walked again with such helpers inlined as unannotated ones
// (Refusal.AsWritten): a confirmed witness of that walk is a violation of
// the code as written. A function calling a functional helper whose
// arguments reach memory (each call's results arbitrary) is also walked
// with such helpers inlined (Func.AsWritten): their reads of memory are
// then the path's, which a witness may show another goroutine writing.
// A method of a generic type refused for what depends on the
// instantiation is walked at one valid instantiation (instantiate.go:
// any, or the first term type of the constraint), as written
// (Refusal.AsWritten, Refusal.Instantiation): a confirmed witness of it
// is a run a caller can make.
//
// Bodies of functional helpers also give definitions for witness search
// (fndefs.go, Func.Helpers): loop-free bodies exactly, bodies with loops
// over the runs of at most MaxHelperUnroll back edges (FuncDef.Deep is the
// condition of the longer ones).
//
// A field of a struct type of the loaded packages that no function writes
// after construction, and whose address never escapes, is immutable: a load
// of it through any pointer is a function of the pointer (immutable.go);
// so are a part of such a field (p.limits.lo) and a whole struct none of
// whose fields is written (next = *cur: immload.go).
// So is a package variable of a loaded package that only its package's
// initialization writes and whose address serves only to load it: a
// constant, the same in every run (constglobals.go; exported ones are
// listed as trusted).
// Construction means stores that no publishing use of the allocation can
// precede. For exported fields, that no unloaded package writes them is
// listed as trusted.
//
// Loops. Natural loops are found by dominance (an edge b→h is a back edge
// when h dominates b); a cycle without such an edge (a goto into a loop) is
// refused. A path never takes a back edge: entering a loop header from
// outside starts the loop's exceptional iteration, in which every value
// carried around the loop (the header's phis) is a fresh, arbitrary local;
// a path that reaches a back edge ends there and is recorded as a Normal
// (repeating) iteration. Obligations prove every call of a repeating
// iteration an accessor (purity); then any run of the function is a run of
// its exceptional variants with only accessor calls and no other effect in
// between, because the earlier iterations change nothing outside
// themselves (stores to shared memory are refused everywhere) and pass on
// only the loop-carried values, which the exceptional iteration leaves
// arbitrary. Leaving them arbitrary over-approximates both the checked
// path and the condensed run; the condensed run must in addition provably
// leave the loop (see obligations), so a sequential run that could repeat
// forever proves nothing.
//
// Unrolled runs (unroll.go), for witnesses only: a function with loops is
// walked again, taking back edges with exact loop-carried values (each
// loop entered with its phis' entry operands), at most n back edges per
// run for n = 0..MaxUnroll (Func.Unrolled); the runs about to take one
// more are kept as Deep prefixes, so every run is an unrolled path or
// extends a Deep one. There a range over a string steps through it
// (runes.go): an ASCII byte is its rune, exactly; a multi-byte sequence's
// rune and width are a choice witness search rules out. A range over a Go
// map visits its entries, functions of the map value, in an order each
// run chooses (maprange.go). A Deep prefix whose last iteration had no effect but
// its collection calls (no store, iterator step, defer or call with a
// choice) carries a Cycle: when the values the loop carries and the
// collection's state come back to what they were at the iteration's
// start, the run repeats that iteration forever. Proofs never use them.
//
// Every SSA instruction type is handled or refused in one exhaustive switch
// (instr.go); nothing is skipped. Refused: irreducible loops, in a
// generic body (a generic function, or a method of a generic client type,
// verified once for every instantiation: values/typeparams.go) any
// operation whose meaning depends on the type argument (generic.go), defer of anything but
// a functional call or in a loop, go, blocking channel operations (send statements,
// receives, range over a channel, select without default; chans.go), channel
// events in a loop's repeating iteration, closures used other than by
// calling them on the path or passing them to an inlined helper or a
// collection method, calls of interface methods whose implementations
// are open, calls through function values whose functions are open, calls of unannotated
// functions with effects, stores to
// memory other than a fresh allocation before it is published, writes to
// maps other than the path's own unpublished ones, append to slices other
// than the path's own unpublished ones, any use of
// the base object other than calling its methods. Range makes a function
// never atomic.
//
// Locals are named at their creation (l!N!hint), before the forks below
// them, so every path through one creation shares the name: obligations
// rely on this to make all paths of a condensed run one execution. Each is
// also recorded with the Go expression it stands for (Func.Names: `s.max`,
// `the first result of m.Load(k)`, or "a value computed at line N"), and
// reports print terms through Func.Go: users never see the encoding.
//
// Order. What the package computes is the same on every load: lists of
// functions, clients and annotations are ordered by file, line and column
// (Before; ties by name), never by token.Pos, whose order of files is the
// order the loader added them in (in parallel: a new one each load), nor
// by a map's; symbol names are built from SSA names, never from a
// token.Pos.
//
// Files:
//
//	load.go     Load: go/packages and go/ssa; load errors as go build prints them
//	names.go    function names and positions as reports print them (verify, oracle)
//	goname.go   the Go expression each local stands for (Func.Names), from the SSA form
//	govars.go   source variables a value is assigned to (`v, ok := m.Load(k)`), for goname.go
//	goterm.go   terms printed as Go (Func.Go, GoPrinter): what reports show, never the encoding's names
//	unit.go     FromPackage: one type-checked package, as analysis passes see
//	            it; SpecFilesNear; the Program assembly Load shares
//	imported.go summaries across packages: UnitOptions (FromPackageWith), the
//	            summaries an analysis exports (exported variables never constant) and imports
//	importdef.go  a functional helper's definition across packages, for witnesses
//	importann.go  functional annotations and their checks across packages
//	clients.go  Client and FindClients
//	objects.go  Object: the objects a function touches besides its base, the product of them (Func.Product)
//	places.go   objects reached by value (c.hits, c.gw.outsim, stats.drops), and the check that their addresses never escape
//	confine.go  Confinement: whether only the package's code reaches a client's base (the package environment)
//	objconfine.go  ObjectsEscape: the same for a function's other objects (places with unexported fields);
//	            an operation split over the function's objects, lifted to its product
//	pkgops.go   Operations: the package's functions another goroutine may run on the base; SplitShared:
//	            a function and those operations over one value model
//	touch.go    Touching: every function of the package that touches the base, for the invariants it keeps
//	immcontents.go  a new object's immutable fields read what the path made it with (Path.Made)
//	discover.go Discover: composite operations on collections no directive marks
//	nestedwrap.go  functions composing a wrapper's methods on a field: refused, naming the nested base
//	undiscovered.go  no silent drop: every other function making two or more collection calls on
//	            shared objects (or one in a loop) reported, refused naming the form when today's
//	            Client cannot express it (Client.Skipped); calls on fresh objects not counted
//	helpercalls.go  the calls a function makes through the package helpers it calls (as the
//	            walker inlines them), their objects named by the function's parameters
//	objectforms.go  the form and Go expression of a collection call's receiver (nested field,
//	            array or map element, parameter, captured variable, local, call result, ...);
//	            notFollowed, the one wording of a form not followed yet
//	objectfresh.go  whether an object the function allocates escapes (else its calls are not counted)
//	definedbase.go  //snowflake:base on a defined type over a collection (type Hits atomic.Int64)
//	specfiles.go  collection spec files loaded into the Program's catalogue
//	path.go     Func, Path, Call, Refusal: the output
//	delegate.go Delegation: a function that is one call on its base object
//	collector.go  a function collecting a callback's arguments (Range's keys) into its result
//	rangecount.go  a function counting a callback's calls (Range's entries) into its result
//	splitfree.go  the walk that leaves free the results of a call that is no instant
//	walk.go     Split: the path enumeration, forks on implicit panics
//	instr.go    the exhaustive switch over SSA instructions
//	ops.go      operators, conversions and constants with Go's semantics
//	memory.go   addresses, loads, stores, indexing, slicing, make
//	heap.go     contents of the path's fresh allocations
//	freshmap.go contents of the maps the path made, until published
//	freshslice.go slices the path built by append, until published
//	freshpublish.go  what publishes the path's fresh objects
//	freshhelper.go   new maps functional helpers return
//	freshresult.go   a call whose result is a new object only the caller holds: stores into it construct it
//	freshloop.go  fresh objects at a loop's exceptional iteration; accumulator slices
//	freshcaller.go  a caller's fresh object across an inlined helper's loop that writes only the helper's own memory
//	freshheap.go  fresh objects reached by their pointer's term
//	freshbody.go  memory a functional body made itself, which it may write
//	nopanic.go  bodies in which no instruction can panic
//	defer.go    deferred functional calls
//	annotations.go  the check of functional annotations against their bodies
//	purestd.go  the standard-library functions treated as functional
//	format.go   the methods formatting runs (String, Error, Format, LogValue...) and what they must be
//	output.go   output events: log, log/slog, fmt.Print* and Fprint* to os.Stdout or os.Stderr
//	errors.go   errors as values: new errors, errors.Join, errors.Is, sentinels
//	errorsas.go errors.As into a variable of the function
//	errchain.go the chains of errors the path built: errors.Unwrap and errors.Is along them
//	floats.go   floating-point arithmetic, comparisons, conversions, math's bit functions
//	implementers.go  types of the package a witness's interface values may hold
//	inline.go   inlining of same-package helpers (instantiations of generic ones at concrete types included)
//	genwrap.go  inlining generic helpers at the caller's type parameters (a typed wrapper's own methods)
//	inlinehint.go  the reason for a call not inlined: why, and what its body does (its summary)
//	summary.go  effect summaries inferred from bodies, by strongly connected components
//	summaryinstr.go  what one instruction may do, for summaries
//	summarycall.go   a call translated by its callee's summary
//	depglobals.go    dependencies' package variables constant after initialization
//	inputmem.go      the memory a functional body may read: what its inputs reach
//	closures.go function literals and function values called on the path
//	funccall.go calls through function values read from memory: a fork over their functions, and nil
//	funcset.go  the functions a function value may be (the interface tracer's sources); their summaries
//	cboutputs.go  callbacks that write the function's variables (outputs of the call) or allocate
//	stringer.go fmt running a String method of this package
//	instances.go  calls on the base field of a package variable of the client's type
//	immutable.go  fields never written after construction
//	immload.go   reads of them: a field, a part of one (p.f.g, p.a[1]), a whole struct (*p)
//	mutable.go  the fields written after construction: every route to their memory, generic instances scanned
//	constglobals.go  package variables constant after initialization
//	constructed.go  the values construction sites give a field fixed at construction (witnesses start from states the package makes)
//	rootfuncs.go  every function of the root packages, generic bodies included (computed once per Program)
//	calls.go    the dispatch of calls; collection calls, builtins
//	staticcall.go  the tail of a static call: inlined, by its summary, or refused
//	iface.go    interface method calls: the static call of the receiver's dynamic type, a fork over a closed set
//	ifaceset.go the dynamic types an interface value may hold, traced to its sources, or why they are open
//	ifaceindex.go  the stores, calls and escaping uses of the root packages' code that tracing reads
//	ifacesum.go interface method calls in effect summaries: a closed set's methods are callees; an
//	            unexported method's bodies are its package's
//	functional.go  calls of functional functions (annotated, or standard-library ones)
//	closedworld.go  methods run on values of unknown dynamic type: every such method of the loaded packages functional
//	stdcalls.go the standard-library functions treated as functional: arguments, fmt's variadics
//	clock.go    the clock rule: readings of the clock, package time's functions, timers
//	specclock.go  a collection method's own reading of the clock, per call
//	embedded.go calls through an unexported embedded field (Cache{*cache}) are calls on the object
//	clockmethods.go  methods of Time, Duration, Month, Weekday under the clock rule
//	timeterms.go  package time's arithmetic transcribed into bit-vector terms
//	timebits.go time.Time values from their fields, for what runs package time for real
//	callbacks.go  callbacks passed to collection methods (Compute, Upsert)
//	cbdefs.go   callback bodies as terms, for witness search only
//	fndefs.go   functional helpers' bodies as terms, for witness search only
//	assert.go   type assertions
//	generic.go  generic bodies: what is the same for every instantiation, refusals
//	instantiate.go  the instantiation a refused generic method's witness runs at
//	base.go     recognising the base object in SSA
//	baseuse.go  the uses of the base's address a client allows: methods, sync/atomic, helpers; escapes
//	baseconv.go conversions of the base's address that keep its word: (*uint32)(&s.state)
//	racy.go     plain reads and writes of a base word accessed atomically: racy Loads and Stores (data races)
//	racydiscover.go  discovery of functions accessing such a word plainly and atomically
//	resets.go   assignments of the base by test resets: refuse only themselves, trusted elsewhere
//	objname.go  objects named in messages as Go prints them: the called object, the base, their types
//	loops.go    natural loops: headers and back edges; irreducible cycles refused
//	unroll.go   exact runs that take a few back edges, for witnesses
//	runes.go    range over a string in those runs
//	maprange.go range over a Go map in those runs
//	chans.go    the channel rule: close, channel events and observations (Path.Events, ChanReads)
//	selects.go  select with default: the non-blocking channel operations
//	locks.go    LockDiscipline: every access to a confined base holds one mutex (candidates, choice)
//	lockobjects.go  LockDisciplineOf: the discipline of a function over several objects (its bases)
//	lockroots.go  the functions the lock analysis starts from with nothing held; mutexes named as Go
//	lockflow.go the must-hold dataflow over a function's blocks, helpers followed in their callers' state
//	lockstate.go  what must be held at a point: mutexes, deferred operations, the section's flags
//	lockdefer.go  a deferred release finds its mutex held from its defer to every exit, panics included
//	lockaccess.go what counts as an access to the base; how one is recorded; constructors' new values
//	locksection.go  CriticalSection: a function's accesses in one section; SplitLocked, its walk
//	lockbalance.go  balancedLocks: a function's own Locks and Unlocks balance on every path
//	lockskip.go     skippable: helpers the lock analysis need not follow (nothing it tracks)
//	lockretype.go   retypedHolder: a holder reached under another type breaks the discipline
//	            with the section's Lock and Unlock set aside
//	lockreads.go  a section reads no memory the package writes after construction
//	lockguard.go  fields the mutex guards besides the base (every write holds it), which a
//	            section may read
package paths
