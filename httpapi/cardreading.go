package httpapi

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// A permanent may be given as a card (CONTRACT.md, "A permanent given as a
// card"): a Scryfall card object, or a card's name when the server has a
// card file. readCards turns each into the permanent's fields before the
// board is judged; package cards does the reading.

// IgnoredLine is a line of a card's oracle text the judge does not use,
// and why.
type IgnoredLine struct {
	Text   string `json:"text" example:"{T}: Add {G}."`
	Reason string `json:"reason" example:"not an ability the combat judge reads"`
	// Face is the face the line is on, for a card with several asked by
	// its full name, when it is not the face in view (cardfaces.go).
	Face string `json:"face,omitempty" example:""`
}

// Ignored is a line of the oracle text of a permanent given as a card that
// the judge did not take into account.
type Ignored struct {
	// Object is the permanent's id.
	Object string `json:"object" example:"elves"`
	IgnoredLine
}

// boardRequest is a request with a board.
type boardRequest interface{ board() *Board }

func (r *AttackCheckRequest) board() *Board { return r.Board }
func (r *BlockCheckRequest) board() *Board  { return r.Board }
func (r *DamageCheckRequest) board() *Board { return r.Board }

// cardReading is what reading a board's cards adds to the answer, and how
// the core's errors about derived fields are pointed back at the card.
type cardReading struct {
	ignored []Ignored
	// names and extents are, by the index of ignored, the name of the card
	// a line is of and how far it could reach into a combat when that was
	// worked out before (nil where it was not): the core's caveats read
	// them (caveatsOf).
	names   []string
	extents []*rules.LineExtent
	// board is the request's board: a caveat on a line that changes the
	// cards in a hand or graveyard depends on whether it counts them.
	board *Board
	notes []Violation
	// tricked says the request uses tricks: a trigger on a spell cast or a
	// card coming into play could then fire (rules.Caveats).
	tricked bool
	// derived says, by a permanent's index, which of its fields its card
	// filled in, and where the card is (cardFill.pointer); a permanent
	// without a card has none (its card is false).
	derived []cardFill
	// own is how many abilities each permanent with a card wrote itself;
	// the card's follow.
	own []int
	// cards is how many permanents have a card.
	cards int
	// strs and ints are what is left of the slabs fill takes its lists
	// and numbers from (buffers.go).
	strs []string
	ints []int
}

// readCards fills in, for each permanent given as a card, the fields the
// permanent does not write itself: name, types, supertypes, subtypes,
// colors, power and toughness from the card, and its abilities after the
// permanent's own. It collects every problem (an unknown name, a power
// the card does not print as a number, a face that is not there, an oracle
// text of more lines than a permanent may have abilities).
func readCards(cf *CardFile, b *Board, maxAbilities int) (*cardReading, error) {
	cr := &cardReading{} // its maps are made for the first card (fill)
	if b == nil {
		return cr, nil
	}
	cr.board = b
	var errs []ProblemError
	for i := range b.Permanents {
		p := &b.Permanents[i]
		at := func() string { return "/board/permanents/" + strconv.Itoa(i) } // built only when needed
		if p.Card == nil {
			if p.Face != "" {
				errs = append(errs, ProblemError{Pointer: at() + "/face", Detail: `"face" picks a face of the permanent's "card", and it has none`})
			}
			continue
		}
		name := p.Card.byName
		c := cf.kept(name, p.Face, maxAbilities) // a card of the file named before: read once
		if c == nil {
			d, ok, err := readCard(cf, p, at(), maxAbilities, &errs)
			if err != nil {
				return nil, err
			} else if !ok {
				continue
			}
			c = readLines(d, name != "")
			if name != "" {
				cf.keep(name, p.Face, maxAbilities, c)
			}
		}
		errs = append(errs, cr.fill(i, p, c, b)...)
		if n := len(p.Abilities); n > maxAbilities {
			ptr, _ := cr.derived[i].pointer("abilities")
			errs = append(errs, ProblemError{Pointer: ptr, Detail: fmt.Sprintf(
				"with the card's abilities the permanent has %d (%d of its own); a permanent may have at most %d", n, cr.own[i], maxAbilities)})
		}
	}
	if len(errs) > 0 {
		return nil, &requestError{code: codeInvalid, errors: errs}
	}
	return cr, nil
}

