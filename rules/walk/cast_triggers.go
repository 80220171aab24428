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

// Triggers on a spell cast or a card cycled (trick.CastTrigger): when a
// trick casts an instant, each permanent in play with "Whenever you cast
// a [quality] spell, ..." whose quality the instant has (its types,
// subtypes, colors) and whose caster matches triggers; when a trick cycles
// a card, each "Whenever a player cycles a card, ..." does (410.2). They
// go on the stack above the spell (or the cycling) as its player would
// receive priority, the active player's first (410.3): the non-active
// player's resolve first; one player's in the order of the board (the
// judge's order: the request names none). A trigger with an intervening
// "if" ("if ~ is an enchantment") triggers only if it holds as the spell
// is cast, and does nothing if it no longer holds as it resolves (410.8).
// One that waits for a spell no instant is ("a creature spell") never
// triggers in a combat the judge walks, and the walk says so as an
// instant is cast. Each target is chosen as the
// trigger goes on the stack (410.4), given in choices.targets; a trigger
// with no legal target is removed from the stack. Each then resolves as a
// trick with the permanent as its source, its targets checked again
// (413.2a), and the state-based effects are checked (420.3) before the
// next and before the spell resolves.

// firedCast is one trigger fired by a spell cast or a card cycled.
type firedCast struct {
	src  *state.Perm
	ct   trick.CastTrigger
	line trickLine
	t    game.Trick
	// below: on the stack below the trick's own trigger on cycling, so
	// it resolves after it.
	below bool
}

// castTriggers fires the triggers on the spell t casts (or the card it
// cycles) and puts them on the stack: those above it, to resolve before
// that spell (or the trigger on cycling), and those below it, to resolve
// after (trick_effects.go resolves them).
// A spell is below every trigger it fires. A card's own trigger on being
// cycled triggers with the others: the active player's go on the stack
// first (410.3), so a trigger of the active player's lies below the
// non-active player's cycling trigger; one player's own triggers are in
// the order the judge takes (the card's trigger on cycling last).
func (w *walk) castTriggers(t game.Trick, line trickLine) (above, after []firedCast) {
	if !line.spell || t.Spell == nil || line.fromHand { // an ability used from a hand casts nothing (hand_abilities.go)
		return nil, nil
	}
	fired := w.firedBy(t, line.cycled)
	if len(fired) == 0 {
		return nil, nil
	}
	// The stack: the active player's triggers first, so the other
	// player's resolve first.
	slices.SortStableFunc(fired, func(a, b firedCast) int {
		return boolOrder(a.src.Controller == w.board.ActivePlayer) - boolOrder(b.src.Controller == w.board.ActivePlayer)
	})
	var on []firedCast
	for _, f := range fired {
		f.below = line.cycled && t.Player != w.board.ActivePlayer && f.src.Controller == w.board.ActivePlayer
		if ok := w.castTriggerTargets(&f); w.stopped || w.errs != nil {
			return nil, nil
		} else if ok {
			on = append(on, f)
		}
	}
	for _, f := range on {
		if f.below {
			after = append(after, f)
			continue
		}
		above = append(above, f)
	}
	return above, after
}

func boolOrder(b bool) int {
	if b {
		return 1
	}
	return 0
}

// firedBy are the triggers the spell of t (cycled: the card it cycles)
// fires, in the board's order.
func (w *walk) firedBy(t game.Trick, cycled bool) []firedCast {
	var out []firedCast
	for _, p := range w.view().Order {
		for _, text := range p.Abilities {
			ct, err := trick.ReadCastTrigger(text, p.Name)
			if err != nil {
				continue
			}
			if !cycled && ct.NeverInCombat() {
				w.event(EventTrigger, "410.2", []game.ObjectID{p.ID}, "%s's ability \"%s\" waits for a %s spell; %s is an instant, and no other spell is cast in a combat the judge walks: it doesn't trigger.", p.Label(), text, strings.Join(ct.Spell, " or "), t.Spell.Name)
				continue
			}
			if !ct.Fires(cycled, t.Spell.Types, t.Spell.Subtypes, t.Spell.Colors, string(t.Player), string(p.Controller)) {
				continue
			}
			if ct.IfType != "" && !state.HasWord(p.Types, ct.IfType) {
				w.event(EventTrigger, "410.8", []game.ObjectID{p.ID}, "%s's ability \"%s\" doesn't trigger on the spell cast: %s is no %s now.", p.Label(), text, p.Label(), ct.IfType)
				continue
			}
			out = append(out, firedCast{src: p, ct: ct,
				line: trickLine{reading: ct.Effect, name: p.Label(), text: text},
				t:    game.Trick{At: t.At, Source: p.ID, Player: p.Controller}})
		}
	}
	return out
}

