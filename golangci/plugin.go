// This file registers the plugin and turns its settings into an analyzer.

package golangci

import (
	"fmt"
	"time"

	"github.com/golangci/plugin-module-register/register"
	"github.com/snowflakeverify/snowflake/analyzer"
	"golang.org/x/tools/go/analysis"
)

func init() { register.Plugin("snowflake", New) }

// Settings are the plugin's settings in .golangci.yml; an empty field keeps
// the analyzer's default (analyzer.DefaultConfig).
type Settings struct {
	// FailOn is the lowest verdict reported: violation, unproven or unsupported.
	FailOn string `json:"fail-on"`
	// RLimit bounds each solver query in Z3's resource units (20000000).
	RLimit uint `json:"rlimit"`
	// FunctionRLimit bounds all the solver queries of one function, in
	// the same units.
	FunctionRLimit uint64 `json:"function-rlimit"`
	// WitnessRLimit bounds the witness search of one refuted function, in
	// the same units.
	WitnessRLimit uint64 `json:"witness-rlimit"`
	// Timeout bounds each solver query in time, a safety net beside
	// RLimit, as a Go duration ("1m"; "0" for none).
	Timeout string `json:"timeout"`
	// Budget bounds the time spent on one function ("10m"; "0" for none).
	Budget string `json:"budget"`
	// WitnessBudget bounds the time of the witness search of one refuted function ("1m"; "0" for none).
	WitnessBudget string `json:"witness-budget"`
	// Discover also verifies functions that compose calls on a collection
	// no directive marks.
	Discover *bool `json:"discover"`
}

// Plugin is the snowflake linter, configured.
type Plugin struct {
	cfg analyzer.Config
}

// New decodes the settings and returns the plugin; it refuses unknown keys
// and values it cannot use.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, fmt.Errorf("snowflake: %v", err)
	}
	cfg := analyzer.DefaultConfig()
	if s.FailOn != "" {
		if err := analyzer.CheckFailOn(s.FailOn); err != nil {
			return nil, fmt.Errorf("snowflake: %v", err)
		}
		cfg.FailOn = s.FailOn
	}
	for _, d := range []struct {
		name, value string
		into        *time.Duration
	}{{"timeout", s.Timeout, &cfg.Timeout}, {"budget", s.Budget, &cfg.Budget}, {"witness-budget", s.WitnessBudget, &cfg.WitnessBudget}} {
		if d.value == "" {
			continue
		}
		v, err := time.ParseDuration(d.value)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("snowflake: invalid %s %q: want a duration such as 10s", d.name, d.value)
		}
		*d.into = v
	}
	if s.RLimit > 0 {
		cfg.RLimit = s.RLimit
	}
	if s.FunctionRLimit > 0 {
		cfg.FunctionRLimit = s.FunctionRLimit
	}
	if s.WitnessRLimit > 0 {
		cfg.WitnessRLimit = s.WitnessRLimit
	}
	if s.Discover != nil {
		cfg.Discover = *s.Discover
	}
	return &Plugin{cfg: cfg}, nil
}

// BuildAnalyzers returns the snowflake analyzer with the plugin's settings.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{analyzer.New(p.cfg)}, nil
}

// GetLoadMode says the analyzer needs type information.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
