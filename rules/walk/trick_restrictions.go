package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// The restrictions an activated ability's text adds to when it may be
// activated (408.1a), beside those of trick_timing.go: a step of the
// combat, its source's part in the combat, a land the defending player
// controls, or a fact of the game the request states (the cards in a
// graveyard or a hand). A restriction on a fact the request does not
// state is an input error naming the field that gives it (fail closed).

// restricted checks restriction r of the ability a trick uses at its
// point, by player, with src its source: nil, or the violation.
func (w *walk) restricted(t game.Trick, line trickLine, src *game.Permanent, r trick.TimingRule, uses int) *game.Violation {
	illegal := func(format string, args ...any) *game.Violation {
		return &game.Violation{Rule: "408.1a", Objects: []game.ObjectID{src.ID}, Message: fmt.Sprintf("%s's ability \"%s\" ", w.name(src.ID), line.text) + fmt.Sprintf(format, args...)}
	}
	if v := w.stepRestricted(t.At, r, uses, illegal); v != nil {
		return v
	}
	if v := w.combatRestricted(t, src, r, illegal); v != nil {
		return v
	}
	switch r {
	case trick.OnlyIfMoreCardsInHand:
		return w.moreCardsInHand(t, illegal)
	case trick.OnlyIfCombatWithColor:
		return w.combatWithColor(line, src, illegal) // combat_colors.go
	case trick.OnlyWithThreshold:
		n, ok := w.playerFact(t.Player, "graveyard", "threshold (\"seven or more cards are in your graveyard\")", func(p game.Player) *int { return p.Graveyard })
		if ok && n < 7 {
			return illegal("may be activated only if seven or more cards are in %s's graveyard; %d are.", t.Player, n)
		}
	}
	return nil
}

// stepRestricted checks a restriction to a step of the combat, or to a
// number of uses.
func (w *walk) stepRestricted(at game.Step, r trick.TimingRule, uses int, illegal func(string, ...any) *game.Violation) *game.Violation {
	step := map[trick.TimingRule]game.Step{trick.OnlyDeclareAttackersStep: DeclareAttackersStep, trick.OnlyDeclareBlockersStep: DeclareBlockersStep, trick.OnlyEndOfCombatStep: EndOfCombatStep}
	switch r {
	case trick.OnlyDeclareAttackersStep, trick.OnlyDeclareBlockersStep, trick.OnlyEndOfCombatStep:
		if at != step[r] {
			return illegal("may be activated only during the %s step; the %s point is not in it.", step[r], at)
		}
	case trick.OnlyBeforeCombatDamage:
		if slices.Index(trickPoints, at) > slices.Index(trickPoints, DeclareBlockersStep) {
			return illegal("may be activated only before the combat damage step; the %s point is not.", at)
		}
	case trick.OnlyYourUpkeep:
		return illegal("may be activated only during its controller's upkeep, never during combat (the %s point).", at)
	case trick.OnlyOnce:
		if uses > 1 {
			return illegal("may be activated only once; this is its activation number %d.", uses)
		}
	}
	return nil
}

// combatRestricted checks a restriction on the source's part in the
// combat, on what it is, or on the defending player's lands.
func (w *walk) combatRestricted(t game.Trick, src *game.Permanent, r trick.TimingRule, illegal func(string, ...any) *game.Violation) *game.Violation {
	at := t.At
	switch r {
	case trick.OnlyIfAttacking, trick.OnlyIfAttackingOrBlocking:
		if !w.inCombat(src.ID, true) && (r == trick.OnlyIfAttacking || !w.inCombat(src.ID, false)) {
			return illegal("may be activated only while %s is %s; at the %s point it is not.", w.name(src.ID), map[bool]string{true: "attacking", false: "attacking or blocking"}[r == trick.OnlyIfAttacking], at)
		}
	case trick.OnlyIfBlocked:
		if !w.inCombat(src.ID, true) || !w.passed(DeclareBlockersStep) || !slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return slices.Contains(b.Blocking, src.ID) }) {
			return illegal("may be activated only while %s is a blocked creature; at the %s point it is not.", w.name(src.ID), at)
		}
	case trick.OnlyIfBlockedByACreature:
		if !w.inCombat(src.ID, true) || !slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return w.inCombat(b.Creature, false) && w.blocks(b.Creature, src.ID) }) {
			return illegal("may be activated only while a creature is blocking %s; at the %s point none is.", w.name(src.ID), at)
		}
	case trick.OnlyIfCreature:
		if p := w.view().Perms[src.ID]; p == nil || !p.IsCreature() {
			return illegal("may be activated only while %s is a creature; it is not.", w.name(src.ID))
		}
	case trick.OnlyIfDefenderSnowLand, trick.OnlyIfDefenderNoSnowLand:
		return w.snowRestricted(r, illegal)
	case trick.OnlyIfAttackedThisStep:
		attacked := false
		for _, p := range w.defenders() {
			attacked = attacked || p == t.Player
		}
		if at != DeclareAttackersStep || !attacked || !w.passed(DeclareAttackersStep) {
			return illegal("may be activated only if %s has been attacked this step: at the %s point %s has not.", t.Player, at, t.Player)
		}
	}
	return nil
}

