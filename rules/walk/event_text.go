package walk

import (
	"fmt"
	"strconv"
	"strings"
)

// eventText writes an event's message, format with args, as fmt.Sprintf
// writes it. The walk's messages use two verbs almost only, %s of a
// string (a name, a power and toughness) and %d of an int (an amount):
// those are written here directly, which a walk's dozens of events make
// worth it; any other verb or argument leaves the whole message to fmt.
func eventText(format string, args []any) string {
	if format == "%s" && len(args) == 1 {
		if s, ok := args[0].(string); ok {
			return s // a message written already
		}
	}
	var b strings.Builder
	b.Grow(len(format) + 16*len(args))
	k := 0 // the next argument
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+1 == len(format) || k == len(args) {
			return fmt.Sprintf(format, args...)
		}
		switch format[i+1] {
		case 's':
			s, ok := args[k].(string)
			if !ok {
				return fmt.Sprintf(format, args...)
			}
			b.WriteString(s)
		case 'd':
			n, ok := args[k].(int)
			if !ok {
				return fmt.Sprintf(format, args...)
			}
			b.WriteString(strconv.Itoa(n))
		default:
			return fmt.Sprintf(format, args...)
		}
		k++
		i++
	}
	if k != len(args) {
		return fmt.Sprintf(format, args...) // fmt says what is left over
	}
	return b.String()
}
