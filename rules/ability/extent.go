package ability

import (
	"slices"
	"strings"
	"unicode"
)

// This file reads a line of card text the judge does not apply for what
// it could touch in a combat: not what it means, only how far its words
// reach. The rules core turns that into caveats (rules.Caveats). The
// reading fails closed: a line has an extent unless its words show that it
// has none, and a word this file does not know counts as one that reaches.
//
// The shapes of a line (an activated ability, a keyword that works
// outside play, a trigger's event, a sentence about the card entering
// play) are productions of the grammar (grammar.go), read whole; the
// phrases that touch nothing a combat reads are productions struck from a
// sentence before its words are weighed one by one.

// Moment is a point of a combat an answer of the judge reaches: each
// answer judges the combat as it stands at one of them, after everything
// that happened before it.
type Moment uint8

// The moments, in the order of a combat. Never is a line's From when its
// words show it touches no combat.
const (
	Never Moment = iota
	// AtAttackers: attackers are declared (308.2); triggers at the
	// beginning of combat and effects made earlier in the turn are there.
	AtAttackers
	// AtBlockers: blockers are declared (309.2), after the triggers of
	// the declare attackers step.
	AtBlockers
	// AtDamage: combat damage is assigned (310.2), after the triggers of
	// the declare blockers step.
	AtDamage
	// AfterDamage: a combat damage step was dealt (310.4) and the
	// state-based effects checked.
	AfterDamage
	// AfterCombat: the whole combat, to the end of combat step (311).
	AfterCombat
)

// Zones is a set of the zones outside play whose counts a line changes.
type Zones uint8

// The zones a line may touch without touching a permanent: a board counts
// them only when the request gives the count (players[].hand,
// players[].graveyard).
const (
	Hand Zones = 1 << iota
	Graveyard
)

// Extent is how far into a combat a line of card text could reach.
type Extent struct {
	// Form is the kind of ability the line is, read from its shape:
	// Static (a keyword too), Triggered ("When", "Whenever", "At", 410) or
	// Activated (a cost, a colon, an effect, 409).
	Form Kind
	// From is the first moment at which the line could change what the
	// judge reads; Never when its words show it changes nothing there.
	From Moment
	// Zones are the counts of cards outside play the line changes, and
	// ZonesFrom the first moment it changes them: it reaches a board that
	// counts one of them from then on.
	Zones     Zones
	ZonesFrom Moment
	// Why says in a few words what reaches, for a caveat's message.
	Why string
	// ByTrick says a trigger's event happens in a combat the judge walks
	// only when a trick makes it happen: a spell cast, a card cycled, a
	// card put into play or turned face up. It reaches an answer whose
	// request uses tricks, from the beginning of combat.
	ByTrick bool
}

// ByTricks reports whether the line could change an answer whose request
// uses tricks, which may make its event happen in the combat, on a board
// that counts the zones counted.
func (e Extent) ByTricks(counted Zones) (string, bool) {
	if e.ByTrick && (e.Zones == 0 || e.Zones&counted != 0) {
		return "triggers on a spell cast, a card cycled, or a card put into play or turned face up, which a trick of this request can do", true
	}
	return "", false
}

// At reports whether the line could change an answer that stops at m, on
// a board that counts the zones counted.
func (e Extent) At(m Moment, counted Zones) (string, bool) {
	if e.From != Never && e.From <= m {
		return e.Why, true
	}
	if e.Zones&counted != 0 && e.ZonesFrom != Never && e.ZonesFrom <= m {
		return "changes the cards in a hand or graveyard, which this board counts, and " + e.Why, true
	}
	return "", false
}

// ExtentOf reads what a line of card text, of the card named name, could
// touch in a combat.
func ExtentOf(text, name string) Extent {
	s := extentNormal(text, name)
	switch {
	case isActivatedLine(s):
		return Extent{Form: Activated, Why: "is an activated ability"}
	case triggerLine.match(withoutAbilityWord(s)) != nil:
		return triggerExtent(withoutAbilityWord(s))
	}
	return staticExtent(s)
}

