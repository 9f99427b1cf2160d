// This file defines z3Model, the Model of a satisfiable Z3 check: the values
// Z3 assigns to the Script's declared constants, copied into Go strings.

package smt

/*
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"sort"
	"strings"
)

// A z3Model holds the values of a satisfiable check's declared constants,
// printed in SMT-LIB2. It refers to no Z3 memory.
type z3Model struct {
	values map[string]string
}

// Value returns the value of the declared constant name. Constants that
// occur in no assertion are not assigned (any value satisfies the script).
func (m *z3Model) Value(name string) (string, bool) {
	v, ok := m.values[name]
	return v, ok
}

// Names returns the constants the model assigns, sorted.
func (m *z3Model) Names() []string {
	names := make([]string, 0, len(m.values))
	for n := range m.values {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// String prints the model, one "name = value" line per constant, sorted by
// name.
func (m *z3Model) String() string {
	names := m.Names()
	lines := make([]string, len(names))
	for i, n := range names {
		lines[i] = n + " = " + m.values[n]
	}
	return strings.Join(lines, "\n")
}

// model copies the values of s's declared constants out of solver's model.
// Z3's auxiliary constants (those s did not declare) are left out.
func (z *Z3) model(s *Script, solver C.Z3_solver) (*z3Model, error) {
	m := C.Z3_solver_get_model(z.ctx, solver)
	if err := z.lastError("model"); err != nil {
		return nil, err
	}
	C.Z3_model_inc_ref(z.ctx, m)
	defer C.Z3_model_dec_ref(z.ctx, m)
	n := C.Z3_model_get_num_consts(z.ctx, m)
	values := make(map[string]string, int(n))
	for i := C.uint(0); i < n; i++ {
		d := C.Z3_model_get_const_decl(z.ctx, m, i)
		name := C.GoString(C.Z3_get_symbol_string(z.ctx, C.Z3_get_decl_name(z.ctx, d)))
		if err := z.lastError("model constant"); err != nil {
			return nil, err
		}
		if !s.Declared(name) {
			continue
		}
		a := C.Z3_model_get_const_interp(z.ctx, m, d)
		if a == nil {
			continue
		}
		v, err := z.valueText(a)
		if err != nil {
			return nil, err
		}
		values[name] = v
	}
	return &z3Model{values: values}, nil
}

// valueText prints the value a: strings in StringLit's encoding (exact,
// unlike Z3's printing), anything else as Z3 prints it, on one line.
func (z *Z3) valueText(a C.Z3_ast) (string, error) {
	if C.Z3_is_string(z.ctx, a) {
		return z.stringText(a)
	}
	text := C.GoString(C.Z3_ast_to_string(z.ctx, a))
	if err := z.lastError("print value"); err != nil {
		return "", err
	}
	return oneLine(text), nil
}

// oneLine joins the lines of Z3's pretty-printed text with single spaces.
// Z3 escapes newlines inside string literals, so only layout is changed.
func oneLine(text string) string {
	if !strings.Contains(text, "\n") {
		return text
	}
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = strings.TrimLeft(lines[i], " \t")
	}
	return strings.Join(lines, " ")
}

// stringText prints the string literal a with the characters Z3 holds.
// Z3_get_lstring gives one byte per character when all are below 256 (then
// its length is the string's); otherwise each character is read alone.
func (z *Z3) stringText(a C.Z3_ast) (string, error) {
	b, err := z.lstring(a)
	if err != nil {
		return "", err
	}
	n, err := z.stringLength(a)
	if err != nil {
		return "", err
	}
	if n == len(b) {
		return StringLit(b).Op, nil
	}
	codes := make([]uint32, n)
	for i := range codes {
		if codes[i], err = z.charAt(a, i); err != nil {
			return "", err
		}
	}
	return encodeChars(codes), nil
}

// lstring returns the bytes Z3_get_lstring gives for the string literal a.
func (z *Z3) lstring(a C.Z3_ast) (string, error) {
	var n C.uint
	p := C.Z3_get_lstring(z.ctx, a, &n)
	if err := z.lastError("string value"); err != nil {
		return "", err
	}
	return C.GoStringN(p, C.int(n)), nil
}

// simplified returns Z3's simplification of the new term t, referenced;
// the caller releases it with Z3_dec_ref.
func (z *Z3) simplified(t C.Z3_ast, what string) (C.Z3_ast, error) {
	if err := z.lastError(what); err != nil {
		return nil, err
	}
	C.Z3_inc_ref(z.ctx, t)
	defer C.Z3_dec_ref(z.ctx, t)
	r := C.Z3_simplify(z.ctx, t)
	if err := z.lastError(what); err != nil {
		return nil, err
	}
	C.Z3_inc_ref(z.ctx, r)
	return r, nil
}

// stringLength returns the number of characters of the string literal a.
func (z *Z3) stringLength(a C.Z3_ast) (int, error) {
	l, err := z.simplified(C.Z3_mk_seq_length(z.ctx, a), "string length")
	if err != nil {
		return 0, err
	}
	defer C.Z3_dec_ref(z.ctx, l)
	var n C.uint
	if !C.Z3_get_numeral_uint(z.ctx, l, &n) {
		return 0, fmt.Errorf("smt: z3: string length is not a numeral")
	}
	return int(n), nil
}

// charAt returns the code of character i of the string literal a.
func (z *Z3) charAt(a C.Z3_ast, i int) (uint32, error) {
	intSort := C.Z3_mk_int_sort(z.ctx)
	C.Z3_inc_ref(z.ctx, C.Z3_sort_to_ast(z.ctx, intSort))
	defer C.Z3_dec_ref(z.ctx, C.Z3_sort_to_ast(z.ctx, intSort))
	idx := C.Z3_mk_unsigned_int(z.ctx, C.uint(i), intSort)
	C.Z3_inc_ref(z.ctx, idx)
	defer C.Z3_dec_ref(z.ctx, idx)
	ch, err := z.simplified(C.Z3_mk_seq_at(z.ctx, a, idx), "string character")
	if err != nil {
		return 0, err
	}
	defer C.Z3_dec_ref(z.ctx, ch)
	b, err := z.lstring(ch)
	if err != nil {
		return 0, err
	}
	if len(b) == 1 {
		return uint32(b[0]), nil
	}
	// A character above 255: Z3_get_string escapes it as \u{hex}.
	esc := C.GoString(C.Z3_get_string(z.ctx, ch))
	var code uint32
	if _, err := fmt.Sscanf(esc, `\u{%x}`, &code); err != nil {
		return 0, fmt.Errorf("smt: z3: unexpected character %q", esc)
	}
	return code, nil
}

// encodeChars prints character codes as a string literal in StringLit's
// encoding, with \u{hex} also for codes above 255.
func encodeChars(codes []uint32) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range codes {
		switch {
		case c == '"':
			b.WriteString(`""`)
		case c >= 0x20 && c < 0x7f && c != '\\':
			b.WriteByte(byte(c))
		default:
			fmt.Fprintf(&b, `\u{%x}`, c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
