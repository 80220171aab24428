package ability

import (
	"slices"
	"strings"
	"testing"
)

// The grammar's notation, read as docs/ability-grammar.md says.
func TestProductionMatch(t *testing.T) {
	for _, tt := range []struct {
		production, text string
		want             []string // nil: not read
	}{
		{`~ can't attack`, "~ can't attack", []string{"~ can't attack"}},
		{`~ can't attack`, "~ can't attack alone", nil}, // a word left over: not read
		{`~ can't attack`, "~ can't", nil},
		{`~ must be blocked [ {each-combat} ] if able`, "~ must be blocked each combat if able", []string{"~ must be blocked each combat if able"}},
		{`~ must be blocked [ {each-combat} ] if able`, "~ must be blocked if able", []string{"~ must be blocked if able"}},
		{`~ can't block @{creatures}`, "~ can't block creatures with power 2 or greater", []string{"~ can't block creatures with power 2 or greater", "creatures with power 2 or greater"}},
		{`~ can't block @{creatures}`, "~ can't block black creatures", []string{"~ can't block black creatures", "black creatures"}},
		{`~ can't block @{creatures}`, "~ can't block walls", nil},
		// An optional part absent, and an alternative not taken, capture "".
		{`@[ all | {words} ] creatures attack {each-combat} if able`, "creatures attack each turn if able", []string{"creatures attack each turn if able", ""}},
		{`@[ all | {words} ] creatures attack {each-combat} if able`, "all creatures attack each turn if able", []string{"all creatures attack each turn if able", "all"}},
		{`@[ all | {words} ] creatures attack {each-combat} if able`, "red creatures attack each combat if able", []string{"red creatures attack each combat if able", "red"}},
		{`[ a @{digits} | b @{digits} ] end`, "b 2 end", []string{"b 2 end", "", "2"}},
		{`[ a @{digits} | b @{digits} ] end`, "end", []string{"end", "", ""}},
		// A run of words takes what lets the rest read; captures keep the
		// text's commas.
		{`all @{quality} able to block ~ do so`, "all creatures able to block ~ do so", []string{"all creatures able to block ~ do so", "creatures"}},
		{`~ can't be blocked by @{quality}`, "~ can't be blocked by red, green or blue creatures", []string{"~ can't be blocked by red, green or blue creatures", "red, green or blue creatures"}},
		// An optional part tried absent first.
		{`@?[ {few-words} ] @( creature | {word} ) attacks`, "creature attacks", []string{"creature attacks", "", "creature"}},
		{`@?[ {few-words} ] @( creature | {word} ) attacks`, "red creature attacks", []string{"red creature attacks", "red", "creature"}},
		{`@[ {few-words} ] @( creature | {word} ) attacks`, "creature attacks", []string{"creature attacks", "", "creature"}},
		// A word class that captures its parts.
		{`~ gets @{boost}`, "~ gets +2/-1", []string{"~ gets +2/-1", "+2", "-1"}},
		{`~ gets @{boost}`, "~ gets 2/1", nil},
		{`pays @{mana-number}`, "pays {3}", []string{"pays {3}", "3"}},
		{`@{landwalk}`, "islandwalk", []string{"islandwalk", "island"}},
		// A comma or period ending a word is a word of its own.
		{`whenever ~ attacks , @{any}`, "whenever ~ attacks, you gain 1 life", []string{"whenever ~ attacks, you gain 1 life", "you gain 1 life"}},
		{`~ can't block. ~ can't attack`, "~ can't block. ~ can't attack", []string{"~ can't block. ~ can't attack"}},
	} {
		got := gr(tt.production).match(tt.text)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s reading %q = %q, want %q", tt.production, tt.text, got, tt.want)
		}
	}
}

// Every nonterminal compiles, names only nonterminals that exist, and no
// name is both a production and a class of words.
func TestProductionsCompile(t *testing.T) {
	for name, text := range productions {
		if _, ok := terminals[name]; ok {
			t.Errorf("%s is both a production and a class of words", name)
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: %v", name, r)
				}
			}()
			mustCompile(text)
		}()
	}
	for _, bad := range []string{`( a | b`, `[ a ]]`, `{nothing}`, `a | b`} {
		func() {
			defer func() { _ = recover() }()
			mustCompile(bad)
			t.Errorf("%q compiled", bad)
		}()
	}
}

// A sentence not read whole says where its reading stopped: the words
// after the last word of the production found, or after those read whole.
func TestProductionLeftOver(t *testing.T) {
	for _, tt := range []struct {
		production, text string
		furthest         int
	}{
		{`~ can't attack`, "~ can't attack alone", 3},
		{`~ can't attack`, "~ can't block", 2},
		{`~ gets @{boost} until end of turn`, "~ gets +1/+0 until end of turn and deals 1 damage to you", 7},
		{`~ gains @{any} until end of turn`, "~ gains flying until your next turn", 4},
		{`regenerate ~`, "draw a card", 0},
	} {
		m, furthest := gr(tt.production).read(tt.text)
		if m != nil || furthest != tt.furthest {
			t.Errorf("%s reading %q: %q, stopped after %d words, want none read, stopped after %d", tt.production, tt.text, m, furthest, tt.furthest)
		}
	}
}

// What mayRead looks for is what a reading finds: the words as textTokens
// cuts them.
func TestWordsFoundWithoutReading(t *testing.T) {
	for _, text := range []string{"~ can't block alone", "whenever ~ attacks, ~ gets +1/+0", "{r}: regenerate ~", "a b. c", "x", "lands. they're still lands"} {
		toks := textTokens(text)
		if first := text[toks[0][0]:toks[0][1]]; firstWord(text) != first {
			t.Errorf("firstWord(%q) = %q, want %q", text, firstWord(text), first)
		}
		last := toks[len(toks)-1]
		if lastWord(text) != text[last[0]:last[1]] {
			t.Errorf("lastWord(%q) = %q, want %q", text, lastWord(text), text[last[0]:last[1]])
		}
		for _, tok := range toks {
			if w := text[tok[0]:tok[1]]; !hasWord(text, w) {
				t.Errorf("hasWord(%q, %q) = false", text, w)
			}
		}
	}
	for _, tt := range [][2]string{{"~ can't block alone", "block."}, {"with flying", "it"}, {"~ can't block alone", "can"}, {"if able", "if a"}} {
		if hasWord(tt[0], tt[1]) {
			t.Errorf("hasWord(%q, %q) = true", tt[0], tt[1])
		}
	}
}

// A sentence the table reads only in part is refused, naming the words
// left over.
func TestParseNamesWordsLeftOver(t *testing.T) {
	for _, tt := range []struct{ text, name, want string }{
		{"~ can't block this turn.", "", `the words "this turn" after "~ can't block" are not read`},
		{"Mogg Flunkies can't attack or block alone unless you pay {1}.", "Mogg Flunkies", `the words "unless you pay {1}" after "Mogg Flunkies can't attack or block alone" are not read`},
	} {
		_, err := Parse(tt.text, tt.name)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) = %v, want an error saying %q", tt.text, err, tt.want)
		}
	}
}
