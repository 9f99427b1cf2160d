// This file holds the string operators: comparisons (bytewise), + and len,
// on strings with NUL and non-ASCII bytes.

package conform

// CmpString is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpString(a, b string) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// Concat is a + b.
func Concat(a, b string) string { return a + b }

// ConcatConst appends constants with a NUL, a quote, a backslash and non-ASCII bytes.
func ConcatConst(a string) string { return "\x00\"" + a + "\\é\xff" }

// Len is len(a).
func Len(a string) int { return len(a) }

// LenConcat is len(a + b) and len(a) + len(b).
func LenConcat(a, b string) (int, int) { return len(a + b), len(a) + len(b) }

// LenSmall is len(a) converted to uint8 (the length truncated).
func LenSmall(a string) uint8 { return uint8(len(a)) }

// EqConst compares with constants holding NUL and non-ASCII bytes.
func EqConst(a string) (bool, bool, bool) { return a == "\x00", a == "é", a < "\x80" }

// StringBranch branches on a string comparison.
func StringBranch(a, b string) string {
	if a+b == b+a {
		return a
	}
	return b
}

// NamedString compares values of a named string type.
func NamedString(a, b string) bool {
	type name string
	return name(a) < name(b)
}

// RuneString converts a rune and a byte to strings.
//
// conform: sound
func RuneString(r rune, b byte) (string, string) { return string(r), string(b) }

// BytesRoundTrip converts a string to bytes and back.
//
// conform: sound
func BytesRoundTrip(s string) bool { return string([]byte(s)) == s }
