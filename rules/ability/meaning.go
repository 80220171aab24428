package ability

import (
	"cmp"
	"strconv"
	"strings"
)

// Meaning is what the reader made of an ability, in words a user can check
// against the card: whom it is about, what it does, the quality it names
// (term by term, so that no word read can hide), the condition it needs and
// the abilities it gives or takes away. A card's view and the catalog of
// wordings show it for every line read.
type Meaning struct {
	Subject   string // "itself", "the permanent it is attached to", "other Goblin creatures you control"
	Effect    string // the wording's name: "can't be blocked by [quality]"
	Quality   *QualityMeaning
	N         int // a count, a cost, Rampage N
	Power     int // what a boost adds
	Toughness int
	Condition string // "" when it always holds
	// ConditionQuality is the quality the condition looks for ("you
	// control a Dragon"), term by term; nil when it names none.
	ConditionQuality *QualityMeaning
	Gives            []Meaning
}

// QualityMeaning is a quality as read: every term, or the alternatives of
// an "or" list.
type QualityMeaning struct {
	Text  string
	Terms []TermMeaning
	Any   []QualityMeaning
}

// TermMeaning is one term of a quality: its kind in words, the word, a
// number for the comparisons, and whether it is negated ("nonblack",
// "without flying", "untapped").
type TermMeaning struct {
	Kind string
	Word string
	N    int
	Not  bool
}

// Describe says what an ability was read as.
func Describe(a Ability) Meaning {
	m := Meaning{Subject: "itself", Effect: string(a.Keyword), N: a.N, Power: a.Power, Toughness: a.Toughness,
		Condition: conditionOf(a)}
	if s := keywordSubjects[a.Keyword]; s != "" { // require.go
		m.Subject = s
	} else if s := StaticOf(a.Keyword); s != nil && s.Whose.Subject == Selected {
		m.Subject = subjectOf(Ability{Scope: a.Scope}) // every creature it names: "creatures [you control]"; its quality below
	} else if r := ReplacementOf(a.Keyword); r != nil {
		m.Subject = r.subject()
	}
	// A counter's kind (HasCounter) and a kicker cost (KickedWith) are
	// words of their own, said in Condition.
	if q := a.When.Quality; a.Condition != Always && a.Condition != HasCounter && a.Condition != KickedWith && a.Condition != CounterCreatureAttacks && (q.Text != "" || len(q.Terms) > 0 || len(q.Any) > 0) {
		cq := describeQuality(q)
		m.ConditionQuality = &cq
	}
	switch a.Keyword {
	case Grant, Lose:
		m.Subject = subjectOf(a)
		for _, g := range a.Abilities {
			m.Gives = append(m.Gives, Describe(g))
		}
		return m
	case LandsBecomeCreatures, InGraveyardOnly, EntersAsChosen, EntersAs, LosesOwn:
		// What the lands have with the type change ("with first strike"),
		// what it would give from a graveyard (granted.go), the options it
		// may enter as and an option's keywords (entering.go).
		for _, g := range a.Abilities {
			m.Gives = append(m.Gives, Describe(g))
		}
	}
	if a.Quality.Text != "" || len(a.Quality.Terms) > 0 || len(a.Quality.Any) > 0 {
		q := describeQuality(a.Quality)
		m.Quality = &q
	}
	return m
}

// conditionOf says an ability's condition with what it looks for in
// place: the quality, the number, and "not" for "unless" and "no".
func conditionOf(a Ability) string {
	s := a.Condition.String()
	if s == "" {
		return ""
	}
	if q := a.When.Quality.Text; q != "" {
		s = strings.ReplaceAll(s, "[quality]", q)
	}
	if strings.Contains(s, " N ") {
		s = strings.ReplaceAll(s, " N ", " "+strconv.Itoa(a.When.N)+" ")
	}
	if a.When.Not {
		s = "not: " + s
	}
	return s
}

// subjectOf names the permanents a Grant or Lose affects.
func subjectOf(a Ability) string {
	if a.Scope.Attached {
		return "the permanent it is attached to"
	}
	s := a.Quality.Text
	if s == "" || s == "all" {
		s = "creatures"
	}
	if a.Scope.Other {
		s = "other " + s
	}
	if a.Scope.YouControl {
		s += " you control"
	}
	if a.Scope.Opponents {
		s += " your opponents control"
	}
	return s
}

