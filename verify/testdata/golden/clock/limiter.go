package clock

import (
	"strconv"
	"sync"
	"time"
)

// Limiter allows max requests per key in each fixed window of a
// minute: it counts them under the key and the window's number.
type Limiter struct {
	m   sync.Map //snowflake:base
	per time.Duration
	max int
}

// NewLimiter returns a limiter of max requests per minute.
func NewLimiter(max int) *Limiter { return &Limiter{per: time.Minute, max: max} }

// slot is the map key counting key's requests in the current minute.
func slot(key string) string {
	return key + "@" + strconv.Itoa(int(time.Now().Unix()/60))
}

// Allow counts a request of key in the current window and reports whether
// it is within the limit.
// want: atomic
// truth: atomic
// why: linearized at the LoadOrStore that stores the first count, the CompareAndSwap that succeeds, or the LoadOrStore that finds the window full; failed CompareAndSwaps are accessors, and the condensed run reads the clock at the same site, so it counts in the same window.
func (l *Limiter) Allow(key string) bool {
	k := slot(key)
	for {
		v, loaded := l.m.LoadOrStore(k, 1)
		if !loaded {
			return true
		}
		n, _ := v.(int)
		if n >= l.max {
			return false
		}
		if l.m.CompareAndSwap(k, v, n+1) {
			return true
		}
	}
}

// AllowNaive counts a request of key by reading the count and storing
// the next one.
// want: violation
// truth: nonatomic
// why: two requests at once: T Loads the count; another goroutine Stores the next one; T Stores its own next count over it, losing a request.
func (l *Limiter) AllowNaive(key string) bool {
	k := slot(key)
	v, _ := l.m.Load(k)
	n, _ := v.(int)
	if n >= l.max {
		return false
	}
	l.m.Store(k, n+1)
	return true
}

// sweep would delete the windows that ended.
func sweep() {}

// Schedule starts a sweep after per if key has a window.
// want: unsupported
// truth: outside
// why: time.AfterFunc starts a goroutine running its function: outside the clock rule, refused naming it.
func (l *Limiter) Schedule(key string) bool {
	if _, ok := l.m.Load(key); ok {
		time.AfterFunc(l.per, sweep)
		return true
	}
	return false
}

// Reset deletes the count of key's current window if it is full,
// waiting for a timer of a millisecond first.
// want: atomic
// truth: atomic
// why: one CompareAndDelete of the full count; the timer is the function's own, and neither making it nor stopping it changes the map.
func (l *Limiter) Reset(key string) bool {
	t := time.NewTimer(time.Millisecond)
	defer t.Stop()
	return l.m.CompareAndDelete(slot(key), l.max)
}

// ResetNaive deletes the count of key's current window if the count it
// read is full.
// want: violation
// truth: nonatomic
// why: T Loads a full count; another goroutine Stores a lower one (a new count); T Deletes it, though it was not full.
func (l *Limiter) ResetNaive(key string) bool {
	k := slot(key)
	v, ok := l.m.Load(k)
	if n, isInt := v.(int); !ok || !isInt || n != l.max {
		return false
	}
	l.m.Delete(k)
	return true
}
