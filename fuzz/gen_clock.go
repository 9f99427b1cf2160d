// This file defines the generated statements of package time (the clock
// rule, paths/clock.go). The oracle runs the generated code for real, so
// no statement's effect on the outcome depends on the real clock: a short
// sleep, Duration arithmetic and time.Unix arithmetic (Add, Sub, After)
// on the method's ints, and readings of the clock whose values are
// compared only in ways every clock agrees on. The statements consume no
// choice of the input and declare no variable, so every input generates
// the methods it did before, with these lines added: the seeds keep their
// shapes.

package fuzz

import ()

// clock writes one statement of package time, chosen by the method's
// state (not by the input).
func (m *method) clock() {
	n := "0"
	if vs := m.visible(intKind); len(vs) > 0 {
		n = vs[len(vs)-1].name
	}
	switch (m.calls + 2*m.branches + m.indent + len(m.visible(anyKind))) % 4 {
	case 0:
		m.line("time.Sleep(time.Duration(%s %% 1000))", n)
	case 1:
		m.line("_ = int(time.Duration(%s) * time.Second / time.Second)", n)
	case 2:
		m.line("_ = time.Unix(int64(%s), 0).Add(time.Second).Sub(time.Unix(0, 0)) / time.Second", n)
	default:
		m.line("_ = time.Since(time.Now()) < time.Duration(%s)", n)
	}
}
