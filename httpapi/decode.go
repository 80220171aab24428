package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime"
	"net"
	"net/http"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/go-playground/validator/v10"
)

// decode reads a JSON request body into dst, a pointer to a wire struct.
// It is the only way a body is read:
//
//  1. the Content-Type must be application/json, with no Content-Encoding
//     but identity (415);
//  2. the body must fit in cfg.MaxBodyBytes (413);
//  3. it must nest no deeper than cfg.MaxDepth (400; limits.go);
//  4. it must be exactly one JSON value (400);
//  5. no object may name a key twice (422);
//  6. every field must be known and of the right JSON type (400);
//  7. its lists and strings must be within cfg's limits (422; limits.go);
//  8. no string may hold a control character (422; limits.go);
//  9. the struct's validate tags must hold (422).
//
// Each step reports every error it finds, with a JSON Pointer to the field.
// The check requests are first read in one pass that makes the same checks
// (fastdecode.go); steps 3-9 run one by one only on a body it does not take.
func decode(w http.ResponseWriter, r *http.Request, cfg Config, dst any) error {
	if err := checkMediaType(r.Header.Get("Content-Type")); err != nil {
		return err
	}
	if err := checkContentEncoding(r.Header.Values("Content-Encoding")); err != nil {
		return err
	}
	limit := cfg.MaxBodyBytes
	if r.ContentLength > limit {
		return fail(codeTooLarge, "the body is over the limit of %d bytes", limit)
	}
	if !cfg.admission.couldDecode(r.ContentLength) { // admission.go: no need to read it to refuse it
		return cfg.admission.busyDecoding()
	}
	if st := stateOf(r.Context()); st != nil {
		st.bodyRead = true // a client that waited for 100 Continue now sends the body (lingerOnBody)
	}
	// Room for the announced length, up to preallocBytes: a client that
	// announces a megabyte and sends it a byte a second gets memory as its
	// bytes arrive, not before. The room for one more read (bytes.MinRead)
	// is the read that finds the end: without it, ReadFrom would grow the
	// buffer to twice the body only to find that there is nothing more.
	// The buffer is kept from one request to the next (bodyBuffers): what
	// is decoded from it never keeps a part of it (a string of the fast
	// reader is a copy of its own, or a part of its room for ids).
	buf := bodyBuffers.Get().(*bytes.Buffer)
	defer putBodyBuffer(buf)
	buf.Grow(int(min(max(512, r.ContentLength+bytes.MinRead), preallocBytes)))
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		return readError(err, limit)
	}
	body := buf.Bytes()
	release, err := cfg.admission.decoding(len(body)) // admission.go: decoding a large body is costly work
	if err != nil {
		return err
	}
	defer release()
	if fast, ok := dst.(fastRequest); ok {
		if decodeFast(body, cfg, fast) { // fastdecode.go: steps 3-9 in one pass
			return nil
		}
		reflect.ValueOf(dst).Elem().SetZero() // encoding/json would read into what the scanner left
	}
	return decodeChecked(body, cfg, dst)
}

// decodeChecked is decode's steps 3-9, one by one, each finding every
// error of its kind.
func decodeChecked(body []byte, cfg Config, dst any) error {
	if err := checkDepth(body, cfg.MaxDepth); err != nil {
		return err
	}

	// A generic pass finds syntax errors and trailing data, then checks the
	// value's shape against dst's type so that every wrong field is reported
	// with its pointer; encoding/json stops at the first.
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return malformed("", syntaxDetail(err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return malformed("", fmt.Sprintf("unexpected data after the JSON value at byte %d", dec.InputOffset()))
	}
	if dups := checkDuplicateKeys(body); len(dups) > 0 {
		return &requestError{code: codeInvalid, errors: dups}
	}
	var shape []ProblemError
	checkShape(tree, reflect.TypeOf(dst).Elem(), "", &shape)
	if len(shape) > 0 {
		return &requestError{code: codeMalformed, errors: shape}
	}
	var over []ProblemError
	checkLimits(tree, "", "", cfg.limits(), &over)
	if len(over) > 0 {
		return &requestError{code: codeOverLimit, errors: over}
	}
	var ctrl []ProblemError
	checkControls(tree, &ctrl)
	if len(ctrl) > 0 {
		return &requestError{code: codeInvalid, errors: ctrl}
	}

	dec = json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		// checkShape should have caught this; report it rather than guess.
		return malformed("", err.Error())
	}

	if err := validate.Struct(dst); err != nil {
		return invalid(err)
	}
	return nil
}

// preallocBytes is the most room made for a body before its bytes arrive.
const preallocBytes = 64 << 10

// bodyBuffers are the buffers request bodies are read into, reused from
// one request to the next.
var bodyBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// putBodyBuffer gives buf back for another body, unless it grew past
// preallocBytes: a rare large body does not keep its memory in the pool.
func putBodyBuffer(buf *bytes.Buffer) {
	if buf.Cap() <= preallocBytes {
		buf.Reset()
		bodyBuffers.Put(buf)
	}
}

