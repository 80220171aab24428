package rules

import (
	"encoding/binary"
	"maps"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// board is a validated Board with its abilities read, indexed for the
// checks.
type board struct {
	Board
	players map[ObjectID]*Player
	perms   map[ObjectID]*perm
	order   []*perm // permanents in request order
	// bySource keeps sources' answers once the board's abilities are final
	// (not while newBoard still changes them): checks ask for the same
	// keyword once per creature.
	bySource sourceMemo
	snow     snowState // snow_counts.go
	// shed are the Auras put into their owners' graveyards before the
	// board is judged (statebased.go): they are not among its permanents.
	shed []shedAura
}

// perm is a permanent with its abilities read.
type perm struct {
	Permanent            // its characteristics once the board's effects apply (418.5a)
	given     *Permanent // as the request gave it: its element of the board's permanents, never changed
	index     int        // position in the request's permanents
	// changes is what the board's effects changed (Derived); nil until
	// one does, as for most permanents (add*, record).
	changes *changes
	// conditional are the abilities that hold only under a condition
	// (ability.Condition), with the index of their text; they join the
	// abilities once the condition is known to hold.
	conditional []conditional
	abilities   []ability.Ability
	// typeSet is the power and toughness a type-changing effect set
	// (Natural Emergence's lands, 418.5b), nil when none did (auras.go).
	typeSet *[2]int
	counted [2]bool // power, toughness counted by its own ability, not given (entering.go)
	// rare records the rare abilities p has or may be given by its own
	// lines (readAbilities), so that newBoard skips a pass that would find
	// none on the board.
	rare rareAbilities
}

var (
	knownTypes      = append([]string{}, ability.CardTypeWords...)
	notPermanent    = []string{"instant", "sorcery"}
	laterTypes      = []string{"planeswalker", "tribal", "battle"}
	knownSupertypes = ability.SupertypeWords
)

// newBoard validates a board and reads its abilities, collecting every
// problem found. It returns the board as far as it could be read even when
// there are problems, so that the rest of the request can be checked too.
// Each permanent keeps a pointer to its element of in.Permanents (given):
// the caller must not change those elements while the board is in use
// (the combat walk, which changes its board, reads a copy: walk.snapshot).
// The board judged is the board after the state-based effects that apply
// before any player gets priority to Auras of a quality the permanent they
// enchant has protection from (shedProtectedAuras, 502.7c).
func newBoard(in Board) (*board, errorList) {
	return shedProtectedAuras(deriveBoard(in))
}

// deriveBoard is newBoard without the Auras' state-based effects: the one
// derivation of a board's characteristics.
func deriveBoard(in Board) (*board, errorList) {
	var errs errorList
	b := &board{Board: in, players: make(map[ObjectID]*Player, len(in.Players)), perms: make(map[ObjectID]*perm, len(in.Permanents))}
	b.readPlayers(&errs)
	perms := make([]perm, len(in.Permanents)) // one allocation for all
	b.order = make([]*perm, 0, len(in.Permanents))
	// The abilities of the permanents whose reading is not shared
	// (readAbilities), in one allocation too, made when the first is read:
	// most texts read as one ability.
	var arena abilityArena
	for i := range in.Permanents {
		arena.size += len(in.Permanents[i].Abilities)
	}
	for i := range in.Permanents {
		p := &perms[i]
		// Field by field: perms is zeroed already, and a whole perm value
		// would be built and then copied.
		p.Permanent, p.given, p.index = in.Permanents[i], &in.Permanents[i], i
		b.readPermanent(&errs, i, p, &arena)
		b.order = append(b.order, p)
	}
	// The passes below that look only for rare abilities run when a
	// permanent of the board has one, or may be given one: every ability
	// they look for is either a permanent's own or one its lines give
	// (rareAbilities).
	var rare rareAbilities
	for _, p := range b.order {
		rare |= p.rare
	}
	if rare&rareTypeEffect != 0 {
		b.applyTypeEffects(&errs) // auras.go: layer 4 (418.5a)
	}
	b.checkAttachments(&errs)
	b.checkShields(&errs)
	if rare&rareColorIs != 0 {
		b.applyColorChanges() // granted.go
	}
	b.checkHistory(&errs) // conditions.go
	if rare&rareColorsYouControl != 0 {
		b.resolveColors()
	}
	if rare&rareDomain != 0 {
		b.resolveDomain() // entering.go
	}
	b.applyBoardConditions(&errs)
	if rare&rareHandFact != 0 {
		b.checkHandFacts(&errs) // require.go
	}
	b.applyAbilityEffects()
	b.applyOpponentHasIt(&errs) // granted.go
	b.checkPhasing(&errs)       // auras.go
	b.applyDefined(&errs)       // entering.go
	if rare&rareBoostPer != 0 {
		b.applyCountedBoosts()
	}
	b.applyPowerToughness()
	if rare&rareSnowShrink != 0 {
		b.checkSnowShrink(&errs) // snow_counts.go
	}
	if rare&rareDamageScale != 0 {
		b.checkTokenBound(&errs) // damage_replacements.go
	}
	b.bySource.on = true
	return b, errs
}

// readPermanent checks permanent i's own fields (its id, controller, words,
// numbers and kickers) and reads its abilities into arena, for newBoard.
func (b *board) readPermanent(errs *errorList, i int, p *perm, arena *abilityArena) {
	at := func(field string) Path { return path("board", "permanents", i, field) }
	switch {
	case p.ID == "":
		errs.add(at("id"), "a permanent needs an id")
	case b.isPlayer(p.ID) || !b.addPerm(p): // the ids seen so far
		errs.add(at("id"), "id %q is used twice; players and permanents share one namespace", p.ID)
	}
	if p.Controller == "" {
		errs.add(at("controller"), "a permanent needs a controller")
	} else if !b.isPlayer(p.Controller) {
		errs.add(at("controller"), "%q is not one of the players", p.Controller)
	}
	checkWords(errs, i, "types", p.Types, knownTypes, "card type")
	checkWords(errs, i, "supertypes", p.Supertypes, knownSupertypes, "supertype")
	checkWords(errs, i, "colors", p.Colors, ability.ColorWords, "color")
	for j, s := range p.Subtypes {
		if strings.TrimSpace(s) == "" {
			errs.add(path("board", "permanents", i, "subtypes", j), "empty subtype")
		}
	}
	if p.hasType("creature") {
		if (p.Power == nil || p.OnCount[0]) && !p.countsOwn(ability.DefinesPower) { // entering.go
			errs.add(at("power"), "%s is a creature and needs a power", p.label())
		}
		if (p.Toughness == nil || p.OnCount[1]) && !p.countsOwn(ability.DefinesToughness) {
			errs.add(at("toughness"), "%s is a creature and needs a toughness", p.label())
		}
	}
	// The paths are built only for an error: this runs for every
	// permanent of every request.
	if p.Power != nil && !withinRange(*p.Power, -MaxNumber) {
		inRange(errs, at("power"), "power", *p.Power, -MaxNumber)
	}
	if p.Toughness != nil && !withinRange(*p.Toughness, -MaxNumber) {
		inRange(errs, at("toughness"), "toughness", *p.Toughness, -MaxNumber)
	}
	if !withinRange(p.Damage, 0) {
		inRange(errs, at("damage"), "damage", p.Damage, 0)
	}
	checkKickers(errs, i, p) // entering.go
	p.readAbilities(errs, i, arena)
	p.enterAsChosen(errs, i) // entering.go
}

// readAbilities reads the abilities of permanent i, each with its choice
// in place, into those that always hold and those under a condition
// (readLines). A permanent whose lines were read before, on this board or
// another, for the same name, with no error, no choice and nothing that
// resolveColors changes in place, shares that reading (permReadings): its
// abilities and conditional abilities, their capacities cut at their
// lengths, so that an append copies them, and nothing changes them in
// place (perm.drop copies first): TestSharedReadingsStayPerBoard, and the
// goldens, fail when a board changes one.
func (p *perm) readAbilities(errs *errorList, i int, arena *abilityArena) {
	if len(p.Abilities) == 0 {
		return
	}
	size := len(p.Name)
	for _, t := range p.Abilities {
		size += len(t)
	}
	if size > maxPermReadingKey {
		p.readLines(errs, i, arena)
		p.rare = p.rareAbilities()
		return
	}
	key := permReadingKey(arena.key[:0], p.Name, p.Abilities)
	if r, ok := getBytes(permReadings, key); ok {
		p.abilities, p.conditional, p.rare = r.abilities, r.conditional, r.rare
		return
	}
	before := len(*errs)
	noChoice := p.readLines(errs, i, arena)
	p.rare = p.rareAbilities()
	if !noChoice || len(*errs) > before || p.rare&rareColorsYouControl != 0 || len(p.abilities)+len(p.conditional) > maxPermReadingAbilities {
		return
	}
	permReadings.put(string(key), permReading{slices.Clip(slices.Clone(p.abilities)), slices.Clip(slices.Clone(p.conditional)), p.rare})
}

// rareAbilities is what rare abilities p's abilities, those under a
// condition too, are or give (rareOf).
func (p *perm) rareAbilities() rareAbilities {
	var r rareAbilities
	for k := range p.abilities {
		r |= rareOf(&p.abilities[k])
	}
	for k := range p.conditional {
		r |= rareOf(&p.conditional[k].Ability)
	}
	return r
}

// rareAbilities records which of the abilities that only some of
// newBoard's passes look for an ability is or gives.
type rareAbilities uint16

// The rare abilities, each named for the pass it is for.
const (
	rareTypeEffect       rareAbilities = 1 << iota // applyTypeEffects: LandsBecomeCreatures, CounterCreatureType
	rareColorIs                                    // applyColorChanges: ColorIs
	rareColorsYouControl                           // resolveColors: needsResolving
	rareDomain                                     // resolveDomain: DomainLandwalk
	rareHandFact                                   // checkHandFacts: AttackOnlyIfDefenderActed, SanctuaryAttackers, needsHand
	rareBoostPer                                   // applyCountedBoosts: BoostPer
	rareSnowShrink                                 // checkSnowShrink: SnowCappedShrink
	rareDamageScale                                // checkTokenBound: PreventIntoTokens, DoubleYourDamage
)

// rareOf is what rare abilities a is or gives: the abilities a gives
// (Abilities, such as a grant's or an option's) are read too, since a pass
// may find them on the permanent they are given to. The passes find on a
// permanent only its own abilities, those given this way, and those the
// judge makes itself (a landwalk of domain, a boost of a count), none of
// them rare.
func rareOf(a *ability.Ability) rareAbilities {
	var r rareAbilities
	switch a.Keyword {
	case ability.LandsBecomeCreatures, ability.CounterCreatureType:
		r |= rareTypeEffect
	case ability.ColorIs:
		r |= rareColorIs
	case ability.DomainLandwalk:
		r |= rareDomain
	case ability.AttackOnlyIfDefenderActed, ability.SanctuaryAttackers:
		r |= rareHandFact
	case ability.BoostPer:
		r |= rareBoostPer
	case ability.SnowCappedShrink:
		r |= rareSnowShrink
	case ability.PreventIntoTokens, ability.DoubleYourDamage:
		r |= rareDamageScale
	}
	if needsHand(*a) { // require.go
		r |= rareHandFact
	}
	if needsResolving(*a) { // own.go
		r |= rareColorsYouControl
	}
	for k := range a.Abilities {
		r |= rareOf(&a.Abilities[k])
	}
	return r
}

// readLines reads the abilities of permanent i for readAbilities. Those
// that always hold are appended to arena, the board's, and p.abilities is
// their part of it, its capacity cut at its length: an append to it copies
// it instead of writing over the next permanent's. It reports whether no
// line spoke of a choice.
func (p *perm) readLines(errs *errorList, i int, arena *abilityArena) (noChoice bool) {
	noChoice = true
	start := len(arena.abs)
	for j, text := range p.Abilities {
		noChoice = noChoice && ChoiceKind(text) == ""
		text, ok := readChoice(errs, i, j, p, text) // choice.go: "the chosen color"
		if !ok {
			continue
		}
		abs, err := ParseAbility(text, p.Name)
		if err != nil {
			errs.add(path("board", "permanents", i, "abilities", j), "%v", err)
			continue
		}
		for _, a := range abs {
			if a.Condition == ability.Always {
				arena.add(a)
			} else {
				p.conditional = append(p.conditional, conditional{a, j})
			}
		}
	}
	if n := len(arena.abs); n > start {
		p.abilities = arena.abs[start:n:n]
	}
	return noChoice
}

// abilityArena holds the abilities of a board's permanents that are not
// shared readings (readLines): one allocation of size abilities (more
// when texts read as several), made at the first; and the room for
// building the keys of permReadings.
type abilityArena struct {
	abs  []ability.Ability
	size int
	key  [maxPermReadingKey + 64]byte // room for a key of permReadings, with its lengths
}

func (a *abilityArena) add(ab ability.Ability) {
	if a.abs == nil {
		a.abs = make([]ability.Ability, 0, max(a.size, 1))
	}
	a.abs = append(a.abs, ab)
}

// permReading is what readAbilities made of one permanent's lines.
type permReading struct {
	abilities   []ability.Ability
	conditional []conditional
	rare        rareAbilities
}

// permReadingKey appends to buf the key of a permanent's lines: its name
// and each text, each after its length, so that no two lists share a key.
func permReadingKey(buf []byte, name string, texts []string) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(name)))
	buf = append(buf, name...)
	for _, t := range texts {
		buf = binary.AppendUvarint(buf, uint64(len(t)))
		buf = append(buf, t...)
	}
	return buf
}

