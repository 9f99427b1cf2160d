// This file tests `snowflake fuzz`'s flags, checked before anything runs.

package main

import (
	"strings"
	"testing"
)

func TestFuzzFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "0"}, "snowflake: invalid -n 0: want at least 1"},
		{[]string{"-j", "-1"}, "snowflake: invalid -j -1: "},
		{[]string{"--batch=0"}, "snowflake: invalid --batch 0: want at least 1"},
		{[]string{"--from=-1"}, "snowflake: invalid --from -1: "},
		{[]string{"--oracle-timeout=0s"}, "snowflake: invalid --oracle-timeout 0s: "},
		{[]string{"--timeout=-1s"}, "snowflake: invalid --timeout -1s: "},
		{[]string{"./pkg"}, "snowflake: unknown command"},
	} {
		out, stderr, status := run(t, append([]string{"fuzz"}, c.args...)...)
		if status != 2 || !strings.HasPrefix(stderr, c.want) || out != "" {
			t.Errorf("%v: exit status %d, stderr %q, stdout %q; want 2, %q and nothing", c.args, status, stderr, out, c.want)
		}
	}
}