// readError says why a body could not be read, without the socket
// addresses a network error carries.
func readError(err error, limit int64) error {
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return fail(codeTooLarge, "the body is over the limit of %d bytes", limit)
	}
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() || errors.Is(err, os.ErrDeadlineExceeded) {
		return fail(codeMalformed, "the body did not arrive within the time the server gives a request (its read timeout)")
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return fail(codeMalformed, "the body ended before the length its headers announced")
	}
	return fail(codeMalformed, "the body could not be read: the connection failed while it was sent")
}

// checkContentEncoding accepts a body sent as it is: no Content-Encoding,
// or identity. A compressed body is refused by name, not read as JSON.
func checkContentEncoding(values []string) error {
	for _, v := range values {
		for enc := range strings.SplitSeq(v, ",") {
			if enc = strings.TrimSpace(enc); enc != "" && !strings.EqualFold(enc, "identity") {
				return fail(codeMediaType, "Content-Encoding %q is not supported; send the body uncompressed", enc)
			}
		}
	}
	return nil
}

// checkDuplicateKeys finds every object that names a key twice, at any
// depth, in a body already known to be one JSON value: encoding/json would
// keep the last silently, and a judge must not guess which the client
// meant. Each duplicate is reported at its pointer.
func checkDuplicateKeys(body []byte) []ProblemError {
	// A frame is an object or array being read. The keys of the objects
	// open are slices of body (escaped ones decoded) kept in one list, each
	// object's from its first; an object with many keys gets a set. The
	// pointer is only built for a duplicate.
	type frame struct {
		obj       bool
		expectKey bool
		key       []byte // the current key of an object
		index     int    // the current index of an array
		first     int    // where the object's keys start in keys
		set       map[string]bool
	}
	const manyKeys = 32
	var (
		stack []frame
		keys  [][]byte
		errs  []ProblemError
	)
	pointer := func() string {
		var b strings.Builder
		for _, f := range stack {
			b.WriteByte('/')
			if f.obj {
				b.WriteString(escapePointer(string(f.key)))
			} else {
				b.WriteString(strconv.Itoa(f.index))
			}
		}
		return b.String()
	}
	for i := 0; i < len(body); i++ {
		switch c := body[i]; c {
		case '"':
			j, escaped := i+1, false
			for ; j < len(body); j++ {
				if body[j] == '\\' {
					escaped = true
					j++
				} else if body[j] == '"' {
					break
				}
			}
			if n := len(stack); n > 0 && stack[n-1].obj && stack[n-1].expectKey {
				f := &stack[n-1]
				key := body[i+1 : j]
				if escaped {
					var k string
					json.Unmarshal(body[i:j+1], &k) // valid JSON: it decodes
					key = []byte(k)
				}
				var seen bool
				if f.set != nil {
					seen = f.set[string(key)]
				} else {
					seen = slices.ContainsFunc(keys[f.first:], func(k []byte) bool { return bytes.Equal(k, key) })
				}
				f.key, f.expectKey = key, false
				switch {
				case seen:
					errs = append(errs, ProblemError{Pointer: pointer(),
						Detail: fmt.Sprintf("the key %q appears more than once in this object; each may appear once", key)})
				case f.set != nil:
					f.set[string(key)] = true
				case len(keys)-f.first < manyKeys:
					keys = append(keys, key)
				default:
					f.set = map[string]bool{string(key): true}
					for _, k := range keys[f.first:] {
						f.set[string(k)] = true
					}
				}
			}
			i = j
		case '{', '[':
			stack = append(stack, frame{obj: c == '{', expectKey: c == '{', first: len(keys)})
		case '}', ']':
			if n := len(stack); n > 0 {
				keys = keys[:stack[n-1].first]
				stack = stack[:n-1]
			}
		case ',':
			if n := len(stack); n > 0 {
				if stack[n-1].obj {
					stack[n-1].expectKey = true
				} else {
					stack[n-1].index++
				}
			}
		}
	}
	return errs
}

func malformed(pointer, detail string) *requestError {
	return &requestError{code: codeMalformed, errors: []ProblemError{{Pointer: pointer, Detail: detail}}}
}

// checkMediaType accepts application/json, with or without charset=utf-8.
func checkMediaType(header string) error {
	switch header {
	case "application/json":
		return nil // what clients send, taken without parsing it
	case "":
		return fail(codeMediaType, "Content-Type must be application/json; none was sent")
	}
	mt, params, err := mime.ParseMediaType(header)
	if err != nil || mt != "application/json" {
		return fail(codeMediaType, "Content-Type must be application/json, not %q", header)
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") {
		return fail(codeMediaType, "the body must be UTF-8, not %q", cs)
	}
	return nil
}

