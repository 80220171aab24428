package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"

	"rulesjudge/rules"
)

// The wire types below are the public JSON contract (see CONTRACT.md). Their
// field names are fixed; the rules package knows nothing of them.
//
// The OpenAPI document (openapi/gen) takes every field as required unless
// its json tag says omitempty or its binding tag says optional: binding:
// "optional" marks a request field a client may leave out (the validator
// reads only validate tags), so that generated clients type answers
// exactly and requests leniently. extensions:"x-nullable" marks a pointer
// an answer may write as null.
//
// Validation is the core's (rules reports every field at fault, by its
// path): the only validate tag left is the board a request must have,
// which the core cannot see missing.

// Board is the game position sent by the client.
type Board struct {
	ActivePlayer string      `json:"active_player" example:"alice"`
	Players      []Player    `json:"players"`
	Permanents   []Permanent `json:"permanents" binding:"optional"`

	// held is the buffer Permanents is a part of, and heldCards the one
	// their cards given by name are in, when they were taken from a pool
	// (release).
	held      *[]Permanent
	heldCards *[]ScryfallCard
}

// Player is one player of the game.
type Player struct {
	ID     string `json:"id" example:"alice"`
	Life   int    `json:"life" binding:"optional" example:"20"`
	Poison int    `json:"poison" binding:"optional" example:"0"`
	// Graveyard is how many cards are in the player's graveyard; cards with
	// threshold read it (a 422 asks for it when one is on the board).
	Graveyard *int `json:"graveyard,omitempty" example:"7"`
	// Shields are prevention and redirection shields set up this turn on
	// the player ("prevent the next 3 damage that would be dealt to you").
	Shields []Shield `json:"shields,omitempty"`
	// Hand is how many cards are in the player's hand (hellbent, "as long
	// as you have four or more cards in hand"); CreatureSpellsCast is how
	// many creature spells the player cast this turn ("~ can't attack
	// unless you've cast a creature spell this turn"). A 422 asks for
	// them when a written ability needs them.
	Hand               *int `json:"hand,omitempty" example:"0"`
	CreatureSpellsCast *int `json:"creature_spells_cast,omitempty" example:"1"`
	// CastOrPlayedLastTurn is whether the player cast a spell or put a
	// nontoken permanent into play during his or her last turn (Arboria:
	// "Creatures can't attack a player unless that player cast a spell or
	// put a nontoken permanent into play during his or her last turn"). A
	// 422 asks for it when such a line is written.
	CastOrPlayedLastTurn *bool `json:"cast_or_played_last_turn,omitempty" example:"true"`
	// SkippedDraw is whether the player skipped the draw of their last
	// draw step with Island Sanctuary ("If you do, until your next turn,
	// you can't be attacked except by creatures with flying and/or
	// islandwalk"). A 422 asks for it when such a line is written on a
	// permanent of a player who may be attacked.
	SkippedDraw *bool `json:"skipped_draw,omitempty" example:"true"`
}

// Shield is a prevention, redirection or regeneration shield set up this
// turn on a permanent or player.
type Shield struct {
	// Kind: "prevent" (the next amount damage that would be dealt to it
	// this turn is prevented, 419.7b), "redirect" (the next amount damage
	// is dealt to `to` instead, 419.6c) or "regenerate" (the next time it
	// would be destroyed this turn, it is instead tapped, all its damage
	// removed, and removed from combat, 419.6b; permanents only). Shields
	// apply in the order listed.
	Kind string `json:"kind" enums:"prevent,redirect,regenerate" example:"prevent"`
	// Amount is the damage a prevention or redirection shield still
	// takes; left out for regeneration.
	Amount int `json:"amount,omitempty" example:"1"`
	// To is the creature or player a redirection shield deals the damage
	// to instead.
	To string `json:"to,omitempty" example:""`
	// Source, when given, limits a prevention or redirection shield to the
	// damage of that permanent ("a source of your choice").
	Source string `json:"source,omitempty" example:""`
	// NextTime, for a prevention or redirection shield with a source,
	// says it takes all the damage that source would deal the next time it
	// would deal damage to the creature or player, and is then used up
	// ("The next time a red source of your choice would deal damage to you
	// this turn, prevent that damage.", 419.7; "..., that damage is dealt
	// to ~ instead", 419.6c); amount is then left out.
	NextTime bool `json:"next_time,omitempty" example:"false"`
}

