package walk

import (
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
)

// lookBack is the combat just before ids leave play, when one of them
// has a leaves-play trigger; nil otherwise.
func (w *walk) lookBack(ids []game.ObjectID) *damage.Combat { return w.lookBackOn(nil, ids) }

// lookBackOn is lookBack with seen, when not nil, the walk's board as it
// is now, read for the state-based effects that take ids away
// (noneDiesOn).
func (w *walk) lookBackOn(seen *state.Board, ids []game.ObjectID) *damage.Combat {
	if len(ids) == 0 || w.noneDiesOn(seen, ids) || !hasDiesTrigger(w.view(), ids) { // checked_board.go
		return nil
	}
	c, _ := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return nil
	}
	return c
}

// queueDies keeps the leaves-play triggers of ids, gone to the graveyard,
// to be put on the stack the next time a player would receive priority
// (410.2): stateBased resolves them, or the combat damage step with the
// triggers on its damage.
func (w *walk) queueDies(before *damage.Combat, ids []game.ObjectID) {
	if before != nil {
		w.waiting = append(w.waiting, w.diesTriggers(before, ids)...)
	}
}

// takeWaiting empties the triggers waiting to go on the stack.
func (w *walk) takeWaiting() []pending {
	w.waiting = append(w.waiting, w.leftPlayTriggers()...) // combat_triggers.go
	ts := w.waiting
	w.waiting = nil
	return ts
}

// shedAuras puts into their owners' graveyards, as the walk begins, the
// Auras attached to a permanent with protection from a quality they have:
// a state-based effect before any player gets priority (502.7c, 420.5d),
// after which the state-based effects are checked again.
func (w *walk) shedAuras() {
	b := w.view()
	if len(b.Shed) == 0 {
		return
	}
	for _, s := range b.Shed {
		w.event(EventStateBase, "420.5d", []game.ObjectID{s.Aura.ID, s.Attached.ID}, "%s", s.Message())
		w.intoGraveyard(s.Aura.ID)
	}
	w.stateBased()
}

// resolveTriggers puts the triggered abilities on the stack, the active
// player's first (410.3), so the other players' resolve first; each player's
// own in the order found (the walk's default order), and state-based
// effects are checked after each resolves (420.3).
func (w *walk) resolveTriggers(ts []pending) {
	if len(ts) == 0 {
		return
	}
	active := w.board.ActivePlayer
	slices.SortStableFunc(ts, func(x, y pending) int {
		return boolInt(x.controller == active) - boolInt(y.controller == active)
	})
	if len(ts) > 1 {
		w.triggerOrder(ts)
	}
	for _, t := range ts {
		if w.spendUnits(triggerUnits); w.over || w.errs != nil {
			return
		}
		t.resolve()
		w.stateBased()
	}
}

// stateBased applies state-based effects on the walk's board (420.3),
// with the damage code's own check: resolving no damage at all. An effect
// that lasts while its source remains tapped ends first when its source
// is untapped or gone, and again after the check took its source away
// (tapped_source_effects.go).
func (w *walk) stateBased() {
	w.endWhileTapped()
	w.stateBasedOnce()
	if w.endWhileTapped() {
		w.stateBasedOnce()
	}
}

// stateBasedOnce is one check of the state-based effects.
func (w *walk) stateBasedOnce() {
	if w.errs != nil {
		return
	}
	switch {
	case !w.dirty:
	case w.settled(): // derived_patch.go: only what a trigger changed, and it needs no check
		w.dirty = false
	default:
		c, _ := w.combatNow(game.RegularStep)
		if w.errs != nil {
			return
		}
		_, events, after, notes, removed := damage.ResolveDamage(&damage.DamagePlan{Combat: c, Given: map[game.ObjectID]game.Assignment{}}, nil)
		if w.readAgain(c) {
			w.afterStateBasedOn(c.B, events, after, notes, removed)
		}
	}
	// What triggered meanwhile goes on the stack above the rest and
	// resolves first (410.2).
	w.resolveTriggers(w.takeWaiting())
}

