// This file defines budgetFlags: the solver budgets of verify, explain and
// eval, in resource units (deterministic) and in time (safety nets).

package main

import (
	"fmt"
	"time"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/pflag"
)

// budgetFlags are the budget flags. The resource limits decide verdicts:
// they count the solver's steps, so a run gives the same verdicts on any
// machine and load. The time limits are safety nets for a machine far
// slower than the resource limits assume; a verdict reached through one
// says so in its reason.
type budgetFlags struct {
	rlimit                  uint
	functionRLimit          uint64
	witnessRLimit           uint64
	timeout, budget, wbudge time.Duration
}

// register adds the flags to fs; witness says whether the command searches
// witnesses (verify and eval do; explain shows one function's verdict, so
// it does too).
func (b *budgetFlags) register(fs *pflag.FlagSet) {
	fs.UintVar(&b.rlimit, "rlimit", verify.DefaultRLimit, "resource limit of each solver query, in Z3's resource units (about 2 million a second; most queries use a few thousand); then the query is unknown")
	fs.Uint64Var(&b.functionRLimit, "function-rlimit", verify.DefaultFunctionRLimit, "resource limit of all the solver queries of one function (then unproven: budget)")
	fs.Uint64Var(&b.witnessRLimit, "witness-rlimit", verify.DefaultWitnessRLimit, "resource limit of the witness search for one refuted function (then unproven, the best candidate shown)")
	fs.DurationVar(&b.timeout, "timeout", time.Minute, "time limit of each solver query, a safety net beside --rlimit; 0 for none")
	fs.DurationVar(&b.budget, "budget", 10*time.Minute, "time limit for one function, a safety net beside --function-rlimit (then unproven: budget); 0 for none")
	fs.DurationVar(&b.wbudge, "witness-budget", time.Minute, "time limit of the witness search for one refuted function, a safety net beside --witness-rlimit; 0 for none")
}

// check refuses values that cannot be budgets.
func (b *budgetFlags) check() error {
	for _, d := range []struct {
		name string
		v    time.Duration
	}{{"--timeout", b.timeout}, {"--budget", b.budget}, {"--witness-budget", b.wbudge}} {
		if d.v < 0 {
			return fmt.Errorf("invalid %s %v: want a duration of 0 or more (0 means none)", d.name, d.v)
		}
	}
	for _, r := range []struct {
		name string
		v    uint64
	}{{"--rlimit", uint64(b.rlimit)}, {"--function-rlimit", b.functionRLimit}, {"--witness-rlimit", b.witnessRLimit}} {
		if r.v == 0 {
			return fmt.Errorf("invalid %s 0: want at least 1 (resource units)", r.name)
		}
	}
	return nil
}

// apply sets the budgets of opt.
func (b *budgetFlags) apply(opt *verify.Options) {
	opt.RLimit, opt.FunctionRLimit, opt.WitnessRLimit = b.rlimit, b.functionRLimit, b.witnessRLimit
	opt.Timeout, opt.Budget, opt.WitnessBudget = b.timeout, b.budget, b.wbudge
}

// crossChecker returns cvc5 as the second solver of --cross-check, within
// its own resource limit (cvc5's units) and a time safety net.
func crossChecker() (smt.Solver, error) {
	cv, err := smt.NewCVC5()
	if err != nil {
		return nil, err
	}
	cv.RLimit, cv.Timeout = crossCheckRLimit, crossCheckTimeout
	return cv, nil
}

// The second solver's limits: an obligation it does not decide within them
// is counted unchecked, never a disagreement.
const (
	crossCheckRLimit  = 200_000
	crossCheckTimeout = 20 * time.Second
)
