package damage

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// The replacement and prevention statics (419.6, 419.7) are read by their
// typed form, ability.ReplacementEffect: whose damage (From) to whom (To)
// each changes, and how (Mod, Amount). This file answers "which statics
// apply to this damage event" from the selectors alone, for every static
// of the one table; what each modification does to the event is written
// once per modification (damage_replacements.go, shields.go). So a new
// wording whose selectors and modification are known needs no code here.

// replacementStatic is one replacement or prevention static: the
// permanent that has it, the ability read, and its typed form.
type replacementStatic struct {
	holder *state.Perm
	a      *ability.Ability
	eff    *ability.ReplacementEffect
}

// text is the static's wording, without its final period.
func (s replacementStatic) text() string { return strings.TrimSuffix(s.a.Text, ".") }

// named names the static in a note: its permanent's, in its words.
func (s replacementStatic) named() string { return fmt.Sprintf("%s's %q", s.holder.Label(), s.text()) }

// boardStatics are the board's statics in board order, each permanent's
// in the order of its abilities, but those about the permanent's own
// damage (From itself), which the event's source says (ownStatics): the
// source of a trigger's damage may be a copy off the board. Read once per
// dealing, and only on a board where some permanent modifies damage.
func (d *dealing) boardStatics() []replacementStatic {
	if d.staticsRead {
		return d.statics
	}
	d.staticsRead = true
	if d.noStatics {
		return nil
	}
	for _, p := range d.plan.B.Order {
		for i := range p.Readings {
			a := &p.Readings[i]
			if eff := ability.ReplacementOf(a.Keyword); eff != nil && eff.From.Subject != ability.Itself {
				d.statics = append(d.statics, replacementStatic{p, a, eff})
			}
		}
	}
	return d.statics
}

// applying calls fn with each static of modification mod and amount
// amount that applies to event e, in order: the source's own first, then
// the board's. fn returns false to stop.
func (d *dealing) applying(e *damageEvent, mod ability.Modification, amount ability.Amount, fn func(s replacementStatic) bool) {
	for i := range e.src.Readings {
		a := &e.src.Readings[i]
		eff := ability.ReplacementOf(a.Keyword)
		if eff == nil || eff.From.Subject != ability.Itself || eff.Mod != mod || eff.Amount != amount {
			continue
		}
		if s := (replacementStatic{e.src, a, eff}); d.applies(s, e) && !fn(s) {
			return
		}
	}
	for _, s := range d.boardStatics() {
		if s.eff.Mod == mod && s.eff.Amount == amount && d.applies(s, e) && !fn(s) {
			return
		}
	}
}

// first is the first static of modification mod and amount amount that
// applies to e (applying's order).
func (d *dealing) first(e *damageEvent, mod ability.Modification, amount ability.Amount) (found replacementStatic, ok bool) {
	d.applying(e, mod, amount, func(s replacementStatic) bool {
		found, ok = s, true
		return false
	})
	return found, ok
}

// applies reports whether static s changes event e: its source is one
// From selects and its recipient one To selects (either of them, for a
// static "to and by" the same creatures).
func (d *dealing) applies(s replacementStatic, e *damageEvent) bool {
	from, to := d.selectsSource(s, e), d.selectsRecipient(s, e)
	if s.eff.Either {
		return from || to
	}
	return from && to
}

// selectsSource reports whether s's From takes the event's source.
func (d *dealing) selectsSource(s replacementStatic, e *damageEvent) bool {
	sel, src := s.eff.From, e.src
	switch sel.Subject {
	case ability.AnySource:
		return !sel.Scope.YouControl || src.Controller == s.holder.Controller
	case ability.AnyCreature:
		return src.IsCreature()
	case ability.Itself:
		return src.ID == s.holder.ID
	case ability.ItBlocks:
		return slices.Contains(d.plan.Blocking[s.holder.ID], src)
	case ability.Selected:
		return d.selected(s, sel, src, true)
	}
	return false // spells: no damage the judge deals is a spell's (419.7a)
}

// selectsRecipient reports whether s's To takes the event's recipient, a
// permanent (e.r) or a player.
func (d *dealing) selectsRecipient(s replacementStatic, e *damageEvent) bool {
	sel, r, you := s.eff.To, e.r, s.holder.Controller
	switch sel.Subject {
	case ability.AnyPermanentOrPlayer:
		return true
	case ability.Itself:
		return r != nil && r.ID == s.holder.ID
	case ability.Player:
		return r == nil && (!sel.Scope.YouControl || e.to == you)
	case ability.Selected:
		return r != nil && d.selected(s, sel, r, false)
	case ability.YouAndYours:
		return (r == nil && e.to == you) || (r != nil && r.IsCreature() && r.Controller == you)
	case ability.ItsBand:
		return r != nil && (r.ID == s.holder.ID || slices.Contains(d.plan.Attack.BandIDs()[s.holder.ID], r.ID))
	}
	return false
}

// selected reports whether x, the source (source) or the recipient of the
// damage, is one of the creatures of sel: of its controller's if the
// scope says so, of the table's quality ("creatures you control") and of
// the ability's own ("by black creatures"), on the side it qualifies.
// The source's quality may name the states the combat decides
// (sourceHolds: unblocked, enchanted).
func (d *dealing) selected(s replacementStatic, sel ability.Selector, x *state.Perm, source bool) bool {
	if sel.Scope.YouControl && x.Controller != s.holder.Controller {
		return false
	}
	holds := func(q ability.Quality) bool {
		if source {
			return d.sourceHolds(q, x)
		}
		return state.Holds(q, x)
	}
	own := source == s.eff.QualifiesSource()
	switch {
	case own && s.a.Quality.Text != "" && !holds(s.a.Quality):
		return false
	case sel.Quality.Text != "":
		return holds(sel.Quality)
	}
	return own && s.a.Quality.Text != "" // a side no quality names selects nothing
}

// why says which static prevents the damage, for the notes: its
// permanent, its wording, and what made it apply when that is not in its
// words (the player it protects is its controller, the source is a
// creature it blocks).
func (d *dealing) why(s replacementStatic, e *damageEvent) string {
	switch {
	case s.eff.To.Subject == ability.Player:
		return fmt.Sprintf("%s, controlled by %s, has %q", s.holder.Label(), e.to, s.text())
	case s.eff.From.Subject == ability.ItBlocks:
		return fmt.Sprintf("%s has %q and blocks %s", s.holder.Label(), s.text(), e.src.Label())
	}
	return fmt.Sprintf("%s has %q", s.holder.Label(), s.text())
}
