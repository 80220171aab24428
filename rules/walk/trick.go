package walk

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// A combat trick is an activated ability of a permanent or an instant a
// player uses at a point of the combat where he or she has priority: the
// request names it, the walk checks whether it may be used then (its
// timing, its costs, its targets: trick_timing.go, trick_targets.go), and
// resolves it through the walk's own machinery (trick_effects.go). No
// player responds to it: the tricks at one point resolve in the request's
// order, each before the next is used.

// MaxTrickTimes is the most times one trick may be used in a row.
const MaxTrickTimes = 20

// readTrick reads trick i of the request on its board: the line it uses
// and the checks of what is not a game action at all (an id not on the
// board, an index out of range, a line that is no activated ability, a
// line the judge does not apply), each an input error naming its field.
//
// now is the walk's board as the trick is used (nil before the walk): the
// source's abilities are those it has then, lines granted until end of
// turn among them; earlier are the request's tricks before it, before the
// walk (trick_grants.go).
func readTrick(errs *game.ErrorList, in game.Board, now *game.Board, earlier []game.Trick, i int, t game.Trick, last game.Step) (trickLine, bool) {
	n := len(*errs)
	r := trickReader{errs: errs, in: in, i: i, now: now, earlier: earlier}
	r.checkFields(t, last)
	var line trickLine
	switch {
	case t.FaceUp != nil:
		return r.faceUp(t), len(*errs) == n // own_triggers.go
	case t.Card != "" && (t.Source != "" || t.Text != "" || t.Ability != nil):
		errs.Add(r.at("card"), "a trick is an instant (card) or an activated ability (source with ability or text), not both")
	case t.Card != "":
		var instant bool
		if line, instant = r.spell(t); !instant {
			return line, len(*errs) == n // a sorcery or a permanent card: the walk says it may not be cast then
		}
	case t.Cycled:
		errs.Add(r.at("cycled"), "only a card (card) is cycled, not a permanent's ability") // cycling.go
	case t.Source == "":
		errs.Add(r.at("source"), "a trick names a source permanent (with ability or text) or a card")
	case r.permanent(t.Source) == nil:
		errs.Add(r.at("source"), "no permanent with id %q on the board", t.Source)
	default:
		line = r.activated(t)
	}
	if len(*errs) > n {
		return line, false
	}
	if !r.choices(t, &line) { // trick_choices.go
		return line, false
	}
	if (usesX(line.reading.Parts) || xTargets(line.reading)) && t.X == nil { // trick_subjects.go
		errs.Add(r.at("x"), "%q says an amount X: the trick gives its value in x", line.text)
	}
	r.checkEnters(t, line)                                                                                                                       // entering.go
	if want, atLeast := wantTargets(line.reading, t.X); !line.choices.divided && len(t.Targets) != want && !(atLeast && len(t.Targets) > want) { // trick_subjects.go
		errs.Add(r.at("targets"), "%q names %d target(s)%s; %d given", line.text, want, map[bool]string{true: " or more"}[atLeast], len(t.Targets))
	}
	return line, len(*errs) == n
}

func (r trickReader) isPlayer(id game.ObjectID) bool {
	return slices.ContainsFunc(r.in.Players, func(p game.Player) bool { return p.ID == id })
}

// checkFields checks the fields every trick has: its point, its counts,
// and the ids it names.
func (r trickReader) checkFields(t game.Trick, last game.Step) {
	k := slices.Index(trickPoints, t.At)
	switch {
	case k < 0:
		r.errs.Add(r.at("at"), "%q is not a point of the combat where a trick may be used; use %s", t.At, pointNames())
	case k > slices.Index(trickPoints, last):
		r.errs.Add(r.at("at"), "%q is after the step this request judges: only tricks up to %q change its board", t.At, last)
	}
	if t.Times < 0 || t.Times > MaxTrickTimes {
		r.errs.Add(r.at("times"), "times must be from 1 to %d (left out: 1)", MaxTrickTimes)
	}
	if t.X != nil && (*t.X < 0 || *t.X > state.MaxNumber) {
		r.errs.Add(r.at("x"), "x must be from 0 to %d, not %d", state.MaxNumber, *t.X)
	}
	if t.Player != "" && !r.isPlayer(t.Player) {
		r.errs.Add(r.at("player"), "no player with id %q on the board", t.Player)
	}
	for k, id := range t.Targets {
		if r.permanent(id) == nil && !r.isPlayer(id) {
			r.errs.Add(r.at("targets", k), "no permanent or player with id %q on the board", id)
		}
	}
	for k, id := range t.Sacrifice {
		if r.permanent(id) == nil {
			r.errs.Add(r.at("sacrifice", k), "no permanent with id %q on the board", id)
		}
	}
	for k, id := range t.Tap {
		if r.permanent(id) == nil {
			r.errs.Add(r.at("tap", k), "no permanent with id %q on the board", id)
		}
	}
}

