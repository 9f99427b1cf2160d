package fuzz

import "testing"

// TestGenClosures verifies a few generated packages with closures
// (gen_closures.go): closures called on the path are inside the fragment,
// so no method is refused for one or fails, and the engines do not
// disagree.
func TestGenClosures(t *testing.T) { checkForms(t, &closuresCheck) }

var closuresCheck = formCheck{forms: []string{":= func(d int)"}, perForm: 2, refusals: []string{"function literal", "captured"}}
