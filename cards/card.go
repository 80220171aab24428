package cards

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Card is a Scryfall card object: the fields the judge reads, under
// Scryfall's names. Power and toughness are strings, as Scryfall writes
// them ("4", "*", "1+*"); colors are letters (W U B R G).
type Card struct {
	Name       string   `json:"name"`
	Layout     string   `json:"layout"`
	TypeLine   string   `json:"type_line"`
	OracleText string   `json:"oracle_text"`
	Power      string   `json:"power"`
	Toughness  string   `json:"toughness"`
	Colors     []string `json:"colors"`
	// CardFaces are the faces of a split, flip, double-faced or adventure
	// card; empty for a card with one face.
	CardFaces []Face `json:"card_faces"`
}

// Face is one face of a card with several (Scryfall's Card Face object).
// Colors is empty on faces that take the card's colors (split and flip
// cards).
type Face struct {
	Name       string   `json:"name"`
	TypeLine   string   `json:"type_line"`
	OracleText string   `json:"oracle_text"`
	Power      string   `json:"power"`
	Toughness  string   `json:"toughness"`
	Colors     []string `json:"colors"`
	// ManaCost is the face's mana cost ("{1}{G}"): a split card's half
	// on the stack is the color of its own cost alone (505.3).
	ManaCost string `json:"mana_cost"`
}

// Derived is what the judge makes of a card (one face of it): the
// characteristics of a permanent in the contract's words, and its
// abilities in the wording of the judged edition.
type Derived struct {
	Name string
	// Face is the face in play, for a card with several; Faces lists them.
	Face  string
	Faces []string

	Types, Supertypes, Subtypes []string
	Colors                      []string // White, Blue, Black, Red, Green

	// Power and Toughness are the printed values, nil when the card prints
	// none or one that is not a number ("*", "1+*"): PrintedPower and
	// PrintedToughness keep what the card says.
	Power, Toughness               *int
	PrintedPower, PrintedToughness string

	Abilities []Ability
	Ignored   []Ignored
	Notes     []Note
	// Modes are a modal instant's modes ("• ..."), in the card's order,
	// each among Abilities or Ignored.
	Modes []string
}

// AbilityTexts lists the abilities' wordings, as a permanent's abilities
// field would carry them.
func (d Derived) AbilityTexts() []string {
	out := make([]string, len(d.Abilities))
	for i, a := range d.Abilities {
		out[i] = a.Text
	}
	return out
}

// Ability is one ability the judge reads from a card.
type Ability struct {
	// Text is the wording the judge reads: this edition's words, the card
	// referring to itself by name.
	Text string
	// Oracle is the line of oracle_text it comes from, as the card prints
	// it (reminder text and the card's own way of naming itself kept); a
	// keyword of a keyword line is the keyword alone, reminder text
	// dropped.
	Oracle string
	// Rule gives the ability its meaning: the number, in the old numbering,
	// of the ability table's rule (ability.Wording.Rule).
	Rule string
}

// Ignored is a line (or keyword) of oracle text the judge does not use, and
// why.
type Ignored struct {
	Text   string
	Reason string
	// Oracle is the line as the card prints it, as Ability.Oracle: where
	// the line comes to be read after all (a combat trick), its oracle.
	Oracle string
	// Quoted: the line is an ability another line gives in quotes (under
	// a condition, "Threshold — ... has \"...\""), not a line of the card
	// on its own.
	Quoted bool
	// GivenBy is, for a quoted ability, the line that gives it, as read
	// (this edition's words, the card by its name).
	GivenBy string
}

// Note reports a translation from today's Oracle wording to the wording of
// the judged edition, with the rule the ability lands on.
type Note struct {
	Rule    string
	Message string
}

// Error is a card the judge cannot read. Field is a JSON Pointer relative
// to the card object ("/colors/1"), or "" for the card as a whole.
type Error struct {
	Field  string
	Detail string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return e.Detail
	}
	return e.Field + ": " + e.Detail
}

