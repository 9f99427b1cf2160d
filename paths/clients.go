// This file defines Client and FindClients: the types (or packages) that
// compose one shared collection, and the functions to verify for each.

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// A Client is a struct type with a base field, or a package with a base
// variable, and the functions that compose the base object.
type Client struct {
	Name       string // the type's name, or the package's name for a base var
	Pkg        *packages.Package
	Type       *types.Named // nil for a base var
	Field      int          // the base field's index; -1 for a base var
	ByPointer  bool         // the base field is a pointer to the collection
	Global     *ssa.Global  // the base var, or nil
	Base       string       // the base field's or var's name
	BasePos    token.Pos
	Collection axioms.Collection
	Funcs      []*ssa.Function
	// Refusal, when set, refuses every function of the client.
	Refusal *Refusal
	// Mutable maps the client's other fields that are written after
	// construction (or whose address escapes) to where; the others are
	// read as constants.
	Mutable map[int]string
	// Discovered marks a client found without directives (Discover): its
	// one function reaches the object through parameter Param (the
	// receiver, or another parameter), or through the package variable.
	Discovered bool
	Param      int
	// Skipped, for a discovered client refused because discovery does not
	// follow how its function reaches the object, names that form
	// ("nested field", "several objects": undiscovered.go).
	Skipped string
	// NoBase marks a discovered client without a base of its own: every
	// object its function touches is an object of the function's product
	// besides the base (objects.go, undiscovered.go).
	NoBase bool
	// Resets are the assignments of the base by test resets (resets.go):
	// the other functions are verified assuming they never run
	// concurrently with them.
	Resets []Reset
	// plainWrites are the plain stores to a base word (resets.go).
	plainWrites []plainWrite
	// lockOps are the mutex operations the walk sets aside: those of a
	// critical section under a lock discipline (locksection.go).
	lockOps map[ssa.Instruction]bool
	// lockReads are the loads of fields the section's mutex guards, which
	// the walk reads as any value (lockguard.go).
	lockReads map[ssa.Instruction]bool
}

// A Diagnostic is a problem with the user's specification, at a position.
type Diagnostic struct {
	Pos     token.Pos
	Message string
}

// FindClients finds the clients of the root packages, in source order.
func FindClients(p *Program) ([]*Client, []Diagnostic) {
	var clients []*Client
	var diags []Diagnostic
	for _, d := range p.DirDiags {
		diags = append(diags, Diagnostic{d.Pos, d.Message})
	}
	var bad []*AnnotationError
	for _, e := range p.BadAnnotations {
		bad = append(bad, e)
	}
	sort.Slice(bad, func(i, j int) bool { // a total order: bad comes from a map
		if bad[i].Dir.Pos != bad[j].Dir.Pos {
			return p.before(bad[i].Dir.Pos, bad[j].Dir.Pos)
		}
		return p.before(bad[i].Func.Pos(), bad[j].Func.Pos())
	})
	for _, e := range bad {
		diags = append(diags, Diagnostic{e.Dir.Pos, fmt.Sprintf("//snowflake:%s on %s does not hold: it %s (at %s)",
			e.Dir.Kind, e.Func.Name(), e.Message, p.Where(e.Pos))})
	}
	for _, pkg := range p.Roots {
		scope := pkg.Types.Scope()
		for _, name := range scope.Names() {
			switch obj := scope.Lookup(name).(type) {
			case *types.TypeName:
				c, ds := typeClient(p, pkg, obj)
				diags = append(diags, ds...)
				if c != nil {
					clients = append(clients, c)
				}
			case *types.Var:
				c, ds := varClient(p, pkg, obj)
				diags = append(diags, ds...)
				if c != nil {
					clients = append(clients, c)
				}
			}
		}
	}
	sort.SliceStable(clients, func(i, j int) bool { return p.before(clients[i].BasePos, clients[j].BasePos) })
	return clients, diags
}

