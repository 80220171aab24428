package httpapi

import (
	"encoding/json"
	"math"
	"strings"
	"unicode/utf8"
)

// The check requests are read in one pass over the body (readFast): a
// scanner written for the wire types below decodes the body into the typed
// request and checks, in the same pass, everything decode's steps 3-9 check:
// nesting depth, syntax and trailing data, duplicate keys, unknown fields
// and JSON types, the limits on lists and strings, control characters, and
// the one validate tag (the board). It does not explain what it refuses:
// on anything it does not take, decode runs its step-by-step checks over
// the same body, which find every error and name each field by its JSON
// Pointer, as they always have. A body the scanner takes is one those
// checks take too, decoded to the same value (TestFastDecodeAgrees and
// FuzzFastDecode hold it to that); it is the common case, and it costs one
// pass instead of two decodes, four tree walks and a reflective validation.
//
// The scanner is strict where encoding/json is lenient, which is safe here
// since the lenient cases go to the full checks: keys must match a field's
// name exactly, integers must be written as plain integers, strings must
// be valid UTF-8, and a card must be given by name (a Scryfall card object
// goes to the full checks, which read it).
//
// A field added to a wire type must be added here too: until it is, every
// request that writes it takes the slow path (still right), and
// TestFastDecodeReadsEveryField fails. A validate tag added to a wire type
// fails that test as well: the one pass does not run the validator.

// fastRequest is a request type that reads its own body (readFast).
type fastRequest interface {
	readFast(s *scanner)
}

var (
	_ fastRequest = (*AttackCheckRequest)(nil)
	_ fastRequest = (*BlockCheckRequest)(nil)
	_ fastRequest = (*DamageCheckRequest)(nil)
	_ fastRequest = (*CombatRequest)(nil)
)

// decodeFast reads body into req in one pass and reports whether it took
// it. When it did not, req may be partly filled and must be reset.
func decodeFast(body []byte, cfg Config, req fastRequest) bool {
	s := scanner{data: body, lim: cfg.limits(), maxDepth: cfg.MaxDepth}
	// Each request type is called by its name: a call through the
	// interface would move s to the heap, for every body, as the compiler
	// cannot see that readFast keeps no pointer to it.
	switch r := req.(type) {
	case *AttackCheckRequest:
		r.readFast(&s)
	case *BlockCheckRequest:
		r.readFast(&s)
	case *DamageCheckRequest:
		r.readFast(&s)
	case *CombatRequest:
		r.readFast(&s)
	default: // a request type added to fastRequest and not here: the full checks read it
		return false
	}
	s.space()
	return !s.bad && s.pos == len(s.data)
}

// scanner reads JSON from data. On anything it does not take it sets bad
// and moves to the end of data, so that every read after it fails at once.
type scanner struct {
	data []byte
	// ids is the room the ids read are copied into, one after the other
	// (sharedRoom, keepID).
	ids             strings.Builder
	pos             int
	depth, maxDepth int
	lim             limits
	bad             bool
	ints            []int // newInt's slab (buffers.go)
	// strs is the free room of the slab lists of strings are read into
	// (strings).
	strs []string
	// cards is the buffer the board's cards given by name are kept in
	// (newCard), nil until there is one.
	cards *[]ScryfallCard
}

func (s *scanner) fail() {
	s.bad = true
	s.pos = len(s.data)
}

// space skips white space. Most bodies have none between their tokens:
// a byte above the space is none, at one test.
func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch c := s.data[s.pos]; {
		case c > ' ':
			return
		case c == ' ', c == '\t', c == '\n', c == '\r':
			s.pos++
		default:
			return
		}
	}
}

// next is the next byte after white space, 0 at the end.
func (s *scanner) next() byte {
	s.space()
	if s.pos < len(s.data) {
		return s.data[s.pos]
	}
	return 0
}

// literal reads word if it comes next.
func (s *scanner) literal(word string) bool {
	if s.next() == word[0] && len(s.data)-s.pos >= len(word) && string(s.data[s.pos:s.pos+len(word)]) == word {
		s.pos += len(word)
		return true
	}
	return false
}

