package walk

import (
	"cmp"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// The walk's side of trick/own_triggers.go: a permanent's trigger on its
// own coming into play (410.10a), on being turned face up (502.26d) and a
// card's trigger on being cycled (502.18a), whose effect resolves as a
// trick's does (trick_effects.go). A card a trick puts into play (its
// enters) triggers once the trick has resolved and the state-based
// effects are checked (410.3), before the next trick: its controller
// chooses its targets as it goes on the stack (410.4), named in
// choices.targets by the id the card gets in play. An intervening "if"
// about how it was cast (kicked, mana spent to cast it, 410.8) doesn't
// hold for a card put into play by an effect, which was not cast: such a
// trigger doesn't trigger. On a permanent already in play as the combat
// begins, the trigger on its coming into play went off before the combat
// (410.10a): the walk notes it and applies nothing (ownTriggerNotes).

// enteredTriggers puts on the stack, and resolves, the triggers on
// coming into play of the permanents the trick just resolved put into play
// (w.entered), at point at.
//
// resolve is how a trick resolves (trick_effects.go: resolveTrick), given
// by the caller so that this file stays out of the trick files' cycle.
func (w *walk) enteredTriggers(at game.Step, resolve trickResolution) {
	entered := w.entered
	w.entered = nil
	var ts []pending
	if id := w.turnedUp; id != "" {
		w.turnedUp = ""
		ts = append(ts, w.ownTriggers(id, trick.TurnedFaceUp, at, resolve)...)
	}
	for _, k := range slices.Sorted(maps.Keys(entered)) {
		for _, id := range entered[k] {
			ts = append(ts, w.ownTriggers(id, trick.ComesIntoPlay, at, resolve)...)
		}
	}
	w.resolveTriggers(ts) // state_based.go
}

// ownTriggers are the triggers of event of permanent id, each to resolve;
// a trigger whose intervening "if" doesn't hold says so and is none.
func (w *walk) ownTriggers(id game.ObjectID, event trick.OwnEvent, at game.Step, resolve trickResolution) []pending {
	p := w.permanent(id)
	if p == nil {
		return nil
	}
	var ts []pending
	for _, text := range p.Abilities {
		o, err := trick.ReadOwnTrigger(text, p.Name)
		if err != nil || o.Event != event {
			continue
		}
		if o.Condition == trick.WithThreshold && !w.thresholdAsEntered(id, p.Controller, text) { // threshold_triggers.go
			continue
		}
		if o.Condition != trick.NoCondition && o.Condition != trick.WithThreshold {
			why := "no kicker cost was paid for it (502.21a: a kicker cost is paid as a spell is cast)"
			if o.Condition == trick.IfManaSpent {
				why = "no mana was spent to cast it"
			}
			w.event(EventTrigger, "410.8", []game.ObjectID{id}, "%s was put into play by an effect, not cast: %s. Its ability \"%s\" checks its condition as it would trigger, and the condition doesn't hold, so it doesn't trigger.", w.name(id), why, text)
			continue
		}
		controller, name := p.Controller, p.Name
		ts = append(ts, pending{controller: controller, source: id, text: text, resolve: func() {
			w.ownTriggerResolves(game.Trick{At: at, Source: id, Text: text, Player: controller}, trickLine{reading: o.Effect, name: name, text: text}, o, resolve)
		}})
	}
	return ts
}

// ownTriggerResolves resolves one such trigger as the trick t would
// resolve (trick_effects.go): its targets are those the request names for
// it (choices.targets), chosen as it goes on the stack (410.4).
func (w *walk) ownTriggerResolves(t game.Trick, line trickLine, o trick.OwnTrigger, resolve trickResolution) {
	what := w.usedName(t, line)
	if want, atLeast := wantTargets(line.reading, nil); atLeast && want == 0 {
		if !w.ownDivided(&t, what, o) { // own_trigger_choices.go: "any number of targets, divided as you choose"
			return
		}
	} else if want > 0 {
		targets, given := w.ownTargets(t.Source, line.text)
		switch {
		case !given && !w.anyTrickTarget(t, line):
			w.event(EventTrigger, "410.4", []game.ObjectID{t.Source}, "%s triggers, but it has no legal target, so it is removed from the stack and does nothing.", what)
			return
		case !given:
			w.errs = game.InputError{{Path: game.At("choices", "targets"), Detail: fmt.Sprintf("%s triggers (%s) and has a target its controller chooses (410.4), which the judge doesn't choose for a player: name it in choices.targets ({\"source\": %q, \"targets\": [id]})", what, o.Rule(), t.Source)}}
			return
		case len(targets) != want:
			w.errs = game.InputError{{Path: game.At("choices", "targets"), Detail: fmt.Sprintf("%s names %d target(s); choices.targets for %q gives %d", what, want, t.Source, len(targets))}}
			return
		}
		t.Targets = targets
	}
	if !w.ownChoices(&t, &line, what, o) { // own_trigger_choices.go
		return
	}
	slots := targetSlots(line.reading, t.Targets, nil)
	w.event(EventTrigger, o.Rule(), w.trickObjects(t, line), "%s triggers: %s%s; it goes on the stack and resolves.", what, ownEventWords[o.Event], w.targetList(t))
	if v := w.chooseTargets(t, line, slots); v != nil {
		v.Rule = "410.4" // a triggered ability's targets are chosen as an activated ability's (409.1c)
		v.Message = strings.TrimSuffix(strings.Replace(v.Message, "can't be played with this target", "can't target it as it goes on the stack", 1), ".") + ", so it is no legal target."
		w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
		w.judgement.Verdict, w.judgement.Violations, w.judgement.Example = game.Illegal, []game.Violation{*v}, nil
		w.judgement.Notes = nil
		return
	}
	resolve(t, line, slots)
}

// ownEventWords says what set a trigger off.
var ownEventWords = map[trick.OwnEvent]string{
	trick.ComesIntoPlay:  "it came into play",
	trick.TurnedFaceUp:   "it was turned face up",
	trick.CycledByPlayer: "the card was cycled",
}

// ownTargets are the targets the request names for the trigger text of
// permanent id (choices.targets).
func (w *walk) ownTargets(id game.ObjectID, text string) ([]game.ObjectID, bool) {
	for _, c := range w.d.Targets {
		if c.Source == id && (c.Text == "" || sameTriggerLine(c.Text, text, w.name(id))) {
			return c.Targets, true
		}
	}
	return nil, false
}

// anyTrickTarget reports whether each effect of line with a target has a
// legal one now.
func (w *walk) anyTrickTarget(t game.Trick, line trickLine) bool {
	b := w.view()
	for _, e := range line.reading.Parts {
		if slotSize(e, nil) == 0 {
			continue
		}
		found := false
		for _, p := range b.Order {
			if rule, _ := w.targetProblem(t, line, e, p.ID); rule == "" {
				found = true
				break
			}
		}
		for id := range b.PlayersByID {
			if rule, _ := w.targetProblem(t, line, e, game.ObjectID(id)); rule == "" {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// ownTriggerNotes notes, for the board a request gives, each trigger on
// coming into play, on being turned face up or on being cycled that its
// permanents have: it went off before the combat (or waits for a card
// cycled from a hand), and applies nothing unless a trick sets it off. A
// permanent a trick puts into play is on no such board.
func ownTriggerNotes(b game.Board) []game.Note {
	var out []game.Note
	for _, p := range b.Permanents {
		label := cmp.Or(p.Name, string(p.ID))
		for _, text := range p.Abilities {
			o, err := trick.ReadOwnTrigger(text, p.Name)
			if err != nil {
				continue
			}
			msg := fmt.Sprintf("%s's ability \"%s\" triggers when %s comes into play: it was in play before this combat, so the trigger went off before it and does nothing here (what it did until end of turn is the board as given). A card a trick puts into play (enters) triggers it.", label, text, label)
			switch o.Event {
			case trick.TurnedFaceUp:
				msg = fmt.Sprintf("%s's ability \"%s\" triggers when %s is turned face up; it is face up as given, so it was turned up before this combat, and the trigger does nothing here.", label, text, label)
			case trick.CycledByPlayer:
				msg = fmt.Sprintf("%s's ability \"%s\" triggers when its card is cycled from a hand (a trick with cycled), never while it is in play.", label, text)
			}
			out = append(out, game.Note{Rule: o.Rule(), Objects: []game.ObjectID{p.ID}, Message: msg})
		}
	}
	return append(out, upkeepDoneNotes(b)...) // upkeep_effects.go: upkeep triggers done before the combat, likewise
}

// ownTargetChoices checks the request's choices.targets that answer a
// trigger of this file: its source a permanent of the board with such a
// line with a target, or the id a card a trick puts into play gets
// (enters: entering.go); its text naming the line (or left out for the
// only one), or the id of a face-down permanent a trick turns face up
// (turn_face_up), whose card has it; its targets permanents or players of
// the board. It returns
// the indexes of those answers; the others are checked as answers to
// combat triggers (trigger_targets.go).
func ownTargetChoices(errs *game.ErrorList, b *state.Board, d CombatDeclaration) map[int]bool {
	entering := enteringPermanents(d)
	turnedUp := map[game.ObjectID]game.Permanent{} // a face-down permanent a trick turns face up: the card it is
	for _, t := range d.Tricks {
		if t.FaceUp != nil && t.Source != "" {
			turnedUp[t.Source] = t.FaceUp.Permanent
		}
	}
	own := map[int]bool{}
	for i, c := range d.Targets {
		var p *game.Permanent
		if q, ok := turnedUp[c.Source]; ok {
			p = &q
		} else if q := b.Perms[c.Source]; q != nil {
			p = &q.Permanent
		} else if q, ok := entering[c.Source]; ok {
			p = &q
		}
		if p == nil {
			continue
		}
		var lines []string
		for _, text := range p.Abilities {
			if o, err := trick.ReadOwnTrigger(text, p.Name); err == nil {
				if n, atLeast := wantTargets(o.Effect, nil); n > 0 || atLeast || ownNeedsChoice(o) { // own_trigger_choices.go
					lines = append(lines, text)
				}
			}
		}
		if len(lines) == 0 {
			if b.Perms[c.Source] == nil {
				errs.Add(game.At("choices", "targets", i, "source"), "%q is the id of a card a trick puts into play, but it has no trigger on coming into play with a target the judge applies", c.Source)
				own[i] = true
			}
			continue
		}
		own[i] = true
		named := slices.ContainsFunc(lines, func(l string) bool { return c.Text == "" || sameTriggerLine(c.Text, l, p.Name) })
		switch {
		case !named:
			errs.Add(game.At("choices", "targets", i, "text"), "%q is not a line of %s with a target: %s", c.Text, c.Source, lines[0])
		case c.Text == "" && len(lines) > 1:
			errs.Add(game.At("choices", "targets", i, "text"), "%s has %d triggered lines with a target: say which in text", c.Source, len(lines))
		}
		for k, id := range c.Targets {
			if b.Perms[id] == nil && b.PlayersByID[game.PlayerID(id)] == nil {
				errs.Add(game.At("choices", "targets", i, "targets", k), "no permanent or player with id %q on the board", id)
			}
		}
	}
	return own
}

// enteringPermanents are the cards the request's tricks put into play
// (enters), by the id each gets as it comes into play (state.EnteringID),
// in the tricks' order.
func enteringPermanents(d CombatDeclaration) map[game.ObjectID]game.Permanent {
	out := map[game.ObjectID]game.Permanent{}
	after := d.Board
	after.Permanents = slices.Clone(d.Board.Permanents)
	for _, t := range d.Tricks {
		if t.Enters == nil {
			continue
		}
		p := t.Enters.Permanent
		p.ID = state.EnteringID(p.Name, false, d.Board, after)
		after.Permanents = append(after.Permanents, p)
		out[p.ID] = p
	}
	return out
}

// cyclingTrigger is the sentence of a card's text that is its trigger on
// being cycled.
var cyclingTrigger = regexp.MustCompile(`(?i)when you cycle [^.]*\.`)

// cycledPermanentCard reads a trick cycling a card that is no instant (a
// creature card, Gempalm Avenger): its trigger on being cycled, when its
// effect is one the walk applies (trick/own_triggers.go), is what the
// trick does; the "you may" of an instant's (cycling.go) is not in it.
func (r trickReader) cycledPermanentCard(t game.Trick, line trickLine) trickLine {
	sentence := cyclingTrigger.FindString(t.Spell.Text)
	o, err := trick.ReadOwnTrigger(sentence, t.Spell.Name)
	if sentence == "" || err != nil || o.Event != trick.CycledByPlayer {
		r.errs.Add(r.at("cycled"), "%s has no trigger on being cycled (\"When you cycle ~, ...\") the judge applies", t.Spell.Name)
		return line
	}
	line.text, line.reading, line.cycled = sentence, o.Effect, true
	return line
}

// faceUp reads a trick that turns its source face up: the source a
// face-down permanent of the board, which the board gives as a creature
// with no name, text, subtypes or colors (502.26b, 504.2); the card it is
// one with morph (502.26c); nothing else said of the trick.
func (r trickReader) faceUp(t game.Trick) trickLine {
	p := r.permanent(t.Source)
	switch {
	case t.Source == "":
		r.errs.Add(r.at("source"), "turn_face_up names the card the face-down permanent source is: give source")
		return trickLine{}
	case p == nil:
		r.errs.Add(r.at("source"), "no permanent with id %q on the board", t.Source)
		return trickLine{}
	case t.Card != "" || t.Ability != nil || t.Text != "" || len(t.Targets) > 0 || t.Enters != nil || t.Cycled || t.X != nil || t.Mode != nil || t.Times > 1:
		r.errs.Add(r.at("turn_face_up"), "turning a face-down permanent face up is a special action (408.2h), not an ability: give only at, source, turn_face_up and player")
		return trickLine{}
	case p.Name != "" || len(p.Abilities) > 0 || len(p.Subtypes) > 0 || len(p.Colors) > 0 || !slices.ContainsFunc(p.Types, func(s string) bool { return strings.EqualFold(s, "creature") }):
		r.errs.Add(r.at("source"), "%s is not face down as the board gives it: a face-down permanent is a creature with no name, text, subtypes or colors (502.26b)", t.Source)
		return trickLine{}
	case !hasMorph(*t.FaceUp):
		r.errs.Add(r.at("turn_face_up"), "%s has no morph, so it can't be a face-down permanent (502.26c)", t.FaceUp.Permanent.Name)
		return trickLine{}
	}
	return trickLine{name: t.FaceUp.Permanent.Name, text: "turn face up", faceUp: true}
}

// hasMorph reports whether the card has a morph line.
func hasMorph(c game.EnteringCard) bool {
	for _, l := range append(slices.Clone(c.Permanent.Abilities), c.Ignored...) {
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(l)), "morph") {
			return true
		}
	}
	return false
}

// turnFaceUp turns the face-down source of t face up (502.26d): a
// special action that doesn't use the stack (408.2h), by its controller.
// Its characteristics become the card's; the effects that applied to it
// still apply (504.5): the difference of its power and toughness from a
// face-down 2/2, and the abilities it gained. Its abilities relating to
// coming into play don't trigger (502.26d); "when ~ is turned face up"
// does (enteredTriggers).
func (w *walk) turnFaceUp(t game.Trick) *game.Violation {
	p := w.permanent(t.Source)
	if p == nil {
		w.event(EventTrick, "502.26d", []game.ObjectID{t.Source}, "%s has left play: there is nothing to turn face up.", w.name(t.Source))
		return nil
	}
	if t.Player != p.Controller {
		return &game.Violation{Rule: "502.26d", Objects: []game.ObjectID{t.Player, t.Source}, Message: fmt.Sprintf("%s can't turn %s face up: only its controller, %s, may.", t.Player, w.name(t.Source), p.Controller)}
	}
	c := t.FaceUp.Permanent
	was := w.name(t.Source)
	q := *p
	q.Name, q.Types, q.Supertypes, q.Subtypes, q.Colors = c.Name, slices.Clone(c.Types), slices.Clone(c.Supertypes), slices.Clone(c.Subtypes), slices.Clone(c.Colors)
	q.Abilities = append(slices.Clone(c.Abilities), p.Abilities...)
	if c.Power != nil && c.Toughness != nil && p.Power != nil && p.Toughness != nil {
		np, nt := *c.Power+*p.Power-2, *c.Toughness+*p.Toughness-2
		q.Power, q.Toughness = &np, &nt
	} else {
		q.Power, q.Toughness = c.Power, c.Toughness
	}
	*p = q
	w.name("") // the labels are made
	w.labels[p.ID] = c.Name
	w.changed()
	ignored := ""
	if len(t.FaceUp.Ignored) > 0 {
		ignored = fmt.Sprintf(" Of its lines the judge does not apply: \"%s\".", strings.Join(t.FaceUp.Ignored, "\", \""))
	}
	w.event(EventTrick, "502.26d", []game.ObjectID{t.Player, t.Source}, "%s turns %s face up, a special action that doesn't use the stack (408.2h): it is %s, now %s. The effects that applied to it face down still apply (504.5), and its abilities relating to coming into play don't trigger.%s", t.Player, was, c.Name, w.pt(t.Source), ignored)
	w.turnedUp = t.Source
	return nil
}

// trickResolution resolves a trick (or a trigger resolved as one) with
// the targets slots holds.
type trickResolution func(t game.Trick, line trickLine, slots map[int][]game.ObjectID)