// The bounds of permReadings: a permanent whose name and lines are longer,
// or that reads as more abilities, is read on each board. At most about
// 2048 x (1 KiB + 16 x 264 bytes), 11 MiB, however the lines vary; cards'
// permanents are far smaller.
const (
	maxPermReadings         = 2048
	maxPermReadingKey       = 1024 // bytes of the name and lines
	maxPermReadingAbilities = 16
)

// permReadings keeps, by permReadingKey, the readings of permanents'
// lines.
var permReadings = newCache[string, permReading](maxPermReadings)

// drop takes away the abilities del reports, on a copy of p's abilities
// (they may be a reading shared with other boards: readAbilities), and
// reports whether any was.
func (p *perm) drop(del func(ability.Ability) bool) bool {
	if !slices.ContainsFunc(p.abilities, del) {
		return false
	}
	p.abilities = slices.DeleteFunc(slices.Clone(p.abilities), del)
	return true
}

// isPlayer reports whether b.players has id: on the few players of most
// boards, without hashing it.
func (b *board) isPlayer(id ObjectID) bool {
	if len(b.Players) > 8 {
		return b.players[id] != nil
	}
	for i := range b.Players {
		if b.Players[i].ID == id && id != "" {
			return true
		}
	}
	return false
}

// addPerm indexes p by its id unless a permanent read before has it (the
// first keeps it), with one map operation when none has.
func (b *board) addPerm(p *perm) bool {
	n := len(b.perms)
	b.perms[p.ID] = p
	if len(b.perms) > n {
		return true
	}
	for _, o := range b.order { // the permanents read before p
		if o.ID == p.ID {
			b.perms[p.ID] = o
			break
		}
	}
	return false
}

