package ability

import (
	"fmt"
	"strings"
)

// The ability language as a grammar. A production is written as the card
// says it, in the notation of docs/ability-grammar.md:
//
//	word        a word of the text, as normalize writes it ("~" the card)
//	{name}      a nonterminal: a production of productions below, or a
//	            class of words (terminals)
//	[ ... ]     optional
//	( a | b )   one of the alternatives
//	@{name} @[ ... ] @( ... )  the same, captured: what it read is given
//	            to the row's build ("" when an optional part is absent)
//
// A sentence is read by a production only whole: every word is consumed,
// or the production does not read it. Alternatives are tried in order and
// an optional part first present, so the first reading in that order is
// the one taken; a nonterminal that reads a run of words (a quality, a
// list) takes the longest run that lets the rest of the production read.
// The captures are what the row's build reads, m[0] the whole sentence.

// productions are the grammar's nonterminals written as productions: the
// parts every sentence is built of. They compose: a subject or a
// predicate names the quality production, never words of its own.
var productions = map[string]string{
	// Who a sentence speaks of.
	"self": `( ~ | it )`,
	// "creatures", "nonwhite creatures", "creatures without flying": one
	// word before "creatures" at most.
	"creatures": `[ {word} ] creatures [ {with-clause} ]`,
	// "all creatures", "green creatures", "creatures with power 2 or less":
	// the subject of a sentence said of many creatures.
	"creature-subject": `[ {words} ] creatures [ {with-clause} ]`,
	"with-clause":      `( with | without ) {with-words}`,
	// How often and how long.
	"each-combat": `each ( turn | combat )`,
	"duration":    `( until end of turn | this turn )`,
	// Articles and counts.
	"a":     `( a | an )`,
	"count": `{number-word}`,
}

// terminals are the classes of words a nonterminal may read, each a test
// of one word; a class reads one word, or a run of them when runs is set.
var terminals = map[string]struct {
	word func(string) bool
	runs bool
}{
	// Any one word of letters ("nonblack", "artifact").
	"word": {word: isLetters},
	// A number as written: "2", "two" (number reads it).
	"number-word": {word: isWordChars},
	// The words of a quality ("creatures with power 2 or greater", "red,
	// green"): letters, digits, commas, slashes and hyphens.
	"quality": {word: isQualityWord, runs: true},
	// The words after "with" in a quality: letters and digits.
	"with-words": {word: isAlnum, runs: true},
	// Words of letters and hyphens ("non-wall", "legendary land").
	"words": {word: isLettersHyphen, runs: true},
	// Words of letters, hyphens and apostrophes ("urza's").
	"words'": {word: func(w string) bool { return isLettersHyphen(strings.ReplaceAll(w, "'", "")) }, runs: true},
	// A name: letters, hyphens, apostrophes, "~".
	"name-words": {word: func(w string) bool {
		return isLettersHyphen(strings.NewReplacer("'", "", "~", "").Replace(w)) || w == "~"
	}, runs: true},
	// Digits: "2".
	"digits": {word: func(w string) bool {
		return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' }) < 0
	}},
	// Any words: the rest of a sentence another reader reads.
	"any": {word: func(string) bool { return true }, runs: true},
}

func isLettersHyphen(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return (r < 'a' || r > 'z') && r != '-' }) < 0
}

func isLetters(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
}

func isAlnum(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') }) < 0
}

func isWordChars(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '_'
	}) < 0
}

func isQualityWord(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != ',' && r != '/' && r != '-'
	}) < 0
}

// item is one part of a compiled production.
type item struct {
	word    string   // a word, when alts and ref are empty
	ref     string   // a nonterminal's name
	alts    [][]item // a group's alternatives; an optional group has an empty one last
	capture bool     // captured: what it read is given to the build
}

// production is a compiled production: its text and its items.
type production struct {
	text  string
	items []item
}

// compiled holds the nonterminals' productions, compiled once.
var compiled = compileAll()

func compileAll() map[string]production {
	out := map[string]production{}
	for name, text := range productions {
		out[name] = mustCompile(text)
	}
	return out
}

// mustCompile compiles a production, panicking on a mistake in it: the
// productions are the program's own text, checked by the tests.
func mustCompile(text string) production {
	toks := patternTokens(text)
	items, rest, err := compileSeq(toks)
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("unexpected %q", rest[0])
	}
	if err != nil {
		panic(fmt.Sprintf("production %q: %v", text, err))
	}
	return production{text: text, items: items}
}

// patternTokens splits a production's text into words and the signs ( ) [ ] |,
// "@(" and "@[" kept whole.
func patternTokens(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		for f != "" {
			switch {
			case strings.HasPrefix(f, "@(") || strings.HasPrefix(f, "@["):
				out, f = append(out, f[:2]), f[2:]
			case strings.ContainsRune("()[]|", rune(f[0])):
				out, f = append(out, f[:1]), f[1:]
			default:
				end := strings.IndexAny(f, "()[]|")
				if end < 0 {
					end = len(f)
				}
				out, f = append(out, f[:end]), f[end:]
			}
		}
	}
	return out
}

