// Package chans holds functions whose atomicity turns on their channel
// events: which channel they close, in which order they act on channels,
// what a channel operation of the condensed run may be taken to observe.
package chans

import "sync"

// S maps keys to channels.
type S struct{ m sync.Map }

// CloseStale swaps in a fresh channel but closes the one an earlier Load saw.
// want: violation
// truth: nonatomic
// why: another goroutine stores a channel between the Load and the Swap: the client closes the stale one, while a serial run closes what it swapped out.
func (s *S) CloseStale(k string) {
	v, _ := s.m.Load(k)
	s.m.Swap(k, make(chan int, 1))
	ch, _ := v.(chan int)
	if ch != nil {
		close(ch)
	}
}

// CloseTaken swaps in a fresh channel and closes the one it swapped out.
// want: atomic
// truth: atomic
// why: one Swap; the close is on its result.
func (s *S) CloseTaken(k string) {
	old, _ := s.m.Swap(k, make(chan int, 1))
	if ch, ok := old.(chan int); ok && ch != nil {
		close(ch)
	}
}

// SendLoadedThenTaken sends, without blocking, on the channel a Load saw,
// then takes the key's channel out and closes it.
// want: violation
// truth: nonatomic
// why: another goroutine replaces the channel between the Load and the LoadAndDelete: the send and the close hit two channels, which no serial run does.
func (s *S) SendLoadedThenTaken(k string) bool {
	v, ok := s.m.Load(k)
	if !ok {
		return false
	}
	select {
	case v.(chan int) <- 1:
	default:
	}
	w, ok := s.m.LoadAndDelete(k)
	if ok {
		close(w.(chan int))
	}
	return ok
}

// CloseTwice closes the channel it took out, then, when b, again.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the second close always panics ("close of closed channel"), as in a serial run.
func (s *S) CloseTwice(k string, b bool) {
	v, ok := s.m.LoadAndDelete(k)
	if !ok {
		return
	}
	ch := v.(chan int)
	close(ch)
	if b {
		close(ch)
	}
}
