package trick

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// Tricks whose effect depends on a choice or an outcome the request
// states: a color chosen as the effect resolves ("protection from the
// color of your choice", "Choose a color. ... the chosen color"), to tap
// or to untap, a coin flipped ("If you win the flip, ..."), a kicker paid
// ("If this spell was kicked, ..."), a spell cast in a main phase or not,
// a payment made or not ("unless any player pays {2}"), and prevention
// divided among any number of targets. The walk applies them with the
// choice the trick gives (walk: trick_choices.go).

// Gated is one effect of a trick with what its happening depends on: the
// condition it needs (When: WonFlip, LostFlip, Kicked, CastInMainPhase;
// 0 for none), a payment that stops it (Unless, the cost Cost), or a
// condition under which a later "instead" replaces it (ReplacedWhen).
type Gated struct {
	Part         ability.Reading
	When         ability.Condition
	Unless       bool
	Cost         string
	ReplacedWhen ability.Condition
	// Wrapper is the sentence that says the condition or the payment.
	Wrapper string
}

// chosenConditions are the conditions of an effect the walk decides from
// the trick's own choices.
var chosenConditions = []ability.Condition{ability.WonFlip, ability.LostFlip, ability.Kicked, ability.CastInMainPhase, ability.RevealedLand}

// Flatten lists the effects of a trick's reading in order, each with what
// its happening depends on: "if [condition], [effect]" and "[effect]
// unless any player pays [cost]" give their effects in their place; "if
// [condition], [effect] instead" marks the effect before it replaced when
// the condition holds. A condition the walk does not decide from the
// trick is kept whole, for applied to refuse.
func Flatten(parts []ability.Reading) []Gated {
	var out []Gated
	for _, p := range parts {
		switch f := ability.FormOf(p); {
		case (f == ifHolds || f == insteadIfHolds) && slices.Contains(chosenConditions, p.Condition) && len(p.Parts) > 0:
			if f == insteadIfHolds {
				if len(out) == 0 {
					out = append(out, Gated{Part: p}) // nothing to replace: refused
					continue
				}
				out[len(out)-1].ReplacedWhen = p.Condition
			}
			for _, q := range p.Parts {
				out = append(out, Gated{Part: q, When: p.Condition, Wrapper: p.Text})
			}
		case f == unlessPaid && len(p.Parts) > 0:
			for _, q := range p.Parts {
				out = append(out, Gated{Part: q, Unless: true, Cost: p.Cost, Wrapper: p.Text})
			}
		default:
			out = append(out, Gated{Part: p})
		}
	}
	return out
}

// flatParts are the effects of Flatten, without what they depend on.
func flatParts(parts []ability.Reading) []ability.Reading {
	var out []ability.Reading
	for _, g := range Flatten(parts) {
		out = append(out, g.Part)
	}
	return out
}

// choicesRead checks the choices of a trick's effects the walk applies:
// "the chosen color" only after "choose a color" in the same text; a flip's
// outcome only after "flip a coin"; prevention divided among targets only
// as the trick's sole targets.
func choicesRead(parts []ability.Reading) error {
	chose, flipped, divided, others, revealed := false, false, false, 0, false
	for _, g := range Flatten(parts) {
		p := g.Part
		switch f := ability.FormOf(p); {
		case f.Action == ability.Choosing:
			chose = true
		case f.Action == ability.Chance:
			flipped = true
		case f.Action == ability.Revealing:
			revealed = true
		case DividesShield(p):
			divided = true
		}
		if (g.When == ability.WonFlip || g.When == ability.LostFlip) && !flipped {
			return fmt.Errorf("the effect %q speaks of a flip no effect before it makes", g.Wrapper)
		}
		if g.When == ability.RevealedLand && !revealed {
			return fmt.Errorf("the effect %q speaks of a card no effect before it reveals", g.Wrapper)
		}
		for _, q := range p.Parts {
			if ChosenColorOf(q) == "the chosen color" && !chose {
				return fmt.Errorf("the effect %q gives protection from \"the chosen color\" with no \"choose a color\" the judge applies before it (a color chosen as its source entered is read from the permanent's chosen)", p.Text)
			}
		}
		if s := p.Selector.Subject; !DividesShield(p) && (s == ability.Targeted || s == ability.AnyOne || s == ability.SeveralTargeted) {
			others++
		}
	}
	if divided && others > 0 {
		return fmt.Errorf("prevention divided among any number of targets beside other targets is not one the judge applies")
	}
	return nil
}

// ChosenColorOf is who chooses the color of a protection given as an
// effect resolves ("the color of your choice", "the color of its
// controller's choice", "the chosen color", "artifacts or from the color
// of your choice"); "" for any other ability.
func ChosenColorOf(g ability.Reading) string {
	if g.Mode != ability.Protection || len(g.Quality.Terms) != 1 || g.Quality.Terms[0].Kind != ability.ChosenColor {
		return ""
	}
	return g.Quality.Terms[0].Word
}

// kickerLine is an instant's kicker, first in its text: its cost in mana
// symbols, or in words after a dash ("Kicker—Sacrifice a land.").
var kickerLine = regexp.MustCompile(`(?i)^kicker\s*(?:[—-]\s*([^.]+)\.|((?:\{[^}]+\})+))\s*`)

// KickerOf cuts an instant's kicker (502.21a) from the start of its text:
// the rest of the text, and the kicker's cost as written, lower case
// ("{5}", "sacrifice a land"; "" when it has none). A trick casting the
// card says in kicked whether the cost is paid.
func KickerOf(text string) (rest, cost string) {
	plain := strings.TrimSpace(Reminder.ReplaceAllString(text, ""))
	m := kickerLine.FindStringSubmatch(plain)
	if m == nil {
		return text, ""
	}
	return plain[len(m[0]):], strings.ToLower(m[1] + m[2])
}
