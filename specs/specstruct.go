// This file defines the expressions a spec writes on values of Go types
// (specpkg.go): composite literals of struct types (Item{Object: x,
// Expiration: e}, or positional), field selection (it.Expiration), and
// conversions T(x) between integer types, between string types, and of
// constants; their typing, symbolic value and concrete value.
//
// Soundness: each is exact on the values package's representation: a
// struct is a datatype of its fields (Make, Select), an integer conversion
// truncates or extends (by the operand's signedness) as Go does, and an
// omitted field of a literal is its type's zero value.

package specs

import (
	"fmt"
	"go/ast"
	"go/types"
	"math/big"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// compositeLit checks T{...} of a struct type T and records, per field,
// the expression that gives it (nil: the zero value).
func (c *checker) compositeLit(e *ast.CompositeLit, sc *scope) styp {
	t, ok := c.s.resolveType(e.Type)
	if e.Type == nil || !ok || t == noType {
		c.errorf(e.Pos(), "composite literal "+exprString(e)+": want a struct type of the described package or an import")
		return noType
	}
	st, ok := t.t.Underlying().(*types.Struct)
	if !ok || !t.native() {
		c.errorf(e.Pos(), "composite literal of "+t.name(c.s.params)+": only struct literals are supported in specs")
		return noType
	}
	fields := make([]ast.Expr, st.NumFields())
	for i, el := range e.Elts {
		j, val := i, el
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			id, _ := kv.Key.(*ast.Ident)
			j, val = fieldIndex(st, id), kv.Value
		} else if j >= len(fields) {
			j = -1
		}
		if j < 0 || fields[j] != nil || !c.fieldVisible(st.Field(j)) {
			c.errorf(el.Pos(), "composite literal of "+t.name(c.s.params)+": no such (exported, or the package's own) field, or given twice: "+exprString(el))
			continue
		}
		fields[j] = val
		want := styp{param: -1, t: st.Field(j).Type()}
		if ft := c.value(val, sc); ft != noType && !assignable(ft, want, c.m.consts[val]) {
			c.errorf(val.Pos(), "cannot use "+exprString(val)+" ("+ft.name(c.s.params)+") as "+want.name(c.s.params)+" value in struct literal")
		}
	}
	c.m.lits[e] = fields
	return t
}

// selector checks x.f on a struct value and records the field's index.
func (c *checker) selector(e *ast.SelectorExpr, sc *scope) styp {
	x := c.value(e.X, sc)
	if x == noType {
		return noType
	}
	st, ok := x.t.Underlying().(*types.Struct)
	i := -1
	if ok && x.native() {
		i = fieldIndex(st, e.Sel)
	}
	if i < 0 || !c.fieldVisible(st.Field(i)) {
		c.errorf(e.Sel.Pos(), exprString(e)+" undefined (type "+x.name(c.s.params)+" has no field "+e.Sel.Name+" a spec may read)")
		return noType
	}
	c.m.fields[e] = i
	return styp{param: -1, t: st.Field(i).Type()}
}

// fieldVisible: exported fields, and every field of the described package's own types.
func (c *checker) fieldVisible(f *types.Var) bool {
	return f.Exported() || f.Pkg() == c.s.pkg
}

func fieldIndex(st *types.Struct, id *ast.Ident) int {
	for i := 0; id != nil && i < st.NumFields(); i++ {
		if st.Field(i).Name() == id.Name {
			return i
		}
	}
	return -1
}

// conversionType reports whether call e is a conversion T(x) and gives T.
func (c *checker) conversionType(e *ast.CallExpr, sc *scope) (styp, bool) {
	fun := unparen(e.Fun)
	if id, ok := fun.(*ast.Ident); ok {
		if _, prim := primitives[id.Name]; prim || id.Name == "zero" || id.Name == "panic" || sc.lookup(id.Name) != nil {
			return noType, false
		}
		if types.Universe.Lookup(id.Name) == nil && (c.s.pkg == nil || c.s.pkg.Scope().Lookup(id.Name) == nil) {
			return noType, false // unknown function: reported by call
		}
	} else if _, ok := fun.(*ast.SelectorExpr); !ok {
		return noType, false
	}
	t, ok := c.s.resolveType(fun)
	return t, ok
}

// conversion checks T(x): integer to integer, string to string type,
// constants that fit, and values assignable to T.
func (c *checker) conversion(e *ast.CallExpr, to styp, sc *scope) []styp {
	if to == noType {
		return nil // pending, or reported
	}
	if len(e.Args) != 1 {
		c.errorf(e.Pos(), "conversion to "+to.name(c.s.params)+" takes one value")
		return nil
	}
	from := c.value(e.Args[0], sc)
	ok := from != noType && (assignable(from, to, c.m.consts[e.Args[0]]) ||
		from.isInt() && to.isInt() || from.isString() && to.isString())
	if !ok && from != noType {
		c.errorf(e.Pos(), "cannot convert "+exprString(e.Args[0])+" ("+from.name(c.s.params)+") to "+to.name(c.s.params)+" in a spec")
		return nil
	}
	c.m.convs[e] = to
	c.m.types[e] = to
	return []styp{to}
}

// symbolic values

