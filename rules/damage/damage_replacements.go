package damage

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file applies the statics of ability's damage_statics.go to each damage
// event being dealt (dealing.deal): those that change the amount (Ghosts of
// the Innocent, Anthem of Rakdos: 419.6), that prevent all or 1 of it
// (Statecraft, Enchanted Being, Thunderstaff, Daunting Defender: 419.7),
// that redirect a player's damage to a creature (the Bodyguards, Martyrs of
// Korlis: 419.6c), and Excruciator's damage, which can't be prevented.
//
// When several effects would modify one event, the affected player or the
// recipient's controller chooses the order; the seeds say nothing more
// (419.6a: each gets one opportunity). The judge applies them in one
// documented order, and each answer says so in a note when the order could
// matter: the changes of amount (doubling, then halving), then prevention
// (protection, the statics that prevent all, then those that prevent 1, then
// the shields in order), then the redirections of a player's damage, then
// the statics that cost a +1/+1 counter.

// cantPrevent reports whether src's damage can't be prevented (Excruciator).
func cantPrevent(src *state.Perm) bool { return src.HasAny(unpreventable) }

// noteUnpreventable records why a prevention does not apply: the source's
// damage can't be prevented. It is said once per event.
func (d *dealing) noteUnpreventable(e *damageEvent, what string) {
	d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(e.src.ID, e.to),
		Message: fmt.Sprintf("%s would prevent damage %s deals to %s, but damage dealt by %s can't be prevented (%q).", what, e.src.Label(), d.plan.Name(e.to), e.src.Label(), firstTextOf(e.src, unpreventable))})
}

func firstText(p *state.Perm, k ability.Keyword) string {
	a, _ := firstAbility(p, k)
	return strings.TrimSuffix(a.Text, ".")
}

// changeAmount applies the replacement effects that change how much damage
// is dealt (419.6): each Tok-Tok, Volcano Born adds its N to a red
// source's damage to a player, then each Anthem of Rakdos of the source's
// controller doubles it, then each Ghosts of the Innocent halves it,
// rounded down.
// Each applies once to the event (419.6a): damage a redirection sent on
// (from set) is the same event and is not changed again.
func (d *dealing) changeAmount(e *damageEvent) {
	if e.from != "" {
		return
	}
	if e.left <= 0 {
		return
	}
	before := e.left
	var added, doubled, halved bool
	d.applying(e, ability.PlusN, ability.FixedN, func(s replacementStatic) bool {
		e.left += s.a.N
		added = true
		d.Notes = append(d.Notes, game.Note{Rule: "419.6", Objects: game.Objects(s.holder.ID, e.src.ID, e.to),
			Message: fmt.Sprintf("%s has %q: %s deals %d more damage to %s instead (%d).", s.holder.Label(), s.text(), e.src.Label(), s.a.N, d.plan.Name(e.to), e.left)})
		return true
	})
	d.applying(e, ability.Double, ability.AllOf, func(s replacementStatic) bool {
		e.left *= 2
		doubled = true
		d.Notes = append(d.Notes, game.Note{Rule: "419.6", Objects: game.Objects(s.holder.ID, e.src.ID, e.to),
			Message: fmt.Sprintf("%s controls %s and %s: %s deals double the damage to %s instead (%d).", e.src.Controller, e.src.Label(), s.holder.Label(), e.src.Label(), d.plan.Name(e.to), e.left)})
		return true
	})
	d.applying(e, ability.Halve, ability.AllOf, func(s replacementStatic) bool {
		e.left /= 2
		halved = true
		d.Notes = append(d.Notes, game.Note{Rule: "419.6", Objects: game.Objects(s.holder.ID, e.src.ID, e.to),
			Message: fmt.Sprintf("%s: %s deals half that damage, rounded down, to %s instead (%d).", s.holder.Label(), e.src.Label(), d.plan.Name(e.to), e.left)})
		return true
	})
	if !added && !doubled && !halved {
		return
	}
	e.doubled = doubled
	switch {
	case added && (doubled || halved):
		d.Notes = append(d.Notes, game.Note{Rule: "419.6a", Objects: game.Objects(e.src.ID, e.to),
			Message: fmt.Sprintf("The %d damage %s would deal to %s is increased and %s: the affected player chooses the order, and by default the judge adds first (%d dealt; another order could give less).", before, e.src.Label(), d.plan.Name(e.to), doubledOrHalved(doubled, halved), e.left)})
	case doubled && halved:
		d.Notes = append(d.Notes, game.Note{Rule: "419.6a", Objects: game.Objects(e.src.ID, e.to),
			Message: fmt.Sprintf("The %d damage %s would deal to %s is doubled and halved: the affected player chooses the order, and by default the judge doubles first (%d dealt; halving first could give less).", before, e.src.Label(), d.plan.Name(e.to), e.left)})
	}
	d.dealt[e.row].Replaced = e.left - before
}

