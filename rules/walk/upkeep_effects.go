package walk

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// Upkeep triggers whose effect lasts into combat (ability.UpkeepTrigger):
// the request's board is the board as combat began, without what they
// gave; its resolved field says how each resolved (410.2: a triggered
// ability resolves when it is put on the stack after its event, here the
// beginning of the upkeep, long before the combat). The walk gives what
// it gave before the beginning of combat, once: it then weighs in every
// attack, block and damage judged. An entry naming no such line, or
// without the choice or target the line needs, is a 422 naming the
// field: no default would be honest. A line on the board the request
// names in no entry stays ignored, with its caveat.

// upkeepLine is the upkeep trigger of p an entry names by text ("" for
// its only one), among p's lines and fromCard, a line of its card the
// edge found (game.ResolvedTrigger.Line): the line and its reading; the
// lines read so, to list in an error.
func upkeepLine(p *state.Perm, text, fromCard string) (line string, r ability.UpkeepTrigger, all []string) {
	want := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(text), "."))
	lines := p.Abilities
	if fromCard != "" {
		lines = append(slices.Clip(lines), fromCard)
	}
	for _, l := range lines {
		u, ok := ability.ReadUpkeepTrigger(l, p.Name)
		if !ok || u.Done {
			continue // an upkeep trigger the board shows whole is named in no entry (upkeepDoneNotes)
		}
		all = append(all, l)
		got := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(l), "."))
		if line == "" && (want == "" || got == want || u.Text == strings.ReplaceAll(want, strings.ToLower(p.Name), "~")) {
			line, r = l, u
		}
	}
	return line, r, all
}

// checkResolved checks the request's resolved entries on board b: each
// names a permanent with an upkeep trigger the judge reads, gives the
// choice and targets it needs, and names a line once.
func checkResolved(errs *game.ErrorList, b *state.Board, in []game.ResolvedTrigger) {
	seen := map[string]int{}
	for i, r := range in {
		p := b.Perms[r.Source]
		if p == nil {
			errs.Add(game.At("resolved", i, "source"), "no permanent with id %q on the board", r.Source)
			continue
		}
		line, u, all := upkeepLine(p, r.Text, r.Line)
		switch {
		case len(all) == 0 && hasDoneUpkeepTrigger(p):
			errs.Add(game.At("resolved", i, "source"), "%s's upkeep trigger did all it does as it resolved, and the board as combat began shows it: leave it out of resolved", p.Label())
			continue
		case len(all) == 0:
			errs.Add(game.At("resolved", i, "source"), "%s has no upkeep trigger with an effect lasting into combat that the judge reads", p.Label())
			continue
		case line == "":
			errs.Add(game.At("resolved", i, "text"), "%q is not an upkeep trigger of %s the judge reads: %s", r.Text, p.Label(), strings.Join(all, " | "))
			continue
		case r.Text == "" && len(all) > 1:
			errs.Add(game.At("resolved", i, "text"), "%s has %d upkeep triggers: say which in text (%s)", p.Label(), len(all), strings.Join(all, " | "))
			continue
		}
		if j, dup := seen[string(p.ID)+"\x00"+line]; dup {
			errs.Add(game.At("resolved", i), "resolved[%d] already says how %s's \"%s\" resolved: it resolved once this upkeep", j, p.Label(), line)
			continue
		}
		seen[string(p.ID)+"\x00"+line] = i
		checkResolvedTurn(errs, b, i, p, u)
		checkResolvedChoice(errs, i, p, r, u)
		checkResolvedTargets(errs, b, i, p, r, u)
	}
}

// checkResolvedTurn checks that the upkeep was its controller's: an
// effect until end of turn was made at this turn's upkeep, so this turn
// is its controller's.
func checkResolvedTurn(errs *game.ErrorList, b *state.Board, i int, p *state.Perm, u ability.UpkeepTrigger) {
	if u.OpponentsUpkeep {
		if p.Controller == b.ActivePlayer {
			errs.Add(game.At("resolved", i, "source"), "%s's line triggers at the upkeep of each opponent of its controller and lasts this turn: this turn is %s's, its controller's, so it didn't resolve this turn", p.Label(), b.ActivePlayer)
		}
		return
	}
	if u.UntilEndOfTurn && p.Controller != b.ActivePlayer {
		errs.Add(game.At("resolved", i, "source"), "%s's line triggers at its controller's upkeep and lasts until end of turn: this turn is %s's, so it didn't resolve this turn", p.Label(), b.ActivePlayer)
	}
}