// null reads a null if one comes next. encoding/json leaves a value it
// reads null into as it was, and the scanner only ever reads into zero
// values, so a null is the zero value everywhere.
func (s *scanner) null() bool { return s.next() == 'n' && s.literal("null") }

// open reads c, an array's or object's opening bracket, one level deeper.
func (s *scanner) open(c byte) bool {
	if s.next() != c {
		s.fail()
		return false
	}
	s.pos++
	if s.depth++; s.depth > s.maxDepth {
		s.fail()
		return false
	}
	return true
}

// more reads what follows an item of an array or object: a comma (true)
// or the closing bracket (false).
func (s *scanner) more(closing byte) bool {
	switch s.next() {
	case ',':
		s.pos++
		return true
	case closing:
		s.pos++
		s.depth--
		return false
	}
	s.fail()
	return false
}

// object reads an object, or null, calling field for each key with the
// bit of seen that the key's field owns; field reads the value. A key
// that is no field's, or named twice, fails.
func (s *scanner) object(field func(key []byte) uint32) {
	if s.null() || !s.open('{') {
		return
	}
	if s.next() == '}' {
		s.pos++
		s.depth--
		return
	}
	var seen uint32
	for !s.bad {
		key := s.key()
		if s.next() != ':' {
			s.fail()
			return
		}
		s.pos++
		bit := field(key)
		if bit == 0 || seen&bit != 0 {
			s.fail()
			return
		}
		seen |= bit
		if !s.more('}') {
			return
		}
	}
}

// key reads an object's key. Only a key with an escape is copied.
func (s *scanner) key() []byte {
	raw, escaped, plain := s.rawString()
	if escaped {
		var k string
		if json.Unmarshal(raw, &k) != nil {
			s.fail()
		}
		return []byte(k)
	}
	if s.bad {
		return nil
	}
	if raw = raw[1 : len(raw)-1]; !plain && !utf8.Valid(raw) { // encoding/json would replace the bad bytes
		s.fail()
		return nil
	}
	return raw
}

// rawString reads a string and answers it with its quotes, whether it has
// an escape, and whether it is plain: printable ASCII only, without an
// escape, and so valid UTF-8 without a control character, which need not
// be checked again. A raw control character fails (it is not JSON).
//
// The bytes that need no look (stringPlain) are skipped one table look-up
// each: most of a body's strings are nothing but such bytes.
func (s *scanner) rawString() (raw []byte, escaped, plain bool) {
	if s.next() != '"' {
		s.fail()
		return nil, false, false
	}
	data, start, ascii := s.data, s.pos, true
	for i := start + 1; i < len(data); i++ {
		c := data[i]
		if stringPlain[c] {
			continue
		}
		switch {
		case c == '"':
			s.pos = i + 1
			return data[start : i+1], escaped, ascii && !escaped
		case c == '\\':
			escaped = true
			i++
		case c < 0x20:
			s.fail()
			return nil, false, false
		default: // 0x7f and above
			ascii = false
		}
	}
	s.fail()
	return nil, false, false
}

// stringPlain holds the bytes of a string that rawString passes without a
// look: printable ASCII but the quote and the backslash.
var stringPlain = func() (plain [256]bool) {
	for c := 0x20; c < 0x7f; c++ {
		plain[c] = c != '"' && c != '\\'
	}
	return plain
}()

// strKind is where str takes a string's bytes from.
type strKind uint8

const (
	// ownCopy: a copy of its own, for a string the judge may keep beyond
	// the request (a name and an ability's text are the keys of the core's
	// cache of readings, rules.ParseAbility), or that is rarely sent.
	ownCopy strKind = iota
	// sharedRoom: a part of the request's room for ids (scanner.ids), for
	// the ids, which are most of a body's strings. Nothing keeps an id
	// beyond the request: what does must copy it (CardFile.keep), or it
	// keeps the room of all.
	sharedRoom
	// wordOf: one of the judge's words, the same string each time
	// (knownWord), or a copy of its own.
	wordOf
)

