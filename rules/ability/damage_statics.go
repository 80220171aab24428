package ability

// This file holds the era's statics that prevent, redirect or change the
// amount of damage dealt by or to more than the permanent itself: Statecraft,
// Thunderstaff, Daunting Defender, the Bodyguards, Martyrs of Korlis,
// Excruciator, Ghosts of the Innocent, Anthem of Rakdos, Rune-Tail's Essence,
// Tok-Tok, Volcano Born, and the prevention
// of damage from spells (Energy Storm, Plated Pegasus, Benevolent Unicorn,
// Bronze Horse). Its rows join the reader's tables in table.go, ahead of the
// general prevention rows, whose "by [quality]" would refuse "by spells".

// The keywords of this file. Append only: these are wire words.
const (
	// PreventToAndByYours: "Prevent all combat damage that would be dealt
	// to and dealt by creatures you control." (Statecraft.)
	PreventToAndByYours Keyword = "prevent all combat damage that would be dealt to and dealt by creatures you control"
	// PreventFromEnchanted: "Prevent all [combat] damage that would be
	// dealt to ~ by enchanted creatures." (Enchanted Being, Wall of Putrid
	// Flesh): a source with an Aura attached to it.
	PreventFromEnchanted Keyword = "prevent all damage that would be dealt to it by enchanted creatures"
	// PreventOneToYou: "If a creature would deal combat damage to you,
	// prevent 1 of that damage." (Thunderstaff, as long as it's untapped):
	// 1 of each creature's combat damage to its controller.
	PreventOneToYou Keyword = "if a creature would deal combat damage to you, prevent 1 of that damage"
	// PreventOneToYours: "If a source would deal damage to a [quality]
	// creature you control, prevent 1 of that damage." (Daunting Defender.)
	PreventOneToYours Keyword = "if a source would deal damage to a [quality] creature you control, prevent 1 of that damage"
	// RedirectToItself: "All [combat] damage that would be dealt to you by
	// unblocked creatures / by [quality] is dealt to ~ instead." (Veteran
	// Bodyguard, Weathered Bodyguards, Martyrs of Korlis, as long as each
	// is untapped). Quality is the source's.
	RedirectToItself Keyword = "all damage that would be dealt to you by [quality] is dealt to it instead"
	// Unpreventable: "Damage that would be dealt by ~ can't be prevented."
	// (Excruciator.)
	Unpreventable Keyword = "damage that would be dealt by it can't be prevented"
	// HalveDamage: "If a source would deal damage to a permanent or player,
	// it deals half that damage, rounded down, to that permanent or player
	// instead." (Ghosts of the Innocent.)
	HalveDamage Keyword = "each source deals half its damage, rounded down, instead"
	// DoubleYourDamage: "If a source you control would deal damage to a
	// permanent or player, it deals double that damage to that permanent or
	// player instead." (Anthem of Rakdos, while hellbent.)
	DoubleYourDamage Keyword = "each source you control deals double its damage instead"
	// SpellDamage: a line about the damage spells deal (Energy Storm,
	// Plated Pegasus, Benevolent Unicorn, Bronze Horse). Every damage event
	// the judge deals is a creature's combat damage (310.2, 310.4): a
	// request names no spell and no spell's damage, so such a line changes
	// no answer the judge gives (419.7a, the nearest rule).
	SpellDamage Keyword = "damage dealt by spells"
	// AssignToDefendersCreature: "If ~ is unblocked, you may have it assign
	// its combat damage to a creature defending player controls." (Cunning
	// Giant: 310.2e.)
	AssignToDefendersCreature Keyword = "if unblocked, may assign its combat damage to a creature defending player controls"
	// AssignAmongDefenders: "You may assign ~'s combat damage divided as
	// you choose among defending player and/or any number of creatures he
	// or she controls." (Butcher Orgg: 310.2e.)
	AssignAmongDefenders Keyword = "may divide its combat damage among defending player and any of their creatures"
	// DefenderAssigns: "Rather than the attacking player, you assign the
	// combat damage of each creature attacking you. You can divide that
	// creature's combat damage as you choose among any of the creatures
	// blocking it." (Defensive Formation: 310.2e.)
	DefenderAssigns Keyword = "you assign the combat damage of each creature attacking you"
	// PreventAgeCounters: "If a creature would deal combat damage to you
	// and/or one or more creatures you control, prevent X of that damage,
	// where X is the number of age counters on ~." (Cover of Winter: 419.7.)
	PreventAgeCounters Keyword = "prevent X of each creature's combat damage to you and your creatures, X its age counters"
	// PreventFromQualityToBand: "Prevent all damage [quality] would deal to
	// ~ and to creatures banded with ~." (Camel, as long as it's attacking:
	// the Deserts. 419.7.) Quality is the source's.
	PreventFromQualityToBand Keyword = "prevent all damage [quality] would deal to it and to creatures banded with it"
	// CountersInsteadOfDamage: "If ~ would deal combat damage to a player,
	// instead put that many +1/+1 counters on ~ and that player mills that
	// many cards." (Szadek, Lord of Secrets: 419.6.)
	CountersInsteadOfDamage Keyword = "instead of combat damage to a player, that many +1/+1 counters on it and that player mills that many"
	// PreventIntoTokens: "If damage would be dealt to ~, prevent that
	// damage, remove that many +1/+1 counters from ~, and create that many
	// 1/1 colorless Spirit creature tokens." (Sekki, Seasons' Guide: 419.7.)
	PreventIntoTokens Keyword = "prevent damage to it, remove that many +1/+1 counters and create that many 1/1 Spirit tokens"
	// PreventToYours: "Prevent all damage that would be dealt to creatures
	// you control." (Rune-Tail's Essence: 419.7.) Combat damage or not: the
	// walk tells a combat-only static by its words "combat damage".
	PreventToYours Keyword = "prevent all damage that would be dealt to creatures you control"
	// PlusToPlayers: "If a [quality] source would deal damage to a player,
	// it deals that much damage plus N to that player instead." (Tok-Tok,
	// Volcano Born: a red source, N 1; 419.6.) Quality is the source's; the
	// player is any player, the static's controller too.
	PlusToPlayers Keyword = "if a [quality] source would deal damage to a player, it deals that much damage plus N to that player instead"
	// CountersInsteadOfDamageToIt: "If damage would be dealt to ~, put that
	// many +1/+1 counters on it instead." (Phytohydra; Lichenthrope's are
	// -1/-1 counters: 419.6.) Power and Toughness are the counter's.
	CountersInsteadOfDamageToIt Keyword = "if damage would be dealt to it, put that many [+1/+1 or -1/-1] counters on it instead"
)

