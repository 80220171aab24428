package rules

import (
	"fmt"
	"rulesjudge/rules/ability"
	"slices"
	"strings"
)

// mayAssignElsewhere reports whether p, an attacker, may assign its combat
// damage to recipients 310.2b-d do not name.
func (c *combat) mayAssignElsewhere(p *perm) bool {
	if !c.isAttacker(p) {
		return false
	}
	return p.has(ability.AssignAmongDefenders) || (!c.blocked[p.ID] && p.has(ability.AssignToDefendersCreature))
}

// hasAssignOption reports whether p has an option beside the assignment
// 310.2 gives it: as though it weren't blocked, or elsewhere (310.2e).
func (c *combat) hasAssignOption(p *perm) bool {
	return c.mayAssignUnblocked(p) || c.mayAssignElsewhere(p)
}

// defendersCreature reports whether id is a creature the player p attacks
// controls.
func (c *combat) defendersCreature(p *perm, id ObjectID) bool {
	r := c.b.perms[id]
	return r != nil && r.isCreature() && r.Controller == c.attack.player[p.ID]
}

// assignsElsewhere says which ability a's assignment follows when it
// takes p's option of assigning elsewhere (310.2e), or "" when it doesn't:
// Cunning Giant's, all of it to one creature of the defending player's;
// Butcher Orgg's, each share to the defending player or one of that
// player's creatures.
func (c *combat) assignsElsewhere(p *perm, a Assignment) string {
	if !c.mayAssignElsewhere(p) {
		return ""
	}
	defender := c.attack.player[p.ID]
	var to []ObjectID
	for _, s := range a.Damage {
		if s.Amount > 0 && !slices.Contains(to, s.To) {
			to = append(to, s.To)
		}
	}
	if len(to) == 0 {
		return ""
	}
	if p.has(ability.AssignAmongDefenders) {
		ok := true
		for _, id := range to {
			ok = ok && (id == defender || c.defendersCreature(p, id))
		}
		if ok {
			return firstText(p, ability.AssignAmongDefenders)
		}
	}
	if !c.blocked[p.ID] && p.has(ability.AssignToDefendersCreature) && len(to) == 1 && c.defendersCreature(p, to[0]) {
		return firstText(p, ability.AssignToDefendersCreature)
	}
	return ""
}

// elsewhereOption says, for a violation's message, what else p may do.
func (c *combat) elsewhereOption(p *perm) string {
	switch {
	case !c.mayAssignElsewhere(p):
		return ""
	case p.has(ability.AssignAmongDefenders):
		return fmt.Sprintf("; or divide it among %s and creatures %s controls, as its ability lets it (310.2e)", c.attack.player[p.ID], c.attack.player[p.ID])
	default:
		return fmt.Sprintf("; or all of it to one creature %s controls, as its ability lets it (310.2e)", c.attack.player[p.ID])
	}
}

// formationDivider is the defending player who assigns an attacker's
// combat damage under Defensive Formation, if one does.
func (c *combat) formationDivider(p *perm) (PlayerID, bool) {
	if !c.isAttacker(p) {
		return "", false
	}
	defender := c.attack.player[p.ID]
	for _, s := range c.b.sources(ability.DefenderAssigns) {
		if s.from.Controller == defender {
			return defender, true
		}
	}
	return "", false
}

// formationSource names the permanent whose ability gives the defending
// player p's assignment, with its text.
func (c *combat) formationSource(p *perm) string {
	defender := c.attack.player[p.ID]
	for _, s := range c.b.sources(ability.DefenderAssigns) {
		if s.from.Controller == defender {
			return fmt.Sprintf("%s controls %s: %q", defender, s.from.label(), strings.TrimSuffix(s.Text, "."))
		}
	}
	return ""
}
