// This file defines File and Finding, the baseline file's format, and
// reading and writing it.

package baseline

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/verify"
)

// Version is the format version this package reads and writes.
const Version = 1

// A Finding is one baselined function: its full name and verdict.
type Finding struct {
	Func    string         `json:"func"`
	Verdict verify.Verdict `json:"verdict"`
}

func (f Finding) String() string { return paths.ShortName(f.Func) + ": " + string(f.Verdict) }

// In reports whether the entry's function belongs to one of the packages
// with import paths pkgs (Func is types.Func.FullName: "pkg/path.F",
// "(*pkg/path.T).M", "(*pkg/path.T[other/pkg.U]).M"; a path's last
// element may hold dots: "gopkg.in/yaml.v3").
func (f Finding) In(pkgs []string) bool {
	name := strings.TrimLeft(f.Func, "(*")
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i] // type arguments name other packages
	}
	for _, p := range pkgs {
		rest, ok := strings.CutPrefix(name, p+".")
		// rest is F, or T).M: no other dot but the method's
		if i := strings.IndexByte(rest, '.'); ok && (i < 0 || i > 0 && rest[i-1] == ')') {
			return true
		}
	}
	return false
}

// A File is the content of a baseline file.
type File struct {
	Version  int       `json:"version"`
	Findings []Finding `json:"findings"`
}

// New returns the file that records the findings results, sorted, without
// duplicates.
func New(results []*verify.Result) *File {
	f := &File{Version: Version, Findings: []Finding{}}
	for _, r := range results {
		f.Findings = append(f.Findings, Finding{Func: r.Func, Verdict: r.Verdict})
	}
	slices.SortFunc(f.Findings, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Func, b.Func), cmp.Compare(a.Verdict, b.Verdict))
	})
	f.Findings = slices.Compact(f.Findings)
	return f
}

// Marshal returns the file as indented JSON, ending in a newline.
func (f *File) Marshal() []byte {
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		panic(err) // strings and ints only
	}
	return append(data, '\n')
}

// WriteFile writes f to path.
func (f *File) WriteFile(path string) error {
	if err := os.WriteFile(path, f.Marshal(), 0o644); err != nil {
		return fmt.Errorf("write baseline: %w", err)
	}
	return nil
}

// Read reads and checks the baseline file at path.
func Read(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read baseline: %w", err)
	}
	f, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("baseline %s: %w", path, err)
	}
	return f, nil
}

// Parse decodes and checks the content of a baseline file.
func Parse(data []byte) (*File, error) {
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a baseline file: %v", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("not a baseline file: data after the JSON object")
	}
	if f.Version != Version {
		return nil, fmt.Errorf("version %d, want %d (written by another snowflake version? rewrite it with --write-baseline)", f.Version, Version)
	}
	if f.Findings == nil {
		return nil, fmt.Errorf("no \"findings\" list")
	}
	for i, e := range f.Findings {
		if e.Func == "" {
			return nil, fmt.Errorf("finding %d has no \"func\"", i+1)
		}
		if severity[e.Verdict] == 0 {
			return nil, fmt.Errorf("finding %d (%s): verdict %q is not a finding (want violation, unproven or unsupported)", i+1, e.Func, e.Verdict)
		}
	}
	return &f, nil
}
