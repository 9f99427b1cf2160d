// This file defines a run: one execution of a client function on the base
// object's model, recording the client's calls and, between consecutive
// calls, the environment's (another goroutine's) calls that the chooser
// picks. A serial run has no chooser and no environment.

package harness

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
)

// cur is the run in progress: everything runs on one goroutine.
var cur *run

// diverged is the panic that ends a run making too many calls.
type diverged struct{}

// A step is one call of the history: the client's or the environment's.
type step struct {
	env    bool
	call   Call
	result []any
	panic  any // non-nil when the call panicked
	pos    string
	obj    *shimState // the object a client's call acts on
}

// A holding is where a dynamic object was when the client called it: a
// map holding it and its key (for witnesses: s.counters["a"]).
type holding struct {
	in  *shimState
	key any
}

type run struct {
	base      *shimState
	ch        *chooser // nil in a serial run
	envOps    []Call
	budget    int // environment calls left
	gapMax    int // environment calls between two client calls
	gaps      int // gaps (after the first call) in which the environment may act
	used      int // environment calls made
	calls     int // client calls made
	ticks     int // loop iterations of the client (Tick)
	maxCalls  int
	steps     []step
	callbacks [][]any
	keys      []any // keys the client used, in order of first use
	vals      []any // values the client passed to the base
	objVals   []any // and to other objects
	ranged    bool  // the client called Range or Clear
	wantPos   bool  // record the client's call sites
	collect   bool  // record the values the client passes (prepass)

	// Objects besides the base (objects.go).
	objs     []*shimState           // registered objects, the base first
	byName   map[string]*shimState  // static objects by name
	inits    map[string]map[any]any // their initial states
	domain   *objDomain             // nil: no objects besides the base
	envRes   [][]any                // results of the other goroutine's calls, in order
	opsCache []Call                 // objectOps, for opsKey
	opsKey   int
	lastEnv  *shimState // the object of the other goroutine's last call
	earlyGap bool       // a gap before the first call too (Spec.EarlyGap)
	objBuf   [1]*shimState
	envBuf   [4][]any
	holdings map[int]holding // by step, with wantPos
	slotted  int             // results of the other goroutine's calls that are objects

	// The package environment (pkgenv.go).
	pkg      bool
	ops      []Op
	setup    []Call
	inOp     int // > 0 while an operation of the other goroutine runs
	opTicks  int // the running operation's loop iterations and calls
	recv     any
	recvMade bool
}

func newRun(k kind, init map[any]any, ch *chooser, envOps []Call, budget int, cfg *Config) *run {
	r := &run{ch: ch, envOps: envOps, budget: budget, gapMax: cfg.Gap, gaps: cfg.MaxGaps, maxCalls: cfg.MaxCalls,
		steps: make([]step, 0, 8)}
	r.base = &shimState{model: newModel(k, init), run: r, static: true}
	r.objBuf[0] = r.base
	r.objs = r.objBuf[:1]
	r.envRes = r.envBuf[:0]
	return r
}

// client performs a call of the client on the object ob (of the run),
// after letting the environment act if it is not the first call.
func (r *run) client(ob *shimState, c Call) []any {
	if r.inOp > 0 {
		return r.opStep(ob, c)
	}
	r.tick()
	r.note(ob, c)
	st := step{call: c, obj: ob}
	if r.wantPos {
		st.pos = callerPos()
		if !ob.static {
			in, key := r.holderOf(ob)
			if r.holdings == nil {
				r.holdings = map[int]holding{}
			}
			r.holdings[len(r.steps)] = holding{in, key}
		}
	}
	var res []any
	var p any
	if c.Method != "Range" {
		res, p = ob.try(c)
	}
	st.result, st.panic = res, p
	r.steps = append(r.steps, st)
	if p != nil {
		panic(p)
	}
	return res
}

// tick counts a client call, ends a run that makes too many, and opens
// the gap before every call but the first.
func (r *run) tick() {
	r.calls++
	if r.calls > r.maxCalls {
		panic(diverged{})
	}
	if r.calls > 1 || r.earlyGap {
		r.gap()
	}
}

// maxTicks bounds the loop iterations of a run: a run that iterates more
// does not terminate.
const maxTicks = 100000

// Tick counts a loop iteration of the client; the instrumented package
// calls it at the start of every loop body, so that a loop that never
// calls the map cannot run forever. The environment may act once more when
// the run is cut off: the client is still running.
func Tick() {
	r := cur
	if r == nil {
		return
	}
	if r.inOp > 0 {
		r.opTick()
		return
	}
	r.ticks++
	if r.ticks == maxTicks+1 {
		r.gaps = r.calls // the gap limit does not apply to this last gap
		r.gap()
	}
	if r.ticks > maxTicks {
		panic(diverged{})
	}
}

