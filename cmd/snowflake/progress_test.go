// This file tests the progress line: drawn over itself, cut to the
// terminal's width, erased; and absent when stderr is not a terminal
// (TestInterruptText checks a run's stderr too).

package main

import (
	"bytes"
	"io"
	"os"
	"testing"
)

func TestProgressLine(t *testing.T) {
	t.Parallel()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &progressLine{w: w, width: 40}
	p.update(12, 43, "(*example.com/app/cache.Cache).GetOrCompute")
	p.update(13, 43, "")
	p.update(13, 43, "") // the same line: not drawn again
	p.clear()
	p.clear() // nothing left to erase
	w.Close()
	data, _ := io.ReadAll(r)
	want := "\rsnowflake: 12/43 functions, verifying (\x1b[K" + "\rsnowflake: 13/43 functions\x1b[K" + "\r\x1b[K"
	if string(data) != want {
		t.Errorf("progress line wrote %q, want %q", data, want)
	}
	if p := newProgress(&bytes.Buffer{}, os.Stdout); p != nil {
		t.Errorf("a progress line on a buffer")
	}
	var none *progressLine // not a terminal: every call does nothing
	none.update(1, 2, "f")
	none.clear()
	if none.beforeOutput() != nil {
		t.Errorf("beforeOutput without a line")
	}
}
