package state

import (
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
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
func (b *Board) applyColorChanges() {
	for _, p := range b.Order {
		for _, a := range p.Readings {
			if setsColor.of(a.Keyword) {
				p.setColor(a)
			}
		}
		for _, c := range p.Conditional {
			if setsColor.of(c.Keyword) && b.colorConditionHolds(p, c.Ability) {
				p.setColor(c.Ability)
			}
		}
	}
}

// setColor makes the permanent the color of a ("is black": black and no
// other color), and reports it among what the board's effects changed.
func (p *Perm) setColor(a ability.Ability) {
	c := a.Quality.Text
	if c == "" {
		return
	}
	p.Colors = []string{strings.ToUpper(c[:1]) + c[1:]}
	p.addGiven(game.DerivedAbility{Text: "is " + c, From: p.ID})
}

// colorConditionHolds decides the condition of a color change.
func (b *Board) colorConditionHolds(p *Perm, a ability.Ability) bool {
	switch a.Condition {
	case ability.Enchanted:
		return b.Enchanted(p)
	case ability.Threshold:
		owner := b.PlayersByID[p.Controller]
		return owner != nil && owner.Graveyard != nil && *owner.Graveyard >= 7
	}
	if a.Condition >= ability.YouControl && !a.Condition.OnDeclaration() {
		ok, missing := b.OwnCondition(p, a)
		return ok && missing == ""
	}
	return false
}

// applyOpponentHasIt gives each permanent with Escaped Shapeshifter's line
// the keywords an opponent's creature of another name has (418.5a). It
// runs once the abilities layer is done: the effect depends on the
// abilities other effects give or take away (418.5c), so it applies after
// them. What it gives could in turn change an effect whose subject names
// an ability ("creatures with flying get +1/+1"), applied already; such a
// board is refused rather than judged in the wrong order. A protection of
// an opponent's creature that speaks of colors without being from one
// color ("protection from all colors", "from nonblack") is refused too:
// the seeds do not say which color's protection it is.
func (b *Board) applyOpponentHasIt(errs *game.ErrorList) {
	for _, p := range b.Order {
		var refused map[int]bool // one error for a line, however many colors it looks for; made at the first
		for _, c := range p.Conditional {
			if c.Condition != ability.OpponentHasIt || refused[c.text] {
				continue
			}
			at := game.At("board", "permanents", p.Index, "abilities", c.text)
			holds, unclear := b.opponentHasIt(p, c.When.Quality)
			if unclear != "" {
				if refused == nil {
					refused = map[int]bool{}
				}
				refused[c.text] = true
				errs.Add(at, "%q: which color's protection %s has is not read: the judge reads a protection from one color (502.7a)", c.Text, unclear)
				continue
			}
			if !holds {
				continue
			}
			for _, s := range append(b.sourcesChanging(grants), b.sourcesChanging(takes)...) {
				if dependsOnAbilities(s.Quality) {
					errs.Add(at, "%q gives %s an ability that %s's effect on creatures with abilities would then see: the order of the two is not read", c.Text, p.Label(), s.From.Label())
					return
				}
			}
			p.Readings = append(p.Readings, c.Ability)
			b.BySource.Reset()
		}
	}
}

// opponentHasIt decides OpponentHasIt's condition for p: an opponent
// controls a creature, not named as p is, with what q looks for. unclear
// names a creature whose protection can't be told to be from one color.
func (b *Board) opponentHasIt(p *Perm, q ability.Quality) (holds bool, unclear string) {
	for _, o := range b.Order {
		if o.Controller == p.Controller || !o.IsCreature() || strings.EqualFold(strings.TrimSpace(o.Name), strings.TrimSpace(p.Name)) {
			continue
		}
		all := true
		for _, t := range q.Terms {
			switch t.Kind {
			case ability.NotNamedSelf:
			case ability.WithProtectionFrom:
				has, decided := protectionFromColor(o, strings.TrimPrefix(t.Word, "protection from "))
				if !decided {
					return false, o.Label()
				}
				all = all && has
			default:
				all = all && TermHolds(t, o) != t.Not
			}
		}
		if all {
			holds = true
		}
	}
	return holds, ""
}

// protectionFromColor reports whether o has protection from exactly the
// color c; decided is false when o has a protection that speaks of
// colors otherwise.
func protectionFromColor(o *Perm, c string) (has, decided bool) {
	decided = true
	for _, a := range o.All(ability.Protection) {
		q := a.Quality
		if len(q.Any) == 0 && len(q.Terms) == 1 && q.Terms[0].Kind == ability.Color && !q.Terms[0].Not {
			has = has || q.Terms[0].Word == c
			continue
		}
		if speaksOfColor(q) {
			decided = false
		}
	}
	return has, decided
}

// speaksOfColor reports whether a quality names a color in any way.
func speaksOfColor(q ability.Quality) bool {
	for _, t := range q.Terms {
		switch t.Kind {
		case ability.Color, ability.Colorless, ability.Multicolored, ability.Monocolored, ability.Everything, ability.ColorsYouControl:
			return true
		}
	}
	return slices.ContainsFunc(q.Any, speaksOfColor)
}

// grantedUnder reports whether permanent p has now an ability a static
// grants it under a condition ("Creatures that are enchanted can't attack
// or block."): "enchanted" is decided by the board. One that holds while p
// attacks ("Attacking creatures get +1/+0.") waits with p's own
// conditional abilities until the declaration says it attacks (activate),
// its source recorded for derived.
func (b *Board) grantedUnder(e Sourced, a ability.Ability, p *Perm) bool {
	switch a.Condition {
	case ability.Always:
		return true
	case ability.Enchanted:
		return b.Enchanted(p)
	case ability.NotAttacking, ability.AttackingYou:
		return b.lordsGrantedUnder(e, a, p) // conditions.go
	case ability.Attacking:
		p.Conditional = append(p.Conditional, conditional{a, -1})
		if boostsSettled.of(a.Keyword) {
			p.addBoost(game.DerivedAbility{Text: a.Text, From: e.From.ID})
		}
	case ability.Blocking, ability.HasCounter:
		return b.grantedOnCombat(e, a, p) // auras.go
	case ability.DefenderControls:
		// "Each creature you control can't be blocked as long as defending
		// player controls an artifact land" (Tanglewalker): decided, like
		// a creature's own line, against the player each attacker attacks
		// (activateAgainst, own.go).
		p.Conditional = append(p.Conditional, conditional{a, -1})
	}
	return false
}
