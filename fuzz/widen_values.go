// This file defines intsBeyond: a witness whose other goroutine needs an
// int value (in the initial state or as an argument) that the oracle's
// value domain lacks is out of the oracle's reach whatever its bounds, as
// kindsBeyond's floats are (widen.go).

package fuzz

import (
	"regexp"
	"slices"

	"github.com/snowflakeverify/snowflake/witness"
)

// intLit matches an int literal as witnesses and value domains print
// them (2, -1, int64(3)), not a pointer's address (@0), a name's digits
// or a float's.
var intLit = regexp.MustCompile(`(?:^|[^\w.@-])(-?\d+)(?:$|[^\w.])`)

// ints returns the int literals of s, string literals removed; none when
// s holds a float (math.Copysign(0, -1): kindsBeyond's).
func ints(s string) []string {
	if hasFloat(s) {
		return nil
	}
	var out []string
	for _, m := range intLit.FindAllStringSubmatch(quoted.ReplaceAllString(s, `""`), -1) {
		out = append(out, m[1])
	}
	return out
}

// intsBeyond returns an int the oracle chooses in f's witness (the
// initial state's values, the other goroutine's arguments) that the value
// domain of the oracle's wider run lacks; "" when there is none.
func intsBeyond(f *Finding) string {
	w, ok := f.verify.Witness.(*witness.Witness)
	if !ok || w == nil || f.Wide == nil {
		return ""
	}
	var domain []string
	for _, v := range f.Wide.Values {
		domain = append(domain, ints(v)...)
	}
	chosen := ints(w.Initial)
	for _, s := range w.Steps {
		if s.Thread != "client" {
			for _, a := range s.Args {
				chosen = append(chosen, ints(a)...)
			}
		}
	}
	for _, n := range chosen {
		if !slices.Contains(domain, n) {
			return n
		}
	}
	return ""
}
