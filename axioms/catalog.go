// This file defines Catalog: the collections of one run, the user's
// (described by spec files, package specs) consulted before the built-ins.

package axioms

import (
	"go/types"
	"sort"
)

// A Family gives the theory of the Go types it describes: the
// instantiations of one generic type, or one type.
type Family interface {
	// Describe returns the theory of t (never a pointer), if t is one of
	// the family's types.
	Describe(t types.Type) (Collection, bool)
	// Example is the theory at an example instantiation, for listings.
	Example() Collection
}

// A Catalog looks collections up: its families first, then the built-in
// theories. A nil *Catalog has the built-ins only.
type Catalog struct {
	families []Family
}

// NewCatalog returns the catalogue of the built-ins and fs.
func NewCatalog(fs ...Family) *Catalog { return &Catalog{families: fs} }

// Lookup is the package's Lookup, consulting the catalogue's families first.
func (c *Catalog) Lookup(t types.Type) (Collection, bool) {
	if c != nil {
		u := t
		if p, ok := u.(*types.Pointer); ok {
			u = p.Elem()
		}
		for _, f := range c.families {
			if coll, ok := f.Describe(u); ok {
				return coll, true
			}
		}
	}
	return Lookup(t)
}

// LookupBase is the package's LookupBase, consulting the families first.
func (c *Catalog) LookupBase(t types.Type) (Collection, bool) {
	if coll, ok := c.Lookup(t); ok {
		return coll, true
	}
	return lookupPlainAtomic(t)
}

// All lists the built-ins and an example of each family, sorted by name.
func (c *Catalog) All() []Collection {
	cs := All()
	if c != nil {
		for _, f := range c.families {
			cs = append(cs, f.Example())
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Name() < cs[j].Name() })
	return cs
}
