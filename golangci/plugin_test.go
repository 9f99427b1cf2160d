// This file tests that the plugin registers, decodes its settings, and that
// the analyzers it builds report the analyzer's testdata as expected.

package golangci_test

import (
	"path/filepath"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	_ "github.com/snowflakeverify/snowflake/golangci"
	"golang.org/x/tools/go/analysis/analysistest"
)

// plugin builds the registered plugin from settings.
func plugin(t *testing.T, settings any) (register.LinterPlugin, error) {
	t.Helper()
	newPlugin, err := register.GetPlugin("snowflake")
	if err != nil {
		t.Fatal(err)
	}
	return newPlugin(settings)
}

func TestSettings(t *testing.T) {
	good := []any{
		nil,
		map[string]any{},
		map[string]any{"fail-on": "violation", "timeout": "30s", "budget": "0", "discover": false},
		map[string]any{"fail-on": "unsupported"},
	}
	for _, s := range good {
		p, err := plugin(t, s)
		if err != nil {
			t.Errorf("settings %v: %v", s, err)
			continue
		}
		if m := p.GetLoadMode(); m != register.LoadModeTypesInfo {
			t.Errorf("load mode %q, want %q", m, register.LoadModeTypesInfo)
		}
	}
	// The settings reach the analyzer: its flags' defaults are the config.
	p, err := plugin(t, map[string]any{"fail-on": "violation", "timeout": "30s", "budget": "0", "witness-budget": "2s", "discover": false})
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil || len(as) != 1 {
		t.Fatalf("BuildAnalyzers: %v, %v", as, err)
	}
	for name, want := range map[string]string{"fail-on": "violation", "timeout": "30s", "budget": "0s", "witness-budget": "2s", "discover": "false"} {
		if f := as[0].Flags.Lookup(name); f == nil || f.Value.String() != want {
			t.Errorf("flag %s = %v, want %s", name, f, want)
		}
	}
	bad := []any{
		map[string]any{"fail-on": "sometimes"},
		map[string]any{"timeout": "soon"},
		map[string]any{"budget": "-1s"},
		map[string]any{"timeout": 10},
		map[string]any{"discover": "yes"},
		map[string]any{"failon": "violation"},
	}
	for _, s := range bad {
		if _, err := plugin(t, s); err == nil {
			t.Errorf("settings %v accepted", s)
		}
	}
}

// TestRuns runs the plugin's analyzers over the analyzer's testdata.
func TestRuns(t *testing.T) {
	testdata, err := filepath.Abs(filepath.Join("..", "analyzer", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := plugin(t, map[string]any{"timeout": "10s"})
	if err != nil {
		t.Fatal(err)
	}
	analyzers, err := p.BuildAnalyzers()
	if err != nil || len(analyzers) != 1 {
		t.Fatalf("BuildAnalyzers: %v, %v", analyzers, err)
	}
	analysistest.Run(t, testdata, analyzers[0], "atomic", "violation", "unproven", "directive", "ignored", "lru", "sessions")

	p, err = plugin(t, map[string]any{"fail-on": "unsupported"})
	if err != nil {
		t.Fatal(err)
	}
	analyzers, _ = p.BuildAnalyzers()
	analysistest.Run(t, testdata, analyzers[0], "outside")
}