// Permanent is one permanent in play with its current characteristics.
type Permanent struct {
	ID            string   `json:"id" example:"bear"`
	Name          string   `json:"name" binding:"optional" example:"Grizzly Bears"`
	Controller    string   `json:"controller" example:"alice"`
	Types         []string `json:"types" binding:"optional" example:"Creature"`
	Supertypes    []string `json:"supertypes" binding:"optional" example:"Legendary"`
	Subtypes      []string `json:"subtypes" binding:"optional" example:"Bear"`
	Colors        []string `json:"colors" binding:"optional" example:"Green"`
	Power         *int     `json:"power" extensions:"x-nullable" binding:"optional" example:"2"`
	Toughness     *int     `json:"toughness" extensions:"x-nullable" binding:"optional" example:"2"`
	Damage        int      `json:"damage" binding:"optional" example:"0"`
	Tapped        bool     `json:"tapped" binding:"optional" example:"false"`
	SummoningSick bool     `json:"summoning_sick" binding:"optional" example:"false"`
	// Abilities written on a permanent given as a card are added to the
	// card's (an ability granted by another effect).
	Abilities []string `json:"abilities" binding:"optional" example:"Flying"`
	// AttachedTo is the id of the permanent an Aura or Equipment is
	// attached to; its "enchanted creature" / "equipped creature" abilities
	// apply to that permanent.
	AttachedTo string `json:"attached_to,omitempty" example:"bear"`
	// Counters maps a kind of counter to how many the permanent has:
	// {"+1/+1": 2, "-1/-1": 1}. Power and toughness are given before
	// counters and before the effects of the board's permanents; the judge
	// applies both.
	Counters map[string]int `json:"counters,omitempty"`
	// Kicked says whether the permanent's kicker was paid when it was cast
	// ("If ~ was kicked, it enters the battlefield with ... and with
	// flying."); the counters it entered with are written in counters.
	Kicked *bool `json:"kicked,omitempty" example:"true"`
	// KickersPaid lists the kicker costs paid, each as the card prints it
	// after "Kicker", for a card with two kickers ("If ~ was kicked with
	// its {R} kicker, it enters the battlefield with a +1/+1 counter on it
	// and with first strike."): the line names a kicker cost as the card
	// lists it, not the mana spent (502.21d). The counters it entered with
	// are written in counters.
	KickersPaid []string `json:"kickers_paid,omitempty" example:"{R}"`
	// Chosen is the color or type chosen as the permanent came into play
	// (Teferi's Moat: "blue"; Cover of Darkness: "Goblin"; Traveler's
	// Cloak: "Island"), for its lines that speak of "the chosen color" or
	// "the chosen type"; or the option it became as it came into play, by
	// its power and toughness (Primal Clay: "2/2", the 2/2 with flying) or
	// by the coin's side (Molten Sentry: "heads").
	Chosen string `json:"chosen,omitempty" example:"blue"`
	// EffectIgnored says whether the cost to ignore this permanent's
	// effect until end of turn was paid this turn (Volrath's Curse, Lost
	// in Thought: "... may sacrifice a permanent for that player to ignore
	// this effect until end of turn").
	EffectIgnored *bool `json:"effect_ignored,omitempty" example:"false"`
	// PhasedIn says whether the permanent phased in this turn: it may
	// attack as though it had haste (502.15m). Asked for a summoning-sick
	// creature with phasing of the active player.
	PhasedIn *bool `json:"phased_in,omitempty" example:"true"`
	// EnteredThisTurn says whether the permanent entered the battlefield
	// this turn (Chaos Lord: "can attack as though it had haste unless it
	// entered the battlefield this turn"); true needs summoning_sick true.
	EnteredThisTurn *bool `json:"entered_this_turn,omitempty" example:"false"`
	// AttackedLastTurn says whether the creature attacked during its
	// controller's last turn (Giant Turtle, Halls of Mist).
	AttackedLastTurn *bool `json:"attacked_last_turn,omitempty" example:"true"`
	// Owner is the player who owns the permanent, when it is not its
	// controller (a creature under Control Magic): a card put into a
	// graveyard or a hand goes to its owner's. Left out: its controller.
	Owner string `json:"owner,omitempty" example:"bob"`
	// Token says the permanent is a token, not a card: put into a
	// graveyard, it ceases to exist and adds nothing to the count of
	// players[].graveyard.
	Token bool `json:"token,omitempty" example:"false"`
	// Card is the permanent's card: a Scryfall card object, or a card name
	// (a string) when the server has a card file. Its name, types, colors,
	// printed power and toughness and abilities fill in every field the
	// permanent does not write itself (cardreading.go).
	Card *ScryfallCard `json:"card,omitempty"`
	// Face is the face in play, by name, for a card with several faces
	// (split, flip, double-faced); left out, the first.
	Face string `json:"face,omitempty" example:""`
	// Shields are the prevention, redirection and regeneration shields set
	// up this turn on the permanent, in the order they apply.
	Shields []Shield `json:"shields,omitempty"`
}