// readPlayers checks the players and the active player, indexing them.
func (b *board) readPlayers(errs *errorList) {
	in := b.Board
	if len(in.Players) == 0 {
		errs.add(path("board", "players"), "a board needs at least one player")
	}
	for i := range in.Players {
		p := &b.Board.Players[i]
		switch {
		case p.ID == "":
			errs.add(path("board", "players", i, "id"), "a player needs an id")
		case b.players[p.ID] != nil:
			errs.add(path("board", "players", i, "id"), "id %q is used twice; players and permanents share one namespace", p.ID)
		default:
			b.players[p.ID] = p
		}
		if !withinRange(p.Life, -MaxNumber) {
			inRange(errs, path("board", "players", i, "life"), "life", p.Life, -MaxNumber)
		}
		if !withinRange(p.Poison, 0) {
			inRange(errs, path("board", "players", i, "poison"), "poison counters", p.Poison, 0)
		}
		if p.Graveyard != nil {
			inRange(errs, path("board", "players", i, "graveyard"), "cards in a graveyard", *p.Graveyard, 0)
		}
		checkOwnFacts(errs, i, p)
	}
	if in.ActivePlayer == "" {
		errs.add(path("board", "active_player"), "the active player is required")
	} else if b.players[in.ActivePlayer] == nil {
		errs.add(path("board", "active_player"), "%q is not one of the players", in.ActivePlayer)
	}
}

