// This file shares loaded programs among the tests of the package:
// loading a package and building its SSA takes seconds, and several tests
// split functions of the same testdata package.

package paths_test

import (
	"sync"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
)

var (
	loadedMu sync.Mutex
	loaded   = map[string]*paths.Program{}
)

// loadShared loads the package in dir the first time a test asks for it
// and returns the same Program to every later test. Splitting functions
// of a Program leaves it as it was; the tests of this package run one at
// a time, so no two split at once.
func loadShared(t *testing.T, dir string) *paths.Program {
	t.Helper()
	loadedMu.Lock()
	defer loadedMu.Unlock()
	if prog := loaded[dir]; prog != nil {
		return prog
	}
	prog, err := paths.Load(paths.LoadConfig{}, dir)
	if err != nil {
		t.Fatal(err)
	}
	loaded[dir] = prog
	return prog
}