// Attacker is one creature in a declaration of attackers.
type Attacker struct {
	Creature string  `json:"creature" example:"bear"`
	Band     string  `json:"band,omitempty" example:"b1"`
	Player   string  `json:"player,omitempty" example:"bob"`
	Provoke  Targets `json:"provoke,omitempty" example:"wall"`
}

// Blocker is one creature in a declaration of blockers.
type Blocker struct {
	Creature string   `json:"creature" example:"wall"`
	Blocking []string `json:"blocking" binding:"optional" example:"bear"`
}

// Targets is the provoke target of an attacker: one id, or a list of ids,
// one per instance of provoke. It is always written as a list.
type Targets []string

var errTargets = errors.New("must be a string or an array of strings")

// UnmarshalJSON accepts a string or an array of strings.
func (t *Targets) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case bytes.Equal(data, []byte("null")):
		*t = nil
		return nil
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return errTargets
		}
		*t = Targets{s}
		return nil
	}
	var list []string
	if err := json.Unmarshal(data, &list); err != nil {
		return errTargets
	}
	*t = list
	return nil
}

// AttackCheckRequest is the body of POST /v1/attacks/check.
type AttackCheckRequest struct {
	Board     *Board     `json:"board" validate:"required"`
	Attackers []Attacker `json:"attackers" binding:"optional"`
	// CostsPaid is the mana the active player pays for the costs to attack
	// (Propaganda, Ghostly Prison: 308.2d); left out, the answer notes what
	// must be paid, and a payment that is not the total is illegal.
	CostsPaid *int `json:"costs_paid,omitempty" example:"4"`
	// Sacrificed lists the ids of the permanents sacrificed for the costs
	// to attack (Flooded Woodlands: a land for each green attacker; 308.2d);
	// left out, the answer notes what must be sacrificed, and a list that
	// is not exactly what the costs ask for is illegal.
	Sacrificed []string `json:"sacrificed,omitempty" binding:"optional" example:"forest"`
	// Tricks are the activated abilities and instants used before the
	// declaration judged (at beginning_of_combat), in the order they are used: it is judged
	// on the board they made (tricks.go).
	Tricks []Trick `json:"tricks,omitempty" binding:"optional"`
	// tricks are Tricks for the judge (lookUpTricks).
	tricks []rules.Trick
	// Resolved are the upkeep triggers whose effect lasts into combat
	// that resolved before it (resolved.go): given before the beginning of
	// combat, before the step judged, as /v1/combat/resolve gives them.
	Resolved []ResolvedTrigger `json:"resolved,omitempty" binding:"optional"`
	// resolvedLines are, by entry of Resolved, the line of its card it
	// names (takeResolvedLines).
	resolvedLines []string
}

// BlockCheckRequest is the body of POST /v1/blocks/check: the attack as
// declared and the proposed blockers.
type BlockCheckRequest struct {
	Board     *Board     `json:"board" validate:"required"`
	Attackers []Attacker `json:"attackers" binding:"optional"`
	Blockers  []Blocker  `json:"blockers" binding:"optional"`
	// CostsPaid is the mana the defending player pays for the costs to
	// block (Awesome Presence: 309.2b); LifePaid is the life paid for them
	// (Heat Wave). Left out, the answer notes what must be paid; a payment
	// that is not the total is illegal.
	CostsPaid *int `json:"costs_paid,omitempty" example:"3"`
	LifePaid  *int `json:"life_paid,omitempty" example:"1"`
	// BoardAfter is the point of the combat the board already shows.
	// Left out or "beginning_of_combat": the board as combat began, and
	// the declare attackers step (provoke's untap, "whenever ~ attacks"
	// triggers) is walked before the blockers are judged;
	// "declare_attackers": the board shows that step's triggers resolved
	// already, and is judged as it is.
	BoardAfter string `json:"board_after,omitempty" enums:"beginning_of_combat,declare_attackers" example:"declare_attackers"`
	// Tricks are the activated abilities and instants used before the
	// declaration judged (at beginning_of_combat or declare_attackers), in the order they are used: it is judged
	// on the board they made (tricks.go).
	Tricks []Trick `json:"tricks,omitempty" binding:"optional"`
	// tricks are Tricks for the judge (lookUpTricks).
	tricks []rules.Trick
	// Resolved are the upkeep triggers whose effect lasts into combat
	// that resolved before it (resolved.go): given before the beginning of
	// combat, before the step judged, as /v1/combat/resolve gives them.
	Resolved []ResolvedTrigger `json:"resolved,omitempty" binding:"optional"`
	// resolvedLines are, by entry of Resolved, the line of its card it
	// names (takeResolvedLines).
	resolvedLines []string
}

