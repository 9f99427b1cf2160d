// This file holds the clock rule (paths/clock.go): package time's
// arithmetic on times made from scalars (exact: Go's code on Go's
// representation), the clock's readings (arbitrary: sound only), the
// uninterpreted methods (sound), sleeping and timers.

package conform

import "time"

// ClockAdd is time.Unix(sec, nsec).Add(d), as seconds and nanoseconds.
func ClockAdd(sec, nsec, d int64) (int64, int, int64) {
	t := time.Unix(sec, nsec).Add(time.Duration(d))
	return t.Unix(), t.Nanosecond(), t.UnixNano()
}

// ClockCompare compares two times made by time.Unix.
func ClockCompare(s1, n1, s2, n2 int64) (bool, bool, bool, int) {
	t, u := time.Unix(s1, n1), time.Unix(s2, n2)
	return t.After(u), t.Before(u), t.Equal(u), t.Compare(u)
}

// ClockUnix converts a time made by time.UnixMilli and time.UnixMicro back.
func ClockUnix(ms, us int64) (int64, int64, int64, int64) {
	t, u := time.UnixMilli(ms), time.UnixMicro(us)
	return t.UnixMilli(), u.UnixMicro(), t.UnixNano(), u.Unix()
}

// ClockSubNear is t.Sub(u) for times less than 2^31+2 seconds apart,
// within ±2^40 seconds of 1970, where Sub is plain arithmetic.
func ClockSubNear(sec int64, n1 int64, delta int32, n2 int64) int64 {
	sec, n1, n2 = sec%(1<<40), n1%1e9, n2%1e9
	t, u := time.Unix(sec, n1), time.Unix(sec+int64(delta), n2)
	return int64(t.Sub(u))
}

// ClockSub is t.Sub(u) for any times made by time.Unix: outside the plain
// range the encoding leaves it to an uninterpreted function.
//
// conform: sound
func ClockSub(s1, n1, s2, n2 int64) int64 {
	return int64(time.Unix(s1, n1).Sub(time.Unix(s2, n2)))
}

// ClockZero is IsZero of the zero time or of a time made by time.Unix, and
// whether UTC keeps the instant.
func ClockZero(sec, nsec int64, zero bool) (bool, bool) {
	var t time.Time
	if !zero {
		t = time.Unix(sec, nsec)
	}
	return t.IsZero(), t.UTC().Equal(t)
}

// ClockEq compares times with == (wall, ext and loc), and after UTC.
func ClockEq(s1, s2 int64) (bool, bool) {
	t, u := time.Unix(s1, 0), time.Unix(s2, 0)
	return t == u, t.UTC() == u.UTC()
}

// DurationOps are Duration's integer methods.
func DurationOps(a, m int64) (int64, int64, int64, int64, int64) {
	d := time.Duration(a)
	return int64(d.Abs()), int64(d.Truncate(time.Duration(m))), d.Milliseconds(), d.Microseconds(), d.Nanoseconds()
}

// DurationArith is Duration arithmetic and comparison (exact: int64).
func DurationArith(a, b int64) (int64, bool) {
	d, e := time.Duration(a)*time.Millisecond, time.Duration(b)
	return int64(d + e - time.Second), d < e
}

// ClockNow reads the clock: any reading is allowed, so only soundness.
//
// conform: sound
func ClockNow(d int64) (bool, int64, bool) {
	t := time.Now()
	u := t.Add(time.Duration(d))
	return u.After(t), int64(u.Sub(t)), time.Since(t) >= 0
}

// ClockFormat formats a time: an uninterpreted function of the time.
//
// conform: sound
func ClockFormat(sec int64) (string, int, string) {
	t := time.Unix(sec, 0).UTC()
	return t.Format(time.RFC3339), t.Year(), time.Duration(sec).String()
}

// ClockSleep sleeps less than a microsecond: no effect.
func ClockSleep(d int64) int64 {
	time.Sleep(time.Duration(d % 1000))
	return d
}

// ClockTicker panics for a non-positive interval, as time.NewTicker does.
func ClockTicker(d int64) bool {
	t := time.NewTicker(time.Duration(d))
	t.Stop()
	return true
}

// ClockTimer stops a new timer: whether it was active is left arbitrary.
//
// conform: sound
func ClockTimer(d int64) bool {
	t := time.NewTimer(time.Duration(d))
	return t.Stop()
}

// ClockUntil compares time.Until of a time made by time.Unix with zero:
// it reads the clock, so only soundness.
//
// conform: sound
func ClockUntil(sec int64) bool { return time.Until(time.Unix(sec, 0)) > 0 }

// ClockChannels makes a timer's channel and a ticker's: time.After's is
// never nil, time.Tick's is nil for a non-positive interval.
func ClockChannels(d int64) (bool, bool) {
	return time.After(time.Duration(d)) != nil, time.Tick(time.Duration(d%2)*time.Hour) == nil
}

// ClockIn moves a time to UTC or to a nil location (which panics). The
// location is read from the package variable time.UTC, memory: only
// soundness.
//
// conform: sound
func ClockIn(sec int64, utc bool) (int64, bool) {
	var loc *time.Location
	if utc {
		loc = time.UTC
	}
	t := time.Unix(sec, 0).In(loc)
	return t.Unix(), t.Equal(time.Unix(sec, 0))
}

// ClockDate is time.Date's year, panicking on a nil location (read from
// time.UTC, memory: only soundness).
//
// conform: sound
func ClockDate(y int, utc bool) int {
	var loc *time.Location
	if utc {
		loc = time.UTC
	}
	return time.Date(y%10000, time.January, 1, 0, 0, 0, 0, loc).Year()
}