// checkUnattached refuses an ability of an Aura attached to nothing the
// request names that speaks of the enchanted permanent: an Aura in play
// enchants something, and without attached_to the judge can't apply it.
// (Equipment may be unattached: then it gives nothing.)
func (b *board) checkUnattached(errs *errorList, i int, p *perm) {
	if !p.hasSubtype("aura") {
		return
	}
	for j, text := range p.Abilities {
		abs, _ := ParseAbility(text, p.Name)
		if slices.ContainsFunc(abs, func(a ability.Ability) bool { return a.Scope.Attached }) {
			errs.add(path("board", "permanents", i, "abilities", j), "%s speaks of the permanent %s enchants: give %s's attached_to (an Aura attached to nothing is not in play, 420.5d), or write the ability on that permanent", p.label(), p.label(), p.label())
		}
	}
}

// conditional is an ability under a condition, and where its text is.
type conditional struct {
	ability.Ability
	text int // index in the permanent's Abilities
}

// applyBoardConditions gives each permanent the conditional abilities whose
// condition the board decides: enchanted (an Aura is attached to it) and
// threshold (seven or more cards in its controller's graveyard, which the
// request must then give). Conditions on combat wait for the declaration
// (activate); an effect on power and toughness under them is not read.
func (b *board) applyBoardConditions(errs *errorList) {
	for i, p := range b.order {
		for _, c := range p.conditional {
			at := path("board", "permanents", i, "abilities", c.text)
			if b.applyOwnCondition(errs, p, c, at) {
				continue
			}
			switch c.Condition {
			case ability.Enchanted:
				if b.enchanted(p) {
					p.abilities = append(p.abilities, c.Ability)
				}
			case ability.Threshold:
				owner := b.players[p.Controller]
				switch {
				case owner == nil:
				case owner.Graveyard == nil:
					errs.add(at, "threshold needs the number of cards in %s's graveyard: give players[].graveyard", p.Controller)
				case *owner.Graveyard >= 7:
					p.abilities = append(p.abilities, c.Ability)
				}
			default:
				if c.Keyword == ability.Boost || c.Keyword == ability.Grant || c.Keyword == ability.Lose {
					errs.add(at, "an effect of another permanent or on power and toughness that holds only while %s attacks or blocks is not read; write its power and toughness as they are", p.label())
				}
			}
		}
	}
}

