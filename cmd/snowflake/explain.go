// This file wires `snowflake explain`: one function's paths and obligations.

package main

import (
	"context"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/cobra"
)

func explainCmd() *cobra.Command {
	var (
		withSMT bool
		budgets budgetFlags
	)
	c := &cobra.Command{
		Use:   "explain [flags] FUNC [packages]",
		Short: "show one function's paths, condensation points and obligations",
		Long: `explain verifies the client function FUNC (its full name, or a suffix
such as "(*cache.Cache).Take" or "Take") in the packages (default "./...")
and prints its verdict, its witness if any, and each path: the branch
conditions, the calls, the outcome, and each condensation point tried with
whether its obligation held. With --smt, each obligation in SMT-LIB2.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			patterns := args[1:]
			if len(patterns) == 0 {
				patterns = []string{"./..."}
			}
			if err := budgets.check(); err != nil {
				return usageError{err}
			}
			var opt verify.Options
			budgets.apply(&opt)
			ex, err := verify.Explain(context.Background(), opt, args[0], withSMT, patterns...)
			if lerr := loadError(c, err); lerr != nil {
				return lerr
			}
			if err != nil {
				return usageError{err}
			}
			return report.Explain(c.OutOrStdout(), ex)
		},
	}
	c.Flags().BoolVar(&withSMT, "smt", false, "print each obligation in SMT-LIB2")
	budgets.register(c.Flags())
	return c
}
