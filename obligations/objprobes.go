// This file defines the probes of a function over several objects
// (paths.Func.Product): the points of the tuple's state its calls touch,
// and their values around each call.

package obligations

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A Point is one place of a product's state that a path's calls touch:
// part Part's component, or, for a family, its member at Ref; for a keyed
// collection, its entry at Key.
type Point struct {
	Part     int
	Ref, Key *smt.Term
}

// ProbeRef is the probe of point j's member pointer (ProbeKey(j) is its key's).
func ProbeRef(j int) string { return fmt.Sprintf("w!ref!%d", j) }

// ProbeRoot names the value point j's member pointer is an address inside
// (&x.f[i]: x), when it is one (RefRoot).
func ProbeRoot(j int) string { return fmt.Sprintf("w!root!%d", j) }

// RefRoot is the value the member pointer ref is an address inside
// (&x.f[i].g: x), or nil when ref is not an address built by fields and
// elements.
func RefRoot(ref *smt.Term) *smt.Term {
	root := ref
	for root.Kind == smt.App && IsAddress(root.Op) && len(root.Args) > 0 {
		root = root.Args[0]
	}
	if root == ref {
		return nil
	}
	return root
}

// MemberRoot is the probe of what point j's member pointer starts from:
// the value it is an address inside (ProbeRoot), or else the pointer
// itself (ProbeRef); inside says which.
func MemberRoot(j int, pt Point) (probe *smt.Term, inside bool) {
	if root := RefRoot(pt.Ref); root != nil {
		return smt.Const(ProbeRoot(j), root.Sort), true
	}
	return smt.Const(ProbeRef(j), pt.Ref.Sort), false
}

// StatePoints returns the points p's calls touch, in the order of first use,
// and false when one of them has no point a witness can follow (a keyed
// collection's call without a key, such as Clear).
func StatePoints(f *paths.Func, p *paths.Path) ([]Point, bool) {
	var pts []Point
	seen := map[string]bool{}
	for _, c := range p.Calls {
		pt, ok := CallPoint(f, c)
		if !ok {
			return nil, false
		}
		id := fmt.Sprint(pt.Part, pt.Ref, pt.Key)
		if !seen[id] {
			seen[id] = true
			pts = append(pts, pt)
		}
	}
	return pts, true
}

// CallPoint returns the point call c (lifted to f's product) acts on.
func CallPoint(f *paths.Func, c *paths.Call) (Point, bool) {
	pt := Point{Part: c.Method.Lifted.Part}
	args := c.Args
	if f.Product.Parts[pt.Part].Ref != nil {
		pt.Ref, args = args[0], args[1:]
	}
	if _, keyed := f.Product.Parts[pt.Part].Coll.(axioms.Keyed); keyed {
		if len(args) == 0 {
			return pt, false
		}
		pt.Key = args[0]
		if pt.Key.Sort == values.AnySort {
			pt.Key = f.Model.MapKey(pt.Key)
		}
	}
	return pt, true
}

// PointValue is the value of pt in state: the component, the member, or
// the entry at the key.
func PointValue(f *paths.Func, state *smt.Term, pt Point) *smt.Term {
	v := f.Product.Component(state, pt.Part)
	if pt.Ref != nil {
		v = f.Product.Member(state, pt.Part, pt.Ref)
	}
	if pt.Key != nil {
		v = f.Product.Parts[pt.Part].Coll.(axioms.Keyed).Entry(v, pt.Key)
	}
	return v
}

// probePoints defines, for a path over several objects, each call's
// arguments, each point's pointer and key, and its value before and after
// each call (ProbePre(k, j), ProbePost(k, j)).
func (e *encoder) probePoints(p *paths.Path, pres, posts []*smt.Term, def func(string, *smt.Term)) {
	pts, _ := StatePoints(e.f, p)
	for j, pt := range pts {
		if pt.Key != nil {
			def(ProbeKey(j), pt.Key)
		}
		if pt.Ref != nil {
			def(ProbeRef(j), pt.Ref)
			if root := RefRoot(pt.Ref); root != nil {
				def(ProbeRoot(j), root)
			}
		}
	}
	for k, c := range p.Calls {
		for a, arg := range c.Args {
			def(ProbeArg(k, a), arg)
		}
		for j, pt := range pts {
			def(ProbePre(k, j), PointValue(e.f, pres[k], pt))
			def(ProbePost(k, j), PointValue(e.f, posts[k], pt))
		}
	}
}

// pointsAbsentOr says, for every point of p over several objects before
// and after each call, that holds holds of its value: a single value, or
// an entry's value unless it is absent.
func pointsAbsentOr(f *paths.Func, p *paths.Path, holds func(*smt.Term) *smt.Term) []*smt.Term {
	pts, _ := StatePoints(f, p)
	var conds []*smt.Term
	for k := range p.Calls {
		for j, pt := range pts {
			coll := f.Product.Parts[pt.Part].Coll
			for _, name := range []string{ProbePre(k, j), ProbePost(k, j)} {
				if pt.Key == nil {
					if c := holds(smt.Const(name, coll.StateSort(f.Model))); c != nil {
						conds = append(conds, c)
					}
					continue
				}
				entry := coll.(axioms.Keyed).EntrySort()
				if !entry.Equal(smt.Named("Entry")) {
					continue
				}
				e := smt.Const(name, entry)
				if c := holds(smt.Apply("val", values.AnySort, e)); c != nil {
					conds = append(conds, smt.Or(smt.Apply("(_ is absent)", smt.Bool, e), c))
				}
			}
		}
	}
	return conds
}

