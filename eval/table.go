// This file defines Run, which verifies a labelled corpus and tabulates
// the verdicts against the labels, with timings.

package eval

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// A Label is one labelled function.
type Label struct {
	Func   string `json:"func"`
	Label  string `json:"label"`
	Reason string `json:"reason"`
}

// Labels are the labels' names, in table order.
var Labels = []string{"atomic", "nonatomic", "outside"}

// A Table is the outcome of an evaluation.
type Table struct {
	Counts       map[string]map[verify.Verdict]int // label → verdict → count
	Soundness    []string                          // soundness errors, one line each
	Unlabelled   []string                          // reported functions without a label
	Missing      []string                          // labelled functions not reported
	Functions    int
	MedianMs     float64
	P90Ms        float64
	WallMs       float64 // the whole run: loading, verifying, witnesses
	LoadMs       float64 // loading and building SSA alone, in the same run
	ProvenShare  float64 // atomic verdicts among atomic labels
	RefutedShare float64 // violation verdicts among nonatomic labels
	// Report is the verification the table counts.
	Report *verify.Report `json:"-"`
}

// ReadLabels reads a labels file.
func ReadLabels(path string) ([]Label, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var ls []Label
	if err := json.Unmarshal(data, &ls); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return ls, nil
}

// Run verifies the corpus and tabulates it against labels.
func Run(ctx context.Context, opt verify.Options, labels []Label, patterns ...string) (*Table, error) {
	start := time.Now()
	prog, err := verify.Load(opt, patterns...)
	if err != nil {
		return nil, err
	}
	load := time.Since(start)
	rep, err := verify.RunProgram(ctx, opt, prog)
	if err != nil {
		return nil, err
	}
	t := &Table{Counts: map[string]map[verify.Verdict]int{}, WallMs: ms(time.Since(start)), LoadMs: ms(load), Report: rep}
	byFunc := map[string]Label{}
	for _, l := range labels {
		byFunc[l.Func] = l
	}
	seen := map[string]bool{}
	var times []float64
	for _, r := range rep.Results {
		seen[r.Func] = true
		times = append(times, r.Millis)
		l, ok := byFunc[r.Func]
		if !ok {
			t.Unlabelled = append(t.Unlabelled, r.Func)
			continue
		}
		if t.Counts[l.Label] == nil {
			t.Counts[l.Label] = map[verify.Verdict]int{}
		}
		t.Counts[l.Label][r.Verdict]++
		t.Functions++
		switch {
		case l.Label == "nonatomic" && r.Verdict == verify.Atomic:
			t.Soundness = append(t.Soundness, fmt.Sprintf("%s: %s proven atomic; labelled nonatomic: %s", r.Pos, r.Func, l.Reason))
		case l.Label == "atomic" && r.Verdict == verify.Violation:
			t.Soundness = append(t.Soundness, fmt.Sprintf("%s: %s reported a violation; labelled atomic: %s", r.Pos, r.Func, l.Reason))
		}
	}
	for _, l := range labels {
		if !seen[l.Func] {
			t.Missing = append(t.Missing, l.Func)
		}
	}
	sort.Strings(t.Missing)
	t.MedianMs, t.P90Ms = percentile(times, 0.5), percentile(times, 0.9)
	t.ProvenShare = share(t.Counts["atomic"], verify.Atomic)
	t.RefutedShare = share(t.Counts["nonatomic"], verify.Violation)
	return t, nil
}

func share(counts map[verify.Verdict]int, v verify.Verdict) float64 {
	total := 0
	for _, n := range counts {
		total += n
	}
	if total == 0 {
		return 0
	}
	return float64(counts[v]) / float64(total)
}

func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	i := int(p * float64(len(s)-1))
	return s[i]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