// str reads a string, or null, of at most maxBytes bytes once decoded and
// with no control character (a line feed is taken when lineFeed is),
// taking its bytes as kind says.
func (s *scanner) str(maxBytes int, lineFeed bool, kind strKind) string {
	if s.null() {
		return ""
	}
	raw, escaped, plain := s.rawString()
	if s.bad {
		return ""
	}
	var v string
	if escaped {
		var u string // its own variable: taking v's address would move v to the heap on every call
		if json.Unmarshal(raw, &u) != nil {
			s.fail()
			return ""
		}
		v = u
	} else {
		raw = raw[1 : len(raw)-1]
		if !plain && !utf8.Valid(raw) { // encoding/json would replace the bad bytes; the full checks say what it took
			s.fail()
			return ""
		}
		// unique.Make, which kept one copy of each string in use, cost more
		// CPU time than the allocations it saved (docs/operations.md, issue
		// 16's second round).
		switch kind {
		case sharedRoom:
			v = s.keepID(raw)
		case wordOf:
			if w, ok := knownWord(raw); ok {
				v = w
				break
			}
			v = string(raw)
		default:
			v = string(raw)
		}
	}
	if len(v) > maxBytes {
		s.fail()
		return ""
	}
	if plain {
		return v // no control character: checked as it was read
	}
	if _, _, ok := controlChar(v, lineFeed); ok {
		s.fail()
		return ""
	}
	return v
}

// keepID is raw as a string of the request's room for ids: a body's ids
// are a few bytes each, a hundred or so in all (a tenth of the body), and
// one room for them all costs an allocation or two, not one for each, nor
// a copy of the whole body. A strings.Builder never changes the bytes it
// holds (it only appends, and moves to a larger buffer when full), so
// each id stays as it was read; when the room is full, a new one is
// started and the ids read before keep the old one.
func (s *scanner) keepID(raw []byte) string {
	if s.ids.Cap()-s.ids.Len() < len(raw) {
		s.ids.Reset()
		s.ids.Grow(max(idsRoom, len(raw)))
	}
	start := s.ids.Len()
	s.ids.Write(raw)
	return s.ids.String()[start:]
}

// idsRoom is the room made for ids at once (keepID): the typical combat's
// 35 ids are 97 bytes.
const idsRoom = 256

// text reads a string of a request outside a card, a copy of its own.
func (s *scanner) text() string { return s.str(s.lim.stringBytes, false, ownCopy) }

// id reads a string of a request that names an object or a player, a part
// of the request's room for ids (keepID).
func (s *scanner) id() string { return s.str(s.lim.stringBytes, false, sharedRoom) }

// knownWord is the judge's own string for a card type, supertype or color
// written as the rules write it, so that reading one makes no copy; false
// for any other.
func knownWord(b []byte) (string, bool) {
	switch string(b) { // compared without a copy
	case "Creature":
		return "Creature", true
	case "Land":
		return "Land", true
	case "Artifact":
		return "Artifact", true
	case "Enchantment":
		return "Enchantment", true
	case "Legendary":
		return "Legendary", true
	case "Basic":
		return "Basic", true
	case "Snow":
		return "Snow", true
	case "White":
		return "White", true
	case "Blue":
		return "Blue", true
	case "Black":
		return "Black", true
	case "Red":
		return "Red", true
	case "Green":
		return "Green", true
	}
	return "", false
}

// integer reads an integer, or null: an optional minus and digits, with
// no leading zero, fraction or exponent, that fit in an int64.
func (s *scanner) integer() int {
	if s.null() {
		return 0
	}
	s.space()
	i, neg := s.pos, false
	if i < len(s.data) && s.data[i] == '-' {
		neg = true
		i++
	}
	start, n := i, uint64(0)
	for ; i < len(s.data) && s.data[i] >= '0' && s.data[i] <= '9'; i++ {
		n = n*10 + uint64(s.data[i]-'0')
	}
	digits, limit := i-start, uint64(math.MaxInt64)
	if neg {
		limit++
	}
	if digits == 0 || digits > 19 || n > limit || digits > 1 && s.data[start] == '0' ||
		i < len(s.data) && (s.data[i] == '.' || s.data[i] == 'e' || s.data[i] == 'E') {
		s.fail()
		return 0
	}
	s.pos = i
	if neg {
		return int(-n)
	}
	return int(n)
}

