// This file checks the text rendering of witnesses against a golden file
// (go test ./report -update rewrites it), and replays every confirmed
// sync.Map witness on the real sync.Map.

package report_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

var update = flag.Bool("update", false, "rewrite the golden file")

// violationRun verifies the examples and some golden packages once for
// the tests of this file, and keeps the violations: in the collection
// environment, whose witnesses are calls of the collections' API, which
// TestWitnessReplaysOnSyncMap replays on a real sync.Map.
var violationRun = sync.OnceValues(func() (*verify.Report, error) {
	rep, err := verify.Run(context.Background(), verify.Options{Dir: "..", Timeout: 30 * time.Second, Environment: verify.EnvCollection},
		"./examples/...", "./verify/testdata/golden/registry", "./verify/testdata/golden/session", "./verify/testdata/golden/counter", "./verify/testdata/golden/loops", "./verify/testdata/golden/pubsub")
	if err != nil {
		return nil, err
	}
	var keep []*verify.Result
	for _, r := range rep.Results {
		if r.Verdict == verify.Violation {
			keep = append(keep, r)
		}
	}
	rep.Results = keep
	return rep, nil
})

// violations returns the shared run's violations: read them, never change them.
func violations(t *testing.T) *verify.Report {
	t.Helper()
	rep, err := violationRun()
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestWitnessGolden(t *testing.T) {
	rep := violations(t)
	if len(rep.Results) < 10 {
		t.Fatalf("only %d violations", len(rep.Results))
	}
	var b strings.Builder
	if err := report.Text(&b, rep, report.TextOptions{}); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	got = got[:strings.LastIndex(got, "(")] // the summary's time varies
	checkGoldenFile(t, "testdata/witnesses.golden", got)
}

// checkGoldenFile compares got with the golden file at path, which -update
// rewrites.
func checkGoldenFile(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (go test ./report -update to accept):\n%s", path, got)
	}
}

// literal parses the Go literals witnesses print for sync.Map values.
func literal(t *testing.T, s string) any {
	switch {
	case s == "nil":
		return nil
	case s == "true" || s == "false":
		return s == "true"
	case strings.HasPrefix(s, `"`):
		v, err := strconv.Unquote(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return v
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Skipf("value %s is not replayed on the real sync.Map", s)
	}
	return n
}

// TestWitnessReplaysOnSyncMap runs every confirmed sync.Map witness on a
// real sync.Map: each call, the client's and the other goroutine's, must
// return what the witness says.
func TestWitnessReplaysOnSyncMap(t *testing.T) {
	rep := violations(t)
	n := 0
	for _, r := range rep.Results {
		w, ok := r.Witness.(*witness.Witness)
		if !ok || r.Collection != "sync.Map" || !w.Confirmed || split(w) {
			continue // a real sync.Map gives no way to act inside its Range
		}
		t.Run(paths.ShortName(r.Func), func(t *testing.T) {
			var m sync.Map
			for _, kv := range splitState(w.Initial) {
				m.Store(literal(t, kv[0]), literal(t, kv[1]))
			}
			for _, s := range w.Steps {
				if s.Write != "" {
					continue // memory the client reads: its values are in the arguments shown
				}
				got := callMap(t, &m, s)
				if strings.Join(got, ", ") != strings.Join(s.Result, ", ") {
					t.Errorf("%s's %s(%v) returned %v on sync.Map, the witness says %v", s.Thread, s.Call, s.Args, got, s.Result)
				}
			}
			n++ // not reached when a value cannot be replayed (Skipf)
		})
	}
	if n < 8 {
		t.Errorf("only %d sync.Map witnesses replayed", n)
	}
}

// split reports whether w's interleaving is inside one call (its steps say
// what each half did).
func split(w *witness.Witness) bool {
	for _, s := range w.Steps {
		if s.Thread == "client" && s.Note != "" {
			return true
		}
	}
	return false
}

func splitState(s string) [][2]string {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "{"), "}")
	if s == "" {
		return nil
	}
	var out [][2]string
	for _, kv := range strings.Split(s, ", ") {
		k, v, _ := strings.Cut(kv, ": ")
		out = append(out, [2]string{k, v})
	}
	return out
}

// show prints a value as witnesses print sync.Map values.
func show(v any) string {
	switch v := v.(type) {
	case nil:
		return "nil"
	case string:
		return strconv.Quote(v)
	case int:
		return strconv.Itoa(v)
	case bool:
		return strconv.FormatBool(v)
	}
	return "?"
}

func callMap(t *testing.T, m *sync.Map, s witness.Step) []string {
	var args []any
	for _, a := range s.Args {
		args = append(args, literal(t, a))
	}
	two := func(v any, ok bool) []string { return []string{show(v), strconv.FormatBool(ok)} }
	switch s.Call {
	case "Load":
		return two(m.Load(args[0]))
	case "Store":
		m.Store(args[0], args[1])
	case "LoadOrStore":
		return two(m.LoadOrStore(args[0], args[1]))
	case "LoadAndDelete":
		return two(m.LoadAndDelete(args[0]))
	case "Delete":
		m.Delete(args[0])
	case "Swap":
		return two(m.Swap(args[0], args[1]))
	case "CompareAndSwap":
		return []string{strconv.FormatBool(m.CompareAndSwap(args[0], args[1], args[2]))}
	case "CompareAndDelete":
		return []string{strconv.FormatBool(m.CompareAndDelete(args[0], args[1]))}
	case "Clear":
		m.Clear()
	default:
		t.Fatalf("unknown call %s", s.Call)
	}
	return nil
}
