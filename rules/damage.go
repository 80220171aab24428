package rules

import (
	"fmt"
	"rulesjudge/rules/ability"
	"slices"
	"strings"
)

// combat is the state of a combat at a combat damage step: who is still in
// combat, who blocks whom, and which step it is.
type combat struct {
	b         *board
	attack    *attackPlan
	attackers []*perm // declared attackers still in combat, in declared order
	blockers  []*perm // declared blockers still in combat, in declared order
	inCombat  map[ObjectID]bool
	removed   map[ObjectID]bool
	declared  map[ObjectID]bool // declared as attacker or blocker, even if gone
	blocked   map[ObjectID]bool // attackers that became blocked (309.2)
	blockedBy map[ObjectID][]*perm
	blocking  map[ObjectID][]*perm
	firstStep bool // the combat has a first-strike combat damage step
	// beforeBlocks: the walk is in the declare attackers step, so no
	// attacker is blocked or unblocked yet (309.2f).
	beforeBlocks bool
	onlyDS       bool // ... and only because of double strike
	step         Step
	// history is the request's creatures that assigned combat damage in the
	// first-strike step, when it says (nil: read from the abilities now).
	history map[ObjectID]bool
	// left306 are the notes on creatures removed from combat because they
	// changed controller or stopped being creatures (306.2).
	left306 []Note
	// decl is the declaration the combat was read from (its board left
	// out), to read the combat again on the board after state-based
	// effects (statebased.go).
	decl DamageDeclaration
	// read, when set, is told of every board read again for the
	// state-based effects (the combat walk counts its work by them); err
	// is an input error found on such a board.
	read func(*board)
	err  error
}

// resolveCombat reads the attack, the blocks and the creatures removed from
// combat of a damage request. Ids that are no longer on the board have left
// play; anything else that can't be judged is a field error.
func resolveCombat(b *board, d DamageDeclaration) (*combat, errorList) {
	attack, errs := resolveAttackers(b, d.Attackers, true)
	c := &combat{b: b, attack: attack, inCombat: map[ObjectID]bool{}, removed: map[ObjectID]bool{}, declared: map[ObjectID]bool{},
		blocked: map[ObjectID]bool{}, blockedBy: map[ObjectID][]*perm{}, blocking: map[ObjectID][]*perm{}}
	c.decl = d
	c.decl.Board = Board{}
	for i, id := range d.RemovedFromCombat {
		if b.perms[id] == nil {
			errs.add(path("removed_from_combat", i), "no permanent with id %q on the board", id)
		}
		c.removed[id] = true
	}
	for _, a := range attack.decl {
		c.declared[a.Creature] = true
	}
	for _, p := range attack.attackers {
		if p != nil {
			c.leaveIfChanged(p, p.Controller != b.ActivePlayer)
		}
	}
	c.resolveBlocks(d.Blockers, &errs)
	for _, a := range attack.attackers {
		if a != nil && !c.removed[a.ID] {
			c.attackers = append(c.attackers, a)
			c.inCombat[a.ID] = true
		}
	}
	b.activate(ability.Attacking, c.attackers)
	b.activate(ability.Blocking, c.blockers)
	b.activateLords(c.attackers, attack.player) // conditions.go
	c.resolveStep(d.Step, &errs)
	c.resolveHistory(d.AssignedFirstStrike, d.Step, d.Blockers, &errs)
	return c, errs
}

// leaveIfChanged removes from combat a declared creature that stopped being
// a creature or, with otherSide, changed controller: it is no longer
// attacking or blocking (306.2).
func (c *combat) leaveIfChanged(p *perm, otherSide bool) {
	why := ""
	switch {
	case !p.isCreature():
		why = "is no longer a creature"
	case otherSide:
		why = fmt.Sprintf("changed controller (now %s)", p.Controller)
	default:
		return
	}
	c.removed[p.ID] = true
	c.left306 = append(c.left306, Note{Rule: "306.2", Objects: []ObjectID{p.ID},
		Message: fmt.Sprintf("%s %s, so it is removed from combat: it assigns no combat damage and none is assigned to it.", p.label(), why)})
}

