// This file holds errors as values (paths/errors.go): new errors are not
// nil, errors.Join is nil exactly when its arguments are, errors.Is is
// exact when an argument is nil or the target a sentinel equal to the
// error, and sentinels are non-nil constants.

package conform

import (
	"errors"
	"fmt"
)

var (
	errConformA = errors.New("a")
	errConformB = errors.New("b")
)

// ErrsNew builds errors with errors.New and fmt.Errorf (%w): never nil.
func ErrsNew(s string) (bool, bool) {
	e := errors.New(s)
	w := fmt.Errorf("wrap %s: %w", s, e)
	return e == nil, w == nil
}

// ErrsJoin joins up to two errors: nil when both are nil.
func ErrsJoin(a, b bool) bool {
	var x, y error
	if a {
		x = errConformA
	}
	if b {
		y = errors.New("y")
	}
	return errors.Join(x, y) == nil
}

// ErrsIs checks nil or a sentinel with errors.Is against that sentinel,
// and compares with ==.
func ErrsIs(a int8) (bool, bool, bool) {
	var err error
	if a > 0 {
		err = errConformA
	}
	return errors.Is(err, errConformA), errors.Is(nil, err), err == errConformB
}

// ErrsIsOther checks a sentinel against another: errors.Is walks the
// chain (trusted Is and Unwrap methods), not exact.
//
// conform: sound
func ErrsIsOther(a int8) bool {
	err := errConformB
	if a > 0 {
		err = fmt.Errorf("wrapped: %w", errConformA)
	}
	return errors.Is(err, errConformA)
}

// ErrsWrapped checks a wrapped sentinel with errors.Is and errors.Unwrap:
// functions of the error (trusted Unwrap methods), not exact.
//
// conform: sound
func ErrsWrapped(s string) (bool, bool) {
	w := fmt.Errorf("ctx %s: %w", s, errConformA)
	return errors.Is(w, errConformA), errors.Unwrap(w) == errConformA
}

// ErrsMessage formats a wrapped error's message.
//
// conform: sound
func ErrsMessage(s string) string {
	return fmt.Sprintf("%v", fmt.Errorf("ctx %s: %w", s, errConformB))
}

// codeErr is an error type of this package.
type codeErr struct{ code int8 }

func (e codeErr) Error() string { return "code" }

// ErrsAs finds a codeErr in a nil error (false, the target unchanged) or
// in one (a function of the error: not exact).
//
// conform: sound
func ErrsAs(a int8) (bool, int8) {
	target := codeErr{code: -1}
	var err error
	if a > 0 {
		err = fmt.Errorf("wrapped: %w", codeErr{code: a})
	}
	ok := errors.As(err, &target)
	return ok, target.code
}

// ErrsAsNil: errors.As of a nil error is false and leaves the target.
func ErrsAsNil(a int8) (bool, int8) {
	target := codeErr{code: a}
	var err error
	ok := errors.As(err, &target)
	return ok, target.code
}

// ErrsAsLocal finds a codeErr in an error built here: nil, a codeErr, or
// a value of another error type; exact.
func ErrsAsLocal(a int8) (bool, int8) {
	var err error
	switch {
	case a > 0:
		err = codeErr{code: a}
	case a < 0:
		err = otherErr(a)
	}
	target := codeErr{code: 7}
	ok := errors.As(err, &target)
	var any error
	okAny := errors.As(err, &any)
	return ok && okAny == (any != nil), target.code
}

// otherErr is another error type.
type otherErr int8

func (e otherErr) Error() string { return "other" }

// ErrsChain unwraps and checks errors built here along their chains:
// exact.
func ErrsChain(a int8, s string) (bool, bool, bool, bool) {
	base := errors.New(s)
	var err error = base
	if a > 0 {
		err = fmt.Errorf("one %s: %w", s, base)
	}
	if a > 5 {
		err = fmt.Errorf("two %d: %w", a, err)
	}
	plain := fmt.Errorf("no wrap %v", a)
	return errors.Is(err, base), errors.Is(err, errConformA), errors.Unwrap(err) == base, errors.Unwrap(plain) == nil
}
