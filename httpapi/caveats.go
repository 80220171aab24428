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

// answerKind is what an answer judges, for its caveats.
type answerKind int

const (
	declarationAnswer answerKind = iota // a check of a declaration or an assignment
	resolveAnswer                       // dealing one step's combat damage
	combatAnswer                        // a whole combat walked through
)

// couldChange says whether an ignored line could change an answer: a
// static line or keyword that speaks of combat could change any; a
// triggered line about damage could change what follows from dealing it
// (a resolve, a walk), and one about combat what happens in a walk; no
// trigger changes a declaration check.
func couldChange(text string, kind answerKind) bool {
	s := strings.TrimSpace(text)
	lower := strings.ToLower(s)
	switch {
	case activated.MatchString(lower):
		return false
	case triggered.MatchString(s):
		switch kind {
		case resolveAnswer:
			return strings.Contains(lower, "damage")
		case combatAnswer:
			return combatWords.MatchString(s)
		}
		return false
	}
	return combatWords.MatchString(s)
}

// caveatsOf lists the ignored lines that could change an answer.
func caveatsOf(ignored []Ignored, kind answerKind) []Caveat {
	var out []Caveat
	for _, ig := range ignored {
		if !couldChange(ig.Text, kind) {
			continue
		}
		out = append(out, Caveat{Object: ig.Object, Text: ig.Text,
			Message: fmt.Sprintf("%s: this line of %s was not read (%s) and speaks of combat, so it could change this answer.",
				strings.TrimSuffix(ig.Text, "."), ig.Object, ig.Reason)})
	}
	return out
}
