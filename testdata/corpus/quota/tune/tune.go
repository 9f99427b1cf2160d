// Package tune adjusts quotas at run time.
package tune

import (
	"sync"

	"github.com/snowflakeverify/snowflake/testdata/corpus/quota"
)

// SetLimit changes q's limit.
func SetLimit(q *quota.Quota, n int64) {
	q.Limit = n
}

// Rebase gives e a fresh map.
func Rebase(e *quota.Exported) {
	e.M = new(sync.Map)
}

// Grow raises a published plan's maximum in place.
func Grow(p *quota.Plan) {
	p.Max++
}
