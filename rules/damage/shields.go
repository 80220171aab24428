package damage

import (
	"cmp"
	"fmt"
	"maps"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
)

// liveShield is a shield being used up while one step's damage is dealt.
type liveShield struct {
	game.Shield
	owner game.ObjectID
	index int // in its owner's list
}

// dealing deals one step's combat damage all at once (310.4), applying
// protection, prevention statics and the shields of the recipients.
type dealing struct {
	plan     *DamagePlan
	shields  map[game.ObjectID][]*liveShield
	damage   []int                 // the damage dealt to each permanent, in the board's order (orderOf)
	lives    []int                 // each player's life, in the board's order of players (life)
	counters map[game.ObjectID]int // +1/+1 counters removed by prevention
	added    map[game.ObjectID]int // +1/+1 counters put on instead of damage (damage_replacements.go)
	minus    map[game.ObjectID]int // -1/-1 counters put on instead of damage (countersOnItInstead)
	// cover is how much of each Cover of Winter's X each source has used
	// in this step (damage_replacements.go); full is the step's assignment.
	cover map[[2]game.ObjectID]int
	full  []game.Assignment
	// spirits counts the Spirit tokens each Sekki's prevention creates
	// (damage_replacements.go).
	spirits map[game.ObjectID]int
	phantom map[game.ObjectID]bool // a Phantom's counter is already removed for this step
	dealt   []game.Dealt
	Notes   []game.Note
	// redirecting are the redirection shields applied to the damage being
	// dealt now, on its way from its first recipient.
	redirecting map[*liveShield]bool
	// lastRead is the board the state-based effects read last (Combat.Follow).
	lastRead *state.Board
	// statics are the board's replacement and prevention statics, read
	// when first asked (staticsRead; replacement_statics.go); noStatics:
	// no permanent of the board has one.
	statics                []replacementStatic
	staticsRead, noStatics bool
	// quiet: no permanent of the board has an ability that may modify a
	// damage event (modifiesDamage) and no one has a shield, as on most
	// boards: modify would leave every event dealt by a source of the
	// board as it is, so Deal does not ask it.
	quiet bool
}

func NewDealing(plan *DamagePlan) *dealing {
	d := &dealing{plan: plan, damage: make([]int, len(plan.B.Order)), lives: make([]int, len(plan.B.Players))}
	// shields, counters, phantom, redirecting, added, cover and spirits
	// are made when first written (damage_replacements.go): most steps
	// have none.
	for k, p := range plan.B.Players {
		d.lives[k] = p.Life
		for i, s := range p.Shields {
			d.addShield(p.ID, i, s)
		}
	}
	d.quiet = true
	for _, p := range plan.B.Order {
		for i, s := range p.Given.Shields {
			d.addShield(p.ID, i, s)
		}
		d.quiet = d.quiet && !modifiesDamage(p)
	}
	d.noStatics = d.quiet // each static is a replacement (modifiesDamage)
	d.quiet = d.quiet && d.shields == nil
	return d
}

// modifiesDamage reports whether p has an ability that may modify a damage
// event it deals, one dealt to it, or one anywhere on the board (modify):
// a replacement or prevention static (ability.ReplacementOf: the one
// table of them, which holds every keyword modify and its steps read),
// protection (502.7e), or damage that can't be prevented.
func modifiesDamage(p *state.Perm) bool {
	for i := range p.Readings {
		k := p.Readings[i].Keyword
		if k == ability.Protection || slices.Contains(unpreventable, k) || ability.ReplacementOf(k) != nil {
			return true
		}
	}
	return false
}

// orderOf is p's place in the board's order.
func (d *dealing) orderOf(p *state.Perm) int {
	order := d.plan.B.Order
	if p.Index < len(order) && order[p.Index] == p {
		return p.Index // most often its place in the request too
	}
	return slices.Index(order, p)
}

// life is the life of player id as the step's damage is dealt, nil when
// id is no player.
func (d *dealing) life(id game.ObjectID) *int {
	for i := range d.plan.B.Players {
		if d.plan.B.Players[i].ID == id {
			return &d.lives[i]
		}
	}
	return nil
}

// addShield adds s, its owner's shield at index i, to the shields being
// used up.
func (d *dealing) addShield(owner game.ObjectID, i int, s game.Shield) {
	if d.shields == nil {
		d.shields = map[game.ObjectID][]*liveShield{}
	}
	d.shields[owner] = append(d.shields[owner], &liveShield{Shield: s, owner: owner, index: i})
}