// enchanted reports whether an Aura is attached to p.
func (b *board) enchanted(p *perm) bool {
	for _, o := range b.order {
		if o.AttachedTo == p.ID && o.hasSubtype("aura") {
			return true
		}
	}
	return false
}

// activate gives the creatures taking part in combat the abilities they
// have only while attacking (or blocking).
func (b *board) activate(cond ability.Condition, creatures []*perm) {
	b.deactivate(cond, creatures) // auras.go: "Otherwise, ..." ends as it attacks
	for _, p := range creatures {
		if p == nil {
			continue
		}
		for _, c := range p.conditional {
			if c.Condition == cond {
				p.abilities = append(p.abilities, c.Ability)
				b.bySource.reset() // the abilities changed
				if c.Keyword == ability.Boost {
					b.setPowerToughness(p) // "Attacking creatures get +1/+0."
				}
			}
		}
	}
}

// changes records what the board's effects did to a permanent.
type changes struct {
	given, lost []DerivedAbility
	boosts      []DerivedAbility // granted boosts, by source
	pt          []string
}

// record is what the board's effects changed on p so far (none: the zero
// changes), to read.
func (p *perm) record() changes {
	if p.changes == nil {
		return changes{}
	}
	return *p.changes
}

// changed is p's record of changes to add to, made at the first change.
func (p *perm) changed() *changes {
	if p.changes == nil {
		p.changes = &changes{}
	}
	return p.changes
}

