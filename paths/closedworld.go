// This file defines the closed-world check of methods that library code
// runs on values whose dynamic type the path does not know: fmt and slog
// formatting an interface value (String, Error, Format, MarshalJSON...),
// errors.Is and errors.As walking a chain (Is, As, Unwrap), and the
// writer or handler a logger was given (Write, Handle...).
//
// Rule. Such a value may hold any type of the program, so every method of
// that name declared in the function's own package must have a functional
// body (annotations.go): no collection call, no write to memory that
// existed before the call, no channel, goroutine or dynamic call. If one
// does not, the call is refused, naming that method. Methods of other
// packages' types (the standard library, other modules, the module's
// other packages) are trusted, and listed: checking them would make a
// package's verdicts depend on which other packages a run loads.
//
// Only methods of the signature library code calls count (String() string,
// Handle(context.Context, slog.Record) error...): a method of another
// signature cannot satisfy the interface the library asserts to, so it
// never runs there.
//
// Soundness. A dynamic type of a value is either declared in the
// function's package, whose methods of these names are all checked here,
// or elsewhere, which the run lists as trusted; a method that cannot touch
// the verified collections nor memory the function reads cannot change
// the function's outcome, whichever runs. Checking every method of the
// name over-approximates the types the value may really hold.

package paths

import (
	"fmt"
	"go/types"
	"sort"
	"strings"
)

// Method names library code runs on values of unknown dynamic type.
var (
	formatNames = []string{"Format", "Error", "String", "GoString", "LogValue", "MarshalText", "MarshalJSON"} // formatMethodNames
	errorNames  = []string{"Error", "Is", "As", "Unwrap", "Format"}
	writerNames = []string{"Write", "Handle", "Enabled", "WithAttrs", "WithGroup"}
)

// effectfulMethod says why some method named in names, declared on a type
// of the package of the function being walked, does not have a functional
// body ("" when every one does); it lists the other packages' methods as
// trusted.
func (w *walker) effectfulMethod(names []string) string {
	pkg := FuncPackage(w.fn)
	if pkg == nil {
		return ""
	}
	w.trust(fmt.Sprintf("methods %s of types of other packages have no effect on the verified collections", strings.Join(names, ", ")), 0)
	key := fmt.Sprintf("%p %s", pkg, strings.Join(names, ","))
	if why, ok := w.prog.closedWorld.Load(key); ok {
		return why.(string)
	}
	why := w.prog.findEffectful(pkg, names)
	w.prog.closedWorld.Store(key, why)
	return why
}

func (p *Program) findEffectful(pkg *types.Package, names []string) string {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	var whys []string
	{
		scope := pkg.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok {
				continue
			}
			for m := range named.Methods() {
				if !want[m.Name()] || !librarySignature(m) {
					continue
				}
				if named.TypeParams().Len() > 0 { // its body is checked per instantiation, not here
					whys = append(whys, fmt.Sprintf("(%s).%s, a method of a generic type, which is not checked", tn.Name(), m.Name()))
					continue
				}
				fn := p.SSA.FuncValue(m)
				if fn == nil || len(fn.Blocks) == 0 {
					continue
				}
				if pos, why := functionalBody(fn, false, p); why != "" {
					whys = append(whys, fmt.Sprintf("(%s).%s, which %s (%s)", tn.Name(), m.Name(), why, p.Where(pos)))
				}
			}
		}
	}
	if len(whys) == 0 {
		return ""
	}
	sort.Strings(whys)
	return whys[0]
}

// librarySignatures are the signatures, as sigKey prints them, under which
// library code calls the methods of each name: those of the interfaces fmt,
// encoding, errors, io and log/slog assert to.
var librarySignatures = map[string][]string{
	"Format":      {"(fmt.State,int32)()"},
	"Error":       {"()(string)"},
	"String":      {"()(string)"},
	"GoString":    {"()(string)"},
	"LogValue":    {"()(log/slog.Value)"},
	"MarshalText": {"()([]uint8,error)"},
	"MarshalJSON": {"()([]uint8,error)"},
	"Is":          {"(error)(bool)"},
	"As":          {"(interface{})(bool)"},
	"Unwrap":      {"()(error)", "()([]error)"},
	"Write":       {"([]uint8)(int,error)"},
	"Handle":      {"(context.Context,log/slog.Record)(error)"},
	"Enabled":     {"(context.Context,log/slog.Level)(bool)"},
	"WithAttrs":   {"([]log/slog.Attr)(log/slog.Handler)"},
	"WithGroup":   {"(string)(log/slog.Handler)"},
}

// librarySignature reports whether method m has a signature under which
// library code calls a method of its name.
func librarySignature(m *types.Func) bool {
	key := sigKey(m.Signature())
	for _, s := range librarySignatures[m.Name()] {
		if s == key {
			return true
		}
	}
	return false
}

// sigKey prints a signature's parameter and result types, without names
// or receiver, each as its identity is (canonType): "(fmt.State,int32)()".
func sigKey(sig *types.Signature) string {
	list := func(t *types.Tuple) string {
		var parts []string
		for i := 0; i < t.Len(); i++ {
			parts = append(parts, canonType(t.At(i).Type()))
		}
		return "(" + strings.Join(parts, ",") + ")"
	}
	return list(sig.Params()) + list(sig.Results())
}

// canonType prints t so that identical types print alike, however they
// are spelled: aliases resolved (rune is int32, byte uint8, any
// interface{}, a local alias of fmt.State is fmt.State), named types by
// package path and name. A type it does not expect prints as its
// TypeString after resolving aliases, which is at worst a key matching
// nothing (the method then counts: only listed signatures are skipped
// when the name matches, so a wrong key can only skip fewer).
func canonType(t types.Type) string {
	t = types.Unalias(t)
	switch u := t.(type) {
	case *types.Basic:
		return types.Typ[u.Kind()].Name()
	case *types.Slice:
		return "[]" + canonType(u.Elem())
	case *types.Pointer:
		return "*" + canonType(u.Elem())
	case *types.Named:
		if u.Obj().Pkg() == nil {
			return u.Obj().Name() // error
		}
		return u.Obj().Pkg().Path() + "." + u.Obj().Name()
	case *types.Interface:
		if u.Empty() {
			return "interface{}"
		}
	}
	return types.TypeString(t, nil)
}
