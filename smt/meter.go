// This file defines Metered, a Solver whose checks are bounded by the
// solver's resource units, each check and in total (Account), so that the
// same input gets the same answers whatever the machine's speed and load.

package smt

import (
	"context"
	"fmt"
	"time"
)

// An Account is a budget of resource units that the checks charged to it
// share: the checks of one function, or of one witness search. It is used
// by one goroutine at a time, as Solvers are.
type Account struct {
	// Name says which budget it is, in reasons ("the witness search's
	// resource budget (--witness-rlimit 1000)").
	Name  string
	left  uint64
	spent uint64
	// empty, when set, is called once, when the account runs out.
	empty func()
}

// NewAccount returns an account of units named name; empty, when not nil,
// is called once when the units are spent (to stop the work they pay
// for: a context's cancel).
func NewAccount(name string, units uint64, empty func()) *Account {
	return &Account{Name: name, left: units, empty: empty}
}

// Spent returns the units charged so far.
func (a *Account) Spent() uint64 { return a.spent }

// Exhausted reports whether no unit is left.
func (a *Account) Exhausted() bool { return a.left == 0 }

// charge takes w units (all that is left when w is more).
func (a *Account) charge(w uint64) {
	a.spent += w
	if w >= a.left {
		w = a.left
	}
	a.left -= w
	if a.left == 0 && a.empty != nil {
		a.empty()
		a.empty = nil
	}
}

// Metered is a Solver that runs each check on Solver with a resource limit
// (Script.RLimit): the least of PerCheck, the script's own limit and what
// each account has left, and charges the units the check used to every
// account. A check whose account is already spent is not run: it is
// Unknown, its reason naming the account. A check stopped by an account's
// limit is Unknown with a reason naming the account too, so a reason says
// which budget ran out.
//
// Unknown is never Unsat: a limit only ever turns an answer into Unknown.
type Metered struct {
	Solver
	// PerCheck bounds each check (0: no bound of its own); PerCheckName,
	// when set, names that limit in the reason of a check that reached
	// it ("the query's resource limit (--rlimit 100)").
	PerCheck     uint
	PerCheckName string
	// Accounts are charged for every check.
	Accounts []*Account
}

// With returns a Metered solver on the same solver and accounts, charging
// a as well.
func (m *Metered) With(a *Account) *Metered {
	c := *m
	c.Accounts = append(append([]*Account(nil), m.Accounts...), a)
	return &c
}

// Over returns a Metered solver with the same limits and accounts that
// runs its checks on s.
func (m *Metered) Over(s Solver) *Metered {
	c := *m
	c.Solver = s
	return &c
}

// Check runs s within the limits and charges what it used.
func (m *Metered) Check(ctx context.Context, s *Script, timeout time.Duration) (Result, error) {
	limit, by := m.PerCheck, (*Account)(nil)
	if s.RLimit > 0 && (limit == 0 || s.RLimit < limit) {
		limit = s.RLimit
	}
	for _, a := range m.Accounts {
		if a.left == 0 {
			return Result{Status: Unknown, Reason: a.Name + " is spent"}, nil
		}
		if limit == 0 || a.left < uint64(limit) {
			limit, by = uint(a.left), a
		}
	}
	run := s
	if limit != s.RLimit {
		c := *s
		c.RLimit = limit
		run = &c
	}
	res, err := m.Solver.Check(ctx, run, timeout)
	for _, a := range m.Accounts {
		a.charge(res.Work)
	}
	if err == nil && res.Status == Unknown && res.Reason == fmt.Sprintf("resource limit %d reached", limit) {
		switch {
		case by != nil:
			res.Reason = by.Name + " is spent"
		case limit == m.PerCheck && m.PerCheckName != "":
			res.Reason = m.PerCheckName + " was reached"
		}
	}
	return res, err
}
