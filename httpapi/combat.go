package httpapi

import (
	"context"
	"net/http"

	"rulesjudge/rules"
)

// CombatRequest is the body of POST /v1/combat/resolve: a whole combat,
// from the board at the beginning of combat (attackers not yet tapped).
type CombatRequest struct {
	Board     *Board     `json:"board" validate:"required"`
	Attackers []Attacker `json:"attackers" binding:"optional"`
	Blockers  []Blocker  `json:"blockers" binding:"optional"`
	// RemovedFromCombat are removed from combat once blockers are declared
	// and their triggers have resolved, before the first combat damage step.
	RemovedFromCombat []string `json:"removed_from_combat" binding:"optional" example:"wall"`
	// Choices are the combat damage assignments chosen in each combat
	// damage step, in the format of /v1/damage/check; a creature with a
	// choice left out gets the documented default, which the step reports.
	Choices *CombatChoices `json:"choices,omitempty"`
	// Events happen between steps: a permanent leaves play, or a creature
	// is removed from combat, before a named step.
	Events []CombatEvent `json:"events" binding:"optional"`
	// Tricks are the activated abilities and instants used at points of
	// the combat, in the order they are used (tricks.go).
	Tricks []Trick `json:"tricks" binding:"optional"`
	// tricks are Tricks for the judge, their instants looked up in the
	// card file (lookUpTricks).
	tricks []rules.Trick
	// Resolved are the upkeep triggers whose effect lasts into combat
	// that resolved before it, with their choices and targets
	// (resolved.go): the walk gives what they gave before the beginning
	// of combat.
	Resolved []ResolvedTrigger `json:"resolved" binding:"optional"`
	// resolvedLines are, by entry of Resolved, the line of its card it
	// names (takeResolvedLines).
	resolvedLines []string
}

// CombatChoices are the assignments chosen in each combat damage step.
type CombatChoices struct {
	FirstStrike []Assignment `json:"first_strike" binding:"optional"`
	Regular     []Assignment `json:"regular" binding:"optional"`
	// May are the answers to the optional effects of triggered abilities
	// ("you may ...", 410.5); a line left out gets the walk's default
	// (not to), which its event marks "default": true.
	May []MayChoice `json:"may" binding:"optional"`
	// Flips are the outcomes of the coin flips triggered abilities make
	// as they resolve (Mijae Djinn, Tide of War); a flip the walk reaches
	// with no outcome given is a 422 naming choices.flips: the judge
	// chooses no outcome of chance.
	Flips []FlipChoice `json:"flips" binding:"optional"`
	// Targets are the targets of triggered abilities whose target isn't
	// optional (Clockwork Hydra's "any target", Sidar Jabari's "target
	// creature defending player controls"); a trigger the walk reaches
	// with legal targets and none named is a 422 naming choices.targets.
	Targets []TargetChoice `json:"targets" binding:"optional"`
	// Sacrifices are the permanents players choose to sacrifice as
	// triggered abilities resolve ("that player sacrifices a creature",
	// 413.2c); a line left out: the only choice when there is one,
	// nothing when the player controls none of the kind, else the walk's
	// default (the first of the kind in the board's order), which its
	// event marks "default": true.
	Sacrifices []SacrificeChoice `json:"sacrifices" binding:"optional"`
}

// SacrificeChoice names the permanents a player sacrifices as a triggered
// ability resolves.
type SacrificeChoice struct {
	// Source is the permanent with the triggered ability (for an Aura's
	// own trigger, the Aura).
	Source string `json:"source" example:"executioner"`
	// Text is the line, as written on the permanent or with "~" for its
	// name; needed only when the permanent has more than one line that
	// makes a player sacrifice permanents.
	Text string `json:"text,omitempty" example:"Whenever ~ deals combat damage to a player, that player sacrifices a creature."`
	// Permanents are those sacrificed, each of the kind the line names
	// and controlled by the sacrificing player; fewer than the line asks
	// for says the rest are permanents the board doesn't list (lands).
	Permanents []string `json:"permanents" example:"bears"`
}

