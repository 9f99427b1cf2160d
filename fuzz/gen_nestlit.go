// This file defines the nested-literal form of a generated package (the
// rule of paths' fieldWrites on stores into unpublished allocations): for
// one input in thirty-two, chosen by a hash of the input (newForm,
// gen_forms.go), the client is a small value type holding one word of
// sync/atomic by pointer, whose copies share the word, with value
// receivers; it is built by a constructor and held by value in another
// struct, which the package builds, by the hash's choice, in a composite
// literal's field, in a nested composite literal, or by setting the field
// on a fresh &Holder{} before returning it:
//
//	type level struct{ n *atomic.Int64 }
//	func newLevel() level { return level{n: new(atomic.Int64)} }
//	type Holder struct { lv level; name string }
//	func NewHolder(name string) Holder { return Holder{lv: newLevel(), name: name} }
//	// or: Holder{in: inner{lv: level{n: new(atomic.Int64)}}, name: name}
//	// or: h := &Holder{name: name}; h.lv = newLevel(); return h
//	func (c level) F0(v int64) (int64, bool) { x1 := c.n.Load(); ... }
//
// Each of these stores is construction, not an assignment of the base.
// In one package in four, Holder also has a method that overwrites the
// whole level of an existing Holder (`func (h *Holder) Reset() { h.lv =
// newLevel() }`): an assignment of the base, for which verify must refuse
// every method of level (unsupported, which Check counts unchecked).
// The methods are the atomics form's (gen_atomics.go) over c.n; the words
// are its kinds that are types (Int32, Int64, Uint32, Uint64, Uintptr,
// Bool, Pointer[cfg], Value),
// not the plain words used through sync/atomic's functions (a word behind
// a pointer field is no object the oracle models). Both engines judge the
// methods in the collection environment. TestGenNestLit checks a package
// of each construction, and one with the overwrite.

package fuzz

import (
	"go/format"
	"strconv"
	"strings"
)

const formNestLit = "nestlit"

// A nestBuild is how the package builds the Holder around the level.
type nestBuild struct {
	comment string // how, in the source's base comment
	decl    string // Holder (and inner), its constructor
	reset   string // the whole level of an existing Holder, as Reset assigns it
}

// nestBuilds are the constructions, by the hash's choice: in a literal's
// field, in a nested literal, set on a fresh Holder.
var nestBuilds = []nestBuild{
	{comment: "built in a literal's field", reset: "h.lv",
		decl: "// Holder holds a level by value.\ntype Holder struct {\nlv level\nname string\n}\n\n" +
			"// NewHolder stores the level into the new literal's field.\nfunc NewHolder(name string) Holder {\nreturn Holder{lv: newLevel(), name: name}\n}\n"},
	{comment: "built in a nested literal", reset: "h.in.lv",
		decl: "type inner struct{ lv level }\n\n// Holder holds a level by value, inside inner.\ntype Holder struct {\nin inner\nname string\n}\n\n" +
			"// NewHolder builds the level inside a literal inside the new literal.\nfunc NewHolder(name string) Holder {\nreturn Holder{in: inner{lv: level{n: new(%s)}}, name: name}\n}\n"},
	{comment: "set on a fresh Holder", reset: "h.lv",
		decl: "// Holder holds a level by value.\ntype Holder struct {\nlv level\nname string\n}\n\n" +
			"// NewHolder sets the level on a new Holder before returning it.\nfunc NewHolder(name string) *Holder {\nh := &Holder{name: name}\nh.lv = newLevel()\nreturn h\n}\n"},
}

// A nestBase is a kind of word of the atomics form over level's field n.
type nestBase struct {
	atomBase        // its calls on c.n (c.n.Load()), its declarations cfg's only
	word     string // the word's type: atomic.Int64, atomic.Pointer[cfg]
}

// nestBases are the atomics form's kinds of word that are types.
var nestBases = func() []nestBase {
	var out []nestBase
	for _, b := range atomBases {
		first, rest, _ := strings.Cut(b.decl, "\n")
		word, ok := strings.CutPrefix(first, "type C struct{ a ")
		if !ok {
			continue // a plain word through sync/atomic's functions
		}
		nb := nestBase{atomBase: b, word: word[:strings.Index(word, " }")]}
		nb.decl = rest
		for _, f := range []*string{&nb.load, &nb.store, &nb.swap, &nb.add, &nb.cas} {
			*f = strings.ReplaceAll(*f, "c.a.", "c.n.")
		}
		out = append(out, nb)
	}
	return out
}()

// nestChoice is the kind of word, the construction and whether Reset
// overwrites the level, from the hash's rest h.
func nestChoice(h uint32) (*nestBase, *nestBuild, bool) {
	b := &nestBases[h%uint32(len(nestBases))]
	h /= uint32(len(nestBases))
	build := &nestBuilds[h%uint32(len(nestBuilds))]
	h /= uint32(len(nestBuilds))
	return b, build, h%4 == 0
}

// generateNestLit writes the nested-literal-form package of data.
func generateNestLit(data []byte, h uint32) *Package {
	base, build, reset := nestChoice(h)
	s := &source{data: data}
	var body strings.Builder
	p := &Package{Input: data}
	for i := 0; i < MaxFuncs && (i == 0 || !s.spent()); i++ {
		name := "F" + strconv.Itoa(i)
		g := &atomGen{s: s, b: &base.atomBase, calls: MaxCalls, branches: MaxBranches, recv: "level"}
		body.WriteString("\n" + g.method(name))
		p.Funcs = append(p.Funcs, "("+ModulePath+".level)."+name)
	}
	word := base.word
	decl := strings.Replace(build.decl, "%s", word, 1)
	src := "// Code generated by snowflake's differential fuzzer. DO NOT EDIT.\n\npackage " + ModulePath +
		"\n\nimport \"sync/atomic\"\n\n// The base: " + base.name + ", held by pointer in level, " + build.comment + ".\n\n" +
		"// level holds the word by pointer: its copies share it.\ntype level struct{ n *" + word + " }\n\n" +
		"// newLevel returns a level over a new word.\nfunc newLevel() level {\nreturn level{n: new(" + word + ")}\n}\n\n" +
		decl + base.decl
	if reset {
		src += "\n// Reset replaces the level of an existing Holder: copies of the old one keep the old word.\n" +
			"func (h *Holder) Reset() {\n" + build.reset + " = newLevel()\n}\n"
	}
	formatted, err := format.Source([]byte(src + body.String()))
	if err != nil {
		panic("fuzz: the nested-literal form does not parse: " + err.Error() + "\n" + src + body.String())
	}
	p.Source = formatted
	return p
}
