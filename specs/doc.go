// Package specs reads the user's side of a specification: the
// //snowflake: comment directives of CONTRACT.md, and collection spec
// files (.sfspec) describing collections snowflake does not know.
//
// In: the syntax trees of a type-checked package (go/ast with go/types info).
// Out: a Directives table keyed by the declared object (a *types.Func, a
// *types.Var for a struct field or a package-level variable), plus
// diagnostics for malformed or misplaced directives.
//
// Directives (no space after //) stand in the doc comment of what they mark,
// or as the trailing comment of a struct field:
//
//	//snowflake:base           struct field or package-level var: the shared collection
//	//snowflake:functional     func or method: no effects; result depends on receiver state and arguments
//	//snowflake:argfunctional  func or method: no effects; result depends on the arguments only
//	//snowflake:ignore reason  func or method: reported, never gates
//
// A functional function becomes an uninterpreted function of its inputs in
// the obligations. Annotations on functions whose bodies are loaded are
// checked against them (paths/annotations.go); annotations on functions
// without a body are trusted. The output of every run names the
// annotations it relied on (verify -v).
//
// A collection spec file is Go syntax (parsed with go/parser, never
// compiled): one type declaration naming the described Go type and its
// abstract state, then one method declaration per method, its body the
// method's sequential behaviour:
//
//	//snowflake:collection example.com/lru.Cache
//	type Cache[K comparable, V comparable] map[K]V   // or: type N cell[int64]
//
//	func (Cache[K, V]) PutIfAbsent(k K, v V) bool {
//		if has(k) {
//			return false
//		}
//		put(k, v)
//		return true
//	}
//
//	//snowflake:notatomic Range is not a snapshot
//	func (Cache[K, V]) Range(f func(K, V) bool)
//
// State operations: map[K]V (the sync.Map representation: absent, or
// present with a value) get(k) (V, bool), has(k) bool, put(k, v), del(k),
// clear(); cell[T] load() T, store(x). Bodies use if/else (with an x :=
// init), return, x := e, x = e on locals (never parameters), ==, !=, &&,
// ||, !, + - * and orderings on integers (wrapping), + on strings,
// integer and string literals, true, false, nil, zero(T),
// panic("message"), struct literals T{f: e} and field selection x.f,
// conversions T(x) between integer or string types, and
// errors.New("message") (a non-nil error). Types: the collection's type
// parameters (constrained by comparable or any), the predeclared boolean,
// integer and string types, any and error, and the types of the described
// package (Item) and of the packages it imports, by package name
// (time.Duration): such a spec is pending until CheckAgainst resolves them
// in the loaded package (specpkg.go). //snowflake:clock now above a
// method makes now the call's reading of the clock in Unix nanoseconds
// (an int64 input after the Go arguments: axioms.Method.Clock,
// specclock.go). A spec of Cache also describes the types Cache embeds
// through unexported fields (specembed.go). A method that is never atomic is marked
// //snowflake:notatomic reason (no body); //snowflake:accessor claims
// that a method never changes the state, which is proven.
//
// Checks, each an error at file:line:col: the fragment and the types of
// the bodies (as Go would type them, == only on comparable types), a
// result on every path, then with Z3 that each method's derived effect is
// satisfiable and that every declared accessor leaves the state unchanged
// whenever it returns; when the described package is loaded, that the
// type exists and each method has the spec's Go signature. Every
// instantiation's methods are Boxed (axioms.Method): type parameters and
// any are interface values, so a map state is sync.Map's and its witness
// machinery applies. Implicit panics are Go's: hashing an uncomparable key,
// comparing uncomparable interface values.
//
// Files:
//
//	directives.go  the Directive kinds and the parser over a package's files
//	specfile.go    Spec: the .sfspec file, its type declaration and methods
//	spectypes.go   the types a spec speaks of, and their resolution
//	specpkg.go     types of the described package and its imports; pending specs
//	specstruct.go  struct literals, field selection, conversions
//	specerror.go   errors.New("message") in bodies
//	specclock.go   //snowflake:clock: the call's reading of the clock
//	specembed.go   the types the described type embeds, described alike
//	speccheck.go   the check of statements: fragment, assignments, returns
//	specexpr.go    the typing of expressions and primitive calls
//	specsym.go     symbolic interpretation of a body into an axioms.Effect
//	specops.go     its operators: ==, arithmetic, orderings
//	specstate.go   the symbolic state: base plus writes; merging paths
//	specsat.go     consistency and accessor proofs with Z3
//	speccoll.go    the axioms.Family and axioms.Collection of a spec
//	specexec.go    the executable model (axioms.Executable)
//	specconc.go    its concrete interpretation of bodies
package specs
