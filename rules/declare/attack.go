package declare

import (
	"context"
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/solver"
	"rulesjudge/rules/state"
	"strings"
)

// attackPlan is a declaration of attackers with every id resolved.
type AttackPlan struct {
	B         *state.Board
	Attackers []*state.Perm
	Player    map[game.ObjectID]game.PlayerID // whom each declared attacker attacks
	Decl      []game.Attacker
	Paid      *int // the mana paid for the costs to attack, if said
	// sacrificed are the permanents sacrificed for the costs to attack;
	// nil when the request does not say.
	Sacrificed []game.ObjectID
}

// checkAttacks judges a declaration of attackers: who may attack at all
// (308.2a, 212.3d, 502.41b), the restrictions and requirements of 500.2 with
// their maximisation (500.4, 500.5), bands (308.2b, 502.10, 502.11), provoke
// targets (502.29) and costs to attack (308.2d).
func CheckAttacks(ctx context.Context, plan *AttackPlan, opt Options) (game.Judgement, error) {
	var v []game.Violation
	v = append(v, plan.whoMayAttack()...)
	v = append(v, plan.restrictions()...)
	v = append(v, plan.bands()...)
	v = append(v, plan.provokeTargets()...)
	v = append(v, plan.costsPaid()...)
	v = append(v, plan.sacrificesPaid()...)

	req, reqViolations, undecided, err := plan.requirements(ctx, opt, len(v) == 0)
	if err != nil {
		return game.Judgement{}, err
	}
	return JudgementOf(append(v, reqViolations...), req, undecided, plan.notes), nil
}

// resolveAttackers checks that every id in the declaration names something
// that can be judged, collecting every problem. With gone, an attacker no
// longer on the board has left play and is kept as nil (for combat damage:
// 306.2, 310.4a); without, it is an error.
func ResolveAttackers(b *state.Board, decl []game.Attacker, gone bool) (*AttackPlan, game.ErrorList) {
	var errs game.ErrorList
	// decl and attackers hold the resolved entries only, so that decl[i]
	// and attackers[i] are always the same creature. Decl is the
	// declaration itself until an entry is left out (most often none is,
	// and it is read only): its own list from then on.
	plan := &AttackPlan{B: b, Player: make(map[game.ObjectID]game.PlayerID, len(decl)), Attackers: make([]*state.Perm, 0, len(decl))}
	leaveOut := func(i int) {
		if plan.Decl == nil { // the first left out: those before it were all kept
			plan.Decl = append(make([]game.Attacker, 0, len(decl)), decl[:i]...)
		}
	}
	// The active player's opponents, counted: the first is attacked when
	// it is the only one (no list made).
	opponents, opponent := 0, game.PlayerID("")
	for _, p := range b.Players {
		if p.ID != b.ActivePlayer {
			opponents++
			if opponents == 1 {
				opponent = p.ID
			}
		}
	}
	for i, a := range decl {
		at := func(parts ...any) game.Path { return game.At(append([]any{"attackers", i}, parts...)...) }
		p, ok := b.Perms[a.Creature], true
		if a.Creature == "" || p == nil || !p.IsCreature() { // else creatureRef finds it: its path only for an error
			p, ok = b.CreatureRef(&errs, at("creature"), a.Creature, "attacker", gone)
		}
		if !ok {
			leaveOut(i)
			continue
		}
		if _, twice := plan.Player[a.Creature]; twice {
			errs.Add(at("creature"), "%q is declared as an attacker twice", a.Creature)
			leaveOut(i)
			continue
		}
		target := a.Player
		switch {
		case target == "" && opponents == 1:
			target = opponent
		case target == "" && opponents == 0:
			errs.Add(at("player"), "there is no opponent to attack")
		case target == "":
			errs.Add(at("player"), "required: there are %d opponents, say which one %s attacks", opponents, a.Creature)
		case b.PlayersByID[target] == nil:
			errs.Add(at("player"), "%q is not one of the players", target)
		case target == b.ActivePlayer:
			errs.Add(at("player"), "%q is the active player; creatures attack an opponent", target)
		}
		for k, t := range a.Provoke {
			if b.Perms[t] == nil {
				errs.Add(at("provoke", k), "no permanent with id %q on the board", t)
			}
		}
		if target == "" {
			target = "?"
		}
		plan.Player[a.Creature] = target
		plan.Attackers = append(plan.Attackers, p) // nil when it left play
		if plan.Decl != nil {
			plan.Decl = append(plan.Decl, a)
		}
	}
	if plan.Decl == nil {
		plan.Decl = decl[:len(decl):len(decl)]
		if decl == nil {
			plan.Decl = []game.Attacker{}
		}
	}
	return plan, errs
}

