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

func verifyCmd() *cobra.Command {
	var (
		format, failOn, smtDir string
		timeout                time.Duration
		jobs                   int
		verbose, tests         bool
		discover               bool
		budget                 time.Duration
		tags                   []string
		specFiles              []string
	)
	c := &cobra.Command{
		Use:   "verify [flags] [packages]",
		Short: "prove the client functions of the packages atomic, or say why not",
		Long: `verify loads the packages (patterns as go build takes them; default ".")
and gives each client function a verdict: atomic, violation, unproven,
unsupported or error.

Exit status: 0 when no gated function reaches the --fail-on threshold; 1 when
one does; 2 on usage errors, packages that do not load, or misused
directives; 3 when the tool fails on a function.`,
		RunE: func(c *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return usageError{fmt.Errorf("invalid --format %q: want text or json", format)}
			}
			if err := report.CheckFailOn(failOn); err != nil {
				return usageError{err}
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			opt := verify.Options{Timeout: timeout, Jobs: jobs, SMTDir: smtDir, Tests: tests, Tags: tags, Specs: specFiles,
				NoDiscover: !discover, Budget: budget, Progress: progressTo(c.ErrOrStderr())}
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
			if format == "json" {
				err = report.JSON(c.OutOrStdout(), rep, version)
			} else {
				err = report.Text(c.OutOrStdout(), rep, report.TextOptions{Color: isTerminal(c.OutOrStdout()), Verbose: verbose})
			}
			if err != nil {
				return err
			}
			if s := report.ExitStatus(rep, failOn); s != report.ExitOK {
				return exitError{s}
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&format, "format", "text", "output format: text or json")
	f.StringVar(&failOn, "fail-on", "unproven", "lowest verdict that fails the run: violation, unproven or unsupported")
	f.DurationVar(&timeout, "timeout", 10*time.Second, "time limit of each solver query")
	f.IntVarP(&jobs, "jobs", "j", 0, "functions verified in parallel (default GOMAXPROCS)")
	f.StringVar(&smtDir, "smt-dir", "", "write every obligation to this directory as an .smt2 file")
	f.BoolVarP(&verbose, "verbose", "v", false, "print each path's outcome and the annotations relied on")
	f.BoolVar(&tests, "tests", false, "include test files")
	f.StringSliceVar(&tags, "tags", nil, "build tags")
	f.StringArrayVar(&specFiles, "spec", nil, "collection spec file (.sfspec) describing a collection snowflake does not know; repeatable (spec files next to the packages are loaded too)")
	f.BoolVar(&discover, "discover", true, "also verify functions that compose two or more calls on a collection no directive marks")
	f.DurationVar(&budget, "budget", 2*time.Minute, "time limit for one function (then unproven: budget); 0 for none")
	return c
}

// progressTo prints "verified N of M functions" on w when w is a terminal
// and the run has taken more than two seconds.
func progressTo(w any) func(done, all int) {
	if !isTerminal(w) {
		return nil
	}
	start := time.Now()
	return func(done, all int) {
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
