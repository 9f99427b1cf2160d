package fuzz

import "testing"

// TestGenSignals verifies a few generated packages with releases of
// package sync (gen_output.go's signal: a WaitGroup's deferred Done, a
// Cond's Broadcast): they are inside the fragment
// (paths/syncrelease.go), so no method is refused for them or fails, and
// the engines do not disagree.
func TestGenSignals(t *testing.T) { checkForms(t, &signalsCheck) }

var signalsCheck = formCheck{forms: []string{"defer wg.Done()", "cond.Broadcast()"}, perForm: 2,
	refusals: []string{"WaitGroup", "Cond", "Done", "Broadcast", "defer"}}
