// This file defines the cases of the conformance test: Go's outcome on
// one input tuple (results, or a panic and its kind), and the terms that
// stand for the inputs and for Go's results in the encoding.

package paths_test

import (
	"fmt"
	"go/types"
	"math"
	"reflect"
	"runtime"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A conformCase is one input tuple with Go's outcome on it.
type conformCase struct {
	args []reflect.Value
	// other: interface inputs whose dynamic type the function does not box
	// are other(type, val), as in an obligation, not a box constructor.
	other bool
	ins   []*smt.Term // the inputs' terms
	fresh []*smt.Term // constants that ins and want introduce (unknown parts of values)
	out   goOutcome
	want  []*smt.Term // the returned values, or the value of an explicit panic
	level level       // the function's level, lowered when want is not fully known
}

// A goOutcome is what the real function did.
type goOutcome struct {
	panicked bool
	kind     string // a run-time panic's kind, named as the encoding names it; "" for panic(v)
	value    any    // the panic's value
	results  []reflect.Value
}

func (o goOutcome) String() string {
	if o.panicked {
		return fmt.Sprintf("panics: %v", o.value)
	}
	var rs []string
	for _, r := range o.results {
		rs = append(rs, show(r))
	}
	return "returns (" + strings.Join(rs, ", ") + ")"
}

// show prints a Go value for messages.
func show(v reflect.Value) string {
	if !v.IsValid() {
		return "nil"
	}
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			return "nil"
		}
		return fmt.Sprintf("%s(%s)", v.Elem().Type(), show(v.Elem()))
	}
	if v.Kind() == reflect.String {
		return fmt.Sprintf("%q", v.String())
	}
	return fmt.Sprintf("%#v", v.Interface())
}

func showArgs(args []reflect.Value) string {
	var out []string
	for _, a := range args {
		out = append(out, show(a))
	}
	return "(" + strings.Join(out, ", ") + ")"
}

// callGo runs the real function on args.
func (c *conformer) callGo(args []reflect.Value) (out goOutcome) {
	defer func() {
		if r := recover(); r != nil {
			out = goOutcome{panicked: true, value: r, kind: runtimeKind(r)}
		}
	}()
	return goOutcome{results: c.goFn.Call(args)}
}

// runtimeKind names a run-time panic as the encoding's panic!kind constants do.
func runtimeKind(r any) string {
	e, ok := r.(runtime.Error)
	if !ok {
		return ""
	}
	msg := e.Error()
	for _, k := range []struct{ text, kind string }{
		{"divide by zero", "divide"},
		{"negative shift amount", "negativeshift"},
		{"nil pointer dereference", "nilderef"},
		{"interface conversion", "typeassert"},
		{"comparing uncomparable", "uncomparable"},
		{"hash of unhashable", "unhashable"},
		{"index out of range", "index"},
		{"slice bounds out of range", "slice"},
		{"len out of range", "makesize"},
		{"cap out of range", "makesize"},
		{"close of nil channel", "closenil"},
		{"close of closed channel", "closeclosed"},
		{"send on closed channel", "sendclosed"},
		{"makechan: size out of range", "makechan"},
		{"assignment to entry in nil map", "nilmap"},
	} {
		if strings.Contains(msg, k.text) {
			return k.kind
		}
	}
	return "runtime error " + msg
}

// addCases runs the function on args and records the case, and, when an
// interface input has a dynamic type the function does not box, the same
// case with that input as other(type, val) (checked for soundness only:
// the encoding leaves such values' == and method sets uninterpreted).
func (c *conformer) addCases(args []reflect.Value) {
	out := c.callGo(args)
	c.cases = append(c.cases, c.newCase(args, out, false))
	for i, a := range args {
		if a.Kind() == reflect.Interface && !a.IsNil() && !c.isBoxedType(a.Elem().Type()) &&
			types.IsInterface(c.fn.Params[i].Type()) {
			c.cases = append(c.cases, c.newCase(args, out, true))
			return
		}
	}
}

func (c *conformer) newCase(args []reflect.Value, out goOutcome, other bool) *conformCase {
	cs := &conformCase{args: args, out: out, other: other, level: c.level}
	e := &encoder{c: c, cs: cs, id: len(c.cases), exact: true}
	for i, a := range args {
		cs.ins = append(cs.ins, e.term(c.fn.Params[i].Type(), a))
	}
	inExact := e.exact
	switch {
	case !out.panicked:
		res := c.fn.Signature.Results()
		for i, r := range out.results {
			cs.want = append(cs.want, e.term(res.At(i).Type(), r))
		}
	case out.kind == "":
		cs.want = []*smt.Term{e.term(types.Universe.Lookup("any").Type(), reflect.ValueOf(&out.value).Elem())}
	}
	switch {
	case other || !inExact:
		// An input holds a value the test cannot name (a non-nil float,
		// say): any outcome may depend on it.
		cs.level = soundOnly
	case !e.exact && cs.level == exact:
		// So does a result: only the outcome is pinned down.
		cs.level = outcomeOnly
	}
	return cs
}

