// This file runs the oracle over the examples, the verifier's goldens and
// the oracle's own testdata, and holds it to the functions' truth: labels
// ("truth: atomic | nonatomic | outside" in their doc comments). A
// violation of an atomic function fails (an oracle bug or a wrong label);
// a nonatomic function without a violation fails unless knownMisses says
// why the oracle cannot find it, and a known miss that is found fails too,
// so that the table stays true.

package oracle_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/internal/golden/labels"
	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/paths"
)

// truths reads the truth: label of every function declared under dirs,
// keyed by "file:line" of the function's name (labels.Read).
func truths(t *testing.T, dirs ...string) map[string]string {
	t.Helper()
	ls, err := labels.Read(false, dirs...)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for key, l := range ls {
		if l.Truth != "" {
			out[key] = l.Truth
		}
	}
	return out
}

// knownMisses are the nonatomic functions whose violation the oracle does
// not find within its default bounds, and why.
var knownMisses = map[string]string{
	// The package environment (verify/testdata/pkgenv): the oracle runs
	// operations on fresh zero receivers, and no operation inside a
	// critical section of a mutex the function holds.
	"(*lockadv.Cross).Copy":   "its two critical sections lock two objects' mutexes; the oracle's operations wait on a held lock and their scenarios are dropped",
	"(*lockadv.Spawn).Claim":  "makes one call of the map; the race is with the goroutine it starts",
	"(*lockadv.Helper).Claim": "makes one call of the map; the helper's unlocked access is the other's",
	"(*locked.Split).Move":    "its two critical sections: an operation between them needs the lock released, which the harness's stand-in mutex does not interleave",
	"(*locked.Split).Pause":   "as Move: two critical sections",
	"(*locked.Limited).Admit": "reads the limit outside the lock: the other operation writes a plain field, which the oracle does not model",
	"(*locked.Quota).Admit":   "as Limited.Admit: a plain field written by SetLimit",
	"(*locked.Loose).Admit":   "as Limited.Admit: a plain field written by SetLimit",
	"(*sealed.registry).Both": "labelled for receivers the package makes (sealed); the oracle's receivers are fresh zero values, as the verifier's package witness assumes (pending #24)",
	// The other goroutine only calls the map: it does not write memory
	// that the function reads through its arguments.
	"(*calls.Weights).SeedWeight":       "needs another goroutine to write it.w between the calls",
	"(*calls.Entries).DropSentinel":     "compares with &fallback, a package variable's address that no domain holds",
	"(*loops.Table).AnyPresent":         "needs a map argument with two keys; their order in a range is random, so map domains have one entry",
	"(*values.Typed).SwapFailure":       "needs a *otherErr in the map, a type the function never names",
	"(*values.Conns).Rotate":            "needs a *token (zero-size, one address) in the map, a type the function only allocates",
	"(*values.Meter).CopyIfLowByteZero": "needs n = 256 (uint8(n) == 0, n != 0); integer domains are 0, 1, 2, -1",
	"(*atomics.Ring).SlotWrapNaive":     "divides by r.size, a field other than the base: zero in every run, so every run panics alike",
	"(*atomics.Box).SetIfEqual":         "needs atomic.Value.CompareAndSwap's spurious failure (an equal, non-pointer-shaped value stored between its comparison and its swap of the data word): the harness's CompareAndSwap is atomic",
	"(*values.Grid).MarkThenProbe":      "needs uncomparable values of two types ([]int, []string) at ref: the panic names the key's type",
	"(*values.Grid).Retag":              "needs entry{tag, -0.0} in the map: -0.0 inside a struct's interface field",
	"(*calls.Entries).TwinFallback":     "needs k == \"\" (both entryFor calls return &fallback); string domains hold \"a\" and \"B\"",
	"(*clock.Sessions).ExtendToNaive":   "needs exp after the stored expiry; the oracle's time.Time arguments are the zero Time, so every run returns after its Load",
	"(*cow.Quotas).Amend":               "writes the map after publishing it: the other goroutine would have to read the map's contents, and it only calls the atomic.Pointer",
	"(*cow.Relaxed).RelaxNaive":         "needs another goroutine's Store of a window with holders set between the Load and the Store; the oracle's pointer domains hold zero structs",
	"(*cow.Tallies).Next":               "needs Touch's write into the published tally; the other goroutine only calls the atomic.Pointer",
	"(*cow.Tallies).Touch":              "makes one call; its write into the published tally races with another goroutine's copy, which only calls the atomic.Pointer here",
	"(*cow.Spans).Widen":                "needs Clamp's write into the published span; the other goroutine only calls the atomic.Pointer",
	"(*cow.Spans).Clamp":                "as Tallies.Touch: one call, a write into the published span",
	"(*cow.Rings).Advance":              "as Relaxed.RelaxNaive: needs a stored ring with a generation; the oracle's pointer domains hold zero structs",
	"(*openlog.meter).Claim":            "needs a logger calling back into the package; the installed one answers false",
	"(*cow.Tallies8).Next":              "as Tallies.Next: needs Poke's write into the published struct",
	"(*cow.Tallies8).Poke":              "as Tallies.Touch: one call, a write into the published struct",
	"(*cow.Config).InstallNaive":        "needs another goroutine's Store of a Settings between the Load and the Store; the oracle's atomic.Value domains hold no Settings (a struct with a map)",
	"(*pubsub.Broker).DropRacy":         "needs a channel stored in the map by another goroutine; the oracle's value domains hold no channels",
	// Interface fields: the oracle's receivers are zero values, so the
	// interface call panics on a nil interface before any second call.
	"(*iface.Index).PutNaive":       "needs a Hasher in field h (NewIndex's); the oracle's receiver is the zero Index",
	"(*iface.Salted).Recheck":       "needs the salted Hasher in field h (NewSalted's); the oracle's receiver is the zero Salted",
	"(*iface.Registry).Both":        "needs the levelled logger in field log (NewRegistry's); the oracle's receiver is the zero Registry",
	"(*iface.Registry).RemoveNaive": "needs a logger in field log (NewRegistry's); the oracle's receiver is the zero Registry",
	"(*iface.Shards).PutNaive":      "needs a sharder in field s (NewShards's); the oracle's receiver is the zero Shards",
	// Function value fields: the zero receiver's field is nil, so the call
	// through it panics before any second call.
	"(*funcvals.Table).PutNaive":     "needs a hash function in field hash (NewTable's); the oracle's receiver is the zero Table",
	"(*generics.Hashed).Twice":       "needs a hasher in field h (NewHashed's); the oracle's receiver is the zero Hashed",
	"(*funcvals.Table).RecheckNaive": "needs a hash function in field hash (NewTable's); the oracle's receiver is the zero Table",
	"(*funcvals.Salted).Recheck":     "needs bySalt in field hash (NewSalted's); the oracle's receiver is the zero Salted",
	"(*funcvals.Switch).Recheck":     "needs a hash function in field hash (NewSwitch's) and another goroutine's UseFirst; the oracle's receiver is the zero Switch",
	// One Range call: the oracle's Range runs at one instant.
	"(*calls.Tags).FirstName":            "needs another goroutine's Store during the Range; the oracle runs Range at one instant",
	"(*closures.Cache).Count":            "needs another goroutine's Store during the Range; the oracle runs Range at one instant",
	"(*summaries.Releases).PublishNaive": "needs a valid semantic version (v1.2.3); the oracle's string domains hold \"a\" and \"B\", which semver.Canonical maps to \"\"",
	// Plain reads and writes of a base word (data races) are no calls the
	// harness intercepts: no scenario puts the other goroutine's call
	// between them and the function's calls.
	"(*basefield.Meter).ResetIfAbove": "needs another goroutine's call between the LoadUint64 and the plain write of m.value",
	"(*basefield.Meter).Bump":         "needs another goroutine's call between the plain read and the plain write of m.value",
	// Array elements besides the base are no objects the harness models.
	"(*objects.Shards).MoveShard": "needs another goroutine's Load of s.shards[i&3] between the two Adds; the harness does not model array elements",
	// Slice elements likewise; and the zero receiver's slice is nil, so
	// the first index panics before any second call.
	"(*objects.Slots).ReadSlot":    "needs another goroutine's Delete of the name and Add to s.slots[i] between the two Loads; the oracle's receiver is the zero Slots, whose slice is nil",
	"(*objects.Slots).BumpSlot":    "needs another goroutine's Add to s.slots[i] between the Add and the Load; the oracle's receiver is the zero Slots, whose slice is nil",
	"(*objects.Slots).MoveSlot":    "needs another goroutine's Load of s.slots[i] between the two Adds; the oracle's receiver is the zero Slots, whose slice is nil",
	"(*objects.Slots).NameSlot":    "needs another goroutine's Load of the name and of s.slots[i] between the LoadOrStore and the Add; the oracle's receiver is the zero Slots, whose slice is nil",
	"(*objects.Striped).Len":       "needs another goroutine's Stores to two stripes between the Loads; the oracle's receiver is the zero Striped, whose slice is nil: no Load runs",
	"(*objects.Striped).CountOnce": "needs another goroutine's Loads of s.stripes[i] between the Swap and the Add; the oracle's receiver is the zero Striped, whose slice is nil",
	// Channels are in no value domain: the domains are built once for all
	// runs, and a channel one run closes would start the next one closed.
	"(*fuzzfound.Mailboxes).Drain": "needs another goroutine's Swap of a channel into the map; the oracle's value domains hold no channel",
}

