package rules

import (
	"context"
	"fmt"
	"rulesjudge/rules/solver"
	"slices"
	"sort"
	"strings"
)

// blockPlan is a declaration of blockers against a declared attack, with
// every id resolved.
type blockPlan struct {
	b        *board
	attack   *attackPlan
	blockers []*perm
	named    [][]*perm // the attackers each blocker names, in its order
	decl     []Blocker
	band     map[ObjectID][]*perm // each attacker's band, itself included
}

// maxBlockOptions caps the ways a creature that may block several attackers
// is tried in; past it the judge answers Indeterminate, not a guess.
const maxBlockOptions = 512

// resolveBlockers checks every id of the declaration of blockers.
func resolveBlockers(b *board, attack *attackPlan, decl []Blocker) (*blockPlan, errorList) {
	var errs errorList
	plan := &blockPlan{b: b, attack: attack, decl: decl, band: map[ObjectID][]*perm{}}
	for i, a := range attack.decl {
		if p := b.perms[a.Creature]; p != nil && p.isCreature() && p.Controller != b.ActivePlayer {
			errs.add(pointer("attackers", i, "creature"), "%s is controlled by %s, not by the active player %s; only the active player's creatures attack", p.label(), p.Controller, b.ActivePlayer)
		}
	}
	for _, bd := range attack.bandList() {
		for _, m := range bd.members {
			plan.band[m.ID] = bd.members
		}
	}
	for _, c := range attack.attackers {
		if plan.band[c.ID] == nil {
			plan.band[c.ID] = []*perm{c}
		}
	}
	seen := map[ObjectID]bool{}
	for i, bl := range decl {
		at := func(parts ...any) string { return pointer(append([]any{"blockers", i}, parts...)...) }
		p, ok := b.creatureRef(&errs, at("creature"), bl.Creature, "blocker", false)
		if ok && seen[bl.Creature] {
			errs.add(at("creature"), "%s is declared as a blocker twice; list every attacker it blocks in one entry", p.label())
		}
		seen[bl.Creature] = true
		if len(bl.Blocking) == 0 {
			errs.add(at("blocking"), "a blocker blocks at least one attacker")
		}
		var named []*perm
		dup := map[ObjectID]bool{}
		for k, id := range bl.Blocking {
			_, attacking := attack.player[id]
			switch {
			case !attacking:
				errs.add(at("blocking", k), "%q is not one of the declared attackers", id)
			case dup[id]:
				errs.add(at("blocking", k), "%q is listed twice", id)
			default:
				named = append(named, b.perms[id])
			}
			dup[id] = true
		}
		plan.blockers = append(plan.blockers, p)
		plan.named = append(plan.named, named)
	}
	return plan, errs
}