// extentNormal lowercases a line, folds its typography and spaces, drops
// its reminder text and writes its references to the card as "~".
func extentNormal(text, name string) string {
	s := withoutReminders(strings.ToLower(strings.Join(strings.Fields(typography.Replace(text)), " ")))
	names := []string{"this creature", "this permanent", "cardname"}
	if n := strings.ToLower(strings.TrimSpace(name)); n != "" {
		names = append(names, n)
		if short, _, ok := strings.Cut(n, ", "); ok {
			names = append(names, short) // "Kiyomaro" of Kiyomaro, First to Stand
		}
	}
	for _, n := range names {
		s = ReplaceWords(s, n, "~")
	}
	return strings.TrimSpace(s)
}

// withoutReminders drops each parenthesized reminder, with the spaces
// before it.
func withoutReminders(s string) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(s, '(')
		if open < 0 {
			break
		}
		shut := strings.IndexByte(s[open:], ')')
		if shut < 0 {
			break
		}
		start := open
		for start > 0 && s[start-1] == ' ' {
			start--
		}
		b.WriteString(s[:start])
		s = s[open+shut+1:]
	}
	b.WriteString(s)
	return b.String()
}

// isActivatedLine reports whether a line has the shape of an activated
// ability: a cost (a mana symbol, or a word of a cost) before its first
// colon, with no quote before it; or a keyword that is one.
func isActivatedLine(s string) bool {
	if cost, _, ok := strings.Cut(s, ":"); ok && !strings.ContainsAny(cost, "\"“") && (hasSymbol(cost) || hasAnyWord(cost, costWords...)) {
		return true
	}
	return activatedKeyword.match(keywordDash(s)) != nil
}

// keywordDash writes the dash after a keyword ("kicker—{2}",
// "cumulative upkeep—pay 1 life", folded to "-") between spaces, as the
// grammar reads it apart: the first dash written right after a word.
func keywordDash(s string) string {
	i := strings.IndexByte(s, '-')
	if i <= 0 || !isWordByte(s[i-1]) || i+1 < len(s) && s[i+1] == ' ' {
		return s
	}
	return s[:i] + " - " + s[i+1:]
}

// costWords begin the parts of a cost that are not mana.
var costWords = []string{"tap", "sacrifice", "discard", "remove", "exile", "pay", "return", "put"}

// hasSymbol reports whether s holds a symbol, "{" and "}" about something.
func hasSymbol(s string) bool {
	open := strings.IndexByte(s, '{')
	return open >= 0 && strings.IndexByte(s[open+1:], '}') > 0
}

// withoutAbilityWord drops an ability word before a line ("threshold -
// "): up to 30 letters, apostrophes and spaces, then a dash between
// spaces.
func withoutAbilityWord(s string) string {
	dash := strings.IndexByte(s, '-')
	if dash < 2 || dash+1 >= len(s) || s[dash-1] != ' ' || s[dash+1] != ' ' {
		return s
	}
	n := 0
	for _, r := range s[:dash-1] {
		if !unicode.IsLetter(r) && r != '\'' && r != ' ' {
			return s
		}
		n++
	}
	if n > 30 {
		return s
	}
	return s[dash+2:]
}

// The shapes of whole lines, read by the grammar (grammar.go).
var (
	// activatedKeyword is a keyword that is an activated ability.
	activatedKeyword = mustCompile(`( equip | fortify | ninjutsu | transmute | transfigure | reinforce | forecast ) [ {any} ]`)
	// triggerLine begins as a trigger does (410).
	triggerLine = mustCompile(`( when | whenever | at ) [ {any} ]`)
	// inertKeyword is a keyword line whose ability works only while the
	// card is cast, enters play or sits in a hand or graveyard, or in an
	// upkeep (each card of a board is in play, and was put there before
	// combat).
	inertKeyword = mustCompile(`( flash | convoke | sunburst | split second | retrace | storm | gravestorm | this spell can't be countered` +
		` | ( kicker | multikicker | morph | madness | suspend | echo | cumulative upkeep | buyback | flashback | replicate | entwine | recover | evoke ) [ {any} ]` +
		` | affinity for {word} | ( amplify | bloodthirst | fading | ripple ) {digits} | vanishing [ {digits} ] | {word} offering` +
		` | splice onto {words'} [ {any} ] | enchant [ {letter-words} ] card in a graveyard` +
		` | remove ~ from your deck before playing if you're not playing for ante [ . ] )`)
	// zoneKeyword is a keyword line that moves cards between zones
	// outside play only.
	zoneKeyword = mustCompile(`( dredge | soulshift ) {digits}`)
)

