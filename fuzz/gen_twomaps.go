// This file defines the two-maps form of a generated package (issue #23:
// several objects, one proof): for one input in eight, chosen by a hash
// of the input (no choice is consumed, so other inputs' packages stay as
// they were; never an input of the generic-wrapper or helper form), the
// client holds a second map n besides its base m, and every second map
// call of the file goes to n. Both engines judge the methods on the pair
// of maps: the verifier on the product of the objects, the oracle with
// another goroutine that calls either map.
//
//	type C struct {
//		//snowflake:base
//		m sync.Map
//		n sync.Map
//	}
//	x1, ok2 := c.m.Load(k)
//	c.n.Store(k, 1)

package fuzz

import (
	"go/format"
	"hash/fnv"
	"regexp"
	"strings"
)

// twoMapsMode reports whether data's package takes the two-maps form.
func twoMapsMode(data []byte) bool {
	h := fnv.New32a()
	h.Write(data)
	r := h.Sum32() % 16 // 2 or 6: never the other forms' (0, 1 mod 4), nor a seed's
	return r == 2 || r == 6
}

// twoMaps declares the client of the form.
const twoMaps = "type C struct {\n\t//snowflake:base\n\tm sync.Map\n\tn sync.Map\n}\n"

var baseCall = regexp.MustCompile(`\bc\.m\.`)

// withTwoMaps rewrites p into the two-maps form when its input chooses it.
func withTwoMaps(p *Package) *Package {
	if !twoMapsMode(p.Input) {
		return p
	}
	return twoMapsOf(p)
}

// twoMapsOf returns p in the two-maps form.
func twoMapsOf(p *Package) *Package {
	src := strings.Replace(string(p.Source), "type C struct{ m sync.Map }\n", twoMaps, 1)
	i := 0
	src = baseCall.ReplaceAllStringFunc(src, func(string) string {
		i++
		if i%2 == 0 {
			return "c.n."
		}
		return "c.m."
	})
	formatted, err := format.Source([]byte(src))
	if err != nil {
		panic("fuzz: the two-maps package does not parse: " + err.Error() + "\n" + src)
	}
	out := *p
	out.Source = formatted
	return &out
}
