// This file defines the executable model of a spec collection: the same
// method bodies interpreted over concrete values (axioms.Value), to replay
// witnesses. Values beyond the model (hashing or comparing values whose ==
// the model cannot decide) are errors, never guesses.

package specs

import (
	"errors"
	"fmt"
	"go/ast"
	"go/types"
	"math/big"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/values"
)

// NewExec implements axioms.Executable.
func (c *specColl) NewExec() (axioms.Exec, error) {
	e := &specExec{c: c, m: map[string][2]axioms.Value{}}
	if !c.s.keyed {
		z, err := c.zeroValue(c.s.cell)
		if err != nil {
			return nil, err
		}
		e.cell = z
	}
	return e, nil
}

// specExec holds the state: entries by key identity, or the cell's value.
type specExec struct {
	c    *specColl
	m    map[string][2]axioms.Value // key.Key → (key, value)
	cell axioms.Value
}

// errPanic stops a body that panics.
var errPanic = errors.New("panic")

func (e *specExec) Set(key *axioms.Value, val axioms.Value, present bool) {
	switch {
	case !e.c.s.keyed:
		e.cell = val
	case present:
		e.m[key.Key] = [2]axioms.Value{*key, val}
	default:
		delete(e.m, key.Key)
	}
}

func (e *specExec) Show() string {
	if !e.c.s.keyed {
		return shortGo(e.cell)
	}
	short := make(map[string][2]axioms.Value, len(e.m))
	for k, kv := range e.m {
		kv[0].Go, kv[1].Go = shortGo(kv[0]), shortGo(kv[1])
		short[k] = kv
	}
	return axioms.ShowMap(short)
}

func (e *specExec) Call(method string, args []axioms.Value) ([]axioms.Value, bool, error) {
	var m *SpecMethod
	for _, sm := range e.c.s.Methods {
		if sm.Name == method && sm.notAtomic == "" {
			m = sm
		}
	}
	if m == nil || len(args) != len(m.params)+clockArgs(m) {
		return nil, false, fmt.Errorf("%s.%s: no executable model", e.c.name, method)
	}
	// Run on a copy: a panicking or failing call leaves the state as it was.
	saved := make(map[string][2]axioms.Value, len(e.m))
	for k, v := range e.m {
		saved[k] = v
	}
	cell := e.cell
	in := &concInterp{e: e, m: m, env: map[*local]axioms.Value{}}
	for i, l := range m.paramVars {
		in.env[l] = args[i]
	}
	if m.clockVar != nil {
		in.env[m.clockVar] = args[len(m.paramVars)]
	}
	res, _, err := in.block(m.body.List)
	if err != nil {
		e.m, e.cell = saved, cell
		if err == errPanic {
			return nil, true, nil
		}
		return nil, false, err
	}
	return res, false, nil
}

// zeroValue is the zero value of t in this instantiation.
func (c *specColl) zeroValue(t styp) (axioms.Value, error) {
	gt := t.subst(c.args)
	if types.IsInterface(gt) {
		return axioms.Nil, nil
	}
	if st, ok := gt.Underlying().(*types.Struct); ok {
		var fields []axioms.Value
		for i := 0; i < st.NumFields(); i++ {
			f, err := c.zeroValue(styp{param: -1, t: st.Field(i).Type()})
			if err != nil {
				return f, err
			}
			fields = append(fields, f)
		}
		return structValue(gt, fields), nil
	}
	b, ok := gt.Underlying().(*types.Basic)
	if !ok {
		return axioms.Value{}, fmt.Errorf("the zero value of %s is beyond the executable model", gt)
	}
	name := valueTypeName(gt)
	switch {
	case b.Info()&types.IsBoolean != 0:
		return axioms.Bool(false), nil
	case b.Info()&types.IsString != 0:
		return stringValue("", name), nil
	}
	return axioms.IntValue(new(big.Int), values.Width(b), name), nil
}

func stringValue(s, typ string) axioms.Value {
	lit := fmt.Sprintf("%q", s)
	if typ != "string" {
		lit = typ + "(" + lit + ")"
	}
	return axioms.Value{Go: lit, Key: typ + ":" + s, Type: typ, Plain: true}
}

// concInterp runs one call's body.
type concInterp struct {
	e   *specExec
	m   *SpecMethod
	env map[*local]axioms.Value
}

// block runs a statement list; done once it returned.
func (in *concInterp) block(list []ast.Stmt) (res []axioms.Value, done bool, err error) {
	for _, st := range list {
		if res, done, err = in.stmt(st); err != nil || done {
			return res, done, err
		}
	}
	return nil, false, nil
}
