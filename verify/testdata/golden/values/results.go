// This file: multiple and named results, bare returns, and results taken
// from different calls.

package values

import "sync"

// Ledger maps accounts to int balances.
type Ledger struct {
	m sync.Map
}

// Balance returns k's balance through named results and a bare return.
// want: atomic
// truth: atomic
// why: one Load; the named results are set from its results.
func (l *Ledger) Balance(k string) (n int, found bool) {
	v, found := l.m.Load(k)
	if !found {
		return
	}
	n, _ = v.(int)
	return
}

// Balances returns the balances of a and b.
// want: violation
// truth: nonatomic
// why: torn read: a transfer from a to b (a Store to a, then a Store to b) between the two Loads; the result pairs the old a with the new b, and the sum no state ever had.
func (l *Ledger) Balances(a, b string) (x, y int) {
	va, _ := l.m.Load(a)
	vb, _ := l.m.Load(b)
	x, _ = va.(int)
	y, _ = vb.(int)
	return
}

// Deposit adds d to k's balance with a CompareAndSwap retry loop and
// returns the balance before and after.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds; both results come from the value read by the deciding call.
func (l *Ledger) Deposit(k string, d int) (before, after int) {
	for {
		v, loaded := l.m.LoadOrStore(k, d)
		if !loaded {
			return 0, d
		}
		before = v.(int)
		after = before + d
		if l.m.CompareAndSwap(k, before, after) {
			return
		}
	}
}

// DepositRacy adds d with Load then Store and reads the balance back.
// want: violation
// truth: nonatomic
// why: another goroutine's deposit between the Load and the Store is lost; and between the Store and the second Load, after reports a balance this call did not produce.
func (l *Ledger) DepositRacy(k string, d int) (before, after int) {
	v, _ := l.m.Load(k)
	before, _ = v.(int)
	l.m.Store(k, before+d)
	w, _ := l.m.Load(k)
	after, _ = w.(int)
	return
}

// Close removes k and returns its balance, whether it was open, and an
// error for a non-int balance: three results.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the results are functions of its results.
func (l *Ledger) Close(k string) (int, bool, error) {
	v, ok := l.m.LoadAndDelete(k)
	if !ok {
		return 0, false, nil
	}
	n, isInt := v.(int)
	if !isInt {
		return 0, true, &failure{msg: k}
	}
	return n, true, nil
}

// Open returns k's balance, inserting 0 when absent; named results are
// reassigned by the second call.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k or at the LoadOrStore.
func (l *Ledger) Open(k string) (v any, existed bool) {
	if v, existed = l.m.Load(k); existed {
		return
	}
	v, existed = l.m.LoadOrStore(k, 0)
	return
}

// Peek returns the value from one Load and the presence from a second.
// want: violation
// truth: nonatomic
// why: T's first Load gets (1, true); another goroutine Deletes k; T's second Load finds k absent and T returns (1, false), a pair no single Load returns.
func (l *Ledger) Peek(k string) (v any, ok bool) {
	v, _ = l.m.Load(k)
	_, ok = l.m.Load(k)
	return
}

// SafeBalance returns k's int balance, recovering from a failed assertion
// in a deferred closure that resets the named results.
// want: unsupported
// truth: atomic
// why: one Load; the deferred recover turns the assertion's panic into (0, false), a function of the loaded value; but defer, closures and recover are outside the fragment.
func (l *Ledger) SafeBalance(k string) (n int, ok bool) {
	defer func() {
		if recover() != nil {
			n, ok = 0, false
		}
	}()
	v, _ := l.m.Load(k)
	return v.(int), true
}

// Cell is a generic client: values of type T.
type Cell[T comparable] struct {
	m sync.Map
}

// Replace swaps new in for k's value if it equals old.
// want: atomic
// truth: atomic
// why: one CompareAndSwap for every T (for an interface T it may panic, as a serial run at the same instant would).
func (c *Cell[T]) Replace(k string, old, new T) bool {
	return c.m.CompareAndSwap(k, old, new)
}
