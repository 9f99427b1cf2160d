package obligations

import (
	"os"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/testgc"
)

// TestMain sets the collector for the package's tests (internal/testgc).
func TestMain(m *testing.M) {
	testgc.Tune()
	os.Exit(m.Run())
}
