// This file defines the memory a witness reads: what the path read, by
// address, as values (obligations.Scenario.Memory: the memory the
// interleaving starts from), and the other goroutine's writes between the
// client's calls where the path read one address through one term twice
// and got two values (search kind memory: obligations.MemoryWritten).
// A write is shown as Go, `*(*int)(@0) = 2`, `(*Item)(@0).w = 2`, and
// placed first among the other goroutine's steps after the client's call
// that precedes the read: nothing orders it before that read, so the
// witness says it is a data race (Go lets a racy read of a word see it).

package witness

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// A write is one write of memory by the other goroutine: the read that
// shows it, and the address and value as values.
type write struct {
	read        paths.MemRead
	addr, value *smt.Term
}

// memory records what the path read of memory, as values: the first read
// of each address into obligations.Scenario.Memory, a later read of a
// value other than the address last held as a write (b.writes, by the
// number of client calls before it); and which of the path's locals the
// witness thereby fixes (b.read). A read of the path's own fresh objects
// is left out: the path wrote there, what it reads is no free choice.
func (b *builder) memory(p *paths.Path) {
	fresh := map[string]bool{}
	for _, a := range p.Allocs {
		fresh[a.Ptr.String()] = true
	}
	b.read = map[string]bool{}
	b.writes = map[int][]write{}
	held := map[string]string{}
	for _, l := range p.Loads {
		own := false
		smt.Walk([]*smt.Term{l.Addr}, func(t *smt.Term) { own = own || fresh[t.String()] })
		addr, val := b.fixLocals(l.Addr), b.fixLocals(l.Value)
		if own || addr == nil || val == nil {
			continue
		}
		b.read[l.Value.Op] = true
		last, seen := held[addr.String()]
		switch {
		case !seen:
			b.sc.Memory = append(b.sc.Memory, paths.MemRead{Addr: addr, Value: val})
			b.firstReads = append(b.firstReads, l)
		case last != val.String():
			b.writes[l.Calls] = append(b.writes[l.Calls], write{read: l, addr: addr, value: val})
		}
		held[addr.String()] = val.String()
	}
}

// addWrites adds the other goroutine's writes that the reads after the
// client's first calls calls show. Memory is kept by address, so a write
// is shown only when no read of the path takes a whole struct or array
// (whose address is also that of its first field or element: the cells
// would overlap, and a serial run's memory would be no state Go has).
func (b *builder) addWrites(calls int) error {
	if len(b.writes[calls]) > 0 {
		for _, l := range b.p.Loads {
			switch l.Type.Underlying().(type) {
			case *types.Struct, *types.Array:
				return fmt.Errorf("the other goroutine writes memory that a read of a whole %s overlaps", types.TypeString(l.Type, b.d.qual))
			}
		}
	}
	for _, wr := range b.writes[calls] {
		text, ok := b.assignment(wr.read)
		if !ok {
			return fmt.Errorf("the other goroutine writes memory the witness cannot name")
		}
		st := Step{Thread: "other", Write: text, Note: "unsynchronized: a data race with the client's next read"}
		b.w.Steps = append(b.w.Steps, st)
		b.envSteps = append(b.envSteps, st)
		b.sc.Env = append(b.sc.Env, obligations.EnvCall{Write: &paths.MemRead{Addr: wr.addr, Value: wr.value}})
	}
	return nil
}

// memoryShown prints the memory the interleaving starts from, when the
// other goroutine writes it: `*(*int)(@0) = 1`.
func (b *builder) memoryShown() []string {
	if len(b.writes) == 0 {
		return nil
	}
	var out []string
	for _, l := range b.firstReads {
		if text, ok := b.assignment(l); ok {
			out = append(out, text)
		}
	}
	return out
}

// assignment prints read l as an assignment of the value it gave.
func (b *builder) assignment(l paths.MemRead) (string, bool) {
	lhs, ok := b.lvalue(l)
	if !ok {
		return "", false
	}
	v, ok := b.rawOf(l.Value)
	if !ok || l.Type == nil {
		return "", false
	}
	return lhs + " = " + b.d.value(v, l.Type).Go, true
}

// lvalue prints what read l read, as Go: a package variable, *p, p.f or
// s[i], with the pointer or slice as the witness prints it.
func (b *builder) lvalue(l paths.MemRead) (string, bool) {
	if l.Global != "" {
		return l.Global, true
	}
	if l.Via == nil || l.ViaType == nil {
		return "", false
	}
	via, ok := b.rawOf(l.Via)
	if !ok {
		return "", false
	}
	base := b.d.value(via, l.ViaType).Go
	switch {
	case l.Field != "":
		return base + "." + l.Field, true
	case l.Index != nil:
		idx, ok := b.rawOf(l.Index)
		if !ok {
			return "", false
		}
		i, ok := bvBits(idx.Op)
		if !ok {
			return "", false
		}
		return base + "[" + i.String() + "]", true
	}
	return "*" + base, true
}

// rawOf is the model's value of t, a constant of the path (an input or a
// local) or a literal.
func (b *builder) rawOf(t *smt.Term) (*smt.Term, bool) {
	switch t.Kind {
	case smt.Var:
		return b.d.raw(t.Op)
	case smt.Literal:
		return t, true
	}
	return nil, false
}
