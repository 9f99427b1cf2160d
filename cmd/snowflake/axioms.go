// This file wires `snowflake axioms`: the supported collections and their axioms.

package main

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/values"
	"github.com/spf13/cobra"
)

func axiomsCmd() *cobra.Command {
	var functions bool
	c := &cobra.Command{
		Use:   "axioms [COLLECTION]",
		Short: "list the supported collections and their axioms",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if functions {
				return listFunctions(c)
			}
			var b strings.Builder
			found := false
			for _, coll := range axioms.All() {
				if len(args) == 1 && !axioms.NameMatches(coll, args[0]) {
					continue
				}
				found = true
				fmt.Fprintf(&b, "%s (state: %s)\n", coll.Name(), paths.GoSort(coll.StateSort(values.New(types.SizesFor("gc", "amd64")))))
				for _, m := range coll.Methods() {
					doc := m.Doc
					if m.NotAtomic != "" {
						doc = m.NotAtomic
					}
					fmt.Fprintf(&b, "  %-52s %-12s %s\n", m.Sig, axioms.Kind(coll, m), doc)
				}
				b.WriteString("  trusted:\n")
				for _, a := range coll.Assumptions() {
					fmt.Fprintf(&b, "    %s\n", a)
				}
			}
			if !found {
				return usageError{fmt.Errorf("unknown collection %q (see 'snowflake axioms')", args[0])}
			}
			_, err := fmt.Fprint(c.OutOrStdout(), b.String())
			return err
		},
	}
	c.Flags().BoolVar(&functions, "functions", false, "list the standard-library functions treated as functional, and why")
	return c
}

// listFunctions prints the standard-library functions treated as functional.
func listFunctions(c *cobra.Command) error {
	var b strings.Builder
	for _, f := range paths.PureStdList() {
		fmt.Fprintf(&b, "%-34s %s\n", f.Name, f.Why)
	}
	_, err := fmt.Fprint(c.OutOrStdout(), b.String())
	return err
}