// declaration converts the request to the rules' declaration of blockers.
func (req *BlockCheckRequest) declaration() rules.BlockDeclaration {
	return rules.BlockDeclaration{
		Board:     req.Board.toRules(),
		Attackers: attackersToRules(req.Attackers),
		Blockers:  blockersToRules(req.Blockers),
		CostsPaid: req.CostsPaid,
		LifePaid:  req.LifePaid,
		// BoardAfter is checked by the rules, which name /board_after.
		BoardAfter: rules.Step(req.BoardAfter),
		Tricks:     req.tricks,
		Resolved:   resolvedToRules(req.Resolved, req.resolvedLines),
	}
}

func blockersToRules(in []Blocker) []rules.Blocker {
	var out []rules.Blocker
	if len(in) > 0 {
		out = make([]rules.Blocker, 0, len(in))
	}
	ids := idsSlab(in, func(b Blocker) []string { return b.Blocking })
	for _, b := range in {
		out = append(out, rules.Blocker{Creature: rules.PermanentID(b.Creature), Blocking: ids.next(b.Blocking)})
	}
	return out
}

// DamageCheckRequest is the body of POST /v1/damage/check and
// /v1/damage/resolve: one combat damage step's assignment.
type DamageCheckRequest struct {
	Board             *Board       `json:"board" validate:"required"`
	Attackers         []Attacker   `json:"attackers" binding:"optional"`
	Blockers          []Blocker    `json:"blockers" binding:"optional"`
	RemovedFromCombat []string     `json:"removed_from_combat" binding:"optional" example:"wall"`
	Step              string       `json:"step" binding:"optional" enums:"first_strike,regular" example:"regular"`
	Assignments       []Assignment `json:"assignments" binding:"optional"`
	// AssignedFirstStrikeDamage lists, for the regular step of a combat that
	// had a first-strike step, the creatures that assigned combat damage in
	// that step. Given (even []), a creature assigns in the regular step
	// exactly when it did not assign then or has double strike now (502.2b,
	// 502.2c, 502.28c-d); left out, which creatures assign is read from
	// their first strike and double strike now.
	AssignedFirstStrikeDamage []string `json:"assigned_first_strike_damage,omitempty" example:"knight"`
	// BoardAfter is the point of the combat the board already shows, so
	// that the judge does nothing twice. Left out or "beginning_of_combat":
	// the board as combat began; the declare attackers and declare blockers
	// steps (their triggers: "whenever ~ attacks", provoke, flanking,
	// rampage, bushido, "blocks" and "becomes blocked") are walked before
	// the step is judged. "declare_attackers": the board shows the first
	// already; "declare_blockers": both. "first_strike": the board the
	// first-strike combat damage step left (what /v1/damage/resolve answers
	// for it), the only board, and the default, for the regular step of a
	// combat that had a first-strike step.
	BoardAfter string `json:"board_after,omitempty" enums:"beginning_of_combat,declare_attackers,declare_blockers,first_strike" example:"declare_blockers"`
	// Tricks are the activated abilities and instants used before the
	// declaration judged (up to declare_blockers, and at first_strike for the regular step after one), in the order they are used: it is judged
	// on the board they made (tricks.go).
	Tricks []Trick `json:"tricks,omitempty" binding:"optional"`
	// tricks are Tricks for the judge (lookUpTricks).
	tricks []rules.Trick
	// Resolved are the upkeep triggers whose effect lasts into combat
	// that resolved before it (resolved.go): given before the beginning of
	// combat, before the step judged, as /v1/combat/resolve gives them.
	Resolved []ResolvedTrigger `json:"resolved,omitempty" binding:"optional"`
	// resolvedLines are, by entry of Resolved, the line of its card it
	// names (takeResolvedLines).
	resolvedLines []string
}

// Assignment is how one creature assigns its combat damage.
type Assignment struct {
	Source     string        `json:"source" example:"bear"`
	AssignedBy string        `json:"assigned_by,omitempty" example:"alice"`
	Damage     []DamageShare `json:"damage" binding:"optional"`
}