// FreshMembersZero says that a family member at one of p's fresh
// allocations, or at a field or element inside one (MemberRoot), holds
// its zero state before p's first call (a map: every key absent): the
// object does not exist yet, and Go makes it zero. Witness search asserts it (the
// proof leaves such states free, which over-approximates).
func FreshMembersZero(f *paths.Func, p *paths.Path) *smt.Term {
	pts, _ := StatePoints(f, p)
	var conds []*smt.Term
	for j, pt := range pts {
		if pt.Ref == nil && pt.Key != nil {
			conds = append(conds, freshNotHeld(f, p, j, pt)...)
		}
		if pt.Ref == nil {
			continue
		}
		var z *smt.Term
		ok := true
		if pt.Key != nil {
			keyed, isMap := f.Product.Parts[pt.Part].Coll.(axioms.Keyed)
			ok = isMap && keyed.EntrySort().Equal(smt.Named("Entry"))
			z, _ = axioms.ZeroState(smt.Named("Entry"))
		} else {
			z, ok = axioms.ZeroState(f.Product.Parts[pt.Part].Coll.StateSort(f.Model))
		}
		if !ok {
			continue
		}
		ref, _ := MemberRoot(j, pt) // a field or element of a fresh object is fresh with it
		for _, a := range p.Allocs {
			if a.Ptr.Sort.Equal(ref.Sort) {
				conds = append(conds, smt.Implies(smt.Eq(ref, a.Ptr), smt.Eq(smt.Const(ProbePre(0, j), z.Sort), z)))
			}
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// freshNotHeld says that the entry at keyed point j before p's first call
// holds none of p's fresh allocations: they do not exist yet.
func freshNotHeld(f *paths.Func, p *paths.Path, j int, pt Point) []*smt.Term {
	entry, ok := f.Product.Parts[pt.Part].Coll.(axioms.Keyed)
	if !ok || !entry.EntrySort().Equal(smt.Named("Entry")) {
		return nil
	}
	e := smt.Const(ProbePre(0, j), entry.EntrySort())
	var conds []*smt.Term
	for _, a := range p.Allocs {
		if a.Site == nil {
			continue
		}
		boxed := f.Model.Box(a.Site.Type(), a.Ptr)
		conds = append(conds, smt.Not(smt.Eq(e, smt.Apply("present", entry.EntrySort(), boxed))))
	}
	return conds
}

// DistinctAddresses says what Go's address arithmetic gives the addresses
// by which p reaches its members (MemberAddresses: &x.f, &x[i] on the way
// to a family member), which the encoding leaves uninterpreted: two
// elements of one array (one slice, or one pointer to an array) at
// different indices are different addresses; a field's address is a
// different address for a different struct, and for a different field of
// the same struct. Every such place holds a collection object, so it has
// nonzero size, and Go never gives two of them one address. A witness
// search over several objects asserts it, and the witness then takes
// these addresses as Go's (witness.inexactPath: an element or a field of
// a member is then an object of its own exactly when Go makes it one).
// Nothing is said of the elements of two different slices, which may
// share their backing array, nor of addresses the path builds otherwise,
// which a witness does not take as exact.
func DistinctAddresses(f *paths.Func, p *paths.Path) *smt.Term {
	addrs := MemberAddresses(f, p)
	var conds []*smt.Term
	for i, a := range addrs {
		for _, b := range addrs[i+1:] {
			if c := apart(a, b); c != nil {
				conds = append(conds, smt.Implies(c, smt.Not(smt.Eq(a, b))))
			}
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// MemberAddresses lists, once each, the addresses built by fields and
// elements (IsAddress) on the way from a root to the member pointers of
// p's points: the member pointers and their address subterms.
func MemberAddresses(f *paths.Func, p *paths.Path) []*smt.Term {
	if f.Product == nil {
		return nil
	}
	pts, ok := StatePoints(f, p)
	if !ok {
		return nil
	}
	var addrs []*smt.Term
	seen := map[string]bool{}
	for _, pt := range pts {
		for t := pt.Ref; t != nil && t.Kind == smt.App && IsAddress(t.Op) && len(t.Args) > 0; t = t.Args[0] {
			if !seen[t.String()] {
				seen[t.String()] = true
				addrs = append(addrs, t)
			}
		}
	}
	return addrs
}

// apart is the condition under which Go gives addresses a and b different
// values, or nil when it says nothing of them.
func apart(a, b *smt.Term) *smt.Term {
	an, bn := strings.Trim(a.Op, "|"), strings.Trim(b.Op, "|")
	switch {
	case !a.Sort.Equal(b.Sort) || len(a.Args) == 0 || len(b.Args) == 0 || !a.Args[0].Sort.Equal(b.Args[0].Sort):
		return nil
	case strings.HasPrefix(an, "indexaddr!") && an == bn && len(a.Args) == 2 && len(b.Args) == 2:
		return smt.And(smt.Eq(a.Args[0], b.Args[0]), smt.Not(smt.Eq(a.Args[1], b.Args[1])))
	case strings.HasPrefix(an, "field!") && an == bn:
		return smt.Not(smt.Eq(a.Args[0], b.Args[0]))
	case strings.HasPrefix(an, "field!") && strings.HasPrefix(bn, "field!") && fieldOwner(an) == fieldOwner(bn):
		return smt.Eq(a.Args[0], b.Args[0]) // two fields of one struct
	}
	return nil
}

// fieldOwner is the struct pointer type of a field address's name
// (field!TYPE!N).
func fieldOwner(name string) string {
	return name[:strings.LastIndex(name, "!")]
}

// IsAddress reports whether op builds an address inside another value
// (paths: &x[i] of a slice or of a pointer to an array, &x.f).
func IsAddress(op string) bool {
	name := strings.Trim(op, "|")
	return strings.HasPrefix(name, "indexaddr!") || strings.HasPrefix(name, "field!")
}