// intPtr reads an integer for a pointer field: nil for null.
func (s *scanner) intPtr() *int {
	if s.null() {
		return nil
	}
	n := s.integer()
	return s.newInt(n) // buffers.go
}

// boolPtr reads a boolean for a pointer field: nil for null.
func (s *scanner) boolPtr() *bool {
	if s.null() {
		return nil
	}
	b := s.boolean()
	return &b
}

func (s *scanner) boolean() bool {
	switch {
	case s.literal("true"):
		return true
	case s.literal("false"), s.null():
		return false
	}
	s.fail()
	return false
}

// list reads an array of at most limit items, or null, each with item. An
// empty array is an empty list, not nil, as encoding/json reads it.
func list[T any](s *scanner, limit int, item func(*T)) []T {
	if s.null() || !s.open('[') {
		return nil
	}
	var zero T
	out := make([]T, 0, 4)
	if s.next() == ']' {
		s.pos++
		s.depth--
		return out
	}
	for !s.bad {
		if len(out) == limit {
			s.fail()
			return nil
		}
		out = append(out, zero)
		item(&out[len(out)-1]) // in place: a value of T would escape to item
		if !s.more(']') {
			break
		}
	}
	return out
}

// strings reads an array of strings of at most limit items, as list
// would, each taken as kind says, straight into the free room of a slab
// shared by the body's lists (s.strs): a board's types, subtypes, colors,
// abilities and blocks are a dozen lists of one or two strings. A list
// that outgrows the room left moves to a new slab. The list is answered
// never nil, its capacity cut at its length (an append to it copies it).
func (s *scanner) strings(limit int, kind strKind) []string {
	if s.null() || !s.open('[') {
		return nil
	}
	if s.next() == ']' {
		s.pos++
		s.depth--
		return []string{} // empty, not nil, as encoding/json reads it (no allocation)
	}
	list := s.strs[:0]
	for !s.bad {
		if len(list) == limit {
			s.fail()
			return nil
		}
		v := s.str(s.lim.stringBytes, false, kind)
		if len(list) == cap(list) {
			list = append(make([]string, 0, max(stringSlab, 2*len(list))), list...)
		}
		list = append(list, v)
		if !s.more(']') {
			break
		}
	}
	s.strs = list[len(list):]
	return list[:len(list):len(list)]
}

// stringSlab is how many strings a slab of strings has room for.
const stringSlab = 64

// board reads a pointer to a board.
func (s *scanner) board() *Board {
	if s.null() {
		return nil
	}
	b := new(Board)
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "active_player":
			b.ActivePlayer = s.id()
			return 1 << 0
		case "players":
			b.Players = exactList(s, s.lim.items, s.player, &playerBuffers) // buffers.go
			return 1 << 1
		case "permanents":
			b.Permanents, b.held = heldList(s, s.lim.permanents, s.permanent, &permanentBuffers) // buffers.go
			b.heldCards, s.cards = s.cards, nil
			return 1 << 2
		}
		return 0
	})
	return b
}

func (s *scanner) player(p *Player) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "id":
			p.ID = s.id()
			return 1 << 0
		case "life":
			p.Life = s.integer()
			return 1 << 1
		case "poison":
			p.Poison = s.integer()
			return 1 << 2
		case "graveyard":
			p.Graveyard = s.intPtr()
			return 1 << 3
		case "hand":
			p.Hand = s.intPtr()
			return 1 << 4
		case "creature_spells_cast":
			p.CreatureSpellsCast = s.intPtr()
			return 1 << 5
		case "shields":
			p.Shields = list(s, s.lim.items, s.shield)
			return 1 << 6
		case "cast_or_played_last_turn":
			p.CastOrPlayedLastTurn = s.boolPtr()
			return 1 << 7
		case "skipped_draw":
			p.SkippedDraw = s.boolPtr()
			return 1 << 8
		}
		return 0
	})
}