// readCard reads the card of permanent p, at pointer at: it looks a name
// up in the card file and derives the card. It appends each problem to
// errs and reports whether there was none. While the card file loads, the
// request can't be judged at all: that is its error.
func readCard(cf *CardFile, p *Permanent, at string, maxAbilities int, errs *[]ProblemError) (cards.Derived, bool, error) {
	card, face, cardAt := p.Card.toCards(), p.Face, at+"/card"
	if name := p.Card.byName; name != "" {
		var named string
		var err *requestError
		if card, named, err = cf.find(name); err != nil {
			switch err {
			case errCardsLoading:
				return cards.Derived{}, false, err
			case errNoCardFile:
				*errs = append(*errs, ProblemError{Pointer: cardAt, Detail: "card names need a card file, and this server has none: " + noCardFileAdvice + "; or send the Scryfall card object instead"})
			default:
				*errs = append(*errs, ProblemError{Pointer: cardAt, Detail: err.detail})
			}
			return cards.Derived{}, false, nil
		}
		face = cmp.Or(face, named)
	}
	if at, n := longestOracle(card, maxAbilities); at != "" {
		ptr := cardAt + at
		if p.Card.byName != "" {
			ptr = cardAt
		}
		*errs = append(*errs, ProblemError{Pointer: ptr, Detail: fmt.Sprintf(
			"a card's oracle text may hold at most %d lines, as a permanent may have at most %d abilities; this one holds %d", maxAbilities, maxAbilities, n)})
		return cards.Derived{}, false, nil
	}
	d, err := deriveWithTricks(card, face, false) // tricks.go
	var cerrs cards.Errors
	if errors.As(err, &cerrs) {
		for _, e := range cerrs {
			ptr := cardAt + e.Field
			switch {
			case e.Field == "":
				ptr = at + "/face"
			case p.Card.byName != "":
				ptr = cardAt
			}
			*errs = append(*errs, ProblemError{Pointer: ptr, Detail: e.Detail})
		}
		return cards.Derived{}, false, nil
	}
	return d, true, nil
}

// longestOracle finds an oracle text of the card (the card's own, or a
// face's) with more than max lines that are not blank, before any is read:
// its pointer relative to the card, and its count of lines; "" when none.
func longestOracle(c cards.Card, max int) (string, int) {
	count := func(text string) int {
		n := 0
		for line := range strings.SplitSeq(text, "\n") {
			if strings.TrimSpace(line) != "" {
				n++
			}
		}
		return n
	}
	if n := count(c.OracleText); n > max {
		return "/oracle_text", n
	}
	for i, f := range c.CardFaces {
		if n := count(f.OracleText); n > max {
			return "/card_faces/" + strconv.Itoa(i) + "/oracle_text", n
		}
	}
	return "", 0
}

// cardFill is which fields of a permanent its card filled in, and where
// the card is in the request.
type cardFill struct {
	card   bool   // the permanent has a card
	index  int    // the permanent's index in the board
	byName bool   // the card is a name: every field points at the name
	fields filled // the fields the card filled in
}

// cardAt is the card's pointer, made only for an error that names it.
func (f cardFill) cardAt() string {
	return "/board/permanents/" + strconv.Itoa(f.index) + "/card"
}

// filled is a set of the list fields a card fills in (cardFill.fields).
type filled uint8

// filledBit is field's member of a filled set, 0 for a field no card
// fills in as a list.
func filledBit(field string) filled {
	switch field {
	case "types":
		return 1
	case "supertypes":
		return 2
	case "subtypes":
		return 4
	case "colors":
		return 8
	}
	return 0
}