func describeQuality(q Quality) QualityMeaning {
	out := QualityMeaning{Text: q.Text}
	for _, t := range q.Terms {
		out.Terms = append(out.Terms, TermMeaning{Kind: t.Kind.String(), Word: t.Word, N: t.N, Not: t.Not})
	}
	for _, alt := range q.Any {
		out.Any = append(out.Any, describeQuality(alt))
	}
	return out
}

// termKindNames are the kinds of terms in words; TermKind.String reads them.
var termKindNames = map[TermKind]string{
	Color:            "color",
	CardType:         "card type",
	Supertype:        "supertype",
	Subtype:          "subtype",
	Colorless:        "colorless",
	Multicolored:     "multicolored",
	Monocolored:      "monocolored",
	WithKeyword:      "with keyword",
	PowerAtLeast:     "power at least",
	PowerAtMost:      "power at most",
	ToughnessAtLeast: "toughness at least",
	ToughnessAtMost:  "toughness at most",
	Tapped:           "tapped",
	Everything:       "everything",
	ColorsYouControl: "the colors of permanents you control",

	Unblocked:              "unblocked",                    // damage_statics.go
	AuraAttached:           "enchanted",                    // damage_statics.go
	CardsInHand:            "cards in your hand",           // entering.go
	LifeTotal:              "your life total",              // entering.go
	CountersOnIt:           "counters on it",               // entering.go
	NotNamedSelf:           "not named as itself",          // granted.go
	WithProtectionFrom:     "with protection from a color", // granted.go
	Named:                  "named",                        // lords.go
	AttackedDuringLastTurn: historyPhrase,                  // lords.go: the whole phrase, read as one term
	AttackingState:         "attacking",                    // effect_targets.go
	BlockingState:          "blocking",                     // effect_targets.go
	BlockedState:           "blocked",                      // effect_targets.go
	BlockingSelf:           "blocking it",                  // effect_targets.go
	BlockedBySelf:          "blocked by it",                // effect_targets.go
	ChosenColor:            "the color chosen",             // effects.go
	OpponentPlayer:         "an opponent",                  // effects.go
	ControlledByDefender:   "defending player's",           // effect_targets.go
	ChosenCreatureType:     "the creature type chosen",     // effect_targets.go
	AnyPermanent:           "a permanent",                  // effect_targets.go
	NotSelf:                "other",                        // effect_targets.go
	InYourGraveyard:        "in your graveyard",            // effect_targets.go
	ControlledByOpponent:   "an opponent's",                // effect_targets.go
	XIsPower:               "X is its power",               // effects.go
	XIsManaValue:           "X is its mana value",          // effects.go
	XIsCount:               "X is the number of",           // effects.go
	XIsDomain:              "X is the basic land types",    // effects.go
	XIsColors:              "X is its colors",              // effects.go
	XThisWay:               "X is the number this way",     // effects.go
	SharesTypeWithAttached: "shares a creature type",       // effect_targets.go
	AlsoSharingColor:       "and those sharing a color",    // effect_targets.go
	AlsoSameName:           "and those of its name",        // effect_targets.go
	NotInCombatState:       "not attacking or blocking",    // effect_targets.go
	PowerBelowGraveyard:    "power below your graveyard",   // graveyard_power.go
	TokenTerm:              "token",                        // quality.go
}

// String names a kind of term; a kind without a name says its number, and
// a test keeps every kind named.
func (k TermKind) String() string {
	if s, ok := termKindNames[k]; ok {
		return s
	}
	return "term kind " + strconv.Itoa(int(k))
}

