// This file builds the driver binaries (one per module, one per package
// when the module's fails, to tell which package does not build) and
// explores every runnable function in its own driver process, on
// Options.Jobs workers.

package oracle

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/snowflakeverify/snowflake/oracle/harness"
	"golang.org/x/tools/go/packages"
)

// buildAll builds the driver binaries of targets under tmp.
func buildAll(ctx context.Context, opt *Options, targets []*target, tmp string) {
	byMod := map[string][]*target{}
	var mods []string
	for _, t := range targets {
		if len(t.entries) == 0 {
			continue
		}
		rtPath := t.pkg.Module.Path + "/" + rtDir
		files, err := instrument(t.pkg, rtPath, opt.Environment == EnvPackage)
		if err != nil {
			t.fail("cannot instrument the package: " + err.Error())
			continue
		}
		t.files, t.driver = files, t.gen.driverFile(rtPath, t.specs)
		dir := t.pkg.Module.Dir
		if byMod[dir] == nil {
			mods = append(mods, dir)
		}
		byMod[dir] = append(byMod[dir], t)
	}
	sort.Strings(mods)
	for i, dir := range mods {
		ts := byMod[dir]
		tmpDir := filepath.Join(tmp, fmt.Sprintf("m%d", i))
		bin, err := buildModule(ctx, opt, ts, tmpDir)
		if err == nil {
			offset := 0
			for _, t := range ts {
				offset = t.setBinary(bin, offset)
			}
			continue
		}
		for j, t := range ts {
			if len(ts) > 1 {
				bin, err = buildModule(ctx, opt, []*target{t}, fmt.Sprintf("%s-%d", tmpDir, j))
			}
			if err != nil {
				t.fail("the instrumented package does not build: " + firstError(err.Error()))
			} else {
				t.setBinary(bin, 0)
			}
		}
	}
}

// buildModule instruments the packages of the targets' module that they
// import (a sync.Map they pass to one another must have one type) and
// builds the driver of the targets.
func buildModule(ctx context.Context, opt *Options, ts []*target, tmp string) (string, error) {
	mod := ts[0].pkg.Module
	extra := map[string][]byte{}
	for _, dep := range moduleDeps(ts) {
		files, err := instrument(dep, mod.Path+"/"+rtDir, opt.Environment == EnvPackage)
		if err != nil {
			return "", err
		}
		for name, data := range files {
			extra[name] = data
		}
	}
	return buildDriver(ctx, opt, mod.Dir, mod.Path, ts, extra, tmp)
}

// moduleDeps lists the packages of the targets' module that they import,
// directly or not, other than the targets.
func moduleDeps(ts []*target) []*packages.Package {
	modPath := ts[0].pkg.Module.Path
	seen := map[string]bool{}
	for _, t := range ts {
		seen[t.pkg.PkgPath] = true
	}
	var deps []*packages.Package
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		var paths []string
		for path := range p.Imports {
			paths = append(paths, path)
		}
		sort.Strings(paths)
		for _, path := range paths {
			imp := p.Imports[path]
			if seen[imp.PkgPath] || imp.Module == nil || imp.Module.Path != modPath || imp.TypesInfo == nil {
				continue
			}
			seen[imp.PkgPath] = true
			deps = append(deps, imp)
			visit(imp)
		}
	}
	for _, t := range ts {
		visit(t.pkg)
	}
	return deps
}

// firstError keeps the first compiler error of the go command's output.
func firstError(msg string) string {
	for _, l := range strings.Split(msg, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			return l
		}
	}
	return msg
}

// setBinary records that t's functions are in bin, after offset others;
// it returns the offset of the next package's.
func (t *target) setBinary(bin string, offset int) int {
	for i, e := range t.entries {
		e.bin, e.index = bin, offset+i
	}
	return offset + len(t.entries)
}

func (t *target) fail(reason string) {
	for _, e := range t.entries {
		e.res.Verdict, e.res.Reason = Error, reason
	}
}

