package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// A trick whose effect depends on a choice or an outcome the request
// states (trick.Flatten reads which): the color chosen as the effect
// resolves (413.2c) and the protection from it (502.7); to tap or to untap
// (413.2c); a coin's flip ("won", "lost"); the kicker paid or not (502.21a:
// an additional cost announced as the spell is cast; 502.21c: a target the
// kicked text names is chosen only when it is paid); a spell cast during
// combat, never in a main phase; a payment "unless any player pays" made or
// not (413.2c; not given: taken as not made, and the event says so);
// prevention divided among any number of targets as the spell is cast
// (409.1e), each a shield (419.7b).

// choiceWords are the values of the trick's choice fields.
var (
	flipWords   = []string{"won", "lost"}
	revealWords = []string{"land", "nonland"}
	choiceWords = []string{"tap", "untap"}
)

// choiceNeeds are the choice fields a line's effects need.
type choiceNeeds struct {
	color, artifacts, flip, paid bool
	// revealed: the top card of a library revealed (revealed).
	revealed bool
	// source: a source chosen as an effect resolves (prevention_effects.go).
	source bool
	// creatureType: a creature type chosen as it resolves
	// (chosen_types.go).
	creatureType bool
	// choice: the values a choice field may take ("tap", "untap"; the
	// keywords of "your choice of ..."); nil when the line offers none.
	choice []string
}

// needsOf are the choices the flattened effects of a line need.
func needsOf(gated []trick.Gated) choiceNeeds {
	var need choiceNeeds
	for _, g := range gated {
		switch f := ability.FormOf(g.Part); {
		case f.Action == ability.Chance:
			need.flip = true
		case f.Action == ability.Revealing:
			need.revealed = true
		case f.Action == ability.TapOrUntapping:
			need.choice = choiceWords
		case f.Action == ability.Choosing:
			need.color = true
		case f.From == ability.Selected:
			need.source = true
		}
		need.paid = need.paid || g.Unless
		need.creatureType = need.creatureType || choosesType(g.Part) // chosen_types.go
		for _, q := range append([]ability.Reading{g.Part}, g.Part.Parts...) {
			if f := ability.FormOf(q); f.Chosen && (f.Action == ability.KeywordGrant || f.Action == ability.KeywordLoss) {
				for _, k := range q.Parts {
					need.choice = append(need.choice, strings.ToLower(k.Text))
				}
			}
		}
		for _, q := range g.Part.Parts {
			if who := trick.ChosenColorOf(q); who != "" {
				need.color = true
				need.artifacts = need.artifacts || strings.HasPrefix(who, "artifacts")
			}
		}
	}
	return need
}

// choices reads the choices of trick t for its line: each field the line
// needs given and of a value it offers, none given that it doesn't take.
// The line's parts become its effects flattened, the colors chosen written
// into what they give, each with whether it happens.
func (r trickReader) choices(t game.Trick, line *trickLine) bool {
	n := len(*r.errs)
	gated := trick.Flatten(line.reading.Parts)
	r.choicesGiven(t, *line, needsOf(gated))
	if len(*r.errs) > n {
		return false
	}
	var parts []ability.Reading
	for _, g := range gated {
		p, gate, keep := r.gateOf(t, line, g)
		if !keep {
			continue
		}
		if trick.DividesShield(p) && !gate.off {
			line.choices.divided = true
			r.divided(t, p)
		}
		parts = append(parts, p)
		line.choices.gates = append(line.choices.gates, gate)
	}
	if !line.choices.divided && t.Divided != nil {
		r.errs.Add(r.at("divided"), "%q divides nothing among its targets: leave divided out", line.text)
	}
	line.reading.Parts = parts
	return len(*r.errs) == n
}