// blocked returns the attackers a creature naming these attackers blocks:
// each of them and every member of their bands (502.10e).
func (plan *blockPlan) blocked(named []*perm) []*perm {
	var out []*perm
	seen := map[ObjectID]bool{}
	for _, a := range named {
		for _, m := range plan.band[a.ID] {
			if !seen[m.ID] {
				seen[m.ID] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// mayBlockAtAll lists why a creature can't block whatever it blocks.
func (b *board) mayBlockAtAll(c *perm) []Violation {
	var v []Violation
	add := func(rule RuleID, msg string, objs ...ObjectID) {
		v = append(v, Violation{Rule: rule, Objects: append([]ObjectID{c.ID}, objs...), Message: msg})
	}
	if c.Tapped {
		add("309.2a", fmt.Sprintf("%s is tapped, and tapped creatures can't be declared as blockers.", c.label()))
	}
	for _, a := range c.all(CantBlock) {
		add("500.3", fmt.Sprintf("%s can't block (%q).", c.label(), a.Text))
	}
	for _, s := range b.sources(CreaturesCantBlock) {
		add("500.3", fmt.Sprintf("%s can't block: %s says %q.", c.label(), s.from.label(), s.Text), s.from.ID)
	}
	return v
}

// mayBlock lists why creature c can't block attacker a, apart from the
// reasons that stop it blocking anything: who may block whom (309.2a), the
// evasion abilities (501, 502) and the restrictions naming the pair (500.3).
func (plan *blockPlan) mayBlock(c, a *perm) []Violation { return plan.blockProblems(c, a, true) }

// canBlockPair is mayBlock without the messages, for the solver's options.
func (plan *blockPlan) canBlockPair(c, a *perm) bool {
	return len(plan.blockProblems(c, a, false)) == 0
}

// blockProblems is mayBlock; without explain, the violations have no
// message (no text is formatted for a question that only needs yes or no).
func (plan *blockPlan) blockProblems(c, a *perm, explain bool) []Violation {
	var v []Violation
	add := func(rule RuleID, format string, args ...any) {
		if !explain {
			v = append(v, Violation{Rule: rule})
			return
		}
		v = append(v, Violation{Rule: rule, Objects: []ObjectID{c.ID, a.ID}, Message: fmt.Sprintf(format, args...)})
	}
	defender := plan.attack.player[a.ID]
	if c.Controller != defender {
		add("309.2a", "%s is controlled by %s, but %s attacks %s; only the defending player's creatures block it.", c.label(), c.Controller, a.label(), defender)
	}
	if a.has(Unblockable) {
		add("500.3", "%s can't be blocked.", a.label())
	}
	if a.has(Flying) && !c.has(Flying) && !c.has(BlocksAsThoughFlying) {
		add("502.4b", "%s can't block %s: %s has flying and %s has not.", c.label(), a.label(), a.label(), c.label())
	}
	if a.has(Shadow) && !c.has(Shadow) {
		add("502.8b", "%s can't block %s: %s has shadow and %s has not.", c.label(), a.label(), a.label(), c.label())
	}
	if !a.has(Shadow) && c.has(Shadow) {
		add("502.8b", "%s can't block %s: %s has shadow and %s has not.", c.label(), a.label(), c.label(), a.label())
	}
	if a.has(Horsemanship) && !c.has(Horsemanship) {
		add("502.17b", "%s can't block %s: %s has horsemanship and %s has not.", c.label(), a.label(), a.label(), c.label())
	}
	if a.has(Fear) && !c.hasType("artifact") && !c.hasColor("black") {
		add("502.25b", "%s can't block %s: %s has fear, and only artifact or black creatures can block it.", c.label(), a.label(), a.label())
	}
	for _, w := range a.all(Landwalk) {
		if land := plan.b.landOf(c.Controller, w.Quality, false); land != nil {
			add("502.6b", "%s can't block %s: %s has %s and %s controls %s.", c.label(), a.label(), a.label(), strings.ToLower(w.Text), c.Controller, land.label())
		}
	}
	for _, w := range a.all(SnowLandwalk) {
		if land := plan.b.landOf(c.Controller, w.Quality, true); land != nil {
			add("502.6c", "%s can't block %s: %s has %s and %s controls %s, a snow land of that type.", c.label(), a.label(), a.label(), strings.ToLower(w.Text), c.Controller, land.label())
		}
	}
	for _, p := range a.all(Protection) {
		if p.Quality.has(c) {
			add("502.7f", "%s can't block %s: %s has protection from %s.", c.label(), a.label(), a.label(), p.Quality.Text)
		}
	}
	for _, r := range a.all(CantBeBlockedBy) {
		if r.Quality.has(c) {
			add("500.3", "%s can't be blocked by %s (%q).", a.label(), r.Quality.Text, r.Text)
		}
	}
	if c.has(BlocksOnlyFliers) && !a.has(Flying) {
		add("500.3", "%s can block only creatures with flying, and %s has no flying.", c.label(), a.label())
	}
	return v
}

// landOf finds a land the player controls with the landwalk's quality.
func (b *board) landOf(player PlayerID, q Quality, snow bool) *perm {
	for _, p := range b.order {
		if p.Controller == player && p.hasType("land") && q.has(p) && (!snow || p.hasSupertype("snow")) {
			return p
		}
	}
	return nil
}

// capacity is how many attackers the creature may block (309.2a); -1 is
// any number.
func capacity(c *perm) int {
	if c.has(BlocksAny) {
		return -1
	}
	return 1 + len(c.all(AdditionalBlock))
}

func checkBlocks(ctx context.Context, plan *blockPlan, opt Options) (Judgement, error) {
	var v []Violation
	for i, c := range plan.blockers {
		v = append(v, plan.b.mayBlockAtAll(c)...)
		for _, a := range plan.named[i] {
			v = append(v, plan.mayBlock(c, a)...)
		}
		if k := capacity(c); k >= 0 && len(plan.named[i]) > k {
			v = append(v, Violation{Rule: "309.2a", Objects: append([]ObjectID{c.ID}, idsOf(plan.named[i])...),
				Message: fmt.Sprintf("%s blocks %d attackers but may block %d.", c.label(), len(plan.named[i]), k)})
		}
	}
	v = append(v, plan.restrictions()...)
	req, reqViolations, undecided, err := plan.requirements(ctx, opt, len(v) == 0)
	if err != nil {
		return Judgement{}, err
	}
	return judgement(append(v, reqViolations...), req, undecided, plan.notes), nil
}

// restrictions checks the restrictions that depend on the other blockers
// (500.3): how many creatures block an attacker, the caps, blocking alone.
// Counts are of the blockers that name the attacker.
func (plan *blockPlan) restrictions() []Violation {
	var v []Violation
	namedBy := map[ObjectID][]*perm{}
	for i, c := range plan.blockers {
		for _, a := range plan.named[i] {
			namedBy[a.ID] = append(namedBy[a.ID], c)
		}
	}
	for _, a := range plan.attack.attackers {
		n := len(namedBy[a.ID])
		objs := append([]ObjectID{a.ID}, idsOf(namedBy[a.ID])...)
		if a.has(MaxOneBlocker) && n > 1 {
			v = append(v, Violation{Rule: "500.3", Objects: objs, Message: fmt.Sprintf("%s can't be blocked by more than one creature, and %d block it.", a.label(), n)})
		}
		for _, r := range a.all(MinBlockers) {
			if n > 0 && n < r.N {
				v = append(v, Violation{Rule: "500.3", Objects: objs, Message: fmt.Sprintf("%s can't be blocked except by %d or more creatures, and %d %s it.", a.label(), r.N, n, plural(n, "blocks", "block"))})
			}
		}
	}
	n := len(plan.blockers)
	for _, c := range plan.blockers {
		if c.has(CantBlockAlone) && n == 1 {
			v = append(v, Violation{Rule: "500.3", Objects: []ObjectID{c.ID}, Message: fmt.Sprintf("%s can't block alone, and it is the only blocker.", c.label())})
		}
	}
	for _, s := range plan.b.sources(BlockCap) {
		if n > s.N {
			v = append(v, Violation{Rule: "500.3", Objects: append([]ObjectID{s.from.ID}, idsOf(plan.blockers)...),
				Message: fmt.Sprintf("No more than %d %s can block (%s: %q), and %d are declared.", s.N, plural(s.N, "creature", "creatures"), s.from.label(), s.Text, n)})
		}
	}
	return v
}

// blockRequirement is one requirement on the defending player's creatures.
// Holder is the creature it is on; nil for "must be blocked", which any
// creature may obey. It is obeyed when the holder (or any creature) blocks
// one of targets, or anything at all when targets is nil.
//
// Identical requirements (the same wording on the same permanent, twice)
// are one value with a weight: each still counts, as a requirement of its
// own, but the board's size does not multiply by the copies.
type blockRequirement struct {
	holder  *perm
	targets []*perm
	source  *sourced // shared by every holder of one ability
	why     string
	weight  int // how many identical requirements this stands for
}

// distinct lists abilities once per text, each with how many times it is
// there, in the order first met.
func distinct(abs []Ability) ([]Ability, []int) {
	var out []Ability
	var n []int
	for _, a := range abs {
		i := slices.IndexFunc(out, func(o Ability) bool { return o.Text == a.Text })
		if i < 0 {
			out, n = append(out, a), append(n, 0)
			i = len(out) - 1
		}
		n[i]++
	}
	return out, n
}

func (plan *blockPlan) blockRequirements() []blockRequirement {
	b := plan.b
	var out []blockRequirement
	defenders := map[PlayerID]bool{}
	for _, a := range plan.attack.attackers {
		defenders[plan.attack.player[a.ID]] = true
	}
	for _, c := range b.order {
		if !c.isCreature() || !defenders[c.Controller] || c.Tapped {
			continue
		}
		abs, n := distinct(c.all(BlocksEachTurn))
		for k, a := range abs {
			out = append(out, blockRequirement{holder: c, source: &sourced{c, a}, why: "blocks each turn if able", weight: n[k]})
		}
	}
	for _, a := range plan.attack.attackers {
		target, why := []*perm{a}, "must block "+a.label()+" if able" // shared by every holder
		lures, n := distinct(a.all(Lure))
		for k, l := range lures {
			src := &sourced{a, l}
			for _, c := range b.order {
				if c.isCreature() && c.Controller == plan.attack.player[a.ID] && !c.Tapped {
					out = append(out, blockRequirement{holder: c, targets: target, source: src, why: why, weight: n[k]})
				}
			}
		}
		musts, n := distinct(a.all(MustBeBlocked))
		for k, m := range musts {
			out = append(out, blockRequirement{targets: target, source: &sourced{a, m}, why: "must be blocked if able", weight: n[k]})
		}
	}
	for i, d := range plan.attack.decl {
		a := plan.attack.attackers[i]
		for _, t := range d.Provoke {
			c := b.perms[t]
			if _, protected := protectedFrom(c, a); protected {
				continue // it can't be provoke's target (502.7b): no requirement
			}
			if c.isCreature() && c.Controller == plan.attack.player[a.ID] && !c.Tapped {
				out = append(out, blockRequirement{holder: c, targets: []*perm{a}, weight: 1,
					source: &sourced{a, Ability{Keyword: Provoke, Text: "Provoke"}}, why: "must block " + a.label() + " if able (provoke)"})
			}
		}
	}
	return out
}

// blockOption is one way a creature may block: the attackers it names.
type blockOption []*perm

// requirements runs the solver over the declaration of blockers under
// 500.5, as for attacks.
func (plan *blockPlan) requirements(ctx context.Context, opt Options, restrictionsMet bool) (*RequirementSummary, []Violation, []ObjectID, error) {
	b := plan.b
	reqs := plan.blockRequirements()
	if len(reqs) == 0 {
		return nil, nil, nil, nil
	}
	bud := newBudget(ctx, opt)
	anyHolder := false // a "must be blocked" requirement concerns every creature
	hasReq := map[ObjectID]bool{}
	// concerning lists, for each creature, the requirements it may obey:
	// those on it, and those any creature may obey.
	concerning := map[ObjectID][]int{}
	var anyReqs []int
	for ri, r := range reqs {
		if r.holder == nil {
			anyHolder = true
			anyReqs = append(anyReqs, ri)
		} else {
			hasReq[r.holder.ID] = true
			concerning[r.holder.ID] = append(concerning[r.holder.ID], ri)
		}
	}
	reqsFor := func(c *perm) []int {
		return append(concerning[c.ID][:len(concerning[c.ID]):len(concerning[c.ID])], anyReqs...)
	}
	proposed := map[ObjectID][]*perm{}
	for i, c := range plan.blockers {
		proposed[c.ID] = plan.named[i]
	}
	defenders := map[PlayerID]bool{}
	for _, a := range plan.attack.attackers {
		defenders[plan.attack.player[a.ID]] = true
	}
	// satisfies reports whether creature c naming opt obeys requirement r.
	satisfies := func(r blockRequirement, c *perm, opt blockOption) bool {
		if len(opt) == 0 || (r.holder != nil && r.holder != c) {
			return false
		}
		if r.targets == nil {
			return true
		}
		for _, a := range opt {
			for _, x := range plan.band[a.ID] { // it blocks a's whole band (502.10e)
				for _, t := range r.targets {
					if x == t {
						return true
					}
				}
			}
		}
		return false
	}

	var prob solver.Problem
	var creatures []*perm
	var options [][]blockOption
	var start []int
	truncated := map[int]bool{}
	for _, c := range b.order {
		named, declared := proposed[c.ID]
		concerned := hasReq[c.ID] || anyHolder && defenders[c.Controller] && !c.Tapped
		if !c.isCreature() || (!declared && !concerned) {
			continue
		}
		bud.Charge(1 + len(plan.attack.attackers))
		free := len(b.mayBlockAtAll(c)) == 0
		pairOK := map[*perm]bool{}
		for _, a := range plan.attack.attackers {
			pairOK[a] = free && plan.canBlockPair(c, a)
		}
		allowed := func(o blockOption) bool {
			if k := capacity(c); k >= 0 && len(o) > k {
				return false
			}
			for _, a := range o {
				if !pairOK[a] {
					return false
				}
			}
			return true
		}
		opts := []blockOption{nil}
		choice := 0
		if declared && allowed(named) {
			opts = append(opts, named)
			choice = 1
		}
		if concerned && free {
			more, cut := plan.requirementOptions(c, reqs, reqsFor(c), satisfies, allowed, bud)
			for _, o := range more {
				if !(declared && sameOption(o, named)) {
					opts = append(opts, o)
				}
			}
			if cut {
				truncated[len(prob.Vars)] = true
			}
		}
		prob.Vars = append(prob.Vars, solver.Variable{Options: len(opts)})
		creatures = append(creatures, c)
		options = append(options, opts)
		start = append(start, choice)
	}
	// naming lists, for the attackers some restriction counts the blockers
	// of, the options that name each: one pass over every option.
	counted := map[*perm]bool{}
	for _, a := range plan.attack.attackers {
		counted[a] = a.has(MaxOneBlocker) || a.has(MinBlockers)
	}
	naming := map[*perm][]solver.Lit{}
	for v, opts := range options {
		for o, opt := range opts {
			if !bud.Charge(1 + len(opt)) {
				break // out of budget: the solver will not run
			}
			for _, x := range opt {
				if counted[x] {
					naming[x] = append(naming[x], solver.Lit{V: v, O: o})
				}
			}
		}
	}
	var all []solver.Lit // every way of blocking, shared by the constraints that count blockers
	self := make([][]solver.Lit, len(options))
	for v, opts := range options {
		for o := 1; o < len(opts); o++ {
			self[v] = append(self[v], solver.Lit{V: v, O: o})
		}
		all = append(all, self[v]...)
	}
	bud.Charge(len(all))
	for _, a := range plan.attack.attackers {
		if a.has(MaxOneBlocker) {
			prob.Cons = append(prob.Cons, solver.Constraint{Count: naming[a], Max: 1})
		}
		for _, r := range a.all(MinBlockers) {
			prob.Cons = append(prob.Cons, solver.Constraint{Count: naming[a], Min: r.N, Max: -1, AllowZero: true})
		}
	}
	// "Can't block alone": when the creature blocks, at least 2 creatures do.
	least := solver.Minimums{}
	for v, c := range creatures {
		if c.has(CantBlockAlone) {
			least.Add(2, self[v])
		}
	}
	prob.AddMinimums(least, all)
	for _, s := range b.sources(BlockCap) {
		prob.Cons = append(prob.Cons, solver.Constraint{Count: all, Max: s.N})
	}
	prob.Reqs = make([]solver.Requirement, len(reqs))
	for ri, r := range reqs {
		prob.Reqs[ri].Weight = r.weight
	}
	for v, opts := range options {
		for _, ri := range reqsFor(creatures[v]) {
			for o, opt := range opts {
				if !bud.Charge(1 + len(opt)) {
					break
				}
				if satisfies(reqs[ri], creatures[v], opt) {
					prob.Reqs[ri].Satisfiers = append(prob.Reqs[ri].Satisfiers, solver.Lit{V: v, O: o})
				}
			}
		}
	}

	// The proposal's own count, over every creature as declared.
	// Only the requirements a creature may obey can be obeyed by it.
	obeyed := 0
	obeys := make([]bool, len(reqs))
	for i, c := range plan.blockers {
		for _, ri := range reqsFor(c) {
			if !obeys[ri] && satisfies(reqs[ri], c, plan.named[i]) {
				obeys[ri] = true
				obeyed += reqs[ri].weight
			}
		}
	}
	sol := prob.Solve(start, bud)
	if err := bud.Err(); err != nil {
		return nil, nil, nil, err
	}
	for v := range truncated {
		sol.Undecided = append(sol.Undecided, v)
	}
	sort.Ints(sol.Undecided)

	ex := &Declaration{Blockers: []Blocker{}}
	for v, o := range sol.Choice {
		if o != 0 {
			ex.Blockers = append(ex.Blockers, Blocker{Creature: creatures[v].ID, Blocking: idsOf(options[v][o])})
		}
	}
	sum, undecided, better := summarize(obeyed, sol, restrictionsMet, idsOf(creatures), ex)
	var v []Violation
	if better {
		for ri, r := range reqs {
			if obeys[ri] || solver.CountLits(prob.Reqs[ri].Satisfiers, sol.Choice) == 0 {
				continue
			}
			var msg string
			var objs []ObjectID
			if r.holder == nil {
				objs = objects(r.source.from.ID)
				msg = fmt.Sprintf("%s must be blocked if able (%q) and nothing blocks it, though a declaration breaking no restriction does: the example obeys %s, this declaration %d.",
					r.source.from.label(), r.source.Text, requirementCount(sol.Obeyed), obeyed)
			} else {
				objs = objects(r.holder.ID, r.source.from.ID)
				msg = fmt.Sprintf("%s %s (%s: %q) and does not, though a declaration breaking no restriction does: the example obeys %s, this declaration %d.",
					r.holder.label(), r.why, r.source.from.label(), r.source.Text, requirementCount(sol.Obeyed), obeyed)
			}
			for range r.weight { // each identical requirement is broken
				v = append(v, Violation{Rule: "500.4", Objects: objs, Message: msg})
			}
		}
	}
	return sum, v, undecided, nil
}

// requirementOptions lists the ways creature c may block that obey at least
// one requirement on it, reqs[i] for each i in mine (500.5): sets of
// attackers it may legally name, of at most its capacity, no two from one
// band. It reports whether the list was cut, at maxBlockOptions or when
// the work budget ran out.
func (plan *blockPlan) requirementOptions(c *perm, reqs []blockRequirement, mine []int, satisfies func(blockRequirement, *perm, blockOption) bool, allowed func(blockOption) bool, bud *solver.Budget) ([]blockOption, bool) {
	// A set obeys a requirement exactly when one of its attackers alone
	// does (blocking is per attacker and its band). The attackers that do
	// come first, and a set is grown only from one of them: every set the
	// walk looks at then obeys a requirement, and the walk stops at
	// maxBlockOptions sets instead of trying subsets that obey nothing.
	var legal, others []*perm
	for _, a := range plan.attack.attackers {
		if !allowed(blockOption{a}) {
			continue
		}
		if !bud.Charge(1 + len(mine)) {
			return nil, true
		}
		obeys := false
		for _, ri := range mine {
			obeys = obeys || satisfies(reqs[ri], c, blockOption{a})
		}
		if obeys {
			legal = append(legal, a)
		} else {
			others = append(others, a)
		}
	}
	obeying := len(legal)
	legal = append(legal, others...)
	order := map[*perm]int{}
	for i, a := range plan.attack.attackers {
		order[a] = i
	}
	k := capacity(c)
	if k < 0 || k > len(legal) {
		k = len(legal)
	}
	var out []blockOption
	cut := false
	var cur blockOption
	taken := map[*perm]int{} // attackers whose band is in cur
	var walk func(from int)
	walk = func(from int) {
		if cut {
			return
		}
		// Each set looked at costs its size (it is copied and sorted).
		if !bud.Charge(1 + len(cur)) {
			cut = true
			return
		}
		if len(cur) > 0 {
			if len(out) == maxBlockOptions {
				cut = true
				return
			}
			set := append(blockOption(nil), cur...)
			sort.Slice(set, func(i, j int) bool { return order[set[i]] < order[set[j]] })
			out = append(out, set)
		}
		if len(cur) == k {
			return
		}
		end := len(legal)
		if len(cur) == 0 {
			end = obeying // the first attacker of a set is one that obeys
		}
		if !bud.Charge(end - from) {
			cut = true
			return
		}
		for i := from; i < end; i++ {
			if taken[legal[i]] > 0 {
				continue // a band-mate is in the set already
			}
			cur = append(cur, legal[i])
			for _, m := range plan.band[legal[i].ID] {
				taken[m]++
			}
			walk(i + 1)
			for _, m := range plan.band[legal[i].ID] {
				taken[m]--
			}
			cur = cur[:len(cur)-1]
		}
	}
	walk(0)
	return out, cut
}

func sameOption(a, b []*perm) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// notes says what follows from a legal declaration of blockers.
func (plan *blockPlan) notes() []Note {
	var n []Note
	blockedBy := map[ObjectID][]*perm{}
	for i, c := range plan.blockers {
		for _, a := range plan.blocked(plan.named[i]) {
			blockedBy[a.ID] = append(blockedBy[a.ID], c)
		}
		for _, named := range plan.named[i] {
			for _, m := range plan.band[named.ID] {
				if m != named && !containsPerm(plan.named[i], m) {
					n = append(n, Note{Rule: "502.10e", Objects: []ObjectID{c.ID, named.ID, m.ID},
						Message: fmt.Sprintf("%s blocks %s, so %s, in the same band, is blocked by %s too.", c.label(), named.label(), m.label(), c.label())})
				}
			}
		}
		for _, bu := range c.all(Bushido) {
			n = append(n, Note{Rule: "502.38a", Objects: []ObjectID{c.ID},
				Message: fmt.Sprintf("%s blocks: its bushido %d triggers, +%d/+%d until end of turn.", c.label(), bu.N, bu.N, bu.N)})
		}
	}
	for i, d := range plan.attack.decl {
		a := plan.attack.attackers[i]
		for _, t := range d.Provoke {
			if prot, ok := protectedFrom(plan.b.perms[t], a); ok {
				n = append(n, Note{Rule: "502.7b", Objects: []ObjectID{a.ID, t},
					Message: fmt.Sprintf("%s's provoke can't target %s, which has protection from %s: it puts no requirement on %s.", a.label(), plan.b.perms[t].label(), prot.Quality.Text, plan.b.perms[t].label())})
			}
		}
	}
	for _, a := range plan.attack.attackers {
		bs := blockedBy[a.ID]
		if len(bs) == 0 {
			n = append(n, Note{Rule: "309.2f", Objects: []ObjectID{a.ID}, Message: fmt.Sprintf("No creature blocks %s: it is unblocked.", a.label())})
			continue
		}
		names := make([]string, len(bs))
		for i, c := range bs {
			names[i] = c.label()
		}
		n = append(n, Note{Rule: "309.2", Objects: append([]ObjectID{a.ID}, idsOf(bs)...),
			Message: fmt.Sprintf("%s is blocked by %s.", a.label(), strings.Join(names, ", "))})
		for range a.all(Flanking) {
			for _, c := range bs {
				if !c.has(Flanking) {
					n = append(n, Note{Rule: "502.3a", Objects: []ObjectID{a.ID, c.ID},
						Message: fmt.Sprintf("%s's flanking triggers: %s, blocking it without flanking, gets -1/-1 until end of turn.", a.label(), c.label())})
				}
			}
		}
		for _, r := range a.all(Rampage) {
			if len(bs) > 1 {
				k := r.N * (len(bs) - 1)
				n = append(n, Note{Rule: "502.12a", Objects: []ObjectID{a.ID},
					Message: fmt.Sprintf("%s's rampage %d triggers: blocked by %d creatures, it gets +%d/+%d until end of turn.", a.label(), r.N, len(bs), k, k)})
			}
		}
		for _, bu := range a.all(Bushido) {
			n = append(n, Note{Rule: "502.38a", Objects: []ObjectID{a.ID},
				Message: fmt.Sprintf("%s becomes blocked: its bushido %d triggers, +%d/+%d until end of turn.", a.label(), bu.N, bu.N, bu.N)})
		}
	}
	return n
}

func containsPerm(list []*perm, p *perm) bool {
	for _, x := range list {
		if x == p {
			return true
		}
	}
	return false
}
