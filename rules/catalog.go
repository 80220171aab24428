package rules

import (
	"rulesjudge/rules/game"
	"sort"
)

// RuleInfo describes a rule the judge cites: its number, a short title and
// a summary in our own words (the rule's own text is the operator's to load:
// ParseRulesText).
type RuleInfo struct {
	Number  RuleID
	Title   string
	Summary string
}

// catalog lists every rule number the judge can cite, in verdicts, notes or
// the ability table. A test fails if the code cites a number not listed.
var catalog = []RuleInfo{
	{"212.3d", "Summoning sickness", "A creature can attack only if its controller has controlled it continuously since their most recent turn began; haste lifts this."},
	{"306.2", "Removed from combat", "A creature that leaves play, stops being a creature, or is removed by an effect is no longer attacking or blocking and takes no further part in combat damage."},
	{"306.2b", "Tapped in combat", "Tapping or untapping a creature that has been declared as an attacker or blocker doesn't remove it from combat."},
	{"308.2", "Declaring attackers", "The active player declares attackers in steps; if any step can't be completed, the declaration is illegal and undone."},
	{"308.2a", "Choosing attackers", "Only untapped creatures the active player controls, and has controlled since the turn began unless they have haste, can be declared as attackers; then the restrictions and requirements of rule 500 are checked."},
	{"308.2b", "Announcing bands", "When declaring attackers, the active player says which attacking creatures with banding (or bands with other) form bands."},
	{"308.2c", "Attackers tap", "Declared attackers become tapped; this is not a cost. Vigilance stops it."},
	{"308.2d", "Costs to attack", "If attacking requires paying costs, the active player totals them and they are locked in before payment."},
	{"309.2", "Declaring blockers", "The defending player declares blockers in steps; if any step can't be completed, the declaration is illegal and undone."},
	{"309.2a", "Choosing blockers", "Only untapped creatures of the defending player can block, each blocking one attacker unless an ability lets it block more; then the restrictions and requirements of rule 500 are checked."},
	{"309.2b", "Costs to block", "If blocking requires paying costs, the defending player totals them and they are locked in before payment; unpaid, the declaration is not made."},
	{"309.2f", "Unblocked attackers", "An attacking creature that no creature blocks becomes an unblocked creature."},
	{"310.1", "Announcing combat damage", "At the combat damage step the active player announces how each attacker assigns its combat damage, then the defending player does the same for each blocker."},
	{"310.2", "Dividing combat damage", "A player may divide a creature's combat damage as they choose among its legal recipients, within the limits of 310.2a-e."},
	{"310.2a", "Damage equals power", "Each attacking and blocking creature assigns combat damage equal to its power; one with 0 or less power assigns none."},
	{"310.2b", "Unblocked attacker", "An unblocked attacking creature assigns all its combat damage to the player it attacks."},
	{"310.2c", "Blocked attacker", "A blocked creature's controller divides its damage freely among the creatures still blocking it; if none remain, it assigns no combat damage."},
	{"310.2d", "Blocker", "A blocking creature's controller divides its damage among the attackers it still blocks; if none remain, it assigns no combat damage."},
	{"310.2e", "Changed assignment", "An effect that changes how a creature assigns combat damage changes the assignment: a blocked creature that may assign as though it weren't blocked may give all its damage to the player it attacks."},
	{"310.5", "A second combat damage step", "When an attacking or blocking creature has first strike or double strike, combat has a first-strike damage step and then a second one for the rest."},
	{"310.4", "Combat damage is dealt", "Combat damage resolves all at once, as it was assigned."},
	{"403.2", "Who activates an ability", "Only a permanent's controller may activate its activated abilities, unless the ability says another player may."},
	{"408.1a", "When spells and abilities may be played", "Spells and activated abilities may be played only at certain times: a restriction in an ability's text (\"activate only during your turn\", \"only before attackers are declared\", \"only once each turn\") is one of them."},
	{"408.1d", "Instant speed", "A player plays spells and activated abilities only with priority; a spell that is not an instant only in that player's main phase with the stack empty, so never during combat."},
	{"409.1", "Playing a spell or ability", "Playing a spell or ability follows steps in order; a player who can't complete one has played it illegally, and the game goes back to before it was played."},
	{"409.1b", "Announcing choices", "As a modal spell (\"Choose one —\") is played its player announces the mode chosen, and the value of X of a variable cost."},
	{"409.1c", "Choosing targets", "A spell or ability that targets is played only with the required number of legal targets: a target of the wrong kind, or one with shroud, is not legal."},
	{"409.1f", "Costs", "The total cost may include mana, tapping or untapping permanents, sacrificing them, discarding cards or paying life; a cost that can't be paid (the {T} of a tapped permanent) can't be paid at all."},
	{"409.1i", "Played", "Once its costs are paid, the spell or ability has been played; here no player responds, so it resolves at once."},
	{"413.2a", "Targets checked on resolution", "As a spell or ability resolves, it checks its targets again: an illegal one is not affected, and one whose targets are all illegal does nothing."},
	{"413.2b", "Following the instructions", "A resolving spell or ability does what its text says, in order."},
	{"413.2h", "An instant into the graveyard", "An instant goes to its owner's graveyard as the last step of its resolution: a count of that graveyard (threshold) includes it from then on."},
	{"409.1e", "Dividing an effect", "A spell or ability that divides an effect (damage, prevention) among its targets has the division announced as it is played, each target getting at least one."},
	{"413.2c", "Choices as it resolves", "A choice a resolving effect offers (a color, to tap or to untap, whether to pay) is made by the player its text names while the effect is applied."},
	{"502.21a", "Kicker cost paid or not", "Kicker is an additional cost the spell's controller may pay as it is played: paid, the spell's text that depends on it applies; not paid, that text does nothing."},
	{"418.3a", "Until end of turn", "An effect of a resolved spell or ability lasts as long as it says: \"until end of turn\" outlasts the combat."},
	{"418.6d", "A creature token's characteristics", "The spell or ability that creates a creature token defines its creature types and rules text; the token comes into play as it says, never declared as an attacker or a blocker of a combat under way."},
	{"404.4", "Delayed triggered abilities", "An effect may create an ability that triggers later, such as \"destroy that creature at end of combat\"; it triggers only once, the next time its event happens."},
	{"404.4b", "Delayed ability of this turn", "A delayed triggered ability triggers only once, the next time its event happens, unless it says how long it lasts (\"when that creature leaves play this turn\")."},
	{"404.4d", "Delayed ability and a permanent gone", "A delayed triggered ability that refers to a permanent does nothing if that permanent has left play, even if it came back."},
	{"410.2", "Triggered abilities", "An ability triggers when its event happens and goes on the stack the next time a player would receive priority, controlled by its source's controller."},
	{"410.3", "Order of triggered abilities", "Abilities that triggered together go on the stack the active player's first, in the order that player chooses, then each other player's: the last on the stack resolves first."},
	{"410.6", "Once for each occurrence", "An ability triggers once each time its event happens, and once for each occurrence when one event has several (each creature declared as an attacker or a blocker)."},
	{"410.8", "Intervening \"if\"", "A triggered ability of the form \"When/Whenever/At [trigger], if [condition], [effect]\" triggers only if the condition holds as its event happens, and does nothing unless it still holds as it resolves."},
	{"410.9a", "Blocks, becomes blocked", "\"Whenever this creature blocks\" or \"becomes blocked\" triggers only once each combat, however many creatures it blocks or is blocked by."},
	{"410.9b", "Blocks a creature", "\"Whenever this creature blocks a creature\" triggers once for each attacker it blocks."},
	{"410.9c", "A creature blocks it", "\"Whenever a creature blocks this creature\" (\"becomes blocked by a creature\") triggers once for each creature blocking it."},
	{"410.5", "Optional effects of triggered abilities", "A triggered ability whose effect says \"may\" goes on the stack whether or not its controller means to take the option; the choice is made as it resolves."},
	{"410.10b", "Effects as a permanent comes into play", "A continuous effect modifies a permanent the moment it is in play, never before: an ability it has only under a condition (threshold) it has as it comes into play when the condition holds then."},
	{"410.10c", "Leaves-play triggers", "An ability that triggers when a permanent leaves play (\"is put into a graveyard from play\") triggers as it leaves; what it does to the card looks for it only in the zone it went to first."},
	{"410.10d", "Looking back in time", "For a trigger on a permanent leaving play, the game looks at the permanents just before the event, with the effects of that moment, to find what triggers and on what."},
	{"410.10a", "Comes-into-play triggers", "An ability that triggers when a permanent comes into play (\"When ~ comes into play, ...\") triggers as it enters the in-play zone; each event putting permanents into play checks every permanent in play, the newcomers included."},
	{"410.4", "Targets of a triggered ability", "As a triggered ability goes on the stack, its controller makes the choices an activated ability would need, its targets among them (409.1c); a target must be legal. A permanent with shroud (a keyword not in this edition's pages the judge holds) is no legal target, as one with protection is none for a source of that quality."},
	{"502.15", "Phasing", "Keyword: during its controller's untap step the permanent phases out, and those that phased out phase in; it changes only the untap step, which no check of the judge covers."},
	{"502.15m", "Phased in: as though it had haste", "A permanent that phased in can attack, and tap to play abilities, as though it had haste, until it changes controllers or leaves play."},
	{"418.4b", "Static effects last while in play", "The effect of a static ability applies at all times the permanent that has it is in play, and no longer once it has left."},
	{"402.8", "Abilities in play", "Abilities work only while their permanent is in play, unless they say otherwise (a line that works from a graveyard) or set the object's type or color: on a permanent in play, a line that works from a graveyard does nothing."},
	{"408.2g", "Game actions without the stack", "Some game actions do not use the stack, among them untapping during the untap step: a step before combat, whose result a board shows as its permanents' tapped."},
	{"402.9", "Abilities outside play", "Some activated abilities are played from a zone other than play, such as Ninjutsu from the hand: on a permanent in play they change no declaration of attackers or blockers."},
	{"418.5a", "Layers", "Continuous effects apply in layers: copy, control, text, type, color, abilities, then power and toughness. Effects that give or take away abilities apply together in the abilities layer, in timestamp order unless one depends on another (418.5c-d)."},
	{"418.5b", "An effect in several layers", "An effect whose parts belong to different layers applies each part in its own layer, except a type-changing one: all of it applies with the type change (a land that becomes a 2/2 creature with first strike gets all three in the fourth layer)."},
	{"418.5d", "Dependent effects", "An effect depends on another of its layer when applying the other would change what it applies to or what it does to them: the independent one applies first; effects that depend on each other, or on none, apply in timestamp order. A -X/-Y whose Y is capped by the creature's toughness (Snowblind) applies after the other changes of toughness."},
	{"419.5", "The modified event", "An event prevented or replaced never happens; the modified event happens instead: an effect done for the damage prevented this way is done as the damage is prevented."},
	{"419.6", "Replacement effects", "A replacement effect has an event happen another way instead, such as damage dealt doubled or halved."},
	{"419.6a", "One opportunity per event", "A replacement effect applies to each event only once and doesn't invoke itself repeatedly; two doublings of the same damage make it four times as much."},
	{"419.6b", "Regeneration", "A regeneration shield replaces the next destruction of the permanent this turn: instead all damage is removed from it, it is tapped, and it is removed from combat."},
	{"419.6c", "Redirection", "A redirection effect has damage that would be dealt to one creature or player dealt to another instead; it does nothing if either creature is no longer in play or no longer a creature."},
	{"419.6e", "Skipping", "Skipping a step, phase or turn is a replacement effect; once it has begun it can't be skipped, and the effect waits for the next one."},
	{"419.7", "Prevention effects", "A prevention effect stops damage that would be dealt; combat damage it prevents is not dealt (resolve reports it as prevented)."},
	{"419.7a", "What prevention applies to", "Prevention effects usually apply to damage that would be dealt: a line about the damage spells deal applies to no damage the judge deals, which is all combat damage from creatures."},
	{"419.7b", "Prevention shields", "A shield preventing the next N damage prevents damage to the shielded creature or player one point at a time, each point prevented using up one point of the shield."},
	{"420.5a", "Zero life", "A player with 0 or less life loses the game."},
	{"420.5b", "Zero toughness", "A creature with toughness 0 or less is put into its owner's graveyard."},
	{"420.5c", "Lethal damage", "A creature with damage at least equal to its toughness (above 0) is destroyed."},
	{"420.5d", "Aura not attached", "An Aura attached to an illegal permanent, or to nothing, is put into its owner's graveyard: an Aura in play is attached to a permanent it may enchant."},
	{"420.5k", "Equipment unattached", "An Equipment attached to an illegal permanent, or to one that left play, becomes unattached and stays in play."},
	{"420.5h", "Poison", "A player with ten or more poison counters loses the game."},
	{"500.1", "Restrictions and requirements", "Some effects restrict declaring attackers or blockers or require creatures to be declared; a restriction says a creature can't attack or block, or can't unless a condition is met. An effect that does neither (what untaps, what can be activated) puts nothing on a declaration."},
	{"500.2", "Checking attacks", "The active player checks each creature's attacking restrictions and requirements; a declaration that conflicts with one is illegal. Tapped creatures and creatures with unpaid costs to attack are exempt from requirements."},
	{"500.3", "Checking blocks", "The defending player checks each creature's blocking restrictions and requirements; a declaration that conflicts with one is illegal. Tapped creatures and creatures with unpaid costs to block are exempt from requirements."},
	{"500.4", "Obeying the most requirements", "A broken restriction always conflicts. A requirement that isn't obeyed conflicts only if a declaration breaking no restriction could obey it and obey more requirements in total."},
	{"500.5", "Which options count", "When looking for a declaration obeying more requirements, only options that satisfy a requirement on a creature need be considered for it."},
	{"501.2", "Evasion is cumulative", "Every evasion ability of an attacker applies; a blocker must get past all of them."},
	{"502.2", "First strike", "Keyword: the creature deals combat damage in a first combat damage step."},
	{"502.2b", "First-strike damage step", "If an attacker or blocker has first strike or double strike, only such creatures assign combat damage in the first step; the others, and double strikers again, assign in a second step."},
	{"502.2c", "First strike gained or lost between steps", "Adding or removing first strike after the first combat damage step neither stops a creature from dealing combat damage nor lets it deal combat damage twice."},
	{"502.3", "Flanking", "Keyword: a triggered ability when the creature becomes blocked by creatures without flanking."},
	{"502.3a", "Flanking trigger", "Whenever a creature with flanking becomes blocked by a creature without flanking, the blocker gets -1/-1 until end of turn; each instance triggers separately."},
	{"502.4", "Flying", "Keyword: an evasion ability."},
	{"502.4b", "Blocking a flier", "A creature with flying can be blocked only by creatures with flying (or, in this edition's wording, that can block as though they had flying)."},
	{"502.5", "Haste", "Keyword: the creature can attack and use tap abilities the turn it comes under its controller's control."},
	{"502.6", "Landwalk", "Keyword: an evasion ability tied to a land type or supertype."},
	{"502.6b", "Landwalk unblockable", "A creature with landwalk can't be blocked while the defending player controls a land of the named type."},
	{"502.6c", "Snow landwalk", "A creature with snow landwalk can't be blocked while the defending player controls a snow land of the named type."},
	{"502.7", "Protection", "Keyword: protection from a quality."},
	{"502.7b", "Protection and targeting", "A permanent with protection can't be the target of spells with the stated quality, nor of abilities whose source has it: provoke can't target it."},
	{"502.7c", "Protection and Auras", "A permanent with protection can't be enchanted by Auras of the stated quality: such an Aura attached to it is put into its owner's graveyard as a state-based effect (420.5d), before the board is judged."},
	{"502.7e", "Protection prevents damage", "Damage that sources with the stated quality would deal to a permanent with protection is prevented."},
	{"502.7f", "Protection and blocking", "An attacking creature with protection can't be blocked by creatures with the stated quality."},
	{"502.8", "Shadow", "Keyword: an evasion ability."},
	{"502.8b", "Blocking and shadow", "Creatures with shadow block and are blocked only by creatures with shadow."},
	{"502.9", "Trample", "Keyword: the attacker may assign excess combat damage to the defending player."},
	{"502.9b", "Trample and lethal damage", "A trampler may assign damage to the defending player only after every creature blocking it is assigned lethal damage, counting damage already marked and other creatures' damage assigned at the same time."},
	{"502.9c", "Trample with no blockers left", "If every creature blocking a trampler was removed from combat, all its damage goes to the defending player."},
	{"502.10", "Banding", "Keyword: lets attackers band together and changes who divides combat damage."},
	{"502.10b", "Forming a band", "An attacking band may hold any number of creatures with banding and at most one without."},
	{"502.10e", "Blocking a band", "A creature that blocks one member of an attacking band blocks every member of that band."},
	{"502.10h", "Banding and damage", "The controller of an attacking creature with banding divides the damage of creatures blocking it; the controller of a blocking creature with banding divides the damage of the attackers it blocks."},
	{"502.11", "Bands with other", "Keyword: a limited form of banding."},
	{"502.11b", "Bands with other: bands", "Creatures with the same \"bands with other\" ability may band together, joined by any with banding; creatures without banding can't join."},
	{"502.11c", "Bands with other: damage", "Two or more blockers with the same \"bands with other\" ability give their controller the division of the attacker's damage, and likewise for attackers."},
	{"502.12", "Rampage", "Keyword: the creature grows for each blocker beyond the first."},
	{"502.12a", "Rampage trigger", "Whenever a creature with rampage N becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first."},
	{"502.14", "Vigilance", "Attacking doesn't cause a creature with vigilance to tap."},
	{"502.17", "Horsemanship", "Keyword: an evasion ability."},
	{"502.17b", "Blocking horsemanship", "A creature with horsemanship can be blocked only by creatures with horsemanship."},
	{"502.18a", "Cycling", "Cycling is an activated ability of a card in a player's hand: paying its cost and discarding the card draws a card. A card cycled is not cast."},
	{"502.21", "Kicker", "Keyword: an additional cost its controller may pay as the spell is played."},
	{"502.21b", "Kicker abilities", "An object with kicker has abilities that apply only if a kicker cost was paid; one with several kicker costs has an ability for each of them."},
	{"502.25", "Fear", "Keyword: an evasion ability."},
	{"502.25b", "Blocking fear", "A creature with fear can be blocked only by artifact creatures and black creatures."},
	{"502.26d", "Turning a face-down permanent face up", "Any time its controller could play an instant, a face-down permanent may be turned face up by paying its morph cost, a special action; it regains its normal characteristics, and its abilities about coming into play don't trigger."},
	{"502.28", "Double strike", "Keyword: the creature deals combat damage in both combat damage steps."},
	{"502.28b", "Double strike damage steps", "If an attacker or blocker has double strike or first strike, creatures without either don't assign damage in the first step; double strikers assign in both."},
	{"502.28c", "Double strike lost between steps", "A creature that loses double strike during the first combat damage step doesn't assign combat damage in the second."},
	{"502.29", "Provoke", "Keyword: a triggered ability when the creature attacks."},
	{"502.29a", "Provoke trigger", "When a creature with provoke attacks, its controller may have a target creature the defending player controls untap and block it this combat if able."},
	{"502.29b", "Several provokes", "Each instance of provoke triggers separately, each with its own target."},
	{"502.38", "Bushido", "Keyword: the creature grows when it blocks or becomes blocked."},
	{"502.38a", "Bushido trigger", "Whenever a creature with bushido N blocks or becomes blocked, it gets +N/+N until end of turn."},
	{"502.41", "Defender", "Keyword: the creature can't attack."},
	{"502.41b", "Defender can't attack", "A creature with defender can't be declared as an attacker."},
	{"418.5h", "A later effect overrides an earlier one", "Effects that give and take away the same ability apply in timestamp order, the later winning: a creature that loses flying until end of turn after an Aura gave it flying has no flying, and one given flying again after that has it."},
	{"501.1", "Evasion", "Evasion abilities restrict what can block an attacking creature; they change only the declare blockers step."},
	{"501.3", "Evasion changed after blocks", "Abilities restricting blocks change only the declare blockers step: a creature that gains or loses an evasion ability after a legal block has been declared doesn't change that block."},
	{"418.3d", "An \"as long as\" duration over before it begins", "An effect of a triggered or activated ability that lasts \"as long as\" something holds does nothing if that stopped holding before the effect would first apply."},
	{"417.1", "One-shot effects", "A one-shot effect does something just once and has no duration: a player sacrifices a permanent, a player loses the game (the walk stops when one player is left), a token is created."},
	{"502.15d", "Phasing out is leaving play", "A permanent that phases out is treated as though it doesn't exist, and its phasing out triggers leaves-play abilities as usual: it leaves combat, the damage on it is removed (502.15e), and the Auras and Equipment attached to it phase out with it (502.15i)."},
}

var catalogIndex = func() map[RuleID]int {
	sort.SliceStable(catalog, func(i, j int) bool { return game.RuleLess(catalog[i].Number, catalog[j].Number) })
	m := make(map[RuleID]int, len(catalog))
	for i, r := range catalog {
		m[r.Number] = i
	}
	return m
}()

// Rules lists every rule the judge can cite, in rule order.
func Rules() []RuleInfo { return append([]RuleInfo(nil), catalog...) }

// LookupRule returns what the judge knows of a rule it can cite.
func LookupRule(n RuleID) (RuleInfo, bool) {
	i, ok := catalogIndex[n]
	if !ok {
		return RuleInfo{}, false
	}
	return catalog[i], true
}
