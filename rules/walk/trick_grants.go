package walk

import (
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// An activated ability a trick grants until end of turn (Run Wild:
// target creature gains trample and "{G}: Regenerate this creature.") is
// a line the permanent has until then (418.3a): the walk adds it to the
// permanent's abilities as the trick resolves (walk.gain, after the lines
// it had), and a later trick uses it by its text ("{G}: Regenerate this
// creature.", or with ~ or the name); an index is checked against the
// request's board before the walk, so it names the lines given there.
// Before the walk, a trick naming by text a line its source doesn't have
// yet is let through when the line is one the judge applies: the walk
// checks, as the trick is used, that the source has it then.

// withAbilitiesNow is permanent p as the walk's board has it now (its
// abilities, gained lines among them); p itself before the walk or when
// it is not on the walk's board.
func (r trickReader) withAbilitiesNow(p *game.Permanent) *game.Permanent {
	if r.now == nil || p == nil {
		return p
	}
	for k := range r.now.Permanents {
		if r.now.Permanents[k].ID == p.ID {
			q := *p
			q.Abilities = r.now.Permanents[k].Abilities
			return &q
		}
	}
	return p
}

// mayBeGranted reports whether a line a trick names by text that its
// source doesn't have is let through before the walk: an activated line
// the judge applies, when a trick before it grants a line in quotes.
func (r trickReader) mayBeGranted(text, name string) bool {
	if r.now != nil || !slices.ContainsFunc(r.earlier, r.grantsQuoted) {
		return false
	}
	line, err := trick.TrickLine(text, name)
	return err == nil && line.Kind == ability.Activated
}

// grantedWords says the abilities gained, an activated line in quotes as
// the card writes it: `trample, "{g}: regenerate ~."`.
func grantedWords(texts []string) string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = t
		if strings.Contains(t, ": ") {
			out[i] = `"` + t + `"`
		}
	}
	return strings.Join(out, ", ")
}

// grantsQuoted reports whether trick t's text gives an ability in quotes.
func (r trickReader) grantsQuoted(t game.Trick) bool {
	quoted := func(s string) bool { return strings.ContainsAny(s, "\"“") }
	if t.Spell != nil {
		return quoted(t.Spell.Text)
	}
	src := r.permanent(t.Source)
	switch {
	case src == nil:
		return false
	case t.Text != "":
		return quoted(t.Text)
	case t.Ability != nil && *t.Ability >= 0 && *t.Ability < len(src.Abilities):
		return quoted(src.Abilities[*t.Ability])
	}
	return false
}