func typeClient(p *Program, pkg *packages.Package, tn *types.TypeName) (*Client, []Diagnostic) {
	named, ok := tn.Type().(*types.Named)
	if !ok || tn.IsAlias() {
		return nil, nil
	}
	if _, ok := p.Directives.Has(tn, specs.Base); ok {
		return definedTypeClient(p, pkg, tn, named) // type Hits atomic.Int64 (definedbase.go)
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	var diags []Diagnostic
	field := -1
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if _, ok := p.Directives.Has(f, specs.Base); !ok {
			continue
		}
		if _, ok := p.Catalog.LookupBase(f.Type()); !ok {
			diags = append(diags, Diagnostic{f.Pos(), fmt.Sprintf("//snowflake:base on field %s of type %s: not a supported collection (supported: %s)", f.Name(), types.TypeString(f.Type(), types.RelativeTo(pkg.Types)), supported())})
			continue
		}
		if field >= 0 {
			diags = append(diags, Diagnostic{f.Pos(), fmt.Sprintf("second //snowflake:base field %s in %s: a client has one base object", f.Name(), tn.Name())})
			continue
		}
		field = i
	}
	if field < 0 && len(diags) == 0 && st.NumFields() == 1 {
		if _, ok := p.Catalog.Lookup(st.Field(0).Type()); ok {
			field = 0
		}
	}
	if field < 0 {
		return nil, diags
	}
	f := st.Field(field)
	coll, _ := p.Catalog.LookupBase(f.Type())
	_, byPtr := f.Type().(*types.Pointer)
	c := &Client{Name: tn.Name(), Pkg: pkg, Type: named, Field: field, ByPointer: byPtr,
		Base: f.Name(), BasePos: f.Pos(), Collection: coll}
	for i := 0; i < named.NumMethods(); i++ {
		if fn := p.SSA.FuncValue(named.Method(i)); fn != nil {
			c.Funcs = append(c.Funcs, fn)
		}
	}
	sortFuncs(p, c.Funcs)
	if c.Refusal == nil {
		c.Refusal = fieldWrites(p, pkg, c)
	}
	return c, diags
}

func varClient(p *Program, pkg *packages.Package, v *types.Var) (*Client, []Diagnostic) {
	if _, ok := p.Directives.Has(v, specs.Base); !ok {
		return nil, nil
	}
	coll, ok := p.Catalog.LookupBase(v.Type())
	if !ok {
		return nil, []Diagnostic{{v.Pos(), fmt.Sprintf("//snowflake:base on var %s of type %s: not a supported collection (supported: %s)", v.Name(), types.TypeString(v.Type(), types.RelativeTo(pkg.Types)), supported())}}
	}
	_, byPtr := v.Type().(*types.Pointer)
	ssaPkg := p.SSA.Package(pkg.Types)
	g := ssaPkg.Var(v.Name())
	c := &Client{Name: pkg.Name, Pkg: pkg, Field: -1, ByPointer: byPtr, Global: g, Base: v.Name(),
		BasePos: v.Pos(), Collection: coll}
	for _, fn := range packageFuncs(p, pkg) {
		if mentions(fn, g) {
			c.Funcs = append(c.Funcs, fn)
		}
	}
	sortFuncs(p, c.Funcs)
	c.Refusal = fieldWrites(p, pkg, c)
	return c, nil
}

func supported() string {
	s := ""
	for i, c := range axioms.All() {
		if i > 0 {
			s += ", "
		}
		s += c.Name()
	}
	return s
}