// resolveHistory reads which creatures assigned combat damage in the
// first-strike step, when the request says. It is about the regular step
// of a combat that had a first-strike step (502.2b): with no step named,
// that is the step judged.
func (c *combat) resolveHistory(ids []PermanentID, step Step, blockers []Blocker, errs *errorList) {
	if ids == nil {
		return
	}
	if step == FirstStrikeStep {
		errs.add(path("assigned_first_strike_damage"), "says which creatures assigned combat damage in the first-strike step: it is given only for the regular step that follows it")
	}
	c.firstStep, c.onlyDS, c.step = true, false, RegularStep
	c.history = map[ObjectID]bool{}
	isBlocker := map[ObjectID]bool{}
	for _, bl := range blockers {
		isBlocker[bl.Creature] = true
	}
	for i, id := range ids {
		if !c.declared[id] && !isBlocker[id] {
			errs.add(path("assigned_first_strike_damage", i), "%q is not one of the declared attackers or blockers", id)
		}
		c.history[id] = true
	}
}

// resolveBlocks reads the declared blockers: who became blocked (309.2),
// and who still blocks whom among the creatures in combat.
func (c *combat) resolveBlocks(decl []Blocker, errs *errorList) {
	band := c.attack.bandIDs()
	seen := map[ObjectID]bool{}
	for i, bl := range decl {
		at := func(parts ...any) Path { return path(append([]any{"blockers", i}, parts...)...) }
		p, ok := c.b.creatureRef(errs, at("creature"), bl.Creature, "blocker", true)
		if !ok {
			continue
		}
		if seen[bl.Creature] || c.declared[bl.Creature] {
			errs.add(at("creature"), "%q is declared twice", bl.Creature)
			continue
		}
		seen[bl.Creature] = true
		var blocks []ObjectID
		for k, id := range bl.Blocking {
			if _, ok := c.attack.player[id]; !ok {
				errs.add(at("blocking", k), "%q is not one of the declared attackers", id)
				continue
			}
			blocks = append(blocks, id)
			blocks = append(blocks, band[id]...)
		}
		for _, id := range blocks {
			c.blocked[id] = true
		}
		if p != nil {
			c.leaveIfChanged(p, p.Controller == c.b.ActivePlayer)
		}
		if p == nil || c.removed[p.ID] {
			continue // left play or removed from combat: blocks no one now
		}
		c.blockers = append(c.blockers, p)
		c.inCombat[p.ID] = true
		for _, a := range c.attack.attackers {
			if a != nil && slices.Contains(blocks, a.ID) && !c.removed[a.ID] && !slices.Contains(c.blocking[p.ID], a) {
				c.blocking[p.ID] = append(c.blocking[p.ID], a)
				c.blockedBy[a.ID] = append(c.blockedBy[a.ID], p)
			}
		}
	}
}

// resolveStep reads which combat damage step is judged: the first this
// combat has when none is named (502.2b, 502.28b).
func (c *combat) resolveStep(step Step, errs *errorList) {
	fs, ds := false, false
	for _, p := range append(append([]*perm{}, c.attackers...), c.blockers...) {
		fs = fs || p.has(ability.FirstStrike)
		ds = ds || p.has(ability.DoubleStrike)
	}
	c.firstStep = fs || ds
	c.onlyDS = ds && !fs
	switch step {
	case "":
		c.step = RegularStep
		if c.firstStep {
			c.step = FirstStrikeStep
		}
	case FirstStrikeStep, RegularStep:
		c.step = step
	default:
		errs.add(path("step"), "%q is not a combat damage step; use \"first_strike\" or \"regular\"", step)
	}
}

// assigns reports whether the creature assigns combat damage in this step
// (502.2b, 502.28b).
func (c *combat) assigns(p *perm) bool {
	if !c.inCombat[p.ID] || assignsNone(p) { // no_combat_damage.go (310.2e)
		return false
	}
	strikesFirst := p.has(ability.FirstStrike) || p.has(ability.DoubleStrike)
	if c.step == FirstStrikeStep {
		return strikesFirst
	}
	if c.history != nil {
		// Those that didn't assign in the first step, plus those with
		// double strike now (502.2b, 502.2c, 502.28c, 502.28d).
		return !c.history[p.ID] || p.has(ability.DoubleStrike)
	}
	return !c.firstStep || !strikesFirst || p.has(ability.DoubleStrike)
}