func (s *scanner) permanent(p *Permanent) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "id":
			p.ID = s.id()
			return 1 << 0
		case "name":
			p.Name = s.text()
			return 1 << 1
		case "controller":
			p.Controller = s.id()
			return 1 << 2
		case "types":
			p.Types = s.strings(s.lim.items, wordOf)
			return 1 << 3
		case "supertypes":
			p.Supertypes = s.strings(s.lim.items, wordOf)
			return 1 << 4
		case "subtypes":
			p.Subtypes = s.strings(s.lim.items, ownCopy)
			return 1 << 5
		case "colors":
			p.Colors = s.strings(s.lim.items, wordOf)
			return 1 << 6
		case "power":
			p.Power = s.intPtr()
			return 1 << 7
		case "toughness":
			p.Toughness = s.intPtr()
			return 1 << 8
		case "damage":
			p.Damage = s.integer()
			return 1 << 9
		case "tapped":
			p.Tapped = s.boolean()
			return 1 << 10
		case "summoning_sick":
			p.SummoningSick = s.boolean()
			return 1 << 11
		case "abilities":
			p.Abilities = s.strings(s.lim.abilities, ownCopy)
			return 1 << 12
		case "attached_to":
			p.AttachedTo = s.id()
			return 1 << 13
		case "counters":
			p.Counters = s.counters()
			return 1 << 14
		case "card":
			p.Card = s.cardName()
			return 1 << 15
		case "face":
			p.Face = s.text()
			return 1 << 16
		case "shields":
			p.Shields = list(s, s.lim.items, s.shield)
			return 1 << 17
		case "chosen":
			p.Chosen = s.text()
			return 1 << 18
		case "kicked":
			p.Kicked = s.boolPtr()
			return 1 << 19
		case "effect_ignored":
			p.EffectIgnored = s.boolPtr()
			return 1 << 20
		case "phased_in":
			p.PhasedIn = s.boolPtr()
			return 1 << 21
		case "entered_this_turn":
			p.EnteredThisTurn = s.boolPtr()
			return 1 << 22
		case "attacked_last_turn":
			p.AttackedLastTurn = s.boolPtr()
			return 1 << 23
		case "kickers_paid":
			p.KickersPaid = s.strings(s.lim.items, ownCopy)
			return 1 << 24
		case "owner":
			p.Owner = s.id()
			return 1 << 25
		case "token":
			p.Token = s.boolean()
			return 1 << 26
		}
		return 0
	})
}

// shield reads a prevention, redirection or regeneration shield.
func (s *scanner) shield(sh *Shield) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "kind":
			sh.Kind = s.text()
			return 1 << 0
		case "amount":
			sh.Amount = s.integer()
			return 1 << 1
		case "to":
			sh.To = s.id()
			return 1 << 2
		case "source":
			sh.Source = s.id()
			return 1 << 3
		case "next_time":
			sh.NextTime = s.boolean()
			return 1 << 4
		}
		return 0
	})
}

// counters reads a permanent's counters: an object of integers, whose
// keys are any strings but each named once.
func (s *scanner) counters() map[string]int {
	if s.null() || !s.open('{') {
		return nil
	}
	out := map[string]int{}
	if s.next() == '}' {
		s.pos++
		s.depth--
		return out
	}
	for !s.bad {
		key := s.key()
		if s.next() != ':' {
			s.fail()
			return nil
		}
		s.pos++
		k := string(key)
		if _, dup := out[k]; dup {
			s.fail()
			return nil
		}
		out[k] = s.integer()
		if !s.more('}') {
			break
		}
	}
	return out
}

// cardName reads a card given by name. A card object fails: the full
// checks read it (ScryfallCard.UnmarshalJSON).
func (s *scanner) cardName() *ScryfallCard {
	if s.null() {
		return nil
	}
	if s.next() != '"' {
		s.fail()
		return nil
	}
	name := s.str(max(s.lim.stringBytes, maxCardStringBytes), true, sharedRoom)
	if !s.bad && strings.TrimSpace(name) == "" {
		s.fail()
	}
	return s.newCard(name) // buffers.go
}

