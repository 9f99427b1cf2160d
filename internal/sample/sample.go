// Package sample draws the part of a long tail a test checks in one run.
//
// A test that checks every golden verdict stays whole; what it may sample
// is a tail of independent cases of one kind (the oracle's check of the
// golden packages' truth labels, the corpus's comparison with the oracle),
// where every case is checked over a few runs and a failure names the seed
// that draws it again. Each drawing test has two flags: NAME.seed (0, the
// default: a new seed each run) and NAME.all (check every case).
package sample

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// A Tail is the flags of one drawing test.
type Tail struct {
	name string
	seed *uint64
	all  *bool
}

// Flags registers the flags NAME.seed and NAME.all; what describes the
// cases (for the flags' help).
func Flags(name, what string) *Tail {
	return &Tail{
		name: name,
		seed: flag.Uint64(name+".seed", 0, "seed of the "+what+" checked (0: a new one each run)"),
		all:  flag.Bool(name+".all", false, "check all the "+what),
	}
}

// Draw returns always, then n of others drawn by the tail's seed (all of
// them with NAME.all). It logs what it drew and, when t fails, the flag
// that draws the same cases again.
func (tl *Tail) Draw(t testing.TB, always, others []string, n int) []string {
	t.Helper()
	if *tl.all || n >= len(others) {
		return append(slices.Clone(always), others...)
	}
	seed := *tl.seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	drawn := slices.Clone(others)
	slices.Sort(drawn)
	r := rand.New(rand.NewPCG(seed, seed))
	r.Shuffle(len(drawn), func(i, j int) { drawn[i], drawn[j] = drawn[j], drawn[i] })
	drawn = drawn[:n]
	slices.Sort(drawn)
	t.Logf("checking %d of %d drawn with -%s.seed=%d (-%s.all checks all): %v", n, len(others), tl.name, seed, tl.name, drawn)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("cases drawn with -%s.seed=%d", tl.name, seed)
		}
	})
	return append(slices.Clone(always), drawn...)
}
