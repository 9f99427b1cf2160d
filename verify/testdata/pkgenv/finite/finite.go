// Package finite holds words whose package keeps them among a few values:
// the values they start with, closed under every operation of the
// package. A function whose outcome differs only from states outside that
// set is atomic in the package environment (verify/within.go), and not in
// the collection one, whose other goroutine stores any value.
package finite

import "sync/atomic"

// Latch is a one-way flag: Set stores 1 and nothing clears it, so the
// flag is always 0 or 1, and never decreases.
type Latch struct {
	f atomic.Uint32
}

// Set raises the flag.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func (l *Latch) Set() { l.f.Store(1) }

// Confirm sets the flag again when it is set and returns what it held.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: in the package the flag is 1 from the Load on (it only holds 0 or 1, and never decreases), so Swap returns 1; in the collection, another goroutine's Store(2) between the calls makes Swap return 2, which neither serial order gives
func (l *Latch) Confirm() uint32 {
	if l.f.Load() == 1 {
		return l.f.Swap(1)
	}
	return 0
}

// Level is Latch's twin whose Raise stores any value.
type Level struct {
	f atomic.Uint32
}

// Raise stores v.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func (l *Level) Raise(v uint32) { l.f.Store(v) }

// Confirm is Latch.Confirm over a word the package may set to any value.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Raise(2) between the Load and the Swap makes Swap return 2: before Confirm, the Load would see 2 and return 0; after it, the final value would be 2
func (l *Level) Confirm() uint32 {
	if l.f.Load() == 1 {
		return l.f.Swap(1)
	}
	return 0
}

// Mode holds 0 or 3: its only operations store those.
type Mode struct {
	v atomic.Int32
}

// On stores 3.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func (m *Mode) On() { m.v.Store(3) }

// Off stores 0.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func (m *Mode) Off() { m.v.Store(0) }

// HighBits reads the mode twice and returns the bits above the two low
// ones that the readings differ in.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the mode is always 0 or 3, so two readings never differ above bit 1 and the result is 0, as in any serial order; in the collection, another goroutine's Store(4) between the Loads makes it 4
func (m *Mode) HighBits() int32 {
	a := m.v.Load()
	b := m.v.Load()
	return (a ^ b) &^ 3
}

// Flips reads the mode twice and returns whether the readings differ.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: On between the Loads makes them differ, which no serial order gives
func (m *Mode) Flips() bool {
	a := m.v.Load()
	return m.v.Load() != a
}

// Preset starts at 4: its constructor stores it into the object it
// builds, a call no other goroutine sees (paths.Program.BuildTouches), so
// its starting values are not only zero.
type Preset struct {
	v atomic.Int32
}

// NewPreset returns a Preset holding 4.
func NewPreset() *Preset {
	p := &Preset{}
	p.v.Store(4)
	return p
}

// Off stores 0.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func (p *Preset) Off() { p.v.Store(0) }

// HighBits is Mode.HighBits over a word that starts at 4.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: from NewPreset's 4, Off between the Loads makes the readings 4 and 0, whose bits above the two low ones differ: the result is 4, where any serial order gives 0
func (p *Preset) HighBits() int32 {
	a := p.v.Load()
	b := p.v.Load()
	return (a ^ b) &^ 3
}

// phase is a package-wide state: 0 idle, 1 running, 2 stopped; Begin and
// End are the only changes.
//
//snowflake:base
var phase atomic.Int32

// Begin moves from idle to running.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one CompareAndSwap
func Begin() bool { return phase.CompareAndSwap(0, 1) }

// End stops.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func End() { phase.Store(2) }

// Garbled reports whether two readings of the phase differ above its
// two low bits: never, while the phase is 0, 1 or 2.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the package keeps phase among 0, 1 and 2, so the readings never differ above bit 1; in the collection, another goroutine's Store(4) between them does
func Garbled() bool {
	a := phase.Load()
	return (a^phase.Load())&^3 != 0
}

// Built is Mode over a plain word used through sync/atomic's functions,
// which generic code of the package can build holding any value.
type Built struct {
	v int32
}

// On stores 3 (one call: no composite operation).
func (b *Built) On() { atomic.StoreInt32(&b.v, 3) }

// HighBits is Mode.HighBits over a word build can start at 4.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: NewBuilt's build[Built] makes one holding 4 (paths.Program.MadeOtherwise: no set from zero), and On between the Loads makes the readings 4 and 3, which differ above the two low bits, where any serial order gives 0
func (b *Built) HighBits() int32 {
	x := atomic.LoadInt32(&b.v)
	y := atomic.LoadInt32(&b.v)
	return (x ^ y) &^ 3
}

// build makes an S holding n: S may be Built.
func build[S ~struct{ v int32 }](n int32) *S { return &S{v: n} }

// NewBuilt returns a Built holding 4.
func NewBuilt() *Built { return build[Built](4) }

// Framed is Built whose builder's constraint names another constraint:
// the type set is that of the embedded element.
type Framed struct {
	w int32
}

// On stores 3 (one call: no composite operation).
func (f *Framed) On() { atomic.StoreInt32(&f.w, 3) }

// HighBits is Built.HighBits over a word frame can start at 4.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: NewFramed's frame[Framed] makes one holding 4 (its constraint embeds framedLike, whose term is Framed's struct), and On between the Loads makes the readings 4 and 3, where any serial order gives 0
func (f *Framed) HighBits() int32 {
	x := atomic.LoadInt32(&f.w)
	y := atomic.LoadInt32(&f.w)
	return (x ^ y) &^ 3
}

// framedLike is the constraint of structs of Framed's layout.
type framedLike interface{ ~struct{ w int32 } }

// frame makes an S holding n: S may be Framed.
func frame[S interface{ framedLike }](n int32) *S { return &S{w: n} }

// NewFramed returns a Framed holding 4.
func NewFramed() *Framed { return frame[Framed](4) }
