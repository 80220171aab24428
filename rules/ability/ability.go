package ability

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Keyword names a kind of ability the judge understands: a keyword ability
// of section 502 or a combat restriction or requirement written out in card
// wording.
type Keyword string

// The keywords and wordings understood. Append only: these are wire words.
const (
	FirstStrike    Keyword = "first strike"
	DoubleStrike   Keyword = "double strike"
	Flying         Keyword = "flying"
	Trample        Keyword = "trample"
	Haste          Keyword = "haste"
	Vigilance      Keyword = "vigilance"
	Defender       Keyword = "defender"
	Banding        Keyword = "banding"
	BandsWithOther Keyword = "bands with other"
	Flanking       Keyword = "flanking"
	Rampage        Keyword = "rampage"
	Bushido        Keyword = "bushido"
	Provoke        Keyword = "provoke"
	Shadow         Keyword = "shadow"
	Horsemanship   Keyword = "horsemanship"
	Fear           Keyword = "fear"
	Protection     Keyword = "protection"
	Landwalk       Keyword = "landwalk"
	SnowLandwalk   Keyword = "snow landwalk"

	CantAttack                   Keyword = "can't attack"
	CantBlock                    Keyword = "can't block"
	CantAttackAlone              Keyword = "can't attack alone"
	CantBlockAlone               Keyword = "can't block alone"
	AttackOnlyWithOthers         Keyword = "can't attack unless N other creatures attack"
	AttackOnlyIfDefenderControls Keyword = "can't attack unless defending player controls"
	AttacksEachTurn              Keyword = "attacks each turn if able"
	CreaturesAttackEachTurn      Keyword = "creatures attack each turn if able"
	AttackCap                    Keyword = "no more than N creatures can attack"
	BlockCap                     Keyword = "no more than N creatures can block"
	CreaturesCantAttack          Keyword = "creatures can't attack"
	CreaturesCantBlock           Keyword = "creatures can't block"
	AttackTax                    Keyword = "creatures can't attack you unless their controller pays"

	Unblockable          Keyword = "can't be blocked"
	MaxOneBlocker        Keyword = "can't be blocked by more than one creature"
	MinBlockers          Keyword = "can't be blocked except by N or more creatures"
	CantBeBlockedBy      Keyword = "can't be blocked by [quality]"
	BlocksOnlyFliers     Keyword = "can block only creatures with flying"
	BlocksAsThoughFlying Keyword = "can block as though it had flying"
	AdditionalBlock      Keyword = "can block an additional creature"
	BlocksAny            Keyword = "can block any number of creatures"
	BlocksEachTurn       Keyword = "blocks each turn if able"
	// BlocksNamedThisTurn and CantBlockNamedThisTurn tie a requirement
	// (500.4) or a restriction (500.3) on the creature's block to one
	// attacker, named in Quality.Text: what a trick grants ("Target
	// creature blocks ~ this turn if able", "... can't block ~ this turn").
	BlocksNamedThisTurn    Keyword = "blocks [name] this turn if able"
	CantBlockNamedThisTurn Keyword = "can't block [name] this turn"
	Lure                   Keyword = "all creatures able to block it do so"
	MustBeBlocked          Keyword = "must be blocked if able"
	BlockableOnlyBy        Keyword = "can't be blocked except by [quality]"
	CantBlockQuality       Keyword = "can't block [quality]"
	Indestructible         Keyword = "indestructible"
	CreaturesBlockEachTurn Keyword = "creatures block each turn if able"
	BlocksShadowAsThough   Keyword = "can block creatures with shadow as though it had shadow"
	LandwalkIgnored        Keyword = "creatures with [land]walk can be blocked as though they didn't have it"
	Grant                  Keyword = "[quality] creatures have [keywords]"
	Lose                   Keyword = "[quality] creatures lose [keywords]"
	Boost                  Keyword = "gets +N/+N"
	Enchant                Keyword = "enchant [quality]"
	PreventTo              Keyword = "prevent all damage that would be dealt to it"
	PreventFromBlocked     Keyword = "prevent all damage dealt to it by creatures it's blocking"
	PreventBy              Keyword = "prevent all combat damage that would be dealt by it"
	AssignAsUnblocked      Keyword = "may assign its combat damage as though it weren't blocked"
)