func (s *scanner) attacker(a *Attacker) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "creature":
			a.Creature = s.id()
			return 1 << 0
		case "band":
			a.Band = s.id()
			return 1 << 1
		case "player":
			a.Player = s.id()
			return 1 << 2
		case "provoke":
			a.Provoke = s.targets()
			return 1 << 3
		}
		return 0
	})
}

// targets reads a provoke target: one id, or a list of ids (Targets).
func (s *scanner) targets() Targets {
	if s.next() == '"' {
		return Targets{s.id()}
	}
	return s.strings(s.lim.items, sharedRoom)
}

func (s *scanner) blocker(b *Blocker) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "creature":
			b.Creature = s.id()
			return 1 << 0
		case "blocking":
			b.Blocking = s.strings(s.lim.items, sharedRoom)
			return 1 << 1
		}
		return 0
	})
}

func (s *scanner) assignment(a *Assignment) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "source":
			a.Source = s.id()
			return 1 << 0
		case "assigned_by":
			a.AssignedBy = s.id()
			return 1 << 1
		case "damage":
			a.Damage = list(s, s.lim.items, s.share)
			return 1 << 2
		}
		return 0
	})
}

func (s *scanner) share(d *DamageShare) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "to":
			d.To = s.id()
			return 1 << 0
		case "amount":
			d.Amount = s.integer()
			return 1 << 1
		}
		return 0
	})
}

// request reads a check request: an object whose fields are read by
// fields. The requests' only validate tag is their board's required
// (wire.go): a request without one fails here, and the validator names it.
func (s *scanner) request(board **Board, fields func(key []byte) uint32) {
	if s.next() != '{' { // null, for one, would leave the request as it was
		s.fail()
		return
	}
	s.object(fields)
	if *board == nil {
		s.fail()
	}
}

func (req *AttackCheckRequest) readFast(s *scanner) {
	s.request(&req.Board, func(key []byte) uint32 {
		switch string(key) {
		case "board":
			req.Board = s.board()
			return 1 << 0
		case "attackers":
			req.Attackers = exactList(s, s.lim.items, s.attacker, &attackerBuffers)
			return 1 << 1
		case "costs_paid":
			req.CostsPaid = s.intPtr()
			return 1 << 2
		case "sacrificed":
			req.Sacrificed = s.strings(s.lim.items, sharedRoom)
			return 1 << 3
		case "tricks":
			req.Tricks = list(s, s.lim.items, s.trick)
			return 1 << 4
		case "resolved":
			req.Resolved = list(s, s.lim.items, s.resolvedTrigger)
			return 1 << 5
		}
		return 0
	})
}

func (req *BlockCheckRequest) readFast(s *scanner) {
	s.request(&req.Board, func(key []byte) uint32 {
		switch string(key) {
		case "board":
			req.Board = s.board()
			return 1 << 0
		case "attackers":
			req.Attackers = exactList(s, s.lim.items, s.attacker, &attackerBuffers)
			return 1 << 1
		case "blockers":
			req.Blockers = exactList(s, s.lim.items, s.blocker, &blockerBuffers)
			return 1 << 2
		case "costs_paid":
			req.CostsPaid = s.intPtr()
			return 1 << 3
		case "life_paid":
			req.LifePaid = s.intPtr()
			return 1 << 4
		case "board_after":
			req.BoardAfter = s.text()
			return 1 << 5
		case "tricks":
			req.Tricks = list(s, s.lim.items, s.trick)
			return 1 << 6
		case "resolved":
			req.Resolved = list(s, s.lim.items, s.resolvedTrigger)
			return 1 << 7
		}
		return 0
	})
}