// castTriggerTargets puts a fired trigger on the stack: its target chosen
// (choices.targets), checked legal (410.4). False when it is removed from
// the stack for want of a legal target; an illegal target named stops
// the walk with an illegal verdict, a missing one with a 422.
func (w *walk) castTriggerTargets(f *firedCast) bool {
	what := w.spellOrCycling(f)
	first := "above the spell, it resolves first"
	if f.below {
		first = "below the card's trigger on being cycled, which the non-active player put on the stack after it (410.3): it resolves after that one"
	} else if f.ct.Cycles {
		first = "above the card's trigger on being cycled: it resolves first"
	}
	n, _ := wantTargets(f.line.reading, nil)
	if n == 0 {
		w.event(EventTrigger, "410.2", []game.ObjectID{f.src.ID}, "%s's ability \"%s\" triggers on %s and goes on the stack: %s.", f.src.Label(), f.line.text, what, first)
		return true
	}
	slot := slotOrder(targetSlots(f.line.reading, []game.ObjectID{""}, nil))[0]
	e := f.line.reading.Parts[slot]
	target, given := w.castTarget(f.src, f.line.text)
	if !given {
		if !w.anyCastTarget(f, e) {
			w.event(EventTrigger, "410.4", []game.ObjectID{f.src.ID}, "%s's ability \"%s\" triggers on %s, but no permanent or player is a legal target for it: it is removed from the stack.", f.src.Label(), f.line.text, what)
			return false
		}
		w.errs = game.InputError{{Path: game.At("choices", "targets"), Detail: fmt.Sprintf("%s's \"%s\" triggers on %s and has a target: choices.targets names it (source %q)", f.src.Label(), f.line.text, what, f.src.ID)}}
		return false
	}
	f.t.Targets = []game.ObjectID{target}
	if rule, why := w.targetProblem(f.t, f.line, e, target); rule != "" {
		w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
		w.judgement.Verdict = game.Illegal
		w.judgement.Violations = append(w.judgement.Violations, game.Violation{Rule: "410.4", Objects: []game.ObjectID{f.src.ID, target},
			Message: fmt.Sprintf("%s's ability \"%s\" can't target %s: %s", f.src.Label(), f.line.text, w.name(target), why)})
		return false
	}
	w.event(EventTrigger, "410.2", []game.ObjectID{f.src.ID, target}, "%s's ability \"%s\" triggers on %s and goes on the stack targeting %s: %s.", f.src.Label(), f.line.text, what, w.name(target), first)
	return true
}

// spellOrCycling names what fired a trigger.
func (w *walk) spellOrCycling(f *firedCast) string {
	if f.ct.Cycles {
		return "the card cycled"
	}
	return "the spell cast"
}

// anyCastTarget reports whether a permanent or player of the board is a
// legal target of effect e of the trigger.
func (w *walk) anyCastTarget(f *firedCast, e ability.Reading) bool {
	b := w.view()
	for _, p := range b.Order {
		t := f.t
		t.Targets = []game.ObjectID{p.ID}
		if rule, _ := w.targetProblem(t, f.line, e, p.ID); rule == "" {
			return true
		}
	}
	for _, p := range w.board.Players {
		t := f.t
		t.Targets = []game.ObjectID{p.ID}
		if rule, _ := w.targetProblem(t, f.line, e, p.ID); rule == "" {
			return true
		}
	}
	return false
}

// castTarget is the target the request names for src's cast trigger
// line text.
func (w *walk) castTarget(src *state.Perm, text string) (game.ObjectID, bool) {
	for _, c := range w.d.Targets {
		if c.Source != src.ID || len(c.Targets) == 0 {
			continue
		}
		if c.Text == "" || sameTriggerLine(c.Text, text, src.Name) {
			return c.Targets[0], true
		}
	}
	return "", false
}
