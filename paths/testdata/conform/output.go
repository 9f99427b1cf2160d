// This file holds output events (paths/output.go): log, slog and fmt's
// printing leave the outcome as it was; log.Panicf panics with the
// formatted message; formatting runs a functional String method.

package conform

import (
	"fmt"
	"log"
	"log/slog"
	"os"
)

// OutputPrint prints a and returns a+1: the printing is no part of the
// outcome.
func OutputPrint(a int8) int8 {
	log.Printf("a=%d", a)
	fmt.Fprintln(os.Stderr, "a", a)
	slog.Debug("a", "a", a, slog.Bool("neg", a < 0))
	return a + 1
}

// celsius prints itself with a functional String method.
type celsius int8

func (c celsius) String() string { return fmt.Sprintf("%d°C", int8(c)) }

// OutputStringer logs a value whose String method formatting runs (and
// recovers, were it to panic).
func OutputStringer(a int8) int8 {
	log.Print(celsius(a))
	slog.Debug("t", "c", celsius(a))
	return a / 2
}

// OutputLogger prints through a logger, which panics when nil.
func OutputLogger(a int8, quiet bool) int8 {
	var l *log.Logger
	if !quiet {
		l = log.New(os.Stderr, "conform ", 0)
	}
	l.Println("a", a)
	return a
}

// OutputPanicf panics, for a negative a, with log.Panicf's message.
//
// conform: outcome
func OutputPanicf(a int8) int8 {
	if a < 0 {
		log.Panicf("negative %d", a)
	}
	return a
}