// removeCounters counts n more +1/+1 counters removed from id by
// prevention.
func (d *dealing) removeCounters(id game.ObjectID, n int) {
	if d.counters == nil {
		d.counters = map[game.ObjectID]int{}
	}
	d.counters[id] += n
}

// plusCounters is how many +1/+1 counters p has left for prevention.
func (d *dealing) plusCounters(p *state.Perm) int {
	return p.Given.Counters["+1/+1"] - d.counters[p.ID]
}

// damageEvent is one damage event being modified: n damage from src to a
// creature or player, and the row of the answer that records it.
type damageEvent struct {
	src  *state.Perm
	to   game.ObjectID
	r    *state.Perm   // the recipient, if a permanent
	n    int           // the damage the source would deal, before any modification
	from game.ObjectID // the recipient a redirection sent it away from, if any
	left int           // not yet prevented or redirected
	// doubled: a static doubled the amount (changeAmount).
	doubled bool
	row     int
}

// deal deals n damage from src to the creature or player to. from is the
// recipient a redirection sent it away from, if any. The redirection
// shields already applied to this damage (d.redirecting) don't apply to it
// again: each gets one opportunity (419.6a). The effects that modify the
// event apply in the order of modify.
func (d *dealing) Deal(src *state.Perm, to game.ObjectID, n int, from game.ObjectID) {
	e := &damageEvent{src: src, to: to, r: d.plan.B.Perms[to], n: n, from: from, left: n, row: len(d.dealt)}
	d.dealt = append(d.dealt, game.Dealt{Source: src.ID, To: to, RedirectedFrom: from})
	if !d.quiet || (d.orderOf(src) < 0 && modifiesDamage(src)) { // a source off the board (a trigger's) is asked on its own
		d.modify(e)
	}
	d.dealt[e.row].Amount = e.left
	if e.r != nil {
		if i := d.orderOf(e.r); i >= 0 { // a permanent of the board's order, as each is
			d.damage[i] += e.left
		}
	} else if life := d.life(to); life != nil {
		*life -= e.left
	}
}

// modify applies the effects that may modify one damage event, in the one
// order the judge applies them. When several apply, the affected player or
// the recipient's controller would choose the order (419.6a: each applies
// once); the judge takes this order as that choice and says so in a note
// where the order could matter. (Called one by one, not through a table:
// the event then stays where Deal made it.)
func (d *dealing) modify(e *damageEvent) {
	d.changeAmount(e)        // the source's controller's doubling, then halving, of the amount (419.6)
	d.preventStatics(e)      // protection, and the statics that prevent all of it (502.7e)
	d.preventByBoard(e)      // the board's statics that prevent damage of a kind (419.7)
	d.applyShields(e)        // the recipient's prevention and redirection shields, in the order listed (419.7b)
	d.redirectToCreature(e)  // the statics that send a player's damage to a creature (419.6c)
	d.countersInstead(e)     // the statics that put counters instead of damage (419.6)
	d.preventIntoTokens(e)   // the statics that prevent damage and make tokens (419.7)
	d.countersOnItInstead(e) // the statics that put counters on the recipient instead (419.6)
	d.preventWithCounters(e) // the statics that prevent damage by removing +1/+1 counters (419.7)
	d.noteDoubledFirst(e)    // a note when doubling came before a prevention that could have come first (419.6a)
}

// prevent prevents k of the event's damage under rule.
func (d *dealing) prevent(e *damageEvent, k int, rule game.RuleID) {
	k = min(k, e.left)
	if k <= 0 || cantPrevent(e.src) {
		return
	}
	e.left -= k
	d.dealt[e.row].Prevented += k
	if d.dealt[e.row].Rule == "" {
		d.dealt[e.row].Rule = rule
	}
}

