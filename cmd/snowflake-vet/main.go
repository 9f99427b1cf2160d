// Command snowflake-vet runs the snowflake analyzer under go vet:
//
//	go vet -vettool=$(which snowflake-vet) ./...
//
// It reports, at their declarations, the functions composing calls on a
// concurrent collection that are not proven atomic. Flags are the
// analyzer's, prefixed as go vet passes them (-snowflake.fail-on=violation,
// -snowflake.timeout=30s); `go vet -vettool=$(which snowflake-vet) help`
// lists them.
package main

import (
	"github.com/snowflakeverify/snowflake/analyzer"
	"golang.org/x/tools/go/analysis/unitchecker"
)

func main() { unitchecker.Main(analyzer.Analyzer) }