// TargetChoice names the target of a triggered ability.
type TargetChoice struct {
	// Source is the permanent with the triggered ability.
	Source string `json:"source" example:"hydra"`
	// Text is the line, as written on the permanent or with "~" for its
	// name; needed only when the permanent has more than one such line.
	Text string `json:"text,omitempty" example:"Whenever ~ attacks or blocks, remove a +1/+1 counter from it. If you do, ~ deals 1 damage to any target."`
	// Targets is the one target: a permanent or a player.
	Targets []string `json:"targets" example:"bob"`
	// Color, Choice and Divided are what the trigger's controller
	// chooses as its effect resolves, as a trick's fields of those names
	// give them: the color of "protection from the color of your choice",
	// the creature type of "the creature type of your choice", the amounts
	// of "divided as you choose" in the order of targets. Such a trigger
	// (one on its own coming into play or turning face up) needs them; any
	// other refuses them.
	Color   string `json:"color,omitempty" example:"red"`
	Choice  string `json:"choice,omitempty" example:"Goblin"`
	Divided []int  `json:"divided,omitempty" example:"3,2"`
}

// FlipChoice is the outcome of a coin flip of a triggered ability.
type FlipChoice struct {
	// Source is the permanent with the triggered ability.
	Source string `json:"source" example:"djinn"`
	// Text is the line, as written on the permanent or with "~" for its
	// name; needed only when the permanent has more than one line that
	// flips a coin.
	Text string `json:"text,omitempty" example:"Whenever ~ attacks, flip a coin. If you lose the flip, remove ~ from combat and tap it."`
	// Won is whether the ability's controller wins the flip.
	Won bool `json:"won" example:"false"`
}

// MayChoice answers an optional effect of a triggered ability.
type MayChoice struct {
	// Source is the permanent with the triggered ability (for an
	// Equipment's or Aura's own trigger, the Equipment or Aura).
	Source string `json:"source" example:"runner"`
	// Text is the line, as written on the permanent or with "~" for its
	// name; needed only when the permanent has more than one line with
	// an optional effect.
	Text string `json:"text,omitempty" example:"Whenever ~ becomes blocked, you may untap it and remove it from combat."`
	// Answer is whether its controller takes the optional action.
	Answer bool `json:"answer" example:"true"`
	// Targets is the target of an optional effect with one ("you may tap
	// target creature"), given when Answer is true.
	Targets []string `json:"targets,omitempty" example:"giant"`
	// Color is the color an optional effect that chooses one names
	// ("you may pay {2}{U}. If you do, choose a color, then ..."), given
	// when Answer is true: white, blue, black, red or green.
	Color string `json:"color,omitempty" enums:"white,blue,black,red,green" example:"green"`
}

// CombatEvent is something that happens before a step of the combat.
type CombatEvent struct {
	Before string `json:"before" enums:"first_strike,regular,end_of_combat" example:"regular"`
	Event  string `json:"event" enums:"leaves_play,removed_from_combat,shield" example:"leaves_play"`
	// Object is the permanent that leaves play or is removed from combat,
	// or the permanent or player a shield is set up on.
	Object string `json:"object" example:"wall"`
	// Shield is the shield a "shield" event sets up (a Samite Healer's
	// prevention, a regeneration activated between the steps), as in
	// permanents[].shields.
	Shield *Shield `json:"shield,omitempty"`
}

// CombatResponse is the answer of POST /v1/combat/resolve: the verdict on
// the declarations (and the choices), each step with what happened in it,
// and the outcome.
type CombatResponse struct {
	CheckResponse
	// Stage is where a verdict other than legal was found: the step of an
	// illegal declaration or assignment, or the point of a trick that may
	// not be used then; absent when the walk went through.
	Stage string `json:"stage,omitempty" enums:"beginning_of_combat,declare_attackers,declare_blockers,first_strike,regular,end_of_combat" example:"declare_blockers"`
	// Steps are the steps walked, in order: declare_attackers,
	// declare_blockers, first_strike (only when a creature has first
	// strike or double strike), regular, end_of_combat. [] when a
	// declaration was not legal.
	Steps []CombatStep `json:"steps"`
	// Outcome is what the combat did; absent when it was not walked to
	// the end (an illegal declaration or assignment).
	Outcome *CombatOutcome `json:"outcome,omitempty"`
	// Board is the board after combat; absent with the outcome.
	Board *Board `json:"board,omitempty"`
	// walked is the combat as the core walked it: the answer's steps,
	// outcome and board are written from it (combat_json.go), not copied
	// into Steps, Outcome and Board first.
	walked *rules.CombatResolution
}

// CombatStep is one step of the combat.
type CombatStep struct {
	Name   string           `json:"name" enums:"beginning_of_combat,declare_attackers,declare_blockers,first_strike,regular,end_of_combat" example:"declare_blockers"`
	Events []CombatStepItem `json:"events"`
}

