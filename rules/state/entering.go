package state

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// This file decides the condition of package ability's entering.go: which
// of its kicker costs a permanent was kicked with ("If ~ was kicked with
// its {R} kicker, ..."). A card with two kickers has an ability for each
// (502.21b), and the text names a kicker cost as the card lists it, not
// the mana spent (502.21d); kickers_paid lists the costs paid, as printed.

// manaCost is a kicker cost as printed: "{R}", "{1}{U}".
var manaCost = regexp.MustCompile(`^(?:\{[0-9WUBRGX]+\})+$`)

// kickerKey is a kicker cost written the way the reader keeps it.
func kickerKey(cost string) string { return strings.ToUpper(strings.TrimSpace(cost)) }

// checkKickers checks permanent i's kicker costs paid: each a mana cost,
// none twice, none when the request says it was not kicked, and one at
// least when it says it was.
func checkKickers(errs *game.ErrorList, i int, p *Perm) {
	if p.KickersPaid == nil {
		return
	}
	if p.Kicked != nil && !*p.Kicked && len(p.KickersPaid) > 0 {
		errs.Add(game.At("board", "permanents", i, "kickers_paid"), "%s was not kicked (kicked is false), so no kicker cost was paid", p.Label())
	}
	if p.Kicked != nil && *p.Kicked && len(p.KickersPaid) == 0 {
		// Kicked means a kicker cost was paid (502.21b): an empty list
		// would read every "kicked with its [cost] kicker" line as unmet.
		errs.Add(game.At("board", "permanents", i, "kickers_paid"), "%s was kicked (kicked is true), so at least one kicker cost was paid: list it", p.Label())
	}
	for j, cost := range p.KickersPaid {
		at := game.At("board", "permanents", i, "kickers_paid", j)
		switch key := kickerKey(cost); {
		case !manaCost.MatchString(key):
			errs.Add(at, "%q is not a kicker cost as printed, such as \"{R}\" or \"{1}{U}\"", cost)
		case slices.ContainsFunc(p.KickersPaid[:j], func(c string) bool { return kickerKey(c) == key }):
			errs.Add(at, "the kicker cost %q is listed twice: each kicker cost is paid once", cost)
		}
	}
}

// kickedWith decides "if ~ was kicked with its [cost] kicker" for p: the
// cost is among its kickers paid; with none given, a permanent the request
// says was not kicked was kicked with none, and otherwise the fact is
// missing.
func kickedWith(p *Perm, a ability.Ability) (ok bool, missing string) {
	switch {
	case p.KickersPaid != nil:
		ok = slices.ContainsFunc(p.KickersPaid, func(c string) bool { return kickerKey(c) == a.When.Quality.Text })
	case p.Kicked != nil && !*p.Kicked:
	default:
		return false, fmt.Sprintf("which kicker costs %s was kicked with", p.Label())
	}
	return ok != a.When.Not, ""
}

// enterAsChosen gives permanent i the option of its choice as it entered
// ("it becomes your choice of a 3/3 creature, a 2/2 creature with flying,
// or a 1/6 creature with defender", Molten Sentry's coin flip), named in
// chosen by its power and toughness ("2/2") or by the coin's side
// ("heads"): the option's keywords join its abilities and its types its
// types, as the option's type-changing effect sets them (418.5b: "in
// addition to its other types" keeps the others; otherwise its card types
// become those named, its subtypes and supertypes stay). Its power and
// toughness are those the request gives (a card printing "*" takes the
// option's).
func (p *Perm) enterAsChosen(errs *game.ErrorList, i int) {
	for k := range p.Readings {
		a := p.Readings[k]
		if !EntersAsOneOf(&a) {
			continue
		}
		j := max(0, slices.Index(p.Abilities, a.Text))
		names := OptionNames(a)
		chosen := strings.TrimSpace(p.Chosen)
		if chosen == "" {
			errs.Add(game.At("board", "permanents", i, "abilities", j), "%s became one of %s as it came into play: give which in chosen", p.Label(), strings.Join(names, ", "))
			continue
		}
		o, ok := ChosenOption(a, chosen)
		if !ok {
			errs.Add(game.At("board", "permanents", i, "chosen"), "%q is not one of the options of %s's ability %q: %s", chosen, p.Label(), a.Text, strings.Join(names, ", "))
			continue
		}
		p.Readings = append(p.Readings, o.Abilities...)
		types := []string{"Creature"}
		if o.N == 1 {
			types = slices.Clone(p.Types)
		}
		subtypes := slices.Clone(p.Subtypes)
		for _, t := range o.Quality.Terms {
			word := strings.ToUpper(t.Word[:1]) + t.Word[1:]
			switch {
			case t.Kind == ability.CardType && !HasWord(types, t.Word):
				types = append(types, word)
			case t.Kind == ability.Subtype && !HasWord(subtypes, t.Word):
				subtypes = append(subtypes, word)
			}
		}
		p.Types, p.Subtypes = types, subtypes
	}
}

