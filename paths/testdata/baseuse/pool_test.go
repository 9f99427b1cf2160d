package baseuse

import "testing"

// resetPool zeroes a pool between tests: a reset in a test file.
func resetPool(p *Pool) { *p = Pool{} }

func TestPool(t *testing.T) {
	var p Pool
	p.Inc()
	resetPool(&p)
	if p.Get() != 0 {
		t.Fatal("not reset")
	}
}
