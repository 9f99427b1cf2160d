// This file defines the exact terms of package time's arithmetic on the
// representation Go gives a time.Time: a struct {wall uint64; ext int64;
// loc *Location}, which the value model makes a datatype of three fields
// (so == on time.Time compares wall, ext and loc, as Go's does). Each
// function below transcribes the standard library's code (time/time.go,
// Go 1.26) into bit-vector terms, over any bits of wall and ext, so what it
// gives is what Go computes, also for values no function of package time
// makes (fields and parameters are arbitrary).

package paths

import "github.com/snowflakeverify/snowflake/smt"

// Constants of time/time.go.
const (
	tHasMonotonic   = uint64(1) << 63
	tNsecMask       = 1<<30 - 1
	tNsecShift      = 30
	tWallToInternal = int64((1884*365 + 1884/4 - 1884/100 + 1884/400) * 86400)
	tUnixToInternal = int64((1969*365 + 1969/4 - 1969/100 + 1969/400) * 86400)
	tMaxDuration    = int64(1<<63 - 1)
	tMinDuration    = -1 << 63
)

// tterms builds the terms; def, when set, names a term by a local of the
// path (walker.define) so that terms used many times stay small.
type tterms struct {
	def func(hint string, t *smt.Term) *smt.Term
	// fn, when set, makes Sub's wall-clock branch outside the range where
	// it is plain arithmetic an uninterpreted function (tSub).
	fn func(name string, rng smt.Sort, args ...*smt.Term) *smt.Term
}

// name names t by def.
func (c tterms) name(hint string, t *smt.Term) *smt.Term {
	if c.def == nil || t.Kind != smt.App {
		return t
	}
	return c.def(hint, t)
}

// SubWall names the uninterpreted function of Time.Sub's wall-clock branch
// outside its plain range (tSub), applied to the two times' wall and ext:
// witness search runs it for real.
const SubWall = "time.subWall"

// tparts are a time.Time's fields as terms.
type tparts struct{ wall, ext, loc *smt.Term }

func i64(v int64) *smt.Term { return smt.BVLit(uint64(v), 64) }

func bvop(op string, a, b *smt.Term) *smt.Term { return smt.Apply(op, smt.BV(64), a, b) }
func bvrel(op string, a, b *smt.Term) *smt.Term {
	return smt.Apply(op, smt.Bool, a, b)
}

// tMono reports whether wall has the monotonic flag.
func (c tterms) tMono(wall *smt.Term) *smt.Term {
	return smt.Eq(smt.Apply(extract(63, 63), smt.BV(1), wall), smt.BVLit(1, 1))
}

// tWallSec is the 33-bit seconds field of a wall with the monotonic flag.
func (c tterms) tWallSec(wall *smt.Term) *smt.Term {
	return smt.Apply(ext(31, false), smt.BV(64), smt.Apply(extract(62, tNsecShift), smt.BV(33), wall))
}

// tSec is (*Time).sec.
func (c tterms) tSec(t tparts) *smt.Term {
	return smt.Ite(c.tMono(t.wall), bvop("bvadd", i64(tWallToInternal), c.tWallSec(t.wall)), t.ext)
}

// tNsec is (*Time).nsec, widened: int32(wall & nsecMask) is never negative.
func (c tterms) tNsec(t tparts) *smt.Term { return bvop("bvand", t.wall, i64(tNsecMask)) }

// tUnixSec is (*Time).unixSec.
func (c tterms) tUnixSec(t tparts) *smt.Term { return bvop("bvadd", c.tSec(t), i64(-tUnixToInternal)) }

// tStripMono is (*Time).stripMono.
func (c tterms) tStripMono(t tparts) tparts {
	m := c.tMono(t.wall)
	return tparts{wall: c.name("wall", smt.Ite(m, bvop("bvand", t.wall, i64(tNsecMask)), t.wall)),
		ext: c.name("ext", smt.Ite(m, c.tSec(t), t.ext)), loc: t.loc}
}

// tAddSec is (*Time).addSec.
func (c tterms) tAddSec(t tparts, d *smt.Term) tparts {
	dsec := c.name("dsec", bvop("bvadd", c.tWallSec(t.wall), d))
	packed := smt.And(c.tMono(t.wall), bvrel("bvsle", i64(0), dsec), bvrel("bvsle", dsec, i64(1<<33-1)))
	packedWall := bvop("bvor", bvop("bvor", bvop("bvand", t.wall, i64(tNsecMask)), bvop("bvshl", dsec, i64(tNsecShift))), smt.BVLit(tHasMonotonic, 64))
	s := c.tStripMono(t)
	sum := c.name("sum", bvop("bvadd", s.ext, d))
	pos := bvrel("bvsgt", d, i64(0))
	ext := smt.Ite(smt.Eq(bvrel("bvsgt", sum, s.ext), pos), sum, smt.Ite(pos, i64(tMaxDuration), i64(-tMaxDuration)))
	packed = c.name("packed", packed)
	return tparts{wall: c.name("wall", smt.Ite(packed, packedWall, s.wall)), ext: c.name("ext", smt.Ite(packed, t.ext, ext)), loc: t.loc}
}

