// This file names the values of a walk as Go: each local the walk creates
// for an SSA value is recorded (Func.Names) with the Go expression it
// stands for, rebuilt from the SSA form (`s.max`, `m.Load(k)`,
// `len(names)`), or in words when it has none ("a value computed at line
// 12"). Reports print terms through these names (goterm.go), never the
// encoding's.

package paths

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// maxGoName is the length beyond which a rebuilt expression is replaced
// by words: a long expression reads worse than its line.
const maxGoName = 60

// nameAs records that local v stands for the Go value x.
func (w *walker) nameAs(v *smt.Term, x ssa.Value) {
	if v == nil || v.Kind != smt.Var || w.out == nil {
		return
	}
	w.setName(v.Op, w.goName(x))
}

// setName records the Go expression of an SMT constant or function.
func (w *walker) setName(op, goName string) {
	if w.out.Names == nil {
		w.out.Names = map[string]string{}
	}
	w.out.Names[op] = goName
}

// fixed records the Go type of op, a function standing for a value fixed
// for a whole run, and its Go name.
func (w *walker) fixed(op, goName string, t types.Type) {
	w.setName(op, goName)
	if w.out.Fixed == nil {
		w.out.Fixed = map[string]types.Type{}
	}
	w.out.Fixed[op] = t
}

// goName is the Go expression of an SSA value, or words naming it by its line.
func (w *walker) goName(v ssa.Value) string {
	s, ok := w.goExpr(v, 8)
	if ok && len(s) <= maxGoName {
		return s
	}
	if c, isCall := v.(*ssa.Call); isCall && strings.Contains(s, "(") && !strings.HasPrefix(s, "(") {
		fun, _, _ := strings.Cut(s, "(")
		return "the result of " + fun + "(...) at line " + w.lineOf(c)
	}
	return "a value computed at line " + w.lineOf(v)
}

func (w *walker) lineOf(v ssa.Value) string {
	pos := v.Pos()
	if !pos.IsValid() {
		if in, ok := v.(ssa.Instruction); ok && in.Block() != nil {
			for _, x := range in.Block().Instrs {
				if x.Pos().IsValid() {
					pos = x.Pos()
					break
				}
			}
		}
	}
	if !pos.IsValid() {
		pos = w.fn.Pos()
	}
	return fmt.Sprint(w.prog.Fset.Position(pos).Line)
}

// goExpr rebuilds v as a Go expression, to depth d; ok is false when v
// has no expression (a phi without a variable, an instruction of no Go
// form).
func (w *walker) goExpr(v ssa.Value, d int) (string, bool) {
	if d < 0 {
		return "", false
	}
	sub := func(x ssa.Value) (string, bool) { return w.goExpr(x, d-1) }
	switch v := v.(type) {
	case *ssa.Parameter:
		return v.Name(), true
	case *ssa.Global:
		return "&" + v.Name(), true
	case *ssa.Const:
		return constString(v), true
	case *ssa.BinOp:
		x, ok1 := sub(v.X)
		y, ok2 := sub(v.Y)
		return paren(x) + " " + v.Op.String() + " " + paren(y), ok1 && ok2
	case *ssa.Convert:
		return w.conversion(v, v.X, d)
	case *ssa.ChangeType:
		return w.conversion(v, v.X, d)
	case *ssa.MultiConvert:
		return w.conversion(v, v.X, d)
	case *ssa.MakeInterface:
		return sub(v.X)
	case *ssa.ChangeInterface:
		return sub(v.X)
	case *ssa.TypeAssert:
		x, ok := sub(v.X)
		return paren(x) + ".(" + typeName(v.AssertedType, w.fn) + ")", ok
	case *ssa.Extract:
		if name, ok := w.sourceVar(v.Parent(), v.Tuple.Pos(), v.Index); ok {
			return name, true
		}
		x, ok := sub(v.Tuple)
		return nth(v.Index) + " result of " + x, ok
	case *ssa.Call:
		if name, ok := w.sourceVar(v.Parent(), v.Pos(), 0); ok && !isTuple(v) {
			return name, true
		}
		return w.callExpr(v.Common(), d)
	case *ssa.Phi:
		if v.Comment == "rangeindex" {
			return "the range's index", true
		}
		if v.Comment != "" && token.IsIdentifier(v.Comment) {
			return v.Comment, true
		}
	case *ssa.Alloc:
		if v.Comment != "" && token.IsIdentifier(v.Comment) {
			return "&" + v.Comment, true
		}
		return "new(" + typeName(v.Type().Underlying().(*types.Pointer).Elem(), w.fn) + ")", true
	case *ssa.Slice:
		x, ok := sub(v.X)
		return paren(x) + "[...]", ok
	}
	return w.memExpr(v, d)
}

