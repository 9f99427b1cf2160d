// This file prints SMT terms of the encoding as Go: operators by Go's
// (a signed and an unsigned bit-vector comparison print alike: the
// operands' Go types carry the signedness), the
// encoding's constants and functions by the Go expressions they stand for
// (Func.Names, goname.go; the value model's constructors and selectors),
// literals as Go literals. Reports, witnesses and `snowflake explain`
// print every term through it: no encoding name reaches a user.

package paths

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// Go prints t, a term of f's paths, as a Go expression.
func (f *Func) Go(t *smt.Term) string {
	p := GoPrinter{Names: f.Names, Model: f.Model}
	return p.Print(t)
}

// A GoPrinter prints terms as Go, naming constants and functions by Names
// (and, for the value model's datatypes, by Model when set).
type GoPrinter struct {
	Names map[string]string
	Model *values.Model
}

// Print prints t as a Go expression.
func (p GoPrinter) Print(t *smt.Term) string {
	switch t.Kind {
	case smt.Literal:
		return GoLiteral(t)
	case smt.Var:
		return p.constant(t.Op)
	}
	return p.app(t)
}

var infix = map[string]string{
	"and": "&&", "or": "||", "=": "==", "distinct": "!=",
	"bvadd": "+", "bvsub": "-", "bvmul": "*", "bvsdiv": "/", "bvudiv": "/", "bvsrem": "%", "bvurem": "%", "bvsmod": "%",
	"bvand": "&", "bvor": "|", "bvxor": "^", "bvshl": "<<", "bvlshr": ">>", "bvashr": ">>",
	"bvslt": "<", "bvsle": "<=", "bvsgt": ">", "bvsge": ">=", "bvult": "<", "bvule": "<=", "bvugt": ">", "bvuge": ">=",
	"+": "+", "-": "-", "*": "*", "div": "/", "mod": "%", "<": "<", "<=": "<=", ">": ">", ">=": ">=",
	"str.++": "+", "str.<": "<", "str.<=": "<=",
	"fp.add": "+", "fp.sub": "-", "fp.mul": "*", "fp.div": "/", "fp.lt": "<", "fp.leq": "<=", "fp.gt": ">", "fp.geq": ">=", "fp.eq": "==",
}

var calls = map[string]string{
	"str.len": "len", "str.contains": "strings.Contains", "str.indexof": "strings.Index",
	"str.prefixof": "strings.HasPrefix", "str.suffixof": "strings.HasSuffix",
	"fp.abs": "math.Abs", "fp.sqrt": "math.Sqrt", "fp.isNaN": "math.IsNaN", "fp.isInfinite": "math.IsInf",
}

func (p GoPrinter) app(t *smt.Term) string {
	op := strings.Trim(t.Op, "|")
	args := make([]string, len(t.Args))
	for i, a := range t.Args {
		args[i] = p.Print(a)
	}
	if s, ok := p.builtin(op, t, args); ok {
		return s
	}
	if s, ok := p.named(op, args); ok {
		return s
	}
	return goCallName(op) + "(" + strings.Join(args, ", ") + ")"
}