// tAdd is Time.Add.
func (c tterms) tAdd(t tparts, d *smt.Term) tparts {
	billion := i64(1e9)
	d = c.name("d", d)
	dsec := c.name("dsec", bvop("bvsdiv", d, billion))
	nsec := c.name("nsec", bvop("bvadd", c.tNsec(t), bvop("bvsrem", d, billion)))
	over, under := bvrel("bvsge", nsec, billion), bvrel("bvslt", nsec, i64(0))
	dsec = smt.Ite(over, bvop("bvadd", dsec, i64(1)), smt.Ite(under, bvop("bvsub", dsec, i64(1)), dsec))
	nsec = smt.Ite(over, bvop("bvsub", nsec, billion), smt.Ite(under, bvop("bvadd", nsec, billion), nsec))
	t.wall = c.name("wall", bvop("bvor", bvop("bvand", t.wall, smt.BVLit(^uint64(tNsecMask), 64)), c.name("nsec", nsec)))
	t = c.tAddSec(t, dsec)
	te := c.name("ext", bvop("bvadd", t.ext, d))
	overflow := c.name("overflow", smt.Or(smt.And(bvrel("bvslt", d, i64(0)), bvrel("bvsgt", te, t.ext)),
		smt.And(bvrel("bvsgt", d, i64(0)), bvrel("bvslt", te, t.ext))))
	s := c.tStripMono(t)
	m := c.tMono(t.wall)
	return tparts{wall: c.name("wall", smt.Ite(smt.And(m, overflow), s.wall, t.wall)),
		ext: c.name("ext", smt.Ite(m, smt.Ite(overflow, s.ext, te), t.ext)), loc: t.loc}
}

// tBothMono says that both times carry a monotonic reading.
func (c tterms) tBothMono(t, u tparts) *smt.Term { return smt.And(c.tMono(t.wall), c.tMono(u.wall)) }

// tAfter is Time.After; tBefore is Time.Before; tEqual is Time.Equal.
func (c tterms) tAfter(t, u tparts) *smt.Term { return c.tBefore(u, t) }

func (c tterms) tBefore(t, u tparts) *smt.Term {
	ts, us := c.tSec(t), c.tSec(u)
	wall := smt.Or(bvrel("bvslt", ts, us), smt.And(smt.Eq(ts, us), bvrel("bvslt", c.tNsec(t), c.tNsec(u))))
	return smt.Ite(c.tBothMono(t, u), bvrel("bvslt", t.ext, u.ext), wall)
}

func (c tterms) tEqual(t, u tparts) *smt.Term {
	wall := smt.And(smt.Eq(c.tSec(t), c.tSec(u)), smt.Eq(c.tNsec(t), c.tNsec(u)))
	return smt.Ite(c.tBothMono(t, u), smt.Eq(t.ext, u.ext), wall)
}

// tCompare is Time.Compare.
func (c tterms) tCompare(t, u tparts) *smt.Term {
	return smt.Ite(c.tBefore(t, u), i64(-1), smt.Ite(c.tBefore(u, t), i64(1), i64(0)))
}

// tSubMono is subMono.
func (c tterms) tSubMono(t, u *smt.Term) *smt.Term {
	d := bvop("bvsub", t, u)
	return smt.Ite(smt.And(bvrel("bvslt", d, i64(0)), bvrel("bvsgt", t, u)), i64(tMaxDuration),
		smt.Ite(smt.And(bvrel("bvsgt", d, i64(0)), bvrel("bvslt", t, u)), i64(tMinDuration), d))
}

