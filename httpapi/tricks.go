package httpapi

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// Trick is a combat trick a player uses at a point of the combat: an
// activated ability of a permanent (source, with ability or text) or an
// instant cast by card name (card, with player).
type Trick struct {
	// At is when it is used: a point of the combat where a player has
	// priority, after that step's game actions, triggers and state-based
	// effects.
	At string `json:"at" enums:"beginning_of_combat,declare_attackers,declare_blockers,first_strike,regular,end_of_combat" example:"declare_blockers"`
	// Source is the permanent whose activated ability is used.
	Source string `json:"source,omitempty" example:"shivan"`
	// Ability is the 0-based index of the line in the source's abilities
	// as the request gives them (or as its card name fills them).
	Ability *int `json:"ability,omitempty" example:"0"`
	// Text is the line's wording, as printed or with ~ for the source's
	// name, instead of ability.
	Text string `json:"text,omitempty" example:"{R}: Shivan Dragon gets +1/+0 until end of turn."`
	// Card is an instant's name in the card file.
	Card string `json:"card,omitempty" example:"Giant Growth"`
	// Player uses it: an instant's caster; for an activated ability it
	// defaults to the source's controller.
	Player string `json:"player,omitempty" example:"bob"`
	// Targets are ids of permanents or players, in the order the text
	// names its targets.
	Targets []string `json:"targets,omitempty" example:"bears"`
	// Times is how many times in a row it is used (default 1).
	Times *int `json:"times,omitempty" example:"3"`
	// X is the value of X, for a line whose amount is X ("deals X damage"):
	// such a line needs it.
	X *int `json:"x,omitempty" example:"2"`
	// Mode is the mode chosen of a modal instant ("Choose one —"): the
	// 0-based index of its "•" line, in the card's order. A modal instant
	// needs it.
	Mode *int `json:"mode,omitempty" example:"0"`
	// Sacrifice and Discard are what a non-mana cost takes: permanent ids,
	// and cards (by name) from the player's hand.
	Sacrifice []string `json:"sacrifice,omitempty" example:"goblin"`
	Discard   []string `json:"discard,omitempty" example:"Mountain"`
	// Tap are the permanents a cost "Tap an untapped creature you
	// control" taps (ids).
	Tap []string `json:"tap,omitempty" example:"elf"`
	// Color is the color chosen for a line that has one chosen as it
	// resolves ("protection from the color of your choice", "Choose a
	// color. ... the chosen color", "the color of its controller's
	// choice"): white, blue, black, red or green; "artifacts" where the
	// line offers it ("protection from artifacts or from the color of your
	// choice"). Such a line needs it; any other line refuses it.
	Color string `json:"color,omitempty" enums:"white,blue,black,red,green,artifacts" example:"red"`
	// Choice is what the player chooses as a line that offers a choice
	// resolves: "tap" or "untap" for "You may tap or untap target
	// creature"; one of the keywords of "gains (or loses) your choice of banding,
	// flying, first strike, or trample until end of turn" ("flying"). Such
	// a line needs it; any other line refuses it.
	Choice string `json:"choice,omitempty" example:"tap"`
	// Flip is the outcome of the coin a line flips ("Flip a coin. If you
	// win the flip, ..."): "won" or "lost". Such a line needs it; any other
	// line refuses it.
	Flip string `json:"flip,omitempty" enums:"won,lost" example:"won"`
	// Revealed is what the top card of a library a line reveals is ("Reveal
	// the top card of your library. If it's a land card, ..."): "land" or
	// "nonland" (the judge models no library). Such a line needs it; any
	// other line refuses it.
	Revealed string `json:"revealed,omitempty" enums:"land,nonland" example:"land"`
	// Kicked says whether an instant with kicker is cast with its kicker
	// cost paid (mana taken as paid; a kicker that sacrifices takes what
	// sacrifice names). Left out: not kicked, and the event says so. A card
	// without kicker refuses it.
	Kicked *bool `json:"kicked,omitempty" example:"true"`
	// Paid says whether a player pays the cost of an "unless any player
	// pays {N}": true, the effect it stops doesn't happen. Left out: not
	// paid, and the event says so. A line without such a payment refuses
	// it.
	Paid *bool `json:"paid,omitempty" example:"false"`
	// Divided are the amounts a line divides among its targets ("Prevent
	// the next 5 damage ... to any number of targets, divided as you
	// choose"), in the order of targets: one for each, each at least 1,
	// summing to the amount. Such a line needs it; any other line refuses
	// it.
	Divided []int `json:"divided,omitempty" example:"3,2"`
	// Enters is the card, by name in the card file, that an effect of the
	// trick puts into play from a graveyard or a hand ("Return target
	// creature card from your graveyard to the battlefield", "You may put a
	// creature card from your hand onto the battlefield"): such a card is
	// not on the board, so it is named here, not in targets. It comes into
	// play with the card's characteristics under the trick's player's
	// control, as the permanent whose id is its name in lower case, words
	// joined by "-" ("craw-wurm"; "-2", "-3" after it when that id is
	// taken). A line that returns a card from a graveyard needs it.
	Enters string `json:"enters,omitempty" example:"Craw Wurm"`
	// Cycled says the card (card) is cycled, not cast: cycling is an
	// activated ability of the card in a hand, discarding it, usable
	// whenever its player has priority (502.18a). The trick then uses the
	// card's trigger on being cycled ("When you cycle ~, you may ..."),
	// the "you may" taken as yes, and targets are the trigger's. Left out:
	// the card is cast, and that trigger is no part of what it does. Only an
	// instant with such a trigger may be cycled.
	Cycled *bool `json:"cycled,omitempty" example:"true"`
	// TurnFaceUp is the card, by name in the card file, that the
	// face-down permanent source is: the trick turns it face up, a special
	// action its controller takes whenever he or she has priority (502.26d,
	// 408.2h), not an ability: no card, ability, text or targets with it.
	// The board gives the face-down permanent as a creature with no name,
	// text, subtypes or colors (502.26b); the card must have morph
	// (502.26c). Turned up, it has the card's characteristics, and the
	// effects that applied to it still apply (504.5); its trigger "When ~
	// is turned face up" resolves, its targets in choices.targets.
	TurnFaceUp string `json:"turn_face_up,omitempty" example:"Wingbeat Warrior"`
}

