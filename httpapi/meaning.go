package httpapi

import (
	"strings"

	"rulesjudge/rules"
	"rulesjudge/rules/ability"
)

// AbilityMeaning is what the judge read a line as: whom it is about, what
// it does, the quality it names term by term, the condition it needs, and
// the abilities it gives or takes away. GET /v1/cards/{name} and
// GET /v1/abilities show it, so that every word read can be checked.
type AbilityMeaning struct {
	// Subject is "itself", "the permanent it is attached to", or the
	// creatures an effect on other permanents affects.
	Subject string `json:"subject" example:"itself"`
	// Effect names the wording, as GET /v1/abilities' patterns do.
	Effect  string          `json:"effect" example:"can't be blocked by [quality]"`
	Quality *QualityMeaning `json:"quality,omitempty"`
	// N is a count, a cost or a keyword's number (Rampage 2); Power and
	// Toughness what a boost adds. Left out when 0.
	N         int `json:"n,omitempty" example:"0"`
	Power     int `json:"power,omitempty" example:"0"`
	Toughness int `json:"toughness,omitempty" example:"0"`
	// Condition is what the ability needs to hold; left out when it always
	// holds.
	Condition string `json:"condition,omitempty" example:"as long as it's attacking"`
	// ConditionQuality is what the condition looks for, term by term ("you
	// control a Dragon"); left out when it names nothing.
	ConditionQuality *QualityMeaning  `json:"condition_quality,omitempty"`
	Gives            []AbilityMeaning `json:"gives,omitempty"`
}

// QualityMeaning is a quality as read: its text and every term, or the
// alternatives of an "or" list.
type QualityMeaning struct {
	Text  string           `json:"text" example:"creatures with flying"`
	Terms []TermMeaning    `json:"terms,omitempty"`
	Any   []QualityMeaning `json:"any,omitempty"`
}

// TermMeaning is one term of a quality.
type TermMeaning struct {
	// Kind is what the term speaks of: color, card type, supertype,
	// subtype, colorless, multicolored, monocolored, with keyword, power at
	// least, power at most, toughness at least, toughness at most, tapped,
	// everything.
	Kind string `json:"kind" example:"with keyword"`
	Word string `json:"word,omitempty" example:"flying"`
	N    int    `json:"n,omitempty" example:"0"`
	// Not negates it: "nonblack", "without flying", "untapped".
	Not bool `json:"not,omitempty" example:"false"`
}

// meaningsOf reads a line the judge understood and describes each ability
// it stands for; nil if it does not read (it always does for lines the
// judge took).
func meaningsOf(text, name string) []AbilityMeaning {
	abs, err := rules.ParseAbility(text, name)
	if err != nil {
		if a, ok := trickAbility(text, name); ok {
			return a.Meaning
		}
		if ct, err := rules.ReadCastTrigger(text, name); err == nil {
			return []AbilityMeaning{castTriggerMeaning(ct)}
		}
		if m, ok := upkeepMeaning(text, name); ok { // resolved.go
			return []AbilityMeaning{m}
		}
		return nil
	}
	out := make([]AbilityMeaning, len(abs))
	for i, a := range abs {
		out[i] = meaningWire(ability.Describe(a))
	}
	return out
}

func meaningWire(m ability.Meaning) AbilityMeaning {
	out := AbilityMeaning{Subject: m.Subject, Effect: m.Effect, N: m.N, Power: m.Power, Toughness: m.Toughness, Condition: m.Condition}
	if m.ConditionQuality != nil {
		q := qualityWire(*m.ConditionQuality)
		out.ConditionQuality = &q
	}
	if m.Quality != nil {
		q := qualityWire(*m.Quality)
		out.Quality = &q
	}
	for _, g := range m.Gives {
		out.Gives = append(out.Gives, meaningWire(g))
	}
	return out
}

func qualityWire(q ability.QualityMeaning) QualityMeaning {
	out := QualityMeaning{Text: q.Text}
	for _, t := range q.Terms {
		out.Terms = append(out.Terms, TermMeaning{Kind: t.Kind, Word: t.Word, N: t.N, Not: t.Not})
	}
	for _, a := range q.Any {
		out.Any = append(out.Any, qualityWire(a))
	}
	return out
}

