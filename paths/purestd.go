// This file defines the standard-library functions snowflake treats as
// functional: no effect, results a function of the arguments (for those
// whose arguments can reach memory, such as slices, the results are
// arbitrary in every run, as for any functional function). Each entry says
// why it may be trusted.

package paths

import (
	"go/types"
	"sort"
)

// A StdFunc is a standard-library function treated as functional.
type StdFunc struct {
	Name string // package path and name, as types.Func.FullName prints it
	Why  string
}

var pureStd = map[string]string{}

func pure(why string, names ...string) {
	for _, n := range names {
		pureStd[n] = why
	}
}

func init() {
	pure("computes a new string from its string arguments; strings are immutable",
		"strings.ToLower", "strings.ToUpper", "strings.TrimSpace", "strings.Trim", "strings.TrimLeft",
		"strings.TrimRight", "strings.TrimPrefix", "strings.TrimSuffix", "strings.Repeat", "strings.Replace",
		"strings.ReplaceAll", "strings.ToTitle", "strings.Clone")
	pure("compares or searches its string arguments",
		"strings.HasPrefix", "strings.HasSuffix", "strings.Contains", "strings.ContainsAny", "strings.ContainsRune",
		"strings.Index", "strings.IndexByte", "strings.IndexRune", "strings.IndexAny", "strings.LastIndex",
		"strings.LastIndexByte", "strings.Count", "strings.EqualFold", "strings.Compare", "strings.Cut",
		"strings.CutPrefix", "strings.CutSuffix")
	pure("returns a new slice computed from its string arguments (a fresh allocation)",
		"strings.Split", "strings.SplitN", "strings.Fields", "strings.SplitAfter")
	pure("reads its slice argument and returns a new string; the slice's elements may change, so the result is arbitrary per call",
		"strings.Join")
	pure("formats or parses numbers and strings; errors are fresh values",
		"strconv.Itoa", "strconv.FormatInt", "strconv.FormatUint", "strconv.FormatBool", "strconv.FormatFloat",
		"strconv.Quote", "strconv.Unquote", "strconv.Atoi", "strconv.ParseInt", "strconv.ParseUint",
		"strconv.ParseBool", "strconv.ParseFloat", "strconv.AppendInt")
	pure("classifies or maps a rune by the Unicode tables, which are read-only",
		"unicode.IsLetter", "unicode.IsDigit", "unicode.IsSpace", "unicode.IsUpper", "unicode.IsLower",
		"unicode.IsPunct", "unicode.IsNumber", "unicode.ToLower", "unicode.ToUpper", "unicode.ToTitle",
		"unicode/utf8.RuneLen")
	pure("decodes or counts the UTF-8 of its string argument; strings are immutable",
		"unicode/utf8.RuneCountInString", "unicode/utf8.ValidString", "unicode/utf8.DecodeRuneInString",
		"unicode/utf8.DecodeLastRuneInString")
	pure("a mathematical function of its arguments",
		"math.Abs", "math.Max", "math.Min", "math.Floor", "math.Ceil", "math.Trunc", "math.Round", "math.Sqrt",
		"math.Pow", "math.Exp", "math.Log", "math.Mod", "math.Inf", "math.NaN", "math.IsNaN", "math.IsInf",
		"math.Signbit", "math.Float64bits", "math.Float64frombits",
		"math/bits.LeadingZeros64", "math/bits.TrailingZeros64", "math/bits.OnesCount64", "math/bits.Len64",
		"math/bits.RotateLeft64", "math/bits.Reverse64")
	pure("reads its slice arguments only; their elements may change, so the result is arbitrary per call",
		"bytes.Equal", "bytes.Compare", "bytes.HasPrefix", "bytes.HasSuffix", "bytes.Contains", "bytes.Index")
	pure("compares errors along their Unwrap chains; trusted: Is and Unwrap methods are assumed effect-free",
		"errors.Is")
	pure("returns a fresh error value holding its message",
		"errors.New")
	pure("returns the error its argument's Unwrap method returns; trusted: Unwrap methods are effect-free functions of the error",
		"errors.Unwrap")
	pure("returns nil when every argument is nil, else a fresh error holding the non-nil ones",
		"errors.Join")
	pure("formats its arguments; allowed only where every argument is a string, a number or a bool (no String or Error methods run)",
		"fmt.Sprintf", "fmt.Sprint", "fmt.Sprintln", "fmt.Errorf")
}

// mayPanic lists the functions of the list that can panic (the others
// never do, whatever their arguments). fmt.Sprint, Sprintf and Sprintln
// are listed only for strings, numbers and bools (stdCall), which they
// print without running code and without panicking (widths are capped).
var mayPanic = map[string]bool{
	"strings.Repeat":  true,                             // negative count or overflow
	"strings.Replace": true, "strings.ReplaceAll": true, // overflow of the result's length
	"errors.Is":         true, // runs Is and Unwrap methods
	"errors.Unwrap":     true, // runs an Unwrap method
	"fmt.Errorf":        true,
	"strconv.AppendInt": true, "strconv.FormatInt": true, "strconv.FormatUint": true, // an illegal base
	"strconv.FormatFloat": true, // an illegal bit size
	"strings.Join":        true, // overflow of the result's length
}

// StdMayPanic reports whether the listed function f can panic.
func StdMayPanic(f *types.Func) bool { return mayPanic[f.FullName()] }

// PureStd reports whether f is a standard-library function treated as
// functional, and why.
func PureStd(f *types.Func) (string, bool) {
	why, ok := pureStd[f.FullName()]
	return why, ok
}

// PureStdList lists the standard-library functions treated as functional, sorted.
func PureStdList() []StdFunc {
	var out []StdFunc
	for n, why := range pureStd {
		out = append(out, StdFunc{Name: n, Why: why})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
