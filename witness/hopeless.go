// This file decides, before any model is asked for, whether a path can
// give a confirmed witness at all: a path that depends on what no witness
// fixes (a helper the verifier does not model exactly, a choice such as
// whether a range goes on) makes every model's candidate unconfirmed, so
// the searches ask it for one candidate to show and no more.

package witness

import (
	"github.com/snowflakeverify/snowflake/paths"
)

// hopeless says what path p of f depends on that no witness of it can
// fix, or "" when some model's witness may be exact.
//
// Why it is safe to stop at one candidate: a witness of p is confirmed
// only when inexactPath(f, p, isGrounded(m), read) is "" (replayed; or
// inexactMembers, which takes more as exact, over several objects:
// tryObjects), where read is what the witness fixes of memory and the
// clock: a subset of the values of p.Loads and p.Clocks (builder.memory,
// builder.clocks). inexactPath is monotone: a larger read set or a
// grounded model only fixes more locals and operators, and a local a fact
// defines is fixed when its definition is, which more fixed locals only
// help. So when inexactPath finds p inexact with every read fixed and a
// grounded model, it finds it inexact for every model, and no search of p
// can confirm a witness: more models only cost time. The verdict cannot
// change for it either way: an unconfirmed candidate leaves the function
// unproven.
func hopeless(f *paths.Func, p *paths.Path) string {
	read := map[string]bool{}
	for _, l := range p.Loads {
		read[l.Value.Op] = true
	}
	for _, c := range p.Clocks {
		read[c.Value.Op] = true
	}
	return inexactMembers(f, p, true, read)
}

// worthSearching reports whether a search of path p of f may still give
// the caller something: anything while it holds no candidate, and
// otherwise only a confirmed witness, which a hopeless path cannot give.
func worthSearching(f *paths.Func, p *paths.Path, candidate *Witness) bool {
	return candidate == nil || hopeless(f, p) == ""
}

// modelLimit is the number of models a search of path p of f asks for
// when each may be confirmed (limit): one when none can, for the
// candidate it shows.
func modelLimit(f *paths.Func, p *paths.Path, limit int) int {
	if hopeless(f, p) != "" {
		return 1
	}
	return limit
}
