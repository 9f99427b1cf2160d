// Package logoutside: output calls outside the rule: a String method that
// reads the collection (formatting would run it), logging configuration,
// a writer other than os.Stdout or os.Stderr; and, since a value of unknown
// dynamic type may be a Snapshot, logging such a value is refused too.
package logoutside

import (
	"bytes"
	"fmt"
	"log"
	"sync"
)

// Table counts hits per key.
type Table struct {
	//snowflake:base
	hits sync.Map
}

// Snapshot prints the table's entry for a key: its String method reads
// the shared map, which formatting would run.
type Snapshot struct {
	t   *Table
	key string
}

// String loads the key's entry: not functional.
func (s Snapshot) String() string {
	v, _ := s.t.hits.Load(s.key)
	return fmt.Sprint(v == nil)
}

// Touch records a hit and logs a snapshot whose String method calls the
// collection.
// want: unsupported
// truth: outside
// why: formatting runs (Snapshot).String, which calls the shared map: not an output event.
func (t *Table) Touch(k string) bool {
	_, loaded := t.hits.LoadOrStore(k, 1)
	log.Printf("touched %v", Snapshot{t, k})
	return loaded
}

// Quiet records a hit and redirects the standard logger: configuration,
// not output.
// want: unsupported
// truth: outside
// why: log.SetOutput changes shared configuration.
func (t *Table) Quiet(k string) bool {
	_, loaded := t.hits.LoadOrStore(k, 1)
	log.SetOutput(new(bytes.Buffer))
	return loaded
}

// Trace records a hit and prints it to a buffer of its own.
// want: unsupported
// truth: outside
// why: fmt.Fprintf to a writer other than os.Stdout or os.Stderr.
func (t *Table) Trace(k string, w *bytes.Buffer) bool {
	_, loaded := t.hits.LoadOrStore(k, 1)
	fmt.Fprintf(w, "hit %s\n", k)
	return loaded
}

// Report holds a snapshot behind a pointer: fmt runs the pointer's String
// method (the value method, through its wrapper) on the exported field.
type Report struct {
	Snap *Snapshot
}

// TouchNested records a hit and logs a report whose field's String method
// calls the collection.
// want: unsupported
// truth: outside
// why: formatting the exported field Snap runs (*Snapshot).String, which calls the shared map.
func (t *Table) TouchNested(k string) bool {
	_, loaded := t.hits.LoadOrStore(k, 1)
	log.Printf("touched %v", Report{&Snapshot{t, k}})
	return loaded
}