// mayAttack lists why creature c can't attack player p on its own,
// whatever else attacks: the rules of 308.2a, 212.3d and 502.41b, and the
// restrictions that name no other creature.
func mayAttack(b *state.Board, c *state.Perm, p game.PlayerID) []game.Violation {
	var v []game.Violation
	add := func(rule game.RuleID, msg string, objs ...game.ObjectID) {
		v = append(v, game.Violation{Rule: rule, Objects: append([]game.ObjectID{c.ID}, objs...), Message: msg})
	}
	if c.Controller != b.ActivePlayer {
		add("308.2a", fmt.Sprintf("%s is controlled by %s, not by the active player %s; only the active player's creatures attack.", c.Label(), c.Controller, b.ActivePlayer))
	}
	if c.Tapped {
		add("308.2a", fmt.Sprintf("%s is tapped, and tapped creatures can't be declared as attackers.", c.Label()))
	}
	if c.SummoningSick && !c.MayIgnoreSickness() {
		add("212.3d", fmt.Sprintf("%s has not been under %s's control continuously since the turn began and has no haste (502.5b), so it can't attack (see also 308.2a).", c.Label(), c.Controller))
	}
	if attacksAsDefender(c) {
		add("502.41b", fmt.Sprintf("%s has defender and can't attack.", c.Label()))
	}
	v = bannedAtAll(v, b, c, ability.ToAttack, p) // bans.go
	v = append(v, unlessUnmet(b, c, p)...)        // unless.go
	return append(v, b.OwnRestrictions(c, p)...)
}

func (plan *AttackPlan) whoMayAttack() []game.Violation {
	var v []game.Violation
	for _, c := range plan.Attackers {
		v = append(v, mayAttack(plan.B, c, plan.Player[c.ID])...)
	}
	return v
}

// restrictions checks the restrictions that depend on which other creatures
// attack (500.2): attacking alone, with too few others, or past a cap.
func (plan *AttackPlan) restrictions() []game.Violation {
	var v []game.Violation
	attacking := func(c *state.Perm) bool { _, ok := plan.Player[c.ID]; return ok }
	for _, r := range countRestrictions(plan.B) {
		counted := plan.Attackers
		if r.defending != "" {
			counted = nil
			for _, c := range plan.Attackers {
				if plan.Player[c.ID] == r.defending {
					counted = append(counted, c)
				}
			}
		}
		v = r.check(v, counted, attacking)
	}
	return v
}

// countRestrictions lists the restrictions of 500.2 that count attackers,
// as values both the check of a proposal and the solver read: the active
// player's creatures' own, then those the permanents say of every
// creature.
func countRestrictions(b *state.Board) []countRestriction {
	var out []countRestriction
	for _, c := range b.Order {
		if c.Controller == b.ActivePlayer && c.IsCreature() {
			out = countsOn(out, c, attackCountsOfItself)
		}
	}
	return countsOfSources(out, b, attackCountsOfSelected)
}

