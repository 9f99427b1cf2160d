// This file defines the package-pair form of a generated package (issues
// #23 and #24: several objects in the package environment): for one input
// in sixty-four (gen_forms.go), a package whose two unexported counters,
// atomic.Int32 fields n and m of one struct, never leave it, with exported
// operations drawn from a menu over one or both: Hit (n.Add), Miss
// (m.Add), Both (an Add on each), Move (a unit from n to m), Reset (a
// Store of 0 in each), Pair (both Loads), Sum and Spread (both Loads,
// combined) and Hits (one Load). A reader of both races with an operation
// that changes both between its Loads, or with two that change one each
// (a Hit then a Miss): verify's package witnesses of one operation, or of
// two in one gap (witness/pkgpairs.go), which the oracle, running the
// package's operations, must find too; a writer of both races with
// itself.
//
//	type C struct {
//		//snowflake:base
//		n atomic.Int32
//		m atomic.Int32
//	}
//	func (c *C) Pair() (int32, int32) { return c.n.Load(), c.m.Load() }

package fuzz

// pairOps is the package-pair form's menu: each operation's name,
// signature and body over the counters c.n and c.m.
var pairOps = []pkgOp{
	{"Hit", "()", "c.n.Add(1)", true},
	{"Miss", "()", "c.m.Add(1)", true},
	{"Both", "()", "c.n.Add(1)\nc.m.Add(1)", true},
	{"Move", "()", "c.n.Add(-1)\nc.m.Add(1)", true},
	{"Reset", "()", "c.n.Store(0)\nc.m.Store(0)", true},
	{"Pair", "() (int32, int32)", "return c.n.Load(), c.m.Load()", false},
	{"Sum", "() int32", "return c.n.Load() + c.m.Load()", false},
	{"Spread", "() int32", "n := c.n.Load()\nreturn c.m.Load() - n", false},
	{"Hits", "() int32", "return c.n.Load()", false},
}

// generatePkgPair writes the package-pair form's package of data: two to
// five draws from the menu, with at least one operation that changes a
// counter and one that reads both.
func generatePkgPair(data []byte) *Package {
	s := &source{data: data}
	chosen := drawOps(s, pairOps)
	if !anyChosen(pairOps, chosen, func(op pkgOp) bool { return op.changes }) {
		chosen["Hit"] = true
	}
	if !chosen["Pair"] && !chosen["Sum"] && !chosen["Spread"] {
		chosen["Pair"] = true
	}
	return menuPackage(data, "package-pair", pairOps, chosen,
		"// C's counters never leave the package.\ntype C struct {\n//snowflake:base\nn atomic.Int32\nm atomic.Int32\n}\n")
}
