// This file defines the generated calls through function values (issue
// #22, paths/funccall.go): two named functions, and an int computed by
// calling an unexported package variable holding one of them, or the
// function a helper returns (one of the two, by its argument): the
// encoding forks on the value's closed set of functions. The statement
// draws no choice of its own (the unused bits of the byte its expression
// drew last, where gen_iface.go leaves them), so other inputs' packages
// stay as they were.

package fuzz

import "strings"

// funcvalDecls declares the functions, the helper and the package
// variable, when body uses them.
const funcvalDecls = `
func addTwo(n int) int { return n + 2 }

func triple(n int) int { return n * 3 }

func pickStep(n int) func(int) int {
	if n > 0 {
		return addTwo
	}
	return triple
}

var defaultStep = triple
`

// funcvalDeclsFor returns funcvalDecls when body calls a function value.
func funcvalDeclsFor(body string) string {
	if strings.Contains(body, "Step(") {
		return funcvalDecls
	}
	return ""
}

// funcvalStmt may declare an int variable as a call through a function
// value on e, in place of `nN := e`; it reports whether it did.
func (m *method) funcvalStmt(e string) bool {
	var call string
	switch m.s.again(16) {
	case 3:
		call = "defaultStep(" + e + ")"
	case 4:
		call = "pickStep(" + e + ")(" + e + ")"
	default:
		return false
	}
	m.line("%s := %s", m.declare("n", intKind).name, call)
	return true
}