// bands checks each announced band (308.2b): any number of creatures with
// banding and at most one without (502.10b), or creatures sharing one
// "bands with other" ability, joined by any with banding (502.11b).
func (plan *AttackPlan) bands() []game.Violation {
	var v []game.Violation
	for _, band := range plan.bandList() {
		members := band.members
		if len(members) < 2 {
			continue
		}
		ids := IdsOf(members)
		for _, m := range members[1:] {
			if plan.Player[m.ID] != plan.Player[members[0].ID] {
				v = append(v, game.Violation{Rule: "308.2b", Objects: ids,
					Message: fmt.Sprintf("Band %q attacks more than one player; a band attacks as one.", band.label)})
				break
			}
		}
		if ok, rule, why := bandLegal(members); !ok {
			v = append(v, game.Violation{Rule: rule, Objects: ids, Message: fmt.Sprintf("Band %q is not a legal band: %s", band.label, why)})
		}
	}
	return v
}

type band struct {
	label   string
	members []*state.Perm
}

// bandList groups the declared attackers by band label, in declaration
// order.
func (plan *AttackPlan) bandList() []band {
	var out []band
	index := map[string]int{}
	for i, a := range plan.Decl {
		if a.Band == "" {
			continue
		}
		k, ok := index[a.Band]
		if !ok {
			k = len(out)
			index[a.Band] = k
			out = append(out, band{label: a.Band})
		}
		out[k].members = append(out[k].members, plan.Attackers[i])
	}
	return out
}

func bandLegal(members []*state.Perm) (ok bool, rule game.RuleID, why string) {
	var without []*state.Perm
	for _, m := range members {
		if !m.Has(ability.Banding) {
			without = append(without, m)
		}
	}
	if len(without) <= 1 {
		return true, "", ""
	}
	// More than one member lacks banding: legal only if they all share one
	// "bands with other" ability (502.11b).
	first := without[0].All(ability.BandsWithOther)
	for _, shared := range first {
		all := true
		for _, m := range without[1:] {
			has := false
			for _, o := range m.All(ability.BandsWithOther) {
				if o.Quality.SameText(shared.Quality) {
					has = true
				}
			}
			all = all && has
		}
		if all {
			return true, "", ""
		}
	}
	names := make([]string, len(without))
	anyBWO := false
	for i, m := range without {
		names[i] = m.Label()
		anyBWO = anyBWO || m.Has(ability.BandsWithOther)
	}
	if anyBWO {
		return false, "502.11b", fmt.Sprintf("%s have no banding and do not share the same \"bands with other\" ability; a band formed by \"bands with other\" may add only creatures with banding.", strings.Join(names, ", "))
	}
	return false, "502.10b", fmt.Sprintf("%s have no banding; a band may hold any number of creatures with banding but at most one without.", strings.Join(names, ", "))
}

// provokeTargets checks the targets chosen for provoke triggers (502.29):
// one per instance of provoke, each a creature the defending player controls.
func (plan *AttackPlan) provokeTargets() []game.Violation {
	var v []game.Violation
	for i, a := range plan.Decl {
		if len(a.Provoke) == 0 {
			continue
		}
		c := plan.Attackers[i]
		n := len(c.All(ability.Provoke))
		if n == 0 {
			v = append(v, game.Violation{Rule: "502.29a", Objects: []game.ObjectID{c.ID},
				Message: fmt.Sprintf("%s has no provoke, so it has no provoke target to choose.", c.Label())})
			continue
		}
		if len(a.Provoke) > n {
			v = append(v, game.Violation{Rule: "502.29b", Objects: []game.ObjectID{c.ID},
				Message: fmt.Sprintf("%s has %d %s of provoke, each with one target, but %d targets are given.", c.Label(), n, game.Plural(n, "instance", "instances"), len(a.Provoke))})
		}
		for _, t := range a.Provoke {
			tp := plan.B.Perms[t]
			if !tp.IsCreature() || tp.Controller != plan.Player[c.ID] {
				v = append(v, game.Violation{Rule: "502.29a", Objects: []game.ObjectID{c.ID, t},
					Message: fmt.Sprintf("%s's provoke must target a creature the defending player (%s) controls; %s is not one.", c.Label(), plan.Player[c.ID], tp.Label())})
			}
			if prot, ok := ProtectedFrom(tp, c); ok {
				v = append(v, game.Violation{Rule: "502.7b", Objects: []game.ObjectID{c.ID, t},
					Message: fmt.Sprintf("%s's provoke can't target %s: %s has protection from %s, and provoke is an ability of %s, a source with that quality.", c.Label(), tp.Label(), tp.Label(), prot.Quality.Text, c.Label())})
			}
			if state.Shrouded(tp) {
				v = append(v, state.ShroudTarget(c, tp)) // auras.go
			}
		}
	}
	return v
}

