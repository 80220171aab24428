package walk

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// checkFlipChoices checks the request's outcomes: each names a permanent
// of the board with a triggered line that flips a coin, and no line is
// answered twice.
func checkFlipChoices(errs *game.ErrorList, b *state.Board, in []FlipChoice) {
	seen := map[string]int{}
	for i, f := range in {
		if p, line, ok := flipAnswers.answeredLine(errs, b, i, f.Source, f.Text); ok {
			flipAnswers.once(errs, seen, i, p, line)
		}
	}
}

// flip is the outcome the request gives for src's line text; ok is false
// when it gives none: the walk then stops with an input error naming
// choices.flips.
func (w *walk) flip(src *state.Perm, text string) (won, ok bool) {
	for _, f := range w.d.Flips {
		if f.Source != src.ID {
			continue
		}
		p := w.view().Perms[src.ID]
		if p == nil {
			p = src
		}
		if f.Text == "" || strings.EqualFold(choiceLine(p, f.Text, flips), text) {
			w.event(EventTrigger, "410.2", []game.ObjectID{src.ID}, "%s's ability \"%s\" resolves: %s flips a coin and %s the flip (choices.flips).", src.Label(), text, src.Controller, map[bool]string{true: "wins", false: "loses"}[f.Won])
			return f.Won, true
		}
	}
	w.errs = game.InputError{{Path: game.At("choices", "flips"), Detail: fmt.Sprintf("%s's ability \"%s\" flips a coin as it resolves: the outcome is chance, which the judge doesn't choose; say it in choices.flips of POST /v1/combat/resolve ({\"source\": %q, \"won\": true or false}); a check of one step takes no choices, so it can't walk past this flip", src.Label(), text, src.ID)}}
	return false, false
}

// flipLost reports whether src's controller lost the flip of its line
// text, as the request says (flip); a won flip is reported, as an event of
// kind and rule, to do nothing more. False too when the request says
// nothing (an input error).
func (w *walk) flipLost(src *state.Perm, text, kind string, rule game.RuleID) bool {
	won, ok := w.flip(src, text)
	if ok && won {
		w.event(kind, rule, []game.ObjectID{src.ID}, "%s wins the flip: the ability does nothing more.", src.Controller)
	}
	return ok && !won
}

// flipRemoveAndTap is "flip a coin. If you lose the flip, remove ~ from
// combat and tap it" (Mijae Djinn's), as it attacks: removed from combat
// it no longer attacks (306.2).
func (w *walk) flipRemoveAndTap(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	if !w.flipLost(p, ab.Text, EventTrigger, rule) {
		return
	}
	q := w.permanent(p.ID)
	if q == nil {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s loses the flip, but %s has left play: it does nothing.", p.Controller, p.Label())
		return
	}
	w.removeFromCombat(p.ID, fmt.Sprintf("its ability \"%s\"", ab.Text))
	if !q.Tapped {
		q.Tapped = true
		w.changed()
	}
	w.event(EventTapped, rule, []game.ObjectID{p.ID}, "%s is tapped (it lost the flip).", p.Label())
}

// creaturesBlockTriggers are the board's "whenever one or more creatures
// block" abilities: once when blockers are declared, if any creature
// blocks (410.9a).
func (w *walk) creaturesBlockTriggers(c *damage.Combat) []pending {
	if len(c.Blockers) == 0 {
		return nil
	}
	var out []pending
	for _, p := range c.B.Order {
		for _, ab := range creaturesTriggers(p, ability.Blocks, ability.AnyRecipient, ability.OneOrMore) {
			src := p // the resolution's own: the loop's stays off the heap
			out = append(out, pending{controller: src.Controller, source: src.ID, text: ab.Text, resolve: func() { w.flipSacrifice(src, ab) }})
		}
	}
	return out
}

// flipSacrifice is Tide of War's: if its controller wins the flip, each
// blocking creature is sacrificed by its controller; if not, each blocked
// creature is; those creatures found as it resolves (413.2f). A sacrifice
// puts the creature into its owner's graveyard, past regeneration and
// indestructibility; having left play, it has left combat (306.2).
func (w *walk) flipSacrifice(src *state.Perm, ab ability.Ability) {
	won, ok := w.flip(src, ab.Text)
	if !ok {
		return
	}
	c, _ := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	var ids []game.ObjectID
	what := "blocking"
	if won {
		ids = declare.IdsOf(c.Blockers)
	} else {
		what = "blocked"
		for _, a := range c.Attackers {
			if c.Blocked[a.ID] {
				ids = append(ids, a.ID)
			}
		}
	}
	if len(ids) == 0 {
		w.event(EventTrigger, "410.9a", []game.ObjectID{src.ID}, "%s's ability \"%s\" resolves: no creature is %s now, so none is sacrificed.", src.Label(), ab.Text, what)
		return
	}
	names := w.names(ids)
	for _, id := range ids {
		w.sacrificed(id) // attack_triggers.go
	}
	w.event(EventTrigger, "306.2", append([]game.ObjectID{src.ID}, ids...), "%s's ability \"%s\" resolves: each %s creature (%s) is sacrificed by its controller; they leave play, and so leave combat.", src.Label(), ab.Text, what, names)
}
