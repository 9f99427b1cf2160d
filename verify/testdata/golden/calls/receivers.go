package calls

import (
	"strings"
	"sync"
)

// Prefix names keys in a namespace.
type Prefix struct {
	ns string
}

// key reads its value receiver: functional, since the receiver is an input.
//
//snowflake:functional
func (p Prefix) key(k string) string {
	return p.ns + "/" + k
}

// argKey is key claimed argfunctional: it uses its receiver, which an
// argfunctional method must not.
//
//snowflake:argfunctional
func (p Prefix) argKey(k string) string {
	return p.ns + "/" + k
}

// trim does not use its receiver: argfunctional holds.
//
//snowflake:argfunctional
func (Prefix) trim(k string) string {
	return strings.TrimSpace(k)
}

// ptrKey reads through a pointer receiver: functional holds, but the
// receiver reaches memory, so each call's result is arbitrary.
//
//snowflake:functional
func (p *Prefix) ptrKey(k string) string {
	return p.ns + "/" + k
}

// Spaces maps namespaced keys to values.
type Spaces struct {
	m sync.Map
}

// GetOrCreate returns p's key k, creating it on a miss.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore of the same p.key(k) (an uninterpreted function of the receiver value and k): get-or-create.
func (s *Spaces) GetOrCreate(p Prefix, k string, v any) any {
	if x, ok := s.m.Load(p.key(k)); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(p.key(k), v)
	return x
}

// GetOrCreateArg is GetOrCreate through the broken argKey.
// want: unproven
// truth: atomic
// why: the same get-or-create as GetOrCreate (argKey computes the same key); snowflake refuses to trust argKey's annotation, which it reports.
func (s *Spaces) GetOrCreateArg(p Prefix, k string, v any) any {
	if x, ok := s.m.Load(p.argKey(k)); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(p.argKey(k), v)
	return x
}

// GetOrCreateTrim is get-or-create keyed by the argfunctional trim.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore of the same trim(k); the receiver is not an input, and the annotation holds.
func (s *Spaces) GetOrCreateTrim(p Prefix, k string, v any) any {
	if x, ok := s.m.Load(p.trim(k)); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(p.trim(k), v)
	return x
}

// GetOrCreatePtr is GetOrCreate through the pointer-receiver ptrKey,
// computing the key twice.
// want: unproven
// truth: atomic
// why: p.ns is shared memory, so a write of p.ns between the two calls makes the Load and the LoadOrStore use different keys (a miss on "a/k", then a LoadOrStore on "b/k"); but the outcome is the LoadOrStore's alone, and a serial run at its instant (after the write) Loads "b/k" then LoadOrStores it: a hit returns what the LoadOrStore loads, a miss stores as it does. Linearizable at the LoadOrStore; unproven because each read of p.ns is arbitrary to the encoding.
func (s *Spaces) GetOrCreatePtr(p *Prefix, k string, v any) any {
	if x, ok := s.m.Load(p.ptrKey(k)); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(p.ptrKey(k), v)
	return x
}

// Item is a weighted item that callers share.
type Item struct {
	w int
}

// Reweigh changes the item's weight, while others may read it (the
// field is written after construction: reads of it are not constants).
func (it *Item) Reweigh(w int) { it.w = w }

// weight reads its pointer argument: functional, results arbitrary per call.
//
//snowflake:functional
func weight(it *Item) int {
	return it.w
}

// Weights maps keys to item weights.
type Weights struct {
	m sync.Map
}

// SeedWeight seeds k with it's weight and reports whether its seed won
// and the weight did not change.
// want: violation
// truth: nonatomic
// why: a write of it.w (Reweigh) between the two calls of weight makes the call store the old weight and return false, while any instant gives true (both reads see one value).
func (ws *Weights) SeedWeight(k string, it *Item) bool {
	w := weight(it)
	_, loaded := ws.m.LoadOrStore(k, w)
	return !loaded && w == weight(it)
}

// SeedScore is SeedWeight keyed by a plain int: the two calls agree.
// want: atomic
// truth: atomic
// why: one LoadOrStore; score(k) has a string input, so both calls are the same uninterpreted function value.
func (ws *Weights) SeedScore(k string) bool {
	w := score(k)
	_, loaded := ws.m.LoadOrStore(k, w)
	return !loaded && w == score(k)
}
