// This file defines monitor: the progress and result callbacks of a run
// (Options.Progress, Options.OnResult), serialized.

package verify

import "sync"

// A monitor tells Options.Progress and Options.OnResult about jobs as
// they start and end, one call at a time.
type monitor struct {
	opt     Options
	jobs    []*job
	mu      sync.Mutex
	done    int
	running []int // indices of jobs being verified, in the order they started
}

func newMonitor(opt Options, jobs []*job) *monitor {
	return &monitor{opt: opt, jobs: jobs}
}

// start records that job i began.
func (m *monitor) start(i int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.running = append(m.running, i)
	m.progress()
}

// end records that job i ended; finished says its result is final (the
// run was not interrupted meanwhile).
func (m *monitor) end(i int, finished bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for k, x := range m.running {
		if x == i {
			m.running = append(m.running[:k], m.running[k+1:]...)
			break
		}
	}
	if !finished {
		return
	}
	m.jobs[i].finished = true
	m.done++
	if m.opt.OnResult != nil {
		m.opt.OnResult(i, len(m.jobs), m.jobs[i].res)
	}
	m.progress()
}

// progress calls Options.Progress with the oldest job still running.
func (m *monitor) progress() {
	if m.opt.Progress == nil {
		return
	}
	running := ""
	if len(m.running) > 0 {
		running = m.jobs[m.running[0]].res.Func
	}
	m.opt.Progress(m.done, len(m.jobs), running)
}
