package ability

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The pumps of a combat trigger that count or check something as they
// resolve (413.2f: what an effect counts is counted then), and the pumps
// and counters of a group of attackers (issue 27): "+X/+X where X is the
// number of Clerics on the battlefield" (Vile Deacon), "gains trample ...
// if its power is 10 or greater" (Witch-Maw Nephilim), "that creature
// gets -X/-0 ..., where X is half the creature's power, rounded down"
// (Catacomb Dragon), "all attacking creatures with flanking get +1/+1"
// (Telim'Tor), "attacking red creatures get +2/+0 and attacking white
// creatures get +0/+2" (Agrus Kos), "put a +1/+1 counter on each attacking
// creature" (Fangren Firstborn). The walk applies them
// (rules/walk/counted_pumps.go). Append only: these are wire words.
const (
	// PumpPerPermanent: "~ gets +N/+N until end of turn, where X is the
	// number of [quality] on the battlefield" (the +X/+X of Power and
	// Toughness 1 or 0 each, X counted as it resolves, every permanent in
	// play of either player with the quality, itself too).
	PumpPerPermanent Keyword = "~ gets +X/+X until end of turn, where X is the number of [quality] in play"
	// GainIfPowerAtLeast: "~ gains [keyword] until end of turn if its
	// power is N or greater", its power as it resolves (the "if" follows
	// the effect: no intervening "if", 410.8 doesn't apply).
	GainIfPowerAtLeast Keyword = "~ gains [keyword] until end of turn if its power is N or greater"
	// ThatShrinksHalfPower: "that creature gets -X/-0 until end of turn,
	// where X is half the creature's power, rounded down", its power as
	// it resolves.
	ThatShrinksHalfPower Keyword = "that creature gets -X/-0 until end of turn, where X is half its power, rounded down"
	// PumpAttackingGroups: pumps of groups of attacking creatures ("all
	// attacking creatures with flanking get +1/+1 until end of turn",
	// "attacking red creatures get +2/+0 and attacking white creatures get
	// +0/+2 until end of turn"), each group an Abilities entry with its
	// Quality and boost; all apply at once.
	PumpAttackingGroups Keyword = "attacking [quality] creatures get +N/+N [and attacking [quality] creatures get +N/+N] until end of turn"
	// CounterOnEachAttacking: "put a +1/+1 counter on each attacking
	// creature", the attackers as it resolves.
	CounterOnEachAttacking Keyword = "put a +1/+1 counter on each attacking creature"
)

var (
	effectPerPermanent  = regexp.MustCompile(`^(?:~|it) gets \+x/\+x until end of turn, where x is the number of ([a-z]+) (?:on the battlefield|in play)$`)
	effectGainIfPower   = regexp.MustCompile(`^(?:~|it) gains ([a-z ]+?) until end of turn if its power is (\w+) or greater$`)
	effectHalfPower     = regexp.MustCompile(`^that creature gets -x/-0 until end of turn, where x is half (?:the creature's|its) power, rounded down$`)
	effectGroupWith     = regexp.MustCompile(`^(?:all )?attacking creatures (with [a-z ]+?) get ([+-]\d+)/([+-]\d+) until end of turn$`)
	effectTwoGroups     = regexp.MustCompile(`^attacking ([a-z]+) creatures get ([+-]\d+)/([+-]\d+) and attacking ([a-z]+) creatures get ([+-]\d+)/([+-]\d+) until end of turn$`)
	effectCounterAttack = regexp.MustCompile(`^put a \+1/\+1 counter on each attacking creature$`)
)