// Condition is what an ability needs to hold ("as long as it's attacking").
type Condition int

// The conditions read.
const (
	Always    Condition = iota
	Attacking           // "as long as it's attacking"
	Blocking            // "as long as it's blocking"
	Enchanted           // "as long as it's enchanted": an Aura is attached to it
	Threshold           // "as long as seven or more cards are in your graveyard"
)

// Scope narrows the subject of an ability that affects other permanents.
type Scope struct {
	YouControl bool // "... you control": the source's controller's only
	Other      bool // "other ...": not the source itself
	Attached   bool // "enchanted creature", "equipped creature": what the source is attached to
	Opponents  bool // "... your opponents control": not the source's controller's (lords.go)
}

// Ability is one typed ability read from card wording.
type Ability struct {
	Keyword Keyword
	Text    string  // the wording as given
	N       int     // Rampage N, Bushido N, a count, a cost
	Quality Quality // protection from, bands with other, landwalk's land, "[quality] creatures"
	// Scope and Abilities are those of Grant and Lose: whom they affect,
	// beside Quality, and the keyword abilities given or taken away.
	Scope     Scope
	Abilities []Ability
	// Power and Toughness are what Boost adds ("gets +2/+0").
	Power, Toughness int
	// Condition is what the ability needs to hold; Always for most.
	Condition Condition
	When      Cond // what a condition of own.go looks for
	// Token is the creature token a trigger's CreateToken effect puts into
	// play (tokens.go).
	Token *Token `json:",omitempty"`
}

// wording is one row of the ability reader's table: a pattern in card
// wording, what it becomes, and the rule that gives it meaning. A card
// refers to itself as "~" in patterns.
type wording struct {
	Pattern string // for people: "[This] can't attack alone."
	Example string
	Rule    string
	// g is the row's production (grammar.go).
	g *production
	// build turns the captures (m[0] the whole text) into abilities.
	build func(text string, m []string) ([]Ability, error)
}

// Wording describes one ability wording the judge understands.
type Wording struct {
	Pattern string
	Example string
	Rule    string
}

// keywordBaseRows are the keywords, which may also stand in comma lists.
var keywordBaseRows = []wording{
	kw("Flying", Flying, "502.4"),
	kw("First strike", FirstStrike, "502.2"),
	kw("Double strike", DoubleStrike, "502.28"),
	kw("Trample", Trample, "502.9"),
	kw("Haste", Haste, "502.5"),
	kw("Vigilance", Vigilance, "502.14"),
	kw("Defender", Defender, "502.41"),
	kw("Banding", Banding, "502.10"),
	kw("Flanking", Flanking, "502.3"),
	kw("Provoke", Provoke, "502.29"),
	kw("Shadow", Shadow, "502.8"),
	kw("Horsemanship", Horsemanship, "502.17"),
	kw("Fear", Fear, "502.25"),
	{Pattern: "Enchant [quality]", Example: "Enchant creature", Rule: "420.5d", g: gr(`enchant @{words}`), build: qualified(Enchant)},
	// Printed since 2004 (Darksteel); the seeds do not define it. Its effect
	// here is the one state-based effect it changes: lethal damage does not
	// destroy it (420.5c, the nearest verified rule).
	kw("Indestructible", Indestructible, "420.5c"),
	{Pattern: "Rampage N", Example: "Rampage 2", Rule: "502.12", g: gr(`rampage @{digits}`), build: numbered(Rampage)},
	{Pattern: "Bushido N", Example: "Bushido 1", Rule: "502.38", g: gr(`bushido @{digits}`), build: numbered(Bushido)},
	{Pattern: "Bands with other [quality] / Bands with other creatures named [name]", Example: "Bands with other Wolves", Rule: "502.11",
		g: gr(`bands with other @( creatures named {name-words} | {words'} )`),
		build: func(text string, m []string) ([]Ability, error) {
			if strings.HasPrefix(m[1], "creatures named ") {
				// Only compared with other creatures' abilities (502.11b).
				return []Ability{{Keyword: BandsWithOther, Text: text, Quality: Quality{Text: m[1]}}}, nil
			}
			q, err := ParseQuality(m[1])
			return []Ability{{Keyword: BandsWithOther, Text: text, Quality: q}}, err
		}},
	{Pattern: "Protection from [quality]", Example: "Protection from red", Rule: "502.7", g: gr(`protection from @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			// "Protection from black and from red" is two protections.
			var out []Ability
			for _, part := range andFrom.Split(m[1], -1) {
				q, err := ParseQuality(part)
				if err != nil {
					return nil, err
				}
				out = append(out, Ability{Keyword: Protection, Text: text, Quality: q})
			}
			return out, nil
		}},
	{Pattern: "Snow [land type]walk", Example: "Snow swampwalk", Rule: "502.6c", g: gr(`( snow | snow-covered ) @{landwalk}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := landQuality(m[1])
			return []Ability{{Keyword: SnowLandwalk, Text: text, Quality: q}}, err
		}},
	{Pattern: "[land type]walk, Legendary landwalk, Nonbasic landwalk", Example: "Islandwalk", Rule: "502.6", g: gr(`@( legendary landwalk | nonbasic landwalk | {landwalk} )`),
		build: func(text string, m []string) ([]Ability, error) {
			land := strings.TrimSuffix(m[1], "walk")
			if land == "land" {
				return nil, fmt.Errorf("landwalk needs a land type, such as Islandwalk")
			}
			q, err := landQuality(land)
			return []Ability{{Keyword: Landwalk, Text: text, Quality: q}}, err
		}},
}

