package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// A trick's targets are chosen as it is played (409.1c): each must be
// legal then, or the trick can't be played. A permanent with protection
// from a quality can't be the target of a spell with that quality or of an
// ability of a source with it (502.7b); one with shroud can't be the target
// of any (the era's cards say so; 409.1c is the rule of legal targets). As
// it resolves, the trick checks its targets again: one no longer legal is
// not affected, and a trick whose targets are all illegal does nothing
// (413.2a).

// targetProblem says why id is not a legal target of effect e of the
// trick now, with the rule; "" when it is legal.
func (w *walk) targetProblem(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) (game.RuleID, string) {
	if trick.DividesShield(e) {
		e = anyTarget(e) // its targets: any number of creatures and players (trick_choices.go)
	}
	if t.X != nil {
		e.Selector.Quality = ability.WithX(e.Selector.Quality, *t.X) // "with power X or less" (ability/x_qualities.go)
	}
	b := w.view()
	if e.Selector.Subject == ability.TargetPlayersCreatures {
		return w.playerTargetProblem(e, id) // players_creatures.go
	}
	if b.PlayersByID[id] != nil {
		if e.Selector.Subject == ability.AnyOne || opponentTarget(t, e, id) || ability.UsesTerm(e.Selector.Quality, ability.AnyPlayer) { // player_life.go; skipped_combats.go
			return "", ""
		}
		return "409.1c", fmt.Sprintf("%s is a player, and \"%s\" targets %s.", id, e.Text, targetWords(e))
	}
	p := b.Perms[id]
	if p == nil {
		return "413.2a", fmt.Sprintf("%s has left play.", w.name(id))
	}
	if ability.UsesTerm(e.Selector.Quality, ability.AnyPlayer) {
		return "409.1c", fmt.Sprintf("%s is a permanent, and \"%s\" targets a player.", w.name(id), e.Text) // skipped_combats.go
	}
	if e.Selector.Subject == ability.AnyOne {
		if !p.IsCreature() {
			return "409.1c", fmt.Sprintf("%s is not a creature.", p.Label())
		}
	} else if !w.targetHolds(t, e.Selector.Quality, p) {
		if id == t.Source && ability.UsesTerm(e.Selector.Quality, ability.NotSelf) {
			return "409.1c", fmt.Sprintf("%s is the source of the ability, and \"%s\" targets another creature.", p.Label(), e.Text)
		}
		return "409.1c", fmt.Sprintf("%s is not %s.", p.Label(), targetWords(e))
	}
	if ability.UsesTerm(e.Selector.Quality, ability.NotSelf) && countOf(t.Targets, id) > 1 {
		return "409.1c", fmt.Sprintf("%s is named for \"%s\" and for another target of the same trick.", p.Label(), e.Text)
	}
	if e.Selector.Scope.YouControl && p.Controller != t.Player {
		return "409.1c", fmt.Sprintf("%s is not controlled by %s.", p.Label(), t.Player)
	}
	if pr, ok := declare.ProtectedFrom(p, w.trickSource(t, line)); ok {
		return "502.7b", fmt.Sprintf("%s has protection from %s: it can't be the target of %s.", p.Label(), pr.Quality.Text, line.name)
	}
	if state.Shrouded(p) {
		return "409.1c", fmt.Sprintf("%s has shroud: it can't be the target of a spell or ability.", p.Label())
	}
	return "", ""
}

func targetWords(e ability.Reading) string {
	if e.Selector.Quality.Text == "" {
		return "a creature"
	}
	return declare.Article(e.Selector.Quality.Text) + " " + e.Selector.Quality.Text
}

// targetHolds is holds with the states of combat a target may name:
// "attacking", "blocking" (an attacker or blocker not removed from combat).
func (w *walk) targetHolds(tr game.Trick, q ability.Quality, p *state.Perm) bool {
	if len(q.Any) > 0 {
		return slices.ContainsFunc(q.Any, func(alt ability.Quality) bool { return w.targetHolds(tr, alt, p) })
	}
	for _, term := range q.Terms {
		var ok bool
		switch t := term; t.Kind {
		case ability.AttackingState:
			ok = w.inCombat(p.ID, true)
		case ability.BlockingState:
			ok = w.inCombat(p.ID, false)
		case ability.BlockedState:
			ok = w.inCombat(p.ID, true) && w.passed(DeclareBlockersStep) && slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return slices.Contains(b.Blocking, p.ID) })
		case ability.BlockingSelf:
			ok = tr.Source != "" && w.inCombat(p.ID, false) && w.sourceInCombat(tr.Source, true) && w.blocks(p.ID, tr.Source) // source_last_known.go
		case ability.BlockedBySelf:
			ok = tr.Source != "" && w.inCombat(p.ID, true) && w.sourceInCombat(tr.Source, false) && w.blocks(tr.Source, p.ID)
		case ability.NotInCombatState:
			ok = !w.inCombat(p.ID, t.Word == "nonattacking")
		case ability.AnyPermanent:
			ok = true
		case ability.ControlledByOpponent:
			ok = p.Controller != tr.Player
		case ability.NotSelf:
			ok = p.ID != tr.Source
		case ability.ControlledByDefender:
			ok = p.Controller == w.defendingPlayer() // trick_restrictions.go
		case ability.CountersOnIt, ability.Unblocked, ability.AlsoSharingColor, ability.AlsoSameName, ability.SharesTypeWithAttached, ability.PowerBelowGraveyard,
			ability.AttackingYouTerm, ability.ToughnessBelowSourcePower:
			ok = w.termHolds(tr, t, p) // trick_qualities.go
		case ability.ChosenCreatureType:
			ok = ofChosenType(tr, p) // chosen_types.go
		default:
			ok = state.TermHolds(t, p)
		}
		if ok == term.Not {
			return false
		}
	}
	return len(q.Terms) > 0
}

func countOf(ids []game.ObjectID, id game.ObjectID) int {
	n := 0
	for _, x := range ids {
		if x == id {
			n++
		}
	}
	return n
}

// opponentTarget reports whether player id is a legal "target opponent"
// of effect e of a trick: a player other than the trick's.
func opponentTarget(t game.Trick, e ability.Reading, id game.ObjectID) bool {
	return ability.UsesTerm(e.Selector.Quality, ability.OpponentPlayer) && id != t.Player
}

// anyTarget is a target "any target" of a divided effect: a creature or a
// player.
func anyTarget(e ability.Reading) ability.Reading {
	e.Selector = ability.Selector{Subject: ability.AnyOne}
	return e
}