// pointer is the pointer of the card field that filled in field, false
// when the card did not fill it in. Abilities always come from the card
// too, after the permanent's own.
func (f cardFill) pointer(field string) (string, bool) {
	if field != "abilities" && f.fields&filledBit(field) == 0 {
		return "", false
	}
	if f.byName {
		return f.cardAt(), true
	}
	switch field {
	case "colors":
		return f.cardAt() + "/colors", true
	case "abilities":
		return f.cardAt() + "/oracle_text", true
	}
	return f.cardAt() + "/type_line", true
}

// cardRead is a card's reading, with what each of its lines needs of a
// request worked out once, when the card is read: a card of the card file
// is kept so (CardFile.keep), and a request that names it only looks at
// what it gives (fill).
type cardRead struct {
	cards.Derived
	lines []lineNeeds // by the index of Derived.Abilities
	// ignoredExtents is how far each of Derived.Ignored could reach into a
	// combat (rules.ExtentOf), by its index; nil for a reading that is not
	// kept.
	ignoredExtents []*rules.LineExtent
	// aura: the card is an Aura.
	aura bool
}

// lineNeeds is what a line of a card needs of a request to be applied.
type lineNeeds struct {
	// attached: it speaks of the permanent an Aura is attached to
	// (cards.SpeaksOfAttached).
	attached bool
	// choice is the kind of choice it speaks of, "" when none
	// (rules.ChoiceKind).
	choice string
	// graveyard: it counts the cards in its controller's graveyard
	// (cards.NeedsGraveyard).
	graveyard bool
	// abs are its abilities, read for the card's name; facts says whether
	// one of them may need a fact the request gives (missingFact).
	abs   []rules.Ability
	facts bool
	// extent is how far it could reach into a combat, for when it is not
	// applied; nil for a reading that is not kept.
	extent *rules.LineExtent
}

// readLines works out what each line of d needs of a request, and, for a
// reading that is kept (CardFile.keep), how far each line could reach into
// a combat should it not be applied (rules.ExtentOf): worth reading only
// for a reading used again.
func readLines(d cards.Derived, kept bool) *cardRead {
	c := &cardRead{Derived: d, lines: make([]lineNeeds, len(d.Abilities)),
		aura: slices.ContainsFunc(d.Subtypes, func(s string) bool { return strings.EqualFold(s, "aura") })}
	for k, da := range d.Abilities {
		ln := &c.lines[k]
		ln.attached = cards.SpeaksOfAttached(da.Text)
		ln.choice = rules.ChoiceKind(da.Text)
		ln.graveyard = cards.NeedsGraveyard(da.Text)
		if abs, err := rules.ParseAbility(da.Text, d.Name); err == nil {
			ln.abs = abs
			ln.facts = slices.ContainsFunc(abs, needsFact)
		}
		if kept {
			e := rules.ExtentOf(da.Text, d.Name)
			ln.extent = &e
		}
	}
	if kept {
		c.ignoredExtents = make([]*rules.LineExtent, len(d.Ignored))
		for k, ig := range d.Ignored {
			e := rules.ExtentOf(ig.Text, d.Name)
			c.ignoredExtents[k] = &e
		}
	}
	return c
}

