// This file wires `snowflake fuzz`: flags → fuzz.RunMany → its counts,
// printed and appended to a record.

package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/snowflakeverify/snowflake/fuzz"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/spf13/cobra"
)

func fuzzCmd() *cobra.Command {
	var (
		opt    fuzz.RunOptions
		record string
		sum    string
		rlimit uint64
	)
	c := &cobra.Command{
		Use:   "fuzz [flags]",
		Short: "check generated client functions with both engines, verify and the oracle, and count their agreement",
		Long: `fuzz is snowflake's differential run (for snowflake's developers): it
generates -n client methods from random inputs (seeded by --seed), checks
them by batches of --batch packages with the verifier and the oracle (both in
the package's environment: the package one for the package-map and locked
forms, else the collection one), and prints the counts: methods generated, per
verify verdict, per oracle verdict, per class (agree, oracle-bound,
unchecked, disagreement), per form of the package and per construct of the
method, per collection, and the wall time. A disagreement (verify atomic
where the oracle finds a violation, or verify's violation the oracle cannot
reproduce even within the witness's bounds) is printed in full and, with
--found, shrunk to a smallest disagreeing package written there as a golden
test. --record appends the counts as one JSON line, with the index of the
first input not checked ("next"): a run stopped by an interrupt (its
counts are still printed and recorded) or ended continues over the
following inputs with the same --seed and --from NEXT, so that legs of one
run check disjoint inputs and their records add up. --sum FILE runs
nothing: it adds up the records in FILE (the legs of a run) and prints the
total counts, each seed's inputs, and any two legs of one seed whose inputs
overlap.

Exit status: 0 when the engines never disagree; 1 on a disagreement; 2 on
usage errors; 3 when checks failed.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if sum != "" {
				return sumRecords(c, sum)
			}
			if err := fuzzFlags(opt); err != nil {
				return usageError{err}
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM) // the counts so far are still printed and recorded
			defer stop()
			opt.Check.WitnessRLimit = rlimit
			opt.Log, opt.Commit = c.ErrOrStderr(), commit()
			s := fuzz.RunMany(ctx, opt)
			fmt.Fprint(c.OutOrStdout(), s)
			if record != "" {
				if err := s.Append(record); err != nil {
					return err
				}
			}
			switch {
			case len(s.Disagreements) > 0:
				return exitError{report.ExitFailed}
			case s.Failed > 0:
				return exitError{report.ExitInternal}
			}
			return nil
		},
	}
	f := c.Flags()
	f.IntVarP(&opt.N, "n", "n", 1000, "client methods to generate and check")
	f.Int64Var(&opt.Seed, "seed", 1, "seed of the random inputs")
	f.IntVar(&opt.From, "from", 0, "index of the first input: continues a run whose record says \"next\"")
	f.IntVarP(&opt.Check.Jobs, "jobs", "j", 0, "methods each engine judges at once (0: GOMAXPROCS; 1: the engines also run one after the other)")
	f.IntVar(&opt.Batch, "batch", 100, "generated packages checked at once, in one module")
	f.StringVar(&record, "record", "", "append the counts as one JSON line to this file")
	f.StringVar(&sum, "sum", "", "run nothing: add up the records in this file and print the total")
	f.StringVar(&opt.Found, "found", "", "shrink each disagreement and write it as a golden test under this directory")
	f.DurationVar(&opt.Check.OracleTimeout, "oracle-timeout", 5*time.Second, "the oracle's time limit per method")
	f.DurationVar(&opt.Check.VerifyTimeout, "timeout", 5*time.Second, "time limit per solver query")
	f.Uint64Var(&rlimit, "witness-rlimit", 2_000_000, "resource budget of verify's witness search per method (lower than verify's default: more methods unproven, no proof changed)")
	return c
}

// sumRecords prints the total of the records in the file at path.
func sumRecords(c *cobra.Command, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return usageError{err}
	}
	defer f.Close()
	t, err := fuzz.SumRecords(f)
	if err != nil {
		return usageError{fmt.Errorf("%s: %v", path, err)}
	}
	fmt.Fprint(c.OutOrStdout(), t)
	return nil
}

// fuzzFlags checks the flags' values before anything runs.
func fuzzFlags(opt fuzz.RunOptions) error {
	switch {
	case opt.N < 1:
		return fmt.Errorf("invalid -n %d: want at least 1", opt.N)
	case opt.Check.Jobs < 0:
		return fmt.Errorf("invalid -j %d: want 0 (GOMAXPROCS) or more", opt.Check.Jobs)
	case opt.Batch < 1:
		return fmt.Errorf("invalid --batch %d: want at least 1", opt.Batch)
	case opt.From < 0:
		return fmt.Errorf("invalid --from %d: want an input index, 0 or more", opt.From)
	case opt.Check.OracleTimeout <= 0:
		return fmt.Errorf("invalid --oracle-timeout %s: want a positive duration", opt.Check.OracleTimeout)
	case opt.Check.VerifyTimeout <= 0:
		return fmt.Errorf("invalid --timeout %s: want a positive duration", opt.Check.VerifyTimeout)
	}
	return nil
}

// commit is the revision snowflake was built from, or else the one checked
// out in the current directory, when known.
func commit() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				return s.Value
			}
		}
	}
	out, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