func (req *DamageCheckRequest) readFast(s *scanner) {
	s.request(&req.Board, func(key []byte) uint32 {
		switch string(key) {
		case "board":
			req.Board = s.board()
			return 1 << 0
		case "attackers":
			req.Attackers = exactList(s, s.lim.items, s.attacker, &attackerBuffers)
			return 1 << 1
		case "blockers":
			req.Blockers = exactList(s, s.lim.items, s.blocker, &blockerBuffers)
			return 1 << 2
		case "removed_from_combat":
			req.RemovedFromCombat = s.strings(s.lim.items, sharedRoom)
			return 1 << 3
		case "step":
			req.Step = s.text()
			return 1 << 4
		case "assignments":
			req.Assignments = list(s, s.lim.items, s.assignment)
			return 1 << 5
		case "assigned_first_strike_damage":
			req.AssignedFirstStrikeDamage = s.strings(s.lim.items, sharedRoom)
			return 1 << 6
		case "board_after":
			req.BoardAfter = s.text()
			return 1 << 7
		case "tricks":
			req.Tricks = list(s, s.lim.items, s.trick)
			return 1 << 8
		case "resolved":
			req.Resolved = list(s, s.lim.items, s.resolvedTrigger)
			return 1 << 9
		}
		return 0
	})
}

// trick reads a trick used before the step a check judges.
func (s *scanner) trick(t *Trick) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "at":
			t.At = s.text()
			return 1 << 0
		case "source":
			t.Source = s.id()
			return 1 << 1
		case "ability":
			t.Ability = s.intPtr()
			return 1 << 2
		case "text":
			t.Text = s.text()
			return 1 << 3
		case "card":
			t.Card = s.text()
			return 1 << 4
		case "player":
			t.Player = s.id()
			return 1 << 5
		case "targets":
			t.Targets = s.strings(s.lim.items, sharedRoom)
			return 1 << 6
		case "times":
			t.Times = s.intPtr()
			return 1 << 7
		case "x":
			t.X = s.intPtr()
			return 1 << 8
		case "sacrifice":
			t.Sacrifice = s.strings(s.lim.items, sharedRoom)
			return 1 << 9
		case "discard":
			t.Discard = s.strings(s.lim.items, sharedRoom)
			return 1 << 10
		case "mode":
			t.Mode = s.intPtr()
			return 1 << 11
		case "tap":
			t.Tap = s.strings(s.lim.items, sharedRoom)
			return 1 << 12
		case "color":
			t.Color = s.text()
			return 1 << 13
		case "choice":
			t.Choice = s.text()
			return 1 << 14
		case "flip":
			t.Flip = s.text()
			return 1 << 15
		case "kicked":
			t.Kicked = s.boolPtr()
			return 1 << 16
		case "paid":
			t.Paid = s.boolPtr()
			return 1 << 17
		case "divided":
			t.Divided = list(s, s.lim.items, func(n *int) { *n = s.integer() })
			return 1 << 18
		case "enters":
			t.Enters = s.text()
			return 1 << 19
		case "cycled":
			t.Cycled = s.boolPtr()
			return 1 << 20
		case "turn_face_up":
			t.TurnFaceUp = s.text()
			return 1 << 21
		case "revealed":
			t.Revealed = s.text()
			return 1 << 22
		}
		return 0
	})
}

func (req *CombatRequest) readFast(s *scanner) {
	s.request(&req.Board, func(key []byte) uint32 {
		switch string(key) {
		case "board":
			req.Board = s.board()
			return 1 << 0
		case "attackers":
			req.Attackers = exactList(s, s.lim.items, s.attacker, &attackerBuffers)
			return 1 << 1
		case "blockers":
			req.Blockers = exactList(s, s.lim.items, s.blocker, &blockerBuffers)
			return 1 << 2
		case "removed_from_combat":
			req.RemovedFromCombat = s.strings(s.lim.items, sharedRoom)
			return 1 << 3
		case "choices":
			req.Choices = s.combatChoices()
			return 1 << 4
		case "events":
			req.Events = list(s, s.lim.items, s.combatEvent)
			return 1 << 5
		case "tricks":
			req.Tricks = list(s, s.lim.items, s.trick)
			return 1 << 6
		case "resolved":
			req.Resolved = list(s, s.lim.items, s.resolvedTrigger)
			return 1 << 7
		}
		return 0
	})
}

