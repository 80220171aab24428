package walk

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// When a trick may be used, and what using it costs. An instant may be
// cast whenever its caster has priority; any other spell only in a main
// phase, so never during combat (408.1d). An activated ability may be
// activated by its source's controller (403.2) whenever he or she has
// priority, within the restrictions its text adds (408.1a). Costs are paid
// as it is played (409.1f, 409.1h): mana is taken as paid; {T} taps the
// source, which an untapped source alone can pay, and a creature only once
// it has been under its controller's control since the turn began
// (212.3d); {Q} untaps it; a sacrifice takes the permanents the request
// names; a discard the cards it names; life is paid.

// mayUse checks whether trick i may be used now, at its point of the
// combat, by its player: nil, or the violation that says why not.
func (w *walk) mayUse(t game.Trick, line trickLine, uses int) *game.Violation {
	player := t.Player
	at := t.At
	illegal := func(rule game.RuleID, objs []game.ObjectID, format string, args ...any) *game.Violation {
		return &game.Violation{Rule: rule, Objects: objs, Message: fmt.Sprintf(format, args...)}
	}
	if line.fromHand {
		return w.handAbilityUsable(t, line) // hand_abilities.go
	}
	if line.spell {
		if !isInstant(t.Spell.Types) && !line.cycled { // a card cycled is not cast (502.18a)
			what := strings.ToLower(strings.Join(t.Spell.Types, " "))
			return illegal("408.1d", []game.ObjectID{player}, "%s can't cast %s during combat (the %s point): it is a %s, not an instant, and such a spell may be played only in its caster's main phase, with the stack empty.", player, line.name, at, what)
		}
		if by, ok := w.noSpells[player]; ok && !line.cycled { // defender_effects.go
			return illegal("408.1a", []game.ObjectID{player}, "%s can't cast %s at the %s point: %s says %s can't cast spells this turn.", player, line.name, at, by, player)
		}
		return w.castOutsideWindow(t, line) // spell_timing.go
	}
	src := w.permanent(t.Source)
	if src == nil {
		return illegal("409.1", []game.ObjectID{t.Source}, "%s has left play before the %s point: its ability can't be activated.", w.name(t.Source), at)
	}
	var rules []trick.TimingRule
	for _, s := range line.reading.Timing {
		r, _ := trick.TimingOf(s)
		rules = append(rules, r...)
	}
	if player != src.Controller && !slices.Contains(rules, trick.AnyPlayer) {
		return illegal("403.2", []game.ObjectID{player, src.ID}, "%s can't activate %s's ability: only its controller, %s, may.", player, w.name(src.ID), src.Controller)
	}
	for _, r := range rules {
		switch {
		case r == trick.OnlyAsSorcery:
			return illegal("408.1d", []game.ObjectID{src.ID}, "%s's ability \"%s\" may be activated only as a sorcery: in its controller's main phase, never during combat (the %s point).", w.name(src.ID), line.text, at)
		case r == trick.OnlyYourTurn && player != w.board.ActivePlayer:
			return illegal("408.1a", []game.ObjectID{src.ID}, "%s's ability \"%s\" may be activated only during its controller's turn; this is %s's turn.", w.name(src.ID), line.text, w.board.ActivePlayer)
		case r == trick.OnlyBeforeAttackers && at != BeginningOfCombatStep:
			return illegal("408.1a", []game.ObjectID{src.ID}, "%s's ability \"%s\" may be activated only before attackers are declared; the %s point is after.", w.name(src.ID), line.text, at)
		case r == trick.OnceEachTurn && uses > 1, r == trick.TwiceEachTurn && uses > 2, r == trick.ThreeTimesEachTurn && uses > 3:
			return illegal("408.1a", []game.ObjectID{src.ID}, "%s's ability \"%s\" is activated %d times this turn, more than its text allows.", w.name(src.ID), line.text, uses)
		}
		if v := w.restricted(t, line, src, r, uses); v != nil || w.errs != nil { // trick_restrictions.go
			return v
		}
	}
	return w.costsPayable(t, line, src)
}

