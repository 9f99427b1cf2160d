// This file runs pure standard-library functions for real in witness
// search. Proofs keep them uninterpreted functions of their arguments
// (paths/purestd.go), so a model may give strings.ToLower("A") any value,
// and a witness resting on such a value would not be a run. The witness
// stage's solver therefore grounds them: after each model, every
// application of a function listed here is run in Go on the model's
// arguments, and where the model disagrees the true fact f(args) = result
// is asserted and the check repeated, until the model agrees at every
// application it uses (or a bound is reached). True facts only: a model
// that agrees is a run; an unsatisfiable serial-order check stays one.

package witness

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/snowflakeverify/snowflake/smt"
)

// kinds of values a listed function takes and returns.
type stdKind int

const (
	kString stdKind = iota
	kInt            // a Go signed integer: a vector of its width (int, int64, rune)
	kBool
	kAny  // an interface value boxing a predeclared string, integer or bool, or nil
	kAnys // last of params: any number of kAny (a ...any parameter)
)

// A stdFunc is a listed function: its parameters, results and Go body.
type stdFunc struct {
	params, results []stdKind
	run             func(a []any) []any
}

// takes reports whether fn takes n arguments.
func (fn stdFunc) takes(n int) bool {
	if k := len(fn.params); k > 0 && fn.params[k-1] == kAnys {
		return n >= k-1
	}
	return n == len(fn.params)
}

// param is the kind of fn's argument i.
func (fn stdFunc) param(i int) stdKind {
	if k := len(fn.params); k > 0 && i >= k-1 && fn.params[k-1] == kAnys {
		return kAny
	}
	return fn.params[i]
}

func s2s(f func(string) string) stdFunc {
	return stdFunc{[]stdKind{kString}, []stdKind{kString}, func(a []any) []any { return []any{f(a[0].(string))} }}
}

func ss2s(f func(string, string) string) stdFunc {
	return stdFunc{[]stdKind{kString, kString}, []stdKind{kString}, func(a []any) []any { return []any{f(a[0].(string), a[1].(string))} }}
}

func ss2b(f func(string, string) bool) stdFunc {
	return stdFunc{[]stdKind{kString, kString}, []stdKind{kBool}, func(a []any) []any { return []any{f(a[0].(string), a[1].(string))} }}
}

func ss2i(f func(string, string) int) stdFunc {
	return stdFunc{[]stdKind{kString, kString}, []stdKind{kInt}, func(a []any) []any { return []any{int64(f(a[0].(string), a[1].(string)))} }}
}

// stdFuncs are the listed functions, by full name. Each is in
// paths.PureStd's list, takes and returns only strings, ints and bools,
// and is deterministic.
var stdFuncs = map[string]stdFunc{
	"strings.ToLower":    s2s(strings.ToLower),
	"strings.ToUpper":    s2s(strings.ToUpper),
	"strings.ToTitle":    s2s(strings.ToTitle),
	"strings.TrimSpace":  s2s(strings.TrimSpace),
	"strings.Clone":      s2s(strings.Clone),
	"strconv.Quote":      s2s(strconv.Quote),
	"strings.Trim":       ss2s(strings.Trim),
	"strings.TrimLeft":   ss2s(strings.TrimLeft),
	"strings.TrimRight":  ss2s(strings.TrimRight),
	"strings.TrimPrefix": ss2s(strings.TrimPrefix),
	"strings.TrimSuffix": ss2s(strings.TrimSuffix),
	"strings.HasPrefix":  ss2b(strings.HasPrefix),
	"strings.HasSuffix":  ss2b(strings.HasSuffix),
	"strings.Contains":   ss2b(strings.Contains),
	"strings.EqualFold":  ss2b(strings.EqualFold),
	"strings.Index":      ss2i(strings.Index),
	"strings.LastIndex":  ss2i(strings.LastIndex),
	"strings.Count":      ss2i(strings.Count),
	"strings.Compare":    ss2i(strings.Compare),
	"strings.ReplaceAll": {[]stdKind{kString, kString, kString}, []stdKind{kString}, func(a []any) []any {
		return []any{strings.ReplaceAll(a[0].(string), a[1].(string), a[2].(string))}
	}},
	"strconv.Itoa": {[]stdKind{kInt}, []stdKind{kString}, func(a []any) []any { return []any{strconv.Itoa(int(a[0].(int64)))} }},
	"strconv.FormatBool": {[]stdKind{kBool}, []stdKind{kString}, func(a []any) []any {
		return []any{strconv.FormatBool(a[0].(bool))}
	}},
	"unicode/utf8.DecodeRuneInString":     s2ri(utf8.DecodeRuneInString),
	"unicode/utf8.DecodeLastRuneInString": s2ri(utf8.DecodeLastRuneInString),
	"unicode/utf8.RuneCountInString": {[]stdKind{kString}, []stdKind{kInt}, func(a []any) []any {
		return []any{int64(utf8.RuneCountInString(a[0].(string)))}
	}},
	"unicode/utf8.ValidString": {[]stdKind{kString}, []stdKind{kBool}, func(a []any) []any {
		return []any{utf8.ValidString(a[0].(string))}
	}},
	"fmt.Sprintf": {[]stdKind{kString, kAnys}, []stdKind{kString}, func(a []any) []any { return []any{fmt.Sprintf(a[0].(string), a[1:]...)} }},
	"fmt.Sprint":  {[]stdKind{kAnys}, []stdKind{kString}, func(a []any) []any { return []any{fmt.Sprint(a...)} }},
	"unicode/utf8.RuneLen": {[]stdKind{kInt}, []stdKind{kInt}, func(a []any) []any {
		return []any{int64(utf8.RuneLen(rune(a[0].(int64))))}
	}},
}

