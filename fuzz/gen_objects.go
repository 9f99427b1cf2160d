// This file defines the objects form of a generated package (issue #23:
// several objects, one proof): for one input in four, chosen by a hash of
// the input (so no choice is consumed and other inputs' packages stay as
// they were; never an input of the generic-wrapper or helper forms), the
// client holds a counter and a map of per-key counters besides its map,
// and every method starts with a call on one of them, by its index:
//
//	type C struct {
//		m   sync.Map //snowflake:base
//		n   atomic.Int64
//		per sync.Map // string → *atomic.Int64
//	}
//	func (c *C) F0(k string, ...) ... {
//		_ = c.n.Load()           // F0, F3: an accessor on a second object
//		c.n.Add(1)               // F1: a mutation of a second object
//		pk, _ := c.per.LoadOrStore(k, new(atomic.Int64)) // F2: a per-key counter,
//		pk.(*atomic.Int64).Add(1)                         // a family member
//		...
//	}
//
// The product of the objects is the function's base (paths/objects.go).

package fuzz

import (
	"go/format"
	"hash/fnv"
	"strings"
)

// objectsMode reports whether data's package takes the objects form.
func objectsMode(data []byte) bool {
	h := fnv.New32a()
	h.Write(data)
	r := h.Sum32() % 16 // 10 or 14: never the other forms' (0, 1 mod 4; 2, 6 mod 16)
	return r == 10 || r == 14
}

// objectPrologues are the statements a method of the objects form starts
// with, by the method's index.
var objectPrologues = []string{
	"_ = c.n.Load()\n",
	"c.n.Add(1)\n",
	"pk, _ := c.per.LoadOrStore(k, new(atomic.Int64))\npk.(*atomic.Int64).Add(1)\n",
}

// withObjects rewrites p into the objects form when its input chooses it.
func withObjects(p *Package) *Package {
	if !objectsMode(p.Input) {
		return p
	}
	src := strings.Replace(string(p.Source), "type C struct{ m sync.Map }",
		"type C struct {\n\tm   sync.Map //snowflake:base\n\tn   atomic.Int64\n\tper sync.Map\n}", 1)
	src = strings.Replace(src, "package "+ModulePath+"\n", "package "+ModulePath+"\n\nimport \"sync/atomic\"\n", 1)
	var b strings.Builder
	i := 0
	for _, line := range strings.SplitAfter(src, "\n") {
		b.WriteString(line)
		if strings.HasPrefix(line, "func (c *C) F") {
			b.WriteString(objectPrologues[i%len(objectPrologues)])
			i++
		}
	}
	formatted, err := format.Source([]byte(b.String()))
	if err != nil {
		panic("fuzz: the objects form does not parse: " + err.Error() + "\n" + b.String())
	}
	return &Package{Input: p.Input, Source: formatted, Funcs: p.Funcs}
}