func (in *symInterp) compositeLit(e *ast.CompositeLit, p *symPath) *smt.Term {
	t := in.m.types[e]
	st := t.t.Underlying().(*types.Struct)
	var fields []*smt.Term
	for i, fe := range in.m.lits[e] {
		ft := styp{param: -1, t: st.Field(i).Type()}
		if fe == nil {
			fields = append(fields, in.v.Zero(ft.t))
			continue
		}
		fields = append(fields, in.convert(in.expr(fe, p), fe, ft))
	}
	return in.v.Make(t.t, fields)
}

func (in *symInterp) selector(e *ast.SelectorExpr, p *symPath) *smt.Term {
	return in.v.Select(in.m.types[e.X].t, in.expr(e.X, p), in.m.fields[e])
}

func (in *symInterp) conversion(e *ast.CallExpr, to styp, p *symPath) *smt.Term {
	a := e.Args[0]
	from := in.m.types[a]
	x := in.expr(a, p)
	if from.kind == untypedInt || !from.isInt() || !to.isInt() {
		return in.convert(x, a, to)
	}
	fw, tw := in.v.Sort(from.t).Width, in.v.Sort(to.t).Width
	switch {
	case tw < fw:
		return smt.Apply("(_ extract "+itoa(tw-1)+" 0)", smt.BV(tw), x)
	case tw > fw && from.basic().Info()&types.IsUnsigned != 0:
		return smt.Apply("(_ zero_extend "+itoa(tw-fw)+")", smt.BV(tw), x)
	case tw > fw:
		return smt.Apply("(_ sign_extend "+itoa(tw-fw)+")", smt.BV(tw), x)
	}
	return x
}

// concrete values

func (in *concInterp) compositeLit(e *ast.CompositeLit) (axioms.Value, error) {
	t := in.m.types[e]
	st := t.t.Underlying().(*types.Struct)
	var fields []axioms.Value
	for i, fe := range in.m.lits[e] {
		ft := styp{param: -1, t: st.Field(i).Type()}
		if fe == nil {
			z, err := in.e.c.zeroValue(ft)
			if err != nil {
				return z, err
			}
			fields = append(fields, z)
			continue
		}
		x, err := in.expr(fe)
		if err != nil {
			return x, err
		}
		fields = append(fields, in.typed(x, fe, ft))
	}
	return structValue(t.t, fields), nil
}

// structValue is the Value of a struct of type t, printed and keyed as
// witnesses decode one of a package other than theirs (path.T{f1, f2});
// Show prints it shorter (shortGo).
func structValue(t types.Type, fields []axioms.Value) axioms.Value {
	name := valueTypeName(t)
	var gos, keys []string
	plain := true
	for _, f := range fields {
		gos, keys = append(gos, f.Go), append(keys, f.Key)
		plain = plain && f.Plain
	}
	return axioms.Value{Go: name + "{" + join(gos) + "}", Key: name + "{" + joinKeys(keys) + "}", Type: name, Plain: plain,
		Fields: fields, Uncomparable: !types.Comparable(t)}
}

func (in *concInterp) selector(e *ast.SelectorExpr) (axioms.Value, error) {
	x, err := in.expr(e.X)
	if err != nil {
		return x, err
	}
	i := in.m.fields[e]
	if i >= len(x.Fields) {
		return axioms.Value{}, errBeyond(x)
	}
	return x.Fields[i], nil
}

func (in *concInterp) conversion(e *ast.CallExpr, to styp) (axioms.Value, error) {
	a := e.Args[0]
	x, err := in.expr(a)
	if err != nil {
		return x, err
	}
	from := in.m.types[a]
	name := valueTypeName(to.t)
	switch {
	case (from.kind == untypedInt || from.isInt()) && to.isInt():
		v := in.m.consts[a]
		if from.kind != untypedInt {
			v = signed(x, from.basic().Info()&types.IsUnsigned != 0)
		}
		return axioms.IntValue(new(big.Int).Set(v), widthOf(to), name), nil
	case from.isString() && to.isString():
		return stringValue(stringOf(x), name), nil
	}
	return in.typed(x, a, to), nil
}

// shortGo prints v with the types of its fields and of itself by package
// name, however the witness's decoder qualified them, so that states the
// model computes and states decoded from the proof compare alike.
func shortGo(v axioms.Value) string {
	if v.Fields == nil {
		return v.Go
	}
	var parts []string
	for _, f := range v.Fields {
		parts = append(parts, shortGo(f))
	}
	return v.Type[strings.LastIndex(v.Type, "/")+1:] + "{" + join(parts) + "}"
}

// valueTypeName names a type in a concrete value as witnesses decode one
// of a package other than the client's: by its package's path.
func valueTypeName(t types.Type) string { return types.TypeString(t, nil) }

func join(s []string) string     { return strings.Join(s, ", ") }
func joinKeys(s []string) string { return strings.Join(s, ",") }

func errBeyond(x axioms.Value) error {
	return fmt.Errorf("the fields of %s are beyond the model", x.Go)
}

func widthOf(t styp) int { return values.Width(t.basic()) }

// stringOf is the Go string a string Value holds.
func stringOf(x axioms.Value) string {
	s, _ := strings.CutPrefix(x.Key, x.Type+":")
	return s
}
