package walk

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/defender_effects.go: the effects of a
// creature's trigger on attacking, or on attacking and not being blocked,
// on the defending player's side, and the triggers on attacking with an
// intervening "if" on the board (410.8). A trigger with an intervening
// "if" triggers only if its condition holds as the attackers are declared
// and does nothing unless it still holds as it resolves; both are checked
// on the board the walk keeps (the lands and permanents the request
// lists). What happens in a hidden zone the judge doesn't keep (a
// library, a hand) is said in an event, and nothing in play follows from
// it.

func init() {
	defenderEffects, controlTargetCreature = (*walk).defenderTrigger, (*walk).controlSacrificedFor
}

// defenderTrigger is the resolution of a trigger whose effect is one of
// that file's; ok is false for any other effect.
func (w *walk) defenderTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	at := func(f func()) pending { return pending{controller: p.Controller, source: p.ID, resolve: f} }
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	switch f := effectOf(e).Form(); f {
	case ability.Effect{Action: ability.LifeLoss, Amount: ability.Counted, Duration: ability.Once, Whom: ability.DefendingPlayer}:
		return at(func() { w.losePerGraveyardCard(p, ab, rule, ctx.defender) }), true
	case ability.Effect{Action: ability.Looking, Duration: ability.Once, Whom: ability.LibraryCards, Optional: true}:
		return at(func() {
			said("%s looks at the top card of %s's library and may put it on the bottom of that library. The judge keeps no library: which card it is and where it goes are not shown, and nothing in play changes.", p.Controller, ctx.defender)
		}), true
	case ability.Effect{Action: ability.Revealing, Duration: ability.Once, Whom: ability.DefendingPlayer, Optional: true}:
		return at(func() {
			yes, given := w.mayAnswer(p.ID, ab.Text)
			w.mayEvent(p, ab, yes, given)
			if !yes {
				return
			}
			said("%s plays with his or her hand revealed for as long as %s remains in play. The judge keeps no cards of a hand: nothing in play changes.", ctx.defender, p.Label())
			w.noCombatDamage(p, ab) // no_combat_damage.go
		}), true
	case ability.Effect{Action: ability.SpellBan, Duration: ability.ThisTurn, Whom: ability.DefendingPlayer}:
		return at(func() {
			if w.noSpells == nil {
				w.noSpells = map[game.PlayerID]string{}
			}
			if _, already := w.noSpells[ctx.defender]; !already {
				w.noSpells[ctx.defender] = fmt.Sprintf("%s's ability \"%s\"", p.Label(), ab.Text)
			}
			said("%s, the defending player, can't cast spells for the rest of this turn: an instant he or she casts later in this combat is not a legal play (408.1a).", ctx.defender)
		}), true
	case ability.Effect{Action: ability.ControlChange, Duration: ability.Once, Whom: ability.DefendersTarget, Optional: true},
		ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.DefendersTarget, Optional: true, IfYouDo: true}:
		return at(func() { w.defendersPermanentOption(p, ab, rule, ctx) }), true
	case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.Itself, IfControlsNone: ability.Player},
		ability.Effect{Action: ability.UntapSkipped, Duration: ability.Once, Whom: ability.Itself, IfControlsNone: ability.DefendingPlayer},
		ability.Effect{Action: ability.Untapping, Duration: ability.Once, Whom: ability.Selected, Optional: true}:
		held, why := w.boardCondition(p, e, ctx.defender) // as it triggers (410.8)
		return at(func() {
			if !held {
				w.event(EventTrigger, "410.8", []game.ObjectID{p.ID}, "%s's ability \"%s\" doesn't trigger: as %s attacked, %s.", p.Label(), ab.Text, p.Label(), why)
				return
			}
			if holds, why := w.boardCondition(p, e, ctx.defender); !holds {
				w.event(EventTrigger, "410.8", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but its condition no longer holds (%s): it does nothing.", p.Label(), ab.Text, why)
				return
			}
			if f.Is(ability.Untapping) { // "if ~ is untapped, you may untap all creatures you control"
				w.untapYours(p, ab, rule)
				return
			}
			if f.Is(ability.UntapSkipped) {
				said("%s; %s doesn't untap during %s's next untap step, which is about a later turn: nothing of this combat follows from it.", why, p.Label(), p.Controller)
				return
			}
			if !w.boost(p.ID, e.Power, e.Toughness) {
				said("%s has left play: it does nothing.", p.Label())
				return
			}
			said("%s, so %s gets %+d/%+d until end of turn (now %s).", why, p.Label(), e.Power, e.Toughness, w.pt(p.ID))
		}), true
	}
	return pending{}, false
}

// boardCondition says whether the intervening "if" of e holds on the
// board now, and what the board shows.
func (w *walk) boardCondition(p *state.Perm, e ability.Ability, defender game.PlayerID) (bool, string) {
	b := w.view()
	if effectOf(e).Is(ability.Untapping) { // "if ~ is untapped"
		if q := b.Perms[p.ID]; q == nil || q.Tapped {
			return false, fmt.Sprintf("%s is not an untapped permanent in play", p.Label())
		}
		return true, fmt.Sprintf("%s is untapped", p.Label())
	}
	if effectOf(e).IfControlsNone == ability.Player { // "if you control no untapped lands"
		for _, q := range b.Order {
			if q.Controller == p.Controller && state.HasWord(q.Types, "land") && !q.Tapped {
				return false, fmt.Sprintf("%s controls an untapped land, %s", p.Controller, q.Label())
			}
		}
		return true, fmt.Sprintf("%s controls no untapped land (of those the board lists)", p.Controller)
	}
	for _, q := range b.Order {
		if q.Controller == defender && state.Holds(e.Quality, q) {
			return false, fmt.Sprintf("%s, the defending player, controls %s, a %s permanent", defender, q.Label(), e.Quality.Text)
		}
	}
	return true, fmt.Sprintf("%s, the defending player, controls no %s permanent (of those the board lists)", defender, e.Quality.Text)
}