// tSub is Time.Sub. Without monotonic readings Go checks its difference
// d by u.Add(d).Equal(t), whose terms (two divisions of a 64-bit value)
// are beyond what the solver decides quickly. With fn set, that check is
// made only outside a range where it always holds (tSubPlain); inside it
// the result is d, outside it an uninterpreted function of the fields,
// std!time.subWall, which witness search runs for real (witness/clock.go).
func (c tterms) tSub(t, u tparts) *smt.Term {
	d := c.name("d", bvop("bvadd", bvop("bvmul", bvop("bvsub", c.tSec(t), c.tSec(u)), i64(1e9)), bvop("bvsub", c.tNsec(t), c.tNsec(u))))
	var wall *smt.Term
	if c.fn == nil {
		wall = smt.Ite(c.tEqual(c.tAdd(u, d), t), d, smt.Ite(c.tBefore(t, u), i64(tMinDuration), i64(tMaxDuration)))
	} else {
		wall = smt.Ite(c.tSubPlain(t, u), d, c.fn("std!"+SubWall+"!0", smt.BV(64), t.wall, t.ext, u.wall, u.ext))
	}
	return smt.Ite(c.tBothMono(t, u), c.tSubMono(t.ext, u.ext), wall)
}

// tSubPlain says that both times have fewer than 1e9 nanoseconds, seconds
// within ±2^61 and less than 9e9 seconds apart. Then u.Add(d).Equal(t)
// holds for d as tSub computes it: d = (ts-us)*1e9 + (tn-un) does not
// overflow (|d| < 9e18+1e9 < 2^63); Add splits it back into d/1e9
// seconds and d%1e9 nanoseconds, which normalized against un give ts and
// tn exactly; addSec's sum us+dsec does not overflow; so the result has
// t's seconds and nanoseconds, and Equal compares just those when not
// both carry a monotonic reading (the branch tSub uses this in).
func (c tterms) tSubPlain(t, u tparts) *smt.Term {
	billion := i64(1e9)
	ts, us := c.tSec(t), c.tSec(u)
	in := func(x *smt.Term, lim int64) *smt.Term {
		return smt.And(bvrel("bvslt", i64(-lim), x), bvrel("bvslt", x, i64(lim)))
	}
	return smt.And(bvrel("bvslt", c.tNsec(t), billion), bvrel("bvslt", c.tNsec(u), billion),
		in(ts, 1<<61), in(us, 1<<61), in(bvop("bvsub", ts, us), 9e9))
}

// tIsZero is Time.IsZero.
func (c tterms) tIsZero(t tparts) *smt.Term {
	return smt.And(smt.Eq(t.wall, i64(0)), smt.Eq(t.ext, i64(0)))
}

// tUnixNano, tUnixMilli, tUnixMicro are Time's methods of those names.
func (c tterms) tUnixNano(t tparts) *smt.Term {
	return bvop("bvadd", bvop("bvmul", c.tUnixSec(t), i64(1e9)), c.tNsec(t))
}

func (c tterms) tUnixMilli(t tparts) *smt.Term {
	return bvop("bvadd", bvop("bvmul", c.tUnixSec(t), i64(1e3)), bvop("bvsdiv", c.tNsec(t), i64(1e6)))
}

func (c tterms) tUnixMicro(t tparts) *smt.Term {
	return bvop("bvadd", bvop("bvmul", c.tUnixSec(t), i64(1e6)), bvop("bvsdiv", c.tNsec(t), i64(1e3)))
}

// tUnix is time.Unix(sec, nsec) with loc the value of time.Local.
func (c tterms) tUnix(sec, nsec, loc *smt.Term) tparts {
	billion := i64(1e9)
	out := smt.Or(bvrel("bvslt", nsec, i64(0)), bvrel("bvsge", nsec, billion))
	n := bvop("bvsdiv", nsec, billion)
	s2, ns2 := bvop("bvadd", sec, n), bvop("bvsub", nsec, bvop("bvmul", n, billion))
	neg := bvrel("bvslt", ns2, i64(0))
	s2 = smt.Ite(neg, bvop("bvsub", s2, i64(1)), s2)
	ns2 = smt.Ite(neg, bvop("bvadd", ns2, billion), ns2)
	sec, nsec = smt.Ite(out, s2, sec), smt.Ite(out, ns2, nsec)
	// unixTime: wall = uint64(int32(nsec)): sign-extended from 32 bits.
	wall := smt.Apply(ext(32, true), smt.BV(64), smt.Apply(extract(31, 0), smt.BV(32), nsec))
	return tparts{wall: wall, ext: bvop("bvadd", sec, i64(tUnixToInternal)), loc: loc}
}

// Duration methods with integer results.
func (c tterms) dAbs(d *smt.Term) *smt.Term {
	return smt.Ite(bvrel("bvsge", d, i64(0)), d, smt.Ite(smt.Eq(d, i64(tMinDuration)), i64(tMaxDuration), smt.Apply("bvneg", smt.BV(64), d)))
}

func (c tterms) dTruncate(d, m *smt.Term) *smt.Term {
	return smt.Ite(bvrel("bvsle", m, i64(0)), d, bvop("bvsub", d, bvop("bvsrem", d, m)))
}