// DamageShare is part of a creature's combat damage to one recipient.
type DamageShare struct {
	To     string `json:"to" example:"wall"`
	Amount int    `json:"amount" binding:"optional" example:"2"`
}

// declaration converts the request to the rules' damage declaration.
func (req *DamageCheckRequest) declaration() rules.DamageDeclaration {
	d := rules.DamageDeclaration{
		Board:             req.Board.toRules(),
		Attackers:         attackersToRules(req.Attackers),
		Blockers:          blockersToRules(req.Blockers),
		RemovedFromCombat: idsToRules(req.RemovedFromCombat),
		Step:              rules.Step(req.Step),
		// nil when not given, [] when none assigned: the two differ.
		AssignedFirstStrike: idsToRules(req.AssignedFirstStrikeDamage),
		Assignments:         assignmentsToRules(req.Assignments),
		// BoardAfter is checked by the rules, which name /board_after.
		BoardAfter: rules.Step(req.BoardAfter),
		Tricks:     req.tricks,
		Resolved:   resolvedToRules(req.Resolved, req.resolvedLines),
	}
	return d
}

// assignmentsToRules converts combat damage assignments; nil stays nil.
func assignmentsToRules(in []Assignment) []rules.Assignment {
	if in == nil {
		return nil
	}
	out := make([]rules.Assignment, 0, len(in))
	for _, a := range in {
		ra := rules.Assignment{Source: rules.PermanentID(a.Source), AssignedBy: rules.PlayerID(a.AssignedBy)}
		for _, s := range a.Damage {
			ra.Damage = append(ra.Damage, rules.DamageShare{To: rules.ObjectID(s.To), Amount: s.Amount})
		}
		out = append(out, ra)
	}
	return out
}

func assignmentsFromRules(in []rules.Assignment) []Assignment {
	out := make([]Assignment, 0, len(in))
	for _, a := range in {
		wa := Assignment{Source: string(a.Source), AssignedBy: string(a.AssignedBy), Damage: []DamageShare{}}
		for _, s := range a.Damage {
			wa.Damage = append(wa.Damage, DamageShare{To: string(s.To), Amount: s.Amount})
		}
		out = append(out, wa)
	}
	return out
}

// ResolveResponse is the answer of POST /v1/damage/resolve: the verdict and,
// when the assignment was legal, what happened.
type ResolveResponse struct {
	CheckResponse
	Dealt      []Dealt           `json:"dealt"`
	StateBased []StateBasedEvent `json:"state_based"`
	// Board is the board after damage and state-based effects; absent when
	// the assignment was illegal.
	Board *Board `json:"board,omitempty"`
	// RemovedFromCombat lists the creatures this step removed from combat
	// (a creature that regenerated, 419.6b); [] when none.
	RemovedFromCombat []string `json:"removed_from_combat"`
}

// Dealt is the combat damage one source dealt to one recipient.
type Dealt struct {
	Source    string `json:"source" example:"wurm"`
	To        string `json:"to" example:"knight"`
	Amount    int    `json:"amount" example:"0"`
	Prevented int    `json:"prevented" example:"2"`
	Rule      string `json:"rule,omitempty" example:"502.7e"`
	// Redirected is how much a redirection shield dealt to another
	// creature or player instead; that damage has its own entry, whose
	// redirected_from names this recipient (419.6c).
	Redirected     int    `json:"redirected,omitempty" example:"0"`
	RedirectedFrom string `json:"redirected_from,omitempty" example:""`
	// Replaced is how much a replacement effect changing the amount added
	// to the damage before prevention (Anthem of Rakdos doubles it), or took
	// away when negative (Ghosts of the Innocent halves it): 419.6.
	Replaced int `json:"replaced,omitempty" example:"0"`
}

// StateBasedEvent is one state-based effect that applied.
type StateBasedEvent struct {
	Rule   string `json:"rule" example:"420.5c"`
	Object string `json:"object,omitempty" example:"wall"`
	Player string `json:"player,omitempty" example:""`
	Event  string `json:"event" example:"destroyed"`
}