// s2ri adapts a decoder of a rune and its width (a rune is a kInt of 32
// bits).
func s2ri(f func(string) (rune, int)) stdFunc {
	return stdFunc{[]stdKind{kString}, []stdKind{kInt, kInt}, func(a []any) []any {
		r, n := f(a[0].(string))
		return []any{int64(r), int64(n)}
	}}
}

// stdOp splits an uninterpreted function's name std!NAME!j into the
// listed function and the result index, std!NAME!panics into the function
// and -1; ok is false for other names (panic values, functions not
// listed).
func stdOp(op string) (fn stdFunc, j int, ok bool) {
	name := strings.Trim(op, "|")
	if !strings.HasPrefix(name, "std!") {
		return stdFunc{}, 0, false
	}
	i := strings.LastIndex(name, "!")
	base, _, _ := strings.Cut(name[len("std!"):i], "#") // a variadic function's arity (paths.variadicName)
	fn, ok = stdFuncs[base]
	if name[i+1:] == "panics" {
		return fn, -1, ok
	}
	j, err := strconv.Atoi(name[i+1:])
	return fn, j, ok && err == nil && j >= 0 && j < len(fn.results)
}

// groundedOp reports whether op is grounded in a grounded model.
func groundedOp(op string) bool {
	_, _, ok := stdOp(op)
	return ok
}

// maxGroundRounds bounds the checks one grounded check makes.
const maxGroundRounds = 8

// groundingSolver grounds the listed functions of every script it checks.
type groundingSolver struct {
	smt.Solver
	probes  map[*smt.Script]map[string][]string // per script: application → its argument probes
	helpers map[string]appliedName              // helpers defined up to an unrolling bound (helpers.go)
	deep    map[*smt.Script]map[string]string   // per script: helper fact → its Deep probe
}

// grounding wraps solver so that it grounds the listed functions and the
// applications of helpers (boundedHelpers).
func grounding(solver smt.Solver, helpers map[string]appliedName) smt.Solver {
	return &groundingSolver{Solver: solver, probes: map[*smt.Script]map[string][]string{},
		helpers: helpers, deep: map[*smt.Script]map[string]string{}}
}

// groundedModel is a model that agrees with Go at every application of a
// listed function in its script.
type groundedModel struct{ smt.Model }

// isGrounded reports whether m (possibly wrapped by the callbacks'
// definitions) is a grounded model.
func isGrounded(m smt.Model) bool {
	if d, ok := m.(*definedModel); ok {
		m = d.Model
	}
	_, ok := m.(groundedModel)
	return ok
}

