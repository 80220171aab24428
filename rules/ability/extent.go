package ability

import (
	"regexp"
	"strings"
)

// This file reads a line of card text the judge does not apply for what
// it could touch in a combat: not what it means, only how far its words
// reach. The rules core turns that into caveats (rules.Caveats). The
// reading fails closed: a line has an extent unless its words show that it
// has none, and a word this file does not know counts as one that reaches.

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
	case activatedShape.MatchString(s):
		return Extent{Form: Activated, Why: "is an activated ability"}
	case triggerLine.MatchString(abilityWordPrefix.ReplaceAllString(s, "")):
		return triggerExtent(abilityWordPrefix.ReplaceAllString(s, ""))
	}
	return staticExtent(s)
}

// extentNormal lowercases a line, folds its typography and spaces, and
// writes its references to the card as "~".
func extentNormal(text, name string) string {
	s := strings.ToLower(strings.Join(strings.Fields(typography.Replace(text)), " "))
	s = reminderText.ReplaceAllString(s, "")
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

var (
	reminderText = regexp.MustCompile(`\s*\([^)]*\)`)
	// activatedShape: a cost, then a colon, before any quote.
	activatedShape = regexp.MustCompile(`^[^"“:]*?(\{[^}]+\}|\btap\b|\bsacrifice\b|\bdiscard\b|\bremove\b|\bexile\b|\bpay\b|\breturn\b|\bput\b)[^"“:]*:|^(equip|fortify|ninjutsu|transmute|transfigure|reinforce|forecast)\b`)
	triggerLine    = regexp.MustCompile(`^(when|whenever|at)\b`)
	// abilityWordPrefix is an ability word before a line ("threshold - ").
	abilityWordPrefix = regexp.MustCompile(`^[\p{L}' ]{1,30} - `)
)

// staticExtent is the extent of a static line: all the time, unless every
// sentence of it is about something no combat reads.
func staticExtent(s string) Extent {
	if inertKeyword.MatchString(s) {
		return Extent{Form: Static}
	}
	if m := zoneKeyword.FindStringSubmatch(s); m != nil {
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

// inertKeyword is a keyword line whose ability works only while the card
// is cast, enters play or sits in a hand or graveyard, or in an upkeep
// (each card of a board is in play, and was put there before combat).
var inertKeyword = regexp.MustCompile(`^(flash|kicker\b.*|multikicker\b.*|morph\b.*|\w*cycling\b.*|madness\b.*|suspend\b.*|convoke|affinity for \w+|sunburst|amplify \d+|bloodthirst \d+|echo\b.*|cumulative upkeep\b.*|fading \d+|vanishing( \d+)?|ripple \d+|\w+ offering|split second|buyback\b.*|flashback\b.*|retrace|storm|replicate\b.*|entwine\b.*|splice onto \w+\b.*|recover\b.*|evoke\b.*|gravestorm|this spell can't be countered|enchant [a-z ]*card in a graveyard|remove ~ from your deck before playing if you're not playing for ante\.?)$`)

// zoneKeyword is a keyword line that moves cards between zones outside
// play only.
var zoneKeyword = regexp.MustCompile(`^(dredge \d+|soulshift \d+)$`)

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
	e := Extent{Form: Triggered, From: when, Why: momentWhy[when]}
	if reach == reachesZones {
		e = Extent{Form: Triggered, Zones: zones, ZonesFrom: when, Why: momentWhy[when]}
		return e
	}
	if l := oneShot.ReplaceAllString(strings.ReplaceAll(effect, "if able", "must"), " "); earlier == thisTurn && lasting.MatchString(l) || earlier == lastTurn && beyondTurn.MatchString(l) {
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
	case afterCombat.MatchString(e):
		return Never, lastTurn
	case outsideCombat.MatchString(e):
		return Never, thisTurn
	case beginningOfCombat.MatchString(e):
		return AtAttackers, inCombatOnly
	case endOfCombat.MatchString(e):
		return AfterCombat, inCombatOnly
	}
	// A creature attacking, blocking or becoming blocked: what follows
	// the verb ("alone", "and isn't blocked", "by one or more Orcs") only
	// narrows the event, unless it is another event ("or dies").
	if m := declarationEvent.FindStringSubmatch(e); m != nil && !strings.Contains(strings.ReplaceAll(strings.ReplaceAll(e, "attacks or blocks", ""), "blocks or becomes blocked", ""), " or ") {
		if m[3] == "attacks" && !strings.HasPrefix(m[4], " and isn't blocked") {
			return AtBlockers, inCombatOnly
		}
		return AtDamage, inCombatOnly
	}
	// The combat events, when the event is nothing else: its words are
	// the event's and its subject's only.
	rest := eventWords.ReplaceAllString(e, " ")
	if strings.TrimSpace(subjectWords.ReplaceAllString(rest, " ")) == "" {
		switch {
		case attackEvent.MatchString(e):
			return AtBlockers, inCombatOnly
		case blockEvent.MatchString(e):
			return AtDamage, inCombatOnly
		case combatDamageEvent.MatchString(e):
			return AfterDamage, inCombatOnly
		}
	}
	// Anything else (a death, damage, life, counters, tapping, another
	// permanent entering) could follow from what a trigger the walk
	// applies does, from the declare attackers step on, and could happen
	// before combat too.
	return AtBlockers, thisTurn
}

var (
	// outsideCombat is an event that never happens in a combat the judge
	// walks: a step or phase other than combat, the card itself entering
	// play (it is in play), a spell cast, a land played, a card cycled, the
	// card turned face up (it is face up). A card drawn or discarded is not
	// one: a trigger in combat may draw or discard.
	outsideCombat = regexp.MustCompile(`^(at the beginning of (your|each|each player's|each opponent's|the|that player's|target opponent's|the next|your next|enchanted creature's controller's|enchanted permanent's controller's|enchanted land's controller's) (next )?(upkeep|draw step|precombat main phase|main phase|turn)|at the beginning of the (upkeep|draw step) of [a-z' ]+|when(ever)? ~ (enters the battlefield|comes into play|is turned face up)|when(ever)? (you|a player|an opponent|target opponent|each opponent|that player) (casts?|plays?|cycles?) [^,]*)$`)
	// afterCombat is a step after combat: what a trigger then does this
	// turn comes after the combat judged.
	afterCombat = regexp.MustCompile(`^(at the beginning of (your|each|each player's|each opponent's|the|that player's|target opponent's|the next|your next|enchanted creature's controller's|enchanted permanent's controller's|enchanted land's controller's) (next )?(end step|postcombat main phase|end of turn)|at the beginning of the end step of [a-z' ]+|at (the )?end of (the )?turn|at the beginning of the end (step|phase))$`)
	// beyondTurn is an effect that lasts beyond the turn it is made in.
	beyondTurn        = regexp.MustCompile(`\buntil [a-z' ]*\bnext\b|\bbecomes?\b|\bbase\b|\bfor as long as\b`)
	beginningOfCombat = regexp.MustCompile(`^at the beginning of (combat|each combat)`)
	endOfCombat       = regexp.MustCompile(`^at (the )?end of combat$`)
	attackEvent       = regexp.MustCompile(`\battacks?\b`)
	// declarationEvent is a subject with no verb of its own, then
	// attacking, blocking or becoming blocked.
	declarationEvent  = regexp.MustCompile(`^(when|whenever) ([a-z~' -]*?) (attacks|blocks|becomes blocked)\b(.*)$`)
	blockEvent        = regexp.MustCompile(`\b(blocks?|becomes blocked|blocked)\b`)
	combatDamageEvent = regexp.MustCompile(`\bcombat damage\b`)
	// eventWords are the words of the combat events.
	eventWords = regexp.MustCompile(`\b(when|whenever|attacks?|attacking|alone|blocks?|becomes|blocked|by|deals|dealt|combat|damage|is|to|a|an|player|opponent|creature)\b`)
	// subjectWords are the words of a trigger's subject.
	subjectWords = regexp.MustCompile(`~|\b(a|an|another|each|one|or|more|other|creatures?|you|your|control|controls|an opponent controls|enchanted|equipped|it|that|this|with|without|flying|white|blue|black|red|green|nontoken|wall|legendary)\b`)
	// lasting is an effect that makes a continuous effect or changes a
	// characteristic, which a board as given may not show.
	lasting = regexp.MustCompile(`\b(until|this turn|prevent|gets?|gains?|loses?|becomes?|has|have|can't|can|cannot|is|are|change|changes|base|must|if able|as long as|instead|phases? out|copy)\b`)
	// oneShot are the words of an effect done once whose result a board
	// shows, which lasting would take for a lasting one: a condition ("if
	// you can't, ..."), life gained or lost, a destruction that can't be
	// regenerated, control gained (the board gives the controller), a
	// game lost or won, a token made with what it is (the token is on the
	// board), and "this turn" where it says when something happened, not
	// how long an effect lasts.
	oneShot = regexp.MustCompile(`\bif [^,.]*(,|\.|$)|\bunless [^,.]*|\b(dealt damage|tapped|untapped|died|attacked|blocked|regenerated|cast|entered [a-z ]*) this turn\b|\bgets? (a|an|\w+) [a-z-]*\s?counters?\b|\b(gains?|loses?) (\d+|x|that much|\w+) life\b|\b(wins?|loses?) the game\b|\bcan't be regenerated\b|\bgains? control of\b|\bcreate [^.]*\btokens?\b[^.]*(\. (it has|they have) "[^"]*")?`)
)

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
	for _, sentence := range sentenceEnd.Split(s, -1) {
		sentence = strings.TrimSpace(sentence)
		if sentence == "" || (staticLine && (ownEntering.MatchString(sentence) || untapOnly.MatchString(sentence) && !strings.Contains(sentence, " and "))) {
			continue
		}
		sentence = untapStep.ReplaceAllString(sentence, " ")
		sentence = cardPhrase.ReplaceAllString(sentence, " card ")
		sentence = spellPhrase.ReplaceAllString(sentence, " spell ")
		sentence = inertPhrase.ReplaceAllString(sentence, " ")
		for _, w := range wordSplit.FindAllString(sentence, -1) {
			w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
			switch {
			case w == "" || neutralWords[w] || inertWords[w] || numberWord.MatchString(w):
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

var (
	sentenceEnd = regexp.MustCompile(`[.;]\s+|\.$`)
	wordSplit   = regexp.MustCompile(`~|\{[^}]*\}|[a-z0-9'+/-]+`)
	numberWord  = regexp.MustCompile(`^(\d+|x|\{[^}]*\})$`)
	// untapStep is what a permanent or player does in an untap step only:
	// the untap step is no part of combat, and what it did is the board's
	// tapped state. The rest of its sentence is read ("Enchanted creature
	// gets +3/+3 and doesn't untap during ...").
	untapStep = regexp.MustCompile(`\b((does not|doesn't|don't|do not) untap|(you )?may choose not to untap ~|can't untap more than [a-z ]+) during [a-z' ]*untap steps?\b|\b(players )?skips? (your|their|his or her) untap steps?\b`)
	// ownEntering is a whole sentence about the card entering play, which
	// it did before the board was given: what it entered with is on the
	// board (its counters, tapped, the choice made). One that gives it an
	// ability as it enters (a quote) is not one.
	ownEntering = regexp.MustCompile(`^(~ enters the battlefield (tapped( and doesn't untap during your untap step)?|with [^."]*\bcounters? on it\b[^."]*)|if ~ was kicked[^,"]*, it enters the battlefield with [^."]*\bcounters? on it\b[^."]*|as ~ enters the battlefield, (choose|an opponent chooses) [^."]*|cast this spell only [^."]*)$`)
	// untapOnly is a whole sentence of what a permanent does in an untap
	// step only (its subject is no more than its subject: effectReach
	// takes none with an "and").
	untapOnly = regexp.MustCompile(`^[a-z~' -]*?(doesn't|don't|does not|do not) untap during [a-z' ]*untap steps?( if [^."]*)?$`)
	// cardPhrase is a card or spell named by its types, colors or
	// qualities: a card in a hand, library or graveyard, or a spell, never
	// a permanent.
	cardPhrase = regexp.MustCompile(`\b((non-?)?(creature|land|artifact|enchantment|instant|sorcery|white|blue|black|red|green|colorless|multicolored|basic|legendary|snow|spirit|arcane|aura|equipment|another|other|random|top|nonland)\s+)+(cards?|spells?)\b`)
	// spellPhrase is a spell with one word of quality before it ("Sliver
	// spells"): a spell is never a permanent.
	spellPhrase = regexp.MustCompile(`\b[a-z-]+ spells?\b`)
	// inertPhrase is a phrase about spells, mana or the cards of a
	// library.
	inertPhrase = regexp.MustCompile(`\bcan't be countered\b|\bcounter target (\w+ )?spell\b|\bmana (value|cost)\b|\bmaximum hand size\b|\b(upkeep|draw step|end step|cleanup step)s?\b|\btop of (your|their|his or her|its owner's) library\b`)
)

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