func resolutionFromRules(r rules.Resolution, decisionID string) ResolveResponse {
	resp := ResolveResponse{CheckResponse: responseFromRules(r.Judgement, exampleAssignments, decisionID), Dealt: []Dealt{}, StateBased: []StateBasedEvent{},
		RemovedFromCombat: idsFromRules(r.RemovedFromCombat)}
	for _, d := range r.Dealt {
		resp.Dealt = append(resp.Dealt, Dealt{Source: string(d.Source), To: string(d.To), Amount: d.Amount, Prevented: d.Prevented, Rule: string(d.Rule),
			Redirected: d.Redirected, RedirectedFrom: string(d.RedirectedFrom), Replaced: d.Replaced})
	}
	for _, e := range r.StateBased {
		resp.StateBased = append(resp.StateBased, StateBasedEvent{Rule: string(e.Rule), Object: string(e.Object), Player: string(e.Player), Event: e.Event})
	}
	if r.Board != nil {
		resp.Board = boardFromRules(*r.Board)
	}
	return resp
}

// orEmpty writes a missing list as [] rather than null.
func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func boardFromRules(b rules.Board) *Board {
	out := &Board{ActivePlayer: string(b.ActivePlayer), Players: make([]Player, 0, len(b.Players)), Permanents: make([]Permanent, 0, len(b.Permanents))}
	for _, p := range b.Players {
		out.Players = append(out.Players, Player{ID: string(p.ID), Life: p.Life, Poison: p.Poison, Graveyard: p.Graveyard,
			Hand: p.Hand, CreatureSpellsCast: p.CreatureSpellsCast, CastOrPlayedLastTurn: p.CastOrPlayedLastTurn, SkippedDraw: p.SkippedDraw, Shields: shieldsFromRules(p.Shields)})
	}
	for _, p := range b.Permanents {
		out.Permanents = append(out.Permanents, Permanent{
			ID: string(p.ID), Name: p.Name, Controller: string(p.Controller),
			Types: orEmpty(p.Types), Supertypes: orEmpty(p.Supertypes), Subtypes: orEmpty(p.Subtypes), Colors: orEmpty(p.Colors),
			Power: p.Power, Toughness: p.Toughness, Damage: p.Damage, Tapped: p.Tapped,
			SummoningSick: p.SummoningSick, Abilities: orEmpty(p.Abilities),
			AttachedTo: string(p.AttachedTo), Counters: p.Counters, Shields: shieldsFromRules(p.Shields), Kicked: p.Kicked, Chosen: p.Chosen,
			EffectIgnored: p.EffectIgnored, PhasedIn: p.PhasedIn,
			EnteredThisTurn: p.EnteredThisTurn, AttackedLastTurn: p.AttackedLastTurn,
			KickersPaid: p.KickersPaid, Owner: string(p.Owner), Token: p.Token,
		})
	}
	return out
}

// CheckResponse is the verdict of a check. Violations and notes are always
// lists, empty when there are none.
type CheckResponse struct {
	Verdict      string        `json:"verdict" enums:"legal,illegal,indeterminate" example:"illegal"`
	Violations   []Violation   `json:"violations"`
	Requirements *Requirements `json:"requirements,omitempty"`
	Notes        []Violation   `json:"notes"`
	// Example is, for an illegal combat damage assignment, a legal one.
	Example *Declaration `json:"example,omitempty"`
	// Ignored lists the lines of the oracle text of permanents given as
	// cards that the judge did not take into account; [] when none.
	Ignored []Ignored `json:"ignored"`
	// Caveats are the ignored lines that could change this answer (a
	// static line or keyword about combat; on a resolve, a trigger about
	// damage); left out when none could.
	Caveats    []Caveat `json:"caveats,omitempty"`
	DecisionID string   `json:"decision_id" example:"e0f2e75231f8d12b476fa524a53a641d"`
	// Derived lists the permanents whose characteristics the board's
	// effects (another permanent's statics, an Aura, Equipment) or their
	// counters changed, as the judge used them; left out when none did.
	Derived []DerivedPermanent `json:"derived,omitempty"`
	// of is the declaration the check judged (caveats.go: which ignored
	// triggers could have resolved before it).
	of exampleKind
}

// DerivedPermanent is a permanent's characteristics once the board's
// effects and its counters apply, and where each change came from.
type DerivedPermanent struct {
	ID        string `json:"id" example:"bear"`
	Power     *int   `json:"power,omitempty" example:"4"`
	Toughness *int   `json:"toughness,omitempty" example:"4"`
	// Abilities are the abilities given by another permanent, Lost those
	// taken away, each with that permanent's id.
	Abilities []DerivedAbility `json:"abilities,omitempty"`
	Lost      []DerivedAbility `json:"lost,omitempty"`
	// Changes says where each change of power and toughness came from.
	Changes []string `json:"changes,omitempty" example:"+2/+2: Giant Might"`
}

// DerivedAbility is an ability given or taken away, and by which permanent.
type DerivedAbility struct {
	Text string `json:"text" example:"flying"`
	From string `json:"from" example:"wings"`
}

