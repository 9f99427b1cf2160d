// This file defines the analyzer: its configuration, its flags and its run,
// which verifies one package and reports the functions not proven atomic.

package analyzer

import (
	"context"
	"flag"
	"fmt"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"golang.org/x/tools/go/analysis"
)

// Config configures an analyzer made by New.
type Config struct {
	// Environment is the environment of the verdicts (verify.Options):
	// "package" (the default) or "collection".
	Environment string
	// FailOn is the lowest verdict reported: "violation", "unproven"
	// (violation and unproven; the default) or "unsupported". A verdict
	// error is always reported.
	FailOn string
	// RLimit, FunctionRLimit and WitnessRLimit bound each solver query,
	// all the queries of one function, and the witness search of one
	// refuted function, in the solver's resource units (verify.Options):
	// they decide verdicts, the same on any machine and load.
	RLimit         uint
	FunctionRLimit uint64
	WitnessRLimit  uint64
	// Timeout, Budget and WitnessBudget are the time limits of the same,
	// safety nets for a much slower machine; 0 means none.
	Timeout       time.Duration
	Budget        time.Duration
	WitnessBudget time.Duration
	// Discover also verifies functions that compose two or more calls on
	// a collection that no directive marks (paths.Discover).
	Discover bool
}

// DefaultConfig is the configuration of Analyzer before its flags are set:
// the defaults of `snowflake verify`.
func DefaultConfig() Config {
	return Config{Environment: verify.EnvPackage, FailOn: "unproven", RLimit: verify.DefaultRLimit, FunctionRLimit: verify.DefaultFunctionRLimit, WitnessRLimit: verify.DefaultWitnessRLimit,
		Timeout: time.Minute, Budget: 10 * time.Minute, WitnessBudget: time.Minute, Discover: true}
}

// Analyzer is the snowflake analyzer with DefaultConfig, configured by its
// flags (-environment, -fail-on, -rlimit, -function-rlimit, -witness-rlimit, -timeout,
// -budget, -witness-budget, -discover).
var Analyzer = New(DefaultConfig())

const doc = `report composite operations on concurrent collections that are not proven atomic

The snowflake analyzer verifies each function that composes calls on one
concurrent collection (a sync.Map, a sync/atomic value, or a field or
variable marked //snowflake:base): it proves the composition atomic, or
reports it at the function's declaration. A violation is confirmed by an
interleaving with another goroutine, replayed on an executable model of the
collection, that no serial order of the calls explains; the interleaving's
calls are attached as related positions. With -fail-on=violation only
confirmed violations are reported; the default, unproven, also reports
functions that are not proven atomic; unsupported also reports functions
outside the verified fragment. Functions marked //snowflake:ignore are
never reported, and misplaced or broken directives always are.`

// New returns an analyzer with configuration cfg; its flags change the
// copy it holds, not cfg.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name: "snowflake",
		Doc:  doc,
		Run:  c.run,
		// The spec files found next to the package and its dependencies,
		// and the summaries of the dependencies' functions.
		Requires: []*analysis.Analyzer{specsAnalyzer, summariesAnalyzer},
	}
	a.Flags.Var((*envFlag)(&c.Environment), "environment", "the environment of the verdicts: package (another goroutine runs the package's own functions, when the objects are confined to it) or collection (it calls the objects' API with any values)")
	a.Flags.Var((*failOnFlag)(&c.FailOn), "fail-on", "lowest verdict reported: violation, unproven or unsupported")
	a.Flags.UintVar(&c.RLimit, "rlimit", c.RLimit, "resource limit of each solver query, in Z3's resource units")
	a.Flags.Uint64Var(&c.FunctionRLimit, "function-rlimit", c.FunctionRLimit, "resource limit of all the solver queries of one function (then unproven: budget)")
	a.Flags.Uint64Var(&c.WitnessRLimit, "witness-rlimit", c.WitnessRLimit, "resource limit of the witness search for one refuted function")
	a.Flags.DurationVar(&c.Timeout, "timeout", c.Timeout, "time limit of each solver query, a safety net beside -rlimit; 0 for none")
	a.Flags.DurationVar(&c.Budget, "budget", c.Budget, "time limit for one function, a safety net beside -function-rlimit; 0 for none")
	a.Flags.DurationVar(&c.WitnessBudget, "witness-budget", c.WitnessBudget, "time limit of the witness search for one refuted function, a safety net beside -witness-rlimit; 0 for none")
	a.Flags.BoolVar(&c.Discover, "discover", c.Discover, "also verify functions that compose two or more calls on a collection no directive marks")
	return a
}

// run verifies the package of pass. A failure of the run as a whole is
// returned as an error, so that the driver reports it: the analyzer never
// stays silent about a package it could not verify.
func (c *Config) run(pass *analysis.Pass) (any, error) {
	if err := CheckFailOn(c.FailOn); err != nil {
		return nil, err
	}
	specFiles := pass.ResultOf[specsAnalyzer].([]string)
	// Calls of the dependencies' functions by their summaries (summaries.go).
	unit := pass.ResultOf[summariesAnalyzer].(importedFacts).options()
	prog, err := paths.FromPackageWith(unit, pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo, passSizes(pass), specFiles)
	if err != nil {
		return nil, fmt.Errorf("loading %s: %v", pass.Pkg.Path(), err)
	}
	opt := verify.Options{RLimit: c.RLimit, FunctionRLimit: c.FunctionRLimit, WitnessRLimit: c.WitnessRLimit,
		Timeout: c.Timeout, Budget: c.Budget, WitnessBudget: c.WitnessBudget, NoDiscover: !c.Discover, Environment: c.Environment}
	rep, err := verify.RunProgram(context.Background(), opt, prog)
	if err != nil {
		return nil, fmt.Errorf("verifying %s: %v", pass.Pkg.Path(), err)
	}
	r := newResolver(pass)
	for _, d := range rep.Diagnostics {
		pass.Report(analysis.Diagnostic{Pos: r.pos(d.Pos, r.fallback()), Message: d.Message})
	}
	// Reported: what fails `snowflake verify --fail-on` (report.Gate), and
	// errors, which always fail it.
	gate := report.Gate{FailOn: c.FailOn}
	for _, res := range rep.Results {
		if res.Ignored != "" || res.Verdict != verify.Error && !gate.Finding(res) {
			continue
		}
		pass.Report(diagnostic(pass, r, res))
	}
	return nil, nil
}

// CheckFailOn validates a fail-on value.
func CheckFailOn(v string) error {
	if report.CheckFailOn(v) != nil {
		return fmt.Errorf("invalid fail-on %q: want violation, unproven or unsupported", v)
	}
	return nil
}

// failOnFlag is the -fail-on flag: a verdict name, checked when set.
type failOnFlag string

var _ flag.Value = (*failOnFlag)(nil)

// envFlag is -environment, checked when set.
type envFlag string

func (f *envFlag) String() string { return string(*f) }

func (f *envFlag) Set(s string) error {
	if s != verify.EnvPackage && s != verify.EnvCollection {
		return fmt.Errorf("invalid -environment %q: want package or collection", s)
	}
	*f = envFlag(s)
	return nil
}

var _ flag.Value = (*envFlag)(nil)

func (f *failOnFlag) String() string { return string(*f) }

func (f *failOnFlag) Set(v string) error {
	if CheckFailOn(v) != nil {
		return fmt.Errorf("want violation, unproven or unsupported")
	}
	*f = failOnFlag(v)
	return nil
}