// memExpr rebuilds reads of memory: fields, dereferences, elements.
func (w *walker) memExpr(v ssa.Value, d int) (string, bool) {
	sub := func(x ssa.Value) (string, bool) { return w.goExpr(x, d-1) }
	switch v := v.(type) {
	case *ssa.FieldAddr:
		x, ok := sub(v.X)
		return "&" + strings.TrimPrefix(x, "&") + "." + fieldName(v.X.Type(), v.Field), ok
	case *ssa.Field:
		x, ok := sub(v.X)
		return paren(x) + "." + fieldName(v.X.Type(), v.Field), ok
	case *ssa.UnOp:
		x, ok := sub(v.X)
		if v.Op == token.MUL && strings.HasPrefix(x, "&") {
			return x[1:], ok // a field or variable read
		}
		if v.Op == token.ARROW {
			return "<-" + paren(x), ok
		}
		return v.Op.String() + paren(x), ok
	case *ssa.IndexAddr:
		x, ok1 := sub(v.X)
		i, ok2 := sub(v.Index)
		return "&" + paren(strings.TrimPrefix(x, "&")) + "[" + i + "]", ok1 && ok2
	case *ssa.Index:
		return w.indexExpr(v.X, v.Index, d)
	case *ssa.Lookup:
		return w.indexExpr(v.X, v.Index, d)
	}
	return "", false
}

func (w *walker) conversion(v, x ssa.Value, d int) (string, bool) {
	s, ok := w.goExpr(x, d-1)
	return typeName(v.Type(), w.fn) + "(" + s + ")", ok
}

func (w *walker) indexExpr(x, i ssa.Value, d int) (string, bool) {
	xs, ok1 := w.goExpr(x, d-1)
	is, ok2 := w.goExpr(i, d-1)
	return paren(xs) + "[" + is + "]", ok1 && ok2
}

// callExpr prints a call: a method on its receiver, a builtin or
// function by name.
func (w *walker) callExpr(c *ssa.CallCommon, d int) (string, bool) {
	var args []string
	ok := true
	params := c.Args
	fun := ""
	switch {
	case c.IsInvoke():
		recv, rok := w.goExpr(c.Value, d-1)
		fun, ok = paren(recv)+"."+c.Method.Name(), rok
	case c.StaticCallee() != nil && c.Signature().Recv() != nil && len(c.Args) > 0:
		recv, rok := w.goExpr(throughEmbedded(c.Args[0]), d-1) // a promoted method: c.Get, not c.cache.Get (embedded.go)
		fun, ok = paren(strings.TrimPrefix(recv, "&"))+"."+c.StaticCallee().Name(), rok
		params = c.Args[1:]
	case c.StaticCallee() != nil:
		fun = c.StaticCallee().Name()
	default:
		if b, isBuiltin := c.Value.(*ssa.Builtin); isBuiltin {
			fun = b.Name()
		} else {
			f, fok := w.goExpr(c.Value, d-1)
			fun, ok = paren(f), fok
		}
	}
	for _, a := range params {
		s, aok := w.goExpr(a, d-1)
		args, ok = append(args, s), ok && aok
	}
	return fun + "(" + strings.Join(args, ", ") + ")", ok
}

// callName prints a call itself (not the variable its result is
// assigned to), or names its callee and line when it is too long.
func (w *walker) callName(in *ssa.Call) string {
	s, ok := w.callExpr(in.Common(), 8)
	if ok && len(s) <= maxGoName {
		return s
	}
	fun, _, _ := strings.Cut(s, "(")
	return fun + "(...) at line " + w.lineOf(in)
}

// nextName names result j of a range's step: whether it goes on, the key,
// the value.
func (w *walker) nextName(in *ssa.Next, j int) string {
	x := "a map or string"
	if r, ok := in.Iter.(*ssa.Range); ok {
		x = w.goName(r.X)
	}
	return []string{"whether a range over " + x + " goes on", "a key of the range over " + x, "a value of the range over " + x}[min(j, 2)]
}

// resultName names result j of the tuple-valued v: the variable it is
// assigned to, or by its position.
func (w *walker) resultName(v ssa.Value, j int) string {
	if in, ok := v.(ssa.Instruction); ok {
		if name, ok := w.sourceVar(in.Parent(), v.Pos(), j); ok {
			return name
		}
	}
	return nth(j) + " result of " + w.goName(v)
}

func isTuple(v ssa.Value) bool {
	_, ok := v.Type().(*types.Tuple)
	return ok
}

func nth(i int) string {
	names := []string{"first", "second", "third", "fourth", "fifth"}
	if i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("%dth", i+1)
}

// paren wraps an expression that is not a primary expression: one with a
// space outside brackets and quotes.
func paren(s string) string {
	depth, quoted := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' && (i == 0 || s[i-1] != '\\'):
			quoted = !quoted
		case quoted:
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == ' ' && depth == 0:
			return "(" + s + ")"
		}
	}
	return s
}

func fieldName(t types.Type, i int) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if s, ok := t.Underlying().(*types.Struct); ok && i < s.NumFields() {
		return s.Field(i).Name()
	}
	return fmt.Sprintf("field%d", i)
}

func typeName(t types.Type, fn *ssa.Function) string {
	return types.TypeString(t, types.RelativeTo(FuncPackage(fn)))
}

func constString(c *ssa.Const) string {
	switch {
	case c.Value == nil:
		return "nil"
	case c.Value.Kind() == constant.String:
		return c.Value.ExactString()
	}
	return c.Value.String()
}

// fieldSuffix prints a path of field indices into t as Go selectors: ".a.b".
func fieldSuffix(t types.Type, path []int) string {
	var b strings.Builder
	for _, i := range path {
		b.WriteString("." + fieldName(t, i))
		if s, ok := t.Underlying().(*types.Struct); ok && i < s.NumFields() {
			t = s.Field(i).Type()
		}
	}
	return b.String()
}
