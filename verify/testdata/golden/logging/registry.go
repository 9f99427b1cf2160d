// Package logging: service registries that log what they do with log,
// *log.Logger, log/slog and fmt.Println. Output is not part of the
// outcome: each atomic composition stays atomic with its logging, and
// each check-then-act twin stays a violation.
package logging

import (
	"fmt"
	"log"
	"log/slog"
	"os"
	"sync"
)

// Registry maps service names to addresses.
type Registry struct {
	//snowflake:base
	names sync.Map
	log   *log.Logger
}

// NewRegistry returns a registry that logs to l.
func NewRegistry(l *log.Logger) *Registry {
	return &Registry{log: l}
}

// Register records addr for name unless it is taken, and logs the outcome
// with log.Printf.
// want: atomic
// truth: atomic
// why: one LoadOrStore; log.Printf is output, not part of the outcome.
func (r *Registry) Register(name, addr string) bool {
	prev, loaded := r.names.LoadOrStore(name, addr)
	if loaded {
		log.Printf("register %s: taken by %v", name, prev)
		return false
	}
	log.Printf("register %s at %s", name, addr)
	return true
}

// RegisterRacy is Register as check-then-act.
// want: violation
// truth: nonatomic
// why: two goroutines both Load name absent and both Store; both return true.
func (r *Registry) RegisterRacy(name, addr string) bool {
	if prev, ok := r.names.Load(name); ok {
		log.Printf("register %s: taken by %v", name, prev)
		return false
	}
	r.names.Store(name, addr)
	log.Printf("register %s at %s", name, addr)
	return true
}

// Deregister removes name and logs through the registry's own logger.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; (*log.Logger).Printf is output (a nil logger panics, in both runs alike).
func (r *Registry) Deregister(name string) (string, bool) {
	v, ok := r.names.LoadAndDelete(name)
	if !ok {
		return "", false
	}
	r.log.Printf("deregister %s (was %v)", name, v)
	return v.(string), true
}

// DeregisterRacy loads, then deletes.
// want: violation
// truth: nonatomic
// why: another goroutine deletes and re-registers name between the Load and the Delete: the new address is deleted while the old one is returned.
func (r *Registry) DeregisterRacy(name string) (string, bool) {
	v, ok := r.names.Load(name)
	if !ok {
		return "", false
	}
	r.names.Delete(name)
	r.log.Printf("deregister %s (was %v)", name, v)
	return v.(string), true
}

// Lookup returns name's address, logging misses with slog.
// want: atomic
// truth: atomic
// why: one Load; slog.Info with attributes is output.
func (r *Registry) Lookup(name string) (string, bool) {
	v, ok := r.names.Load(name)
	if !ok {
		slog.Info("lookup miss", slog.String("name", name), "known", false)
		return "", false
	}
	return v.(string), true
}

// Move re-registers name at addr only if it is at from, printing the move.
// want: atomic
// truth: atomic
// why: one CompareAndSwap; fmt.Println to standard output is output.
func (r *Registry) Move(name, from, to string) bool {
	if !r.names.CompareAndSwap(name, from, to) {
		return false
	}
	fmt.Println("moved", name, "from", from, "to", to)
	fmt.Fprintf(os.Stderr, "moved %s\n", name)
	return true
}

// MoveRacy compares, then stores.
// want: violation
// truth: nonatomic
// why: another goroutine moves name between the Load and the Store; the Store overwrites its move.
func (r *Registry) MoveRacy(name, from, to string) bool {
	v, ok := r.names.Load(name)
	if !ok || v != from {
		return false
	}
	r.names.Store(name, to)
	fmt.Println("moved", name, "from", from, "to", to)
	return true
}