// builtin prints the theories' operators.
func (p GoPrinter) builtin(op string, t *smt.Term, args []string) (string, bool) {
	if o, ok := infix[op]; ok && (len(args) == 2 || len(args) > 2 && o != "!=" && o != "==") {
		parts := make([]string, len(args))
		for i, a := range args {
			parts[i] = paren(a)
		}
		return strings.Join(parts, " "+o+" "), true
	}
	if op == "str.replace" && len(args) == 3 { // the first occurrence
		return "strings.Replace(" + strings.Join(args, ", ") + ", 1)", true
	}
	if fn, ok := calls[op]; ok {
		if (op == "str.prefixof" || op == "str.suffixof") && len(args) == 2 {
			args[0], args[1] = args[1], args[0]
		}
		return fn + "(" + strings.Join(args, ", ") + ")", true
	}
	if s, ok := valueOps(op, args); ok {
		return s, true
	}
	switch {
	case op == "not" && len(args) == 1:
		if len(t.Args) == 1 && t.Args[0].Kind == smt.App && t.Args[0].Op == "=" && len(args) == 1 {
			return strings.Replace(args[0], " == ", " != ", 1), true
		}
		return "!" + paren(args[0]), true
	case op == "=>" && len(args) == 2:
		return "if " + args[0] + " then " + args[1], true
	case op == "ite" && len(args) == 3:
		return "(" + args[1] + " if " + args[0] + ", else " + args[2] + ")", true
	case (op == "bvneg" || op == "-" || op == "fp.neg") && len(args) == 1:
		return "-" + paren(args[0]), true
	case op == "bvnot" && len(args) == 1:
		return "^" + paren(args[0]), true
	case op == "select" && len(args) == 2:
		return paren(args[0]) + "[" + args[1] + "]", true
	case op == "store" && len(args) == 3:
		return paren(args[0]) + " with [" + args[1] + "] = " + args[2], true
	case op == "str.at" && len(args) == 2:
		return paren(args[0]) + "[" + args[1] + ":" + paren(args[1]) + "+1]", true
	case op == "str.substr" && len(args) == 3:
		return paren(args[0]) + "[" + args[1] + ":" + paren(args[1]) + "+" + paren(args[2]) + "]", true
	case strings.HasPrefix(op, "(_ is ") && len(args) == 1:
		return paren(args[0]) + " is " + Article(isName(strings.TrimSuffix(strings.TrimPrefix(op, "(_ is "), ")"))), true
	case strings.HasPrefix(op, "(_ extract ") || strings.HasPrefix(op, "(_ zero_extend ") || strings.HasPrefix(op, "(_ sign_extend "):
		prefix := "uint"
		if strings.Contains(op, "sign_extend") {
			prefix = "int"
		}
		return fmt.Sprintf("%s%d(%s)", prefix, t.Sort.Width, strings.Join(args, ", ")), true
	case strings.HasPrefix(op, "(_ to_fp ") || strings.HasPrefix(op, "(_ fp.to_"):
		return "convert(" + strings.Join(args, ", ") + ")", true
	}
	return "", false
}

// valueOps prints the value model's definitions (values/any.go).
func valueOps(op string, args []string) (string, bool) {
	switch {
	case op == "anynil" && len(args) == 0:
		return "nil", true
	case op == "goeq" && len(args) == 2:
		return paren(args[0]) + " == " + paren(args[1]), true
	case op == "eqpanics" && len(args) == 2:
		return paren(args[0]) + " == " + paren(args[1]) + " panics", true
	case op == "hashpanics" && len(args) == 1:
		return "hashing " + args[0] + " panics", true
	case op == "typeof" && len(args) == 1:
		return "the dynamic type of " + args[0], true
	}
	return "", false
}

// named prints the encoding's functions by the Go they stand for.
func (p GoPrinter) named(op string, args []string) (string, bool) {
	if g, ok := p.Names[op]; ok {
		if strings.HasPrefix(g, ".") && len(args) == 1 { // a field of its argument
			return paren(args[0]) + g, true
		}
		if len(args) == 0 {
			return g, true
		}
		return g + "(" + strings.Join(args, ", ") + ")", true
	}
	if p.Model != nil {
		if g, isMake, ok := p.Model.Selector(op); ok && (isMake || len(args) == 1) {
			if isMake {
				return g + "{" + strings.Join(args, ", ") + "}", true
			}
			return paren(args[0]) + g, true
		}
	}
	return encoded(op, args)
}

