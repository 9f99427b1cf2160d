// This file defines smaller, which replaces a confirmed witness printing a
// large integer by one whose integers are small, and readsWell, which
// tells them apart. Witness search asks for a model with small integers
// (obligations.Readable) only for a confirmed witness that does not read
// well, so that the common case costs nothing more.

package witness

import (
	"context"
	"regexp"
	"strconv"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// ReadableRLimit bounds the solver's work on each check for the model
// smaller asks for, in Z3's resource units (smt.Script.RLimit): a bound
// on work, not time, so that which witness is shown does not depend on
// the machine's speed (but for the search's own budget).
const ReadableRLimit = 2_000_000

// smaller returns, for confirmed witness w of script s (from model m) that
// prints a large integer or a made-up string, the same run with letters
// for the strings when it is confirmed too; then a confirmed witness of s
// that prints none (its model's integers
// are small: obligations.Readable), when one more model, found within
// ReadableRLimit, gives one; else w. It only makes witnesses read better:
// w stands when the small model is none, is not confirmed or does not
// read better (readsBetter), or when the search's budget ends first.
func smaller(ctx context.Context, f *paths.Func, i int, s *smt.Script, m smt.Model, w *Witness, observe bool, solver smt.Solver, opt Options) *Witness {
	if w.readsWell() {
		return w
	}
	w, m = wholeSeconds(ctx, f, i, s, m, w, observe, solver, opt) // specclock.go
	if lm := withLetters(m); lm != nil && w.solverStrings() {
		// The same run with letters for the made-up strings, replayed
		// and confirmed anew: most runs do not depend on what the
		// strings hold, only on which are equal. (withLetters leaves
		// alone a model that defines callbacks or agrees with Go at
		// helper applications: renaming would undo that.)
		if sw := try(ctx, f, i, lm, observe, solver, opt); sw != nil && sw.Confirmed && readsBetter(sw, w) {
			if sw.readsWell() {
				return sw
			}
			w = sw
		}
	}
	small := obligations.Readable(f, f.Paths[i], w.solverStrings())
	if small == nil {
		return w
	}
	rs := s.With(small)
	rs.RLimit = ReadableRLimit
	res, err := solver.Check(ctx, rs, opt.Timeout)
	if err != nil || res.Status != smt.Sat {
		return w
	}
	if sw := try(ctx, f, i, res.Model, observe, solver, opt); sw != nil && sw.Confirmed && readsBetter(sw, w) {
		return sw
	}
	return w
}

// readsBetter reports whether sw reads well, or, when w prints the
// solver's strings, whether sw prints none and its numbers are no worse.
func readsBetter(sw, w *Witness) bool {
	if sw.readsWell() || !w.solverStrings() {
		return sw.readsWell()
	}
	return !sw.solverStrings() && (sw.smallNumbers() || !w.smallNumbers())
}

var (
	quotedRE = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	numberRE = regexp.MustCompile(`-?\b[0-9]+\b`)
	// solverString matches the strings Z3 makes up ("!0!").
	solverString = regexp.MustCompile(`"![0-9]+!"`)
)

// solverStrings reports whether w prints a string the solver made up ("!0!").
func (w *Witness) solverStrings() bool {
	texts := append([]string{w.Initial, w.Final}, w.Inputs...)
	texts = append(texts, w.Result...)
	for _, s := range w.Steps {
		texts = append(texts, s.Args...)
		texts = append(texts, s.Result...)
	}
	for _, t := range texts {
		if solverString.MatchString(t) {
			return true
		}
	}
	return false
}

// readsWell reports whether every integer w prints, outside string
// literals, is within ±obligations.MaxSmall, and w prints none of the
// solver's made-up strings ("!0!").
func (w *Witness) readsWell() bool {
	return w.smallNumbers() && !w.solverStrings()
}

// smallNumbers reports whether every integer w prints, outside string
// literals, is within ±obligations.MaxSmall.
func (w *Witness) smallNumbers() bool {
	texts := append([]string{w.Initial, w.Final}, w.Inputs...)
	texts = append(texts, w.Objects...)
	texts = append(texts, w.Result...)
	for _, s := range w.Steps {
		texts = append(texts, s.Write)
		texts = append(texts, s.Args...)
		texts = append(texts, s.Result...)
	}
	for _, t := range texts {
		for _, n := range numberRE.FindAllString(quotedRE.ReplaceAllString(t, `""`), -1) {
			if v, err := strconv.ParseInt(n, 10, 64); err != nil || v > obligations.MaxSmall || v < -obligations.MaxSmall {
				return false
			}
		}
	}
	return true
}

// renameSolverStrings prints the strings the solver made up ("!0!") in an
// unconfirmed witness as letters ("a", "b", ...: one letter for each
// string, none that the witness prints already). The witness claims no run
// (it is shown as a candidate, with its note), so renaming what it prints
// changes no verdict.
func (w *Witness) renameSolverStrings() {
	if !w.solverStrings() {
		return
	}
	texts := w.texts()
	plain := make([]string, len(texts))
	for i, t := range texts {
		plain[i] = *t
	}
	rename := stringRenamer(plain)
	for _, t := range texts {
		*t = solverString.ReplaceAllStringFunc(*t, rename)
	}
}

// stringRenamer returns a function that maps each string the solver made
// up ("!0!", quoted) to a letter string ("a", quoted), the same for the
// same string, distinct for distinct ones, and none that texts quote
// already.
func stringRenamer(texts []string) func(string) string {
	used := map[string]bool{}
	for _, t := range texts {
		for _, q := range quotedRE.FindAllString(t, -1) {
			used[q] = true
		}
	}
	names := map[string]string{}
	next := 0
	return func(s string) string {
		if n, ok := names[s]; ok {
			return n
		}
		for {
			n := `"` + letters(next) + `"`
			next++
			if !used[n] {
				names[s], used[n] = n, true
				return n
			}
		}
	}
}

// A lettersModel is a model whose made-up strings ("!0!") are renamed to
// letters (stringRenamer over all its values): another candidate run,
// which try replays and confirms anew like any model.
type lettersModel struct {
	smt.Model
	values map[string]string
}

// withLetters returns m with its made-up strings renamed, or nil when it
// has none.
func withLetters(m smt.Model) smt.Model {
	if _, defined := m.(*definedModel); defined || isGrounded(m) {
		return nil
	}
	names := m.Names()
	texts := make([]string, 0, len(names))
	for _, n := range names {
		v, _ := m.Value(n)
		texts = append(texts, v)
	}
	rename := stringRenamer(texts)
	values := map[string]string{}
	changed := false
	for i, n := range names { // in order: the letters do not depend on map order
		r := solverString.ReplaceAllStringFunc(texts[i], rename)
		values[n] = r
		changed = changed || r != texts[i]
	}
	if !changed {
		return nil
	}
	return &lettersModel{Model: m, values: values}
}

// Value returns the renamed value of name.
func (m *lettersModel) Value(name string) (string, bool) {
	if v, ok := m.values[name]; ok {
		return v, true
	}
	return m.Model.Value(name)
}

// texts returns pointers to every text of w a reader sees.
func (w *Witness) texts() []*string {
	out := []*string{&w.Initial, &w.Final, &w.Observed}
	for _, ss := range [][]string{w.Inputs, w.Fixed, w.Objects, w.Result} {
		for i := range ss {
			out = append(out, &ss[i])
		}
	}
	for i := range w.Steps {
		s := &w.Steps[i]
		out = append(out, &s.Write, &s.Note)
		for j := range s.Args {
			out = append(out, &s.Args[j])
		}
		for j := range s.Result {
			out = append(out, &s.Result[j])
		}
	}
	for i := range w.Serial {
		out = append(out, &w.Serial[i].Why)
	}
	return out
}

// letters names the n-th string: a, b, ..., z, aa, ab, ...
func letters(n int) string {
	s := string(rune('a' + n%26))
	if n >= 26 {
		return letters(n/26-1) + s
	}
	return s
}
