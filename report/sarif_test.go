// This file checks the SARIF report of a real run (violations with
// witnesses, unproven, unsupported and ignored functions) against the OASIS
// SARIF 2.1.0 JSON schema in testdata/sarif, and its content: rules, levels,
// locations, code flows, fingerprints, suppressions and baseline states.

package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

const sarifSchema = "testdata/sarif/sarif-2.1.0-rtm.5.json"

// mixedRun is a real run of verdicts of every kind and specification
// diagnostics (badbase), made once for the SARIF tests and
// TestStreamIsText: two workers, its text report streamed with streamOpt
// as the results arrive.
var mixedRun = sync.OnceValues(func() (*streamedRun, error) {
	var b strings.Builder
	s := report.NewStream(&b, streamOpt)
	run := &streamedRun{}
	opt := verify.Options{Dir: "..", Timeout: 30 * time.Second, Jobs: 2, OnStart: s.Start,
		OnResult: func(i, n int, r *verify.Result) { run.order = append(run.order, i); s.Result(i, n, r) }}
	rep, err := verify.Run(context.Background(), opt,
		"./examples/...", "./verify/testdata/golden/unsupported", "./verify/testdata/golden/delegate",
		"./verify/testdata/bad/ignore", "./cmd/snowflake/testdata/unproven", "./verify/testdata/bad/badbase")
	if err != nil {
		return nil, err
	}
	if err := s.Finish(rep); err != nil {
		return nil, err
	}
	run.rep, run.streamed = rep, b.String()
	return run, nil
})

// A streamedRun is a report and its text as report.Stream wrote it.
type streamedRun struct {
	rep      *verify.Report
	streamed string
	order    []int // the results' indices in the order they arrived
}

// mixedSARIF renders the shared run as SARIF.
func mixedSARIF(t *testing.T, opt report.SARIFOptions) (*verify.Report, []byte) {
	t.Helper()
	run, err := mixedRun()
	if err != nil {
		t.Fatal(err)
	}
	rep := run.rep
	for _, v := range []verify.Verdict{verify.Violation, verify.Unproven, verify.Unsupported} {
		if rep.Count(v) == 0 {
			t.Fatalf("the run has no %s function", v)
		}
	}
	opt.Version = "0.1.0"
	var b bytes.Buffer
	if err := report.SARIF(&b, rep, opt); err != nil {
		t.Fatal(err)
	}
	return rep, b.Bytes()
}

// validate checks doc against the committed schema, compiled from the local
// file (no network).
func validate(t *testing.T, doc []byte) error {
	t.Helper()
	sch, err := jsonschema.NewCompiler().Compile(sarifSchema)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	return sch.Validate(inst)
}

func TestSARIFSchema(t *testing.T) {
	_, doc := mixedSARIF(t, report.SARIFOptions{Root: "/work/repo", ExitStatus: report.ExitFailed,
		Notes: []string{"baseline b.json: 1 entry no longer found"}})
	if err := validate(t, doc); err != nil {
		t.Fatalf("the SARIF report does not conform to the schema: %v\n%s", err, doc)
	}
	// The schema must be able to say no.
	for name, breakIt := range map[string]func(m map[string]any){
		"wrong version":   func(m map[string]any) { m["version"] = "2.0.0" },
		"no tool":         func(m map[string]any) { delete(run(m), "tool") },
		"bad level":       func(m map[string]any) { result0(m)["level"] = "fatal" },
		"unknown field":   func(m map[string]any) { m["snowflake"] = true },
		"empty threads":   func(m map[string]any) { flow0(m)["threadFlows"] = []any{} },
		"negative line":   func(m map[string]any) { region0(m)["startLine"] = -3 },
		"message as text": func(m map[string]any) { result0(m)["message"] = "not an object" },
	} {
		var m map[string]any
		if err := json.Unmarshal(doc, &m); err != nil {
			t.Fatal(err)
		}
		breakIt(m)
		broken, _ := json.Marshal(m)
		if err := validate(t, broken); err == nil {
			t.Errorf("%s: the schema accepts a broken document", name)
		}
	}
}