// CombatStepItem is one thing that happened in a step, with the rule it
// follows.
type CombatStepItem struct {
	Kind    string   `json:"kind" enums:"declared,tapped,trigger,delayed,choice,assigned,damage,state_based,left_play,removed_from_combat,shield,game_over,trick" example:"trigger"`
	Rule    string   `json:"rule" example:"502.38a"`
	Objects []string `json:"objects" example:"samurai"`
	Message string   `json:"message" example:"Samurai's bushido 1: it gets +1/+1 until end of turn (now 3/3)."`
	// Amount is the damage dealt, for a damage event.
	Amount int `json:"amount,omitempty" example:"2"`
	// Default is true when the walk made a choice the request left open
	// by its documented default.
	Default bool `json:"default,omitempty" example:"false"`
}

// CombatOutcome is what a combat did.
type CombatOutcome struct {
	// Destroyed are the permanents destroyed or put into a graveyard, in
	// the order it happened.
	Destroyed []string `json:"destroyed" example:"wall"`
	// Life is each player's life total afterwards.
	Life map[string]int `json:"life"`
	// RemovedFromCombat are the creatures removed from combat.
	RemovedFromCombat []string `json:"removed_from_combat" example:"wall"`
}

func (r *CombatRequest) board() *Board { return r.Board }

// cost of a combat: a block check, and every assignment read once.
func (r *CombatRequest) cost() int64 {
	n := len(r.Events) + len(r.RemovedFromCombat) + len(r.Tricks) + len(r.Resolved)
	if r.Choices != nil {
		n += len(r.Choices.FirstStrike) + len(r.Choices.Regular) + len(r.Choices.May) + len(r.Choices.Flips) + len(r.Choices.Targets) + len(r.Choices.Sacrifices)
	}
	return boardCost(r.Board, len(r.Attackers), len(r.Blockers)+n)
}

func (c CombatResponse) verdict() string { return c.Verdict }

// addCards adds what reading the cards found, with the caveats of a walk
// through the whole combat (rules.Caveats).
func (c *CombatResponse) addCards(cr *cardReading) { c.addCardsAs(cr, rules.StopAfterCombat) }

// declaration converts the request to the rules' combat.
func (r *CombatRequest) declaration() rules.CombatDeclaration {
	d := rules.CombatDeclaration{
		Board:             r.Board.toRules(),
		Attackers:         attackersToRules(r.Attackers),
		Blockers:          blockersToRules(r.Blockers),
		RemovedFromCombat: idsToRules(r.RemovedFromCombat),
		Tricks:            r.tricks,
		Resolved:          resolvedToRules(r.Resolved, r.resolvedLines),
	}
	if r.Choices != nil {
		d.Choices = map[rules.Step][]rules.Assignment{}
		if r.Choices.FirstStrike != nil {
			d.Choices[rules.FirstStrikeStep] = assignmentsToRules(r.Choices.FirstStrike)
		}
		if r.Choices.Regular != nil {
			d.Choices[rules.RegularStep] = assignmentsToRules(r.Choices.Regular)
		}
		for _, m := range r.Choices.May {
			d.May = append(d.May, rules.MayChoice{Source: rules.ObjectID(m.Source), Text: m.Text, Answer: m.Answer, Targets: idsToRules(m.Targets), Color: m.Color})
		}
		for _, t := range r.Choices.Targets {
			d.Targets = append(d.Targets, rules.TargetChoice{Source: rules.ObjectID(t.Source), Text: t.Text, Targets: idsToRules(t.Targets), Color: t.Color, Choice: t.Choice, Divided: t.Divided})
		}
		for _, f := range r.Choices.Flips {
			d.Flips = append(d.Flips, rules.FlipChoice{Source: rules.ObjectID(f.Source), Text: f.Text, Won: f.Won})
		}
		for _, c := range r.Choices.Sacrifices {
			d.Sacrifices = append(d.Sacrifices, rules.SacrificeChoice{Source: rules.ObjectID(c.Source), Text: c.Text, Permanents: idsToRules(c.Permanents)})
		}
	}
	for _, e := range r.Events {
		ev := rules.CombatEvent{Before: rules.Step(e.Before), Kind: e.Event, Object: rules.PermanentID(e.Object)}
		if e.Shield != nil {
			ev.Shield = &shieldsToRules([]Shield{*e.Shield})[0]
		}
		d.Events = append(d.Events, ev)
	}
	return d
}