// Violation is one reason an action is illegal. Notes share its shape.
type Violation struct {
	Rule    string   `json:"rule" example:"502.4b"`
	Objects []string `json:"objects" example:"wall,angel"`
	Message string   `json:"message" example:"Wall of Wood can't block Serra Angel: Serra Angel has flying and Wall of Wood has not."`
}

// Requirements says how many requirements a proposal obeys, the most that
// can be obeyed, and a declaration that reaches it. Both figures count
// declarations that break no restriction: obeyed is left out when the
// proposal breaks one (it is then no such declaration), and otherwise
// obeyed <= maximum.
type Requirements struct {
	// Obeyed is how many requirements the proposal obeys; left out when the
	// proposal breaks a restriction.
	Obeyed    *int         `json:"obeyed,omitempty" example:"0"`
	Maximum   int          `json:"maximum" example:"1"`
	Example   *Declaration `json:"example,omitempty"`
	Undecided []string     `json:"undecided,omitempty" example:"bear"`
}

// Declaration is an example declaration: attackers for an attack check,
// blockers for a block check. An empty declaration is written as [].
type Declaration struct {
	Attackers   []Attacker   `json:"attackers,omitzero" binding:"optional"`
	Blockers    []Blocker    `json:"blockers,omitzero" binding:"optional"`
	Assignments []Assignment `json:"assignments,omitzero" binding:"optional"`
}

// declaration converts the request to the rules' declaration of attackers.
func (req *AttackCheckRequest) declaration() rules.AttackDeclaration {
	return rules.AttackDeclaration{
		Board:      req.Board.toRules(),
		Attackers:  attackersToRules(req.Attackers),
		CostsPaid:  req.CostsPaid,
		Sacrificed: idsToRules(req.Sacrificed),
		Tricks:     req.tricks,
		Resolved:   resolvedToRules(req.Resolved, req.resolvedLines),
	}
}

func (b *Board) toRules() rules.Board {
	out := rules.Board{ActivePlayer: rules.PlayerID(b.ActivePlayer)}
	if len(b.Players) > 0 { // nil when there are none, as before
		out.Players = make([]rules.Player, 0, len(b.Players))
	}
	if len(b.Permanents) > 0 {
		out.Permanents = make([]rules.Permanent, 0, len(b.Permanents))
	}
	for _, p := range b.Players {
		out.Players = append(out.Players, rules.Player{
			ID:                   rules.PlayerID(p.ID),
			Life:                 p.Life,
			Poison:               p.Poison,
			Graveyard:            p.Graveyard,
			Hand:                 p.Hand,
			CreatureSpellsCast:   p.CreatureSpellsCast,
			CastOrPlayedLastTurn: p.CastOrPlayedLastTurn,
			SkippedDraw:          p.SkippedDraw,
			Shields:              shieldsToRules(p.Shields),
		})
	}
	for i := range b.Permanents {
		p := &b.Permanents[i] // not a copy of its some 350 bytes
		out.Permanents = append(out.Permanents, rules.Permanent{
			ID:               rules.PermanentID(p.ID),
			Name:             p.Name,
			Controller:       rules.PlayerID(p.Controller),
			Types:            p.Types,
			Supertypes:       p.Supertypes,
			Subtypes:         p.Subtypes,
			Colors:           p.Colors,
			Power:            p.Power,
			Toughness:        p.Toughness,
			Damage:           p.Damage,
			Tapped:           p.Tapped,
			SummoningSick:    p.SummoningSick,
			Abilities:        p.Abilities,
			AttachedTo:       rules.PermanentID(p.AttachedTo),
			Counters:         p.Counters,
			Shields:          shieldsToRules(p.Shields),
			Kicked:           p.Kicked,
			Chosen:           p.Chosen,
			EnteredThisTurn:  p.EnteredThisTurn,
			AttackedLastTurn: p.AttackedLastTurn,
			EffectIgnored:    p.EffectIgnored,
			PhasedIn:         p.PhasedIn,
			KickersPaid:      p.KickersPaid,
			Owner:            rules.PlayerID(p.Owner),
			Token:            p.Token,
		})
	}
	return out
}

func attackersToRules(in []Attacker) []rules.Attacker {
	var out []rules.Attacker
	if len(in) > 0 {
		out = make([]rules.Attacker, 0, len(in))
	}
	ids := idsSlab(in, func(a Attacker) []string { return a.Provoke })
	for _, a := range in {
		out = append(out, rules.Attacker{
			Creature: rules.PermanentID(a.Creature),
			Band:     a.Band,
			Player:   rules.PlayerID(a.Player),
			Provoke:  ids.next(a.Provoke),
		})
	}
	return out
}

