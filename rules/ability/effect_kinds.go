package ability

// effects is each effect's action, the source of its amount and its
// duration, by its wire name: the one table that says, for the trick
// checks and the walk alike, what kind of thing each effect mode does
// (kinds.go: Effect). TestEffectKinds holds it complete.
var effects = map[Keyword]*Effect{
	// Characteristics changed for a while (418.3a, 418.5).
	PumpUntilEndOfTurn:         {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn},
	PumpTimesX:                 {Action: PowerToughnessChange, Amount: Counted, Duration: UntilEndOfTurn},
	PumpWhileSourceTapped:      {Action: PowerToughnessChange, Amount: FixedN, Duration: WhileSourceTapped},
	PumpPerBlocker:             {Action: PowerToughnessChange, Amount: PerBlocker, Duration: UntilEndOfTurn},
	GainsUntilEndOfTurn:        {Action: KeywordGrant, Duration: UntilEndOfTurn},
	GainsChoiceUntilEndOfTurn:  {Action: KeywordGrant, Duration: UntilEndOfTurn, Chosen: true},
	Gains:                      {Action: KeywordGrant, Duration: WhileInPlay},
	LosesUntilEndOfTurn:        {Action: KeywordLoss, Duration: UntilEndOfTurn},
	Loses:                      {Action: KeywordLoss, Duration: WhileInPlay},
	LosesChoiceUntilEndOfTurn:  {Action: KeywordLoss, Duration: UntilEndOfTurn, Chosen: true},
	BecomesColorUntilEndOfTurn: {Action: ColorChange, Duration: UntilEndOfTurn},
	BecomesCreature:            {Action: TypeChange, Duration: UntilEndOfTurn},
	KeepsItsTypes:              {Action: TypeChange, Duration: UntilEndOfTurn, KeepsTypes: true},
	GainControlUntilEndOfTurn:  {Action: ControlChange, Duration: UntilEndOfTurn},

	// Shields (419.6, 419.7).
	PreventNext:             {Action: PreventionShield, Amount: FixedN, Duration: ThisTurn},
	PreventNextDivided:      {Action: PreventionShield, Amount: FixedN, Duration: ThisTurn, Chosen: true},
	PreventNextTimesX:       {Action: PreventionShield, Amount: Counted, Duration: ThisTurn},
	PreventNextToEachPlayer: {Action: PreventionShield, Amount: FixedN, Duration: ThisTurn, EachPlayer: true},
	PreventNextBy:           {Action: PreventionShield, Amount: FixedN, Duration: ThisTurn, DealtBy: true},
	PreventCombatDamage:     {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn, CombatOnly: true, EachPlayer: true},
	PreventCombatBy:         {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn, CombatOnly: true, DealtBy: true},
	PreventCombatTo:         {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn, CombatOnly: true},
	PreventAllTo:            {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn},
	PreventNextFromChosen:   {Action: PreventionShield, Amount: NextTime, Duration: ThisTurn, From: Selected},
	PreventNextFromSelf:     {Action: PreventionShield, Amount: NextTime, Duration: ThisTurn, From: Itself},
	RedirectNextFromChosen:  {Action: RedirectionShield, Amount: NextTime, Duration: ThisTurn, From: Selected},
	RedirectNextFrom:        {Action: RedirectionShield, Amount: FixedN, Duration: ThisTurn},
	RedirectNextTo:          {Action: RedirectionShield, Amount: FixedN, Duration: ThisTurn, Instead: true},
	Regenerate:              {Action: RegenerationShield, Duration: ThisTurn},
	NoRegeneration:          {Action: RegenerationBan, Duration: Once},

	// One-shot acts.
	DealsDamageTo:             {Action: DamageDealt, Amount: FixedN, Duration: Once},
	DealsDamageAndEachPlayer:  {Action: DamageDealt, Amount: FixedN, Duration: Once, EachPlayer: true},
	DealsDamageTimesX:         {Action: DamageDealt, Amount: Counted, Duration: Once},
	DestroyTarget:             {Action: Destruction, Duration: Once},
	DestroyAtEndOfCombatLater: {Action: Destruction, Duration: Once, Delayed: true},
	SacrificeTarget:           {Action: Sacrificing, Duration: Once},
	ControllerSacrifices:      {Action: Sacrificing, Duration: Once, By: ThatsController},
	TapTarget:                 {Action: Tapping, Duration: Once},
	TapWhenControlLost:        {Action: Tapping, Duration: ThisTurn, Delayed: true},
	UntapTarget:               {Action: Untapping, Duration: Once},
	TapOrUntap:                {Action: TapOrUntapping, Duration: Once, Chosen: true},
	PutCounter:                {Action: CountersPut, Amount: FixedN, Duration: Once},
	PlusOneCounterOnSelf:      {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: Itself},
	RemoveFromCombat:          {Action: CombatRemoval, Duration: Once},
	ReturnToHand:              {Action: ReturnedToHand, Duration: Once},
	ReturnAnyNumberToHand:     {Action: ReturnedToHand, Amount: AllOf, Duration: Once},
	ExileTarget:               {Action: Exiled, Duration: Once},
	ReturnToBattlefield:       {Action: PutIntoPlay, Duration: Once},
	PutOntoBattlefield:        {Action: PutIntoPlay, Duration: Once, FromHand: true},
	PlayerGainsLife:           {Action: LifeGain, Amount: FixedN, Duration: Once},
	GainLifeTimesX:            {Action: LifeGain, Amount: Counted, Duration: Once},
	GainLifeEqualToPower:      {Action: LifeGain, Amount: NamedPower, Duration: Once},
	CreateToken:               {Action: TokenMade, Duration: Once},
	DiscardAnyNumber:          {Action: Discarding, Amount: AllOf, Duration: Once},
	SkipsNextCombat:           {Action: CombatSkipped, Duration: Once},
	FlipCoin:                  {Action: Chance, Duration: Once},
	RevealTop:                 {Action: Revealing, Duration: Once},
	ChooseColor:               {Action: Choosing, Duration: Once, Chosen: true},
	NotCombat:                 {Action: OutsideCombat, Duration: Once},

	// The effects of triggered abilities (triggers_effects.go, trigger.go,
	// triggers_global.go), each with whom it acts on.
	TapThatCreature:       {Action: Tapping, Duration: Once, Whom: That},
	DamageThatCreature:    {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: That},
	DamageBlockers:        {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: ItsBlockers},
	DamageCombatants:      {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: Combatants},
	DamageDefender:        {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: DefendingPlayer},
	DamageItsController:   {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: ThatsController},
	DamagePowerToBlockers: {Action: DamageDealt, Amount: SourcePower, Duration: Once, Whom: BlockingCreatures},
	DiscardThatMuch:       {Action: Discarding, Amount: DamageDealtAmount, Duration: Once, Whom: That},
	DiscardN:              {Action: Discarding, Amount: FixedN, Duration: Once, Whom: That},
	DiscardDefenderN:      {Action: Discarding, Amount: FixedN, Duration: Once, Whom: DefendingPlayer},
	AddManaThatMuch:       {Action: ManaAdded, Amount: DamageDealtAmount, Duration: UntilEndOfTurn, Whom: Player},
	GainLife:              {Action: LifeGain, Amount: FixedN, Duration: Once, Whom: Player},
	GainThatMuch:          {Action: LifeGain, Amount: DamageDealtAmount, Duration: Once, Whom: Player},
	ControllerLosesLife:   {Action: LifeLoss, Amount: FixedN, Duration: Once, Whom: ThatsController},
	PoisonDefender:        {Action: PoisonGiven, Amount: FixedN, Duration: Once, Whom: DefendingPlayer},
	DestroyAtEndOfCombat:  {Action: Destruction, Duration: Once, Delayed: true, Whom: That},
	DestroyThatCreature:   {Action: Destruction, Duration: Once, Whom: That},
	DestroyNoRegeneration: {Action: Destruction, Duration: Once, Whom: That, NoRegeneration: true},

	// The effects of combat triggers, end-of-combat and leaves-play
	// triggers (trigger_events.go: 410.2, 410.5, 410.10c, and the delayed
	// triggers at end of combat, 404.4), each with whom it acts on.
	DestroyBlockingOrBlocked:   {Action: Destruction, Duration: Once, Whom: InCombatWithIt},
	CounterOnBlockingOrBlocked: {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: InCombatWithIt},
	RemoveCounterFromSelf:      {Action: CountersRemoved, Amount: FixedN, Duration: Once, Whom: Itself},
	RemoveCounterAtEndOfCombat: {Action: CountersRemoved, Amount: FixedN, Duration: Once, Delayed: true, Whom: Itself},
	ReturnSelfAtEndOfCombat:    {Action: ReturnedToHand, Duration: Once, Delayed: true, Whom: Itself},
	ReturnThatAtEndOfCombat:    {Action: ReturnedToHand, Duration: Once, Delayed: true, Whom: That},
	DestroySelfAtEndOfCombat:   {Action: Destruction, Duration: Once, Delayed: true, Whom: Itself},
	DestroyThatAndSelf:         {Action: Destruction, Duration: Once, Whom: ThatAndItself},
	MayUntapAndRemove:          {Action: CombatRemoval, Duration: Once, Whom: Itself, Optional: true},
	MayDrawCard:                {Action: Drawing, Amount: FixedN, Duration: Once, Whom: Player, Optional: true},
	DefenderMayDraw:            {Action: Drawing, Amount: FixedN, Duration: Once, Whom: DefendingPlayer, Optional: true},
	GainLifeMayReturn:          {Action: LifeGain, Amount: FixedN, Duration: Once, Whom: Player, Optional: true},
	MayTapTarget:               {Action: Tapping, Duration: Once, Whom: Targeted, Optional: true},
	MayUntapTarget:             {Action: Untapping, Duration: Once, Whom: Targeted, Optional: true},
	MayDamageAnyCreature:       {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: Targeted, Optional: true},
	MayDamagePowerToCreature:   {Action: DamageDealt, Amount: SourcePower, Duration: Once, Whom: Targeted, Optional: true},
	MayDamageTargetCreature:    {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: ThatPlayersCreature, Optional: true},
	MayBounceTarget:            {Action: ReturnedToHand, Duration: Once, Whom: ThatPlayersCreature, Optional: true},
	MayDestroyArtifact:         {Action: Destruction, Duration: Once, Whom: ThatPlayersArtifact, Optional: true},
	UntapSelf:                  {Action: Untapping, Duration: Once, Whom: Itself},
	CounterOnSelf:              {Action: CountersPut, Duration: Once, Whom: Itself, NamedKind: true},
	CounterOnThat:              {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: That, NamedKind: true},
	PumpPerBlockerBeyondFirst:  {Action: PowerToughnessChange, Amount: PerBlockerBeyondFirst, Duration: UntilEndOfTurn, Whom: Itself},
	PumpPerOtherAttacking:      {Action: PowerToughnessChange, Amount: PerOtherAttacker, Duration: UntilEndOfTurn, Whom: Itself},
	PumpAndGain:                {Action: KeywordGrant, Amount: FixedN, Duration: UntilEndOfTurn, Whom: Itself},
	PumpThat:                   {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: That},
	PumpGroup:                  {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: Selected},
	PumpAttackingGroups:        {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: AttackingSelected, Plus: PowerToughnessChange},
	PumpItDamageYou:            {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: That, Plus: DamageDealt},
	GainIfPowerAtLeast:         {Action: KeywordGrant, Duration: UntilEndOfTurn, Whom: Itself, If: PowerAtLeastN},
	GainLifeIfBlocked:          {Action: LifeGain, Amount: FixedN, Duration: Once, Whom: Player, If: ItWasBlocked},
	SacrificeSelfAtNextCleanup: {Action: Sacrificing, Duration: Once, Delayed: true, Whom: Itself, At: NextCleanupStep},
	PreventToAndBySelf:         {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn, Whom: Itself, CombatOnly: true, DealtBy: true, Plus: PreventionShield},
	LaterTurn:                  {Action: AboutLaterTurn, Duration: Once},
	PumpAttackingGroup:         {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: AttackingSelected},
	SacrificeSelfAtEndOfCombat: {Action: Sacrificing, Duration: Once, Delayed: true, Whom: Itself},
	LibrarySelfAtEndOfCombat:   {Action: PutOnLibrary, Duration: Once, Delayed: true, Whom: Itself},
	ReturnSelfNow:              {Action: ReturnedToHand, Duration: Once, Whom: Itself},
	CantBeBlockedThisCombat:    {Action: Evading, Duration: UntilEndOfCombat, Whom: Itself},
	PreventDealtBy:             {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn, Whom: Itself, CombatOnly: true, DealtBy: true},
	DestroyAllThatBlocked:      {Action: Destruction, Duration: Once, Whom: BlockersAndBlocked},
	ExileBlockedBy:             {Action: Exiled, Duration: Once, Whom: BlockedByIt},
	UntapDefenders:             {Action: Untapping, Duration: Once, Whom: DefendersCreatures},
	DamageThatMuchToOpponent:   {Action: DamageDealt, Amount: DamageDealtAmount, Duration: Once, Whom: TargetOpponent},
	// (end_of_combat_effects.go) A counter of a kind the text names
	// (paralyzation) has no amount; a +N/+N counter's is N.
	TapThoseThatBlocked:            {Action: Tapping, Duration: Once, Whom: ItsBlockers},
	ParalyzeBlockingOrBlocked:      {Action: CountersPut, Duration: Once, Whom: InCombatWithIt, NamedKind: true},
	CounterOnSelfAndToken:          {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: Itself, Plus: TokenMade},
	ControlBlockingWhileYouControl: {Action: ControlChange, Duration: WhileYouControlSource, Whom: ItsBlockers},
	DamageThatAtEndOfCombat:        {Action: DamageDealt, Amount: FixedN, Duration: Once, Delayed: true, Whom: That},
	CounterOnSelfAtEndOfCombat:     {Action: CountersPut, Amount: FixedN, Duration: Once, Delayed: true, Whom: Itself},
	ControlThatAtEndOfCombat:       {Action: ControlChange, Duration: Once, Delayed: true, Whom: That},
	ThatSacrificedAtEndOfCombat:    {Action: Sacrificing, Duration: Once, Delayed: true, Whom: That, By: ThatsController},
	// Counted pumps, effects on the creature in combat with it, group
	// taps, phasing out, pumps until end of combat, a band's keyword, coin
	// flips, and the effects on one of a blocking pair: the walk lists
	// them by form (its listed_effects.go).
	PumpPerPermanent:                  {Action: PowerToughnessChange, Amount: Counted, Duration: UntilEndOfTurn, Whom: Itself},
	ThatShrinksHalfPower:              {Action: PowerToughnessChange, Amount: HalfItsPower, Duration: UntilEndOfTurn, Whom: That},
	CounterOnEachAttacking:            {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: AttackingSelected},
	ThatLosesKeyword:                  {Action: KeywordLoss, Duration: UntilEndOfTurn, Whom: That},
	ThatBecomesColor:                  {Action: ColorChange, Duration: Once, Whom: That},
	DestroyAurasOnThat:                {Action: Destruction, Duration: Once, Whom: AurasOnThat},
	RegenerateSelf:                    {Action: RegenerationShield, Duration: ThisTurn, Whom: Itself},
	TapAllOfQuality:                   {Action: Tapping, Duration: Once, Whom: Selected},
	PhasesOutAtEndOfCombat:            {Action: PhasingOut, Duration: Once, Delayed: true, Whom: That},
	PumpUntilEndOfCombat:              {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfCombat, Whom: Itself},
	BandGainsUntilEndOfTurn:           {Action: KeywordGrant, Duration: UntilEndOfTurn, Whom: BandedWithIt},
	FlipAtEndOfCombatOpponentControls: {Action: Chance, Duration: Once, Delayed: true, Whom: Itself},
	FlipRemoveAndUnblock:              {Action: Chance, Duration: Once, Whom: Itself, Plus: BlockRestriction},
	PumpBlocking:                      {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: TheBlocker},
	PumpAttacking:                     {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: TheAttacker},
	DestroyBlocking:                   {Action: Destruction, Duration: Once, Whom: TheBlocker},
	DestroyAttacking:                  {Action: Destruction, Duration: Once, Whom: TheAttacker},
	DamageEachCreature:                {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: Selected},
	TokensPerCounter:                  {Action: TokenMade, Amount: Counted, Duration: Once, Whom: Player},
	TokensAtNextEndStep:               {Action: TokenMade, Duration: Once, Delayed: true, Whom: Player, At: NextEndStep},
	ExileSelfOthersCreate:             {Action: TokenMade, Duration: Once, Whom: EachOtherPlayer},
	TapAllThatPlayerControls:          {Action: Tapping, Duration: Once, Whom: ThatPlayersSelected},
	UntapAllYouControl:                {Action: Untapping, Duration: Once, Whom: Selected},

	// Restrictions and requirements of this turn (500, 501.1, 309.2a).
	CantBlockThisTurn:             {Action: BlockRestriction, Duration: ThisTurn},
	CantBlockSelfTurn:             {Action: BlockRestriction, Duration: ThisTurn, Against: Itself},
	CantAttackThisTurn:            {Action: AttackRestriction, Duration: ThisTurn},
	BlocksSelfIfAble:              {Action: BlockRequirement, Duration: ThisTurn, Against: Itself},
	BlocksThisTurnIfAble:          {Action: BlockRequirement, Duration: ThisTurn},
	BlocksEachAttackerIfAble:      {Action: BlockRequirement, Duration: ThisTurn, Against: Each},
	CantBeBlockedThisTurn:         {Action: Evading, Duration: ThisTurn},
	CantBeBlockedByThisTurn:       {Action: Evading, Duration: ThisTurn, Against: Selected},
	CantBeBlockedExceptByThisTurn: {Action: Evading, Duration: ThisTurn, Against: Selected, Except: true},
	CanBlockAdditional:            {Action: ExtraBlocks, Amount: FixedN, Duration: ThisTurn},
	CanBlockAdditionalN:           {Action: ExtraBlocks, Amount: FixedN, Duration: ThisTurn, UpTo: true},
	CanBlockAnyNumber:             {Action: ExtraBlocks, Amount: AllOf, Duration: ThisTurn},

	// Frames around other effects (their Parts).
	AtNextEndStep:                  {Action: Later, Duration: Once},
	WhenLeavesThisTurn:             {Action: TurnTrigger, Duration: ThisTurn},
	WhenDiesThisTurn:               {Action: TurnTrigger, Duration: ThisTurn},
	WhenBecomesBlockedThisTurn:     {Action: TurnTrigger, Duration: ThisTurn},
	WheneverCreatureBlocksThisTurn: {Action: TurnTrigger, Amount: FixedN, Duration: ThisTurn},
	IfCondition:                    {Action: Conditional, Duration: Once},
	IfConditionInstead:             {Action: Conditional, Duration: Once, Instead: true},
	UnlessAnyPlayerPays:            {Action: Conditional, Duration: Once, Unless: true},
	ChosenMode:                     {Action: Conditional, Duration: Once, Chosen: true},
	WhenCycled:                     {Action: CycleTrigger, Duration: Once},

	// The effects of triggered abilities on attacking, blocking and being
	// blocked, of their costs paid as they resolve (410.5) and of the
	// steps of a series, each with whom it acts on.
	MayDamageDefendersCreatures:   {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: DefendersPermanents, Optional: true},
	FlipRemoveAndTap:              {Action: Chance, Duration: Once, Whom: Itself, Plus: Tapping},
	LoseLife:                      {Action: LifeLoss, Amount: FixedN, Duration: Once, Whom: Player},
	LoseHalfLife:                  {Action: LifeLoss, Amount: HalfLife, Duration: Once, Whom: Player},
	LoseLifePerCounter:            {Action: LifeLoss, Amount: Counted, Duration: Once, Whom: Player},
	PumpOtherAttackers:            {Action: PowerToughnessChange, Amount: Counted, Duration: UntilEndOfTurn, Whom: OtherAttackers},
	PumpOtherBlockers:             {Action: PowerToughnessChange, Amount: Counted, Duration: UntilEndOfTurn, Whom: OtherBlockers},
	TapTargetDefenders:            {Action: Tapping, Duration: Once, Whom: DefendersTarget},
	MayPayTargetCantBlock:         {Action: BlockRestriction, Duration: ThisTurn, Whom: Targeted, Optional: true, IfYouDo: true},
	RemoveCounterDamageAnyTarget:  {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: AnyOne, IfYouDo: true},
	DamageTargetAttacker:          {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: Targeted},
	DamageAnyTarget:               {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: AnyOne},
	UnlessCost:                    {Action: Conditional, Duration: Once, Unless: true, Whom: NamedPlayer},
	DefenderMayPay:                {Action: Conditional, Duration: Once, Whom: DefendingPlayer, Optional: true},
	LoseLifeUnlessControl:         {Action: LifeLoss, Amount: FixedN, Duration: Once, Whom: Player, IfControlsNone: Player},
	NoDamageDefenderLoses:         {Action: LifeLoss, Amount: FixedN, Duration: Once, Whom: DefendingPlayer},
	MaySacrificeSelf:              {Action: Sacrificing, Duration: Once, Whom: Itself, Optional: true},
	DestroyDefendersCreature:      {Action: Destruction, Duration: Once, Whom: DefendersTarget, IfYouDo: true},
	DefenderDiscardsN:             {Action: Discarding, Amount: FixedN, Duration: Once, Whom: DefendingPlayer, IfYouDo: true},
	ControlTargetCreature:         {Action: ControlChange, Duration: Once, Whom: Targeted, IfYouDo: true},
	PayMana:                       {Action: Paying, Duration: Once, Whom: NamedPlayer},
	ExileFromYourGraveyard:        {Action: Exiled, Duration: Once, Whom: GraveyardCard},
	SacrificeACost:                {Action: Sacrificing, Duration: Once, Whom: Selected},
	SacrificeSource:               {Action: Sacrificing, Duration: Once, Whom: Itself},
	DamageYou:                     {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: Player},
	SourceCantBeBlocked:           {Action: Evading, Duration: ThisTurn, Whom: Itself},
	PreventItsCombatDamage:        {Action: PreventionShield, Amount: AllOf, Duration: ThisTurn, CombatOnly: true, DealtBy: true, Whom: Itself},
	SacrificeItDamageBlockers:     {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: ItsBlockers, IfYouDo: true},
	AttachedDamagesAnyTarget:      {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: AnyOne, By: Attached},
	RemoveKindCounterFromSelf:     {Action: CountersRemoved, Duration: Once, Whom: Itself, NamedKind: true},
	LosesOwnKeywords:              {Action: KeywordLoss, Whom: Itself},
	BecomesCreatureTypes:          {Action: TypeChange, Duration: Once, Whom: Itself},
	LibraryThat:                   {Action: PutOnLibrary, Duration: Once, Whom: That},
	PhaseOutSelfAndThat:           {Action: PhasingOut, Duration: Once, Whom: ItselfAndThat},
	DefenderRedrawsHand:           {Action: Discarding, Amount: AllOf, Duration: Once, Whom: DefendingPlayer, Plus: Drawing},
	MayReturnNamedSelf:            {Action: ReturnedToHand, Duration: Once, Whom: GraveyardCard, Optional: true},
	OpponentGainsControlOfSelf:    {Action: ControlChange, Duration: Once, Whom: Itself},
	MayPayFirstStrikeElseOthers:   {Action: KeywordGrant, Duration: UntilEndOfTurn, Whom: Itself, Optional: true, IfYouDo: true},
	MayDamageAnyTarget:            {Action: DamageDealt, Amount: FixedN, Duration: Once, Whom: AnyOne, Optional: true},
	NoRegenerationThisTurn:        {Action: RegenerationBan, Duration: ThisTurn, Whom: That},
	AnyPlayerMayExileNoDamage:     {Action: Exiled, Amount: FixedN, Duration: Once, Whom: GraveyardCard, Optional: true},
	KindCountersOnThatLaterTurns:  {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: That, NamedKind: true, Plus: KeywordGrant},
	Steps:                         {Action: Series, Duration: Once, Whom: NamedPlayer},
	MaySteps:                      {Action: Series, Duration: Once, Whom: NamedPlayer, Optional: true},
	UnlessPays:                    {Action: Series, Duration: Once, Whom: NamedPlayer, Unless: true},
	LoseLifeStep:                  {Action: LifeLoss, Amount: FixedN, Duration: Once, Whom: NamedPlayer},
	LoseHalfLifeStep:              {Action: LifeLoss, Amount: HalfLife, Duration: Once, Whom: NamedPlayer},
	LaterLifeLoss:                 {Action: LifeLoss, Amount: FixedN, Duration: Once, Whom: NamedPlayer, Delayed: true},
	GainLifePer:                   {Action: LifeGain, Amount: Counted, Duration: Once, Whom: NamedPlayer},
	LoseLifePer:                   {Action: LifeLoss, Amount: Counted, Duration: Once, Whom: NamedPlayer},
	DestroyTargetThatPlayer:       {Action: Destruction, Duration: Once, Whom: Targeted},
	DestroyAllOtherPermanents:     {Action: Destruction, Duration: Once, Whom: AllOthers},
	DrawStep:                      {Action: Drawing, Amount: FixedN, Duration: Once, Whom: NamedPlayer},
	DiscardStep:                   {Action: Discarding, Amount: FixedN, Duration: Once, Whom: NamedPlayer},
	LookAtHand:                    {Action: Looking, Duration: Once, Whom: NamedPlayer},
	SearchLibraryToHand:           {Action: Searching, Duration: Once, Whom: NamedPlayer},
	SearchLibraryExile:            {Action: Exiled, Duration: Once, Whom: LibraryCards, Chosen: true},
	ExileTopOfLibrary:             {Action: Exiled, Amount: FixedN, Duration: Once, Whom: LibraryCards},
	ExileFromGraveyard:            {Action: Exiled, Amount: FixedN, Duration: Once, Whom: GraveyardCard, UpTo: true},
	ReturnFromGraveyard:           {Action: ReturnedToHand, Duration: Once, Whom: GraveyardCard},
	SkipNext:                      {Action: StepSkipped, Duration: Once, Whom: NamedPlayer},
	MillStep:                      {Action: Milling, Amount: FixedN, Duration: Once, Whom: NamedPlayer},
	AddManaStep:                   {Action: ManaAdded, Amount: DamageDealtAmount, Duration: UntilEndOfTurn, Whom: NamedPlayer},
	CounterOnEachYouControl:       {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: Selected},
	CountersOnSource:              {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: Itself, NamedKind: true},
	GainControlTargetThatPlayer:   {Action: ControlChange, Duration: Once, Whom: Targeted},
	DestroyUpToTargets:            {Action: Destruction, Amount: FixedN, Duration: Once, Whom: Targeted, UpTo: true},
	ReturnUpToThatPlayer:          {Action: ReturnedToHand, Amount: FixedN, Duration: Once, Whom: Targeted, UpTo: true},
	PumpUpToTargets:               {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: Targeted, UpTo: true},
	RemoveCounterFromTarget:       {Action: CountersRemoved, Duration: Once, Whom: Targeted},
	ExileTopRepeated:              {Action: Exiled, Amount: Counted, Duration: Once, Whom: LibraryCards},
	RevealTopOneToGraveyard:       {Action: Revealing, Amount: FixedN, Duration: Once, Whom: LibraryCards, Chosen: true},
	ExileTopFaceDownPlayable:      {Action: Exiled, Duration: Once, Whom: LibraryCards},
	PayX:                          {Action: Paying, Duration: Once, Whom: Player, Chosen: true},
	RevealXDiscardChosen:          {Action: Discarding, Duration: Once, Whom: NamedPlayer, Chosen: true},
	DefenderLosesPerGraveyardCard: {Action: LifeLoss, Amount: Counted, Duration: Once, Whom: DefendingPlayer},
	LookAtDefendersLibrary:        {Action: Looking, Duration: Once, Whom: LibraryCards, Optional: true},
	MayRevealDefendersHand:        {Action: Revealing, Duration: Once, Whom: DefendingPlayer, Optional: true},
	DefenderCantCastSpells:        {Action: SpellBan, Duration: ThisTurn, Whom: DefendingPlayer},
	MayControlDefendersPermanent:  {Action: ControlChange, Duration: Once, Whom: DefendersTarget, Optional: true},
	MayPayDestroyArtifactNoDamage: {Action: Destruction, Duration: Once, Whom: DefendersTarget, Optional: true, IfYouDo: true},
	PumpIfNoUntappedLands:         {Action: PowerToughnessChange, Amount: FixedN, Duration: UntilEndOfTurn, Whom: Itself, IfControlsNone: Player},
	NoUntapIfDefenderLacks:        {Action: UntapSkipped, Duration: Once, Whom: Itself, IfControlsNone: DefendingPlayer},
	MayUntapYoursIfUntapped:       {Action: Untapping, Duration: Once, Whom: Selected, Optional: true},
	SacrificeStep:                 {Action: Sacrificing, Amount: FixedN, Duration: Once, Whom: Selected, By: NamedPlayer},
	LoseGameStep:                  {Action: GameLost, Duration: Once, Whom: NamedPlayer},
	TokensStep:                    {Action: TokenMade, Amount: FixedN, Duration: Once, Whom: NamedPlayer},
	ReturnAllCreatures:            {Action: ReturnedToHand, Duration: Once, Whom: Selected, Chosen: true},
	GainLifeForEach:               {Action: LifeGain, Amount: Counted, Duration: Once, Whom: NamedPlayer, Chosen: true},
	MayUntapThatAndRemove:         {Action: Untapping, Duration: Once, Whom: That, Optional: true},
	EffectsInOrder:                {Action: Series, Duration: Once, Whom: That},
	MayCounterOnIt:                {Action: CountersPut, Amount: FixedN, Duration: Once, Whom: That, Optional: true},
	ItCantBeBlockedIfPowerAtMost:  {Action: Evading, Amount: FixedN, Duration: ThisTurn, Whom: That},
	TapDefendersLands:             {Action: Tapping, Duration: Once, Whom: DefendersPermanents},
	MayTapUpToTargets:             {Action: Tapping, Amount: FixedN, Duration: Once, Whom: Targeted, UpTo: true, Optional: true},
	OtherGainsFirstStrike:         {Action: KeywordGrant, Duration: UntilEndOfTurn, Whom: That},
	DestroyBoth:                   {Action: Destruction, Duration: Once, Whom: BothCreatures},
	ReturnWithSourceAtEndOfCombat: {Action: ReturnedToHand, Duration: Once, Delayed: true, Whom: ItselfAndThat},
}

