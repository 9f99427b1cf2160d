// Package testgc sets the garbage collector of snowflake's test binaries
// (and of the commands they run) to trade memory for CPU.
//
// The tests verify thousands of functions, whose encodings allocate a
// great deal: at Go's default (GOGC=100) the collector takes about a
// tenth of their CPU. `go test ./...` must pass within its time budget on
// a 2-core machine, where CPU is the limit and memory (24 GiB) is not: at
// GOGC=300 the golden run spends 11% less CPU and about twice the memory
// (2.2 GB for 1,223 functions). The verifier's own default, for users'
// machines, stays Go's.
package testgc

import (
	"os"
	"runtime/debug"
	"strconv"
	"testing"
)

// Percent is the tests' GOGC.
const Percent = 300

// Tune sets the test binary's collector to Percent, and the environment
// of the commands it starts, unless GOGC is set already (a developer's
// choice wins).
func Tune() {
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(Percent)
	os.Setenv("GOGC", strconv.Itoa(Percent))
}

// Main is a package's TestMain: Tune, then the tests.
func Main(m *testing.M) {
	Tune()
	os.Exit(m.Run())
}