// protectedFrom reports whether target has protection from a quality that
// source has, so that no ability of source may target it (502.7b), and
// which protection it is.
func ProtectedFrom(target, source *state.Perm) (ability.Ability, bool) {
	for _, p := range target.All(ability.Protection) {
		if state.Holds(p.Quality, source) {
			return p, true
		}
	}
	return ability.Ability{}, false
}

// costsPaid checks the payment of the costs to attack when the request
// says what was paid: the costs are totalled and locked in, then paid
// (308.2d); a declaration whose costs are not paid is not made.
func (plan *AttackPlan) costsPaid() []game.Violation {
	if plan.Paid == nil {
		return nil
	}
	total := 0
	var objs []game.ObjectID
	for _, c := range plan.Attackers {
		cost, from := attackCost(plan.B, c, plan.Player[c.ID])
		total += cost
		for _, s := range from {
			objs = game.Objects(append(objs, s.From.ID)...)
		}
	}
	if *plan.Paid == total {
		return nil
	}
	return []game.Violation{{Rule: "308.2d", Objects: objs,
		Message: fmt.Sprintf("The costs to attack total {%d} and {%d} is paid: the costs of a declaration are paid exactly, or it is not made.", total, *plan.Paid)}}
}

// attackRequirement is one requirement (500.1) on one creature: the
// creature must attack if able.
type attackRequirement struct {
	creature *state.Perm
	source   state.Sourced
	when     []*state.Perm // the creatures whose attack puts it in force (require.go); nil: always
}

// attackRequirements lists the requirements on the active player's
// creatures, leaving out exempt creatures (500.2): tapped ones, and those
// that could attack only by paying a cost.
func attackRequirements(b *state.Board) []attackRequirement {
	var out, reqs []attackRequirement // reqs: each creature's, in one buffer (out copies them)
	declared := declaredSources(b)    // require.go
	for _, c := range b.Order {
		if c.Tapped || c.Controller != b.ActivePlayer || !c.IsCreature() {
			continue
		}
		reqs = reqs[:0]
		for _, k := range attackRequiredOfItself {
			for _, a := range c.All(k) {
				reqs = append(reqs, attackRequirement{creature: c, source: state.Sourced{From: c, Ability: a}})
			}
		}
		for _, k := range attackRequiredOfOthers {
			for _, s := range b.Sources(k) {
				if s.Quality.Text == "all" || state.Holds(s.Quality, c) {
					reqs = append(reqs, attackRequirement{creature: c, source: s})
				}
			}
		}
		reqs = append(reqs, declaredRequirements(b, c, declared)...)
		if len(reqs) == 0 {
			continue
		}
		free, costly := 0, 0
		for _, p := range b.Opponents() {
			if len(mayAttack(b, c, p)) > 0 {
				continue
			}
			if attackCostly(b, c, p) {
				costly++
			} else {
				free++
			}
		}
		if free == 0 && costly > 0 {
			continue // exempt: it could attack only by paying (500.2)
		}
		out = append(out, reqs...)
	}
	return out
}