func idsToRules(in []string) []rules.ObjectID {
	if in == nil {
		return nil
	}
	out := make([]rules.ObjectID, len(in))
	for i, id := range in {
		out[i] = rules.ObjectID(id)
	}
	return out
}

func idsFromRules(in []rules.ObjectID) []string {
	out := make([]string, len(in))
	for i, id := range in {
		out[i] = string(id)
	}
	return out
}

// exampleKind says which list of an example declaration a check fills.
type exampleKind int

const (
	exampleAttackers exampleKind = iota
	exampleBlockers
	exampleAssignments
)

// responseFromRules converts a judgement to the wire, for a check whose
// example declaration is of the given kind.
func responseFromRules(j rules.Judgement, kind exampleKind, decisionID string) CheckResponse {
	resp := CheckResponse{
		Verdict:    string(j.Verdict),
		Violations: findingsFromRules(j.Violations),
		Notes:      findingsFromRules(j.Notes),
		DecisionID: decisionID,
		Ignored:    []Ignored{},
		Derived:    derivedFromRules(j.Derived),
		of:         kind,
	}
	if rs := j.Requirements; rs != nil {
		resp.Requirements = &Requirements{
			Maximum: rs.Maximum,
			Example: declarationFromRules(rs.Example, kind),
		}
		if !rs.BreaksRestriction {
			obeyed := rs.Obeyed
			resp.Requirements.Obeyed = &obeyed
		}
		if len(rs.Undecided) > 0 {
			resp.Requirements.Undecided = idsFromRules(rs.Undecided)
		}
	}
	resp.Example = declarationFromRules(j.Example, kind)
	return resp
}

func findingsFromRules(in []rules.Violation) []Violation {
	out := make([]Violation, len(in))
	ids := idSlab(len(in), func(i int) []rules.ObjectID { return in[i].Objects })
	for i, v := range in {
		out[i] = Violation{
			Rule:    string(v.Rule),
			Objects: ids.next(v.Objects),
			Message: v.Message,
		}
	}
	return out
}

func declarationFromRules(d *rules.Declaration, kind exampleKind) *Declaration {
	if d == nil {
		return nil
	}
	var out Declaration
	switch kind {
	case exampleAttackers:
		out.Attackers = make([]Attacker, 0, len(d.Attackers))
		for _, a := range d.Attackers {
			out.Attackers = append(out.Attackers, Attacker{
				Creature: string(a.Creature),
				Band:     a.Band,
				Player:   string(a.Player),
				Provoke:  Targets(idsFromRules(a.Provoke)),
			})
		}
	case exampleAssignments:
		out.Assignments = assignmentsFromRules(d.Assignments)
	case exampleBlockers:
		out.Blockers = make([]Blocker, 0, len(d.Blockers))
		ids := idSlab(len(d.Blockers), func(i int) []rules.ObjectID { return d.Blockers[i].Blocking })
		for _, b := range d.Blockers {
			out.Blockers = append(out.Blockers, Blocker{
				Creature: string(b.Creature),
				Blocking: ids.next(b.Blocking),
			})
		}
	}
	return &out
}

func derivedFromRules(in []rules.Derived) []DerivedPermanent {
	abilities := func(as []rules.DerivedAbility) []DerivedAbility {
		var out []DerivedAbility
		for _, a := range as {
			out = append(out, DerivedAbility{Text: a.Text, From: string(a.From)})
		}
		return out
	}
	var out []DerivedPermanent
	for _, d := range in {
		out = append(out, DerivedPermanent{ID: string(d.Permanent), Power: d.Power, Toughness: d.Toughness,
			Abilities: abilities(d.Abilities), Lost: abilities(d.Lost), Changes: d.Changes})
	}
	return out
}

func shieldsToRules(in []Shield) []rules.Shield {
	var out []rules.Shield
	for _, s := range in {
		out = append(out, rules.Shield{Kind: rules.ShieldKind(s.Kind), Amount: s.Amount, To: rules.ObjectID(s.To), Source: rules.PermanentID(s.Source), NextTime: s.NextTime})
	}
	return out
}

func shieldsFromRules(in []rules.Shield) []Shield {
	var out []Shield
	for _, s := range in {
		out = append(out, Shield{Kind: string(s.Kind), Amount: s.Amount, To: string(s.To), Source: string(s.Source), NextTime: s.NextTime})
	}
	return out
}
