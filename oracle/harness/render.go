// This file renders values as Go: strings quoted, integers of types other
// than int and floats converted (int32(1), float64(1.5)), fresh pointers
// as &T{...}, the pointers the driver supplies by name (&T#1), panics as
// panic(...), times and locations as rendertime.go says. Renderings are
// stable from run to run: no addresses.

package harness

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// renderer renders values, naming the known pointers.
type renderer struct {
	names map[ptrKey]string
	brief bool // stand-ins other than the static objects as new(T): their state is the run's last
}

func renderPlain(v any) string { return (&renderer{}).value(v) }

func typeName(v any) string {
	if v == nil {
		return "nil"
	}
	return reflect.TypeOf(v).String()
}

func (r *renderer) value(v any) string {
	var b strings.Builder
	r.write(&b, addressable(reflect.ValueOf(v)), 0)
	return b.String()
}

func (r *renderer) values(vs []any) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = r.value(v)
	}
	return strings.Join(parts, ", ")
}

// panicValue renders a recovered panic.
func (r *renderer) panicValue(p any) string {
	if e, ok := p.(error); ok {
		return "panic: " + e.Error()
	}
	return "panic(" + r.value(p) + ")"
}

func (r *renderer) write(b *strings.Builder, v reflect.Value, depth int) {
	if !v.IsValid() {
		b.WriteString("nil")
		return
	}
	t := v.Type()
	if special(b, v) {
		return
	}
	switch v.Kind() {
	case reflect.String:
		r.conv(b, t, "string", strconv.Quote(v.String()))
	case reflect.Bool:
		r.conv(b, t, "bool", strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		r.conv(b, t, "int", strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		r.conv(b, t, "", strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		r.conv(b, t, "", strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case reflect.Complex64, reflect.Complex128:
		r.conv(b, t, "", strconv.FormatComplex(v.Complex(), 'g', -1, 128))
	case reflect.Interface:
		r.write(b, v.Elem(), depth)
	case reflect.Pointer:
		r.pointer(b, v, depth)
	case reflect.Struct:
		if r.standIn(b, v, depth) {
			return
		}
		if t == mapType {
			b.WriteString("sync.Map")
			r.write(b, v.Field(0), depth)
			return
		}
		r.structure(b, v, depth)
	case reflect.Slice, reflect.Array:
		r.elems(b, v, depth)
	case reflect.Map:
		r.mapping(b, v, depth)
	default: // chan, func, unsafe.Pointer
		if v.IsNil() {
			fmt.Fprintf(b, "%s(nil)", t)
		} else {
			b.WriteString(t.String())
		}
	}
}

var (
	mapType    = reflect.TypeOf(Map{})
	objectType = reflect.TypeFor[object]()
)

// conv writes lit, converted to t unless t is the literal's default type.
func (r *renderer) conv(b *strings.Builder, t reflect.Type, def, lit string) {
	if t.String() == def {
		b.WriteString(lit)
		return
	}
	fmt.Fprintf(b, "%s(%s)", t, lit)
}

func (r *renderer) pointer(b *strings.Builder, v reflect.Value, depth int) {
	if v.IsNil() {
		fmt.Fprintf(b, "%s(nil)", v.Type())
		return
	}
	if name, ok := r.names[ptrKey{v.Type(), v.Pointer()}]; ok {
		b.WriteString(name)
		return
	}
	if r.brief && v.Type().Implements(objectType) {
		b.WriteString("new(" + reflect.Zero(v.Type()).Interface().(object).kind().name() + ")")
		return
	}
	if v.Type() == shimStateType {
		st := (*shimState)(v.UnsafePointer())
		if st.static && st.name != "" {
			b.WriteString(st.name)
		} else if st.static {
			b.WriteString("the base object")
		} else {
			b.WriteString(r.state(st.model.m))
		}
		return
	}
	b.WriteByte('&')
	if depth > 3 {
		b.WriteString("...")
		return
	}
	r.write(b, v.Elem(), depth+1)
}

func (r *renderer) structure(b *strings.Builder, v reflect.Value, depth int) {
	b.WriteString(v.Type().String())
	b.WriteByte('{')
	first := true
	for i := 0; i < v.NumField(); i++ {
		if marker(v.Type().Field(i)) {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(v.Type().Field(i).Name + ": ")
		r.write(b, v.Field(i), depth+1)
	}
	b.WriteByte('}')
}

func (r *renderer) elems(b *strings.Builder, v reflect.Value, depth int) {
	if v.Kind() == reflect.Slice && v.IsNil() {
		fmt.Fprintf(b, "%s(nil)", v.Type())
		return
	}
	b.WriteString(v.Type().String())
	b.WriteByte('{')
	for i := 0; i < v.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		r.write(b, v.Index(i), depth+1)
	}
	b.WriteByte('}')
}

func (r *renderer) mapping(b *strings.Builder, v reflect.Value, depth int) {
	if v.IsNil() {
		fmt.Fprintf(b, "%s(nil)", v.Type())
		return
	}
	var parts []string
	it := v.MapRange()
	for it.Next() {
		var e strings.Builder
		r.write(&e, it.Key(), depth+1)
		e.WriteString(": ")
		r.write(&e, it.Value(), depth+1)
		parts = append(parts, e.String())
	}
	sort.Strings(parts)
	fmt.Fprintf(b, "%s{%s}", v.Type(), strings.Join(parts, ", "))
}

// state renders a map state as {k: v, ...} in key order.
func (r *renderer) state(m map[any]any) string {
	return "{" + strings.Join(r.entries(m), ", ") + "}"
}

func (r *renderer) entries(m map[any]any) []string {
	s := &model{m: m}
	var parts []string
	for _, k := range s.keys() {
		if k == cell {
			parts = append(parts, r.value(m[k]))
			continue
		}
		parts = append(parts, r.value(k)+": "+r.value(m[k]))
	}
	return parts
}

// call renders c as Method(args).
func (r *renderer) call(c Call) string {
	return c.Method + "(" + r.values(c.Args) + ")"
}
