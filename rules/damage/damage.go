package damage

import (
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
	"strconv"
	"strings"
)

// combat is the state of a combat at a combat damage step: who is still in
// combat, who blocks whom, and which step it is.
type Combat struct {
	B         *state.Board
	Attack    *declare.AttackPlan
	Attackers []*state.Perm // declared attackers still in combat, in declared order
	Blockers  []*state.Perm // declared blockers still in combat, in declared order
	Removed   map[game.ObjectID]bool
	Blocked   map[game.ObjectID]bool // attackers that became blocked (309.2)
	BlockedBy map[game.ObjectID][]*state.Perm
	Blocking  map[game.ObjectID][]*state.Perm
	FirstStep bool // the combat has a first-strike combat damage step
	// beforeBlocks: the walk is in the declare attackers step, so no
	// attacker is blocked or unblocked yet (309.2f).
	BeforeBlocks bool
	OnlyDS       bool // ... and only because of double strike
	Step         game.Step
	// history is the request's creatures that assigned combat damage in the
	// first-strike step, when it says (nil: read from the abilities now).
	History map[game.ObjectID]bool
	// left306 are the notes on creatures removed from combat because they
	// changed controller or stopped being creatures (306.2).
	left306 []game.Note
	// decl is the declaration the combat was read from (its board left
	// out), to read the combat again on the board after state-based
	// effects (statebased.go).
	Decl game.DamageDeclaration
	// read, when set, is told of every board read again for the
	// state-based effects (the combat walk counts its work by them); err
	// is an input error found on such a board.
	Read func(*state.Board)
	Err  error
	// Follow, when set, derives the board a state-based check reads
	// again from the board read before it, prev (the board the damage was
	// dealt on, then the last one read), when it can (state.Board.Follow:
	// no ability under a condition, no shield, so the combat need not be
	// read again on it); false reads it whole.
	Follow func(prev *state.Board, in game.Board) (*state.Board, bool)
	// Unchanged, when set, reports whether the board a state-based check
	// would read again, in, follows from prev as Follow derives it
	// (state.Board.Follows), and is then told it is read: such a check
	// finds nothing the check before it did not (followsUnchanged), so
	// the board is not derived and the check ends.
	Unchanged func(prev *state.Board, in game.Board) bool
}

// resolveCombat reads the attack, the blocks and the creatures removed from
// combat of a damage request. Ids that are no longer on the board have left
// play; anything else that can't be judged is a field error.
func ReadCombat(b *state.Board, d game.DamageDeclaration) (*Combat, game.ErrorList) {
	return ReadCombatAttacked(b, d, nil)
}

// ReadCombatAttacked is ReadCombat with d's attackers resolved on b
// already, when attack is not nil: the caller's resolution of that same
// declaration on b, with no error (what resolving them again, gone ones
// allowed, would find), which the combat takes as its own and never
// changes.
func ReadCombatAttacked(b *state.Board, d game.DamageDeclaration, attack *declare.AttackPlan) (*Combat, game.ErrorList) {
	var errs game.ErrorList
	if attack == nil {
		attack, errs = declare.ResolveAttackers(b, d.Attackers, true)
	}
	c := &Combat{B: b, Attack: attack,
		Blocked: map[game.ObjectID]bool{}, BlockedBy: map[game.ObjectID][]*state.Perm{}, Blocking: map[game.ObjectID][]*state.Perm{}}
	c.Decl = d
	c.Decl.Board = game.Board{}
	for i, id := range d.RemovedFromCombat {
		if b.Perms[id] == nil {
			errs.Add(game.At("removed_from_combat", i), "no permanent with id %q on the board", id)
		}
		c.remove(id)
	}
	for _, p := range attack.Attackers {
		if p != nil {
			c.leaveIfChanged(p, p.Controller != b.ActivePlayer)
		}
	}
	c.resolveBlocks(d.Blockers, &errs)
	for _, a := range attack.Attackers {
		if a != nil && !c.Removed[a.ID] {
			c.Attackers = appendSized(c.Attackers, a, len(attack.Attackers))
		}
	}
	b.Activate(ability.Attacking, c.Attackers)
	b.Activate(ability.Blocking, c.Blockers)
	b.ActivateLords(c.Attackers, attack.Player) // conditions.go
	c.ResolveStep(d.Step, &errs)
	c.resolveHistory(d.AssignedFirstStrike, d.Step, d.Blockers, &errs)
	return c, errs
}

// declared reports whether id is one of the declared attackers, even if
// gone.
func (c *Combat) declared(id game.ObjectID) bool {
	return slices.ContainsFunc(c.Attack.Decl, func(a game.Attacker) bool { return a.Creature == id })
}

// inCombat reports whether id is one of the attackers or blockers still
// in combat.
func (c *Combat) inCombat(id game.ObjectID) bool {
	is := func(p *state.Perm) bool { return p.ID == id }
	return slices.ContainsFunc(c.Attackers, is) || slices.ContainsFunc(c.Blockers, is)
}

// remove marks id removed from combat (Removed, made at the first: most
// combats remove none).
func (c *Combat) remove(id game.ObjectID) {
	if c.Removed == nil {
		c.Removed = map[game.ObjectID]bool{}
	}
	c.Removed[id] = true
}