func (g *groundingSolver) Check(ctx context.Context, s *smt.Script, timeout time.Duration) (smt.Result, error) {
	apps := g.applications(s)
	if len(apps) == 0 {
		return g.Solver.Check(ctx, s, timeout)
	}
	asserted := map[string]bool{}
	var res smt.Result
	var err error
	var pins []*smt.Term // the arguments the last model disagreed at (checkPinned)
	for round := 0; round < maxGroundRounds; round++ {
		res, err = g.checkPinned(ctx, s, pins, timeout)
		pins = nil
		if err != nil || res.Status != smt.Sat {
			return res, err
		}
		agrees, helperFacts := true, false
		for _, a := range apps {
			if a.helper != nil {
				grounded, known := g.helperFact(s, a, res.Model)
				if !grounded {
					return res, nil // beyond the bound or unreadable: ungrounded
				}
				agrees, helperFacts = agrees && known, helperFacts || !known
				continue
			}
			fact, at, ok := g.fact(a, res.Model)
			if !ok {
				return res, nil // arguments not readable: the model stays ungrounded
			}
			if fact != nil && !asserted[fact.String()] {
				asserted[fact.String()] = true
				s.Assert(fact)
				agrees = false
				pins = append(pins, at...)
			}
		}
		if agrees {
			res.Model = groundedModel{res.Model}
			return res, nil
		}
		if helperFacts {
			apps = g.applications(s) // a helper's body may apply more functions
		}
	}
	return res, err
}

// checkPinned checks s, asking first for a model that keeps pins (the
// arguments at which the last model disagreed with Go: a solver that
// knows nothing of the function would move on to other arguments,
// strings.ToLower of "k", then of "y", ..., until the rounds run out).
// Only a Sat answer under pins stands: pins add constraints, so any other
// answer is asked again without them.
func (g *groundingSolver) checkPinned(ctx context.Context, s *smt.Script, pins []*smt.Term, timeout time.Duration) (smt.Result, error) {
	if len(pins) > 0 {
		n := len(s.Asserts)
		s.Asserts = append(s.Asserts, pins...)
		res, err := g.Solver.Check(ctx, s, timeout)
		s.Asserts = s.Asserts[:n]
		if err == nil && res.Status == smt.Sat {
			return res, nil
		}
	}
	return g.Solver.Check(ctx, s, timeout)
}

// A stdApp is one application of a listed function in a script.
type stdApp struct {
	t      *smt.Term
	fn     stdFunc
	j      int
	probes []string     // constants equal to its arguments, then to itself
	helper *appliedName // a bounded helper's application instead
}

// applications finds the applications of listed functions in s and
// declares their argument probes.
func (g *groundingSolver) applications(s *smt.Script) []stdApp {
	named := g.probes[s]
	if named == nil {
		named = map[string][]string{}
		g.probes[s] = named
	}
	var apps []stdApp
	seen := map[string]bool{}
	smt.Walk(s.Asserts, func(t *smt.Term) {
		if t.Kind != smt.App {
			return
		}
		fn, j, ok := stdOp(t.Op)
		h, isHelper := g.helpers[strings.Trim(t.Op, "|")]
		if !isHelper && (!ok || !fn.takes(len(t.Args))) {
			return
		}
		key := t.String() // only a listed function's application is printed
		if seen[key] {
			return
		}
		seen[key] = true
		probes, ok := named[key]
		if !ok {
			n := len(named)
			for i, x := range t.Args {
				p := fmt.Sprintf("stdapp!%d!in!%d", n, i)
				s.Assert(smt.Eq(s.DeclareConst(p, x.Sort), x))
				probes = append(probes, p)
			}
			out := fmt.Sprintf("stdapp!%d!out", n)
			s.Assert(smt.Eq(s.DeclareConst(out, t.Sort), t))
			probes = append(probes, out)
			named[key] = probes
		}
		app := stdApp{t: t, fn: fn, j: j, probes: probes}
		if isHelper {
			app.helper = &h
		}
		apps = append(apps, app)
	})
	return apps
}

