// This file runs `go vet -vettool=snowflake-vet` and `snowflake verify`
// (verify.RunProgram) over the module testdata/factmod, whose package cache
// composes a sync.Map through unannotated helpers of its package hash: the
// analysis of cache knows them only from the facts the analysis of hash
// exports, verify from their bodies; each function of cache must get the
// same verdict, and a refusal the same reason, from both.

package analyzer_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/analyzer"
	"github.com/snowflakeverify/snowflake/verify"
)

// vetMessage is the first line of a function's diagnostic: position,
// name, what go vet says of its verdict, and the reason.
var vetMessage = regexp.MustCompile(`^(\S+\.go:\d+:\d+): \S+ (is not atomic|is not proven atomic|is outside the verified fragment|could not be verified): (.*)$`)

var vetVerdict = map[string]verify.Verdict{
	"is not atomic": verify.Violation, "is not proven atomic": verify.Unproven,
	"is outside the verified fragment": verify.Unsupported, "could not be verified": verify.Error,
}

func TestFactsSameVerdicts(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(analyzer.FactmodDir)); err != nil {
		t.Fatal(err)
	}
	// go vet, reporting every verdict but atomic.
	cmd := exec.Command("go", "vet", "-vettool="+vetTool(t), "-snowflake.fail-on=unsupported", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, _ := cmd.CombinedOutput()
	type verdict struct {
		v      verify.Verdict
		reason string
	}
	vet := map[string]verdict{} // by position
	for _, l := range strings.Split(string(out), "\n") {
		if m := vetMessage.FindStringSubmatch(l); m != nil { // positions in reasons relative to dir, as verify's
			vet[m[1]] = verdict{vetVerdict[m[2]], strings.ReplaceAll(m[3], dir+string(filepath.Separator), "")}
		}
	}
	// verify, on the module as TestFactsAreSummaries loaded it (positions
	// relative to its directory, as go vet's to the copy).
	cli, err := analyzer.LoadFactmod()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := verify.RunProgram(context.Background(), verify.Options{Dir: analyzer.FactmodDir, Timeout: 10 * time.Second}, cli)
	if err != nil {
		t.Fatal(err)
	}
	got := map[verify.Verdict]int{}
	for _, r := range rep.Results {
		want := verdict{r.Verdict, r.Reason}
		v, reported := vet[r.Pos]
		if !reported {
			v = verdict{verify.Atomic, ""}
		}
		if want.v == verify.Violation || want.v == verify.Atomic { // a witness printed differently, or nothing to print
			want.reason, v.reason = "", ""
		}
		if v != want {
			t.Errorf("%s %s: go vet %s %q, snowflake verify %s %q", r.Pos, r.Func, v.v, v.reason, want.v, want.reason)
		}
		got[r.Verdict]++
		delete(vet, r.Pos)
	}
	for pos, v := range vet {
		t.Errorf("%s: go vet %s %q, snowflake verify nothing", pos, v.v, v.reason)
	}
	// Both verify what the facts let them: the atomic forms and their
	// twins; the helper with effects and the broken annotation are refused.
	if got[verify.Atomic] != 2 || got[verify.Violation] != 2 || got[verify.Unproven] != 1 || got[verify.Unsupported] != 2 {
		t.Errorf("verdicts %v, want 2 atomic, 2 violation, 1 unproven, 2 unsupported", got)
	}
	if t.Failed() {
		t.Logf("go vet printed:\n%s", out)
	}
}
