// Package other holds helpers of another package, none annotated.
package other

import "strconv"

// Req is a message with protobuf-style getters.
type Req struct {
	Name  string
	Limit int64
}

// GetLimit reads its receiver. summary: functional
func (x *Req) GetLimit() int64 {
	if x != nil {
		return x.Limit
	}
	return 0
}

// Key reads only its arguments. summary: functional
func Key(user string, id int) string { return user + "/" + strconv.Itoa(id) }

var hits int

// Count writes a package variable. summary: effects
func Count() { hits++ }

// Hits reads a package variable others write. summary: observer
func Hits() int { return hits }
