// This file defines RunMany, the differential run at scale (`snowflake
// fuzz`): random inputs from a seed, their packages checked by batches
// (CheckBatch), every method counted by verdict, class, shape and
// collection (Summary), each disagreement shrunk (shrink.go) and written
// as a golden test, and one JSON line appended to a record.

package fuzz

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/oracle"
)

// RunOptions configure RunMany.
type RunOptions struct {
	N     int   // methods to check, at least (the last package may pass it)
	Seed  int64 // the random inputs' seed
	From  int   // the index of the first input (Inputs): a run continued
	Batch int   // packages per batch (default 100)
	Check Options
	// Found, when set, is the directory each disagreement's golden test is
	// written to (shrink.go).
	Found string
	// Log receives progress lines and each disagreement in full; nil: none.
	Log io.Writer
	// Commit is the revision checked, for the record ("" when unknown).
	Commit string
}

// A Disagreement is one disagreeing method, as generated and as shrunk.
type Disagreement struct {
	Input  string `json:"input"` // Go-quoted
	Func   string `json:"func"`
	Note   string `json:"note"`
	Source string `json:"source"`
	Shrunk string `json:"shrunk,omitempty"` // the shrunk package's golden file
}

// A Summary is the counts of a run, as printed and recorded.
type Summary struct {
	Date   string `json:"date"`
	Commit string `json:"commit,omitempty"`
	Seed   int64  `json:"seed"`
	// From and Next are the indexes of the first input checked and of
	// the first not checked: a run stopped (an interrupt) or ended
	// continues with --from Next, over inputs disjoint from these.
	From      int     `json:"from"`
	Next      int     `json:"next"`
	N         int     `json:"n"`
	Packages  int     `json:"packages"`
	Generated int     `json:"generated"` // methods generated and checked
	Failed    int     `json:"failed"`    // methods of packages whose check failed
	Seconds   float64 `json:"seconds"`
	// Partial counts the oracle's explorations cut short by its time limit.
	Partial    int            `json:"partial"`
	Verify     map[string]int `json:"verify"`
	Oracle     map[string]int `json:"oracle"`
	Class      map[string]int `json:"class"`
	Pairs      map[string]int `json:"pairs"`     // "verify/oracle"
	Form       map[string]int `json:"form"`      // methods by their package's form
	Construct  map[string]int `json:"construct"` // methods having each construct
	Collection map[string]int `json:"collection"`
	// OracleErrors counts the oracle's error verdicts by reason (their
	// methods are unchecked): a harness that cannot run a construct shows
	// here rather than hiding among the unchecked.
	OracleErrors  map[string]int `json:"oracle_errors,omitempty"`
	Errors        []string       `json:"errors,omitempty"` // why checks failed
	Disagreements []Disagreement `json:"disagreements,omitempty"`
}

func newSummary(opt RunOptions) *Summary {
	return &Summary{Date: time.Now().UTC().Format(time.RFC3339), Commit: opt.Commit, Seed: opt.Seed, From: opt.From, Next: opt.From, N: opt.N,
		Verify: map[string]int{}, Oracle: map[string]int{}, Class: map[string]int{}, Pairs: map[string]int{}, Form: map[string]int{},
		Construct: map[string]int{}, Collection: map[string]int{}}
}

// Inputs returns the i-th random input of seed's run: the same inputs
// whatever the batch size.
func Inputs(seed int64, i int) []byte {
	r := rand.New(rand.NewSource(seed*1_000_003 + int64(i)))
	data := make([]byte, 8+r.Intn(72))
	r.Read(data)
	return data
}

// batchPathRE matches the import path of a batch's sub-package (batchPath)
// in a collection's name (atomic.Pointer[fuzzclient/p14.cfg]): one name
// per collection, whatever the package.
var batchPathRE = regexp.MustCompile(regexp.QuoteMeta(ModulePath) + `/p[0-9]+\.`)

// RunMany checks random packages until opt.N methods are checked or ctx
// ends (the summary then counts those checked).
func RunMany(ctx context.Context, opt RunOptions) *Summary {
	if opt.Batch <= 0 {
		opt.Batch = 100
	}
	opt.Check.Twins = true // the generic-wrapper form checked, not skipped
	start := time.Now()
	s := newSummary(opt)
	next := opt.From
	for s.Generated+s.Failed < opt.N && ctx.Err() == nil {
		var pkgs []*Package
		for funcs := s.Generated + s.Failed; len(pkgs) < opt.Batch && funcs < opt.N; next++ {
			p := Generate(Inputs(opt.Seed, next))
			pkgs = append(pkgs, p)
			funcs += len(p.Funcs)
		}
		counted := s.Packages
		s.checkBatch(ctx, pkgs, opt)
		if s.Packages-counted == len(pkgs) { // a batch an interrupt cut short counts nothing
			s.Next = next
		}
		s.Seconds = time.Since(start).Seconds()
		s.progress(opt.Log)
	}
	return s
}

