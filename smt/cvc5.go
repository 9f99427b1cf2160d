// This file defines CVC5, a second Solver: the cvc5 command, given each
// Script as SMT-LIB2 text. It answers sat, unsat or unknown, without
// models: it is there to cross-check Z3's answers (CrossChecked).

package smt

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// CVC5Command is the name of the cvc5 executable looked up in PATH.
const CVC5Command = "cvc5"

// CVC5 runs the cvc5 command once per check. Its limits are its own: a
// resource limit in cvc5's units, which are not Z3's (the Script's RLimit
// is not used), and a time limit that replaces the one Check is given.
type CVC5 struct {
	path    string
	RLimit  uint          // cvc5's --rlimit-per; 0 for none
	Timeout time.Duration // when not 0, the time limit of every check
}

// NewCVC5 returns the solver, or an error saying that cvc5 is not
// installed.
func NewCVC5() (*CVC5, error) {
	p, err := exec.LookPath(CVC5Command)
	if err != nil {
		return nil, fmt.Errorf("smt: cvc5 is not installed (%v); on Debian and Ubuntu: apt-get install cvc5", err)
	}
	return &CVC5{path: p}, nil
}

// Check decides s with cvc5 (all logics, the extended string solver). A
// timeout of 0 means no time limit; ctx ends the process.
func (c *CVC5) Check(ctx context.Context, s *Script, timeout time.Duration) (Result, error) {
	if ctx.Err() != nil {
		return Result{Status: Unknown, Reason: "interrupted"}, nil
	}
	args := []string{"--lang", "smt2", "--strings-exp", "--seed=1"}
	if c.RLimit > 0 {
		args = append(args, fmt.Sprintf("--rlimit-per=%d", c.RLimit))
	}
	if c.Timeout > 0 {
		timeout = c.Timeout
	}
	if timeout > 0 {
		args = append(args, fmt.Sprintf("--tlimit-per=%d", milliseconds(timeout)))
	}
	cmd := exec.CommandContext(ctx, c.path, args...)
	cmd.Stdin = strings.NewReader("(set-logic ALL)\n" + s.String() + "(check-sat)\n")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		return Result{Status: Unknown, Reason: "interrupted"}, nil
	}
	return cvc5Answer(out.String(), stderr.String(), err)
}

// cvc5Answer reads cvc5's answer: its last line (earlier lines may be
// warnings).
func cvc5Answer(out, stderr string, runErr error) (Result, error) {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	switch {
	case last == "sat":
		return Result{Status: Sat}, nil
	case last == "unsat":
		return Result{Status: Unsat}, nil
	case last == "unknown":
		return Result{Status: Unknown, Reason: "cvc5: unknown"}, nil
	case strings.Contains(out+stderr, "resource") || strings.Contains(out+stderr, "time limit") || strings.Contains(out+stderr, "interrupted"):
		return Result{Status: Unknown, Reason: "cvc5: limit reached"}, nil
	}
	msg := strings.TrimSpace(last + " " + stderr)
	if runErr != nil {
		msg = strings.TrimSpace(msg + " (" + runErr.Error() + ")")
	}
	return Result{}, errors.New("smt: cvc5: " + msg)
}

// Close does nothing: each check is its own process.
func (c *CVC5) Close() {}
