// This file wires `snowflake verify`: flags → verify.Run → report.

package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/cobra"
)

// verifyFlags are the flags of `snowflake verify`.
type verifyFlags struct {
	format, failOn, smtDir string
	budgets                budgetFlags
	jobs                   int
	verbose, tests         bool
	crossCheck             bool
	discover               bool
	tags, specFiles        []string
	baseline               baselineFlags
}

func verifyCmd() *cobra.Command {
	var v verifyFlags
	c := &cobra.Command{
		Use:   "verify [flags] [packages]",
		Short: "prove the client functions of the packages atomic, or say why not",
		Long: `verify loads the packages (patterns as go build takes them; default ".")
and gives each client function a verdict: atomic, violation, unproven,
unsupported or error.

Exit status: 0 when no gated function reaches the --fail-on threshold; 1 when
one does; 2 on usage errors, packages that do not load, or misused
directives; 3 when the tool fails on a function.

Baselines: --write-baseline FILE records the functions that fail the run
(keyed by function and verdict, not by line); --baseline FILE then fails
the run only on findings the file does not record, or whose verdict got
worse (unsupported < unproven < violation). Baselined findings are still
printed, marked [baselined].`,
		RunE: v.run,
	}
	f := c.Flags()
	f.StringVar(&v.format, "format", "text", "output format: text, json or sarif (SARIF 2.1.0 for code scanning)")
	f.StringVar(&v.failOn, "fail-on", "unproven", "lowest verdict that fails the run: violation, unproven or unsupported")
	f.IntVarP(&v.jobs, "jobs", "j", 0, "functions verified in parallel (default GOMAXPROCS)")
	f.StringVar(&v.smtDir, "smt-dir", "", "write every obligation to this directory as an .smt2 file")
	f.BoolVarP(&v.verbose, "verbose", "v", false, "print each path's outcome and the annotations relied on")
	f.BoolVar(&v.tests, "tests", false, "include test files")
	f.StringSliceVar(&v.tags, "tags", nil, "build tags")
	f.StringArrayVar(&v.specFiles, "spec", nil, "collection spec file (.sfspec) describing a collection snowflake does not know; repeatable (spec files next to the packages are loaded too)")
	f.BoolVar(&v.discover, "discover", true, "also verify functions that compose two or more calls on a collection no directive marks")
	v.budgets.register(f)
	f.BoolVar(&v.crossCheck, "cross-check", false, "send every proof obligation to cvc5 as well; a disagreement between the solvers is an error verdict (needs the cvc5 command)")
	f.StringVar(&v.baseline.read, "baseline", "", "fail only on findings this baseline file does not record")
	f.StringVar(&v.baseline.write, "write-baseline", "", "record the run's findings in this baseline file (the run then passes on them)")
	return c
}

// run verifies the packages, writes the report and returns the exit status.
func (v *verifyFlags) run(c *cobra.Command, args []string) error {
	if err := checkFormat(v.format); err != nil {
		return usageError{err}
	}
	if err := report.CheckFailOn(v.failOn); err != nil {
		return usageError{err}
	}
	if err := v.budgets.check(); err != nil {
		return usageError{err}
	}
	file, err := v.baseline.load()
	if err != nil {
		return usageError{err}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := verify.Options{Jobs: v.jobs, SMTDir: v.smtDir, Tests: v.tests, Tags: v.tags,
		Specs: v.specFiles, NoDiscover: !v.discover, Progress: progressTo(c.ErrOrStderr())}
	v.budgets.apply(&opt)
	if v.crossCheck {
		if opt.CrossCheck, err = crossChecker(); err != nil {
			return usageError{err}
		}
	}
	rep, err := verify.Run(ctx, opt, args...)
	clearProgress(c.ErrOrStderr())
	if lerr := loadError(c, err); lerr != nil {
		return lerr
	}
	if err != nil {
		fmt.Fprintf(c.ErrOrStderr(), "snowflake: %v\n", err)
		return exitError{report.ExitInternal}
	}
	printLines(c.ErrOrStderr(), rep.LoadErrors)
	out := output{format: v.format, verbose: v.verbose, gate: report.Gate{FailOn: v.failOn}}
	if out.notes, err = v.baseline.apply(c.ErrOrStderr(), rep, &out.gate, file); err != nil {
		return usageError{err}
	}
	out.status = out.gate.Status(rep)
	if err := out.write(c, rep); err != nil {
		return err
	}
	if out.status != report.ExitOK {
		return exitError{out.status}
	}
	return nil
}

// progressTo prints "verified N of M functions" on w when w is a terminal
// and the run has taken more than two seconds.
func progressTo(w any) func(done, all int, running string) {
	if !isTerminal(w) {
		return nil
	}
	start := time.Now()
	return func(done, all int, _ string) {
		if time.Since(start) > 2*time.Second {
			fmt.Fprintf(w.(*os.File), "\rsnowflake: verified %d of %d functions", done, all)
		}
	}
}

// clearProgress erases the progress line.
func clearProgress(w any) {
	if isTerminal(w) {
		fmt.Fprintf(w.(*os.File), "\r\033[K")
	}
}

// isTerminal reports whether w is a terminal that accepts colour.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok || os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