// choicesGiven checks each choice field of t against what the line needs.
func (r trickReader) choicesGiven(t game.Trick, line trickLine, need choiceNeeds) {
	given := func(field string, ok bool, format string, args ...any) {
		if !ok {
			r.errs.Add(r.at(field), format, args...)
		}
	}
	or := map[bool]string{true: ", or artifacts", false: ""}[need.artifacts]
	color := strings.ToLower(strings.TrimSpace(t.Color))
	switch {
	case !need.color:
		given("color", t.Color == "", "%q chooses no color: leave color out", line.text)
	case t.Color == "":
		given("color", false, "%q has a color chosen as it resolves: color gives it (white, blue, black, red or green%s)", line.text, or)
	default:
		given("color", ability.IsOneOf(color, ability.ColorWords) || need.artifacts && color == "artifacts", "%q is not a color this line offers (white, blue, black, red or green%s)", t.Color, or)
	}
	if need.flip {
		given("flip", slices.Contains(flipWords, t.Flip), "%q flips a coin: flip gives the outcome, \"won\" or \"lost\" (not %q)", line.text, t.Flip)
	} else {
		given("flip", t.Flip == "", "%q flips no coin: leave flip out", line.text)
	}
	if need.revealed {
		given("revealed", slices.Contains(revealWords, t.Revealed), "%q reveals the top card of a library: revealed says what it is, \"land\" or \"nonland\" (not %q)", line.text, t.Revealed)
	} else {
		given("revealed", t.Revealed == "", "%q reveals no card: leave revealed out", line.text)
	}
	switch {
	case need.source:
		r.chosenSourceOf(t, line) // prevention_effects.go
	case need.creatureType:
		_, ok := creatureTypeWord(t.Choice) // chosen_types.go
		given("choice", ok, "%q has a creature type chosen as it resolves: choice gives it, a creature type of the era's cards (\"Goblin\"), not %q", line.text, t.Choice)
	case need.choice != nil:
		given("choice", slices.Contains(need.choice, strings.ToLower(t.Choice)), "%q offers a choice as it resolves: choice gives it, one of %q (not %q)", line.text, need.choice, t.Choice)
	default:
		given("choice", t.Choice == "", "%q offers no choice: leave choice out", line.text)
	}
	given("paid", need.paid || t.Paid == nil, "%q has no \"unless any player pays\": leave paid out", line.text)
	given("kicked", line.choices.kicker != "" || t.Kicked == nil, "%s has no kicker: leave kicked out", line.name)
}

// gateOf is one flattened effect of the line as trick t uses it: the
// color chosen written into what it gives, whether it happens and what
// the event says of it; keep is false for an effect that doesn't happen
// and names no target then (a kicked text not kicked, 502.21c; a main
// phase's text during combat).
func (r trickReader) gateOf(t game.Trick, line *trickLine, g trick.Gated) (ability.Reading, partGate, bool) {
	kicked := t.Kicked != nil && *t.Kicked
	p, gate := withColor(g.Part, strings.ToLower(strings.TrimSpace(t.Color)))
	gate = typeChosen(t, g, gate) // chosen_types.go
	switch g.When {
	case ability.Kicked:
		if !kicked {
			line.choices.dropped = append(line.choices.dropped, fmt.Sprintf("\"%s\" doesn't happen: the spell was not kicked.", g.Wrapper))
			return p, gate, false
		}
	case ability.CastInMainPhase:
		line.choices.dropped = append(line.choices.dropped, fmt.Sprintf("\"%s\" doesn't happen: the spell is cast during combat, never in a main phase.", g.Wrapper))
		return p, gate, false
	case ability.WonFlip, ability.LostFlip:
		if won := t.Flip == "won"; won != (g.When == ability.WonFlip) {
			gate = partGate{off: true, rule: "413.2b", say: fmt.Sprintf("The flip was %s: \"%s\" does nothing.", t.Flip, g.Wrapper)}
		}
	case ability.RevealedLand:
		if t.Revealed != "land" {
			gate = partGate{off: true, rule: "413.2b", say: fmt.Sprintf("The card revealed is no land card (revealed: %s): \"%s\" does nothing.", t.Revealed, g.Wrapper)}
		}
	}
	switch {
	case g.Unless && t.Paid != nil && *t.Paid:
		gate = partGate{off: true, rule: "413.2c", say: fmt.Sprintf("A player pays %s (paid): \"%s\" doesn't happen.", g.Cost, p.Text)}
	case g.Unless:
		gate = partGate{rule: "413.2c", say: fmt.Sprintf("No player pays %s (%s): \"%s\" happens.", g.Cost, map[bool]string{true: "paid is false", false: "paid not given: taken as not paid"}[t.Paid != nil], p.Text)}
	}
	if g.ReplacedWhen == ability.Kicked && kicked {
		gate = partGate{off: true, rule: "502.21a", say: fmt.Sprintf("The spell was kicked: \"%s\" doesn't happen; what the kicked text says happens instead.", p.Text)}
	}
	return p, gate, true
}

