// Package values models Go values as SMT terms.
//
// In: Go types (go/types) and the sizes of the target.
// Out: the SMT sort of each Go type, the terms that build and take apart
// interface values, Go's == on interfaces, and the declarations a Script
// needs for them (Declare).
//
// The model:
//
//	Go type                      sort                           exact?
//	bool                         Bool                           yes
//	int, int8..uint64, uintptr   (_ BitVec n), n from Sizes     yes: wrap-around
//	string                       String, one char per byte      yes: ==, <, +, len
//	interface types              Any (a datatype, below)        see below
//	type parameters              Any: the value as an interface typeparams.go
//	everything else              an uninterpreted sort per type operations are UFs
//
// Any has a constructor anynil, one constructor box!T per concrete type T that
// the encoded functions box (MakeInterface), and a catch-all other(type, val)
// for dynamic types not boxed there. Boxing is injective and distinct per
// dynamic type, so a type assertion is a tester and a selector.
//
// Soundness: a real execution is always represented by a canonical model
// (a value of a boxed type uses its box constructor, any other value uses
// other with a type number distinct per type). Models that are not canonical
// (other standing for a boxed type) are extra behaviours: they can only make
// a proof fail, never succeed. Go's == on Any (GoEq) is SMT equality when
// either side is of a "plain" type (bool, integers, strings, pointers,
// channels, unsafe.Pointer, and nil), for which == is identity and never
// panics; for floats and structs or small arrays of plain types and floats
// it is Equal on the unboxed values (fp.eq: -0.0 == 0.0, NaN != NaN), and
// for structs and arrays that also hold interfaces, Equal field by field
// with the interface fields compared one level down (goeq!inner, which
// is this definition without that case);
// otherwise it is an uninterpreted predicate, false on different dynamic
// types, and the comparison
// panics (EqPanics) exactly when both dynamic types are the same
// uncomparable type (for types known here, decided statically; for others,
// an uninterpreted property of the type number). Instances adds ground
// instances of two true facts for the comparisons of an obligation: == is a
// partial equivalence relation, and a panicking comparison also panics
// with its operands swapped or compared with themselves. Map keys are compared by SMT equality of
// MapKey (a float -0.0 is the key 0.0): snowflake trusts that keys have a
// reflexive == (no NaN inside keys) and that a struct key holds no -0.0;
// both are named in doc output as assumptions of the collection axioms.
//
// Floats (floats.go) are their IEEE bits, bit-vectors of 32 or 64; Go's
// operations on them read and write the bits through the SMT
// floating-point theory.
//
// Files:
//
//	model.go   Model: sorts of Go types, uninterpreted functions, Declare
//	any.go     the Any datatype: boxing, type tests, GoEq, EqPanics, HashPanics
//	boxed.go   interface values whose dynamic type a term shows (a Box of a concrete type)
//	compound.go  structs and small arrays as datatypes: exact fields, building, ==
//	floats.go  floats as IEEE bits: FP, Bits, FloatEq, FloatLit
//	typeparams.go  values of type parameters: their interface values, unknown zero
//	tpsubst.go  an inlined generic body's type parameters bound to the caller's
package values