// compileSeq compiles items up to a closing sign or "|", which it leaves.
func compileSeq(toks []string) ([]item, []string, error) {
	var items []item
	for len(toks) > 0 {
		t := toks[0]
		switch {
		case t == ")" || t == "]" || t == "|":
			return items, toks, nil
		case t == "(" || t == "[" || t == "@(" || t == "@[":
			closing := ")"
			if strings.HasSuffix(t, "[") {
				closing = "]"
			}
			var alts [][]item
			rest := toks[1:]
			for {
				seq, r, err := compileSeq(rest)
				if err != nil {
					return nil, nil, err
				}
				alts = append(alts, seq)
				if len(r) == 0 {
					return nil, nil, fmt.Errorf("%q is not closed", t)
				}
				if r[0] == "|" {
					rest = r[1:]
					continue
				}
				if r[0] != closing {
					return nil, nil, fmt.Errorf("%q closed by %q", t, r[0])
				}
				rest = r[1:]
				break
			}
			if closing == "]" {
				alts = append(alts, nil) // absent, tried last
			}
			items = append(items, item{alts: alts, capture: strings.HasPrefix(t, "@")})
			toks = rest
		case (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "@{")) && strings.HasSuffix(t, "}"):
			name := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(t, "@"), "{"), "}")
			if _, ok := productions[name]; !ok {
				if _, ok := terminals[name]; !ok {
					return nil, nil, fmt.Errorf("no nonterminal {%s}", name)
				}
			}
			items = append(items, item{ref: name, capture: strings.HasPrefix(t, "@")})
			toks = toks[1:]
		default:
			items = append(items, item{word: t})
			toks = toks[1:]
		}
	}
	return items, nil, nil
}

// matcher reads one sentence's words with a production.
type matcher struct {
	words []string
	caps  []string // what each capture read, in order
	// furthest is how many words the longest partial reading consumed:
	// the words after it are those no production could take.
	furthest int
}

// match reads words with a production: the captures (m[0] the whole
// text) when it reads every word, nil otherwise.
func (p production) match(text string) []string {
	m := matcher{words: strings.Fields(text)}
	var out []string
	m.seq(p.items, 0, func(pos int) bool {
		if pos != len(m.words) {
			return false
		}
		out = append([]string{text}, m.caps...)
		return true
	})
	return out
}

// seq reads items from word pos on and calls k with where they end, for
// each way they can be read in the grammar's order, until k accepts.
func (m *matcher) seq(items []item, pos int, k func(int) bool) bool {
	m.furthest = max(m.furthest, pos)
	if len(items) == 0 {
		return k(pos)
	}
	it, rest := items[0], items[1:]
	next := func(end int) bool { return m.seq(rest, end, k) }
	switch {
	case it.ref != "":
		return m.nonterminal(it.ref, it.capture, pos, next)
	case it.alts != nil:
		if !it.capture {
			for _, alt := range it.alts {
				if m.seq(alt, pos, next) {
					return true
				}
			}
			return false
		}
		at := len(m.caps)
		m.caps = append(m.caps, "")
		for _, alt := range it.alts {
			if m.seq(alt, pos, func(end int) bool {
				m.caps[at] = strings.Join(m.words[pos:end], " ")
				return next(end)
			}) {
				return true
			}
		}
		m.caps = m.caps[:at]
		return false
	default:
		if pos < len(m.words) && m.words[pos] == it.word {
			return next(pos + 1)
		}
		return false
	}
}

// nonterminal reads the nonterminal name from pos, capturing what it read
// when capture is set.
func (m *matcher) nonterminal(name string, capture bool, pos int, k func(int) bool) bool {
	at := len(m.caps)
	if capture {
		m.caps = append(m.caps, "")
	}
	done := func(end int) bool {
		if capture {
			m.caps[at] = strings.Join(m.words[pos:end], " ")
		}
		return k(end)
	}
	if p, ok := compiled[name]; ok {
		// The parts of a nonterminal capture nothing: only its span is.
		inner := &matcher{words: m.words}
		ok := inner.seq(p.items, pos, done)
		m.furthest = max(m.furthest, inner.furthest)
		if !ok {
			m.caps = m.caps[:at]
		}
		return ok
	}
	t := terminals[name]
	end := pos
	for end < len(m.words) && t.word(m.words[end]) && (t.runs || end == pos) {
		end++
	}
	for ; end > pos; end-- { // longest first
		if done(end) {
			return true
		}
	}
	m.caps = m.caps[:at]
	return false
}
