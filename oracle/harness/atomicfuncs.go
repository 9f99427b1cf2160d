// This file defines the stand-ins for sync/atomic's functions on integer
// words (AddInt64, LoadUint32, CompareAndSwapUintptr, ...). Called on the
// address of the base object (BindAddr), they act on the run's model;
// called on any other word, they are sync/atomic's. The address may be
// the base's converted to a pointer to another integer type of the same
// size ((*uint32)(&s.state), (*int64)(unsafe.Pointer(&s.n))): the
// arguments are converted to the base's type, the results back.

package harness

import (
	"reflect"
	"sync/atomic"
	"unsafe"
)

// wordCall performs c on the base object when p is its address.
func wordCall[T integer](p *T, c Call) ([]any, bool) {
	st := boundWord(unsafe.Pointer(p), unsafe.Sizeof(*p))
	if st == nil {
		st = wordAt(p) // words.go
	}
	if st == nil {
		return nil, false
	}
	elem := reflect.TypeOf(st.addr).Elem()
	for i, a := range c.Args {
		c.Args[i] = reflect.ValueOf(a).Convert(elem).Interface()
	}
	rs := st.run.client(st, c)
	to := reflect.TypeOf(*p)
	for i, r := range rs {
		if v := reflect.ValueOf(r); v.IsValid() && v.Type() == elem && elem != to {
			rs[i] = v.Convert(to).Interface()
		}
	}
	return rs, true
}

// boundWord returns the state of the base object when p is the address
// of its word, of the word's size.
func boundWord(p unsafe.Pointer, size uintptr) *shimState {
	if cur == nil || cur.base.addr == nil {
		return nil
	}
	a := reflect.ValueOf(cur.base.addr)
	if a.Kind() != reflect.Pointer || a.UnsafePointer() != p || a.Type().Elem().Size() != size {
		return nil
	}
	return cur.base
}

// withArg is sync/atomic's function real of one operand (Add, Swap, And,
// Or), acting on the model when called on the base object.
func withArg[T integer](method string, real func(*T, T) T) func(*T, T) T {
	return func(addr *T, x T) T {
		if r, ok := wordCall(addr, Call{Method: method, Args: []any{x}}); ok {
			return r[0].(T)
		}
		return real(addr, x)
	}
}

// load is sync/atomic's Load function real.
func load[T integer](real func(*T) T) func(*T) T {
	return func(addr *T) T {
		if r, ok := wordCall(addr, Call{Method: "Load"}); ok {
			return r[0].(T)
		}
		return real(addr)
	}
}

// store is sync/atomic's Store function real.
func store[T integer](real func(*T, T)) func(*T, T) {
	return func(addr *T, val T) {
		if _, ok := wordCall(addr, Call{Method: "Store", Args: []any{val}}); !ok {
			real(addr, val)
		}
	}
}

// cas is sync/atomic's CompareAndSwap function real.
func cas[T integer](real func(*T, T, T) bool) func(*T, T, T) bool {
	return func(addr *T, old, new T) bool {
		if r, ok := wordCall(addr, Call{Method: "CompareAndSwap", Args: []any{old, new}}); ok {
			return r[0].(bool)
		}
		return real(addr, old, new)
	}
}

// The stand-ins, one per function of sync/atomic on integer words.
var (
	AddInt32              = withArg("Add", atomic.AddInt32)
	LoadInt32             = load(atomic.LoadInt32)
	StoreInt32            = store(atomic.StoreInt32)
	SwapInt32             = withArg("Swap", atomic.SwapInt32)
	CompareAndSwapInt32   = cas(atomic.CompareAndSwapInt32)
	AndInt32              = withArg("And", atomic.AndInt32)
	OrInt32               = withArg("Or", atomic.OrInt32)
	AddInt64              = withArg("Add", atomic.AddInt64)
	LoadInt64             = load(atomic.LoadInt64)
	StoreInt64            = store(atomic.StoreInt64)
	SwapInt64             = withArg("Swap", atomic.SwapInt64)
	CompareAndSwapInt64   = cas(atomic.CompareAndSwapInt64)
	AndInt64              = withArg("And", atomic.AndInt64)
	OrInt64               = withArg("Or", atomic.OrInt64)
	AddUint32             = withArg("Add", atomic.AddUint32)
	LoadUint32            = load(atomic.LoadUint32)
	StoreUint32           = store(atomic.StoreUint32)
	SwapUint32            = withArg("Swap", atomic.SwapUint32)
	CompareAndSwapUint32  = cas(atomic.CompareAndSwapUint32)
	AndUint32             = withArg("And", atomic.AndUint32)
	OrUint32              = withArg("Or", atomic.OrUint32)
	AddUint64             = withArg("Add", atomic.AddUint64)
	LoadUint64            = load(atomic.LoadUint64)
	StoreUint64           = store(atomic.StoreUint64)
	SwapUint64            = withArg("Swap", atomic.SwapUint64)
	CompareAndSwapUint64  = cas(atomic.CompareAndSwapUint64)
	AndUint64             = withArg("And", atomic.AndUint64)
	OrUint64              = withArg("Or", atomic.OrUint64)
	AddUintptr            = withArg("Add", atomic.AddUintptr)
	LoadUintptr           = load(atomic.LoadUintptr)
	StoreUintptr          = store(atomic.StoreUintptr)
	SwapUintptr           = withArg("Swap", atomic.SwapUintptr)
	CompareAndSwapUintptr = cas(atomic.CompareAndSwapUintptr)
	AndUintptr            = withArg("And", atomic.AndUintptr)
	OrUintptr             = withArg("Or", atomic.OrUintptr)
)
