// This file builds the driver binary of one module: an overlay (as
// `go build -overlay` takes it) that adds the harness and the driver's main
// package under the module root, replaces the instrumented files and adds
// each package's driver file; the user's files, go.mod and imports are
// left as they are on disk.

package oracle

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

//go:embed harness/*.go
var harnessFS embed.FS

// An overlay maps files as the go command sees them to their contents.
type overlay map[string][]byte

// addHarness adds the harness package (without its tests) under dir, and
// its alias packages (the harness's import path is rtPath).
func (o overlay) addHarness(dir, rtPath string) error {
	files, err := fs.Glob(harnessFS, "harness/*.go")
	if err != nil {
		return err
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := harnessFS.ReadFile(f)
		if err != nil {
			return err
		}
		o[filepath.Join(dir, path.Base(f))] = data
	}
	for _, a := range aliasPkgs {
		o[filepath.Join(dir, a.dir, "alias.go")] = a.source(rtPath)
	}
	return nil
}

// write writes the overlay's contents under tmp and returns the path of
// its JSON description and the file each written file stands for.
func (o overlay) write(tmp string) (string, map[string]string, error) {
	replace := map[string]string{}
	orig := map[string]string{}
	for i, name := range slices.Sorted(maps.Keys(o)) { // the same file names every run
		p := filepath.Join(tmp, fmt.Sprintf("f%d.go", i))
		if err := os.WriteFile(p, o[name], 0o644); err != nil {
			return "", nil, err
		}
		replace[name], orig[p] = p, name
	}
	js, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", nil, err
	}
	p := filepath.Join(tmp, "overlay.json")
	return p, orig, os.WriteFile(p, js, 0o644)
}

// renameFiles replaces, in the go command's message msg (run in dir), the
// overlay's temporary files by the files they stand for, relative to the
// working directory wd.
func renameFiles(msg, dir, wd string, orig map[string]string) string {
	for _, tmp := range slices.Sorted(maps.Keys(orig)) {
		name := orig[tmp]
		if wd == "" {
			wd, _ = os.Getwd()
		}
		if rel, err := filepath.Rel(wd, name); err == nil {
			name = rel
		}
		if rel, err := filepath.Rel(dir, tmp); err == nil {
			msg = strings.ReplaceAll(msg, rel+":", name+":")
		}
		msg = strings.ReplaceAll(msg, tmp+":", name+":")
	}
	return msg
}

// goBuild builds the package at pkgPath with the overlay into bin, in dir.
// On failure it returns the go command's messages.
func goBuild(ctx context.Context, dir, overlayJSON, bin, pkgPath string, tags []string) error {
	args := []string{"build", "-overlay", overlayJSON, "-o", bin}
	if len(tags) > 0 {
		args = append(args, "-tags="+strings.Join(tags, ","))
	}
	cmd := exec.CommandContext(ctx, "go", append(args, pkgPath)...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(out.String())
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("%s", msg)
	}
	return nil
}

// buildDriver builds a driver binary for targets (packages of the module
// at modDir with path modPath), with the extra instrumented files of the
// packages they import, into tmp.
func buildDriver(ctx context.Context, opt *Options, modDir, modPath string, targets []*target, extra map[string][]byte, tmp string) (string, error) {
	rtPath := modPath + "/" + rtDir
	ov := overlay{}
	if err := ov.addHarness(filepath.Join(modDir, rtDir), rtPath); err != nil {
		return "", err
	}
	for name, data := range extra {
		ov[name] = data
	}
	var pkgPaths []string
	for _, t := range targets {
		for name, data := range t.files {
			ov[name] = data
		}
		ov[filepath.Join(t.dir, driverGo)] = t.driver
		pkgPaths = append(pkgPaths, t.pkg.PkgPath)
	}
	ov[filepath.Join(modDir, mainDir, "main.go")] = mainFile(rtPath, pkgPaths)
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return "", err
	}
	js, orig, err := ov.write(tmp)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(tmp, "driver")
	if err := goBuild(ctx, modDir, js, bin, modPath+"/"+mainDir, opt.Tags); err != nil {
		return "", fmt.Errorf("%s", renameFiles(err.Error(), modDir, opt.Dir, orig))
	}
	return bin, nil
}
