// This file defines the index of the root packages' code that tracing an
// interface value's sources needs (ifaceset.go): the values stored into
// each field and package variable, the static call sites of each
// function, and the fields, variables and functions used otherwise than
// by loading, storing or calling them (their values may then come from
// anywhere). It is built once per Program, lazily.

package paths

import (
	"go/token"
	"go/types"
	"slices"
	"sync"

	"golang.org/x/tools/go/ssa"
)

// flowIndex records, once per Program, the writes and uses of the root
// packages' code that tracing needs; safe for concurrent use.
type flowIndex struct {
	once    sync.Once
	fields  map[namedField][]ssa.Value    // values stored into each field
	globals map[*ssa.Global][]ssa.Value   // values stored into each package variable
	calls   map[*ssa.Function][]*ssa.Call // static call sites of each function
	escapes map[any]token.Pos             // fields, variables, functions used otherwise
	same    map[string]string             // struct types converted into one another (union-find)
	cores   []types.Type                  // the core structs of type parameters whose fields generic code addresses
	traced  sync.Map                      // ssa.Value -> *implSet
}

func (p *Program) flowIndex() *flowIndex {
	f := &p.flows
	f.once.Do(func() {
		f.fields = map[namedField][]ssa.Value{}
		f.globals = map[*ssa.Global][]ssa.Value{}
		f.calls = map[*ssa.Function][]*ssa.Call{}
		f.escapes = map[any]token.Pos{}
		f.same = map[string]string{}
		for _, fn := range rootFunctions(p) {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					f.record(instr)
				}
			}
		}
		f.unionConvertible(p)
		f.merge()
	})
	return f
}

// unionConvertible merges every two struct types of the root packages
// that Go lets any package convert into one another (identical underlying
// types, tags aside), whether or not the loaded code converts them: code
// that is not loaded (another package importing both) may.
func (f *flowIndex) unionConvertible(p *Program) {
	var structs []types.Type
	for _, r := range p.Roots {
		scope := r.Types.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() == 0 {
				if _, ok := n.Underlying().(*types.Struct); ok {
					structs = append(structs, n)
				}
			}
		}
	}
	structs = append(structs, f.cores...) // generic code's structs, of no name: the same memory as the named ones
	for i, a := range structs {
		for _, b := range structs[i+1:] {
			if types.IdenticalIgnoreTags(a.Underlying(), b.Underlying()) {
				f.union(a, b)
			}
		}
	}
}

// record notes instr's stores, static calls and the other uses of its
// operands' addresses and functions.
func (f *flowIndex) record(instr ssa.Instruction) {
	switch in := instr.(type) {
	case *ssa.Store:
		switch a := in.Addr.(type) {
		case *ssa.FieldAddr:
			k := fieldOf(a)
			f.fields[k] = append(f.fields[k], in.Val)
			f.noteCore(a.X.Type())
		case *ssa.Global:
			f.globals[a] = append(f.globals[a], in.Val)
		}
		f.escape(in.Val, in.Pos())
		return
	case *ssa.UnOp:
		return // a load, or an operator on a value
	case ssa.CallInstruction:
		cc := in.Common()
		if c, ok := in.(*ssa.Call); ok && !cc.IsInvoke() {
			if callee, ok := cc.Value.(*ssa.Function); ok {
				f.calls[callee] = append(f.calls[callee], c)
			}
		} else if fn, ok := cc.Value.(*ssa.Function); ok {
			f.escapes[fn] = in.Pos() // go or defer of it: called, but not by a Call
		}
		for _, a := range cc.Args {
			f.escape(a, in.Pos())
		}
		return
	case *ssa.DebugRef:
		return
	case *ssa.ChangeType:
		f.union(in.X.Type(), in.Type())
	}
	var ops []*ssa.Value
	for _, o := range instr.Operands(ops) {
		if *o != nil {
			f.escape(*o, instr.Pos())
		}
	}
}

// noteCore records the core struct of a type parameter whose field
// generic code addresses through a pointer of type t, so that
// unionConvertible merges it with the named structs of its layout.
func (f *flowIndex) noteCore(t types.Type) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if _, ok := t.(*types.TypeParam); !ok {
		return
	}
	if core := coreStruct(t); core != t && !slices.ContainsFunc(f.cores, func(c types.Type) bool { return types.Identical(c, core) }) {
		f.cores = append(f.cores, core)
	}
}

