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

// tparts are a time.Time's fields as terms.
type tparts struct{ wall, ext, loc *smt.Term }

func i64(v int64) *smt.Term { return smt.BVLit(uint64(v), 64) }

func bvop(op string, a, b *smt.Term) *smt.Term { return smt.Apply(op, smt.BV(64), a, b) }
func bvrel(op string, a, b *smt.Term) *smt.Term {
	return smt.Apply(op, smt.Bool, a, b)
}

// tMono reports whether wall has the monotonic flag.
func tMono(wall *smt.Term) *smt.Term {
	return smt.Not(smt.Eq(bvop("bvand", wall, smt.BVLit(tHasMonotonic, 64)), i64(0)))
}

// tWallSec is the 33-bit seconds field of a wall with the monotonic flag.
func tWallSec(wall *smt.Term) *smt.Term {
	return bvop("bvlshr", bvop("bvshl", wall, i64(1)), i64(tNsecShift+1))
}

// tSec is (*Time).sec.
func tSec(t tparts) *smt.Term {
	return smt.Ite(tMono(t.wall), bvop("bvadd", i64(tWallToInternal), tWallSec(t.wall)), t.ext)
}

// tNsec is (*Time).nsec, widened: int32(wall & nsecMask) is never negative.
func tNsec(t tparts) *smt.Term { return bvop("bvand", t.wall, i64(tNsecMask)) }

// tUnixSec is (*Time).unixSec.
func tUnixSec(t tparts) *smt.Term { return bvop("bvadd", tSec(t), i64(-tUnixToInternal)) }

// tStripMono is (*Time).stripMono.
func tStripMono(t tparts) tparts {
	m := tMono(t.wall)
	return tparts{wall: smt.Ite(m, bvop("bvand", t.wall, i64(tNsecMask)), t.wall), ext: smt.Ite(m, tSec(t), t.ext), loc: t.loc}
}

// tAddSec is (*Time).addSec.
func tAddSec(t tparts, d *smt.Term) tparts {
	dsec := bvop("bvadd", tWallSec(t.wall), d)
	packed := smt.And(tMono(t.wall), bvrel("bvsle", i64(0), dsec), bvrel("bvsle", dsec, i64(1<<33-1)))
	packedWall := bvop("bvor", bvop("bvor", bvop("bvand", t.wall, i64(tNsecMask)), bvop("bvshl", dsec, i64(tNsecShift))), smt.BVLit(tHasMonotonic, 64))
	s := tStripMono(t)
	sum := bvop("bvadd", s.ext, d)
	pos := bvrel("bvsgt", d, i64(0))
	ext := smt.Ite(smt.Eq(bvrel("bvsgt", sum, s.ext), pos), sum, smt.Ite(pos, i64(tMaxDuration), i64(-tMaxDuration)))
	return tparts{wall: smt.Ite(packed, packedWall, s.wall), ext: smt.Ite(packed, t.ext, ext), loc: t.loc}
}

// tAdd is Time.Add.
func tAdd(t tparts, d *smt.Term) tparts {
	billion := i64(1e9)
	dsec := bvop("bvsdiv", d, billion)
	nsec := bvop("bvadd", tNsec(t), bvop("bvsrem", d, billion))
	over, under := bvrel("bvsge", nsec, billion), bvrel("bvslt", nsec, i64(0))
	dsec = smt.Ite(over, bvop("bvadd", dsec, i64(1)), smt.Ite(under, bvop("bvsub", dsec, i64(1)), dsec))
	nsec = smt.Ite(over, bvop("bvsub", nsec, billion), smt.Ite(under, bvop("bvadd", nsec, billion), nsec))
	t.wall = bvop("bvor", bvop("bvand", t.wall, smt.BVLit(^uint64(tNsecMask), 64)), nsec)
	t = tAddSec(t, dsec)
	te := bvop("bvadd", t.ext, d)
	overflow := smt.Or(smt.And(bvrel("bvslt", d, i64(0)), bvrel("bvsgt", te, t.ext)),
		smt.And(bvrel("bvsgt", d, i64(0)), bvrel("bvslt", te, t.ext)))
	s := tStripMono(t)
	m := tMono(t.wall)
	return tparts{wall: smt.Ite(smt.And(m, overflow), s.wall, t.wall),
		ext: smt.Ite(m, smt.Ite(overflow, s.ext, te), t.ext), loc: t.loc}
}