// fill writes the derived card into the permanent's missing fields. The
// lists and numbers it takes are copied: c may be a kept reading, shared
// by every request (CardFile.kept).
func (cr *cardReading) fill(i int, p *Permanent, c *cardRead, b *Board) []ProblemError {
	d := &c.Derived // read only: it may be shared
	graveyard := graveyardGiven(b, p.Controller)
	if cr.derived == nil {
		cr.derived, cr.own = make([]cardFill, len(b.Permanents)), make([]int, len(b.Permanents))
	}
	from := cardFill{card: true, index: i, byName: p.Card.byName != ""}
	if p.Name == "" {
		p.Name = d.Name
	}
	fields := [...]struct {
		field string
		dst   *[]string
		val   []string
	}{
		{"types", &p.Types, d.Types},
		{"supertypes", &p.Supertypes, d.Supertypes},
		{"subtypes", &p.Subtypes, d.Subtypes},
		{"colors", &p.Colors, d.Colors},
	}
	// The request's own copies of the card's lists, in one allocation:
	// each its own part, its capacity cut at its length.
	words := 0
	for _, f := range fields {
		if *f.dst == nil {
			words += len(f.val)
		}
	}
	buf := cr.strings(words)
	for _, f := range fields {
		if *f.dst == nil {
			if f.val != nil {
				start := len(buf)
				buf = append(buf, f.val...)
				*f.dst = buf[start:len(buf):len(buf)]
			}
			from.fields |= filledBit(f.field)
		}
	}
	if p.Power == nil || p.Toughness == nil {
		pt := cr.powerToughness() // both in one allocation
		if p.Power == nil && d.Power != nil {
			pt[0], p.Power = *d.Power, &pt[0]
		}
		if p.Toughness == nil && d.Toughness != nil {
			pt[1], p.Toughness = *d.Toughness, &pt[1]
		}
	}
	optionPowerToughness(p, d) // entering.go
	var errs []ProblemError
	if slices.ContainsFunc(p.Types, func(t string) bool { return strings.EqualFold(t, "creature") }) {
		for _, pt := range []struct {
			field   string
			value   *int
			printed string
		}{{"power", p.Power, d.PrintedPower}, {"toughness", p.Toughness, d.PrintedToughness}} {
			if pt.value != nil || countedByCard(d, pt.field) { // entering.go
				continue
			}
			detail := fmt.Sprintf("%s is a creature whose card prints no %s: give its current %s in %q", d.Name, pt.field, pt.field, pt.field)
			if pt.printed != "" {
				detail = fmt.Sprintf("%s's card prints %s %q, not a number: give the creature's current %s in %q", d.Name, pt.field, pt.printed, pt.field, pt.field)
			}
			errs = append(errs, ProblemError{Pointer: "/board/permanents/" + strconv.Itoa(i) + "/" + pt.field, Detail: detail})
		}
	}
	errs = append(errs, kickerCostsOfCard(i, p, d)...) // entering.go
	cr.own[i] = len(p.Abilities)
	abilities := append(cr.strings(len(p.Abilities)+len(d.Abilities)), p.Abilities...)
	unattachedAura := p.AttachedTo == "" && c.aura
	for k, da := range d.Abilities {
		text, ln := da.Text, &c.lines[k]
		if unattachedAura && ln.attached {
			// An Aura in play is attached to something; without attached_to
			// the judge can't tell what, so the line is not applied.
			cr.ignore(p.ID, text, reasonUnattached, d.Name, ln.extent)
			continue
		}
		if ln.choice != "" && strings.TrimSpace(p.Chosen) == "" {
			cr.ignore(p.ID, text, fmt.Sprintf(reasonNoChoice, ln.choice), d.Name, ln.extent)
			continue
		}
		if !graveyard && ln.graveyard {
			cr.ignore(p.ID, text, reasonNoGraveyard, d.Name, ln.extent)
			continue
		}
		if reason := missingFact(b, p, ln); reason != "" {
			cr.ignore(p.ID, text, reason, d.Name, ln.extent)
			continue
		}
		if p.Name != d.Name {
			text = cards.Rename(text, d.Name, p.Name)
		}
		abilities = append(abilities, text)
	}
	if len(abilities) > 0 || p.Abilities != nil { // none stays nil, as it came
		p.Abilities = abilities[:len(abilities):len(abilities)] // the rest of its room is not another's
	}
	cr.derived[i] = from
	cr.cards++
	id := p.ID
	for k, ig := range d.Ignored {
		var e *rules.LineExtent
		if c.ignoredExtents != nil {
			e = c.ignoredExtents[k]
		}
		cr.ignore(id, ig.Text, ig.Reason, d.Name, e)
	}
	for _, n := range d.Notes {
		cr.notes = append(cr.notes, Violation{Rule: string(n.Rule), Objects: []string{id}, Message: n.Message})
	}
	return errs
}

