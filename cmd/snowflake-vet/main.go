// Command snowflake-vet runs the snowflake analyzer under go vet:
//
//	go vet -vettool=$(which snowflake-vet) ./...
//
// It reports, at their declarations, the functions composing calls on a
// concurrent collection that are not proven atomic. Flags are the
// analyzer's, prefixed as go vet passes them (-snowflake.fail-on=violation,
// -snowflake.timeout=30s); `go vet -vettool=$(which snowflake-vet) help`
// lists them. A bad -snowflake.fail-on value is reported once per go vet
// run (flags.go).
//
// Files:
//
//	main.go   the command
//	flags.go  the check of -snowflake.fail-on, reported once
package main

import (
	"os"

	"github.com/snowflakeverify/snowflake/analyzer"
	"golang.org/x/tools/go/analysis/unitchecker"
)

func main() {
	if err := badFailOn(os.Args[1:]); err != nil {
		if reportOnce(os.Stderr, err) {
			os.Exit(1)
		}
		emptyFacts(os.Args[1:])
		os.Exit(0)
	}
	unitchecker.Main(analyzer.Analyzer)
}
