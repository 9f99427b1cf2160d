// This file defines words besides the base (issue #23): integer fields,
// package variables and pointer parameters that the function uses through
// sync/atomic's functions. The driver names one (NameWord) before the
// client's call; it is a static object of the run at once, its initial
// state chosen then and mirrored in the word, so that a plain read of the
// word sees the state the scenario says (a plain read is a data race the
// other goroutine's calls may show).

package harness

// NameWord makes the word at p a static object of the current run, named
// as Go prints it; sync/atomic's functions on p then act on its model.
func NameWord[T integer](p *T, name string) {
	r := cur
	if r == nil || p == nil || r.base.addr == any(p) {
		return
	}
	st := r.staticObject(name, newIntKind[T](typeString[T]()+" (sync/atomic functions)"))
	st.addr = p
	st.mirror = func() {
		v, _ := st.model.m[cell].(T)
		*p = v
	}
	st.mirror()
}

// wordAt returns the state of the static word at p in the current run.
func wordAt(p any) *shimState {
	if cur == nil {
		return nil
	}
	for _, st := range cur.objs {
		if st.addr == p {
			return st
		}
	}
	return nil
}