// preventStatics applies protection and the statics that prevent all of
// the damage: the first that applies (replacement_statics.go's order: the
// source's own, then the board's) prevents it, and says so; then the
// recipient's statics that prevent all the damage of a source of N or less.
func (d *dealing) preventStatics(e *damageEvent) {
	src, r := e.src, e.r
	if cantPrevent(src) {
		if r != nil && state.Protects(r, src) != "" && e.left > 0 {
			d.noteUnpreventable(e, fmt.Sprintf("%s's protection from %s", r.Label(), state.Protects(r, src)))
		}
		if s, ok := d.first(e, ability.Prevent, ability.AllOf); ok && e.left > 0 {
			d.noteUnpreventable(e, s.named())
		}
		return
	}
	if r != nil && state.Protects(r, src) != "" {
		d.prevent(e, e.left, "502.7e")
	}
	if s, ok := d.first(e, ability.Prevent, ability.AllOf); ok && e.left > 0 {
		d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(s.holder.ID, src.ID, e.to),
			Message: fmt.Sprintf("The %d damage %s would deal to %s is prevented: %s.", e.left, src.Label(), d.plan.Name(e.to), d.why(s, e))})
		d.prevent(e, e.left, "419.7")
	}
	d.applying(e, ability.Prevent, ability.AtMostN, func(s replacementStatic) bool {
		if e.left > 0 && e.left <= s.a.N {
			d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(r.ID, src.ID),
				Message: fmt.Sprintf("%s would deal %d damage to %s, %d or less, so %s's ability prevents it.", src.Label(), e.left, r.Label(), s.a.N, r.Label())})
			d.prevent(e, e.left, "419.7")
		}
		return true
	})
}

// applyShields applies the recipient's prevention and redirection shields
// in the order listed.
func (d *dealing) applyShields(e *damageEvent) {
	src, to := e.src, e.to
	for _, s := range d.shields[to] {
		if e.left <= 0 {
			return
		}
		if (s.Amount <= 0 && !s.NextTime) || (s.Source != "" && s.Source != src.ID) || d.redirecting[s] {
			continue
		}
		if s.NextTime && s.Kind == game.PreventShield {
			d.preventNextTime(e, s)
			continue
		}
		switch s.Kind {
		case game.PreventShield:
			if cantPrevent(src) {
				d.noteUnpreventable(e, fmt.Sprintf("%s's prevention shield %d", d.plan.Name(to), s.index+1))
				continue // the shield stays for damage that can be prevented
			}
			k := min(s.Amount, e.left)
			s.Amount -= k
			d.Notes = append(d.Notes, game.Note{Rule: "419.7b", Objects: game.Objects(to, src.ID),
				Message: fmt.Sprintf("%s's prevention shield %d prevents %d of the damage %s would deal to it (%d left on the shield).", d.plan.Name(to), s.index+1, k, src.Label(), s.Amount)})
			d.prevent(e, k, "419.7b")
			d.preventedThisWay(s, to, k) // prevented_this_way.go
		case game.RedirectShield:
			if t := d.plan.B.Perms[s.To]; t != nil && !t.IsCreature() {
				d.Notes = append(d.Notes, game.Note{Rule: "419.6c", Objects: game.Objects(to, s.To),
					Message: fmt.Sprintf("%s's redirection shield %d does nothing: %s is not a creature.", d.plan.Name(to), s.index+1, t.Label())})
				continue
			}
			k := min(s.Amount, e.left)
			s.Amount -= k
			if s.NextTime { // all of it, the next time its source deals damage (419.6c)
				k, s.NextTime = e.left, false
			}
			e.left -= k
			d.dealt[e.row].Redirected += k
			d.Notes = append(d.Notes, game.Note{Rule: "419.6c", Objects: game.Objects(to, s.To, src.ID),
				Message: fmt.Sprintf("%s's redirection shield %d: %d of the damage %s would deal to it is dealt to %s instead (%d left on the shield).", d.plan.Name(to), s.index+1, k, src.Label(), d.plan.Name(s.To), s.Amount)})
			if d.redirecting == nil {
				d.redirecting = map[*liveShield]bool{}
			}
			d.redirecting[s] = true
			d.Deal(src, s.To, k, to)
			delete(d.redirecting, s)
		}
	}
}

// preventNextTime applies a shield that prevents all the damage its
// source deals the next time it would deal damage to the recipient, and is
// then used up (419.7). Damage that can't be prevented leaves it for the
// next time.
func (d *dealing) preventNextTime(e *damageEvent, s *liveShield) {
	if cantPrevent(e.src) {
		d.noteUnpreventable(e, fmt.Sprintf("%s's prevention shield %d", d.plan.Name(e.to), s.index+1))
		return
	}
	k := e.left
	s.NextTime = false
	d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(e.to, e.src.ID),
		Message: fmt.Sprintf("%s's prevention shield %d prevents the %d damage %s would deal to it, the next time it would deal damage to it; the shield is used up.", d.plan.Name(e.to), s.index+1, k, e.src.Label())})
	d.prevent(e, k, "419.7")
	d.preventedThisWay(s, e.to, k) // prevented_this_way.go
}