// leftPlay are the permanents the state-based events put into a
// graveyard, in their order.
func leftPlay(events []game.StateBasedEvent) []game.ObjectID {
	n := 0
	for _, e := range events {
		if e.Player == "" && (e.Event == "destroyed" || e.Event == "put into its owner's graveyard") {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	gone := make([]game.ObjectID, 0, n)
	for _, e := range events {
		if e.Player == "" && (e.Event == "destroyed" || e.Event == "put into its owner's graveyard") {
			gone = append(gone, e.Object)
		}
	}
	return gone
}

// afterStateBased takes the board after state-based effects and reports
// them, with what the damage code noted of them (a regeneration shield
// used, 419.6b); a creature that regenerated is removed from combat
// (306.2). A player who loses ends the game, and the combat, when no more
// than one other player remains.
func (w *walk) afterStateBased(events []game.StateBasedEvent, after game.Board, notes []game.Note, removed []game.PermanentID) {
	w.afterStateBasedOn(nil, events, after, notes, removed)
}

// afterStateBasedOn is afterStateBased with seen, the walk's board as the
// state-based effects found it, read for them (its combat's board), if
// the caller has it as read: lookBack then need not read it again.
func (w *walk) afterStateBasedOn(seen *state.Board, events []game.StateBasedEvent, after game.Board, notes []game.Note, removed []game.PermanentID) {
	for _, n := range notes {
		if n.Rule == "419.6b" || n.Rule == "420.5b" {
			w.event(EventStateBase, n.Rule, n.Objects, "%s", n.Message)
		}
	}
	var room messageRoom // message_room.go
	gone := leftPlay(events)
	room.b.Grow(w.stateBasedMessagesLen(events))
	w.destroyed = slices.Grow(w.destroyed, len(gone))
	for _, e := range events {
		if e.Player != "" {
			if w.lost[e.Player] != "" {
				continue
			}
			w.lost[e.Player] = e.Rule
			w.event(EventStateBase, e.Rule, []game.ObjectID{e.Player}, "%s %s.", e.Player, e.Event)
			continue
		}
		switch {
		case e.Because != "":
			w.event(EventStateBase, e.Rule, []game.ObjectID{e.Object, e.From}, "%s", e.Because)
		case e.Rule == "420.5d" && e.From != "":
			w.event(EventStateBase, e.Rule, []game.ObjectID{e.Object, e.From}, "%s: put into its owner's graveyard, as %s, which it enchanted, has left play.", w.name(e.Object), w.name(e.From))
		case e.Rule == "420.5k":
			w.event(EventStateBase, e.Rule, []game.ObjectID{e.Object, e.From}, "%s: unattached, as %s has left play; it stays in play.", w.name(e.Object), w.name(e.From))
		default:
			w.report(EventStateBase, e.Rule, []game.ObjectID{e.Object}, room.say(w.name(e.Object), ": ", e.Event, "."))
		}
		if e.Event == "destroyed" || e.Event == "put into its owner's graveyard" {
			w.destroyed = append(w.destroyed, e.Object)
		}
	}
	before := w.lookBackOn(seen, gone)  // 410.10d
	w.adoptPermanents(after.Permanents) // lent_board.go
	w.board.Players = after.Players
	w.queueDies(before, gone)
	for _, id := range removed {
		w.removeFromCombat(game.ObjectID(id), "it regenerated, 419.6b")
	}
	w.changed()
	w.settle()
	w.dirty = false
	w.checked(slices.ContainsFunc(events, func(e game.StateBasedEvent) bool { return e.Event == damage.NotDestroyed }))
	if len(w.lost) > 0 && len(w.board.Players)-len(w.lost) <= 1 && !w.over {
		w.over = true
		var losers []game.ObjectID
		rule := game.RuleID("420.5a")
		for _, p := range w.board.Players {
			if w.lost[p.ID] != "" {
				losers, rule = append(losers, p.ID), w.lost[p.ID]
			}
		}
		w.event(EventGameOver, rule, losers, "The game is over: the rest of the combat does not happen.")
	}
}
