// Package snapshot reads several entries of a sync.Map without writing:
// read-only composites that tear, and the few that do not.
package snapshot

import "sync"

// Inventory maps item names to int stock levels.
type Inventory struct {
	m sync.Map
}

// Stock returns an item's level.
func (inv *Inventory) Stock(item string) int {
	v, _ := inv.m.Load(item)
	n, _ := v.(int)
	return n
}

// Pair returns two items' values.
func (inv *Inventory) Pair(a, b string) (any, any) {
	x, _ := inv.m.Load(a)
	y, _ := inv.m.Load(b)
	return x, y
}

// Total returns the sum of two items' levels.
func (inv *Inventory) Total(a, b string) int {
	x, _ := inv.m.Load(a)
	y, _ := inv.m.Load(b)
	n, _ := x.(int)
	k, _ := y.(int)
	return n + k
}

// Both reports whether both items are present.
func (inv *Inventory) Both(a, b string) bool {
	if _, ok := inv.m.Load(a); !ok {
		return false
	}
	_, ok := inv.m.Load(b)
	return ok
}

// Either reports whether either item is present.
func (inv *Inventory) Either(a, b string) bool {
	if _, ok := inv.m.Load(a); ok {
		return true
	}
	_, ok := inv.m.Load(b)
	return ok
}

// Stable reports whether two reads of an item agree.
func (inv *Inventory) Stable(item string) bool {
	x, _ := inv.m.Load(item)
	y, _ := inv.m.Load(item)
	return x == y
}

// Reread loads an item, and once more when the first Load missed.
func (inv *Inventory) Reread(item string) (any, bool) {
	if v, ok := inv.m.Load(item); ok {
		return v, true
	}
	return inv.m.Load(item)
}

// LoadTwiceKeepSecond loads an item twice and returns the second read.
func (inv *Inventory) LoadTwiceKeepSecond(item string) (any, bool) {
	inv.m.Load(item)
	return inv.m.Load(item)
}

// ValueThenPresence returns the value of one Load and the presence seen by
// a second.
func (inv *Inventory) ValueThenPresence(item string) (any, bool) {
	v, _ := inv.m.Load(item)
	_, ok := inv.m.Load(item)
	return v, ok
}

// Follow reads alias, then the item it names.
func (inv *Inventory) Follow(alias string) (any, bool) {
	v, ok := inv.m.Load(alias)
	if !ok {
		return nil, false
	}
	name, isName := v.(string)
	if !isName {
		return nil, false
	}
	return inv.m.Load(name)
}

// Prefer returns the primary item's value, else the secondary's.
func (inv *Inventory) Prefer(primary, secondary string) (any, bool) {
	if v, ok := inv.m.Load(primary); ok {
		return v, true
	}
	return inv.m.Load(secondary)
}

// Validated reads two items between two reads of a "seq" entry and retries
// until both seq reads agree.
func (inv *Inventory) Validated(a, b string) (any, any) {
	for {
		s1, _ := inv.m.Load("seq")
		x, _ := inv.m.Load(a)
		y, _ := inv.m.Load(b)
		s2, _ := inv.m.Load("seq")
		if s1 == s2 {
			return x, y
		}
	}
}

// CountPresent counts how many of the items are present.
func (inv *Inventory) CountPresent(items []string) int {
	n := 0
	for _, it := range items {
		if _, ok := inv.m.Load(it); ok {
			n++
		}
	}
	return n
}

// Kind classifies an item's value with one Load.
func (inv *Inventory) Kind(item string) string {
	v, ok := inv.m.Load(item)
	switch {
	case !ok:
		return "absent"
	case v == nil:
		return "nil"
	}
	switch v.(type) {
	case int:
		return "int"
	case string:
		return "string"
	}
	return "other"
}
