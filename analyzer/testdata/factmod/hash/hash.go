// Package hash has the helpers package cache composes its map with; none
// is annotated: go vet learns what they do from the facts of this
// package's analysis, as snowflake verify learns it from their bodies.
package hash

import (
	"path"
	"strconv"
	"strings"
)

// Key is the map key of a user's item: a deterministic function of its
// inputs (functional).
func Key(user string, id int) string {
	return user + "/" + strconv.Itoa(id)
}

// Dir is the key of a user's directory, through a function of the
// standard library that snowflake knows from its body only.
func Dir(user string) string {
	return path.Clean("/" + user)
}

// Shard is the shard of a key: its first byte, a panic for the empty
// key (functional: the panic is a function of the input too).
func Shard(key string) string {
	return key[:1]
}

// Width is the number of keys: no instruction of its body can panic,
// which a call of it needs to know, its argument reaching memory.
func Width(keys []string) int {
	return len(keys)
}

// issued counts the keys Fresh hands out.
var issued int

// Fresh is a new key for user on every call: it writes a package variable,
// so it is not functional.
func Fresh(user string) string {
	issued++
	return user + "#" + strconv.Itoa(issued)
}

// Lower is annotated functional, and its body is: the annotation travels
// with its check.
//
//snowflake:functional
func Lower(key string) string {
	return strings.ToLower(key)
}

// prefix is what Label puts before a key; SetPrefix changes it.
var prefix = "p/"

// SetPrefix changes the prefix of labels.
func SetPrefix(p string) { prefix = p }

// Label is annotated functional, but its body reads a package variable
// that SetPrefix writes: a call of it is refused as the annotation's
// check says, by both tools.
//
//snowflake:functional
func Label(key string) string {
	return prefix + key
}
