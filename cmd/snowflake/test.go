// This file wires `snowflake test`: flags → oracle.Run → oracle's report.

package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"regexp"
	"time"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/spf13/cobra"
)

func testCmd() *cobra.Command {
	var (
		format, run, ops string
		environment      string
		timeout          time.Duration
		jobs             int
		verbose, work    bool
		tags             []string
		b                oracle.Bounds
	)
	c := &cobra.Command{
		Use:   "test [flags] [packages]",
		Short: "run the client functions against an adversarial goroutine and check linearizability by brute force",
		Long: `test is snowflake's independent dynamic oracle. It builds each package with
every base object (sync.Map; sync/atomic's types, and its functions on a base
field; xsync's Map, MapOf and Counter; concurrent-map's ConcurrentMap)
replaced by an executable model with the same methods, runs each client function for
real in every scenario within the bounds (arguments, initial state, and calls
of another goroutine between the function's own calls), and checks each
scenario against every serial order of its calls. The other shared objects a
function touches (sync.Map and sync/atomic fields at any depth, package
variables, pointer parameters, the counters stored in a map, words used
through sync/atomic) are modelled too, each with its own state, and the other
goroutine may call any of them.

Environments (--environment): in package (the default), for a function whose
base object only its package's code reaches (an unexported field or variable
whose address never leaves the package), the other goroutine runs the
package's own operations whole, on the same receiver: the exported methods of
the client type (when other packages can hold one) and the methods its go
statements start, with arguments from the parameter domains, after at most
--setup of them that build the state the function starts from. A scenario is
then a violation when no serial order of those whole operations gives the
same results and final state. An object that escapes is explored in the
collection environment, which collection selects for every function: the
other goroutine calls the object's API with any value.

Verdicts: linearizable (no violation in the scenarios, some of which had
another goroutine's call between the function's calls); unexplored (no
scenario had one, e.g. a function making one call of its shared objects:
nothing was checked, nothing is claimed); violation; skipped; error.

Exit status: 0 when no function has a violation; 1 when one does; 2 on usage
errors or packages that do not load; 3 when the oracle fails on a function.`,
		RunE: func(c *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return usageError{fmt.Errorf("invalid --format %q: want text or json", format)}
			}
			if environment != oracle.EnvPackage && environment != oracle.EnvCollection {
				return usageError{fmt.Errorf("invalid --environment %q: want package or collection", environment)}
			}
			opt := oracle.Options{Timeout: timeout, Jobs: jobs, Tags: tags, Bounds: b, Work: work, Environment: environment}
			switch ops {
			case "default":
			case "all":
				opt.Bounds.Ops = oracle.AllOps
			default:
				return usageError{fmt.Errorf("invalid --ops %q: want default or all", ops)}
			}
			if run != "" {
				re, err := regexp.Compile(run)
				if err != nil {
					return usageError{fmt.Errorf("invalid --run: %v", err)}
				}
				opt.Match = re
			}
			return runTest(c, opt, format, verbose, args)
		},
	}
	f := c.Flags()
	f.StringVar(&format, "format", "text", "output format: text or json")
	f.StringVar(&run, "run", "", "only the functions whose full name matches this regular expression")
	f.DurationVar(&timeout, "timeout", time.Minute, "time limit per function")
	f.IntVarP(&jobs, "jobs", "j", 0, "functions explored in parallel (default GOMAXPROCS)")
	f.IntVar(&b.EnvCalls, "env", 2, "calls of the other goroutine per scenario")
	f.IntVar(&b.Gap, "gap", 2, "calls of the other goroutine between two calls of the function")
	f.IntVar(&b.MaxGaps, "gaps", 6, "gaps between calls of the function, from the first, in which the other goroutine may act")
	f.IntVar(&b.MaxCalls, "max-calls", 50, "calls of the function after which a run counts as not terminating")
	f.IntVar(&b.MaxKeys, "keys", 3, "keys per argument tuple")
	f.IntVar(&b.MaxValues, "values", 6, "values besides nil")
	f.IntVar(&b.MaxTuples, "tuples", 32, "argument tuples (the last parameters' domains shrink to two values)")
	f.StringVar(&ops, "ops", "default", "the other goroutine's methods, named as sync.Map's and mapped to each object's own: default (Load, Store, LoadOrStore, LoadAndDelete, Delete, Swap, Add) or all (adds CompareAndSwap, CompareAndDelete, Clear)")
	f.StringVar(&environment, "environment", oracle.EnvPackage, "who the other goroutine is: package (the package's own operations, for an object only its package reaches) or collection (any call of the object's API)")
	f.IntVar(&b.Setup, "setup", 1, "in the package environment: the package's operations that run before the function, at most")
	f.BoolVarP(&verbose, "verbose", "v", false, "print each function's value domain and scenario counts")
	f.BoolVar(&work, "work", false, "keep the temporary directory with the generated driver and print its name")
	f.StringSliceVar(&tags, "tags", nil, "build tags")
	return c
}

// runTest runs the oracle and prints its report.
func runTest(c *cobra.Command, opt oracle.Options, format string, verbose bool, args []string) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := oracle.Run(ctx, opt, args...)
	if lerr := loadError(c, err); lerr != nil {
		return lerr
	}
	if err != nil {
		fmt.Fprintf(c.ErrOrStderr(), "snowflake: %v\n", err)
		return exitError{oracle.ExitInternal}
	}
	if rep.WorkDir != "" {
		fmt.Fprintf(c.ErrOrStderr(), "WORK=%s\n", rep.WorkDir)
	}
	if format == "json" {
		err = oracle.JSON(c.OutOrStdout(), rep, version)
	} else {
		err = oracle.Text(c.OutOrStdout(), rep, verbose)
	}
	if err != nil {
		return err
	}
	if s := oracle.ExitStatus(rep); s != oracle.ExitOK {
		return exitError{s}
	}
	return nil
}
