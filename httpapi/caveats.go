package httpapi

import (
	"fmt"
	"regexp"
	"strings"
)

// Caveat says that a line the judge did not read could change the answer
// (issue 12, "fail closed"): the verdict stands for the board as read, and
// the caveat names the permanent and the line that was left out of it.
type Caveat struct {
	// Object is the permanent whose line was not read.
	Object string `json:"object" example:"toady"`
	// Text is the line, as it is listed among ignored.
	Text    string `json:"text" example:"Mogg Toady can't attack unless you control more creatures than defending player."`
	Message string `json:"message" example:"Mogg Toady can't attack unless you control more creatures than defending player.: this line of toady was not read and speaks of combat, so it could change this answer."`
}

// combatWords are the words of a line that speaks of what the judge
// decides: attacking and blocking, evasion and the combat keywords, power
// and toughness, combat damage and its prevention or redirection.
var combatWords = regexp.MustCompile(`(?i)\b(attack\w*|block\w*|unblock\w*|combat|first strike|double strike|trample|flying|reach|vigilance|haste|defender|banding|bands with|\w+walk|horsemanship|shadow|fear|intimidate|menace|flanking|rampage|bushido|provoke|protection|deathtouch|lifelink|indestructible|regenerat\w*|prevent\w*|damage|gets? [+-]\d+/[+-]\d+|power|toughness)\b`)

// activated is a line that is an activated ability: a cost, a colon, then
// the effect. What it gives when activated is written on the permanent
// that got it ("gained flying until end of turn"), so the line itself
// changes no answer about the board as given.
var activated = regexp.MustCompile(`^[^"“]*?(\{[^}]+\}|\btap\b|\bsacrifice\b|\bdiscard\b|\bremove\b|\bexile\b|\bpay\b|\breturn\b|\bput\b)[^"“:]*:`)

// triggered is a line that is a triggered ability.
var triggered = regexp.MustCompile(`(?i)^(when|whenever|at)\b`)

// outsideCombat is a trigger whose event never happens while a combat is
// walked through: a step or phase other than combat begins or ends, a
// permanent enters play, a spell is cast, a card is drawn or cycled. The
// walk casts no spell and draws no card; what it puts into play is
// othersEnter's.
var outsideCombat = regexp.MustCompile(`(?i)^(at the beginning of (your|each|each player's|each opponent's|the|that player's|target opponent's) (upkeep|draw step|end step|precombat main phase|postcombat main phase|main phase|turn|end of turn)|at (the )?end of (the )?turn|at the beginning of the end (step|phase)|when(ever)? [^,.]*\b(enters the battlefield|comes into play|cast|casts|plays? (a|an|a spell)|draws?|cycles?|cycle)\b)`)

// othersEnter is a trigger on another permanent coming into play, which
// can happen during combat: the damage code puts tokens into play (Sekki,
// Seasons' Guide's Spirits), so outsideCombat doesn't cover it. Only a
// card's trigger on itself coming into play can't happen (it is in play).
var othersEnter = regexp.MustCompile(`(?i)^when(ever)? [^,.]*\b(a|an|another|other|one or more|each|any)\b[^,.]*\b(enters the battlefield|comes? into play)\b`)

// abilityWord is an ability word before a line ("Threshold — ",
// "Hellbent - "): the line after it is what it is without it.
var abilityWord = regexp.MustCompile(`^[\p{L}' ]{1,30} [—–-] `)

// afterDamage are the words of a trigger whose event can follow from
// dealing one step's combat damage: the damage itself, a creature
// destroyed, dying or put into a graveyard by the state-based effects that
// follow, a regeneration (which taps the creature), a player's life
// changing, counters removed or put on a creature (Sekki, the Phantoms,
// Szadek); a token coming into play is othersEnter's.
var afterDamage = regexp.MustCompile(`(?i)\b(damage|dies|die|destroyed|graveyard|leaves (the battlefield|play)|regenerat\w*|life|loses?|lost|becomes? tapped|counters?)\b`)

