// Package rules is the rules core of rulesjudge: it judges Magic: The
// Gathering combat under the Comprehensive Rules of October 2006, the
// numbering used before the 2009 rewrite.
//
// It models a board (players and permanents with their current
// characteristics and abilities in card wording), reads each ability through
// package ability (whose ParseKept keeps its readings), and judges a proposed
// action, answering a Judgement: a Verdict, every Violation with the rule it
// breaks, the requirement summary and the Notes that follow.
//
// Implemented:
//   - declaring attackers (CheckAttacks): 308.2a (tapped, not the active
//     player's), 212.3d summoning sickness with haste (502.5b), defender
//     (502.41b), restrictions and requirements (500.1-500.5) including attack
//     caps, "can't attack alone", "unless N other creatures attack",
//     "unless defending player controls", costs to attack (308.2d) and the
//     exemptions of 500.2, bands (308.2b, 502.10b, 502.11b), provoke targets
//     (502.29), vigilance (502.14);
//   - declaring blockers (CheckBlocks): 309.2a (tapped, whose creature blocks
//     whom, how many attackers), evasion (flying 502.4b with "can block as
//     though it had flying", shadow 502.8b, landwalk 502.6b and snow
//     landwalk 502.6c, protection 502.7f, horsemanship 502.17b, fear
//     502.25b, all cumulative: 501.2), the restrictions of 500.3 (can't
//     block, unblockable, by more than one, except by N or more, by a
//     quality, only fliers, caps, alone) and the requirements (blocks each
//     turn if able, Lure, provoke, must be blocked if able), bands (502.10e),
//     and the notes for flanking (502.3a), rampage (502.12a), bushido
//     (502.38a) and unblocked attackers (309.2f);
//   - the requirement solver (package rules/solver), shared by attacks and blocks: an
//     exact branch and bound within one budget of nodes and of work (the
//     work of building its problem counts too), so that every answer
//     depends on the request and the budget only; a deadline or a
//     cancelled context is only a safety net and answers ErrStopped;
//   - combat damage (CheckDamage, ResolveDamage): which creatures assign in
//     the step (502.2b, 502.28b, 310.5), totals (310.2a), recipients (310.2b,
//     310.2c free division, 310.2d), trample (502.9b-e: lethal counts damage
//     already marked and every other creature's assignment in the step,
//     actual toughness only), who divides under banding (502.10h, 502.11c),
//     a legal example for an illegal assignment; then dealing it all at once
//     (310.4) with protection's prevention (502.7e), the prevention statics
//     (419.7: to, by, by [quality], to [quality] creatures, N or less, the
//     Phantoms' and Rock Hydra's counters), the shields of permanents and
//     players (prevention 419.7b, redirection 419.6c, regeneration 419.6b)
//     and the state-based effects 420.5a, 420.5b, 420.5c (replaced by
//     regeneration), 420.5d, 420.5h and 420.5k, checked until none applies
//     (420.3, statebased.go): each check reads the board the last one left
//     again, so a creature a lord kept alive dies in the check after the
//     lord's; declared creatures that changed controller
//     or stopped being creatures are removed from combat (306.2); the
//     regular step may be told which creatures assigned in the first-strike
//     step (502.2b-c, 502.28c-d);
//   - every check and resolution judges the board after the state-based
//     effects that apply before a player gets priority to an Aura attached
//     to a permanent with protection from a quality it has (502.7c, 420.5d:
//     newBoard, statebased.go): it is noted, listed among the state-based
//     effects of a resolution and the first events of a walk, and its
//     effects don't apply. (Other state-based effects of the request's
//     board, such as a creature given with lethal damage, are not applied
//     before a check: the board is taken as a player with priority sees it.)
//   - a whole combat (ResolveCombat, combat*.go): the declarations checked
//     by CheckAttacks and CheckBlocks, then the declare attackers step
//     (308.2c, vigilance 502.14, provoke's untap 502.29a, "whenever ~
//     attacks" 410.2), the declare blockers step (flanking 502.3a, rampage
//     502.12a, bushido 502.38a, "whenever ~ blocks / becomes blocked [by a
//     [quality] creature]" 410.9a-c, bonuses until end of turn written into
//     the power and toughness given), the first-strike and regular damage
//     steps through the damage code above (502.2b, 502.28b), state-based
//     effects after each trigger and step (420.3), combat damage triggers
//     (410.2, 410.7), and end of combat's delayed destroys (404.4, 404.4d).
//     Choices the request leaves open get a documented default, reported.
//     CheckBlocks, CheckDamage and ResolveDamage are this walk stopped at
//     their step (combat_progress.go): the board is the board as combat
//     began, the declare attackers step (and, for damage, the declare
//     blockers step) is walked first by the same code, each trigger it
//     resolved is noted, and BoardAfter says what a board shows already;
//     Trigger effects (triggers_walk.go): "tap that creature" (the creature
//     stays in combat, 306.2b, and still deals and is dealt combat damage:
//     310.2a has no exception for a tapped creature); "~ deals N damage to
//     ..." (not combat damage: recipients found as it resolves, the source
//     as it last existed if gone, 402.6; protection, the prevention statics
//     not limited to combat damage, shields and regeneration, then
//     state-based effects); a discard counted in players[].hand; mana, of
//     which the judge keeps no account; an intervening "if" on the cards in
//     hand, checked again as it resolves (410.8); triggers given in quotes
//     by a lord or an Aura, read as the creature's own; and triggers of a
//     permanent on each creature that attacks, blocks or becomes blocked,
//     once for each (410.6).
//   - caveats (Caveats, caveats.go): which lines of card text the judge did
//     not apply could change an answer, failing closed. Each answer stops
//     at a moment of combat (Stop); a line gets a caveat there unless its
//     words (ability.ExtentOf) show it can't reach it: nothing in play
//     named, the card's own entering or casting, an untap step, a trigger
//     outside combat whose result is on the board given, or a trigger
//     whose event comes after the moment.
//
// Readings where the text leaves room, each pinned by scenarios:
//   - restrictions that count blockers ("by more than one", "N or more")
//     count the creatures that name the attacker, not band-mates blocked
//     through 502.10e;
//   - which creatures strike first is read from their current abilities,
//     unless the request lists the creatures that assigned combat damage in
//     the first-strike step (AssignedFirstStrike); then a creature assigns
//     in the regular step when it is not listed or has double strike now,
//     and a first striker with 0 power in the first step, which assigned
//     nothing there (310.2a), assigns in the regular step (502.2b as the
//     seeds write it);
//   - the effects that modify one damage event apply in a fixed order, the
//     one taken as the affected controller's choice: protection, the
//     statics that prevent all of it, "N or less", the shields as listed,
//     then the statics that remove +1/+1 counters; several sources at once
//     meet a shield in the order their damage was announced (419.7b leaves
//     the choice to the shield's controller: a shield's Source makes it);
//   - the Phantom creatures remove one +1/+1 counter for a step's combat
//     damage, however many sources deal it (310.4: all at once);
//   - damage redirected is a new event at its new recipient, whose
//     protection, statics and shields apply; each redirection shield applies
//     once to the same damage (419.6a);
//   - "must be blocked if able" is one requirement that any creature able
//     to block may obey.
//   - the boosts that depend on the attack (Watchdog's "creatures attacking
//     you get -1/-0", Arcades Sabboth's "as long as it's not attacking")
//     apply once the attack is declared, as "Attacking creatures get
//     +1/+0." does: in block checks, damage steps and the walk, not in an
//     attack check (conditions.go);
//   - a fact of a permanent's history (entered_this_turn,
//     attacked_last_turn) is asked for only where its line could change a
//     verdict: "can attack as though it had haste" of a creature that came
//     under its controller's control this turn (212.3d), "can't attack" of
//     the active player's creatures (308.2a);
//   - a destruction by a trigger ("destroy that creature", deathtouch as
//     this edition printed it) is replaced by a regeneration shield
//     (419.6b) unless the trigger says it can't be regenerated; bushido X
//     counts the attacking creatures as it resolves (502.38a).
//
// How a creature entered play (entering.go): the kicker costs it was kicked
// with (502.21b, d), the option it became as it came into play (418.5b),
// and power and toughness its own line counts (418.5a: a
// characteristic-setting ability, counted when the request leaves the
// value out, once the effects on abilities apply). A combat walk counts it
// again each time it reads the board, also when the request gives the
// value (then kept as what it adds to the count on the board as given),
// and an effect until end of turn adds to it (rebaseCounts, onCountFrom).
//
// Indestructible (printed since 2004, not defined in the seeds) keeps a
// creature with lethal damage from being destroyed (420.5c), and resolve
// says so among the state-based events.
//
// Shroud (not defined in the seeds) limits targets only: the one target a
// checked combat chooses is provoke's, and a provoke naming a creature with
// shroud is illegal, citing 410.4 (a triggered ability's targets, chosen as
// for an activated ability, 409.1c), with no requirement on it. Phasing
// acts in the untap step only (502.15b); a permanent that phased in may
// attack as though it had haste (502.15m), which the request says
// (phased_in) for a summoning-sick creature with phasing (auras.go).
// Type-changing statics apply before abilities (418.5a's fourth layer), all
// of a type change's parts with it (418.5b). What an Aura gives "as long as
// it's attacking" or "blocking" waits for the declaration; "Otherwise"
// (Tahngarth's Rage) holds until the creature is declared an attacker, so
// an attack check reads the creature as not attacking, as it does for
// "Attacking creatures get +1/+0".
//
// Text given to a creature (granted.go): "~ is [color]" sets its colors
// before abilities are given and power and toughness change (418.5a), only
// under a condition that reads no permanent; a quoted ability is read as
// its own line would be (502.23a), an activated one changing nothing; a
// line that works from a graveyard (Valor) changes nothing on a permanent
// in play (402.8), and a walk in which such a permanent leaves play before
// a combat damage step is refused; Escaped Shapeshifter's keywords are
// decided once the abilities layer is done (418.5c), and a board where a
// protection of an opponent's creature speaks of colors other than as one
// color is refused.
//
// Snowblind (snow_counts.go): its -X/-Y applies after every other change of
// the creature's power and toughness, those in the toughness given
// included, since its Y reads the toughness and so depends on them (418.5c,
// 418.5d); X counts the defending player's snow lands once the creature
// attacks (block checks, damage, the walk), its controller's before. A
// board on which Y can't be told (counters when the cap binds, a toughness
// below 1, a boost whose subject reads power or toughness) is refused.
//
// Not modelled: effects that change power or toughness during combat
// (clients send current values) other than the combat triggers the walk
// applies, prevention statics with a condition or a count the judge can't
// read (they are refused or ignored), damage that "can't be prevented".
//
// Reading of 500.5. When the judge asks whether a declaration could obey
// more requirements, each creature may keep its proposed choice, not attack
// (or block), or take an option that satisfies a requirement on it; options
// that satisfy no requirement on a creature are not considered. So the
// "maximum" reported is relative to the proposal, as the seeds' own example
// of 500.5 requires (blocking with both creatures and with neither are both
// legal).
//
// Requirements are counted per creature: "All creatures attack each turn if
// able" with three creatures is three requirements. Creatures exempt under
// 500.2 (tapped, or able to attack only by paying a cost) carry none.
//
// Requirements that hold only under the declaration (require.go: Viashino
// Bey, Ekundu Cyclops, War's Toll, Magnetic Web) are counted each under its
// own condition: a declaration that does not meet a requirement's condition
// neither obeys nor breaks it. Such a requirement conflicts with a proposal
// (500.4) only when it is in force for the proposal and not followed, and a
// declaration breaking no restriction obeys it and more requirements in
// all; so two Ekundu Cyclopes may both stay home, though both attacking
// would obey two. The solver counts a conditional requirement through a
// variable of its own (obeyed: its creature attacks and a creature of the
// condition does), and, when some requirement is not in force for the
// proposal, looks only for declarations that obey one the proposal leaves
// unfollowed. "Must be blocked by exactly one creature if able" (Nacatl
// War-Pride) is one requirement any creature able to block may obey,
// obeyed only when exactly one creature blocks it (or its band).
//
// Costs of a creature's own (require.go): {N} per +1/+1 counter on it to
// attack or block (Phyrexian Marauder, Myr Prototype), lands to sacrifice
// to attack, of the kind named (Exalted Dragon, Leviathan: the lands
// sacrificed are shared out among the kinds asked for), {N} for each
// attacker of a quality it blocks (Hipparion), {N} for each card in the
// hand of the controller of the permanent the line is on (Cowed by
// Wisdom: the Aura's). Ensnaring Bridge's restriction reads its
// controller's hand too; both ask for players[].hand.
//
// Requirement figures (500.4, 500.5): Obeyed and Maximum count only
// declarations that break no restriction; a proposal that breaks one has
// BreaksRestriction set and no Obeyed of its own, so Obeyed <= Maximum.
//
// Numbers: life, power and toughness lie in -MaxNumber..MaxNumber, marked
// damage, poison and damage amounts in 0..MaxNumber, numbers in ability
// texts in 0..1,000; beyond them the input is refused, so no sum wraps.
//
// Determinism: the same input gives the same Judgement. Violations and notes
// are sorted by rule number, then by the objects they name, then by message,
// and the solver breaks ties in a fixed order.
//
// Layout, bottom up: each package imports only those below it
// (rules/deps_test.go holds it).
//   - rules/game: the game's words (objects, players, permanents, the
//     board, declarations, rule numbers, findings);
//   - rules/bounded: the bounded cache of readings;
//   - rules/ability: the ability language, card text to typed readings;
//   - rules/solver: the search for the declaration that obeys the most
//     requirements;
//   - rules/trick: which activated abilities and instants the judge
//     applies as combat tricks, their costs and timing restrictions;
//   - rules/state: the board read from a request, its characteristics
//     derived by layer (418.5a) with every continuous effect, the
//     qualities and conditions its lines test, the Auras it sheds;
//   - rules/declare: attack and block legality, restrictions and
//     requirements (500), the budget of work;
//   - rules/damage: combat damage (assignment checks, dealing one step
//     with prevention, redirection and regeneration, state-based effects);
//   - rules/walk: the combat walked step by step, its events, triggers,
//     tricks and the state-based loop; CheckAttacks, CheckBlocks,
//     CheckDamage, ResolveDamage and ResolveCombat are this walk stopped at
//     their step;
//   - rules (this package): the one door the edge calls: the game's words
//     and the entry points again (door.go, game.go), the catalogue of rules
//     cited (catalog.go, rulestext.go), the caveats of ignored lines
//     (caveats.go), what the edge asks of a card's line (card_lines.go).
//
// The core imports only the standard library; a test keeps it so.
package rules