// packageFuncs lists the source functions and methods declared in pkg.
func packageFuncs(p *Program, pkg *packages.Package) []*ssa.Function {
	ssaPkg := p.SSA.Package(pkg.Types)
	var fns []*ssa.Function
	for _, m := range ssaPkg.Members {
		switch m := m.(type) {
		case *ssa.Function:
			if m.Synthetic == "" {
				fns = append(fns, m)
			}
		case *ssa.Type:
			if named, ok := m.Type().(*types.Named); ok {
				for i := 0; i < named.NumMethods(); i++ {
					if fn := p.SSA.FuncValue(named.Method(i)); fn != nil {
						fns = append(fns, fn)
					}
				}
			}
		}
	}
	sortFuncs(p, fns)
	return fns
}

// sortFuncs sorts fns by position (file, line, column: not token.Pos,
// whose order of files changes from load to load), and functions at the
// same position (an instantiation and its origin, synthetic wrappers,
// init) by name: a total order, so that what is computed from the list
// (which function a reason names) does not depend on the order of the
// maps fns came from.
func sortFuncs(p *Program, fns []*ssa.Function) {
	type key struct {
		pos  token.Position
		name string
	}
	keys := make(map[*ssa.Function]key, len(fns))
	for _, fn := range fns {
		keys[fn] = key{p.Fset.Position(fn.Pos()), fn.String()}
	}
	sort.SliceStable(fns, func(i, j int) bool {
		a, b := keys[fns[i]], keys[fns[j]]
		if a.pos != b.pos {
			return Before(a.pos, b.pos)
		}
		return a.name < b.name
	})
}

// mentions reports whether fn (or a closure in it) uses g.
func mentions(fn *ssa.Function, g *ssa.Global) bool {
	return eachGlobal(fn, func(h *ssa.Global) bool { return h == g })
}

// eachGlobal calls f on each package variable fn or its closures use as
// an operand, in order, until f returns true; it reports whether f did.
func eachGlobal(fn *ssa.Function, f func(*ssa.Global) bool) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			for _, op := range instr.Operands(nil) {
				if op == nil {
					continue
				}
				if g, ok := (*op).(*ssa.Global); ok && f(g) {
					return true
				}
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if eachGlobal(anon, f) {
			return true
		}
	}
	return false
}

// fieldWrites refuses a client whose base is reassigned after construction:
// a store to the base field anywhere but into a fresh allocation, or a store
// to the base var.
//
// A fresh allocation is one not yet published (unpublished: the store
// runs before any use that lets the allocation escape), and the store may
// be at any depth inside it: a whole struct holding the base stored into
// a field of a composite literal (Config{Level: NewAtomicLevel()}), or a
// nested literal's field. Soundness: no other goroutine can reach memory
// of an allocation before it is published, so such a store initializes a
// new object; it never replaces one that any other code has seen.
// Every loaded package is scanned: an exported field (or base) may be
// written from another package. (That no package outside the loaded ones
// writes an exported field is listed as trusted where it is relied on.)
func fieldWrites(p *Program, pkg *packages.Package, c *Client) *Refusal {
	for _, root := range p.Roots {
		for _, fn := range packageFuncs(p, root) {
			if r := fieldWritesIn(p, fn, c); r != nil {
				return r
			}
		}
	}
	return nil
}

func fieldWritesIn(p *Program, fn *ssa.Function, c *Client) *Refusal {
	allow := constructionStores(fn)
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if r := fieldWriteOf(p, fn, c, instr, allow); r != nil && !c.addReset(p, fn, r) { // resets.go
				return r
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if r := fieldWritesIn(p, anon, c); r != nil {
			return r
		}
	}
	return nil
}

