// This file defines output events: log's printing functions (package
// functions and *log.Logger methods), log/slog's logging calls (package
// functions and *slog.Logger methods), and fmt's Print, Printf and Println
// and Fprint, Fprintf and Fprintln to os.Stdout or os.Stderr.
//
// Rule. An output event is a no-op on the path: it does not touch the
// collection, and what it writes is not part of the outcome compared with
// serial runs. The claim snowflake proves is about the objects: the
// collection's states and the function's result are those of a run in
// which the function took effect at one instant. Output is a stream
// outside those objects, which other goroutines interleave with freely
// (log's writer is serialized per line, not per operation); no client can
// read it back as state of the collection, so a serial run "with the same
// output" is not what a caller can observe or rely on. What formatting
// runs must itself have no effect on shared memory (format.go), and the
// arguments were evaluated, with their panics, by the instructions that
// made them. A nil *log.Logger or *slog.Logger receiver panics with a nil
// dereference, as Go does. The writer and the handler the program
// configured are trusted to have no effect on the verified collections
// (listed in Func.Trusted).
//
// log.Panic, Panicf and Panicln (and the Logger's) panic with the message
// fmt.Sprint, Sprintf or Sprintln make of the arguments, a string: the
// same term as that fmt call's (an uninterpreted function of the
// arguments when they are values, formattedValue; else a fresh string).
// log.Fatal, Fatalf and Fatalln (and the Logger's) end the program with
// os.Exit(1): an outcome of its own, the run-time panic "exit", which no
// deferred call sees (they do not run) and nothing recovers; the
// condensed run must end the same way.
//
// slog's Attr and Value constructors, log.New, log.Default (the one
// standard logger), slog.New, and the With, WithGroup and Handler methods
// are values: functions of their arguments, or fresh values when an
// argument can reach memory. What reads configuration other goroutines may
// change (log.Flags, Prefix and Writer, the Logger's, slog.Default, which
// SetDefault replaces, and Enabled, which asks the handler's level) gives
// a fresh value on every call. What changes the shared
// configuration (log.SetOutput, SetFlags, SetPrefix, slog.SetDefault, the
// Logger's setters) is no output: it stays refused, named. Fprint to any
// other writer is refused, named.

package paths

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// An outputKind says what a call of the output packages does.
type outputKind int

const (
	notOutput  outputKind = iota
	emits                 // an output event: a no-op
	panicsWith            // emits, then panics with the message
	exits                 // emits, then ends the program
	value                 // a value: a function of the arguments
	reads                 // reads shared configuration: a fresh value on every call
	config                // changes shared configuration: refused
)

var logPrints = map[string]outputKind{"Print": emits, "Printf": emits, "Println": emits, "Output": emits,
	"Panic": panicsWith, "Panicf": panicsWith, "Panicln": panicsWith,
	"Fatal": exits, "Fatalf": exits, "Fatalln": exits,
	"New": value, "Default": value, "Flags": reads, "Prefix": reads, "Writer": reads,
	"SetOutput": config, "SetFlags": config, "SetPrefix": config}

var slogCalls = map[string]outputKind{"Debug": emits, "Info": emits, "Warn": emits, "Error": emits,
	"DebugContext": emits, "InfoContext": emits, "WarnContext": emits, "ErrorContext": emits,
	"Log": emits, "LogAttrs": emits,
	"New": value, "Default": reads, "With": value, "WithGroup": value, "Enabled": reads, "Handler": value,
	"String": value, "Int": value, "Int64": value, "Uint64": value, "Float64": value, "Bool": value,
	"Time": value, "Duration": value, "Any": value, "Group": value,
	"StringValue": value, "IntValue": value, "Int64Value": value, "Uint64Value": value, "Float64Value": value,
	"BoolValue": value, "TimeValue": value, "DurationValue": value, "AnyValue": value, "GroupValue": value,
	"SetDefault": config, "SetLogLoggerLevel": config}

// sprintOf names the fmt function whose message log's Panic variant uses.
var sprintOf = map[string]string{"Panic": "Sprint", "Panicf": "Sprintf", "Panicln": "Sprintln"}

// classifyOutput returns what a call of obj does.
func classifyOutput(obj *types.Func) outputKind {
	if obj.Pkg() == nil {
		return notOutput
	}
	sig := obj.Signature()
	if recv := sig.Recv(); recv != nil {
		n, ok := recv.Type().(*types.Pointer)
		if !ok {
			return notOutput
		}
		named, ok := n.Elem().(*types.Named)
		if !ok || named.Obj().Name() != "Logger" {
			return notOutput
		}
	}
	switch obj.Pkg().Path() {
	case "log":
		return logPrints[obj.Name()]
	case "log/slog":
		return slogCalls[obj.Name()]
	case "fmt":
		switch obj.Name() {
		case "Print", "Printf", "Println", "Fprint", "Fprintf", "Fprintln":
			return emits
		}
	}
	return notOutput
}

