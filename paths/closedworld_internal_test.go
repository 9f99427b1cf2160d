package paths

import (
	"go/importer"
	"go/token"
	"go/types"
	"testing"
)

// TestLibrarySignatures checks librarySignatures against the interfaces
// the standard library asserts to: a key printed wrongly would let a
// method of that name escape the closed-world check.
func TestLibrarySignatures(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	ifaces := map[string][]string{
		"fmt":           {"Stringer", "GoStringer", "Formatter"},
		"log/slog":      {"Handler", "LogValuer"},
		"io":            {"Writer"},
		"encoding":      {"TextMarshaler"},
		"encoding/json": {"Marshaler"},
	}
	n := 0
	for path, names := range ifaces {
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			iface := pkg.Scope().Lookup(name).Type().Underlying().(*types.Interface)
			for m := range iface.Methods() {
				n++
				if !librarySignature(m) {
					t.Errorf("%s.%s's method %s%s: not among librarySignatures[%q] = %q", path, name, m.Name(), sigKey(m.Signature()), m.Name(), librarySignatures[m.Name()])
				}
			}
		}
	}
	errIface := types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
	if !librarySignature(errIface.Method(0)) {
		t.Errorf("error's Error%s: not among librarySignatures", sigKey(errIface.Method(0).Signature()))
	}
	if n < 10 {
		t.Fatalf("checked %d methods, want every method of the interfaces", n)
	}
	// A method spelled with aliases has the identity of the listed one.
	fmtPkg, _ := imp.Import("fmt")
	state := fmtPkg.Scope().Lookup("State").Type()
	alias := types.NewAlias(types.NewTypeName(token.NoPos, nil, "state", nil), state)
	for spelled, want := range map[types.Type]string{
		types.Universe.Lookup("rune").Type():                 "int32",
		types.NewSlice(types.Universe.Lookup("byte").Type()): "[]uint8",
		types.Universe.Lookup("any").Type():                  "interface{}",
		alias:                                                "fmt.State",
	} {
		if got := canonType(spelled); got != want {
			t.Errorf("canonType(%s) = %q, want %q", spelled, got, want)
		}
	}
}
