package ability

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The ability language as a grammar. A production is written as the card
// says it, in the notation of docs/ability-grammar.md:
//
//	word        a word of the text, as normalize writes it ("~" the card)
//	{name}      a nonterminal: a production of productions below, or a
//	            class of words (terminals)
//	[ ... ]     optional
//	( a | b )   one of the alternatives
//	?[ ... ]    optional, tried absent first
//	@{name} @[ ... ] @?[ ... ] @( ... )  the same, captured: what it read
//	            is given to the row's build ("" when an optional part is
//	            absent)
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
	"few-with-clause":  `( with | without ) {few-with-words}`,
	// The creatures a lord speaks of: "goblins", "other elves", "merfolk",
	// "creatures with flying".
	"lord-subject": `[ {words} ] ( creatures | {plural} | merfolk | kithkin | moonfolk ) [ {few-with-clause} ]`,
	// The creatures of a lord said of those its controller controls.
	"yours-subject": `[ {words} ] ( creature | creatures ) [ {few-with-clause} ]`,
	// How often and how long.
	"each-combat": `each ( turn | combat )`,
	// The durations of effects.
	"until-end-of-turn": `until end of turn`,
	"this-turn":         `this turn`,
	// "green creatures", "creatures with flying": the subject of a rule
	// said of many creatures, its "with" clause as short as lets the
	// sentence read.
	"creatures-subject": `[ {words} ] creatures [ {few-with-clause} ]`,
	// "a Barbarian, a Warrior, or a Berserker".
	"article-list": `{a} {hyphen-word} [ ( , | [ , ] or ) {article-list} ]`,
	// ". As long as it's legendary, it gets an additional +2/+2. As long as
	// it's red, it has trample."
	"as-long-as-its": `. as long as it's {word} , it {sentence} [ {as-long-as-its} ]`,
	// What stops activated abilities, which is not about combat.
	"activated-abilities": `( its | their ) activated abilities [ with {mana-symbol} in their costs ] can't be activated [ unless they're mana abilities ]`,
	// How a permanent entered, in the era's words and Oracle's.
	"enters-with": `( it | ~ ) ( enters the battlefield | comes into play ) with`,
	// "two +1/+1 counters", "a +1/+1 counter".
	"counters": `( a | an | {count} ) +1/+1 ( counter | counters )`,
	// Whom an effect affects (effects.go reads it apart).
	"target": `( ~ | {that} | enchanted creature and other creatures that share a creature type with it | ( enchanted | equipped ) creature | any target | target creature or player | you` +
		` | target creature and ( each other creature that shares a color with it | all other creatures with the same name as that creature ) | ( any number of | x ) target creatures | creatures of the creature type of your choice` +
		` | target ?[ {few-quality} ] creature card from your graveyard | the top creature card of your graveyard` +
		` | [ another ] ( target | two target ) [ {combat-state} ] ?[ {few-quality} ] ( creature | creatures | artifact creature | artifact | wall | permanent | {word} ) {target-tail}` +
		` | each [ other ] [ {combat-state} ] ?[ {few-quality} ] creature {target-tail}` +
		` | [ all ] [ other ] [ {combat-state} ] ?[ {few-quality} ] creatures {target-tail} | creatures target player controls )`,
	// What follows a target's noun: "with flying", "with a +1/+1 counter
	// on it", "blocking ~", "you control".
	"target-tail":  `[ {few-with-clause} | {with-counter} ] [ {self-combat} ] [ {controlled} ]`,
	"with-counter": `with a +1/+1 counter on it`,
	// Counters put on a permanent: "a +2/+2 counter", "two +1/+1 counters".
	"counters-of": `( a | an | {count} ) {boost} ( counter | counters )`,
	// A creature in combat with the source: "blocking ~", "blocked by ~",
	// "blocking or blocked by ~", "~ is blocking", "it's blocking" (the
	// source blocks it), "blocking it" (it blocks the source).
	"self-combat":  `( blocking or blocked by ~ | blocking ~ | blocked by ~ | ~ is blocking | it's blocking | blocking it )`,
	"combat-state": `( attacking or blocking | attacking | blocking | blocked | unblocked )`,
	// What X is: "where X is its power".
	"x-amount": `( its power | that creature's power | its mana value | that creature's mana value | the number of attacking creatures | ~'s power )`,
	// What an effect's earlier part named: "that creature", "it".
	"that": `( it | that creature | the creature | those creatures | each of them | they | that permanent or player )`,
	// Who controls a target: "target creature you control".
	"controlled": `( you control | an opponent controls | you don't control | defending player controls )`,
	// An activated ability's cost: "{2}{r}", "{t}", "sacrifice ~", "pay 2
	// life", joined by commas.
	"cost":      `{cost-part} [ , {cost} ]`,
	"cost-part": `( {symbols} | ( sacrifice | discard | remove | exile | return | put | tap | untap | reveal ) {few-cost-words} | pay {count} life )`,
	// Articles and counts.
	"a":     `( a | an )`,
	"count": `{number-word}`,
}

