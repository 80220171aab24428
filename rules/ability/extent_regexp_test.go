package ability

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// The reading of extent.go as it was written with regular expressions,
// kept to show the grammar's reading answers the same for every line of
// the era's cards (TestExtentSameAsRegexp).

// regexpExtentOf reads what a line of card text, of the card named name, could
// touch in a combat.
func regexpExtentOf(text, name string) Extent {
	s := regexpExtentNormal(text, name)
	switch {
	case regexpActivatedShape.MatchString(s):
		return Extent{Form: Activated, Why: "is an activated ability"}
	case regexpTriggerLine.MatchString(regexpAbilityWordPrefix.ReplaceAllString(s, "")):
		return regexpTriggerExtent(regexpAbilityWordPrefix.ReplaceAllString(s, ""))
	}
	return regexpStaticExtent(s)
}

// regexpExtentNormal lowercases a line, folds its typography and spaces, and
// writes its references to the card as "~".
func regexpExtentNormal(text, name string) string {
	s := strings.ToLower(strings.Join(strings.Fields(typography.Replace(text)), " "))
	s = regexpReminderText.ReplaceAllString(s, "")
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
	regexpReminderText = regexp.MustCompile(`\s*\([^)]*\)`)
	// regexpActivatedShape: a cost, then a colon, before any quote.
	regexpActivatedShape = regexp.MustCompile(`^[^"“:]*?(\{[^}]+\}|\btap\b|\bsacrifice\b|\bdiscard\b|\bremove\b|\bexile\b|\bpay\b|\breturn\b|\bput\b)[^"“:]*:|^(equip|fortify|ninjutsu|transmute|transfigure|reinforce|forecast)\b`)
	regexpTriggerLine    = regexp.MustCompile(`^(when|whenever|at)\b`)
	// regexpAbilityWordPrefix is an ability word before a line ("threshold - ").
	regexpAbilityWordPrefix = regexp.MustCompile(`^[\p{L}' ]{1,30} - `)
)

// regexpStaticExtent is the extent of a static line: all the time, unless every
// sentence of it is about something no combat reads.
func regexpStaticExtent(s string) Extent {
	if regexpInertKeyword.MatchString(s) {
		return Extent{Form: Static}
	}
	if m := regexpZoneKeyword.FindStringSubmatch(s); m != nil {
		// Dredge, soulshift: cards move between hand, library and
		// graveyard, on a death or a draw.
		return Extent{Form: Static, Zones: Hand | Graveyard, ZonesFrom: AtBlockers, Why: "could apply during this combat"}
	}
	reach, zones := regexpEffectReach(s, true)
	switch reach {
	case reachesNothing:
		return Extent{Form: Static}
	case reachesZones:
		return Extent{Form: Static, Zones: zones, ZonesFrom: AtAttackers, Why: "applies at all times"}
	}
	return Extent{Form: Static, From: AtAttackers, Why: "is a static ability in effect during this combat, and the judge can't show it leaves this answer alone"}
}

// regexpInertKeyword is a keyword line whose ability works only while the card
// is cast, enters play or sits in a hand or graveyard, or in an upkeep
// (each card of a board is in play, and was put there before combat).
var regexpInertKeyword = regexp.MustCompile(`^(flash|kicker\b.*|multikicker\b.*|morph\b.*|\w*cycling\b.*|madness\b.*|suspend\b.*|convoke|affinity for \w+|sunburst|amplify \d+|bloodthirst \d+|echo\b.*|cumulative upkeep\b.*|fading \d+|vanishing( \d+)?|ripple \d+|\w+ offering|split second|buyback\b.*|flashback\b.*|retrace|storm|replicate\b.*|entwine\b.*|splice onto \w+\b.*|recover\b.*|evoke\b.*|gravestorm|this spell can't be countered|enchant [a-z ]*card in a graveyard|remove ~ from your deck before playing if you're not playing for ante\.?)$`)

// regexpZoneKeyword is a keyword line that moves cards between zones outside
// play only.
var regexpZoneKeyword = regexp.MustCompile(`^(dredge \d+|soulshift \d+)$`)

