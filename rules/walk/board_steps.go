package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/board_steps.go: the steps of a trigger's
// effect that touch the players' permanents or the game. A player
// sacrifices permanents he or she chooses as the ability resolves
// (413.2c): the request's choice (choices.sacrifices); with none given,
// the only choice when there is one, nothing when the player controls
// none of the kind, else the walk's default, the first of the kind in the
// board's order, which its event marks. A player loses the game; tokens
// are created; the color "choose a color" names is the request's yes to
// the "you may" (choices.may[].color).

// checkSacrificeChoices checks the request's choices: each names a
// permanent of the board with such a line, once, and permanents of the
// board, each once.
func checkSacrificeChoices(errs *game.ErrorList, b *state.Board, in []SacrificeChoice) {
	seen := map[string]int{}
	for i, c := range in {
		p, line, ok := sacrificeAnswers.answeredLine(errs, b, i, c.Source, c.Text)
		if !ok {
			continue
		}
		sacrificeAnswers.once(errs, seen, i, p, line)
		for j, id := range c.Permanents {
			switch {
			case b.Perms[id] == nil:
				errs.Add(game.At("choices", "sacrifices", i, "permanents", j), "no permanent with id %q on the board", id)
			case slices.Index(c.Permanents, id) < j:
				errs.Add(game.At("choices", "sacrifices", i, "permanents", j), "%q is named twice", id)
			}
		}
	}
}

// sacrificeChoice is the request's choice for src's line text, if any.
func (w *walk) sacrificeChoice(src *state.Perm, text string) ([]game.ObjectID, int, bool) {
	for i, c := range w.d.Sacrifices {
		if c.Source == src.ID && (c.Text == "" || strings.EqualFold(choiceLine(src, c.Text, sacrifices), text)) {
			return c.Permanents, i, true
		}
	}
	return nil, 0, false
}

// mayColor is the color the request's yes to src's line text names.
func (w *walk) mayColor(src game.ObjectID, text string) string {
	for _, m := range w.d.May {
		if m.Source != src {
			continue
		}
		p := w.view().Perms[src]
		if p == nil || m.Text == "" || strings.EqualFold(choiceLine(p, m.Text, ability.Answerable), text) {
			return strings.ToLower(m.Color)
		}
	}
	return ""
}

func init() { boardSteps = (*walk).boardStep } // damage_triggers.go

// boardStep resolves a step of ability/board_steps.go for player who;
// false for any other step.
func (w *walk) boardStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, n int) bool {
	said := func(objects []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, objects...), "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	if effectOf(s).Form() == (ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Selected}) { // "~ deals N damage to each [quality] creature"
		w.damageEachStep(p, ab, s, rule)
		return true
	}
	switch effectOf(s).Form() {
	case ability.Effect{Action: ability.Sacrificing, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Selected, By: ability.NamedPlayer}:
		w.sacrificeStep(p, ab, s, who)
	case ability.Effect{Action: ability.GameLost, Duration: ability.Once, Whom: ability.NamedPlayer}:
		w.loseGame(p, ab, who)
	case ability.Effect{Action: ability.TokenMade, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.NamedPlayer}:
		w.tokensStep(p, ab, s, rule, who, n)
	case ability.Effect{Action: ability.Choosing, Duration: ability.Once, Chosen: true}: // "choose a color", a trick's effect too
		color := w.mayColor(p.ID, ab.Text)
		if color == "" {
			w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("%s's \"%s\": %s chooses a color as it resolves; name it in choices.may (source %q, answer true, color)", p.Label(), ab.Text, who, p.ID)}}
			return true
		}
		w.event(EventChoice, "413.2c", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s chooses %s (choices.may).", p.Label(), ab.Text, who, color)
	case ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Whom: ability.Selected, Chosen: true}:
		color := w.mayColor(p.ID, ab.Text)
		var ids []game.ObjectID
		for _, q := range w.view().Order {
			if q.IsCreature() && q.HasColor(color) {
				ids = append(ids, q.ID)
			}
		}
		if len(ids) == 0 {
			said(nil, "no creature in play is %s: none is returned.", color)
		}
		for _, id := range ids {
			w.returnToHand(EventTrigger, p.ID, id, ab.Text, rule)
		}
	case ability.Effect{Action: ability.LifeGain, Amount: ability.Counted, Duration: ability.Once, Whom: ability.NamedPlayer, Chosen: true}:
		color := w.mayColor(p.ID, ab.Text)
		count := 0
		for _, q := range w.view().Order {
			if q.HasColor(color) {
				count++
			}
		}
		said(nil, "the board lists %d %s %s (lands it doesn't list are not counted), so %s gains %d life (now %d).", count, color, permanentWord(count), who, count*s.N, w.player(who, count*s.N, 0))
	default:
		return false
	}
	return true
}

