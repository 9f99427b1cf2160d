// This file chooses the Go expressions of value domains: of a client
// function's parameters (a parameter type without a domain skips the
// function), and of the values of a type or constant that its scenarios
// put in the map (body.go says which types and constants).

package oracle

import (
	"fmt"
	"go/constant"
	"go/types"
	"strconv"
	"strings"
)

// paramDomain returns the Go expressions of t's domain, or a reason.
func (g *gen) paramDomain(t types.Type) ([]string, string) {
	if reason := g.accessible(t); reason != "" {
		return nil, reason
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if lits := basicLits(u, 3); lits != nil {
			switch {
			case u.Info()&types.IsString != 0:
				lits = stringDomain
			case u.Info()&types.IsInteger != 0 && u.Info()&types.IsUnsigned == 0:
				lits = append(lits, "-1")
			}
			d := g.convAll(t, append(lits, edgeLits(u)...))
			if u.Info()&types.IsFloat != 0 {
				d = append(d, g.conv(t, rtAlias+".NegZero()"))
			}
			return d, ""
		}
	case *types.Interface:
		if u.Empty() {
			return []string{"nil", "1", `"x"`}, ""
		}
		if types.Identical(t, types.Universe.Lookup("error").Type()) {
			return []string{"nil", rtAlias + `.Err("e")`}, ""
		}
	case *types.Slice:
		if el := g.elemLits(u.Elem(), 2); el != nil {
			ts := g.typ(t)
			return []string{ts + "(nil)", ts + "{" + el[0] + "}", ts + "{" + el[0] + ", " + el[1] + "}"}, ""
		}
	case *types.Array:
		if el := g.elemLits(u.Elem(), int(u.Len())); el != nil && u.Len() <= 4 {
			return []string{g.typ(t) + "{}", g.typ(t) + "{" + strings.Join(el, ", ") + "}"}, ""
		}
		return []string{g.typ(t) + "{}"}, ""
	case *types.Map:
		// One entry at most: the order of a range over a map is random,
		// and the exploration replays runs.
		k, v := g.elemLits(u.Key(), 2), g.elemLits(u.Elem(), 2)
		if k != nil && v != nil {
			ts := g.typ(t)
			return []string{ts + "(nil)", ts + "{" + k[0] + ": " + v[1] + "}"}, ""
		}
	case *types.Pointer:
		if _, isIface := u.Elem().Underlying().(*types.Interface); !isIface {
			return []string{"(" + g.typ(t) + ")(nil)", g.conv(t, "new("+g.typ(u.Elem())+")")}, ""
		}
	case *types.Struct:
		return g.structValues(t, u), ""
	case *types.Signature:
		if f := g.recorder(u); f != "" {
			return []string{g.conv(t, f)}, ""
		}
	}
	return nil, fmt.Sprintf("no value domain for a parameter of type %s", types.TypeString(t, types.RelativeTo(g.pkg)))
}

// elemLits returns n distinct values of a basic type (cycling when it has
// fewer), or nil.
func (g *gen) elemLits(t types.Type, n int) []string {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return nil
	}
	lits := basicLits(b, 3)
	if lits == nil {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = g.conv(t, lits[i%len(lits)])
	}
	return out
}

// structValues returns the zero value of a struct type and, when every
// field is of a basic type, one with every field set to its type's second
// value.
func (g *gen) structValues(t types.Type, st *types.Struct) []string {
	vals := []string{g.typ(t) + "{}"}
	var fields []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		el := g.elemLits(f.Type(), 2)
		if el == nil || (!f.Exported() && f.Pkg() != g.pkg) || f.Embedded() {
			return vals
		}
		fields = append(fields, f.Name()+": "+el[1])
	}
	if len(fields) > 0 {
		vals = append(vals, g.typ(t)+"{"+strings.Join(fields, ", ")+"}")
	}
	return vals
}

// stringDomain is the domain of a string parameter: two strings, one of
// which changes under strings.ToLower.
var stringDomain = []string{`"a"`, `"B"`}

// rangedDomain is the domain of a string parameter that the body ranges
// over: strings of one and of two runes.
var rangedDomain = []string{`"a"`, `"b"`, `"ab"`}

// edgeLits returns the smallest and largest values of sized integer types.
func edgeLits(b *types.Basic) []string {
	switch b.Kind() {
	case types.Int8:
		return []string{"-128", "127"}
	case types.Int16:
		return []string{"-32768", "32767"}
	case types.Int32:
		return []string{"-2147483648", "2147483647"}
	case types.Int64:
		return []string{"-9223372036854775808", "9223372036854775807"}
	case types.Uint8:
		return []string{"255"}
	case types.Uint16:
		return []string{"65535"}
	case types.Uint32:
		return []string{"4294967295"}
	case types.Uint64:
		return []string{"18446744073709551615"}
	}
	return nil
}

