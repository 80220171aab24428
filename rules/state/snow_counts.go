package state

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Snowblind (issue 13): "Enchanted creature gets -X/-Y", X the snow lands
// of the defending player while the creature attacks, of the creature's
// controller otherwise ("its controller": the creature is the sentence's
// only subject), Y the smaller of X and the creature's toughness minus 1.
//
// When it applies. Y is read from the toughness the creature has as the
// effect applies, so every other change of its power and toughness in the
// layer (418.5a: a lord's boost, a spell's effect this turn that the
// request's toughness already holds) changes what the effect does: the
// effect depends on them and they are applied first (418.5c, 418.5d),
// whatever their timestamps. Two such effects on one creature depend on
// each other: they apply in timestamp order, the order of the request's
// permanents (418.5d, 418.5e).
//
// Where the judge can't tell, it refuses the board: counters that change
// the creature's toughness (418.5a puts them after the
// characteristic-setting abilities only, and this judge after every other
// change; whether the effect depends on them is not settled by the text)
// when the cap may bind in some order of them and the shrinks; a
// toughness below 1 before the effect (Y would be negative, -X/+N); and a
// boost whose subject reads power or toughness ("creatures with power 2 or
// less") on the same creature, which would depend on the effect in turn.

// snowShrink applies the effects of SnowCappedShrink on p, after every
// other change of its power and toughness (setPowerToughness).
func (b *Board) snowShrink(p *Perm, power, toughness int) (int, int) {
	shrinks := p.allChanging(snowShrinks)
	if len(shrinks) == 0 {
		return power, toughness
	}
	if b.snow.before == nil {
		b.snow.before = map[game.ObjectID]int{}
	}
	b.snow.before[p.ID] = toughness
	x := b.snowX(p)
	var from []string // the Auras, in the order their effects were given (timestamps)
	for _, g := range p.Record().boosts {
		if src := b.Perms[g.From]; src != nil && g.Text == shrinks[0].Text {
			from = append(from, src.Label())
		}
	}
	for i, a := range shrinks {
		y := min(x, toughness-1)
		power, toughness = power-x, toughness-y
		source := b.boostSource(p, a)
		if i < len(from) {
			source = from[i]
		}
		p.addChange(fmt.Sprintf("-%d/-%d (X %d: %s; Y the smaller of X and its toughness minus 1): %s", x, y, x, b.snowWhose(p), source))
	}
	return power, toughness
}

// snowX counts the snow lands of the player whose lands X counts: the
// defending player's while p attacks, its controller's otherwise.
func (b *Board) snowX(p *Perm) int {
	owner := p.Controller
	if d, ok := b.snow.defending[p.ID]; ok {
		owner = d
	}
	return b.snowLands(owner)
}

func (b *Board) snowWhose(p *Perm) string {
	if d, ok := b.snow.defending[p.ID]; ok {
		return fmt.Sprintf("snow lands of %s, the defending player", d)
	}
	return fmt.Sprintf("snow lands of %s, its controller", p.Controller)
}

// snowLands counts the snow lands player pl controls.
func (b *Board) snowLands(pl game.PlayerID) int {
	n := 0
	for _, o := range b.Order {
		if o.Controller == pl && o.HasType("land") && o.HasSupertype("snow") {
			n++
		}
	}
	return n
}

// attackSnowShrink records whom each declared attacker attacks, so that
// the X of its SnowCappedShrink counts the defending player's snow lands
// (block checks, damage and the walk; an attack check judges the board
// before the attack), and sets its power and toughness again.
func (b *Board) attackSnowShrink(attackers []*Perm, player map[game.ObjectID]game.PlayerID) {
	for _, c := range attackers {
		if c == nil || !c.hasChanging(snowShrinks) {
			continue
		}
		if b.snow.defending == nil {
			b.snow.defending = map[game.ObjectID]game.PlayerID{}
		}
		b.snow.defending[c.ID] = player[c.ID]
		b.SetPowerToughness(c)
	}
}

// checkSnowShrink refuses a board on which the judge can't tell what a
// SnowCappedShrink does to the creature it is attached to, for any X it
// may take (its controller's snow lands, or any other player's once it
// attacks): see the file comment.
func (b *Board) checkSnowShrink(errs *game.ErrorList) {
	for _, p := range b.Order {
		shrinks := p.allChanging(snowShrinks)
		if len(shrinks) == 0 || p.Toughness == nil {
			continue
		}
		why := b.snowUnknown(p, len(shrinks))
		if why == "" {
			continue
		}
		for _, g := range p.Record().boosts {
			o := b.Perms[g.From]
			if g.Text != shrinks[0].Text || o == nil {
				continue
			}
			for j, t := range o.Abilities {
				if a, err := ability.Parse(t, o.Name); err == nil && len(a) == 1 && len(a[0].Abilities) == 1 && snowShrinks.of(a[0].Abilities[0].Keyword) {
					errs.Add(game.At("board", "permanents", o.Index, "abilities", j), "%q on %s: %s, so the judge can't tell Y (418.5d); write %s's power and toughness with the effect applied and leave the line out", t, p.Label(), why, p.Label())
				}
			}
		}
	}
}

// snowUnknown says why the n shrinks on p can't be known ("" when they
// can).
func (b *Board) snowUnknown(p *Perm, n int) string {
	for _, e := range b.sourcesChanging(grants) {
		// Whether it reaches p may turn on the shrink itself: any such
		// boost that could reach p (not attached elsewhere) is enough.
		if (!e.Scope.Attached || e.From.AttachedTo == p.ID) && dependsOnPowerToughness(e.Quality) && boosts.anyOf(e.Abilities) {
			return fmt.Sprintf("%s's boost, which may reach it, reads power or toughness, and so may depend on the shrink as the shrink depends on it", e.From.Label())
		}
	}
	// The counters may apply before the shrinks or after them, and one
	// counter before, another after (418.5a): the lowest toughness the
	// creature may have as a shrink applies is the one with every counter
	// that lowers it and none that raises it. A lower toughness only makes
	// the cap bind sooner, so where it does not bind there, it binds
	// nowhere and Y is X whatever the order.
	low, counted := b.snow.before[p.ID], false
	for kind, k := range p.Counters {
		if _, dt, ok := counterBoost(kind); ok && k > 0 && dt != 0 {
			counted = true
			if dt > 0 {
				low -= k * dt
			}
		}
	}
	xs := []int{b.snowLands(p.Controller)}
	for _, pl := range b.Players {
		if pl.ID != p.Controller {
			xs = append(xs, b.snowLands(pl.ID))
		}
	}
	for _, x := range xs {
		t := low
		for range n {
			switch {
			case t < 1:
				return fmt.Sprintf("its toughness may be %d as the shrink applies, and Y then below 0", t)
			case counted && x > t-1:
				return fmt.Sprintf("the cap on Y may bind (X %d, toughness down to %d) and its counters change its toughness, which the effect may or may not depend on", x, t)
			}
			t -= min(x, t-1)
		}
	}
	return ""
}

// dependsOnPowerToughness reports whether a quality reads power or
// toughness ("with power 2 or less").
func dependsOnPowerToughness(q ability.Quality) bool {
	for _, t := range q.Terms {
		switch t.Kind {
		case ability.PowerAtLeast, ability.PowerAtMost, ability.ToughnessAtLeast, ability.ToughnessAtMost:
			return true
		}
	}
	for _, a := range q.Any {
		if dependsOnPowerToughness(a) {
			return true
		}
	}
	return false
}