// gap lets the environment make up to gapMax calls, as the chooser says,
// in the first gaps gaps of the run.
func (r *run) gap() {
	if r.ch == nil || r.calls-1 > r.gaps {
		return
	}
	for j := 0; j < r.gapMax && r.budget > 0; j++ {
		// The environment's calls come first, so that depth-first
		// exploration meets early interference first.
		ops := r.objectOps()
		i := r.ch.choose(len(ops) + 1)
		if i == len(ops) {
			return
		}
		c := ops[i]
		res, p := r.envCall(c)
		r.steps = append(r.steps, step{env: true, call: c, result: res, panic: p, obj: r.lastEnv})
		r.budget--
		r.used++
	}
}

// rangeCall is Range on the object ob of the run: one step per visit,
// with gaps between visits.
func (r *run) rangeCall(ob *shimState, f func(key, value any) bool) {
	if r.inOp > 0 {
		for _, k := range ob.model.keys() {
			if v, ok := ob.model.m[k]; ok && !f(k, v) {
				return
			}
		}
		return
	}
	r.client(ob, Call{Method: "Range"})
	keys := ob.model.keys()
	for _, k := range keys {
		r.addKey(k)
	}
	for i, k := range keys {
		if i > 0 {
			r.tick()
		}
		v, ok := ob.model.m[k]
		if !ok {
			continue
		}
		st := step{call: Call{Method: "visit", Args: []any{k}}, result: []any{v}, obj: ob}
		if r.wantPos {
			st.pos = callerPos()
		}
		r.steps = append(r.steps, st)
		if !f(k, v) {
			return
		}
	}
}

// note records the keys and values that a client call on ob uses.
func (r *run) note(ob *shimState, c Call) {
	switch c.Method {
	case "Range", "Clear":
		r.ranged = true
		return
	}
	vals := c.Args
	if ob.model.kind.keyed() {
		r.addKey(c.Args[0])
		vals = vals[1:]
	}
	if !r.collect {
		return
	}
	dst := &r.vals
	if ob != r.base {
		dst = &r.objVals
	}
	for _, v := range vals {
		if !contains(*dst, v) {
			*dst = append(*dst, v)
		}
	}
}

func (r *run) addKey(k any) {
	if hashable(k) && !containsKey(r.keys, k) {
		r.keys = append(r.keys, k)
	}
}

// envCalls lists the environment's calls in order.
func (r *run) envCalls() []Call {
	var cs []Call
	for _, s := range r.steps {
		if s.env {
			cs = append(cs, s.call)
		}
	}
	return cs
}

// hashable reports whether v can be a map key (and compared with ==).
func hashable(v any) bool {
	if basicKind(v) {
		return true
	}
	t := reflect.TypeOf(v)
	if !t.Comparable() {
		return false
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Array, reflect.Interface:
		return hashableSlow(v) // an interface inside may hold an uncomparable value
	}
	return true
}

func hashableSlow(v any) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	_ = map[any]bool{v: true}
	return true
}

// containsKey reports whether the map would take k for one of keys.
func containsKey(keys []any, k any) bool {
	for _, w := range keys {
		if w == k {
			return true
		}
	}
	return false
}

// contains reports whether v is one of vs (identical).
func contains(vs []any, v any) bool {
	for _, w := range vs {
		if identical(w, v) {
			return true
		}
	}
	return false
}

// identical reports whether a and b are the same value: == for
// comparable values, except that floats must have the same bits (== takes
// 0.0 for -0.0), the same object for slices, maps and funcs, and never
// for other uncomparable values.
func identical(a, b any) bool {
	if hashable(a) && hashable(b) {
		return a == b && newEq(nil).equal(a, b)
	}
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	if !va.IsValid() || !vb.IsValid() || va.Type() != vb.Type() {
		return false
	}
	switch va.Kind() {
	case reflect.Slice:
		return va.Pointer() == vb.Pointer() && va.Len() == vb.Len()
	case reflect.Map, reflect.Func:
		return va.Pointer() == vb.Pointer()
	}
	return false
}

var harnessPkg = reflect.TypeOf(Map{}).PkgPath() + "."

// callerPos is the file:line of the client code that called into the
// harness, relative to the working directory.
func callerPos() string {
	pcs := make([]uintptr, 32)
	n := runtime.Callers(2, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, harnessPkg) && f.File != "<autogenerated>" && !strings.HasPrefix(f.Function, "runtime.") {
			file := f.File
			if wd, err := os.Getwd(); err == nil {
				if rel, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(rel, "..") {
					file = rel
				}
			}
			return fmt.Sprintf("%s:%d", file, f.Line)
		}
		if !more {
			return ""
		}
	}
}
