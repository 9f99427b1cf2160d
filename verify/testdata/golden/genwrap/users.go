package genwrap

// User is a record.
type User struct{ Name string }

// Users is a plain type whose only field is an instantiation of the
// wrapper: its base object would be the nested field m.m.
type Users struct {
	m Map[string, *User]
}

// AddNaive checks, then stores, through the wrapper's methods.
// want: unsupported
// truth: nonatomic
// why: both goroutines miss name and both store, both returning true.
func (u *Users) AddNaive(name string, x *User) bool {
	if _, ok := u.m.Load(name); ok {
		return false
	}
	u.m.Store(name, x)
	return true
}

// Add stores when absent through the wrapper's LoadOrStore. It is not
// reported: one call is no composite operation, so discovery passes over
// it, and Users is no client.
func (u *Users) Add(name string, x *User) bool {
	_, loaded := u.m.LoadOrStore(name, x)
	return !loaded
}

// users is a package variable of the wrapper type.
var users Map[string, *User]

// AddUser checks, then stores, through the wrapper's methods on a package
// variable.
// want: unsupported
// truth: nonatomic
// why: as AddNaive.
func AddUser(name string, x *User) bool {
	if _, ok := users.Load(name); ok {
		return false
	}
	users.Store(name, x)
	return true
}