// terminal is a class of words: a test of one word; it reads one word, or
// a run of them when runs is set. split, when set, gives the parts of a
// word captured (the power and toughness of "+1/+1"), parts of them.
type terminal struct {
	doc      string // what it reads, for docs/ability-grammar.md
	word     func(string) bool
	whole    func(string) bool // when set, what the run reads must pass it too
	runs     bool
	shortest bool // a run tried shortest first
	split    func(string) []string
	parts    int
}

// terminals are the classes of words a nonterminal may read.
var terminals = map[string]terminal{
	// Any one word of letters ("nonblack", "artifact").
	"word": {doc: "Any one word of letters (\"nonblack\", \"artifact\").", word: isLetters},
	// A number as written: "2", "two" (number reads it).
	"number-word": {doc: "A number as written: \"2\", \"two\" (number reads it).", word: isWordChars},
	// The words of a quality ("creatures with power 2 or greater", "red,
	// green"): letters, digits, commas, slashes and hyphens.
	"quality": {doc: "The words of a quality (\"creatures with power 2 or greater\", \"red, green\"): letters, digits, commas, slashes and hyphens.", word: isQualityWord, runs: true},
	// The words after "with" in a quality: letters and digits.
	"with-words": {doc: "The words after \"with\" in a quality: letters and digits.", word: isAlnum, runs: true},
	// The same, as few as let the rest of the sentence read ("creatures
	// with flying you control get +1/+1": "flying").
	"few-with-words": {doc: "The words after \"with\" in a quality, as few as let the rest read (\"creatures with flying you control get +1/+1\": \"flying\").", word: isAlnum, runs: true, shortest: true},
	// A plural of letters: "goblins".
	"plural": {doc: "A plural of letters: \"goblins\".", word: isPlural},
	// Words of letters and hyphens ("non-wall", "legendary land"), as
	// many as let the rest read, or as few.
	"words":     {doc: "Words of letters and hyphens (\"non-wall\", \"legendary land\").", word: isLettersHyphen, runs: true},
	"few-words": {doc: "Words of letters and hyphens, as few as let the rest read.", word: isLettersHyphen, runs: true, shortest: true},
	// One word of letters and hyphens.
	"hyphen-word": {doc: "One word of letters and hyphens.", word: isLettersHyphen},
	// Words of letters only.
	"letter-words":     {doc: "Words of letters only.", word: isLetters, runs: true},
	"few-letter-words": {doc: "Words of letters only, as few as let the rest read.", word: isLetters, runs: true, shortest: true},
	// The words of one sentence: no period.
	"sentence":     {doc: "The words of one sentence: no period.", word: func(w string) bool { return !strings.Contains(w, ".") }, runs: true},
	"few-sentence": {doc: "The words of one sentence (no period), as few as let the rest read.", word: func(w string) bool { return !strings.Contains(w, ".") }, runs: true, shortest: true},
	// Words of letters, hyphens and apostrophes ("urza's").
	"words'": {doc: "Words of letters, hyphens and apostrophes (\"urza's\").", word: func(w string) bool { return isLettersHyphen(strings.ReplaceAll(w, "'", "")) }, runs: true},
	// A name: letters, hyphens, apostrophes, "~".
	"name-words": {doc: "A name: letters, hyphens, apostrophes, \"~\".", word: func(w string) bool {
		return isLettersHyphen(strings.NewReplacer("'", "", "~", "").Replace(w)) || w == "~"
	}, runs: true},
	// The same, as few as let the rest read.
	"few-name-words": {doc: "A name: letters, hyphens, apostrophes, \"~\", as few as let the rest read.", word: func(w string) bool {
		return isLettersHyphen(strings.NewReplacer("'", "", "~", "").Replace(w)) || w == "~"
	}, runs: true, shortest: true},
	// Digits: "2".
	"digits": {doc: "Digits: \"2\".", word: isDigits},
	// A boost, "+1/+1" or "-2/-0": its power and toughness captured apart.
	"boost": {doc: "A boost, \"+1/+1\" or \"-2/-0\": its power and toughness captured apart.", word: isBoost, split: func(w string) []string { p, t, _ := strings.Cut(w, "/"); return []string{p, t} }, parts: 2},
	// A boost of X, "+x/+0", "+x/+x": its power and toughness captured
	// apart.
	"x-boost": {doc: "A boost of X, \"+x/+0\", \"+x/+x\": its power and toughness captured apart.", word: func(w string) bool {
		p, t, ok := strings.Cut(w, "/")
		return ok && (p == "+x" || p == "+0") && (t == "+x" || t == "+0") && strings.Contains(w, "x")
	}, split: func(w string) []string { p, t, _ := strings.Cut(w, "/"); return []string{p, t} }, parts: 2},
	// A generic mana cost of digits, "{2}": the digits captured.
	"mana-number": {doc: "A generic mana cost of digits, \"{2}\": the digits captured.", word: func(w string) bool {
		return len(w) > 2 && w[0] == '{' && w[len(w)-1] == '}' && isDigits(w[1:len(w)-1])
	}, split: func(w string) []string { return []string{w[1 : len(w)-1]} }, parts: 1},
	// A power and toughness, "2/2": each captured apart.
	"pt": {doc: "A power and toughness, \"2/2\": each captured apart.", word: func(w string) bool { p, t, ok := strings.Cut(w, "/"); return ok && isDigits(p) && isDigits(t) },
		split: func(w string) []string { p, t, _ := strings.Cut(w, "/"); return []string{p, t} }, parts: 2},
	// One mana symbol, "{t}", "{2}".
	"mana-symbol": {doc: "One mana symbol, \"{t}\", \"{2}\".", word: func(w string) bool {
		return len(w) > 1 && w[0] == '{' && w[len(w)-1] == '}' && !strings.ContainsAny(w[1:len(w)-1], "{}")
	}},
	// A mana cost of the era's symbols, "{1}{r}".
	"mana-cost": {doc: "A mana cost of the era's symbols, \"{1}{r}\".", word: isManaCost},
	// The kind of a counter, "divinity", "+1/+1".
	"counter-kind": {doc: "The kind of a counter, \"divinity\", \"+1/+1\".", word: func(w string) bool {
		return w != "" && strings.IndexFunc(w, func(r rune) bool {
			return (r < 'a' || r > 'z') && (r < '0' || r > '9') && !strings.ContainsRune("+/-", r)
		}) < 0
	}},
	// Words of a sentence up to a comma.
	"no-comma": {doc: "Words of a sentence up to a comma.", word: func(w string) bool { return !strings.Contains(w, ",") }, runs: true},
	// A name, as few words as let the rest read: letters, digits, "~",
	// apostrophes, hyphens and commas; or without commas.
	"few-name":         {doc: "A name, as few words as let the rest read: letters, digits, \"~\", apostrophes, hyphens and commas.", word: func(w string) bool { return isNameWord(w, true) }, runs: true, shortest: true},
	"few-name-nocomma": {doc: "A name, as few words as let the rest read: letters, digits, \"~\", apostrophes and hyphens.", word: func(w string) bool { return isNameWord(w, false) }, runs: true, shortest: true},
	// Letters, commas, slashes and hyphens, as few as let the rest read.
	"few-quality-letters": {doc: "Letters, commas, slashes and hyphens, as few as let the rest read.", word: func(w string) bool {
		return w != "" && strings.IndexFunc(w, func(r rune) bool { return (r < 'a' || r > 'z') && !strings.ContainsRune(",/-", r) }) < 0
	}, runs: true, shortest: true},
	// The plural of an era creature type, "beasts", "merfolk" (tribal.go).
	"tribal-plural": {doc: "The plural of an era creature type, \"beasts\", \"merfolk\" (tribal.go).", word: func(w string) bool { return tribalPlurals[w] }},
	// A quoted ability, "\"{t}: ...\"" or “...”: the whole of it.
	"quoted": {doc: "A quoted ability, \"\\\"{t}: ...\\\"\" or “...”: the whole of it.", word: func(string) bool { return true }, runs: true, whole: isQuoted},
	// A quoted ability: what is inside the quotes captured.
	"quoted-inner": {doc: "A quoted ability: what is inside the quotes captured.", word: func(string) bool { return true }, runs: true, whole: isQuotedInner,
		split: func(s string) []string {
			_, a := utf8.DecodeRuneInString(s)
			_, b := utf8.DecodeLastRuneInString(s)
			return []string{s[a : len(s)-b]}
		}, parts: 1},
	// A quoted activated ability: a cost, a colon, its effect.
	"quoted-activated": {doc: "A quoted activated ability: a cost, a colon, its effect.", word: func(string) bool { return true }, runs: true, whole: quotedActivated.MatchString},
	// A word made singular: "islands" captured "island".
	"singular": {doc: "A word made singular: \"islands\" captured \"island\".", word: isLetters, split: func(w string) []string {
		if len(w) > 1 && strings.HasSuffix(w, "s") {
			w = w[:len(w)-1]
		}
		return []string{w}
	}, parts: 1},
	// Mana and tap symbols written together: "{2}{r}", "{t}".
	"symbols": {doc: "Mana and tap symbols written together: \"{2}{r}\", \"{t}\".", word: isSymbols},
	// The words of a part of a cost, as few as let the rest read.
	"few-cost-words": {doc: "The words of a part of a cost, as few as let the rest read.", word: func(w string) bool { return w != "," && w != ":" }, runs: true, shortest: true},
	// Quality words, as few as let the rest read.
	"few-quality": {doc: "Quality words, as few as let the rest read.", word: isQualityWord, runs: true, shortest: true},
	// The cost "{X}".
	"mana-x": {doc: "The cost \"{X}\".", word: func(w string) bool { return w == "{x}" }},
	// A landwalk, "islandwalk": the land captured.
	"landwalk": {doc: "A landwalk, \"islandwalk\": the land captured.", word: func(w string) bool { l, ok := strings.CutSuffix(w, "walk"); return ok && isLetters(l) },
		split: func(w string) []string { return []string{strings.TrimSuffix(w, "walk")} }, parts: 1},
	// The words of a clause: no comma, no period.
	"clause": {doc: "The words of a clause: no comma, no period.", word: func(w string) bool { return !strings.ContainsAny(w, ",.") }, runs: true},
	// The types, colors and qualities that name a card or a spell, never
	// a permanent ("nonland", "red instant").
	"card-qualities": {doc: "The types, colors and qualities that name a card or a spell, never a permanent (\"nonland\", \"red instant\").", word: isCardQuality, runs: true},
	// Any words: the rest of a sentence another reader reads; or as few
	// as let the rest read.
	"any":     {doc: "Any words: the rest of a sentence another reader reads.", word: func(string) bool { return true }, runs: true},
	"few-any": {doc: "Any words, as few as let the rest read.", word: func(string) bool { return true }, runs: true, shortest: true},
}

