package walk

import (
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// messageRoom is room for the messages of the events a step reports for
// each creature (declared, tapped, blocks, unblocked, deals damage),
// written one after another into one buffer: each message is a piece of
// one string, so that a step makes one allocation or few for its
// messages, not one for each. A strings.Builder never changes what it has
// written: a message taken keeps its text as the room grows.
type messageRoom struct{ b strings.Builder }

// say writes parts as one message and gives it.
func (r *messageRoom) say(parts ...string) string {
	start := r.b.Len()
	for _, s := range parts {
		r.b.WriteString(s)
	}
	return r.since(start)
}

// since is the message written from start on.
func (r *messageRoom) since(start int) string {
	return r.b.String()[start:]
}

// names writes the names of ids as walk.names does: "a", "a and b", "a,
// b and c".
func (r *messageRoom) names(w *walk, ids []game.ObjectID) {
	for i, id := range ids {
		switch {
		case i == 0:
		case i == len(ids)-1:
			r.b.WriteString(" and ")
		default:
			r.b.WriteString(", ")
		}
		r.b.WriteString(w.name(id))
	}
}

// attacksMessagesLen is the length of the messages declareAttackers
// writes on b for the attackers, at most: two for each (it attacks; it
// becomes tapped, or has vigilance), its name in each.
func (w *walk) attacksMessagesLen(b *state.Board) int {
	n := 0
	for _, a := range w.d.Attackers {
		if p := b.Perms[a.Creature]; p != nil {
			n += 2*len(p.Label()) + len(" attacks.") + len(" becomes tapped as it attacks.")
			if p.Has(ability.Vigilance) {
				n += len(" has vigilance: attacking doesn't tap it.") - len(" becomes tapped as it attacks.")
			}
		}
	}
	return n
}

// blocksMessagesLen is about the length of the messages declareBlockers
// writes of c: what each blocker blocks, each attacker unblocked.
func (w *walk) blocksMessagesLen(c *damage.Combat) int {
	n := 0
	for _, bl := range c.Blockers {
		n += len(bl.Label()) + len(" blocks .")
		for _, a := range c.Blocking[bl.ID] {
			n += len(w.name(a.ID)) + len(", ")
		}
	}
	for _, a := range c.Attackers {
		if !c.Blocked[a.ID] {
			n += len(a.Label()) + len(" is unblocked.")
		}
	}
	return n
}

// dealtMessagesLen is about the length of the messages damageStep writes
// of the combat damage dealt: one for each row dealt.
func (w *walk) dealtMessagesLen(dealt []game.Dealt) int {
	n := 0
	for _, d := range dealt {
		if d.Amount > 0 {
			n += len(w.name(d.Source)) + len(w.name(d.To)) + len(" deals 1 combat damage to .")
		}
	}
	return n
}

// stateBasedMessagesLen is about the length of the messages
// afterStateBasedOn writes in a room: one for each permanent an event
// names without saying why.
func (w *walk) stateBasedMessagesLen(events []game.StateBasedEvent) int {
	n := 0
	for _, e := range events {
		if e.Player == "" && e.Because == "" {
			n += len(w.name(e.Object)) + len(e.Event) + len(": .")
		}
	}
	return n
}
