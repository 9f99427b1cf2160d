// Package cowhelper: copy-on-write updates through a copying helper of
// the package, as grpc-go's orca serverMetricsRecorder makes them: the
// helper returns a new &T{...} whose map field another helper fills in a
// loop, and the caller writes a field of the copy before publishing it.
// The copy is the path's own until published (paths/freshcaller.go): the
// functions are walked, not refused.
package cowhelper

import "sync/atomic"

// Metrics is one generation of metrics, replaced whole on every change.
type Metrics struct {
	CPU   float64
	QPS   float64
	Named map[string]float64
}

type recorder struct {
	state atomic.Pointer[Metrics]
}

// copyMap copies m into a new map.
func copyMap(m map[string]float64) map[string]float64 {
	ret := make(map[string]float64, len(m))
	for k, v := range m {
		ret[k] = v
	}
	return ret
}

// copyMetrics returns a new copy of m.
func copyMetrics(m *Metrics) *Metrics {
	return &Metrics{
		CPU:   m.CPU,
		QPS:   m.QPS,
		Named: copyMap(m.Named),
	}
}

// SetCPU copies the current metrics, sets CPU and stores the copy.
// want: unproven
// truth: nonatomic
// why: another goroutine's Store between the Load and the Store is lost; the witness search cannot confirm it, because the copy's map is read from the published metrics' map (memory), whose entries the witness cannot fix.
func (r *recorder) SetCPU(v float64) {
	c := copyMetrics(r.state.Load())
	c.CPU = v
	r.state.Store(c)
}

// SetCPUCAS installs the copy only over the metrics it copied.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap; proving it needs the condensed run's copy to equal the original's, but the copied map's entries, read from memory by a loop, are arbitrary in each run.
func (r *recorder) SetCPUCAS(v float64) {
	for {
		old := r.state.Load()
		c := copyMetrics(old)
		c.CPU = v
		if r.state.CompareAndSwap(old, c) {
			return
		}
	}
}

// tagSet makes a set of tags in a loop over the caller's slice.
func tagSet(tags []string) map[string]bool {
	set := make(map[string]bool, len(tags))
	for _, t := range tags {
		set[t] = true
	}
	return set
}

// tagged is one generation of a CPU reading and its tags.
type tagged struct {
	CPU  float64
	Tags map[string]bool
}

type trecorder struct {
	state atomic.Pointer[tagged]
}

// retag returns a copy of t with a new tag set.
func retag(t *tagged, tags []string) *tagged {
	return &tagged{CPU: t.CPU, Tags: tagSet(tags)}
}

// SetCPU copies the current reading with new tags, sets CPU and stores
// the copy.
// want: violation
// truth: nonatomic
// why: A loads the reading, B stores another, A stores its copy over it: B's update is lost; the copy's map is built from the arguments, which the witness fixes.
func (r *trecorder) SetCPU(v float64, tags []string) {
	c := retag(r.state.Load(), tags)
	c.CPU = v
	r.state.Store(c)
}

// SetCPUCAS installs the retagged copy only over the reading it copied.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the tag loop's last iteration reads its index arbitrarily (it may seem to go out of range), so the condensed run cannot be shown to end as the run checked.
func (r *trecorder) SetCPUCAS(v float64, tags []string) {
	for {
		old := r.state.Load()
		c := retag(old, tags)
		c.CPU = v
		if r.state.CompareAndSwap(old, c) {
			return
		}
	}
}
