// Package registry is a logger registry in the shape of grpc-go's
// grpclog: users replace the logger (SetLogger), and Component returns a
// wrapper of this package whose methods end in that logger. Verified
// together with its client (package component), the client's logger
// variable holds a *componentLogger only, a closed set whose methods have
// effects (they call the open logger).
package registry

import "fmt"

// Logger is what users install.
type Logger interface {
	V(level int) bool
	Infoln(args ...any)
}

// DepthLogger is what Component returns.
type DepthLogger interface {
	V(level int) bool
	Infof(format string, args ...any)
}

// impl is the installed logger.
var impl Logger

// SetLogger installs l.
func SetLogger(l Logger) { impl = l }

// V reports whether level is on.
func V(level int) bool { return impl.V(level) }

// InfoDepth logs args.
func InfoDepth(depth int, args ...any) { impl.Infoln(args...) }

type componentLogger struct{ name string }

func (c *componentLogger) V(level int) bool { return V(level) }

func (c *componentLogger) InfoDepth(depth int, args ...any) {
	args = append([]any{"[" + c.name + "]"}, args...)
	InfoDepth(depth+1, args...)
}

func (c *componentLogger) Infof(format string, args ...any) {
	c.InfoDepth(1, fmt.Sprintf(format, args...))
}

// Component returns the logger of a component.
func Component(name string) DepthLogger { return &componentLogger{name: name} }