// answerKind is what an answer judges, for its caveats.
type answerKind int

const (
	declarationAnswer answerKind = iota // a check of a declaration or an assignment
	resolveAnswer                       // dealing one step's combat damage
	combatAnswer                        // a whole combat walked through
	// afterAttackAnswer: a check of blocks or of a damage assignment,
	// judged after the triggers on attacking, blocking and becoming
	// blocked have resolved: one that speaks of combat (Ma Chao's "can't
	// be blocked", Smogsteed Rider's fear, a pump) could change it.
	afterAttackAnswer
)

// onDeclaration is a trigger on attacking, blocking or becoming blocked;
// what follows its first comma is its effect.
var onDeclaration = regexp.MustCompile(`(?i)^(when|whenever)\b[^,]*\b(attacks?|blocks?|blocked)\b[^,]*,(.*)$`)

// couldChange says whether an ignored line could change an answer, and
// why: a static line or keyword that speaks of combat could change any
// answer; no trigger changes an attack check, and only a trigger on
// attacking or blocking that speaks of combat changes a check of blocks
// or of an assignment; a trigger whose event
// can follow from combat damage (the damage, a death, life lost) could
// change what a resolve says follows; and in a walk through a whole combat
// any trigger could, but one whose event never happens during combat.
func couldChange(text string, kind answerKind) (string, bool) {
	s := strings.TrimSpace(text)
	lower := strings.ToLower(s)
	if t := abilityWord.ReplaceAllString(s, ""); triggered.MatchString(t) {
		s = t
	}
	outside := outsideCombat.MatchString(s) && !othersEnter.MatchString(s)
	switch {
	case activated.MatchString(lower):
		return "", false
	case triggered.MatchString(s):
		switch kind {
		case resolveAnswer:
			if (afterDamage.MatchString(s) || othersEnter.MatchString(s)) && !outside {
				return "could trigger on this damage or what follows from it", true
			}
		case combatAnswer:
			if !outside {
				return "could trigger during this combat", true
			}
		case afterAttackAnswer:
			if m := onDeclaration.FindStringSubmatch(s); m != nil && combatWords.MatchString(m[3]) {
				return "triggers on attacking or blocking, before what this check judges, and speaks of combat", true
			}
		}
		return "", false
	}
	if combatWords.MatchString(s) {
		return "speaks of combat", true
	}
	return "", false
}

// answerKinds is how many kinds of answer there are.
const answerKinds = int(afterAttackAnswer) + 1

// changes is what couldChange says of one line for each kind of answer,
// worked out once for a line of a card (readLines): it depends on the
// text alone.
type changes [answerKinds]struct {
	why string
	ok  bool
}

// changesOf is what couldChange says of text for each kind of answer.
func changesOf(text string) *changes {
	var c changes
	for k := range c {
		c[k].why, c[k].ok = couldChange(text, answerKind(k))
	}
	return &c
}

// caveatsOf lists the ignored lines that could change an answer. known,
// by the index of ignored, holds what couldChange says of a line when it
// was worked out before (nil, or shorter, where it was not).
func caveatsOf(ignored []Ignored, known []*changes, kind answerKind) []Caveat {
	var out []Caveat
	for i, ig := range ignored {
		var why string
		var ok bool
		if i < len(known) && known[i] != nil {
			why, ok = known[i][kind].why, known[i][kind].ok
		} else {
			why, ok = couldChange(ig.Text, kind)
		}
		if !ok {
			continue
		}
		out = append(out, Caveat{Object: ig.Object, Text: ig.Text,
			Message: fmt.Sprintf("%s: this line of %s was not read (%s) and %s, so it could change this answer.",
				strings.TrimSuffix(ig.Text, "."), ig.Object, ig.Reason, why)})
	}
	return out
}
