// This file compares and renders the states of several objects (issue
// #23): final states by object name, and witnesses that name the object
// of every call as Go prints it (s.hits.Add(1), s.counters["a"].Load()).
// A function touching only its base is rendered as before: no names.

package harness

import (
	"maps"
	"sort"
	"strings"
)

// equalOthers compares the final states of the static objects besides
// the base; one a run never registered has its initial state (empty when
// neither run chose one).
func (c *eqCtx) equalOthers(a, b map[string]map[any]any) bool {
	if len(a) == 0 && len(b) == 0 {
		return true
	}
	for _, name := range finalNames(a, b)[1:] {
		if !c.equalState(a[name], b[name]) {
			return false
		}
	}
	return true
}

// finalNames lists the objects of a and b, the base ("") first.
func finalNames(finals ...map[string]map[any]any) []string {
	seen := map[string]bool{}
	var names []string
	for _, f := range finals {
		for n := range f {
			if !seen[n] && n != "" {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	return append([]string{""}, names...)
}

// objDomain returns the object domain of the argument tuple akey.
func (x *explorer) objDomain(akey string) *objDomain {
	if x.objDoms == nil {
		x.objDoms = map[string]*objDomain{}
	}
	d, ok := x.objDoms[akey]
	if !ok {
		d = newObjDomain(x.keys[akey], x.pool, x.passed, x.cfg)
		x.objDoms[akey] = d
	}
	return d
}

// baseName is the base object's name in witnesses.
func (x *explorer) baseName() string {
	if x.spec.Base != "" {
		return x.spec.Base
	}
	return "the base object"
}

// objectName names a static object ("" is the base).
func (x *explorer) objectName(name string) string {
	if name == "" {
		return x.baseName()
	}
	return name
}

// stateText renders the state m of an object of kind k: a register's
// value, a collection's entries.
func (x *explorer) stateText(k kind, m map[any]any) string {
	if k != nil && !k.keyed() {
		if v, ok := m[cell]; ok {
			return x.names.value(v)
		}
		if z, ok := k.fit(nil); ok && z != nil && !k.emptyCell() {
			return x.names.value(z)
		}
		return "empty"
	}
	return x.names.state(m)
}

// statesText renders the initial states: the base's entries alone, or
// every object's state by name when the function touches several.
func (x *explorer) statesText(init map[any]any, inits map[string]map[any]any) []string {
	return x.finalEntries(init, inits)
}

// finalEntries renders the states of the base and the other objects as
// statesText does.
func (x *explorer) finalEntries(base map[any]any, others map[string]map[any]any) []string {
	brief := x.names.brief
	x.names.brief = false
	defer func() { x.names.brief = brief }()
	if !x.multi {
		return x.names.entries(base)
	}
	var out []string
	for _, n := range finalNames(others) {
		m := others[n]
		if n == "" {
			m = base
		}
		out = append(out, x.objectName(n)+": "+x.stateText(x.kindOf(n), m))
	}
	return out
}

// finalText renders an outcome's final states in a serial order's
// explanation.
func (x *explorer) finalText(o outcome) string {
	if !x.multi {
		return x.names.state(o.final)
	}
	return "{" + strings.Join(x.finalEntries(o.final, o.others), ", ") + "}"
}

// kindOf returns the kind of the static object name ("" is the base).
func (x *explorer) kindOf(name string) kind {
	if name == "" {
		return x.kind
	}
	for _, d := range x.objDoms {
		if k, ok := d.kinds[name]; ok {
			return k
		}
	}
	return nil
}

// envPrefixes names the object of each of the other goroutine's calls of
// r: the base, a static object, or the object an earlier call loaded
// (s.counters["a"]).
func (x *explorer) envPrefixes(r *run) []string {
	var steps []step
	var out []string
	for _, s := range r.steps {
		if !s.env {
			continue
		}
		p := x.objectName(s.call.Obj)
		if s.call.From > 0 {
			from := steps[s.call.From-1]
			p = out[s.call.From-1]
			if from.obj != nil && from.obj.model.kind.keyed() && len(from.call.Args) > 0 {
				p += "[" + x.names.value(from.call.Args[0]) + "]"
			} else {
				p += "." + from.call.Method + "()"
			}
		}
		steps, out = append(steps, s), append(out, p)
	}
	return out
}

// envText renders the other goroutine's call env[i], on its object when
// the function touches several.
func (x *explorer) envText(env []Call, i int) string {
	if !x.multi || i >= len(x.prefixes) || env[i].Op > 0 {
		return x.names.call(env[i])
	}
	return x.prefixes[i] + "." + x.names.call(env[i])
}

// stepObject names the object of a client's step when the function
// touches several: the base, a static object, or a map entry holding a
// dynamic one.
func (x *explorer) stepObject(r *run, i int, s step) string {
	if !x.multi {
		return ""
	}
	switch {
	case s.obj == nil || s.obj == r.base:
		return x.baseName()
	case s.obj.static:
		return s.obj.name
	case r.holdings[i].in != nil:
		h := r.holdings[i]
		holder := x.baseName()
		if h.in != r.base {
			holder = h.in.name
		}
		return holder + "[" + x.names.value(h.key) + "]"
	}
	return "a new " + s.obj.model.kind.name()
}

// knownStates copies the states of the objects of the value domain, which
// every run starts afresh: a run's outcome keeps them.
func (x *explorer) knownStates() []map[any]any {
	if len(x.knownObjs) == 0 {
		return nil
	}
	out := make([]map[any]any, len(x.knownObjs))
	for i, o := range x.knownObjs {
		if st := *o.slot(); st != nil {
			out[i] = maps.Clone(st.model.m)
		}
	}
	return out
}

// equalKnown compares the states of the objects of the value domain.
func (c *eqCtx) equalKnown(a, b []map[any]any) bool {
	for i := range a {
		if !c.equalState(a[i], b[i]) {
			return false
		}
	}
	return true
}