// assigners lists the creatures assigning combat damage in this step:
// attackers first, as the active player announces first (310.1).
func (c *combat) assigners() []*perm {
	var out []*perm
	for _, p := range append(append([]*perm{}, c.attackers...), c.blockers...) {
		if c.assigns(p) {
			out = append(out, p)
		}
	}
	return out
}

func (c *combat) isAttacker(p *perm) bool { return slices.Contains(c.attackers, p) }

// power is the combat damage a creature assigns: its power, none when it is
// 0 or less (310.2a).
func power(p *perm) int { return max(*p.Power, 0) }

// recipientRule says which rule names a creature's legal recipients of
// combat damage.
type recipientRule int

const (
	unblocked      recipientRule = iota // 310.2b: the player it attacks
	blockedByThem                       // 310.2c: the creatures blocking it
	blockingThem                        // 310.2d: the attackers it blocks
	trampleOver                         // 502.9b: its blockers, then the defending player
	trampleNoBlock                      // 502.9c: every blocker gone, all to the player
)

// rule is the rule number a violation of the recipients cites.
func (r recipientRule) rule() RuleID {
	return [...]RuleID{unblocked: "310.2b", blockedByThem: "310.2c", blockingThem: "310.2d", trampleOver: "502.9b", trampleNoBlock: "502.9c"}[r]
}

// recipients lists the legal recipients of a creature's combat damage and
// the rule that names them.
func (c *combat) recipients(p *perm) (to []ObjectID, why recipientRule) {
	if !c.isAttacker(p) {
		return idsOf(c.blocking[p.ID]), blockingThem
	}
	defender := c.attack.player[p.ID]
	switch {
	case !c.blocked[p.ID]:
		return []ObjectID{defender}, unblocked
	case len(c.blockedBy[p.ID]) == 0 && p.has(ability.Trample):
		return []ObjectID{defender}, trampleNoBlock
	case p.has(ability.Trample):
		return append(idsOf(c.blockedBy[p.ID]), defender), trampleOver
	default:
		return idsOf(c.blockedBy[p.ID]), blockedByThem
	}
}

// division says why a player divides a creature's combat damage.
type division int

const (
	// byController: no banding is involved, the creature's controller
	// divides (310.2c for an attacker, 310.2d for a blocker).
	byController division = iota
	// byBanding: a creature with banding on the other side of the fight
	// gives the choice to its controller (502.10h).
	byBanding
	// byBandsWithOther: two creatures with the same "bands with other"
	// ability on the other side do (502.11c).
	byBandsWithOther
	// byFormation: the defending player assigns the damage of each
	// creature attacking them (Defensive Formation, 310.2e).
	byFormation
)

// divider is the player who divides a creature's combat damage, and why.
func (c *combat) divider(p *perm) (PlayerID, division) {
	if who, ok := c.formationDivider(p); ok {
		return who, byFormation // assign_elsewhere.go
	}
	var other []*perm // the creatures on the other side of its fight
	var otherPlayer PlayerID
	if c.isAttacker(p) {
		other, otherPlayer = c.blockedBy[p.ID], c.attack.player[p.ID]
	} else {
		other, otherPlayer = c.blocking[p.ID], c.b.ActivePlayer
	}
	for _, o := range other {
		if o.has(ability.Banding) {
			return otherPlayer, byBanding
		}
	}
	for i, o := range other {
		for _, bw := range o.all(ability.BandsWithOther) {
			for _, o2 := range other[i+1:] {
				for _, bw2 := range o2.all(ability.BandsWithOther) {
					if bw.Quality.SameText(bw2.Quality) {
						return otherPlayer, byBandsWithOther
					}
				}
			}
		}
	}
	return p.Controller, byController
}

// damagePlan is a damage request with its ids resolved.
type damagePlan struct {
	*combat
	given map[ObjectID]Assignment // the request's assignments by source
	order []Assignment            // the same, in request order
}