// isCyclingLine reports whether a line is a cycling keyword ("cycling
// {2}", "swampcycling {2}"): played from the hand only.
func isCyclingLine(s string) bool {
	i := strings.IndexFunc(s, func(r rune) bool { return r > unicode.MaxASCII || !isWordByte(byte(r)) })
	if i < 0 {
		i = len(s)
	}
	return strings.HasSuffix(s[:i], "cycling")
}

// staticExtent is the extent of a static line: all the time, unless every
// sentence of it is about something no combat reads.
func staticExtent(s string) Extent {
	if inertKeyword.match(keywordDash(s)) != nil || isCyclingLine(s) {
		return Extent{Form: Static}
	}
	if zoneKeyword.match(s) != nil {
		// Dredge, soulshift: cards move between hand, library and
		// graveyard, on a death or a draw.
		return Extent{Form: Static, Zones: Hand | Graveyard, ZonesFrom: AtBlockers, Why: "could apply during this combat"}
	}
	reach, zones := effectReach(s, true)
	switch reach {
	case reachesNothing:
		return Extent{Form: Static}
	case reachesZones:
		return Extent{Form: Static, Zones: zones, ZonesFrom: AtAttackers, Why: "applies at all times"}
	}
	return Extent{Form: Static, From: AtAttackers, Why: "is a static ability in effect during this combat, and the judge can't show it leaves this answer alone"}
}

// triggerExtent is the extent of a triggered line: when its event could
// happen in a combat, and whether its effect could change what the judge
// reads then or, made earlier in the turn, lasts into the combat.
func triggerExtent(s string) Extent {
	event, effect, ok := strings.Cut(s, ",")
	if !ok {
		return Extent{Form: Triggered, From: AtAttackers, Why: "is a triggered ability the judge can't place in this combat"}
	}
	reach, zones := effectReach(effect, false)
	if reach == reachesNothing {
		return Extent{Form: Triggered}
	}
	when, earlier := eventMoment(event)
	e := Extent{Form: Triggered, From: when, Why: momentWhy[when], ByTrick: byTrick.match(strings.TrimSpace(event)) != nil}
	if reach == reachesZones {
		e = Extent{Form: Triggered, Zones: zones, ZonesFrom: when, Why: momentWhy[when], ByTrick: e.ByTrick}
		return e
	}
	if l := strike(strings.ReplaceAll(effect, "if able", "must"), oneShot, ""); earlier == thisTurn && hasAnyWord(l, lasting...) || earlier == lastTurn && lastsBeyondTurn(l) {
		// The event could have happened earlier (an upkeep, a creature
		// entering, an end step of a turn before): what its effect made
		// could still be in force, and a board gives none of it.
		e.From, e.Why = AtAttackers, "could have made an effect earlier this turn that lasts into this combat"
	}
	return e
}

// momentWhy says when a trigger of each moment could happen.
var momentWhy = [...]string{
	AtAttackers: "could trigger as combat begins",
	AtBlockers:  "could trigger during this combat, as soon as attackers are declared",
	AtDamage:    "could trigger as blockers are declared",
	AfterDamage: "could trigger on combat damage",
	AfterCombat: "could trigger at the end of combat",
}

// earlier is when else than in combat a trigger's event could have
// happened, so that an effect it made could last into combat.
type earlier uint8

const (
	inCombatOnly earlier = iota
	thisTurn             // before combat this turn: an upkeep, a creature entering
	lastTurn             // after combat only: an end step, of a turn before
)

