package fuzz

import (
	"strings"
	"testing"
)

// TestSumRecords adds up three legs' records: the counts add, each
// seed's inputs are listed, and the two legs of seed 2 that share inputs
// are named.
func TestSumRecords(t *testing.T) {
	records := `{"date":"a","seed":2,"from":0,"next":100,"packages":100,"generated":300,"seconds":60,"verify":{"atomic":200,"violation":100},"class":{"agree":50},"form":{"plain":300},"collection":{"sync.Map":300}}

{"date":"b","seed":2,"from":100,"next":250,"packages":150,"generated":450,"seconds":90,"verify":{"atomic":250,"unproven":200},"class":{"agree":70,"disagreement":1},"form":{"plain":400,"atomics":50},"disagreements":[{"func":"F1","note":"n"}]}
{"date":"c","seed":2,"from":200,"next":300,"packages":100,"generated":290,"seconds":50,"verify":{"atomic":290}}
`
	tot, err := SumRecords(strings.NewReader(records))
	if err != nil {
		t.Fatal(err)
	}
	s := tot.Sum
	if s.Generated != 1040 || s.Packages != 350 || s.Seconds != 200 || s.Verify["atomic"] != 740 || s.Form["plain"] != 700 || s.Class["agree"] != 120 || len(s.Disagreements) != 1 {
		t.Errorf("sum %+v", s)
	}
	if o := tot.Overlaps(); len(o) != 1 || !strings.Contains(o[0], "100 to 250 (b)") || !strings.Contains(o[0], "200 to 300 (c)") {
		t.Errorf("overlaps %q, want legs b and c", o)
	}
	out := tot.String()
	for _, want := range []string{"3 legs: 1040 methods", "seed 2: inputs 0-100, 100-250, 200-300", "overlap\tseed 2", "verify\tatomic\t740", "disagreement\tF1"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if _, err := SumRecords(strings.NewReader("{not json\n")); err == nil {
		t.Error("a broken record gives no error")
	}
}