// countedEffect reads the effects of this file of a trigger whose event
// ev says; ok is false when effect is none of them.
func countedEffect(text, effect string, ev effectFacts) (Ability, bool, error) {
	attackOnly := func(a Ability) (Ability, bool, error) {
		if !ev.attack {
			return Ability{}, true, fmt.Errorf("%q: the attacking creatures are read here only when the creature attacks", text)
		}
		return a, true, nil
	}
	switch {
	case effectPerPermanent.MatchString(effect):
		q, err := ParseQuality(effectPerPermanent.FindStringSubmatch(effect)[1])
		if err != nil || len(q.Terms) == 0 {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: the permanents counted are not a quality the judge reads", text)}
		}
		return Ability{Keyword: PumpPerPermanent, Text: effect, Power: 1, Toughness: 1, Quality: q}, true, nil
	case effectGainIfPower.MatchString(effect):
		m := effectGainIfPower.FindStringSubmatch(effect)
		n, err := number(m[2])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		abs, err := parseKeyword(text, m[1])
		if err != nil || len(abs) != 1 || !slices.Contains(gainedKeywords, abs[0].Keyword) {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: of a keyword gained until end of turn the judge reads first strike, trample, flying, vigilance, banding and fear", text)}
		}
		kw := abs[0]
		kw.Text = m[1]
		return Ability{Keyword: GainIfPowerAtLeast, Text: effect, N: n, Abilities: []Ability{kw}}, true, nil
	case effectHalfPower.MatchString(effect):
		if !ev.namesOther {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return Ability{Keyword: ThatShrinksHalfPower, Text: effect}, true, nil
	case effectGroupWith.MatchString(effect):
		m := effectGroupWith.FindStringSubmatch(effect)
		part, err := attackingGroup(text, effect, "creatures "+m[1], m[2], m[3])
		if err != nil {
			return Ability{}, true, err
		}
		return attackOnly(Ability{Keyword: PumpAttackingGroups, Text: effect, Abilities: []Ability{part}})
	case effectTwoGroups.MatchString(effect):
		m := effectTwoGroups.FindStringSubmatch(effect)
		a := Ability{Keyword: PumpAttackingGroups, Text: effect}
		for _, g := range [][]string{m[1:4], m[4:7]} {
			part, err := attackingGroup(text, fmt.Sprintf("attacking %s creatures get %s/%s until end of turn", g[0], g[1], g[2]), g[0]+" creatures", g[1], g[2])
			if err != nil {
				return Ability{}, true, err
			}
			a.Abilities = append(a.Abilities, part)
		}
		return attackOnly(a)
	case effectCounterAttack.MatchString(effect):
		return attackOnly(Ability{Keyword: CounterOnEachAttacking, Text: effect})
	}
	return Ability{}, false, nil
}

// gainedKeywords are the keywords a trigger's "gains [keyword] until end of
// turn" is read with here: written on the permanent, they hold from then on.
var gainedKeywords = []Keyword{FirstStrike, Trample, Flying, Vigilance, Banding, Fear}

// attackingGroup reads one group of a pump of attacking creatures: the
// creatures of quality words get +p/+t.
func attackingGroup(text, part, words, p, t string) (Ability, error) {
	pn, err1 := strconv.Atoi(p)
	tn, err2 := strconv.Atoi(t)
	if err1 != nil || err2 != nil || pn < -1000 || pn > 1000 || tn < -1000 || tn > 1000 {
		return Ability{}, fmt.Errorf("%q: %s/%s is not a boost from -1000 to +1000", text, p, t)
	}
	q, err := ParseQuality(words)
	if err != nil || len(q.Terms) == 0 {
		return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: %q is not a quality the judge reads", text, words)}
	}
	return Ability{Keyword: PumpAttackingGroups, Text: part, Quality: q, Power: pn, Toughness: tn}, nil
}

// ownTypeQuality is the quality "other attacking ~" counts when the card's
// own name is the creature type it names (Aurochs: "for each other
// attacking Aurochs"): the subtype "~", which fillNames (lords.go) makes
// the permanent's name.
func ownTypeQuality() Quality {
	return Quality{Text: "~", Terms: []Term{{Kind: Subtype, Word: "~"}}}
}

// andQualities reads a quality of adjectives with commas, each a "non-"
// word ("nonartifact, non-Dragon creature"): every one must hold, so they
// are one quality of all their terms, not a list of alternatives. ok is
// false for any other words.
func andQualities(words string) (string, bool) {
	parts := strings.Split(words, ", ")
	if len(parts) < 2 {
		return "", false
	}
	for _, p := range parts[:len(parts)-1] {
		if !strings.HasPrefix(p, "non") || strings.Contains(p, " ") {
			return "", false
		}
	}
	return strings.Join(parts, " "), true
}