// combatChoices reads the assignments chosen in each combat damage step,
// or null.
func (s *scanner) combatChoices() *CombatChoices {
	if s.null() {
		return nil
	}
	c := new(CombatChoices)
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "first_strike":
			c.FirstStrike = list(s, s.lim.items, s.assignment)
			return 1 << 0
		case "regular":
			c.Regular = list(s, s.lim.items, s.assignment)
			return 1 << 1
		case "may":
			c.May = list(s, s.lim.items, s.mayChoice)
			return 1 << 2
		case "flips":
			c.Flips = list(s, s.lim.items, s.flipChoice)
			return 1 << 3
		case "targets":
			c.Targets = list(s, s.lim.items, s.targetChoice)
			return 1 << 4
		case "sacrifices":
			c.Sacrifices = list(s, s.lim.items, s.sacrificeChoice)
			return 1 << 5
		}
		return 0
	})
	return c
}

// mayChoice reads the answer to an optional effect of a triggered ability.
func (s *scanner) mayChoice(m *MayChoice) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "source":
			m.Source = s.id()
			return 1 << 0
		case "text":
			m.Text = s.text()
			return 1 << 1
		case "answer":
			m.Answer = s.boolean()
			return 1 << 2
		case "targets":
			m.Targets = s.strings(s.lim.items, sharedRoom)
			return 1 << 3
		case "color":
			m.Color = s.text()
			return 1 << 4
		}
		return 0
	})
}

// flipChoice reads the outcome of a coin flip of a triggered ability.
func (s *scanner) flipChoice(f *FlipChoice) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "source":
			f.Source = s.id()
			return 1 << 0
		case "text":
			f.Text = s.text()
			return 1 << 1
		case "won":
			f.Won = s.boolean()
			return 1 << 2
		}
		return 0
	})
}

// sacrificeChoice reads the permanents a player sacrifices as a triggered
// ability resolves.
func (s *scanner) sacrificeChoice(c *SacrificeChoice) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "source":
			c.Source = s.id()
			return 1 << 0
		case "text":
			c.Text = s.text()
			return 1 << 1
		case "permanents":
			c.Permanents = s.strings(s.lim.items, sharedRoom)
			return 1 << 2
		}
		return 0
	})
}

// targetChoice reads the target of a triggered ability.
func (s *scanner) targetChoice(t *TargetChoice) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "source":
			t.Source = s.id()
			return 1 << 0
		case "text":
			t.Text = s.text()
			return 1 << 1
		case "targets":
			t.Targets = s.strings(s.lim.items, sharedRoom)
			return 1 << 2
		case "color":
			t.Color = s.text()
			return 1 << 3
		case "choice":
			t.Choice = s.text()
			return 1 << 4
		case "divided":
			t.Divided = list(s, s.lim.items, func(n *int) { *n = s.integer() })
			return 1 << 5
		}
		return 0
	})
}

// combatEvent reads something that happens before a step of the combat.
func (s *scanner) combatEvent(e *CombatEvent) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "before":
			e.Before = s.text()
			return 1 << 0
		case "event":
			e.Event = s.text()
			return 1 << 1
		case "object":
			e.Object = s.id()
			return 1 << 2
		case "shield":
			if !s.null() {
				e.Shield = new(Shield)
				s.shield(e.Shield)
			}
			return 1 << 3
		}
		return 0
	})
}

// resolvedTrigger reads an upkeep trigger that resolved before the combat.
func (s *scanner) resolvedTrigger(r *ResolvedTrigger) {
	s.object(func(key []byte) uint32 {
		switch string(key) {
		case "source":
			r.Source = s.id()
			return 1 << 0
		case "text":
			r.Text = s.text()
			return 1 << 1
		case "choice":
			r.Choice = s.text()
			return 1 << 2
		case "targets":
			r.Targets = s.strings(s.lim.items, sharedRoom)
			return 1 << 3
		}
		return 0
	})
}
