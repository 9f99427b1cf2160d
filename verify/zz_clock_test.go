package verify_test

import "testing"

func TestGoldenClockOnly(t *testing.T) { checkGolden(t, "testdata/golden/clock") }
