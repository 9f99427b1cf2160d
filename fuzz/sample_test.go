// This file holds the samples the default run takes of the long tails of
// TestGenerateBuilds, TestGenLocks and TestGenNested: every run checks a
// case of every form and shape (cover), and a few of the other cases
// drawn from a seed that changes from run to run (logged when a test
// fails). -fuzz.seed=N draws the same sample again, -fuzz.all checks every
// case:
//
//	go test ./fuzz -run 'TestGenerateBuilds|TestGenLocks|TestGenNested' -fuzz.seed=N
//	go test ./fuzz -run 'TestGenerateBuilds|TestGenLocks|TestGenNested' -fuzz.all

package fuzz

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
)

var (
	sampleSeed = flag.Uint64("fuzz.seed", 0, "seed of the cases the generator's tests sample (0: a new one each run)")
	sampleAll  = flag.Bool("fuzz.all", false, "the generator's tests check every case, not a sample")
)

// runSeed returns the seed of t's sample, -fuzz.seed or a random one, and
// names it in t's log when t fails.
func runSeed(t *testing.T) uint64 {
	seed := *sampleSeed
	if seed == 0 {
		seed = rand.Uint64() | 1
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("cases sampled with -fuzz.seed=%d", seed)
		}
	})
	return seed
}

// cover returns the indices, in order, of the cases among n to check:
// all of them with -fuzz.all; else a few that together have every key
// some case has (greedily: each adds the most keys not had yet, the first
// such in order), and k of the others drawn from seed.
func cover(n int, seed uint64, k int, keys func(i int) []string) []int {
	if *sampleAll {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	ks := make([][]string, n)
	for i := range ks {
		ks[i] = keys(i)
	}
	had, picked := map[string]bool{}, make([]bool, n)
	for {
		best, most := -1, 0
		for i, c := range ks {
			if fresh := freshKeys(c, had); fresh > most {
				best, most = i, fresh
			}
		}
		if best < 0 {
			break
		}
		picked[best] = true
		for _, key := range ks[best] {
			had[key] = true
		}
	}
	var out, rest []int
	for i, p := range picked {
		if p {
			out = append(out, i)
		} else {
			rest = append(rest, i)
		}
	}
	r := rand.New(rand.NewPCG(seed, seed))
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	out = append(out, rest[:min(k, len(rest))]...)
	slices.Sort(out)
	return out
}

// freshKeys counts the distinct keys not in had.
func freshKeys(keys []string, had map[string]bool) int {
	fresh := map[string]bool{}
	for _, key := range keys {
		if !had[key] {
			fresh[key] = true
		}
	}
	return len(fresh)
}
