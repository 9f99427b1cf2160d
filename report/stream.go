// This file defines Stream: the text report written as results arrive.

package report

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/snowflakeverify/snowflake/verify"
)

// A Stream writes the text report of a run while it runs: result i as soon
// as results 0..i are all done (verify.Options.OnResult gives them in the
// order functions finish), then the summary. What it writes for a run is
// what Text writes for the run's report, byte for byte.
type Stream struct {
	w   io.Writer
	opt TextOptions
	// Before, when set, is called before each write (to erase a progress
	// line on the same terminal).
	Before func()

	mu      sync.Mutex
	started bool
	held    map[int]*verify.Result // done, waiting for a result before them
	next    int                    // the index of the next result to write
	err     error                  // the first write error
}

// NewStream returns a Stream writing on w.
func NewStream(w io.Writer, opt TextOptions) *Stream {
	return &Stream{w: w, opt: opt, held: map[int]*verify.Result{}}
}

// Start writes the specification diagnostics, which come before the
// results (verify.Options.OnStart).
func (s *Stream) Start(_ int, diags []verify.Diagnostic) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.started = true
	var b strings.Builder
	writeDiagnostics(&b, diags)
	s.write(b.String())
}

// Result takes result i of n (verify.Options.OnResult) and writes it, and
// those held after it, once every result before it is written.
func (s *Stream) Result(i, _ int, r *verify.Result) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.held[i] = r
	var b strings.Builder
	for r, ok := s.held[s.next]; ok; r, ok = s.held[s.next] {
		delete(s.held, s.next)
		writeResult(&b, r, s.opt)
		s.next++
	}
	s.write(b.String())
}

// Finish writes what is left of rep, the report of the run: the results
// held behind one an interrupt cut short (rep leaves those out, so the
// order is rep's), then the summary. It returns the first write error.
func (s *Stream) Finish(rep *verify.Report) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	if !s.started {
		writeDiagnostics(&b, rep.Diagnostics)
	}
	for i := s.next; len(s.held) > 0; i++ {
		if r, ok := s.held[i]; ok {
			delete(s.held, i)
			writeResult(&b, r, s.opt)
		}
	}
	fmt.Fprintf(&b, "%s\n", Summary(rep))
	s.write(b.String())
	return s.err
}

// write writes text unless it is empty or a write failed before.
func (s *Stream) write(text string) {
	if text == "" || s.err != nil {
		return
	}
	if s.Before != nil {
		s.Before()
	}
	_, s.err = io.WriteString(s.w, text)
}