// noteDoubledFirst notes, when the event's damage was doubled and a
// prevention applied to it or could have (an "N or less" static of the
// recipient), that the order is the affected player's choice and the
// judge's default doubled first: preventing first would leave less (a
// shield of 1 against 3 doubled: 5 dealt, not 4), so the answer says it
// took a default. The seeds have no rule on that order; the note cites
// 419.6a as changeAmount's does. n is the damage before any change.
func (d *dealing) noteDoubledFirst(e *damageEvent) {
	n := e.n
	row := d.dealt[e.row]
	if row.Replaced <= 0 {
		return
	}
	_, upTo := d.first(e, ability.Prevent, ability.AtMostN)
	if !e.doubled || row.Prevented == 0 && !upTo {
		return
	}
	d.Notes = append(d.Notes, game.Note{Rule: "419.6a", Objects: game.Objects(e.src.ID, e.to),
		Message: fmt.Sprintf("The %d damage %s would deal to %s is doubled and prevention applies to it: the affected player chooses the order, and by default the judge doubles first (%d dealt; preventing first could give less).", n, e.src.Label(), d.plan.Name(e.to), e.left)})
}

// preventByBoard applies the statics that prevent part of the damage:
// Cover of Winter's X (preventAgeCounters), then each static that
// prevents 1 of it (Thunderstaff, Daunting Defender), in the order of
// replacement_statics.go. The damage of a trigger (not combat damage)
// meets them without the combat-only ones (triggers_walk.go).
func (d *dealing) preventByBoard(e *damageEvent) {
	d.preventAgeCounters(e)
	d.applying(e, ability.Prevent, ability.OneOf, func(s replacementStatic) bool {
		d.preventOne(e, s)
		return true
	})
}

// preventOne prevents 1 of the event under static s; damage that can't
// be prevented is noted instead.
func (d *dealing) preventOne(e *damageEvent, s replacementStatic) {
	if e.left <= 0 {
		return
	}
	if cantPrevent(e.src) {
		d.noteUnpreventable(e, s.named())
		return
	}
	d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(s.holder.ID, e.src.ID, e.to),
		Message: fmt.Sprintf("1 of the damage %s would deal to %s is prevented: %s has %q.", e.src.Label(), d.plan.Name(e.to), s.holder.Label(), s.text())})
	d.prevent(e, 1, "419.7")
}

// redirectToCreature applies the statics that deal a player's damage to a
// creature instead (419.6c): an untapped Veteran Bodyguard takes the damage
// of unblocked creatures, Martyrs of Korlis that of artifacts. The first
// in the order of the request's permanents applies; the damage it takes is
// then a creature's, and no other one's. A redirection whose creature is
// no longer a creature does nothing (419.6c).
func (d *dealing) redirectToCreature(e *damageEvent) {
	from := e.from
	if e.r != nil || e.left <= 0 || from != "" {
		return
	}
	src := e.src
	d.applying(e, ability.RedirectToSource, ability.AllOf, func(s replacementStatic) bool {
		if s.holder.ID == src.ID {
			return true
		}
		if !s.holder.IsCreature() {
			d.Notes = append(d.Notes, game.Note{Rule: "419.6c", Objects: game.Objects(s.holder.ID, src.ID),
				Message: fmt.Sprintf("%s is no longer a creature, so its redirection does nothing.", s.holder.Label())})
			return true
		}
		k := e.left
		e.left = 0
		d.dealt[e.row].Redirected += k
		d.Notes = append(d.Notes, game.Note{Rule: "419.6c", Objects: game.Objects(s.holder.ID, src.ID, e.to),
			Message: fmt.Sprintf("%s has %q: the %d damage %s would deal to %s is dealt to %s instead%s.%s", s.holder.Label(), s.text(), k, src.Label(), e.to, s.holder.Label(), d.redirectChoice(s, e), d.amountFirst(e))})
		d.Deal(src, s.holder.ID, k, e.to)
		return false
	})
}

// redirectChoice says, when another permanent could have taken the same
// damage, that the first one listed took it by default.
func (d *dealing) redirectChoice(chosen replacementStatic, e *damageEvent) string {
	var others []string
	d.applying(e, ability.RedirectToSource, ability.AllOf, func(s replacementStatic) bool {
		if s.holder != chosen.holder && s.holder.IsCreature() {
			others = append(others, s.holder.Label())
		}
		return true
	})
	if len(others) == 0 {
		return ""
	}
	return fmt.Sprintf(" (%s chooses which applies; by default the first listed on the board: %s could have taken it too)", chosen.holder.Controller, strings.Join(others, ", "))
}

