package state

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"slices"
	"strings"
)

// MaxTokens bounds the tokens a damage step may create (Sekki's Spirits):
// far more than a game holds, and a bound on the board an answer returns.
const MaxTokens = 1000

// checkTokenBound refuses a board with a permanent that turns damage into
// tokens (Sekki) when the damage its creatures and shields could deal in a
// combat (every creature's power, twice for double strike, and every
// redirection shield) could make more than MaxTokens tokens: the judge
// would otherwise build a board of any size.
func (b *Board) checkTokenBound(errs *game.ErrorList) {
	b.checkDoublings(errs)
	var at game.Path
	for i, p := range b.Order {
		if at != nil || !slices.ContainsFunc(p.Readings, modifies(ability.TokensInstead)) {
			continue // the common case: no text is looked at
		}
		for j, text := range p.Abilities {
			if at == nil && strings.Contains(strings.ToLower(text), "spirit creature token") {
				at = game.At("board", "permanents", i, "abilities", j)
			}
		}
		if at == nil {
			at = game.At("board", "permanents", i, "abilities") // given by another permanent
		}
	}
	if at == nil {
		return
	}
	total := 0
	for _, p := range b.Order {
		if p.IsCreature() && p.Power != nil && *p.Power > 0 {
			total += 2 * *p.Power
		}
		for _, s := range p.Shields {
			total += s.Amount
		}
	}
	for _, p := range b.Players {
		for _, s := range p.Shields {
			total += s.Amount
		}
	}
	if total > MaxTokens {
		errs.Add(at, "the creatures and shields of this board could deal up to %d damage in a combat, and each would make a token: the judge makes at most %d tokens", total, MaxTokens)
	}
}

// MaxDoublings bounds the permanents that double damage (Anthem of Rakdos)
// on one board: each doubles every damage of its controller's sources, and
// past this many the amounts would leave the numbers the judge computes
// exactly (MaxNumber times 2^MaxDoublings still adds up within an int).
const MaxDoublings = 20

// checkDoublings refuses a board with more than MaxDoublings abilities that
// double damage, at the first one past the bound.
func (b *Board) checkDoublings(errs *game.ErrorList) {
	n := 0
	for i, p := range b.Order {
		doubles := modifies(ability.Double)
		if !slices.ContainsFunc(p.Readings, doubles) && !slices.ContainsFunc(p.Conditional, func(c conditional) bool { return doubles(c.Ability) }) {
			continue
		}
		for j, text := range p.Abilities {
			abs, err := ParseAbility(text, p.Name)
			if err != nil || !slices.ContainsFunc(abs, doubles) {
				continue
			}
			if n++; n > MaxDoublings {
				errs.Add(game.At("board", "permanents", i, "abilities", j), "more than %d abilities that double damage on one board: the judge applies at most %d", MaxDoublings, MaxDoublings)
				return
			}
		}
	}
}

// scalesDamage reports whether a static of keyword k turns damage into
// tokens or doubles it: what the bounds of this file are for (419.6,
// 419.7).
func scalesDamage(k ability.Keyword) bool {
	r := ability.ReplacementOf(k)
	return r != nil && (r.Mod == ability.TokensInstead || r.Mod == ability.Double)
}

// modifies is whether an ability is a replacement static of modification
// m, by its typed form (ability.ReplacementOf).
func modifies(m ability.Modification) func(ability.Ability) bool {
	return func(a ability.Ability) bool {
		r := ability.ReplacementOf(a.Keyword)
		return r != nil && r.Mod == m
	}
}