// outputCall translates call in of obj when it is one of the output
// packages' (ok); handled is what call returns.
func (w *walker) outputCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, obj *types.Func) (handled, ok bool) {
	kind := classifyOutput(obj)
	if kind == notOutput {
		return false, false
	}
	cc := in.Common()
	name := callName(obj)
	switch {
	case kind == config:
		w.refuse(in.Pos(), "call to %s: changes shared logging configuration, which is not output: not supported", name)
		return true, true
	case strings.HasPrefix(obj.Name(), "Fprint") && !stdStream(cc.Args[0]):
		w.refuse(in.Pos(), "call to %s with a writer other than os.Stdout or os.Stderr: not supported", name)
		return true, true
	}
	if why := w.checkFormatted(cc); why != "" {
		w.refuse(in.Pos(), "call to %s: formatting %s: not supported", name, why)
		return true, true
	}
	if obj.Signature().Recv() != nil && !w.receiverNonNil(st, b, i, cc.Args[0]) {
		return false, true
	}
	if kind != value && kind != reads {
		if why := w.effectfulMethod(writerNames); why != "" { // closedworld.go: a writer or handler of this program
			w.refuse(in.Pos(), "call to %s: the logger's writer or handler may be %s: not supported", name, why)
			return true, true
		}
		w.trust("the log writer and slog handler the program configured have no effect on the verified collections", token.NoPos)
	}
	switch kind {
	case panicsWith:
		msg := w.panicMessage(st, cc, sprintOf[obj.Name()])
		w.guard(st, b, i, smt.True, w.model.Box(types.Typ[types.String], msg), nil)
		return false, true
	case exits:
		w.exit(st, in.Pos())
		return false, true
	case value:
		w.outputValue(st, in, obj)
	default: // emits, reads

		w.havocResults(st, in)
	}
	return true, true
}

// callName prints obj as reports name calls: log.Printf, (*log.Logger).Printf.
func callName(obj *types.Func) string {
	if recv := obj.Signature().Recv(); recv != nil {
		return "(" + types.TypeString(recv.Type(), (*types.Package).Name) + ")." + obj.Name()
	}
	return obj.Pkg().Name() + "." + obj.Name()
}

// stdStream recognises os.Stdout and os.Stderr passed as a writer.
func stdStream(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	g, ok := load.X.(*ssa.Global)
	return ok && g.Pkg != nil && g.Pkg.Pkg.Path() == "os" && (g.Name() == "Stdout" || g.Name() == "Stderr")
}

// receiverNonNil forks the path on a nil receiver recv of call i of b,
// which panics with a nil dereference, and constrains st to a non-nil one;
// it reports whether st goes on.
func (w *walker) receiverNonNil(st *state, b *ssa.BasicBlock, i int, recv ssa.Value) bool {
	if st.nonnil[recv] || isNonNil(recv) {
		return true
	}
	cond := smt.Eq(w.value(st, recv), w.nilOf(recv.Type()))
	if !cond.IsFalse() {
		ps := st.clone()
		ps.conds = append(ps.conds, cond)
		w.finish(ps, true, []*smt.Term{w.runtimePanic("nilderef")}, b.Instrs[i].Pos())
		if cond.IsTrue() {
			return false
		}
		st.conds = append(st.conds, smt.Not(cond))
	}
	st.nonnil[recv] = true
	return true
}

// panicMessage is the string fmt's function sprint makes of the call's
// formatted arguments (its ...any and, for Sprintf, its format): the term
// stdCall gives that fmt call.
func (w *walker) panicMessage(st *state, cc *ssa.CallCommon, sprint string) *smt.Term {
	args := cc.Args
	if cc.StaticCallee().Signature.Recv() != nil {
		args = args[1:]
	}
	var terms []*smt.Term
	for j, a := range args {
		if j == len(args)-1 {
			elems, ok := variadicElems(a)
			if !ok {
				return w.fresh(st, "panicmsg", smt.String)
			}
			for _, e := range elems {
				if !w.formattedValue(e) {
					return w.fresh(st, "panicmsg", smt.String)
				}
				terms = append(terms, w.value(st, e))
			}
			continue
		}
		terms = append(terms, w.value(st, a))
	}
	return w.model.Func(variadicName("std!fmt."+sprint, len(terms))+"!0", smt.String, terms...)
}

// variadicName is the name of a variadic function's uninterpreted
// function of n arguments: name#n (the witness's evaluation drops #n).
func variadicName(name string, n int) string {
	return name + "#" + itoa(n)
}

// exit ends the path with the program's exit: deferred calls do not run.
func (w *walker) exit(st *state, pos token.Pos) {
	if recovering(st) {
		w.refuse(pos, "log.Fatal in a method fmt runs: not supported")
		return
	}
	st.defers = nil
	w.finish(st, true, []*smt.Term{w.runtimePanic("exit")}, pos)
}

// outputValue binds the results of a value call of the output packages:
// functions of the arguments when none can reach memory, else fresh; a
// logger is never nil.
func (w *walker) outputValue(st *state, in *ssa.Call, obj *types.Func) {
	cc := in.Common()
	fc := &fnCall{name: "std!" + obj.FullName(), sig: obj.Signature(), noPanic: true}
	for _, a := range cc.Args {
		v := w.value(st, a)
		fc.args = append(fc.args, v)
		fc.havoc = fc.havoc || w.reaches(a, v) && !w.formattedValue(a)
	}
	out := w.fnResults(st, fc, in)
	switch {
	case len(out) == 1:
		w.nameAs(out[0], in)
		st.env[in] = out[0]
	case len(out) > 1:
		st.tuples[in] = out
	}
	if _, isPtr := in.Type().(*types.Pointer); isPtr && len(out) == 1 {
		st.nonnil[in] = true
		st.facts = append(st.facts, smt.Not(smt.Eq(out[0], w.nilOf(in.Type()))))
	}
}

// havocResults gives the results of an output event (fmt.Println's count
// and error) fresh values: they depend on the writer.
func (w *walker) havocResults(st *state, in *ssa.Call) {
	switch r := in.Type().(type) {
	case *types.Tuple:
		var out []*smt.Term
		for j := range r.Len() {
			v := w.fresh(st, "out", w.model.Sort(r.At(j).Type()))
			w.setName(v.Op, w.resultName(in, j))
			out = append(out, v)
		}
		if r.Len() > 0 {
			st.tuples[in] = out
		}
	default:
		st.env[in] = w.havoc(st, in)
	}
}
