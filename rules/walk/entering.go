package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// Permanents that come into play during the combat: creature tokens a
// trick or a trigger creates (418.6d). A permanent put into play was never
// declared as an attacker or a blocker: attackers and blockers are
// declared as game actions of their steps (308.1, 309.1), so it is not in
// combat, deals and is dealt no combat damage this combat, and "whenever ~
// attacks / blocks" never triggers for it. It has not been under its
// controller's control since the turn began (212.3d): without haste it
// can't use {T} abilities this turn. The delayed effects "at the beginning
// of the next end step" (404.4) happen after the combat the judge walks:
// an event says what will happen then, never silently.

// namesEnteredOne reports whether the delayed effect i of a trick names
// ("it", "that creature") a permanent an effect before it put into play.
func (w *walk) namesEnteredOne(line trickLine, i int) bool {
	e := line.reading.Parts[i]
	if len(e.Parts) == 0 || e.Parts[0].Selector.Subject != ability.That {
		return false
	}
	k := antecedent(line.reading.Parts, i)
	return k >= 0 && w.entered[k] != nil
}

// antecedent is the index of the effect before effect i that "it", "that
// creature" names: the last that names a target or puts a permanent into
// play; -1 when none does.
func antecedent(parts []ability.Reading, i int) int {
	for k := i - 1; k >= 0; k-- {
		switch parts[k].Selector.Subject {
		case ability.Targeted, ability.AnyOne, ability.SeveralTargeted, ability.TopCreatureCard, ability.Entered:
			return k
		}
	}
	return -1
}

// named are the objects effect i of a trick names, for an effect that is
// not resolved through the targets' loop: what "it" names (a permanent put
// into play, a target), or the source itself.
func (w *walk) named(t game.Trick, line trickLine, i int, slots map[int][]game.ObjectID) []game.ObjectID {
	sel := line.reading.Parts[i].Selector
	if trick.DelayedToEndStep(line.reading.Parts[i]) && len(line.reading.Parts[i].Parts) > 0 {
		sel = line.reading.Parts[i].Parts[0].Selector
	}
	switch sel.Subject {
	case ability.Itself:
		return []game.ObjectID{t.Source}
	case ability.That:
		k := antecedent(line.reading.Parts, i)
		if k < 0 {
			return nil
		}
		if ids := w.entered[k]; ids != nil {
			return ids
		}
		if ids := slots[k]; len(ids) > 0 {
			return ids
		}
	}
	return nil
}

// createTokens puts the tokens of t into play under controller's control,
// each with the id state.EnteringID gives: the ids.
func (w *walk) createTokens(t ability.Token, controller game.PlayerID, kind, by string) []game.ObjectID {
	var ids []game.ObjectID
	for range max(t.Count, 1) {
		id := state.EnteringID(t.Name, true, w.d.Board, w.board)
		w.keepOwn() // lent_board.go
		w.board.Permanents = append(w.board.Permanents, state.TokenPermanent(t, id, controller))
		w.name("") // the labels are made
		w.labels[id] = t.Name
		w.changed()
		ids = append(ids, id)
		haste := ""
		if !hasHaste(t.Abilities) {
			haste = " Without haste it can't attack or use {T} abilities this turn (212.3d)."
		}
		w.event(kind, "418.6d", []game.ObjectID{id}, "%s: %s puts into play a %s (id %q).%s It was never declared as an attacker or a blocker, so it is not in this combat (308.1, 309.1).", by, controller, describeToken(t), id, haste)
	}
	return ids
}

func hasHaste(lines []string) bool {
	for _, l := range lines {
		if strings.EqualFold(l, "haste") {
			return true
		}
	}
	return false
}

// describeToken says a token as a card says it: "1/1 colorless Insect
// artifact creature token named Wasp with flying".
func describeToken(t ability.Token) string {
	colors := "colorless"
	if len(t.Colors) > 0 {
		colors = strings.Join(t.Colors, " and ")
	}
	types := "creature"
	if len(t.Types) > 1 {
		types = "artifact creature"
	}
	if len(t.Supertypes) > 0 {
		types = "legendary " + types
	}
	s := fmt.Sprintf("%d/%d %s %s %s token named %s", t.Power, t.Toughness, colors, strings.Join(t.Subtypes, " "), types, t.Name)
	if len(t.Abilities) > 0 {
		s += " with " + strings.ToLower(strings.Join(t.Abilities, ", "))
	}
	return s
}