func TestGoldensAndExamples(t *testing.T) {
	timeout := 20 * time.Second
	if testing.Short() {
		timeout = 5 * time.Second
	}
	dirs := append([]string{"../examples", "testdata/shapes", "testdata/several", "testdata/shadow"}, goldenDraw(t)...)
	truth := truths(t, dirs...)
	patterns := make([]string, len(dirs))
	for i, d := range dirs {
		patterns[i] = "./" + filepath.ToSlash(filepath.Clean(d)) + "/..."
		if strings.HasPrefix(d, "..") {
			patterns[i] = d + "/..."
		}
	}
	rep, err := oracle.Run(context.Background(), oracle.Options{Timeout: timeout}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, r := range rep.Results {
		pos := r.Position()
		label, ok := truth[fmt.Sprintf("%s:%d", pos.Filename, pos.Line)]
		if !ok {
			label = "-"
		}
		name := paths.ShortName(r.Func)
		rows = append(rows, fmt.Sprintf("%-52s %-10s %-13s %9d %7.0fms %s", name, label, r.Verdict, r.Scenarios, r.Millis, r.Reason))
		checkTruth(t, r, name, label)
	}
	t.Logf("oracle verdicts (function, truth, verdict, scenarios, time):\n%s\n%s", strings.Join(rows, "\n"), oracle.Summary(rep))
}

func checkTruth(t *testing.T, r *oracle.Result, name, label string) {
	t.Helper()
	_, known := knownMisses[name]
	switch {
	case r.Verdict == oracle.Error:
		t.Errorf("%s: %s: error: %s", r.Pos, name, r.Reason)
	case label == "atomic" && r.Verdict == oracle.Violation && known:
		t.Logf("%s: %s: a violation the label excludes: %s", r.Pos, name, knownMisses[name])
	case label == "atomic" && r.Verdict == oracle.Violation:
		var b strings.Builder
		oracle.Text(&b, &oracle.Report{Results: []*oracle.Result{r}}, false)
		t.Errorf("%s: %s is labelled atomic, but the oracle found a violation:\n%s", r.Pos, name, b.String())
	case label == "nonatomic" && (r.Verdict == oracle.Linearizable || r.Verdict == oracle.Unexplored) && !known:
		t.Errorf("%s: %s is labelled nonatomic, but the oracle found no violation in %s", r.Pos, name, r.Reason)
	case label == "nonatomic" && r.Verdict == oracle.Violation && known:
		t.Errorf("%s: %s: the oracle now finds a violation; remove it from knownMisses", r.Pos, name)
	}
}

// TestDeterministic runs the examples with one worker and with four: the
// reports must be the same, witnesses included.
func TestDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the examples twice")
	}
	var texts []string
	for _, jobs := range []int{1, 4} {
		rep, err := oracle.Run(context.Background(), oracle.Options{Jobs: jobs}, "../examples/...")
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		oracle.Text(&b, rep, true)
		text := b.String()
		texts = append(texts, text[:strings.LastIndex(text, "(")])
	}
	if texts[0] != texts[1] {
		t.Errorf("-j 1 and -j 4 differ:\n%s\n%s", texts[0], texts[1])
	}
}

