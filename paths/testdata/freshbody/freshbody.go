// Package freshbody holds functional helpers that write memory they made
// themselves (their annotations hold) and helpers that write memory that
// existed before the call (their annotations do not).
package freshbody

// Config holds a map.
type Config struct {
	Name  string
	Ports map[string]int
}

// Fill makes a map and fills it: holds.
//
//snowflake:functional
func Fill(k string, n int) map[string]int {
	m := make(map[string]int)
	m[k] = n
	return m
}

// newPorts returns a new map.
//
//snowflake:functional
func newPorts() map[string]int { return map[string]int{} }

// Build fills the map a helper made: holds.
//
//snowflake:functional
func Build(k string, n int) map[string]int {
	m := newPorts()
	m[k] = n
	delete(m, "x")
	return m
}

// Nested fills the map held by a struct it made: holds.
//
//snowflake:functional
func Nested(name string, n int) *Config {
	c := &Config{Name: name, Ports: make(map[string]int)}
	c.Ports[name] = n
	return c
}

// Copy copies a map into a new one in a loop: holds.
//
//snowflake:functional
func Copy(old map[string]int) map[string]int {
	next := make(map[string]int, len(old))
	for k, v := range old {
		next[k] = v
	}
	return next
}

// Collect appends to a slice it built: holds.
//
//snowflake:functional
func Collect(a, b string) []string {
	var out []string
	out = append(out, a)
	out = append(out, b)
	return out
}

// Stamp writes the map it is given: broken.
//
//snowflake:functional
func Stamp(m map[string]int) int {
	m["stamp"] = 1
	return len(m)
}

// Rename writes a field of the struct it is given: broken.
//
//snowflake:functional
func Rename(c *Config) string {
	c.Name = "x"
	return c.Name
}

// Swapped writes the map of a struct it made, but the map is the
// caller's: broken.
//
//snowflake:functional
func Swapped(m map[string]int) *Config {
	c := &Config{Ports: m}
	c.Ports["k"] = 1
	return c
}

// Appended appends to the slice it is given: broken (it may write the
// caller's backing array).
//
//snowflake:functional
func Appended(s []int) []int {
	return append(s, 1)
}
