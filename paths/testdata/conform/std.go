// This file holds calls of standard-library functions the encoding treats
// as functional (paths/purestd.go): uninterpreted functions of their
// arguments, the same in every run, so only soundness is checked; the
// batched check also demands one interpretation for all inputs at once.

package conform

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"
)

// StdItoa is strconv.Itoa(a).
//
// conform: sound
func StdItoa(a int) string { return strconv.Itoa(a) }

// StdAtoi is strconv.Atoi(s) and whether it succeeded.
//
// conform: sound
func StdAtoi(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// StdStrings calls functions of the strings package.
//
// conform: sound
func StdStrings(a, b string) (string, bool, int) {
	return strings.ToUpper(a), strings.HasPrefix(a, b), strings.Index(a, b)
}

// StdRunes counts the runes of s.
//
// conform: sound
func StdRunes(s string) int { return utf8.RuneCountInString(s) }

// StdBits counts the bits of x.
//
// conform: sound
func StdBits(x uint64) (int, uint64) { return bits.OnesCount64(x), bits.RotateLeft64(x, 3) }

// StdErrors compares errors.New results: two calls give different errors.
//
// conform: sound
func StdErrors(s string) (bool, bool) {
	e := errors.New(s)
	return errors.New(s) == errors.New(s), e == e
}

// StdSprint formats an int and a string.
//
// conform: sound
func StdSprint(a int, s string) string { return fmt.Sprint(a, s) }