// trickRequest is a request that may carry tricks: lookUpTricks converts
// them for the judge, once the body is read.
type trickRequest interface {
	lookUpTricks(cf *CardFile) error
	// usesTricks says the request names tricks.
	usesTricks() bool
}

func (r *CombatRequest) usesTricks() bool      { return len(r.Tricks) > 0 }
func (r *AttackCheckRequest) usesTricks() bool { return len(r.Tricks) > 0 }
func (r *BlockCheckRequest) usesTricks() bool  { return len(r.Tricks) > 0 }
func (r *DamageCheckRequest) usesTricks() bool { return len(r.Tricks) > 0 }

func (r *CombatRequest) lookUpTricks(cf *CardFile) (err error) {
	r.tricks, err = tricksToRules(cf, r.Tricks)
	return err
}

func (r *AttackCheckRequest) lookUpTricks(cf *CardFile) (err error) {
	r.tricks, err = tricksToRules(cf, r.Tricks)
	return err
}

func (r *BlockCheckRequest) lookUpTricks(cf *CardFile) (err error) {
	r.tricks, err = tricksToRules(cf, r.Tricks)
	return err
}

func (r *DamageCheckRequest) lookUpTricks(cf *CardFile) (err error) {
	r.tricks, err = tricksToRules(cf, r.Tricks)
	return err
}

// tricksToRules converts the request's tricks, looking each instant up in
// the card file: a name not there, or a server without a card file, is a
// 422 naming the trick's card; a card file still loading is a 503.
func tricksToRules(cf *CardFile, in []Trick) ([]rules.Trick, error) {
	var out []rules.Trick
	var errs []ProblemError
	for i, t := range in {
		r := rules.Trick{At: rules.Step(t.At), Source: rules.PermanentID(t.Source), Ability: t.Ability, Text: t.Text, Card: t.Card,
			Player: rules.PlayerID(t.Player), Targets: idsToRules(t.Targets), X: t.X, Mode: t.Mode, Sacrifice: idsToRules(t.Sacrifice), Discard: t.Discard, Tap: idsToRules(t.Tap),
			Color: t.Color, Choice: t.Choice, Flip: t.Flip, Revealed: t.Revealed, Kicked: t.Kicked, Paid: t.Paid, Divided: t.Divided, Cycled: t.Cycled != nil && *t.Cycled}
		if t.Times != nil {
			r.Times = *t.Times
			if r.Times == 0 {
				r.Times = -1 // given as 0: out of range, not the default
			}
		}
		if t.Card != "" {
			c, face, err := cf.find(t.Card)
			switch {
			case err == errCardsLoading:
				return nil, error(err)
			case err == errNoCardFile:
				errs = append(errs, ProblemError{Pointer: fmt.Sprintf("/tricks/%d/card", i), Detail: "card names need a card file, and this server has none: " + noCardFileAdvice})
			case err != nil:
				errs = append(errs, ProblemError{Pointer: fmt.Sprintf("/tricks/%d/card", i), Detail: err.detail})
			case askedWhole(t.Card, c) && c.Layout == "split":
				errs = append(errs, ProblemError{Pointer: fmt.Sprintf("/tricks/%d/card", i), Detail: splitWhole(c)}) // cardfaces.go
			default:
				r.Spell = spellOf(c, face)
			}
		}
		if t.Enters != "" {
			e, problem, err := enteringOf(cf, t.Enters, i, "enters") // entering.go
			if err != nil {
				return nil, err
			}
			if problem != nil {
				errs = append(errs, *problem)
			}
			r.Enters = e
		}
		if t.TurnFaceUp != "" {
			e, problem, err := enteringOf(cf, t.TurnFaceUp, i, "turn_face_up") // entering.go: the card's characteristics, as a card put into play
			if err != nil {
				return nil, err
			}
			if problem != nil {
				errs = append(errs, *problem)
			}
			r.FaceUp = e
		}
		out = append(out, r)
	}
	if len(errs) > 0 {
		return nil, &requestError{code: codeInvalid, errors: errs}
	}
	return out, nil
}