// snowRestricted checks "only if defending player controls a snow land /
// no snow lands" on the lands of the board.
func (w *walk) snowRestricted(r trick.TimingRule, illegal func(string, ...any) *game.Violation) *game.Violation {
	d := w.defendingPlayer()
	snow := slices.ContainsFunc(w.view().Order, func(p *state.Perm) bool {
		return p.Controller == d && state.HasWord(p.Types, "land") && state.HasWord(p.Supertypes, "snow")
	})
	if snow != (r == trick.OnlyIfDefenderSnowLand) {
		return illegal("may be activated only if the defending player, %s, controls %s; %s %s.", d, map[bool]string{true: "a snow land", false: "no snow lands"}[r == trick.OnlyIfDefenderSnowLand], d, map[bool]string{true: "controls one", false: "controls none"}[snow])
	}
	return nil
}

// moreCardsInHand checks "only if you have more cards in hand than each
// opponent": every player's hand is a fact the request states.
func (w *walk) moreCardsInHand(t game.Trick, illegal func(string, ...any) *game.Violation) *game.Violation {
	mine, ok := w.playerFact(t.Player, "hand", "\"more cards in hand than each opponent\"", func(p game.Player) *int { return p.Hand })
	if !ok {
		return nil
	}
	for _, p := range w.board.Players {
		if p.ID == t.Player {
			continue
		}
		n, ok := w.playerFact(p.ID, "hand", "\"more cards in hand than each opponent\"", func(p game.Player) *int { return p.Hand })
		if !ok {
			return nil
		}
		if n >= mine {
			return illegal("may be activated only if %s has more cards in hand than each opponent; %s has %d, %s %d.", t.Player, t.Player, mine, p.ID, n)
		}
	}
	return nil
}

// playerFact is a number the request states of player id (the cards in
// a graveyard or a hand); false, with the walk's input error naming the
// field, when it does not.
func (w *walk) playerFact(id game.PlayerID, field, what string, of func(game.Player) *int) (int, bool) {
	for i, p := range w.d.Board.Players {
		if p.ID != id {
			continue
		}
		if of(p) == nil {
			w.errs = game.InputError{{Path: game.At("board", "players", i, field), Detail: fmt.Sprintf("the restriction %s needs the number of cards in %s's %s: give players[].%s", what, id, field, field)}}
			return 0, false
		}
		for _, now := range w.board.Players { // as the walk has changed it (a card discarded)
			if now.ID == id && of(now) != nil {
				return *of(now), true
			}
		}
		return *of(p), true
	}
	return 0, false
}

// defendingPlayer is the defending player (306.3): the player the
// attackers attack once declared, otherwise the one player who is not
// the active player.
func (w *walk) defendingPlayer() game.PlayerID {
	if w.passed(DeclareAttackersStep) {
		for _, a := range w.d.Attackers {
			if p := w.defenders()[a.Creature]; p != "" {
				return p
			}
		}
	}
	for _, p := range w.board.Players {
		if p.ID != w.board.ActivePlayer {
			return p.ID
		}
	}
	return ""
}