func syntaxDetail(err error) string {
	if errors.Is(err, io.EOF) {
		return "the body is empty; want a JSON object"
	}
	if se, ok := errors.AsType[*json.SyntaxError](err); ok {
		return fmt.Sprintf("not JSON: %v (at byte %d)", se, se.Offset)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "not JSON: the body ends in the middle of a value"
	}
	return "not JSON: " + err.Error()
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// checkShape compares a value decoded with UseNumber against the Go type it
// will be decoded into, and appends an error for every unknown field and
// every value of the wrong JSON type. null is accepted anywhere, as
// encoding/json accepts it; required fields are the validator's business.
func checkShape(v any, t reflect.Type, ptr string, errs *[]ProblemError) {
	if v == nil {
		return
	}
	add := func(detail string) {
		*errs = append(*errs, ProblemError{Pointer: ptr, Detail: detail})
	}
	if reflect.PointerTo(t).Implements(unmarshalerType) {
		raw, _ := json.Marshal(v) // v came from JSON; it marshals back
		if err := reflect.New(t).Interface().(json.Unmarshaler).UnmarshalJSON(raw); err != nil {
			if inner, ok := errors.AsType[innerErrors](err); ok { // errors inside the value (scryfall.go)
				for _, e := range inner {
					*errs = append(*errs, ProblemError{Pointer: ptr + e.Pointer, Detail: e.Detail})
				}
				return
			}
			add(err.Error())
		}
		return
	}
	switch t.Kind() {
	case reflect.Pointer:
		checkShape(v, t.Elem(), ptr, errs)
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			add("must be an object")
			return
		}
		fields := jsonFields(t)
		for _, key := range slices.Sorted(maps.Keys(obj)) {
			f, ok := fields[key]
			if !ok {
				*errs = append(*errs, ProblemError{
					Pointer: ptr + "/" + escapePointer(key),
					Detail:  fmt.Sprintf("unknown field %q", key),
				})
				continue
			}
			checkShape(obj[key], f, ptr+"/"+escapePointer(key), errs)
		}
	case reflect.Slice:
		arr, ok := v.([]any)
		if !ok {
			add("must be an array")
			return
		}
		for i, e := range arr {
			checkShape(e, t.Elem(), ptr+"/"+strconv.Itoa(i), errs)
		}
	case reflect.Map: // string keys: counters
		obj, ok := v.(map[string]any)
		if !ok {
			add("must be an object")
			return
		}
		for _, key := range slices.Sorted(maps.Keys(obj)) {
			checkShape(obj[key], t.Elem(), ptr+"/"+escapePointer(key), errs)
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			add("must be a string")
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			add("must be true or false")
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := v.(json.Number)
		if !ok {
			add("must be an integer")
			return
		}
		if _, err := strconv.ParseInt(n.String(), 10, t.Bits()); err != nil {
			add(fmt.Sprintf("must be an integer, not %s", n))
		}
	default:
		panic(fmt.Sprintf("httpapi: checkShape: unsupported wire type %v", t))
	}
}

// jsonFields maps the JSON names of a struct's fields to their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	out := make(map[string]reflect.Type, t.NumField())
	for f := range t.Fields() {
		if name := jsonName(f); name != "" && f.IsExported() {
			out[name] = f.Type
		}
	}
	fieldCache.Store(t, out)
	return out
}

// fieldCache holds jsonFields' answer per wire type: the types are fixed,
// so each is reflected once, not on every request.
var fieldCache sync.Map

// jsonName is a field's name on the wire, "" when it has none.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	switch name {
	case "-":
		return ""
	case "":
		return f.Name
	}
	return name
}

var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

func escapePointer(s string) string { return pointerEscaper.Replace(s) }

// validate checks the validate tags of wire types, naming fields by their
// JSON names.
var validate = func() *validator.Validate {
	v := validator.New(validator.WithRequiredStructEnabled())
	v.RegisterTagNameFunc(jsonName)
	return v
}()

// invalid turns validator errors into a 422 listing every failed field.
func invalid(err error) error {
	verrs, ok := errors.AsType[validator.ValidationErrors](err)
	if !ok {
		return err // a bug in a validate tag: an internal error
	}
	re := &requestError{code: codeInvalid}
	for _, fe := range verrs {
		re.errors = append(re.errors, ProblemError{
			Pointer: namespacePointer(fe.Namespace()),
			Detail:  validationDetail(fe),
		})
	}
	return re
}

// namespacePointer turns a validator namespace such as
// "AttackCheckRequest.board.players[0].id" into "/board/players/0/id".
func namespacePointer(ns string) string {
	parts := strings.Split(ns, ".")[1:] // drop the root type's name
	var b strings.Builder
	for _, part := range parts {
		name, rest, _ := strings.Cut(part, "[")
		b.WriteString("/" + escapePointer(name))
		for rest != "" {
			var idx string
			idx, rest, _ = strings.Cut(rest, "]")
			b.WriteString("/" + escapePointer(idx))
			rest = strings.TrimPrefix(rest, "[")
		}
	}
	return b.String()
}

func validationDetail(fe validator.FieldError) string {
	switch fe.Tag() {
	case "required":
		return fmt.Sprintf("%q is required", fe.Field())
	}
	return fmt.Sprintf("%q fails the %q check", fe.Field(), fe.Tag())
}
