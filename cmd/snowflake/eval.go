// This file wires `snowflake eval`: verdicts against a labelled corpus.

package main

import (
	"context"
	"fmt"

	"github.com/snowflakeverify/snowflake/eval"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/cobra"
)

func evalCmd() *cobra.Command {
	var (
		labels  string
		budgets budgetFlags
		jobs    int
	)
	c := &cobra.Command{
		Use:   "eval --labels FILE [packages]",
		Short: "measure verdicts against a labelled corpus: accuracy and speed",
		Long: `eval verifies the packages and compares each function's verdict with its
label in FILE (a JSON array of {"func", "label", "reason"}; labels atomic,
nonatomic, outside). It prints the counts of each verdict per label, the
soundness errors, how many atomic functions are proven and nonatomic ones
refuted, the time per function, and the run's wall time beside the time of
loading the packages alone. It exits 1 when there is a soundness error.`,
		RunE: func(c *cobra.Command, args []string) error {
			if err := budgets.check(); err != nil {
				return usageError{err}
			}
			ls, err := eval.ReadLabels(labels)
			if err != nil {
				return usageError{err}
			}
			opt := verify.Options{Jobs: jobs}
			budgets.apply(&opt)
			t, err := eval.Run(context.Background(), opt, ls, args...)
			if lerr := loadError(c, err); lerr != nil {
				return lerr
			}
			if err != nil { // as verify: a failure of the tool, not of the usage
				fmt.Fprintf(c.ErrOrStderr(), "snowflake: %v\n", err)
				return exitError{report.ExitInternal}
			}
			if err := eval.Print(c.OutOrStdout(), t); err != nil {
				return err
			}
			if len(t.Soundness) > 0 {
				return exitError{report.ExitFailed}
			}
			return nil
		},
	}
	c.Flags().StringVar(&labels, "labels", "testdata/corpus/labels.json", "the labels file")
	c.Flags().IntVarP(&jobs, "jobs", "j", 0, "functions verified in parallel (default GOMAXPROCS)")
	budgets.register(c.Flags())
	return c
}
