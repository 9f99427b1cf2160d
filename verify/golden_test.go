// This file runs the golden tests: client packages under testdata/golden
// and the examples, whose functions state their expected verdict in their
// doc comments ("want: VERDICT") and their real answer ("truth: atomic |
// nonatomic | outside"). Any mismatch fails, in either direction, and a
// nonatomic function reported atomic fails as unsound.

package verify_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
)

type expectation struct {
	want, truth string
	// wantCollection is the verdict in the collection environment, for
	// the packages verified in both (testdata/pkgenv).
	wantCollection string
	// truthCollection is the truth in the collection environment when it
	// differs (atomic in the package, not with any call of the API).
	truthCollection string
	name            string
	// pending names the issue that will make the verdict right; until then a
	// mismatch is logged, and a match fails (remove the pending line).
	pending string
}

var (
	wantRE    = regexp.MustCompile(`(?m)^\s*(want|want-collection|truth|truth-collection):\s*(\S+)`)
	pendingRE = regexp.MustCompile(`(?m)^\s*pending:\s*(.+)$`)
)

// expectations reads the want/truth lines of every function declared under
// dirs, keyed by "file:line" of the function's name.
//
// With collection, a want-collection: line, when there is one, gives the
// verdict instead of want: (packages verified in both environments).
func expectations(t *testing.T, collection bool, dirs ...string) map[string]expectation {
	t.Helper()
	out := map[string]expectation{}
	for _, dir := range dirs {
		err := filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
			if err != nil {
				return err
			}
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Doc == nil {
					continue
				}
				var e expectation
				for _, m := range wantRE.FindAllStringSubmatch(fd.Doc.Text(), -1) {
					switch m[1] {
					case "want":
						e.want = m[2]
					case "want-collection":
						e.wantCollection = m[2]
					case "truth-collection":
						e.truthCollection = m[2]
					default:
						e.truth = m[2]
					}
				}
				if collection && e.wantCollection != "" {
					e.want = e.wantCollection
				}
				if collection && e.truthCollection != "" {
					e.truth = e.truthCollection
				}
				if m := pendingRE.FindStringSubmatch(fd.Doc.Text()); m != nil {
					e.pending = m[1]
				}
				if e.want == "" && e.truth == "" {
					continue
				}
				if e.want == "" || e.truth == "" {
					t.Errorf("%s: %s needs both want: and truth:", fset.Position(fd.Pos()), fd.Name.Name)
				}
				abs, _ := filepath.Abs(path)
				e.name = fd.Name.Name
				out[fmt.Sprintf("%s:%d", abs, fset.Position(fd.Name.Pos()).Line)] = e
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// checkGolden compares the verdict of every function under dirs (in the
// shared run) with the expectations there.
func checkGolden(t *testing.T, dirs ...string) {
	checkRun(t, sharedRun, true, dirs...)
}

// checkRun compares the verdict of every function under dirs in run with
// the expectations there (collection: the run is in the collection
// environment). A pending line never excuses a verdict its truth
// contradicts (an atomic verdict on a nonatomic function, a violation on
// an atomic one).
//
// With the oracle's test of the same labels (oracle's
// TestGoldensAndExamples: its verdict agrees with every truth: line
// outside its knownMisses), this is the cross-check of the two engines
// on the golden packages and the examples: an atomic verdict has truth
// atomic, where the oracle finds no violation, and a violation has truth
// nonatomic, where the oracle finds one.
func checkRun(t *testing.T, run func() (*verify.Report, error), collection bool, dirs ...string) {
	want := expectations(t, collection, dirs...)
	results := resultsUnder(t, run, dirs...)
	checkNoInternalNames(t, &verify.Report{Results: results}) // no reason, witness or note shows the encoding
	seen := map[string]bool{}
	var rows []string
	for _, r := range results {
		pos := r.Position()
		key := fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
		seen[key] = true
		e, ok := want[key]
		rows = append(rows, fmt.Sprintf("%-70s %-12s %s", r.Func, r.Verdict, r.Reason))
		wrong := string(r.Verdict) != e.want
		if collection && e.wantCollection != "" {
			e.pending = "" // a pending line is about want: (the package environment)
		}
		switch {
		case !ok:
			t.Errorf("%s: %s: verdict %s for a function with no want: line", r.Pos, r.Func, r.Verdict)
		case e.truth == "atomic" && r.Verdict == verify.Violation:
			t.Errorf("%s: FALSE WITNESS: %s is atomic but was reported a violation", r.Pos, r.Func)
		case e.truth == "nonatomic" && r.Verdict == verify.Atomic:
			t.Errorf("%s: UNSOUND: %s is not atomic but was proven atomic", r.Pos, r.Func)
		case e.pending != "" && wrong:
			t.Logf("%s: %s: %s (want %s, truth %s): pending %s", r.Pos, r.Func, r.Verdict, e.want, e.truth, e.pending)
		case e.pending != "":
			t.Errorf("%s: %s passes now: remove its pending line", r.Pos, r.Func)
		case string(r.Verdict) != e.want:
			t.Errorf("%s: %s: got %s (%s), want %s", r.Pos, r.Func, r.Verdict, r.Reason, e.want)
		}
	}
	var missing []string
	for key, e := range want {
		if !seen[key] {
			missing = append(missing, key+" "+e.name)
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("%s: expected a verdict, got none", m)
	}
	if testing.Verbose() {
		t.Logf("verdicts:\n%s", strings.Join(rows, "\n"))
	}
}

func TestGolden(t *testing.T) {
	checkGolden(t, "testdata/golden")
}

// TestPackageEnvironment runs the packages of testdata/pkgenv in both
// environments: want: lines in the package environment, want-collection:
// lines in the collection one (every function there has both).
func TestPackageEnvironment(t *testing.T) {
	t.Run("package", func(t *testing.T) { checkRun(t, packageRun, false, "testdata/pkgenv") })
	t.Run("collection", func(t *testing.T) { checkRun(t, sharedRun, true, "testdata/pkgenv") })
	for key, e := range expectations(t, false, "testdata/pkgenv") {
		if e.wantCollection == "" {
			t.Errorf("%s: %s needs a want-collection: line", key, e.name)
		}
	}
}

func TestExamples(t *testing.T) {
	checkGolden(t, "../examples")
}

func TestBadBaseStillVerifiesOthers(t *testing.T) {
	checkGolden(t, "testdata/bad/badbase")
}

// TestAdversarial runs the packages written to break soundness: every
// function there that is not atomic must not be proven atomic.
func TestAdversarial(t *testing.T) {
	checkGolden(t, "testdata/adversarial")
}