// sourceHolds reports whether a source of damage has the quality, with the
// states of this file decided by the combat: unblocked (an attacker no
// creature blocked, 309.2f) and enchanted (an Aura attached to it).
func (d *dealing) sourceHolds(q ability.Quality, src *state.Perm) bool {
	if len(q.Any) > 0 {
		for _, alt := range q.Any {
			if d.sourceHolds(alt, src) {
				return true
			}
		}
		return false
	}
	for _, t := range q.Terms {
		var ok bool
		switch t.Kind {
		case ability.Unblocked:
			ok = d.plan.isAttacker(src) && !d.plan.Blocked[src.ID] && !d.plan.BeforeBlocks
		case ability.AuraAttached:
			ok = d.plan.B.Enchanted(src)
		default:
			ok = state.TermHolds(t, src)
		}
		if ok == t.Not {
			return false
		}
	}
	return len(q.Terms) > 0
}

// The abilities that change how a creature assigns its combat damage
// (310.2e): Cunning Giant, unblocked, may assign all of it to one creature
// the defending player controls; Butcher Orgg may divide it among the
// defending player and any creatures that player controls, blocked or not;
// Defensive Formation gives the defending player the assignment of each
// creature attacking them.

// preventAgeCounters applies Cover of Winter: of the combat damage each
// creature would deal to its controller and that player's creatures, X is
// prevented, X the age counters on it (419.7). The X is one budget for all
// of that creature's damage in the step; how it is split among the
// recipients is the controller's choice, which the judge takes by default
// in the order the damage was assigned, and says so.
func (d *dealing) preventAgeCounters(e *damageEvent) {
	src := e.src
	d.applying(e, ability.Prevent, ability.Counted, func(s replacementStatic) bool {
		you := s.holder.Controller
		x := s.holder.Counters["age"]
		key := [2]game.ObjectID{s.holder.ID, src.ID}
		k := min(x-d.cover[key], e.left)
		if k <= 0 {
			return true
		}
		if cantPrevent(src) {
			d.noteUnpreventable(e, s.named())
			return true
		}
		if d.cover == nil {
			d.cover = map[[2]game.ObjectID]int{}
		}
		d.cover[key] += k
		split := ""
		if d.coveredRecipients(src, you) > 1 {
			split = fmt.Sprintf("; %s chooses how the %d is split among the damage %s deals to %s and %s's creatures, and by default the judge takes it in the order assigned", you, x, src.Label(), you, you)
		}
		d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(s.holder.ID, src.ID, e.to),
			Message: fmt.Sprintf("%s has %d age counter(s): %d of the damage %s would deal to %s is prevented%s.", s.holder.Label(), x, k, src.Label(), d.plan.Name(e.to), split)})
		d.prevent(e, k, "419.7")
		return true
	})
}

// coveredRecipients counts the recipients of src's assignment in this step
// that are player you or creatures you controls.
func (d *dealing) coveredRecipients(src *state.Perm, you game.PlayerID) int {
	n := 0
	for _, a := range d.full {
		if a.Source != src.ID {
			continue
		}
		for _, sh := range a.Damage {
			r := d.plan.B.Perms[sh.To]
			if sh.Amount > 0 && (sh.To == you || (r != nil && r.IsCreature() && r.Controller == you)) {
				n++
			}
		}
	}
	return n
}

// countersInstead applies Szadek, Lord of Secrets: the combat damage it
// would deal to a player is replaced (419.6) by that many +1/+1 counters on
// it and that many cards milled. The judge keeps no library: the milling is
// said in the note only. It applies after the player's prevention and
// redirections, the order the judge takes by default for that player's
// choice.
func (d *dealing) countersInstead(e *damageEvent) {
	src := e.src
	if _, ok := d.first(e, ability.CountersInstead, ability.AllOf); !ok || e.left <= 0 {
		return
	}
	n := e.left
	e.left = 0
	order := d.amountFirst(e)
	d.dealt[e.row].Replaced -= n
	if d.added == nil {
		d.added = map[game.ObjectID]int{}
	}
	d.added[src.ID] += n
	d.Notes = append(d.Notes, game.Note{Rule: "419.6", Objects: game.Objects(src.ID, e.to),
		Message: fmt.Sprintf("%s would deal %d combat damage to %s: instead %d +1/+1 counter(s) are put on %s and %s mills %d card(s) (the judge keeps no library: the cards milled are noted, not counted).%s", src.Label(), n, e.to, n, src.Label(), e.to, n, order)})
}