// OptionNames are the names chosen may give the options of an
// EntersAsChosen ability: each option's power and toughness, and the
// side of the coin for a coin flip.
func OptionNames(a ability.Ability) []string {
	var names []string
	for _, o := range a.Abilities {
		pt := fmt.Sprintf("%d/%d", o.Power, o.Toughness)
		if o.Text != pt {
			pt = o.Text + " (" + pt + ")"
		}
		names = append(names, pt)
	}
	return names
}

// ChosenOption is the option of an EntersAsChosen ability that chosen
// names, by its power and toughness or by the side of the coin.
func ChosenOption(a ability.Ability, chosen string) (ability.Ability, bool) {
	c := strings.ToLower(strings.Join(strings.Fields(chosen), ""))
	for _, o := range a.Abilities {
		if c == o.Text || c == fmt.Sprintf("%d/%d", o.Power, o.Toughness) {
			return o, true
		}
	}
	return ability.Ability{}, false
}

// basicLandTypes are the basic land types (domain counts them).
var basicLandTypes = []string{"plains", "island", "swamp", "mountain", "forest"}

// resolveDomain gives each permanent with "For each basic land type among
// lands you control, ~ has landwalk of that type." the landwalk of each
// basic land type among the lands its controller controls (502.6), before
// the effects of other permanents on abilities apply.
func (b *Board) resolveDomain() {
	for _, p := range b.Order {
		if !p.Has(ability.DomainLandwalk) {
			continue
		}
		for _, t := range basicLandTypes {
			if !slices.ContainsFunc(b.Order, func(o *Perm) bool { return o.Controller == p.Controller && o.HasType("land") && o.HasSubtype(t) }) {
				continue
			}
			walk, err := ParseAbility(t+"walk", "")
			if err != nil {
				continue // never: each basic land type reads as a landwalk (TestBasicLandwalksRead)
			}
			// The reading is ParseAbility's, shared by every check: each
			// landwalk is named on p's copy of it, not in place.
			start := len(p.Readings)
			p.Readings = append(p.Readings, walk...)
			for i := start; i < len(p.Readings); i++ {
				p.Readings[i].Text = t + "walk"
			}
		}
	}
}

// countsOwn reports whether one of p's abilities defines its power (i is
// 0) or its toughness (1) by a count of permanents the
// board holds ("Nightmare's power and toughness are each equal to the
// number of Swamps you control."). It runs only for a creature that gives
// no value: the value is then taken as 0 (countedBase), and applyDefined
// adds the count. The permanent as given keeps no value, so that the board
// after a damage step is counted again.
// A creature that gives its power keeps it: the count is in it. In a
// combat walk such a value is kept as what it adds to the count
// (onCount, rebaseCounts), which then starts from it instead of 0.
func (p *Perm) countsOwn(i int) bool {
	for _, text := range p.Abilities {
		abs, err := ParseAbility(text, p.Name)
		if err != nil || !defines[i].anyOf(abs) {
			continue
		}
		v := &p.Power
		if i == 1 {
			v = &p.Toughness
		}
		base := 0
		if p.OnCount[i] && *v != nil {
			base = **v
		}
		*v, p.Counted[i] = &base, true
		return true
	}
	return false
}