// leaveIfChanged removes from combat a declared creature that stopped being
// a creature or, with otherSide, changed controller: it is no longer
// attacking or blocking (306.2).
func (c *Combat) leaveIfChanged(p *state.Perm, otherSide bool) {
	why := ""
	switch {
	case !p.IsCreature():
		why = "is no longer a creature"
	case otherSide:
		why = fmt.Sprintf("changed controller (now %s)", p.Controller)
	default:
		return
	}
	c.remove(p.ID)
	c.left306 = append(c.left306, game.Note{Rule: "306.2", Objects: []game.ObjectID{p.ID},
		Message: fmt.Sprintf("%s %s, so it is removed from combat: it assigns no combat damage and none is assigned to it.", p.Label(), why)})
}

// resolveHistory reads which creatures assigned combat damage in the
// first-strike step, when the request says. It is about the regular step
// of a combat that had a first-strike step (502.2b): with no step named,
// that is the step judged.
func (c *Combat) resolveHistory(ids []game.PermanentID, step game.Step, blockers []game.Blocker, errs *game.ErrorList) {
	if ids == nil {
		return
	}
	if step == game.FirstStrikeStep {
		errs.Add(game.At("assigned_first_strike_damage"), "says which creatures assigned combat damage in the first-strike step: it is given only for the regular step that follows it")
	}
	c.FirstStep, c.OnlyDS, c.Step = true, false, game.RegularStep
	c.History = map[game.ObjectID]bool{}
	isBlocker := map[game.ObjectID]bool{}
	for _, bl := range blockers {
		isBlocker[bl.Creature] = true
	}
	for i, id := range ids {
		if !c.declared(id) && !isBlocker[id] {
			errs.Add(game.At("assigned_first_strike_damage", i), "%q is not one of the declared attackers or blockers", id)
		}
		c.History[id] = true
	}
}

// resolveBlocks reads the declared blockers: who became blocked (309.2),
// and who still blocks whom among the creatures in combat.
func (c *Combat) resolveBlocks(decl []game.Blocker, errs *game.ErrorList) {
	band := c.Attack.BandIDs()
	seen := make([]game.ObjectID, 0, 8) // the blockers read
	var blocks []game.ObjectID          // each blocker's in turn
	var blocking []*state.Perm          // the attackers each blocks, in turn (c.Blocking)
	var firsts []*state.Perm            // each attacker's first blocker (c.BlockedBy)
	for i, bl := range decl {
		at := func(parts ...any) game.Path { return game.At(append([]any{"blockers", i}, parts...)...) }
		p, ok := c.B.Perms[bl.Creature], true
		if bl.Creature == "" || p == nil { // else creatureRef finds it: its path only for an error
			p, ok = c.B.CreatureRef(errs, at("creature"), bl.Creature, "blocker", true)
		}
		if !ok {
			continue
		}
		if slices.Contains(seen, bl.Creature) || c.declared(bl.Creature) {
			errs.Add(at("creature"), "%q is declared twice", bl.Creature)
			continue
		}
		seen = append(seen, bl.Creature)
		blocks = blocks[:0]
		for k, id := range bl.Blocking {
			if _, ok := c.Attack.Player[id]; !ok {
				errs.Add(at("blocking", k), "%q is not one of the declared attackers", id)
				continue
			}
			blocks = append(blocks, id)
			blocks = append(blocks, band[id]...)
		}
		for _, id := range blocks {
			if !c.Blocked[id] { // marked once (a look-up is cheaper than a write), as an attacker blocked by several is named again
				c.Blocked[id] = true
			}
		}
		if p != nil {
			c.leaveIfChanged(p, p.Controller == c.B.ActivePlayer)
		}
		if p == nil || c.Removed[p.ID] {
			continue // left play or removed from combat: blocks no one now
		}
		c.Blockers = appendSized(c.Blockers, p, len(decl))
		// Each blocker's attackers are one part of blocking, its capacity
		// cut at its length: most block one.
		start := len(blocking)
		for _, a := range c.Attack.Attackers {
			if a != nil && slices.Contains(blocks, a.ID) && !c.Removed[a.ID] && !slices.Contains(blocking[start:], a) {
				blocking = appendSized(blocking, a, len(decl))
				c.BlockedBy[a.ID], firsts = blockedBy(c.BlockedBy[a.ID], p, firsts, len(c.Attack.Attackers), len(decl))
			}
		}
		if len(blocking) > start {
			c.Blocking[p.ID] = blocking[start:len(blocking):len(blocking)]
		}
	}
}

// blockedBy is an attacker's blockers, were, with p: the first of each
// attacker is a part of firsts, its capacity cut at one (most attackers
// have one blocker), room for n made at the first; a second makes the
// attacker a list of its own, with room for most (the blockers declared).
// It gives firsts too.
func blockedBy(were []*state.Perm, p *state.Perm, firsts []*state.Perm, n, most int) ([]*state.Perm, []*state.Perm) {
	if len(were) == 1 && cap(were) == 1 {
		were = append(make([]*state.Perm, 0, max(most, 2)), were[0])
	}
	if len(were) > 0 || len(firsts) == n {
		return append(were, p), firsts
	}
	firsts = appendSized(firsts, p, n)
	k := len(firsts)
	return firsts[k-1 : k : k], firsts
}

// resolveStep reads which combat damage step is judged: the first this
// combat has when none is named (502.2b, 502.28b).
func (c *Combat) ResolveStep(step game.Step, errs *game.ErrorList) {
	fs, ds := false, false
	for _, side := range [2][]*state.Perm{c.Attackers, c.Blockers} {
		for _, p := range side {
			fs = fs || p.Has(ability.FirstStrike)
			ds = ds || p.Has(ability.DoubleStrike)
		}
	}
	c.FirstStep = fs || ds
	c.OnlyDS = ds && !fs
	switch step {
	case "":
		c.Step = game.RegularStep
		if c.FirstStep {
			c.Step = game.FirstStrikeStep
		}
	case game.FirstStrikeStep, game.RegularStep:
		c.Step = step
	default:
		errs.Add(game.At("step"), "%q is not a combat damage step; use \"first_strike\" or \"regular\"", step)
	}
}

