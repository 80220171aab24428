package state

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// applyAbilityEffects applies the statics of every permanent that give
// abilities to creatures or take them away ("Green creatures have
// forestwalk.", "All creatures lose flying."), in the layer of abilities
// (418.5a): in timestamp order, the order of the request's permanents
// (418.5d, 418.5f), except that an effect whose subject depends on an
// ability ("creatures with flying have ...") comes after the others, the
// independent ones first (418.5c, 418.5d). A later effect overrides an
// earlier one (418.5h): a creature that loses flying and is then given it
// has it.
func (b *Board) applyAbilityEffects() {
	// The board's effects of each keyword in board order, as sources
	// lists them, without its lists: most boards have none or a few.
	var room [4]Sourced
	effects := room[:0]
	for _, q := range [...]changeQuestion{grants, takes} { // characteristic_changes.go
		for _, p := range b.Order {
			for i := range p.Readings {
				if q.of(p.Readings[i].Keyword) {
					effects = append(effects, Sourced{p, p.Readings[i]})
				}
			}
		}
	}
	if len(effects) == 0 {
		return
	}
	dependent := func(s Sourced) bool { return dependsOnAbilities(s.Quality) }
	slices.SortStableFunc(effects, func(x, y Sourced) int {
		if dx, dy := dependent(x), dependent(y); dx != dy {
			if dx {
				return 1
			}
			return -1
		}
		return x.From.Index - y.From.Index
	})
	for _, e := range effects {
		for _, p := range b.Order {
			if !affects(e, p) {
				continue
			}
			if grants.of(e.Keyword) {
				for _, a := range e.Abilities {
					if !b.grantedUnder(e, a, p) {
						continue // "creatures that are enchanted ...", and p is not
					}
					p.Readings = append(p.Readings, a)
					if boostsSettled.of(a.Keyword) {
						p.addBoost(game.DerivedAbility{Text: a.Text, From: e.From.ID})
						continue // a change of power and toughness, reported as such
					}
					p.addGiven(game.DerivedAbility{Text: a.Text, From: e.From.ID})
				}
				continue
			}
			if p.drop(func(a ability.Ability) bool {
				return slices.ContainsFunc(e.Abilities, func(lost ability.Ability) bool { return lost.Keyword == a.Keyword && lost.Quality.SameText(a.Quality) })
			}) {
				for _, a := range e.Abilities {
					p.addLost(game.DerivedAbility{Text: a.Text, From: e.From.ID})
				}
			}
		}
	}
}

// affects reports whether the effect e, of a permanent that gives or takes
// away abilities, reaches permanent p.
func affects(e Sourced, p *Perm) bool {
	switch {
	case e.Scope.Attached:
		return e.From.AttachedTo != "" && p.ID == e.From.AttachedTo && (!e.Quality.Given() || Holds(e.Quality, p)) // "... if it's black"
	case !p.IsCreature() || !Holds(e.Quality, p):
		return false
	case e.Scope.Other && p == e.From, e.Scope.YouControl && p.Controller != e.From.Controller,
		e.Scope.Opponents && p.Controller == e.From.Controller:
		return false
	}
	return true
}

// applyPowerToughness sets each creature's power and toughness: the values
// given (after the effects no permanent generates), then the boosts of the
// board's statics ("White creatures get +1/+1.", an Aura's "+2/+2"), then
// counters (418.5a: power and toughness come last, counters after the
// other changes). +1/+1 and -1/-1 counters are counted as they are; any
// "+X/+Y" counter adds X and Y.
func (b *Board) applyPowerToughness() {
	for _, p := range b.Order {
		b.SetPowerToughness(p)
	}
}

