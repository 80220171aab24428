package httpapi

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// The limits on what one request may hold keep a hostile or broken client
// from making the judge spend memory and time out of proportion to the
// request: the body's size (decode, 413), how deep it nests (checkDepth,
// 400, before anything is decoded), and how many items its lists and bytes
// its strings hold (checkLimits, 422). The solver's node budget and
// deadline bound the judging itself (rules.Options).

// checkDepth scans the body's bytes and fails as soon as arrays and objects
// nest deeper than max, so that a body of 100,000 nested arrays costs one
// pass over its bytes, not a recursive decode. Brackets inside strings
// don't count, and a string's escaped quote doesn't end it; syntax errors
// are left to the full decode, which reports them with their offset.
func checkDepth(body []byte, max int) error {
	depth, inString, escaped := 0, false, false
	for i, c := range body {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			if depth++; depth > max {
				return malformed("", fmt.Sprintf("the JSON nests deeper than %d arrays and objects (at byte %d)", max, i))
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return nil
}

// limits are the caps of Config on lists and strings.
type limits struct {
	permanents, abilities, items, stringBytes int
}

func (c Config) limits() limits {
	return limits{permanents: c.MaxPermanents, abilities: c.MaxAbilities, items: c.MaxItems, stringBytes: c.MaxStringBytes}
}

// checkLimits walks a decoded body (a tree of maps, lists, strings) and
// appends an error for each list with too many items and each string with
// too many bytes. A list over its limit is not looked into. The list named
// permanents has its own limit, so does each list named abilities; every
// other list has lim.items.
func checkLimits(v any, name, ptr string, lim limits, errs *[]ProblemError) {
	switch v := v.(type) {
	case string:
		if len(v) > lim.stringBytes {
			*errs = append(*errs, ProblemError{Pointer: ptr,
				Detail: fmt.Sprintf("a string may hold at most %d bytes; this one holds %d", lim.stringBytes, len(v))})
		}
	case []any:
		limit, what := lim.items, "items"
		switch name {
		case "permanents":
			limit, what = lim.permanents, "permanents"
		case "abilities":
			limit, what = lim.abilities, "abilities"
		}
		if len(v) > limit {
			*errs = append(*errs, ProblemError{Pointer: ptr,
				Detail: fmt.Sprintf("%q may list at most %d %s; it lists %d", name, limit, what, len(v))})
			return
		}
		for i, e := range v {
			checkLimits(e, name, ptr+"/"+strconv.Itoa(i), lim, errs)
		}
	case map[string]any:
		for _, key := range slices.Sorted(maps.Keys(v)) {
			sub := lim
			if key == "card" { // a Scryfall card object's oracle text and URIs run longer (scryfall.go)
				sub.stringBytes = max(lim.stringBytes, maxCardStringBytes)
			}
			checkLimits(v[key], key, ptr+"/"+escapePointer(key), sub, errs)
		}
	}
}

// checkControls walks a decoded body and appends an error for each string
// holding a control character: C0 (NUL, CR, LF, ESC, ...), DEL, C1, or a
// bidirectional control (U+202A-U+202E, U+2066-U+2069), which could make an
// id, a name or an ability read differently from what it is, in a log or in
// an answer that quotes it. Inside a Scryfall card object, a line feed
// separates lines, as Scryfall writes them (its oracle_text), and is taken.
func checkControls(v any, errs *[]ProblemError) {
	var path []any // keys (string) and indexes (int) down to v; a pointer is built only for an error
	var walk func(v any, inCard bool)
	walk = func(v any, inCard bool) {
		switch v := v.(type) {
		case string:
			if i, r, ok := controlChar(v, inCard); ok {
				*errs = append(*errs, ProblemError{Pointer: pathPointer(path),
					Detail: fmt.Sprintf("holds a control character (U+%04X) at byte %d; ids, names and ability texts may not", r, i)})
			}
		case []any:
			for i, e := range v {
				path = append(path, i)
				walk(e, inCard)
				path = path[:len(path)-1]
			}
		case map[string]any:
			for key, e := range v {
				path = append(path, key)
				walk(e, inCard || key == "card")
				path = path[:len(path)-1]
			}
		}
	}
	walk(v, false)
	slices.SortFunc(*errs, func(a, b ProblemError) int { return strings.Compare(a.Pointer, b.Pointer) })
}

// pathPointer is the JSON Pointer of a path of keys and indexes.
func pathPointer(path []any) string {
	var b strings.Builder
	for _, p := range path {
		b.WriteByte('/')
		switch p := p.(type) {
		case string:
			b.WriteString(escapePointer(p))
		case int:
			b.WriteString(strconv.Itoa(p))
		}
	}
	return b.String()
}

// controlChar finds the first control character of s; a line feed is
// allowed when lineFeed is.
func controlChar(s string, lineFeed bool) (int, rune, bool) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x20 && c < 0x7f {
			continue // printable ASCII: the common case, without decoding runes
		}
		for j, r := range s[i:] {
			switch {
			case r == '\n' && lineFeed:
			case r < 0x20, r >= 0x7f && r <= 0x9f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
				return i + j, r, true
			}
		}
		return 0, 0, false
	}
	return 0, 0, false
}