// checkResolvedChoice checks the choice entry i gives for line u.
func checkResolvedChoice(errs *game.ErrorList, i int, p *state.Perm, r game.ResolvedTrigger, u ability.UpkeepTrigger) {
	c := strings.ToLower(strings.TrimSpace(r.Choice))
	switch u.Choice {
	case ability.ChoosesAbility:
		switch {
		case !slices.Contains(u.Options, c):
			errs.Add(game.At("resolved", i, "choice"), "%s's line chooses one of %s: give it in choice", p.Label(), strings.Join(u.Options, ", "))
		case strings.HasPrefix(c, "rampage") && slices.ContainsFunc(p.Given.Abilities, func(l string) bool { return strings.EqualFold(strings.TrimSpace(l), c) }):
			// Given twice, rampage would trigger twice (502.12c): whether
			// the board lists what the trigger gave can't be told.
			errs.Add(game.At("resolved", i, "choice"), "%s's abilities already list %s, which the walk gives as this entry says: each instance of rampage triggers on its own (502.12c), so give the board as combat began, without the gained %s", p.Label(), c, c)
		}
	case ability.ChoosesSacrifice:
		if !slices.Contains(u.Options, c) {
			errs.Add(game.At("resolved", i, "choice"), "%s's line sacrifices one of %s (if none was, %s was sacrificed and is on no board): give it in choice", p.Label(), strings.Join(u.Options, ", "), p.Label())
		}
	case ability.ChoosesSkipped:
		switch {
		case !slices.Contains(u.Options, c):
			errs.Add(game.At("resolved", i, "choice"), "%s's line has the player choose one of %s: give it in choice", p.Label(), strings.Join(u.Options, ", "))
		case c == "combat phase":
			errs.Add(game.At("resolved", i, "choice"), "with the combat phase chosen, the active player skips each combat phase this turn: there is no combat to judge")
		}
	case ability.ChoosesLandType:
		if !slices.Contains(ability.BasicLandTypes, c) {
			errs.Add(game.At("resolved", i, "choice"), "%s's line chooses a land type: give one of %s in choice (the judge reads landwalk of a basic land type only)", p.Label(), strings.Join(ability.BasicLandTypes, ", "))
		}
	default:
		if c != "" {
			errs.Add(game.At("resolved", i, "choice"), "%s's line chooses nothing: leave choice out", p.Label())
		}
	}
}

// checkResolvedTargets checks the targets entry i gives for line u: none
// for a line without one; else one creature on the board that is no Wall,
// controlled by an opponent of p's controller.
func checkResolvedTargets(errs *game.ErrorList, b *state.Board, i int, p *state.Perm, r game.ResolvedTrigger, u ability.UpkeepTrigger) {
	switch {
	case !u.Targets && len(r.Targets) > 0:
		errs.Add(game.At("resolved", i, "targets"), "%s's line has no target: leave targets out", p.Label())
	case !u.Targets:
	case len(r.Targets) != 1:
		errs.Add(game.At("resolved", i, "targets"), "%s's line has one target: give exactly one", p.Label())
	case b.Perms[r.Targets[0]] == nil:
		errs.Add(game.At("resolved", i, "targets", 0), "no permanent with id %q on the board", r.Targets[0])
	case u.AnyCreature:
		t := b.Perms[r.Targets[0]]
		switch {
		case !t.IsCreature():
			errs.Add(game.At("resolved", i, "targets", 0), "%s is not a creature: it was no legal target", t.Label())
		case t.Controller != p.Controller:
			errs.Add(game.At("resolved", i, "targets", 0), "%s's line gave %s control of %s until end of turn, and the board as combat began shows %s controlling it: give the board with the control it gave", p.Label(), p.Controller, t.Label(), t.Controller)
		}
	default:
		t := b.Perms[r.Targets[0]]
		if !t.IsCreature() || t.HasSubtype("Wall") || t.Controller == p.Controller {
			errs.Add(game.At("resolved", i, "targets", 0), "%s is not a non-Wall creature an opponent of %s's controller controls: it was no legal target", t.Label(), p.Label())
		}
	}
}