// resolveAssignments checks the ids of the assignments.
func resolveAssignments(c *combat, in []Assignment) (*damagePlan, errorList) {
	var errs errorList
	plan := &damagePlan{combat: c, given: map[ObjectID]Assignment{}}
	for i, a := range in {
		p := c.b.perms[a.Source]
		switch {
		case p == nil:
			errs.add(path("assignments", i, "source"), "no permanent with id %q on the board", a.Source)
			continue
		case !p.isCreature() && !c.removed[p.ID]:
			errs.add(path("assignments", i, "source"), "%s is not a creature", p.label())
			continue
		case plan.given[a.Source].Source != "":
			errs.add(path("assignments", i, "source"), "%s has two assignments; give one with every recipient", p.label())
			continue
		}
		if a.AssignedBy != "" && c.b.players[a.AssignedBy] == nil {
			errs.add(path("assignments", i, "assigned_by"), "%q is not one of the players", a.AssignedBy)
		}
		for k, s := range a.Damage {
			if c.b.perms[s.To] == nil && c.b.players[s.To] == nil {
				errs.add(path("assignments", i, "damage", k, "to"), "no player or permanent with id %q", s.To)
			}
			inRange(&errs, path("assignments", i, "damage", k, "amount"), "damage", s.Amount, 0)
		}
		plan.given[a.Source] = a
		plan.order = append(plan.order, a)
	}
	return plan, errs
}

// fullAssignment is the assignment judged: the request's, with creatures
// that have no choice filled in, in announcement order.
func (plan *damagePlan) fullAssignment() (out []Assignment, filled []ObjectID) {
	for _, p := range plan.assigners() {
		if a, ok := plan.given[p.ID]; ok {
			out = append(out, a)
			continue
		}
		to, _ := plan.recipients(p)
		if len(to) == 1 && power(p) > 0 && !plan.hasAssignOption(p) {
			out = append(out, Assignment{Source: p.ID, Damage: []DamageShare{{To: to[0], Amount: power(p)}}})
			filled = append(filled, p.ID)
		}
	}
	return out, filled
}

// totals sums the damage assigned to each recipient.
func totals(as []Assignment) map[ObjectID]int {
	t := map[ObjectID]int{}
	for _, a := range as {
		for _, s := range a.Damage {
			t[s.To] += s.Amount
		}
	}
	return t
}

// lethal reports whether a creature is assigned lethal damage: toughness
// less the damage already on it, counting every creature's assignment in
// this step (502.9b, 502.9e); actual toughness only (502.9d).
func lethal(p *perm, total map[ObjectID]int) bool {
	return p.Damage+total[p.ID] >= *p.Toughness
}

// checkAssignment judges one creature's assignment in the context of the
// whole step's assignment (for trample's lethal damage).
func (plan *damagePlan) checkAssignment(p *perm, a Assignment, total map[ObjectID]int) []Violation {
	var v []Violation
	add := func(rule RuleID, objs []ObjectID, format string, args ...any) {
		v = append(v, Violation{Rule: rule, Objects: objects(append([]ObjectID{p.ID}, objs...)...), Message: fmt.Sprintf(format, args...)})
	}
	sum := 0
	for _, s := range a.Damage {
		sum += s.Amount
	}
	to, why := plan.recipients(p)
	// With no legal recipient it assigns nothing (310.2c, 310.2d); any
	// damage it assigns is reported against its recipient below.
	if sum != power(p) && (len(to) > 0 || (sum > 0 && plan.mayAssignElsewhere(p))) {
		add("310.2a", nil, "%s assigns %d combat damage but its power is %d: it assigns exactly its power (none at 0 or less).", p.label(), sum, *p.Power)
	}
	if plan.asUnblocked(p, a) {
		return v // all of it to the player it attacks, as though it weren't blocked (310.2e)
	}
	if plan.assignsElsewhere(p, a) != "" {
		return v // to the defending player's creatures, as its ability lets it (310.2e, assign_elsewhere.go)
	}
	for _, s := range a.Damage {
		if s.Amount == 0 || slices.Contains(to, s.To) {
			continue
		}
		more := ""
		if plan.mayAssignUnblocked(p) {
			more = fmt.Sprintf("; or all of it to %s, as though it weren't blocked (310.2e), but not some of each", plan.attack.player[p.ID])
		}
		add(why.rule(), []ObjectID{s.To}, "%s can't assign combat damage to %s: %s%s%s.", p.label(), plan.name(s.To), plan.whyRecipients(why, to), more, plan.elsewhereOption(p))
	}
	if why == trampleOver {
		defender := plan.attack.player[p.ID]
		toPlayer := 0
		for _, s := range a.Damage {
			if s.To == defender {
				toPlayer += s.Amount
			}
		}
		if toPlayer > 0 {
			var short []string
			var ids []ObjectID
			for _, bl := range plan.blockedBy[p.ID] {
				if !lethal(bl, total) {
					short = append(short, fmt.Sprintf("%s (toughness %d, %d damage marked, %d assigned)", bl.label(), *bl.Toughness, bl.Damage, total[bl.ID]))
					ids = append(ids, bl.ID)
				}
			}
			if len(short) > 0 {
				add("502.9b", ids, "%s assigns %d to %s, but not every creature blocking it is assigned lethal damage: %s.", p.label(), toPlayer, defender, strings.Join(short, ", "))
			}
		}
	}
	if len(to) > 1 && power(p) > 0 {
		want, why := plan.divider(p)
		got := a.AssignedBy
		if got == "" {
			got = p.Controller
		}
		if got != want {
			rule, msg := plan.dividerViolation(p, want, got, why)
			add(rule, nil, "%s", msg)
		}
	}
	return v
}

