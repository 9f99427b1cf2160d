// This file: bounded retries, nested loops, range loops, labelled break and
// continue, goto loops, loops that store on their repeating path,
// accumulators, and loops a sequential run may never leave.

package loops

// IncrFast makes three optimistic attempts to increment k's int count,
// then falls back to the unbounded retry loop; the result ignores the
// attempt counter.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds, in either loop; a serial run from that state succeeds in its first attempt, whatever the counter.
func (t *Table) IncrFast(k string) int {
	for i := 0; i < 3; i++ {
		v, loaded := t.m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if t.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
	for {
		v, loaded := t.m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if t.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// TryIncr makes at most three attempts to increment k's int count and
// returns the new count and the attempts used, or 0, 3 when all lost.
// want: violation
// truth: nonatomic
// why: another goroutine Stores between each LoadOrStore and CompareAndSwap: the call returns (0, 3) after three lost races, or attempts 2 after one, while every serial run wins its first CompareAndSwap and returns attempts 1.
func (t *Table) TryIncr(k string) (int, int) {
	for i := 1; i <= 3; i++ {
		v, loaded := t.m.LoadOrStore(k, 1)
		if !loaded {
			return 1, i
		}
		n := v.(int)
		if t.m.CompareAndSwap(k, n, n+1) {
			return n + 1, i
		}
	}
	return 0, 3
}

// IncrCounting increments k's int count and returns how many
// CompareAndSwaps it lost.
// want: violation
// truth: nonatomic
// why: another goroutine Stores between the LoadOrStore and the CompareAndSwap: the call returns retries = 1, while a serial run never loses its CompareAndSwap and returns 0.
func (t *Table) IncrCounting(k string) (n, retries int) {
	for {
		v, loaded := t.m.LoadOrStore(k, 1)
		if !loaded {
			return 1, retries
		}
		c := v.(int)
		if t.m.CompareAndSwap(k, c, c+1) {
			return c + 1, retries
		}
		retries++
	}
}

// TakeSoon polls k with LoadAndDelete three times (range over an int),
// then once more, and returns what the last poll returned.
// want: unproven
// truth: atomic
// why: linearizable at the LoadAndDelete that finds k, or at the last one, which finds it absent (the earlier ones found it absent too); but the exit depends on the loop counter, and a sequential run with an arbitrary counter below 3 would repeat.
func (t *Table) TakeSoon(k string) (any, bool) {
	for range 3 {
		if v, ok := t.m.LoadAndDelete(k); ok {
			return v, true
		}
	}
	return t.m.LoadAndDelete(k)
}

// IncrAll increments every key of keys with the retry loop (nested loops
// over several keys).
// want: violation
// truth: nonatomic
// why: the outer repeating iteration increments a key (loop not pure); from empty, keys = [a, b]: after a is incremented another goroutine Loads a (1) then b (absent), so the call did not take effect at one instant.
func (t *Table) IncrAll(keys []string) {
	for _, k := range keys {
		for {
			v, loaded := t.m.LoadOrStore(k, 1)
			if !loaded {
				break
			}
			n := v.(int)
			if t.m.CompareAndSwap(k, n, n+1) {
				break
			}
		}
	}
}

// IncrSettled increments k's int count, first waiting while k holds the
// busy marker -1 (a retry loop nested in a retry loop, on one key).
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts 1 or the CompareAndSwap that succeeds; the inner loop repeats on LoadOrStores that find -1, the outer on failed CompareAndSwaps, all accessors; a serial run from the CompareAndSwap's state finds n != -1 and succeeds.
func (t *Table) IncrSettled(k string) int {
	for {
		var n int
		for {
			v, loaded := t.m.LoadOrStore(k, 1)
			if !loaded {
				return 1
			}
			n = v.(int)
			if n != -1 {
				break
			}
		}
		if t.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// IncrPresent waits until k is present, then increments its int count; a
// lost CompareAndSwap continues the outer loop by label.
// want: atomic
// truth: atomic
// why: linearizable at the CompareAndSwap that succeeds; the Loads that find k absent and the failed CompareAndSwaps are accessors; a non-int value panics at the assertion, linearized at its Load.
func (t *Table) IncrPresent(k string) int {
retry:
	for {
		for {
			v, ok := t.m.Load(k)
			if !ok {
				continue
			}
			n := v.(int)
			if !t.m.CompareAndSwap(k, n, n+1) {
				continue retry
			}
			return n + 1
		}
	}
}

// Release decrements k's int count, deleting k when it reaches zero; a
// missing or non-int k breaks out of the loop from inside a switch.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or not an int, or at the CompareAndDelete or CompareAndSwap that succeeds; the failed ones repeat.
func (t *Table) Release(k string) (int, bool) {
loop:
	for {
		v, found := t.m.Load(k)
		n, isInt := v.(int)
		switch {
		case !found || !isInt:
			break loop
		case n <= 1:
			if t.m.CompareAndDelete(k, n) {
				return 0, true
			}
		default:
			if t.m.CompareAndSwap(k, n, n-1) {
				return n - 1, true
			}
		}
	}
	return 0, false
}

// GotoIncr is Incr written with goto.
// want: atomic
// truth: atomic
// why: a reducible loop through the label; linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds.
func (t *Table) GotoIncr(k string) int {
retry:
	v, loaded := t.m.LoadOrStore(k, 1)
	if !loaded {
		return 1
	}
	n := v.(int)
	if !t.m.CompareAndSwap(k, n, n+1) {
		goto retry
	}
	return n + 1
}

// GotoIncrRacy is GotoIncr's naive twin: it retries with goto until its
// Store is read back.
// want: violation
// truth: nonatomic
// why: the repeating path Stores (loop not pure); two goroutines both Load 4, both Store 5, both read 5 back: an increment is lost.
func (t *Table) GotoIncrRacy(k string) int {
again:
	v, _ := t.m.Load(k)
	n, _ := v.(int)
	t.m.Store(k, n+1)
	if w, _ := t.m.Load(k); w != any(n+1) {
		goto again
	}
	return n + 1
}

// Settle returns k's int value, inserting 0 when absent; a goto jumps into
// the middle of the Load/LoadOrStore loop when the caller knows k is new.
// want: unsupported
// truth: atomic
// why: an irreducible loop (two entries); linearizable at the Load that finds k, the LoadOrStore that inserts 0, and a LoadOrStore that finds k repeats as an accessor.
func (t *Table) Settle(k string, fresh bool) int {
	if fresh {
		goto insert
	}
load:
	if v, ok := t.m.Load(k); ok {
		return v.(int)
	}
insert:
	if _, loaded := t.m.LoadOrStore(k, 0); loaded {
		goto load
	}
	return 0
}

// Reset stores 0 under every key of keys.
// want: violation
// truth: nonatomic
// why: the repeating iteration Stores (loop not pure); keys = [a, b]: another goroutine Loads a (0) then b (its old 7).
func (t *Table) Reset(keys []string) {
	for _, k := range keys {
		t.m.Store(k, 0)
	}
}

// Publish stores v under k until a Load reads it back.
// want: violation
// truth: nonatomic
// why: the repeating iteration Stores (loop not pure); from k absent another goroutine Loads v after the first Store, then Stores x, which the second Store overwrites: T cannot take effect both before that Load and after that Store.
func (t *Table) Publish(k string, v any) {
	for {
		t.m.Store(k, v)
		if w, _ := t.m.Load(k); w == v {
			return
		}
	}
}

// Sum adds the int counts of keys into an accumulator read after the loop.
// want: violation
// truth: nonatomic
// why: keys = [a, b] from a = 1, b = 0: T Loads a (1); another goroutine Stores a = 0 then b = 1; T Loads b (1) and returns 2, a sum no state ever had.
func (t *Table) Sum(keys []string) int {
	sum := 0
	for _, k := range keys {
		v, _ := t.m.Load(k)
		n, _ := v.(int)
		sum += n
	}
	return sum
}

// Await waits until k is present; the flag the loop tests is carried
// around the loop and returned.
// want: unproven
// truth: atomic
// why: linearizable at the Load that finds k; but the exit path has no call and its flag is a loop-carried value, arbitrary in a sequential run, which may then repeat.
func (t *Table) Await(k string) bool {
	found := false
	for !found {
		_, found = t.m.Load(k)
	}
	return found
}

// AwaitResult waits for the done key, then loads the result key.
// want: violation
// truth: nonatomic
// why: from done present, result = 1: T Loads done; another goroutine Deletes done, then Stores result = 2; T returns 2, which needs done present and result = 2 at once; a sequential run from the state before the second Load would wait forever for done.
func (t *Table) AwaitResult(done, result string) (any, bool) {
	for {
		if _, ok := t.m.Load(done); ok {
			break
		}
	}
	return t.m.Load(result)
}

// StoreThenAwait stores k, then waits until k is gone.
// want: violation
// truth: nonatomic
// why: a serial run never returns (its own Store makes k present, and it then waits forever); a run returns only when another goroutine Deletes k after the Store, an outcome no serial run has.
func (t *Table) StoreThenAwait(k string) {
	t.m.Store(k, 1)
	for {
		if _, ok := t.m.Load(k); !ok {
			return
		}
	}
}

// FirstPresent returns the first key of keys that is present (range over a
// slice).
// want: violation
// truth: nonatomic
// why: keys = [a, b] from a absent, b present: T Loads a (absent); another goroutine Stores a, then Deletes b; T Loads b (absent) and returns false, though a or b was present at every instant.
func (t *Table) FirstPresent(keys []string) (string, bool) {
	for _, k := range keys {
		if _, ok := t.m.Load(k); ok {
			return k, true
		}
	}
	return "", false
}

// FirstOf returns the value of the first present key of a pair (range
// over an array).
// want: violation
// truth: nonatomic
// why: as FirstPresent: T Loads keys[0] absent; another goroutine Stores keys[0] and Deletes keys[1]; T finds keys[1] absent and returns false.
func (t *Table) FirstOf(keys [2]string) (any, bool) {
	for _, k := range keys {
		if v, ok := t.m.Load(k); ok {
			return v, true
		}
	}
	return nil, false
}

// FirstRune returns the first rune of s that is a key, and its value
// (range over a string).
// want: violation
// truth: nonatomic
// why: s = "ab" from 'a' absent, 'b' present: T Loads 'a' (absent); another goroutine Stores 'a', then Deletes 'b'; T Loads 'b' (absent) and returns 0, though a key of s was present at every instant.
func (t *Table) FirstRune(s string) (rune, any) {
	for _, r := range s {
		if v, ok := t.m.Load(r); ok {
			return r, v
		}
	}
	return 0, nil
}

// AnyPresent reports whether some key of the set keys is present (range
// over a Go map).
// want: violation
// truth: nonatomic
// why: as FirstPresent, with keys {a, b}: each Load finds its key absent, yet one of them was present at every instant.
func (t *Table) AnyPresent(keys map[string]bool) bool {
	for k := range keys {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// LoadBucket loads the bucket of the smallest power of two >= n: a loop
// with no map call, then one call.
// want: unproven
// truth: atomic
// why: one Load, of a key that is a function of n (for n > 1<<63 the loop never ends, p wraps to 0); but the key is the loop-carried p, arbitrary on the exit path and in a sequential run.
func (t *Table) LoadBucket(n uint) (any, bool) {
	p := uint(1)
	for p < n {
		p <<= 1
	}
	return t.m.Load(p)
}

// Retire does nothing when k is absent; otherwise it marks k "retiring",
// then "retired", and parks forever, polling k.
// want: violation
// truth: nonatomic
// why: another goroutine Loads "retiring", then "retired": two effects of one call, which never returns but must still take effect at one instant; only the early return is an exit path, and the two Stores before the endless pure loop are never checked.
func (t *Table) Retire(k string) {
	if _, ok := t.m.Load(k); !ok {
		return
	}
	t.m.Store(k, "retiring")
	t.m.Store(k, "retired")
	for {
		t.m.Load(k)
	}
}

// Park marks k "parked", then polls k forever.
// want: violation
// truth: nonatomic
// why: a call that never returns completes nothing, so a history with it pending is linearizable only without its effects; another goroutine Loads "parked" while it runs.
func (t *Table) Park(k string) {
	t.m.Store(k, "parked")
	for {
		t.m.Load(k)
	}
}

// StoreAwaitOwn stores 1 at k, then waits until k holds 1 (another
// goroutine may store something else there first, and the wait never
// ends).
// want: unproven
// truth: atomic
// why: linearizable at the Store: a run that returns saw its own 1; a run that waits forever is pending, and completing it right after its Store with the serial run (Store, Load finds 1, return) explains every other goroutine's view; the purity check refuses the loop (a run may repeat it forever after the Store), and the witness search confirms nothing.
func (t *Table) StoreAwaitOwn(k string) {
	t.m.Store(k, 1)
	for {
		if v, _ := t.m.Load(k); v == 1 {
			return
		}
	}
}

// StoreAwaitFlag stores "a" at k, then loads k until it holds "a", the
// loop's condition a flag carried around it.
// want: unproven
// truth: atomic
// why: as StoreAwaitOwn, but no run returns without a back edge: completing a pending run right after its Store needs the serial run of one back edge (Store, Load finds "a", the flag ends the loop).
func (t *Table) StoreAwaitFlag(k string) {
	t.m.Store(k, "a")
	done := false
	for !done {
		v, _ := t.m.Load(k)
		done = v == "a"
	}
}
