// This file defines the progress line of `snowflake verify` on a terminal:
// "snowflake: 12/43 functions, verifying (*cache.Cache).Get", redrawn as
// functions start and end, erased before each streamed result when stdout
// is the same terminal, and erased when the run ends.

package main

import (
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/snowflakeverify/snowflake/paths"
)

// A progressLine draws the progress line; a nil one draws nothing.
type progressLine struct {
	w     *os.File
	width int  // the terminal's columns
	same  bool // stdout is the same terminal
	mu    sync.Mutex
	shown string // the line on the terminal; "" when none is
}

// newProgress returns the progress line on stderr, or nil when stderr is
// not a terminal (progress never reaches a file or a pipe).
func newProgress(stderr, stdout io.Writer) *progressLine {
	if !isTerminal(stderr) {
		return nil
	}
	f := stderr.(*os.File)
	p := &progressLine{w: f, width: termWidth(f)}
	if p.width <= 0 {
		p.width = 80
	}
	if out, ok := stdout.(*os.File); ok {
		a, errA := f.Stat()
		b, errB := out.Stat()
		p.same = errA == nil && errB == nil && os.SameFile(a, b)
	}
	return p
}

// update redraws the line (verify.Options.Progress).
func (p *progressLine) update(done, all int, running string) {
	if p == nil {
		return
	}
	line := fmt.Sprintf("snowflake: %d/%d functions", done, all)
	if running != "" {
		line += ", verifying " + paths.ShortName(running)
	}
	if r := []rune(line); len(r) > p.width-1 {
		line = string(r[:p.width-1])
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if line != p.shown {
		fmt.Fprintf(p.w, "\r%s\x1b[K", line)
		p.shown = line
	}
}

// clear erases the line.
func (p *progressLine) clear() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown != "" {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = ""
	}
}

// beforeOutput erases the line before a result is written on stdout, when
// stdout is the same terminal; nil when there is no line to erase.
func (p *progressLine) beforeOutput() func() {
	if p == nil || !p.same {
		return nil
	}
	return p.clear
}
