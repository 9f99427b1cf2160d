// This file renders the values a user reads differently from their
// fields: time.Time by its String method, *time.Location by name, the
// harness's stand-ins as the objects they stand for (atomic.Int64{5}),
// and struct fields that only mark a type (noCopy, _ fields) not at all.

package harness

import (
	"cmp"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unsafe"
)

var (
	timeType     = reflect.TypeOf(time.Time{})
	locationType = reflect.TypeOf(&time.Location{})
)

// special writes v when it is a time.Time or a *time.Location and reports
// whether it did.
func special(b *strings.Builder, v reflect.Value) bool {
	switch v.Type() {
	case timeType:
		t, ok := timeOf(v)
		if !ok {
			b.WriteString("time.Time{...}")
			return true
		}
		b.WriteString("time.Time(" + strconv.Quote(t.String()) + ")")
		return true
	case locationType:
		if v.IsNil() {
			b.WriteString("(*time.Location)(nil)")
			return true
		}
		loc := (*time.Location)(v.UnsafePointer())
		switch loc {
		case time.UTC:
			b.WriteString("time.UTC")
		case time.Local:
			b.WriteString("time.Local")
		default:
			b.WriteString("time.Location(" + strconv.Quote(loc.String()) + ")")
		}
		return true
	}
	return false
}

// timeOf returns the time v holds, when it can be read (v was reached
// through exported fields, or is addressable).
func timeOf(v reflect.Value) (time.Time, bool) {
	switch {
	case v.CanInterface():
		return v.Interface().(time.Time), true
	case v.CanAddr():
		return *(*time.Time)(unsafe.Pointer(v.UnsafeAddr())), true
	}
	return time.Time{}, false
}

// marker reports whether field f only marks its struct (noCopy, a blank
// field, padding): an unexported, empty struct, or a field named _.
func marker(f reflect.StructField) bool {
	return f.Name == "_" || !f.IsExported() && f.Type.Kind() == reflect.Struct && f.Type.Size() == 0
}

// addressable returns v, copied into a variable so that its fields can be
// read (timeOf) when it is not addressable already.
func addressable(v reflect.Value) reflect.Value {
	if !v.IsValid() || v.CanAddr() || !v.CanInterface() {
		return v
	}
	p := reflect.New(v.Type())
	p.Elem().Set(v)
	return p.Elem()
}

// standIn writes v when it is one of the harness's stand-ins for a
// modelled object, as that object: its name, then its state ("{}" when no
// run has bound it), and reports whether it did.
func (r *renderer) standIn(b *strings.Builder, v reflect.Value, depth int) bool {
	if !v.CanAddr() {
		return false
	}
	o, ok := reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Interface().(object)
	if !ok {
		return false
	}
	b.WriteString(o.kind().name())
	if st, ok := stateField(v, 0); ok && !st.IsNil() {
		if s := (*shimState)(st.UnsafePointer()); s.static {
			b.WriteString(" (" + cmp.Or(s.name, "the base object") + ")")
		} else {
			r.pointer(b, st, depth)
		}
		return true
	}
	b.WriteString("{}")
	return true
}

// stateField finds the *shimState of a stand-in among its fields.
func stateField(v reflect.Value, depth int) (reflect.Value, bool) {
	if v.Kind() != reflect.Struct || depth > 3 {
		return reflect.Value{}, false
	}
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		if f.Type() == shimStateType {
			return f, true
		}
		if st, ok := stateField(f, depth+1); ok {
			return st, true
		}
	}
	return reflect.Value{}, false
}
