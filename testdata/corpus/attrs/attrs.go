// Package attrs keeps per-session attributes in an embedded sync.Map: the
// remove-attribute shape (Load, then Delete) and its relatives.
package attrs

import "sync"

// Session holds a session's attributes; a nil value marks an attribute
// that was cleared but not removed.
type Session struct {
	sync.Map
}

// Set stores an attribute.
func (s *Session) Set(name string, v any) {
	s.Store(name, v)
}

// Get loads an attribute.
func (s *Session) Get(name string) (any, bool) {
	return s.Load(name)
}

// Has reports whether the attribute is present.
func (s *Session) Has(name string) bool {
	_, ok := s.Load(name)
	return ok
}

// Remove removes an attribute and returns the value it had.
func (s *Session) Remove(name string) (any, bool) {
	v, ok := s.Load(name)
	if ok {
		s.Delete(name)
	}
	return v, ok
}

// Pop removes an attribute and returns the value it had, in one call.
func (s *Session) Pop(name string) (any, bool) {
	return s.LoadAndDelete(name)
}

// RemoveIfUnchanged removes the attribute if it still holds what a first
// Load saw.
func (s *Session) RemoveIfUnchanged(name string) bool {
	v, ok := s.Load(name)
	if !ok {
		return false
	}
	return s.CompareAndDelete(name, v)
}

// RemoveRetry removes the attribute with a CompareAndDelete retry loop and
// reports whether it removed one.
func (s *Session) RemoveRetry(name string) bool {
	for {
		v, ok := s.Load(name)
		if !ok {
			return false
		}
		if s.CompareAndDelete(name, v) {
			return true
		}
	}
}

// Take removes the attribute with a CompareAndDelete retry loop and returns
// the value it read.
func (s *Session) Take(name string) (any, bool) {
	for {
		v, ok := s.Load(name)
		if !ok {
			return nil, false
		}
		if s.CompareAndDelete(name, v) {
			return v, true
		}
	}
}

// Rename moves an attribute to a new name: copy, then delete.
func (s *Session) Rename(from, to string) bool {
	v, ok := s.Load(from)
	if !ok {
		return false
	}
	s.Store(to, v)
	s.Delete(from)
	return true
}

// RenameDeleteFirst moves an attribute: remove, then store under the new
// name.
func (s *Session) RenameDeleteFirst(from, to string) bool {
	v, ok := s.LoadAndDelete(from)
	if !ok {
		return false
	}
	s.Store(to, v)
	return true
}

// Toggle flips a boolean attribute with Load then Store.
func (s *Session) Toggle(name string) bool {
	v, _ := s.Load(name)
	b, _ := v.(bool)
	s.Store(name, !b)
	return !b
}

// ToggleRetry flips a boolean attribute (absent counts as false) with a
// CompareAndSwap retry loop.
func (s *Session) ToggleRetry(name string) bool {
	for {
		v, loaded := s.LoadOrStore(name, true)
		if !loaded {
			return true
		}
		b, _ := v.(bool)
		if s.CompareAndSwap(name, v, !b) {
			return !b
		}
	}
}

// Purge removes the attribute if it was cleared (holds nil).
func (s *Session) Purge(name string) bool {
	if v, ok := s.Load(name); ok && v == nil {
		s.Delete(name)
		return true
	}
	return false
}

// PurgeCAD removes the attribute if it holds nil, in one call.
func (s *Session) PurgeCAD(name string) bool {
	return s.CompareAndDelete(name, nil)
}

// Touch replaces an attribute only if it is present.
func (s *Session) Touch(name string, v any) bool {
	if _, ok := s.Load(name); !ok {
		return false
	}
	s.Store(name, v)
	return true
}

// Reset drops every attribute.
func (s *Session) Reset() {
	s.Clear()
}

// ResetTo drops every attribute, then sets one.
func (s *Session) ResetTo(name string, v any) {
	s.Clear()
	s.Store(name, v)
}

// Len counts the attributes.
func (s *Session) Len() int {
	n := 0
	s.Range(func(_, _ any) bool {
		n++
		return true
	})
	return n
}