// An encoder turns Go values into terms of the function's model.
type encoder struct {
	c     *conformer
	cs    *conformCase
	id    int  // the case's index, for names of fresh constants
	exact bool // no value so far needed a fresh constant
}

func (e *encoder) freshConst(s smt.Sort) *smt.Term {
	e.exact = false
	v := smt.Const(fmt.Sprintf("v!%d!%d", e.id, len(e.cs.fresh)), s)
	e.cs.fresh = append(e.cs.fresh, v)
	return v
}

// term returns the term of v, a Go value of static type t.
func (e *encoder) term(t types.Type, v reflect.Value) *smt.Term {
	m := e.c.f.Model
	if types.IsInterface(t) {
		if v.Kind() == reflect.Interface {
			if v.IsNil() {
				return m.Nil()
			}
			v = v.Elem()
		}
		if !v.IsValid() {
			return m.Nil()
		}
		dt := e.c.typeOf(v.Type())
		if dt == nil || e.cs.other && !e.c.isBoxed(dt) {
			// A dynamic type the function does not box (one of the
			// standard library's, say): other(type, val), as in an obligation.
			return smt.Apply("other", values.AnySort, smt.IntLit(int64(e.c.typeNum(v.Type()))), e.freshConst(smt.Named("U")))
		}
		return m.Box(dt, e.term(dt, v))
	}
	s := m.Sort(t)
	switch s.Kind {
	case smt.KindBool:
		return smt.BoolLit(v.Bool())
	case smt.KindBV:
		switch v.Kind() {
		case reflect.Float32:
			return smt.BVLit(uint64(math.Float32bits(float32(v.Float()))), 32)
		case reflect.Float64:
			return smt.BVLit(math.Float64bits(v.Float()), 64)
		}
		if isUnsignedKind(v.Kind()) {
			return smt.BVLit(v.Uint(), s.Width)
		}
		return smt.BVLit(uint64(v.Int()), s.Width)
	case smt.KindString:
		return smt.StringLit(v.String())
	}
	if values.IsCompound(t) {
		var fields []*smt.Term
		for i, et := range values.Elems(t) {
			if v.Kind() == reflect.Struct {
				fields = append(fields, e.term(et, v.Field(i)))
			} else {
				fields = append(fields, e.term(et, v.Index(i)))
			}
		}
		return m.Make(t, fields)
	}
	switch v.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Chan, reflect.Func:
		if v.IsNil() {
			return m.Zero(t) // the encoding's nil of t
		}
	}
	return e.freshConst(s)
}

// typeNum numbers the dynamic types represented by other(type, val).
func (c *conformer) typeNum(rt reflect.Type) int {
	if c.otherNums == nil {
		c.otherNums = map[reflect.Type]int{}
	}
	if _, ok := c.otherNums[rt]; !ok {
		c.otherNums[rt] = len(c.otherNums)
	}
	return c.otherNums[rt]
}

var basicTypes = map[reflect.Kind]types.BasicKind{
	reflect.Bool: types.Bool, reflect.Int: types.Int, reflect.Int8: types.Int8, reflect.Int16: types.Int16,
	reflect.Int32: types.Int32, reflect.Int64: types.Int64, reflect.Uint: types.Uint, reflect.Uint8: types.Uint8,
	reflect.Uint16: types.Uint16, reflect.Uint32: types.Uint32, reflect.Uint64: types.Uint64,
	reflect.Uintptr: types.Uintptr, reflect.Float32: types.Float32, reflect.Float64: types.Float64,
	reflect.String: types.String,
}

// typeOf returns the go/types type of a dynamic type: a predeclared type,
// a type declared in testdata/conform, or a composite of those; nil for
// other types.
func (c *conformer) typeOf(rt reflect.Type) types.Type {
	if rt.PkgPath() != "" {
		if rt.PkgPath() != c.pkg.PkgPath {
			return nil
		}
		return c.pkg.Types.Scope().Lookup(rt.Name()).Type()
	}
	elem := func(rt reflect.Type) types.Type { return c.typeOf(rt.Elem()) }
	switch rt.Kind() {
	case reflect.Slice:
		if e := elem(rt); e != nil {
			return types.NewSlice(e)
		}
	case reflect.Map:
		if k, e := c.typeOf(rt.Key()), elem(rt); k != nil && e != nil {
			return types.NewMap(k, e)
		}
	case reflect.Pointer:
		if e := elem(rt); e != nil {
			return types.NewPointer(e)
		}
	case reflect.Array:
		if e := elem(rt); e != nil {
			return types.NewArray(e, int64(rt.Len()))
		}
	case reflect.Interface:
		if rt.NumMethod() == 0 {
			return types.Universe.Lookup("any").Type()
		}
	default:
		if k, ok := basicTypes[rt.Kind()]; ok {
			return types.Typ[k]
		}
	}
	return nil
}
