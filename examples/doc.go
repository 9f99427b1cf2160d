// Package examples holds client packages to run snowflake on first:
//
//	go run ./cmd/snowflake verify ./examples/...
//
//	registry  a service registry: LoadOrStore registration beside a check-then-act twin
//	cache     an evicting cache: LoadAndDelete, CompareAndDelete and Swap beside racy twins
//	memo      get-or-create memoisation with a //snowflake:functional helper
//	xcache    a price cache and view counters on an xsync v4 Map: LoadOrCompute and
//	          Compute beside load-then-store twins
//	sessions  a session table as a service writes it: expiry by time.Now, errors wrapping
//	          sentinels with %w, log and slog output; one decisive call beside check-then-act twins
//
// Every method states in its doc comment the verdict snowflake gives it
// ("want:") and the real answer ("truth:"), with the reason in plain words.
// The golden tests in package verify check both on every run.
package examples
