// This file defines the generic-wrapper form of a generated package (issue
// #22's generic wrappers): for one input in four, chosen by a hash of the
// input so that no choice is consumed and other inputs' packages stay as
// they were, the client becomes a generic type whose methods wrap the
// map, and the generated methods compose those wrapper methods:
//
//	type C[K comparable] struct{ m sync.Map }
//	func (c *C[K]) Load(k K) (any, bool) { return c.m.Load(k) }   // one per method used
//	func (c *C[K]) F0(k K[, v int]) ... { x1, ok2 := c.Load(k); ... c.Store(k, 2) ... }
//
// Keys are k (the constant "z" is not a K), maps the method makes are
// keyed by K. The oracle does not instantiate generic clients, so Check
// leaves these methods unchecked; TestGenwrapTwins compares verify's
// verdicts with those on the plain twin (Wrapped(data, false): the same
// package with K = string), which is what the generic package runs at
// K = string: a generic method proven atomic whose twin has a confirmed
// violation is a soundness error of the generic inlining.

package fuzz

import (
	"go/format"
	"hash/fnv"
	"regexp"
	"strings"
)

// genwrapMode reports whether data's package takes the generic-wrapper form.
func genwrapMode(data []byte) bool {
	h := fnv.New32a()
	h.Write(data)
	return h.Sum32()%4 == 0
}

// wrapperSigs are the wrapper methods, by the map method they wrap.
var wrapperSigs = map[string]string{
	"Load":             "Load(k K) (any, bool) { return c.m.Load(k) }",
	"Store":            "Store(k K, v any) { c.m.Store(k, v) }",
	"LoadOrStore":      "LoadOrStore(k K, v any) (any, bool) { return c.m.LoadOrStore(k, v) }",
	"LoadAndDelete":    "LoadAndDelete(k K) (any, bool) { return c.m.LoadAndDelete(k) }",
	"Delete":           "Delete(k K) { c.m.Delete(k) }",
	"Swap":             "Swap(k K, v any) (any, bool) { return c.m.Swap(k, v) }",
	"CompareAndSwap":   "CompareAndSwap(k K, old, nu any) bool { return c.m.CompareAndSwap(k, old, nu) }",
	"CompareAndDelete": "CompareAndDelete(k K, old any) bool { return c.m.CompareAndDelete(k, old) }",
}

var mapCall = regexp.MustCompile(`\bc\.m\.(\w+)\(`)

// wrapGeneric rewrites p into the generic-wrapper form when data chooses it.
func wrapGeneric(p *Package) *Package {
	if !genwrapMode(p.Input) {
		return p
	}
	return wrap(p, true)
}

// Wrapped returns data's package in the generic-wrapper form (generic) or
// its plain twin: the same wrapper methods on `type C struct{ m sync.Map }`
// with K = string.
func Wrapped(data []byte, generic bool) *Package {
	return wrap(generate(data), generic)
}

func wrap(p *Package, generic bool) *Package {
	src := string(p.Source)
	recv, tparams, key := "*C", "", "string"
	if generic {
		recv, tparams, key = "*C[K]", "[K comparable]", "K"
	}
	used := map[string]bool{}
	for _, m := range mapCall.FindAllStringSubmatch(src, -1) {
		used[m[1]] = true
	}
	src = mapCall.ReplaceAllString(src, "c.$1(")
	src = strings.ReplaceAll(src, `"z"`, "k")
	src = strings.ReplaceAll(src, "map[string]int", "map["+key+"]int")
	src = strings.ReplaceAll(src, "(k string", "(k "+key)
	src = strings.ReplaceAll(src, "func (c *C) ", "func (c "+recv+") ")
	var decl strings.Builder
	decl.WriteString("type C" + tparams + " struct{ m sync.Map }\n")
	out := &Package{Input: p.Input}
	for _, op := range ops { // in ops' order: the same package every time
		if used[op] {
			sig := strings.ReplaceAll(wrapperSigs[op], "K", key)
			decl.WriteString("\nfunc (c " + recv + ") " + sig + "\n")
			out.Funcs = append(out.Funcs, "("+recv[:1]+ModulePath+"."+recv[1:]+")."+op)
		}
	}
	src = strings.Replace(src, "type C struct{ m sync.Map }\n", decl.String(), 1)
	for _, f := range p.Funcs {
		out.Funcs = append(out.Funcs, strings.Replace(f, ModulePath+".C)", ModulePath+"."+recv[1:]+")", 1))
	}
	formatted, err := format.Source([]byte(src))
	if err != nil {
		panic("fuzz: the wrapped package does not parse: " + err.Error() + "\n" + src)
	}
	out.Source = formatted
	return out
}