// encoded prints the encoding's function families by their prefix.
func encoded(op string, args []string) (string, bool) {
	kind, rest, _ := strings.Cut(op, "!")
	switch {
	case kind == "box" && len(args) == 1:
		return args[0], true
	case kind == "unbox" && len(args) == 1:
		return paren(args[0]) + ".(" + afterIndex(rest) + ")", true
	case kind == "len" && len(args) == 1:
		return "len(" + args[0] + ")", true
	case kind == "present" && len(args) == 1:
		return args[0], true
	case kind == "val" && len(args) == 1:
		return args[0], true
	case kind == "fn" || kind == "std":
		return goFunc(rest, args), true
	case kind == "cb":
		return "the callback " + goFunc(rest, args), true
	case kind == "panic":
		return GoPrinter{}.constant(op), true
	case (kind == "binop" || kind == "cmp") && len(args) == 2:
		o, _, _ := strings.Cut(rest, "!")
		return paren(args[0]) + " " + o + " " + paren(args[1]), true
	case kind == "unop" && len(args) == 1:
		o, _, _ := strings.Cut(rest, "!")
		return o + paren(args[0]), true
	case kind == "make" && strings.HasPrefix(rest, "panics!"):
		return "make(" + strings.Join(args, ", ") + ") panics", true
	case (kind == "convert" || kind == "outofrange" || kind == "nan" || kind == "fused") && len(args) > 0:
		return "a conversion or float operation of " + strings.Join(args, ", "), true
	case kind == "multibyte" && len(args) == 2:
		return "the " + afterIndex(rest) + " at " + args[1] + " of " + args[0], true
	case kind == "eq" && len(args) == 2:
		return paren(args[0]) + " == " + paren(args[1]), true
	case kind == "slice2arrayptr" && len(args) == 1:
		t := afterIndex(strings.TrimPrefix(strings.TrimPrefix(rest, "panics!"), "T!"))
		if strings.HasPrefix(rest, "panics!") {
			return "(" + t + ")(" + args[0] + ") panics", true
		}
		return "(" + t + ")(" + args[0] + ")", true
	case kind == "rangekey" && len(args) == 2:
		return "key " + args[1] + " of " + args[0], true
	case kind == "rangeval" && len(args) == 2:
		return "value " + args[1] + " of " + args[0], true
	}
	return "", false
}

// goFunc prints an application of a functional helper or standard
// function, named by its full name, result j: "fn!(*p.T).f!0".
func goFunc(rest string, args []string) string {
	name, j := rest, ""
	if i := strings.LastIndex(rest, "!"); i >= 0 {
		name, j = rest[:i], rest[i+1:]
	}
	// A variadic function's arity (variadicName); errors.As's terms (errorsas.go).
	name, _, _ = strings.Cut(name, "#")
	if target, ok := strings.CutPrefix(name, "errors.As!"); ok {
		call := "errors.As(" + strings.Join(args, ", ") + ", &(" + ShortName(target) + " variable))"
		if j == "val" {
			return "what " + call + " stores"
		}
		name, args = "", []string{call}
	}
	call := ShortName(name) + "(" + strings.Join(args, ", ") + ")"
	if name == "" {
		call = args[0]
	}
	if n, err := strconv.Atoi(j); err == nil && n > 0 {
		return nth(n) + " result of " + call
	}
	if j == "panics" {
		return call + " panics"
	}
	if j == "panicval" {
		return "the panic value of " + call
	}
	return call
}

// constant names a declared constant: its recorded Go name, an input by
// its parameter name, or, with no name, in words.
func (p GoPrinter) constant(op string) string {
	op = strings.Trim(op, "|")
	if g, ok := p.Names[op]; ok && !strings.HasPrefix(g, ".") {
		return g
	}
	kind, rest, _ := strings.Cut(op, "!")
	switch kind {
	case "in":
		return afterIndex(rest)
	case "constglobal":
		return lastDot(rest)
	case "global":
		return "&" + lastDot(rest)
	case "const":
		return afterIndex(rest)
	case "zero": // opaque sorts only: pointers, maps, slices, channels, funcs
		return "nil"
	case "l":
		n, _, _ := strings.Cut(rest, "!")
		return "value #" + n
	case "panic":
		kind, _, _ := strings.Cut(rest, "!")
		if s, ok := runtimeErrors[kind]; ok {
			return "a run-time error (" + s + ")"
		}
		return "a run-time error"
	}
	if p.Names == nil && !strings.Contains(op, "!") {
		return op
	}
	return goCallName(op)
}