// spell reads an instant's text; false when the card is no instant.
func (r trickReader) spell(t game.Trick) (trickLine, bool) {
	if t.Player == "" {
		r.errs.Add(r.at("player"), "an instant needs the player who casts it")
	}
	if t.Spell == nil {
		r.errs.Add(r.at("card"), "no card named %q in the card file", t.Card)
		return trickLine{}, true
	}
	line := trickLine{name: t.Spell.Name, text: t.Spell.Text, spell: true}
	if t.Cycled && !isInstant(t.Spell.Types) {
		return r.cycledPermanentCard(t, line), true // own_triggers.go
	}
	if !isInstant(t.Spell.Types) {
		return r.handAbility(t, line) // hand_abilities.go: Channel, Forecast
	}
	text, ok := r.chosenMode(t)
	if !ok {
		return line, true
	}
	line.mode = text != t.Spell.Text
	text, line.choices.kicker = trick.KickerOf(text)
	text, line.alternative = trick.AlternativeCostOf(text)
	_, line.sacrificed, _ = trick.AdditionalSacrificeOf(text) // additional_costs.go; TrickLine reads the text with it
	if rest, windows, said, ok := trick.CastOnlyOf(text); ok {
		text, line.cast = rest, castWindow{windows, said}
	}
	reading, err := trick.TrickLine(trick.WithoutLineWords(text), t.Spell.Name) // spell_words.go
	if err == nil && line.mode {
		if len(reading.Parts) != 1 || ability.FormOf(reading.Parts[0]) != (ability.Effect{Action: ability.Conditional, Duration: ability.Once, Chosen: true}) {
			err = fmt.Errorf("the mode %q is not read as one mode", text)
		} else {
			reading.Parts = reading.Parts[0].Parts
			line.text = text
		}
	}
	switch {
	case err != nil:
		r.errs.Add(r.at("card"), "%s: the judge does not apply this instant's text: %v", t.Spell.Name, err)
	case reading.Kind != ability.Spell:
		r.errs.Add(r.at("card"), "%s's text reads as an activated ability, not an instant's effect", t.Spell.Name)
	}
	line.reading = reading
	if err == nil {
		r.cycledOrCast(t, &line) // cycling.go
	}
	return line, true
}

// chosenMode is the text of an instant as the trick casts it: its text,
// or for a modal instant ("Choose one — • ... • ...") the mode chosen
// (its caster announces the mode as the spell is played, 409.1b). False
// when the trick's mode field is wrong.
func (r trickReader) chosenMode(t game.Trick) (string, bool) {
	head, _, modal := strings.Cut(t.Spell.Text, "•")
	if !modal {
		if t.Mode != nil {
			r.errs.Add(r.at("mode"), "%s is not a modal instant (no \"Choose one —\"): leave mode out", t.Spell.Name)
			return "", false
		}
		return t.Spell.Text, true
	}
	modes, ok := ModesOf(t.Spell.Text)
	switch {
	case !ok:
		r.errs.Add(r.at("card"), "%s: the judge applies a modal instant that says \"Choose one —\" and nothing else before its modes, not %q", t.Spell.Name, strings.TrimSpace(head))
		return "", false
	case t.Mode == nil:
		r.errs.Add(r.at("mode"), "%s is modal (\"Choose one —\"): mode gives the chosen one, 0 to %d", t.Spell.Name, len(modes)-1)
		return "", false
	case *t.Mode < 0 || *t.Mode >= len(modes):
		r.errs.Add(r.at("mode"), "%s has %d modes (0 to %d), not %d", t.Spell.Name, len(modes), len(modes)-1, *t.Mode)
		return "", false
	}
	return modes[*t.Mode], true
}

// ModesOf splits a modal instant's text ("Choose one — • A. • B.", its
// lines joined or not) into its modes, each written "• A."; false when
// the text is not "Choose one —" and its modes alone.
func ModesOf(text string) ([]string, bool) {
	head, rest, modal := strings.Cut(text, "•")
	if h := strings.ToLower(strings.Join(strings.Fields(head), " ")); !modal || h != "choose one —" && h != "choose one -" {
		return nil, false
	}
	var modes []string
	for _, m := range strings.Split(rest, "•") {
		modes = append(modes, "• "+strings.TrimSpace(m))
	}
	return modes, true
}

