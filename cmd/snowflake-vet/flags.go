// This file checks -snowflake.fail-on before the analysis runs. go vet
// starts the tool once per package (dependencies included), each parsing
// the flags: a bad value would print the tool's usage once per package.
// The first process of a go vet run prints one message and fails; the
// others leave without a word (and with empty facts, which no analysis
// reads: every process of the run leaves early), so that go vet does not
// add a line per package.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/analyzer"
)

// badFailOn returns the error of a bad -fail-on value in args (the
// tool's arguments: -snowflake.fail-on=V, -fail-on V, with one or two
// dashes); nil when there is none or it is valid.
func badFailOn(args []string) error {
	for i, a := range args {
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "fail-on" && name != "snowflake.fail-on" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		if err := analyzer.CheckFailOn(value); err != nil {
			return fmt.Errorf("snowflake-vet: -%s: %v", name, err)
		}
	}
	return nil
}

// reportOnce writes err on w and returns true, unless another process of
// the same go vet run (the same parent process, within a minute) has
// written it already.
func reportOnce(w io.Writer, err error) bool {
	marker := filepath.Join(os.TempDir(), fmt.Sprintf("snowflake-vet-%d.failon", os.Getppid()))
	if fi, serr := os.Stat(marker); serr == nil && time.Since(fi.ModTime()) > time.Minute {
		os.Remove(marker) // left by an earlier run whose parent had the same id
	}
	f, cerr := os.OpenFile(marker, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if cerr != nil && os.IsExist(cerr) {
		return false
	}
	if f != nil {
		f.Close()
	}
	fmt.Fprintln(w, err)
	return true
}

// emptyFacts writes the empty facts file that go vet expects of the
// process analysing the package of args' unit.cfg.
func emptyFacts(args []string) {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		return
	}
	var cfg struct{ VetxOutput string }
	if json.Unmarshal(data, &cfg) == nil && cfg.VetxOutput != "" {
		os.WriteFile(cfg.VetxOutput, nil, 0o666)
	}
}
