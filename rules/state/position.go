package state

import (
	"encoding/binary"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// board is a validated Board with its abilities read, indexed for the
// checks.
type Board struct {
	game.Board
	PlayersByID map[game.ObjectID]*game.Player
	Perms       map[game.ObjectID]*Perm
	Order       []*Perm // permanents in request order
	// bySource keeps sources' answers once the board's abilities are final
	// (not while newBoard still changes them): checks ask for the same
	// keyword once per creature.
	BySource sourceMemo
	snow     snowState // snow_counts.go
	// shed are the Auras put into their owners' graveyards before the
	// board is judged (statebased.go): they are not among its permanents.
	Shed []shedAura
}

// perm is a permanent with its abilities read.
type Perm struct {
	game.Permanent                 // its characteristics once the board's effects apply (418.5a)
	Given          *game.Permanent // as the request gave it: its element of the board's permanents, never changed
	Index          int             // position in the request's permanents
	// changes is what the board's effects changed (Derived); nil until
	// one does, as for most permanents (add*, record).
	changes *changes
	// conditional are the abilities that hold only under a condition
	// (ability.Condition), with the index of their text; they join the
	// abilities once the condition is known to hold.
	Conditional []conditional
	Readings    []ability.Ability
	// typeSet is the power and toughness a type-changing effect set
	// (Natural Emergence's lands, 418.5b), nil when none did (auras.go).
	TypeSet *[2]int
	Counted [2]bool // power, toughness counted by its own ability, not given (entering.go)
	// rare records the rare abilities p has or may be given by its own
	// lines (readAbilities), so that newBoard skips a pass that would find
	// none on the board.
	Rare rareAbilities
	// kwLen, kwBits and kwOf are the filter of Readings' keywords, and
	// the list it is made for: its length and first element
	// (keyword_filter.go). kwLen comes first, in Rare's padding.
	kwLen  int32
	kwBits keywordBits
	kwOf   *ability.Ability
}

var (
	knownTypes      = append([]string{}, ability.CardTypeWords...)
	notPermanent    = []string{"instant", "sorcery"}
	laterTypes      = []string{"planeswalker", "tribal", "battle"}
	knownSupertypes = ability.SupertypeWords
)

// The rare abilities, each named for the pass it is for.
const (
	rareTypeEffect       rareAbilities = 1 << iota // applyTypeEffects: LandsBecomeCreatures, CounterCreatureType
	rareColorIs                                    // applyColorChanges: ColorIs
	rareColorsYouControl                           // resolveColors: needsResolving
	rareDomain                                     // resolveDomain: DomainLandwalk
	rareHandFact                                   // checkHandFacts: a restriction lifted by what a player did last turn, needsHand
	rareBoostPer                                   // applyCountedBoosts: BoostPer
	rareSnowShrink                                 // checkSnowShrink: SnowCappedShrink
	rareDamageScale                                // checkTokenBound: statics that make tokens of damage or double it
	rareOwnLoss                                    // applyOwnLosses: LosesOwn
)

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

// drop takes away the abilities del reports, on a copy of p's abilities
// (they may be a reading shared with other boards: readAbilities), and
// reports whether any was.
func (p *Perm) drop(del func(ability.Ability) bool) bool {
	if !slices.ContainsFunc(p.Readings, del) {
		return false
	}
	p.Readings = slices.DeleteFunc(slices.Clone(p.Readings), del)
	return true
}

// isPlayer reports whether b.players has id: on the few players of most
// boards, without hashing it.
func (b *Board) isPlayer(id game.ObjectID) bool {
	if len(b.Players) > 8 {
		return b.PlayersByID[id] != nil
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
func (b *Board) addPerm(p *Perm) bool {
	n := len(b.Perms)
	b.Perms[p.ID] = p
	if len(b.Perms) > n {
		return true
	}
	for _, o := range b.Order { // the permanents read before p
		if o.ID == p.ID {
			b.Perms[p.ID] = o
			break
		}
	}
	return false
}

// conditional is an ability under a condition, and where its text is.
type conditional struct {
	ability.Ability
	text int // index in the permanent's Abilities
}

// enchanted reports whether an Aura is attached to p.
func (b *Board) Enchanted(p *Perm) bool {
	for _, o := range b.Order {
		if o.AttachedTo == p.ID && o.HasSubtype("aura") {
			return true
		}
	}
	return false
}

// changes records what the board's effects did to a permanent.
type changes struct {
	Given, lost []game.DerivedAbility
	boosts      []game.DerivedAbility // granted boosts, by source
	Pt          []string
}

// record is what the board's effects changed on p so far (none: the zero
// changes), to read.
func (p *Perm) Record() changes {
	if p.changes == nil {
		return changes{}
	}
	return *p.changes
}

// changed is p's record of changes to add to, made at the first change.
func (p *Perm) changed() *changes {
	if p.changes == nil {
		p.changes = &changes{}
	}
	return p.changes
}

// addGiven records an ability an effect gave p.
func (p *Perm) addGiven(d game.DerivedAbility) { c := p.changed(); c.Given = append(c.Given, d) }

// addLost records an ability an effect took away from p.
func (p *Perm) addLost(d game.DerivedAbility) { c := p.changed(); c.lost = append(c.lost, d) }

// addBoost records a boost an effect gave p, by its source.
func (p *Perm) addBoost(d game.DerivedAbility) { c := p.changed(); c.boosts = append(c.boosts, d) }

// addChange records a change of p's power and toughness, as it is reported.
func (p *Perm) addChange(s string) { c := p.changed(); c.Pt = append(c.Pt, s) }

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
func WithinRange(n, min int) bool { return n >= min && n <= MaxNumber }

// inRange checks that n lies in min..MaxNumber.
func InRange(errs *game.ErrorList, field game.Path, what string, n, min int) {
	switch {
	case n < min && min == 0:
		errs.Add(field, "%s can't be negative (got %d)", what, n)
	case n < min || n > MaxNumber:
		errs.Add(field, "%s must be between %d and %d (got %d)", what, min, MaxNumber, n)
	}
}

func capitalize(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return out
}

func HasWord(list []string, w string) bool {
	for _, s := range list {
		if s == w {
			return true
		}
		if n := len(s); n > 0 && (s[0] <= ' ' || s[0] >= 0x7f || s[n-1] <= ' ' || s[n-1] >= 0x7f) {
			s = strings.TrimSpace(s) // else there is no space to trim
		}
		if foldEqual(s, w) {
			return true
		}
	}
	return false
}

// foldEqual is strings.EqualFold, with ASCII compared at once: the types,
// colors and subtypes a request gives are ASCII words, most of them
// differing in case only ("Creature", "creature"), and EqualFold's
// Unicode folding is the slow way to find it. A string with a byte
// outside ASCII is folded by EqualFold (the Kelvin sign folds to k).
func foldEqual(s, w string) bool {
	if len(s) != len(w) {
		return (!isASCII(s) || !isASCII(w)) && strings.EqualFold(s, w)
	}
	if len(s) > 0 && lowerASCII(s[0]) == lowerASCII(w[0]) && s[1:] == w[1:] {
		return true // the commonest difference: "Creature", "creature", the rest compared at once
	}
	for i := 0; i < len(s); i++ {
		a, b := s[i], w[i]
		if a|b >= utf8.RuneSelf {
			return strings.EqualFold(s[i:], w[i:])
		}
		if a != b && lowerASCII(a) != lowerASCII(b) {
			return false
		}
	}
	return true
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func (p *Perm) HasType(t string) bool      { return HasWord(p.Types, t) }
func (p *Perm) HasSupertype(t string) bool { return HasWord(p.Supertypes, t) }
func (p *Perm) HasColor(c string) bool     { return HasWord(p.Colors, c) }
func (p *Perm) HasSubtype(t string) bool   { return HasWord(p.Subtypes, t) }
func (p *Perm) IsCreature() bool           { return p.HasType("creature") }

// has reports whether the permanent has an ability with the keyword.
func (p *Perm) Has(k ability.Keyword) bool {
	if p.lacks(k) { // keyword_filter.go
		return false
	}
	for i := range p.Readings { // by index: an Ability is a large value to copy
		if p.Readings[i].Keyword == k {
			return true
		}
	}
	return false
}

// HasAny reports whether the permanent has an ability of one of the
// keywords ks (the keywords of a typed question: ability.StaticsOf).
func (p *Perm) HasAny(ks []ability.Keyword) bool {
	for _, k := range ks {
		if p.Has(k) {
			return true
		}
	}
	return false
}

// all returns the permanent's abilities with the keyword. When they stand
// together (most often: one, or none), the answer is that part of the
// permanent's abilities, its capacity cut at its length, not a copy:
// callers read it and must not change its abilities; an append to it copies.
func (p *Perm) All(k ability.Keyword) []ability.Ability {
	if p.lacks(k) { // keyword_filter.go
		return nil
	}
	first := -1
	for i := range p.Readings {
		if p.Readings[i].Keyword == k {
			first = i
			break
		}
	}
	if first < 0 {
		return nil
	}
	end := first + 1
	for end < len(p.Readings) && p.Readings[end].Keyword == k {
		end++
	}
	rest := end
	for rest < len(p.Readings) && p.Readings[rest].Keyword != k {
		rest++
	}
	if rest == len(p.Readings) { // no other one further on
		return p.Readings[first:end:end]
	}
	out := append([]ability.Ability(nil), p.Readings[first:end]...)
	for i := rest; i < len(p.Readings); i++ {
		if p.Readings[i].Keyword == k {
			out = append(out, p.Readings[i])
		}
	}
	return out
}

// label names the permanent in messages: its name, or its id.
func (p *Perm) Label() string {
	if p.Name != "" {
		return p.Name
	}
	return string(p.ID)
}

// opponents lists the players other than the active player, in order.
func (b *Board) Opponents() []game.PlayerID {
	var out []game.PlayerID
	for _, p := range b.Players {
		if p.ID != b.ActivePlayer {
			out = append(out, p.ID)
		}
	}
	return out
}

// sources returns every permanent's abilities with the keyword, paired with
// the permanent that has them, in board order.
func (b *Board) Sources(k ability.Keyword) []Sourced {
	at := keywordIndex(k) // keyword_filter.go
	if out, ok := b.BySource.get(k, at); ok {
		return out
	}
	var out []Sourced
	if !b.noneHas(1 << at) { // most keywords asked for
		for _, p := range b.Order {
			for _, a := range p.All(k) {
				out = append(out, Sourced{p, a})
			}
		}
	}
	b.BySource.put(k, at, out)
	return out
}

// sourceMemo keeps the answers of board.sources by keyword: the first few
// in place, found as in a table of 32 places from the place of their
// keyword's index in the filter of keywords (keyword_filter.go), or the
// next free one; the others in a map. A check asks for a few keywords,
// each many times.
type sourceMemo struct {
	on   bool     // keeping answers: the board's abilities are final
	n    int      // the answers in few
	at   [32]int8 // by place, 1 + the index in few of the answer kept there; 0: none
	few  [12]sourcesOf
	more map[ability.Keyword][]Sourced
}

type sourcesOf struct {
	k   ability.Keyword
	out []Sourced
}

// get finds the answer kept for keyword k of index at: from its place on,
// the places taken are those of keywords kept before it, until a free one
// (at most len(few) of them are taken).
func (m *sourceMemo) get(k ability.Keyword, at uint8) ([]Sourced, bool) {
	for i := at & 31; m.at[i] > 0; i = (i + 1) & 31 {
		if e := &m.few[m.at[i]-1]; e.k == k {
			return e.out, true
		}
	}
	if m.more == nil {
		return nil, false
	}
	out, ok := m.more[k]
	return out, ok
}

func (m *sourceMemo) put(k ability.Keyword, at uint8, out []Sourced) {
	switch {
	case !m.on:
	case m.n < len(m.few):
		i := at & 31
		for m.at[i] > 0 { // a free place is near: few fills at most len(few) of 32
			i = (i + 1) & 31
		}
		m.few[m.n] = sourcesOf{k, out}
		m.n++
		m.at[i] = int8(m.n)
	default:
		if m.more == nil {
			m.more = map[ability.Keyword][]Sourced{}
		}
		m.more[k] = out
	}
}

// reset forgets every answer: the abilities changed.
func (m *sourceMemo) Reset() {
	clear(m.few[:m.n])
	clear(m.at[:])
	m.n = 0
	clear(m.more)
}

type Sourced struct {
	From *Perm
	ability.Ability
}

// creatureRef looks up the creature a declaration names at field, adding a
// field error when the id is empty, names a player, names nothing (unless
// gone is allowed: in a damage step, a missing id has left play) or names a
// permanent that is not a creature. It reports whether the reference is
// usable; p is nil for a creature that left play.
func (b *Board) CreatureRef(errs *game.ErrorList, field game.Path, id game.ObjectID, role string, goneOK bool) (p *Perm, ok bool) {
	p = b.Perms[id]
	switch {
	case id == "":
		errs.Add(field, "every %s needs a creature id", role)
	case p == nil && b.PlayersByID[id] != nil:
		errs.Add(field, "%q is a player, not a creature", id)
	case p == nil && !goneOK:
		errs.Add(field, "no permanent with id %q on the board", id)
	case p != nil && !p.IsCreature() && !goneOK:
		// Once combat damage is judged (goneOK), a declared creature that
		// stopped being one is removed from combat instead (306.2).
		errs.Add(field, "%s is not a creature; only creatures attack and block", p.Label())
	default:
		return p, true
	}
	return nil, false
}

// snowState is what the board keeps for Snowblind: whom each attacker
// with a SnowCappedShrink attacks, and each such creature's toughness
// before its shrinks.
type snowState struct {
	defending map[game.ObjectID]game.PlayerID
	before    map[game.ObjectID]int
}

// shedAura is an Aura put into its owner's graveyard before the board is
// judged: the permanent it enchants has protection from a quality the
// Aura has (502.7c), so the Aura is attached to an illegal permanent
// (420.5d).
type shedAura struct {
	Aura     game.Permanent // as the request gave it
	Attached game.Permanent // the permanent it enchanted
	quality  string         // the protection's quality, as written
}

// rareAbilities records which of the abilities that only some of
// newBoard's passes look for an ability is or gives.
type rareAbilities uint16

// textIndex is the index of the line text among p's abilities (j when
// none is found).
func textIndex(p *Perm, text string, j int) int {
	for k, t := range p.Abilities {
		if t == text {
			return k
		}
	}
	return j
}

// name is a permanent's label or a player's id.
func (b *Board) Name(id game.ObjectID) string {
	if p := b.Perms[id]; p != nil {
		return p.Label()
	}
	return string(id)
}