// activated reads the activated ability a trick names on its source, by
// index or by text.
func (r trickReader) activated(t game.Trick) trickLine {
	src := r.withAbilitiesNow(r.permanent(t.Source)) // trick_grants.go
	field, text := r.at("text"), t.Text
	switch {
	case t.Ability != nil && t.Text != "":
		r.errs.Add(r.at("ability"), "give ability (the index of the line) or text (its words), not both")
		return trickLine{}
	case t.Ability != nil && (*t.Ability < 0 || *t.Ability >= len(src.Abilities)):
		r.errs.Add(r.at("ability"), "%s has %d abilities (indexes 0 to %d), not %d", labelOf(src), len(src.Abilities), len(src.Abilities)-1, *t.Ability)
		return trickLine{}
	case t.Ability != nil:
		field, text = r.at("ability"), src.Abilities[*t.Ability]
	case t.Text == "":
		r.errs.Add(r.at("ability"), "an activated ability is named by ability (the index of the line in the source's abilities) or text (its words)")
		return trickLine{}
	}
	line := trickLine{name: cmp.Or(src.Name, string(src.ID)), text: text}
	if t.Ability == nil && !slices.ContainsFunc(src.Abilities, func(a string) bool { return sameLine(a, text, line.name) }) && !r.mayBeGranted(text, line.name) {
		r.errs.Add(field, "%s has no ability %q: a trick uses a line its source has (its abilities list, as printed or with ~)", labelOf(src), text)
		return trickLine{}
	}
	if src.Chosen != "" {
		// "the chosen color": the color chosen as the source came into
		// play, a fact of the permanent (the board reads its lines so).
		if with, err := ability.WithChoice(text, src.Chosen); err == nil {
			text = with
		}
	}
	reading, err := trick.TrickLine(text, line.name)
	switch {
	case err != nil:
		r.errs.Add(field, "%q: the judge does not apply this line as a trick: %v", text, err)
	case reading.Kind != ability.Activated:
		r.errs.Add(field, "%q is not an activated ability (no cost and colon)", text)
	}
	line.reading = reading
	return line
}

// sameLine reports whether two wordings of a line of a permanent named
// name are the same line: the same words, whatever their case, spacing,
// reminder text and final period, the name written as itself, as "this
// creature" or as "~".
func sameLine(a, b, name string) bool {
	norm := func(s string) string {
		s = strings.ToLower(strings.Join(strings.Fields(trick.Reminder.ReplaceAllString(s, "")), " "))
		s = strings.TrimSuffix(strings.ReplaceAll(s, "’", "'"), ".")
		if name != "" {
			s = ability.ReplaceWords(s, name, "~")
		}
		return ability.ReplaceWords(s, "this creature", "~") // as a quoted line granted reads (trick_grants.go)
	}
	return norm(a) == norm(b)
}

// checkTricks reads every trick of a request whose last point is last.
func checkTricks(errs *game.ErrorList, in game.Board, tricks []game.Trick, last game.Step) {
	for i, t := range tricks {
		readTrick(errs, in, nil, tricks[:i], i, t, last)
	}
}

func pointNames() string {
	var q []string
	for _, s := range trickPoints {
		q = append(q, fmt.Sprintf("%q", s))
	}
	return strings.Join(q, ", ")
}

func labelOf(p *game.Permanent) string { return cmp.Or(p.Name, string(p.ID)) }

// usesX reports whether an effect, or one it holds, has the amount X the
// trick gives.
func usesX(parts []ability.Reading) bool {
	return slices.ContainsFunc(parts, func(p ability.Reading) bool { return p.X || usesX(p.Parts) })
}

// noFirstStrikeTricks is the input error of a trick placed after a
// first-strike combat damage step in a combat that had none.
func (w *walk) noFirstStrikeTricks() {
	for i, t := range w.d.Tricks {
		if t.At == game.FirstStrikeStep && w.errs == nil && !w.over && !w.stopped {
			w.errs = game.InputError{{Path: game.At("tricks", i, "at"), Detail: "no attacking or blocking creature has first strike or double strike as the combat damage step begins, so this combat has no first-strike combat damage step to use a trick after (310.5); use \"regular\""}}
		}
	}
}
