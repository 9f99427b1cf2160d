// This file defines Spec, a collection spec file (.sfspec), and its
// parsing: Go syntax (go/parser), a type declaration naming the described
// Go type and its abstract state, and one method declaration per method.

package specs

import (
	"go/ast"
	goparser "go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"strings"
)

// SpecExt is the extension of collection spec files.
const SpecExt = ".sfspec"

// A Spec describes a Go collection type snowflake does not know: its
// abstract state and each method's sequential behaviour.
type Spec struct {
	File     string         // the spec file
	Pos      token.Position // of the //snowflake:collection directive
	PkgPath  string         // the described type's package path
	TypeName string         // the described type's name
	params   []tparam       // its type parameters
	keyed    bool           // map[K]V state (else cell[T])
	key, val styp           // keyed: the key and value types
	cell     styp           // cell: the held value's type
	Methods  []*SpecMethod
	fset     *token.FileSet
	file     *ast.File
	pkg      *types.Package // the described package, once known (specpkg.go)
	needsPkg bool           // a type name may be the package's or an import's
	pending  bool           // needsPkg, and the package is not known yet
}

// A SpecMethod is one method of a spec.
type SpecMethod struct {
	Name      string
	Pos       token.Position
	params    []param
	results   []styp
	body      *ast.BlockStmt
	accessor  bool   // declared //snowflake:accessor
	notAtomic string // //snowflake:notatomic reason
	mutates   bool   // the body calls put, del, clear or store
	explicit  bool   // the body has a panic statement
	clock     string // //snowflake:clock name: the local holding the call's clock reading
	clockVar  *local
	types     map[ast.Expr]styp
	lits      map[*ast.CompositeLit][]ast.Expr // each field's expression (nil: zero)
	fields    map[*ast.SelectorExpr]int        // the selected field's index
	convs     map[*ast.CallExpr]styp           // conversions T(x): T
	errs      map[*ast.CallExpr]string         // errors.New(msg): msg
	consts    map[ast.Expr]constVal
	refs      map[*ast.Ident]*local // uses and definitions of variables
	paramVars []*local              // the parameters' variables, in order (nil for _)
}

type param struct {
	name string
	typ  styp
}

// FullName is the described type as "path.Name".
func (s *Spec) FullName() string { return s.PkgPath + "." + s.TypeName }

// ParseSpecFile reads, parses and checks the spec file name. Errors carry
// file:line:col positions (a scanner.ErrorList).
func ParseSpecFile(name string) (*Spec, error) {
	src, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return ParseSpec(name, src)
}

// ParseSpec parses and checks the spec src, read from file name: its
// syntax, the types of its bodies, and (with Z3) that the derived axioms are
// consistent and that every method declared an accessor is one.
func ParseSpec(name string, src []byte) (*Spec, error) {
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, name, src, goparser.ParseComments|goparser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	s := &Spec{File: name, fset: fset, file: f}
	if err := s.check(); err != nil {
		return nil, err
	}
	return s, nil
}

// check reads the declarations and checks the spec whole; a spec naming
// types of Go packages before its package is known is only read (pending).
func (s *Spec) check() error {
	s.params, s.Methods, s.keyed, s.needsPkg = nil, nil, false, false
	var errs scanner.ErrorList
	s.decls(s.file, &errs)
	if len(errs) == 0 || s.needsPkg {
		for _, m := range s.Methods {
			s.checkMethod(m, &errs)
		}
	}
	if s.pending = s.needsPkg && s.pkg == nil; s.pending {
		return nil // checked whole by CheckAgainst
	}
	if len(errs) > 0 {
		errs.Sort()
		return errs
	}
	return s.consistent()
}

// decls reads the collection type and the method declarations.
func (s *Spec) decls(f *ast.File, errs *scanner.ErrorList) {
	add := func(pos token.Pos, msg string) { errs.Add(s.fset.Position(pos), msg) }
	var typ *ast.TypeSpec
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			ts, ok := d.Specs[0].(*ast.TypeSpec)
			if d.Tok != token.TYPE || len(d.Specs) != 1 || typ != nil || !ok {
				add(d.Pos(), "a spec file declares one collection type and its methods, nothing else")
				continue
			}
			typ = ts
			s.typeDecl(d, ts, add)
		case *ast.FuncDecl:
			if m := s.methodDecl(d, typ, add); m != nil {
				s.Methods = append(s.Methods, m)
			}
		}
	}
	if typ == nil {
		add(f.Package, "no collection type: want //snowflake:collection path.Name above type Name map[K]V or type Name cell[T]")
	}
}

// typeDecl reads the //snowflake:collection directive, the type
// parameters and the abstract state.
func (s *Spec) typeDecl(d *ast.GenDecl, ts *ast.TypeSpec, add func(token.Pos, string)) {
	s.TypeName = ts.Name.Name
	dir, pos := directive(d.Doc, "collection")
	if dir == "" {
		dir, pos = directive(ts.Doc, "collection")
	}
	dot := strings.LastIndex(dir, ".")
	if dot <= 0 || dir[dot+1:] != ts.Name.Name || strings.ContainsAny(dir, " \t") {
		add(ts.Pos(), "want //snowflake:collection path."+ts.Name.Name+" above the type: the described Go type's package path and name")
		return
	}
	s.PkgPath, s.TypeName, s.Pos = dir[:dot], dir[dot+1:], s.fset.Position(pos)
	if ts.TypeParams != nil {
		for _, f := range ts.TypeParams.List {
			cmp := false
			if id, ok := f.Type.(*ast.Ident); ok && (id.Name == "comparable" || id.Name == "any") {
				cmp = id.Name == "comparable"
			} else {
				add(f.Type.Pos(), "type parameter constraint: want comparable or any")
			}
			for _, n := range f.Names {
				s.params = append(s.params, tparam{name: n.Name, comparable: cmp})
			}
		}
	}
	s.state(ts.Type, add)
}

