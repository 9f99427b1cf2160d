// This file defines the stand-ins for sync/atomic's functions on integer
// words (AddInt64, LoadUint32, CompareAndSwapUintptr, ...). Called on the
// address of the base object (BindAddr), they act on the run's model;
// called on any other word, they are sync/atomic's.

package harness

import "sync/atomic"

// wordCall performs c on the base object when p is its address.
func wordCall[T integer](p *T, c Call) ([]any, bool) {
	st := boundAt(p)
	if st == nil {
		return nil, false
	}
	return st.run.client(c), true
}

// AddInt32 is atomic.AddInt32.
func AddInt32(addr *int32, delta int32) (new int32) {
	if r, ok := wordCall(addr, Call{"Add", []any{delta}}); ok {
		return r[0].(int32)
	}
	return atomic.AddInt32(addr, delta)
}

// LoadInt32 is atomic.LoadInt32.
func LoadInt32(addr *int32) (val int32) {
	if r, ok := wordCall(addr, Call{Method: "Load"}); ok {
		return r[0].(int32)
	}
	return atomic.LoadInt32(addr)
}

// StoreInt32 is atomic.StoreInt32.
func StoreInt32(addr *int32, val int32) {
	if _, ok := wordCall(addr, Call{"Store", []any{val}}); !ok {
		atomic.StoreInt32(addr, val)
	}
}

// SwapInt32 is atomic.SwapInt32.
func SwapInt32(addr *int32, new int32) (old int32) {
	if r, ok := wordCall(addr, Call{"Swap", []any{new}}); ok {
		return r[0].(int32)
	}
	return atomic.SwapInt32(addr, new)
}

// CompareAndSwapInt32 is atomic.CompareAndSwapInt32.
func CompareAndSwapInt32(addr *int32, old, new int32) (swapped bool) {
	if r, ok := wordCall(addr, Call{"CompareAndSwap", []any{old, new}}); ok {
		return r[0].(bool)
	}
	return atomic.CompareAndSwapInt32(addr, old, new)
}

// AndInt32 is atomic.AndInt32.
func AndInt32(addr *int32, mask int32) (old int32) {
	if r, ok := wordCall(addr, Call{"And", []any{mask}}); ok {
		return r[0].(int32)
	}
	return atomic.AndInt32(addr, mask)
}

// OrInt32 is atomic.OrInt32.
func OrInt32(addr *int32, mask int32) (old int32) {
	if r, ok := wordCall(addr, Call{"Or", []any{mask}}); ok {
		return r[0].(int32)
	}
	return atomic.OrInt32(addr, mask)
}

// AddInt64 is atomic.AddInt64.
func AddInt64(addr *int64, delta int64) (new int64) {
	if r, ok := wordCall(addr, Call{"Add", []any{delta}}); ok {
		return r[0].(int64)
	}
	return atomic.AddInt64(addr, delta)
}

// LoadInt64 is atomic.LoadInt64.
func LoadInt64(addr *int64) (val int64) {
	if r, ok := wordCall(addr, Call{Method: "Load"}); ok {
		return r[0].(int64)
	}
	return atomic.LoadInt64(addr)
}

// StoreInt64 is atomic.StoreInt64.
func StoreInt64(addr *int64, val int64) {
	if _, ok := wordCall(addr, Call{"Store", []any{val}}); !ok {
		atomic.StoreInt64(addr, val)
	}
}

// SwapInt64 is atomic.SwapInt64.
func SwapInt64(addr *int64, new int64) (old int64) {
	if r, ok := wordCall(addr, Call{"Swap", []any{new}}); ok {
		return r[0].(int64)
	}
	return atomic.SwapInt64(addr, new)
}

// CompareAndSwapInt64 is atomic.CompareAndSwapInt64.
func CompareAndSwapInt64(addr *int64, old, new int64) (swapped bool) {
	if r, ok := wordCall(addr, Call{"CompareAndSwap", []any{old, new}}); ok {
		return r[0].(bool)
	}
	return atomic.CompareAndSwapInt64(addr, old, new)
}

// AndInt64 is atomic.AndInt64.
func AndInt64(addr *int64, mask int64) (old int64) {
	if r, ok := wordCall(addr, Call{"And", []any{mask}}); ok {
		return r[0].(int64)
	}
	return atomic.AndInt64(addr, mask)
}

// OrInt64 is atomic.OrInt64.
func OrInt64(addr *int64, mask int64) (old int64) {
	if r, ok := wordCall(addr, Call{"Or", []any{mask}}); ok {
		return r[0].(int64)
	}
	return atomic.OrInt64(addr, mask)
}

// AddUint32 is atomic.AddUint32.
func AddUint32(addr *uint32, delta uint32) (new uint32) {
	if r, ok := wordCall(addr, Call{"Add", []any{delta}}); ok {
		return r[0].(uint32)
	}
	return atomic.AddUint32(addr, delta)
}

// LoadUint32 is atomic.LoadUint32.
func LoadUint32(addr *uint32) (val uint32) {
	if r, ok := wordCall(addr, Call{Method: "Load"}); ok {
		return r[0].(uint32)
	}
	return atomic.LoadUint32(addr)
}

// StoreUint32 is atomic.StoreUint32.
func StoreUint32(addr *uint32, val uint32) {
	if _, ok := wordCall(addr, Call{"Store", []any{val}}); !ok {
		atomic.StoreUint32(addr, val)
	}
}