// assigns reports whether the creature assigns combat damage in this step
// (502.2b, 502.28b).
func (c *Combat) assigns(p *state.Perm) bool {
	if !c.inCombat(p.ID) || assignsNone(p) { // no_combat_damage.go (310.2e)
		return false
	}
	strikesFirst := p.Has(ability.FirstStrike) || p.Has(ability.DoubleStrike)
	if c.Step == game.FirstStrikeStep {
		return strikesFirst
	}
	if c.History != nil {
		// Those that didn't assign in the first step, plus those with
		// double strike now (502.2b, 502.2c, 502.28c, 502.28d).
		return !c.History[p.ID] || p.Has(ability.DoubleStrike)
	}
	return !c.FirstStep || !strikesFirst || p.Has(ability.DoubleStrike)
}

// assigners lists the creatures assigning combat damage in this step:
// attackers first, as the active player announces first (310.1).
func (c *Combat) Assigners() []*state.Perm {
	var out []*state.Perm
	for _, side := range [2][]*state.Perm{c.Attackers, c.Blockers} {
		for _, p := range side {
			if c.assigns(p) {
				if out == nil {
					out = make([]*state.Perm, 0, len(c.Attackers)+len(c.Blockers))
				}
				out = append(out, p)
			}
		}
	}
	return out
}

func (c *Combat) isAttacker(p *state.Perm) bool { return slices.Contains(c.Attackers, p) }

// power is the combat damage a creature assigns: its power, none when it is
// 0 or less (310.2a).
func Power(p *state.Perm) int { return max(*p.Power, 0) }

// recipientRule says which rule names a creature's legal recipients of
// combat damage.
type recipientRule int

const (
	Unblocked      recipientRule = iota // 310.2b: the player it attacks
	BlockedByThem                       // 310.2c: the creatures blocking it
	BlockingThem                        // 310.2d: the attackers it blocks
	TrampleOver                         // 502.9b: its blockers, then the defending player
	trampleNoBlock                      // 502.9c: every blocker gone, all to the player
)

// rule is the rule number a violation of the recipients cites.
func (r recipientRule) rule() game.RuleID {
	return [...]game.RuleID{Unblocked: "310.2b", BlockedByThem: "310.2c", BlockingThem: "310.2d", TrampleOver: "502.9b", trampleNoBlock: "502.9c"}[r]
}

// recipients lists the legal recipients of a creature's combat damage and
// the rule that names them.
func (c *Combat) Recipients(p *state.Perm) (to []game.ObjectID, why recipientRule) {
	to, why = c.recipientsOnto(nil, p)
	if to == nil {
		to = []game.ObjectID{}
	}
	return to, why
}

// recipientsOnto is ids with Recipients' list appended, and its rule.
func (c *Combat) recipientsOnto(ids []game.ObjectID, p *state.Perm) ([]game.ObjectID, recipientRule) {
	if !c.isAttacker(p) {
		return appendIDs(ids, c.Blocking[p.ID]), BlockingThem
	}
	defender := c.Attack.Player[p.ID]
	switch {
	case !c.Blocked[p.ID]:
		return append(ids, defender), Unblocked
	case len(c.BlockedBy[p.ID]) == 0 && p.Has(ability.Trample):
		return append(ids, defender), trampleNoBlock
	case p.Has(ability.Trample):
		return append(appendIDs(ids, c.BlockedBy[p.ID]), defender), TrampleOver
	default:
		return appendIDs(ids, c.BlockedBy[p.ID]), BlockedByThem
	}
}

// appendIDs appends the ids of ps to ids.
func appendIDs(ids []game.ObjectID, ps []*state.Perm) []game.ObjectID {
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	return ids
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
	ByFormation
)

