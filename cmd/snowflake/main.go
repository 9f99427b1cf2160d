// This file defines main: the root command, --version, and the exit
// statuses of errors.

package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/spf13/cobra"
)

const version = "0.1.0"

// usageError marks errors that exit with status 2.
type usageError struct{ error }

// exitError carries a status chosen by a command.
type exitError struct{ status int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.status) }

func main() {
	root := &cobra.Command{
		Use:           "snowflake",
		Short:         "snowflake proves composite operations over concurrent Go collections atomic",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version, // --version, as `snowflake version` prints it
	}
	root.SetVersionTemplate("snowflake {{.Version}}\n")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(verifyCmd(), explainCmd(), testCmd(), evalCmd(), axiomsCmd(), fuzzCmd(), versionCmd())
	err := root.Execute()
	var ee exitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		os.Exit(ee.status)
	default:
		// usageError, and unknown commands and argument errors from cobra.
		fmt.Fprintf(os.Stderr, "snowflake: %v\nRun 'snowflake --help' for usage.\n", err)
		os.Exit(report.ExitUsage)
	}
}

func versionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print snowflake's version",
		Args:  cobra.NoArgs,
		Run: func(c *cobra.Command, _ []string) {
			fmt.Fprintf(c.OutOrStdout(), "snowflake %s\n", version)
		},
	}
}

// loadError prints the messages of a *paths.LoadError as go build prints
// them and returns the usage exit status; it returns nil for other errors.
func loadError(c *cobra.Command, err error) error {
	var le *paths.LoadError
	if !errors.As(err, &le) {
		return nil
	}
	printLines(c.ErrOrStderr(), le.Messages)
	return exitError{report.ExitUsage}
}

func printLines(w io.Writer, lines []string) {
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}
