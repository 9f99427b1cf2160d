// Package pb holds messages shaped as generated protocol buffer code:
// exported fields and nil-safe getters, no annotations.
package pb

// Quota asks for a share of a named resource.
type Quota struct {
	Name  string
	Limit int64
	Owner *Owner
}

// Owner names who asks.
type Owner struct {
	Team string
}

// GetName returns the name, or "" for a nil message.
func (x *Quota) GetName() string {
	if x != nil {
		return x.Name
	}
	return ""
}

// GetLimit returns the limit, or 0 for a nil message.
func (x *Quota) GetLimit() int64 {
	if x != nil {
		return x.Limit
	}
	return 0
}

// GetOwner returns the owner, or nil.
func (x *Quota) GetOwner() *Owner {
	if x != nil {
		return x.Owner
	}
	return nil
}

// GetTeam returns the team, or "".
func (x *Owner) GetTeam() string {
	if x != nil {
		return x.Team
	}
	return ""
}

// Grant is a new message.
type Grant struct {
	Name string
	N    int64
}

// NewGrant returns a new grant.
func NewGrant(name string, n int64) *Grant {
	return &Grant{Name: name, N: n}
}
