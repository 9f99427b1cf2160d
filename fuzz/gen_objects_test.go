package fuzz

import "testing"

// TestGenObjects checks packages of the objects form, with both engines:
// each kind of prologue (an accessor, a mutation of a second object, a
// per-key counter) is generated, verified without refusals of the
// objects' rules, and no engine contradicts the other.
func TestGenObjects(t *testing.T) { checkForms(t, &objectsCheck) }

var objectsCheck = formCheck{forms: []string{"_ = c.n.Load()", "c.n.Add(1)", "pk.(*atomic.Int64).Add(1)"}, perForm: 1,
	refusals: []string{"other than the base", "may be the same object", "its address escapes", "not supported yet"}}
