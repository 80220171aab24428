package walk

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// The targets of triggered abilities whose target isn't optional (Clockwork
// Hydra's "any target", Sidar Jabari's "target creature defending player
// controls", Elite Javelineer's "target attacking creature", Close
// Quarters's): its controller chooses the target as the ability is put on
// the stack (410.4); the request names it (choices.targets). A trigger
// with no legal target at all is removed from the stack (410.4); one with
// legal targets and none named stops the walk with a 422 naming
// choices.targets: the judge doesn't choose for a player.

// checkTargetChoices checks the request's targets (but those own, which
// answer a trigger of own_triggers.go): each names a permanent
// of the board with such a line, one target that is a permanent or a
// player of the board, and no line twice.
func checkTargetChoices(errs *game.ErrorList, b *state.Board, in []TargetChoice, own map[int]bool) {
	seen := map[string]int{}
	for i, c := range in {
		if own[i] {
			continue // own_triggers.go checked it
		}
		if c.Color != "" || c.Choice != "" || c.Divided != nil {
			errs.Add(game.At("choices", "targets", i), "color, choice and divided answer a trigger on its own coming into play or turning face up (own_trigger_choices.go); %q names no such trigger: leave them out", c.Source)
			continue
		}
		if castTargetChoice(errs, b, i, c, seen) { // cast_triggers.go
			continue
		}
		p, line, ok := targetAnswers.answeredLine(errs, b, i, c.Source, c.Text)
		switch {
		case !ok:
			continue
		case len(c.Targets) != 1:
			errs.Add(game.At("choices", "targets", i, "targets"), "%s's \"%s\" has one target: give exactly one", p.Label(), line)
			continue
		case b.Perms[c.Targets[0]] == nil && b.PlayersByID[game.PlayerID(c.Targets[0])] == nil:
			errs.Add(game.At("choices", "targets", i, "targets", 0), "no permanent or player with id %q on the board", c.Targets[0])
			continue
		}
		targetAnswers.once(errs, seen, i, p, line)
	}
}

// chosenTarget is the target the request names for src's line text.
func (w *walk) chosenTarget(src *state.Perm, text string) (game.ObjectID, bool) {
	for _, c := range w.d.Targets {
		if c.Source != src.ID || len(c.Targets) == 0 {
			continue
		}
		if c.Text == "" || strings.EqualFold(choiceLine(src, c.Text, mandatoryTarget), text) {
			return c.Targets[0], true
		}
	}
	return "", false
}

// whyNotTarget says why id is no legal target of src's effect as it
// resolves ("" when it is one), whom the whom of its typed form: the kind
// the text names, the controller it names, protection from a quality of
// the source (502.7b) and shroud.
func (w *walk) whyNotTarget(src *state.Perm, whom ability.Subject, id game.ObjectID, ctx effectContext) string {
	b := w.view()
	if b.PlayersByID[game.PlayerID(id)] != nil {
		if whom == ability.AnyOne { // "any target"
			return ""
		}
		return fmt.Sprintf("%s is a player, and the text names a creature", id)
	}
	t := b.Perms[id]
	switch {
	case t == nil:
		return fmt.Sprintf("%s is not a permanent in play", w.name(id))
	case !t.IsCreature():
		return fmt.Sprintf("%s is no creature", t.Label())
	case whom == ability.DefendersTarget && t.Controller != ctx.defender:
		return fmt.Sprintf("%s is not controlled by the defending player, %s", t.Label(), ctx.defender)
	case whom == ability.Targeted && !w.attacking(id): // "target attacking creature"
		return fmt.Sprintf("%s is not an attacking creature", t.Label())
	case state.Shrouded(t):
		return fmt.Sprintf("%s has shroud", t.Label())
	}
	if pr, ok := declare.ProtectedFrom(t, src); ok {
		return fmt.Sprintf("%s has %s", t.Label(), pr.Text)
	}
	return ""
}

// attacking reports whether id is an attacking creature now.
func (w *walk) attacking(id game.ObjectID) bool {
	c, _ := w.combatNow(game.RegularStep)
	if c == nil {
		return false
	}
	for _, a := range c.Attackers {
		if a.ID == id {
			return true
		}
	}
	return false
}

// anyLegalTarget reports whether src's effect, whom the whom of its typed
// form, has a legal target now.
func (w *walk) anyLegalTarget(src *state.Perm, whom ability.Subject, ctx effectContext) bool {
	b := w.view()
	for _, p := range b.Order {
		if w.whyNotTarget(src, whom, p.ID, ctx) == "" {
			return true
		}
	}
	for id := range b.PlayersByID {
		if w.whyNotTarget(src, whom, game.ObjectID(id), ctx) == "" {
			return true
		}
	}
	return false
}

