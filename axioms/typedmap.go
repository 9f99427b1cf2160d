// This file defines TypedMap: the theories of the typed concurrent maps of
// github.com/puzpuzpuz/xsync (v3 MapOf[K, V] and Map, v4 Map[K, V]) and
// github.com/orcaman/concurrent-map/v2 (ConcurrentMap[K, V]). Their state
// is sync.Map's — keys and values as interface values, each key absent or
// present — and their methods take and return typed values, which the
// paths stage boxes and unboxes (Method.Boxed). A lookup of an absent key
// returns the zero value of V, not nil.

package axioms

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// mapLib says which library a TypedMap belongs to.
type mapLib int

const (
	xsyncV3 mapLib = iota // github.com/puzpuzpuz/xsync/v3: MapOf[K, V], Map
	xsyncV4               // github.com/puzpuzpuz/xsync/v4: Map[K, V]
	cmapV2                // github.com/orcaman/concurrent-map/v2: ConcurrentMap[K, V]
)

// TypedMap is the theory of one instantiation of a typed concurrent map.
type TypedMap struct {
	lib      mapLib
	name     string // "xsync.MapOf[string, int]"
	key, val types.Type
}

const (
	xsyncV3Path = "github.com/puzpuzpuz/xsync/v3"
	xsyncV4Path = "github.com/puzpuzpuz/xsync/v4"
	cmapV2Path  = "github.com/orcaman/concurrent-map/v2"
)

// lookupTypedMap returns the theory of t when it is one of the typed maps.
func lookupTypedMap(t types.Type) (Collection, bool) {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil, false
	}
	args := n.TypeArgs()
	two := func(lib mapLib, pkg string) (Collection, bool) {
		if args.Len() != 2 {
			return nil, false
		}
		name := pkg + "." + n.Obj().Name() + "[" + types.TypeString(args.At(0), qualifier) + ", " + types.TypeString(args.At(1), qualifier) + "]"
		return &TypedMap{lib: lib, name: name, key: args.At(0), val: args.At(1)}, true
	}
	switch path, name := n.Obj().Pkg().Path(), n.Obj().Name(); {
	case path == xsyncV3Path && name == "MapOf":
		return two(xsyncV3, "xsync")
	case path == xsyncV3Path && name == "Map" && args.Len() == 0:
		return &TypedMap{lib: xsyncV3, name: "xsync.Map (v3)", key: types.Typ[types.String], val: types.NewInterfaceType(nil, nil)}, true
	case path == xsyncV4Path && name == "Map":
		return two(xsyncV4, "xsync")
	case path == cmapV2Path && name == "ConcurrentMap":
		return two(cmapV2, "cmap")
	}
	return nil, false
}

// qualifier prints a package by its name.
func qualifier(p *types.Package) string { return p.Name() }

// typedMapExamples are the typed maps `snowflake axioms` lists, at K and V.
func typedMapExamples() []Collection {
	// K and V stand for any key and value types: named placeholders.
	named := func(name string) types.Type {
		return types.NewNamed(types.NewTypeName(0, nil, name, nil), types.Typ[types.Int], nil)
	}
	k, v := named("K"), named("V")
	return []Collection{
		&TypedMap{lib: xsyncV3, name: "xsync.MapOf[K, V]", key: k, val: v},
		&TypedMap{lib: xsyncV4, name: "xsync.Map[K, V]", key: k, val: v},
		&TypedMap{lib: cmapV2, name: "cmap.ConcurrentMap[K, V]", key: k, val: v},
	}
}

// Name implements Collection.
func (c *TypedMap) Name() string { return c.name }

// KeyType and ValueType are the map's type arguments.
func (c *TypedMap) KeyType() types.Type   { return c.key }
func (c *TypedMap) ValueType() types.Type { return c.val }

// StateSort implements Collection: sync.Map's.
func (c *TypedMap) StateSort(*values.Model) smt.Sort { return mapSort }

// Declare implements Collection.
func (c *TypedMap) Declare(s *smt.Script) { SyncMap{}.Declare(s) }

// Entry, EntrySort and Put implement Keyed.
func (c *TypedMap) Entry(state, key *smt.Term) *smt.Term      { return sel(state, key) }
func (c *TypedMap) EntrySort() smt.Sort                       { return entrySort }
func (c *TypedMap) Put(state, key, entry *smt.Term) *smt.Term { return put(state, key, entry) }

// Zero implements Zeroed: the zero V as an interface value.
func (c *TypedMap) Zero(v *values.Model) *smt.Term { return toAny(v, c.val, v.Zero(c.val)) }

