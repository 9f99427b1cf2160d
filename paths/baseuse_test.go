package paths_test

import (
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
)

// TestBaseUses loads testdata/baseuse with its tests: the base's address
// passed to a recursive helper is a use (the client check follows each
// parameter once), and a reset in a test file
// refuses only its function, the others trusting it.
func TestBaseUses(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{Tests: true}, "./testdata/baseuse")
	if err != nil {
		t.Fatal(err)
	}
	clients, _ := paths.FindClients(prog)
	var withTests *paths.Client
	for _, c := range clients {
		if c.Name == "Pool" && strings.HasSuffix(c.Pkg.ID, ".test]") {
			withTests = c
		}
		if c.Name == "Pool" && c.Refusal != nil {
			t.Errorf("%s: client refused: %s", c.Pkg.ID, c.Refusal.Message)
		}
	}
	if withTests == nil {
		t.Fatal("no Pool client in the package's test variant")
	}
	if len(withTests.Resets) != 1 || withTests.Resets[0].Fn.Name() != "resetPool" {
		t.Fatalf("resets %v, want resetPool's", withTests.Resets)
	}
	for _, fn := range withTests.Funcs {
		f, r := paths.Split(prog, withTests, fn)
		if r != nil && (strings.Contains(r.Message, "escapes") || strings.Contains(r.Message, "assigned")) {
			t.Errorf("%s: refused: %s", fn.Name(), r.Message)
		}
		if r != nil { // Get: the walk inlines spin to a depth, not the recursion
			continue
		}
		trusted := false
		for _, tr := range f.Trusted {
			trusted = trusted || strings.Contains(tr.What, "resetPool, a test reset")
		}
		if !trusted {
			t.Errorf("%s: trusted %v, want resetPool's reset", fn.Name(), f.Trusted)
		}
	}
}