// dividerViolation says why player got may not divide p's combat damage
// and want does, citing the rule that gives want the choice.
func (plan *damagePlan) dividerViolation(p *perm, want, got PlayerID, why division) (RuleID, string) {
	switch {
	case why == byBanding:
		return "502.10h", fmt.Sprintf("%s divides %s's combat damage here, not %s: a creature with banding on the other side of its fight gives that choice to its own controller.", want, p.label(), got)
	case why == byFormation:
		return "310.2e", fmt.Sprintf("%s assigns %s's combat damage here, not %s: an effect changes who assigns it (%s).", want, p.label(), got, plan.formationSource(p))
	case why == byBandsWithOther:
		return "502.11c", fmt.Sprintf("%s divides %s's combat damage here, not %s: two creatures with the same \"bands with other\" ability on the other side of its fight give that choice to their controller.", want, p.label(), got)
	case plan.isAttacker(p):
		return "310.2c", fmt.Sprintf("%s divides %s's combat damage among the creatures blocking it, as its controller; %s can't, since no banding is involved.", want, p.label(), got)
	default:
		return "310.2d", fmt.Sprintf("%s divides %s's combat damage among the attackers it blocks, as its controller; %s can't, since no banding is involved.", want, p.label(), got)
	}
}

func (plan *damagePlan) whyRecipients(why recipientRule, to []ObjectID) string {
	names := make([]string, len(to))
	for i, id := range to {
		names[i] = plan.name(id)
	}
	list := strings.Join(names, ", ")
	switch why {
	case unblocked:
		return "it is unblocked and assigns all its damage to the player it attacks, " + list
	case trampleNoBlock:
		return "every creature blocking it is gone, so with trample all its damage goes to " + list
	case trampleOver:
		return "with trample it assigns among its blockers and the defending player: " + list
	case blockedByThem:
		if len(to) == 0 {
			return "it is blocked and no creature blocking it remains, so it assigns no combat damage"
		}
		return "it is blocked and divides its damage among the creatures blocking it: " + list
	default:
		if len(to) == 0 {
			return "no attacker it blocks remains in combat, so it assigns no combat damage"
		}
		return "a blocker divides its damage among the attackers it blocks: " + list
	}
}

func (plan *damagePlan) name(id ObjectID) string {
	if p := plan.b.perms[id]; p != nil {
		return p.label()
	}
	return string(id)
}

