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
