// Package oracle is snowflake's independent dynamic judge (DESIGN.md,
// "Testing"), behind `snowflake test`: it runs client functions for real
// against an adversarial goroutine and decides linearizability by brute
// force. It shares nothing with obligations, smt or values: it uses paths
// only to load the packages and find the client functions.
//
// In: package patterns as go build takes them, and Options (bounds).
// Out: a Report with one Result per client function, in source order:
// linearizable (no violation among the scenarios within the bounds, some
// of which had another goroutine's call between the function's calls),
// unexplored (no scenario had one: a function making at most one call of
// its shared objects, or bounds that allow none; nothing was checked),
// violation (with a witness: the interleaving, the client's result, the
// final state, and why each serial order fails), skipped (the oracle
// cannot run the function: the reason says why) or error. Load failures
// come back as a *paths.LoadError.
//
// How. For each module of the packages, one driver binary is built with
// `go build -overlay`, so the user's files, go.mod and imports stay as they
// are on disk:
//
//	module/snowflakeoraclert/*.go      the harness package (harness/, embedded)
//	module/snowflakeoraclert/{xsync3,xsync4,cmap}/alias.go
//	                                    the libraries' names as aliases of the harness's stand-ins
//	module/snowflakeoraclemain/main.go  calls harness.Main with every package's specs
//	pkg/snowflakeoracle_driver.go       SnowflakeOracleSpecs: one harness.Spec per function
//	pkg/*.go (and the module's         every modelled name replaced by the harness's
//	  packages they import)              stand-in (below); loop bodies start with Tick
//
// Modelled objects, and what the instrumentation replaces (instrument.go,
// shims): sync.Map; sync/atomic's Int32, Int64, Uint32, Uint64, Uintptr,
// Bool, Pointer[T] and Value, and its functions on integer words
// (AddInt64(&s.n, d), LoadUint32, CompareAndSwapUintptr, ...: on the base
// field's address they act on the model, elsewhere they are sync/atomic's;
// the address may be converted to another integer type of the same size,
// (*uint32)(&s.state), and a word of a defined type over an integer is
// modelled as that integer; plain reads see the model's value, plain
// writes bypass it, and neither is a step the other goroutine can come
// between);
// xsync v3's Map, MapOf and Counter and v4's Map and Counter, with their
// constructors, options and ComputeOps; concurrent-map v2's
// ConcurrentMap, its constructors and callback types. Another name of
// xsync or concurrent-map (or a dot import) keeps the package from
// building: its functions are errors. The alias packages need a module at
// go 1.24 or later (generic type aliases).
//
// A Spec carries the function's parameter domains, the values its body
// suggests, a pointer to a base object of its type (Object: the harness
// takes the kind from it), and a Run closure that makes a fresh receiver
// (or picks a package-level variable of the client type), binds its base
// object to the current run (Bind, BindNew for a pointer, BindAddr for a
// word) and calls the function. Each function is then explored
// in its own driver process (-j of them at once), which prints a
// harness.Report as JSON; a process that fails or does not answer in time
// is an error for that function only.
//
// Domains (the bounds are Options.Bounds; see harness for the scenarios):
//
//	parameter type              values
//	string                      "a", "B" (one changes under ToLower); "a", "b", "ab" when ranged over
//	signed integers             0, 1, 2, -1, and min and max of sized types
//	unsigned integers, floats   0, 1, 2 (0, 1.5, -2, -0.0), and max of sized types
//	bool                        false, true
//	any                         nil, 1, "x"
//	error                       nil, an error
//	slices of basic elements    nil, [a], [a b]
//	arrays, structs             the zero value, and one with every element or field set
//	maps of basic types         nil, one entry (a range over more is not replayable)
//	pointers                    nil, new(T)
//	funcs                       one that records its arguments (part of the result)
//	other                       none: the function is skipped
//
// Constants a parameter is compared with join its domain. The base
// object's values are nil, two values of every type the body asserts to
// and of the type the base object holds (its Load's, Get's or Value's
// result: -1 too for signed integers, the extremes for sized ones, -0.0
// for floats; two pointers for pointer types, to two different struct
// values when the struct's fields are basic), the constants the body
// compares with and, for integers, their neighbours c+1 and c-1, the
// domains of the parameters it compares with, the package variables it
// compares with (sentinels: var gone = new(int)), 0.0 and -0.0 when it
// compares loaded values of unknown type with CompareAndSwap or
// CompareAndDelete, and the values the client passes to the object; the
// harness keeps those the object can hold.
//
// Several objects (objects.go; harness/objects.go). Besides its base, a
// run models every object of sync.Map or a sync/atomic type the function
// can reach, each with its own state: the receiver's fields at any depth
// (by value, or by pointer: a fresh object), the package variables the
// body uses (and their fields), parameters of pointer-to-modelled type (a
// fresh object each, or the same object as an earlier parameter of the
// type: both are scenarios), and the objects a modelled map's values
// point to. The driver names the static ones (harness.Name); each joins
// the run at the client's first call of it, its initial state chosen then
// (from nil and two values of its type), and the other goroutine may then
// call any of its methods; a map's value joins once it is in a modelled
// map, and the other goroutine reaches it by loading it first, then
// calling it. Every object's final state and every call's results are
// compared (a tuple of linearizable objects is one object). Words besides
// the base (words.go): an integer field of the receiver or a package
// variable whose address the body passes to a sync/atomic function or a
// function of the package (a helper), and a pointer-to-integer parameter
// the body passes to a sync/atomic function, are named too (NameWord: an
// object from the start, its state mirrored in the word). A body that
// reads or writes such a word plainly (a data race) lets the other
// goroutine act before its first call too (Spec.EarlyGap), and a
// violation then says it is a data race. Bounds: three levels of nested
// fields, no array elements, no pointer parameter aliasing a field; none
// of these is modelled: they act as plain objects.
//
// Environments (pkgenv.go; Options.Environment, the CLI's
// --environment). In the collection environment (the zero Options) the
// other goroutine calls the objects' API, as above. In the package
// environment, for a client whose base object only its package's code
// reaches (paths.Confinement is nil), the other goroutine runs the
// package's operations whole on the function's receiver instead: the
// exported methods of the client type when other packages can hold one
// (it is exported, or an exported function or method returns it), the
// methods and functions a go statement of the package starts, and, for a
// package-variable base, the exported functions that use it; each with
// arguments from the parameter domains (an operation the oracle cannot
// call is left out, with why: Result.OpsLeft). The function and the
// operations share one fresh receiver, made by whichever runs first
// (harness.Recv). A scenario starts from the zero object after at most
// Bounds.Setup operations, which serial orders keep first; sync.Mutex and
// sync.RWMutex become the harness's locks, so that an operation waiting
// for a lock the function holds is never run while it does. The history's
// operations are the function and each whole operation; the serial orders
// place the function among them. A base that escapes is explored in the
// collection environment, the result saying where it escapes
// (Result.EnvReason). Only fresh receivers, never a package variable of
// the client type, and the receiver's other fields are zero (a
// constructor's settings are not made).
//
// Skipped: functions that start goroutines or use channels (runs must be
// deterministic and single-threaded), generic functions and client types,
// parameters without a domain, results of func type, packages named main,
// cgo packages, clients whose base is not a modelled object (an
// unsafe.Pointer word, a word reached through a pointer field), and
// functions calling a method of the base object that the library does not
// make atomic (xsync's Size, Clear, Counter.Value and Reset; concurrent-
// map's Count, IsEmpty, Keys, Items, IterCb, MSet, Clear): the harness
// stops at the call and says which.
//
// Not modelled: another goroutine that writes memory other than the
// modelled objects (a slice argument, a plain field of the receiver);
// non-object fields of the receiver are zero; package-level state other
// than modelled objects persists between runs.
//
// Files:
//
//	result.go      Verdict, Result, Report, Options, Bounds
//	oracle.go      Run: load, plan (a spec or a skip per function), build, explore
//	driver.go      the generated driver file and main package
//	domains.go     parameter domains and typed values as Go expressions
//	argconsts.go   the constants the code passes to the collections' methods, added to domains
//	body.go        what a function's body suggests (values) or forbids (goroutines, channels)
//	base.go        the client's base object: modelled or not, the type of its values
//	objects.go     the objects besides the base: naming them, pointer parameters, stand-in types
//	words.go       words besides the base used through sync/atomic; plain uses of words
//	instrument.go  the rewrite of a package's files: modelled names → harness stand-ins, loop ticks
//	aliases.go     the alias packages of xsync and concurrent-map
//	build.go       the overlay and go build
//	exec.go        building per module, exploring each function in its own process
//	text.go        the text and JSON reports, the exit status
//	pkgenv.go      the package environment: confinement, the operations, their harness.Op literals
//	harness/       the code that runs inside the driver binary
package oracle
