package rules

import (
	"context"
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/solver"
	"slices"
	"sort"
	"strconv"
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
	band     [][]*perm // by index on the board: each attacker's band, itself included (nil: not attacking)
	// defenders are the players attacked (defends): only their creatures
	// may block.
	defenders []PlayerID
	// paid and lifePaid are the mana and life paid for the costs to block
	// (309.2b), if the request says.
	paid, lifePaid *int
	// counts keeps countRestrictions' answer (restrictionCounts); counted
	// says it is made.
	counts  []countRestriction
	counted bool
	// work is the memory of the requirement search, while it runs
	// (blockwork.go).
	work *blockWork
}

// maxBlockOptions caps the ways a creature that may block several attackers
// is tried in; past it the judge answers Indeterminate, not a guess.
const maxBlockOptions = 512

// resolveBlockers checks every id of the declaration of blockers.
func resolveBlockers(b *board, attack *attackPlan, decl []Blocker) (*blockPlan, errorList) {
	var errs errorList
	plan := &blockPlan{b: b, attack: attack, decl: decl, band: make([][]*perm, len(b.order)),
		blockers: make([]*perm, 0, len(decl)), named: make([][]*perm, 0, len(decl))}
	for _, a := range attack.attackers {
		if d := attack.player[a.ID]; !slices.Contains(plan.defenders, d) {
			plan.defenders = append(plan.defenders, d)
		}
	}
	b.activate(ability.Attacking, attack.attackers)
	activateAgainst(b, attack)
	b.activateLords(attack.attackers, attack.player) // conditions.go
	for i, a := range attack.decl {
		if p := b.perms[a.Creature]; p != nil && p.isCreature() && p.Controller != b.ActivePlayer {
			errs.add(path("attackers", i, "creature"), "%s is controlled by %s, not by the active player %s; only the active player's creatures attack", p.label(), p.Controller, b.ActivePlayer)
		}
	}
	for _, bd := range attack.bandList() {
		for _, m := range bd.members {
			plan.band[m.index] = bd.members
		}
	}
	alone := make([]*perm, len(attack.attackers)) // the one-creature bands, in one allocation
	for i, c := range attack.attackers {
		if plan.band[c.index] == nil {
			alone[i] = c
			plan.band[c.index] = alone[i : i+1 : i+1]
		}
	}
	seen := make([]bool, len(b.order)) // by index on the board
	named := 0
	for _, bl := range decl {
		named += len(bl.Blocking)
	}
	slab := make([]*perm, 0, named) // each blocker's attackers are its part of one list
	for i, bl := range decl {
		at := func(parts ...any) Path { return path(append([]any{"blockers", i}, parts...)...) }
		p, ok := b.perms[bl.Creature], true
		if bl.Creature == "" || p == nil || !p.isCreature() { // else creatureRef finds it: its path only for an error
			p, ok = b.creatureRef(&errs, at("creature"), bl.Creature, "blocker", false)
		}
		if ok {
			if seen[p.index] {
				errs.add(at("creature"), "%s is declared as a blocker twice; list every attacker it blocks in one entry", p.label())
			}
			seen[p.index] = true
		}
		if len(bl.Blocking) == 0 {
			errs.add(at("blocking"), "a blocker blocks at least one attacker")
		}
		start := len(slab)
		for k, id := range bl.Blocking {
			_, attacking := attack.player[id]
			switch {
			case !attacking:
				errs.add(at("blocking", k), "%q is not one of the declared attackers", id)
			case slices.Contains(bl.Blocking[:k], id):
				errs.add(at("blocking", k), "%q is listed twice", id)
			default:
				slab = append(slab, b.perms[id])
			}
		}
		var these []*perm // nil when it names none, as before
		if len(slab) > start {
			these = slab[start:len(slab):len(slab)]
		}
		plan.blockers = append(plan.blockers, p)
		plan.named = append(plan.named, these)
	}
	return plan, errs
}

// defends reports whether player p is attacked.
func (plan *blockPlan) defends(p PlayerID) bool { return slices.Contains(plan.defenders, p) }

