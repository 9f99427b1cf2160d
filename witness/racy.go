// This file prints the client's plain accesses of a base word accessed
// atomically (paths.Call.Plain: data races) as Go writes them.

package witness

import "github.com/snowflakeverify/snowflake/paths"

// plainStep sets the step of a plain access: `m.value (a plain read)`,
// whose result the report prints after it, or `m.value = 0 (a plain
// write)`. The step's Call stays the method the access is replayed as.
func plainStep(st *Step, c *paths.Call) {
	switch {
	case c.Plain == "":
	case len(st.Args) == 1:
		st.Write = c.Plain + " = " + st.Args[0] + " (a plain write)"
	default:
		st.Write = c.Plain + " (a plain read)"
	}
}
