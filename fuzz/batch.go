// This file defines CheckBatch: many generated packages written as the
// sub-packages p0, p1, ... of one temporary module, each engine run once
// over all of them (one go list and one type-check of the standard
// library for verify, one driver build for the oracle), and the findings
// paired back per package. Check is its case of one package, written at
// the module's root. With Options.Twins, a package of the generic-wrapper
// form is judged by the oracle on its plain twin, written beside it
// (withTwins).

package fuzz

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
)

// CheckBatch checks pkgs in one module and returns their outcomes in
// order. An error means the batch check failed as a whole (a package does
// not load, an engine failed, ctx ended); Check then tells which package.
//
// Packages are judged in their own environment (Package.Environment):
// each environment's packages are one module, checked in turn.
func CheckBatch(ctx context.Context, pkgs []*Package, opt Options) ([]*Outcome, error) {
	var envs []string
	groups := map[string][]int{}
	for i, p := range pkgs {
		if _, ok := groups[p.Environment]; !ok {
			envs = append(envs, p.Environment)
		}
		groups[p.Environment] = append(groups[p.Environment], i)
	}
	outs := make([]*Outcome, len(pkgs))
	for _, env := range envs {
		var group []*Package
		for _, i := range groups[env] {
			group = append(group, pkgs[i])
		}
		gopt := opt
		gopt.environment = env
		gouts, err := checkGroup(ctx, group, gopt)
		if err != nil {
			return nil, err
		}
		for k, i := range groups[env] {
			outs[i] = gouts[k]
		}
	}
	return outs, nil
}

// checkGroup checks pkgs, of one environment, in one module.
func checkGroup(ctx context.Context, pkgs []*Package, opt Options) ([]*Outcome, error) {
	start := time.Now()
	mods, twins := pkgs, map[int]int{}
	if opt.Twins {
		mods, twins = withTwins(pkgs)
	}
	dir, err := writeBatch(mods)
	if err != nil {
		return nil, err
	}
	if !opt.Keep {
		defer removeModule(dir)
	}
	vr, or, err := runBoth(ctx, dir, opt)
	if err != nil {
		return nil, err
	}
	outs := make([]*Outcome, len(pkgs))
	var all []*Finding
	for i, pkg := range pkgs {
		vprefix, oprefix, twin := batchPath(len(mods), i)+".", batchPath(len(mods), i)+".", pkg
		if j, ok := twins[i]; ok {
			oprefix, twin = batchPath(len(mods), j)+".", mods[j]
		}
		outs[i] = &Outcome{Package: pkg, Dir: dir}
		if outs[i].Findings, err = pair(pkg, twin, vprefix, oprefix, vr, or); err != nil {
			return nil, fmt.Errorf("package %d: %w", i, err)
		}
		all = append(all, outs[i].Findings...)
	}
	for _, f := range all {
		classify(f)
	}
	if err := widen(ctx, dir, opt, all); err != nil {
		return nil, err
	}
	per := float64(time.Since(start).Microseconds()) / 1000 / float64(len(pkgs))
	for _, o := range outs {
		o.Millis = per
	}
	return outs, nil
}

// withTwins returns pkgs followed by the plain twins (gen_genwrap.go:
// K = string) of those in the generic-wrapper form, which the oracle does
// not instantiate: the oracle's verdict on a generic method is its verdict
// on the twin's method of the same name, the same operations on the same
// map. twins maps a package's index to its twin's.
func withTwins(pkgs []*Package) ([]*Package, map[int]int) {
	mods, twins := append([]*Package(nil), pkgs...), map[int]int{}
	for i, p := range pkgs {
		if !genwrapMode(p.Input) {
			continue
		}
		if generic := Wrapped(p.Input, true); !bytes.Equal(generic.Source, p.Source) {
			continue // shrink.go's DropOthers: no longer the input's package
		}
		twins[i] = len(mods)
		mods = append(mods, Wrapped(p.Input, false))
	}
	return mods, twins
}

// batchPath is the import path of the i-th of n packages: the module's
// root for one package (its methods keep the names Package.Funcs gives),
// the sub-package p<i> for several.
func batchPath(n, i int) string {
	if n == 1 {
		return ModulePath
	}
	return fmt.Sprintf("%s/p%d", ModulePath, i)
}

// writeBatch writes go.mod and the packages into a fresh temporary directory.
func writeBatch(pkgs []*Package) (string, error) {
	dir, err := os.MkdirTemp("", "snowflake-fuzz-")
	if err != nil {
		return "", err
	}
	mod, sum := moduleOf(pkgs) // gen_forms.go: the keyed form's requirements
	err = os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644)
	if err == nil && sum != "" {
		err = os.WriteFile(filepath.Join(dir, "go.sum"), []byte(sum), 0o644)
	}
	for i, pkg := range pkgs {
		sub := filepath.Join(dir, strings.TrimPrefix(batchPath(len(pkgs), i), ModulePath))
		if err == nil {
			err = os.MkdirAll(sub, 0o755)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(sub, FileName), pkg.Source, 0o644)
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// engineName is the name the engines give to the method Package.Funcs
// names name, in the package at import path prefix (with its final dot).
func engineName(name, prefix string) string {
	return strings.Replace(name, ModulePath+".", prefix, 1)
}

// pair matches verify's results on pkg's methods, in the package at
// import path vprefix (with its final dot), with the oracle's on twin's
// methods of the same names, at oprefix (twin is pkg but for gen_genwrap's
// form).
func pair(pkg, twin *Package, vprefix, oprefix string, vr *verify.Report, or *oracle.Report) ([]*Finding, error) {
	vs, ors := map[string]*verify.Result{}, map[string]*oracle.Result{}
	for _, r := range vr.Results {
		vs[r.Func] = r
	}
	for _, r := range or.Results {
		ors[r.Func] = r
	}
	if len(twin.Funcs) != len(pkg.Funcs) {
		return nil, fmt.Errorf("%d methods, %d in the twin", len(pkg.Funcs), len(twin.Funcs))
	}
	var fs []*Finding
	for i, name := range pkg.Funcs {
		vfull, ofull := engineName(name, vprefix), engineName(twin.Funcs[i], oprefix)
		v, o := vs[vfull], ors[ofull]
		if v == nil || o == nil || shortName(vfull) != shortName(ofull) {
			return nil, fmt.Errorf("%s: missing from a report (verify %t, oracle %s %t)", vfull, v != nil, ofull, o != nil)
		}
		f := &Finding{Func: name, Verify: v.Verdict, VerifyReason: v.Reason,
			Oracle: o.Verdict, OracleReason: o.Reason, full: ofull, verify: v, oracle: o}
		if twin != pkg {
			f.OracleReason = "on the plain twin (K = string): " + o.Reason
		}
		fs = append(fs, f)
	}
	return fs, nil
}

// writeModule writes go.mod and the package at the module's root.
func writeModule(pkg *Package) (string, error) { return writeBatch([]*Package{pkg}) }

// engineFunc is the method's name in the oracle's report: Func, unless
// the batch named it otherwise (a sub-package, a twin).
func (f *Finding) engineFunc() string {
	if f.full == "" {
		return f.Func
	}
	return f.full
}
