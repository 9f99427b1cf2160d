// Package memo: calls to helpers. A //snowflake:functional helper and an
// //snowflake:argfunctional helper are uninterpreted functions of their
// arguments; a call to an unannotated helper is outside the fragment.
package memo

import "sync"

// hash stands in for an expensive pure computation.
//
//snowflake:functional
func hash(key string) int {
	return len(key)*31 + 17
}

// price is pure in its arguments.
//
//snowflake:argfunctional
func price(units, rate int) int {
	return units * rate
}

// normalize is pure, but not annotated.
func normalize(key string) string {
	if key == "" {
		return "_"
	}
	return key
}

// Table memoises hash.
type Table struct {
	vals sync.Map
}

// Seed records n for key unless key is known.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (t *Table) Seed(key string, n int) bool {
	_, loaded := t.vals.LoadOrStore(key, n)
	return !loaded
}

// Get returns the memoised hash of key, computing it on a miss.
// want: atomic
// truth: atomic
// why: Load, then LoadOrStore of hash(key); a serial run from the state before the LoadOrStore returns the same value, as hash is functional.
func (t *Table) Get(key string) int {
	if v, ok := t.vals.Load(key); ok {
		return v.(int)
	}
	v, _ := t.vals.LoadOrStore(key, hash(key))
	return v.(int)
}

// GetIgnoringWinner returns its own hash even when its insert lost.
// want: violation
// truth: nonatomic
// why: Seed(key, 5) inserts between the Load and the LoadOrStore and returns true; this call returns hash(key) while the map holds 5.
func (t *Table) GetIgnoringWinner(key string) int {
	if v, ok := t.vals.Load(key); ok {
		return v.(int)
	}
	n := hash(key)
	t.vals.LoadOrStore(key, n)
	return n
}

// GetOverwriting stores its hash with Store on a miss.
// want: violation
// truth: nonatomic
// why: Seed(key, 5) inserts between the Load and the Store and returns true; this call overwrites 5 and returns hash(key).
func (t *Table) GetOverwriting(key string) int {
	if v, ok := t.vals.Load(key); ok {
		return v.(int)
	}
	n := hash(key)
	t.vals.Store(key, n)
	return n
}

// Charge records the price of an order unless one is recorded.
// want: atomic
// truth: atomic
// why: one LoadOrStore; price is argfunctional, so a serial run stores the same value.
func (t *Table) Charge(key string, units, rate int) (any, bool) {
	return t.vals.LoadOrStore(key, price(units, rate))
}

// GetNormalized loads the normalized key.
// want: atomic
// truth: atomic
// why: the unannotated helper normalize is inlined (it only computes on its argument), then Load/LoadOrStore as Get.
func (t *Table) GetNormalized(key string) (any, bool) {
	return t.vals.Load(normalize(key))
}
