package damage

import (
	"fmt"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
	"strings"
)

// mayAssignElsewhere reports whether p, an attacker, may assign its combat
// damage to recipients 310.2b-d do not name.
func (c *Combat) MayAssignElsewhere(p *state.Perm) bool {
	if !c.isAttacker(p) {
		return false
	}
	return p.HasAny(assignsAmongDefenders) || (!c.Blocked[p.ID] && p.HasAny(assignsToDefendersOne))
}

// hasAssignOption reports whether p has an option beside the assignment
// 310.2 gives it: as though it weren't blocked, or elsewhere (310.2e).
func (c *Combat) HasAssignOption(p *state.Perm) bool {
	return c.MayAssignUnblocked(p) || c.MayAssignElsewhere(p)
}

// defendersCreature reports whether id is a creature the player p attacks
// controls.
func (c *Combat) defendersCreature(p *state.Perm, id game.ObjectID) bool {
	r := c.B.Perms[id]
	return r != nil && r.IsCreature() && r.Controller == c.Attack.Player[p.ID]
}

// assignsElsewhere says which ability a's assignment follows when it
// takes p's option of assigning elsewhere (310.2e), or "" when it doesn't:
// Cunning Giant's, all of it to one creature of the defending player's;
// Butcher Orgg's, each share to the defending player or one of that
// player's creatures.
func (c *Combat) assignsElsewhere(p *state.Perm, a game.Assignment) string {
	if !c.MayAssignElsewhere(p) {
		return ""
	}
	defender := c.Attack.Player[p.ID]
	var to []game.ObjectID
	for _, s := range a.Damage {
		if s.Amount > 0 && !slices.Contains(to, s.To) {
			to = append(to, s.To)
		}
	}
	if len(to) == 0 {
		return ""
	}
	if p.HasAny(assignsAmongDefenders) {
		ok := true
		for _, id := range to {
			ok = ok && (id == defender || c.defendersCreature(p, id))
		}
		if ok {
			return firstTextOf(p, assignsAmongDefenders)
		}
	}
	if !c.Blocked[p.ID] && p.HasAny(assignsToDefendersOne) && len(to) == 1 && c.defendersCreature(p, to[0]) {
		return firstTextOf(p, assignsToDefendersOne)
	}
	return ""
}

// elsewhereOption says, for a violation's message, what else p may do.
func (c *Combat) elsewhereOption(p *state.Perm) string {
	switch {
	case !c.MayAssignElsewhere(p):
		return ""
	case p.HasAny(assignsAmongDefenders):
		return fmt.Sprintf("; or divide it among %s and creatures %s controls, as its ability lets it (310.2e)", c.Attack.Player[p.ID], c.Attack.Player[p.ID])
	default:
		return fmt.Sprintf("; or all of it to one creature %s controls, as its ability lets it (310.2e)", c.Attack.Player[p.ID])
	}
}

// formationDivider is the defending player who assigns an attacker's
// combat damage under Defensive Formation, if one does.
func (c *Combat) formationDivider(p *state.Perm) (game.PlayerID, bool) {
	if !c.isAttacker(p) {
		return "", false
	}
	defender := c.Attack.Player[p.ID]
	for _, k := range defendingPlayerAssigns {
		for _, s := range c.B.Sources(k) {
			if s.From.Controller == defender {
				return defender, true
			}
		}
	}
	return "", false
}

// formationSource names the permanent whose ability gives the defending
// player p's assignment, with its text.
func (c *Combat) FormationSource(p *state.Perm) string {
	defender := c.Attack.Player[p.ID]
	for _, k := range defendingPlayerAssigns {
		for _, s := range c.B.Sources(k) {
			if s.From.Controller == defender {
				return fmt.Sprintf("%s controls %s: %q", defender, s.From.Label(), strings.TrimSuffix(s.Text, "."))
			}
		}
	}
	return ""
}
