package damage

import (
	"cmp"
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file holds the state-based effects checked until none applies
// (420.3): a check finds every effect that applies, they happen as one
// event, and the board that follows is read again, by newBoard, for the
// next check. A creature a lord kept alive dies in the check after the
// lord's (420.5c); a Scion of the Wild that counts fewer creatures shrinks.

// toughnessNote says that a creature with toughness 0 or less goes to the
// graveyard although it has a regeneration shield (420.5b).
func toughnessNote(id game.ObjectID, name string, toughness int) game.Note {
	return game.Note{Rule: "420.5b", Objects: []game.ObjectID{id},
		Message: fmt.Sprintf("%s has toughness %d: it is put into its owner's graveyard, and its regeneration shield can't replace that.", name, toughness)}
}

// regenerationNote says that a regeneration shield replaced a creature's
// destruction by lethal damage (419.6b).
func regenerationNote(id game.ObjectID, name string, damage, toughness int) game.Note {
	return game.Note{Rule: "419.6b", Objects: []game.ObjectID{id},
		Message: fmt.Sprintf("%s has lethal damage (%d, toughness %d) and would be destroyed; its regeneration shield replaces that: all damage is removed from it, it is tapped and removed from combat.", name, damage, toughness)}
}

// notDestroyed is the event of an indestructible creature with lethal
// damage (420.5c).
const NotDestroyed = "not destroyed: indestructible"

// checkAgain repeats the check of state-based effects on the board the
// last check left, until a check finds none that changes the board
// (420.3): each check reads that board again by newBoard, so a lord gone
// no longer gives its bonus, a count is made over the permanents left, and
// the combat is read again (who still attacks and blocks) for the abilities
// that hold while a creature attacks or blocks. removed are the creatures
// in combat that regenerated so far; the events of each check are added
// in order.
func (d *dealing) checkAgain(after game.Board, removed []game.PermanentID, events *[]game.StateBasedEvent) (game.Board, []game.PermanentID) {
	// An indestructible creature with lethal damage is reported once, in
	// the first check that finds it so.
	spared := map[game.ObjectID]bool{}
	for _, e := range *events {
		if e.Event == NotDestroyed {
			spared[e.Object] = true
		}
	}
	// Every check that goes on removes a permanent, unattaches one or uses
	// a regeneration shield: the loop ends.
	for again := true; again && d.plan.Err == nil; {
		after, again = d.checkOnce(after, &removed, events, spared)
	}
	return after, removed
}

// checkOnce is one check of the state-based effects on the board cur
// (420.5b-d, 420.5k, 502.7c), all applied at once: the board that follows,
// and whether any changed it.
func (d *dealing) checkOnce(cur game.Board, removed *[]game.PermanentID, events *[]game.StateBasedEvent, spared map[game.ObjectID]bool) (game.Board, bool) {
	inPlay := inPlayOf(cur)
	kept, changed := detach(cur, inPlay, events)
	if !changed && d.followsUnchanged(cur) { // a board with a shield follows none: readable would leave cur as it is
		return cur, false
	}
	b, now := d.reread(readable(cur, kept, inPlay), *removed)
	if b == nil {
		return cur, false
	}
	*events = append(*events, b.ShedEvents()...)
	changed = changed || len(b.Shed) > 0
	// The permanents that follow are kept's until the first that changes
	// or leaves: most checks change none, and cur is then the board that
	// follows as it is.
	var next []game.Permanent
	for i, q := range kept {
		p := b.Perms[q.ID]
		stays, regenerated, effect := p != nil, false, false // nil: shed, an Aura of a quality its permanent is protected from
		if p != nil {
			stays, regenerated, effect = d.creatureEffects(p, &q, events, spared)
		}
		changed = changed || effect
		if regenerated && now.inCombat(p.ID) {
			*removed = append(*removed, p.ID) // 419.6b, 306.2
		}
		if next == nil && (!stays || effect) {
			next = make([]game.Permanent, i, len(kept))
			copy(next, kept[:i])
		}
		if stays && next != nil {
			next = append(next, q)
		}
	}
	if next == nil {
		next = kept
	}
	if !changed && len(next) == len(cur.Permanents) {
		return cur, false
	}
	return game.Board{ActivePlayer: cur.ActivePlayer, Players: intoGraveyardsLeft(cur.Players, cur.Permanents, next), Permanents: next}, changed
}

// followsUnchanged reports whether the check of in, the board that
// follows, would change nothing, so that it need not read in
// (Combat.Unchanged): in follows from the board the check before it read
// (the damage's own check, afterDamage, read the board the damage was
// dealt on), the permanents left with the same characteristics and the
// damage that check judged. That check found each of them alive, with
// toughness above 0 and less damage, or indestructible (noted once,
// spared); the board is inert, so no shield regenerates and nothing is
// attached or shed. The same judgement again changes nothing.
func (d *dealing) followsUnchanged(in game.Board) bool {
	c := d.plan.Combat
	return c.Unchanged != nil && c.Unchanged(cmp.Or(d.lastRead, c.B), in)
}

// inPlayOf is the set of cur's permanents, when a check needs it: when a
// permanent is attached or a shield names a source or recipient; nil
// otherwise (detach and readable then look up nothing).
func inPlayOf(cur game.Board) map[game.ObjectID]bool {
	named := func(shields []game.Shield) bool {
		return slices.ContainsFunc(shields, func(s game.Shield) bool { return s.Source != "" || s.To != "" })
	}
	if !slices.ContainsFunc(cur.Permanents, func(p game.Permanent) bool { return p.AttachedTo != "" || named(p.Shields) }) &&
		!slices.ContainsFunc(cur.Players, func(p game.Player) bool { return named(p.Shields) }) {
		return nil
	}
	inPlay := make(map[game.ObjectID]bool, len(cur.Permanents))
	for _, p := range cur.Permanents {
		inPlay[p.ID] = true
	}
	return inPlay
}

// intoGraveyardsLeft is players once the permanents of before that a
// check of state-based effects took off the board (those not in after)
// went to their owners' graveyards (420.5), in board order.
func intoGraveyardsLeft(players []game.Player, before, after []game.Permanent) []game.Player {
	if len(before) == len(after) {
		return players
	}
	kept := make(map[game.ObjectID]bool, len(after))
	for _, p := range after {
		kept[p.ID] = true
	}
	for i := range before {
		if !kept[before[i].ID] {
			players = game.IntoGraveyards(players, before[i])
		}
	}
	return players
}

// detach applies the state-based effects of permanents attached to one
// that has left play: an Aura goes to the graveyard (420.5d), an Equipment
// becomes unattached and stays (420.5k). It returns the permanents kept
// and whether any was. The Aura is left out of the board read for this
// check: it enchants nothing, so its effects on the enchanted permanent
// reach none.
func detach(cur game.Board, inPlay map[game.ObjectID]bool, events *[]game.StateBasedEvent) ([]game.Permanent, bool) {
	if !slices.ContainsFunc(cur.Permanents, func(p game.Permanent) bool { return p.AttachedTo != "" && !inPlay[p.AttachedTo] }) {
		return cur.Permanents, false // nothing to detach: cur's permanents are kept as they are (checkOnce reads them only)
	}
	kept := make([]game.Permanent, 0, len(cur.Permanents))
	changed := false
	for _, p := range cur.Permanents {
		if p.AttachedTo != "" && !inPlay[p.AttachedTo] {
			changed = true
			if state.HasWord(p.Subtypes, "aura") {
				*events = append(*events, game.StateBasedEvent{Rule: "420.5d", Object: p.ID, Event: "put into its owner's graveyard", From: p.AttachedTo})
				continue
			}
			*events = append(*events, game.StateBasedEvent{Rule: "420.5k", Object: p.ID, Event: "unattached", From: p.AttachedTo})
			p.AttachedTo = ""
		}
		kept = append(kept, p)
	}
	return kept, changed
}

// reread reads the board in, and the combat on it: who still attacks
// and blocks, for the abilities that hold only then. removed are the
// creatures this step removed from combat so far. A board that can't be
// read (nil) leaves its error on the combat.
func (d *dealing) reread(in game.Board, removed []game.PermanentID) (*state.Board, *Combat) {
	c := d.plan.Combat
	var b *state.Board
	var errs game.ErrorList
	if c.Follow != nil {
		prev := cmp.Or(d.lastRead, c.B)
		if followed, ok := c.Follow(prev, in); ok {
			b = followed
		}
	}
	followed := b != nil
	if b == nil {
		b, errs = state.NewBoard(in)
	}
	d.lastRead = b
	if c.Read != nil {
		c.Read(b)
	}
	if followed {
		// A followed board has no ability that holds only while a
		// creature attacks or blocks, and no shield, so none regenerates:
		// the combat read again would change no ability and tell no one
		// in combat (state.Board.Follow).
		return b, &Combat{}
	}
	again := c.Decl
	again.Board = in
	again.Attackers = slices.Clone(again.Attackers)
	for i := range again.Attackers {
		again.Attackers[i].Provoke = nil // what provoke did is done; its target may be gone
	}
	again.RemovedFromCombat = nil
	for _, id := range append(slices.Clone(c.Decl.RemovedFromCombat), removed...) {
		if b.Perms[id] != nil {
			again.RemovedFromCombat = append(again.RemovedFromCombat, id)
		}
	}
	again.Step = c.Step
	now, more := ReadCombat(b, again)
	if err := append(errs, more...).Err(); err != nil {
		c.Err = err
		return nil, nil
	}
	return b, now
}

// creatureEffects applies to p, a permanent of the board read again, and
// to q, its permanent on the board that follows, the state-based effects
// on creatures (420.5b, 420.5c, with indestructible and regeneration,
// 419.6b): whether q stays in play, whether it regenerated, and whether
// anything changed. An indestructible creature is reported once (spared).
func (d *dealing) creatureEffects(p *state.Perm, q *game.Permanent, events *[]game.StateBasedEvent, spared map[game.ObjectID]bool) (stays, regenerated, changed bool) {
	if !p.IsCreature() || p.Toughness == nil {
		return true, false, false
	}
	toughness := *p.Toughness
	regeneration := regenerationShield(p, q) // shields.go
	switch {
	case toughness <= 0:
		*events = append(*events, game.StateBasedEvent{Rule: "420.5b", Object: p.ID, Event: "put into its owner's graveyard"})
		if regeneration >= 0 {
			d.Notes = append(d.Notes, toughnessNote(p.ID, p.Label(), toughness))
		}
		return false, false, true
	case q.Damage >= toughness && p.Has(ability.Indestructible):
		if !spared[p.ID] {
			spared[p.ID] = true
			*events = append(*events, game.StateBasedEvent{Rule: "420.5c", Object: p.ID, Event: NotDestroyed})
		}
		return true, false, false
	case q.Damage >= toughness && regeneration >= 0:
		*events = append(*events, game.StateBasedEvent{Rule: "420.5c", Object: p.ID, Event: "regenerated"})
		d.Notes = append(d.Notes, regenerationNote(p.ID, p.Label(), q.Damage, toughness))
		q.Damage, q.Tapped = 0, true
		q.Shields = slices.Delete(slices.Clone(q.Shields), regeneration, regeneration+1)
		return true, true, true
	case q.Damage >= toughness:
		*events = append(*events, game.StateBasedEvent{Rule: "420.5c", Object: p.ID, Event: "destroyed"})
		return false, false, true
	}
	return true, false, false
}

// readable is the board of the permanents kept, for newBoard: a shield
// whose source or recipient has left play is left out of it, as it no
// longer does anything here (the board that follows keeps it as it is).
func readable(cur game.Board, kept []game.Permanent, inPlay map[game.ObjectID]bool) game.Board {
	isPlayer := func(id game.ObjectID) bool {
		return slices.ContainsFunc(cur.Players, func(p game.Player) bool { return p.ID == id })
	}
	live := func(s game.Shield) bool {
		return (s.Source == "" || inPlay[s.Source]) && (s.To == "" || inPlay[s.To] || isPlayer(s.To))
	}
	trim := func(shields []game.Shield) []game.Shield {
		if !slices.ContainsFunc(shields, func(s game.Shield) bool { return !live(s) }) {
			return shields
		}
		return slices.DeleteFunc(slices.Clone(shields), func(s game.Shield) bool { return !live(s) })
	}
	gone := func(shields []game.Shield) bool {
		return slices.ContainsFunc(shields, func(s game.Shield) bool { return !live(s) })
	}
	if !slices.ContainsFunc(cur.Players, func(p game.Player) bool { return gone(p.Shields) }) &&
		!slices.ContainsFunc(kept, func(p game.Permanent) bool { return gone(p.Shields) }) {
		// No shield to leave out: the board read is the permanents kept,
		// which checkOnce and newBoard only read.
		return game.Board{ActivePlayer: cur.ActivePlayer, Players: slices.Clone(cur.Players), Permanents: kept}
	}
	in := game.Board{ActivePlayer: cur.ActivePlayer, Players: slices.Clone(cur.Players), Permanents: slices.Clone(kept)}
	for i := range in.Players {
		in.Players[i].Shields = trim(in.Players[i].Shields)
	}
	for i := range in.Permanents {
		in.Permanents[i].Shields = trim(in.Permanents[i].Shields)
	}
	return in
}
