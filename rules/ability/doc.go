// Package ability reads the combat abilities of cards, in the wording
// printed on them, into typed abilities: it is to the rules core what
// go/parser is to go/types. It knows the words (keywords, the era's
// restriction and requirement wordings, qualities such as "nonblack" or
// "Wolves") and nothing of a board: what a quality means for a permanent,
// and what an ability does in combat, is package rules' business.
//
// Every wording understood is a row of one table (Wordings lists them, each
// with its rule), and a text is either read entirely or refused with an
// error that says what was not understood (wrapping ErrUnrecognised when no
// wording matches at all), suggesting the nearest wording when one is close
// (EditDistance). A card refers to itself by its name, "~", "this creature"
// or CARDNAME; its name is read as a self-reference only where the line
// reads as one (a creature named Fear with the keyword fear).
//
// ExtentOf (extent.go) reads a line the judge does not apply for how far
// into a combat it could reach, from its words alone and failing closed:
// the core's caveats rest on it.
//
// It imports only the standard library.
package ability