// addGiven records an ability an effect gave p.
func (p *perm) addGiven(d DerivedAbility) { c := p.changed(); c.given = append(c.given, d) }

// addLost records an ability an effect took away from p.
func (p *perm) addLost(d DerivedAbility) { c := p.changed(); c.lost = append(c.lost, d) }

// addBoost records a boost an effect gave p, by its source.
func (p *perm) addBoost(d DerivedAbility) { c := p.changed(); c.boosts = append(c.boosts, d) }

// addChange records a change of p's power and toughness, as it is reported.
func (p *perm) addChange(s string) { c := p.changed(); c.pt = append(c.pt, s) }

// checkAttachments checks what each permanent is attached to and its
// counters: an Aura or Equipment attached to another permanent on the
// board (Equipment to a creature); counters of a named kind, from 0 to
// MaxNumber.
func (b *board) checkAttachments(errs *errorList) {
	for i, p := range b.order {
		if len(p.Counters) > 0 { // ranging over no map costs too
			for kind, n := range p.Counters {
				if strings.TrimSpace(kind) == "" {
					errs.add(path("board", "permanents", i, "counters"), "a counter needs a kind, such as \"+1/+1\"")
				}
				if !withinRange(n, 0) { // the path built only for an error
					inRange(errs, path("board", "permanents", i, "counters", kind), "a number of counters", n, 0)
				}
			}
		}
		if p.AttachedTo == "" {
			b.checkUnattached(errs, i, p)
			continue
		}
		at := func() Path { return path("board", "permanents", i, "attached_to") } // built only for an error
		to := b.perms[p.AttachedTo]
		switch {
		case !p.hasSubtype("aura") && !p.hasSubtype("equipment"):
			errs.add(at(), "%s is attached to %q but is neither an Aura nor an Equipment (subtypes)", p.label(), p.AttachedTo)
		case to == nil:
			errs.add(at(), "no permanent with id %q on the board", p.AttachedTo)
		case to == p:
			errs.add(at(), "%s can't be attached to itself", p.label())
		case p.hasSubtype("equipment") && !to.isCreature():
			errs.add(at(), "%s is Equipment and is attached to %s, which is not a creature", p.label(), to.label())
		default:
			b.checkGivenTriggerController(errs, i, p, to) // attached_triggers.go
			for _, e := range p.all(ability.Enchant) {
				if !holds(e.Quality, to) {
					errs.add(at(), "%s can enchant only a %s (%q), and %s is not one: such an Aura would be put into its owner's graveyard (420.5d)", p.label(), e.Quality.Text, e.Text, to.label())
				}
			}
		}
	}
}