// preventWithCounters applies the statics that remove +1/+1 counters: the
// Phantom creatures' and Rock Hydra's.
func (d *dealing) preventWithCounters(e *damageEvent) {
	r, src := e.r, e.src
	if r == nil || e.left <= 0 {
		return
	}
	if _, ok := d.first(e, ability.PreventRemovingCounter, ability.AllOf); ok {
		msg := fmt.Sprintf("%s's ability prevents the %d damage %s would deal to it", r.Label(), e.left, src.Label())
		if cantPrevent(src) {
			// The counter is still removed; the prevention, which can't
			// happen, is ignored (419.5).
			msg = fmt.Sprintf("%s's ability can't prevent the %d damage %s deals to it (that damage can't be prevented)", r.Label(), e.left, src.Label())
		}
		switch {
		case d.phantom[r.ID]:
			msg += "; the step's combat damage is dealt all at once, so only one +1/+1 counter is removed for it, already counted."
		case d.plusCounters(r) > 0:
			d.phantomUsed(r.ID)
			d.removeCounters(r.ID, 1)
			msg += " and removes a +1/+1 counter from it."
		default:
			d.phantomUsed(r.ID)
			msg += "; it has no +1/+1 counter left to remove."
		}
		d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(r.ID, src.ID), Message: msg})
		d.prevent(e, e.left, "419.7")
	}
	if _, ok := d.first(e, ability.PreventEachForCounter, ability.Counted); ok && e.left > 0 {
		if k := min(e.left, d.plusCounters(r)); k > 0 {
			d.removeCounters(r.ID, k)
			msg := fmt.Sprintf("%s removes %d +1/+1 counter(s) from itself and prevents %d of the damage %s would deal to it.", r.Label(), k, k, src.Label())
			if cantPrevent(src) {
				msg = fmt.Sprintf("%s removes %d +1/+1 counter(s) from itself, but the damage %s deals can't be prevented: the prevention is ignored (419.5) and the damage is dealt.", r.Label(), k, src.Label())
			}
			d.Notes = append(d.Notes, game.Note{Rule: "419.7", Objects: game.Objects(r.ID, src.ID), Message: msg})
			d.prevent(e, k, "419.7")
		}
	}
}

// phantomUsed records that id's Phantom counter is removed for this step.
func (d *dealing) phantomUsed(id game.ObjectID) {
	if d.phantom == nil {
		d.phantom = map[game.ObjectID]bool{}
	}
	d.phantom[id] = true
}

func firstAbility(p *state.Perm, k ability.Keyword) (ability.Ability, bool) {
	all := p.All(k)
	if len(all) == 0 {
		return ability.Ability{}, false
	}
	return all[0], true
}

// remaining is what is left of an owner's shields after the step: the
// shields with damage left to take and the regeneration shields not used.
func (d *dealing) remaining(owner game.ObjectID, regenerated int) []game.Shield {
	var out []game.Shield
	for _, s := range d.shields[owner] {
		if s.Kind == game.RegenerateShield {
			if regenerated > 0 {
				regenerated--
				continue
			}
			out = append(out, s.Shield)
			continue
		}
		if s.Amount > 0 || s.NextTime {
			out = append(out, s.Shield)
		}
	}
	return out
}

// hasRegeneration reports whether p has a regeneration shield that
// applies: none does to a creature that can't be regenerated this turn.
func (d *dealing) hasRegeneration(p *state.Perm) bool {
	return !CantBeRegenerated(p) && slices.ContainsFunc(d.shields[p.ID], func(s *liveShield) bool { return s.Kind == game.RegenerateShield })
}

// regenerationShield is the index of the first of q's regeneration
// shields that applies to p, or -1: none does to a creature that can't be
// regenerated this turn.
func regenerationShield(p *state.Perm, q *game.Permanent) int {
	if CantBeRegenerated(p) {
		return -1
	}
	return slices.IndexFunc(q.Shields, func(s game.Shield) bool { return s.Kind == game.RegenerateShield })
}

