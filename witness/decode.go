// This file defines the decoding of a model's values: into axioms.Values
// (Go values, to print and to replay on the executable models) and into
// literal terms (to pose the serial-order checks).

package witness

import (
	"fmt"
	"go/types"
	"math/big"
	"sort"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A decoder turns model values into Go values and literal terms.
type decoder struct {
	model smt.Model
	vm    *values.Model
	qual  types.Qualifier
	atoms map[string]*smt.Term // model elements (T!0!*conn!val!1) as constants
	exact bool                 // false once a value is beyond Go literals
	// vars are the model elements that are package variables' addresses,
	// printed as &name (globals.go).
	vars map[string]string
	// clockBase is the monotonic reading of the path's first reading of
	// the clock (t0), or nil (clock.go).
	clockBase *big.Int
}

// sortedAtoms returns the model elements met so far, by name: scripts
// declare them in one order from run to run.
func (d *decoder) sortedAtoms() []*smt.Term {
	var names []string
	for n := range d.atoms {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []*smt.Term
	for _, n := range names {
		out = append(out, d.atoms[n])
	}
	return out
}

// raw returns the model's value of a constant, parsed.
func (d *decoder) raw(name string) (*smt.Term, bool) {
	s, ok := d.model.Value(name)
	if !ok {
		return nil, false
	}
	t, err := smt.ParseValue(s)
	if err != nil {
		d.exact = false
		return nil, false
	}
	return t, true
}

// value decodes v, of Go type t (nil for a value of sort Any seen from the
// collection: its dynamic type comes from its constructor).
func (d *decoder) value(v *smt.Term, t types.Type) axioms.Value {
	if t == nil || types.IsInterface(t) {
		return d.iface(v)
	}
	if values.IsCompound(t) && len(values.Elems(t)) == 0 { // struct{}: one value
		name := types.TypeString(t, d.qual)
		return axioms.Value{Go: name + "{}", Key: name + "{}", Type: name, Plain: true}
	}
	if values.IsCompound(t) && v.Kind == smt.App && len(v.Args) > 0 && len(v.Args) == len(values.Elems(t)) { // a constructor's application (another term of the sort falls through)
		var parts []string
		var keys []string
		var fields []axioms.Value
		plain := true
		for i, e := range values.Elems(t) {
			f := d.value(v.Args[i], e)
			parts, keys = append(parts, f.Go), append(keys, f.Key)
			fields = append(fields, f)
			plain = plain && f.Plain
		}
		name := types.TypeString(t, d.qual)
		if paths.IsTime(t) { // t0+2s (clock.go)
			if g, ok := d.timeGo(v, parts[2]); ok {
				parts = []string{g}
			}
		}
		if paths.IsTime(t) && len(parts) == 1 {
			return axioms.Value{Go: parts[0], Key: name + "{" + strings.Join(keys, ",") + "}", Type: name, Plain: plain, Fields: fields}
		}
		return axioms.Value{Go: name + "{" + strings.Join(parts, ", ") + "}", Key: name + "{" + strings.Join(keys, ",") + "}", Type: name, Plain: plain, Fields: fields,
			Uncomparable: !types.Comparable(t)}
	}
	name := types.TypeString(t, d.qual)
	switch b, _ := t.Underlying().(*types.Basic); {
	case b != nil && b.Info()&types.IsInteger != 0:
		bits, width, ok := smt.BVValue(v.Op)
		if !ok {
			d.exact = false
			return axioms.Value{Go: opaque(v), Key: v.String()}
		}
		return axioms.IntValue(bits, width, name)
	case b != nil && b.Info()&types.IsFloat != 0:
		bits, width, ok := smt.BVValue(v.Op)
		if !ok {
			d.exact = false
			return axioms.Value{Go: opaque(v), Key: v.String()}
		}
		return axioms.FloatValue(bits.Uint64(), width, name)
	case b != nil && b.Info()&types.IsBoolean != 0:
		return axioms.Bool(v.Op == "true")
	case b != nil && b.Info()&types.IsString != 0:
		s, err := smt.StringValue(v.Op)
		if err != nil {
			d.exact = false
		}
		lit := fmt.Sprintf("%q", s)
		if name != "string" {
			lit = name + "(" + lit + ")"
		}
		return axioms.Value{Go: lit, Key: name + ":" + s, Type: name, Plain: true}
	}
	// Pointers, channels and other opaque values: nil, or an identity.
	if d.isNil(v, t) {
		return axioms.Value{Go: "nil", Key: name + ":nil", Type: name, Plain: values.Plain(t)}
	}
	uncomparable := !types.Comparable(t) // == panics: the identity only labels it
	if !values.Plain(t) && !uncomparable {
		d.exact = false
	}
	lit := fmt.Sprintf("(%s)(@%s)", name, elemIndex(v.Op))
	if g, ok := d.vars[v.Op]; ok {
		lit = g
	}
	return axioms.Value{Go: lit, Key: name + ":" + v.Op, Type: name, Plain: values.Plain(t), Uncomparable: uncomparable}
}

// iface decodes an interface value by its constructor.
func (d *decoder) iface(v *smt.Term) axioms.Value {
	switch {
	case v.Kind == smt.App && v.Op == "anynil":
		return axioms.Nil
	case v.Kind == smt.App && len(v.Args) == 1:
		if bt, ok := d.vm.BoxType(v.Op); ok {
			val := d.value(v.Args[0], bt)
			val.Type = types.TypeString(bt, d.qual)
			if val.Go == "nil" { // a typed nil in an interface is no nil interface
				val.Go = "(" + val.Type + ")(nil)"
			}
			return val
		}
	}
	d.exact = false // a value of a type the function never boxes
	return axioms.Value{Go: "<a value of another type>", Key: v.String()}
}

// entry decodes a sync.Map entry: (present v) or absent.
func (d *decoder) entry(v *smt.Term) (axioms.Value, bool) {
	if val, ok := axioms.PresentValue(v); ok {
		return d.iface(val), true
	}
	return axioms.Nil, false
}

// literal rebuilds a parsed model value as a term of sort s for a new
// script: symbols are quoted, and model elements become constants.
func (d *decoder) literal(v *smt.Term, s smt.Sort) *smt.Term {
	switch {
	case v.Kind == smt.Literal:
		return smt.Lit(v.Op, s)
	case strings.Contains(v.Op, "!val!") && len(v.Args) == 0:
		sortName := v.Op[:strings.Index(v.Op, "!val!")]
		if a, ok := d.atoms[v.Op]; ok {
			return a
		}
		a := smt.Const("atom!"+v.Op, smt.Named(sortName))
		d.atoms[v.Op] = a
		return a
	case strings.HasPrefix(v.Op, "("):
		var args []*smt.Term
		for _, a := range v.Args {
			args = append(args, d.literal(a, smt.Bool))
		}
		return smt.Apply(v.Op, s, args...)
	}
	var args []*smt.Term
	for _, a := range v.Args {
		args = append(args, d.literal(a, smt.Bool))
	}
	return smt.Apply(smt.Const(v.Op, s).String(), s, args...)
}

// bvBits returns the bits of a bit-vector literal (smt.BVValue).
func bvBits(lit string) (*big.Int, bool) {
	n, _, ok := smt.BVValue(lit)
	return n, ok
}

// opaque prints a model value that is no Go literal: a model element by
// its index, (@0); anything else through the Go printer of terms.
func opaque(v *smt.Term) string {
	if strings.Contains(v.Op, "!val!") && len(v.Args) == 0 {
		return "(@" + elemIndex(v.Op) + ")"
	}
	return paths.GoPrinter{}.Print(v)
}

func elemIndex(name string) string {
	if i := strings.LastIndex(name, "!val!"); i >= 0 {
		return name[i+5:]
	}
	return name
}

// isNil reports whether v, of a type with a nil value (pointer, channel,
// map, slice, func), is the model's value of that nil.
func (d *decoder) isNil(v *smt.Term, t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Chan, *types.Map, *types.Slice, *types.Signature:
	default:
		return false
	}
	z := d.vm.Zero(t)
	if z.Kind != smt.Var {
		return false
	}
	nv, ok := d.raw(z.Op)
	return ok && nv.String() == v.String()
}