// regexpTriggerExtent is the extent of a triggered line: when its event could
// happen in a combat, and whether its effect could change what the judge
// reads then or, made earlier in the turn, lasts into the combat.
func regexpTriggerExtent(s string) Extent {
	event, effect, ok := strings.Cut(s, ",")
	if !ok {
		return Extent{Form: Triggered, From: AtAttackers, Why: "is a triggered ability the judge can't place in this combat"}
	}
	reach, zones := regexpEffectReach(effect, false)
	if reach == reachesNothing {
		return Extent{Form: Triggered}
	}
	when, earlier := regexpEventMoment(event)
	e := Extent{Form: Triggered, From: when, Why: momentWhy[when]}
	if reach == reachesZones {
		e = Extent{Form: Triggered, Zones: zones, ZonesFrom: when, Why: momentWhy[when]}
		return e
	}
	if l := regexpOneShot.ReplaceAllString(strings.ReplaceAll(effect, "if able", "must"), " "); earlier == thisTurn && regexpLasting.MatchString(l) || earlier == lastTurn && regexpBeyondTurn.MatchString(l) {
		// The event could have happened earlier (an upkeep, a creature
		// entering, an end step of a turn before): what its effect made
		// could still be in force, and a board gives none of it.
		e.From, e.Why = AtAttackers, "could have made an effect earlier this turn that lasts into this combat"
	}
	return e
}