func TestNotCompiling(t *testing.T) {
	_, err := oracle.Run(context.Background(), oracle.Options{}, "../verify/testdata/bad/notcompile")
	var le *paths.LoadError
	if !errors.As(err, &le) || !strings.Contains(strings.Join(le.Messages, "\n"), `cannot use "zero" (untyped string constant) as int value`) {
		t.Errorf("error %v, want the compiler's message", err)
	}
}

// TestSkips checks the reasons of functions the oracle cannot run.
func TestSkips(t *testing.T) {
	rep, err := oracle.Run(context.Background(), oracle.Options{Match: regexp.MustCompile(`StoreAsync|Notify|Getter`)},
		"../verify/testdata/golden/unsupported")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"starts a goroutine", "uses channels", "returns a function"}
	if len(rep.Results) != len(want) {
		t.Fatalf("%d results, want %d", len(rep.Results), len(want))
	}
	for i, r := range rep.Results {
		if r.Verdict != oracle.Skipped || !strings.Contains(r.Reason, want[i]) {
			t.Errorf("%s: %s: %s, want skipped: %s", r.Pos, r.Func, r.Verdict, want[i])
		}
	}
}

// TestObjectsWitness checks that a witness over several objects names the
// object of every call: the per-key counter loaded from the map, then
// read, by the other goroutine before the client's Add.
func TestObjectsWitness(t *testing.T) {
	rep, err := oracle.Run(context.Background(), oracle.Options{Match: regexp.MustCompile(`Metrics\).Inc$|Bank\).Transfer$`)},
		"./testdata/several")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	oracle.Text(&b, rep, false)
	for _, want := range []string{
		`m.counters.LoadOrStore("a", new(atomic.Int64)) = new(atomic.Int64), false`,
		`| m.counters.Load("a") = new(atomic.Int64), true`,
		`| m.counters["a"].Load() = int64(0)`,
		`m.counters["a"].Add(int64(1)) = int64(1)`,
		`final state {m.counters: {"a": &atomic.Int64{int64(1)}}}`,
		`Transfer(new(atomic.Int64), from, int64(1))`,
		`from.Add(int64(-1)) = int64(`, // from any initial value
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in:\n%s", want, b.String())
		}
	}
}
