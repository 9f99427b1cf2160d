package oracle_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/sample"
)

// goldenTail draws the verifier's golden packages TestGoldensAndExamples
// holds to their truth labels in one run. The verifier's verdicts on every
// golden package are checked in each run (verify's TestGolden); what is
// drawn here is the check of the labels against the oracle, which a label
// change or an oracle change fails within a few runs, naming its seed.
var goldenTail = sample.Flags("goldens", "golden packages whose truth labels the oracle checks")

// goldenShare is how many golden packages a run checks: a third.
const goldenShare = 3

// goldenDraw returns the drawn golden package directories.
func goldenDraw(t *testing.T) []string {
	t.Helper()
	root := filepath.Join("..", "verify", "testdata", "golden")
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, e := range entries {
		if e.IsDir() {
			all = append(all, filepath.ToSlash(filepath.Join(root, e.Name())))
		}
	}
	return goldenTail.Draw(t, nil, all, (len(all)+goldenShare-1)/goldenShare)
}
