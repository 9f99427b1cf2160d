// This file runs the conformance test: every exported function of
// testdata/conform is split into paths and run, on many concrete inputs,
// both by Go and by the encoding; the encoding must allow Go's outcome
// (soundness) and, for the rules meant to be exact, nothing else
// (precision). See testdata/conform/doc.go for the per-function levels.
//
// Sampling: every run checks every function, on its edge values and on
// random inputs drawn from a seed that differs from run to run (logged,
// and named in every failure; -conform.seed=N draws the same inputs
// again). Cases are checked in batches; when the solver leaves a batch
// undecided, the default run checks a random sample of its cases one by
// one (sampleSingles), and -conform.all checks all of them. The default
// run takes 160 input tuples per function; -conform.cases=N takes N:
//
//	go test ./paths -run TestConform -conform.all -conform.seed=N
//	go test ./paths -run TestConform -conform.cases=2000

package paths_test

import (
	"flag"
	"go/ast"
	"go/types"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"regexp"
	"sort"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// A level says how much of Go's behaviour the encoding of a rule must pin down.
type level int

const (
	exact       level = iota // outcome (return or panic, its kind) and values
	outcomeOnly              // return or panic, and the panic's kind; values may be arbitrary
	soundOnly                // only that Go's outcome is among the encoding's
)

func (l level) String() string { return [...]string{"exact", "outcome", "sound"}[l] }

var levelRE = regexp.MustCompile(`(?m)^\s*conform:\s*(outcome|sound)\s*$`)

// levelOf reads the "conform: outcome|sound" line of fn's doc comment.
func levelOf(fn *ssa.Function) level {
	decl, ok := fn.Syntax().(*ast.FuncDecl)
	if !ok || decl.Doc == nil {
		return exact
	}
	switch m := levelRE.FindStringSubmatch(decl.Doc.Text()); {
	case m == nil:
		return exact
	case m[1] == "outcome":
		return outcomeOnly
	}
	return soundOnly
}

var (
	conformSeed = flag.Uint64("conform.seed", 0, "seed of the conformance test's random inputs (0: a new one each run)")
	conformAll  = flag.Bool("conform.all", false, "check every case of batches the solver leaves undecided one by one, not a sample")
	// Each run draws new random inputs, so runs add up; a long run asks
	// for more per function.
	conformCases = flag.Int("conform.cases", 0, "input tuples per function (0: 90, 40 with -short; each run draws new ones)")
)

// runSeed returns the seed of this run's random inputs: -conform.seed, or
// a random one.
func runSeed() uint64 {
	if *conformSeed != 0 {
		return *conformSeed
	}
	return rand.Uint64() | 1
}

// caseCount is how many input tuples each function runs on.
func caseCount() int {
	switch {
	case *conformCases > 0:
		return *conformCases
	case testing.Short():
		return 40
	}
	return 90
}

func TestConform(t *testing.T) {
	start := time.Now()
	prog := loadShared(t, "./testdata/conform")
	pkg := prog.Roots[0]
	spkg := prog.SSA.Package(pkg.Types)
	names := exportedFuncs(pkg.Types)
	checkTable(t, names)
	run := runSeed()
	t.Logf("random inputs from -conform.seed=%d", run)
	var checks, runs, sampledOut int
	var cases [3]int // by level
	for _, name := range names {
		goFn, ok := conformFuncs[name]
		if !ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			// One solver per function: a Z3 context keeps what every
			// script declared, and checks slow down as it grows.
			z, err := smt.NewZ3()
			if err != nil {
				t.Fatal(err)
			}
			defer z.Close()
			c := &conformer{t: t, z: z, prog: prog, pkg: pkg, fn: spkg.Func(name), goFn: reflect.ValueOf(goFn),
				rng: rand.New(rand.NewPCG(seed(name), run))}
			defer func() {
				if t.Failed() {
					t.Logf("inputs drawn from -conform.seed=%d", run)
				}
			}()
			c.run()
			for _, cs := range c.cases {
				cases[cs.level]++
				if !cs.other {
					runs++
				}
			}
			checks += c.checks
			sampledOut += c.sampledOut
		})
	}
	t.Logf("%d functions, %d runs of Go, %d cases (%d exact, %d outcome, %d sound), %d solver checks, %d cases of undecided batches not checked one by one (-conform.all checks them), %v",
		len(names), runs, cases[exact]+cases[outcomeOnly]+cases[soundOnly], cases[exact], cases[outcomeOnly], cases[soundOnly],
		checks, sampledOut, time.Since(start).Round(time.Millisecond))
}