// checkBatch checks pkgs at once, or one by one when the batch fails, and
// counts them.
func (s *Summary) checkBatch(ctx context.Context, pkgs []*Package, opt RunOptions) {
	outs, err := CheckBatch(ctx, pkgs, opt.Check)
	if err != nil && ctx.Err() == nil {
		outs = make([]*Outcome, len(pkgs))
		for i, p := range pkgs {
			if outs[i], err = Check(ctx, p, opt.Check); err != nil && ctx.Err() == nil {
				s.Errors = append(s.Errors, fmt.Sprintf("input %q: %v", p.Input, err))
			}
		}
	}
	for i, o := range outs {
		if o == nil {
			if ctx.Err() == nil {
				s.Packages++
				s.Failed += len(pkgs[i].Funcs)
			}
			continue
		}
		s.add(ctx, o, opt)
	}
}

// add counts an outcome's methods.
func (s *Summary) add(ctx context.Context, o *Outcome, opt RunOptions) {
	s.Packages++
	form := Form(o.Package.Input)
	byFunc := Constructs(o.Package.Source, o.Package.Funcs...)
	for _, f := range o.Findings {
		s.Generated++
		s.Verify[string(f.Verify)]++
		s.Oracle[string(f.Oracle)]++
		s.Class[string(f.Class)]++
		s.Pairs[string(f.Verify)+"/"+string(f.Oracle)]++
		s.Form[form]++
		for _, c := range byFunc[shortName(f.Func)] {
			s.Construct[c]++
		}
		s.Collection[batchPathRE.ReplaceAllString(f.verify.Collection, "")]++
		if f.Oracle == oracle.Linearizable && !f.oracle.Complete {
			s.Partial++
		}
		if f.Class == Disagree {
			s.disagreement(ctx, o.Package, f, opt)
		}
		if f.Oracle == oracle.Error {
			s.oracleError(o.Package, f, opt)
		}
	}
}

// oracleError counts f's oracle error by its reason's first line and
// logs it with the input that reproduces it.
func (s *Summary) oracleError(p *Package, f *Finding, opt RunOptions) {
	reason, _, _ := strings.Cut(f.OracleReason, "\n")
	if len(reason) > 160 {
		reason = reason[:160]
	}
	if s.OracleErrors == nil {
		s.OracleErrors = map[string]int{}
	}
	s.OracleErrors[reason]++
	logf(opt.Log, "oracle error: %s: %s (input %s)\n", f.Func, reason, strconv.Quote(string(p.Input)))
}

// disagreement records f, prints it in full, and shrinks it into a golden
// test when opt.Found is set.
func (s *Summary) disagreement(ctx context.Context, p *Package, f *Finding, opt RunOptions) {
	d := Disagreement{Input: strconv.Quote(string(p.Input)), Func: f.Func, Note: f.Note, Source: string(p.Source)}
	logf(opt.Log, "disagreement: %s: %s\nverify: %s: %s\ninput %s\n%s", f.Func, f.Note, f.Verify, f.VerifyReason, d.Input, p.Source)
	if opt.Found != "" && ctx.Err() == nil {
		path, err := ShrinkToGolden(ctx, p, f, opt.Check, opt.Found)
		if err != nil {
			logf(opt.Log, "shrinking %s: %v", f.Func, err)
		} else {
			d.Shrunk = path
			logf(opt.Log, "shrunk into %s", path)
		}
	}
	s.Disagreements = append(s.Disagreements, d)
}

func (s *Summary) progress(w io.Writer) {
	logf(w, "%d/%d methods (%d packages) in %.0fs, %.2f methods/s: %d agree, %d oracle-bound, %d unchecked, %d disagreements, %d failed",
		s.Generated+s.Failed, s.N, s.Packages, s.Seconds, float64(s.Generated+s.Failed)/max(s.Seconds, 0.001),
		s.Class[string(Agree)], s.Class[string(Bound)], s.Class[string(Unchecked)], s.Class[string(Disagree)], s.Failed)
}

func logf(w io.Writer, format string, args ...any) {
	if w != nil {
		fmt.Fprintf(w, format+"\n", args...)
	}
}
