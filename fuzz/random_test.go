// This file holds TestRandom: random inputs checked without the fuzzing
// engine, for long unattended runs.

package fuzz

import (
	"math/rand"
	"os"
	"strconv"
	"testing"
	"time"
)

// TestRandom checks $SNOWFLAKE_FUZZ_RANDOM random inputs (seeded by
// $SNOWFLAKE_FUZZ_SEED): a quick differential run without go test -fuzz.
func TestRandom(t *testing.T) {
	n := envCount(t, "SNOWFLAKE_FUZZ_RANDOM")
	seed, _ := strconv.ParseInt(os.Getenv("SNOWFLAKE_FUZZ_SEED"), 10, 64)
	r := rand.New(rand.NewSource(seed))
	for i := 0; i < n; i++ {
		data := make([]byte, 8+r.Intn(56))
		r.Read(data)
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Logf("input %q", data)
			differential(t, data, time.Minute, Options{OracleTimeout: 5 * time.Second})
		})
	}
}

// envCount returns the count $name sets for a run outside the default
// one, and skips the test when it sets none.
func envCount(t *testing.T, name string) int {
	t.Helper()
	n, _ := strconv.Atoi(os.Getenv(name))
	if n <= 0 {
		t.Skip("$" + name + " is not set")
	}
	return n
}