// stepViolation says why a creature listed as a source assigns no combat
// damage in this step.
func (plan *damagePlan) stepViolation(p *perm) Violation {
	objs := []ObjectID{p.ID}
	switch {
	case plan.removed[p.ID]:
		return Violation{Rule: "306.2", Objects: objs, Message: fmt.Sprintf("%s was removed from combat and assigns no combat damage.", p.label())}
	case !plan.inCombat[p.ID]:
		return Violation{Rule: "310.2", Objects: objs, Message: fmt.Sprintf("%s is neither attacking nor blocking, so it has no combat damage to assign.", p.label())}
	case assignsNone(p):
		return Violation{Rule: "310.2e", Objects: objs, Message: fmt.Sprintf("%s assigns no combat damage this turn: an effect says so.", p.label())}
	case plan.step == FirstStrikeStep && !plan.firstStep:
		return Violation{Rule: "310.5", Objects: objs, Message: "No creature in this combat has first strike or double strike, so it has no first-strike combat damage step."}
	case plan.step == FirstStrikeStep && plan.onlyDS:
		return Violation{Rule: "502.28b", Objects: objs, Message: fmt.Sprintf("%s has neither double strike nor first strike, so it doesn't assign combat damage in the first combat damage step.", p.label())}
	case plan.step == FirstStrikeStep:
		return Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s has neither first strike nor double strike, so it doesn't assign combat damage in the first-strike combat damage step.", p.label())}
	case plan.history != nil && !p.has(ability.FirstStrike):
		// Whether it lost first strike (502.2c) or double strike (502.28c)
		// the request doesn't say; 502.2b covers both.
		return Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s assigned combat damage in the first-strike step and has no double strike now, so it doesn't assign in the second step: losing first strike (502.2c) or double strike (502.28c) after that doesn't let it assign again.", p.label())}
	case plan.history != nil:
		return Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s assigned combat damage in the first-strike step; only creatures with double strike assign again.", p.label())}
	default:
		return Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s has first strike and assigned its combat damage in the first-strike step; only creatures with double strike assign again.", p.label())}
	}
}

// checkDamage judges one combat damage step's assignment (310.2).
func checkDamage(plan *damagePlan) (Judgement, []Assignment) {
	full, filled := plan.fullAssignment()
	total := totals(full)
	var v []Violation
	for _, a := range plan.order {
		if p := plan.b.perms[a.Source]; !plan.assigns(p) {
			v = append(v, plan.stepViolation(p))
		}
	}
	bad := map[ObjectID]bool{}
	for _, a := range full {
		found := plan.checkAssignment(plan.b.perms[a.Source], a, total)
		if len(found) > 0 {
			bad[a.Source] = true
		}
		v = append(v, found...)
	}
	for _, p := range plan.assigners() {
		to, _ := plan.recipients(p)
		if _, ok := plan.given[p.ID]; !ok && (len(to) > 1 || plan.hasAssignOption(p)) && power(p) > 0 {
			v = append(v, Violation{Rule: "310.1", Objects: []ObjectID{p.ID},
				Message: fmt.Sprintf("%s assigns combat damage in this step and has a choice of recipients, so its assignment must be announced.", p.label())})
			bad[p.ID] = true
		}
	}
	j := judgement(v, nil, nil, func() []Note { return plan.notes(full, filled) })
	if j.Verdict == Illegal {
		j.Example = &Declaration{Assignments: plan.example(full, bad)}
	}
	return j, full
}

// example builds a legal assignment for the step: the request's legal
// assignments kept, the others replaced by a simple legal one.
func (plan *damagePlan) example(full []Assignment, bad map[ObjectID]bool) []Assignment {
	build := func(replaceTramplers bool) []Assignment {
		var out []Assignment
		for _, p := range plan.assigners() {
			a, ok := plan.given[p.ID]
			if !ok {
				a = Assignment{Source: p.ID}
				for _, f := range full {
					if f.Source == p.ID {
						a = f
					}
				}
			}
			_, why := plan.recipients(p)
			if bad[p.ID] || (replaceTramplers && why == trampleOver) || !ok && len(a.Damage) == 0 {
				a = plan.defaultAssignment(p)
			}
			if who, _ := plan.divider(p); a.AssignedBy != "" || who != p.Controller {
				a.AssignedBy = who
			}
			if len(a.Damage) > 0 {
				out = append(out, a)
			}
		}
		return out
	}
	ex := build(false)
	total := totals(ex)
	for _, a := range ex {
		if len(plan.checkAssignment(plan.b.perms[a.Source], a, total)) > 0 {
			return build(true)
		}
	}
	return ex
}