// runtimeErrors say what each kind of run-time panic is.
var runtimeErrors = map[string]string{
	"divide": "integer divide by zero", "index": "index out of range", "makesize": "make with a size out of range",
	"negativeshift": "negative shift amount", "nilderef": "nil pointer dereference", "slice": "slice bounds out of range",
	"slice2arrayptr": "slice shorter than the array", "uncomparable": "comparing uncomparable values",
	"unhashable": "hash of an unhashable key", "typeassert": "interface conversion",
	"closenil": "close of nil channel", "closeclosed": "close of closed channel",
	"sendclosed": "send on closed channel", "makechan": "makechan: size out of range",
	"nilmap": "assignment to entry in nil map",
}

// goCallName is a last resort for a name the printer does not know: its
// last word, without the encoding's separators.
func goCallName(op string) string {
	if !strings.Contains(op, "!") {
		return op
	}
	parts := strings.Split(op, "!")
	for i := len(parts) - 1; i >= 0; i-- {
		if _, err := strconv.Atoi(parts[i]); err != nil && parts[i] != "" {
			return parts[i]
		}
	}
	return "value"
}

// afterIndex drops a leading "N!" from s.
func afterIndex(s string) string {
	if i := strings.Index(s, "!"); i >= 0 {
		if _, err := strconv.Atoi(s[:i]); err == nil {
			return s[i+1:]
		}
	}
	return s
}

func lastDot(s string) string {
	if i := strings.LastIndex(s, "."); i >= 0 {
		return s[i+1:]
	}
	return s
}

func isName(c string) string {
	c = strings.Trim(c, "|")
	kind, rest, _ := strings.Cut(c, "!")
	if kind == "box" {
		return afterIndex(rest)
	}
	return goCallName(c)
}

// GoLiteral prints a literal as Go: bit-vectors in decimal (negative when
// small below zero as a signed number), strings quoted.
func GoLiteral(t *smt.Term) string {
	s := t.Op
	switch {
	case s == "true" || s == "false":
		return s
	case strings.HasPrefix(s, `"`):
		v, err := smt.StringValue(s)
		if err != nil {
			return s
		}
		return strconv.Quote(v)
	case strings.HasPrefix(s, "(- "):
		return "-" + strings.TrimSuffix(strings.TrimPrefix(s, "(- "), ")")
	}
	n, w, ok := smt.BVValue(s)
	if !ok {
		return s
	}
	half := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	if w > 1 && n.Cmp(half) >= 0 {
		neg := new(big.Int).Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		if new(big.Int).Neg(neg).Cmp(big.NewInt(1<<20)) <= 0 {
			return neg.String()
		}
	}
	return n.String()
}

// Article puts "a" or "an" before a word, by its first letter (a vowel
// letter takes "an"): "an atomic.Int64", "a sync.Map".
func Article(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// GoSort says in Go what values of sort s are: "bool", "a 64-bit
// integer", "any", "map[any]any" (a map's state: each key absent or
// present with a value), or, for a declared sort, the Go type it stands
// for ("*T").
func GoSort(s smt.Sort) string {
	switch s.Kind {
	case smt.KindBool:
		return "bool"
	case smt.KindBV:
		return fmt.Sprintf("a %d-bit integer", s.Width)
	case smt.KindInt:
		return "an integer"
	case smt.KindString:
		return "string"
	case smt.KindArray:
		return "map[" + GoSort(*s.Dom) + "]" + GoSort(*s.Rng)
	}
	switch s.Name {
	case values.AnySort.Name, "Entry":
		return "any"
	}
	parts := strings.Split(s.Name, "!")
	if len(parts) > 1 && strings.HasPrefix(parts[len(parts)-1], "*") { // a pointer to a type parameter's type
		return "*" + parts[0]
	}
	return parts[0]
}