// withColor writes the color chosen into the protection effect p gives
// ("protection from the color of your choice": "protection from red"),
// with the event that says who chose it when its text does not.
func withColor(p ability.Reading, color string) (ability.Reading, partGate) {
	gate := partGate{rule: "413.2b"}
	if len(p.Parts) == 0 {
		return p, gate
	}
	p.Parts = slices.Clone(p.Parts)
	for k, q := range p.Parts {
		who := trick.ChosenColorOf(q)
		if who == "" {
			continue
		}
		p.Parts[k].Text = "protection from " + color
		if who != "the chosen color" { // else the color "choose a color" chose, said as it resolves
			chooser := map[bool]string{true: "its target's controller", false: "the trick's player"}[strings.Contains(who, "its controller's")]
			gate.rule, gate.say = "413.2c", fmt.Sprintf("The color chosen as \"%s\" resolves (by %s) is %s.", p.Text, chooser, color)
		}
	}
	return p, gate
}

// divided checks the division of prevention e among the trick's targets:
// one amount for each target, in their order, each at least 1, summing to
// the amount (409.1e).
func (r trickReader) divided(t game.Trick, e ability.Reading) {
	sum := 0
	for k, a := range t.Divided {
		if a < 1 {
			r.errs.Add(r.at("divided", k), "each target of a division gets at least 1, not %d", a)
		}
		sum += a
	}
	switch {
	case len(t.Targets) == 0:
		r.errs.Add(r.at("targets"), "%q divides among one or more targets: targets names them", e.Text)
	case len(t.Divided) != len(t.Targets):
		r.errs.Add(r.at("divided"), "%q divides %d among its targets: divided gives one amount for each of the %d target(s), in their order", e.Text, e.N, len(t.Targets))
	case sum != e.N:
		r.errs.Add(r.at("divided"), "the amounts divided sum to %d; \"%s\" divides %d", sum, e.Text, e.N)
	}
}

// dividedPart is the division a line applies, if any.
func (line trickLine) dividedPart() (ability.Reading, bool) {
	for i, p := range line.reading.Parts {
		if trick.DividesShield(p) && !line.choices.gates[i].off {
			return p, true
		}
	}
	return ability.Reading{}, false
}

// choicesPlayable checks, as the trick is played, what its choices ask:
// the kicker's cost other than mana paid with what the trick sacrifices,
// and each target of a division legal (409.1c).
func (w *walk) choicesPlayable(t game.Trick, line trickLine) *game.Violation {
	if v := w.additionalPayable(t, line); v != nil { // additional_costs.go
		return v
	}
	if t.Kicked != nil && *t.Kicked {
		costs, err := trick.ReadCost(line.choices.kicker)
		if err != nil {
			return &game.Violation{Rule: "502.21a", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("%s's kicker cost \"%s\" is not one the judge pays: cast it without kicked.", line.name, line.choices.kicker)}
		}
		for _, c := range costs {
			if c.Kind == "sacrifice" {
				if v := w.sacrificeOK(t, c, line); v != nil {
					return v
				}
			}
		}
	}
	if e, ok := line.dividedPart(); ok {
		for _, id := range t.Targets {
			if rule, why := w.targetProblem(t, line, anyTarget(e), id); rule != "" {
				if rule == "413.2a" {
					rule = "409.1c"
				}
				return &game.Violation{Rule: rule, Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s can't be played with this target: %s", w.usedName(t, line), why)}
			}
		}
	}
	return nil
}

// choicesAnnounced says, as the trick is played, the choices made then:
// the kicker paid or not (502.21a; what it sacrifices leaves play), the
// division (409.1e), and the kicked or main-phase effects that won't
// happen.
func (w *walk) choicesAnnounced(t game.Trick, line trickLine) {
	objs := w.trickObjects(t, line)
	if line.choices.kicker != "" {
		switch {
		case t.Kicked != nil && *t.Kicked:
			w.event(EventTrick, "502.21a", objs, "%s pays the kicker cost %s of %s%s.", t.Player, line.choices.kicker, line.name,
				map[bool]string{true: " (mana is taken as paid)", false: ""}[strings.HasPrefix(line.choices.kicker, "{")])
			for _, id := range t.Sacrifice {
				w.sacrifice(id, line)
			}
		default:
			w.event(EventTrick, "502.21a", objs, "%s does not pay the kicker cost %s of %s (%s).", t.Player, line.choices.kicker, line.name,
				map[bool]string{true: "kicked is false", false: "kicked not given: taken as not kicked"}[t.Kicked != nil])
		}
	}
	if e, ok := line.dividedPart(); ok {
		var each []string
		for k, id := range t.Targets {
			each = append(each, fmt.Sprintf("%d to %s", t.Divided[k], w.name(id)))
		}
		w.event(EventTrick, "409.1e", objs, "%s divides the %d damage \"%s\" prevents: %s.", t.Player, e.N, e.Text, strings.Join(each, ", "))
	}
	for _, s := range line.choices.dropped {
		w.event(EventTrick, "413.2b", objs, "%s: %s", w.usedName(t, line), s)
	}
	w.additionalPaid(t, line) // additional_costs.go
	if line.alternative != "" {
		w.event(EventTrick, "409.1b", objs, "%s casts %s for its mana cost (taken as paid), not for its alternative cost \"%s\": the judge takes mana costs as paid.", t.Player, line.name, line.alternative)
	}
}

// choiceResolves says, as effect i of the trick resolves, what decides
// whether it happens, and reports whether it is done: it doesn't happen,
// or it is a division applied here.
func (w *walk) choiceResolves(t game.Trick, line trickLine, i int) bool {
	if i >= len(line.choices.gates) {
		return false
	}
	g := line.choices.gates[i]
	if g.say != "" {
		w.event(EventTrick, g.rule, w.trickObjects(t, line), "%s: %s", w.usedName(t, line), g.say)
	}
	if g.off {
		return true
	}
	if e := line.reading.Parts[i]; trick.DividesShield(e) {
		w.dividedShields(t, line, e)
		return true
	}
	return false
}

// dividedShields gives each target still legal its share of a divided
// prevention, a shield (419.7b); one no longer legal gets none (413.2a).
func (w *walk) dividedShields(t game.Trick, line trickLine, e ability.Reading) {
	what := w.usedName(t, line)
	for k, id := range t.Targets {
		if rule, why := w.targetProblem(t, line, anyTarget(e), id); rule != "" {
			w.event(EventTrick, "413.2a", []game.ObjectID{id}, "%s: its target %s is no longer legal (%s) and gets no share.", what, w.name(id), strings.TrimSuffix(why, "."))
			continue
		}
		w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.PreventShield, Amount: t.Divided[k]}}, what)
	}
}