// defaultAssignment is a legal assignment for one creature: a trampler
// assigns each blocker lethal damage on its own, then the rest to the
// player; any other creature assigns everything to its first recipient.
func (plan *damagePlan) defaultAssignment(p *perm) Assignment {
	a := Assignment{Source: p.ID}
	to, why := plan.recipients(p)
	left := power(p)
	if left == 0 || len(to) == 0 {
		return a
	}
	if why == trampleOver {
		for _, bl := range plan.blockedBy[p.ID] {
			need := min(max(*bl.Toughness-bl.Damage, 0), left)
			if need > 0 {
				a.Damage = append(a.Damage, DamageShare{To: bl.ID, Amount: need})
				left -= need
			}
		}
		if left > 0 {
			a.Damage = append(a.Damage, DamageShare{To: plan.attack.player[p.ID], Amount: left})
		}
		return a
	}
	a.Damage = []DamageShare{{To: to[0], Amount: left}}
	return a
}

// notes says who assigns what in a legal step, and what protection will
// prevent.
func (plan *damagePlan) notes(full []Assignment, filled []ObjectID) []Note {
	var n []Note
	for _, a := range full {
		p := plan.b.perms[a.Source]
		var parts []string
		for _, s := range a.Damage {
			if s.Amount > 0 {
				parts = append(parts, fmt.Sprintf("%d to %s", s.Amount, plan.name(s.To)))
			}
		}
		how := "assigns"
		if slices.Contains(filled, a.Source) {
			how = "has no choice and assigns"
		}
		if len(parts) > 0 {
			n = append(n, Note{Rule: "310.2", Objects: []ObjectID{p.ID}, Message: fmt.Sprintf("%s %s %s.", p.label(), how, strings.Join(parts, ", "))})
		}
		if plan.asUnblocked(p, a) {
			n = append(n, Note{Rule: "310.2e", Objects: []ObjectID{p.ID}, Message: fmt.Sprintf("%s is blocked and assigns its combat damage as though it weren't blocked, as its ability lets it.", p.label())})
		} else if text := plan.assignsElsewhere(p, a); text != "" {
			n = append(n, Note{Rule: "310.2e", Objects: []ObjectID{p.ID}, Message: fmt.Sprintf("%s assigns its combat damage as its ability lets it: %q.", p.label(), text)})
		}
		for _, s := range a.Damage {
			if r := plan.b.perms[s.To]; r != nil && s.Amount > 0 && protects(r, p) != "" && !cantPrevent(p) {
				n = append(n, Note{Rule: "502.7e", Objects: []ObjectID{p.ID, r.ID},
					Message: fmt.Sprintf("The %d damage %s assigns to %s will be prevented: %s has protection from %s.", s.Amount, p.label(), r.label(), r.label(), protects(r, p))})
			}
		}
	}
	n = append(n, plan.left306...)
	n = append(n, plan.historyNotes()...)
	if plan.step == FirstStrikeStep {
		var later []string
		var ids []ObjectID
		for _, p := range append(append([]*perm{}, plan.attackers...), plan.blockers...) {
			if !p.has(ability.FirstStrike) || p.has(ability.DoubleStrike) {
				later = append(later, p.label())
				ids = append(ids, p.ID)
			}
		}
		if len(later) > 0 {
			n = append(n, Note{Rule: "502.2b", Objects: ids, Message: "A second combat damage step follows, in which these creatures assign combat damage if they survive: " + strings.Join(later, ", ") + "."})
		}
	}
	return n
}

// mayAssignUnblocked reports whether p is a blocked attacker that may
// assign its combat damage as though it weren't blocked (310.2e).
func (c *combat) mayAssignUnblocked(p *perm) bool {
	return c.isAttacker(p) && c.blocked[p.ID] && p.has(ability.AssignAsUnblocked)
}

// asUnblocked reports whether p's assignment takes that option: all of its
// damage to the player it attacks.
func (c *combat) asUnblocked(p *perm, a Assignment) bool {
	if !c.mayAssignUnblocked(p) {
		return false
	}
	defender := c.attack.player[p.ID]
	for _, s := range a.Damage {
		if s.Amount > 0 && s.To != defender {
			return false
		}
	}
	return true
}