// costsPayable checks that a trick's non-mana costs can be paid now.
func (w *walk) costsPayable(t game.Trick, line trickLine, src *game.Permanent) *game.Violation {
	illegal := func(rule game.RuleID, objs []game.ObjectID, format string, args ...any) *game.Violation {
		return &game.Violation{Rule: rule, Objects: objs, Message: fmt.Sprintf(format, args...)}
	}
	if v := w.inPlayHandAbility(line, src); v != nil { // hand_abilities.go
		return v
	}
	costs, _ := trick.ReadCost(line.reading.Cost)
	for _, c := range costs {
		switch c.Kind {
		case "tap":
			p := w.view().Perms[src.ID]
			if src.Tapped {
				return illegal("409.1f", []game.ObjectID{src.ID}, "%s is tapped: it can't pay the {T} in the cost of \"%s\".", w.name(src.ID), line.text)
			}
			if p != nil && p.IsCreature() && src.SummoningSick && !p.Has(ability.Haste) {
				return illegal("212.3d", []game.ObjectID{src.ID}, "%s has not been under its controller's control continuously since the turn began and has no haste: it can't pay the {T} in the cost of \"%s\".", w.name(src.ID), line.text)
			}
		case "untap":
			if !src.Tapped {
				return illegal("409.1f", []game.ObjectID{src.ID}, "%s is untapped: it can't pay the {Q} in the cost of \"%s\".", w.name(src.ID), line.text)
			}
		case "sacrifice":
			if v := w.sacrificeOK(t, c, line); v != nil {
				return v
			}
		case "counter":
			if src.Counters[c.Word] < c.N {
				return illegal("409.1f", []game.ObjectID{src.ID}, "%s has %d %s counter(s): it can't pay \"%s\" in the cost of \"%s\".", w.name(src.ID), src.Counters[c.Word], c.Word, c.Text, line.text)
			}
		case trick.CostHidden, trick.CostSacrificeAttached, trick.CostTapOthers:
			if v := w.moreCostPayable(t, line, src, c); v != nil { // trick_costs.go
				return v
			}
		case "discard":
			if len(t.Discard) < c.N {
				return illegal("409.1f", []game.ObjectID{t.Player}, "the cost of \"%s\" discards a card; the trick names none in discard.", line.text)
			}
		}
	}
	return nil
}

// payCosts pays a trick's costs once it may be used: the source taps or
// untaps, what it sacrifices leaves play, life is paid; mana is taken as
// paid. Each is an event of the step.
func (w *walk) payCosts(t game.Trick, line trickLine) {
	if line.fromHand {
		w.payHandCosts(t, line) // hand_abilities.go
		return
	}
	costs, _ := trick.ReadCost(line.reading.Cost)
	for _, c := range costs {
		switch c.Kind {
		case "tap":
			w.permanent(t.Source).Tapped = true
			w.changed()
			w.event(EventTrick, "409.1f", []game.ObjectID{t.Source}, "%s becomes tapped to pay the {T} of \"%s\".", w.name(t.Source), line.text)
		case "untap":
			w.permanent(t.Source).Tapped = false
			w.changed()
			w.event(EventTrick, "409.1f", []game.ObjectID{t.Source}, "%s becomes untapped to pay the {Q} of \"%s\".", w.name(t.Source), line.text)
		case "sacrifice self":
			w.sacrifice(t.Source, line)
		case "sacrifice":
			for _, id := range t.Sacrifice {
				w.sacrifice(id, line)
			}
		case "discard":
			w.event(EventTrick, "409.1f", []game.ObjectID{t.Player}, "%s discards %s to pay \"%s\".", t.Player, strings.Join(t.Discard, ", "), line.text)
			if i := slices.IndexFunc(w.board.Players, func(p game.Player) bool { return p.ID == t.Player }); i >= 0 && w.board.Players[i].Hand != nil {
				n := max(*w.board.Players[i].Hand-len(t.Discard), 0)
				w.board.Players[i].Hand = &n
			}
			w.cardsIntoGraveyard(t.Player, len(t.Discard)) // graveyards.go
		case "counter":
			p := w.permanent(t.Source)
			p.Counters = maps.Clone(p.Counters)
			p.Counters[c.Word] -= c.N
			if p.Counters[c.Word] == 0 {
				delete(p.Counters, c.Word)
			}
			w.changed()
			w.event(EventTrick, "409.1f", []game.ObjectID{t.Source}, "%s: %s, to pay the cost of \"%s\".", w.name(t.Source), c.Text, line.text)
		case "return self":
			w.remove(t.Source)
			w.event(EventTrick, "409.1f", []game.ObjectID{t.Source}, "%s returns to its owner's hand to pay the cost of \"%s\"%s.", w.name(t.Source), line.text, map[bool]string{true: ": it leaves play and so leaves combat", false: ""}[declared(w.d, t.Source)])
			w.settle()
		case trick.CostHidden, trick.CostSacrificeAttached, trick.CostTapOthers:
			w.payMoreCost(t, line, c) // trick_costs.go
		case "life":
			left := w.player(t.Player, -c.N, 0)
			w.event(EventTrick, "409.1f", []game.ObjectID{t.Player}, "%s pays %d life to pay \"%s\" (now %d).", t.Player, c.N, line.text, left)
		}
	}
}
