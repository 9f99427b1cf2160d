// This file defines source, the stream of choices the generator draws from
// the fuzzer's input: deterministic, and all zeros once the input is spent
// (zero choices lead the generator to small programs and to its end).

package fuzz

type source struct {
	data []byte
	pos  int
	last byte // the latest byte drawn
}

// byte returns the next byte of the input, or 0 when it is spent.
func (s *source) byte() byte {
	if s.pos >= len(s.data) {
		return 0
	}
	b := s.data[s.pos]
	s.pos++
	s.last = b
	return b
}

// intn returns a choice in [0, n).
func (s *source) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return int(s.byte()) % n
}

// chance reports whether a choice out of 8 falls among the top k (k of 8
// times); a spent input says no.
func (s *source) chance(k int) bool {
	return s.intn(8) >= 8-k
}

// spent reports whether the input is used up: a method generated now would
// be the smallest one.
func (s *source) spent() bool { return s.pos >= len(s.data) }

// again returns a choice in [0, n) from the bits of the latest byte drawn
// that its own choice (intn with n <= 8) left unused: a further choice
// that draws nothing, so the packages of other inputs stay as they were
// (gen_chans.go).
func (s *source) again(n int) int {
	if n <= 1 {
		return 0
	}
	return int(s.last>>3) % n
}
