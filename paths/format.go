// This file defines the one rule for the code that formatting runs, shared
// by fmt's Sprint*, Errorf and Print* functions, log's printing functions
// and slog's logging calls and Attr constructors: which methods of an
// argument formatting may call, and what is required of them.
//
// Formatting (fmt's printer, which log uses; slog's handlers) calls, on a
// value it prints, its Format, Error, String or GoString method, and fmt
// does so also on the exported fields of a struct and the elements of a
// slice, array or map it prints, and on the pointee of a pointer at the
// top level; slog resolves LogValue methods and its handlers call
// MarshalText, MarshalJSON and Error. So for an argument of a concrete
// type T the methods formatting may run are those methods of the types
// reachable from T that way (formatMethods). Each must have no effect on
// shared memory: a method of a loaded package must have a functional body
// (annotations.go's check: no collection call, no write to memory that
// existed before the call, no channel, goroutine, closure or dynamic
// call). A value whose dynamic type the path does not know (an error or
// an interface value from a parameter, a field or another function) may
// hold any type: every method of those names declared in the loaded
// packages must then be functional (closedworld.go). Methods of the
// standard library and of other modules are trusted: the run lists that
// formatting's methods have no effect on the verified collections.
//
// Panics: fmt recovers a panic in these methods and prints it (a nil
// pointer receiver prints "<nil>"), slog's handlers and Value.Resolve
// recover them too, so a formatting call whose result is discarded (an
// output event, output.go) never panics because of its arguments; where
// the result is a value of the outcome (Sprintf, Errorf) the call's panic
// and its string are uninterpreted functions of the arguments, the same in
// every run, which holds when the arguments cannot reach memory (else each
// call's result is arbitrary) or are error values, which are trusted to be
// immutable (formattedValue).

package paths

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// formatMethodNames are the methods formatting may call on a value
// (closedworld.go's formatNames).
var formatMethodNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range formatNames {
		m[n] = true
	}
	return m
}()

// checkFormatted says why formatting the arguments of call cc may run a
// method that is not effect-free ("" when none may), and records what is
// trusted. Every argument counts, a ...any argument built in place by its
// elements.
func (w *walker) checkFormatted(cc *ssa.CallCommon) string {
	args := cc.Args
	if n := len(args); n > 0 && cc.Signature().Variadic() {
		if elems, ok := variadicElems(args[n-1]); ok {
			args = append(args[:n-1:n-1], elems...)
		}
	}
	for _, a := range args {
		if why := w.formattable(a); why != "" {
			return why
		}
	}
	return ""
}

// formattable checks one argument: its dynamic type where the path shows
// it (a MakeInterface), else its static type.
func (w *walker) formattable(a ssa.Value) string {
	t := a.Type()
	if mi, ok := a.(*ssa.MakeInterface); ok {
		t = mi.X.Type()
	}
	if isNilConst(a) || isContext(t) {
		return "" // a context is passed to the handler, not formatted
	}
	for _, m := range w.formatMethods(t) {
		if m.unknown {
			if why := w.effectfulMethod(formatNames); why != "" { // closedworld.go
				return fmt.Sprintf("a value of type %s, which may hold any type, may run %s", m.name, why)
			}
			w.trust("the methods formatting runs (String, Error, Format, LogValue...) on values of unknown dynamic type have no effect on the verified collections", 0)
			continue
		}
		fn := m.fn
		switch {
		case fn != nil && len(fn.Blocks) > 0 && fn.Pkg != nil && w.prog.rootTypes[fn.Pkg.Pkg]:
			// checked below
		case fn != nil && fn.Pkg != nil && stdPkg(fn.Pkg.Pkg.Path()):
			w.trust("the standard library's methods that formatting runs have no effect on the verified collections", 0)
			continue
		case fn == nil || len(fn.Blocks) == 0 || fn.Pkg == nil || !w.prog.rootTypes[fn.Pkg.Pkg]:
			w.trust(fmt.Sprintf("%s, which formatting runs, has no effect on the verified collections", m.name), 0)
			continue
		}
		if pos, why := functionalBody(fn, false, w.prog); why != "" {
			return fmt.Sprintf("runs %s, which %s (%s)", m.name, why, w.prog.Where(pos))
		}
	}
	return ""
}

