// This file records which module each loaded package belongs to, so that
// helpers of the module's other packages are inlined as the package's own
// are (inline.go): the module is one unit of code its authors verify
// together, while dependencies and the standard library are treated by
// their summaries (summary.go), which keeps paths few.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/packages"
)

// moduleOf maps every loaded package that belongs to a module to the
// module's path.
func moduleOf(roots []*packages.Package) map[*types.Package]string {
	out := map[*types.Package]string{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		if p.Module != nil && p.Types != nil {
			out[p.Types] = p.Module.Path
		}
	})
	return out
}

// sameModule reports whether a and b are packages of one module (or one
// package).
func (p *Program) sameModule(a, b *types.Package) bool {
	if a == b {
		return true
	}
	m, ok := p.module[a]
	return ok && m != "" && m == p.module[b]
}
