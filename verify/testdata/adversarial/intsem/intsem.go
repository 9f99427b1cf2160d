// Package intsem: integer and string semantics. Each function runs a
// non-atomic Load-then-Store only when an arithmetic fact holds that Go
// makes true for some inputs: an encoding that decides the fact false
// would prove the function atomic.
package intsem

import (
	"math"
	"sync"
)

//snowflake:base
var m sync.Map

// DivMinByMinusOne: MinInt64 / -1 == MinInt64 in Go (no panic).
// want: violation
// truth: nonatomic
// why: x = MinInt64, y = -1 reaches the Load-then-Store.
func DivMinByMinusOne(k string, x, y int64) {
	if y == -1 && x < 0 && x/y < 0 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// RemMinByMinusOne: MinInt64 % -1 == 0.
// want: violation
// truth: nonatomic
// why: x = MinInt64, y = -1.
func RemMinByMinusOne(k string, x, y int64) {
	if y == -1 && x == math.MinInt64 && x%y == 0 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// NegMin: -MinInt64 == MinInt64.
// want: violation
// truth: nonatomic
// why: x = MinInt64.
func NegMin(k string, x int64) {
	if x != 0 && -x == x {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// TruncDiv: -7 / 2 == -3 and -7 % 2 == -1 in Go.
// want: violation
// truth: nonatomic
// why: x = -7.
func TruncDiv(k string, x int32) {
	if x/2 == -3 && x%2 == -1 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// BigShift: a shift by at least the width gives 0 (unsigned) or the sign (signed).
// want: violation
// truth: nonatomic
// why: x = -1, s = 200.
func BigShift(k string, x int8, s uint8) {
	if s >= 8 && x>>s == -1 && x<<s == 0 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// WideCount: an int64 count on an int8 operand; 256 is not 0 mod 256.
// want: violation
// truth: nonatomic
// why: c = 256: 1 << 256 == 0 in Go (the count is not truncated to 8 bits).
func WideCount(k string, c int64) {
	var one int8 = 1
	if c == 256 && one<<c == 0 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// Wrap8: int8 overflow wraps.
// want: violation
// truth: nonatomic
// why: x = 127.
func Wrap8(k string, x int8) {
	if x+1 < x {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// SignConv: converting -1 to uint16 gives 65535; back to int32 gives 65535.
// want: violation
// truth: nonatomic
// why: x = -1.
func SignConv(k string, x int8) {
	if int32(uint16(x)) == 65535 && uint64(x) == math.MaxUint64 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// UnsignedCmp: uint8(200) > 100 while int8(-56) < 0.
// want: violation
// truth: nonatomic
// why: x = 200.
func UnsignedCmp(k string, x uint8) {
	if x > 100 && int8(x) < 0 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// BigConst: uint64 constants above MaxInt64.
// want: violation
// truth: nonatomic
// why: x = 1<<63 + 5.
func BigConst(k string, x uint64) {
	if x == 1<<63+5 && x > math.MaxInt64 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// AndNot: 0b1100 &^ 0b1010 == 0b0100.
// want: violation
// truth: nonatomic
// why: x = 12.
func AndNot(k string, x uint8) {
	if x&^10 == 4 && ^x == 243 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// UTF8Len: len counts bytes: "é" is two bytes.
// want: violation
// truth: nonatomic
// why: any s.
func UTF8Len(k string, s string) {
	t := "é" + s
	if len(t) == len(s)+2 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// ByteOrder: strings compare bytewise: "\xff" > "é" ("\xc3\xa9") > "z".
// want: violation
// truth: nonatomic
// why: s = "\xff".
func ByteOrder(k string, s string) {
	if s > "é" && "é" > "z" && len(s) == 1 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// MinMax: min and max on signed and unsigned integers and strings.
// want: violation
// truth: nonatomic
// why: a = 200, b = 1, s = "b".
func MinMax(k string, a, b uint8, s string) {
	if min(a, b) == 1 && max(a, b) == 200 && min(int8(a), int8(b)) == -56 && max(s, "a") == "b" {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// LenWrap: a single Load, as a control.
// want: atomic
// truth: atomic
// why: one Load.
func LenWrap(k string, s string) any {
	v, _ := m.Load(k)
	return v
}

// UintptrWidth: uintptr and int are 64 bits on the target.
// want: violation
// truth: nonatomic
// why: x = 1<<40.
func UintptrWidth(k string, x uintptr, y int) {
	if x == 1<<40 && y == 1<<40 && int(x) == y {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// ShiftNegPanics: a negative shift count panics; the panic is an outcome.
// want: violation
// truth: nonatomic
// why: s < 0 panics after a Load; s >= 0 copies.
func ShiftNegPanics(k string, s int) int {
	v, _ := m.Load(k)
	m.Store(k+"2", v)
	return 1 << s
}

// UnsignedDiv: uint8(255) / 2 == 127, and 255 % 7 == 3.
// want: violation
// truth: nonatomic
// why: x = 255.
func UnsignedDiv(k string, x uint8) {
	if x/2 == 127 && x%7 == 3 && x > 128 {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}