// divider is the player who divides a creature's combat damage, and why.
func (c *Combat) Divider(p *state.Perm) (game.PlayerID, division) {
	if who, ok := c.formationDivider(p); ok {
		return who, ByFormation // assign_elsewhere.go
	}
	var other []*state.Perm // the creatures on the other side of its fight
	var otherPlayer game.PlayerID
	if c.isAttacker(p) {
		other, otherPlayer = c.BlockedBy[p.ID], c.Attack.Player[p.ID]
	} else {
		other, otherPlayer = c.Blocking[p.ID], c.B.ActivePlayer
	}
	for _, o := range other {
		if o.Has(ability.Banding) {
			return otherPlayer, byBanding
		}
	}
	for i, o := range other {
		for _, bw := range o.All(ability.BandsWithOther) {
			for _, o2 := range other[i+1:] {
				for _, bw2 := range o2.All(ability.BandsWithOther) {
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
type DamagePlan struct {
	*Combat
	Given map[game.ObjectID]game.Assignment // the request's assignments by source
	Order []game.Assignment                 // the same, in request order
	// assigners and recipients keep the combat's answers (Assigners,
	// Recipients), asked for again and again as one step is judged and
	// dealt: the combat doesn't change meanwhile.
	assigners []*state.Perm
	assigned  bool
	// recipients holds the answers for each permanent of the board asked
	// about, at its place in the board's order (its Index, as
	// dealing.orderOf finds it), so that each later question finds them
	// there without a search; offBoard, those for a permanent of no place
	// there.
	recipients   []recipientsOf
	offBoard     []recipientsOf
	recipientIDs []game.ObjectID // the room the lists of recipients take
}

// sourceOf is the creature of full[i], an assignment of the step: when
// full is fullAssignment's list, in the assigners' order, it is one of
// the assigners from the i-th on (found there without a look-up by id);
// else the board's permanent of that id.
func (plan *DamagePlan) sourceOf(full []game.Assignment, i int) *state.Perm {
	if plan.assigned && i < len(plan.assigners) {
		for _, p := range plan.assigners[i:] {
			if p.ID == full[i].Source {
				return p
			}
		}
	}
	return plan.B.Perms[full[i].Source]
}

// asUnblocked is the combat's asUnblocked, asked only when p has that
// option (the step's answers keep it).
func (plan *DamagePlan) asUnblocked(p *state.Perm, a game.Assignment) bool {
	return plan.MayAssignUnblocked(p) && plan.Combat.asUnblocked(p, a)
}

// assignsElsewhere is the combat's assignsElsewhere, asked only when p has
// that option (the step's answers keep it).
func (plan *DamagePlan) assignsElsewhere(p *state.Perm, a game.Assignment) string {
	if !plan.MayAssignElsewhere(p) {
		return ""
	}
	return plan.Combat.assignsElsewhere(p, a)
}

// recipientsOf is the combat's answers to Recipients, MayAssignUnblocked
// and MayAssignElsewhere for one creature.
type recipientsOf struct {
	p                      *state.Perm
	to                     []game.ObjectID
	why                    recipientRule
	asUnblocked, elsewhere bool
}

// Assigners is the combat's Assigners, kept for the step.
func (plan *DamagePlan) Assigners() []*state.Perm {
	if !plan.assigned {
		plan.assigners, plan.assigned = plan.Combat.Assigners(), true
	}
	return plan.assigners
}

// Recipients is the combat's Recipients, kept for the step: callers read
// the list and don't change it.
func (plan *DamagePlan) Recipients(p *state.Perm) ([]game.ObjectID, recipientRule) {
	r := plan.answersFor(p)
	return r.to, r.why
}

// MayAssignUnblocked is the combat's MayAssignUnblocked, kept for the step.
func (plan *DamagePlan) MayAssignUnblocked(p *state.Perm) bool {
	return plan.answersFor(p).asUnblocked
}

// MayAssignElsewhere is the combat's MayAssignElsewhere, kept for the step.
func (plan *DamagePlan) MayAssignElsewhere(p *state.Perm) bool { return plan.answersFor(p).elsewhere }

// HasAssignOption is the combat's HasAssignOption, kept for the step.
func (plan *DamagePlan) HasAssignOption(p *state.Perm) bool {
	r := plan.answersFor(p)
	return r.asUnblocked || r.elsewhere
}

// answersFor is the combat's answers for p, read the first time asked
// (readAnswers); small, so that each question asked again is answered in
// place.
func (plan *DamagePlan) answersFor(p *state.Perm) *recipientsOf {
	if rs := plan.recipients; uint(p.Index) < uint(len(rs)) {
		if r := &rs[p.Index]; r.p == p {
			return r
		}
	}
	return plan.readAnswers(p)
}

// readAnswers is answersFor the first time p is asked about, or p of no
// place on the board.
func (plan *DamagePlan) readAnswers(p *state.Perm) *recipientsOf {
	order := plan.B.Order
	if plan.recipients == nil {
		plan.recipients = make([]recipientsOf, len(order)) // never appended to: the answers stay where they are
		plan.recipientIDs = make([]game.ObjectID, 0, 2*(len(plan.Attackers)+len(plan.Blockers)))
	}
	var r *recipientsOf
	if i := p.Index; i >= 0 && i < len(order) && order[i] == p {
		if r = &plan.recipients[i]; r.p == p {
			return r
		}
	} else {
		for i := range plan.offBoard {
			if r := &plan.offBoard[i]; r.p == p {
				return r
			}
		}
		plan.offBoard = append(plan.offBoard, recipientsOf{})
		r = &plan.offBoard[len(plan.offBoard)-1]
	}
	// Each list is a part of recipientIDs, its capacity cut at its length.
	start := len(plan.recipientIDs)
	all, why := plan.recipientsOnto(plan.recipientIDs, p)
	plan.recipientIDs = all
	*r = recipientsOf{p: p, to: all[start:len(all):len(all)], why: why,
		asUnblocked: plan.Combat.MayAssignUnblocked(p), elsewhere: plan.Combat.MayAssignElsewhere(p)}
	return r
}

// resolveAssignments checks the ids of the assignments.
func ResolveAssignments(c *Combat, in []game.Assignment) (*DamagePlan, game.ErrorList) {
	var errs game.ErrorList
	plan := &DamagePlan{Combat: c, Given: map[game.ObjectID]game.Assignment{}}
	for i, a := range in {
		p := c.B.Perms[a.Source]
		switch {
		case p == nil:
			errs.Add(game.At("assignments", i, "source"), "no permanent with id %q on the board", a.Source)
			continue
		case !p.IsCreature() && !c.Removed[p.ID]:
			errs.Add(game.At("assignments", i, "source"), "%s is not a creature", p.Label())
			continue
		case plan.Given[a.Source].Source != "":
			errs.Add(game.At("assignments", i, "source"), "%s has two assignments; give one with every recipient", p.Label())
			continue
		}
		if a.AssignedBy != "" && c.B.PlayersByID[a.AssignedBy] == nil {
			errs.Add(game.At("assignments", i, "assigned_by"), "%q is not one of the players", a.AssignedBy)
		}
		for k, s := range a.Damage {
			if c.B.Perms[s.To] == nil && c.B.PlayersByID[s.To] == nil {
				errs.Add(game.At("assignments", i, "damage", k, "to"), "no player or permanent with id %q", s.To)
			}
			state.InRange(&errs, game.At("assignments", i, "damage", k, "amount"), "damage", s.Amount, 0)
		}
		plan.Given[a.Source] = a
		plan.Order = append(plan.Order, a)
	}
	return plan, errs
}

// given reports whether the request (or the walk's defaults) gave p's
// assignment.
func (plan *DamagePlan) given(p *state.Perm) bool {
	_, ok := plan.Given[p.ID]
	return ok
}

// fullAssignment is the assignment judged: the request's, with creatures
// that have no choice filled in, in announcement order.
func (plan *DamagePlan) fullAssignment() (out []game.Assignment, filled []game.ObjectID) {
	assigners := plan.Assigners()
	var shares []game.DamageShare // the shares filled in, one array for all
	for _, p := range assigners {
		if a, ok := plan.Given[p.ID]; ok {
			out = appendSized(out, a, len(assigners))
			continue
		}
		to, _ := plan.Recipients(p)
		if len(to) == 1 && Power(p) > 0 && !plan.HasAssignOption(p) {
			if shares == nil {
				shares = make([]game.DamageShare, 0, len(assigners))
			}
			shares = append(shares, game.DamageShare{To: to[0], Amount: Power(p)})
			out = appendSized(out, game.Assignment{Source: p.ID, Damage: shares[len(shares)-1 : len(shares) : len(shares)]}, len(assigners))
			filled = appendSized(filled, p.ID, len(assigners))
		}
	}
	return out, filled
}

// appendSized appends v to s, made with room for n at the first.
func appendSized[T any](s []T, v T, n int) []T {
	if s == nil {
		s = make([]T, 0, n)
	}
	return append(s, v)
}

// totals sums the damage assigned to each recipient.
func totals(as []game.Assignment) map[game.ObjectID]int {
	t := map[game.ObjectID]int{}
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
func lethal(p *state.Perm, total map[game.ObjectID]int) bool {
	return p.Damage+total[p.ID] >= *p.Toughness
}

// checkAssignment judges one creature's assignment in the context of the
// whole step's assignment (for trample's lethal damage).
func (plan *DamagePlan) checkAssignment(p *state.Perm, a game.Assignment, total map[game.ObjectID]int) []game.Violation {
	var v []game.Violation
	add := func(rule game.RuleID, objs []game.ObjectID, format string, args ...any) {
		v = append(v, game.Violation{Rule: rule, Objects: game.Objects(append([]game.ObjectID{p.ID}, objs...)...), Message: fmt.Sprintf(format, args...)})
	}
	sum := 0
	for _, s := range a.Damage {
		sum += s.Amount
	}
	to, why := plan.Recipients(p)
	// With no legal recipient it assigns nothing (310.2c, 310.2d); any
	// damage it assigns is reported against its recipient below.
	if sum != Power(p) && (len(to) > 0 || (sum > 0 && plan.MayAssignElsewhere(p))) {
		add("310.2a", nil, "%s assigns %d combat damage but its power is %d: it assigns exactly its power (none at 0 or less).", p.Label(), sum, *p.Power)
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
		if plan.MayAssignUnblocked(p) {
			more = fmt.Sprintf("; or all of it to %s, as though it weren't blocked (310.2e), but not some of each", plan.Attack.Player[p.ID])
		}
		add(why.rule(), []game.ObjectID{s.To}, "%s can't assign combat damage to %s: %s%s%s.", p.Label(), plan.Name(s.To), plan.whyRecipients(why, to), more, plan.elsewhereOption(p))
	}
	if why == TrampleOver {
		defender := plan.Attack.Player[p.ID]
		toPlayer := 0
		for _, s := range a.Damage {
			if s.To == defender {
				toPlayer += s.Amount
			}
		}
		if toPlayer > 0 {
			var short []string
			var ids []game.ObjectID
			for _, bl := range plan.BlockedBy[p.ID] {
				if !lethal(bl, total) {
					short = append(short, fmt.Sprintf("%s (toughness %d, %d damage marked, %d assigned)", bl.Label(), *bl.Toughness, bl.Damage, total[bl.ID]))
					ids = append(ids, bl.ID)
				}
			}
			if len(short) > 0 {
				add("502.9b", ids, "%s assigns %d to %s, but not every creature blocking it is assigned lethal damage: %s.", p.Label(), toPlayer, defender, strings.Join(short, ", "))
			}
		}
	}
	if len(to) > 1 && Power(p) > 0 {
		want, why := plan.Divider(p)
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
func (plan *DamagePlan) dividerViolation(p *state.Perm, want, got game.PlayerID, why division) (game.RuleID, string) {
	switch {
	case why == byBanding:
		return "502.10h", fmt.Sprintf("%s divides %s's combat damage here, not %s: a creature with banding on the other side of its fight gives that choice to its own controller.", want, p.Label(), got)
	case why == ByFormation:
		return "310.2e", fmt.Sprintf("%s assigns %s's combat damage here, not %s: an effect changes who assigns it (%s).", want, p.Label(), got, plan.FormationSource(p))
	case why == byBandsWithOther:
		return "502.11c", fmt.Sprintf("%s divides %s's combat damage here, not %s: two creatures with the same \"bands with other\" ability on the other side of its fight give that choice to their controller.", want, p.Label(), got)
	case plan.isAttacker(p):
		return "310.2c", fmt.Sprintf("%s divides %s's combat damage among the creatures blocking it, as its controller; %s can't, since no banding is involved.", want, p.Label(), got)
	default:
		return "310.2d", fmt.Sprintf("%s divides %s's combat damage among the attackers it blocks, as its controller; %s can't, since no banding is involved.", want, p.Label(), got)
	}
}

func (plan *DamagePlan) whyRecipients(why recipientRule, to []game.ObjectID) string {
	names := make([]string, len(to))
	for i, id := range to {
		names[i] = plan.Name(id)
	}
	list := strings.Join(names, ", ")
	switch why {
	case Unblocked:
		return "it is unblocked and assigns all its damage to the player it attacks, " + list
	case trampleNoBlock:
		return "every creature blocking it is gone, so with trample all its damage goes to " + list
	case TrampleOver:
		return "with trample it assigns among its blockers and the defending player: " + list
	case BlockedByThem:
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

func (plan *DamagePlan) Name(id game.ObjectID) string {
	if p := plan.B.Perms[id]; p != nil {
		return p.Label()
	}
	return string(id)
}

// stepViolation says why a creature listed as a source assigns no combat
// damage in this step.
func (plan *DamagePlan) stepViolation(p *state.Perm) game.Violation {
	objs := []game.ObjectID{p.ID}
	switch {
	case plan.Removed[p.ID]:
		return game.Violation{Rule: "306.2", Objects: objs, Message: fmt.Sprintf("%s was removed from combat and assigns no combat damage.", p.Label())}
	case !plan.inCombat(p.ID):
		return game.Violation{Rule: "310.2", Objects: objs, Message: fmt.Sprintf("%s is neither attacking nor blocking, so it has no combat damage to assign.", p.Label())}
	case assignsNone(p):
		return game.Violation{Rule: "310.2e", Objects: objs, Message: fmt.Sprintf("%s assigns no combat damage this turn: an effect says so.", p.Label())}
	case plan.Step == game.FirstStrikeStep && !plan.FirstStep:
		return game.Violation{Rule: "310.5", Objects: objs, Message: "No creature in this combat has first strike or double strike, so it has no first-strike combat damage step."}
	case plan.Step == game.FirstStrikeStep && plan.OnlyDS:
		return game.Violation{Rule: "502.28b", Objects: objs, Message: fmt.Sprintf("%s has neither double strike nor first strike, so it doesn't assign combat damage in the first combat damage step.", p.Label())}
	case plan.Step == game.FirstStrikeStep:
		return game.Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s has neither first strike nor double strike, so it doesn't assign combat damage in the first-strike combat damage step.", p.Label())}
	case plan.History != nil && !p.Has(ability.FirstStrike):
		// Whether it lost first strike (502.2c) or double strike (502.28c)
		// the request doesn't say; 502.2b covers both.
		return game.Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s assigned combat damage in the first-strike step and has no double strike now, so it doesn't assign in the second step: losing first strike (502.2c) or double strike (502.28c) after that doesn't let it assign again.", p.Label())}
	case plan.History != nil:
		return game.Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s assigned combat damage in the first-strike step; only creatures with double strike assign again.", p.Label())}
	default:
		return game.Violation{Rule: "502.2b", Objects: objs, Message: fmt.Sprintf("%s has first strike and assigned its combat damage in the first-strike step; only creatures with double strike assign again.", p.Label())}
	}
}

// checkDamage judges one combat damage step's assignment (310.2).
func CheckDamage(plan *DamagePlan) (game.Judgement, []game.Assignment) {
	full, filled := plan.fullAssignment()
	var total map[game.ObjectID]int // read for the tramplers' assignments only (checkAssignment)
	for i := range full {
		if _, why := plan.Recipients(plan.sourceOf(full, i)); why == TrampleOver {
			total = totals(full)
			break
		}
	}
	var v []game.Violation
	for _, a := range plan.Order {
		if p := plan.B.Perms[a.Source]; !plan.assigns(p) {
			v = append(v, plan.stepViolation(p))
		}
	}
	var bad map[game.ObjectID]bool // made at the first: most steps have none
	mark := func(id game.ObjectID) {
		if bad == nil {
			bad = map[game.ObjectID]bool{}
		}
		bad[id] = true
	}
	for i, a := range full {
		found := plan.checkAssignment(plan.sourceOf(full, i), a, total)
		if len(found) > 0 {
			mark(a.Source)
		}
		v = append(v, found...)
	}
	for _, p := range plan.Assigners() {
		to, _ := plan.Recipients(p)
		if (len(to) > 1 || plan.HasAssignOption(p)) && Power(p) > 0 && !plan.given(p) {
			v = append(v, game.Violation{Rule: "310.1", Objects: []game.ObjectID{p.ID},
				Message: fmt.Sprintf("%s assigns combat damage in this step and has a choice of recipients, so its assignment must be announced.", p.Label())})
			mark(p.ID)
		}
	}
	j := declare.JudgementOf(v, nil, nil, func() []game.Note { return plan.notes(full, filled) })
	if j.Verdict == game.Illegal {
		j.Example = &game.Declaration{Assignments: plan.Example(full, bad)}
	}
	return j, full
}

// example builds a legal assignment for the step: the request's legal
// assignments kept, the others replaced by a simple legal one.
func (plan *DamagePlan) Example(full []game.Assignment, bad map[game.ObjectID]bool) []game.Assignment {
	build := func(replaceTramplers bool) []game.Assignment {
		var out []game.Assignment
		for _, p := range plan.Assigners() {
			a, ok := plan.Given[p.ID]
			if !ok {
				a = game.Assignment{Source: p.ID}
				for _, f := range full {
					if f.Source == p.ID {
						a = f
					}
				}
			}
			_, why := plan.Recipients(p)
			if bad[p.ID] || (replaceTramplers && why == TrampleOver) || !ok && len(a.Damage) == 0 {
				a = plan.DefaultAssignment(p)
			}
			if who, _ := plan.Divider(p); a.AssignedBy != "" || who != p.Controller {
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
		if len(plan.checkAssignment(plan.B.Perms[a.Source], a, total)) > 0 {
			return build(true)
		}
	}
	return ex
}

// defaultAssignment is a legal assignment for one creature: a trampler
// assigns each blocker lethal damage on its own, then the rest to the
// player; any other creature assigns everything to its first recipient.
func (plan *DamagePlan) DefaultAssignment(p *state.Perm) game.Assignment {
	a := game.Assignment{Source: p.ID}
	to, why := plan.Recipients(p)
	left := Power(p)
	if left == 0 || len(to) == 0 {
		return a
	}
	if why == TrampleOver {
		for _, bl := range plan.BlockedBy[p.ID] {
			need := min(max(*bl.Toughness-bl.Damage, 0), left)
			if need > 0 {
				a.Damage = append(a.Damage, game.DamageShare{To: bl.ID, Amount: need})
				left -= need
			}
		}
		if left > 0 {
			a.Damage = append(a.Damage, game.DamageShare{To: plan.Attack.Player[p.ID], Amount: left})
		}
		return a
	}
	a.Damage = []game.DamageShare{{To: to[0], Amount: left}}
	return a
}

// notes says who assigns what in a legal step, and what protection will
// prevent.
func (plan *DamagePlan) notes(full []game.Assignment, filled []game.ObjectID) []game.Note {
	n := make([]game.Note, 0, len(full)+len(plan.left306))
	// "<name> assigns 2 to bob, 1 to d0.": a note for each creature that
	// deals damage, in every step, each message part of one buffer (the
	// bytes written stay as they are: each message is a part of them, not
	// copied), each note's object part of one list.
	var msgs strings.Builder
	msgs.Grow(64 * len(full))
	ids := make([]game.ObjectID, 0, len(full))
	// Protection prevents damage only where a permanent has it: on most
	// boards none does, and no recipient is looked up for it.
	protection := slices.ContainsFunc(plan.B.Order, func(p *state.Perm) bool { return p.Has(ability.Protection) })
	for i, a := range full {
		p := plan.sourceOf(full, i)
		start, started := msgs.Len(), false
		for _, s := range a.Damage {
			if s.Amount <= 0 {
				continue
			}
			if !started {
				how := " assigns "
				if slices.Contains(filled, a.Source) {
					how = " has no choice and assigns "
				}
				msgs.WriteString(p.Label())
				msgs.WriteString(how)
				started = true
			} else {
				msgs.WriteString(", ")
			}
			msgs.WriteString(strconv.Itoa(s.Amount))
			msgs.WriteString(" to ")
			msgs.WriteString(plan.Name(s.To))
		}
		if started {
			msgs.WriteByte('.')
			ids = append(ids, p.ID)
			n = append(n, game.Note{Rule: "310.2", Objects: ids[len(ids)-1 : len(ids) : len(ids)], Message: msgs.String()[start:]})
		}
		if plan.asUnblocked(p, a) {
			n = append(n, game.Note{Rule: "310.2e", Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf("%s is blocked and assigns its combat damage as though it weren't blocked, as its ability lets it.", p.Label())})
		} else if text := plan.assignsElsewhere(p, a); text != "" {
			n = append(n, game.Note{Rule: "310.2e", Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf("%s assigns its combat damage as its ability lets it: %q.", p.Label(), text)})
		}
		for _, s := range a.Damage {
			if !protection {
				break
			}
			if r := plan.B.Perms[s.To]; r != nil && s.Amount > 0 && state.Protects(r, p) != "" && !cantPrevent(p) {
				n = append(n, game.Note{Rule: "502.7e", Objects: []game.ObjectID{p.ID, r.ID},
					Message: fmt.Sprintf("The %d damage %s assigns to %s will be prevented: %s has protection from %s.", s.Amount, p.Label(), r.Label(), r.Label(), state.Protects(r, p))})
			}
		}
	}
	n = append(n, plan.left306...)
	n = append(n, plan.historyNotes()...)
	if plan.Step == game.FirstStrikeStep {
		var later []string
		var ids []game.ObjectID
		for _, p := range append(append([]*state.Perm{}, plan.Attackers...), plan.Blockers...) {
			if !p.Has(ability.FirstStrike) || p.Has(ability.DoubleStrike) {
				later = append(later, p.Label())
				ids = append(ids, p.ID)
			}
		}
		if len(later) > 0 {
			n = append(n, game.Note{Rule: "502.2b", Objects: ids, Message: "A second combat damage step follows, in which these creatures assign combat damage if they survive: " + strings.Join(later, ", ") + "."})
		}
	}
	return n
}

// mayAssignUnblocked reports whether p is a blocked attacker that may
// assign its combat damage as though it weren't blocked (310.2e).
func (c *Combat) MayAssignUnblocked(p *state.Perm) bool {
	return c.isAttacker(p) && c.Blocked[p.ID] && p.HasAny(assignsAsUnblocked)
}

// asUnblocked reports whether p's assignment takes that option: all of its
// damage to the player it attacks.
func (c *Combat) asUnblocked(p *state.Perm, a game.Assignment) bool {
	if !c.MayAssignUnblocked(p) {
		return false
	}
	defender := c.Attack.Player[p.ID]
	for _, s := range a.Damage {
		if s.Amount > 0 && s.To != defender {
			return false
		}
	}
	return true
}

// resolveDamage deals a legal assignment all at once (310.4) and applies
// state-based effects until none apply (420.3).
func ResolveDamage(plan *DamagePlan, full []game.Assignment) ([]game.Dealt, []game.StateBasedEvent, game.Board, []game.Note, []game.PermanentID) {
	d := NewDealing(plan)
	d.full = full
	shares := 0
	for _, a := range full {
		shares += len(a.Damage)
	}
	d.dealt = make([]game.Dealt, 0, shares) // a row for each share, most often (a redirection adds one)
	// Each recipient's damage from one source, in the order first named.
	var sums []game.DamageShare
	for i, a := range full {
		src := plan.sourceOf(full, i)
		sums = sums[:0]
		for _, s := range a.Damage {
			if s.Amount <= 0 {
				continue
			}
			if i := slices.IndexFunc(sums, func(t game.DamageShare) bool { return t.To == s.To }); i >= 0 {
				sums[i].Amount += s.Amount
				continue
			}
			sums = append(sums, game.DamageShare{To: s.To, Amount: s.Amount})
		}
		for _, t := range sums {
			d.Deal(src, t.To, t.Amount, "")
		}
	}
	events, after, removed := d.AfterDamage()
	return d.Merged(), events, after, d.Notes, removed
}

// afterDamage is the board once the damage dealt so far is marked and life
// lost, with the state-based effects that follow (420.5a-d, 420.5h, 502.7c),
// checked until none applies (420.3): the events of each check in order,
// the board, and the creatures in combat that regenerated (to be removed
// from combat). The first check reads the board the damage was dealt on;
// each later one reads the board the previous one left (statebased.go).
func (d *dealing) AfterDamage() ([]game.StateBasedEvent, game.Board, []game.PermanentID) {
	plan := d.plan
	b := plan.B
	after := game.Board{ActivePlayer: b.ActivePlayer, Players: make([]game.Player, 0, len(b.Players)), Permanents: make([]game.Permanent, 0, len(b.Order))}
	for i, p := range b.Players {
		p.Life = d.lives[i]
		p.Shields = d.remaining(p.ID, 0)
		after.Players = append(after.Players, p)
	}
	events := b.ShedEvents() // statebased.go: Auras that left before the damage
	for _, p := range after.Players {
		if p.Life <= 0 {
			events = append(events, game.StateBasedEvent{Rule: "420.5a", Player: p.ID, Event: "loses the game"})
		}
		if p.Poison >= 10 {
			events = append(events, game.StateBasedEvent{Rule: "420.5h", Player: p.ID, Event: "loses the game"})
		}
	}
	var removed []game.PermanentID
	again := false // a permanent left play or regenerated: check again
	for i, p := range b.Order {
		// Each permanent is written in its place on the board after (room
		// for all was made), and taken off again when it is gone.
		after.Permanents = append(after.Permanents, *p.Given)
		last := len(after.Permanents) - 1
		gone, regenerated := d.after(p, d.damage[i], &after.Permanents[last], &events)
		again = again || gone || regenerated
		if gone {
			// Into its owner's graveyard, in board order (no list of
			// the permanents gone: each is a large value).
			after.Players = game.IntoGraveyards(after.Players, *p.Given)
			after.Permanents[last] = game.Permanent{}
			after.Permanents = after.Permanents[:last]
			continue
		}
		if regenerated && plan.inCombat(p.ID) {
			removed = append(removed, p.ID) // 419.6b, 306.2
		}
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
func (plan *DamagePlan) historyNotes() []game.Note {
	if plan.History == nil {
		return nil
	}
	var n []game.Note
	for _, p := range plan.Assigners() {
		switch {
		case plan.History[p.ID]:
			n = append(n, game.Note{Rule: "502.2b", Objects: []game.ObjectID{p.ID},
				Message: fmt.Sprintf("%s assigned combat damage in the first-strike step and has double strike now, so it assigns again (502.28d when it gained double strike after the first step).", p.Label())})
		case p.Has(ability.FirstStrike) || p.Has(ability.DoubleStrike):
			// It gained first strike after the first step (502.2c), or its
			// power was 0 or less then (310.2a): 502.2b covers both.
			n = append(n, game.Note{Rule: "502.2b", Objects: []game.ObjectID{p.ID},
				Message: fmt.Sprintf("%s did not assign combat damage in the first-strike step (it gained first strike after it, 502.2c, or its power was 0 or less then, 310.2a), so it assigns in this step although it has first strike or double strike now.", p.Label())})
		}
	}
	return n
}

// assignsNone reports whether an effect says the creature assigns no combat
// damage this turn (310.2e).
func assignsNone(p *state.Perm) bool { return p.HasAny(assignsNoCombatDamage) }
