// Package util holds helpers that the calls package calls across a package
// boundary: annotated ones are checked and trusted, unannotated ones are
// treated by the summaries inferred from their bodies.
package util

import (
	"strconv"
	"strings"
	"sync"
)

// Key builds a namespaced key; it is pure but not annotated.
func Key(ns string, id int) string {
	return ns + ":" + strconv.Itoa(id)
}

// Norm normalises a key.
//
//snowflake:argfunctional
func Norm(k string) string {
	return strings.ToLower(strings.TrimSpace(k))
}

// Last is written by Mark.
var Last string

// Mark claims to be functional but writes a package variable.
//
//snowflake:functional
func Mark(k string) string {
	Last = k
	return k
}

// LoadFrom loads k from m; it is not annotated.
func LoadFrom(m *sync.Map, k string) (any, bool) {
	return m.Load(k)
}
