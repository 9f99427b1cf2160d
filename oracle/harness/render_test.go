// This file checks that values print as a user reads them: no marker
// fields of the harness's stand-ins, times by their String method,
// locations by name.

package harness

import (
	"strings"
	"testing"
	"time"
)

type event struct {
	Name  string
	At    time.Time
	Zone  *time.Location
	Count Int64
	when  time.Time
}

func TestRenderUserValues(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	paris := time.FixedZone("CET", 3600)
	bound := new(Int64)
	bound.bind(&shimState{model: &model{m: map[any]any{cell: int64(5)}}})
	for _, c := range []struct {
		v    any
		want string
	}{
		{at, `time.Time("2026-01-02 03:04:05 +0000 UTC")`},
		{time.UTC, "time.UTC"},
		{paris, `time.Location("CET")`},
		{event{Name: "x", At: at, Zone: time.UTC, when: at},
			`harness.event{Name: "x", At: time.Time("2026-01-02 03:04:05 +0000 UTC"), Zone: time.UTC, Count: atomic.Int64{}, when: time.Time("2026-01-02 03:04:05 +0000 UTC")}`},
		{bound, "&atomic.Int64{int64(5)}"},
		{&event{At: at.In(paris)}, `&harness.event{Name: "", At: time.Time("2026-01-02 04:04:05 +0100 CET"), `},
	} {
		got := renderPlain(c.v)
		if !strings.HasPrefix(got, c.want) || strings.Contains(got, "noCopy") || len(got) > 300 {
			t.Errorf("render(%#v):\n%s\nwant:\n%s", c.v, got, c.want)
		}
	}
}