// trickAbility is a card's line the judge applies as a combat trick (an
// activated ability, an instant's text: rules.TrickLine decides), as the
// card's view lists it: understood, with its rule and meaning. A
// permanent's abilities may then hold it, and a trick use it.
func trickAbility(text, name string) (CardAbility, bool) {
	r, err := rules.TrickLine(text, name)
	if err != nil {
		return CardAbility{}, false
	}
	a := CardAbility{Oracle: text, Ability: text, Rule: string(rules.TrickRule(r)), Meaning: []AbilityMeaning{}}
	parts := r.Parts
	if len(parts) == 1 && ability.FormOf(parts[0]) == (ability.Effect{Action: ability.Conditional, Duration: ability.Once, Chosen: true}) {
		parts = parts[0].Parts // one mode of a modal instant: its effects
	}
	for _, p := range parts {
		a.Meaning = append(a.Meaning, trickMeaning(p))
	}
	return a, true
}

// trickMeaning is what one effect of a trick does, in the words of an
// ability's meaning.
func trickMeaning(p ability.Reading) AbilityMeaning {
	subject := string(p.Selector.Subject)
	if q := p.Selector.Quality.Text; q != "" {
		subject += ": " + q
	}
	m := AbilityMeaning{Subject: subject, Effect: string(p.Mode), N: p.N, Power: p.Power, Toughness: p.Toughness}
	if ability.FormOf(p) == (ability.Effect{Action: ability.TypeChange, Duration: ability.UntilEndOfTurn}) && p.Token != nil {
		m.Quality, m.Gives = animatedMeaning(p.Token)
	}
	for _, g := range p.Parts {
		if ability.FormOf(g) == (ability.Effect{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn}) {
			m.Gives = append(m.Gives, trickMeaning(g))
			continue
		}
		m.Gives = append(m.Gives, AbilityMeaning{Subject: "itself", Effect: string(g.Mode)})
	}
	return m
}

// castTriggerMeaning is what a trigger on a spell cast or a card cycled
// does: its event as the effect, the spell it waits for as the condition,
// its effects as what it gives.
func castTriggerMeaning(ct rules.CastTrigger) AbilityMeaning {
	verb := map[bool]string{true: "", false: "s"}[ct.By == rules.CastByYou]
	m := AbilityMeaning{Subject: "itself", Effect: "whenever " + string(ct.By) + " cast" + verb + " a [quality] spell, [effect]"}
	switch {
	case ct.Cycles:
		m.Effect = "whenever " + string(ct.By) + " cycle" + verb + " a card, [effect]"
	case len(ct.Spell) > 0:
		m.Condition = "the spell is " + strings.Join(ct.Spell, " or ")
	}
	if ct.IfType != "" {
		m.Condition = strings.TrimPrefix(m.Condition+"; ", "; ") + "~ is " + article(ct.IfType) + ct.IfType + " as the spell is cast and as the trigger resolves"
	}
	if ct.NeverInCombat() {
		m.Condition += " (never in a combat the judge walks: only instants are cast there)"
	}
	for _, p := range ct.Effect.Parts {
		m.Gives = append(m.Gives, trickMeaning(p))
	}
	return m
}

// article is "a " or "an " before word.
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an "
	}
	return "a "
}

// animatedMeaning is the creature a permanent becomes (its colors, types
// and creature types, term by term) and the keywords it gains.
func animatedMeaning(t *ability.Token) (*QualityMeaning, []AbilityMeaning) {
	q := &QualityMeaning{}
	var words []string
	for _, c := range t.Colors {
		q.Terms = append(q.Terms, TermMeaning{Kind: "color", Word: strings.ToLower(c)})
		words = append(words, strings.ToLower(c))
	}
	for _, st := range t.Subtypes {
		q.Terms = append(q.Terms, TermMeaning{Kind: "subtype", Word: st})
		words = append(words, st)
	}
	for _, ty := range t.Types {
		q.Terms = append(q.Terms, TermMeaning{Kind: "card type", Word: strings.ToLower(ty)})
		words = append(words, strings.ToLower(ty))
	}
	q.Text = strings.Join(words, " ")
	var gives []AbilityMeaning
	for _, a := range t.Abilities {
		gives = append(gives, AbilityMeaning{Subject: "itself", Effect: a})
	}
	return q, gives
}
