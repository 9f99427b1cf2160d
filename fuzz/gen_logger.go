// This file defines the generated calls of a component logger (the rules
// of paths/ifaceopen.go and paths/ifaceforeign.go): after an output event,
// chosen by the method's state (not by the input, so that every input
// generates the methods it did before, these lines added),
//
//	if logger.V(2) {
//		logger.Infof("F0 %v", k)
//	}
//
// where the package's logger variable is logreg.Component("fuzz"), a
// component logger of the module's own package logreg (written beside the
// generated packages: logregSource), in the shape of grpc-go's grpclog:
// its methods end in a logger users may replace (SetLogger). Verified
// with the package (./...), the set of the variable's dynamic types is
// closed and its methods have effects (ifaceforeign.go); verified alone,
// it is open (ifaceopen.go). Both give the call an observer's answers
// when the base is confined; the installed logger's V is false, so the
// oracle's runs never log.

package fuzz

import (
	"os"
	"path/filepath"
	"strings"
)

// logregPath is the import path of the logger registry package.
const logregPath = ModulePath + "/logreg"

// logregSource is the registry package's file.
const logregSource = `// Package logreg is a logger registry in the shape of grpc-go's grpclog.
package logreg

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

var impl Logger = quiet{}

// SetLogger installs l.
func SetLogger(l Logger) { impl = l }

type quiet struct{}

func (quiet) V(int) bool      { return false }
func (quiet) Infoln(...any)   {}

type component struct{ name string }

func (c *component) V(level int) bool { return impl.V(level) }

func (c *component) Infof(format string, args ...any) {
	impl.Infoln("["+c.name+"]", fmt.Sprintf(format, args...))
}

// Component returns the logger of a component.
func Component(name string) DepthLogger { return &component{name: name} }
`

// logCall may write the component logger's call after an output event,
// by the method's state (as signal does, on states signal leaves).
func (m *method) logCall() {
	if (m.calls+m.branches+m.indent)%4 != 2 {
		return
	}
	m.use(logregPath)
	m.line("if logger.V(2) {")
	m.line("\tlogger.Infof(%q, k)", m.name+" %v")
	m.line("}")
}

// logDecls declares the package's component logger.
const logDecls = "\n// logger logs through the module's registry.\nvar logger = logreg.Component(\"fuzz\")\n"

// logDeclsFor returns logDecls when body logs through it.
func logDeclsFor(body string) string {
	if strings.Contains(body, "logger.V(") {
		return logDecls
	}
	return ""
}

// writeSupport writes into the module at dir the packages pkgs import
// from the module besides themselves: the logger registry.
func writeSupport(dir string, pkgs ...*Package) error {
	for _, p := range pkgs {
		if !strings.Contains(string(p.Source), `"`+logregPath+`"`) {
			continue
		}
		sub := filepath.Join(dir, strings.TrimPrefix(logregPath, ModulePath+"/"))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(sub, "logreg.go"), []byte(logregSource), 0o644)
	}
	return nil
}