// ignore adds a line of a permanent's card, the card named name, to the
// lines not applied, with how far it could reach into a combat when that
// is known (nil: the core reads it).
func (cr *cardReading) ignore(id, text, reason, name string, e *rules.LineExtent) {
	cr.ignored = append(cr.ignored, Ignored{Object: id, IgnoredLine: IgnoredLine{Text: text, Reason: reason}})
	cr.names = append(cr.names, name)
	cr.extents = append(cr.extents, e)
}

// reasonNoGraveyard is why a threshold line is not applied when the request
// does not say how many cards are in its controller's graveyard.
const reasonNoGraveyard = "threshold depends on how many cards are in its controller's graveyard: give players[].graveyard to apply it"

// graveyardGiven reports whether the request says how many cards are in
// the player's graveyard.
func graveyardGiven(b *Board, player string) bool {
	for _, pl := range b.Players {
		if pl.ID == player {
			return pl.Graveyard != nil
		}
	}
	return false
}

// reasonNoChoice is why a line about the color or type chosen as the
// permanent came into play is not applied when the request does not say it.
const reasonNoChoice = "it speaks of the %s chosen as the permanent came into play: give it in chosen to apply it"

// reasonUnattached is why an Aura's line about the permanent it enchants is
// not applied when the request does not say which permanent that is.
const reasonUnattached = "an ability the Aura gives the permanent it is attached to; give the Aura's attached_to to apply it, or write the ability on that permanent"

// remap points the core's errors about fields a card filled in at the
// card's own field: "Instant" is not a permanent type comes from the
// type_line, not from types the client never sent.
func (cr *cardReading) remap(err error) error {
	ie, ok := errors.AsType[rules.InputError](err)
	if !ok || cr == nil || cr.cards == 0 {
		return err
	}
	return unjudgeable(ie, func(p rules.Path) string {
		if to, ok := cr.cardField(p); ok {
			return to
		}
		return jsonPointer(p)
	})
}

// cardField is the pointer of the card field that filled in the field at
// p, a permanent's: board, permanents, i, field[, j].
func (cr *cardReading) cardField(p rules.Path) (string, bool) {
	if len(p) < 4 || p[0] != "board" || p[1] != "permanents" {
		return "", false
	}
	i, ok := p[2].(int)
	field, fok := p[3].(string)
	if !ok || !fok {
		return "", false
	}
	if i < 0 || i >= len(cr.derived) || !cr.derived[i].card {
		return "", false
	}
	fill := cr.derived[i]
	to, ok := fill.pointer(field)
	if !ok {
		return "", false
	}
	if j, isInt := pathIndex(p, 4); field == "abilities" && isInt && j < cr.own[i] {
		return "", false // one of the permanent's own
	}
	return to, true
}

// pathIndex is the list position at step k of p, if there is one.
func pathIndex(p rules.Path, k int) (int, bool) {
	if k >= len(p) {
		return 0, false
	}
	j, ok := p[k].(int)
	return j, ok
}

// addCards adds what reading the cards found to an answer: the ignored
// lines, and the translations among the notes, in the notes' order.
func (c *CheckResponse) addCards(cr *cardReading) {
	stop := rules.StopAtAttackers
	switch c.of {
	case exampleBlockers:
		stop = rules.StopAtBlockers
	case exampleAssignments:
		stop = rules.StopAtDamage
	}
	c.addCardsAs(cr, stop)
}

// addCardsAs is addCards for an answer that stops at stop, which says
// which ignored lines are its caveats.
func (c *CheckResponse) addCardsAs(cr *cardReading, stop rules.Stop) {
	if c.Ignored == nil {
		c.Ignored = []Ignored{}
	}
	if cr == nil {
		return
	}
	c.Ignored = append(c.Ignored, cr.ignored...)
	c.Caveats = caveatsOf(cr, stop)
	if len(cr.notes) > 0 {
		c.Notes = append(c.Notes, cr.notes...)
		slices.SortStableFunc(c.Notes, compareFindings)
	}
}

// addCards adds to a resolve's answer what it adds to a check's, with
// the caveats of triggers about damage: they could change what follows
// from dealing it.
func (c *ResolveResponse) addCards(cr *cardReading) { c.addCardsAs(cr, rules.StopAfterDamage) }