// requirements builds the solver's problem from the declaration, under
// 500.5: each creature may keep its proposed choice, not attack, or attack
// in a way that obeys a requirement on it (for free). It returns the
// summary, a 500.4 violation for each requirement the proposal fails where
// a better declaration obeys it, and the creatures left undecided.
func (plan *AttackPlan) requirements(ctx context.Context, opt Options, restrictionsMet bool) (*game.RequirementSummary, []game.Violation, []game.ObjectID, error) {
	reqs := attackRequirements(plan.B)
	if len(reqs) == 0 {
		return nil, nil, nil, nil
	}
	s := &attackSearch{plan: plan, hasReq: map[*state.Perm]bool{}, bud: newBudget(ctx, opt)}
	for _, r := range reqs {
		s.hasReq[r.creature] = true
	}
	s.addVariables()
	lists := countLists{taking: make([][]solver.Lit, len(plan.B.Order)), order: plan.B.Order, attacking: map[game.PlayerID][]solver.Lit{}}
	for v, c := range s.creatures {
		lists.taking[c.Index] = s.attacking(v)
		lists.all = append(lists.all, lists.taking[c.Index]...)
		for _, l := range lists.taking[c.Index] {
			lists.attacking[s.targets[v][l.O]] = append(lists.attacking[s.targets[v][l.O]], l)
		}
	}
	s.bud.Charge(len(lists.all))
	constrain(&s.prob, countRestrictions(plan.B), lists)
	attacks := func(c *state.Perm) bool { _, ok := plan.Player[c.ID]; return ok }
	obeyed := 0
	for _, r := range reqs {
		s.prob.Reqs = append(s.prob.Reqs, s.requirement(r, lists))
		if r.obeyedBy(attacks) {
			obeyed++
		}
	}
	unfollowed := !restrictionsMet || s.unfollowedOnly(reqs, attacks)
	var sol solver.Solution
	if unfollowed {
		sol = s.prob.Solve(s.start, s.bud)
		s.fromHit(&sol, obeyed)
	} else { // every requirement in force is followed (require.go)
		sol = solver.Solution{Choice: s.start, Obeyed: obeyed}
	}
	if err := s.bud.Err(); err != nil {
		return nil, nil, nil, err
	}
	ex := &game.Declaration{Attackers: []game.Attacker{}}
	for v, c := range s.creatures {
		if o := sol.Choice[v]; o != 0 {
			ex.Attackers = append(ex.Attackers, game.Attacker{Creature: c.ID, Player: s.targets[v][o]})
		}
	}
	undecidedVars := sol.Undecided
	sol.Undecided = nil
	sum, undecided, better := summarize(obeyed, sol, restrictionsMet, nil, ex)
	sum.Undecided = s.undecidedIDs(undecidedVars)
	if !better {
		undecided = sum.Undecided
	}
	var v []game.Violation
	for i, r := range reqs {
		if _, declared := plan.Player[r.creature.ID]; !better || declared || !r.inForce(attacks) || solver.CountLits(s.prob.Reqs[i].Satisfiers, sol.Choice) == 0 {
			continue
		}
		v = append(v, game.Violation{Rule: "500.4", Objects: game.Objects(r.creature.ID, r.source.From.ID),
			Message: fmt.Sprintf("%s must attack if able (%s: %q)%s and is not attacking, though it could without breaking a restriction: the example obeys %s, this declaration %d.",
				r.creature.Label(), r.source.From.Label(), r.source.Text, r.inForceMessage(attacks), game.RequirementCount(sol.Obeyed), obeyed)})
	}
	return sum, v, undecided, nil
}

// attackSearch is the solver's problem for a declaration of attackers.
// Variables are the active player's creatures that are declared or carry a
// requirement; option 0 is "does not attack", the others attack a player.
type attackSearch struct {
	plan      *AttackPlan
	hasReq    map[*state.Perm]bool
	bud       *solver.Budget
	prob      solver.Problem
	creatures []*state.Perm
	targets   [][]game.PlayerID // the player each option attacks
	start     []int
	// auxOf are the creatures the variables past creatures stand for
	// (require.go); hit is the variable that narrows the search to the
	// declarations obeying an unfollowed requirement, with hitWeight its
	// reward (0: none).
	auxOf     []*state.Perm
	hit       int
	hitWeight int
}

// attacking lists variable v's ways of attacking.
func (s *attackSearch) attacking(v int) []solver.Lit {
	var out []solver.Lit
	for o := 1; o < s.prob.Vars[v].Options; o++ {
		out = append(out, solver.Lit{V: v, O: o})
	}
	return out
}

