package fuzz

import "testing"

// TestGenFuncvals verifies generated packages with each form of call
// through a function value (gen_funcvals.go): the calls are inside the
// fragment, so no method is refused for them or fails, and the engines do
// not disagree.
func TestGenFuncvals(t *testing.T) { checkForms(t, &funcvalsCheck) }

var funcvalsCheck = formCheck{forms: []string{"= defaultStep(", "= pickStep("}, perForm: 1, refusals: []string{"function value"}}