// exploreAll explores the built entries on opt.Jobs workers.
func exploreAll(ctx context.Context, opt *Options, entries []*entry) error {
	n := opt.Jobs
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	next := make(chan *entry)
	var wg sync.WaitGroup
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for e := range next {
				explore(ctx, opt, e)
			}
		}()
	}
	for _, e := range entries {
		if e.bin != "" && e.res.Verdict == "" {
			next <- e
		}
	}
	close(next)
	wg.Wait()
	return ctx.Err()
}

// explore runs the driver on one function and records its report.
func explore(ctx context.Context, opt *Options, e *entry) {
	timeout := opt.Timeout
	if timeout <= 0 {
		timeout = time.Minute
	}
	b := e.res.Bounds
	args := []string{"-func", strconv.Itoa(e.index), "-env", strconv.Itoa(b.EnvCalls), "-gap", strconv.Itoa(b.Gap),
		"-gaps", strconv.Itoa(b.MaxGaps), "-calls", strconv.Itoa(b.MaxCalls), "-keys", strconv.Itoa(b.MaxKeys),
		"-values", strconv.Itoa(b.MaxValues), "-tuples", strconv.Itoa(b.MaxTuples), "-setup", strconv.Itoa(b.Setup), "-ops", strings.Join(b.Ops, ","), "-budget", timeout.String()}
	out := filepath.Join(filepath.Dir(e.bin), fmt.Sprintf("report%d.json", e.index))
	args = append(args, "-o", out)
	cctx, cancel := context.WithTimeout(ctx, timeout+10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(cctx, e.bin, args...)
	cmd.Dir = opt.Dir
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr // the client may print
	start := time.Now()
	err := cmd.Run()
	e.res.Millis = millis(time.Since(start))
	var rep harness.Report
	switch {
	case cctx.Err() == context.DeadlineExceeded:
		e.res.Verdict, e.res.Reason = Error, fmt.Sprintf("no answer after %s: a run neither returns nor calls the map", timeout+10*time.Second)
	case err != nil:
		e.res.Verdict, e.res.Reason = Error, "the driver failed: "+firstError(stderr.String()+"\n"+err.Error())
	default:
		data, err := os.ReadFile(out)
		if err == nil {
			err = json.Unmarshal(data, &rep)
		}
		if err != nil {
			e.res.Verdict, e.res.Reason = Error, "the driver's output is not a report: "+err.Error()
			return
		}
		fill(e.res, &rep)
	}
}

func fill(r *Result, rep *harness.Report) {
	r.Scenarios, r.Diverged, r.PerLevel, r.Complete, r.Values = rep.Scenarios, rep.Diverged, rep.PerLevel, rep.Complete, rep.Values
	if rep.Status == "skipped" {
		r.Verdict, r.Reason = Skipped, rep.Reason
		return
	}
	if rep.Status == "violation" {
		r.Verdict, r.Reason, r.Witness = Violation, rep.Reason, rep.Witness
		if r.EnvReason != "" {
			r.Reason += "; " + r.EnvReason
		}
		return
	}
	r.Verdict = Linearizable
	r.Reason = fmt.Sprintf("%d scenarios", rep.Scenarios)
	if interleaved(rep.PerLevel) == 0 {
		r.Verdict = Unexplored
		r.Reason = fmt.Sprintf("no interleaving explored: %d %s, none with another goroutine's call between two calls of %s (it makes at most one call of its shared objects, or the bounds allow none)",
			rep.Scenarios, plural(rep.Scenarios, "scenario", "scenarios"), shortFunc(r.Func))
	}
	if rep.Diverged > 0 {
		r.Reason += fmt.Sprintf(" (%d cut off while %s was still running)", rep.Diverged, shortFunc(r.Func))
	}
	r.Reason += envSuffix(r) // pkgenv.go
	if !rep.Complete {
		r.Reason += ", stopped at the time limit"
	}
}

// interleaved counts the scenarios with at least one call of another
// goroutine (perLevel counts them by number of such calls).
func interleaved(perLevel []int) int {
	n := 0
	for e, k := range perLevel {
		if e > 0 {
			n += k
		}
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// shortFunc is the function's name without receiver or package.
func shortFunc(full string) string {
	return full[strings.LastIndexByte(full, '.')+1:]
}
