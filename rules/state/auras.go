package state

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// This file gives meaning to package ability's auras.go: what an Aura
// gives the enchanted creature only while it blocks, or until it attacks
// ("Otherwise, it gets -2/-1.") and shroud against provoke's target.
// Ironclaw Curse's restriction on blocks is a ban of rules/declare
// (bans.go), read by its typed form.

// grantedOnCombat is grantedUnder for the conditions on combat of this
// file: an ability given while the creature blocks waits with its own
// conditional abilities (activate). One that holds until it attacks
// (NotAttacking) is conditions.go's: it holds now, and is taken away when the
// creature is declared an attacker.
func (b *Board) grantedOnCombat(e Sourced, a ability.Ability, p *Perm) bool {
	switch a.Condition {
	case ability.Blocking:
		p.Conditional = append(p.Conditional, conditional{a, -1})
		return false
	case ability.HasCounter: // Aurification: "each creature with a gold counter on it ... has defender"
		return hasCounter(p, a.When.Quality.Text)
	}
	return false
}

// hasCounter reports whether p has at least one counter of the kind.
func hasCounter(p *Perm, kind string) bool {
	for k, n := range p.Counters {
		if strings.EqualFold(strings.TrimSpace(k), kind) && n > 0 {
			return true
		}
	}
	return false
}

// applyTypeEffects applies the type-changing effects of the board's
// statics, the fourth layer of 418.5a, before the abilities and power and
// toughness: Aurification makes each creature with a gold counter a Wall
// too (its defender is a grant of the abilities layer, beside it); Natural
// Emergence makes its controller's lands 2/2 creatures with first strike,
// all of it in this layer (418.5b). A land that is a creature already is
// refused: which of the two effects setting its power and toughness
// applies last depends on timestamps the request does not give (418.5d).
//
// The card types change first, whatever the order of the board:
// Aurification's effect depends on Natural Emergence's (applying Natural
// Emergence changes what Aurification applies to: a land with a gold
// counter becomes a creature, 418.5c), so it is applied after it (418.5d);
// Natural Emergence depends on nothing here (a creature type makes
// nothing a land).
func (b *Board) applyTypeEffects(errs *game.ErrorList) {
	for _, pass := range []changeQuestion{addsCardTypes, addsCreatureTypes} { // characteristic_changes.go
		b.applyTypeEffect(pass, errs)
	}
}

// applyTypeEffect applies the board's type-changing statics that answer
// q (applyTypeEffects).
func (b *Board) applyTypeEffect(q changeQuestion, errs *game.ErrorList) {
	for _, src := range b.Order {
		for _, a := range src.Readings {
			if !q.of(a.Keyword) {
				continue
			}
			switch {
			case addsCreatureTypes.of(a.Keyword):
				word := a.Quality.Terms[0].Word
				word = strings.ToUpper(word[:1]) + word[1:]
				for _, p := range b.Order {
					if !p.IsCreature() || !hasCounter(p, a.When.Quality.Text) || Holds(a.Quality, p) {
						continue
					}
					p.Subtypes = append(slices.Clone(p.Subtypes), word)
					p.addGiven(game.DerivedAbility{Text: fmt.Sprintf("is a %s in addition to its other creature types (%s counter)", word, a.When.Quality.Text), From: src.ID})
				}
			case addsCardTypes.of(a.Keyword):
				for i, p := range b.Order {
					if p.Controller != src.Controller || !p.HasType("land") {
						continue
					}
					if p.TypeSet != nil && *p.TypeSet == [2]int{a.Power, a.Toughness} {
						// Made the same N/N creature by another such effect
						// (a second Natural Emergence): whichever applies
						// last, it is that creature, with both effects'
						// abilities.
						p.Readings = append(p.Readings, a.Abilities...)
						for _, g := range a.Abilities {
							p.addGiven(game.DerivedAbility{Text: g.Text, From: src.ID})
						}
						continue
					}
					if p.IsCreature() || p.Given.Power != nil || p.Given.Toughness != nil {
						errs.Add(game.At("board", "permanents", i, "types"), "%s is a land that %s makes a %d/%d creature, and it is a creature already or has a power and toughness given: which effect sets them last depends on timestamps the request does not give (418.5d); give the land as a land only", p.Label(), src.Label(), a.Power, a.Toughness)
						continue
					}
					p.Types = append(slices.Clone(p.Types), "Creature")
					p.TypeSet = &[2]int{a.Power, a.Toughness}
					p.Readings = append(p.Readings, a.Abilities...)
					p.addGiven(game.DerivedAbility{Text: fmt.Sprintf("is a %d/%d creature, still a land", a.Power, a.Toughness), From: src.ID})
					for _, g := range a.Abilities {
						p.addGiven(game.DerivedAbility{Text: g.Text, From: src.ID})
					}
				}
			}
		}
	}
}