// losePerGraveyardCard is "defending player loses N life for each card in
// his or her graveyard": the cards counted as it resolves, from the
// request's players[].graveyard (a 422 naming it when not given).
func (w *walk) losePerGraveyardCard(p *state.Perm, ab ability.Ability, rule game.RuleID, defender game.PlayerID) {
	n := -1
	for i, pl := range w.d.Board.Players {
		if pl.ID != defender {
			continue
		}
		if pl.Graveyard == nil {
			w.errs = game.InputError{{Path: game.At("board", "players", i, "graveyard"), Detail: fmt.Sprintf("%s's \"%s\" counts the cards in %s's graveyard: give players[].graveyard", p.Label(), ab.Text, defender)}}
			return
		}
		n = *pl.Graveyard
		for _, now := range w.board.Players { // as the walk has changed it
			if now.ID == defender && now.Graveyard != nil {
				n = *now.Graveyard
			}
		}
	}
	if n < 0 {
		return
	}
	loss := n * ab.Abilities[0].N
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %d %s in %s's graveyard, so %s, the defending player, loses %d life (now %d).", p.Label(), ab.Text, n, cards(n), defender, defender, loss, w.player(defender, -loss, 0))
}

// defendersPermanentOption resolves "you may gain control of target
// artifact defending player controls. If you do, ~ assigns no combat
// damage this turn" and "you may pay [mana]. If you do, destroy target
// artifact defending player controls and ~ assigns no combat damage this
// turn": its controller chooses (410.5, choices.may, with the target, an
// artifact the defending player controls, 410.4); mana is taken as paid.
func (w *walk) defendersPermanentOption(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	target, yes := w.answeredTarget(p, ab) // may_choices.go
	if !yes {
		return
	}
	isArtifact := func(q *state.Perm) bool { return state.HasWord(q.Types, "artifact") }
	if why := w.controlledTargetIllegal(p, target, ctx.defender, "the defending player", isArtifact, "artifact"); why != "" { // target_legality.go
		w.illegalTarget(p, ab, target, why) // 410.4
		return
	}
	if effectOf(e).Is(ability.Destruction) { // "you may pay [mana]. If you do, destroy target artifact ..."
		mana := strings.ToUpper(strings.TrimPrefix(strings.SplitN(e.Text, ".", 2)[0], "you may pay "))
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s pays %s (the judge keeps no mana pool: the mana is taken as paid).", p.Label(), ab.Text, p.Controller, mana)
		w.destroy(EventTrigger, p.ID, target, ab.Text, rule)
		if !w.inPlay(p.ID) {
			w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s has left play: it has no combat damage to assign anyway.", p.Label())
			return
		}
		w.gain(p.ID, "~ assigns no combat damage this turn.")
		w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s paid, so %s assigns no combat damage this turn.", p.Controller, p.Label())
		return
	}
	w.controlByTrigger(EventTrigger, "418.3a", p, target, ab.Text, "with no end stated, it lasts past this turn (418.3a)") // end_of_combat_effects.go
	w.noCombatDamage(p, ab)                                                                                                // no_combat_damage.go
}

// controlSacrificedFor is "gain control of target creature" after "you
// may sacrifice ~. If you do,": the target, any creature, was checked as
// legal before the sacrifice; gone from play since, the effect does
// nothing (413.2a).
func (w *walk) controlSacrificedFor(p *state.Perm, ab ability.Ability, rule game.RuleID, target game.ObjectID) {
	if !w.inPlay(target) {
		w.event(EventTrigger, "413.2a", []game.ObjectID{p.ID, target}, "%s's ability \"%s\": %s has left play, so its target is gone and it does nothing more.", p.Label(), ab.Text, w.name(target))
		return
	}
	w.controlByTrigger(EventTrigger, rule, p, target, ab.Text, "with no end stated, it lasts past this turn (418.3a)") // end_of_combat_effects.go
}

// untapYours is "you may untap all creatures you control": its
// controller chooses (410.5, choices.may); a yes untaps each tapped
// creature he or she controls now, which may then block (309.2a).
func (w *walk) untapYours(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return
	}
	var ids []game.ObjectID
	for _, q := range w.view().Order {
		if q.Controller == p.Controller && q.IsCreature() && q.Tapped {
			ids = append(ids, q.ID)
		}
	}
	for _, id := range ids {
		w.permanent(id).Tapped = false
	}
	if len(ids) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls no tapped creature, so nothing untaps.", p.Label(), ab.Text, p.Controller)
		return
	}
	w.changed()
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves: %s untaps %s, the tapped creatures he or she controls.", p.Label(), ab.Text, p.Controller, w.names(ids))
}
