package ability

// A static ability does what it says for as long as its source is in play
// (402.1, the seeds' section 402): it is a keyword ability (502), a
// restriction (500.3) or a requirement (500.4) on attacking or blocking,
// an evasion ability (501.1), a permission to attack or block as though
// something were different, a change of how combat damage is assigned, a
// change of a creature's power and toughness, of its types or color, a
// grant or a loss of abilities, or a frame for how the permanent enters.
// Its Keyword stays the reading's wire name (GET /v1/abilities, GET
// /v1/cards/{name}); StaticAbility is what the checks ask of its kind.

// StaticKind is the kind of a static ability.
type StaticKind string

// The kinds of static abilities.
const (
	// KeywordAbility: one of the keyword abilities of 502 ("flying",
	// "banding", "protection").
	KeywordAbility StaticKind = "keyword ability"
	// AttackRestricted and BlockRestricted: a restriction on attacking or
	// blocking (500.3): "can't attack", "no more than N creatures can
	// block", a cost to pay before it may attack.
	AttackRestricted StaticKind = "attack restriction"
	BlockRestricted  StaticKind = "block restriction"
	// Evasion: a restriction on blocking the creature itself (501.1):
	// "can't be blocked [by / except by ...]".
	Evasion StaticKind = "evasion"
	// AttackRequired and BlockRequired: a requirement (500.4): "attacks
	// each turn if able", "all creatures able to block it do so".
	AttackRequired StaticKind = "attack requirement"
	BlockRequired  StaticKind = "block requirement"
	// AttackAsThough and BlockAsThough: a permission to attack or block
	// beyond the usual (can attack as though it had haste, can block an
	// additional creature, as though it had flying), or to ignore an
	// attacker's landwalk.
	AttackAsThough StaticKind = "attack permission"
	BlockAsThough  StaticKind = "block permission"
	// DamageAssignment: a change of how combat damage is assigned (as
	// though unblocked, among defending player's creatures, by the
	// defending player).
	DamageAssignment StaticKind = "damage assignment"
	// ShieldBan: damage that can't be prevented, a creature that can't be
	// regenerated.
	ShieldBan StaticKind = "shield ban"
	// PowerToughnessChanged: "gets +N/+N", "its power is ...".
	PowerToughnessChanged StaticKind = "power/toughness change"
	// TypeOrColorChanged: "is [color]", "lands you control are N/N
	// creatures".
	TypeOrColorChanged StaticKind = "type or color change"
	// AbilityGranted and AbilityLost: "[quality] creatures have
	// [keywords]", "[quality] creatures lose [keywords]".
	AbilityGranted StaticKind = "ability grant"
	AbilityLost    StaticKind = "ability loss"
	// AsItEnters: how the permanent enters play (its options, its
	// counters).
	AsItEnters StaticKind = "as it enters"
	// WorksElsewhere: where the ability works ("only while ~ is in a
	// graveyard"). NoCombatPart: a line about nothing combat asks.
	WorksElsewhere StaticKind = "works elsewhere"
	NoCombatPart   StaticKind = "not about combat"
)

// StaticAbility is the typed reading of a static ability: its kind and whom it
// affects. Whose is Itself, or Selected (the creatures of the ability's
// quality and scope: "creatures you control", "Walls"); Classify makes it
// Attached for an ability of an Aura or Equipment.
type StaticAbility struct {
	Kind  StaticKind
	Whose Selector
	// Counted: its amount is counted as it applies, from the creatures
	// of its quality or its own bushido ("gets +1/+1 for each other
	// Goblin"): a change of another creature changes it.
	Counted bool
	// ByHand: it reads the number of cards in its controller's hand.
	ByHand bool
}

// Restriction reports whether the ability restricts attacking or
// blocking (500.3): an evasion ability restricts blocking.
func (s *StaticAbility) Restriction() bool {
	return s != nil && (s.Kind == AttackRestricted || s.Kind == BlockRestricted || s.Kind == Evasion)
}

// Requirement reports whether the ability requires attacking or blocking
// (500.4).
func (s *StaticAbility) Requirement() bool {
	return s != nil && (s.Kind == AttackRequired || s.Kind == BlockRequired)
}

