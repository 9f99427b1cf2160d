// This file defines errors.New("message") in spec bodies: a non-nil error
// value, for a method that returns an error (Add on a present key).
//
// Its model: an interface value of a dynamic type of its own holding the
// message, named errors.New so that witnesses print the value as the spec
// wrote it (errors.New("item exists")); so it is never nil and
// is equal to every other errors.New of the same message. Real
// collections make a new error on each call (errors.New, fmt.Errorf), so
// two of their errors are never ==; a spec's error stands for "some
// non-nil error", and both the interleaved and the condensed runs see the
// same model of it, so a client that only compares errors with nil (or
// returns them) is verified exactly; one that compares two errors of the
// collection with == is verified against the model's equality (trusted,
// as the rest of the spec).

package specs

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
)

// errorString is the dynamic type of a spec's errors (a string type
// named errors.New, printed errors.New("message")).
var errorString = types.NewNamed(types.NewTypeName(token.NoPos, types.NewPackage("errors", "errors"), "New", nil), types.Typ[types.String], nil)

var tError = styp{param: -1, t: types.Universe.Lookup("error").Type()}

// isErrorsNew reports whether e calls errors.New.
func isErrorsNew(e *ast.CallExpr) bool {
	sel, ok := e.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "New" {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	return ok && x.Name == "errors"
}

// errorsNew checks errors.New("message") and records the message.
func (c *checker) errorsNew(e *ast.CallExpr) []styp {
	var lit *ast.BasicLit
	if len(e.Args) == 1 {
		lit, _ = e.Args[0].(*ast.BasicLit)
	}
	if lit == nil || lit.Kind != token.STRING {
		c.errorf(e.Pos(), "errors.New: write errors.New(\"message\") with a string literal")
		return nil
	}
	msg, _ := strconv.Unquote(lit.Value)
	c.m.errs[e] = msg
	c.m.types[e] = tError
	return []styp{tError}
}

func (in *symInterp) errorsNew(e *ast.CallExpr) *smt.Term {
	return in.v.Box(errorString, smt.StringLit(in.m.errs[e]))
}

// errorValue is the concrete error errors.New(msg) of a spec.
func errorValue(msg string) axioms.Value {
	name := valueTypeName(errorString)
	return axioms.Value{Go: fmt.Sprintf("%s(%q)", name, msg), Key: name + ":" + msg, Type: name, Plain: true}
}
