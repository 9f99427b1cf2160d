// This file defines Config and Main, the entry point of the driver binary:
// it explores the function that -func names and writes its Report as JSON
// to the file -o names (or to standard output).

package harness

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

// Config bounds the exploration of one function.
type Config struct {
	EnvCalls  int           // environment calls per scenario, at most
	Gap       int           // environment calls between two client calls, at most
	MaxGaps   int           // gaps between client calls in which the environment may act (the first ones)
	MaxCalls  int           // client calls after which a run counts as not terminating
	MaxKeys   int           // keys per argument tuple
	MaxValues int           // values besides nil
	MaxTuples int           // argument tuples
	Ops       []string      // the environment's methods
	Setup     int           // in the package environment: operations before the function, at most
	Budget    time.Duration // time for the function; 0 is no limit
}

// Explore explores spec's scenarios within cfg's bounds.
// A function that calls a method the harness does not model on its base
// object is skipped.
func Explore(spec *Spec, cfg *Config) (rep *Report) {
	defer func() {
		if p := recover(); p != nil {
			u, ok := p.(unmodelled)
			if !ok {
				panic(p)
			}
			rep = &Report{Status: "skipped", Reason: u.reason}
		}
	}()
	x := newExplorer(spec, cfg)
	return x.report(x.explore())
}

// Main runs the function that the -func flag names among the specs.
func Main(groups ...[]Spec) {
	var specs []Spec
	for _, g := range groups {
		specs = append(specs, g...)
	}
	cfg := &Config{}
	fn := flag.Int("func", -1, "index of the function to explore")
	list := flag.Bool("list", false, "list the functions")
	ops := flag.String("ops", "Load,Store,LoadOrStore,LoadAndDelete,Delete,Swap,Add", "environment methods")
	flag.IntVar(&cfg.EnvCalls, "env", 2, "environment calls per scenario")
	flag.IntVar(&cfg.Gap, "gap", 2, "environment calls between two client calls")
	flag.IntVar(&cfg.MaxGaps, "gaps", 6, "gaps between client calls in which the environment may act")
	flag.IntVar(&cfg.MaxCalls, "calls", 50, "client calls before a run counts as not terminating")
	flag.IntVar(&cfg.MaxKeys, "keys", 3, "keys per argument tuple")
	flag.IntVar(&cfg.MaxValues, "values", 6, "values besides nil")
	flag.IntVar(&cfg.MaxTuples, "tuples", 32, "argument tuples")
	flag.IntVar(&cfg.Setup, "setup", 1, "operations before the function in the package environment")
	flag.DurationVar(&cfg.Budget, "budget", 0, "time limit for the function (0: none)")
	prof := flag.String("cpuprofile", "", "write a CPU profile to this file")
	out := flag.String("o", "", "write the report to this file (the client may print on standard output)")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err == nil && pprof.StartCPUProfile(f) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	cfg.Ops = strings.Split(*ops, ",")
	debug.SetGCPercent(400) // runs allocate small, short-lived objects

	if *list {
		for i, s := range specs {
			fmt.Println(strconv.Itoa(i) + " " + s.Name)
		}
		return
	}
	if *fn < 0 || *fn >= len(specs) {
		fmt.Fprintf(os.Stderr, "-func %d: want 0..%d\n", *fn, len(specs)-1)
		return
	}
	data, err := json.Marshal(Explore(&specs[*fn], cfg))
	if err == nil && *out != "" {
		err = os.WriteFile(*out, data, 0o644)
	} else if err == nil {
		_, err = os.Stdout.Write(append(data, '\n'))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