// Assumptions implements Collection.
func (c *TypedMap) Assumptions() []string {
	lib := map[mapLib]string{xsyncV3: "xsync", xsyncV4: "xsync", cmapV2: "concurrent-map"}[c.lib]
	as := []string{
		c.name + " is linearizable per key: each call below takes effect at one instant with the sequential behaviour stated (" + lib + " locks the key's bucket or shard for every write)",
		"keys have a reflexive == (no NaN inside keys), and a struct or array key holds no -0.0 (a float key -0.0 is the key +0.0, as in Go)",
		"a callback passed to the map (Compute, Upsert, ...) is called once, while the key's bucket or shard is locked",
	}
	if c.lib == cmapV2 {
		as = append(as, "the sharding function is deterministic, never panics, and gives keys that are == one shard")
	}
	return as
}

// Method implements Collection.
func (c *TypedMap) Method(name string) (*Method, bool) { return MethodNamed(c.Methods(), name) }

// Methods implements Collection.
func (c *TypedMap) Methods() []*Method {
	var ms []*Method
	switch c.lib {
	case xsyncV3:
		ms = c.xsyncV3Methods()
	case xsyncV4:
		ms = c.xsyncV4Methods()
	default:
		ms = c.cmapMethods()
	}
	for _, m := range ms {
		m.Boxed = true
		m.PanicsOnUncomparable = true
	}
	return ms
}

// toAny boxes x of Go type t into an interface value (interfaces as they are).
func toAny(v *values.Model, t types.Type, x *smt.Term) *smt.Term {
	if types.IsInterface(t) {
		return x
	}
	return v.Box(t, x)
}

// fromAny unboxes an interface value to Go type t.
func fromAny(v *values.Model, t types.Type, x *smt.Term) *smt.Term {
	if types.IsInterface(t) {
		return x
	}
	return v.Unbox(t, x)
}

// at is what a method sees of the key's entry.
type at struct {
	c          *TypedMap
	v          *values.Model
	pre, k, e  *smt.Term // k is the map's key for the argument (MapKey)
	arg        *smt.Term // the key as passed (a callback sees it)
	has        *smt.Term // the key is present
	cur, value *smt.Term // its value, and the value a lookup returns (zero when absent)
}

func (c *TypedMap) at(v *values.Model, pre *smt.Term, arg *smt.Term) *at {
	k := v.MapKey(arg)
	e := sel(pre, k)
	a := &at{c: c, v: v, pre: pre, k: k, arg: arg, e: e, has: isPresent(e), cur: valOf(e)}
	a.value = smt.Ite(a.has, a.cur, c.Zero(v))
	return a
}

func (a *at) store(x *smt.Term) *smt.Term { return put(a.pre, a.k, present(x)) }
func (a *at) del() *smt.Term              { return put(a.pre, a.k, absent) }
func (a *at) zero() *smt.Term             { return a.c.Zero(a.v) }

// keyed1 wraps an axiom over the key (the first argument) with the hashing
// panic of a key holding an uncomparable value.
func (c *TypedMap) keyed1(f func(a *at, args []*smt.Term, fns []*Func) Effect) func(*values.Model, *smt.Term, []*smt.Term, []*Func) Effect {
	return func(v *values.Model, pre *smt.Term, args []*smt.Term, fns []*Func) Effect {
		k := args[0]
		return hashes(v, k, f(c.at(v, pre, k), args[1:], fns))
	}
}

// method builds a method whose axiom is over the key.
func (c *TypedMap) method(name, sig, doc string, results int, mutates bool, f func(a *at, args []*smt.Term, fns []*Func) Effect) *Method {
	ax := c.keyed1(f)
	apply := func(v *values.Model, pre *smt.Term, args []*smt.Term) Effect { return ax(v, pre, args, nil) }
	return &Method{Name: name, Sig: sig, Doc: doc, Results: results, MayMutate: mutates, Apply: apply}
}

// computes builds a method taking a callback, whose axiom is over the key.
func (c *TypedMap) computes(name, sig, doc string, results int, f func(a *at, args []*smt.Term, fns []*Func) Effect) *Method {
	return &Method{Name: name, Sig: sig, Doc: doc, Results: results, MayMutate: true, ApplyFuncs: c.keyed1(f)}
}

// notAtomic builds a method that makes a function never atomic.
func notAtomic(name, sig, why string) *Method {
	return &Method{Name: name, Sig: sig, MayMutate: true, NotAtomic: why}
}

// EnvNames is implemented by keyed collections whose writes are not named
// as sync.Map's: the witness's other goroutine stores, deletes, and fills
// an absent key (observing the absence) with these methods; fill's
// results are (value, false) for LoadOrStore's shape, or (true) for
// SetIfAbsent's.
type EnvNames interface {
	EnvNames() (store, del, fill string)
}

// EnvNames implements EnvNames.
func (c *TypedMap) EnvNames() (store, del, fill string) {
	if c.lib == cmapV2 {
		return "Set", "Remove", "SetIfAbsent"
	}
	return "Store", "Delete", "LoadOrStore"
}