// addVariables gives each creature its options under 500.5: not attacking,
// its proposed attack if it may make it, and, when a requirement is on it,
// attacking any player it may attack for free.
func (s *attackSearch) addVariables() {
	b := s.plan.B
	for _, c := range b.Order {
		proposed, declared := s.plan.Player[c.ID]
		if c.Controller != b.ActivePlayer || (!declared && !s.hasReq[c]) || !c.IsCreature() {
			continue
		}
		opts := []game.PlayerID{""}
		choice := 0
		if declared && len(mayAttack(b, c, proposed)) == 0 {
			opts, choice = append(opts, proposed), 1
		}
		for _, p := range b.Opponents() {
			if !s.hasReq[c] || p == proposed && declared || len(mayAttack(b, c, p)) > 0 {
				continue
			}
			if !attackCostly(b, c, p) {
				opts = append(opts, p)
			}
		}
		s.prob.Vars = append(s.prob.Vars, solver.Variable{Options: len(opts)})
		s.creatures = append(s.creatures, c)
		s.targets = append(s.targets, opts)
		s.start = append(s.start, choice)
	}
}

// tapMessage is the end of an attacker's note of rule 502.14 (vigilance)
// or 308.2c (it taps), after its name.
func tapMessage(rule game.RuleID) string {
	if rule == "502.14" {
		return " has vigilance: attacking doesn't cause it to tap."
	}
	return " becomes tapped as it attacks."
}

// notes says what follows from a legal declaration of attackers.
func (plan *AttackPlan) notes() []game.Note {
	// A note for each attacker at least, their objects in one list.
	n := make([]game.Note, 0, len(plan.Attackers)+1)
	ids := make([]game.ObjectID, len(plan.Attackers))
	b := plan.B
	// Their messages are parts of one string: written one after another,
	// then each note takes its part.
	size := 0
	for i, c := range plan.Attackers {
		ids[i] = c.ID
		note := game.Note{Rule: "308.2c", Objects: ids[i : i+1 : i+1]}
		if c.Has(ability.Vigilance) {
			note.Rule = "502.14"
		}
		size += len(c.Label()) + len(tapMessage(note.Rule))
		n = append(n, note)
	}
	var text strings.Builder
	text.Grow(size)
	for i, c := range plan.Attackers {
		text.WriteString(c.Label())
		text.WriteString(tapMessage(n[i].Rule))
	}
	all := text.String()
	for i, c := range plan.Attackers {
		k := len(c.Label()) + len(tapMessage(n[i].Rule))
		n[i].Message, all = all[:k], all[k:]
	}
	for _, band := range plan.bandList() {
		if len(band.members) < 2 {
			continue
		}
		names := make([]string, len(band.members))
		for i, m := range band.members {
			names[i] = m.Label()
		}
		n = append(n, game.Note{Rule: "308.2b", Objects: IdsOf(band.members),
			Message: fmt.Sprintf("%s attack as one band (%q): a creature blocking one of them blocks them all (502.10e).", strings.Join(names, ", "), band.label)})
	}
	n = append(n, plan.costNotes()...)
	n = append(n, plan.sacrificeNotes()...)
	for i, a := range plan.Decl {
		c := plan.Attackers[i]
		for _, t := range a.Provoke {
			tp := b.Perms[t]
			n = append(n, game.Note{Rule: "502.29a", Objects: []game.ObjectID{c.ID, t},
				Message: c.Label() + "'s provoke triggers: " + tp.Label() + " untaps and must block " + c.Label() + " this combat if able."})
		}
	}
	return n
}

// bandIDs lists each declared attacker's band as declared, members gone or
// not (502.10e).
func (plan *AttackPlan) BandIDs() map[game.ObjectID][]game.ObjectID {
	band := map[game.ObjectID][]game.ObjectID{}
	for _, bd := range plan.Decl {
		if bd.Band == "" {
			continue
		}
		for _, m := range plan.Decl {
			if m.Band == bd.Band {
				band[bd.Creature] = append(band[bd.Creature], m.Creature)
			}
		}
	}
	return band
}
