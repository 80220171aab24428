package declare

import (
	"context"
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/solver"
	"rulesjudge/rules/state"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// blockPlan is a declaration of blockers against a declared attack, with
// every id resolved.
type BlockPlan struct {
	b        *state.Board
	Attack   *AttackPlan
	blockers []*state.Perm
	named    [][]*state.Perm // the attackers each blocker names, in its order
	decl     []game.Blocker
	band     [][]*state.Perm // by index on the board: each attacker's band, itself included (nil: not attacking)
	// defenders are the players attacked (defends): only their creatures
	// may block.
	defenders []game.PlayerID
	// paid and lifePaid are the mana and life paid for the costs to block
	// (309.2b), if the request says.
	Paid, LifePaid *int
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
func ResolveBlockers(b *state.Board, attack *AttackPlan, decl []game.Blocker) (*BlockPlan, game.ErrorList) {
	var errs game.ErrorList
	named := 0
	for _, bl := range decl {
		named += len(bl.Blocking)
	}
	// The plan's lists of creatures are parts of one list: the one-creature
	// bands, the blockers, the attackers each blocker names; its lists of
	// lists parts of another: each attacker's band, each blocker's
	// attackers. Each part's capacity is cut at its size.
	n, na, nd := len(b.Order), len(attack.Attackers), len(decl)
	lists := make([][]*state.Perm, n+nd)
	perms := make([]*state.Perm, na+nd+named)
	plan := &BlockPlan{b: b, Attack: attack, decl: decl, band: lists[:n:n],
		blockers: perms[na : na : na+nd], named: lists[n : n : n+nd]}
	for _, a := range attack.Attackers {
		if d := attack.Player[a.ID]; !slices.Contains(plan.defenders, d) {
			plan.defenders = append(plan.defenders, d)
		}
	}
	b.Activate(ability.Attacking, attack.Attackers)
	activateAgainst(b, attack)
	b.ActivateLords(attack.Attackers, attack.Player) // conditions.go
	for i, a := range attack.Decl {
		if p := b.Perms[a.Creature]; p != nil && p.Controller != b.ActivePlayer && p.IsCreature() {
			errs.Add(game.At("attackers", i, "creature"), "%s is controlled by %s, not by the active player %s; only the active player's creatures attack", p.Label(), p.Controller, b.ActivePlayer)
		}
	}
	for _, bd := range attack.bandList() {
		for _, m := range bd.members {
			plan.band[m.Index] = bd.members
		}
	}
	alone := perms[:na:na] // the one-creature bands
	for i, c := range attack.Attackers {
		if plan.band[c.Index] == nil {
			alone[i] = c
			plan.band[c.Index] = alone[i : i+1 : i+1]
		}
	}
	seen := make([]bool, len(b.Order))         // by index on the board
	slab := perms[na+nd : na+nd : na+nd+named] // each blocker's attackers are its part of it
	for i, bl := range decl {
		at := func(parts ...any) game.Path { return game.At(append([]any{"blockers", i}, parts...)...) }
		p, ok := b.Perms[bl.Creature], true
		if bl.Creature == "" || p == nil || !p.IsCreature() { // else creatureRef finds it: its path only for an error
			p, ok = b.CreatureRef(&errs, at("creature"), bl.Creature, "blocker", false)
		}
		if ok {
			if seen[p.Index] {
				errs.Add(at("creature"), "%s is declared as a blocker twice; list every attacker it blocks in one entry", p.Label())
			}
			seen[p.Index] = true
		}
		if len(bl.Blocking) == 0 {
			errs.Add(at("blocking"), "a blocker blocks at least one attacker")
		}
		start := len(slab)
		for k, id := range bl.Blocking {
			_, attacking := attack.Player[id]
			switch {
			case !attacking:
				errs.Add(at("blocking", k), "%q is not one of the declared attackers", id)
			case slices.Contains(bl.Blocking[:k], id):
				errs.Add(at("blocking", k), "%q is listed twice", id)
			default:
				slab = append(slab, b.Perms[id])
			}
		}
		var these []*state.Perm // nil when it names none, as before
		if len(slab) > start {
			these = slab[start:len(slab):len(slab)]
		}
		plan.blockers = append(plan.blockers, p)
		plan.named = append(plan.named, these)
	}
	return plan, errs
}

// defends reports whether player p is attacked.
func (plan *BlockPlan) defends(p game.PlayerID) bool { return slices.Contains(plan.defenders, p) }

// blocked returns the attackers a creature naming these attackers blocks:
// each of them and every member of their bands (502.10e).
// When no attacker named is in a band of more than one, that is named
// itself (its attackers are distinct: resolveBlockers); callers only read
// the answer.
func (plan *BlockPlan) blocked(named []*state.Perm) []*state.Perm {
	if !slices.ContainsFunc(named, func(a *state.Perm) bool { return len(plan.band[a.Index]) > 1 }) {
		return named
	}
	var out []*state.Perm
	for _, a := range named {
		for _, m := range plan.band[a.Index] {
			if !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// blocksAtAll is whether mayBlockAtAll finds nothing, without writing its
// messages: the solver's options ask it of every creature.
func blocksAtAll(b *state.Board, c *state.Perm) bool {
	return !tappedForBlocks(c) && freeToBlock(b, c)
}

// mayBlockAtAll lists why a creature can't block whatever it blocks.
func mayBlockAtAll(b *state.Board, c *state.Perm) []game.Violation {
	var v []game.Violation
	if tappedForBlocks(c) {
		v = append(v, game.Violation{Rule: "309.2a", Objects: []game.ObjectID{c.ID}, Message: c.Label() + " is tapped, and tapped creatures can't be declared as blockers."})
	}
	return bannedAtAll(v, b, c, ability.ToBlock, "")
}

// mayBlock lists why creature c can't block attacker a, apart from the
// reasons that stop it blocking anything: who may block whom (309.2a), the
// evasion abilities (501, 502) and the restrictions naming the pair (500.3).
func (plan *BlockPlan) mayBlock(c, a *state.Perm) []game.Violation {
	return plan.blockProblems(c, a, true)
}

// canBlockPair is mayBlock without the messages, for the solver's options.
// The commonest reasons a pair can't block are asked first, as
// blockProblems asks them (309.2a) and evasion (502.4b), without building
// their violations (TestCanBlockPairAgrees holds the two to one answer).
func (plan *BlockPlan) canBlockPair(c, a *state.Perm) bool {
	if c.Controller != plan.Attack.Player[a.ID] {
		return false
	}
	if a.Has(ability.Flying) && !blocksAsThoughHad(c, ability.Flying) {
		return false
	}
	// The bans of the pair's own abilities next: a "no" here boxes no
	// message argument.
	if pairBanned(c, a, nil) {
		return false
	}
	return len(plan.blockProblems(c, a, false)) == 0
}

// blockProblems is mayBlock; without explain, the violations have no
// message (no text is formatted for a question that only needs yes or no).
func (plan *BlockPlan) blockProblems(c, a *state.Perm, explain bool) []game.Violation {
	var v []game.Violation
	add := func(rule game.RuleID, format string, args ...any) {
		if !explain {
			v = append(v, game.Violation{Rule: rule})
			return
		}
		v = append(v, game.Violation{Rule: rule, Objects: []game.ObjectID{c.ID, a.ID}, Message: fmt.Sprintf(format, args...)})
	}
	defender := plan.Attack.Player[a.ID]
	if c.Controller != defender {
		add("309.2a", "%s is controlled by %s, but %s attacks %s; only the defending player's creatures block it.", c.Label(), c.Controller, a.Label(), defender)
	}
	evasion(plan.b, c, a, add)
	othersBanned(plan.b, c, a, add)
	pairBanned(c, a, func(s side, r *ability.Ability) {
		if !explain {
			add("500.3", "")
			return
		}
		add("500.3", "%s", s.explain(r, c, a))
	})
	return v
}

// evasion reports, through add, each evasion ability of attacker a that
// keeps c from blocking it (501, 502), all of them: they are cumulative
// (501.2).
func evasion(b *state.Board, c, a *state.Perm, add func(rule game.RuleID, format string, args ...any)) {
	if a.Has(ability.Flying) && !blocksAsThoughHad(c, ability.Flying) {
		add("502.4b", "%s can't block %s: %s has flying and %s has not.", c.Label(), a.Label(), a.Label(), c.Label())
	}
	if a.Has(ability.Shadow) && !blocksAsThoughHad(c, ability.Shadow) {
		add("502.8b", "%s can't block %s: %s has shadow and %s has not.", c.Label(), a.Label(), a.Label(), c.Label())
	}
	if !a.Has(ability.Shadow) && c.Has(ability.Shadow) {
		add("502.8b", "%s can't block %s: %s has shadow and %s has not.", c.Label(), a.Label(), c.Label(), a.Label())
	}
	if a.Has(ability.Horsemanship) && !c.Has(ability.Horsemanship) {
		add("502.17b", "%s can't block %s: %s has horsemanship and %s has not.", c.Label(), a.Label(), a.Label(), c.Label())
	}
	if a.Has(ability.Fear) && !c.HasType("artifact") && !c.HasColor("black") {
		add("502.25b", "%s can't block %s: %s has fear, and only artifact or black creatures can block it.", c.Label(), a.Label(), a.Label())
	}
	for _, w := range a.All(ability.Landwalk) {
		if landwalkIgnored(b, c, w.Quality) {
			continue
		}
		if land := landOf(b, c.Controller, w.Quality, false); land != nil {
			add("502.6b", "%s can't block %s: %s has %s and %s controls %s.", c.Label(), a.Label(), a.Label(), strings.ToLower(w.Text), c.Controller, land.Label())
		}
	}
	for _, w := range a.All(ability.SnowLandwalk) {
		if everyLandwalkIgnored(b, c) {
			continue // snow landwalk is a landwalk ability (502.6c)
		}
		if land := landOf(b, c.Controller, w.Quality, true); land != nil {
			add("502.6c", "%s can't block %s: %s has %s and %s controls %s, a snow land of that type.", c.Label(), a.Label(), a.Label(), strings.ToLower(w.Text), c.Controller, land.Label())
		}
	}
	for _, p := range a.All(ability.Protection) {
		if state.Holds(p.Quality, c) {
			add("502.7f", "%s can't block %s: %s has protection from %s.", c.Label(), a.Label(), a.Label(), p.Quality.Text)
		}
	}
}

// landOf finds a land the player controls with the landwalk's quality.
func landOf(b *state.Board, player game.PlayerID, q ability.Quality, snow bool) *state.Perm {
	for _, p := range b.Order {
		if p.Controller == player && p.HasType("land") && state.Holds(q, p) && (!snow || p.HasSupertype("snow")) {
			return p
		}
	}
	return nil
}

func CheckBlocks(ctx context.Context, plan *BlockPlan, opt Options) (game.Judgement, error) {
	var v []game.Violation
	for i, c := range plan.blockers {
		v = append(v, mayBlockAtAll(plan.b, c)...)
		for _, a := range plan.named[i] {
			v = append(v, plan.mayBlock(c, a)...)
		}
		if k := capacity(c); k >= 0 && len(plan.named[i]) > k {
			v = append(v, game.Violation{Rule: "309.2a", Objects: append([]game.ObjectID{c.ID}, IdsOf(plan.named[i])...),
				Message: fmt.Sprintf("%s blocks %d attackers but may block %d.", c.Label(), len(plan.named[i]), k)})
		}
	}
	v = plan.restrictions(v)
	v = append(v, plan.blockCostsPaid()...)
	req, v, undecided, err := plan.requirements(ctx, opt, v)
	if err != nil {
		return game.Judgement{}, err
	}
	return JudgementOf(v, req, undecided, plan.notes), nil
}

// restrictions checks the restrictions that depend on the other blockers
// (500.3): how many creatures block an attacker, the caps, blocking alone.
// Counts are of the blockers that name the attacker. The violations are
// appended to v.
func (plan *BlockPlan) restrictions(v []game.Violation) []game.Violation {
	counts := plan.restrictionCounts()
	if len(counts) == 0 {
		return v
	}
	takesPart := func(c *state.Perm) bool { return slices.Contains(plan.blockers, c) }
	for _, r := range counts {
		counted := plan.blockers
		if r.naming != nil {
			counted = plan.namers(r.naming)
		}
		v = r.check(v, counted, takesPart)
	}
	return v
}

// namers are the proposed blockers that name attacker a, in the order of
// the declaration.
func (plan *BlockPlan) namers(a *state.Perm) []*state.Perm {
	var out []*state.Perm
	for i, c := range plan.blockers {
		if slices.Contains(plan.named[i], a) {
			out = append(out, c)
		}
	}
	return out
}

// restrictionCounts is countRestrictions, made once: the check of the
// proposal and the solver both read it.
func (plan *BlockPlan) restrictionCounts() []countRestriction {
	if !plan.counted {
		plan.counts, plan.counted = plan.countRestrictions(), true
	}
	return plan.counts
}

// countRestrictions lists the restrictions of 500.3 that count blockers,
// as values both the check of a proposal and the solver read: the
// attackers' own (their blockers), the creatures' own (blocking alone,
// with others), then those the permanents say of every creature.
func (plan *BlockPlan) countRestrictions() []countRestriction {
	var out []countRestriction
	for _, a := range plan.Attack.Attackers {
		out = countsOn(out, a, blockedCounts)
	}
	for _, c := range plan.b.Order {
		if c.IsCreature() {
			out = countsOn(out, c, blockCountsOfItself)
		}
	}
	return countsOfSources(out, plan.b, blockCountsOfSelected)
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
	holder  *state.Perm
	targets []*state.Perm
	source  requirementSource // the same for every holder of one ability
	why     string
	weight  int // how many identical requirements this stands for
	// exactlyOne: obeyed when exactly one creature blocks one of targets
	// (Nacatl War-Pride, require.go), not one or more.
	exactlyOne bool
}

// requirementSource is the ability a requirement comes from, with the
// permanent that has it: the ability where it is (an element of the
// permanent's abilities, read only; provokeAbility), not a copy of it.
type requirementSource struct {
	From *state.Perm
	*ability.Ability
}

// provokeAbility is the source of provoke's requirement (502.29a), shared
// by every provoke: read only.
var provokeAbility = ability.Ability{Keyword: ability.Provoke, Text: "Provoke"}

// distinct lists abilities once per text, each with how many times it is
// there, in the order first met. Callers only read them: one ability is
// answered with abs itself.
func distinct(abs []ability.Ability) ([]ability.Ability, []int) {
	if len(abs) <= 1 {
		return abs, onceEach[:len(abs)]
	}
	if n := len(abs); n < len(timesSaid) && sameText(abs) { // one line said n times (two Lures): no lists to make
		return abs[:1:1], timesSaid[n : n+1 : n+1]
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

// timesSaid[n] is n: distinct's count of one text said n times, which
// callers only read.
var timesSaid = func() (t [16]int) {
	for i := range t {
		t[i] = i
	}
	return t
}()

// sameText reports whether every ability of abs has the text of the first.
func sameText(abs []ability.Ability) bool {
	for i := 1; i < len(abs); i++ {
		if abs[i].Text != abs[0].Text {
			return false
		}
	}
	return true
}

// blockedRequirements appends to out the requirements attacker a puts on
// blocking it: Lure's on each creature able to block it, "must be blocked if able",
// "must be blocked by exactly one creature if able".
func (plan *BlockPlan) blockedRequirements(out []blockRequirement, a *state.Perm) []blockRequirement {
	b := plan.b
	if !a.HasAny(lures) && !a.HasAny(mustBeBlocked) && !a.HasAny(mustBeBlockedByOne) {
		return out
	}
	target, why := plan.alone(a), "must block "+a.Label()+" if able" // shared by every holder
	if cap(out) == 0 {
		out = make([]blockRequirement, 0, len(b.Order)) // a Lure's requirements are on many creatures
	}
	defender := plan.Attack.Player[a.ID]
	for _, lure := range lures {
		abs, n := distinct(a.All(lure))
		for k := range abs {
			l := &abs[k]
			src := requirementSource{a, l}
			for _, c := range b.Order {
				if c.Controller == defender && !c.Tapped && c.IsCreature() && state.Holds(l.Quality, c) {
					out = append(out, blockRequirement{holder: c, targets: target, source: src, why: why, weight: n[k]})
				}
			}
		}
	}
	for _, must := range mustBeBlocked {
		musts, nm := distinct(a.All(must))
		for k := range musts {
			out = append(out, blockRequirement{targets: target, source: requirementSource{a, &musts[k]}, why: "must be blocked if able", weight: nm[k]})
		}
	}
	return append(out, exactlyOneRequirements(a, target)...) // require.go
}

// namedRequirements appends to out creature c's requirements to block
// the attacker its effect names this turn (provoke's, "must block ~
// this turn if able"): none when what it names does not attack.
func (plan *BlockPlan) namedRequirements(out []blockRequirement, c *state.Perm) []blockRequirement {
	for _, k := range blockRequiredNamed {
		named := c.All(k)
		for i := range named {
			r := &named[i]
			var attackers []*state.Perm
			for _, a := range plan.Attack.Attackers {
				if namedBy(*r, c, a) {
					attackers = append(attackers, a)
				}
			}
			if len(attackers) > 0 {
				out = append(out, blockRequirement{holder: c, targets: attackers, source: requirementSource{c, r}, why: "must block " + attackers[0].Label() + " this turn if able", weight: 1})
			}
		}
	}
	return out
}

// alone is the list of attacker a alone, read only: its band's list when
// it is a band of its own (ResolveBlockers made it), a new one otherwise.
func (plan *BlockPlan) alone(a *state.Perm) []*state.Perm {
	if bd := plan.band[a.Index]; len(bd) == 1 && bd[0] == a {
		return bd
	}
	return []*state.Perm{a}
}

// blockRequirements appends to out the requirements on the defending
// player's creatures.
func (plan *BlockPlan) blockRequirements(out []blockRequirement) []blockRequirement {
	b := plan.b
	// A tapped creature is exempt from every requirement to block (500.3),
	// even one an effect lets block as though it were untapped (Masako
	// the Humorless changes whether it can block, not the exemption): the
	// holders below are untapped creatures, c.Tapped and not
	// tappedForBlocks.
	for _, c := range b.Order {
		if c.Tapped || !plan.defends(c.Controller) || !c.IsCreature() {
			continue
		}
		for _, each := range blockRequiredOfItself {
			abs, n := distinct(c.All(each))
			for k := range abs {
				out = append(out, blockRequirement{holder: c, source: requirementSource{c, &abs[k]}, why: "blocks each turn if able", weight: n[k]})
			}
		}
		out = plan.namedRequirements(out, c)
		for _, each := range blockRequiredOfOthers {
			srcs := b.Sources(each)
			for i := range srcs {
				if s := &srcs[i]; state.Holds(s.Quality, c) {
					out = append(out, blockRequirement{holder: c, source: requirementSource{s.From, &s.Ability}, why: "blocks each turn if able", weight: 1})
				}
			}
		}
	}
	for _, a := range plan.Attack.Attackers {
		out = plan.blockedRequirements(out, a)
	}
	for i, d := range plan.Attack.Decl {
		a := plan.Attack.Attackers[i]
		for _, t := range d.Provoke {
			if c := b.Perms[t]; Provokes(a, c, plan.Attack.Player[a.ID]) && !c.Tapped {
				out = append(out, blockRequirement{holder: c, targets: plan.alone(a), weight: 1,
					source: requirementSource{a, &provokeAbility}, why: "must block " + a.Label() + " if able (provoke)"})
			}
		}
	}
	return out
}

// provokes reports whether attacker a's provoke may have c untap and block
// it: a creature the player it attacks controls, which it can target (a
// target with protection from it or shroud is illegal, and the ability is
// removed from the stack: 502.7b, 410.4).
func Provokes(a, c *state.Perm, defender game.PlayerID) bool {
	if c == nil || !c.IsCreature() || c.Controller != defender {
		return false
	}
	_, protected := ProtectedFrom(c, a)
	return !protected && !state.Shrouded(c)
}

// blockOption is one way a creature may block: the attackers it names.
type blockOption []*state.Perm

// satisfies reports whether creature c naming opt obeys requirement r: r is
// on c (or on any creature) and, when r names attackers, c blocks one of
// them or one of their band (502.10e).
func (plan *BlockPlan) satisfies(r blockRequirement, c *state.Perm, opt blockOption) bool {
	if len(opt) == 0 || (r.holder != nil && r.holder != c) {
		return false
	}
	if r.targets == nil {
		return true
	}
	for _, a := range opt {
		for _, x := range plan.band[a.Index] {
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
	plan       *BlockPlan
	reqs       []blockRequirement
	concerning [][]int // the requirements on each creature, by its index on the board
	anyReqs    []int   // the requirements any creature may obey
	bud        *solver.Budget
	prob       solver.Problem
	creatures  []*state.Perm
	options    [][]blockOption
	start      []int
	held       []int         // concerning's lists, one after another
	truncated  []int         // variables whose options were cut short
	costly     bool          // some block may cost something (blocksCost)
	optSlab    []blockOption // optionList's
	pairs      []pairState   // blockOptions' buffer
}

// reqsFor lists the requirements creature c may obey.
func (s *blockSearch) reqsFor(c *state.Perm) []int {
	mine := s.concerning[c.Index]
	return append(mine[:len(mine):len(mine)], s.anyReqs...)
}

// requirements runs the solver over the declaration of blockers under
// 500.5, as for attacks. v are the violations found before (the
// restrictions are met when there are none); the requirements' violations
// are appended to them.
func (plan *BlockPlan) requirements(ctx context.Context, opt Options, v []game.Violation) (*game.RequirementSummary, []game.Violation, []game.ObjectID, error) {
	restrictionsMet := len(v) == 0
	w := blockWorks.Get().(*blockWork)
	s := &w.search // its lists as the last search left them, emptied (release)
	s.reqs = plan.blockRequirements(s.reqs)
	reqs := s.reqs
	if len(reqs) == 0 {
		w.release()
		return nil, v, nil, nil
	}
	plan.work = w
	s.plan, s.bud, s.concerning = plan, newBudget(ctx, opt), reuse(s.concerning, len(plan.b.Order))
	defer func() { plan.work = nil; w.release() }()
	// Each creature's list is its part of one list, its capacity cut at
	// its length, in the order of reqs.
	s.held = reuse(s.held, len(plan.b.Order)+len(reqs))
	count, flat := s.held[:len(plan.b.Order)], s.held[len(plan.b.Order):len(plan.b.Order)]
	for _, r := range reqs {
		if r.holder != nil {
			count[r.holder.Index]++
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
			s.concerning[r.holder.Index] = append(s.concerning[r.holder.Index], ri)
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
	ex := &game.Declaration{Blockers: make([]game.Blocker, 0, blocking)}
	ids := make([]game.ObjectID, 0, named)
	for v := range s.creatures {
		if o := sol.Choice[v]; o != 0 {
			start := len(ids)
			for _, a := range s.options[v][o] {
				ids = append(ids, a.ID)
			}
			ex.Blockers = append(ex.Blockers, game.Blocker{Creature: s.creatures[v].ID, Blocking: ids[start:len(ids):len(ids)]})
		}
	}
	var creatureIDs []game.ObjectID // read only for the creatures left undecided
	if len(sol.Undecided) > 0 {
		creatureIDs = IdsOf(s.creatures)
	}
	sum, undecided, better := summarize(obeyed, sol, restrictionsMet, creatureIDs, ex)
	if !better {
		return sum, v, undecided, nil
	}
	return sum, s.violations(v, sol, obeys, obeyed), undecided, nil
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
	w.proposed = reuse(w.proposed, len(plan.b.Order))
	proposed := w.proposed // by index on the board
	for i, c := range plan.blockers {
		if c != nil {
			proposed[c.Index] = proposal{plan.named[i], true}
		}
	}
	n := len(plan.b.Order) // at most one variable each
	s.prob.Vars, s.creatures, s.options, s.start = spare(s.prob.Vars, n), spare(s.creatures, n), spare(s.options, n), spare(s.start, n)
	for _, c := range plan.b.Order {
		named, declared := proposed[c.Index].named, proposed[c.Index].declared
		concerned := len(s.concerning[c.Index]) > 0 || len(s.anyReqs) > 0 && plan.defends(c.Controller) && !c.Tapped // exempt when tapped (500.3)
		if (!declared && !concerned) || !c.IsCreature() {
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
func (s *blockSearch) blockOptions(c *state.Perm, named []*state.Perm, declared, concerned bool) (opts []blockOption, choice int, cut bool) {
	plan := s.plan
	s.bud.Charge(1 + len(plan.Attack.Attackers))
	free := blocksAtAll(plan.b, c)
	if len(s.pairs) < len(plan.b.Order) {
		s.pairs = reuse(s.pairs, len(plan.b.Order))
	}
	f := &blockable{plan: plan, c: c, pairs: s.pairs, blocks: free, costly: s.costly}
	for _, a := range plan.Attack.Attackers {
		f.pairs[a.Index] = pairUnknown
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
	plan   *BlockPlan
	c      *state.Perm
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
func (f *blockable) pair(a *state.Perm) bool {
	switch f.pairs[a.Index] {
	case pairMay:
		return true
	case pairMayNot:
		return false
	}
	ok := f.blocks && f.plan.canBlockPair(f.c, a)
	f.pairs[a.Index] = pairMayNot
	if ok {
		f.pairs[a.Index] = pairMay
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
	order, w := s.plan.b.Order, s.plan.work
	w.taking = reuse(w.taking, len(order))
	lists := countLists{taking: w.taking, order: order}
	counted := make([]bool, len(order)) // by index on the board
	for _, r := range restrictions {
		if r.naming != nil {
			counted[r.naming.Index] = true
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
				if counted[x.Index] {
					lists.naming[x.Index] = append(lists.naming[x.Index], l)
				}
			}
		}
		if len(lists.all) > start {
			lists.taking[s.creatures[v].Index] = lists.all[start:len(lists.all):len(lists.all)]
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
				if counted[x.Index] {
					w.namingCount[x.Index]++
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
func (s *blockSearch) violations(v []game.Violation, sol solver.Solution, obeys []bool, obeyed int) []game.Violation {
	n, broken := 0, 0 // the violations, counted first: v grown once
	for ri, r := range s.reqs {
		if !obeys[ri] && solver.CountLits(s.prob.Reqs[ri].Satisfiers, sol.Choice) > 0 {
			n, broken = n+r.weight, broken+1
		}
	}
	v = slices.Grow(v, n)
	// Each violation's objects, at most two, are its part of one list.
	slab := make([]game.ObjectID, 0, 2*broken)
	objects := func(ids ...game.ObjectID) []game.ObjectID {
		start := len(slab)
		for _, id := range ids {
			if !slices.Contains(slab[start:], id) { // once each (game.Objects)
				slab = append(slab, id)
			}
		}
		return slab[start:len(slab):len(slab)]
	}
	// The messages are joined, not formatted (%q is strconv.Quote): one
	// allocation each instead of one per argument.
	tail := ", though a declaration breaking no restriction does: the example obeys " + game.RequirementCount(sol.Obeyed) + ", this declaration " + strconv.Itoa(obeyed) + "."
	var quotedFrom requirementSource
	var quoted string
	for ri, r := range s.reqs {
		if obeys[ri] || solver.CountLits(s.prob.Reqs[ri].Satisfiers, sol.Choice) == 0 {
			continue
		}
		var msg string
		var objs []game.ObjectID
		if r.exactlyOne {
			objs = objects(r.source.From.ID)
			msg = fmt.Sprintf("%s must be blocked by exactly one creature if able (%q), and %s, though a declaration breaking no restriction does (exactly one blocks it): the example obeys %s, this declaration %d.",
				r.source.From.Label(), r.source.Text, s.blockedBy(r), game.RequirementCount(sol.Obeyed), obeyed)
		} else if r.holder == nil {
			objs = objects(r.source.From.ID)
			msg = r.source.From.Label() + " must be blocked if able (" + strconv.Quote(r.source.Text) + ") and nothing blocks it" + tail
		} else {
			if r.source != quotedFrom { // a Lure's requirements share their source: quoted once
				quotedFrom, quoted = r.source, strconv.Quote(r.source.Text)
			}
			objs = objects(r.holder.ID, r.source.From.ID)
			msg = r.holder.Label() + " " + r.why + " (" + r.source.From.Label() + ": " + quoted + ") and does not" + tail
		}
		for range r.weight { // each identical requirement is broken
			v = append(v, game.Violation{Rule: "500.4", Objects: objs, Message: msg})
		}
	}
	return v
}

// obeyingFirst lists the attackers c may block, those that obey one of the
// requirements reqs[i], i in mine, first: a set obeys a requirement exactly
// when one of its attackers alone does (blocking is per attacker and its
// band). It reports false when the budget ran out.
func (plan *BlockPlan) obeyingFirst(f *blockable, reqs []blockRequirement, mine []int, bud *solver.Budget) (legal []*state.Perm, obeying int, ok bool) {
	c := f.c
	n := len(plan.Attack.Attackers)
	// legal can take others at its end; one holds each attacker alone
	// (neither allowed nor satisfies keeps it).
	sc := &plan.work.scratch
	if cap(sc.legal) < n {
		sc.legal, sc.others = make([]*state.Perm, 0, n), make([]*state.Perm, 0, n)
	}
	if cap(sc.one) < 1 {
		sc.one = make(blockOption, 1)
	}
	legal, others, one := sc.legal[:0], sc.others[:0], sc.one[:1]
	// A creature that blocks one attacker obeys only by blocking one that
	// obeys: the others are not asked about (nor charged for).
	single := capacity(c) == 1
	for _, a := range plan.Attack.Attackers {
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
func (plan *BlockPlan) requirementOptions(f *blockable, reqs []blockRequirement, mine []int, bud *solver.Budget) ([]blockOption, bool) {
	c := f.c
	legal, obeying, ok := plan.obeyingFirst(f, reqs, mine, bud)
	if !ok {
		return nil, true
	}
	if w := plan.work; len(w.attackOrder) != len(plan.b.Order) {
		w.attackOrder = reuse(w.attackOrder, len(plan.b.Order))
		for i, a := range plan.Attack.Attackers {
			w.attackOrder[a.Index] = i
		}
	}
	k := capacity(c)
	if k < 0 || k > len(legal) {
		k = len(legal)
	}
	sc := &plan.work.scratch
	if len(sc.taken) < len(plan.b.Order) {
		sc.taken = reuse(sc.taken, len(plan.b.Order))
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
	plan    *BlockPlan
	legal   []*state.Perm
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
		slices.SortFunc(set, func(x, y *state.Perm) int { return order[x.Index] - order[y.Index] })
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
		if taken[a.Index] > 0 {
			continue // a band-mate is in the set already
		}
		w.cur = append(w.cur, a)
		for _, m := range w.plan.band[a.Index] {
			taken[m.Index]++
		}
		w.walk(i + 1)
		for _, m := range w.plan.band[a.Index] {
			taken[m.Index]--
		}
		w.cur = w.cur[:len(w.cur)-1]
	}
}

func sameOption(a, b []*state.Perm) bool {
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
func (plan *BlockPlan) notes() []game.Note {
	// A note for each attacker at least, and room for each one's objects
	// (itself and its blockers) in one list.
	n := make([]game.Note, 0, len(plan.Attack.Attackers)+1)
	ids := make([]game.ObjectID, 0, len(plan.Attack.Attackers)+len(plan.blockers))
	// The attackers each blocker blocks (blocked: its list of names, but
	// for bands), and room for each attacker's blockers as its part of
	// one list (blockersOf).
	lists, blocking := make([][]*state.Perm, len(plan.blockers)), 0
	for i, c := range plan.blockers {
		lists[i] = plan.blocked(plan.named[i])
		blocking += len(lists[i])
		for _, named := range plan.named[i] {
			for _, m := range plan.band[named.Index] {
				if m != named && !containsPerm(plan.named[i], m) {
					n = append(n, game.Note{Rule: "502.10e", Objects: []game.ObjectID{c.ID, named.ID, m.ID},
						Message: fmt.Sprintf("%s blocks %s, so %s, in the same band, is blocked by %s too.", c.Label(), named.Label(), m.Label(), c.Label())})
				}
			}
		}
		for _, bu := range c.All(ability.Bushido) {
			n = append(n, game.Note{Rule: "502.38a", Objects: []game.ObjectID{c.ID},
				Message: fmt.Sprintf("%s blocks: its bushido %d triggers, +%d/+%d until end of turn.", c.Label(), bu.N, bu.N, bu.N)})
		}
		n = append(n, state.BushidoXNotes(c, "blocks")...) // bushido.go
	}
	for i, d := range plan.Attack.Decl {
		a := plan.Attack.Attackers[i]
		for _, t := range d.Provoke {
			if prot, ok := ProtectedFrom(plan.b.Perms[t], a); ok {
				n = append(n, game.Note{Rule: "502.7b", Objects: []game.ObjectID{a.ID, t},
					Message: fmt.Sprintf("%s's provoke can't target %s, which has protection from %s: it puts no requirement on %s.", a.Label(), plan.b.Perms[t].Label(), prot.Quality.Text, plan.b.Perms[t].Label())})
			}
		}
	}
	slab := make([]*state.Perm, 0, blocking)
	for _, a := range plan.Attack.Attackers {
		from := len(slab)
		for i, c := range plan.blockers { // in the order declared
			if containsPerm(lists[i], a) {
				slab = append(slab, c)
			}
		}
		bs := slab[from:len(slab):len(slab)]
		start := len(ids)
		ids = append(ids, a.ID)
		if len(bs) == 0 {
			n = append(n, game.Note{Rule: "309.2f", Objects: ids[start:len(ids):len(ids)], Message: "No creature blocks " + a.Label() + ": it is unblocked."})
			continue
		}
		for _, c := range bs {
			ids = append(ids, c.ID)
		}
		n = append(n, game.Note{Rule: "309.2", Objects: ids[start:len(ids):len(ids)], Message: blockedByMessage(a, bs)})
		for range a.All(ability.Flanking) {
			for _, c := range bs {
				if !c.Has(ability.Flanking) {
					n = append(n, game.Note{Rule: "502.3a", Objects: []game.ObjectID{a.ID, c.ID},
						Message: fmt.Sprintf("%s's flanking triggers: %s, blocking it without flanking, gets -1/-1 until end of turn.", a.Label(), c.Label())})
				}
			}
		}
		for _, r := range a.All(ability.Rampage) {
			if len(bs) > 1 {
				k := r.N * (len(bs) - 1)
				n = append(n, game.Note{Rule: "502.12a", Objects: []game.ObjectID{a.ID},
					Message: fmt.Sprintf("%s's rampage %d triggers: blocked by %d creatures, it gets +%d/+%d until end of turn.", a.Label(), r.N, len(bs), k, k)})
			}
		}
		for _, bu := range a.All(ability.Bushido) {
			n = append(n, game.Note{Rule: "502.38a", Objects: []game.ObjectID{a.ID},
				Message: fmt.Sprintf("%s becomes blocked: its bushido %d triggers, +%d/+%d until end of turn.", a.Label(), bu.N, bu.N, bu.N)})
		}
		n = append(n, state.BushidoXNotes(a, "becomes blocked")...) // bushido.go
	}
	return append(n, plan.blockCostNotes()...)
}

// blockedByMessage is the 309.2 note's message: "A is blocked by B, C.",
// written in one allocation.
func blockedByMessage(a *state.Perm, bs []*state.Perm) string {
	size := len(a.Label()) + len(" is blocked by .")
	for _, c := range bs {
		size += len(c.Label()) + len(", ")
	}
	var msg strings.Builder
	msg.Grow(size)
	msg.WriteString(a.Label())
	msg.WriteString(" is blocked by ")
	for i, c := range bs {
		if i > 0 {
			msg.WriteString(", ")
		}
		msg.WriteString(c.Label())
	}
	msg.WriteString(".")
	return msg.String()
}

func containsPerm(list []*state.Perm, p *state.Perm) bool {
	for _, x := range list {
		if x == p {
			return true
		}
	}
	return false
}