// fact runs a's function on the model's arguments and returns the true
// fact about a's function at those arguments when the model disagrees
// with it (nil when it agrees), with the pins that keep the arguments
// there (checkPinned); ok is false when a value is unreadable.
func (g *groundingSolver) fact(a stdApp, m smt.Model) (fact *smt.Term, pins []*smt.Term, ok bool) {
	var args []any
	var lits []*smt.Term
	for i, p := range a.probes[:len(a.probes)-1] {
		raw, ok := m.Value(p)
		if !ok {
			return nil, nil, false
		}
		v, lit, ok := goValue(raw, a.fn.param(i), a.t.Args[i].Sort)
		if !ok {
			return nil, nil, false
		}
		args, lits = append(args, v), append(lits, lit)
		pins = append(pins, smt.Eq(smt.Const(p, lit.Sort), lit))
	}
	var out []any
	panicked := func() (p bool) {
		defer func() { p = recover() != nil }()
		out = a.fn.run(args)
		return false
	}()
	kind, want := kBool, any(panicked)
	switch {
	case a.j >= 0 && panicked:
		return nil, nil, true // the call panics: its results are never used
	case a.j >= 0:
		kind, want = a.fn.results[a.j], out[a.j]
	}
	raw, ok := m.Value(a.probes[len(a.probes)-1])
	if !ok {
		return nil, nil, false
	}
	got, _, ok := goValue(raw, kind, a.t.Sort)
	if !ok {
		return nil, nil, false
	}
	if got == want {
		return nil, nil, true
	}
	return smt.Eq(smt.Apply(a.t.Op, a.t.Sort, lits...), litOf(want, a.t.Sort)), pins, true
}

// goValue parses a model value of a kind.
func goValue(raw string, k stdKind, sort smt.Sort) (any, *smt.Term, bool) {
	t, err := smt.ParseValue(raw)
	if err != nil {
		return nil, nil, false
	}
	switch k {
	case kString:
		s, err := smt.StringValue(t.Op)
		if err != nil {
			return nil, nil, false
		}
		return s, smt.StringLit(s), true
	case kBool:
		return t.Op == "true", smt.BoolLit(t.Op == "true"), true
	case kAny:
		v, ok := boxedValue(t)
		return v, t, ok
	}
	bits, ok := bvBits(t.Op)
	if !ok || sort.Kind != smt.KindBV {
		return nil, nil, false
	}
	v := new(big.Int).Set(bits)
	if v.Bit(sort.Width-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(sort.Width)))
	}
	return v.Int64(), smt.BVLit(bits.Uint64(), sort.Width), true
}

// boxedValue is the Go value of an interface value t of the value model:
// nil, or a box of a predeclared string, integer or bool type (box!N!int),
// as a value of that type, so that fmt prints it as Go would (%T, %v).
func boxedValue(t *smt.Term) (any, bool) {
	if t.Kind == smt.App && t.Op == "anynil" && len(t.Args) == 0 {
		return nil, true
	}
	op := strings.Trim(t.Op, "|")
	if t.Kind != smt.App || len(t.Args) != 1 || !strings.HasPrefix(op, "box!") {
		return nil, false
	}
	typ := op[strings.LastIndex(op, "!")+1:]
	x := t.Args[0]
	switch typ {
	case "string":
		s, err := smt.StringValue(x.Op)
		return s, err == nil
	case "bool":
		return x.Op == "true", x.Op == "true" || x.Op == "false"
	}
	bits, ok := bvBits(x.Op)
	if !ok || !bits.IsUint64() {
		return nil, false
	}
	u := bits.Uint64()
	switch typ {
	case "int":
		return int(u), true
	case "int8":
		return int8(u), true
	case "int16":
		return int16(u), true
	case "int32":
		return int32(u), true
	case "int64":
		return int64(u), true
	case "uint":
		return uint(u), true
	case "uint8":
		return uint8(u), true
	case "uint16":
		return uint16(u), true
	case "uint32":
		return uint32(u), true
	case "uint64":
		return u, true
	case "uintptr":
		return uintptr(u), true
	}
	return nil, false
}

// litOf writes a Go result as a literal of sort.
func litOf(v any, sort smt.Sort) *smt.Term {
	switch v := v.(type) {
	case string:
		return smt.StringLit(v)
	case bool:
		return smt.BoolLit(v)
	case int64:
		return smt.BVLit(uint64(v), sort.Width)
	}
	panic(fmt.Sprintf("witness: no literal for %T", v))
}
