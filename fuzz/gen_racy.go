// This file defines the racy form of a generated package (issue #23):
// for one input in eight of those in neither the generic-wrapper nor the
// helper form, chosen by a hash of the input (so no choice is consumed
// and other inputs' packages stay as they were), the package also
// declares W, a plain int64 word marked //snowflake:base accessed with
// sync/atomic's functions, and a method of W per method of C, its shape
// picked by the hash: a plain read before an atomic add (the overflow
// check), an atomic load then a plain write, a plain add then an atomic
// load (data races: never atomic), or the CompareAndSwap loop that is
// their correct twin:
//
//	func (w *W) R0(v int64) bool {
//		if w.n > v {
//			return false
//		}
//		atomic.AddInt64(&w.n, 1)
//		return true
//	}
//
// The oracle runs plain accesses for real but cannot come between them and
// the calls: Check leaves a racy method it finds no violation of unchecked.

package fuzz

import (
	"fmt"
	"go/format"
	"hash/fnv"
	"strings"
)

// racyHash returns the hash that picks the form and the shapes, and
// whether data's package takes the racy form.
func racyHash(data []byte) (uint64, bool) {
	h := fnv.New64a()
	h.Write(data)
	sum := h.Sum64() >> 32 // the low bits are fnv32a's, which choose the other forms
	return sum >> 3, sum%8 == 5 && !genwrapMode(data) && !summaryMode(data) && !objectsMode(data) && !twoMapsMode(data)
}

// racyShapes are the methods of W, by shape; %d is the method's index.
var racyShapes = []string{
	"func (w *W) R%d(v int64) bool {\nif w.n > v {\nreturn false\n}\natomic.AddInt64(&w.n, 1)\nreturn true\n}\n",
	"func (w *W) R%d(v int64) int64 {\nold := atomic.LoadInt64(&w.n)\nif old < v {\nw.n = v\n}\nreturn old\n}\n",
	"func (w *W) R%d(v int64) int64 {\nw.n += v\nreturn atomic.LoadInt64(&w.n)\n}\n",
	"func (w *W) R%d(v int64) bool {\nfor {\ncur := atomic.LoadInt64(&w.n)\nif cur > v {\nreturn false\n}\nif atomic.CompareAndSwapInt64(&w.n, cur, cur+1) {\nreturn true\n}\n}\n}\n",
}

// withRacy adds W and its methods to p when its input chooses the form.
func withRacy(p *Package) *Package {
	h, ok := racyHash(p.Input)
	if !ok {
		return p
	}
	src := strings.Replace(string(p.Source), "package "+ModulePath+"\n", "package "+ModulePath+"\n\nimport \"sync/atomic\"\n", 1)
	var b strings.Builder
	b.WriteString(src + "\n// W is a word accessed with sync/atomic, and plainly (racy.go).\ntype W struct {\n//snowflake:base\nn int64\n}\n")
	funcs := append([]string(nil), p.Funcs...)
	for i := range p.Funcs {
		b.WriteString("\n" + fmt.Sprintf(racyShapes[h%uint64(len(racyShapes))], i))
		h /= uint64(len(racyShapes))
		funcs = append(funcs, fmt.Sprintf("(*%s.W).R%d", ModulePath, i))
	}
	formatted, err := format.Source([]byte(b.String()))
	if err != nil {
		panic("fuzz: the racy form does not parse: " + err.Error() + "\n" + b.String())
	}
	return &Package{Input: p.Input, Source: formatted, Funcs: funcs}
}