// conditionNames are the conditions in words; Condition.String reads them.
var conditionNames = map[Condition]string{
	Always:    "",
	Attacking: "as long as it's attacking",
	Blocking:  "as long as it's blocking",
	Enchanted: "as long as it's enchanted",
	Threshold: "as long as seven or more cards are in its controller's graveyard",

	YouControl:         "as long as its controller controls [quality]",
	OpponentControls:   "as long as an opponent controls [quality]",
	DefenderControls:   "as long as the defending player controls [quality]",
	MoreThanDefender:   "as long as its controller controls more [quality] than the defending player",
	MoreThanAttacker:   "as long as its controller controls more [quality] than the attacking player",
	HandAtLeast:        "as long as its controller has N or more cards in hand",
	HandAtMost:         "as long as its controller has N or fewer cards in hand",
	MoreCardsInHand:    "as long as its controller has more cards in hand than each opponent",
	CreatureSpellCast:  "as long as its controller cast a creature spell this turn",
	Equipped:           "as long as it's equipped",
	Untapped:           "as long as it's untapped",
	IsQuality:          "as long as it is [quality]",
	AttackingAlone:     "as long as it's attacking alone",
	Kicked:             "if it was kicked",
	OnBattlefield:      "as long as [quality] is in play",
	HasCounter:         "as long as it has a [quality] counter on it",
	DefenderSharedType: "as long as the defending player controls N or more creatures that share a creature type",

	Unignored:                "unless the cost to ignore it this turn was paid",                 // auras.go
	KickedWith:               "if it was kicked with its [quality] kicker",                      // entering.go
	OpponentHasIt:            "as long as an opponent controls a [quality]",                     // granted.go
	EnteredThisTurn:          "if it entered the battlefield this turn",                         // lords.go
	AttackedLastTurn:         "if it attacked during its controller's last turn",                // lords.go
	NotAttacking:             "as long as it's not attacking",                                   // lords.go
	AttackingYou:             "as long as it's attacking the controller of the effect's source", // lords.go
	ThisAttacks:              "if it attacks",                                                   // require.go
	AnotherYouControlAttacks: "if another creature its controller controls attacks",             // require.go
	OpponentCreatureAttacks:  "if a creature an opponent of its controller controls attacks",    // require.go
	CounterCreatureAttacks:   "if a creature with a [quality] counter on it attacks",            // require.go
	WonFlip:                  "if its controller won the flip",                                  // effects.go
	LostFlip:                 "if its controller lost the flip",                                 // effects.go
	TargetIs:                 "if the target named before is [quality]",                         // effects.go
	CastInMainPhase:          "if it was cast during its controller's main phase",               // effects.go
	TargetAttackedThisTurn:   "if the target named before attacked this turn",                   // effects.go
	ActivatedTimesThisTurn:   "if the ability has been activated N or more times this turn",     // effects.go
	RevealedLand:             "if the card revealed is a land card",                             // revealed_cards.go
}

// String says a condition in words: "" for one that always holds.
func (c Condition) String() string {
	if s, ok := conditionNames[c]; ok {
		return s
	}
	return "condition " + strconv.Itoa(int(c))
}

// subject is whose damage a replacement static changes, or to whom, in
// words, for Describe: itself when it is about its own permanent's damage
// (or takes the damage itself); else the recipients it names; else, and
// first for the changes of amount, the sources. Its quality is said
// beside (Meaning.Quality).
func (r *ReplacementEffect) subject() string {
	if r.From.Subject == Itself || r.To.Subject == Itself || r.Mod == RedirectToSource {
		return "itself"
	}
	to := recipientWords[r.To.Subject]
	if r.To.Scope.YouControl {
		to = yourRecipientWords[r.To.Subject]
	}
	from := sourceWords[r.From.Subject]
	if r.From.Scope.YouControl {
		from = "sources its controller controls"
	}
	if to == "" || r.Mod == PlusN || r.Mod == Double || r.Mod == Halve {
		return cmp.Or(from, to, "itself")
	}
	return to
}

// The words of a replacement's selectors (subject): its recipients, those
// of its controller's, its sources.
var (
	recipientWords     = map[Subject]string{Player: "a player", Selected: "creatures", YouAndYours: "its controller and the creatures he or she controls", ItsBand: "itself and its band"}
	yourRecipientWords = map[Subject]string{Player: "its controller", Selected: "creatures its controller controls"}
	sourceWords        = map[Subject]string{AnySource: "every source", AnyCreature: "every creature", Selected: "sources", Spells: "spells"}
)
