package rules

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
)

// This file applies what package ability's granted.go reads: a creature's
// color change under a condition ("Threshold - ... ~ is black"), and the
// one place a line that works only from a graveyard could change an answer
// (a creature put into a graveyard in the middle of a walked combat).

// applyColorChanges sets the colors of each permanent with "~ is [color]"
// that holds (418.5a: colors change in their layer, before abilities are
// given and power and toughness change, and before any condition that
// reads a color is decided). The reader takes a color change only under a
// condition that reads no permanent's color (ability.CheckColorCondition),
// so the order of the permanents does not matter. A fact a condition needs
// and the request does not give is refused where the condition is decided
// (applyBoardConditions); the color is then left as it is.
func (b *board) applyColorChanges() {
	for _, p := range b.order {
		for _, a := range p.abilities {
			if a.Keyword == ability.ColorIs {
				p.setColor(a)
			}
		}
		for _, c := range p.conditional {
			if c.Keyword == ability.ColorIs && b.colorConditionHolds(p, c.Ability) {
				p.setColor(c.Ability)
			}
		}
	}
}

// setColor makes the permanent the color of a ("is black": black and no
// other color).
func (p *perm) setColor(a ability.Ability) {
	c := a.Quality.Text
	if c == "" {
		return
	}
	p.Colors = []string{strings.ToUpper(c[:1]) + c[1:]}
}

// colorConditionHolds decides the condition of a color change.
func (b *board) colorConditionHolds(p *perm, a ability.Ability) bool {
	switch a.Condition {
	case ability.Enchanted:
		return b.enchanted(p)
	case ability.Threshold:
		owner := b.players[p.Controller]
		return owner != nil && owner.Graveyard != nil && *owner.Graveyard >= 7
	}
	if a.Condition >= ability.YouControl && !a.Condition.OnDeclaration() {
		ok, missing := b.ownCondition(p, a)
		return ok && missing == ""
	}
	return false
}

// checkGraveyardLines refuses to walk on once a permanent with a line that
// works from a graveyard ("As long as Brawn is in your graveyard and you
// control a Forest, creatures you control have trample.") has left play
// during the walk: put into a graveyard, its line would give the creatures
// still in combat what it says (402.8: abilities that say so work from
// other zones), and the walk reads no card in a graveyard. Before it
// leaves, the line changes nothing: a permanent on the board is in play.
func (w *walk) checkGraveyardLines(step Step) {
	if w.errs != nil {
		return
	}
	for _, p := range w.d.Board.Permanents {
		if w.permanent(p.ID) != nil {
			continue
		}
		for _, text := range p.Abilities {
			abs, err := ParseAbility(text, p.Name)
			if err != nil {
				continue
			}
			for _, a := range abs {
				if a.Keyword != ability.InGraveyardOnly {
					continue
				}
				w.errs = InputError{{Path: path("board"), Detail: fmt.Sprintf(
					"%s has left play before the %s combat damage step, and its line %q works from its owner's graveyard (402.8); the walk does not read cards in graveyards: judge that step with POST /v1/damage/check on the board as it is then, with what the line gives written on the creatures it gives it to",
					w.name(p.ID), step, text)}}
				return
			}
		}
	}
}
