// This file gives Go values of time.Time from the fields timeterms.go
// reasons about, for what must run package time for real on them (tests
// of the terms, witness search evaluating Sub).

package paths

import (
	"time"
	"unsafe"
)

// TimeBits is the layout of a time.Time (time/time.go, Go 1.26).
type TimeBits struct {
	Wall uint64
	Ext  int64
	Loc  *time.Location
}

// TimeFromBits is the time.Time of the given fields, location UTC.
func TimeFromBits(wall uint64, ext int64) time.Time {
	r := TimeBits{Wall: wall, Ext: ext}
	return *(*time.Time)(unsafe.Pointer(&r))
}

// BitsOf is t's fields.
func BitsOf(t time.Time) TimeBits { return *(*TimeBits)(unsafe.Pointer(&t)) }
