// This file defines summaries that cross a package boundary: under an
// analysis driver a package's dependencies have no bodies (FromPackage),
// so each package's analysis exports the summaries of its functions
// (Portable, by Exports, with what importdef.go and importann.go carry,
// and whether the body never panics) and the analysis of an importer reads
// them back (UnitOptions.Imported, which knownSummary consults first for a
// function without a body), bottom-up over the import graph as the
// driver runs the analyses: the summary a function gets from a fact is the
// one its own package's analysis computed from its body.
//
// Soundness. A fact is the summary of the body, computed as summary.go
// computes every summary, with one difference that makes it larger, never
// smaller: an exported package variable is never constant when the
// summaries are for export (UnitOptions.ForExport), because an importer,
// which the exporting analysis does not see, may write it (summaries never
// count it constant in `snowflake verify` either: summaryinstr.go's
// constantRead). A fact holds
// no token.Pos (facts outlive the file set): its position is text, the
// file's base name and the line, as Reason prints it.

package paths

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// UnitOptions configure FromPackageWith.
type UnitOptions struct {
	// Imported returns what the analysis of another package exported of
	// one of its functions (Export); ok false when there is nothing.
	Imported func(*types.Func) (*ImportedFunc, bool)
	// ForExport: the summaries computed are to be exported to importers,
	// so no exported package variable counts as constant.
	ForExport bool
}

// An ImportedFunc is what the analysis of a function's package exports of
// it, for the analyses of its importers: a value an analysis fact can
// carry (no token.Pos, no Go type).
type ImportedFunc struct {
	// Summary is its summary (Portable: its position as text).
	Summary *Summary
	// Helper is its definition as a functional helper (importdef.go);
	// nil when it has none that travels.
	Helper *PortableHelper
	// Annotation is its functional annotation and the annotation's check
	// (importann.go); nil when it has none.
	Annotation *PortableAnnotation
	// NeverPanics: no instruction of its body can panic (nopanic.go).
	NeverPanics bool
	// Fresh marks the results that are a new object on every run
	// (Helper.Fresh), also when Helper does not travel.
	Fresh []bool
}

// Export returns what the analysis of an importer needs of obj, a
// function of the root packages.
func (p *Program) Export(obj *types.Func) *ImportedFunc {
	fn := p.SSA.FuncValue(obj)
	f := &ImportedFunc{Summary: p.Portable(p.Summarize(fn)), Annotation: p.ExportAnnotation(obj), NeverPanics: bodyNeverPanics(fn)}
	if f.Summary.Kind <= Pure {
		f.Helper = p.ExportHelper(fn)
		f.Fresh = p.exportFresh(fn)
	}
	return f
}

// importedFunc is what the analysis of fn's package exported of it, for
// fn, a function of another package (no body).
func (p *Program) importedFunc(fn *ssa.Function) (*ImportedFunc, bool) {
	if fn == nil || p.imported == nil || len(fn.Blocks) > 0 {
		return nil, false
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return nil, false
	}
	return p.imported(obj.Origin())
}

// importedSummary is the summary of fn, a function without a body, as
// its package's analysis exported it.
func (p *Program) importedSummary(fn *ssa.Function) (*Summary, bool) {
	if f, ok := p.importedFunc(fn); ok && f.Summary != nil {
		return f.Summary, true
	}
	return nil, false
}

// neverPanics reports whether no instruction of fn's body can panic, its
// body at hand or known to the analysis of its package.
func (p *Program) neverPanics(fn *ssa.Function) bool {
	f, ok := p.importedFunc(fn)
	return bodyNeverPanics(fn) || ok && f.NeverPanics
}

// forExport removes the exported package variables from the constant
// ones: an importer may write them.
func forExport(constant map[*ssa.Global]bool) {
	for g := range constant {
		if obj := g.Object(); obj != nil && obj.Exported() {
			delete(constant, g)
		}
	}
}

// Portable returns s with its position as text (At), for an analysis
// fact: no token.Pos of this program's file set.
func (p *Program) Portable(s *Summary) *Summary {
	out := *s
	if s.Pos.IsValid() {
		pos := p.Fset.Position(s.Pos)
		out.At = fmt.Sprintf("%s:%d", baseName(pos.Filename), pos.Line)
	}
	out.Pos = 0
	return &out
}

// Exports returns what an importer needs of every function and method of
// the root packages that another package can call by name (an exported
// function, or a method, which a promoted method's wrapper may call):
// declared, not generic (an instantiation's body is not its origin's, and
// the importer has neither).
func (p *Program) Exports() map[*types.Func]*ImportedFunc {
	out := map[*types.Func]*ImportedFunc{}
	for _, r := range p.Roots {
		for _, fn := range packageFuncs(p, r) {
			obj, ok := fn.Object().(*types.Func)
			if !ok || fn.Synthetic != "" || isGeneric(obj) || !obj.Exported() && obj.Signature().Recv() == nil {
				continue
			}
			out[obj] = p.Export(obj)
		}
	}
	return out
}

// isGeneric reports whether obj has type parameters, its own or its
// receiver's.
func isGeneric(obj *types.Func) bool {
	sig := obj.Type().(*types.Signature)
	if sig.TypeParams().Len() > 0 {
		return true
	}
	return sig.Recv() != nil && sig.RecvTypeParams().Len() > 0
}
