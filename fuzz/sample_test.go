// This file holds the samples the default run takes of the long tails of
// TestGenerateBuilds, TestGenLocks and TestGenNested: every run checks a
// case of every form and shape (cover), and a few of the other cases
// drawn from a seed that changes from run to run (internal/sample).
// -fuzz.seed=N draws the same sample again, -fuzz.all checks every case:
//
//	go test ./fuzz -run 'TestGenerateBuilds|TestGenLocks|TestGenNested' -fuzz.seed=N
//	go test ./fuzz -run 'TestGenerateBuilds|TestGenLocks|TestGenNested' -fuzz.all

package fuzz

import (
	"slices"
	"strconv"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/sample"
)

// fuzzTail is the flags -fuzz.seed and -fuzz.all.
var fuzzTail = sample.Flags("fuzz", "cases the generator's tests sample")

// cover returns the indices, in order, of the cases among n that t
// checks: a few that together have every key some case has (greedily:
// each adds the most keys not had yet, the first such in order), and k
// of the others drawn by fuzzTail (all of them with -fuzz.all).
func cover(t *testing.T, n, k int, keys func(i int) []string) []int {
	t.Helper()
	picked := greedyCover(n, keys)
	var always, others []string
	for i, p := range picked {
		if p {
			always = append(always, strconv.Itoa(i))
		} else {
			others = append(others, strconv.Itoa(i))
		}
	}
	var out []int
	for _, s := range fuzzTail.Draw(t, always, others, k) {
		i, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

// greedyCover marks the cases among n that together have every key some
// case has, each chosen for adding the most keys not had yet (the first
// such in order).
func greedyCover(n int, keys func(i int) []string) []bool {
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
			return picked
		}
		picked[best] = true
		for _, key := range ks[best] {
			had[key] = true
		}
	}
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