func combatFromRules(r rules.CombatResolution, decisionID string) CombatResponse {
	kind := exampleAssignments
	switch r.Stage {
	case rules.DeclareAttackersStep:
		kind = exampleAttackers
	case rules.DeclareBlockersStep:
		kind = exampleBlockers
	}
	resp := CombatResponse{CheckResponse: responseFromRules(r.Judgement, kind, decisionID), walked: &r}
	if r.Verdict != rules.Legal {
		resp.Stage = string(r.Stage)
	}
	return resp
}

// handleCombatResolve walks a whole combat.
//
//	@Summary		Walk a whole combat through
//	@Description	Checks the declared attackers and blockers as /v1/attacks/check and /v1/blocks/check do (an illegal or indeterminate declaration answers that verdict, with no steps), then walks the combat as the 2006 edition runs it: the declare attackers step (attackers tap, 308.2c; "whenever ~ attacks" triggers), the declare blockers step (flanking 502.3a, rampage 502.12a, bushido 502.38a, "whenever ~ blocks / becomes blocked" triggers 410.9 with their bonuses until end of turn), a first-strike combat damage step only when a creature has first strike or double strike (502.2b, 502.28b), the regular step, state-based effects after each (420.5), and end of combat with its delayed "destroy that creature at end of combat" abilities (404.4). Each step lists its events with the rule each follows; a choice the request leaves open is made by a documented default and reported as such ("default": true). The board is the board at the beginning of combat: attackers untapped.
//	@Description
//	@Description	tricks are the activated abilities (source, with ability or text) and instants (card, with player) used at points of the combat (at: beginning_of_combat, declare_attackers, declare_blockers, first_strike, regular, end_of_combat), in the list's order, each resolving before the next (no responses); their events are of kind "trick" in the step they are used in, each with its rule, and a trick that may not be used then is an "illegal" verdict citing its rule. Example: "tricks": [{"at": "declare_blockers", "card": "Giant Growth", "player": "bob", "targets": ["bears"]}]. See docs/api.md, Tricks. resolved says how upkeep triggers whose effect lasts into combat resolved before it (source, choice, targets): the walk gives what they gave before the beginning of combat, with an event citing 410.2; see docs/api.md, Resolved upkeep triggers.
//	@Description
//	@Description	Example request: Thicket Basilisk (0/4) attacks and Grizzly Bears blocks it; the Bears are destroyed at end of combat.
//	@Description	```json
//	@Description	{"board": {"active_player": "alice",
//	@Description	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
//	@Description	"permanents": [{"id": "basilisk", "name": "Thicket Basilisk", "controller": "alice", "types": ["Creature"], "subtypes": ["Basilisk"], "colors": ["Green"], "power": 0, "toughness": 4, "abilities": ["Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat."]},
//	@Description	{"id": "bear", "name": "Grizzly Bears", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"], "power": 2, "toughness": 2}]},
//	@Description	"attackers": [{"creature": "basilisk"}],
//	@Description	"blockers": [{"creature": "bear", "blocking": ["basilisk"]}]}
//	@Description	```
//	@ID			resolveCombat
//	@Tags			combat
//	@Accept			json
//	@Produce		json,application/problem+json
//	@Param			body	body		CombatRequest	true	"the board at the beginning of combat, the declarations, and optional choices, events and tricks"
//	@Success		200		{object}	CombatResponse
//	@Failure		400		{object}	Problem	"not JSON, wrong JSON types, unknown fields, or nested too deep"
//	@Failure		413		{object}	Problem	"body over the size limit"
//	@Failure		415		{object}	Problem	"Content-Type is not application/json"
//	@Failure		422		{object}	Problem	"a board the judge cannot evaluate, a choice or event that names what isn't there, or a list or string over a limit"
//	@Failure		503		{object}	Problem	"the server is busy, or a card is named while the card file loads: Retry-After says when to retry"
//	@Failure		500		{object}	Problem	"a bug in the judge: quote the decision_id"
//	@Router			/v1/combat/resolve [post]
func handleCombatResolve(cfg Config) http.Handler {
	return handleJudge(cfg, func(ctx context.Context, req *CombatRequest, opt rules.Options, id string) (CombatResponse, error) {
		r, err := rules.ResolveCombat(ctx, req.declaration(), opt)
		if r.Requirements != nil {
			setSolverNodes(ctx, r.Requirements.Nodes)
		}
		return combatFromRules(r, id), err
	})
}