// after makes q, a copy of p's permanent as the request gave it, the
// permanent after the step's damage and state-based effects (420.5b,
// 420.5c): the damage dealt to it added, with the +1/+1 counters
// prevention removed and the shields left; gone when it left play. The
// board's effects still apply to it when it is judged again.
func (d *dealing) after(p *state.Perm, dealt int, q *game.Permanent, events *[]game.StateBasedEvent) (gone, regenerated bool) {
	q.Damage += dealt
	removed, added, minus := d.countersChanged(p.ID)
	if k := removed - added; k != 0 || minus != 0 {
		q.Counters = maps.Clone(q.Counters)
		if q.Counters == nil {
			q.Counters = map[string]int{}
		}
		addCounters(q.Counters, "+1/+1", -k)
		addCounters(q.Counters, "-1/-1", minus)
	}
	used := 0
	if p.IsCreature() {
		// A +1/+1 counter removed by prevention lowers its toughness; one
		// put on instead of damage raises it, a -1/-1 counter lowers it.
		toughness := *p.Toughness - removed + added - minus
		switch {
		case toughness <= 0:
			*events = append(*events, game.StateBasedEvent{Rule: "420.5b", Object: p.ID, Event: "put into its owner's graveyard"})
			if d.hasRegeneration(p) {
				d.Notes = append(d.Notes, toughnessNote(p.ID, p.Label(), toughness))
			}
			return true, false
		case q.Damage >= toughness && p.Has(ability.Indestructible):
			*events = append(*events, game.StateBasedEvent{Rule: "420.5c", Object: p.ID, Event: NotDestroyed})
		case q.Damage >= toughness && d.hasRegeneration(p):
			*events = append(*events, game.StateBasedEvent{Rule: "420.5c", Object: p.ID, Event: "regenerated"})
			d.Notes = append(d.Notes, regenerationNote(p.ID, p.Label(), q.Damage, toughness))
			q.Damage, q.Tapped, used, regenerated = 0, true, 1, true
		case q.Damage >= toughness:
			*events = append(*events, game.StateBasedEvent{Rule: "420.5c", Object: p.ID, Event: "destroyed"})
			return true, false
		}
	}
	q.Shields = d.remaining(p.ID, used)
	return false, regenerated
}

// countersChanged is how many +1/+1 counters prevention removed from id
// and how many +1/+1 and -1/-1 counters were put on it instead of damage
// (none, without a look-up, when no effect of the step did any of that to
// any permanent, as most often).
func (d *dealing) countersChanged(id game.ObjectID) (removed, added, minus int) {
	if d.counters == nil && d.added == nil && d.minus == nil {
		return 0, 0, 0
	}
	return d.counters[id], d.added[id], d.minus[id]
}

// addCounters puts n more counters of kind in counters (n < 0: removes
// them), leaving out a kind of none.
func addCounters(counters map[string]int, kind string, n int) {
	counters[kind] += n
	if counters[kind] == 0 {
		delete(counters, kind)
	}
}

// merged is the step's dealt list with one entry per source, recipient and
// recipient redirected from: several redirection shields sending the same
// damage to the same place make one entry.
func (d *dealing) Merged() []game.Dealt {
	type key struct{ src, to, from game.ObjectID }
	if len(d.dealt) == 0 {
		return nil
	}
	if !d.repeats() {
		return d.dealt[:len(d.dealt):len(d.dealt)] // one entry each already, as most often
	}
	at := make(map[key]int, len(d.dealt))
	out := make([]game.Dealt, 0, len(d.dealt))
	for _, r := range d.dealt {
		k := key{r.Source, r.To, r.RedirectedFrom}
		i, ok := at[k]
		if !ok {
			at[k] = len(out)
			out = append(out, r)
			continue
		}
		out[i].Amount += r.Amount
		out[i].Prevented += r.Prevented
		out[i].Redirected += r.Redirected
		out[i].Replaced += r.Replaced
		out[i].Rule = cmp.Or(out[i].Rule, r.Rule)
	}
	return out
}

// repeats reports whether two rows of the step's dealt list have the same
// source, recipient and recipient redirected from (Merged).
func (d *dealing) repeats() bool {
	for i, r := range d.dealt {
		for _, o := range d.dealt[:i] {
			if o.Source == r.Source && o.To == r.To && o.RedirectedFrom == r.RedirectedFrom {
				return true
			}
		}
	}
	return false
}
