// Package ability reads the combat abilities of cards, in the wording
// printed on them, into typed abilities: it is to the rules core what
// go/parser is to go/types. It knows the words (keywords, the era's
// restriction and requirement wordings, qualities such as "nonblack" or
// "Wolves") and nothing of a board: what a quality means for a permanent,
// and what an ability does in combat, is package rules' business.
//
// The language is a grammar (docs/ability-grammar.md, held to the parser
// by a test): grammar.go has its notation, its productions (subject,
// quality, condition, duration, trigger event, cost) and its classes of
// words; each wording understood is a row built of them, and table.go
// alone says in which order the rows are tried (Wordings lists them, each
// with its rule). A production reads a sentence whole or not at all: a
// text is either read entirely or refused with an error that says what was
// not understood (wrapping ErrUnrecognised when no wording reads it, naming
// the clause left over when a wording reads only its beginning),
// suggesting the nearest wording when one is close (EditDistance). A card
// refers to itself by its name, "~", "this creature" or CARDNAME; its name
// is read as a self-reference only where the line reads as one (a creature
// named Fear with the keyword fear).
//
// A reading is one of a few kinds (kinds.go: static, triggered, activated,
// replacement), with a selector and a duration; Classify and
// Reading.Ability map it to and from the Ability the judge's consumers
// read. ReadEffect reads the effects of activated abilities and instants
// (effects.go), which no check applies yet.
//
// The files, from the bottom up (no file refers to one above it, and no
// cycle of files is longer than a few): grammar.go, the grammar's engine
// (notation, productions, word classes) and subtypes.go, the era's
// creature types, refer to nothing else; ability.go (the Ability, its
// keywords, conditions and the wording rows' helpers), quality.go and
// facts.go are the words every meaning uses; the meaning files hold their
// rows and constants (lords.go, own.go, auras.go, trigger.go, ...); table.go
// orders the rows and reader.go reads a line with them (Parse), at the
// top. A row that reads a part of its sentence as a line of its own
// (keywordList, parseKeyword, parseSelf, parseOwn, readCondition) calls
// the reader through a function table.go's init sets.
//
// ExtentOf (extent.go) reads a line the judge does not apply for how far
// into a combat it could reach, from its words alone and failing closed:
// the core's caveats rest on it.
//
// ParseKept (kept.go) is Parse with the readings kept (rules/bounded), for every caller;
// ChoiceKind and WithChoice (choice.go) say what choice made as a permanent
// came into play a line speaks of, and write it in.
//
// It imports only the standard library.
package ability