// countersOnItInstead applies Phytohydra and Lichenthrope: the damage
// that would be dealt to the permanent is replaced (419.6) by that many
// +1/+1 (or -1/-1) counters on it, as the static's Power and Toughness
// say. No damage is dealt; the counters change its power and toughness on
// the board afterwards (420.5b, when its toughness is then 0 or less). It
// applies after the prevention and redirections, the order the judge
// takes by default for its controller's choice (419.6a).
func (d *dealing) countersOnItInstead(e *damageEvent) {
	s, ok := d.first(e, ability.CountersOnItInstead, ability.AllOf)
	if !ok || e.left <= 0 {
		return
	}
	n := e.left
	e.left = 0
	order := ""
	if d.dealt[e.row].Replaced != 0 || d.dealt[e.row].Prevented != 0 {
		order = fmt.Sprintf(" %s's controller chooses the order of the effects; by default the judge applied the others first (419.6a).", e.r.Label())
	}
	d.dealt[e.row].Replaced -= n
	kind := "+1/+1"
	if s.a.Toughness < 0 {
		kind = "-1/-1"
		if d.minus == nil {
			d.minus = map[game.ObjectID]int{}
		}
		d.minus[e.r.ID] += n
	} else {
		if d.added == nil {
			d.added = map[game.ObjectID]int{}
		}
		d.added[e.r.ID] += n
	}
	d.Notes = append(d.Notes, game.Note{Rule: "419.6", Objects: game.Objects(e.r.ID, e.src.ID),
		Message: fmt.Sprintf("%s has %q: instead of the %d damage %s would deal to it, %d %s counter(s) are put on it.%s", e.r.Label(), s.text(), n, e.src.Label(), n, kind, order)})
}

// amountFirst says, for a replacement of a player's damage (a redirection,
// counters instead) after a change of its amount, that the player chooses
// their order and the judge's default changed the amount first (419.6a):
// the other order could give another amount.
func (d *dealing) amountFirst(e *damageEvent) string {
	if d.dealt[e.row].Replaced == 0 {
		return ""
	}
	return fmt.Sprintf(" %s chooses the order of the replacement effects; by default the judge changed the amount first (419.6a).", e.to)
}

// preventIntoTokens applies Sekki, Seasons' Guide: damage that would be
// dealt to it is prevented (419.7), that many +1/+1 counters are removed
// from it (as many as it has) and that many 1/1 colorless Spirit creature
// tokens are created. Damage that can't be prevented is dealt, and the
// rest of the instruction is still carried out (419.5: only the part that
// can't be done is ignored). The tokens join the board afterwards.
func (d *dealing) preventIntoTokens(e *damageEvent) {
	r, src := e.r, e.src
	if _, ok := d.first(e, ability.TokensInstead, ability.AllOf); !ok || e.left <= 0 {
		return
	}
	n := e.left
	had := d.plusCounters(r)
	removed := min(n, had)
	d.removeCounters(r.ID, removed)
	if d.spirits == nil {
		d.spirits = map[game.ObjectID]int{}
	}
	d.spirits[r.ID] += n
	what := fmt.Sprintf("prevents the %d damage %s would deal to it", n, src.Label())
	if cantPrevent(src) {
		what = fmt.Sprintf("can't prevent the %d damage %s deals to it (that damage can't be prevented; the rest of its instruction is still carried out, 419.5)", n, src.Label())
	}
	d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(r.ID, src.ID),
		Message: fmt.Sprintf("%s %s, removes %d +1/+1 counter(s) from itself (it had %d) and creates %d 1/1 colorless Spirit creature token(s).", r.Label(), what, removed, had, n)})
	d.prevent(e, n, "419.7")
}

// tokens are the Spirit tokens Sekki's prevention created, each with an id
// no permanent or player of the board has ("<Sekki's id>-spirit-<n>"),
// controlled by Sekki's controller, and summoning sick.
func (d *dealing) tokens() []game.Permanent {
	if d.spirits == nil {
		return nil // no Sekki prevented damage: none made, as most often
	}
	var out []game.Permanent
	for _, p := range d.plan.B.Order {
		for i, made := 1, 0; made < d.spirits[p.ID]; i++ {
			id := game.ObjectID(fmt.Sprintf("%s-spirit-%d", p.ID, i))
			if d.plan.B.Perms[id] != nil || d.plan.B.PlayersByID[id] != nil {
				continue
			}
			one := 1
			out = append(out, game.Permanent{ID: id, Name: "Spirit", Controller: p.Controller, Types: []string{"Creature"}, Subtypes: []string{"Spirit"},
				Power: &one, Toughness: &one, SummoningSick: true, Abilities: []string{}, Token: true})
			made++
		}
	}
	return out
}

// doubledOrHalved names the changes of amount beside an addition.
func doubledOrHalved(doubled, halved bool) string {
	switch {
	case doubled && halved:
		return "doubled and halved"
	case doubled:
		return "doubled"
	}
	return "halved"
}