func run(m map[string]any) map[string]any { return m["runs"].([]any)[0].(map[string]any) }
func result0(m map[string]any) map[string]any {
	return run(m)["results"].([]any)[0].(map[string]any)
}
func region0(m map[string]any) map[string]any {
	loc := result0(m)["locations"].([]any)[0].(map[string]any)
	return loc["physicalLocation"].(map[string]any)["region"].(map[string]any)
}
func flow0(m map[string]any) map[string]any {
	for _, r := range run(m)["results"].([]any) {
		if flows, ok := r.(map[string]any)["codeFlows"].([]any); ok && len(flows) > 0 {
			return flows[0].(map[string]any)
		}
	}
	panic("no code flow")
}

func TestSARIFResults(t *testing.T) {
	rep, doc := mixedSARIF(t, report.SARIFOptions{})
	log, err := sarif.FromBytes(doc)
	if err != nil || len(log.Runs) != 1 {
		t.Fatalf("%v, %d runs", err, len(log.Runs))
	}
	r := log.Runs[0]
	if *r.Tool.Driver.Name != "snowflake" || *r.Tool.Driver.Version != "0.1.0" || r.Tool.Driver.InformationURI == nil {
		t.Errorf("driver %+v", r.Tool.Driver)
	}
	var ids []string
	for _, rule := range r.Tool.Driver.Rules {
		ids = append(ids, *rule.ID)
		if rule.Help == nil || rule.ShortDescription == nil || rule.FullDescription == nil ||
			!strings.Contains(*rule.Help.Text, "//snowflake:ignore") {
			t.Errorf("rule %s lacks descriptions or help", *rule.ID)
		}
	}
	if strings.Join(ids, " ") != "snowflake/violation snowflake/unproven snowflake/unsupported snowflake/error" {
		t.Errorf("rules %v", ids)
	}
	var want []*verify.Result
	for _, res := range rep.Results {
		if res.Verdict != verify.Atomic {
			want = append(want, res)
		}
	}
	if len(r.Results) != len(want) {
		t.Fatalf("%d results, want one per function not proven atomic (%d)", len(r.Results), len(want))
	}
	levels := map[verify.Verdict]string{verify.Violation: "error", verify.Unproven: "warning",
		verify.Unsupported: "note", verify.Error: "warning"}
	for i, res := range r.Results {
		checkResult(t, want[i], res, levels[want[i].Verdict])
	}
}

// checkResult compares one SARIF result with the verify.Result it renders.
func checkResult(t *testing.T, want *verify.Result, got *sarif.Result, level string) {
	t.Helper()
	name := paths.ShortName(want.Func)
	if *got.RuleID != "snowflake/"+string(want.Verdict) || got.Level != level || got.RuleIndex < 0 {
		t.Errorf("%s: rule %s index %d level %s", name, *got.RuleID, got.RuleIndex, got.Level)
	}
	if got.PartialFingerprints[report.FingerprintKey] != report.Fingerprint(want) {
		t.Errorf("%s: fingerprints %v", name, got.PartialFingerprints)
	}
	loc := got.Locations[0]
	art, reg := loc.PhysicalLocation.ArtifactLocation, loc.PhysicalLocation.Region
	at := *art.URI + ":" + strconv.Itoa(*reg.StartLine) + ":" + strconv.Itoa(*reg.StartColumn)
	if at != want.Pos || art.URIBaseID == nil || *art.URIBaseID != "%SRCROOT%" {
		t.Errorf("%s: location %s (base %v), want %s", name, at, art.URIBaseID, want.Pos)
	}
	if *loc.LogicalLocations[0].FullyQualifiedName != want.Func || !strings.HasPrefix(*got.Message.Text, name+": ") {
		t.Errorf("%s: logical location or message %q", name, *got.Message.Text)
	}
	if (want.Ignored != "") != (len(got.Suppressions) == 1) ||
		(want.Ignored != "" && *got.Suppressions[0].Justification != want.Ignored) {
		t.Errorf("%s: ignored %q, suppressions %v", name, want.Ignored, got.Suppressions)
	}
	w, _ := want.Witness.(*witness.Witness)
	if want.Verdict != verify.Violation {
		if len(got.CodeFlows) != 0 {
			t.Errorf("%s: a code flow on a %s result", name, want.Verdict)
		}
		return
	}
	if len(got.CodeFlows) != 1 || w == nil {
		t.Fatalf("%s: %d code flows, want the witness", name, len(got.CodeFlows))
	}
	checkFlow(t, name, w, got.CodeFlows[0])
}

