// This file checks that go vet with a bad -snowflake.fail-on prints one
// message, not the tool's usage once per package, and fails.

package analyzer_test

import (
	"strings"
	"testing"
)

func TestVetBadFailOn(t *testing.T) {
	status, lines := goVet(t, vetTool(t), "-snowflake.fail-on=bogus", "./...")
	if status == 0 || len(lines) != 1 || !strings.Contains(lines[0], `invalid fail-on "bogus": want violation, unproven or unsupported`) {
		t.Errorf("exit status %d, stderr (less # lines):\n%s\nwant a failure and one message", status, strings.Join(lines, "\n"))
	}
}
