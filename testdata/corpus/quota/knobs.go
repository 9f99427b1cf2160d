package quota

import (
	"sync"
	"sync/atomic"
)

// Settings are a Knobs' tunables, shared by pointer.
type Settings struct {
	Max int
}

// Knobs caps per-key counts at limits that its other methods change at
// run time, through a pointer field, a slice field and a map field.
type Knobs struct {
	//snowflake:base
	m      sync.Map
	cfg    *Settings
	steps  []int
	weight map[string]int
}

// NewKnobs returns Knobs capped at max.
func NewKnobs(max int) *Knobs {
	return &Knobs{cfg: &Settings{Max: max}, steps: []int{max}, weight: map[string]int{}}
}

// SetMax changes the cap in the shared Settings.
func (k *Knobs) SetMax(n int) {
	k.cfg.Max = n
}

// SetStep changes the step cap.
func (k *Knobs) SetStep(n int) {
	k.steps[0] = n
}

// SetWeight changes a key's weight.
func (k *Knobs) SetWeight(key string, w int) {
	k.weight[key] = w
}

// AdmitMax counts key unless it reached cfg.Max.
func (k *Knobs) AdmitMax(key string) bool {
	for {
		v, loaded := k.m.LoadOrStore(key, 1)
		if !loaded {
			return true
		}
		n := v.(int)
		if n >= k.cfg.Max {
			return false
		}
		if k.m.CompareAndSwap(key, n, n+1) {
			return true
		}
	}
}

// AdmitStep counts key unless it reached steps[0].
func (k *Knobs) AdmitStep(key string) bool {
	for {
		v, loaded := k.m.LoadOrStore(key, 1)
		if !loaded {
			return true
		}
		n := v.(int)
		if n >= k.steps[0] {
			return false
		}
		if k.m.CompareAndSwap(key, n, n+1) {
			return true
		}
	}
}

// Charge adds key's weight to its count.
func (k *Knobs) Charge(key string) int {
	w := k.weight[key]
	for {
		v, loaded := k.m.LoadOrStore(key, w)
		if !loaded {
			return w
		}
		n := v.(int)
		if k.m.CompareAndSwap(key, n, n+w) {
			return n + w
		}
	}
}

// Resettable caps usage at a capacity that Reconfigure replaces by
// overwriting the whole struct.
type Resettable struct {
	//snowflake:base
	m   sync.Map
	cap int
}

// Reconfigure replaces r's capacity, and its map, wholesale.
func Reconfigure(r *Resettable, c int) {
	*r = Resettable{cap: c}
}

// Admit counts key unless it reached the capacity.
func (r *Resettable) Admit(key string) bool {
	for {
		v, loaded := r.m.LoadOrStore(key, 1)
		if !loaded {
			return true
		}
		n := v.(int)
		if n >= r.cap {
			return false
		}
		if r.m.CompareAndSwap(key, n, n+1) {
			return true
		}
	}
}

// Tuner retunes a Limited from outside its methods.
type Tuner struct {
	target *Limited
}

// Limited caps usage at a limit that Tuner.Apply changes.
type Limited struct {
	//snowflake:base
	m     sync.Map
	limit int
}

// Apply sets the target's limit.
func (t *Tuner) Apply(n int) {
	t.target.limit = n
}

// Admit counts key unless it reached the limit.
func (l *Limited) Admit(key string) bool {
	for {
		v, loaded := l.m.LoadOrStore(key, 1)
		if !loaded {
			return true
		}
		n := v.(int)
		if n >= l.limit {
			return false
		}
		if l.m.CompareAndSwap(key, n, n+1) {
			return true
		}
	}
}

// Exported holds its map in an exported pointer field that package tune
// replaces.
type Exported struct {
	//snowflake:base
	M *sync.Map
}

// GetOrCreate returns key's value, storing v when absent.
func (e *Exported) GetOrCreate(key string, v any) any {
	if x, ok := e.M.Load(key); ok {
		return x
	}
	x, _ := e.M.LoadOrStore(key, v)
	return x
}

// Plan is published through Plans; package tune edits a published Plan in
// place.
type Plan struct {
	Max int
}

// Plans holds the current plan.
type Plans struct {
	cur atomic.Pointer[Plan]
}

// Headroom returns how far used is below the current plan's maximum.
func (p *Plans) Headroom(used int) (int, bool) {
	pl := p.cur.Load()
	if pl == nil || used > pl.Max {
		return 0, false
	}
	return pl.Max - used, true
}