// SwapUint32 is atomic.SwapUint32.
func SwapUint32(addr *uint32, new uint32) (old uint32) {
	if r, ok := wordCall(addr, Call{"Swap", []any{new}}); ok {
		return r[0].(uint32)
	}
	return atomic.SwapUint32(addr, new)
}

// CompareAndSwapUint32 is atomic.CompareAndSwapUint32.
func CompareAndSwapUint32(addr *uint32, old, new uint32) (swapped bool) {
	if r, ok := wordCall(addr, Call{"CompareAndSwap", []any{old, new}}); ok {
		return r[0].(bool)
	}
	return atomic.CompareAndSwapUint32(addr, old, new)
}

// AndUint32 is atomic.AndUint32.
func AndUint32(addr *uint32, mask uint32) (old uint32) {
	if r, ok := wordCall(addr, Call{"And", []any{mask}}); ok {
		return r[0].(uint32)
	}
	return atomic.AndUint32(addr, mask)
}

// OrUint32 is atomic.OrUint32.
func OrUint32(addr *uint32, mask uint32) (old uint32) {
	if r, ok := wordCall(addr, Call{"Or", []any{mask}}); ok {
		return r[0].(uint32)
	}
	return atomic.OrUint32(addr, mask)
}

// AddUint64 is atomic.AddUint64.
func AddUint64(addr *uint64, delta uint64) (new uint64) {
	if r, ok := wordCall(addr, Call{"Add", []any{delta}}); ok {
		return r[0].(uint64)
	}
	return atomic.AddUint64(addr, delta)
}

// LoadUint64 is atomic.LoadUint64.
func LoadUint64(addr *uint64) (val uint64) {
	if r, ok := wordCall(addr, Call{Method: "Load"}); ok {
		return r[0].(uint64)
	}
	return atomic.LoadUint64(addr)
}

// StoreUint64 is atomic.StoreUint64.
func StoreUint64(addr *uint64, val uint64) {
	if _, ok := wordCall(addr, Call{"Store", []any{val}}); !ok {
		atomic.StoreUint64(addr, val)
	}
}

// SwapUint64 is atomic.SwapUint64.
func SwapUint64(addr *uint64, new uint64) (old uint64) {
	if r, ok := wordCall(addr, Call{"Swap", []any{new}}); ok {
		return r[0].(uint64)
	}
	return atomic.SwapUint64(addr, new)
}

// CompareAndSwapUint64 is atomic.CompareAndSwapUint64.
func CompareAndSwapUint64(addr *uint64, old, new uint64) (swapped bool) {
	if r, ok := wordCall(addr, Call{"CompareAndSwap", []any{old, new}}); ok {
		return r[0].(bool)
	}
	return atomic.CompareAndSwapUint64(addr, old, new)
}

// AndUint64 is atomic.AndUint64.
func AndUint64(addr *uint64, mask uint64) (old uint64) {
	if r, ok := wordCall(addr, Call{"And", []any{mask}}); ok {
		return r[0].(uint64)
	}
	return atomic.AndUint64(addr, mask)
}

// OrUint64 is atomic.OrUint64.
func OrUint64(addr *uint64, mask uint64) (old uint64) {
	if r, ok := wordCall(addr, Call{"Or", []any{mask}}); ok {
		return r[0].(uint64)
	}
	return atomic.OrUint64(addr, mask)
}

// AddUintptr is atomic.AddUintptr.
func AddUintptr(addr *uintptr, delta uintptr) (new uintptr) {
	if r, ok := wordCall(addr, Call{"Add", []any{delta}}); ok {
		return r[0].(uintptr)
	}
	return atomic.AddUintptr(addr, delta)
}

// LoadUintptr is atomic.LoadUintptr.
func LoadUintptr(addr *uintptr) (val uintptr) {
	if r, ok := wordCall(addr, Call{Method: "Load"}); ok {
		return r[0].(uintptr)
	}
	return atomic.LoadUintptr(addr)
}

// StoreUintptr is atomic.StoreUintptr.
func StoreUintptr(addr *uintptr, val uintptr) {
	if _, ok := wordCall(addr, Call{"Store", []any{val}}); !ok {
		atomic.StoreUintptr(addr, val)
	}
}

// SwapUintptr is atomic.SwapUintptr.
func SwapUintptr(addr *uintptr, new uintptr) (old uintptr) {
	if r, ok := wordCall(addr, Call{"Swap", []any{new}}); ok {
		return r[0].(uintptr)
	}
	return atomic.SwapUintptr(addr, new)
}

// CompareAndSwapUintptr is atomic.CompareAndSwapUintptr.
func CompareAndSwapUintptr(addr *uintptr, old, new uintptr) (swapped bool) {
	if r, ok := wordCall(addr, Call{"CompareAndSwap", []any{old, new}}); ok {
		return r[0].(bool)
	}
	return atomic.CompareAndSwapUintptr(addr, old, new)
}

// AndUintptr is atomic.AndUintptr.
func AndUintptr(addr *uintptr, mask uintptr) (old uintptr) {
	if r, ok := wordCall(addr, Call{"And", []any{mask}}); ok {
		return r[0].(uintptr)
	}
	return atomic.AndUintptr(addr, mask)
}

// OrUintptr is atomic.OrUintptr.
func OrUintptr(addr *uintptr, mask uintptr) (old uintptr) {
	if r, ok := wordCall(addr, Call{"Or", []any{mask}}); ok {
		return r[0].(uintptr)
	}
	return atomic.OrUintptr(addr, mask)
}
