package smt

import "testing"

func TestParseValue(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		{"#x0000002a", "#x0000002a"},
		{`(present (box!0!string "a""b"))`, `(present (box!0!string "a""b"))`},
		{"absent", "absent"},
		{"(|box!1![]uint8| |T!0![]uint8!val!0|)", "(box!1![]uint8 T!0![]uint8!val!0)"},
		{"(- 7)", "(- 7)"},
		{"(_ bv5 8)", "(_ bv5 8)"},
		{"(other 3 U!val!0)", "(other 3 U!val!0)"},
	} {
		got, err := ParseValue(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if s := got.String(); s != c.out {
			t.Errorf("%s: got %s, want %s", c.in, s, c.out)
		}
	}
	for _, c := range []struct {
		in   *Term
		want int64
	}{{IntLit(-3), -3}, {IntLit(12), 12}} {
		if got, ok := IntValue(c.in); !ok || got != c.want {
			t.Errorf("IntValue(%s) = %d, %v", c.in, got, ok)
		}
	}
	if v, err := ParseValue("(- 7)"); err != nil {
		t.Error(err)
	} else if got, ok := IntValue(v); !ok || got != -7 {
		t.Errorf("IntValue((- 7) parsed) = %d, %v", got, ok)
	}
	s, err := StringValue(`"a\u{ff}""\u{0}"`)
	if err != nil || s != "a\xff\"\x00" {
		t.Errorf("StringValue: %q %v", s, err)
	}
	if _, err := StringValue(`"\u{1ffff}"`); err == nil {
		t.Error("a character above 0xff must be reported")
	}
}

func TestBVValue(t *testing.T) {
	for _, c := range []struct {
		lit   string
		value int64
		width int
	}{
		{"#xff", 255, 8},
		{"#b101", 5, 3},
		{"(_ bv42 64)", 42, 64},
		{"#x0000000000000001", 1, 64},
	} {
		n, w, ok := BVValue(c.lit)
		if !ok || n.Int64() != c.value || w != c.width {
			t.Errorf("BVValue(%q) = %v, %d, %v; want %d, %d", c.lit, n, w, ok, c.value, c.width)
		}
	}
	for _, bad := range []string{"42", "#xzz", "(_ bv1)", "(_ bvx 8)"} {
		if _, _, ok := BVValue(bad); ok {
			t.Errorf("BVValue(%q) accepted", bad)
		}
	}
}
