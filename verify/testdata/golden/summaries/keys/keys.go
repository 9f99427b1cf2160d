// Package keys builds keys for the summaries package; nothing here is
// annotated: snowflake infers what each function does from its body.
package keys

import (
	"strconv"
	"strings"
)

// Tenant joins an organisation and a user into one key.
func Tenant(org, user string) string {
	return strings.ToLower(org) + "/" + user
}

// Shard picks one of n shards for id; it panics when n is 0.
func Shard(id uint64, n uint64) string {
	return "shard-" + strconv.FormatUint(id%n, 10)
}

// Slug is recursive: it drops leading dashes.
func Slug(s string) string {
	if strings.HasPrefix(s, "-") {
		return Slug(s[1:])
	}
	return s
}

// MustKey panics on an empty key.
func MustKey(k string) {
	if k == "" {
		panic("keys: empty key")
	}
}

// Lookups counts the calls of Counted, unsynchronized: an effect.
var Lookups int

// Counted returns k and counts the call.
func Counted(k string) string {
	Lookups++
	return k
}

// Verbose is the logging switch, set by flags.
var Verbose bool

// Debug reports whether to log: it reads a package variable others write.
func Debug() bool { return Verbose }

// Clamp bounds x to [lo, hi].
func Clamp(x, lo, hi int64) int64 {
	if x < lo {
		return lo
	}
	if x > hi {
		return hi
	}
	return x
}
