// This file defines the helper form of a generated package (issue #22's
// inferred summaries): for one input in four, chosen by a hash of the
// input (so no choice is consumed and other inputs' packages stay as they
// were; never an input of the generic-wrapper form), every method first
// passes its key through a helper, and reads level: norm, a pure,
// recursive, unannotated helper that snowflake never inlines but treats
// by the summary it infers from the body, or, by the hash's bits, a
// helper of another package (strings.ToLower, whose body is the standard
// library's; strings.IndexByte, which calls a function without a body),
// and level, an observer of a package variable that SetLevel
// writes (its result is arbitrary on every call):
//
//	func (c *C) F0(k string, ...) ... {
//		k = norm(k, 2) // or k = hstrings.ToLower(k), or if hstrings.IndexByte(k, 'B') >= 0 { k = "z" }
//		_ = level()
//		...
//	}
//
// The oracle runs the helpers for real.

package fuzz

import (
	"go/format"
	"hash/fnv"
	"strings"
)

// summaryMode reports whether data's package takes the helper form.
func summaryMode(data []byte) bool {
	h := fnv.New32a()
	h.Write(data)
	return h.Sum32()%4 == 1
}

// summaryHelpers are the helpers the form declares.
const summaryHelpers = `
// norm is pure and recursive: never inlined, treated by its summary.
func norm(s string, n int) string {
	if n <= 0 {
		return s
	}
	return norm(s, n-1)
}

var lvl int

// SetLevel writes lvl: level only observes it.
func SetLevel(n int) { lvl = n }

// level reads lvl: an observer.
func level() int { return lvl }

// The helpers of another package some methods call.
var _ = hstrings.ToLower
`

// keyHelpers are the ways a method of the helper form passes its key
// through a helper, chosen by the hash's bits, a method after another:
// norm (this package's, by its inferred summary), strings.ToLower
// (another package's body, by its summary), strings.IndexByte (another
// package's call of a function without a body, internal/bytealg's).
var keyHelpers = []string{
	"k = norm(k, 2)\n",
	"k = hstrings.ToLower(k)\n",
	"if hstrings.IndexByte(k, 'B') >= 0 {\nk = \"z\"\n}\n",
}

// withHelpers rewrites p into the helper form when its input chooses it.
func withHelpers(p *Package) *Package {
	if !summaryMode(p.Input) || genwrapMode(p.Input) {
		return p
	}
	src := string(p.Source)
	var b strings.Builder
	h := fnv.New32a()
	h.Write(p.Input)
	pick := h.Sum32() >> 2
	for _, line := range strings.SplitAfter(src, "\n") {
		b.WriteString(line)
		if strings.HasPrefix(line, "package ") {
			b.WriteString("\nimport hstrings \"strings\"\n")
		}
		if strings.HasPrefix(line, "func (c *C) F") {
			b.WriteString(keyHelpers[pick%uint32(len(keyHelpers))] + "_ = level()\n")
			pick++
		}
	}
	b.WriteString(summaryHelpers)
	formatted, err := format.Source([]byte(b.String()))
	if err != nil {
		panic("fuzz: the helper form does not parse: " + err.Error() + "\n" + b.String())
	}
	return &Package{Input: p.Input, Source: formatted, Funcs: p.Funcs}
}