// escape notes a use of v other than loading, storing or calling it.
func (f *flowIndex) escape(v ssa.Value, pos token.Pos) {
	switch v := v.(type) {
	case *ssa.FieldAddr:
		f.escapes[fieldOf(v)] = pos
		f.noteCore(v.X.Type())
	case *ssa.Global, *ssa.Function:
		f.escapes[v] = pos
	}
}

// namedField names a field by its struct type and name (fieldKey
// elsewhere names one struct's field).
type namedField struct{ strct, name string }

// structName names struct type t (a pointer's element for a pointer):
// named types by their origin, others by their type.
func structName(t types.Type) (string, bool) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if _, ok := t.Underlying().(*types.Struct); !ok {
		return "", false
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return types.TypeString(n.Origin(), nil), true
	}
	return types.TypeString(t, nil), true
}

// fieldOf names the field a FieldAddr addresses.
func fieldOf(a *ssa.FieldAddr) namedField {
	return fieldNamed(a.X.Type(), a.Field)
}

// fieldNamed names field i of struct type t (or of t's element); a type
// parameter's field by its core struct, as a struct type of no name.
func fieldNamed(t types.Type, i int) namedField {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	t = coreStruct(t)
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return namedField{types.TypeString(t, nil), "?"}
	}
	name, _ := structName(t)
	return namedField{name, st.Field(i).Name()}
}

// coreStruct returns the struct type a type parameter's every term has
// as its underlying type (the type generic code addresses the fields of:
// &S{v: n} for S ~struct{ v int32 }), or t itself.
func coreStruct(t types.Type) types.Type {
	tp, ok := t.(*types.TypeParam)
	if !ok {
		return t
	}
	terms, ok := constraintTerms(tp)
	var core types.Type
	for _, term := range terms {
		st, isStruct := term.Underlying().(*types.Struct)
		if !isStruct || core != nil && !types.Identical(core, st) {
			return t
		}
		core = st
	}
	if !ok || core == nil {
		return t
	}
	return core
}

// constraintTerms returns the types of tp's constraint's terms (~S or S,
// each union's members, those of embedded constraints too), and false
// when the constraint is not an interface.
func constraintTerms(tp *types.TypeParam) ([]types.Type, bool) {
	iface, ok := tp.Constraint().Underlying().(*types.Interface)
	if !ok {
		return nil, false
	}
	return ifaceTerms(iface, nil), true
}

// ifaceTerms appends the terms of iface's embedded elements to out.
func ifaceTerms(iface *types.Interface, out []types.Type) []types.Type {
	for i := 0; i < iface.NumEmbeddeds(); i++ {
		e := iface.EmbeddedType(i)
		if inner, isIface := e.Underlying().(*types.Interface); isIface { // interface{ C } for C ~struct{...}
			out = ifaceTerms(inner, out)
			continue
		}
		u, isUnion := e.(*types.Union)
		if !isUnion {
			out = append(out, e)
			continue
		}
		for j := 0; j < u.Len(); j++ {
			if inner, isIface := u.Term(j).Type().Underlying().(*types.Interface); isIface {
				out = ifaceTerms(inner, out)
			} else {
				out = append(out, u.Term(j).Type())
			}
		}
	}
	return out
}

// union merges the struct types of a conversion from x to y: a value of
// one may become the other's, fields and all.
func (f *flowIndex) union(x, y types.Type) {
	a, okA := structName(x)
	b, okB := structName(y)
	if okA && okB && f.find(a) != f.find(b) {
		f.same[f.find(a)] = f.find(b)
	}
}

func (f *flowIndex) find(s string) string {
	for f.same[s] != "" && f.same[s] != s {
		s = f.same[s]
	}
	return s
}

// merge keys the recorded stores and escapes by the merged struct types.
func (f *flowIndex) merge() {
	fields := map[namedField][]ssa.Value{}
	for k, vs := range f.fields {
		k.strct = f.find(k.strct)
		fields[k] = append(fields[k], vs...)
	}
	f.fields = fields
	for k, pos := range f.escapes {
		if nf, ok := k.(namedField); ok {
			nf.strct = f.find(nf.strct)
			f.escapes[nf] = pos
		}
	}
}
