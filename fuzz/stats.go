// This file defines the statistics of a fuzzing run: one Record per
// checked input, appended as a JSON line to a file (go test -fuzz runs the
// target in worker processes that print nothing), and Stats, their sums.

package fuzz

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/snowflakeverify/snowflake/oracle"
)

// StatsEnv names the environment variable with the file to append records to.
const StatsEnv = "SNOWFLAKE_FUZZ_STATS"

// A Record is one input: its findings, or why it was not checked.
type Record struct {
	Input   string   `json:"input"` // Go-quoted
	Funcs   int      `json:"funcs"`
	Skipped string   `json:"skipped,omitempty"`
	Verify  []string `json:"verify,omitempty"`
	Oracle  []string `json:"oracle,omitempty"`
	Classes []string `json:"classes,omitempty"`
	Notes   []string `json:"notes,omitempty"` // of Bound and Disagree findings
	// Partial counts the oracle's explorations cut short by its time limit.
	Partial int     `json:"partial,omitempty"`
	Millis  float64 `json:"millis"`
}

// NewRecord summarizes an outcome.
func NewRecord(o *Outcome) *Record {
	r := &Record{Input: strconv.Quote(string(o.Package.Input)), Funcs: len(o.Findings), Millis: o.Millis}
	for _, f := range o.Findings {
		r.Verify = append(r.Verify, string(f.Verify))
		r.Oracle = append(r.Oracle, string(f.Oracle))
		r.Classes = append(r.Classes, string(f.Class))
		if f.Note != "" {
			r.Notes = append(r.Notes, f.Func+": "+f.Note)
		}
		if f.Oracle == oracle.Linearizable && !f.oracle.Complete {
			r.Partial++
		}
	}
	return r
}

var appendMu sync.Mutex

// Append appends r as one line to the file at path.
func (r *Record) Append(path string) error { return appendLine(path, r) }

// appendLine appends v, as JSON, as one line to the file at path (a
// record file: Record's, Summary's).
func appendLine(path string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	appendMu.Lock()
	defer appendMu.Unlock()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(append(data, '\n'))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Stats sum records.
type Stats struct {
	Inputs, Checked, Funcs int
	Partial                int // linearizable within the oracle's time limit only
	Skipped                map[string]int
	Verify, Oracle, Class  map[string]int
	Pairs                  map[string]int // "verify/oracle"
	Notes                  []string
	Millis                 float64
}

// Add adds a record.
func (s *Stats) Add(r *Record) {
	if s.Verify == nil {
		s.Skipped, s.Verify, s.Oracle, s.Class, s.Pairs = map[string]int{}, map[string]int{}, map[string]int{}, map[string]int{}, map[string]int{}
	}
	s.Inputs++
	s.Millis += r.Millis
	if r.Skipped != "" {
		s.Skipped[r.Skipped]++
		return
	}
	s.Checked++
	s.Funcs += r.Funcs
	s.Partial += r.Partial
	for i := range r.Verify {
		s.Verify[r.Verify[i]]++
		s.Oracle[r.Oracle[i]]++
		s.Class[r.Classes[i]]++
		s.Pairs[r.Verify[i]+"/"+r.Oracle[i]]++
	}
	s.Notes = append(s.Notes, r.Notes...)
}

// ReadStats sums the records of the file at path.
func ReadStats(path string) (*Stats, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s := &Stats{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		s.Add(&r)
	}
	return s, sc.Err()
}

// String prints the sums, one count per line.
func (s *Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "inputs %d: %d checked (%d methods), %d not checked; %.0fs in checks\n",
		s.Inputs, s.Checked, s.Funcs, s.Inputs-s.Checked, s.Millis/1000)
	fmt.Fprintf(&b, "oracle linearizable within its time limit only: %d\n", s.Partial)
	for _, m := range []struct {
		name string
		m    map[string]int
	}{{"not checked", s.Skipped}, {"verify", s.Verify}, {"oracle", s.Oracle}, {"class", s.Class}, {"verify/oracle", s.Pairs}} {
		writeCounts(&b, m.name, m.m)
	}
	for _, n := range s.Notes {
		fmt.Fprintf(&b, "note\t%s\n", n)
	}
	return b.String()
}

// writeCounts writes the counts of m, one "name\tkey\tcount" line per
// key, in key order.
func writeCounts(b *strings.Builder, name string, m map[string]int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(b, "%s\t%s\t%d\n", name, k, m[k])
	}
}