// isQuoted reports whether s is one quoted ability: no quote inside.
func isQuoted(s string) bool {
	for _, q := range [][2]string{{`"`, `"`}, {"“", "”"}} {
		if inner, ok := strings.CutPrefix(s, q[0]); ok {
			if inner, ok := strings.CutSuffix(inner, q[1]); ok && !strings.Contains(inner, q[1]) {
				return true
			}
		}
	}
	return false
}

// isQuotedInner reports whether s is an ability in quotes of either kind,
// not empty, with no quote inside.
func isQuotedInner(s string) bool {
	first, a := utf8.DecodeRuneInString(s)
	last, b := utf8.DecodeLastRuneInString(s)
	if len(s) <= a+b || (first != '"' && first != '“') || (last != '"' && last != '”') {
		return false
	}
	return !strings.ContainsAny(s[a:len(s)-b], "\"”")
}

// quotedActivated is an activated ability in quotes.
var quotedActivated = regexp.MustCompile(`^"(?:\{[^}]*\}|sacrifice|unattach|tap|discard|pay)[^":]*: [^"]+"$`)

// isManaCost reports whether w is one or more of the era's mana symbols
// written together: "{1}{r}", "{x}".
func isManaCost(w string) bool {
	if w == "" {
		return false
	}
	for w != "" {
		end := strings.IndexByte(w, '}')
		if w[0] != '{' || end < 2 || strings.IndexFunc(w[1:end], func(r rune) bool { return !strings.ContainsRune("0123456789wubrgx", r) }) >= 0 {
			return false
		}
		w = w[end+1:]
	}
	return true
}