// MaxNumber bounds every number a request carries: life, power and
// toughness lie in -MaxNumber..MaxNumber; marked damage, poison counters and
// damage amounts in 0..MaxNumber. Within these bounds no sum the judge
// makes can overflow an int.
const MaxNumber = 1_000_000

// counterKinds lists the kinds of counters, sorted; nil, without the cost
// of an iterator, for the many permanents with none.
func counterKinds(counters map[string]int) []string {
	if len(counters) == 0 {
		return nil
	}
	return slices.Sorted(maps.Keys(counters))
}

// withinRange is whether inRange finds n within min and MaxNumber.
func withinRange(n, min int) bool { return n >= min && n <= MaxNumber }

// inRange checks that n lies in min..MaxNumber.
func inRange(errs *errorList, field Path, what string, n, min int) {
	switch {
	case n < min && min == 0:
		errs.add(field, "%s can't be negative (got %d)", what, n)
	case n < min || n > MaxNumber:
		errs.add(field, "%s must be between %d and %d (got %d)", what, min, MaxNumber, n)
	}
}

// checkWords checks that each word of a permanent's list is one of known.
func checkWords(errs *errorList, i int, list string, words, known []string, what string) {
	for j, w := range words {
		if asciiOneOf(strings.TrimSpace(w), known) { // the common case, without lowering a copy
			continue
		}
		lw := strings.ToLower(strings.TrimSpace(w))
		if ability.IsOneOf(lw, known) {
			continue
		}
		field := path("board", "permanents", i, list, j)
		switch {
		case what == "card type" && ability.IsOneOf(lw, notPermanent):
			errs.add(field, "%q is not a permanent type: instants and sorceries are never in play", w)
		case what == "card type" && ability.IsOneOf(lw, laterTypes):
			errs.add(field, "%q is a card type of a later edition, not of the rules judged here", w)
		default:
			errs.add(field, "unknown %s %q; expected one of %s", what, w, strings.Join(capitalize(known), ", "))
		}
	}
}

func capitalize(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return out
}

func hasWord(list []string, w string) bool {
	for _, s := range list {
		if n := len(s); n > 0 && (s[0] <= ' ' || s[0] >= 0x7f || s[n-1] <= ' ' || s[n-1] >= 0x7f) {
			s = strings.TrimSpace(s) // else there is no space to trim
		}
		if strings.EqualFold(s, w) {
			return true
		}
	}
	return false
}

func (p *perm) hasType(t string) bool      { return hasWord(p.Types, t) }
func (p *perm) hasSupertype(t string) bool { return hasWord(p.Supertypes, t) }
func (p *perm) hasColor(c string) bool     { return hasWord(p.Colors, c) }
func (p *perm) hasSubtype(t string) bool   { return hasWord(p.Subtypes, t) }
func (p *perm) isCreature() bool           { return p.hasType("creature") }

// has reports whether the permanent has an ability with the keyword.
func (p *perm) has(k ability.Keyword) bool {
	for i := range p.abilities { // by index: an Ability is a large value to copy
		if p.abilities[i].Keyword == k {
			return true
		}
	}
	return false
}

// all returns the permanent's abilities with the keyword. When they stand
// together (most often: one, or none), the answer is that part of the
// permanent's abilities, its capacity cut at its length, not a copy:
// callers read it and must not change its abilities; an append to it copies.
func (p *perm) all(k ability.Keyword) []ability.Ability {
	first := -1
	for i := range p.abilities {
		if p.abilities[i].Keyword == k {
			first = i
			break
		}
	}
	if first < 0 {
		return nil
	}
	end := first + 1
	for end < len(p.abilities) && p.abilities[end].Keyword == k {
		end++
	}
	rest := end
	for rest < len(p.abilities) && p.abilities[rest].Keyword != k {
		rest++
	}
	if rest == len(p.abilities) { // no other one further on
		return p.abilities[first:end:end]
	}
	out := append([]ability.Ability(nil), p.abilities[first:end]...)
	for i := rest; i < len(p.abilities); i++ {
		if p.abilities[i].Keyword == k {
			out = append(out, p.abilities[i])
		}
	}
	return out
}