// A formatMethod is one method formatting may run: a function, or a
// method of a value whose dynamic type is unknown.
type formatMethod struct {
	fn      *ssa.Function
	name    string
	unknown bool
}

// formatMethods lists the methods formatting may run on a value of type
// t, in a fixed order (method sets are sorted; fields in order).
func (w *walker) formatMethods(t types.Type) []formatMethod {
	var out []formatMethod
	seen := map[string]bool{}
	var visit func(t types.Type)
	visit = func(t types.Type) {
		key := types.TypeString(t, (*types.Package).Name)
		if seen[key] {
			return
		}
		seen[key] = true
		if types.IsInterface(t) || isSlogValue(t) { // a slog.Value hides what it holds in an unexported field
			out = append(out, formatMethod{name: key, unknown: true})
			return
		}
		ms := w.prog.SSA.MethodSets.MethodSet(t)
		for i := range ms.Len() {
			sel := ms.At(i)
			if formatMethodNames[sel.Obj().Name()] {
				// The declared method, not a wrapper (which has no package).
				fn := w.prog.SSA.FuncValue(sel.Obj().(*types.Func))
				if fn == nil {
					fn = w.prog.SSA.MethodValue(sel)
				}
				out = append(out, formatMethod{fn: fn, name: "(" + key + ")." + sel.Obj().Name()})
			}
		}
		switch u := t.Underlying().(type) {
		case *types.Pointer: // fmt follows one at the top only; encoding/json (slog's JSON handler) at any depth
			visit(u.Elem())
		case *types.Struct:
			for f := range u.Fields() {
				if f.Exported() {
					visit(f.Type())
				}
			}
		case *types.Slice:
			visit(u.Elem())
		case *types.Array:
			visit(u.Elem())
		case *types.Map:
			visit(u.Key())
			visit(u.Elem())
		}
	}
	visit(t)
	return out
}

// formattedValue reports whether argument a of a formatting call whose
// result is a value is one the result is a function of: a string, number
// or bool, a nil, a value of a type that cannot reach memory, or an error
// value (trusted immutable: its Error method's result is a function of the
// error value, as errors.New's and fmt.Errorf's are).
func (w *walker) formattedValue(a ssa.Value) bool {
	if isPlainBox(a) || isNilConst(a) {
		return true
	}
	if mi, ok := a.(*ssa.MakeInterface); ok {
		return !reachesMemory(mi.X.Type(), nil)
	}
	x := a
	if ci, ok := a.(*ssa.ChangeInterface); ok {
		x = ci.X
	}
	if isErrorType(x.Type()) {
		if w.effectfulMethod(errorNames) != "" { // closedworld.go: an error's methods may have effects
			return false
		}
		w.trust("error values are immutable: their Error and Unwrap methods are effect-free functions of the value", 0)
		return true
	}
	return false
}

// isErrorType reports whether t is an interface type with Error() string.
func isErrorType(t types.Type) bool {
	it, ok := t.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for m := range it.Methods() {
		if m.Name() == "Error" && isStringMethod(m.Type().(*types.Signature)) {
			return true
		}
	}
	return false
}

// stdPkg reports whether path is a standard-library package's (no dot in
// its first element).
func stdPkg(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// isContext reports whether t is context.Context.
func isContext(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// isSlogValue reports whether t is log/slog's Value or Attr, whose
// contents (an any behind unexported fields) slog's handlers resolve with
// LogValue and format.
func isSlogValue(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "log/slog" && (n.Obj().Name() == "Value" || n.Obj().Name() == "Attr")
}