// isSymbols reports whether w is one or more symbols written together,
// each in braces: "{2}{r}", "{t}".
func isSymbols(w string) bool {
	if w == "" {
		return false
	}
	for w != "" {
		end := strings.IndexByte(w, '}')
		if w[0] != '{' || end < 2 || strings.ContainsAny(w[1:end], "{ ") {
			return false
		}
		w = w[end+1:]
	}
	return true
}

// isNameWord reports whether w is a word of a card's name.
func isNameWord(w string, comma bool) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9') && !strings.ContainsRune("~'-", r) && !(comma && r == ',')
	}) < 0
}

func isDigits(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' }) < 0
}

// isPlural reports whether w is a word of letters ending in "s" ("goblins").
func isPlural(w string) bool { return len(w) > 1 && w[len(w)-1] == 's' && isLetters(w) }

// isBoost reports whether w is "+N/+N", each side signed.
func isBoost(w string) bool {
	p, t, ok := strings.Cut(w, "/")
	signed := func(s string) bool { return len(s) > 1 && (s[0] == '+' || s[0] == '-') && isDigits(s[1:]) }
	return ok && signed(p) && signed(t)
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

// isCardQuality reports whether w is a type, color or quality a card or
// spell is named by, or its negation ("noncreature", "non-red").
func isCardQuality(w string) bool {
	w = strings.TrimPrefix(strings.TrimPrefix(w, "non"), "-")
	return slices.Contains(cardQualities, w)
}

// cardQualities are the words of card-qualities.
var cardQualities = []string{"creature", "land", "artifact", "enchantment", "instant", "sorcery", "white", "blue", "black", "red", "green", "colorless",
	"multicolored", "basic", "legendary", "snow", "spirit", "arcane", "aura", "equipment", "another", "other", "random", "top", "nonland"}

// item is one part of a compiled production.
type item struct {
	word    string   // a word, when alts and ref are empty
	ref     string   // a nonterminal's name
	alts    [][]item // a group's alternatives; an optional group has an empty one last
	capture bool     // captured: what it read is given to the build
	// caps is how many captures the item makes, whichever way it reads:
	// an alternative not taken, or an optional part absent, captures "".
	caps int
}

// production is a compiled production: its text and its items.
type production struct {
	text  string
	items []item
	// required are words a reading of it must find: of each list, one
	// (its own words outside optional parts, one for each list; of a
	// group of alternatives, a word of each alternative). A text without
	// them is not read, found without reading it.
	required [][]string
	// first and last are its first and last words, when those are words
	// of its own: a text that does not begin and end with them is not read.
	first, last string
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
	var toks []string
	for _, f := range strings.Fields(text) {
		toks = append(toks, patternTokens(f)...)
	}
	items, rest, err := compileSeq(toks)
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("unexpected %q", rest[0])
	}
	if err != nil {
		panic(fmt.Sprintf("production %q: %v", text, err))
	}
	p := production{text: text, items: items}
	if len(items) > 0 {
		p.first, p.last = items[0].word, items[len(items)-1].word
	}
	for _, it := range items {
		if it.word != "" {
			p.required = append(p.required, []string{it.word})
		}
		if oneOf := groupWords(it); oneOf != nil {
			p.required = append(p.required, oneOf)
		}
	}
	return p
}

