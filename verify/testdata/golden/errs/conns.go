// Package errs: get-or-create and lease tables that return errors built
// with errors.New and fmt.Errorf (%w included), check sentinels with ==
// and errors.Is, and wrap their own error types. Errors are values: a new
// error's contents are its arguments, so the condensed run returns the
// same error when it builds it the same way from the same values.
package errs

import (
	"errors"
	"fmt"
	"sync"
)

// ErrNotFound and ErrClosed are sentinels: written only by initialization.
var (
	ErrNotFound = errors.New("not found")
	ErrClosed   = errors.New("closed")
)

// Conn is a connection to an address.
type Conn struct {
	Addr string
}

// dial makes a connection; an empty address is an error.
func dial(addr string) (*Conn, error) {
	if addr == "" {
		return nil, errors.New("empty address")
	}
	return &Conn{Addr: addr}, nil
}

// Conns caches one connection per address.
type Conns struct {
	//snowflake:base
	m sync.Map
}

// Get returns addr's connection, dialing it the first time; a dial error
// is wrapped with %w.
// want: atomic
// truth: atomic
// why: a Load, then one LoadOrStore; the wrapped error is built from the same values in the condensed run.
func (c *Conns) Get(addr string) (*Conn, error) {
	if v, ok := c.m.Load(addr); ok {
		return v.(*Conn), nil
	}
	conn, err := dial(addr)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	v, _ := c.m.LoadOrStore(addr, conn)
	return v.(*Conn), nil
}

// GetRacy stores what it dialed without checking again.
// want: violation
// truth: nonatomic
// why: two goroutines both miss and both Store: each returns its own connection and one is lost.
func (c *Conns) GetRacy(addr string) (*Conn, error) {
	if v, ok := c.m.Load(addr); ok {
		return v.(*Conn), nil
	}
	conn, err := dial(addr)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	c.m.Store(addr, conn)
	return conn, nil
}

// Find returns addr's connection or the sentinel ErrNotFound.
// want: atomic
// truth: atomic
// why: one Load; the sentinel is a constant.
func (c *Conns) Find(addr string) (*Conn, error) {
	v, ok := c.m.Load(addr)
	if !ok {
		return nil, ErrNotFound
	}
	return v.(*Conn), nil
}

// Ensure finds addr's connection, adding one when errors.Is says it is
// not found.
// want: atomic
// truth: atomic
// why: Find's Load, then one LoadOrStore; errors.Is on the sentinel is a function of its arguments.
func (c *Conns) Ensure(addr string) (*Conn, error) {
	conn, err := c.Find(addr)
	if errors.Is(err, ErrNotFound) {
		v, _ := c.m.LoadOrStore(addr, &Conn{Addr: addr})
		return v.(*Conn), nil
	}
	return conn, err
}

// EnsureRacy stores when errors.Is says not found.
// want: violation
// truth: nonatomic
// why: two goroutines both find nothing and both Store: each returns its own connection.
func (c *Conns) EnsureRacy(addr string) (*Conn, error) {
	conn, err := c.Find(addr)
	if errors.Is(err, ErrNotFound) {
		conn = &Conn{Addr: addr}
		c.m.Store(addr, conn)
		return conn, nil
	}
	return conn, err
}

// Close removes addr's connection; closing one that is not there wraps
// ErrNotFound.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the error is built from the address and the sentinel alike in the condensed run.
func (c *Conns) Close(addr string) error {
	if _, ok := c.m.LoadAndDelete(addr); !ok {
		return fmt.Errorf("close %s: %w", addr, ErrNotFound)
	}
	return nil
}

// CloseRacy loads, then deletes.
// want: violation
// truth: nonatomic
// why: two goroutines both Load the connection and both Delete: both return nil, though one closed nothing.
func (c *Conns) CloseRacy(addr string) error {
	if _, ok := c.m.Load(addr); !ok {
		return fmt.Errorf("close %s: %w", addr, ErrNotFound)
	}
	c.m.Delete(addr)
	return nil
}

// Drop removes addr's connection, telling a closed table by the sentinel
// compared with ==.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; err == ErrClosed compares with a constant.
func (c *Conns) Drop(addr string, err error) bool {
	if err == ErrClosed {
		return false
	}
	_, ok := c.m.LoadAndDelete(addr)
	return ok
}