// resolveDamage deals a legal assignment all at once (310.4) and applies
// state-based effects until none apply (420.3).
func resolveDamage(plan *damagePlan, full []Assignment) ([]Dealt, []StateBasedEvent, Board, []Note, []PermanentID) {
	b := plan.b
	d := newDealing(plan)
	d.full = full
	for _, a := range full {
		src := b.perms[a.Source]
		sum := map[ObjectID]int{}
		var order []ObjectID
		for _, s := range a.Damage {
			if s.Amount <= 0 {
				continue
			}
			if _, ok := sum[s.To]; !ok {
				order = append(order, s.To)
			}
			sum[s.To] += s.Amount
		}
		for _, to := range order {
			d.deal(src, to, sum[to], "")
		}
	}
	events, after, removed := d.afterDamage()
	return d.merged(), events, after, d.notes, removed
}

// afterDamage is the board once the damage dealt so far is marked and life
// lost, with the state-based effects that follow (420.5a-d, 420.5h, 502.7c),
// checked until none applies (420.3): the events of each check in order,
// the board, and the creatures in combat that regenerated (to be removed
// from combat). The first check reads the board the damage was dealt on;
// each later one reads the board the previous one left (statebased.go).
func (d *dealing) afterDamage() ([]StateBasedEvent, Board, []PermanentID) {
	plan := d.plan
	b := plan.b
	after := Board{ActivePlayer: b.ActivePlayer}
	for _, p := range b.Players {
		p.Life = d.life[p.ID]
		p.Shields = d.remaining(p.ID, 0)
		after.Players = append(after.Players, p)
	}
	events := b.shedEvents() // statebased.go: Auras that left before the damage
	for _, p := range after.Players {
		if p.Life <= 0 {
			events = append(events, StateBasedEvent{Rule: "420.5a", Player: p.ID, Event: "loses the game"})
		}
		if p.Poison >= 10 {
			events = append(events, StateBasedEvent{Rule: "420.5h", Player: p.ID, Event: "loses the game"})
		}
	}
	var removed []PermanentID
	again := false // a permanent left play or regenerated: check again
	for _, p := range b.order {
		q, gone, regenerated := d.after(p, &events)
		again = again || gone || regenerated
		if gone {
			continue
		}
		if regenerated && plan.inCombat[p.ID] {
			removed = append(removed, p.ID) // 419.6b, 306.2
		}
		after.Permanents = append(after.Permanents, q)
	}
	after.Permanents = append(after.Permanents, d.tokens()...) // damage_replacements.go
	if again {
		after, removed = d.checkAgain(after, removed, &events)
	}
	return events, after, removed
}

// historyNotes says, in a regular step whose first-strike step the request
// described, which creatures with first strike or double strike now assign
// and why (502.2b).
func (plan *damagePlan) historyNotes() []Note {
	if plan.history == nil {
		return nil
	}
	var n []Note
	for _, p := range plan.assigners() {
		switch {
		case plan.history[p.ID]:
			n = append(n, Note{Rule: "502.2b", Objects: []ObjectID{p.ID},
				Message: fmt.Sprintf("%s assigned combat damage in the first-strike step and has double strike now, so it assigns again (502.28d when it gained double strike after the first step).", p.label())})
		case p.has(ability.FirstStrike) || p.has(ability.DoubleStrike):
			// It gained first strike after the first step (502.2c), or its
			// power was 0 or less then (310.2a): 502.2b covers both.
			n = append(n, Note{Rule: "502.2b", Objects: []ObjectID{p.ID},
				Message: fmt.Sprintf("%s did not assign combat damage in the first-strike step (it gained first strike after it, 502.2c, or its power was 0 or less then, 310.2a), so it assigns in this step although it has first strike or double strike now.", p.label())})
		}
	}
	return n
}

// assignsNone reports whether an effect says the creature assigns no combat
// damage this turn (310.2e).
func assignsNone(p *perm) bool { return p.has(ability.AssignsNoCombatDamage) }
