// This file defines Z3, the Solver backed by the system's libz3 through cgo:
// one Z3 context per *Z3; parse, check with a timeout and an interrupt, and
// Z3's error codes turned into Go errors.

package smt

/*
#cgo LDFLAGS: -lz3
#include <stdlib.h>
#include <string.h>
#include <z3.h>
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
	"unsafe"
)

// interruptRetry is how often a check whose ctx is done is interrupted
// again: an interrupt that arrives before Z3 starts listening is lost.
const interruptRetry = 20 * time.Millisecond

// Z3 is a Solver backed by one Z3 context of the system's libz3.
//
// A *Z3 is used by one goroutine at a time (Check is not safe for concurrent
// use on the same *Z3); separate *Z3 values are independent and may be used
// from different goroutines at once. Close releases the context.
//
// Every Z3 object a check creates (assertion vector, solver, parameters,
// model) is reference-counted and released before Check returns, so one
// *Z3 serves any number of checks in bounded memory. The context itself
// is replaced every renewEvery checks (see there).
type Z3 struct {
	ctx    C.Z3_context // nil after Close or a failed renewal
	stale  bool         // ctx was interrupted: replace it before the next check
	checks int          // checks made in ctx
}

// renewEvery is how many checks one context makes before it is replaced.
// libz3 4.8.12 slows down as a context ages, even with every object of a
// check released: the same 54 obligations, checked over and over in one
// context, took 175 ms a round at first and 320 ms after 1,000 checks;
// 2,160 checks took 12.5 s in one context against 7.2 s with a new
// context every 50 checks (7.5 s every 150, 7.9 s every 400). The golden
// packages, where a function's witness search makes hundreds of checks,
// took about a sixth less CPU (every 1, 5, 20, 40, 100 and 250 checks
// were tried; this machine's noise hides the differences between 20 and
// 100). Which model a check gets may depend on what its context did
// before, but the renewals fall at the same checks on every run (a
// function's checks are made in order, on a solver of its own), so
// answers and models stay deterministic.
const renewEvery = 50

// NewZ3 returns a Solver with a fresh Z3 context.
func NewZ3() (*Z3, error) {
	c, err := newZ3Context()
	if err != nil {
		return nil, err
	}
	return &Z3{ctx: c}, nil
}

// newZ3Context creates a reference-counted Z3 context whose errors set an
// error code instead of calling Z3's default handler (which exits).
func newZ3Context() (C.Z3_context, error) {
	tuneMalloc()
	cfg := C.Z3_mk_config()
	if cfg == nil {
		return nil, errors.New("smt: z3: cannot create a configuration")
	}
	defer C.Z3_del_config(cfg)
	c := C.Z3_mk_context_rc(cfg)
	if c == nil {
		return nil, errors.New("smt: z3: cannot create a context")
	}
	C.Z3_set_error_handler(c, nil)
	return c, nil
}

// Close releases the Z3 context. The *Z3 must not be used afterwards;
// Close may be called more than once.
func (z *Z3) Close() {
	if z.ctx != nil {
		C.Z3_del_context(z.ctx)
		z.ctx = nil
	}
}

// renew replaces the context after an interrupted check, so that no
// cancellation state Z3 may keep in it reaches the next check (libz3
// 4.8.12 keeps none, but the cost is one context creation per interrupt),
// and after renewEvery checks; it counts the check about to be made.
func (z *Z3) renew() error {
	if z.ctx == nil {
		return errors.New("smt: z3: no context (the solver is closed or could not renew its context)")
	}
	if z.stale || z.checks == renewEvery {
		z.Close()
		c, err := newZ3Context()
		if err != nil {
			return err
		}
		*z = Z3{ctx: c}
	}
	z.checks++
	return nil
}

// Check decides the conjunction of s's assertions. A timeout of 0 means no
// time limit. The result is Unknown with Reason "time-out after <timeout>"
// when the timeout passes, and "interrupted" when ctx is done before or
// during the check (an answer Z3 reaches while being interrupted is not
// trusted). A script Z3 rejects gives an error.
func (z *Z3) Check(ctx context.Context, s *Script, timeout time.Duration) (Result, error) {
	if err := z.renew(); err != nil {
		return Result{}, err
	}
	if ctx.Err() != nil {
		return Result{Status: Unknown, Reason: "interrupted"}, nil
	}
	text := s.String()
	if strings.IndexByte(text, 0) >= 0 {
		return Result{}, errors.New("smt: z3: script contains a NUL byte")
	}
	asserts, err := z.parse(text)
	if err != nil {
		return Result{}, err
	}
	defer C.Z3_ast_vector_dec_ref(z.ctx, asserts)
	solver, err := z.newSolver(timeout, s.RLimit, s.Plain)
	if err != nil {
		return Result{}, err
	}
	defer C.Z3_solver_dec_ref(z.ctx, solver)
	n := C.Z3_ast_vector_size(z.ctx, asserts)
	for i := C.uint(0); i < n; i++ {
		C.Z3_solver_assert(z.ctx, solver, C.Z3_ast_vector_get(z.ctx, asserts, i))
		if err := z.lastError("assert"); err != nil {
			return Result{}, err
		}
	}
	return z.solve(ctx, s, solver, timeout)
}

// solve runs the check of solver and turns its outcome into a Result,
// with the resource units the check used (Result.Work).
func (z *Z3) solve(ctx context.Context, s *Script, solver C.Z3_solver, timeout time.Duration) (Result, error) {
	before := z.count(solver)
	start := time.Now()
	r, interrupted := z.run(ctx, solver)
	elapsed := time.Since(start)
	work := uint64(uint32(z.count(solver) - before)) // the count is Z3's unsigned: it wraps
	if interrupted {
		z.stale = true
		return Result{Status: Unknown, Reason: "interrupted", Work: work}, nil
	}
	if err := z.lastError("check"); err != nil {
		return Result{}, err
	}
	switch r {
	case C.Z3_L_TRUE:
		m, err := z.model(s, solver)
		if err != nil {
			return Result{}, err
		}
		return Result{Status: Sat, Model: m, Work: work}, nil
	case C.Z3_L_FALSE:
		return Result{Status: Unsat, Work: work}, nil
	}
	reason := C.GoString(C.Z3_solver_get_reason_unknown(z.ctx, solver))
	if err := z.lastError("reason unknown"); err != nil {
		return Result{}, err
	}
	return Result{Status: Unknown, Reason: unknownReason(reason, s.RLimit, work, timeout, elapsed), Work: work}, nil
}

// unknownReason names why a check stopped without an answer: its resource
// limit when the check used all of it (Z3 then says "canceled"), its
// time-out when that passed, else Z3's own reason.
func unknownReason(reason string, rlimit uint, work uint64, timeout, elapsed time.Duration) string {
	switch {
	case rlimit > 0 && work >= uint64(rlimit) && (reason == "canceled" || strings.Contains(reason, "resource limit")):
		return fmt.Sprintf("resource limit %d reached", rlimit)
	case timeout > 0 && (reason == "timeout" || reason == "canceled" || elapsed >= timeout):
		return fmt.Sprintf("time-out after %v", timeout)
	case reason == "":
		return "unknown"
	}
	return reason
}

// count returns the context's resource counter (Z3's "rlimit count"
// statistic: the units used by every check so far, as an unsigned 32-bit
// number), or 0 when Z3 does not report it. Every solver's statistics
// report the context's counter, so the check's own solver s serves (a
// solver made only to read it cost more than a small check's solving).
func (z *Z3) count(s C.Z3_solver) uint32 {
	st := C.Z3_solver_get_statistics(z.ctx, s)
	C.Z3_stats_inc_ref(z.ctx, st)
	defer C.Z3_stats_dec_ref(z.ctx, st)
	key := C.CString("rlimit count")
	defer C.free(unsafe.Pointer(key))
	for i := C.uint(0); i < C.Z3_stats_size(z.ctx, st); i++ {
		if C.strcmp(C.Z3_stats_get_key(z.ctx, st, i), key) == 0 && C.Z3_stats_is_uint(z.ctx, st, i) {
			return uint32(C.Z3_stats_get_uint_value(z.ctx, st, i))
		}
	}
	return 0
}

// run calls Z3_solver_check while a watcher interrupts the context once ctx
// is done. The watcher has stopped when run returns, so it cannot interrupt
// a later check; interrupted reports whether it fired.
func (z *Z3) run(ctx context.Context, solver C.Z3_solver) (r C.Z3_lbool, interrupted bool) {
	if ctx.Done() == nil {
		return C.Z3_solver_check(z.ctx, solver), false
	}
	stop := make(chan struct{})
	fired := make(chan bool, 1)
	go func() { fired <- watch(ctx, z.ctx, stop) }()
	r = C.Z3_solver_check(z.ctx, solver)
	close(stop)
	return r, <-fired
}

// watch waits for ctx to be done or stop to be closed. Once ctx is done it
// interrupts c, again every interruptRetry, until stop is closed; it
// reports whether it interrupted.
func watch(ctx context.Context, c C.Z3_context, stop <-chan struct{}) bool {
	select {
	case <-stop:
		return false
	case <-ctx.Done():
	}
	tick := time.NewTicker(interruptRetry)
	defer tick.Stop()
	for {
		C.Z3_interrupt(c)
		select {
		case <-stop:
			return true
		case <-tick.C:
		}
	}
}

// parse parses text into its vector of assertions, referenced (the caller
// releases it with Z3_ast_vector_dec_ref).
func (z *Z3) parse(text string) (C.Z3_ast_vector, error) {
	cs := C.CString(text)
	defer C.free(unsafe.Pointer(cs))
	v := C.Z3_parse_smtlib2_string(z.ctx, cs, 0, nil, nil, 0, nil, nil)
	err := z.lastError("parse")
	if v != nil {
		C.Z3_ast_vector_inc_ref(z.ctx, v)
		if err != nil {
			C.Z3_ast_vector_dec_ref(z.ctx, v)
		}
	}
	if err == nil && v == nil {
		err = errors.New("smt: z3: parse: no result")
	}
	if err != nil {
		return nil, err
	}
	return v, nil
}

// newSolver returns a fresh, referenced solver (preprocessingSolver, or
// Z3's default solver when plain) with
// its timeout set when timeout > 0, its resource limit when rlimit > 0
// (Script.RLimit), and with ctrl_c off: by default Z3
// installs its own SIGINT handler for the duration of each check, which
// swallows the signal (the Go program never sees Ctrl-C) and is
// process-wide, so checks running on several goroutines would race on it.
func (z *Z3) newSolver(timeout time.Duration, rlimit uint, plain bool) (C.Z3_solver, error) {
	p := C.Z3_mk_params(z.ctx)
	if err := z.lastError("params"); err != nil {
		return nil, err
	}
	C.Z3_params_inc_ref(z.ctx, p)
	defer C.Z3_params_dec_ref(z.ctx, p)
	C.Z3_params_set_bool(z.ctx, p, z.symbol("ctrl_c"), false)
	if timeout > 0 {
		C.Z3_params_set_uint(z.ctx, p, z.symbol("timeout"), C.uint(milliseconds(timeout)))
	}
	if rlimit > 0 {
		C.Z3_params_set_uint(z.ctx, p, z.symbol("rlimit"), C.uint(min(rlimit, math.MaxUint32)))
	}
	var s C.Z3_solver
	if plain {
		s = C.Z3_mk_solver(z.ctx)
	} else {
		var err error
		if s, err = z.preprocessingSolver(); err != nil {
			return nil, err
		}
	}
	if s == nil {
		return nil, z.failed("solver")
	}
	C.Z3_solver_inc_ref(z.ctx, s)
	C.Z3_solver_set_params(z.ctx, s, p)
	if err := z.lastError("solver parameters"); err != nil {
		C.Z3_solver_dec_ref(z.ctx, s)
		return nil, err
	}
	return s, nil
}

// milliseconds returns d in whole milliseconds, rounded up, within the
// range of Z3's unsigned timeout parameter.
func milliseconds(d time.Duration) uint32 {
	ms := (d + time.Millisecond - 1) / time.Millisecond
	if ms > math.MaxUint32-1 {
		return math.MaxUint32 - 1
	}
	return uint32(ms)
}

// symbol returns the Z3 symbol called name.
func (z *Z3) symbol(name string) C.Z3_symbol {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return C.Z3_mk_string_symbol(z.ctx, cs)
}

// lastError returns the error of the last Z3 call, if it failed, as a Go
// error naming what was being done.
func (z *Z3) lastError(what string) error {
	code := C.Z3_get_error_code(z.ctx)
	if code == C.Z3_OK {
		return nil
	}
	msg := C.GoString(C.Z3_get_error_msg(z.ctx, code))
	return fmt.Errorf("smt: z3: %s: %s", what, cleanZ3Message(msg))
}

// cleanZ3Message turns Z3's error text, one (error "...") per line, into
// one line: the messages joined by "; ".
func cleanZ3Message(msg string) string {
	var parts []string
	for _, line := range strings.Split(msg, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, `(error "`) && strings.HasSuffix(line, `")`) {
			line = line[len(`(error "`) : len(line)-len(`")`)]
		}
		if line != "" {
			parts = append(parts, line)
		}
	}
	if len(parts) == 0 {
		return "unknown error"
	}
	return strings.Join(parts, "; ")
}

// preprocessingSolver is a solver that simplifies the assertions and
// solves their equations (substituting a constant's value wherever an
// assertion fixes it) before the SMT kernel runs, with relevancy filtering
// off. Not Z3's default solver, whose tactics cost about 7 ms a check,
// nor its simple solver, the kernel alone: on a witness's serial-order
// check that fixes a string input ("nj") and indexes it, the kernel took
// over 10 s and this solver 0.1 s, and the golden suite ran in 39 s
// against 51 s with the same verdicts but three more violations
// confirmed. Relevancy filtering: on condensability obligations
// (datatypes, arrays, 64-bit vectors) it made a retry loop's proof time
// out, and without it all 286 obligations of the golden suite ran 3x
// faster with the same answers.
func (z *Z3) preprocessingSolver() (C.Z3_solver, error) {
	var made []C.Z3_tactic
	defer func() {
		for _, t := range made {
			C.Z3_tactic_dec_ref(z.ctx, t)
		}
	}()
	keep := func(t C.Z3_tactic) C.Z3_tactic {
		if t != nil {
			C.Z3_tactic_inc_ref(z.ctx, t)
			made = append(made, t)
		}
		return t
	}
	named := func(name string) C.Z3_tactic {
		cs := C.CString(name)
		defer C.free(unsafe.Pointer(cs))
		return keep(C.Z3_mk_tactic(z.ctx, cs))
	}
	simplify, solveEqs, core := named("simplify"), named("solve-eqs"), named("smt")
	if simplify == nil || solveEqs == nil || core == nil {
		return nil, z.failed("tactic")
	}
	p := C.Z3_mk_params(z.ctx)
	C.Z3_params_inc_ref(z.ctx, p)
	defer C.Z3_params_dec_ref(z.ctx, p)
	C.Z3_params_set_uint(z.ctx, p, z.symbol("relevancy"), 0)
	tuned := keep(C.Z3_tactic_using_params(z.ctx, core, p))
	if tuned == nil {
		return nil, z.failed("tactic parameters")
	}
	first := keep(C.Z3_tactic_and_then(z.ctx, simplify, solveEqs))
	if first == nil {
		return nil, z.failed("tactic")
	}
	all := keep(C.Z3_tactic_and_then(z.ctx, first, tuned))
	if all == nil {
		return nil, z.failed("tactic")
	}
	s := C.Z3_mk_solver_from_tactic(z.ctx, all)
	if s == nil {
		return nil, z.failed("solver")
	}
	return s, nil
}

// failed is the error of a Z3 call that returned nothing: Z3's own
// error, or one saying what could not be made.
func (z *Z3) failed(what string) error {
	if err := z.lastError(what); err != nil {
		return err
	}
	return fmt.Errorf("smt: z3: %s: cannot be made", what)
}