// resolveChoice applies an effect whose outcome the trick's choices give:
// a coin flipped, a color chosen, a target tapped or untapped as chosen.
func (w *walk) resolveChoice(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	f := ability.FormOf(e)
	switch {
	case f.Action == ability.Chance:
		w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: %s flips a coin and %s the flip (flip: %s).", what, t.Player, map[string]string{"won": "wins", "lost": "loses"}[t.Flip], t.Flip)
	case f.Action == ability.Revealing:
		w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: %s reveals the top card of his or her library: %s (revealed: %s; the judge models no library, the request says what it is).", what, t.Player, map[string]string{"land": "a land card", "nonland": "no land card"}[t.Revealed], t.Revealed)
	case f.Action == ability.Choosing:
		w.event(EventTrick, "413.2c", []game.ObjectID{t.Player}, "%s resolves: %s chooses %s.", what, t.Player, strings.ToLower(t.Color))
	case f.Action == ability.TapOrUntapping:
		w.event(EventTrick, "413.2c", []game.ObjectID{id}, "%s resolves: %s chooses to %s %s.", what, t.Player, t.Choice, w.name(id))
		w.tapByTrick(id, t.Choice == "tap", what)
	case f.Action == ability.KeywordGrant:
		chosen := strings.ToLower(t.Choice)
		w.event(EventTrick, "413.2c", []game.ObjectID{id}, "%s resolves: %s chooses %s for %s.", what, t.Player, chosen, w.name(id))
		for _, k := range e.Parts {
			if strings.EqualFold(k.Text, chosen) {
				w.resolveEffect(t, line, chosenOne(e, k), []game.ObjectID{id}) // effect_forms.go
			}
		}
	case f.Action == ability.KeywordLoss:
		chosen := strings.ToLower(t.Choice)
		w.event(EventTrick, "413.2c", []game.ObjectID{id}, "%s resolves: %s chooses %s for %s.", what, t.Player, chosen, w.name(id))
		for _, k := range e.Parts {
			if strings.EqualFold(k.Text, chosen) {
				w.loseKeywords(t, line, chosenOne(e, k), id) // keyword_loss.go, effect_forms.go
			}
		}
	}
}

// chosenOne is effect e (one keyword of a list gained or lost, chosen as
// it resolves) with keyword k alone, no longer a choice: the grant or the
// loss of k until end of turn.
func chosenOne(e, k ability.Reading) ability.Reading {
	f := ability.FormOf(e)
	f.Chosen = false
	e.Effect, e.Parts = &f, []ability.Reading{k}
	return e
}
