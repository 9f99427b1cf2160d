package holdercopy

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

// A Box holds one value of its type argument.
type Box[T any] struct{ v T }

// Clear sets the boxed value back to its zero value.
func (b *Box[T]) Clear() {
	var z T
	b.v = z
}

// A Drawer is held in the package's box, which Drawers hands to other
// packages: they may call the box's Clear, which the package never
// calls, and which replaces the drawer's map.
type Drawer struct {
	//snowflake:base
	m sync.Map
}

var drawers Box[Drawer]

// Drawers returns the package's box of drawers.
func Drawers() *Box[Drawer] { return &drawers }

// Add names id in the drawer unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (d *Drawer) Add(id string) bool {
	_, loaded := d.m.LoadOrStore(id, 1)
	return !loaded
}

// AddToDrawer adds id to the package's drawer.
func AddToDrawer(id string) bool { return drawers.v.Add(id) }

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another package's Drawers().Clear() replaces the map between the two Loads (a data race too)
func (d *Drawer) Twice(id string) int {
	if _, ok := d.m.Load(id); !ok {
		return 0
	}
	v, ok := d.m.Load(id)
	if !ok {
		panic("holdercopy: a drawer entry vanished")
	}
	return v.(int)
}

// A Ring lists pointers to values of its type argument.
type Ring[T any] struct{ items []*T }

// String says how many values the ring lists.
func (r *Ring[T]) String() string { return fmt.Sprint(len(r.items)) }

// A Lane is listed by pointer in the package's ring, which Describe puts
// in an interface: the ring's methods are read as instantiated, and none
// touches a lane.
type Lane struct {
	//snowflake:base
	m sync.Map
}

var lanes Ring[Lane]

// NewLane makes a lane and lists it.
func NewLane() *Lane {
	l := new(Lane)
	lanes.items = append(lanes.items, l)
	return l
}

// Describe formats the ring of lanes.
func Describe() string { return fmt.Sprint(&lanes) }

// Add names id in the lane unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Lane) Add(id string) bool {
	_, loaded := l.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: no operation of the package deletes or changes an entry; the ring in an interface only counts its pointers
func (l *Lane) Twice(id string) int {
	if _, ok := l.m.Load(id); !ok {
		return 0
	}
	v, ok := l.m.Load(id)
	if !ok {
		panic("holdercopy: a lane entry vanished")
	}
	return v.(int)
}

// A Desk is the package's current desk, held by an atomic.Pointer,
// whose methods only load and store the pointer.
type Desk struct {
	//snowflake:base
	m sync.Map
}

var current atomic.Pointer[Desk]

// CurrentDesk returns the current desk.
func CurrentDesk() *Desk { return current.Load() }

// NewDesk makes a new desk the current one.
func NewDesk() { current.Store(new(Desk)) }

// Add names id on the desk unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (d *Desk) Add(id string) bool {
	_, loaded := d.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: no operation of the package deletes or changes an entry; atomic.Pointer moves the pointer, never a desk
func (d *Desk) Twice(id string) int {
	if _, ok := d.m.Load(id); !ok {
		return 0
	}
	v, ok := d.m.Load(id)
	if !ok {
		panic("holdercopy: a desk entry vanished")
	}
	return v.(int)
}

// A Row lists values of its type argument and sorts by sort.Interface.
type Row[T any] []T

func (r Row[T]) Len() int           { return len(r) }
func (r Row[T]) Less(i, j int) bool { return i > j }
func (r Row[T]) Swap(i, j int)      { r[i], r[j] = r[j], r[i] }

// A Tray is kept by value in the package's trays, which Flip sorts
// through the generic Row: its Swap, run by sort.Sort's dynamic calls,
// moves whole trays.
type Tray struct {
	//snowflake:base
	m sync.Map
}

var trays = make([]Tray, 4)

// Flip reverses the trays.
func Flip() { sort.Sort(Row[Tray](trays)) }