// EffectOf is the action, amount and duration of an effect of mode k,
// nil for a k no effect reads: the table's own, which the caller reads
// and never changes.
func EffectOf(k Keyword) *Effect { return effects[k] }

// EffectOfReading is the typed effect of reading r: the one ReadEffect
// gave it, or else its mode's (nil for a reading that is no effect).
func EffectOfReading(r Reading) *Effect {
	if r.Effect != nil {
		return r.Effect
	}
	return effectOfReading(r)
}

// effectOfReading is the typed effect of reading r: its mode's, with the
// amount X when r's is the X the trick is given.
func effectOfReading(r Reading) *Effect {
	e := EffectOf(r.Mode)
	if e == nil || !r.X || e.Amount == XGiven {
		return e
	}
	x := *e
	x.Amount = XGiven
	return &x
}

// typeEffects gives each part its typed Effect, and the parts it holds.
func typeEffects(parts []Reading) {
	for i := range parts {
		if parts[i].Effect == nil {
			parts[i].Effect = effectOfReading(parts[i])
		}
		typeEffects(parts[i].Parts)
	}
}

// Is reports whether the effect does action a; false for no effect.
func (e *Effect) Is(a Action) bool { return e != nil && e.Action == a }

// EffectKeywords are the modes of effect the table types, sorted.
func EffectKeywords() []Keyword { return sortedKeys(effects) }

// Form is effect e as the trick checks and the walk compare it, the
// question they ask instead of its mode: the amount X the trick is given
// read as the number written (X or N, the effect is the same); the zero
// Effect for no effect.
func (e *Effect) Form() Effect {
	if e == nil {
		return Effect{}
	}
	f := *e
	if f.Amount == XGiven {
		f.Amount = FixedN
	}
	return f
}

// FormOf is reading r's effect as the trick checks and the walk compare
// it (Effect.Form).
func FormOf(r Reading) Effect { return EffectOfReading(r).Form() }