// regexpEventMoment is the first moment at which a trigger's event could have
// happened or resolved, and when else it could have happened. Never: its
// event happens outside combat only, and whatever it did is in the board
// given unless it lasts.
func regexpEventMoment(event string) (Moment, earlier) {
	e := strings.TrimSpace(event)
	switch {
	case strings.Contains(e, " or "):
		// More than one event: "When ~ enters the battlefield or the
		// creature it haunts dies" could happen in combat.
	case regexpAfterCombat.MatchString(e):
		return Never, lastTurn
	case regexpOutsideCombat.MatchString(e):
		return Never, thisTurn
	case regexpBeginningOfCombat.MatchString(e):
		return AtAttackers, inCombatOnly
	case regexpEndOfCombat.MatchString(e):
		return AfterCombat, inCombatOnly
	}
	// A creature attacking, blocking or becoming blocked: what follows
	// the verb ("alone", "and isn't blocked", "by one or more Orcs") only
	// narrows the event, unless it is another event ("or dies").
	if m := regexpDeclarationEvent.FindStringSubmatch(e); m != nil && !strings.Contains(strings.ReplaceAll(strings.ReplaceAll(e, "attacks or blocks", ""), "blocks or becomes blocked", ""), " or ") {
		if m[3] == "attacks" && !strings.HasPrefix(m[4], " and isn't blocked") {
			return AtBlockers, inCombatOnly
		}
		return AtDamage, inCombatOnly
	}
	// The combat events, when the event is nothing else: its words are
	// the event's and its subject's only.
	rest := regexpEventWords.ReplaceAllString(e, " ")
	if strings.TrimSpace(regexpSubjectWords.ReplaceAllString(rest, " ")) == "" {
		switch {
		case regexpAttackEvent.MatchString(e):
			return AtBlockers, inCombatOnly
		case regexpBlockEvent.MatchString(e):
			return AtDamage, inCombatOnly
		case regexpCombatDamageEvent.MatchString(e):
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
	// regexpOutsideCombat is an event that never happens in a combat the judge
	// walks: a step or phase other than combat, the card itself entering
	// play (it is in play), a spell cast, a land played, a card cycled, the
	// card turned face up (it is face up). A card drawn or discarded is not
	// one: a trigger in combat may draw or discard.
	regexpOutsideCombat = regexp.MustCompile(`^(at the beginning of (your|each|each player's|each opponent's|the|that player's|target opponent's|the next|your next|enchanted creature's controller's|enchanted permanent's controller's|enchanted land's controller's) (next )?(upkeep|draw step|precombat main phase|main phase|turn)|at the beginning of the (upkeep|draw step) of [a-z' ]+|when(ever)? ~ (enters the battlefield|comes into play|is turned face up)|when(ever)? (you|a player|an opponent|target opponent|each opponent|that player) (casts?|plays?|cycles?) [^,]*)$`)
	// regexpAfterCombat is a step after combat: what a trigger then does this
	// turn comes after the combat judged.
	regexpAfterCombat = regexp.MustCompile(`^(at the beginning of (your|each|each player's|each opponent's|the|that player's|target opponent's|the next|your next|enchanted creature's controller's|enchanted permanent's controller's|enchanted land's controller's) (next )?(end step|postcombat main phase|end of turn)|at the beginning of the end step of [a-z' ]+|at (the )?end of (the )?turn|at the beginning of the end (step|phase))$`)
	// regexpBeyondTurn is an effect that lasts beyond the turn it is made in.
	regexpBeyondTurn        = regexp.MustCompile(`\buntil [a-z' ]*\bnext\b|\bbecomes?\b|\bbase\b|\bfor as long as\b`)
	regexpBeginningOfCombat = regexp.MustCompile(`^at the beginning of (combat|each combat)`)
	regexpEndOfCombat       = regexp.MustCompile(`^at (the )?end of combat$`)
	regexpAttackEvent       = regexp.MustCompile(`\battacks?\b`)
	// regexpDeclarationEvent is a subject with no verb of its own, then
	// attacking, blocking or becoming blocked.
	regexpDeclarationEvent  = regexp.MustCompile(`^(when|whenever) ([a-z~' -]*?) (attacks|blocks|becomes blocked)\b(.*)$`)
	regexpBlockEvent        = regexp.MustCompile(`\b(blocks?|becomes blocked|blocked)\b`)
	regexpCombatDamageEvent = regexp.MustCompile(`\bcombat damage\b`)
	// regexpEventWords are the words of the combat events.
	regexpEventWords = regexp.MustCompile(`\b(when|whenever|attacks?|attacking|alone|blocks?|becomes|blocked|by|deals|dealt|combat|damage|is|to|a|an|player|opponent|creature)\b`)
	// regexpSubjectWords are the words of a trigger's subject.
	regexpSubjectWords = regexp.MustCompile(`~|\b(a|an|another|each|one|or|more|other|creatures?|you|your|control|controls|an opponent controls|enchanted|equipped|it|that|this|with|without|flying|white|blue|black|red|green|nontoken|wall|legendary)\b`)
	// regexpLasting is an effect that makes a continuous effect or changes a
	// characteristic, which a board as given may not show.
	regexpLasting = regexp.MustCompile(`\b(until|this turn|prevent|gets?|gains?|loses?|becomes?|has|have|can't|can|cannot|is|are|change|changes|base|must|if able|as long as|instead|phases? out|copy)\b`)
	// regexpOneShot are the words of an effect done once whose result a board
	// shows, which regexpLasting would take for a regexpLasting one: a condition ("if
	// you can't, ..."), life gained or lost, a destruction that can't be
	// regenerated, control gained (the board gives the controller), a
	// game lost or won, a token made with what it is (the token is on the
	// board), and "this turn" where it says when something happened, not
	// how long an effect lasts.
	regexpOneShot = regexp.MustCompile(`\bif [^,.]*(,|\.|$)|\bunless [^,.]*|\b(dealt damage|tapped|untapped|died|attacked|blocked|regenerated|cast|entered [a-z ]*) this turn\b|\bgets? (a|an|\w+) [a-z-]*\s?counters?\b|\b(gains?|loses?) (\d+|x|that much|\w+) life\b|\b(wins?|loses?) the game\b|\bcan't be regenerated\b|\bgains? control of\b|\bcreate [^.]*\btokens?\b[^.]*(\. (it has|they have) "[^"]*")?`)
)


// regexpEffectReach reads what an effect's words touch, and the zones outside
// play whose counts it changes. A static line's sentences about its card
// entering play, or about an untap step, reach nothing (staticLine).
func regexpEffectReach(s string, staticLine bool) (reach, Zones) {
	r, zones := reachesNothing, Zones(0)
	for _, sentence := range regexpSentenceEnd.Split(s, -1) {
		sentence = strings.TrimSpace(sentence)
		if sentence == "" || (staticLine && (regexpOwnEntering.MatchString(sentence) || regexpUntapOnly.MatchString(sentence) && !strings.Contains(sentence, " and "))) {
			continue
		}
		sentence = regexpUntapStep.ReplaceAllString(sentence, " ")
		sentence = regexpCardPhrase.ReplaceAllString(sentence, " card ")
		sentence = regexpSpellPhrase.ReplaceAllString(sentence, " spell ")
		sentence = regexpInertPhrase.ReplaceAllString(sentence, " ")
		for _, w := range regexpWordSplit.FindAllString(sentence, -1) {
			w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
			switch {
			case w == "" || regexpNeutralWords[w] || regexpInertWords[w] || regexpNumberWord.MatchString(w):
			case regexpHandWords[w]:
				r, zones = max(r, reachesZones), zones|Hand
			case regexpGraveyardWords[w]:
				r, zones = max(r, reachesZones), zones|Graveyard
			default:
				return reachesPlay, 0
			}
		}
	}
	return r, zones
}

var (
	regexpSentenceEnd = regexp.MustCompile(`[.;]\s+|\.$`)
	regexpWordSplit   = regexp.MustCompile(`~|\{[^}]*\}|[a-z0-9'+/-]+`)
	regexpNumberWord  = regexp.MustCompile(`^(\d+|x|\{[^}]*\})$`)
	// regexpUntapStep is what a permanent or player does in an untap step only:
	// the untap step is no part of combat, and what it did is the board's
	// tapped state. The rest of its sentence is read ("Enchanted creature
	// gets +3/+3 and doesn't untap during ...").
	regexpUntapStep = regexp.MustCompile(`\b((does not|doesn't|don't|do not) untap|(you )?may choose not to untap ~|can't untap more than [a-z ]+) during [a-z' ]*untap steps?\b|\b(players )?skips? (your|their|his or her) untap steps?\b`)
	// regexpOwnEntering is a whole sentence about the card entering play, which
	// it did before the board was given: what it entered with is on the
	// board (its counters, tapped, the choice made). One that gives it an
	// ability as it enters (a quote) is not one.
	regexpOwnEntering = regexp.MustCompile(`^(~ enters the battlefield (tapped( and doesn't untap during your untap step)?|with [^."]*\bcounters? on it\b[^."]*)|if ~ was kicked[^,"]*, it enters the battlefield with [^."]*\bcounters? on it\b[^."]*|as ~ enters the battlefield, (choose|an opponent chooses) [^."]*|cast this spell only [^."]*)$`)
	// regexpUntapOnly is a whole sentence of what a permanent does in an untap
	// step only (its subject is no more than its subject: regexpEffectReach
	// takes none with an "and").
	regexpUntapOnly = regexp.MustCompile(`^[a-z~' -]*?(doesn't|don't|does not|do not) untap during [a-z' ]*untap steps?( if [^."]*)?$`)
	// regexpCardPhrase is a card or spell named by its types, colors or
	// qualities: a card in a hand, library or graveyard, or a spell, never
	// a permanent.
	regexpCardPhrase = regexp.MustCompile(`\b((non-?)?(creature|land|artifact|enchantment|instant|sorcery|white|blue|black|red|green|colorless|multicolored|basic|legendary|snow|spirit|arcane|aura|equipment|another|other|random|top|nonland)\s+)+(cards?|spells?)\b`)
	// regexpSpellPhrase is a spell with one word of quality before it ("Sliver
	// spells"): a spell is never a permanent.
	regexpSpellPhrase = regexp.MustCompile(`\b[a-z-]+ spells?\b`)
	// regexpInertPhrase is a phrase about spells, mana or the cards of a
	// library.
	regexpInertPhrase = regexp.MustCompile(`\bcan't be countered\b|\bcounter target (\w+ )?spell\b|\bmana (value|cost)\b|\bmaximum hand size\b|\b(upkeep|draw step|end step|cleanup step)s?\b|\btop of (your|their|his or her|its owner's) library\b`)
)

// regexpNeutralWords join, count or point: they touch nothing by themselves.
var regexpNeutralWords = setOf(`a an the of to from into onto on in at for with by as and or if then that this those these its their you your yours he she his her player players opponent opponents owner controller each any all may do does don't doesn't did didn't instead is are has have reduced increased one two three four five six seven eight nine ten number more less than equal equals twice half rounded up down target choose chosen random additional extra would be been not no only other another same where what who unless otherwise rather named name put puts return returns under without either both first next last time times way there that's it's that's unless whose which plus minus total amount so long except can't can able`)

// regexpInertWords name spells, mana, costs and libraries: nothing a combat the
// judge walks reads or changes.
var regexpInertWords = setOf(`spell spells cast casts casting copy cost costs mana add adds pay pays paid card cards library libraries deck shuffle shuffles search searches reveal reveals revealed look looks countered flash play plays played ante activate activated activation abilities ability instant sorcery skip skips`)

// regexpHandWords and regexpGraveyardWords name the cards of a hand or a graveyard:
// a board counts them only when the request gives the count.
var (
	regexpHandWords      = setOf(`draw draws drew drawn discard discards discarded hand hands`)
	regexpGraveyardWords = setOf(`graveyard graveyards exile exiles exiled`)
)


// TestExtentSameAsRegexp: the grammar's reading of a line's extent is the
// regular expressions' for every line of the era's cards.
func TestExtentSameAsRegexp(t *testing.T) {
	n, diff := 0, 0
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l struct{ Name, Text string }
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		n++
		if got, want := ExtentOf(l.Text, l.Name), regexpExtentOf(l.Text, l.Name); got != want {
			diff++
			if diff <= 40 {
				t.Errorf("%s: %q\n got %+v\nwant %+v", l.Name, l.Text, got, want)
			}
		}
	})
	if diff > 0 {
		t.Errorf("%d of %d lines differ", diff, n)
	}
}
