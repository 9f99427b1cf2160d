// Package golangci is snowflake's golangci-lint module plugin: importing it
// registers the linter "snowflake", which runs the analyzer of package
// analyzer (see .custom-gcl.example.yml at the repository root, and the
// README, for the custom build and the configuration).
//
// In: the settings of linters-settings.custom.snowflake.settings, as
// golangci-lint decodes its configuration (keys fail-on, rlimit,
// function-rlimit, witness-rlimit, timeout, budget, witness-budget,
// discover; unknown keys are refused).
// Out: one analyzer configured by them, which needs type information.
//
// Files:
//
//	plugin.go  the registration, Settings, New, and the LinterPlugin methods
package golangci