// eventMoment is the first moment at which a trigger's event could have
// happened or resolved, and when else it could have happened. Never: its
// event happens outside combat only, and whatever it did is in the board
// given unless it lasts.
func eventMoment(event string) (Moment, earlier) {
	e := strings.TrimSpace(event)
	switch {
	case strings.Contains(e, " or "):
		// More than one event: "When ~ enters the battlefield or the
		// creature it haunts dies" could happen in combat.
	case afterCombat.match(e) != nil:
		return Never, lastTurn
	case outsideCombat.match(e) != nil:
		return Never, thisTurn
	case beginningOfCombat.match(e) != nil:
		return AtAttackers, inCombatOnly
	case endOfCombat.match(e) != nil:
		return AfterCombat, inCombatOnly
	}
	// A creature attacking, blocking or becoming blocked: what follows
	// the verb ("alone", "and isn't blocked", "by one or more Orcs") only
	// narrows the event, unless it is another event ("or dies").
	if m := declarationEvent.match(e); m != nil && !strings.Contains(strings.ReplaceAll(strings.ReplaceAll(e, "attacks or blocks", ""), "blocks or becomes blocked", ""), " or ") {
		if m[1] == "attacks" && !strings.HasPrefix(m[2], "and isn't blocked") {
			return AtBlockers, inCombatOnly
		}
		return AtDamage, inCombatOnly
	}
	// The combat events, when the event is nothing else: its words are
	// the event's and its subject's only.
	words := strings.Fields(e)
	if !slices.ContainsFunc(words, func(w string) bool { return !eventWords[w] }) {
		switch {
		case slices.Contains(words, "attack") || slices.Contains(words, "attacks"):
			return AtBlockers, inCombatOnly
		case slices.Contains(words, "block") || slices.Contains(words, "blocks") || slices.Contains(words, "blocked"):
			return AtDamage, inCombatOnly
		case strings.Contains(" "+e+" ", " combat damage "):
			return AfterDamage, inCombatOnly
		}
	}
	// Anything else (a death, damage, life, counters, tapping, another
	// permanent entering) could follow from what a trigger the walk
	// applies does, from the declare attackers step on, and could happen
	// before combat too.
	return AtBlockers, thisTurn
}

// The events of triggers, read by the grammar (grammar.go).
var (
	// outsideCombat is an event that never happens in a combat the judge
	// walks: a step or phase other than combat, the card itself entering
	// play (it is in play), a spell cast, a land played, a card cycled, the
	// card turned face up (it is face up). A card drawn or discarded is not
	// one: a trigger in combat may draw or discard.
	outsideCombat = mustCompile(`( at the beginning of ` + whoseStep + ` [ next ] ( upkeep | draw step | precombat main phase | main phase | turn )` +
		` | at the beginning of the ( upkeep | draw step ) of {words'}` +
		` | ( when | whenever ) ~ ( enters the battlefield | comes into play | is turned face up )` +
		` | ( when | whenever ) ( you | a player | an opponent | target opponent | each opponent | that player ) ( cast | casts | play | plays | cycle | cycles ) {any} )`)
	// byTrick is an event of outsideCombat that a trick of the request
	// makes happen in a combat: a spell cast, a card cycled, a card put
	// into play or turned face up.
	byTrick = mustCompile(`( ( when | whenever ) ~ ( enters the battlefield | comes into play | is turned face up ) [ {any} ]` +
		` | ( when | whenever ) ( you | a player | an opponent | target opponent | each opponent | that player ) ( cast | casts | cycle | cycles ) {any} )`)
	// afterCombat is a step after combat: what a trigger then does this
	// turn comes after the combat judged.
	afterCombat = mustCompile(`( at the beginning of ` + whoseStep + ` [ next ] ( end step | postcombat main phase | end of turn )` +
		` | at the beginning of the end step of {words'} | at [ the ] end of [ the ] turn | at the beginning of the end ( step | phase ) )`)
	beginningOfCombat = mustCompile(`at the beginning of ( combat | each combat ) [ {any} ]`)
	endOfCombat       = mustCompile(`at [ the ] end of combat`)
	// declarationEvent is a subject with no verb of its own, then
	// attacking, blocking or becoming blocked: the verb and what follows
	// it captured.
	declarationEvent = mustCompile(`( when | whenever ) {few-name-words} @( attacks | blocks | becomes blocked ) @[ {any} ]`)
)