// statics is each static ability's kind and whom it affects, by its wire
// name: the one table that says, for the checks and the walk alike, what
// kind of static ability each keyword is. TestStaticKinds holds it
// complete.
var statics = ofItselfUnlessSaid(map[Keyword]*StaticAbility{
	// The keyword abilities (502).
	Banding: {Kind: KeywordAbility}, BandsWithOther: {Kind: KeywordAbility}, Bushido: {Kind: KeywordAbility},
	BushidoX: {Kind: KeywordAbility}, Defender: {Kind: KeywordAbility}, DoubleStrike: {Kind: KeywordAbility},
	Enchant: {Kind: KeywordAbility}, Fear: {Kind: KeywordAbility}, FirstStrike: {Kind: KeywordAbility},
	Flanking: {Kind: KeywordAbility}, Flying: {Kind: KeywordAbility}, Haste: {Kind: KeywordAbility},
	Horsemanship: {Kind: KeywordAbility}, Indestructible: {Kind: KeywordAbility}, Landwalk: {Kind: KeywordAbility},
	SnowLandwalk: {Kind: KeywordAbility}, DomainLandwalk: {Kind: KeywordAbility}, Phasing: {Kind: KeywordAbility},
	Protection: {Kind: KeywordAbility}, Provoke: {Kind: KeywordAbility}, Rampage: {Kind: KeywordAbility},
	Shadow: {Kind: KeywordAbility}, Shroud: {Kind: KeywordAbility}, Trample: {Kind: KeywordAbility},
	Vigilance: {Kind: KeywordAbility},

	// Restrictions on attacking (500.3).
	CantAttack:                   {Kind: AttackRestricted},
	CantAttackAlone:              {Kind: AttackRestricted},
	AttacksOnlyAlone:             {Kind: AttackRestricted},
	AttackCap:                    {Kind: AttackRestricted},
	AttackCapYou:                 {Kind: AttackRestricted},
	AttackCost:                   {Kind: AttackRestricted},
	AttackCostPerCounter:         {Kind: AttackRestricted},
	AttackCostPerHand:            {Kind: AttackRestricted, ByHand: true},
	AttackOnlyIfDefenderActed:    {Kind: AttackRestricted},
	AttackOnlyIfDefenderControls: {Kind: AttackRestricted},
	AttackOnlyWithOthers:         {Kind: AttackRestricted},
	AttackOnlyWithQuality:        {Kind: AttackRestricted},
	AttackOnlyWithStronger:       {Kind: AttackRestricted},
	AttackSacrifice:              {Kind: AttackRestricted},
	AttackSacrificeTax:           {Kind: AttackRestricted, Whose: ofSelected},
	AttackTax:                    {Kind: AttackRestricted, Whose: ofSelected},
	AttackTaxDomain:              {Kind: AttackRestricted},
	CreaturesCantAttack:          {Kind: AttackRestricted, Whose: ofSelected},
	CreaturesCantAttackYou:       {Kind: AttackRestricted, Whose: ofSelected},
	PowerOverHandCantAttack:      {Kind: AttackRestricted, ByHand: true},
	SanctuaryAttackers:           {Kind: AttackRestricted},

	// Restrictions on blocking (500.3).
	CantBlock:                      {Kind: BlockRestricted},
	CantBlockAlone:                 {Kind: BlockRestricted},
	CantBlockNamedThisTurn:         {Kind: BlockRestricted},
	CantBlockPowerAtLeastToughness: {Kind: BlockRestricted},
	CantBlockQuality:               {Kind: BlockRestricted},
	CantBlockStronger:              {Kind: BlockRestricted},
	BlocksOnlyFliers:               {Kind: BlockRestricted},
	BlockCap:                       {Kind: BlockRestricted},
	BlockCostPerCounter:            {Kind: BlockRestricted},
	BlockCostPerHand:               {Kind: BlockRestricted, ByHand: true},
	BlockCostQuality:               {Kind: BlockRestricted},
	BlockOnlyWithOthers:            {Kind: BlockRestricted},
	BlockOnlyWithStronger:          {Kind: BlockRestricted},
	BlockTaxLife:                   {Kind: BlockRestricted, Whose: ofSelected},
	CreaturesCantBlock:             {Kind: BlockRestricted, Whose: ofSelected},
	CreaturesCantBlockYours:        {Kind: BlockRestricted, Whose: ofSelected},
	WeakerCantBlock:                {Kind: BlockRestricted},

	// Evasion (501.1).
	Unblockable:     {Kind: Evasion},
	CantBeBlockedBy: {Kind: Evasion},
	BlockableOnlyBy: {Kind: Evasion},
	MaxOneBlocker:   {Kind: Evasion},
	MinBlockers:     {Kind: Evasion},
	BlockedCost:     {Kind: Evasion},

	// Requirements (500.4).
	AttacksEachTurn:           {Kind: AttackRequired},
	AlsoAttacks:               {Kind: AttackRequired},
	CounterCreaturesAttack:    {Kind: AttackRequired},
	CreaturesAttackEachTurn:   {Kind: AttackRequired, Whose: ofSelected},
	CreaturesYouControlAttack: {Kind: AttackRequired},
	PlayersCreaturesAttack:    {Kind: AttackRequired},
	BlocksEachTurn:            {Kind: BlockRequired},
	BlocksNamedThisTurn:       {Kind: BlockRequired},
	CreaturesBlockEachTurn:    {Kind: BlockRequired, Whose: ofSelected},
	Lure:                      {Kind: BlockRequired, Whose: ofSelected},
	MustBeBlocked:             {Kind: BlockRequired},
	MustBeBlockedByOne:        {Kind: BlockRequired},

	// Permissions to attack and block.
	AttacksAsThoughHaste:   {Kind: AttackAsThough},
	AttacksDespiteDefender: {Kind: AttackAsThough},
	AdditionalBlock:        {Kind: BlockAsThough},
	BlocksAny:              {Kind: BlockAsThough},
	BlocksAsThoughFlying:   {Kind: BlockAsThough},
	BlocksAsThoughUntapped: {Kind: BlockAsThough},
	BlocksLandwalkers:      {Kind: BlockAsThough},
	BlocksShadowAsThough:   {Kind: BlockAsThough},
	AllLandwalkIgnored:     {Kind: BlockAsThough},
	LandwalkIgnored:        {Kind: BlockAsThough},

	// Combat damage assigned otherwise; shields banned.
	AssignAmongDefenders:      {Kind: DamageAssignment},
	AssignAsUnblocked:         {Kind: DamageAssignment},
	AssignToDefendersCreature: {Kind: DamageAssignment},
	AssignsNoCombatDamage:     {Kind: DamageAssignment},
	DefenderAssigns:           {Kind: DamageAssignment},
	Unpreventable:             {Kind: ShieldBan},
	CantBeRegenerated:         {Kind: ShieldBan},

	// Characteristics changed. SnowCappedShrink counts snow lands, which
	// no change of a creature moves: not Counted.
	Boost:                {Kind: PowerToughnessChanged},
	BoostPer:             {Kind: PowerToughnessChanged, Counted: true},
	BoostPerBushido:      {Kind: PowerToughnessChanged, Counted: true},
	DefinesPower:         {Kind: PowerToughnessChanged, Counted: true},
	DefinesToughness:     {Kind: PowerToughnessChanged, Counted: true},
	SnowCappedShrink:     {Kind: PowerToughnessChanged},
	ColorIs:              {Kind: TypeOrColorChanged},
	CounterCreatureType:  {Kind: TypeOrColorChanged},
	LandsBecomeCreatures: {Kind: TypeOrColorChanged},
	Grant:                {Kind: AbilityGranted, Whose: ofSelected},
	Lose:                 {Kind: AbilityLost, Whose: ofSelected},
	LosesOwn:             {Kind: AbilityLost},

	// Frames.
	EntersAs:          {Kind: AsItEnters},
	EntersAsChosen:    {Kind: AsItEnters},
	EntersWithCounter: {Kind: AsItEnters},
	InGraveyardOnly:   {Kind: WorksElsewhere},
	NotCombat:         {Kind: NoCombatPart},
})

// StaticOf is the kind of a static ability of keyword k and whom it
// affects, nil for a k no static ability reads: the table's own, which
// the caller reads and never changes. Whose.Quality is empty there: the
// ability's Quality is that of the creatures selected.
func StaticOf(k Keyword) *StaticAbility { return statics[k] }

// ofItselfUnlessSaid gives the table's rows that name no subject their
// own: Itself.
func ofItselfUnlessSaid(t map[Keyword]*StaticAbility) map[Keyword]*StaticAbility {
	for _, s := range t {
		if s.Whose.Subject == "" {
			s.Whose = ofItself
		}
	}
	return t
}

// staticOfAbility is the static ability a reads, with the quality and
// scope of whom it affects; nil when a is no static ability of the table.
func staticOfAbility(a Ability) *StaticAbility {
	s := StaticOf(a.Keyword)
	if s == nil {
		return nil
	}
	out := *s
	switch {
	case a.Scope.Attached:
		out.Whose.Subject = Attached
	case out.Whose.Subject == Selected:
		out.Whose.Quality = a.Quality
	}
	out.Whose.Scope = a.Scope
	return &out
}
