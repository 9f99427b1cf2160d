// This file defines the loading of collection spec files (package specs):
// those named by the configuration and those found next to the loaded
// packages (in the directory of a root or of a package it imports, outside
// the standard library), checked against the Go types they describe.

package paths

import (
	"fmt"
	"path/filepath"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/packages"
)

// loadCatalog parses the spec files named and found, and checks each
// against its Go type when that type's package is loaded. Every problem is
// an error at its position (a *LoadError: a usage error).
func loadCatalog(named []string, roots []*packages.Package, dir string) (*axioms.Catalog, error) {
	files := append([]string(nil), named...)
	seen := map[string]bool{}
	pkgs := map[string]*packages.Package{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		pkgs[p.PkgPath] = p
		if len(p.GoFiles) == 0 || p.Module == nil {
			return // the standard library carries no specs
		}
		d := filepath.Dir(p.GoFiles[0])
		if seen[d] {
			return
		}
		seen[d] = true
		found, _ := filepath.Glob(filepath.Join(d, "*"+specs.SpecExt))
		files = append(files, found...)
	})
	var msgs []string
	var fams []axioms.Family
	described := map[string]string{}
	for _, f := range dedup(files) {
		s, err := specs.ParseSpecFile(f)
		if err != nil {
			msgs = append(msgs, relFile(dir, err.Error()))
			continue
		}
		if prev, ok := described[s.FullName()]; ok {
			msgs = append(msgs, fmt.Sprintf("%s: second spec of %s (the first is %s)", relFile(dir, s.Pos.String()), s.FullName(), relFile(dir, prev)))
			continue
		}
		described[s.FullName()] = s.Pos.String()
		if p := pkgs[s.PkgPath]; p != nil && p.Types != nil {
			if err := s.CheckAgainst(p.Types); err != nil {
				msgs = append(msgs, relFile(dir, err.Error()))
				continue
			}
		}
		fams = append(fams, s.Family())
	}
	if len(msgs) > 0 {
		return nil, &LoadError{Messages: msgs}
	}
	return axioms.NewCatalog(fams...), nil
}

// dedup removes repeated files (by absolute path), keeping the order.
func dedup(files []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			abs = f
		}
		if !seen[abs] {
			seen[abs] = true
			out = append(out, f)
		}
	}
	return out
}