// compareFindings orders findings as the core does (rules.CompareFindings).
func compareFindings(a, b Violation) int {
	// The core compares the rules first: findings of two rules are ordered
	// without their copies for the core.
	if c := rules.CompareRules(rules.RuleID(a.Rule), rules.RuleID(b.Rule)); c != 0 {
		return c
	}
	return rules.CompareFindings(a.toRules(), b.toRules())
}

// toRules is the core's finding for a finding of an answer.
func (v Violation) toRules() rules.Violation {
	objects := make([]rules.ObjectID, len(v.Objects))
	for i, o := range v.Objects {
		objects[i] = rules.ObjectID(o)
	}
	return rules.Violation{Rule: rules.RuleID(v.Rule), Objects: objects, Message: v.Message}
}

// needsFact reports whether missingFact may find a fact of the game
// missing for a: one it names (Fact), or Snowblind's counters. missingFact
// looks at no other ability, and a card's line with none is not looked at
// again (lineNeeds.facts).
func needsFact(a rules.Ability) bool {
	return rules.FactField(a) != "" || snowblindShape(a)
}

// missingFact says why a card's line is not applied when it needs a fact
// of the game the request does not give (the cards in a hand, the creature
// spells cast this turn, whether the permanent was kicked); "" when it
// needs none, or has it.
func missingFact(b *Board, p *Permanent, ln *lineNeeds) string {
	if !ln.facts { // no ability of the line needsFact (readLines)
		return ""
	}
	for _, a := range ln.abs {
		if !needsFact(a) {
			// Every check below is of an ability needsFact takes; one
			// added here must be too, or a line whose fact is missing
			// would be applied without it.
			continue
		}
		if why := historyMissing(b, p, a); why != "" { // lords.go
			return why
		}
		if why := snowblindMissing(b, p, a); why != "" { // capped_shrink.go
			return why
		}
		switch rules.FactField(a) {
		case "players[].hand":
			for _, pl := range b.Players {
				if pl.Hand == nil && (pl.ID == p.Controller || rules.ComparesHands(a)) {
					return "depends on how many cards are in " + pl.ID + "'s hand: give players[].hand to apply it"
				}
			}
		case "players[].creature_spells_cast":
			for _, pl := range b.Players {
				if pl.ID == p.Controller && pl.CreatureSpellsCast == nil {
					return "depends on whether " + pl.ID + " cast a creature spell this turn: give players[].creature_spells_cast to apply it"
				}
			}
		case "players[].cast_or_played_last_turn":
			for _, pl := range b.Players {
				if pl.ID != b.ActivePlayer && pl.CastOrPlayedLastTurn == nil {
					return "depends on whether " + pl.ID + " cast a spell or put a nontoken permanent into play during their last turn: give players[].cast_or_played_last_turn to apply it"
				}
			}
		case "players[].skipped_draw":
			for _, pl := range b.Players {
				if pl.ID == p.Controller && pl.ID != b.ActivePlayer && pl.SkippedDraw == nil {
					return "depends on whether " + pl.ID + " skipped the draw of their last draw step with it: give players[].skipped_draw to apply it"
				}
			}
		case "permanents[].kicked":
			if p.Kicked == nil {
				return "depends on whether the permanent was kicked: give its kicked (and the +1/+1 counters it entered with in counters) to apply it"
			}
		case "permanents[].chosen":
			if strings.TrimSpace(p.Chosen) == "" {
				return fmt.Sprintf(reasonNoOption, strings.Join(rules.OptionNames(a), ", "))
			}
		case "permanents[].kickers_paid":
			if p.KickersPaid == nil && (p.Kicked == nil || *p.Kicked) {
				return "depends on which kicker costs the permanent was kicked with: give its kickers_paid (and the +1/+1 counters it entered with in counters) to apply it"
			}
		default:
			if reason := aurasMissingFact(b, p, a); reason != "" { // auras.go
				return reason
			}
		}
	}
	return ""
}
