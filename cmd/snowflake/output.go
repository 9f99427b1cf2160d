// This file writes the report of `snowflake verify` in the chosen format.

package main

import (
	"fmt"
	"os"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/spf13/cobra"
)

// formats are the values of --format.
var formats = []string{"text", "json", "sarif"}

func checkFormat(format string) error {
	for _, f := range formats {
		if f == format {
			return nil
		}
	}
	return fmt.Errorf("invalid --format %q: want text, json or sarif", format)
}

// output says how to write a report.
type output struct {
	format  string
	verbose bool
	gate    report.Gate
	status  int      // the run's exit status (recorded in SARIF)
	notes   []string // stale baseline entries (SARIF notifications)
	// stream, for the text format, has written the results as they came;
	// it writes what is left.
	stream *report.Stream
}

// write writes rep on c's standard output.
func (o output) write(c *cobra.Command, rep *verify.Report) error {
	w := c.OutOrStdout()
	switch o.format {
	case "json":
		return report.JSONWith(w, rep, version, report.JSONOptions{Baselined: o.gate.Baselined})
	case "sarif":
		root, _ := os.Getwd()
		return report.SARIF(w, rep, report.SARIFOptions{Version: version, Root: root, Gate: o.gate,
			ExitStatus: o.status, Notes: o.notes})
	}
	if o.stream != nil {
		return o.stream.Finish(rep)
	}
	return report.Text(w, rep, report.TextOptions{Color: isTerminal(w), Verbose: o.verbose, Baselined: o.gate.Baselined})
}
