// This file checks the flags of `snowflake verify` before anything runs:
// a bad value is one usage error, not a verdict per function.

package main

import (
	"fmt"
	"os"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/cobra"
)

// checkFlags validates the flags of c, the verify command.
func (v *verifyFlags) checkFlags(c *cobra.Command) error {
	if err := checkFormat(v.format); err != nil {
		return err
	}
	if err := report.CheckFailOn(v.failOn); err != nil {
		return err
	}
	if v.environment != verify.EnvPackage && v.environment != verify.EnvCollection {
		return fmt.Errorf("invalid --environment %q: want package or collection", v.environment)
	}
	if c.Flags().Changed("jobs") && v.jobs < 1 {
		return fmt.Errorf("invalid -j %d: want at least 1 (without -j, GOMAXPROCS)", v.jobs)
	}
	if err := v.budgets.check(); err != nil {
		return err
	}
	if v.smtDir != "" {
		return checkSMTDir(v.smtDir)
	}
	return nil
}

// checkSMTDir creates dir if needed and writes and removes a probe file
// in it, so that a directory that cannot take the obligations fails the
// run once, up front.
func checkSMTDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--smt-dir %s: %v", dir, err)
	}
	f, err := os.CreateTemp(dir, ".snowflake-probe-*")
	if err != nil {
		return fmt.Errorf("--smt-dir %s: cannot write in it: %v", dir, err)
	}
	f.Close()
	if err := os.Remove(f.Name()); err != nil {
		return fmt.Errorf("--smt-dir %s: %v", dir, err)
	}
	return nil
}
