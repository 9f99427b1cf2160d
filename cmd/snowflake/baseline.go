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

// accepts returns how the text report marks findings while the run runs,
// before apply: with --write-baseline every finding is baselined (the
// file records them all; if the run is interrupted, the file is not
// written, and the marks printed stand for the file it would have been);
// with --baseline, the findings the file accepts. nil without a baseline.
func (b baselineFlags) accepts(file *baseline.File, gate report.Gate) func(*verify.Result) bool {
	switch {
	case b.write != "":
		return gate.Finding
	case file != nil:
		return func(r *verify.Result) bool { return gate.Finding(r) && file.Accepts(r) }
	}
	return nil
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
	if b.write != "" && rep.Interrupted {
		fmt.Fprintf(w, "snowflake: interrupted: baseline %s not written (the run did not verify every function)\n", b.write)
		return nil, nil
	}
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
	stale := staleIn(rep, m.Stale)
	var notes []string
	if len(stale) > 0 {
		fmt.Fprintf(w, "snowflake: baseline %s: %d %s no finding in this run (fixed, removed or renamed; --write-baseline drops %s):\n",
			name, len(stale), plural(len(stale), "entry matches", "entries match"), plural(len(stale), "it", "them"))
	}
	for _, e := range stale {
		fmt.Fprintf(w, "\t%s\n", e)
		notes = append(notes, fmt.Sprintf("baseline %s: stale entry %s (fixed, removed or renamed)", name, e))
	}
	return notes, nil
}

// staleIn keeps the stale entries of functions of the packages rep
// verified: the run says nothing about the others. After an interrupt,
// none: an unfinished function has no finding yet.
func staleIn(rep *verify.Report, stale []baseline.Finding) []baseline.Finding {
	if rep.Interrupted {
		return nil
	}
	var keep []baseline.Finding
	for _, e := range stale {
		if e.In(rep.Packages) {
			keep = append(keep, e)
		}
	}
	return keep
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