// state reads map[K]V or cell[T].
func (s *Spec) state(e ast.Expr, add func(token.Pos, string)) {
	typ := func(e ast.Expr) styp { return s.typeOf(e, add) }
	switch e := e.(type) {
	case *ast.MapType:
		s.keyed, s.key, s.val = true, typ(e.Key), typ(e.Value)
		if !s.key.comparableIn(s.params) && s.key.t != nil {
			add(e.Key.Pos(), "map key type "+s.key.name(s.params)+" is not comparable")
		}
	case *ast.IndexExpr:
		if id, ok := e.X.(*ast.Ident); ok && id.Name == "cell" {
			s.cell = typ(e.Index)
			return
		}
		add(e.Pos(), "abstract state: want map[K]V or cell[T]")
	default:
		add(e.Pos(), "abstract state: want map[K]V or cell[T]")
	}
}

// methodDecl reads one method: receiver, signature, directives.
func (s *Spec) methodDecl(d *ast.FuncDecl, typ *ast.TypeSpec, add func(token.Pos, string)) *SpecMethod {
	if d.Recv == nil || typ == nil || !s.receiverOK(d.Recv.List[0].Type) {
		add(d.Pos(), "want a method of the collection type, declared after it: func (Name[params]) Method(...) ...")
		return nil
	}
	m := &SpecMethod{Name: d.Name.Name, Pos: s.fset.Position(d.Name.Pos()), body: d.Body}
	for _, name := range []string{"accessor", "notatomic", "clock"} {
		arg, pos := directive(d.Doc, name)
		switch {
		case !pos.IsValid():
		case name == "accessor":
			m.accessor = true
		case name == "clock":
			if m.clock = arg; !token.IsIdentifier(arg) {
				add(pos, "//snowflake:clock needs the name of the local that holds the call's clock reading: //snowflake:clock now")
			}
		default:
			if m.notAtomic = arg; arg == "" {
				add(pos, "//snowflake:notatomic needs a reason")
			}
		}
	}
	if d.Doc != nil {
		for _, c := range d.Doc.List {
			if rest, ok := strings.CutPrefix(c.Text, prefix); ok {
				if k := strings.Fields(rest + " x")[0]; k != "accessor" && k != "notatomic" && k != "clock" {
					add(c.Pos(), "unknown directive //snowflake:"+k+" on a spec method (want accessor, notatomic or clock)")
				}
			}
		}
	}
	if m.notAtomic != "" {
		return m // its signature and body are not used
	}
	if d.Body == nil {
		add(d.Pos(), "method "+m.Name+" has no body: describe its behaviour, or mark it //snowflake:notatomic reason")
	}
	s.signature(m, d.Type, add)
	return m
}

// signature reads the parameter and result types.
func (s *Spec) signature(m *SpecMethod, ft *ast.FuncType, add func(token.Pos, string)) {
	typ := func(e ast.Expr) styp { return s.typeOf(e, add) }
	for _, f := range ft.Params.List {
		t := typ(f.Type)
		for _, n := range f.Names {
			m.params = append(m.params, param{name: n.Name, typ: t})
		}
		if len(f.Names) == 0 {
			m.params = append(m.params, param{name: "_", typ: t})
		}
	}
	if ft.Results != nil {
		for _, f := range ft.Results.List {
			if len(f.Names) > 0 {
				add(f.Pos(), "named results: not supported in specs")
			}
			m.results = append(m.results, typ(f.Type))
		}
	}
}

// typeOf resolves a type expression, reporting one the spec cannot use.
func (s *Spec) typeOf(e ast.Expr, add func(token.Pos, string)) styp {
	t, ok := s.resolveType(e)
	if !ok {
		add(e.Pos(), "type "+exprString(e)+": a spec uses its type parameters, predeclared boolean, integer, string types, any, error, and types of the described package and its imports (time.Duration)")
	}
	return t
}

// receiverOK reports whether the receiver is the collection type (or a
// pointer to it) with its type parameters named as declared.
func (s *Spec) receiverOK(e ast.Expr) bool {
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	var args []ast.Expr
	switch x := e.(type) {
	case *ast.IndexExpr:
		e, args = x.X, []ast.Expr{x.Index}
	case *ast.IndexListExpr:
		e, args = x.X, x.Indices
	}
	id, ok := e.(*ast.Ident)
	if !ok || id.Name != s.TypeName || len(args) != len(s.params) {
		return false
	}
	for i, a := range args {
		if a, ok := a.(*ast.Ident); !ok || a.Name != s.params[i].name {
			return false
		}
	}
	return true
}

// directive returns the argument and position of //snowflake:kind in cg.
func directive(cg *ast.CommentGroup, kind string) (string, token.Pos) {
	if cg == nil {
		return "", token.NoPos
	}
	for _, c := range cg.List {
		rest, ok := strings.CutPrefix(c.Text, prefix+kind)
		if ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			return strings.TrimSpace(rest), c.Pos()
		}
	}
	return "", token.NoPos
}

func exprString(e ast.Expr) string { return types.ExprString(e) }