// setPowerToughness sets one permanent's power and toughness from the
// values given, its boosts and its counters (applyPowerToughness); run
// again when it gains a boost that holds only while it attacks.
func (b *Board) SetPowerToughness(p *Perm) {
	basePower, baseToughness := p.Given.Power, p.Given.Toughness
	if p.TypeSet != nil { // auras.go: set by a type-changing effect
		basePower, baseToughness = &p.TypeSet[0], &p.TypeSet[1]
	}
	if basePower == nil && !p.Counted[0] || baseToughness == nil && !p.Counted[1] {
		return
	}
	power, toughness := countedBase(basePower, baseToughness) // entering.go: the base values, or 0 under a count
	if p.changes != nil {
		p.changes.Pt = nil
	}
	for _, a := range p.allChanging(boosts) {
		power, toughness = power+a.Power, toughness+a.Toughness
		p.addChange(a.Text + ": " + b.boostSource(p, a))
	}
	power, toughness = b.bushidoBoosts(p, power, toughness) // bushido.go
	for _, kind := range counterKinds(p.Counters) {
		n := p.Counters[kind]
		if dp, dt, ok := counterBoost(kind); ok && n > 0 {
			power, toughness = power+n*dp, toughness+n*dt
			p.addChange(fmt.Sprintf("%s counters x%d", kind, n))
		}
	}
	power, toughness = b.snowShrink(p, power, toughness) // snow_counts.go: after every other change
	if basePower != nil && baseToughness != nil && power == *basePower && toughness == *baseToughness {
		p.Power, p.Toughness = basePower, baseToughness // no one writes through them
		return
	}
	pt := [2]int{power, toughness} // both in one allocation
	p.Power, p.Toughness = &pt[0], &pt[1]
}

// counterBoost reads a counter kind such as "+1/+1", "-1/-1" or "+1/+0".
func counterBoost(kind string) (power, toughness int, ok bool) {
	p, t, found := strings.Cut(kind, "/")
	if !found || len(p) < 2 || len(t) < 2 || !strings.ContainsAny(p[:1], "+-") || !strings.ContainsAny(t[:1], "+-") {
		return 0, 0, false
	}
	pn, err1 := strconv.Atoi(p)
	tn, err2 := strconv.Atoi(t)
	return pn, tn, err1 == nil && err2 == nil && pn >= -10 && pn <= 10 && tn >= -10 && tn <= 10
}

// dependsOnAbilities reports whether a quality names an ability ("with
// flying"), so that which permanents it affects depends on other effects
// of the abilities layer.
func dependsOnAbilities(q ability.Quality) bool {
	for _, t := range q.Terms {
		if t.Kind == ability.WithKeyword {
			return true
		}
	}
	return slices.ContainsFunc(q.Any, dependsOnAbilities)
}

// boostSource names what gave permanent p the boost a: the permanent whose
// effect granted it, or p itself.
func (b *Board) boostSource(p *Perm, a ability.Ability) string {
	for _, g := range p.Record().boosts {
		if g.Text == a.Text {
			if src := b.Perms[g.From]; src != nil {
				return src.Label()
			}
			return string(g.From) // a source with no id: the board is refused anyway
		}
	}
	return p.Label()
}

// derived lists the permanents the board's effects or counters changed,
// in board order.
func (b *Board) Derived() []game.Derived {
	var out []game.Derived
	for _, p := range b.Order {
		c := p.changes
		if c == nil || len(c.Given) == 0 && len(c.lost) == 0 && len(c.Pt) == 0 {
			continue
		}
		out = append(out, game.Derived{Permanent: p.ID, Power: p.Power, Toughness: p.Toughness,
			Abilities: c.Given, Lost: c.lost, Changes: c.Pt})
	}
	return out
}

// countedBase is the power and toughness p's effects and counters apply
// to: the base values (those given, or those a type-changing effect set),
// or 0 for a value its own ability counts (countsOwn).
func countedBase(basePower, baseToughness *int) (power, toughness int) {
	if basePower != nil {
		power = *basePower
	}
	if baseToughness != nil {
		toughness = *baseToughness
	}
	return power, toughness
}