// AddToTray adds id to tray i.
func AddToTray(i int, id string) bool { return trays[i].Add(id) }

// Add names id on the tray unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Tray) Add(id string) bool {
	_, loaded := t.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Flip's Swap moves another tray's map under the two Loads (a data race too)
func (t *Tray) Twice(id string) int {
	if _, ok := t.m.Load(id); !ok {
		return 0
	}
	v, ok := t.m.Load(id)
	if !ok {
		panic("holdercopy: a tray entry vanished")
	}
	return v.(int)
}

// A Zeroer zeroes what it is given.
type Zeroer[T any] struct{}

// Zero sets *p to T's zero value.
func (Zeroer[T]) Zero(p *T) {
	var z T
	*p = z
}

type stallZeroer interface{ Zero(*Stall) }

// A Stall is the package variable stall, which ClearStall zeroes through
// a Zeroer[Stall], a constant held in an interface variable (found by
// review).
type Stall struct {
	//snowflake:base
	m sync.Map
}

var (
	stall     Stall
	wipeStall stallZeroer = Zeroer[Stall]{}
)

// ClearStall empties the stall.
func ClearStall() { wipeStall.Zero(&stall) }

// AddToStall adds id to the stall.
func AddToStall(id string) bool { return stall.Add(id) }

// Add names id in the stall unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Stall) Add(id string) bool {
	_, loaded := s.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: ClearStall's Zero replaces the map between the two Loads (a data race too)
func (s *Stall) Twice(id string) int {
	if _, ok := s.m.Load(id); !ok {
		return 0
	}
	v, ok := s.m.Load(id)
	if !ok {
		panic("holdercopy: a stall entry vanished")
	}
	return v.(int)
}

// A Kiosk is the package variable kiosk, also held as an any, which the
// exported generic ResetAny asserts back: another package may run
// ResetAny[Kiosk]() (found by review).
type Kiosk struct {
	//snowflake:base
	m sync.Map
}

var (
	kiosk    Kiosk
	anyKiosk any = &kiosk
)

// ResetAny zeroes the package's kiosk when T is its type.
func ResetAny[T any]() {
	if p, ok := anyKiosk.(*T); ok {
		var z T
		*p = z
	}
}

// AddToKiosk adds id to the kiosk.
func AddToKiosk(id string) bool { return kiosk.Add(id) }

// Add names id in the kiosk unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (k *Kiosk) Add(id string) bool {
	_, loaded := k.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another package's ResetAny[Kiosk]() replaces the map between the two Loads (a data race too)
func (k *Kiosk) Twice(id string) int {
	if _, ok := k.m.Load(id); !ok {
		return 0
	}
	v, ok := k.m.Load(id)
	if !ok {
		panic("holdercopy: a kiosk entry vanished")
	}
	return v.(int)
}

// A Booth is the package variable booth, also held as an any, which the
// exported generic ResetBooth hands to a generic helper that asserts its
// parameter back: another package may run ResetBooth[Booth]() (found by
// re-reading the assertion check, which followed only direct reads).
type Booth struct {
	//snowflake:base
	m sync.Map
}

var (
	booth    Booth
	anyBooth any = &booth
)

// zeroIf zeroes what v points to when it is a *T.
func zeroIf[T any](v any) {
	if p, ok := v.(*T); ok {
		var z T
		*p = z
	}
}

// ResetBooth zeroes the package's booth when T is its type.
func ResetBooth[T any]() { zeroIf[T](anyBooth) }

// AddToBooth adds id to the booth.
func AddToBooth(id string) bool { return booth.Add(id) }

// Add names id in the booth unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (b *Booth) Add(id string) bool {
	_, loaded := b.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another package's ResetBooth[Booth]() replaces the map between the two Loads (a data race too)
func (b *Booth) Twice(id string) int {
	if _, ok := b.m.Load(id); !ok {
		return 0
	}
	v, ok := b.m.Load(id)
	if !ok {
		panic("holdercopy: a booth entry vanished")
	}
	return v.(int)
}
