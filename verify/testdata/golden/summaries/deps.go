package summaries

import (
	"log"
	"net/url"
	"sync"
	"sync/atomic"

	"github.com/snowflakeverify/snowflake/verify/testdata/golden/summaries/keys"
	"golang.org/x/mod/semver"
)

// Releases maps canonical versions to manifests.
type Releases struct {
	m sync.Map
}

// Publish records a manifest under its canonical version, once.
// want: atomic
// truth: atomic
// why: one LoadOrStore; semver.Canonical (a dependency module) is pure by its body.
func (r *Releases) Publish(v string, manifest any) bool {
	k := semver.Canonical(v)
	if k == "" {
		return false
	}
	_, loaded := r.m.LoadOrStore(k, manifest)
	return !loaded
}

// PublishNaive records a manifest by Load then Store.
// want: unproven
// truth: nonatomic
// why: two goroutines both see the version absent and both publish; semver.Canonical's body has more paths than a definition for the witness search may have, so the interleaving is not confirmed.
func (r *Releases) PublishNaive(v string, manifest any) bool {
	k := semver.Canonical(v)
	if k == "" {
		return false
	}
	if _, ok := r.m.Load(k); ok {
		return false
	}
	r.m.Store(k, manifest)
	return true
}

// Routes maps escaped paths to handlers.
type Routes struct {
	m sync.Map
}

// Handle registers h for path, once, under url.PathEscape(path).
// want: atomic
// truth: atomic
// why: one LoadOrStore; url.PathEscape reads only its argument and a table its package never changes.
func (r *Routes) Handle(path string, h any) any {
	x, _ := r.m.LoadOrStore(url.PathEscape(path), h)
	return x
}

// HandleNaive registers h by Load then Store.
// want: unproven
// truth: nonatomic
// why: both goroutines see the route absent and both store; url.PathEscape's body copies into a buffer, which a definition for the witness search cannot follow, so the interleaving is not confirmed.
func (r *Routes) HandleNaive(path string, h any) any {
	k := url.PathEscape(path)
	if x, ok := r.m.Load(k); ok {
		return x
	}
	r.m.Store(k, h)
	return h
}

// Peak keeps the highest clamped score.
type Peak struct {
	n atomic.Int64
}

// Observe raises the peak to keys.Clamp(x, 0, 100) by a CompareAndSwap loop.
// want: atomic
// truth: atomic
// why: the loop's last iteration CompareAndSwaps from the value it loaded; keys.Clamp is pure.
func (p *Peak) Observe(x int64) {
	s := keys.Clamp(x, 0, 100)
	for {
		cur := p.n.Load()
		if s <= cur || p.n.CompareAndSwap(cur, s) {
			return
		}
	}
}

// ObserveNaive raises the peak by Load then Store.
// want: violation
// truth: nonatomic
// why: a higher peak stored between the Load and the Store is overwritten with a lower one.
func (p *Peak) ObserveNaive(x int64) {
	s := keys.Clamp(x, 0, 100)
	if s > p.n.Load() {
		p.n.Store(s)
	}
}

// Logged logs through a guard that reads a package variable others write.
// want: atomic
// truth: atomic
// why: one LoadOrStore; keys.Debug only observes memory (its result is arbitrary), and logging is no effect.
func (r *Releases) Logged(k string, v any) any {
	x, loaded := r.m.LoadOrStore(k, v)
	if keys.Debug() && loaded {
		log.Printf("release %s exists", k)
	}
	return x
}

// LoggedNaive logs through the guard around Load then Store.
// want: violation
// truth: nonatomic
// why: both goroutines see the key absent and both store; the guard changes nothing.
func (r *Releases) LoggedNaive(k string, v any) any {
	if x, ok := r.m.Load(k); ok {
		if keys.Debug() {
			log.Printf("release %s exists", k)
		}
		return x
	}
	r.m.Store(k, v)
	return v
}
