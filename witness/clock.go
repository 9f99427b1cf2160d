// This file defines what a witness fixes and prints of the clock: the
// path's readings (paths.ClockRead) as values, which every serial order
// reads too at the same site and occurrence (obligations.Scenario.Clocks),
// printed relative to the first reading: `time.Now() at line 31 = t0`,
// `at line 35 = t0+2s`; a time.Time elsewhere in the witness prints the
// same way (t0+5m0s), or, without a monotonic reading, as
// time.Unix(sec, nsec).

package witness

import (
	"fmt"
	"math/big"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// clocks fixes the path's readings of the clock: into the scenario, and
// as locals the witness reads (b.read); the first reading with a
// monotonic reading is t0 (else the first time.Time parameter with one).
func (b *builder) clocks(p *paths.Path) {
	for _, c := range p.Clocks {
		v := b.fixLocals(c.Value)
		if v == nil {
			continue
		}
		b.read[c.Value.Op] = true
		b.sc.Clocks = append(b.sc.Clocks, obligations.ClockValue{Read: c, Value: v})
		if c.UnixNano && b.nanoBase == nil { // t0 of the methods' own readings (specclock.go)
			b.nanoClock(v)
		}
		if wall, ext, ok := timeFields(v); ok && b.d.clockBase == nil && wall.Bit(63) == 1 {
			b.d.clockBase = ext
		}
	}
	for i, prm := range b.f.Fn.Params { // else the first time.Time parameter is t0
		if b.d.clockBase != nil || !paths.IsTime(prm.Type()) || i >= len(b.f.Inputs) {
			continue
		}
		if v, ok := b.d.raw(b.f.Inputs[i].Op); ok {
			if wall, ext, ok := timeFields(v); ok && wall.Bit(63) == 1 {
				b.d.clockBase = ext
			}
		}
	}
}

// clocksShown prints the readings: `time.Now() at line 31 = t0`.
func (b *builder) clocksShown() []string {
	var out []string
	for _, c := range b.sc.Clocks {
		if c.Read.UnixNano { // a method's own reading (specclock.go)
			_, rel := b.nanoClock(c.Value)
			out = append(out, b.f.Names[c.Read.Value.Op]+" = "+rel)
			continue
		}
		out = append(out, b.f.Names[c.Read.Value.Op]+" = "+b.d.value(c.Value, c.Read.Type).Go)
	}
	return out
}

// timeFields returns the wall and ext of a time.Time value (a datatype
// value of three fields), as numbers: ext signed.
func timeFields(v *smt.Term) (wall, ext *big.Int, ok bool) {
	if v.Kind != smt.App || len(v.Args) != 3 {
		return nil, nil, false
	}
	wall, _, ok1 := smt.BVValue(v.Args[0].Op)
	e, width, ok2 := smt.BVValue(v.Args[1].Op)
	if !ok1 || !ok2 || width != 64 {
		return nil, nil, false
	}
	if e.Bit(63) == 1 {
		e = new(big.Int).Sub(e, new(big.Int).Lsh(big.NewInt(1), 64))
	}
	return wall, e, true
}

// timeGo prints a time.Time value v as Go a reader follows: relative to
// the first reading (t0+2s) when both carry a monotonic reading, the zero
// value as time.Time{}, else the wall clock as time.Unix(sec, nsec).
func (d *decoder) timeGo(v *smt.Term, loc string) (string, bool) {
	wall, ext, ok := timeFields(v)
	if !ok {
		return "", false
	}
	if wall.Sign() == 0 && ext.Sign() == 0 && loc == "nil" {
		return "time.Time{}", true
	}
	nsec := new(big.Int).And(wall, big.NewInt(1<<30-1)).Int64()
	if wall.Bit(63) == 1 {
		if d.clockBase != nil {
			diff := new(big.Int).Sub(ext, d.clockBase)
			switch {
			case diff.Sign() == 0:
				return "t0", true
			case diff.IsInt64():
				s := time.Duration(diff.Int64()).String()
				if diff.Sign() > 0 {
					s = "+" + s
				}
				return "t0" + s, true
			}
		}
		sec := new(big.Int).Rsh(new(big.Int).Lsh(wall, 1), 31)
		sec.And(sec, big.NewInt(1<<33-1))
		unix := sec.Int64() + 59453308800 - 62135596800
		return fmt.Sprintf("time.Unix(%d, %d) (monotonic %s)", unix, nsec, ext), true
	}
	unix := new(big.Int).Sub(ext, big.NewInt(62135596800))
	s := fmt.Sprintf("time.Unix(%s, %d)", unix, nsec)
	if loc == "nil" {
		s += ".UTC()"
	}
	return s, true
}

// subWall is Time.Sub on the fields of two times (paths/timeterms.go's
// std!time.subWall), run for real in witness search (stdeval.go).
var subWall = stdFunc{[]stdKind{kInt, kInt, kInt, kInt}, []stdKind{kInt}, func(a []any) []any {
	t := paths.TimeFromBits(uint64(a[0].(int64)), a[1].(int64))
	u := paths.TimeFromBits(uint64(a[2].(int64)), a[3].(int64))
	return []any{int64(t.Sub(u))}
}}

func init() { stdFuncs[paths.SubWall] = subWall }