// whoseStep is whose a step is, in a trigger's event.
const whoseStep = `( your | each | each player's | each opponent's | the | that player's | target opponent's | the next | your next` +
	` | enchanted creature's controller's | enchanted permanent's controller's | enchanted land's controller's )`

// eventWords are the words of the combat events and of a trigger's
// subject.
var eventWords = setOf(`when whenever attack attacks attacking alone block blocks becomes blocked by deals dealt combat damage is to a an player opponent creature ` +
	`~ another each one or more other creatures you your control controls enchanted equipped it that this with without flying white blue black red green nontoken wall legendary`)

// lastsBeyondTurn reports whether an effect lasts beyond the turn it is
// made in: "until your next turn", "becomes", "base", "for as long as".
func lastsBeyondTurn(s string) bool {
	if hasAnyWord(s, "becomes", "become", "base", "for as long as") {
		return true
	}
	for from := 0; ; {
		i := indexWord(s[from:], "until")
		if i < 0 {
			return false
		}
		from += i + len("until")
		// the words of letters and apostrophes after "until", up to "next"
		end := from
		for end < len(s) && (s[end] >= 'a' && s[end] <= 'z' || s[end] == '\'' || s[end] == ' ') {
			end++
		}
		if end > from && s[from] == ' ' && indexWord(s[from:end]+boundaryAfter(s, end), "next") >= 0 {
			return true
		}
	}
}

// boundaryAfter is " " when the text ends at i or a word ends there, and
// "x" otherwise, so that a word found at the end of s[:i] is one of s.
func boundaryAfter(s string, i int) string {
	if i < len(s) && isWordByte(s[i]) {
		return "x"
	}
	return " "
}

// lasting are the words of an effect that makes a continuous effect or
// changes a characteristic, which a board as given may not show.
var lasting = []string{"until", "this turn", "prevent", "get", "gets", "gain", "gains", "lose", "loses", "become", "becomes", "has", "have", "can't", "can", "cannot",
	"is", "are", "change", "changes", "base", "must", "if able", "as long as", "instead", "phase out", "phases out", "copy"}

// oneShot are the phrases of an effect done once whose result a board
// shows, which lasting would take for a lasting one: a condition ("if
// you can't, ..."), life gained or lost, a destruction that can't be
// regenerated, control gained (the board gives the controller), a game
// lost or won, a token made with what it is (the token is on the board),
// and "this turn" where it says when something happened, not how long an
// effect lasts.
var oneShot = mustCompile(`( if [ {clause} ] [ ( , | . ) ] | unless [ {clause} ]` +
	` | ( dealt damage | tapped | untapped | died | attacked | blocked | regenerated | cast | entered {letter-words} ) this turn` +
	` | ( get | gets ) ( a | an | {word} | {digits} ) [ {hyphen-word} ] ( counter | counters )` +
	` | ( gain | gains | lose | loses ) ( {digits} | x | that much | {word} ) life | ( win | wins | lose | loses ) the game` +
	` | can't be regenerated | ( gain | gains ) control of` +
	` | create [ {sentence} ] ( token | tokens ) [ {sentence} ] [ . ( it has | they have ) {quoted} ] )`)

