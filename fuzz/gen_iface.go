// This file defines the generated calls of interface methods (issue #22,
// paths/iface.go): an unexported interface with two implementations, and
// an int computed by calling its method on a value converted in place, a
// value a helper returns (one of the two, by its argument), or a package
// variable (a dynamic type the path does not show: the encoding forks on
// the closed set). The statement draws no choice of its own (the unused
// bits of the byte its expression drew last), so other inputs' packages
// stay as they were.

package fuzz

import "strings"

// ifaceDecls declares the interface, its implementations, the helper and
// the package variable, when body uses them.
const ifaceDecls = `
type hasher interface{ hash(n int) int }

type addOne struct{}

func (addOne) hash(n int) int { return n + 1 }

type scaled struct{ k int }

func (s scaled) hash(n int) int { return n * s.k }

func pickHasher(n int) hasher {
	if n > 0 {
		return addOne{}
	}
	return scaled{k: 2}
}

var defaultHasher hasher = scaled{k: 3}
`

// ifaceDeclsFor returns ifaceDecls when body calls the interface.
func ifaceDeclsFor(body string) string {
	if strings.Contains(body, ".hash(") {
		return ifaceDecls
	}
	return ""
}

// ifaceStmt may declare an int variable as a call of hasher's method on
// e, in place of `nN := e`; it reports whether it did.
func (m *method) ifaceStmt(e string) bool {
	var recv string
	switch m.s.again(16) {
	case 0:
		recv = "hasher(addOne{})"
	case 1:
		recv = "pickHasher(" + e + ")"
	case 2:
		recv = "defaultHasher"
	default:
		return false
	}
	m.line("%s := %s.hash(%s)", m.declare("n", intKind).name, recv, e)
	return true
}