// checkFlow: one thread flow per goroutine, steps in thread order with
// executionOrder giving the interleaving, client steps at their positions.
func checkFlow(t *testing.T, name string, w *witness.Witness, cf *sarif.CodeFlow) {
	t.Helper()
	if len(cf.ThreadFlows) != 2 || *cf.ThreadFlows[0].ID != "client" || *cf.ThreadFlows[1].ID != "other" {
		t.Fatalf("%s: thread flows %v", name, cf.ThreadFlows)
	}
	seen := map[int]bool{}
	for _, tf := range cf.ThreadFlows {
		last := 0
		for _, l := range tf.Locations {
			o := l.ExecutionOrder
			if o <= last || o > len(w.Steps) || seen[o] {
				t.Errorf("%s: execution order %d after %d", name, o, last)
				continue
			}
			last, seen[o] = o, true
			s := w.Steps[o-1]
			call := "." + s.Call + "("
			if s.Operation != "" { // the package's operation (the package environment)
				call = s.Operation + "("
			}
			if s.Thread != *tf.ID || !strings.Contains(*l.Location.Message.Text, call) {
				t.Errorf("%s: step %d %q is not %s's %s", name, o, *l.Location.Message.Text, *tf.ID, s.Call)
			}
			p := l.Location.PhysicalLocation
			at := *p.ArtifactLocation.URI + ":" + strconv.Itoa(*p.Region.StartLine) + ":" + strconv.Itoa(*p.Region.StartColumn)
			if s.Thread == "client" && at != s.Pos {
				t.Errorf("%s: step %d at %s, want %s", name, o, at, s.Pos)
			}
		}
	}
	if len(seen) != len(w.Steps) {
		t.Errorf("%s: %d of %d steps in the flow", name, len(seen), len(w.Steps))
	}
}

// TestSARIFStable: fingerprints ignore positions; output is deterministic;
// a baseline sets baselineState on findings.
func TestSARIFStable(t *testing.T) {
	a := &verify.Result{Func: "(*example.com/c.C).Get", Pos: "c/c.go:10:1", Verdict: verify.Violation}
	b := *a
	b.Pos = "c/c.go:42:1"
	if report.Fingerprint(a) != report.Fingerprint(&b) {
		t.Error("the fingerprint depends on the position")
	}
	b.Verdict = verify.Unproven
	if report.Fingerprint(a) == report.Fingerprint(&b) {
		t.Error("the fingerprint ignores the verdict")
	}
	rep, doc1 := mixedSARIF(t, report.SARIFOptions{})
	_, doc2 := mixedSARIF(t, report.SARIFOptions{})
	if !bytes.Equal(doc1, doc2) {
		t.Error("two renderings of one report differ")
	}
	first := rep.Results[0]
	for _, r := range rep.Results {
		if r.Verdict == verify.Violation {
			first = r
			break
		}
	}
	gate := report.Gate{FailOn: "unproven", Baselined: func(r *verify.Result) bool { return r == first }}
	_, doc := mixedSARIF(t, report.SARIFOptions{Gate: gate})
	log, _ := sarif.FromBytes(doc)
	states := map[string]int{}
	for _, res := range log.Runs[0].Results {
		s := "-"
		if res.BaselineState != nil {
			s = *res.BaselineState
		}
		states[s]++
	}
	if states["unchanged"] != 1 || states["new"] == 0 {
		t.Errorf("baseline states %v", states)
	}
}