// spellOf is what the judge needs of an instant's card: its name, types,
// colors and rules text, without the keyword lines that are no part of
// what the spell does (cards.SpellText: flashback, buyback, ...).
func spellOf(c cards.Card, face string) *rules.TrickCard {
	d, _ := cards.Derive(c, face)
	text := c.OracleText
	for _, f := range c.CardFaces {
		if f.Name == d.Name {
			text = f.OracleText
		}
	}
	return &rules.TrickCard{Name: d.Name, Types: d.Types, Subtypes: d.Subtypes, Colors: halfColors(c, d), Text: cards.SpellText(text), Lines: strings.Split(text, "\n")}
}

// deriveWithTricks is cards.Derive with the lines the judge applies as
// combat tricks (rules.TrickLine decides) among the abilities instead of
// the ignored lines: an activated ability always (a permanent given as the
// card has it in its abilities, where a trick names it by index, and it
// does nothing until a trick uses it), an instant's text only for the
// card's view (spells; an instant is never a permanent's ability).
func deriveWithTricks(c cards.Card, face string, spells bool) (cards.Derived, error) {
	d, err := cards.Derive(c, face)
	var kept []cards.Ignored
	split := false
	instant, whole := spells && slices.Contains(d.Types, "Instant"), ""
	if instant {
		whole = spellOf(c, face).Text // for the lines that count what its additional cost sacrificed
	}
	for _, ig := range d.Ignored {
		r, terr := rules.TrickLine(ig.Text, d.Name)
		if instant {
			r, terr = rules.SpellLine(whole, ig.Text, d.Name)
		}
		if terr == nil && (spells || rules.ActivatedTrick(ig.Text, d.Name)) {
			d.Abilities = append(d.Abilities, cards.Ability{Text: ig.Text, Oracle: cmp.Or(ig.Oracle, ig.Text), Rule: string(rules.TrickRule(r))})
			continue
		}
		if rule, ok := ownTriggerRule(ig, d.Name); ok && ig.Quoted { // given in quotes by a threshold line: that line, whose condition the walk checks
			d.Abilities = append(d.Abilities, cards.Ability{Text: ig.GivenBy, Oracle: ig.GivenBy, Rule: string(rule)})
			continue
		}
		if upkeepTriggerRead(&d, ig, spells) { // resolved.go: an upkeep trigger done before the combat, or (in a card's view) one a resolved entry applies
			continue
		}
		if rule, ok := ownTriggerRule(ig, d.Name); ok { // a trigger on its own coming into play, turning face up, cycling
			d.Abilities = append(d.Abilities, cards.Ability{Text: ig.Text, Oracle: cmp.Or(ig.Oracle, ig.Text), Rule: string(rule)})
			continue
		}
		if _, cerr := rules.ReadCastTrigger(ig.Text, d.Name); cerr == nil {
			// A trigger on a spell cast or a card cycled: the walk fires it
			// when a trick casts an instant or cycles a card (410.2).
			d.Abilities = append(d.Abilities, cards.Ability{Text: ig.Text, Oracle: cmp.Or(ig.Oracle, ig.Text), Rule: "410.2"})
			continue
		} else if !errors.Is(cerr, rules.ErrNotCastTrigger) {
			ig.Reason, split = fmt.Sprintf("%s: %v", reasonCastTrigger, cerr), true // a reason of its own: the list is rewritten
		}
		if modes, ok := rules.ModesOf(ig.Text); ok && spells {
			split = true
			// A modal instant: each mode a trick may choose (mode), listed
			// on its own, understood or ignored.
			printed := printedModes(ig.Oracle, len(modes))
			d.Modes = modes
			for i, m := range modes {
				if r, terr := rules.TrickLine(m, d.Name); terr == nil {
					d.Abilities = append(d.Abilities, cards.Ability{Text: m, Oracle: cmp.Or(printed[i], m), Rule: string(rules.TrickRule(r))})
				} else {
					kept = append(kept, cards.Ignored{Text: m, Reason: ig.Reason})
				}
			}
			continue
		}
		if spells && slices.Contains(d.Types, "Instant") && cards.SpellApart(ig.Text) {
			ig.Reason = reasonSpellApart
		}
		if rest, cost := rules.KickerOf(ig.Text); spells && slices.Contains(d.Types, "Instant") && cost != "" && strings.TrimSpace(rest) == "" {
			ig.Reason = reasonKicker
		}
		if spells && slices.Contains(d.Types, "Instant") && rules.AdditionalSacrificeOf(ig.Text) {
			ig.Reason = reasonAdditionalSacrifice
		}
		if rest, cost := rules.AlternativeCostOf(ig.Text); spells && slices.Contains(d.Types, "Instant") && cost != "" && strings.TrimSpace(rest) == "" {
			ig.Reason = reasonAlternativeCost
		}
		if rest, windows, _, ok := rules.CastOnlyOf(ig.Text); spells && slices.Contains(d.Types, "Instant") && ok && len(windows) > 0 && rest == "" {
			ig.Reason = reasonCastOnly
		}
		kept = append(kept, ig)
	}
	if split || len(kept) < len(d.Ignored) {
		d.Ignored = kept
	}
	return d, err
}