// label names the permanent in messages: its name, or its id.
func (p *perm) label() string {
	if p.Name != "" {
		return p.Name
	}
	return string(p.ID)
}

// opponents lists the players other than the active player, in order.
func (b *board) opponents() []PlayerID {
	var out []PlayerID
	for _, p := range b.Players {
		if p.ID != b.ActivePlayer {
			out = append(out, p.ID)
		}
	}
	return out
}

// sources returns every permanent's abilities with the keyword, paired with
// the permanent that has them, in board order.
func (b *board) sources(k ability.Keyword) []sourced {
	if out, ok := b.bySource.get(k); ok {
		return out
	}
	var out []sourced
	for _, p := range b.order {
		for _, a := range p.all(k) {
			out = append(out, sourced{p, a})
		}
	}
	b.bySource.put(k, out)
	return out
}

// sourceMemo keeps the answers of board.sources by keyword: the first few
// in place, found by comparing keywords (a keyword is most often the same
// constant string, compared at once, and a check asks for a few), the
// others in a map.
type sourceMemo struct {
	on   bool // keeping answers: the board's abilities are final
	n    int
	few  [12]sourcesOf
	more map[ability.Keyword][]sourced
}

type sourcesOf struct {
	k   ability.Keyword
	out []sourced
}

func (m *sourceMemo) get(k ability.Keyword) ([]sourced, bool) {
	for i := range m.n {
		if m.few[i].k == k {
			return m.few[i].out, true
		}
	}
	out, ok := m.more[k]
	return out, ok
}

func (m *sourceMemo) put(k ability.Keyword, out []sourced) {
	switch {
	case !m.on:
	case m.n < len(m.few):
		m.few[m.n] = sourcesOf{k, out}
		m.n++
	default:
		if m.more == nil {
			m.more = map[ability.Keyword][]sourced{}
		}
		m.more[k] = out
	}
}

// reset forgets every answer: the abilities changed.
func (m *sourceMemo) reset() {
	clear(m.few[:m.n])
	m.n = 0
	clear(m.more)
}

type sourced struct {
	from *perm
	ability.Ability
}

// controls reports whether the player controls a permanent with the quality.
func (b *board) controls(player PlayerID, q ability.Quality, snow bool) bool {
	for _, p := range b.order {
		if p.Controller == player && holds(q, p) && (!snow || p.hasSupertype("snow")) {
			return true
		}
	}
	return false
}

// creatureRef looks up the creature a declaration names at field, adding a
// field error when the id is empty, names a player, names nothing (unless
// gone is allowed: in a damage step, a missing id has left play) or names a
// permanent that is not a creature. It reports whether the reference is
// usable; p is nil for a creature that left play.
func (b *board) creatureRef(errs *errorList, field Path, id ObjectID, role string, goneOK bool) (p *perm, ok bool) {
	p = b.perms[id]
	switch {
	case id == "":
		errs.add(field, "every %s needs a creature id", role)
	case p == nil && b.players[id] != nil:
		errs.add(field, "%q is a player, not a creature", id)
	case p == nil && !goneOK:
		errs.add(field, "no permanent with id %q on the board", id)
	case p != nil && !p.isCreature() && !goneOK:
		// Once combat damage is judged (goneOK), a declared creature that
		// stopped being one is removed from combat instead (306.2).
		errs.add(field, "%s is not a creature; only creatures attack and block", p.label())
	default:
		return p, true
	}
	return nil, false
}
