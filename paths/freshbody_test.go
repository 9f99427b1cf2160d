package paths_test

import (
	"strings"
	"testing"
)

// TestFreshBodyAnnotations checks the functional annotations of
// testdata/freshbody both ways: a body writing memory it made itself (a
// map, a struct's map, a helper's map, a copy filled in a loop, a slice it
// appends to) keeps its annotation; a body writing memory that existed
// before the call breaks it, and the message names what it reached.
func TestFreshBodyAnnotations(t *testing.T) {
	prog := loadShared(t, "./testdata/freshbody")
	broken := map[string]string{}
	for f, e := range prog.BadAnnotations {
		broken[f.Name()] = e.Message
	}
	for _, name := range []string{"Fill", "Build", "Nested", "Copy", "Collect"} {
		if msg, ok := broken[name]; ok {
			t.Errorf("%s: annotation reported broken (%s); its body writes only memory it made", name, msg)
		}
	}
	for name, want := range map[string]string{
		"Stamp":    "writes a map that existed before the call (reached from parameter m)",
		"Rename":   "writes memory that existed before the call (reached from parameter c)",
		"Swapped":  "writes a map that existed before the call",
		"Appended": "calls append on memory that existed before the call",
	} {
		msg, ok := broken[name]
		switch {
		case !ok:
			t.Errorf("%s: annotation holds; its body writes memory that existed before the call", name)
		case !strings.Contains(msg, want):
			t.Errorf("%s: message %q, want it to contain %q", name, msg, want)
		}
	}
}
