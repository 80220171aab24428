package state

import (
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/bounded"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
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
func NewBoard(in game.Board) (*Board, game.ErrorList) {
	return shedProtectedAuras(deriveBoard(in))
}

// deriveBoard is newBoard without the Auras' state-based effects: the one
// derivation of a board's characteristics.
func deriveBoard(in game.Board) (*Board, game.ErrorList) {
	var errs game.ErrorList
	b := &Board{Board: in, PlayersByID: make(map[game.ObjectID]*game.Player, len(in.Players)), Perms: make(map[game.ObjectID]*Perm, len(in.Permanents))}
	b.readPlayers(&errs)
	perms := make([]Perm, len(in.Permanents)) // one allocation for all
	b.Order = make([]*Perm, 0, len(in.Permanents))
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
		p.Permanent, p.Given, p.Index = in.Permanents[i], &in.Permanents[i], i
		b.readPermanent(&errs, i, p, &arena)
		b.Order = append(b.Order, p)
	}
	// The passes below that look only for rare abilities run when a
	// permanent of the board has one, or may be given one: every ability
	// they look for is either a permanent's own or one its lines give
	// (rareAbilities).
	var rare rareAbilities
	for _, p := range b.Order {
		rare |= p.Rare
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
	if rare&rareOwnLoss != 0 {
		b.applyOwnLosses() // keyword_loss.go
	}
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
	for _, p := range b.Order {
		p.noteKeywords() // keyword_filter.go: the abilities are final
	}
	b.BySource.on = true
	return b, errs
}

// readPermanent checks permanent i's own fields (its id, controller, words,
// numbers and kickers) and reads its abilities into arena, for newBoard.
func (b *Board) readPermanent(errs *game.ErrorList, i int, p *Perm, arena *abilityArena) {
	at := func(field string) game.Path { return game.At("board", "permanents", i, field) }
	switch {
	case p.ID == "":
		errs.Add(at("id"), "a permanent needs an id")
	case b.isPlayer(p.ID) || !b.addPerm(p): // the ids seen so far
		errs.Add(at("id"), "id %q is used twice; players and permanents share one namespace", p.ID)
	}
	if p.Controller == "" {
		errs.Add(at("controller"), "a permanent needs a controller")
	} else if !b.isPlayer(p.Controller) {
		errs.Add(at("controller"), "%q is not one of the players", p.Controller)
	}
	if p.Owner != "" && !b.isPlayer(p.Owner) {
		errs.Add(at("owner"), "%q is not one of the players", p.Owner)
	}
	checkWords(errs, i, "types", p.Types, knownTypes, "card type")
	checkWords(errs, i, "supertypes", p.Supertypes, knownSupertypes, "supertype")
	checkWords(errs, i, "colors", p.Colors, ability.ColorWords, "color")
	for j, s := range p.Subtypes {
		if strings.TrimSpace(s) == "" {
			errs.Add(game.At("board", "permanents", i, "subtypes", j), "empty subtype")
		}
	}
	if p.HasType("creature") {
		if (p.Power == nil || p.OnCount[0]) && !p.countsOwn(0) { // entering.go: 0 its power, 1 its toughness
			errs.Add(at("power"), "%s is a creature and needs a power", p.Label())
		}
		if (p.Toughness == nil || p.OnCount[1]) && !p.countsOwn(1) {
			errs.Add(at("toughness"), "%s is a creature and needs a toughness", p.Label())
		}
	}
	// The paths are built only for an error: this runs for every
	// permanent of every request.
	if p.Power != nil && !WithinRange(*p.Power, -MaxNumber) {
		InRange(errs, at("power"), "power", *p.Power, -MaxNumber)
	}
	if p.Toughness != nil && !WithinRange(*p.Toughness, -MaxNumber) {
		InRange(errs, at("toughness"), "toughness", *p.Toughness, -MaxNumber)
	}
	if !WithinRange(p.Damage, 0) {
		InRange(errs, at("damage"), "damage", p.Damage, 0)
	}
	checkKickers(errs, i, p) // entering.go
	p.readAbilities(errs, i, arena)
	p.enterAsChosen(errs, i) // entering.go
}

// rareOf is what rare abilities a is or gives: the abilities a gives
// (Abilities, such as a grant's or an option's) are read too, since a pass
// may find them on the permanent they are given to. The passes find on a
// permanent only its own abilities, those given this way, and those the
// judge makes itself (a landwalk of domain, a boost of a count), none of
// them rare.
func rareOf(a *ability.Ability) rareAbilities {
	var r rareAbilities
	switch k := a.Keyword; {
	case addsCardTypes.of(k), addsCreatureTypes.of(k): // characteristic_changes.go
		r |= rareTypeEffect
	case setsColor.of(k):
		r |= rareColorIs
	case k == ability.DomainLandwalk:
		r |= rareDomain
	case boostsPerQuality.of(k):
		r |= rareBoostPer
	case snowShrinks.of(k):
		r |= rareSnowShrink
	case lostByResolved.of(k):
		r |= rareOwnLoss
	}
	if scalesDamage(a.Keyword) { // replacement_bounds.go
		r |= rareDamageScale
	}
	if u := unlessOf(a.Keyword); needsHand(*a) || u == ability.DefenderActed || u == ability.DrawSkippedWithIt { // conditions.go
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
func (p *Perm) readLines(errs *game.ErrorList, i int, arena *abilityArena) (noChoice bool) {
	noChoice = true
	start := len(arena.abs)
	for j, text := range p.Abilities {
		noChoice = noChoice && ChoiceKind(text) == ""
		text, ok := readChoice(errs, i, j, p, text) // choice.go: "the chosen color"
		if !ok {
			continue
		}
		abs, err := ParseAbility(text, p.Name)
		if err != nil && (trick.ActivatedTrick(text, p.Name) || trick.IsOwnTrigger(text, p.Name)) { // trick.go: it does something only when a trick uses it; own_triggers.go: when a trick puts it into play, turns it face up or cycles it
			continue
		}
		if err != nil && trick.CastTriggerLine(text, p.Name) { // cast_triggers.go: it does something only when a trick casts a spell or cycles a card
			continue
		}
		if err != nil && ability.EndStepLooksBack(text, p.Name) { // end_step_triggers.go: it triggers after the combat; the walk notes what it will do
			continue
		}
		if err != nil && ability.CombatBeginApplied(text, p.Name) { // combat_begin_triggers.go: the walk resolves it at the beginning of combat
			continue
		}
		if err != nil && ability.UpkeepDone(text, p.Name) { // upkeep_triggers.go: it did all it does before the combat, and the board shows it
			continue
		}
		if err != nil {
			errs.Add(game.At("board", "permanents", i, "abilities", j), "%v", err)
			continue
		}
		for _, a := range abs {
			if a.Condition == ability.Always {
				arena.add(a)
			} else {
				p.Conditional = append(p.Conditional, conditional{a, j})
			}
		}
	}
	if n := len(arena.abs); n > start {
		p.Readings = arena.abs[start:n:n]
	}
	return noChoice
}

// readPlayers checks the players and the active player, indexing them.
func (b *Board) readPlayers(errs *game.ErrorList) {
	in := b.Board
	if len(in.Players) == 0 {
		errs.Add(game.At("board", "players"), "a board needs at least one player")
	}
	for i := range in.Players {
		p := &b.Board.Players[i]
		switch {
		case p.ID == "":
			errs.Add(game.At("board", "players", i, "id"), "a player needs an id")
		case b.PlayersByID[p.ID] != nil:
			errs.Add(game.At("board", "players", i, "id"), "id %q is used twice; players and permanents share one namespace", p.ID)
		default:
			b.PlayersByID[p.ID] = p
		}
		if !WithinRange(p.Life, -MaxNumber) {
			InRange(errs, game.At("board", "players", i, "life"), "life", p.Life, -MaxNumber)
		}
		if !WithinRange(p.Poison, 0) {
			InRange(errs, game.At("board", "players", i, "poison"), "poison counters", p.Poison, 0)
		}
		if p.Graveyard != nil {
			InRange(errs, game.At("board", "players", i, "graveyard"), "cards in a graveyard", *p.Graveyard, 0)
		}
		checkOwnFacts(errs, i, p)
	}
	if in.ActivePlayer == "" {
		errs.Add(game.At("board", "active_player"), "the active player is required")
	} else if b.PlayersByID[in.ActivePlayer] == nil {
		errs.Add(game.At("board", "active_player"), "%q is not one of the players", in.ActivePlayer)
	}
}

// applyBoardConditions gives each permanent the conditional abilities whose
// condition the board decides: enchanted (an Aura is attached to it) and
// threshold (seven or more cards in its controller's graveyard, which the
// request must then give). Conditions on combat wait for the declaration
// (activate); an effect on power and toughness under them is not read.
func (b *Board) applyBoardConditions(errs *game.ErrorList) {
	for i, p := range b.Order {
		for _, c := range p.Conditional {
			at := game.At("board", "permanents", i, "abilities", c.text)
			if b.applyOwnCondition(errs, p, c, at) {
				continue
			}
			switch c.Condition {
			case ability.Enchanted:
				if b.Enchanted(p) {
					p.Readings = append(p.Readings, c.Ability)
				}
			case ability.Threshold:
				owner := b.PlayersByID[p.Controller]
				switch {
				case owner == nil:
				case owner.Graveyard == nil:
					errs.Add(at, "threshold needs the number of cards in %s's graveyard: give players[].graveyard", p.Controller)
				case *owner.Graveyard >= 7:
					p.Readings = append(p.Readings, c.Ability)
				}
			default:
				if boosts.of(c.Keyword) || grants.of(c.Keyword) || takes.of(c.Keyword) {
					errs.Add(at, "an effect of another permanent or on power and toughness that holds only while %s attacks or blocks is not read; write its power and toughness as they are", p.Label())
				}
			}
		}
	}
}

// activate gives the creatures taking part in combat the abilities they
// have only while attacking (or blocking).
func (b *Board) Activate(cond ability.Condition, creatures []*Perm) {
	b.deactivate(cond, creatures) // auras.go: "Otherwise, ..." ends as it attacks
	for _, p := range creatures {
		if p == nil {
			continue
		}
		for i := range p.Conditional { // by index: an ability is a large value to copy
			if c := &p.Conditional[i]; c.Condition == cond {
				p.AddAbility(c.Ability)
				b.BySource.Reset() // the abilities changed
				if boosts.of(c.Keyword) {
					b.SetPowerToughness(p) // "Attacking creatures get +1/+0."
				}
			}
		}
	}
}

// checkAttachments checks what each permanent is attached to and its
// counters: an Aura or Equipment attached to another permanent on the
// board (Equipment to a creature); counters of a named kind, from 0 to
// MaxNumber.
func (b *Board) checkAttachments(errs *game.ErrorList) {
	for i, p := range b.Order {
		if len(p.Counters) > 0 { // ranging over no map costs too
			for kind, n := range p.Counters {
				if strings.TrimSpace(kind) == "" {
					errs.Add(game.At("board", "permanents", i, "counters"), "a counter needs a kind, such as \"+1/+1\"")
				}
				if !WithinRange(n, 0) { // the path built only for an error
					InRange(errs, game.At("board", "permanents", i, "counters", kind), "a number of counters", n, 0)
				}
			}
		}
		if p.AttachedTo == "" {
			b.checkUnattached(errs, i, p)
			continue
		}
		at := func() game.Path { return game.At("board", "permanents", i, "attached_to") } // built only for an error
		to := b.Perms[p.AttachedTo]
		switch {
		case !p.HasSubtype("aura") && !p.HasSubtype("equipment"):
			errs.Add(at(), "%s is attached to %q but is neither an Aura nor an Equipment (subtypes)", p.Label(), p.AttachedTo)
		case to == nil:
			errs.Add(at(), "no permanent with id %q on the board", p.AttachedTo)
		case to == p:
			errs.Add(at(), "%s can't be attached to itself", p.Label())
		case p.HasSubtype("equipment") && !to.IsCreature():
			errs.Add(at(), "%s is Equipment and is attached to %s, which is not a creature", p.Label(), to.Label())
		default:
			b.checkGivenTriggerController(errs, i, p, to) // attached_triggers.go
			for _, e := range p.All(ability.Enchant) {
				if !Holds(e.Quality, to) {
					errs.Add(at(), "%s can enchant only a %s (%q), and %s is not one: such an Aura would be put into its owner's graveyard (420.5d)", p.Label(), e.Quality.Text, e.Text, to.Label())
				}
			}
		}
	}
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
func (p *Perm) readAbilities(errs *game.ErrorList, i int, arena *abilityArena) {
	if len(p.Abilities) == 0 {
		return
	}
	size := len(p.Name)
	for _, t := range p.Abilities {
		size += len(t)
	}
	if size > maxPermReadingKey {
		p.readLines(errs, i, arena)
		p.Rare = p.rareAbilities()
		return
	}
	key := permReadingKey(arena.key[:0], p.Name, p.Abilities)
	if r, ok := bounded.GetBytes(permReadings, key); ok {
		p.Readings, p.Conditional, p.Rare = r.abilities, r.conditional, r.rare
		return
	}
	before := len(*errs)
	noChoice := p.readLines(errs, i, arena)
	p.Rare = p.rareAbilities()
	if !noChoice || len(*errs) > before || p.Rare&rareColorsYouControl != 0 || len(p.Readings)+len(p.Conditional) > maxPermReadingAbilities {
		return
	}
	permReadings.Put(string(key), permReading{slices.Clip(slices.Clone(p.Readings)), slices.Clip(slices.Clone(p.Conditional)), p.Rare})
}

// rareAbilities is what rare abilities p's abilities, those under a
// condition too, are or give (rareOf).
func (p *Perm) rareAbilities() rareAbilities {
	var r rareAbilities
	for k := range p.Readings {
		r |= rareOf(&p.Readings[k])
	}
	for k := range p.Conditional {
		r |= rareOf(&p.Conditional[k].Ability)
	}
	return r
}

// checkWords checks that each word of a permanent's list is one of known.
func checkWords(errs *game.ErrorList, i int, list string, words, known []string, what string) {
	for j, w := range words {
		if AsciiOneOf(strings.TrimSpace(w), known) { // the common case, without lowering a copy
			continue
		}
		lw := strings.ToLower(strings.TrimSpace(w))
		if ability.IsOneOf(lw, known) {
			continue
		}
		field := game.At("board", "permanents", i, list, j)
		switch {
		case what == "card type" && ability.IsOneOf(lw, notPermanent):
			errs.Add(field, "%q is not a permanent type: instants and sorceries are never in play", w)
		case what == "card type" && ability.IsOneOf(lw, laterTypes):
			errs.Add(field, "%q is a card type of a later edition, not of the rules judged here", w)
		default:
			errs.Add(field, "unknown %s %q; expected one of %s", what, w, strings.Join(capitalize(known), ", "))
		}
	}
}

// permReadings keeps, by permReadingKey, the readings of permanents'
// lines.
var permReadings = bounded.New[string, permReading](maxPermReadings)

// checkUnattached refuses an ability of an Aura attached to nothing the
// request names that speaks of the enchanted permanent: an Aura in play
// enchants something, and without attached_to the judge can't apply it.
// (Equipment may be unattached: then it gives nothing.)
func (b *Board) checkUnattached(errs *game.ErrorList, i int, p *Perm) {
	if !p.HasSubtype("aura") {
		return
	}
	for j, text := range p.Abilities {
		abs, _ := ParseAbility(text, p.Name)
		if slices.ContainsFunc(abs, func(a ability.Ability) bool { return a.Scope.Attached }) {
			errs.Add(game.At("board", "permanents", i, "abilities", j), "%s speaks of the permanent %s enchants: give %s's attached_to (an Aura attached to nothing is not in play, 420.5d), or write the ability on that permanent", p.Label(), p.Label(), p.Label())
		}
	}
}