// groupWords are words of which a reading of a group of alternatives
// finds one: for each alternative, its first word, or a word of its first
// group of alternatives; nil when an alternative may read no word of its
// own (an optional group's absent one, a nonterminal first).
func groupWords(it item) []string {
	if it.alts == nil {
		return nil
	}
	var out []string
	for _, alt := range it.alts {
		words := altWords(alt)
		if words == nil {
			return nil
		}
		for _, w := range words {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// altWords are words of which a reading of a sequence finds one.
func altWords(seq []item) []string {
	for _, a := range seq {
		switch {
		case a.word != "":
			return []string{a.word}
		case a.alts != nil:
			if g := groupWords(a); g != nil {
				return g
			}
			if !slices.ContainsFunc(a.alts, func(alt []item) bool { return len(alt) == 0 }) {
				return nil // a group that reads words, which: not known here
			}
			// An optional group: the words after it are found anyway.
		default:
			return nil // a nonterminal
		}
	}
	return nil
}

// patternTokens splits a word of a production into words and the signs
// ( ) [ ] |, "@(" and "@[" kept whole, a comma or period ending a word
// apart as the text's are (textTokens).
func patternTokens(f string) []string {
	var out []string
	for f != "" {
		switch {
		case strings.HasPrefix(f, "@?["):
			out, f = append(out, f[:3]), f[3:]
		case strings.HasPrefix(f, "@(") || strings.HasPrefix(f, "@[") || strings.HasPrefix(f, "?["):
			out, f = append(out, f[:2]), f[2:]
		case strings.ContainsRune("()[]|", rune(f[0])):
			out, f = append(out, f[:1]), f[1:]
		default:
			end := strings.IndexAny(f, "()[]|")
			if end < 0 {
				end = len(f)
			}
			for _, t := range textTokens(f[:end]) {
				out = append(out, f[t[0]:t[1]])
			}
			f = f[end:]
		}
	}
	return out
}

// textTokens splits a text into its words, each as [start, end) in it; a
// comma, a period or a colon that ends a word is a word of its own.
func textTokens(text string) [][2]int { return appendTokens(nil, text) }

// appendTokens appends the words of a text to out (textTokens).
func appendTokens(out [][2]int, text string) [][2]int {
	i := 0
	for i < len(text) {
		for i < len(text) && text[i] == ' ' {
			i++
		}
		j := i
		for j < len(text) && text[j] != ' ' {
			j++
		}
		if j == i {
			break
		}
		if end := j - 1; end > i && (text[end] == ',' || text[end] == '.' || text[end] == ':') {
			out = append(out, [2]int{i, end}, [2]int{end, j})
		} else {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// compileSeq compiles items up to a closing sign or "|", which it leaves.
func compileSeq(toks []string) ([]item, []string, error) {
	var items []item
	for len(toks) > 0 {
		t := toks[0]
		var it item
		var err error
		switch {
		case t == ")" || t == "]" || t == "|":
			return items, toks, nil
		case t == "(" || t == "[" || t == "@(" || t == "@[" || t == "?[" || t == "@?[":
			it, toks, err = compileGroup(toks)
		case (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "@{")) && strings.HasSuffix(t, "}"):
			it, err = compileRef(t)
			toks = toks[1:]
		default:
			it, toks = item{word: t}, toks[1:]
		}
		if err != nil {
			return nil, nil, err
		}
		items = append(items, it)
	}
	return items, nil, nil
}

// compileGroup compiles a group of alternatives, optional or not, from
// its opening sign to its closing one, and returns what follows it.
func compileGroup(toks []string) (item, []string, error) {
	t := toks[0]
	closing := ")"
	if strings.HasSuffix(t, "[") {
		closing = "]"
	}
	var alts [][]item
	rest := toks[1:]
	for {
		seq, r, err := compileSeq(rest)
		if err != nil {
			return item{}, nil, err
		}
		alts = append(alts, seq)
		if len(r) == 0 {
			return item{}, nil, fmt.Errorf("%q is not closed", t)
		}
		rest = r[1:]
		if r[0] == "|" {
			continue
		}
		if r[0] != closing {
			return item{}, nil, fmt.Errorf("%q closed by %q", t, r[0])
		}
		break
	}
	switch {
	case strings.HasSuffix(t, "?["):
		alts = append([][]item{nil}, alts...) // absent, tried first
	case closing == "]":
		alts = append(alts, nil) // absent, tried last
	}
	it := item{alts: alts, capture: strings.HasPrefix(t, "@")}
	if it.capture {
		it.caps = 1
	}
	for _, alt := range alts {
		it.caps += capsOf(alt)
	}
	return it, rest, nil
}

// compileRef compiles a nonterminal, "{name}" or "@{name}".
func compileRef(t string) (item, error) {
	name := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(t, "@"), "{"), "}")
	it := item{ref: name, capture: strings.HasPrefix(t, "@")}
	if term, ok := terminals[name]; ok {
		if it.capture {
			it.caps = max(1, term.parts)
		}
		return it, nil
	}
	if _, ok := productions[name]; !ok {
		return item{}, fmt.Errorf("no nonterminal {%s}", name)
	}
	if it.capture {
		it.caps = 1
	}
	return it, nil
}

func capsOf(items []item) int {
	n := 0
	for _, it := range items {
		n += it.caps
	}
	return n
}

// matcher reads one sentence's words with a production.
type matcher struct {
	text string
	toks [][2]int // the words, as textTokens cuts them
	caps []string // what each capture read, in order
	// furthest is how many words the longest partial reading took: up to
	// the last word of the production's own it found, or to where words
	// were left over. The words from there on are those it could not take.
	furthest int
	// whole is how many words the longest reading of the whole
	// production took that left words over, and ended on a word of its
	// own or a single word of a class (not a run that could have read on).
	whole int
	// definite is whether the reading so far ended so.
	definite bool
	buf      [16][2]int // toks, for a sentence of up to 16 words
}

func newMatcher(text string) *matcher {
	m := &matcher{text: text}
	m.toks = appendTokens(m.buf[:0], text)
	return m
}

// word is the text's word i.
func (m *matcher) word(i int) string { return m.text[m.toks[i][0]:m.toks[i][1]] }

// span is the text of words [from, to).
func (m *matcher) span(from, to int) string {
	if to <= from {
		return ""
	}
	return m.text[m.toks[from][0]:m.toks[to-1][1]]
}

// match reads text with a production: the captures (m[0] the whole text)
// when it reads every word, nil otherwise.
func (p production) match(text string) []string {
	if !p.mayRead(text) {
		return nil
	}
	out, _ := p.read(text)
	return out
}

// mayRead reports whether text has the words every reading of the
// production finds, looked for without reading it: most of the table's
// rows are passed by so, at no cost.
func (p production) mayRead(text string) bool {
	if p.first != "" && firstWord(text) != p.first || p.last != "" && lastWord(text) != p.last {
		return false
	}
	for _, oneOf := range p.required {
		if !slices.ContainsFunc(oneOf, func(w string) bool { return hasWord(text, w) }) {
			return false
		}
	}
	return true
}

// endsWord reports whether a word of a text may end before c: at a space,
// or at a comma, period or colon that ends a word.
func endsWord(text string, at int) bool {
	if at == len(text) || text[at] == ' ' {
		return true
	}
	c := text[at]
	return (c == ',' || c == '.' || c == ':') && (at+1 == len(text) || text[at+1] == ' ')
}

// hasWord reports whether w is a word of text, as textTokens cuts it.
func hasWord(text, w string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(w)
		startsWord := i == 0 || text[i-1] == ' ' || len(w) == 1 && (w[0] == ',' || w[0] == '.' || w[0] == ':')
		if startsWord && endsWord(text, end) {
			return true
		}
		from = i + 1
	}
}

// firstWord and lastWord are the first and last words of a text, as
// textTokens cuts them.
func firstWord(text string) string {
	end := strings.IndexByte(text, ' ')
	if end < 0 {
		end = len(text)
	}
	if w := text[:end]; len(w) > 1 && strings.ContainsRune(",.:", rune(w[len(w)-1])) {
		return w[:len(w)-1]
	}
	return text[:end]
}

func lastWord(text string) string {
	w := text[strings.LastIndexByte(text, ' ')+1:]
	if len(w) > 1 && strings.ContainsRune(",.:", rune(w[len(w)-1])) {
		return w[len(w)-1:]
	}
	return w
}

// prefix is how many words of text the longest reading of the whole
// production takes that leaves words over; 0 when none does.
func (p production) prefix(text string) int {
	m := newMatcher(text)
	m.seq(p.items, 0, func(pos int) bool {
		if pos < len(m.toks) && m.definite {
			m.whole = max(m.whole, pos)
		}
		return false
	})
	return m.whole
}

// read is match, and how many words the longest partial reading took:
// when it reads the text not whole, the words after those are the first
// it could not take.
func (p production) read(text string) ([]string, int) {
	m := newMatcher(text)
	var out []string
	m.seq(p.items, 0, func(pos int) bool {
		if pos != len(m.toks) {
			m.furthest = max(m.furthest, pos) // words left over
			return false
		}
		out = append([]string{text}, m.caps...)
		return true
	})
	return out, m.furthest
}

// seq reads items from word pos on and calls k with where they end, for
// each way they can be read in the grammar's order, until k accepts. Every
// way that fails leaves the captures as it found them.
func (m *matcher) seq(items []item, pos int, k func(int) bool) bool {
	// Words of the production's own are read in one way only.
	for len(items) > 0 && items[0].word != "" {
		if pos >= len(m.toks) || m.word(pos) != items[0].word {
			return false
		}
		pos++
		m.furthest = max(m.furthest, pos)
		m.definite = true
		items = items[1:]
	}
	if len(items) == 0 {
		return k(pos)
	}
	it, rest := items[0], items[1:]
	next := func(end int) bool { return m.seq(rest, end, k) }
	switch {
	case it.ref != "":
		return m.nonterminal(it, pos, next)
	case it.alts != nil:
		return m.group(it, pos, next)
	default:
		return false // words were read above
	}
}

// group reads one of a group's alternatives, in order; each alternative's
// captures have their own places, "" for those of the others.
func (m *matcher) group(it item, pos int, k func(int) bool) bool {
	at := len(m.caps)
	if it.capture {
		m.caps = append(m.caps, "")
	}
	base, before := len(m.caps), 0
	for _, alt := range it.alts {
		n := capsOf(alt)
		after := it.caps - before - n
		if it.capture {
			after--
		}
		m.caps = append(m.caps[:base], make([]string, before)...)
		if m.seq(alt, pos, func(end int) bool {
			back := len(m.caps)
			m.caps = append(m.caps, make([]string, after)...)
			if it.capture {
				m.caps[at] = m.span(pos, end)
			}
			if k(end) {
				return true
			}
			m.caps = m.caps[:back]
			return false
		}) {
			return true
		}
		before += n
	}
	m.caps = m.caps[:at]
	return false
}

// nonterminal reads a nonterminal from pos, capturing what it read when
// it is captured.
func (m *matcher) nonterminal(it item, pos int, k func(int) bool) bool {
	at := len(m.caps)
	if p, ok := compiled[it.ref]; ok {
		// The parts of a nonterminal capture nothing: only its span is.
		inner := &matcher{text: m.text, toks: m.toks}
		ok := inner.seq(p.items, pos, func(end int) bool {
			m.definite = inner.definite
			if it.capture {
				m.caps = append(m.caps, m.span(pos, end))
			}
			if k(end) {
				return true
			}
			m.caps = m.caps[:at]
			return false
		})
		m.furthest = max(m.furthest, inner.furthest)
		return ok
	}
	t := terminals[it.ref]
	end := pos
	for end < len(m.toks) && t.word(m.word(end)) && (t.runs || end == pos) {
		end++
	}
	try := func(end int) bool {
		if t.whole != nil && !t.whole(m.span(pos, end)) {
			return false
		}
		m.definite = !t.runs
		if it.capture {
			if t.split != nil {
				m.caps = append(m.caps, t.split(m.span(pos, end))...)
			} else {
				m.caps = append(m.caps, m.span(pos, end))
			}
		}
		if k(end) {
			return true
		}
		m.caps = m.caps[:at]
		return false
	}
	if t.shortest {
		for e := pos + 1; e <= end; e++ {
			if try(e) {
				return true
			}
		}
		return false
	}
	for e := end; e > pos; e-- { // longest first
		if try(e) {
			return true
		}
	}
	return false
}
