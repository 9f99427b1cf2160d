// Package specs reads the user's side of a specification: the
// //snowflake: comment directives of CONTRACT.md.
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
// Files:
//
//	directives.go  the Directive kinds and the parser over a package's files
package specs
