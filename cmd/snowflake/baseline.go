// This file wires baselines into `snowflake verify`: --baseline FILE gates
// only on findings the file does not record, --write-baseline FILE records
// the run's findings (package baseline has the format and the matching).

package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/snowflakeverify/snowflake/baseline"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
)

// baselineFlags are the paths given to --baseline and --write-baseline.
type baselineFlags struct{ read, write string }

// load reads the --baseline file before the run, so a bad file is a usage
// error without waiting for the verifier; nil when there is none.
func (b baselineFlags) load() (*baseline.File, error) {
	if b.read != "" && b.write != "" {
		return nil, errors.New("--baseline and --write-baseline cannot be used together")
	}
	if b.read == "" {
		return nil, nil
	}
	return baseline.Read(b.read)
}

// apply writes the --write-baseline file, then matches the findings against
// the baseline (the one just written, or the one read), so that baselined
// findings do not fail the run. It prints what it did on w and returns the
// stale entries as notes for the report.
func (b baselineFlags) apply(w io.Writer, rep *verify.Report, gate *report.Gate, file *baseline.File) ([]string, error) {
	var findings []*verify.Result
	for _, r := range rep.Results {
		if gate.Finding(r) {
			findings = append(findings, r)
		}
	}
	name := b.read
	if b.write != "" {
		name, file = b.write, baseline.New(findings)
		if err := file.WriteFile(b.write); err != nil {
			return nil, err
		}
		fmt.Fprintf(w, "snowflake: wrote %d %s to baseline %s\n", len(file.Findings), plural(len(file.Findings), "finding"), b.write)
	}
	if file == nil {
		return nil, nil
	}
	m := baseline.Match(file, findings)
	gate.Baselined = m.Baselined
	if b.read != "" {
		fmt.Fprintf(w, "snowflake: baseline %s: %d of %d %s baselined, %d new\n",
			name, len(findings)-len(m.New), len(findings), plural(len(findings), "finding"), len(m.New))
	}
	var notes []string
	if len(m.Stale) > 0 {
		fmt.Fprintf(w, "snowflake: baseline %s: %d %s no finding in this run (fixed, removed or renamed; --write-baseline drops %s):\n",
			name, len(m.Stale), plural(len(m.Stale), "entry matches", "entries match"), plural(len(m.Stale), "it", "them"))
	}
	for _, e := range m.Stale {
		fmt.Fprintf(w, "\t%s\n", e)
		notes = append(notes, fmt.Sprintf("baseline %s: stale entry %s (fixed, removed or renamed)", name, e))
	}
	return notes, nil
}

// plural returns one when n is 1, else the plural: forms[0]+"s", or forms[1].
func plural(n int, forms ...string) string {
	switch {
	case n == 1:
		return forms[0]
	case len(forms) > 1:
		return forms[1]
	}
	return forms[0] + "s"
}
