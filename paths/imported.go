// This file defines summaries that cross a package boundary: under an
// analysis driver a package's dependencies have no bodies (FromPackage),
// so each package's analysis exports the summaries of its functions
// (Portable, by ExportSummaries) and the analysis of an importer reads them
// back (UnitOptions.Imported, which knownSummary consults first for a
// function without a body), bottom-up over the import graph as the
// driver runs the analyses: the summary a function gets from a fact is the
// one its own package's analysis computed from its body.
//
// Soundness. A fact is the summary of the body, computed as summary.go
// computes every summary, with one difference that makes it larger, never
// smaller: an exported package variable is never constant when the
// summaries are for export (UnitOptions.ForExport), because an importer,
// which the exporting analysis does not see, may write it (`snowflake
// verify` sees its roots, and lists the variable as trusted). A fact holds
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
	// Imported returns the summary of a function of another package, as
	// that package's analysis exported it; ok false when there is none.
	Imported func(*types.Func) (*Summary, bool)
	// ImportedHelper returns the definition of a functional helper of
	// another package, as that package's analysis exported it
	// (importdef.go).
	ImportedHelper func(*types.Func) (*PortableHelper, bool)
	// ImportedAnnotation returns the functional annotation of a function
	// of another package and its check, as that package's analysis
	// exported them (importann.go).
	ImportedAnnotation func(*types.Func) (*PortableAnnotation, bool)
	// ForExport: the summaries computed are to be exported to importers,
	// so no exported package variable counts as constant.
	ForExport bool
}

// importedSummary is the summary of fn, a function without a body, as
// its package's analysis exported it.
func (p *Program) importedSummary(fn *ssa.Function) (*Summary, bool) {
	if p.imported == nil || len(fn.Blocks) > 0 {
		return nil, false
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return nil, false
	}
	return p.imported(obj.Origin())
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

// ExportSummaries returns the summary of every function and method of the
// root packages that another package can call by name (an exported
// function, or a method, which a promoted method's wrapper may call):
// declared, not generic (an instantiation's body is not its origin's, and the
// importer has neither), its position portable.
func (p *Program) ExportSummaries() map[*types.Func]*Summary {
	out := map[*types.Func]*Summary{}
	for _, r := range p.Roots {
		for _, fn := range packageFuncs(p, r) {
			obj, ok := fn.Object().(*types.Func)
			if !ok || fn.Synthetic != "" || isGeneric(obj) || !obj.Exported() && obj.Signature().Recv() == nil {
				continue
			}
			out[obj] = p.Portable(p.Summarize(fn))
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