// strike reads text with a production at each of its words, from the
// first on, and writes repl in place of each phrase it reads: the first
// reading in the grammar's order, as a sentence is read. A "|" stands on
// each side of what it wrote, so that no phrase read after reads across
// it (and no word of it is weighed).
func strike(text string, p production, repl string) string {
	m := newMatcher(text)
	var b strings.Builder
	last := 0 // text written up to here
	for pos := 0; pos < len(m.toks); {
		end := -1
		m.seq(p.items, pos, func(e int) bool {
			if e > pos {
				end = e
				return true
			}
			return false
		})
		m.caps = m.caps[:0]
		if end < 0 {
			pos++
			continue
		}
		b.WriteString(text[last:m.toks[pos][0]])
		b.WriteString(" | " + repl + " | ")
		last, pos = m.toks[end-1][1], end
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// hasAnyWord reports whether s has one of the words or phrases, each
// standing apart from the letters and digits around it.
func hasAnyWord(s string, words ...string) bool {
	for _, w := range words {
		if indexWord(s, w) >= 0 {
			return true
		}
	}
	return false
}

// indexWord is where w stands in s apart from the letters and digits
// around it, or -1.
func indexWord(s, w string) int {
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return -1
		}
		i += from
		if (i == 0 || !isWordByte(s[i-1])) && (i+len(w) == len(s) || !isWordByte(s[i+len(w)])) {
			return i
		}
		from = i + 1
	}
}

// isWordByte reports whether c is a letter, a digit or "_".
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// reach is what an effect's words touch.
type reach uint8

const (
	reachesNothing reach = iota // only spells, mana, costs, libraries, untap and upkeep
	reachesZones                // and the cards of a hand or graveyard
	reachesPlay                 // a permanent, a player's life, the game, or a word not known
)

// effectReach reads what an effect's words touch, and the zones outside
// play whose counts it changes. A static line's sentences about its card
// entering play, or about an untap step, reach nothing (staticLine).
func effectReach(s string, staticLine bool) (reach, Zones) {
	r, zones := reachesNothing, Zones(0)
	for _, sentence := range sentences(s) {
		sentence = strings.TrimSpace(sentence)
		if sentence == "" || (staticLine && (isOwnEntering(sentence) || isUntapOnly(sentence) && !strings.Contains(sentence, " and "))) {
			continue
		}
		sentence = quoteMarks.Replace(sentence)
		sentence = strike(sentence, untapStep, "")
		sentence = strike(sentence, cardPhrase, "card")
		sentence = strike(sentence, spellPhrase, "spell")
		sentence = strike(sentence, inertPhrase, "")
		for _, w := range extentWords(sentence) {
			w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
			switch {
			case w == "" || neutralWords[w] || inertWords[w] || isDigits(w) || w == "x" || isSymbol(w):
			case handWords[w]:
				r, zones = max(r, reachesZones), zones|Hand
			case graveyardWords[w]:
				r, zones = max(r, reachesZones), zones|Graveyard
			default:
				return reachesPlay, 0
			}
		}
	}
	return r, zones
}

// quoteMarks are the marks of a quoted ability, which its words are read
// without.
var quoteMarks = strings.NewReplacer(`"`, " ", "“", " ", "”", " ")

// sentences cuts a text at each period or semicolon followed by spaces,
// and at a final period.
func sentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '.' && s[i] != ';' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j > i+1 || s[i] == '.' && j == len(s) {
			out = append(out, s[start:i])
			start, i = j, j-1
		}
	}
	return append(out, s[start:])
}

// extentWords are the words of a sentence weighed one by one: "~", a
// symbol ("{2}"), or a run of letters, digits and the signs ' + / -.
func extentWords(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '~':
			out, i = append(out, "~"), i+1
		case c == '{' && strings.IndexByte(s[i:], '}') > 0:
			end := i + strings.IndexByte(s[i:], '}') + 1
			out, i = append(out, s[i:end]), end
		case isExtentWordByte(c):
			end := i
			for end < len(s) && isExtentWordByte(s[end]) {
				end++
			}
			out, i = append(out, s[i:end]), end
		default:
			i++
		}
	}
	return out
}

func isExtentWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\'' || c == '+' || c == '/' || c == '-'
}

// isSymbol reports whether w is one symbol, "{" and "}" about anything.
func isSymbol(w string) bool {
	return len(w) >= 2 && w[0] == '{' && w[len(w)-1] == '}' && !strings.Contains(w[1:len(w)-1], "}")
}

