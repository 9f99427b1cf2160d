// Package labels reads the verdict labels of the golden packages: the
// lines of a function's doc comment that state its expected verdict
// ("want: VERDICT"), its real answer ("truth: atomic | nonatomic |
// outside"), the collection environment's when it differs
// ("want-collection:", "truth-collection:") and the issue a wrong verdict
// waits for ("pending:"). It depends on no engine, so that the tests of
// both (internal/golden for the verifier's, the oracle's own) read the
// same labels the same way.
package labels

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A Label is what a function's doc comment says of it.
type Label struct {
	Want, Truth string
	// WantCollection is the verdict in the collection environment, for
	// the packages verified in both (verify/testdata/pkgenv).
	WantCollection string
	// TruthCollection is the truth in the collection environment when it
	// differs (atomic in the package, not with any call of the API).
	TruthCollection string
	Name            string
	// Pending names the issue that will make the verdict right; until
	// then a mismatch is logged, and a match fails (remove the pending
	// line).
	Pending string
	// Pos is the position of the function's declaration.
	Pos token.Position
}

var (
	labelRE   = regexp.MustCompile(`(?m)^\s*(want|want-collection|truth|truth-collection):\s*(\S+)`)
	pendingRE = regexp.MustCompile(`(?m)^\s*pending:\s*(.+)$`)
)

// Read reads the labels of every function declared under dirs that has a
// want: or a truth: line, keyed by "file:line" of the function's name
// (the file's absolute path).
//
// With collection, a want-collection: line, when there is one, gives the
// verdict instead of want: (packages verified in both environments;
// the pending line, about want:, is dropped then), and a
// truth-collection: line the truth.
func Read(collection bool, dirs ...string) (map[string]Label, error) {
	out := map[string]Label{}
	for _, dir := range dirs {
		err := filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			return fileLabels(path, collection, out)
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fileLabels adds the labels of the functions of the file at path to out.
func fileLabels(path string, collection bool, out map[string]Label) error {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Doc == nil {
			continue
		}
		l := docLabel(fd.Doc.Text(), collection)
		if l.Want == "" && l.Truth == "" {
			continue
		}
		l.Name, l.Pos = fd.Name.Name, fset.Position(fd.Pos())
		out[fmt.Sprintf("%s:%d", abs, fset.Position(fd.Name.Pos()).Line)] = l
	}
	return nil
}

// docLabel reads the label lines of one doc comment.
func docLabel(doc string, collection bool) Label {
	var l Label
	for _, m := range labelRE.FindAllStringSubmatch(doc, -1) {
		switch m[1] {
		case "want":
			l.Want = m[2]
		case "want-collection":
			l.WantCollection = m[2]
		case "truth-collection":
			l.TruthCollection = m[2]
		default:
			l.Truth = m[2]
		}
	}
	if collection && l.WantCollection != "" {
		l.Want = l.WantCollection
	} else if m := pendingRE.FindStringSubmatch(doc); m != nil {
		l.Pending = m[1]
	}
	if collection && l.TruthCollection != "" {
		l.Truth = l.TruthCollection
	}
	return l
}