// laterAtEndStep reports a delayed effect of e that happens at the
// beginning of the next end step, after the combat walked (404.4): the
// board after the combat still holds what it names.
func (w *walk) laterAtEndStep(kind, by string, e ability.Reading, ids []game.ObjectID) {
	what := strings.TrimSuffix(e.Text, ".")
	if len(ids) == 0 {
		w.event(kind, "404.4", nil, "%s: \"%s\" is a delayed triggered ability for the next end step, after this combat; it names nothing in play now.", by, what)
		return
	}
	w.event(kind, "404.4", ids, "%s: \"%s\" sets up a delayed triggered ability for %s: it happens at the beginning of the next end step, after this combat, so the board after the combat still has %s.", by, what, w.names(ids), w.names(ids))
}

// tokenTrigger is the resolution of a trigger whose effect creates
// creature tokens: they come into play under the trigger's controller's
// control, after the declarations, so they are in no combat (308.1,
// 309.1); ok is false for any other effect.
func (w *walk) tokenTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID) (pending, bool) {
	e := ab.Abilities[0]
	if !ability.EffectOf(e.Keyword).Is(ability.TokenMade) || e.Token == nil {
		return pending{}, false
	}
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves.", p.Label(), ab.Text)
		w.createTokens(*e.Token, p.Controller, EventTrigger, fmt.Sprintf("%s's ability", p.Label()))
	}}, true
}

func hasWord(list []string, w string) bool {
	for _, x := range list {
		if strings.EqualFold(x, w) || strings.EqualFold(x+"s", w) {
			return true
		}
	}
	return false
}

// enterCard puts the card the trick names into play under its user's
// control (413.2b): a permanent with the card's characteristics and the id
// state.EnteringID gives; none when the trick names no card (a "you may"
// declined).
func (w *walk) enterCard(t game.Trick, e ability.Reading, by string) []game.ObjectID {
	if t.Enters == nil {
		w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: %s puts no card into play (the trick names none in enters).", by, t.Player)
		return []game.ObjectID{}
	}
	p := state.EnteringPermanent(t.Enters.Permanent, state.EnteringID(t.Enters.Permanent.Name, false, w.d.Board, w.board), t.Player)
	w.keepOwn() // lent_board.go
	w.board.Permanents = append(w.board.Permanents, p)
	w.name("")
	w.labels[p.ID] = p.Name
	w.changed()
	from := "from the graveyard"
	if ability.FormOf(e).FromHand {
		from = "from the hand"
	}
	haste := ""
	if hasWord(p.Types, "creature") && !hasHaste(p.Abilities) {
		haste = " Until it gains haste it can't attack or use {T} abilities this turn (212.3d)."
	}
	ignored := ""
	if len(t.Enters.Ignored) > 0 {
		ignored = fmt.Sprintf(" Of its lines the judge does not apply: \"%s\".", strings.Join(t.Enters.Ignored, "\", \""))
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{p.ID}, "%s resolves: %s is put into play %s under %s's control (id %q). It was never declared as an attacker or a blocker, so it is not in this combat (308.1, 309.1).%s%s", by, p.Name, from, t.Player, p.ID, haste, ignored)
	return []game.ObjectID{p.ID}
}

// attackersBeforeTricks are the attackers whose declaration the request's
// board is checked for before the tricks at the beginning of combat: all
// of them, but when such a trick puts a permanent into play (a token, a
// card), those whose id is not on the request's board: the permanent it
// puts there may be declared an attacker (308.2a, with haste), and the
// declaration is checked on the board after those tricks. So are those
// another player controls on the request's board: such a trick may give
// the active player control of it (control_change.go).
func attackersBeforeTricks(d CombatDeclaration) []game.Attacker {
	enters := false
	for _, t := range d.Tricks {
		enters = enters || t.At == BeginningOfCombatStep && (t.Enters != nil || t.Card != "" || t.Source != "")
	}
	if !enters {
		return d.Attackers
	}
	var out []game.Attacker
	for _, a := range d.Attackers {
		if slices.ContainsFunc(d.Board.Permanents, func(p game.Permanent) bool { return p.ID == a.Creature && state.HasWord(p.Types, "creature") }) && !othersCreature(d.Board, a.Creature) { // control_change.go; a permanent no creature yet: one a trick may animate (animation.go)
			out = append(out, a)
		}
	}
	return out
}

// othersCreature reports whether permanent id is controlled, on board b,
// by a player other than the active player: declared an attacker, it is
// one a trick at the beginning of combat must give the active player
// first, so the declaration is checked on the board after such tricks.
func othersCreature(b game.Board, id game.ObjectID) bool {
	for _, p := range b.Permanents {
		if p.ID == id {
			return p.Controller != b.ActivePlayer
		}
	}
	return false
}
