package harness

import (
	"strings"
	"testing"
)

// locked is a registry whose register holds mu; put does not.
type locked struct {
	mu Mutex
	m  Map
}

func (l *locked) register(k string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.m.Load(k); ok {
		return false
	}
	l.m.Store(k, 1)
	return true
}

func (l *locked) registerRacy(k string) bool {
	if _, ok := l.m.Load(k); ok {
		return false
	}
	l.m.Store(k, 1)
	return true
}

func (l *locked) put(k string) { l.m.Store(k, 2) }

// spinner waits in a spin loop for a key the function stores and removes.
func (l *locked) spin(k string) bool {
	for {
		Tick()
		if _, ok := l.m.Load("busy"); !ok {
			return true
		}
	}
}

func (l *locked) busy(k string) bool {
	l.m.Store("busy", 1)
	l.m.Delete("busy")
	return true
}

// pkgSpec is a function of locked in the package environment whose other
// goroutine runs ops (by name: register, registerRacy, put, spin).
func pkgSpec(name string, f func(l *locked, k string) []any, ops ...string) *Spec {
	mk := func() any { l := new(locked); Bind(&l.m); return l }
	methods := map[string]func(l *locked, k string) []any{
		"register":     func(l *locked, k string) []any { return []any{l.register(k)} },
		"registerRacy": func(l *locked, k string) []any { return []any{l.registerRacy(k)} },
		"put":          func(l *locked, k string) []any { l.put(k); return nil },
		"spin":         func(l *locked, k string) []any { return []any{l.spin(k)} },
	}
	s := &Spec{Name: name, Short: name, Params: [][]any{{"a"}}, Values: []any{1, 2}, Package: true,
		Run: func(a []any) []any { return f(Recv(mk).(*locked), a[0].(string)) }}
	for _, op := range ops {
		m := methods[op]
		s.Ops = append(s.Ops, Op{Name: op, Short: "l." + op, Params: [][]any{{"a"}},
			Run: func(a []any) []any { return m(Recv(mk).(*locked), a[0].(string)) }})
	}
	return s
}

// TestPackageEnvironment explores functions against the package's
// operations: a lock keeps them out of the critical section, an
// operation outside it comes in, a spinning operation waits.
func TestPackageEnvironment(t *testing.T) {
	reg := func(l *locked, k string) []any { return []any{l.register(k)} }
	racy := func(l *locked, k string) []any { return []any{l.registerRacy(k)} }
	busy := func(l *locked, k string) []any { return []any{l.busy(k)} }
	c := cfg()
	c.Setup = 1
	for _, tc := range []struct {
		s    *Spec
		want string
	}{
		{pkgSpec("register", reg, "register"), "linearizable"},
		{pkgSpec("register", reg, "register", "put"), "violation"},
		{pkgSpec("registerRacy", racy, "registerRacy"), "violation"},
		{pkgSpec("busy", busy, "spin"), "linearizable"},
	} {
		rep := Explore(tc.s, c)
		if rep.Status != tc.want {
			t.Errorf("%s with %d operations: %s, want %s: %s", tc.s.Name, len(tc.s.Ops), rep.Status, tc.want, rep.Reason)
			continue
		}
		if w := rep.Witness; w != nil {
			other := 0
			for _, st := range w.Steps {
				if st.Thread == "other" {
					other++
					if st.Operation == "" || !strings.HasPrefix(st.Call, "l.") {
						t.Errorf("%s: step %+v is no operation of the package", tc.s.Name, st)
					}
				}
			}
			if w.Environment != "package" || other == 0 {
				t.Errorf("%s: witness %+v", tc.s.Name, w)
			}
		}
	}
}
