package fuzz

import "testing"

// TestGenIface verifies generated packages with each form of interface
// method call (gen_iface.go): the calls are inside the fragment, so no
// method is refused for them or fails, and the engines do not disagree.
func TestGenIface(t *testing.T) { checkForms(t, &ifaceCheck) }

var ifaceCheck = formCheck{forms: []string{"= hasher(addOne{}).hash(", "= pickHasher(", "= defaultHasher.hash("}, perForm: 1,
	refusals: []string{"interface method"}}