// reasonCastTrigger is why a trigger on a spell cast or a card cycled is
// ignored when the judge does not apply its effect whole.
const reasonCastTrigger = "a trigger on a spell cast or a card cycled whose effect the judge does not apply whole"

// reasonSpellApart is why an instant's keyword line that is no part of
// what the spell does is ignored (cards.SpellText).
const reasonSpellApart = "a keyword of the card that is no part of what the spell does (it lets the card be cast from elsewhere, or for another cost): a trick casting the card applies its other lines"

// reasonKicker is why an instant's kicker line is listed apart: it is an
// additional cost, not an effect (502.21a).
const reasonKicker = "kicker: an additional cost, not an effect; a trick casting the card says in kicked whether it is paid (mana taken as paid), and the card's text that depends on it applies accordingly when the judge applies that text"

// reasonAdditionalSacrifice is why an instant's additional cost of
// permanents sacrificed is listed apart: a cost paid as the spell is cast
// (409.1b), not an effect.
const reasonAdditionalSacrifice = "an additional cost: paid as the spell is cast, not an effect; a trick casting the card names in sacrifice the permanents it sacrifices (none is a choice), and the card's text that counts them applies"

// reasonAlternativeCost is why an instant's alternative cost is listed
// apart: a way to pay for the spell (402.4, 409.1b), not an effect; the
// judge takes mana costs as paid, so a trick casts the card for its mana
// cost.
const reasonAlternativeCost = "an alternative cost: a way to pay for the spell, not an effect; the judge takes mana costs as paid, so a trick casting the card pays its mana cost and the card's other lines apply"

// reasonCastOnly is why an instant's restriction on when it may be cast
// is listed apart: no effect, it is checked as a trick casts the card.
const reasonCastOnly = "a restriction on when the spell may be cast, not an effect: a trick casting the card at a point it does not allow is illegal (408.1a)"

// printedModes are a modal line's modes as the card prints them (each "•"
// line, reminder text kept), n of them; empty strings when the printed line
// does not cut into n modes.
func printedModes(line string, n int) []string {
	out := make([]string, n)
	pieces := strings.Split(line, "•")
	if len(pieces) != n+1 {
		return out
	}
	for i, p := range pieces[1:] {
		out[i] = "• " + strings.TrimSpace(p)
	}
	return out
}

// ownTriggerRule is the rule of an ignored line the walk applies as a
// trigger on its permanent's own coming into play, turning face up or its
// card cycled (rules.OwnTriggerRule): the line as printed must read so
// too, not only an ability it gives in quotes ("Threshold — ... has
// \"When ~ comes into play, ...\"").
func ownTriggerRule(ig cards.Ignored, name string) (rules.RuleID, bool) {
	rule, ok := rules.OwnTriggerRule(ig.Text, name)
	if ok && ig.Quoted {
		// The line that gives it reads as such a trigger under its
		// condition (a threshold line: trick/threshold_triggers.go).
		return rules.OwnTriggerRule(ig.GivenBy, name)
	}
	if !ok || ig.Quoted {
		return rule, false
	}
	if ig.Oracle == "" {
		return rule, ok
	}
	_, printed := rules.OwnTriggerRule(ig.Oracle, name)
	return rule, printed
}