// sentenceBaseRows are the abilities written out as sentences.
var sentenceBaseRows = []wording{
	{Pattern: "[This] can't attack.", Example: "~ can't attack.", Rule: "500.2", g: gr(`~ can't attack`), build: plain(CantAttack)},
	{Pattern: "[This] can't block.", Example: "~ can't block.", Rule: "500.3", g: gr(`~ can't block`), build: plain(CantBlock)},
	{Pattern: "[This] can't attack or block.", Example: "~ can't attack or block.", Rule: "500.2", g: gr(`~ can't attack or block`), build: plain(CantAttack, CantBlock)},
	{Pattern: "[This] can't block [quality].", Example: "~ can't block creatures with power 2 or greater.", Rule: "500.3",
		g: gr(`~ can't block @{creatures}`), build: qualified(CantBlockQuality)},
	{Pattern: "[This] can't attack alone.", Example: "~ can't attack alone.", Rule: "500.2", g: gr(`~ can't attack alone`), build: plain(CantAttackAlone)},
	{Pattern: "[This] can't block alone.", Example: "~ can't block alone.", Rule: "500.3", g: gr(`~ can't block alone`), build: plain(CantBlockAlone)},
	{Pattern: "[This] can't attack or block alone.", Example: "~ can't attack or block alone.", Rule: "500.2", g: gr(`~ can't attack or block alone`), build: plain(CantAttackAlone, CantBlockAlone)},
	{Pattern: "[This] can't attack unless at least N other creatures attack.", Example: "~ can't attack unless at least two other creatures attack.", Rule: "500.2",
		g: gr(`~ can't attack unless at least @{count} other ( creature | creatures ) [ also ] ( attack | attacks )`),
		build: func(text string, m []string) ([]Ability, error) {
			n, err := number(m[1])
			return []Ability{{Keyword: AttackOnlyWithOthers, Text: text, N: n}}, err
		}},
	{Pattern: "[This] can't attack unless defending player controls a/an [land type].", Example: "~ can't attack unless defending player controls an Island.", Rule: "500.2",
		g: gr(`~ can't attack unless defending player controls {a} @{words}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			return []Ability{{Keyword: AttackOnlyIfDefenderControls, Text: text, Quality: q}}, err
		}},
	{Pattern: "[This] attacks each turn if able.", Example: "~ attacks each turn if able.", Rule: "500.2", g: gr(`~ attacks {each-combat} if able`), build: plain(AttacksEachTurn)},
	{Pattern: "[Quality] creatures attack each turn if able. / All creatures attack each turn if able.", Example: "Red creatures attack each turn if able.", Rule: "500.2",
		g: gr(`@[ all | {words} ] creatures attack {each-combat} if able`),
		build: func(text string, m []string) ([]Ability, error) {
			q := Quality{Text: "all"}
			if m[1] != "all" && m[1] != "" {
				var err error
				if q, err = ParseQuality(m[1]); err != nil {
					return nil, err
				}
			}
			return []Ability{{Keyword: CreaturesAttackEachTurn, Text: text, Quality: q}}, nil
		}},
	{Pattern: "No more than N creature(s) can attack each combat.", Example: "No more than one creature can attack each combat.", Rule: "500.2",
		g: gr(`no more than @{count} ( creature | creatures ) ( can | may ) attack {each-combat}`), build: count(AttackCap)},
	{Pattern: "No more than N creature(s) can block each combat.", Example: "No more than one creature can block each combat.", Rule: "500.3",
		g: gr(`no more than @{count} ( creature | creatures ) ( can | may ) block {each-combat}`), build: count(BlockCap)},
	{Pattern: "[This] can't be blocked.", Example: "~ can't be blocked.", Rule: "500.3", g: gr(`~ ( can't be blocked | is unblockable )`), build: plain(Unblockable)},
	{Pattern: "[This] can't be blocked by more than one creature.", Example: "~ can't be blocked by more than one creature.", Rule: "500.3",
		g: gr(`~ can't be blocked by more than one creature`), build: plain(MaxOneBlocker)},
	{Pattern: "[This] can't be blocked except by N or more creatures.", Example: "~ can't be blocked except by two or more creatures.", Rule: "500.3",
		g: gr(`~ can't be blocked except by @{count} or more creatures`), build: count(MinBlockers)},
	{Pattern: "[This] can't be blocked except by [quality].", Example: "~ can't be blocked except by creatures with flying.", Rule: "500.3",
		g: gr(`~ can't be blocked except by @{quality}`), build: qualified(BlockableOnlyBy)},
	{Pattern: "[This] can't be blocked by [quality].", Example: "~ can't be blocked by Walls.", Rule: "500.3",
		g: gr(`~ can't be blocked by @{quality}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			return []Ability{{Keyword: CantBeBlockedBy, Text: text, Quality: q}}, err
		}},
	{Pattern: "[This] can block only creatures with flying.", Example: "~ can block only creatures with flying.", Rule: "500.3",
		g: gr(`~ can block only creatures with flying`), build: plain(BlocksOnlyFliers)},
	{Pattern: "[This] can block as though it had flying.", Example: "~ can block as though it had flying.", Rule: "502.4b",
		g: gr(`~ can block as though {self} had flying`), build: plain(BlocksAsThoughFlying)},
	{Pattern: "[This] can block an additional creature.", Example: "~ can block an additional creature.", Rule: "309.2a",
		g: gr(`~ can block an additional creature [ {each-combat} ]`), build: plain(AdditionalBlock)},
	{Pattern: "[This] can block any number of creatures.", Example: "~ can block any number of creatures.", Rule: "309.2a",
		g: gr(`~ can block any number of creatures [ each combat ]`), build: plain(BlocksAny)},
	{Pattern: "[This] blocks each turn if able.", Example: "~ blocks each turn if able.", Rule: "500.3", g: gr(`~ blocks {each-combat} if able`), build: plain(BlocksEachTurn)},
	{Pattern: "[This] blocks this turn if able.", Example: "~ blocks this turn if able.", Rule: "500.3", g: gr(`~ blocks this turn if able`), build: plain(BlocksEachTurn)},
	{Pattern: "[This] blocks [name] this turn if able.", Example: "~ blocks Rampant Elephant this turn if able.", Rule: "500.4",
		g: gr(`~ blocks @{name-words} this turn if able`), build: named(BlocksNamedThisTurn)},
	{Pattern: "[This] can't block [name] this turn.", Example: "~ can't block Duct Crawler this turn.", Rule: "500.3",
		g: gr(`~ can't block @{name-words} this turn`), build: named(CantBlockNamedThisTurn)},
	{Pattern: "All creatures able to block [This] do so. / All [quality] able to block [This] do so.", Example: "All creatures able to block ~ do so.", Rule: "500.3",
		g: gr(`all @{quality} able to block ~ do so`), build: qualified(Lure)},
	{Pattern: "[This] must be blocked if able.", Example: "~ must be blocked if able.", Rule: "500.3", g: gr(`~ must be blocked [ {each-combat} ] if able`), build: plain(MustBeBlocked)},
	{Pattern: "Creatures can't attack. / [Quality] creatures can't attack.", Example: "Creatures without flying can't attack.", Rule: "500.2",
		g: gr(`[ all ] @{creature-subject} can't attack`), build: qualified(CreaturesCantAttack)},
	{Pattern: "Creatures can't block. / [Quality] creatures can't block.", Example: "Creatures can't block.", Rule: "500.3",
		g: gr(`[ all ] @{creature-subject} can't block`), build: qualified(CreaturesCantBlock)},
	{Pattern: "All creatures block each combat if able. / All [quality] creatures block each combat if able.", Example: "All creatures block each combat if able.", Rule: "500.3",
		g: gr(`[ all ] @{creature-subject} block {each-combat} if able`), build: qualified(CreaturesBlockEachTurn)},
	{Pattern: "You may have [This] assign its combat damage as though it weren't blocked.", Example: "You may have ~ assign its combat damage as though it weren't blocked.", Rule: "310.2e",
		g: gr(`( you may have ~ | ~ may ) assign its combat damage as though it weren't blocked`), build: plain(AssignAsUnblocked)},
	{Pattern: "Prevent all [combat] damage that would be dealt to [This] [by creatures].", Example: "Prevent all damage that would be dealt to ~.", Rule: "419.7",
		g: gr(`prevent all [ combat ] damage that would be dealt to ~ [ by creatures ]`), build: preventToIt},
	{Pattern: "Prevent all damage that would be dealt to [This] by creatures it's blocking.", Example: "Prevent all damage that would be dealt to ~ by creatures it's blocking.", Rule: "419.7",
		g: gr(`prevent all [ combat ] damage that would be dealt to ~ by creatures ( it's | ~ is ) blocking`), build: plain(PreventFromBlocked)},
	{Pattern: "Prevent all combat damage that would be dealt by [This].", Example: "Prevent all combat damage that would be dealt by ~.", Rule: "419.7",
		g: gr(`prevent all combat damage that would be dealt by ~`), build: plain(PreventBy)},
	{Pattern: "Creatures with [land type]walk can be blocked as though they didn't have [land type]walk.", Example: "Creatures with plainswalk can be blocked as though they didn't have plainswalk.", Rule: "502.6b",
		g: gr(`creatures with @{landwalk} can be blocked as though they didn't have @{landwalk}`),
		build: func(text string, m []string) ([]Ability, error) {
			if m[1] != m[2] {
				return nil, fmt.Errorf("%q: the landwalk had and the landwalk ignored differ", text)
			}
			q, err := landQuality(m[1])
			return []Ability{{Keyword: LandwalkIgnored, Text: text, Quality: q}}, err
		}},
	{Pattern: "[Other] [quality] creatures [you control] have [keywords]. / ... lose [keywords]. / ... get +N/+N [and have [keywords]].", Example: "Green creatures have forestwalk.", Rule: "418.5a",
		g: gr(`@[ other ] [ all ] @{lord-subject} @[ you control ] ( @( have | lose ) @{any} | get @{boost} [ and have @{any} ] )`),
		build: func(text string, m []string) ([]Ability, error) {
			k, given, err := Grant, []Ability(nil), error(nil)
			switch {
			case m[4] != "":
				given, err = keywordList(m[5])
				if m[4] == "lose" {
					k = Lose
				}
			default:
				var boost Ability
				boost, err = boostOf(m[6], m[7])
				given = []Ability{boost}
				if err == nil && m[8] != "" {
					var more []Ability
					more, err = keywordList(m[8])
					given = append(given, more...)
				}
			}
			if err != nil {
				return nil, err
			}
			return subjectAbility(text, k, m[2], Scope{YouControl: m[3] != "", Other: m[1] != ""}, given)
		}},
	{Pattern: "[This] gets +N/+N. / [This] gets +N/+N and has [keywords]. / [This] gets +N/+N and [an ability of its own].", Example: "~ gets +1/+1 and has flying.", Rule: "418.5a",
		g: gr(`~ gets @{boost} [ and @( has {any} | can't {any} | can {any} | attacks {any} | blocks {any} ) ]`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[1], m[2])
			if err != nil || m[3] == "" {
				return []Ability{boost}, err
			}
			if rest, ok := strings.CutPrefix(m[3], "has "); ok {
				more, err := keywordList(rest)
				return append([]Ability{boost}, more...), err
			}
			more, err := parseSelf(m[0], "~ "+m[3]) // read as written, normalized
			return append([]Ability{boost}, more...), err
		}},
	{Pattern: "[Each/Other] [quality] creature(s) you control [an ability of its own].", Example: "Each creature you control can't be blocked by more than one creature.", Rule: "418.5a",
		g: gr(`@[ other ] [ each ] @{yours-subject} you control @( can't {any} | can {any} | ( attack | attacks ) each {any} | ( block | blocks ) each {any} | must {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			own, err := parseSelf(m[0], "~ "+singularVerb(m[3])) // read as written, normalized
			if err != nil {
				return nil, err
			}
			return subjectAbility(text, Grant, m[2], Scope{YouControl: true, Other: m[1] != ""}, own)
		}},
	{Pattern: "[This] can block creatures with shadow as though it had shadow.", Example: "~ can block creatures with shadow as though ~ had shadow.", Rule: "502.8b",
		g: gr(`~ can block creatures with shadow as though {self} had shadow`), build: plain(BlocksShadowAsThough)},
	{Pattern: "Creatures can't attack you unless their controller pays {N} for each creature he or she controls that's attacking you.",
		Example: "Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.", Rule: "308.2d",
		g: gr(`creatures can't attack you unless their controller pays @{mana-number} for each ( creature | attacking creature ) ( he or she controls | they control ) [ that's attacking you ]`),
		build: func(text string, m []string) ([]Ability, error) {
			n, err := strconv.Atoi(m[1])
			return []Ability{{Keyword: AttackTax, Text: text, N: n}}, err
		}},
}

// EraWording are the keywords of later editions that this edition's cards
// wrote out, with the sentence they printed ("~" the card). The one table:
// the reader names it when such a keyword is written, reads it in what an
// Aura or lord gives (writtenOut), and the card reader translates a card's
// keyword line to it (cards/oracle.go).
var EraWording = map[string]string{
	"reach":    "~ can block as though it had flying.",
	"menace":   "~ can't be blocked except by two or more creatures.",
	"lifelink": "Whenever ~ deals damage, you gain that much life.",
	// Future Sight printed deathtouch with this reminder; Typhoid Rats
	// (2004) printed the sentence alone (lords.go reads it).
	"deathtouch": "Whenever ~ deals damage to a creature, destroy that creature.",
}

// laterKeywords are keywords of later editions, with what this edition says
// instead where it has an equivalent (EraWording).
var laterKeywords = withEraWording(map[string]string{
	"deathtouch":                 "",
	"wither":                     "",
	"intimidate":                 "",
	"hexproof":                   "",
	"infect":                     "",
	"changeling":                 "",
	"prowess":                    "",
	"flash":                      "",
	"skulk":                      "",
	"trample over planeswalkers": "",
})

// withEraWording adds to the later keywords the sentence this edition
// printed for each it wrote out.
func withEraWording(later map[string]string) map[string]string {
	for k, s := range EraWording {
		later[k] = fmt.Sprintf("; cards of this edition say %q", s)
	}
	return later
}

// match reads norm with the row: the captures, m[0] the whole text, or nil
// when the row does not read all of it.
func (w wording) match(norm string) []string { return w.g.match(norm) }

// gr compiles a row's production.
func gr(text string) *production {
	p := mustCompile(text)
	return &p
}

func kw(name string, k Keyword, rule string) wording {
	return wording{Pattern: name, Example: name, Rule: rule, g: gr(strings.ToLower(name)), build: plain(k)}
}

func plain(ks ...Keyword) func(string, []string) ([]Ability, error) {
	return func(text string, _ []string) ([]Ability, error) {
		out := make([]Ability, len(ks))
		for i, k := range ks {
			out[i] = Ability{Keyword: k, Text: text}
		}
		return out, nil
	}
}

func numbered(k Keyword) func(string, []string) ([]Ability, error) {
	return func(text string, m []string) ([]Ability, error) {
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 0 || n > 1000 {
			return nil, fmt.Errorf("%q: the number must be between 0 and 1000", text)
		}
		return []Ability{{Keyword: k, Text: text, N: n}}, nil
	}
}

func count(k Keyword) func(string, []string) ([]Ability, error) {
	return func(text string, m []string) ([]Ability, error) {
		n, err := number(m[1])
		return []Ability{{Keyword: k, Text: text, N: n}}, err
	}
}

// subjectAbility is an ability of keyword k (Grant, Lose) that gives the
// creatures of the subject quality, narrowed by scope, the abilities given.
func subjectAbility(text string, k Keyword, subject string, scope Scope, given []Ability) ([]Ability, error) {
	q, err := ParseQuality(subject)
	if err != nil {
		return nil, err
	}
	return []Ability{{Keyword: k, Text: text, Quality: q, Scope: scope, Abilities: given}}, nil
}

// keywordList reads the keywords a Grant gives or a Lose takes away:
// "flying and first strike", "\"bands with other legendary creatures.\"".
// It is reader.go's readKeywordList, set in table.go's init: the rows
// can't name the reader that reads them while they are being built.
var keywordList func(list string) ([]Ability, error)

// parseKeyword reads one keyword of a list, part, of the line text. It is
// reader.go's readKeyword, set in table.go's init.
var parseKeyword func(text, part string) ([]Ability, error)

// parseSelf reads a sentence about the permanent itself ("~ can't block"),
// for rows whose wording contains one. It is set in table.go's init: the
// rows can't name the reader that reads them while they are being built.
var parseSelf func(text, norm string) ([]Ability, error)

// singularVerb writes a predicate said of several creatures as said of one:
// "attack each combat if able" → "attacks each combat if able".
func singularVerb(pred string) string {
	for _, v := range []string{"attack ", "block "} {
		if rest, ok := strings.CutPrefix(pred, v); ok {
			return strings.TrimSuffix(v, " ") + "s " + rest
		}
	}
	return pred
}

// boostOf reads "+2" and "-1" into a Boost.
func boostOf(p, t string) (Ability, error) {
	pn, err1 := strconv.Atoi(p)
	tn, err2 := strconv.Atoi(t)
	if err1 != nil || err2 != nil || pn < -1000 || pn > 1000 || tn < -1000 || tn > 1000 {
		return Ability{}, fmt.Errorf("%s/%s is not a boost from -1000 to +1000", p, t)
	}
	return Ability{Keyword: Boost, Text: p + "/" + t, Power: pn, Toughness: tn}, nil
}

// qualified builds an ability of keyword k whose quality is the first
// submatch.
func qualified(k Keyword) func(string, []string) ([]Ability, error) {
	return func(text string, m []string) ([]Ability, error) {
		q, err := ParseQuality(m[1])
		return []Ability{{Keyword: k, Text: text, Quality: q}}, err
	}
}

// named builds an ability of keyword k naming a creature by its name, kept
// as written in Quality.Text.
func named(k Keyword) func(string, []string) ([]Ability, error) {
	return func(text string, m []string) ([]Ability, error) {
		return []Ability{{Keyword: k, Text: text, Quality: Quality{Text: m[1]}}}, nil
	}
}

var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// number reads "2" or "two".
func number(s string) (int, error) {
	for i, w := range numberWords {
		if s == w {
			return i, nil
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 1000 {
		return 0, fmt.Errorf("%q is not a number from 0 to 1000", s)
	}
	return n, nil
}

// landQuality reads the land of a landwalk: "island" → Island subtype,
// "legendary land" → legendary, "nonbasic land" → not basic.
func landQuality(w string) (Quality, error) {
	switch w {
	case "legendary land":
		return ParseQuality("legendary land")
	case "nonbasic land":
		return ParseQuality("nonbasic land")
	}
	return ParseQuality(w)
}

// ErrUnrecognised is what ParseAbility's error wraps when the text matches
// no wording at all; any other error is about a wording it did recognise
// (a number out of range, a later edition's keyword).
var ErrUnrecognised = errors.New("unrecognised ability")

// Catalog is how the reader's messages refer to the list of the wordings
// it reads (Wordings), which a user consults to find the wording meant.
// The language knows no route: whoever serves that list (the HTTP edge)
// writes where it is in place of these words.
const Catalog = "the catalog of wordings"

// unrecognised is the error for a text that matches no wording.
type unrecognised struct{ msg string }

func (e unrecognised) Error() string { return e.msg }
func (e unrecognised) Unwrap() error { return ErrUnrecognised }

var (
	typography  = strings.NewReplacer("’", "'", "‘", "'", "−", "-", "—", "-")
	andFrom     = regexp.MustCompile(`,? and from |, from `)
	selfPhrases = []string{"[this creature]", "[this]", "this creature", "cardname"}
)

// normalize lowercases the wording, folds white space and typographic
// apostrophes, drops a final period, and writes the card's references to
// itself as "~".
func normalize(text, name string) string {
	s := strings.ToLower(strings.TrimSpace(text))
	s = typography.Replace(s)
	s = strings.Join(strings.Fields(s), " ")
	s = strings.TrimSuffix(s, ".")
	for _, self := range selfPhrases {
		if strings.Contains(s, self) {
			s = ReplaceWords(s, self, "~")
		}
	}
	if n := strings.ToLower(strings.TrimSpace(name)); n != "" {
		s = ReplaceWords(s, n, "~")
		if short := shortName(n); short != "" { // "Rashka" for Rashka the Slayer
			s = ReplaceWords(s, short, "~")
		}
	}
	if strings.Contains(s, " you control with") {
		// "creatures you control with flying" says what "creatures with
		// flying you control" says, the order the rows read.
		s = youControlWith.ReplaceAllString(s, "$1 $2 you control $3")
	}
	return strings.TrimSpace(s)
}

// youControlWith is a subject that says "you control" before its "with"
// clause: "Other creatures you control with flying get +0/+1."
var youControlWith = regexp.MustCompile(`\b(creatures?) you control (with(?:out)? [a-z0-9 ]+?) (get|gets|have|has|can't|can|attack|attacks|block|blocks|must)\b`)

// ReplaceWords replaces old in s, ignoring case, where it stands as whole
// words: no letter or digit just before or after it. An apostrophe before
// it joins it to a word ("can't" does not hold a card named "T"); one
// after it ends it ("Nightmare's"). It is the one word replacer of the
// judge: the reader writes a card's references to itself as "~" with it,
// and package cards renames a card's text with it.
func ReplaceWords(s, old, repl string) string {
	lower, lold := strings.ToLower(s), strings.ToLower(old)
	if len(lower) != len(s) || lold == "" {
		return s // a case change altered the length: leave the text as it is
	}
	var b strings.Builder
	for i := 0; ; {
		j := strings.Index(lower[i:], lold)
		if j < 0 {
			b.WriteString(s[i:])
			return b.String()
		}
		start, end := i+j, i+j+len(lold)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (start == 0 || !(isWordRune(before) || before == '\'')) && (end == len(s) || !isWordRune(after)) {
			b.WriteString(s[i:start])
			b.WriteString(repl)
		} else {
			b.WriteString(s[i:end])
		}
		i = end
	}
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// MaxAbilityLen is the longest ability text ParseAbility reads; every
// wording understood is far shorter, and refusing longer ones keeps the
// cost of reading a request bounded.
const MaxAbilityLen = 1000

// Cond is what a condition of this file looks for.
type Cond struct {
	Quality Quality // the permanents counted or looked for
	N       int     // a number of cards
	// Whose narrows the permanents counted by BoostPer: "" every player's,
	// "you" ("you control"), "opponents" ("your opponents control"); and
	// those OnBattlefield and YouControl look for: "other" ("another
	// creature"), not the permanent itself.
	Whose string
	// Not turns the condition round: "unless ...", "you control no ...",
	// "no opponent controls ...". The ability holds when the condition
	// read does not.
	Not bool
}

var errUnknown = fmt.Errorf("unknown wording")

// splitKeywords splits "flying, first strike" at its commas, except inside
// "protection from black, from red".
func splitKeywords(norm string) []string {
	var parts []string
	for _, p := range strings.Split(norm, ",") {
		p = strings.TrimSpace(p)
		if len(parts) > 0 && (strings.HasPrefix(p, "from ") || strings.HasPrefix(p, "and from ")) {
			parts[len(parts)-1] += ", " + p
			continue
		}
		parts = append(parts, p)
	}
	return parts
}
