// This file carries functional annotations across a package boundary, with
// summaries (imported.go): `snowflake verify` of a module translates a
// call of an annotated function of another of its packages by the
// annotation (a checked one as an uninterpreted function, a broken one
// refused as such: calls.go), so under an analysis driver the annotation
// and its check travel from the function's own package's analysis
// (ExportAnnotation) to the importer's (importedAnnotation), and the call
// is translated the same way.
//
// Soundness. Nothing is trusted that verify does not trust: the check
// is the one checkAnnotations made of the body in its own package's
// analysis (with exported package variables never constant there,
// imported.go: a stricter check), and a broken annotation is refused as
// verify refuses it.

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/ssa"
)

// A PortableAnnotation is a function's functional annotation as an
// analysis fact carries it: its kind, and when its check failed, why and
// where.
type PortableAnnotation struct {
	Kind   specs.Kind
	Broken string
	At     token.Position
}

// ExportAnnotation returns obj's functional annotation and its check, or
// nil when it has none.
func (p *Program) ExportAnnotation(obj *types.Func) *PortableAnnotation {
	var a *PortableAnnotation
	for _, k := range []specs.Kind{specs.ArgFunctional, specs.Functional} {
		if _, ok := p.Directives.Has(obj, k); ok && a == nil {
			a = &PortableAnnotation{Kind: k}
		}
	}
	if bad := p.BadAnnotations[obj]; a != nil && bad != nil {
		a.Broken, a.At = bad.Message, p.Fset.Position(bad.Pos)
	}
	return a
}

// importedAnnotation returns the annotation of callee, a function of
// another package (no body), as its package's analysis exported it.
func (p *Program) importedAnnotation(callee *ssa.Function) (*PortableAnnotation, bool) {
	if f, ok := p.importedFunc(callee); ok && f.Annotation != nil {
		return f.Annotation, true
	}
	return nil, false
}

// badAnnotation is why obj's annotation does not hold, nil when it does:
// checked here, or by the analysis of obj's package.
func (p *Program) badAnnotation(obj *types.Func, callee *ssa.Function) *AnnotationError {
	if bad := p.BadAnnotations[origin(obj)]; bad != nil {
		return bad
	}
	if a, ok := p.importedAnnotation(callee); ok && a.Broken != "" {
		return &AnnotationError{Func: obj, Dir: specs.Directive{Kind: a.Kind}, Message: a.Broken, at: a.At}
	}
	return nil
}

// annotationWhere prints where bad's check failed.
func (p *Program) annotationWhere(bad *AnnotationError) string {
	if !bad.Pos.IsValid() && bad.at.IsValid() {
		return RelPos(p.dir, bad.at)
	}
	return p.Where(bad.Pos)
}
