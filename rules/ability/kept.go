package ability

import "rulesjudge/rules/bounded"

// ParseKept is Parse, keeping the readings in a bounded cache shared by
// every caller (the rules core, package cards), so a wording seen before is
// not read again. Callers must not change the abilities returned.
func ParseKept(text, name string) ([]Ability, error) {
	key := keptKey{name, text} // no string built for the lookup
	if r, ok := kept.Get(key); ok {
		return r.abs, r.err
	}
	abs, err := Parse(text, name)
	kept.Put(key, keptReading{abs, err})
	return abs, err
}

// keptKey is a text and the name of the permanent it is read for.
type keptKey struct{ name, text string }

// keptReading is what Parse answered for one text and name.
type keptReading struct {
	abs []Ability
	err error
}

const keptMax = 16_384

var kept = bounded.New[keptKey, keptReading](keptMax)
