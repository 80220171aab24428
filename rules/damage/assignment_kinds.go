package damage

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// The static abilities that change how combat damage is assigned (310.2e)
// or ban a shield (419.6b, 419.7), by their typed form
// (ability.StaticAbility's Assigns and Bans): the damage step asks these
// lists, never a keyword.
var (
	assignsAsUnblocked     = ability.Assigning(ability.AsThoughUnblocked, ability.Itself)
	assignsAmongDefenders  = ability.Assigning(ability.AmongDefenders, ability.Itself)
	assignsToDefendersOne  = ability.Assigning(ability.ToDefendersCreature, ability.Itself)
	assignsNoCombatDamage  = ability.Assigning(ability.NoCombatDamage, ability.Itself)
	defendingPlayerAssigns = ability.Assigning(ability.ByDefendingPlayer, ability.Selected)
	unpreventable          = ability.Banning(ability.PreventionOfItsDamage)
	unregenerable          = ability.Banning(ability.Regeneration)
)

// firstTextOf is the text of p's first ability of one of the keywords
// ks, without its final period.
func firstTextOf(p *state.Perm, ks []ability.Keyword) string {
	for _, k := range ks {
		if p.Has(k) {
			return firstText(p, k)
		}
	}
	return ""
}

// CantBeRegenerated reports whether p can't be regenerated (419.6b): a
// regeneration shield doesn't apply to it.
func CantBeRegenerated(p *state.Perm) bool { return p.HasAny(unregenerable) }

// AssignsNoCombatDamage are the keywords of "~ assigns no combat damage
// this turn" (310.2e), for the walk's option that gives it.
func AssignsNoCombatDamage() []ability.Keyword { return assignsNoCombatDamage }
