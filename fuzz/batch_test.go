// This file holds TestBatchSame: a batch check gives each method the
// verdicts and class that checking its package alone gives.

package fuzz

import (
	"bytes"
	"context"
	"testing"
	"time"
)

// TestBatchSame checks $SNOWFLAKE_FUZZ_BATCH packages of a fixed seed
// (it runs both engines on each package twice: not in the default run) at
// once and one by one, and compares the findings.
func TestBatchSame(t *testing.T) {
	n := envCount(t, "SNOWFLAKE_FUZZ_BATCH")
	var pkgs []*Package
	for i := 0; i < n; i++ {
		pkgs = append(pkgs, Generate(Inputs(7, i)))
	}
	opt := Options{OracleTimeout: 20 * time.Second, VerifyTimeout: 10 * time.Second, WitnessRLimit: 2_000_000, Twins: true}
	start := time.Now()
	outs, err := CheckBatch(context.Background(), pkgs, opt)
	if err != nil {
		t.Fatal(err)
	}
	batch, funcs := time.Since(start), 0
	start = time.Now()
	for i, p := range pkgs {
		o, err := Check(context.Background(), p, opt)
		if err != nil {
			t.Fatalf("%v\n%s", err, p.Source)
		}
		for j, f := range o.Findings {
			funcs++
			g := outs[i].Findings[j]
			if f.Func != g.Func || f.Verify != g.Verify || f.Oracle != g.Oracle || f.Class != g.Class {
				t.Errorf("package %d, %s: alone verify %s, oracle %s, %s; in the batch %s: verify %s, oracle %s, %s\n%s",
					i, f.Func, f.Verify, f.Oracle, f.Class, g.Func, g.Verify, g.Oracle, g.Class, p.Source)
			}
		}
	}
	alone := time.Since(start)
	t.Logf("%d packages, %d methods: batch %s (%.2f methods/s), one by one %s (%.2f methods/s)",
		n, funcs, batch, float64(funcs)/batch.Seconds(), alone, float64(funcs)/alone.Seconds())
}

// TestWithTwins checks that a generic-wrapper package gets a plain twin
// with the same methods, and the others none.
func TestWithTwins(t *testing.T) {
	var pkgs []*Package
	for i := 0; i < 40; i++ {
		pkgs = append(pkgs, Generate(Inputs(4, i)))
	}
	mods, twins := withTwins(pkgs)
	if len(twins) == 0 || len(mods) != len(pkgs)+len(twins) {
		t.Fatalf("%d twins, %d packages in all", len(twins), len(mods))
	}
	for i, p := range pkgs {
		j, ok := twins[i]
		if ok != (Form(p.Input) == "genwrap") {
			t.Errorf("package %d (%s): twin %t", i, Form(p.Input), ok)
		}
		if !ok {
			continue
		}
		for k, name := range p.Funcs {
			if shortName(mods[j].Funcs[k]) != shortName(name) || mods[j].Funcs[k] == name {
				t.Errorf("package %d: %s, twin's %s", i, name, mods[j].Funcs[k])
			}
		}
		if bytes.Contains(mods[j].Source, []byte("[K")) {
			t.Errorf("package %d: the twin is generic:\n%s", i, mods[j].Source)
		}
	}
}
