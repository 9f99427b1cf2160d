//go:build !linux

package smt

// tuneMalloc does nothing: the allocator tuning is glibc's (malloc_linux.go).
func tuneMalloc() {}
