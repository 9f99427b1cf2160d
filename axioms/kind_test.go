package axioms

import "testing"

// TestKind checks the classification `snowflake axioms` prints, on every
// supported collection: it must not depend on placeholder sorts that do not
// fit the theory.
func TestKind(t *testing.T) {
	want := map[string]map[string]string{
		"sync.Map":                 {"Load": "accessor", "Store": "mutator", "LoadOrStore": "conditional", "CompareAndSwap": "conditional", "Range": "never atomic"},
		"xsync.Map[K, V]":          {"Load": "accessor", "Store": "mutator", "Delete": "mutator", "LoadOrStore": "conditional", "Compute": "conditional", "Size": "never atomic"},
		"cmap.ConcurrentMap[K, V]": {"Get": "accessor", "Set": "mutator", "SetIfAbsent": "conditional", "Upsert": "conditional", "Count": "never atomic"},
		"atomic.Int64":             {"Load": "accessor", "Add": "mutator", "CompareAndSwap": "conditional"},
		"atomic.Value":             {"Store": "mutator", "Swap": "mutator", "CompareAndSwap": "conditional"},
		"xsync.Counter":            {"Inc": "mutator", "Value": "never atomic"},
	}
	seen := 0
	for _, c := range All() {
		for name, kind := range want[c.Name()] {
			m, ok := c.Method(name)
			if !ok {
				t.Fatalf("%s has no %s", c.Name(), name)
			}
			if got := Kind(c, m); got != kind {
				t.Errorf("%s.%s: %s, want %s", c.Name(), name, got, kind)
			}
			seen++
		}
		for _, m := range c.Methods() {
			Kind(c, m) // every method classifies without a panic
		}
	}
	if seen != 24 {
		t.Fatalf("checked %d methods, want 24: a collection's name changed", seen)
	}
}