// fieldWriteOf records in c.Mutable the field instr writes (or lets escape)
// and refuses the client when instr writes its base.
func fieldWriteOf(p *Program, fn *ssa.Function, c *Client, instr ssa.Instruction, allow map[ssa.Instruction]bool) *Refusal {
	where := func(pos token.Pos) string { return fmt.Sprintf("in %s at %s", fn.Name(), p.Where(pos)) }
	if c.Global != nil {
		if r := globalUse(p, c, fn, instr); r != nil {
			r.Message = fmt.Sprintf(r.Message, where(r.Pos))
			return r
		}
		return nil
	}
	if st, ok := instr.(*ssa.Store); ok && c.Type != nil && pointsTo(st.Addr.Type(), c.Type) {
		if !allow[st] { // a store into an allocation after its address was published is no construction, a local variable's included
			return &Refusal{Pos: st.Pos(), assigns: true, Message: fmt.Sprintf("a whole %s is overwritten %s, base field %s included", c.Name, where(st.Pos()), c.Base)}
		}
	}
	fa, ok := instr.(*ssa.FieldAddr)
	if !ok || c.Type == nil || !pointsTo(unconvert(fa.X).Type(), c.Type) {
		return nil
	}
	if fa.Field == c.Field { // the uses of the base's address (baseuse.go); allow holds only stores into unpublished allocations
		if m := newUseCheck(p, c).follow(fn, fa, false, allow); m != nil {
			return m.refusal(p, c)
		}
		return nil
	}
	if pos, written := writes(fa, false, allow); written {
		if c.Mutable == nil {
			c.Mutable = map[int]string{}
		}
		if _, seen := c.Mutable[fa.Field]; !seen {
			c.Mutable[fa.Field] = "written " + where(pos)
		}
	}
	return nil
}

func pointsTo(t types.Type, named *types.Named) bool {
	ptr, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := ptr.Elem().(*types.Named)
	return ok && n.Origin() == named.Origin()
}

// unconvert follows pointer conversions back to their source: a field
// written through (*raw)(c) is a field of c.
func unconvert(v ssa.Value) ssa.Value {
	for {
		switch c := v.(type) {
		case *ssa.ChangeType:
			v = c.X
		case *ssa.Convert:
			v = c.X
		case *ssa.MultiConvert:
			v = c.X
		default:
			return v
		}
	}
}

// writes reports whether the field address fa (or an address inside it) is
// stored to, or escapes into anything but loads; for the base (isBase),
// calls (of the collection's methods) are allowed too. Stores into an
// allocation before it is published (allow: construction, at any depth
// inside the allocation) do not count.
func writes(fa *ssa.FieldAddr, isBase bool, allow map[ssa.Instruction]bool) (token.Pos, bool) {
	var pos token.Pos
	var walk func(v ssa.Value) bool
	walk = func(v ssa.Value) bool {
		for _, ref := range *v.Referrers() {
			switch r := ref.(type) {
			case *ssa.FieldAddr:
				if walk(r) {
					return true
				}
			case *ssa.IndexAddr:
				if walk(r) {
					return true
				}
			case *ssa.Store:
				if allow[r] && r.Addr == v {
					continue
				}
				pos = r.Pos()
				return true
			case *ssa.UnOp, *ssa.DebugRef:
			case ssa.CallInstruction: // call, go, defer: the base may only receive its methods
				if !isBase || !isMethodReceiver(r, v) {
					pos = r.Pos()
					return true
				}
			default:
				pos = ref.Pos()
				return true
			}
		}
		return false
	}
	return pos, walk(fa)
}

// isMethodReceiver reports whether v is the receiver of a collection method
// called by call (and no other argument of it).
func isMethodReceiver(call ssa.CallInstruction, v ssa.Value) bool {
	cc := call.Common()
	callee := cc.StaticCallee()
	if callee == nil || len(cc.Args) == 0 || cc.Args[0] != v {
		return false
	}
	if obj, ok := callee.Object().(*types.Func); ok && callee.Signature.Recv() == nil {
		if _, ok := axioms.FuncForm(obj); !ok { // atomic.AddInt64(&base, ...)
			return false
		}
	} else if callee.Signature.Recv() == nil {
		return false
	} else if _, ok := axioms.Lookup(callee.Signature.Recv().Type()); !ok {
		return false
	}
	for _, a := range cc.Args[1:] {
		if a == v {
			return false
		}
	}
	return true
}
