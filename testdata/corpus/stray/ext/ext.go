// Package ext holds helpers that the stray package calls across a package
// boundary; none is annotated.
package ext

import (
	"strconv"
	"strings"
	"sync"
)

// Key builds a namespaced key; it is pure.
func Key(ns string, id int) string {
	return ns + "/" + strconv.Itoa(id)
}

// Canon canonicalizes a key; it is pure.
func Canon(k string) string {
	return strings.ToLower(strings.TrimSpace(k))
}

// Journal records every key passed to Audit.
var Journal []string

// Audit appends k to Journal and returns it.
func Audit(k string) string {
	Journal = append(Journal, k)
	return k
}

// Scale is a tunable multiplier.
var Scale = 2

// Scaled multiplies n by the current Scale.
func Scaled(n int) int {
	return n * Scale
}

// LoadFrom loads k from m.
func LoadFrom(m *sync.Map, k string) (any, bool) {
	return m.Load(k)
}

// PutIfAbsent stores v at k in m unless k is present, and reports whether
// it stored.
func PutIfAbsent(m *sync.Map, k string, v any) bool {
	if _, ok := m.Load(k); ok {
		return false
	}
	m.Store(k, v)
	return true
}
