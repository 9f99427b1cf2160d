// This file tests the two-maps form (gen_twomaps.go): some inputs take
// it, its packages call both maps, and both engines judge a few of them
// without contradicting each other.

package fuzz

import (
	"bytes"
	"testing"
	"time"
)

// TestGenTwoMaps checks the form's packages: a share of the inputs, every
// one declaring the second map, and a differential check of the first
// whose methods call both maps.
func TestGenTwoMaps(t *testing.T) {
	n, both := 0, 0
	for _, data := range inputs(200) {
		if !twoMapsMode(data) {
			continue
		}
		n++
		src := Generate(data).Source
		if !bytes.Contains(src, []byte("\tn sync.Map\n")) {
			t.Fatalf("no second map in\n%s", src)
		}
		if !bytes.Contains(src, []byte("c.n.")) || testing.Short() || both == 1 {
			continue
		}
		both++
		t.Run("", func(t *testing.T) { differential(t, data, time.Minute, slow) })
	}
	if n == 0 || (both == 0 && !testing.Short()) {
		t.Errorf("%d inputs of the two-maps form, %d checked", n, both)
	}
}
