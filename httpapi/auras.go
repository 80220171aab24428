package httpapi

import "rulesjudge/rules"

// aurasMissingFact is missingFact for the facts of rules/ability/auras.go:
// whether the cost to ignore an Aura's effect was paid this turn
// (effect_ignored), and whether a summoning-sick creature of the active
// player with phasing phased in this turn (phased_in, 502.15m), the
// creature being the permanent itself or the one an Aura gives phasing.
func aurasMissingFact(b *Board, p *Permanent, a rules.Ability) string {
	switch rules.FactField(a) {
	case "permanents[].effect_ignored":
		if p.EffectIgnored == nil {
			return "depends on whether the cost to ignore its effect this turn was paid: give its effect_ignored to apply it"
		}
	case "permanents[].phased_in":
		c := p
		if a.Scope.Attached {
			c = nil
			for i := range b.Permanents {
				if b.Permanents[i].ID == p.AttachedTo {
					c = &b.Permanents[i]
				}
			}
		}
		if c != nil && c.PhasedIn == nil && c.SummoningSick && c.Controller == b.ActivePlayer {
			return "depends on whether " + c.ID + ", summoning sick with phasing, phased in this turn (502.15m): give its phased_in to apply it"
		}
	}
	return ""
}
