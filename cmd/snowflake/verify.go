// This file wires `snowflake verify`: flags → verify.Run → report.

package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/cobra"
)

// verifyFlags are the flags of `snowflake verify`.
type verifyFlags struct {
	format, failOn, smtDir string
	environment            string
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

Output: text prints each function's result as soon as it and every
function before it are done (on a terminal, stderr shows a progress line);
json and sarif are printed whole when the run ends.

Exit status: 0 when no gated function reaches the --fail-on threshold; 1 when
one does; 2 on usage errors, packages that do not load, or misused
directives; 3 when the tool fails on a function; 130 when the run is
interrupted (SIGINT or SIGTERM: the finished results are printed, with a
summary marked interrupted; a second signal exits at once).

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
	f.StringVar(&v.environment, "environment", verify.EnvPackage, "the environment of the verdicts: package (another goroutine runs the package's own functions, when the objects are confined to it) or collection (it calls the objects' API with any values)")
	v.budgets.register(f)
	f.BoolVar(&v.crossCheck, "cross-check", false, "send every proof obligation to cvc5 as well; a disagreement between the solvers is an error verdict (needs the cvc5 command)")
	f.StringVar(&v.baseline.read, "baseline", "", "fail only on findings this baseline file does not record")
	f.StringVar(&v.baseline.write, "write-baseline", "", "record the run's findings in this baseline file (the run then passes on them)")
	return c
}

// run verifies the packages, writes the report and returns the exit status.
func (v *verifyFlags) run(c *cobra.Command, args []string) error {
	if err := v.checkFlags(c); err != nil {
		return usageError{err}
	}
	file, err := v.baseline.load()
	if err != nil {
		return usageError{err}
	}
	ctx, stop := interruptible()
	defer stop()
	out := output{format: v.format, verbose: v.verbose, gate: report.Gate{FailOn: v.failOn}}
	line := newProgress(c.ErrOrStderr(), c.OutOrStdout())
	opt := verify.Options{Jobs: v.jobs, SMTDir: v.smtDir, Tests: v.tests, Tags: v.tags,
		Specs: v.specFiles, NoDiscover: !v.discover, Progress: line.update, Environment: v.environment}
	v.budgets.apply(&opt)
	if v.crossCheck {
		if opt.CrossCheck, err = crossChecker(); err != nil {
			return usageError{err}
		}
	}
	if v.format == "text" {
		out.stream = report.NewStream(c.OutOrStdout(), report.TextOptions{Color: isTerminal(c.OutOrStdout()),
			Verbose: v.verbose, Baselined: v.baseline.accepts(file, out.gate)})
		out.stream.Before = line.beforeOutput()
		opt.OnStart, opt.OnResult = out.stream.Start, out.stream.Result
	}
	rep, err := runVerify(ctx, c, opt, args)
	line.clear()
	if err != nil {
		if rep != nil && v.format != "text" { // no package loaded: the document says why
			out.status = report.ExitUsage
			if werr := out.write(c, rep); werr != nil {
				return werr
			}
		}
		return err
	}
	if out.notes, err = v.baseline.apply(c.ErrOrStderr(), rep, &out.gate, file); err != nil {
		return usageError{err}
	}
	out.status = out.gate.Status(rep)
	if rep.Interrupted {
		out.status = report.ExitInterrupted
	}
	if err := out.write(c, rep); err != nil {
		return err
	}
	if out.status != report.ExitOK {
		return exitError{out.status}
	}
	return nil
}

// runVerify loads the packages, prints the load errors of those that do
// not load, and verifies the others. A load failure or a failure of the
// tool comes back as the error to exit with; with a load failure, the
// report holds its messages as LoadErrors.
func runVerify(ctx context.Context, c *cobra.Command, opt verify.Options, patterns []string) (*verify.Report, error) {
	start := time.Now()
	prog, err := load(ctx, opt, patterns)
	if ctx.Err() != nil && prog == nil && err == nil { // interrupted while loading
		return &verify.Report{Interrupted: true, Millis: float64(time.Since(start).Microseconds()) / 1000}, nil
	}
	if lerr := loadError(c, err); lerr != nil {
		var le *paths.LoadError
		errors.As(err, &le)
		return &verify.Report{LoadErrors: le.Messages}, lerr
	}
	if err != nil {
		fmt.Fprintf(c.ErrOrStderr(), "snowflake: %v\n", err)
		return nil, exitError{report.ExitInternal}
	}
	printLines(c.ErrOrStderr(), prog.LoadErrors)
	rep, err := verify.RunProgram(ctx, opt, prog)
	if err != nil {
		fmt.Fprintf(c.ErrOrStderr(), "snowflake: %v\n", err)
		return nil, exitError{report.ExitInternal}
	}
	rep.Millis = float64(time.Since(start).Microseconds()) / 1000
	return rep, nil
}

// load loads the packages; when ctx is done first, it returns nil, nil
// without waiting (loading cannot be interrupted; the process ends soon).
func load(ctx context.Context, opt verify.Options, patterns []string) (*paths.Program, error) {
	type loaded struct {
		prog *paths.Program
		err  error
	}
	done := make(chan loaded, 1)
	go func() {
		prog, err := verify.Load(opt, patterns...)
		done <- loaded{prog, err}
	}()
	select {
	case l := <-done:
		return l.prog, l.err
	case <-ctx.Done():
		return nil, nil
	}
}

// interruptible returns a context done on the first SIGINT or SIGTERM;
// a second one exits at once with report.ExitInterrupted. stop releases
// the signals.
func interruptible() (ctx context.Context, stop func()) {
	ctx, stopNotify := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	ended := make(chan struct{})
	go func() {
		select {
		case <-ended:
			return
		case <-ctx.Done():
		}
		again := make(chan os.Signal, 1)
		signal.Notify(again, os.Interrupt, syscall.SIGTERM)
		select {
		case <-ended:
		case <-again:
			os.Exit(report.ExitInterrupted)
		}
		signal.Stop(again)
	}()
	return ctx, func() { close(ended); stopNotify() }
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
