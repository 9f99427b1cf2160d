// This file holds the channel rule (paths/chans.go): close of nil, closed
// and open channels, non-blocking selects, make of a channel. What a
// channel operation observes of a channel others may use is free in the
// encoding (sound only); what the function itself did to a channel is
// exact.

package conform

// CloseOnce closes a channel it made, twice when b: the second close panics.
func CloseOnce(b bool) int {
	ch := make(chan int)
	close(ch)
	if b {
		close(ch)
	}
	return 1
}

// CloseNilDirect closes a nil channel unless b.
func CloseNilDirect(b bool) int {
	var ch chan int
	if b {
		return 0
	}
	close(ch)
	return 1
}

// CloseMaybeNil closes a channel that is nil unless b.
//
// conform: sound
func CloseMaybeNil(b bool) int {
	var ch chan int
	if b {
		ch = make(chan int)
	}
	close(ch)
	return 2
}

// CloseEither closes x, then x or y: closing x twice panics.
//
// conform: sound
func CloseEither(a bool) int {
	x, y := make(chan int), make(chan int)
	ch := x
	if a {
		ch = y
	}
	close(x)
	close(ch)
	return 3
}

// RecvAfterClose receives without blocking from a channel it closed: the
// receive proceeds, with the zero value and false.
func RecvAfterClose(a int) (int, bool) {
	ch := make(chan int, 1)
	close(ch)
	select {
	case v, ok := <-ch:
		return v + a, ok
	default:
		return -1, false
	}
}

// SendAfterClose sends without blocking on a channel it closed: it panics.
func SendAfterClose(a int) int {
	ch := make(chan int, 1)
	close(ch)
	select {
	case ch <- a:
		return 1
	default:
		return 0
	}
}

// SelectNil selects on a nil channel: no case can proceed, default runs.
func SelectNil(a int) int {
	var ch chan int
	select {
	case ch <- a:
		return 1
	case <-ch:
		return 2
	default:
		return 0
	}
}

// SelectBuffered sends into a buffered channel, then receives from it.
//
// conform: sound
func SelectBuffered(a int) (int, bool) {
	ch := make(chan int, 1)
	select {
	case ch <- a:
	default:
		return -1, false
	}
	select {
	case v, ok := <-ch:
		return v, ok
	default:
		return -2, false
	}
}

// SelectTwoClosed receives from two closed channels: either proceeds (Go
// picks at random), never default.
//
// conform: outcome
func SelectTwoClosed(b bool) int {
	x, y := make(chan int), make(chan int)
	close(x)
	if b {
		close(y)
	}
	select {
	case <-x:
		return 1
	case <-y:
		return 2
	default:
		return 0
	}
}

// MakeChanSize makes a channel of n slots: a negative n panics (an int8,
// so that Go never allocates much).
//
// conform: sound
func MakeChanSize(n int8) int {
	ch := make(chan int, n)
	close(ch)
	return 4
}

// MakeChanConst makes a channel of a constant size: it never panics.
func MakeChanConst(a int) int {
	ch := make(chan int, 64)
	close(ch)
	return a
}