// applyDefined adds to the power or toughness of each creature that
// counts them (countsOwn) the count its ability makes, as a boost on a
// value of 0. The characteristic-setting ability applies before the
// other effects on power and toughness and before the counters (418.5a);
// all of them add, so the sum is the same. It runs once the abilities
// layer is done, so that a count of creatures with shadow counts the
// shadow effects gave.
func (b *Board) applyDefined(errs *game.ErrorList) {
	for _, p := range b.Order {
		if !p.Counted[0] && !p.Counted[1] {
			continue
		}
		for _, a := range p.Readings {
			if !definesPower.of(a.Keyword) && !definesToughness.of(a.Keyword) { // characteristic_changes.go
				continue
			}
			n, ok := b.DefinedCount(p, a)
			if !ok {
				errs.Add(game.At("board", "permanents", p.Index, "abilities", max(0, slices.Index(p.Abilities, a.Text))),
					"%q counts the cards in %s's hand: give players[].hand, or the creature's power and toughness", a.Text, p.Controller)
				continue
			}
			var boost ability.Ability
			switch {
			case definesPower.of(a.Keyword) && p.Counted[0]:
				boost = ability.Gets(n, 0, fmt.Sprintf("power %d (%s)", n, countWords(a)))
			case definesToughness.of(a.Keyword) && p.Counted[1]:
				boost = ability.Gets(0, n, fmt.Sprintf("toughness %d (%s)", n, countWords(a)))
			default:
				continue
			}
			p.Readings = append(p.Readings, boost)
		}
	}
}

// definedCount is N plus what a characteristic-setting ability of p counts: the
// permanents of its quality, the cards in its controller's hand, its
// controller's life, or its own counters of a kind. ok is false when the
// request does not say how many cards are in the hand.
func (b *Board) DefinedCount(p *Perm, a ability.Ability) (n int, ok bool) {
	n = a.N
	if t, isFact := ability.CountsFact(a); isFact {
		you := b.PlayersByID[p.Controller]
		switch {
		case you == nil:
		case t.Kind == ability.CardsInHand:
			if you.Hand == nil {
				return 0, false
			}
			n += *you.Hand
		case t.Kind == ability.LifeTotal:
			n += you.Life
		default: // its counters of a kind
			for kind, k := range p.Counters {
				if strings.EqualFold(strings.TrimSpace(kind), t.Word) {
					n += k
				}
			}
		}
		return n, true
	}
	return n + b.countFor(p, a), true
}

// countWords says what a characteristic-defining ability counted.
func countWords(a ability.Ability) string {
	if _, isFact := ability.CountsFact(a); isFact {
		s := a.Quality.Text
		if a.Quality.Terms[0].Kind == ability.CountersOnIt {
			s = a.Quality.Terms[0].Word + " " + s
		}
		if a.N != 0 {
			s = fmt.Sprintf("%d plus %s", a.N, s)
		}
		return s
	}
	s := "the number of "
	if a.Scope.Other {
		s += "other "
	}
	s += a.Quality.Text
	switch a.When.Whose {
	case "you":
		s += " its controller controls"
	case "opponents":
		s += " its controller's opponents control"
	default:
		s += " in play"
	}
	if a.N != 0 {
		s = fmt.Sprintf("%d plus %s", a.N, s)
	}
	return s
}

// onCountFrom keeps a power or toughness that q's own ability counts, and
// that the request leaves out, as 0 added to the count (onCount), so that
// an effect of no permanent on the board (flanking's -1/-1 until end of
// turn) adds to it: the board counts it as before, then adds the effect.
func OnCountFrom(q *game.Permanent) {
	for k, v := range [2]**int{&q.Power, &q.Toughness} {
		if *v != nil {
			continue
		}
		for _, text := range q.Abilities {
			abs, err := ParseAbility(text, q.Name)
			if err == nil && defines[k].anyOf(abs) {
				zero := 0
				*v, q.OnCount[k] = &zero, true
				break
			}
		}
	}
}

// EntersAsOneOf reports whether a is a static that has its permanent
// enter play as one of the options it lists, chosen as it enters.
func EntersAsOneOf(a *ability.Ability) bool {
	s := ability.StaticOf(a.Keyword)
	return s != nil && s.Kind == ability.AsItEnters && s.Options
}