// blocked returns the attackers a creature naming these attackers blocks:
// each of them and every member of their bands (502.10e).
// When no attacker named is in a band of more than one, that is named
// itself (its attackers are distinct: resolveBlockers); callers only read
// the answer.
func (plan *blockPlan) blocked(named []*perm) []*perm {
	if !slices.ContainsFunc(named, func(a *perm) bool { return len(plan.band[a.index]) > 1 }) {
		return named
	}
	var out []*perm
	for _, a := range named {
		for _, m := range plan.band[a.index] {
			if !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// blocksAtAll is whether mayBlockAtAll finds nothing, without writing its
// messages: the solver's options ask it of every creature.
func blocksAtAll(b *board, c *perm) bool {
	if tappedForBlocks(c) || c.has(ability.CantBlock) {
		return false
	}
	for _, s := range b.sources(ability.CreaturesCantBlock) {
		if holds(s.Quality, c) {
			return false
		}
	}
	return true
}

// mayBlockAtAll lists why a creature can't block whatever it blocks.
func mayBlockAtAll(b *board, c *perm) []Violation {
	var v []Violation
	add := func(rule RuleID, msg string, objs ...ObjectID) {
		v = append(v, Violation{Rule: rule, Objects: append([]ObjectID{c.ID}, objs...), Message: msg})
	}
	if tappedForBlocks(c) {
		add("309.2a", fmt.Sprintf("%s is tapped, and tapped creatures can't be declared as blockers.", c.label()))
	}
	for _, a := range c.all(ability.CantBlock) {
		add("500.3", fmt.Sprintf("%s can't block (%q).", c.label(), a.Text))
	}
	return append(v, bannedBy(b, ability.CreaturesCantBlock, c, "500.3", "block")...)
}

// mayBlock lists why creature c can't block attacker a, apart from the
// reasons that stop it blocking anything: who may block whom (309.2a), the
// evasion abilities (501, 502) and the restrictions naming the pair (500.3).
func (plan *blockPlan) mayBlock(c, a *perm) []Violation { return plan.blockProblems(c, a, true) }

// canBlockPair is mayBlock without the messages, for the solver's options.
// The commonest reasons a pair can't block are asked first, as
// blockProblems asks them (309.2a) and evasion (502.4b), without building
// their violations (TestCanBlockPairAgrees holds the two to one answer).
func (plan *blockPlan) canBlockPair(c, a *perm) bool {
	if c.Controller != plan.attack.player[a.ID] {
		return false
	}
	if a.has(ability.Flying) && !c.has(ability.Flying) && !c.has(ability.BlocksAsThoughFlying) {
		return false
	}
	// The restrictions of the pair's own abilities next: a "no" here
	// boxes no message argument.
	if a.has(ability.Unblockable) || c.has(ability.BlocksOnlyFliers) && !a.has(ability.Flying) ||
		slices.ContainsFunc(a.all(ability.CantBeBlockedBy), func(r ability.Ability) bool { return holds(r.Quality, c) }) ||
		slices.ContainsFunc(a.all(ability.BlockableOnlyBy), func(r ability.Ability) bool { return !holds(r.Quality, c) }) ||
		slices.ContainsFunc(c.all(ability.CantBlockQuality), func(r ability.Ability) bool { return holds(r.Quality, a) }) {
		return false
	}
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
	evasion(plan.b, c, a, add)
	cantBlockYours(plan.b, c, a, add)
	plan.b.ownBlockPair(c, a, add)
	plan.b.aurasBlockPair(c, a, add)
	for _, r := range a.all(ability.CantBeBlockedBy) {
		if holds(r.Quality, c) {
			add("500.3", "%s can't be blocked by %s (%q).", a.label(), r.Quality.Text, r.Text)
		}
	}
	if a.has(ability.Unblockable) {
		add("500.3", "%s can't be blocked.", a.label())
	}
	for _, r := range a.all(ability.BlockableOnlyBy) {
		if !holds(r.Quality, c) {
			add("500.3", "%s can't be blocked except by %s (%q).", a.label(), r.Quality.Text, r.Text)
		}
	}
	for _, r := range c.all(ability.CantBlockQuality) {
		if holds(r.Quality, a) {
			add("500.3", "%s can't block %s (%q).", c.label(), r.Quality.Text, r.Text)
		}
	}
	if c.has(ability.BlocksOnlyFliers) && !a.has(ability.Flying) {
		add("500.3", "%s can block only creatures with flying, and %s has no flying.", c.label(), a.label())
	}
	return v
}

// evasion reports, through add, each evasion ability of attacker a that
// keeps c from blocking it (501, 502), all of them: they are cumulative
// (501.2).
func evasion(b *board, c, a *perm, add func(rule RuleID, format string, args ...any)) {
	if a.has(ability.Flying) && !c.has(ability.Flying) && !c.has(ability.BlocksAsThoughFlying) {
		add("502.4b", "%s can't block %s: %s has flying and %s has not.", c.label(), a.label(), a.label(), c.label())
	}
	if a.has(ability.Shadow) && !c.has(ability.Shadow) && !c.has(ability.BlocksShadowAsThough) {
		add("502.8b", "%s can't block %s: %s has shadow and %s has not.", c.label(), a.label(), a.label(), c.label())
	}
	if !a.has(ability.Shadow) && c.has(ability.Shadow) {
		add("502.8b", "%s can't block %s: %s has shadow and %s has not.", c.label(), a.label(), c.label(), a.label())
	}
	if a.has(ability.Horsemanship) && !c.has(ability.Horsemanship) {
		add("502.17b", "%s can't block %s: %s has horsemanship and %s has not.", c.label(), a.label(), a.label(), c.label())
	}
	if a.has(ability.Fear) && !c.hasType("artifact") && !c.hasColor("black") {
		add("502.25b", "%s can't block %s: %s has fear, and only artifact or black creatures can block it.", c.label(), a.label(), a.label())
	}
	for _, w := range a.all(ability.Landwalk) {
		if landwalkIgnored(b, c, w.Quality) {
			continue
		}
		if land := landOf(b, c.Controller, w.Quality, false); land != nil {
			add("502.6b", "%s can't block %s: %s has %s and %s controls %s.", c.label(), a.label(), a.label(), strings.ToLower(w.Text), c.Controller, land.label())
		}
	}
	for _, w := range a.all(ability.SnowLandwalk) {
		if everyLandwalkIgnored(b, c) {
			continue // snow landwalk is a landwalk ability (502.6c)
		}
		if land := landOf(b, c.Controller, w.Quality, true); land != nil {
			add("502.6c", "%s can't block %s: %s has %s and %s controls %s, a snow land of that type.", c.label(), a.label(), a.label(), strings.ToLower(w.Text), c.Controller, land.label())
		}
	}
	for _, p := range a.all(ability.Protection) {
		if holds(p.Quality, c) {
			add("502.7f", "%s can't block %s: %s has protection from %s.", c.label(), a.label(), a.label(), p.Quality.Text)
		}
	}
}

// landOf finds a land the player controls with the landwalk's quality.
func landOf(b *board, player PlayerID, q ability.Quality, snow bool) *perm {
	for _, p := range b.order {
		if p.Controller == player && p.hasType("land") && holds(q, p) && (!snow || p.hasSupertype("snow")) {
			return p
		}
	}
	return nil
}

// capacity is how many attackers the creature may block (309.2a); -1 is
// any number.
func capacity(c *perm) int {
	if c.has(ability.BlocksAny) {
		return -1
	}
	return 1 + len(c.all(ability.AdditionalBlock))
}

func checkBlocks(ctx context.Context, plan *blockPlan, opt Options) (Judgement, error) {
	var v []Violation
	for i, c := range plan.blockers {
		v = append(v, mayBlockAtAll(plan.b, c)...)
		for _, a := range plan.named[i] {
			v = append(v, plan.mayBlock(c, a)...)
		}
		if k := capacity(c); k >= 0 && len(plan.named[i]) > k {
			v = append(v, Violation{Rule: "309.2a", Objects: append([]ObjectID{c.ID}, idsOf(plan.named[i])...),
				Message: fmt.Sprintf("%s blocks %d attackers but may block %d.", c.label(), len(plan.named[i]), k)})
		}
	}
	v = append(v, plan.restrictions()...)
	v = append(v, plan.blockCostsPaid()...)
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
	counts := plan.restrictionCounts()
	if len(counts) == 0 {
		return nil
	}
	var v []Violation
	for _, r := range counts {
		counted := plan.blockers
		if r.naming != nil {
			counted = plan.namers(r.naming)
		}
		v = append(v, r.check(counted, func(c *perm) bool { return slices.Contains(plan.blockers, c) })...)
	}
	return v
}

// namers are the proposed blockers that name attacker a, in the order of
// the declaration.
func (plan *blockPlan) namers(a *perm) []*perm {
	var out []*perm
	for i, c := range plan.blockers {
		if slices.Contains(plan.named[i], a) {
			out = append(out, c)
		}
	}
	return out
}

// restrictionCounts is countRestrictions, made once: the check of the
// proposal and the solver both read it.
func (plan *blockPlan) restrictionCounts() []countRestriction {
	if !plan.counted {
		plan.counts, plan.counted = plan.countRestrictions(), true
	}
	return plan.counts
}

// countRestrictions lists the restrictions of 500.3 that count blockers,
// as values both the check of a proposal and the solver read.
func (plan *blockPlan) countRestrictions() []countRestriction {
	var out []countRestriction
	for _, a := range plan.attack.attackers {
		if a.has(ability.MaxOneBlocker) {
			out = append(out, countRestriction{rule: "500.3", naming: a, max: 1, explain: func(bs []*perm) Violation {
				return Violation{Rule: "500.3", Objects: append([]ObjectID{a.ID}, idsOf(bs)...),
					Message: fmt.Sprintf("%s can't be blocked by more than one creature, and %d block it.", a.label(), len(bs))}
			}})
		}
		for _, r := range a.all(ability.MinBlockers) {
			out = append(out, countRestriction{rule: "500.3", naming: a, min: r.N, max: -1, allowZero: true, explain: func(bs []*perm) Violation {
				return Violation{Rule: "500.3", Objects: append([]ObjectID{a.ID}, idsOf(bs)...),
					Message: fmt.Sprintf("%s can't be blocked except by %d or more creatures, and %d %s it.", a.label(), r.N, len(bs), plural(len(bs), "blocks", "block"))}
			}})
		}
	}
	for _, c := range plan.b.order {
		if c.isCreature() && c.has(ability.CantBlockAlone) {
			out = append(out, countRestriction{rule: "500.3", when: c, min: 2, max: -1, explain: func([]*perm) Violation {
				return Violation{Rule: "500.3", Objects: []ObjectID{c.ID}, Message: fmt.Sprintf("%s can't block alone, and it is the only blocker.", c.label())}
			}})
		}
	}
	out = append(out, ownBlockCounts(plan.b)...)
	for _, s := range plan.b.sources(ability.BlockCap) {
		out = append(out, countRestriction{rule: "500.3", max: s.N, explain: func(bs []*perm) Violation {
			return Violation{Rule: "500.3", Objects: append([]ObjectID{s.from.ID}, idsOf(bs)...),
				Message: fmt.Sprintf("No more than %d %s can block (%s: %q), and %d are declared.", s.N, plural(s.N, "creature", "creatures"), s.from.label(), s.Text, len(bs))}
		}})
	}
	return out
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
	// exactlyOne: obeyed when exactly one creature blocks one of targets
	// (Nacatl War-Pride, require.go), not one or more.
	exactlyOne bool
}

// distinct lists abilities once per text, each with how many times it is
// there, in the order first met. Callers only read them: one ability is
// answered with abs itself.
func distinct(abs []ability.Ability) ([]ability.Ability, []int) {
	if len(abs) <= 1 {
		return abs, onceEach[:len(abs)]
	}
	var out []ability.Ability
	var n []int
	for _, a := range abs {
		i := slices.IndexFunc(out, func(o ability.Ability) bool { return o.Text == a.Text })
		if i < 0 {
			out, n = append(out, a), append(n, 0)
			i = len(out) - 1
		}
		n[i]++
	}
	return out, n
}

// onceEach is distinct's count of a single ability.
var onceEach = []int{1}

// blockedRequirements appends to out the requirements attacker a puts on
// blocking it: Lure's on each creature able to block it, "must be blocked if able",
// "must be blocked by exactly one creature if able".
func (plan *blockPlan) blockedRequirements(out []blockRequirement, a *perm) []blockRequirement {
	b := plan.b
	lures, n := distinct(a.all(ability.Lure))
	musts, nm := distinct(a.all(ability.MustBeBlocked))
	if len(lures) == 0 && len(musts) == 0 && !a.has(ability.MustBeBlockedByOne) {
		return out
	}
	target, why := []*perm{a}, "must block "+a.label()+" if able" // shared by every holder
	if cap(out) == 0 {
		out = make([]blockRequirement, 0, len(b.order)) // a Lure's requirements are on many creatures
	}
	defender := plan.attack.player[a.ID]
	for k, l := range lures {
		src := &sourced{a, l}
		for _, c := range b.order {
			if c.Controller == defender && !c.Tapped && c.isCreature() && holds(l.Quality, c) {
				out = append(out, blockRequirement{holder: c, targets: target, source: src, why: why, weight: n[k]})
			}
		}
	}
	for k, m := range musts {
		out = append(out, blockRequirement{targets: target, source: &sourced{a, m}, why: "must be blocked if able", weight: nm[k]})
	}
	return append(out, exactlyOneRequirements(a, target)...) // require.go
}

// blockRequirements appends to out the requirements on the defending
// player's creatures.
func (plan *blockPlan) blockRequirements(out []blockRequirement) []blockRequirement {
	b := plan.b
	// A tapped creature is exempt from every requirement to block (500.3),
	// even one an effect lets block as though it were untapped (Masako
	// the Humorless changes whether it can block, not the exemption): the
	// holders below are untapped creatures, c.Tapped and not
	// tappedForBlocks.
	for _, c := range b.order {
		if !c.isCreature() || !plan.defends(c.Controller) || c.Tapped {
			continue
		}
		abs, n := distinct(c.all(ability.BlocksEachTurn))
		for k, a := range abs {
			out = append(out, blockRequirement{holder: c, source: &sourced{c, a}, why: "blocks each turn if able", weight: n[k]})
		}
		for _, s := range b.sources(ability.CreaturesBlockEachTurn) {
			if holds(s.Quality, c) {
				out = append(out, blockRequirement{holder: c, source: &s, why: "blocks each turn if able", weight: 1})
			}
		}
	}
	for _, a := range plan.attack.attackers {
		out = plan.blockedRequirements(out, a)
	}
	for i, d := range plan.attack.decl {
		a := plan.attack.attackers[i]
		for _, t := range d.Provoke {
			if c := b.perms[t]; provokes(a, c, plan.attack.player[a.ID]) && !c.Tapped {
				out = append(out, blockRequirement{holder: c, targets: []*perm{a}, weight: 1,
					source: &sourced{a, ability.Ability{Keyword: ability.Provoke, Text: "Provoke"}}, why: "must block " + a.label() + " if able (provoke)"})
			}
		}
	}
	return out
}

// provokes reports whether attacker a's provoke may have c untap and block
// it: a creature the player it attacks controls, which it can target (a
// target with protection from it or shroud is illegal, and the ability is
// removed from the stack: 502.7b, 410.4).
func provokes(a, c *perm, defender PlayerID) bool {
	if c == nil || !c.isCreature() || c.Controller != defender {
		return false
	}
	_, protected := protectedFrom(c, a)
	return !protected && !shrouded(c)
}

// blockOption is one way a creature may block: the attackers it names.
type blockOption []*perm

// satisfies reports whether creature c naming opt obeys requirement r: r is
// on c (or on any creature) and, when r names attackers, c blocks one of
// them or one of their band (502.10e).
func (plan *blockPlan) satisfies(r blockRequirement, c *perm, opt blockOption) bool {
	if len(opt) == 0 || (r.holder != nil && r.holder != c) {
		return false
	}
	if r.targets == nil {
		return true
	}
	for _, a := range opt {
		for _, x := range plan.band[a.index] {
			if slices.Contains(r.targets, x) {
				return true
			}
		}
	}
	return false
}

// blockSearch is the solver's problem for a declaration of blockers, as it
// is built: under 500.5 each creature may keep its proposed block, not
// block, or block in a way that obeys a requirement on it.
type blockSearch struct {
	plan       *blockPlan
	reqs       []blockRequirement
	concerning [][]int // the requirements on each creature, by its index on the board
	anyReqs    []int   // the requirements any creature may obey
	bud        *solver.Budget
	prob       solver.Problem
	creatures  []*perm
	options    [][]blockOption
	start      []int
	held       []int         // concerning's lists, one after another
	truncated  []int         // variables whose options were cut short
	costly     bool          // some block may cost something (blocksCost)
	optSlab    []blockOption // optionList's
	pairs      []pairState   // blockOptions' buffer
}

// reqsFor lists the requirements creature c may obey.
func (s *blockSearch) reqsFor(c *perm) []int {
	mine := s.concerning[c.index]
	return append(mine[:len(mine):len(mine)], s.anyReqs...)
}

// requirements runs the solver over the declaration of blockers under
// 500.5, as for attacks.
func (plan *blockPlan) requirements(ctx context.Context, opt Options, restrictionsMet bool) (*RequirementSummary, []Violation, []ObjectID, error) {
	w := blockWorks.Get().(*blockWork)
	s := &w.search // its lists as the last search left them, emptied (release)
	s.reqs = plan.blockRequirements(s.reqs)
	reqs := s.reqs
	if len(reqs) == 0 {
		w.release()
		return nil, nil, nil, nil
	}
	plan.work = w
	s.plan, s.bud, s.concerning = plan, newBudget(ctx, opt), reuse(s.concerning, len(plan.b.order))
	defer func() { plan.work = nil; w.release() }()
	// Each creature's list is its part of one list, its capacity cut at
	// its length, in the order of reqs.
	s.held = reuse(s.held, len(plan.b.order)+len(reqs))
	count, flat := s.held[:len(plan.b.order)], s.held[len(plan.b.order):len(plan.b.order)]
	for _, r := range reqs {
		if r.holder != nil {
			count[r.holder.index]++
		}
	}
	for i, k := range count {
		if k > 0 {
			s.concerning[i] = flat[len(flat) : len(flat) : len(flat)+k]
			flat = flat[:len(flat)+k]
		}
	}
	for ri, r := range reqs {
		if r.holder == nil {
			s.anyReqs = append(s.anyReqs, ri)
		} else {
			s.concerning[r.holder.index] = append(s.concerning[r.holder.index], ri)
		}
	}
	s.costly = plan.blocksCost()
	s.addVariables()
	s.addRestrictions()
	s.addRequirements()
	s.exactlyOne() // require.go
	obeyed, obeys := s.proposalCount()
	incomplete := s.bud.Out() // the problem was not built whole (undecidedOf)
	sol := s.prob.Solve(s.start, s.bud)
	if err := s.bud.Err(); err != nil {
		return nil, nil, nil, err
	}
	sol.Undecided = s.undecidedOf(sol.Undecided, incomplete)
	sort.Ints(sol.Undecided)
	// The example's blockers, and the attackers each blocks as its part of
	// one list.
	blocking, named := 0, 0
	for v := range s.creatures {
		if o := sol.Choice[v]; o != 0 {
			blocking, named = blocking+1, named+len(s.options[v][o])
		}
	}
	ex := &Declaration{Blockers: make([]Blocker, 0, blocking)}
	ids := make([]ObjectID, 0, named)
	for v := range s.creatures {
		if o := sol.Choice[v]; o != 0 {
			start := len(ids)
			for _, a := range s.options[v][o] {
				ids = append(ids, a.ID)
			}
			ex.Blockers = append(ex.Blockers, Blocker{Creature: s.creatures[v].ID, Blocking: ids[start:len(ids):len(ids)]})
		}
	}
	sum, undecided, better := summarize(obeyed, sol, restrictionsMet, idsOf(s.creatures), ex)
	if !better {
		return sum, nil, undecided, nil
	}
	return sum, s.violations(sol, obeys, obeyed), undecided, nil
}

// undecidedOf is the creatures' variables the solver left undecided, with
// those whose options were cut short; every one when the budget ran out
// before the problem was built whole: the requirements and restrictions
// not given to the solver weigh nothing in its answer, so it decides no
// creature's choice (a requirement not weighed is not found obeyed).
func (s *blockSearch) undecidedOf(vars []int, incomplete bool) []int {
	if !incomplete {
		return append(s.creatureVars(vars), s.truncated...)
	}
	vars = vars[:0]
	for v := range s.creatures {
		vars = append(vars, v)
	}
	return vars
}

// addVariables makes a variable of each creature declared as a blocker or
// that a requirement concerns.
func (s *blockSearch) addVariables() {
	plan, w := s.plan, s.plan.work
	w.proposed = reuse(w.proposed, len(plan.b.order))
	proposed := w.proposed // by index on the board
	for i, c := range plan.blockers {
		if c != nil {
			proposed[c.index] = proposal{plan.named[i], true}
		}
	}
	n := len(plan.b.order) // at most one variable each
	s.prob.Vars, s.creatures, s.options, s.start = spare(s.prob.Vars, n), spare(s.creatures, n), spare(s.options, n), spare(s.start, n)
	for _, c := range plan.b.order {
		named, declared := proposed[c.index].named, proposed[c.index].declared
		concerned := len(s.concerning[c.index]) > 0 || len(s.anyReqs) > 0 && plan.defends(c.Controller) && !c.Tapped // exempt when tapped (500.3)
		if !c.isCreature() || (!declared && !concerned) {
			continue
		}
		opts, choice, cut := s.blockOptions(c, named, declared, concerned)
		if cut {
			s.truncated = append(s.truncated, len(s.prob.Vars))
		}
		s.prob.Vars = append(s.prob.Vars, solver.Variable{Options: len(opts)})
		s.creatures = append(s.creatures, c)
		s.options = append(s.options, opts)
		s.start = append(s.start, choice)
	}
}

// blockOptions lists creature c's options under 500.5: not blocking, its
// proposed block if it may make it, and the blocks that obey a requirement
// on it. choice is the proposal's option; cut says the list was cut short.
func (s *blockSearch) blockOptions(c *perm, named []*perm, declared, concerned bool) (opts []blockOption, choice int, cut bool) {
	plan := s.plan
	s.bud.Charge(1 + len(plan.attack.attackers))
	free := blocksAtAll(plan.b, c)
	if len(s.pairs) < len(plan.b.order) {
		s.pairs = reuse(s.pairs, len(plan.b.order))
	}
	f := &blockable{plan: plan, c: c, pairs: s.pairs, blocks: free, costly: s.costly}
	for _, a := range plan.attack.attackers {
		f.pairs[a.index] = pairUnknown
	}
	proposal := declared && f.allowed(named)
	var more []blockOption
	if concerned && free {
		more, cut = plan.requirementOptions(f, s.reqs, s.reqsFor(c), s.bud)
	}
	opts = s.optionList(2 + len(more)) // not blocking first, then the proposal, then more
	if proposal {
		opts, choice = append(opts, named), 1
	}
	for _, o := range more {
		if !(declared && sameOption(o, named)) {
			opts = append(opts, o)
		}
	}
	return opts, choice, cut
}

// optionList is a list of options holding only "not blocking" (nil), of
// capacity n, carved from a slab the creatures' lists share.
func (s *blockSearch) optionList(n int) []blockOption {
	if s.optSlab == nil && cap(s.plan.work.optChunk) > 0 {
		s.optSlab = s.plan.work.optChunk[:cap(s.plan.work.optChunk)] // the last check's chunk
	}
	if n > len(s.optSlab) {
		if n > optionListSlab {
			return make([]blockOption, 1, n)
		}
		s.optSlab = make([]blockOption, optionListSlab)
		s.plan.work.optChunk = s.optSlab
	}
	out := s.optSlab[:1:n]
	out[0] = nil // not blocking (the chunk may hold a last check's options)
	s.optSlab = s.optSlab[n:]
	return out
}

// optionListSlab is how many options optionList allocates at once.
const optionListSlab = 16

// blockable tells which sets of attackers creature c may name
// (blockOptions): pairs is whether c may block each attacker, by its index
// on the board, asked when first needed (pair) and forgotten for each
// creature; blocks is blocksAtAll's answer for c; costly says some block may
// cost something on the board (blocksCost).
type blockable struct {
	plan   *blockPlan
	c      *perm
	pairs  []pairState
	blocks bool
	costly bool
}

// pairState is what blockable knows of one pair.
type pairState int8

const (
	pairUnknown pairState = iota
	pairMay
	pairMayNot
)

// pair reports whether c may block attacker a (canBlockPair), asking once.
func (f *blockable) pair(a *perm) bool {
	switch f.pairs[a.index] {
	case pairMay:
		return true
	case pairMayNot:
		return false
	}
	ok := f.blocks && f.plan.canBlockPair(f.c, a)
	f.pairs[a.index] = pairMayNot
	if ok {
		f.pairs[a.index] = pairMay
	}
	return ok
}

// allowed reports whether c may name the attackers of o: no more than
// its capacity, each one it may block.
func (f *blockable) allowed(o blockOption) bool {
	if k := capacity(f.c); k >= 0 && len(o) > k {
		return false
	}
	for _, a := range o {
		if !f.pair(a) {
			return false
		}
	}
	return true
}

// addRestrictions gives the solver the restrictions the proposal was
// checked against (countRestrictions), over the literals they count.
func (s *blockSearch) addRestrictions() {
	restrictions := s.plan.restrictionCounts()
	if len(restrictions) == 0 {
		// Nothing to give the solver; the work is charged as below.
		for _, opts := range s.options {
			for o := 1; o < len(opts); o++ {
				if !s.bud.Charge(1 + len(opts[o])) {
					return
				}
			}
		}
		return
	}
	order, w := s.plan.b.order, s.plan.work
	w.taking = reuse(w.taking, len(order))
	lists := countLists{taking: w.taking, order: order}
	counted := make([]bool, len(order)) // by index on the board
	for _, r := range restrictions {
		if r.naming != nil {
			counted[r.naming.index] = true
			if lists.naming == nil {
				w.naming = reuse(w.naming, len(order))
				lists.naming = w.naming
			}
		}
	}
	n := 0
	for _, opts := range s.options {
		n += max(len(opts)-1, 0)
	}
	if lists.naming != nil {
		s.carveNaming(lists.naming, counted)
	}
	// A creature's literals follow one another in all: its taking is
	// their part of all, its capacity cut at its length.
	w.all = spare(w.all, n)
	lists.all = w.all
	for v, opts := range s.options {
		start := len(lists.all)
		for o := 1; o < len(opts); o++ {
			if !s.bud.Charge(1 + len(opts[o])) {
				return // out of budget: the solver will not run
			}
			l := solver.Lit{V: v, O: o}
			lists.all = append(lists.all, l)
			for _, x := range opts[o] {
				if counted[x.index] {
					lists.naming[x.index] = append(lists.naming[x.index], l)
				}
			}
		}
		if len(lists.all) > start {
			lists.taking[s.creatures[v].index] = lists.all[start:len(lists.all):len(lists.all)]
		}
	}
	constrain(&s.prob, restrictions, lists)
}

// carveNaming gives each counted attacker's list in naming room for every
// option naming it, as its part of one list of the work.
func (s *blockSearch) carveNaming(naming [][]solver.Lit, counted []bool) {
	w := s.plan.work
	w.namingCount = reuse(w.namingCount, len(naming))
	total := 0
	for _, opts := range s.options {
		for _, opt := range opts {
			for _, x := range opt {
				if counted[x.index] {
					w.namingCount[x.index]++
					total++
				}
			}
		}
	}
	w.namingLits = reuse(w.namingLits, total)
	at := 0
	for i, k := range w.namingCount {
		if k > 0 {
			naming[i] = w.namingLits[at : at : at+k]
			at += k
		}
	}
}

// addRequirements gives the solver each requirement with the options that
// obey it.
func (s *blockSearch) addRequirements() {
	w := s.plan.work
	s.prob.Reqs = reuse(s.prob.Reqs, len(s.reqs))
	for ri, r := range s.reqs {
		s.prob.Reqs[ri].Weight = r.weight
	}
	// The satisfiers are found in the order of the variables, then given
	// each requirement in that order as its part of one list.
	found := w.found[:0]
	count := reuse(w.count, len(s.reqs))
	defer func() { w.found, w.count = found, count }()
	for v, opts := range s.options {
		c := s.creatures[v]
		for _, ri := range s.reqsFor(c) {
			for o, opt := range opts {
				if !s.bud.Charge(1 + len(opt)) {
					return // out of budget: the solver will not run
				}
				if s.plan.satisfies(s.reqs[ri], c, opt) {
					found = append(found, satisfier{ri, solver.Lit{V: v, O: o}})
					count[ri]++
				}
			}
		}
	}
	w.sats = reuse(w.sats, len(found))
	all := w.sats
	at := 0
	for ri, k := range count {
		if k > 0 {
			s.prob.Reqs[ri].Satisfiers = all[at : at : at+k]
			at += k
		}
	}
	for _, f := range found {
		s.prob.Reqs[f.ri].Satisfiers = append(s.prob.Reqs[f.ri].Satisfiers, f.lit)
	}
}

// proposalCount is how many requirements the proposal obeys, and which;
// a creature can obey only the requirements it may obey.
func (s *blockSearch) proposalCount() (obeyed int, obeys []bool) {
	obeys = make([]bool, len(s.reqs))
	for i, c := range s.plan.blockers {
		for _, ri := range s.reqsFor(c) {
			if !obeys[ri] && s.plan.satisfies(s.reqs[ri], c, s.plan.named[i]) {
				obeys[ri] = true
				obeyed += s.reqs[ri].weight
			}
		}
	}
	return s.exactlyOneCount(obeys, obeyed) // require.go
}

// violations are the 500.4 violations: each requirement the proposal does
// not obey and the solver's better declaration does.
func (s *blockSearch) violations(sol solver.Solution, obeys []bool, obeyed int) []Violation {
	var v []Violation
	// The messages are joined, not formatted (%q is strconv.Quote): one
	// allocation each instead of one per argument.
	tail := ", though a declaration breaking no restriction does: the example obeys " + requirementCount(sol.Obeyed) + ", this declaration " + strconv.Itoa(obeyed) + "."
	var quotedFrom *sourced
	var quoted string
	for ri, r := range s.reqs {
		if obeys[ri] || solver.CountLits(s.prob.Reqs[ri].Satisfiers, sol.Choice) == 0 {
			continue
		}
		var msg string
		var objs []ObjectID
		if r.exactlyOne {
			objs = objects(r.source.from.ID)
			msg = fmt.Sprintf("%s must be blocked by exactly one creature if able (%q), and %s, though a declaration breaking no restriction does (exactly one blocks it): the example obeys %s, this declaration %d.",
				r.source.from.label(), r.source.Text, s.blockedBy(r), requirementCount(sol.Obeyed), obeyed)
		} else if r.holder == nil {
			objs = objects(r.source.from.ID)
			msg = r.source.from.label() + " must be blocked if able (" + strconv.Quote(r.source.Text) + ") and nothing blocks it" + tail
		} else {
			if r.source != quotedFrom { // a Lure's requirements share their source: quoted once
				quotedFrom, quoted = r.source, strconv.Quote(r.source.Text)
			}
			objs = objects(r.holder.ID, r.source.from.ID)
			msg = r.holder.label() + " " + r.why + " (" + r.source.from.label() + ": " + quoted + ") and does not" + tail
		}
		for range r.weight { // each identical requirement is broken
			v = append(v, Violation{Rule: "500.4", Objects: objs, Message: msg})
		}
	}
	return v
}

// obeyingFirst lists the attackers c may block, those that obey one of the
// requirements reqs[i], i in mine, first: a set obeys a requirement exactly
// when one of its attackers alone does (blocking is per attacker and its
// band). It reports false when the budget ran out.
func (plan *blockPlan) obeyingFirst(f *blockable, reqs []blockRequirement, mine []int, bud *solver.Budget) (legal []*perm, obeying int, ok bool) {
	c := f.c
	n := len(plan.attack.attackers)
	// legal can take others at its end; one holds each attacker alone
	// (neither allowed nor satisfies keeps it).
	sc := &plan.work.scratch
	if cap(sc.legal) < n {
		sc.legal, sc.others = make([]*perm, 0, n), make([]*perm, 0, n)
	}
	if cap(sc.one) < 1 {
		sc.one = make(blockOption, 1)
	}
	legal, others, one := sc.legal[:0], sc.others[:0], sc.one[:1]
	// A creature that blocks one attacker obeys only by blocking one that
	// obeys: the others are not asked about (nor charged for).
	single := capacity(c) == 1
	for _, a := range plan.attack.attackers {
		one[0] = a
		obeys := false
		for _, ri := range mine {
			obeys = obeys || plan.satisfies(reqs[ri], c, one)
		}
		if !obeys && single || !f.free(one) {
			continue
		}
		if !bud.Charge(1 + len(mine)) {
			return nil, 0, false
		}
		if obeys {
			legal = append(legal, a)
		} else {
			others = append(others, a)
		}
	}
	legal = append(legal, others...)
	sc.legal, sc.others = legal, others // grown, if they were: kept at their largest
	return legal, len(legal) - len(others), true
}

// requirementOptions lists the ways creature c may block that obey at least
// one requirement on it, reqs[i] for each i in mine (500.5): sets of
// attackers it may legally name, of at most its capacity, no two from one
// band. It reports whether the list was cut, at maxBlockOptions or when
// the work budget ran out. A set is grown only from an attacker that obeys
// (obeyingFirst), so every set the walk looks at obeys a requirement and it
// stops at maxBlockOptions instead of trying subsets that obey nothing.
// The list answered is scratch of the plan: read it before asking for the
// next creature.
func (plan *blockPlan) requirementOptions(f *blockable, reqs []blockRequirement, mine []int, bud *solver.Budget) ([]blockOption, bool) {
	c := f.c
	legal, obeying, ok := plan.obeyingFirst(f, reqs, mine, bud)
	if !ok {
		return nil, true
	}
	if w := plan.work; len(w.attackOrder) != len(plan.b.order) {
		w.attackOrder = reuse(w.attackOrder, len(plan.b.order))
		for i, a := range plan.attack.attackers {
			w.attackOrder[a.index] = i
		}
	}
	k := capacity(c)
	if k < 0 || k > len(legal) {
		k = len(legal)
	}
	sc := &plan.work.scratch
	if len(sc.taken) < len(plan.b.order) {
		sc.taken = reuse(sc.taken, len(plan.b.order))
	}
	if cap(sc.cur) < k {
		sc.cur = make(blockOption, 0, k)
	}
	w := optionWalk{plan: plan, legal: legal, obeying: obeying, k: k, bud: bud, cur: sc.cur[:0], out: sc.outs[:0]}
	w.walk(0)
	sc.cur, sc.outs = w.cur[:0], w.out[:0] // the list is the scratch's: read before the next creature's
	return w.out, w.cut
}

// optionWalk is requirementOptions' walk over the sets of attackers a
// creature may name: legal, the first obeying of them obeying a
// requirement, at most k in a set.
type optionWalk struct {
	plan    *blockPlan
	legal   []*perm
	obeying int
	k       int
	bud     *solver.Budget
	cur     blockOption // the set being grown
	out     []blockOption
	cut     bool
}

// walk lists cur and every set grown from it by attackers of legal from
// index from on, in order of the attack, until the budget or
// maxBlockOptions cuts it short.
func (w *optionWalk) walk(from int) {
	if w.cut {
		return
	}
	sc, order := &w.plan.work.scratch, w.plan.work.attackOrder
	taken := sc.taken // attackers whose band is in cur, by index on the board; each increment is undone below
	// Each set looked at costs its size (it is copied and sorted).
	if !w.bud.Charge(1 + len(w.cur)) {
		w.cut = true
		return
	}
	if len(w.cur) > 0 {
		if len(w.out) == maxBlockOptions {
			w.cut = true
			return
		}
		set := sc.option(w.cur)
		slices.SortFunc(set, func(x, y *perm) int { return order[x.index] - order[y.index] })
		w.out = append(w.out, set)
	}
	if len(w.cur) == w.k {
		return
	}
	end := len(w.legal)
	if len(w.cur) == 0 {
		end = w.obeying // the first attacker of a set is one that obeys
	}
	if !w.bud.Charge(end - from) {
		w.cut = true
		return
	}
	for i := from; i < end; i++ {
		a := w.legal[i]
		if taken[a.index] > 0 {
			continue // a band-mate is in the set already
		}
		w.cur = append(w.cur, a)
		for _, m := range w.plan.band[a.index] {
			taken[m.index]++
		}
		w.walk(i + 1)
		for _, m := range w.plan.band[a.index] {
			taken[m.index]--
		}
		w.cur = w.cur[:len(w.cur)-1]
	}
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
			for _, m := range plan.band[named.index] {
				if m != named && !containsPerm(plan.named[i], m) {
					n = append(n, Note{Rule: "502.10e", Objects: []ObjectID{c.ID, named.ID, m.ID},
						Message: fmt.Sprintf("%s blocks %s, so %s, in the same band, is blocked by %s too.", c.label(), named.label(), m.label(), c.label())})
				}
			}
		}
		for _, bu := range c.all(ability.Bushido) {
			n = append(n, Note{Rule: "502.38a", Objects: []ObjectID{c.ID},
				Message: fmt.Sprintf("%s blocks: its bushido %d triggers, +%d/+%d until end of turn.", c.label(), bu.N, bu.N, bu.N)})
		}
		n = append(n, bushidoXNotes(c, "blocks")...) // bushido.go
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
		for range a.all(ability.Flanking) {
			for _, c := range bs {
				if !c.has(ability.Flanking) {
					n = append(n, Note{Rule: "502.3a", Objects: []ObjectID{a.ID, c.ID},
						Message: fmt.Sprintf("%s's flanking triggers: %s, blocking it without flanking, gets -1/-1 until end of turn.", a.label(), c.label())})
				}
			}
		}
		for _, r := range a.all(ability.Rampage) {
			if len(bs) > 1 {
				k := r.N * (len(bs) - 1)
				n = append(n, Note{Rule: "502.12a", Objects: []ObjectID{a.ID},
					Message: fmt.Sprintf("%s's rampage %d triggers: blocked by %d creatures, it gets +%d/+%d until end of turn.", a.label(), r.N, len(bs), k, k)})
			}
		}
		for _, bu := range a.all(ability.Bushido) {
			n = append(n, Note{Rule: "502.38a", Objects: []ObjectID{a.ID},
				Message: fmt.Sprintf("%s becomes blocked: its bushido %d triggers, +%d/+%d until end of turn.", a.label(), bu.N, bu.N, bu.N)})
		}
		n = append(n, bushidoXNotes(a, "becomes blocked")...) // bushido.go
	}
	return append(n, plan.blockCostNotes()...)
}

func containsPerm(list []*perm, p *perm) bool {
	for _, x := range list {
		if x == p {
			return true
		}
	}
	return false
}

// tappedForBlocks reports whether c's being tapped keeps it from blocking
// (309.2a): not when an effect lets it block as though it were untapped
// (Masako the Humorless).
func tappedForBlocks(c *perm) bool {
	return c.Tapped && !c.has(ability.BlocksAsThoughUntapped)
}