// upkeepResolved gives, before the beginning of combat, what the
// request's resolved upkeep triggers gave, each with its event.
func (w *walk) upkeepResolved() {
	for _, r := range w.d.Resolved {
		p := w.view().Perms[r.Source]
		if p == nil {
			continue // checkResolved refused it
		}
		line, u, _ := upkeepLine(p, r.Text, r.Line)
		to := p.ID
		if u.Targets {
			to = r.Targets[0]
		}
		given := u.Gives
		switch u.Choice {
		case ability.ChoosesAbility:
			given = strings.ToLower(strings.TrimSpace(r.Choice))
		case ability.ChoosesLandType:
			given = strings.ToLower(strings.TrimSpace(r.Choice)) + "walk"
		case ability.ChoosesSkipped:
			w.event(EventTrigger, "410.2", []game.ObjectID{p.ID}, "%s's \"%s\" resolved earlier, at the beginning of this turn's upkeep, as the request says: %s chose the %s, which the turn skips; the combat is not skipped, and nothing of it lasts into combat.", p.Label(), line, w.board.ActivePlayer, strings.ToLower(strings.TrimSpace(r.Choice)))
			continue
		case ability.ChoosesSacrifice:
			if c := strings.ToLower(strings.TrimSpace(r.Choice)); c != u.GivenFor {
				w.event(EventTrigger, "410.2", []game.ObjectID{p.ID}, "%s's \"%s\" resolved earlier, at the beginning of this turn's upkeep, as the request says: its controller sacrificed a %s, which gives nothing lasting into combat (the board as combat began shows the sacrifice).", p.Label(), line, c)
				continue
			}
		}
		w.gain(to, given)
		when, until := "at the beginning of this turn's upkeep", "until its controller's next upkeep"
		if p.Controller != w.board.ActivePlayer {
			when = "at the beginning of its controller's last upkeep"
		}
		if u.UntilEndOfTurn {
			until = "until end of turn"
		}
		what := "has " + given
		if ab, err := ability.ParseKept(given, p.Name); err == nil && len(ab) == 1 && mustAttack(ab[0].Keyword) {
			what = "must attack if able (a requirement on the attack, 500.2)"
		}
		if u.AnyCreature {
			what = "is untapped and under " + string(p.Controller) + "'s control until end of turn (the board as combat began shows both), and has " + given
		}
		w.event(EventTrigger, "410.2", []game.ObjectID{p.ID, to}, "%s's \"%s\" resolved earlier, %s, as the request says: %s %s %s, from before the beginning of combat.", p.Label(), line, when, w.name(to), what, until)
	}
}

// checkResolvedOn checks the request's resolved entries (checkResolved)
// on the request's board, when it has any.
func checkResolvedOn(errs *game.ErrorList, in game.Board, resolved []game.ResolvedTrigger) {
	if len(resolved) == 0 {
		return
	}
	b, _ := state.NewBoard(in)
	checkResolved(errs, b, resolved)
}

// upkeepResolvedFirst gives what the resolved upkeep triggers gave, in a
// step of the beginning of combat, to a walk that begins after it (a
// check's board that shows a later point, board_after): the board shows
// the steps' triggers resolved, never what an upkeep trigger gave
// (docs/api.md, Resolved upkeep triggers).
func (w *walk) upkeepResolvedFirst() {
	if len(w.d.Resolved) == 0 {
		return
	}
	w.step(BeginningOfCombatStep)
	w.upkeepResolved()
}

// hasDoneUpkeepTrigger reports whether p has an upkeep trigger the board
// shows whole (ability.UpkeepTrigger.Done).
func hasDoneUpkeepTrigger(p *state.Perm) bool {
	return slices.ContainsFunc(p.Abilities, func(l string) bool { return ability.UpkeepDone(l, p.Name) })
}

// upkeepDoneNotes notes, for the board a request gives, each upkeep
// trigger of its permanents that did all it does as it resolved (a
// counter put or removed, a token made, creatures untapped, damage dealt,
// a permanent sacrificed): it resolved at an upkeep before the combat
// (410.2), the board as combat began shows what it did, and nothing of it
// lasts into the combat.
func upkeepDoneNotes(b game.Board) []game.Note {
	var out []game.Note
	for _, p := range b.Permanents {
		for _, text := range p.Abilities {
			if !ability.UpkeepDone(text, p.Name) {
				continue
			}
			label := cmp.Or(p.Name, string(p.ID))
			out = append(out, game.Note{Rule: "410.2", Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers at the beginning of an upkeep, before any combat: what it did as it resolved (a counter, a token, an untap, damage, a sacrifice) is on the board as given, and nothing of it lasts into the combat.", label, text)})
		}
	}
	return out
}

// mustAttack reports whether the static ability of keyword k requires
// its creature to attack each combat if able (500.1), always.
func mustAttack(k ability.Keyword) bool {
	s := ability.StaticOf(k)
	return s.Requirement() && s.Act == ability.ToAttack && s.Whose.Subject == ability.Itself && s.InForce == ability.AlwaysInForce
}
