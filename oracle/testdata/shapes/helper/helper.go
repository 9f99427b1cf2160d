// Package helper takes the client's *sync.Map as an argument: the oracle
// must instrument it too, so that the map has one type.
package helper

import "sync"

// Load loads k from m.
func Load(m *sync.Map, k string) (any, bool) {
	return m.Load(k)
}

// Int loads k from m as an int.
func Int(m *sync.Map, k string) (int, bool) {
	v, ok := m.Load(k)
	if !ok {
		return 0, false
	}
	n, ok := v.(int)
	return n, ok
}
