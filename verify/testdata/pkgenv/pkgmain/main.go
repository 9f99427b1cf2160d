// Command pkgmain keeps two limits in package variables that main sets
// once, before it starts the goroutine that reads them: the exported
// names of a main package are no other package's to call, so SetLimits
// is no operation another goroutine runs (paths.Callable).
package main

import (
	"fmt"
	"sync/atomic"
)

var (
	reqLimit  atomic.Int64
	respLimit atomic.Int64
)

// SetLimits sets both limits.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: asking whether it is atomic presumes concurrent calls of it: another SetLimits between its stores
func SetLimits(req, resp int64) {
	reqLimit.Store(req)
	respLimit.Store(resp)
}

// Limits returns both limits.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: in this program only main calls SetLimits, once, before serve starts; the collection environment's Stores between the loads are no run of it
func Limits() (int64, int64) { return reqLimit.Load(), respLimit.Load() }

func serve(done chan struct{}) {
	a, b := Limits()
	fmt.Println(a, b)
	close(done)
}

func main() {
	SetLimits(1, 2)
	done := make(chan struct{})
	go serve(done)
	<-done
}
