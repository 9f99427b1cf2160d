package axioms

import (
	"math/big"
	"testing"
)

// TestIntValueLiterals: integers print as Go literals of their type; a
// printable rune as a rune literal (an untyped constant that boxes as a
// rune), others converted.
func TestIntValueLiterals(t *testing.T) {
	for _, c := range []struct {
		v     int64
		width int
		typ   string
		want  string
	}{
		{5, 64, "int", "5"},
		{-1, 64, "int", "-1"},
		{-1, 8, "int8", "int8(-1)"},
		{255, 8, "uint8", "uint8(255)"},
		{'a', 32, "rune", "'a'"},
		{'\'', 32, "rune", `'\''`},
		{'é', 32, "rune", "'é'"},
		{0, 32, "rune", "rune(0)"},
		{-1, 32, "rune", "rune(-1)"},
		{'a', 32, "int32", "int32(97)"},
	} {
		v := IntValue(new(big.Int).SetInt64(c.v), c.width, c.typ)
		if v.Go != c.want {
			t.Errorf("IntValue(%d, %d, %s) = %s, want %s", c.v, c.width, c.typ, v.Go, c.want)
		}
	}
}
