// This file defines the resolver, which turns the positions a verify.Report
// prints (file:line:col, relative to the working directory) back into
// positions of the pass's files.

package analyzer

import (
	"go/token"
	"path/filepath"

	"github.com/snowflakeverify/snowflake/report"
	"golang.org/x/tools/go/analysis"
)

// A resolver finds positions in the files of one pass.
type resolver struct {
	files map[string]*token.File // by absolute, clean name
	first token.Pos              // the package clause of the first file
}

func newResolver(pass *analysis.Pass) *resolver {
	r := &resolver{files: map[string]*token.File{}}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		r.files[absName(tf.Name())] = tf
		if r.first == token.NoPos {
			r.first = f.Package
		}
	}
	return r
}

// fallback is where a diagnostic goes whose position is not in the
// package's files: its first package clause (a diagnostic is never dropped).
func (r *resolver) fallback() token.Pos { return r.first }

// pos resolves "file:line:col" (relative to the working directory, or
// absolute); it returns def when the position is not in the pass's files.
func (r *resolver) pos(s string, def token.Pos) token.Pos {
	file, line, col, ok := report.SplitPos(s)
	if !ok {
		return def
	}
	return r.position(token.Position{Filename: file, Line: line, Column: col}, def)
}

// position resolves a file, line and column; def when not in the files.
func (r *resolver) position(p token.Position, def token.Pos) token.Pos {
	tf := r.files[absName(p.Filename)]
	if tf == nil || p.Line < 1 || p.Line > tf.LineCount() || p.Column < 1 {
		return def
	}
	start := tf.LineStart(p.Line)
	if tf.Offset(start)+p.Column-1 > tf.Size() {
		return def
	}
	return start + token.Pos(p.Column-1)
}

// absName is name made absolute (against the working directory, as
// verify prints positions) and clean.
func absName(name string) string {
	if abs, err := filepath.Abs(name); err == nil {
		return abs
	}
	return filepath.Clean(name)
}
