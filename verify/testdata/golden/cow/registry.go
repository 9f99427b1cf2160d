package cow

import (
	"sync"
	"sync/atomic"
)

// Labels maps a service to its labels; each label set is built fresh and
// never written once stored.
type Labels struct {
	m sync.Map
}

// labelSet builds a label set from one pair; its annotation holds: the
// map it writes is its own.
//
//snowflake:functional
func labelSet(k, v string) map[string]string {
	s := map[string]string{}
	s[k] = v
	return s
}

// Ensure stores a label set for svc unless one is there, and returns the
// one in the map and whether it was loaded.
// want: atomic
// truth: atomic
// why: one LoadOrStore of a map built and filled before the call; the condensed run builds the same map from the same site and writes.
func (l *Labels) Ensure(svc, k, v string) (any, bool) {
	s := labelSet(k, v)
	s["svc"] = svc
	return l.m.LoadOrStore(svc, s)
}

// EnsureNaive checks with Load, then stores.
// want: violation
// truth: nonatomic
// why: A and B both miss and both Store: B's set replaces A's, which A returned as stored.
func (l *Labels) EnsureNaive(svc, k, v string) (any, bool) {
	if old, ok := l.m.Load(svc); ok {
		return old, true
	}
	s := labelSet(k, v)
	s["svc"] = svc
	l.m.Store(svc, s)
	return s, false
}

// stampInto writes into the map it is given: its annotation is broken.
//
//snowflake:functional
func stampInto(s map[string]string, v string) map[string]string {
	s["stamp"] = v
	return s
}

// Stamp stores a stamped label set through the broken helper.
// want: unproven
// truth: atomic
// why: one Store of a map built before it; but stampInto's annotation does not hold (it writes a map that existed before its call, reached from parameter s), and a function relying on a broken annotation is never proven.
func (l *Labels) Stamp(svc, v string) {
	l.m.Store(svc, stampInto(map[string]string{}, v))
}

// Settings is a configuration published whole through an atomic.Value.
type Settings struct {
	Name  string
	Ports map[string]int
}

// Config holds the current Settings.
type Config struct {
	v atomic.Value
}

// Install stores a fresh Settings with one port and returns the previous
// value.
// want: atomic
// truth: atomic
// why: one Swap; the struct and its map are filled before the Swap publishes them.
func (c *Config) Install(name string, port int) any {
	s := Settings{Name: name, Ports: make(map[string]int)}
	s.Ports[name] = port
	return c.v.Swap(s)
}

// InstallNaive loads the previous value, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load the same previous value and both store: one installation is never returned as previous.
func (c *Config) InstallNaive(name string, port int) any {
	old := c.v.Load()
	s := Settings{Name: name, Ports: make(map[string]int)}
	s.Ports[name] = port
	c.v.Store(s)
	return old
}

// Merge installs a copy of the current ports with one more, copying in a
// loop, retrying on interference.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap; but the copy loop's earlier iterations leave the fresh map's contents unknown, so the condensed run's map cannot be shown the same object.
func (r *Router) Merge(k string, port int) {
	for {
		old := r.cur.Load()
		routes := make(map[string]int)
		version := 0
		if old != nil {
			version = old.version + 1
			for rk, rv := range old.routes {
				routes[rk] = rv
			}
		}
		routes[k] = port
		if r.cur.CompareAndSwap(old, &table{version: version, routes: routes}) {
			return
		}
	}
}
