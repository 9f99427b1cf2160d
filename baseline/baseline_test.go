// This file tests the baseline format and matching without running the
// verifier: results are built by hand.

package baseline_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/baseline"
	"github.com/snowflakeverify/snowflake/verify"
)

func res(fn string, v verify.Verdict) *verify.Result {
	return &verify.Result{Func: "(*example.com/c.C)." + fn, Verdict: v, Pos: "c/c.go:1:1"}
}

func TestNewSortedDeterministic(t *testing.T) {
	a := baseline.New([]*verify.Result{res("Z", verify.Violation), res("A", verify.Unproven), res("Z", verify.Violation)})
	b := baseline.New([]*verify.Result{res("A", verify.Unproven), res("Z", verify.Violation)})
	want := `{
  "version": 1,
  "findings": [
    {
      "func": "(*example.com/c.C).A",
      "verdict": "unproven"
    },
    {
      "func": "(*example.com/c.C).Z",
      "verdict": "violation"
    }
  ]
}
`
	if string(a.Marshal()) != want || string(b.Marshal()) != want {
		t.Errorf("got\n%s\nwant\n%s", a.Marshal(), want)
	}
	if string(baseline.New(nil).Marshal()) != "{\n  \"version\": 1,\n  \"findings\": []\n}\n" {
		t.Errorf("empty: %s", baseline.New(nil).Marshal())
	}
}

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.json")
	f := baseline.New([]*verify.Result{res("A", verify.Unsupported), res("B", verify.Violation)})
	if err := f.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	g, err := baseline.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(g.Marshal()) != string(f.Marshal()) {
		t.Errorf("read back\n%s\nwrote\n%s", g.Marshal(), f.Marshal())
	}
}

func TestMatch(t *testing.T) {
	f := baseline.New([]*verify.Result{
		res("Same", verify.Violation), res("Better", verify.Violation), res("Worse", verify.Unproven),
		res("Worse2", verify.Unsupported), res("Fixed", verify.Violation),
	})
	same, better, worse, worse2 := res("Same", verify.Violation), res("Better", verify.Unproven),
		res("Worse", verify.Violation), res("Worse2", verify.Unproven)
	fresh := res("Fresh", verify.Unsupported)
	m := baseline.Match(f, []*verify.Result{same, better, worse, worse2, fresh})
	for _, r := range []*verify.Result{same, better} {
		if !m.Baselined(r) {
			t.Errorf("%s %s: not baselined", r.Func, r.Verdict)
		}
	}
	var news []string
	for _, r := range m.New {
		news = append(news, r.Func+" "+string(r.Verdict))
		if m.Baselined(r) {
			t.Errorf("%s: new and baselined", r.Func)
		}
	}
	want := "(*example.com/c.C).Worse violation,(*example.com/c.C).Worse2 unproven,(*example.com/c.C).Fresh unsupported"
	if strings.Join(news, ",") != want {
		t.Errorf("new findings %v, want %s", news, want)
	}
	// Worse and Worse2 still have findings (new ones): only Fixed is stale.
	if len(m.Stale) != 1 || m.Stale[0].Func != "(*example.com/c.C).Fixed" {
		t.Errorf("stale %v", m.Stale)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{``, "not a baseline file"},
		{`[1, 2]`, "not a baseline file"},
		{`{"version": 1, "findings": []} {}`, "data after the JSON object"},
		{`{"version": 2, "findings": []}`, "version 2, want 1"},
		{`{"findings": []}`, "version 0, want 1"},
		{`{"version": 1}`, `no "findings" list`},
		{`{"version": 1, "finding": []}`, `unknown field "finding"`},
		{`{"version": 1, "findings": [{"verdict": "violation"}]}`, `finding 1 has no "func"`},
		{`{"version": 1, "findings": [{"func": "f", "verdict": "atomic"}]}`, `verdict "atomic" is not a finding`},
		{`{"version": 1, "findings": [{"func": "f", "verdict": "error"}]}`, `verdict "error" is not a finding`},
	} {
		_, err := baseline.Parse([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.data, err, c.want)
		}
	}
	if _, err := baseline.Read(filepath.Join(t.TempDir(), "none.json")); err == nil ||
		!strings.HasPrefix(err.Error(), "read baseline: ") {
		t.Errorf("missing file: %v", err)
	}
}

func TestFindingIn(t *testing.T) {
	pkgs := []string{"example.com/app/cache", "gopkg.in/yaml.v3", "main"}
	for fn, want := range map[string]bool{
		"example.com/app/cache.F":                             true,
		"(*example.com/app/cache.Cache).Get":                  true,
		"(example.com/app/cache.Cache).Get":                   true,
		"(*example.com/app/cache.Cache[example.com/x.T]).Get": true,
		"gopkg.in/yaml.v3.Marshal":                            true,
		"(*gopkg.in/yaml.v3.Node).Decode":                     true,
		"main.run":                                            true,
		"example.com/app/cache/sub.F":                         false,
		"example.com/app.F":                                   false,
		"gopkg.in/yaml.F":                                     false,
		"(*example.com/other.T[example.com/app/cache.K]).M":   false,
	} {
		if got := (baseline.Finding{Func: fn}).In(pkgs); got != want {
			t.Errorf("%s in %v: %v, want %v", fn, pkgs, got, want)
		}
	}
}