// isOwnEntering reports whether a sentence is wholly about the card
// entering play, which it did before the board was given: what it entered
// with is on the board (its counters, tapped, the choice made). One that
// gives it an ability as it enters (a quote) is not one.
func isOwnEntering(sentence string) bool {
	return !strings.ContainsAny(sentence, `".`) && ownEntering.match(sentence) != nil
}

// isUntapOnly reports whether a sentence is wholly what a permanent does
// in an untap step only (its subject is no more than its subject:
// effectReach takes none with an "and").
func isUntapOnly(sentence string) bool {
	return !strings.ContainsAny(sentence, `".`) && untapOnly.match(sentence) != nil
}

// The phrases of a sentence, read by the grammar (grammar.go).
var (
	ownEntering = mustCompile(`( ~ enters the battlefield tapped [ and doesn't untap during your untap step ]` +
		` | ~ enters the battlefield with [ {any} ] ( counter | counters ) on it [ {any} ]` +
		` | if ~ was kicked [ {no-comma} ] , it enters the battlefield with [ {any} ] ( counter | counters ) on it [ {any} ]` +
		` | as ~ enters the battlefield , ( choose | an opponent chooses ) {any} | cast this spell only {any} )`)
	untapOnly = mustCompile(`[ {name-words} ] ` + doesNotUntap + ` untap during [ {words'} ] untap ( step | steps ) [ if [ {any} ] ]`)
	// untapStep is what a permanent or player does in an untap step only:
	// the untap step is no part of combat, and what it did is the board's
	// tapped state. The rest of its sentence is read ("Enchanted creature
	// gets +3/+3 and doesn't untap during ...").
	untapStep = mustCompile(`( ( ` + doesNotUntap + ` untap | [ you ] may choose not to untap ~ | can't untap more than {letter-words} ) during [ {words'} ] untap ( step | steps )` +
		` | [ players ] ( skip | skips ) ( your | their | his or her ) untap ( step | steps ) )`)
	// cardPhrase is a card or spell named by its types, colors or
	// qualities: a card in a hand, library or graveyard, or a spell, never
	// a permanent.
	cardPhrase = mustCompile(`{card-qualities} ( card | cards | card's | cards' | spell | spells | spell's | spells' )`)
	// spellPhrase is a spell with one word of quality before it ("Sliver
	// spells"): a spell is never a permanent.
	spellPhrase = mustCompile(`{hyphen-word} ( spell | spells | spell's | spells' )`)
	// inertPhrase is a phrase about spells, mana or the cards of a
	// library.
	inertPhrase = mustCompile(`( can't be countered | counter target [ {word} ] spell | mana ( value | cost ) | maximum hand size` +
		` | ( upkeep | upkeeps | draw step | draw steps | end step | end steps | cleanup step | cleanup steps )` +
		` | top of ( your | their | his or her | its owner's ) library )`)
)

// doesNotUntap is "doesn't untap" without its verb.
const doesNotUntap = `( doesn't | don't | does not | do not )`

// neutralWords join, count or point: they touch nothing by themselves.
var neutralWords = setOf(`a an the of to from into onto on in at for with by as and or if then that this those these its their you your yours he she his her player players opponent opponents owner controller each any all may do does don't doesn't did didn't instead is are has have reduced increased one two three four five six seven eight nine ten number more less than equal equals twice half rounded up down target choose chosen random additional extra would be been not no only other another same where what who unless otherwise rather named name put puts return returns under without either both first next last time times way there that's it's that's unless whose which plus minus total amount so long except can't can able`)

// inertWords name spells, mana, costs and libraries: nothing a combat the
// judge walks reads or changes.
var inertWords = setOf(`spell spells cast casts casting copy cost costs mana add adds pay pays paid card cards library libraries deck shuffle shuffles search searches reveal reveals revealed look looks countered flash play plays played ante activate activated activation abilities ability instant sorcery skip skips`)

// handWords and graveyardWords name the cards of a hand or a graveyard:
// a board counts them only when the request gives the count.
var (
	handWords      = setOf(`draw draws drew drawn discard discards discarded hand hands`)
	graveyardWords = setOf(`graveyard graveyards exile exiles exiled`)
)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
