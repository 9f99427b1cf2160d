package errs

import (
	"errors"
	"fmt"
	"sync"
)

// Validation sentinels.
var (
	ErrNoName  = errors.New("no lease name")
	ErrNoOwner = errors.New("no owner")
)

// HeldError says who holds a lease: a value type whose Error method is
// functional, so formatting it is a function of its fields.
type HeldError struct {
	Name, Owner string
}

func (e HeldError) Error() string {
	return e.Name + " is held by " + e.Owner
}

// check joins the validation errors of a name and an owner: nil when both
// are set.
func check(name, owner string) error {
	var noName, noOwner error
	if name == "" {
		noName = ErrNoName
	}
	if owner == "" {
		noOwner = ErrNoOwner
	}
	return errors.Join(noName, noOwner)
}

// Leases maps lease names to their owners.
type Leases struct {
	//snowflake:base
	m sync.Map
}

// Acquire takes name for owner, or says who holds it.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the HeldError is a value built from the name and the loaded owner alike in the condensed run.
func (l *Leases) Acquire(name, owner string) error {
	if err := check(name, owner); err != nil {
		return err
	}
	prev, loaded := l.m.LoadOrStore(name, owner)
	if loaded && prev != owner {
		return HeldError{Name: name, Owner: prev.(string)}
	}
	return nil
}

// AcquireRacy checks, then stores.
// want: violation
// truth: nonatomic
// why: two owners both Load the lease free and both Store: both are told they hold it.
func (l *Leases) AcquireRacy(name, owner string) error {
	if err := check(name, owner); err != nil {
		return err
	}
	if prev, ok := l.m.Load(name); ok && prev != owner {
		return HeldError{Name: name, Owner: prev.(string)}
	}
	l.m.Store(name, owner)
	return nil
}

// Transfer hands name from one owner to another, wrapping a HeldError
// with %w when from does not hold it.
// want: atomic
// truth: atomic
// why: one CompareAndSwap; the wrapped error's contents are the arguments in both runs.
func (l *Leases) Transfer(name, from, to string) error {
	if err := check(name, to); err != nil {
		return fmt.Errorf("transfer: %w", err)
	}
	if !l.m.CompareAndSwap(name, from, to) {
		return fmt.Errorf("transfer %s to %s: %w", name, to, HeldError{Name: name, Owner: from})
	}
	return nil
}

// TransferRacy loads, compares, then stores.
// want: violation
// truth: nonatomic
// why: another goroutine takes the lease between the Load and the Store, which overwrites its owner.
func (l *Leases) TransferRacy(name, from, to string) error {
	if err := check(name, to); err != nil {
		return fmt.Errorf("transfer: %w", err)
	}
	if v, ok := l.m.Load(name); !ok || v != from {
		return fmt.Errorf("transfer %s to %s: %w", name, to, HeldError{Name: name, Owner: from})
	}
	l.m.Store(name, to)
	return nil
}

// Release gives name up if owner holds it; an error that unwraps to the
// sentinel is reported as not held.
// want: atomic
// truth: atomic
// why: one CompareAndDelete; errors.Unwrap of the error built here is the same function of it in both runs.
func (l *Leases) Release(name, owner string) (bool, error) {
	if !l.m.CompareAndDelete(name, owner) {
		err := fmt.Errorf("release %s: %w", name, ErrNoOwner)
		return errors.Unwrap(err) == ErrNoOwner, err
	}
	return true, nil
}

// ReleaseRacy loads, then deletes.
// want: violation
// truth: nonatomic
// why: another owner takes the lease between the Load and the Delete: its lease is deleted.
func (l *Leases) ReleaseRacy(name, owner string) (bool, error) {
	if v, ok := l.m.Load(name); !ok || v != owner {
		err := fmt.Errorf("release %s: %w", name, ErrNoOwner)
		return errors.Unwrap(err) == ErrNoOwner, err
	}
	l.m.Delete(name)
	return true, nil
}

// Claim acquires name for owner and says who holds it: errors.As finds
// the HeldError among Acquire's errors.
// want: atomic
// truth: atomic
// why: Acquire's one LoadOrStore; errors.As on the errors built here is exact.
func (l *Leases) Claim(name, owner string) (string, bool) {
	err := l.Acquire(name, owner)
	var held HeldError
	if errors.As(err, &held) {
		return held.Owner, false
	}
	return owner, err == nil
}

// ClaimRacy claims through AcquireRacy's check-then-act.
// want: violation
// truth: nonatomic
// why: two owners both Load the lease free and both Store: both are told they hold it.
func (l *Leases) ClaimRacy(name, owner string) (string, bool) {
	err := l.AcquireRacy(name, owner)
	var held HeldError
	if errors.As(err, &held) {
		return held.Owner, false
	}
	return owner, err == nil
}

// Handover gives name to another owner when cause, a failed Acquire's
// error, says who holds it (errors.As finds the HeldError in its chain).
// want: atomic
// truth: atomic
// why: one CompareAndSwap; what errors.As finds is a function of cause (trusted As and Unwrap methods), the same in the condensed run.
func (l *Leases) Handover(name, to string, cause error) bool {
	var held HeldError
	if !errors.As(cause, &held) || held.Name != name {
		return false
	}
	return l.m.CompareAndSwap(name, held.Owner, to)
}