// exportedFuncs lists the package-level exported functions of p, sorted.
func exportedFuncs(p *types.Package) []string {
	var out []string
	for _, name := range p.Scope().Names() {
		if f, ok := p.Scope().Lookup(name).(*types.Func); ok && f.Exported() {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// checkTable fails when conformFuncs and the package disagree.
func checkTable(t *testing.T, names []string) {
	in := map[string]bool{}
	for _, n := range names {
		in[n] = true
		if _, ok := conformFuncs[n]; !ok {
			t.Errorf("conform.%s is missing from conformFuncs (conform_table_test.go)", n)
		}
	}
	for n := range conformFuncs {
		if !in[n] {
			t.Errorf("conformFuncs names %s, which testdata/conform does not declare", n)
		}
	}
}

// seed derives a function's random stream from its name (and the run's
// seed), so that adding a function changes no other function's inputs.
func seed(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// A conformer checks one function.
type conformer struct {
	t      *testing.T
	z      *smt.Z3
	prog   *paths.Program
	pkg    *packages.Package
	fn     *ssa.Function
	goFn   reflect.Value
	rng    *rand.Rand
	level  level
	f      *paths.Func
	boxed  []types.Type // dynamic types the function itself boxes or asserts
	cases  []*conformCase
	checks int
	// otherNums numbers the dynamic types represented by other(type, val).
	otherNums map[reflect.Type]int
	failures  int          // cases found failing one by one
	untold    map[int]bool // cases in failing batches left unchecked one by one
	// undecided is set once the solver leaves a batch undecided;
	// sampledOut counts the cases of such batches not checked one by one.
	undecided  bool
	sampledOut int
	size       int // cases per batch (see split)
}

func (c *conformer) run() {
	c.level = levelOf(c.fn)
	f, ref := paths.SplitFunc(c.prog, c.fn)
	if ref != nil {
		c.t.Errorf("refused: %s (at %s)", ref.Message, c.prog.Fset.Position(ref.Pos))
		return
	}
	c.f = f
	c.boxed = boxedTypes(c.fn)
	gt := c.goFn.Type()
	if gt.NumIn() != len(f.Inputs) || gt.NumOut() != c.fn.Signature.Results().Len() {
		c.t.Fatalf("conformFuncs[%s] has type %s, the encoding has %d inputs", c.fn.Name(), gt, len(f.Inputs))
	}
	n := caseCount()
	if c.orders() {
		n /= 3 // see orders
	}
	for _, args := range c.tuples(n) {
		c.addCases(args)
	}
	c.checkAll()
}

// boxedTypes lists the concrete types fn boxes into interfaces or asserts
// to: the dynamic types its own encoding knows by a box constructor.
func boxedTypes(fn *ssa.Function) []types.Type {
	var out []types.Type
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.MakeInterface:
				out = append(out, in.X.Type())
			case *ssa.TypeAssert:
				if !types.IsInterface(in.AssertedType) {
					out = append(out, in.AssertedType)
				}
			}
		}
	}
	return out
}

// isBoxedType reports whether the dynamic type rt is one the function boxes.
func (c *conformer) isBoxedType(rt reflect.Type) bool {
	t := c.typeOf(rt)
	return t != nil && c.isBoxed(t)
}

func (c *conformer) isBoxed(t types.Type) bool {
	for _, b := range c.boxed {
		if types.Identical(b, t) {
			return true
		}
	}
	return false
}