// targetTrigger resolves a trigger with a target that isn't optional: the
// request's target, legal as the ability resolves (413.2a: an illegal
// target the request chose stops the walk with an illegal verdict citing
// 410.4), then the effect.
func (w *walk) targetTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	src := w.view().Perms[p.ID]
	if src == nil {
		src = p // its last known information (402.6)
	}
	said := func(objs []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, rule, objs, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	target, given := w.chosenTarget(p, ab.Text)
	if !given {
		if !w.anyLegalTarget(src, effectOf(e).Whom, ctx) {
			w.event(EventTrigger, "410.4", []game.ObjectID{p.ID}, "%s's ability \"%s\" has no legal target, so it is removed from the stack and does nothing.", p.Label(), ab.Text)
			return
		}
		w.errs = game.InputError{{Path: game.At("choices", "targets"), Detail: fmt.Sprintf("%s's ability \"%s\" has a target its controller chooses (410.4), which the judge doesn't choose for a player: name it in choices.targets of POST /v1/combat/resolve ({\"source\": %q, \"targets\": [id]}); a check of one step takes no choices, so it can't walk past this trigger", p.Label(), ab.Text, p.ID)}}
		return
	}
	if why := w.whyNotTarget(src, effectOf(e).Whom, target, ctx); why != "" {
		w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
		w.judgement.Verdict = game.Illegal
		w.judgement.Violations = append(w.judgement.Violations, game.Violation{Rule: "410.4", Objects: []game.ObjectID{p.ID, target},
			Message: fmt.Sprintf("%s's ability \"%s\" can't target %s: %s, so it is no legal target.", p.Label(), ab.Text, w.name(target), why)})
		return
	}
	dealFrom := func(n int) {
		w.dealTriggerDamage(p, ab.Text, triggerHit{n: n}, rule, effectContext{defender: ctx.defender, recipients: []game.ObjectID{target}, dealer: w.attachedDealer(e, ctx)})
	}
	switch f := effectOf(e); {
	case f.Is(ability.Tapping):
		w.tapThat(p, ab, rule, target) // triggers_walk.go
	case f.IfYouDo: // "remove a +1/+1 counter from ~. If you do"
		q := w.permanent(p.ID)
		if q == nil || q.Counters["+1/+1"] == 0 {
			said([]game.ObjectID{p.ID}, "%s has no +1/+1 counter to remove (or has left play), so it deals no damage.", p.Label())
			return
		}
		q.Counters = cloneCounters(q.Counters)
		q.Counters["+1/+1"]--
		w.changed()
		said([]game.ObjectID{p.ID}, "a +1/+1 counter is removed from %s (now %s).", p.Label(), w.pt(p.ID))
		dealFrom(e.N)
	default: // "target attacking creature", "any target"
		dealFrom(e.N)
	}
}

// castTargetLines are p's cast trigger lines with a target.
func castTargetLines(p *state.Perm) []string {
	var out []string
	for _, text := range p.Abilities {
		if ct, err := trick.ReadCastTrigger(text, p.Name); err == nil {
			if n, _ := wantTargets(ct.Effect, nil); n > 0 {
				out = append(out, text)
			}
		}
	}
	return out
}

// castTargetChoice checks answer i of choices.targets when its source has
// a cast trigger with a target and no other triggered line with one: the
// line named (or the only one), one target of the board. False when the
// answer is for another kind of line (trigger_targets.go checks it).
func castTargetChoice(errs *game.ErrorList, b *state.Board, i int, c TargetChoice, seen map[string]int) bool {
	p := b.Perms[c.Source]
	if p == nil {
		return false
	}
	lines := castTargetLines(p)
	if len(lines) == 0 || len(choiceLines(p, mandatoryTarget)) > 0 && c.Text == "" {
		return false
	}
	line := ""
	for _, l := range lines {
		if c.Text == "" || sameTriggerLine(c.Text, l, p.Name) {
			line = l
			break
		}
	}
	switch {
	case line == "" && c.Text != "":
		return false
	case c.Text == "" && len(lines) > 1:
		errs.Add(game.At("choices", "targets", i, "text"), "%s has %d lines with a target: say which in text (%s)", p.Label(), len(lines), strings.Join(lines, " | "))
		return true
	case len(c.Targets) != 1:
		errs.Add(game.At("choices", "targets", i, "targets"), "%s's \"%s\" has one target: give exactly one", p.Label(), line)
		return true
	case b.Perms[c.Targets[0]] == nil && b.PlayersByID[game.PlayerID(c.Targets[0])] == nil:
		errs.Add(game.At("choices", "targets", i, "targets", 0), "no permanent or player with id %q on the board", c.Targets[0])
		return true
	}
	targetAnswers.once(errs, seen, i, p, line)
	return true
}