// damageEachStep deals "~ deals N damage to each [quality] creature": the
// creatures found as it resolves (413.2f), the damage a trigger's
// (triggerDamage).
func (w *walk) damageEachStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID) {
	var to []game.ObjectID
	for _, q := range w.view().Order {
		if q.IsCreature() && state.Holds(s.Quality, q) {
			to = append(to, q.ID)
		}
	}
	w.dealTriggerDamage(p, ab.Text, triggerHit{n: s.N}, rule, effectContext{recipients: append([]game.ObjectID{}, to...)}) // triggers_walk.go
}

func permanentWord(n int) string { return plural("permanent", n) }

// plural writes a kind of permanent for n of them.
func plural(kind string, n int) string {
	if n == 1 {
		return kind
	}
	return kind + "s"
}

// tokensStep creates the tokens of s under who's control: N, that many
// (the damage dealt), or one for each permanent of a quality the board
// lists.
func (w *walk) tokensStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, n int) {
	by := fmt.Sprintf("%s's ability", p.Label())
	count, why := n, ""
	if s.N == ability.ForEach {
		color := w.mayColor(p.ID, ab.Text)
		count = 0
		for _, q := range w.view().Order {
			if s.Quality.Text == ability.ThatColor && q.HasColor(color) || s.Quality.Text != ability.ThatColor && q.Controller == p.Controller && state.Holds(s.Quality, q) {
				count++
			}
		}
		what := color + " permanent"
		if s.Quality.Text != ability.ThatColor {
			what = fmt.Sprintf("%s %s controls", s.Quality.Text, p.Controller)
		}
		why = fmt.Sprintf(", one for each %s that the board lists (those it doesn't list, lands most often, are not counted: list them to count them)", what)
	}
	if count <= 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: it creates no token%s.", p.Label(), ab.Text, why)
		return
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s creates %d %s%s.", p.Label(), ab.Text, who, count, map[bool]string{true: "token", false: "tokens"}[count == 1], why)
	t := *s.Token
	t.Count = count
	w.createTokens(t, who, EventTrigger, by)
}

