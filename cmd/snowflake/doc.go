// Command snowflake proves composite operations over concurrent Go
// collections atomic, or reports why it cannot.
//
//	snowflake verify [flags] [packages]
//	snowflake explain [flags] FUNC [packages]
//	snowflake test [flags] [packages]
//	snowflake eval --labels FILE [packages]
//	snowflake axioms [COLLECTION]
//	snowflake version (or --version)
//
// Files:
//
//	main.go            the root command, --version, exit statuses of errors
//	verify.go          `snowflake verify`: flags, the run, interrupts (exit 130)
//	flags.go           checkFlags: flag values checked before the run
//	output.go          the report in the chosen format (text streamed as results arrive)
//	progress.go        the progress line on a terminal's stderr
//	termwidth_*.go     the terminal's width
//	baseline.go        --baseline and --write-baseline
//	explain.go         `snowflake explain`
//	test.go            `snowflake test`, the dynamic oracle
//	eval.go            `snowflake eval`
//	axioms.go          `snowflake axioms`
package main
