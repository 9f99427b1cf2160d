// This file: a struct holding its base by pointer, stored whole into a
// field of a new composite literal (construction), and its twin stored
// whole over a field of an existing struct (an assignment of the base).
package basefield

import "sync/atomic"

// Threshold is a level shared by the copies of a configuration: copies of
// the struct share the word.
type Threshold struct {
	l *atomic.Int32
}

// NewThreshold returns a level at at.
func NewThreshold(at int32) Threshold {
	th := Threshold{l: new(atomic.Int32)}
	th.l.Store(at)
	return th
}

// Config holds a Threshold by value.
type Config struct {
	Threshold Threshold
	Name      string
}

// NewConfig builds a configuration: the whole Threshold is stored into the
// new literal's field before the literal is returned.
func NewConfig(name string) Config {
	return Config{Threshold: NewThreshold(1), Name: name}
}

// newConfigRef builds one on the heap, storing the Threshold after the
// literal is made but before it is published.
func newConfigRef(name string) *Config {
	c := &Config{Name: name}
	c.Threshold = NewThreshold(2)
	return c
}

// Raise lifts the level to at least to and reports whether it changed it.
// want: atomic
// truth: atomic
// why: a CompareAndSwap retry loop; the whole-Threshold stores in NewConfig and newConfigRef initialize new literals, so they assign no Threshold anyone has seen.
func (th Threshold) Raise(to int32) bool {
	for {
		old := th.l.Load()
		if old >= to {
			return false
		}
		if th.l.CompareAndSwap(old, to) {
			return true
		}
	}
}

// RaiseNaive lifts the level with a Load then a Store.
// want: violation
// truth: nonatomic
// why: A loads 0, B raises to 5, A stores 3 over it: the level went down.
func (th Threshold) RaiseNaive(to int32) bool {
	if th.l.Load() >= to {
		return false
	}
	th.l.Store(to)
	return true
}

// Knob is Threshold's twin, whose struct one method overwrites whole.
type Knob struct {
	k *atomic.Int32
}

// Panel holds a Knob by value.
type Panel struct {
	knob Knob
}

// Replace swaps in a new Knob: goroutines that copied the old Knob keep
// the old word.
func (p *Panel) Replace() {
	p.knob = Knob{k: new(atomic.Int32)}
}

// Turn lifts the knob to at least to.
// want: unsupported
// truth: atomic
// why: a CompareAndSwap retry loop; refused because Replace overwrites a whole Knob in a Panel that exists (not a new literal): the base is assigned.
func (kn Knob) Turn(to int32) bool {
	for {
		old := kn.k.Load()
		if old >= to {
			return false
		}
		if kn.k.CompareAndSwap(old, to) {
			return true
		}
	}
}
