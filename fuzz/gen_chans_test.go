package fuzz

import "testing"

// TestGenChans verifies a few generated packages with channel statements
// (gen_chans.go): the constructs are inside the fragment, so no method is
// refused for them or fails, and the engines do not disagree.
func TestGenChans(t *testing.T) { checkForms(t, &chansCheck) }

var chansCheck = formCheck{forms: []string{"chan int"}, perForm: 2, refusals: []string{"close", "select", "channel"}}