// deactivate takes from the creatures declared as attackers the abilities
// that hold only as long as they are not attacking (NotAttacking): an
// attacking creature enchanted by Tahngarth's Rage gets +3/+0, and no
// longer -2/-1; Arcades Sabboth's +0/+2 ends for an attacker (conditions.go).
func (b *Board) deactivate(cond ability.Condition, creatures []*Perm) {
	if cond != ability.Attacking {
		return
	}
	for _, p := range creatures {
		if p == nil {
			continue
		}
		if p.drop(func(a ability.Ability) bool { return a.Condition == ability.NotAttacking }) {
			p.noteKeywords()   // keyword_filter.go
			b.BySource.Reset() // the abilities changed
			b.SetPowerToughness(p)
		}
	}
}

// shrouded reports whether target has shroud, so that no ability may
// target it: provoke's target is chosen as the trigger goes on the stack,
// as for an activated ability (410.4, 409.1c), and a permanent with shroud
// is not a legal one. Shroud is not defined in the seeds; 410.4 is the
// nearest rule listed.
func Shrouded(target *Perm) bool { return target.Has(ability.Shroud) }

// shroudTarget is the violation of a provoke that targets a creature with
// shroud.
func ShroudTarget(c, target *Perm) game.Violation {
	return game.Violation{Rule: "410.4", Objects: []game.ObjectID{c.ID, target.ID},
		Message: fmt.Sprintf("%s's provoke can't target %s: %s has shroud, and a triggered ability's targets must be legal when it goes on the stack (410.4, 409.1c).", c.Label(), target.Label(), target.Label())}
}

// unignored decides the condition of Volrath's Curse and Lost in Thought
// on the Aura p: its effect holds unless the request says the cost to
// ignore it this turn was paid (effect_ignored), a fact the board does not
// show.
func (b *Board) unignored(p *Perm) (ok bool, missing string) {
	if p.EffectIgnored == nil {
		return false, fmt.Sprintf("whether the cost to ignore %s's effect this turn was paid", p.Label())
	}
	return !*p.EffectIgnored, ""
}

// phasedIn reports whether the request says p phased in this turn: it may
// attack as though it had haste (502.15m).
func (p *Perm) phasedIn() bool { return p.PhasedIn != nil && *p.PhasedIn }

// checkPhasing refuses a board on which a creature of the active player
// with phasing is summoning sick and the request does not say whether it
// phased in this turn. Phasing acts only in the untap step (502.15b): a
// creature with it that is in play on its controller's turn phased in
// during that step (and may attack as though it had haste, 502.15m)
// unless it came under that player's control after it, and the board
// alone does not tell which. One that may attack as though it had haste
// anyway needs no answer.
func (b *Board) checkPhasing(errs *game.ErrorList) {
	for i, p := range b.Order {
		if p.PhasedIn != nil || !p.SummoningSick || p.Controller != b.ActivePlayer || !p.IsCreature() || !p.Has(ability.Phasing) || p.MayIgnoreSickness() {
			continue
		}
		errs.Add(game.At("board", "permanents", i, "phased_in"), "%s has phasing and is summoning sick: give its phased_in (true when it phased in during this turn's untap step, so that it may attack as though it had haste, 502.15m; false when it came under %s's control after that step)", p.Label(), p.Controller)
	}
}

// mayIgnoreSickness reports whether c may attack though it came under its
// controller's control this turn: it has haste (502.5b) or "can attack as
// though it had haste" (212.3d: the rule it is read against).
func (c *Perm) MayIgnoreSickness() bool {
	return c.Has(ability.Haste) || c.HasAny(asThoughHaste) || c.phasedIn() // auras.go: 502.15m
}

// asThoughHaste are the permissions to attack as though it had haste
// (ability.AsThough).
var asThoughHaste = ability.Permissions(ability.ToAttack, ability.Itself, func(t *ability.AsThough) bool { return t.Had == ability.Haste })

// checkGivenTriggerController refuses an Aura or Equipment p, attached to
// to, that gives to a trigger of its own about to whose effect names
// "you" (Armadillo Cloak: "Whenever enchanted creature deals damage, you
// gain that much life."), when another player controls to: "you" is p's
// controller, the controller of the trigger whose source p is (410.6),
// and the walk reads the trigger as the creature's own, whose controller
// is to's. When one player controls both, the two readings agree.
func (b *Board) checkGivenTriggerController(errs *game.ErrorList, i int, p, to *Perm) {
	if p.Controller == to.Controller {
		return
	}
	for _, a := range p.Readings {
		if ability.YouOfGivenTrigger(a) {
			errs.Add(game.At("board", "permanents", i, "controller"), "%s's ability %q is its own trigger about %s, and \"you\" is its controller, %s, who doesn't control %s: the judge reads it only while the same player controls both (410.6)", p.Label(), a.Text, to.Label(), p.Controller, to.Label())
			return
		}
	}
}