// basicLits returns up to n literals of a basic type, or nil.
func basicLits(b *types.Basic, n int) []string {
	var lits []string
	switch {
	case b.Info()&types.IsString != 0:
		lits = []string{`"a"`, `"b"`}
	case b.Info()&types.IsInteger != 0:
		lits = []string{"0", "1", "2"}
	case b.Info()&types.IsBoolean != 0:
		lits = []string{"false", "true"}
	case b.Info()&types.IsFloat != 0:
		lits = []string{"0", "1.5", "-2"}
	case b.Info()&types.IsComplex != 0:
		lits = []string{"0", "1i", "1"}
	default:
		return nil
	}
	if len(lits) > n {
		lits = lits[:n]
	}
	return lits
}

// recorder returns a function literal of signature sig that records its
// arguments (harness.Record) and returns true for a bool result, a
// parameter of the same type for another result, or else the zero value.
func (g *gen) recorder(sig *types.Signature) string {
	if sig.Variadic() || g.accessible(sig) != "" {
		return ""
	}
	var params, names []string
	for i := 0; i < sig.Params().Len(); i++ {
		params = append(params, fmt.Sprintf("p%d %s", i, g.typ(sig.Params().At(i).Type())))
		names = append(names, fmt.Sprintf("p%d", i))
	}
	var results, decls, rets []string
	for i := 0; i < sig.Results().Len(); i++ {
		t := sig.Results().At(i).Type()
		results = append(results, g.typ(t))
		ret := fmt.Sprintf("r%d", i)
		if types.Identical(t.Underlying(), types.Typ[types.Bool]) {
			ret = g.conv(t, "true")
		}
		for j := 0; j < sig.Params().Len() && ret == fmt.Sprintf("r%d", i); j++ {
			if types.Identical(sig.Params().At(j).Type(), t) {
				ret = names[j]
			}
		}
		if ret == fmt.Sprintf("r%d", i) {
			decls = append(decls, fmt.Sprintf("var r%d %s; ", i, g.typ(t)))
		}
		rets = append(rets, ret)
	}
	body := rtAlias + ".Record(" + strings.Join(names, ", ") + ")"
	if len(rets) > 0 {
		body += "; " + strings.Join(decls, "") + "return " + strings.Join(rets, ", ")
	}
	res := strings.Join(results, ", ")
	if len(results) > 1 {
		res = "(" + res + ")"
	}
	return "func(" + strings.Join(params, ", ") + ") " + res + " { " + body + " }"
}

// typedValues returns the values of t that the map may hold when the
// body asserts to t: two of basic types (and -1 for signed integers, the
// extremes of sized integers, -0.0 for floats), two fresh pointers (to
// the two struct values of structValues when it has two), the struct
// values of structValues, a one-element slice; none of interface types.
func (g *gen) typedValues(t types.Type) []string {
	if g.accessible(t) != "" {
		return nil
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if lits := basicLits(u, 2); lits != nil {
			if u.Info()&types.IsInteger != 0 && u.Info()&types.IsUnsigned == 0 {
				lits = append(lits, "-1")
			}
			vals := g.convAll(t, append(lits, edgeLits(u)...))
			if u.Info()&types.IsFloat != 0 {
				vals = append(vals, g.conv(t, rtAlias+".NegZero()"))
			}
			return vals
		}
	case *types.Pointer:
		if st, ok := u.Elem().Underlying().(*types.Struct); ok {
			if svs := g.structValues(u.Elem(), st); len(svs) == 2 {
				return []string{g.conv(t, "&"+svs[0]), g.conv(t, "&"+svs[1])}
			}
		}
		if _, isIface := u.Elem().Underlying().(*types.Interface); !isIface {
			v := g.conv(t, "new("+g.typ(u.Elem())+")")
			return []string{v, v}
		}
	case *types.Struct:
		return g.structValues(t, u)
	case *types.Array:
		return []string{g.typ(t) + "{}"}
	case *types.Slice:
		if el := g.elemLits(u.Elem(), 1); el != nil {
			return []string{g.typ(t) + "{" + el[0] + "}"}
		}
	}
	return nil
}

// constValue returns the Go expression of a constant of type t, for the
// kinds worth putting in the map (strings, integers, floats).
func (g *gen) constValue(t types.Type, v constant.Value) string {
	if b, ok := t.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		t = types.Default(t)
	}
	if g.accessible(t) != "" {
		return ""
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return ""
	}
	switch {
	case b.Info()&types.IsString != 0 && v.Kind() == constant.String:
		return g.conv(t, strconv.Quote(constant.StringVal(v)))
	case b.Info()&types.IsInteger != 0 && v.Kind() == constant.Int:
		return g.conv(t, v.ExactString())
	case b.Info()&types.IsFloat != 0 && (v.Kind() == constant.Float || v.Kind() == constant.Int):
		f, _ := constant.Float64Val(v)
		return g.conv(t, strconv.FormatFloat(f, 'g', -1, 64))
	}
	return ""
}
