package obligations

import (
	"testing"

	"github.com/snowflakeverify/snowflake/internal/testgc"
)

// TestMain sets the collector for the package's tests (internal/testgc).
func TestMain(m *testing.M) { testgc.Main(m) }