// tBothMono says that both times carry a monotonic reading.
func tBothMono(t, u tparts) *smt.Term { return smt.And(tMono(t.wall), tMono(u.wall)) }

// tAfter is Time.After; tBefore is Time.Before; tEqual is Time.Equal.
func tAfter(t, u tparts) *smt.Term { return tBefore(u, t) }

func tBefore(t, u tparts) *smt.Term {
	ts, us := tSec(t), tSec(u)
	wall := smt.Or(bvrel("bvslt", ts, us), smt.And(smt.Eq(ts, us), bvrel("bvslt", tNsec(t), tNsec(u))))
	return smt.Ite(tBothMono(t, u), bvrel("bvslt", t.ext, u.ext), wall)
}

func tEqual(t, u tparts) *smt.Term {
	wall := smt.And(smt.Eq(tSec(t), tSec(u)), smt.Eq(tNsec(t), tNsec(u)))
	return smt.Ite(tBothMono(t, u), smt.Eq(t.ext, u.ext), wall)
}

// tCompare is Time.Compare.
func tCompare(t, u tparts) *smt.Term {
	return smt.Ite(tBefore(t, u), i64(-1), smt.Ite(tBefore(u, t), i64(1), i64(0)))
}

// tSubMono is subMono.
func tSubMono(t, u *smt.Term) *smt.Term {
	d := bvop("bvsub", t, u)
	return smt.Ite(smt.And(bvrel("bvslt", d, i64(0)), bvrel("bvsgt", t, u)), i64(tMaxDuration),
		smt.Ite(smt.And(bvrel("bvsgt", d, i64(0)), bvrel("bvslt", t, u)), i64(tMinDuration), d))
}

// tSub is Time.Sub.
func tSub(t, u tparts) *smt.Term {
	d := bvop("bvadd", bvop("bvmul", bvop("bvsub", tSec(t), tSec(u)), i64(1e9)), bvop("bvsub", tNsec(t), tNsec(u)))
	wall := smt.Ite(tEqual(tAdd(u, d), t), d, smt.Ite(tBefore(t, u), i64(tMinDuration), i64(tMaxDuration)))
	return smt.Ite(tBothMono(t, u), tSubMono(t.ext, u.ext), wall)
}

// tIsZero is Time.IsZero.
func tIsZero(t tparts) *smt.Term { return smt.And(smt.Eq(t.wall, i64(0)), smt.Eq(t.ext, i64(0))) }

// tUnixNano, tUnixMilli, tUnixMicro are Time's methods of those names.
func tUnixNano(t tparts) *smt.Term {
	return bvop("bvadd", bvop("bvmul", tUnixSec(t), i64(1e9)), tNsec(t))
}

func tUnixMilli(t tparts) *smt.Term {
	return bvop("bvadd", bvop("bvmul", tUnixSec(t), i64(1e3)), bvop("bvsdiv", tNsec(t), i64(1e6)))
}

func tUnixMicro(t tparts) *smt.Term {
	return bvop("bvadd", bvop("bvmul", tUnixSec(t), i64(1e6)), bvop("bvsdiv", tNsec(t), i64(1e3)))
}

// tUnix is time.Unix(sec, nsec) with loc the value of time.Local.
func tUnix(sec, nsec, loc *smt.Term) tparts {
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
func dAbs(d *smt.Term) *smt.Term {
	return smt.Ite(bvrel("bvsge", d, i64(0)), d, smt.Ite(smt.Eq(d, i64(tMinDuration)), i64(tMaxDuration), smt.Apply("bvneg", smt.BV(64), d)))
}

func dTruncate(d, m *smt.Term) *smt.Term {
	return smt.Ite(bvrel("bvsle", m, i64(0)), d, bvop("bvsub", d, bvop("bvsrem", d, m)))
}