// Derive reads one card. face names the face in play for a card with
// several faces ("" for the first; matching ignores case); it must be empty
// for a card with one face.
func Derive(c Card, face string) (Derived, error) {
	var errs Errors
	d := Derived{Name: c.Name}
	f := Face{Name: c.Name, TypeLine: c.TypeLine, OracleText: c.OracleText, Power: c.Power, Toughness: c.Toughness, Colors: c.Colors}
	colorsAt, faceAt := "/colors", ""
	if len(c.CardFaces) > 0 {
		i, err := pickFace(c, face)
		if err != nil {
			return Derived{}, Errors{err}
		}
		for _, cf := range c.CardFaces {
			d.Faces = append(d.Faces, cf.Name)
		}
		f = c.CardFaces[i]
		faceAt = fmt.Sprintf("/card_faces/%d", i)
		d.Name, d.Face = f.Name, f.Name
		if f.Colors == nil {
			f.Colors = c.Colors
		} else {
			colorsAt = fmt.Sprintf("/card_faces/%d/colors", i)
		}
	} else if face != "" {
		return Derived{}, Errors{{Detail: fmt.Sprintf("%s has one face; leave \"face\" out", c.Name)}}
	}
	if strings.TrimSpace(d.Name) == "" {
		errs = append(errs, &Error{Field: "/name", Detail: "a card needs a name"})
	}
	d.Supertypes, d.Types, d.Subtypes = ParseTypeLine(f.TypeLine)
	d.Colors = []string{}
	for i, letter := range f.Colors {
		name, ok := colorNames[strings.ToUpper(strings.TrimSpace(letter))]
		if !ok {
			errs = append(errs, &Error{Field: fmt.Sprintf("%s/%d", colorsAt, i), Detail: fmt.Sprintf("unknown color %q; Scryfall writes colors as W, U, B, R, G", letter)})
			continue
		}
		d.Colors = append(d.Colors, name)
	}
	d.PrintedPower, d.PrintedToughness = f.Power, f.Toughness
	for _, pt := range []struct {
		field, printed string
		dst            **int
	}{{"power", f.Power, &d.Power}, {"toughness", f.Toughness, &d.Toughness}} {
		n, err := printedNumber(pt.printed)
		if err != "" {
			errs = append(errs, &Error{Field: faceAt + "/" + pt.field, Detail: fmt.Sprintf("%s %q %s", pt.field, pt.printed, err)})
		}
		*pt.dst = n
	}
	readOracle(&d, f.OracleText)
	if len(errs) > 0 {
		return d, errs
	}
	return d, nil
}

// Errors is every problem found in one card: the error Derive returns.
type Errors []*Error

func (e Errors) Error() string {
	parts := make([]string, len(e))
	for i, x := range e {
		parts[i] = x.Error()
	}
	return strings.Join(parts, "; ")
}

// pickFace finds the face named face ("" is the first).
func pickFace(c Card, face string) (int, *Error) {
	if face == "" {
		return 0, nil
	}
	var names []string
	for i, f := range c.CardFaces {
		if strings.EqualFold(strings.TrimSpace(f.Name), strings.TrimSpace(face)) {
			return i, nil
		}
		names = append(names, fmt.Sprintf("%q", f.Name))
	}
	return 0, &Error{Detail: fmt.Sprintf("%s has no face named %q; its faces are %s", c.Name, face, strings.Join(names, ", "))}
}

// colorNames maps Scryfall's color letters to the contract's color words.
var colorNames = map[string]string{"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}

// supertypes are the supertypes a type line may carry; any other word
// before the dash is a card type (package rules says which it knows).
var supertypes = map[string]bool{"basic": true, "legendary": true, "snow": true, "world": true, "ongoing": true, "host": true, "elite": true}

// ParseTypeLine splits a type line such as "Legendary Creature — Human
// Knight" at its em dash: supertypes and card types before it, subtypes
// after. A double-faced card's whole type line ("A // B") should not be
// given; Derive passes one face's.
func ParseTypeLine(line string) (super, types, sub []string) {
	super, types, sub = []string{}, []string{}, []string{}
	left, right, _ := strings.Cut(line, "—")
	for _, w := range strings.Fields(left) {
		if supertypes[strings.ToLower(w)] {
			super = append(super, w)
		} else {
			types = append(types, w)
		}
	}
	sub = append(sub, strings.Fields(right)...)
	return super, types, sub
}

var integer = regexp.MustCompile(`^-?[0-9]+$`)

// printedNumber reads a printed power or toughness as Scryfall writes it:
// an integer ("2", "-1"), or nil for what is not one ("*", "1+*", "2-*",
// "1.5", "∞", an augment's modifier such as "+2"; the permanent must then
// give its value). A value with white space around it is no form Scryfall
// writes, and no guess is made at it: the error says why.
func printedNumber(s string) (*int, string) {
	if s != strings.TrimSpace(s) {
		return nil, "has white space around it; write it as the card prints it, such as \"2\" or \"*\""
	}
	if !integer.MatchString(s) {
		return nil, ""
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return nil, ""
	}
	return &n, ""
}