// loseGame makes who lose the game by the effect (417.1); the game ends
// when no more than one other player remains, and the combat with it.
func (w *walk) loseGame(p *state.Perm, ab ability.Ability, who game.PlayerID) {
	if w.lost[who] != "" || !slices.ContainsFunc(w.board.Players, func(q game.Player) bool { return q.ID == who }) {
		w.event(EventTrigger, "417.1", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s is no longer in the game: it does nothing.", p.Label(), ab.Text, who)
		return
	}
	w.lost[who] = "417.1"
	w.event(EventTrigger, "417.1", []game.ObjectID{p.ID, who}, "%s's ability \"%s\" resolves: %s loses the game.", p.Label(), ab.Text, who)
	if len(w.board.Players)-len(w.lost) <= 1 && !w.over {
		w.over = true
		w.event(EventGameOver, "417.1", []game.ObjectID{who}, "The game is over: the rest of the combat does not happen.")
	}
}

// sacrificeStep makes who sacrifice the permanents of s's kind he or she
// chooses (413.2c), among those the board lists.
func (w *walk) sacrificeStep(p *state.Perm, ab ability.Ability, s ability.Ability, who game.PlayerID) {
	said := func(objects []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, "413.2c", append([]game.ObjectID{p.ID}, objects...), "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	var kind []game.ObjectID
	for _, q := range w.view().Order {
		if q.Controller == who && state.Holds(s.Quality, q) {
			kind = append(kind, q.ID)
		}
	}
	n, half := s.N, ""
	if n == ability.HalfRoundedUp {
		n = (len(kind) + 1) / 2
		half = fmt.Sprintf(" (half the %d %s %s controls that the board lists, rounded up: %d; permanents it doesn't list, lands most often, are not counted)", len(kind), plural(s.Quality.Text, len(kind)), who, n)
	}
	unlisted := ""
	if !strings.HasSuffix(s.Quality.Text, "creature") {
		unlisted = fmt.Sprintf(" If %s controls a %s the request doesn't list, the choice may be one of those, which the board afterwards doesn't show: say it in choices.sacrifices.", who, s.Quality.Text)
	}
	chosen, i, given := w.sacrificeChoice(p, ab.Text)
	switch {
	case given:
		for j, id := range chosen {
			if !slices.Contains(kind, id) || j >= n {
				w.errs = game.InputError{{Path: game.At("choices", "sacrifices", i, "permanents", j), Detail: fmt.Sprintf("%s's \"%s\": %s sacrifices %d %s; %q is not one of those %s controls that %s may choose now (%s)", p.Label(), ab.Text, who, n, plural(s.Quality.Text, n), id, who, who, w.names(kind))}}
				return
			}
		}
		rest := ""
		if len(chosen) < n {
			rest = fmt.Sprintf(" The other %d: permanents the request's board doesn't list (choices.sacrifices names fewer), which the board afterwards doesn't show.", n-len(chosen))
		}
		if len(chosen) == 0 {
			w.event(EventChoice, "413.2c", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s sacrifices %d %s%s, none the board lists (choices.sacrifices).%s", p.Label(), ab.Text, who, n, plural(s.Quality.Text, n), half, rest)
			return
		}
		w.event(EventChoice, "413.2c", chosen, "%s's ability \"%s\" resolves: %s chooses to sacrifice %s%s (choices.sacrifices).%s", p.Label(), ab.Text, who, w.names(chosen), half, rest)
	case n == 0 || len(kind) == 0:
		said(nil, "%s controls no %s the board lists, so %s sacrifices none%s.%s", who, s.Quality.Text, who, half, unlisted)
		return
	case len(kind) <= n:
		chosen = kind
		said(chosen, "of the %s the board lists, %s controls only %s, so that is the choice%s.%s", plural(s.Quality.Text, 2), who, w.names(chosen), half, unlisted)
	default:
		chosen = kind[:n]
		w.event(EventChoice, "413.2c", chosen, "%s's ability \"%s\" resolves: %s chooses which %d of %s to sacrifice%s; no choice is given for it (choices.sacrifices of POST /v1/combat/resolve; a check of one step takes none), so by the walk's default the first in the board's order: %s. Another choice may change what follows in this combat.%s", p.Label(), ab.Text, who, n, w.names(kind), half, w.names(chosen), unlisted)
		w.lastEvent().Default = true
	}
	w.sacrificeChosen(p, ab, chosen)
}

// sacrificeChosen puts each permanent of ids into its owner's graveyard: no
// regeneration or indestructibility stops a sacrifice.
func (w *walk) sacrificeChosen(p *state.Perm, ab ability.Ability, ids []game.ObjectID) {
	combat := ""
	for _, id := range ids {
		if q := w.view().Perms[id]; q != nil && q.IsCreature() {
			combat = "; a creature that leaves play leaves combat too (306.2)"
		}
	}
	before := w.lookBack(ids)
	w.intoGraveyard(ids...)
	w.queueDies(before, ids)
	w.event(EventTrigger, "413.2c", append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves: %s %s sacrificed, put into the owner's graveyard (neither regeneration nor indestructibility stops a sacrifice)%s.", p.Label(), ab.Text, w.names(ids), isAre(len(ids)), combat)
	w.settle()
}
