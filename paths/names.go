// This file defines how functions and positions are named in reports: the
// full and short names of a function, a position relative to the working
// directory, and the order of positions. verify and the oracle print
// alike through them.

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// FullName is types.Func.FullName of fn, or its SSA name for synthetic functions.
func FullName(fn *ssa.Function) string {
	if f, ok := fn.Object().(*types.Func); ok {
		return f.FullName()
	}
	return fn.String()
}

// ShortName shortens a types.Func.FullName by dropping package paths:
// "(*example.com/app/cache.Cache).Get" becomes "(*cache.Cache).Get".
func ShortName(full string) string {
	var b strings.Builder
	start := 0
	for i := 0; i < len(full); i++ {
		switch full[i] {
		case '(', ')', '*', '[', ']', ',', ' ':
			b.WriteString(trimPath(full[start:i]))
			b.WriteByte(full[i])
			start = i + 1
		}
	}
	b.WriteString(trimPath(full[start:]))
	return b.String()
}

func trimPath(s string) string {
	if i := strings.LastIndex(s, "/"); i >= 0 {
		return s[i+1:]
	}
	return s
}

// RelPos prints pos as file:line:col, the file relative to dir (or the
// current directory) when it lies below it; "-" for no position.
func RelPos(dir string, pos token.Position) string {
	if !pos.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%s:%d:%d", relFile(dir, pos.Filename), pos.Line, pos.Column)
}

// Before orders positions by file, line and column.
func Before(a, b token.Position) bool {
	if a.Filename != b.Filename {
		return a.Filename < b.Filename
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// before orders a and b, positions of p's files, by file, line and column.
// token.Pos orders files as they were added to the file set, which the
// loader does in parallel: in a new order on each load.
func (p *Program) before(a, b token.Pos) bool {
	return Before(p.Fset.Position(a), p.Fset.Position(b))
}
