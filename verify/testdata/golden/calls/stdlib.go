package calls

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Users maps user keys to records.
type Users struct {
	m sync.Map
}

// Point is a plain struct, with no String method.
type Point struct {
	X, Y int
}

// GetOrCreateFold returns name's record, keyed case-insensitively,
// creating it on a miss.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore of the same strings.ToLower(name) (pure standard library): get-or-create.
func (u *Users) GetOrCreateFold(name string, v any) any {
	if x, ok := u.m.Load(strings.ToLower(name)); ok {
		return x
	}
	x, _ := u.m.LoadOrStore(strings.ToLower(name), v)
	return x
}

// InsertFoldRacy inserts name's record, keyed case-insensitively, with
// check-then-act.
// want: violation
// truth: nonatomic
// why: two goroutines both Load strings.ToLower(name) absent and both Store; both return true.
func (u *Users) InsertFoldRacy(name string, v any) bool {
	k := strings.ToLower(name)
	if _, ok := u.m.Load(k); ok {
		return false
	}
	u.m.Store(k, v)
	return true
}

// GetMixedKeys Loads name but inserts under its lower-case form.
// want: violation
// truth: nonatomic
// why: for name "A": the Load of "A" misses, another goroutine Stores ("A", x) then ("a", y), the LoadOrStore of "a" returns y; at any instant the call returns v or x.
func (u *Users) GetMixedKeys(name string, v any) any {
	if x, ok := u.m.Load(name); ok {
		return x
	}
	x, _ := u.m.LoadOrStore(strings.ToLower(name), v)
	return x
}

// ByID returns id's record, keyed "user:" + strconv.Itoa(id), creating it on a miss.
// want: atomic
// truth: atomic
// why: the key is computed once from an int by a pure function; Load then LoadOrStore.
func (u *Users) ByID(id int, v any) any {
	k := "user:" + strconv.Itoa(id)
	if x, ok := u.m.Load(k); ok {
		return x
	}
	x, _ := u.m.LoadOrStore(k, v)
	return x
}

// Parse records the number s spells, keyed by s; it returns Atoi's error.
// want: atomic
// truth: atomic
// why: the error path makes no call; the other path is one LoadOrStore of Atoi's result, a function of s.
func (u *Users) Parse(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, err
	}
	v, _ := u.m.LoadOrStore(s, n)
	return v.(int), nil
}

// Label inserts v under a key formatted from a string and an int.
// want: atomic
// truth: atomic
// why: fmt.Sprintf with only string and int arguments is a function of them; one LoadOrStore.
func (u *Users) Label(ns string, id int, v any) (any, bool) {
	return u.m.LoadOrStore(fmt.Sprintf("%s:%d", ns, id), v)
}

// LabelGetOrCreate is get-or-create keyed by fmt.Sprintf of plain values,
// formatting the key twice.
// want: atomic
// truth: atomic
// why: both Sprintf calls are the same function of (format, ns, id); Load then LoadOrStore.
func (u *Users) LabelGetOrCreate(ns string, id int, v any) any {
	if x, ok := u.m.Load(fmt.Sprintf("%s:%d", ns, id)); ok {
		return x
	}
	x, _ := u.m.LoadOrStore(fmt.Sprintf("%s:%d", ns, id), v)
	return x
}

// Name is a named string type without methods.
type Name string

// LabelName inserts v under a key formatted from a Name.
// want: atomic
// truth: atomic
// why: one LoadOrStore; Name has no String, Error or Format method, so fmt formats the plain string.
func (u *Users) LabelName(n Name, v any) (any, bool) {
	return u.m.LoadOrStore(fmt.Sprintf("user:%s", n), v)
}

// LabelPoint inserts v under a key formatted from a struct.
// want: atomic
// truth: atomic
// why: one LoadOrStore, and Point has no String method and cannot reach memory, so the key is a function of p.
func (u *Users) LabelPoint(p Point, v any) (any, bool) {
	return u.m.LoadOrStore(fmt.Sprintf("%v", p), v)
}

// LabelErr inserts v under the message of err.
// want: unsupported
// truth: outside
// why: fmt runs err's Error method; err may be a Boom, whose Error method of this package calls the map (closedworld.go).
func (u *Users) LabelErr(err error, v any) (any, bool) {
	return u.m.LoadOrStore(fmt.Sprintf("%v", err), v)
}

// Claim inserts v unless k exists, returning a formatted error.
// want: atomic
// truth: atomic
// why: one LoadOrStore; fmt.Errorf with a string argument returns a fresh error, identified with the condensed run's.
func (u *Users) Claim(k string, v any) error {
	if _, loaded := u.m.LoadOrStore(k, v); loaded {
		return fmt.Errorf("%s: already claimed", k)
	}
	return nil
}

// JoinedGetOrCreate is get-or-create keyed by strings.Join of a slice.
// want: unproven
// truth: atomic
// why: parts is shared memory and strings.Join reads it twice, so a write of parts[0] between the calls makes the Load and the LoadOrStore use different keys; but, as GetOrCreatePtr, the outcome is the LoadOrStore's alone and a serial run at its instant gives it. Unproven: each Join over a slice is arbitrary to the encoding.
func (u *Users) JoinedGetOrCreate(parts []string, v any) any {
	if x, ok := u.m.Load(strings.Join(parts, "/")); ok {
		return x
	}
	x, _ := u.m.LoadOrStore(strings.Join(parts, "/"), v)
	return x
}