// The terms of a quality of this file: states of a source of damage that
// only the damage judges decide, so ParseQuality never reads them.
const (
	// Unblocked: an attacking creature that is unblocked ("unblocked
	// creatures").
	Unblocked TermKind = iota + 700
	// AuraAttached: a permanent an Aura is attached to ("enchanted
	// creatures").
	AuraAttached
)

// stateQuality is "[state] creatures": a creature in that state.
func stateQuality(state string, k TermKind) Quality {
	return Quality{Text: state + " creatures", Terms: []Term{{Kind: CardType, Word: "creature"}, {Kind: k, Word: state}}}
}

// damageStaticRows are the sentences of this file.
var damageStaticRows = []wording{
	{Pattern: "Prevent all combat damage that would be dealt to and dealt by creatures you control.", Example: "Prevent all combat damage that would be dealt to and dealt by creatures you control.", Rule: "419.7",
		g: gr(`prevent all combat damage that would be dealt to and dealt by creatures you control`), build: plain(PreventToAndByYours)},
	{Pattern: "Prevent all [combat] damage that would be dealt to [This] by enchanted creatures.", Example: "Prevent all damage that would be dealt to ~ by enchanted creatures.", Rule: "419.7",
		g: gr(`prevent all [ combat ] damage that would be dealt to ~ by enchanted creatures`),
		build: func(text string, _ []string) ([]Ability, error) {
			return []Ability{{Keyword: PreventFromEnchanted, Text: text, Quality: stateQuality("enchanted", AuraAttached)}}, nil
		}},
	{Pattern: "If a creature would deal combat damage to you, prevent 1 of that damage.", Example: "If a creature would deal combat damage to you, prevent 1 of that damage.", Rule: "419.7",
		g: gr(`if a creature would deal combat damage to you, prevent 1 of that damage`), build: plain(PreventOneToYou)},
	{Pattern: "If a source would deal damage to a [quality] creature you control, prevent 1 of that damage.", Example: "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.", Rule: "419.7",
		g: gr(`if a source would deal damage to ( a | an ) @{few-words} creature you control, prevent 1 of that damage`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := preventionQuality(m[1])
			return []Ability{{Keyword: PreventOneToYours, Text: text, Quality: q}}, err
		}},
	{Pattern: "All [combat] damage that would be dealt to you by unblocked creatures / by [quality] is dealt to [This] instead.", Example: "All damage that would be dealt to you by unblocked creatures is dealt to ~ instead.", Rule: "419.6c",
		g: gr(`all [ combat ] damage that would be dealt to you by @{few-words} is dealt to ~ instead`),
		build: func(text string, m []string) ([]Ability, error) {
			if m[1] == "unblocked creatures" {
				return []Ability{{Keyword: RedirectToItself, Text: text, Quality: stateQuality("unblocked", Unblocked)}}, nil
			}
			q, err := preventionQuality(m[1])
			return []Ability{{Keyword: RedirectToItself, Text: text, Quality: q}}, err
		}},
	{Pattern: "Damage that would be dealt by [This] can't be prevented.", Example: "Damage that would be dealt by ~ can't be prevented.", Rule: "419.7",
		g: gr(`damage that would be dealt by ~ can't be prevented`), build: plain(Unpreventable)},
	{Pattern: "If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.",
		Example: "If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.", Rule: "419.6",
		g: gr(`if a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead`), build: plain(HalveDamage)},
	{Pattern: "If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
		Example: "If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.", Rule: "419.6",
		g: gr(`if a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead`), build: plain(DoubleYourDamage)},
	{Pattern: "Prevent all damage that would be dealt by instant and sorcery spells. / ... by spells that target [This]. / If a spell would deal damage ..., [prevent 1 / minus 1].",
		Example: "Prevent all damage that would be dealt by instant and sorcery spells.", Rule: "419.7a",
		g: gr(`( prevent all damage that would be dealt by instant and sorcery spells` +
			` | prevent all damage that would be dealt to ~ by spells that target ( it | ~ )` +
			` | if a spell would deal damage to a permanent or player, prevent 1 damage that spell would deal to that permanent or player` +
			` | if a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead )`),
		build: plain(SpellDamage)},
	{Pattern: "If [This] is unblocked, you may have it assign its combat damage to a creature defending player controls.",
		Example: "If ~ is unblocked, you may have it assign its combat damage to a creature defending player controls.", Rule: "310.2e",
		g: gr(`if ~ is unblocked, you may have ( it | ~ ) assign its combat damage to a creature defending player controls`), build: plain(AssignToDefendersCreature)},
	{Pattern: "You may assign [This]'s combat damage divided as you choose among defending player and/or any number of creatures he or she controls.",
		Example: "You may assign ~'s combat damage divided as you choose among defending player and/or any number of creatures he or she controls.", Rule: "310.2e",
		g:     gr(`you may ( assign ~'s combat damage divided | divide ~'s combat damage ) as you choose among [ the ] defending player and/or any number of creatures ( he or she controls | they control | that player controls | defending player controls )`),
		build: plain(AssignAmongDefenders)},
	{Pattern: "Rather than the attacking player, you assign the combat damage of each creature attacking you. You can divide that creature's combat damage as you choose among any of the creatures blocking it.",
		Example: "Rather than the attacking player, you assign the combat damage of each creature attacking you. You can divide that creature's combat damage as you choose among any of the creatures blocking it.", Rule: "310.2e",
		g:     gr(`rather than the attacking player, you assign the combat damage of each creature attacking you. you ( can | may ) divide that creature's combat damage as you choose among any of the creatures blocking it`),
		build: plain(DefenderAssigns)},
	{Pattern: "If a creature would deal combat damage to you and/or one or more creatures you control, prevent X of that damage, where X is the number of age counters on [This].",
		Example: "If a creature would deal combat damage to you and/or one or more creatures you control, prevent X of that damage, where X is the number of age counters on ~.", Rule: "419.7",
		g: gr(`if a creature would deal combat damage to you and/or one or more creatures you control, prevent x of that damage, where x is the number of age counters on ~`), build: plain(PreventAgeCounters)},
	{Pattern: "Prevent all damage [quality] would deal to [This] and to creatures banded with [This].", Example: "Prevent all damage Deserts would deal to ~ and to creatures banded with ~.", Rule: "419.7",
		g: gr(`prevent all damage @{few-words} would deal to ~ and to creatures banded with ~`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := preventionQuality(m[1])
			return []Ability{{Keyword: PreventFromQualityToBand, Text: text, Quality: q}}, err
		}},
	{Pattern: "If [This] would deal combat damage to a player, instead put that many +1/+1 counters on [This] and that player mills that many cards.",
		Example: "If ~ would deal combat damage to a player, instead put that many +1/+1 counters on ~ and that player mills that many cards.", Rule: "419.6",
		g: gr(`if ~ would deal combat damage to a player, instead put that many +1/+1 counters on ~ and that player ( mills that many cards | puts the top that many cards of his or her library into his or her graveyard )`), build: plain(CountersInsteadOfDamage)},
	{Pattern: "If damage would be dealt to [This], prevent that damage, remove that many +1/+1 counters from [This], and create that many 1/1 colorless Spirit creature tokens.",
		Example: "If damage would be dealt to ~, prevent that damage, remove that many +1/+1 counters from ~, and create that many 1/1 colorless Spirit creature tokens.", Rule: "419.7",
		g: gr(`if damage would be dealt to ~, prevent that damage, remove that many +1/+1 counters from ~ [ , ] and ( create | put ) that many 1/1 colorless spirit creature tokens [ into play ]`), build: plain(PreventIntoTokens)},
	{Pattern: "Prevent all damage that would be dealt to creatures you control.", Example: "Prevent all damage that would be dealt to creatures you control.", Rule: "419.7",
		g: gr(`prevent all damage that would be dealt to creatures you control`), build: plain(PreventToYours)},
	{Pattern: "If a [quality] source would deal damage to a player, it deals that much damage plus N to that player instead.",
		Example: "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.", Rule: "419.6",
		g: gr(`if ( a | an ) @{few-words} source would deal damage to a player, it deals that much damage plus @{count} to that player instead`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := preventionQuality(m[1])
			if err != nil {
				return nil, err
			}
			n, err := number(m[2])
			return []Ability{{Keyword: PlusToPlayers, Text: text, Quality: q, N: n}}, err
		}},
	{Pattern: "If damage would be dealt to [This], put that many +1/+1 counters / -1/-1 counters on it instead.",
		Example: "If damage would be dealt to ~, put that many +1/+1 counters on it instead.", Rule: "419.6",
		g: gr(`if damage would be dealt to ~, put that many @( +1/+1 | -1/-1 ) counters on ( it | ~ ) instead`),
		build: func(text string, m []string) ([]Ability, error) {
			one := 1
			if m[1] == "-1/-1" {
				one = -1
			}
			return []Ability{{Keyword: CountersInsteadOfDamageToIt, Text: text, Power: one, Toughness: one}}, nil
		}},
}
