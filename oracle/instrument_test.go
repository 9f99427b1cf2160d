// This file tests the instrumentation of a package's files and the
// generated driver, on testdata/shapes.

package oracle

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
)

func TestInstrument(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{}, "./testdata/shapes")
	if err != nil {
		t.Fatal(err)
	}
	pkg := prog.Roots[0]
	files, err := instrument(pkg, "example.com/rt", false)
	if err != nil || len(files) != 1 {
		t.Fatalf("instrument: %d files, %v", len(files), err)
	}
	for name, data := range files {
		orig, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Count(orig, []byte("\n")) != bytes.Count(data, []byte("\n")) {
			t.Errorf("%s: the line count changed", name)
		}
		text := string(data)
		for _, want := range []string{
			`package shapes; import snowflakeoraclert "example.com/rt"`,
			"\tsnowflakeoraclert.Map\n",                 // embedded field
			"m *snowflakeoraclert.Map",                  // pointer field
			"&Counter{m: &snowflakeoraclert.Map{}}",     // composite literal
			"var registry = new(snowflakeoraclert.Map)", // package-level pointer
			"for {snowflakeoraclert.Tick(); ",           // a loop without map calls
			`_ "sync"`,                                  // sync is otherwise unused
		} {
			if !strings.Contains(text, want) {
				t.Errorf("instrumented file lacks %q:\n%s", want, text)
			}
		}
	}
	deps := moduleDeps([]*target{{pkg: pkg}})
	if len(deps) != 1 || deps[0].PkgPath != pkg.PkgPath+"/helper" {
		t.Errorf("module dependencies %v, want the helper", deps)
	}
}

func TestDriverFile(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{}, "./testdata/shapes")
	if err != nil {
		t.Fatal(err)
	}
	clients, _ := paths.FindClients(prog)
	opt := &Options{}
	targets, entries := plan(opt, prog, clients)
	if len(targets) != 1 || len(entries) != 6 {
		t.Fatalf("%d targets, %d entries", len(targets), len(entries))
	}
	driver := string(targets[0].gen.driverFile("example.com/rt", targets[0].specs))
	for _, want := range []string{
		"func SnowflakeOracleSpecs() []snowflakeoraclert.Spec {",
		`Recvs:  []string{"", "Default"}`,
		"snowflakeoraclert.Bind(&sfRecv.Map)",
		"snowflakeoraclert.BindNew(&sfRecv.m)",
		"snowflakeoraclert.BindNew(&registry)",
		`Params: [][]any{{0, 1}, {"a", "B"}, {0, 1, 2, -1}},`,
	} {
		if !strings.Contains(driver, want) {
			t.Errorf("driver lacks %q:\n%s", want, driver)
		}
	}
}
