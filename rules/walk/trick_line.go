package walk

import (
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
	"slices"
	"strings"
)

// EventTrick is a step event of a trick used and resolving.
const EventTrick = "trick"

// trickLine is a trick read: its reading, its name and whose it is.
type trickLine struct {
	reading ability.Reading
	name    string // the source's or the card's name
	text    string
	spell   bool
	mode    bool // a modal instant's chosen mode: text is that mode
	// choices: what its effects depend on, by the index of reading.Parts
	// once flattened (trick_choices.go).
	choices lineChoices
	// cast: an instant's restriction on when it may be cast
	// (spell_timing.go).
	cast castWindow
	// cycled: the card cycled, its triggers on being cycled used
	// (cycling.go).
	cycled bool
	// alternative: an instant's alternative cost, not used (the mana
	// cost is taken as paid; trick.AlternativeCostOf).
	alternative string
	// sacrificed: an instant's additional cost of permanents sacrificed
	// (additional_costs.go); nil when none.
	sacrificed *trick.AdditionalSacrifice
	// faceUp: the trick turns its face-down source face up, a special
	// action (own_triggers.go).
	faceUp bool
	// fromHand: an ability of a permanent card used from its owner's
	// hand, the card not cast (hand_abilities.go); spell is set too.
	fromHand bool
}

// The points of a combat where a trick may be used: after the step's
// game actions, its triggers and its state-based effects. Beside
// BeginningOfCombatStep (before attackers are declared) they are the steps
// of the walk: DeclareAttackersStep, DeclareBlockersStep, FirstStrikeStep
// (after first-strike combat damage), RegularStep (after regular combat
// damage, before the end of combat step) and EndOfCombatStep.
var trickPoints = []game.Step{BeginningOfCombatStep, DeclareAttackersStep, DeclareBlockersStep, game.FirstStrikeStep, game.RegularStep, EndOfCombatStep}

// amountOf is an effect's amount as the trick uses it: its number, or the
// trick's x when it says X.
func amountOf(t game.Trick, e ability.Reading) int {
	if e.X && t.X != nil {
		return *t.X
	}
	return e.N
}

// trickReader reads trick i of a request on its board.
type trickReader struct {
	errs *game.ErrorList
	in   game.Board
	i    int
	now  *game.Board // the walk's board as the trick is used; nil before the walk
	// earlier are the request's tricks before this one, before the walk.
	earlier []game.Trick
}

// castWindow is an instant's restriction on when it may be cast: the
// windows it allows and its words.
type castWindow struct {
	windows []trick.CastWindow
	said    []string
}

// lineChoices is what a trick's effects depend on, decided from the
// trick's choices: by the index of the reading's parts once flattened.
type lineChoices struct {
	kicker  string     // the spell's kicker cost as written ("{5}", "sacrifice a land"); "" when none
	gates   []partGate // by the index of reading.Parts
	dropped []string   // the kicked or main-phase effects that don't happen, which name no target then (502.21c)
	divided bool       // a part divides prevention among the trick's targets
}

// partGate is whether one effect of a trick happens, and what the event
// says of it before.
type partGate struct {
	off  bool
	rule game.RuleID
	say  string
}

// usedName names the trick: the instant's name, or the source's ability.
func (w *walk) usedName(t game.Trick, line trickLine) string {
	if line.fromHand {
		return fmt.Sprintf("%s's ability \"%s\" (from %s's hand)", line.name, line.text, t.Player)
	}
	if line.spell {
		return line.name
	}
	return fmt.Sprintf("%s's ability \"%s\"", w.name(t.Source), line.text)
}

func (w *walk) trickObjects(t game.Trick, line trickLine) []game.ObjectID {
	objs := []game.ObjectID{t.Player}
	if !line.spell {
		objs = append(objs, t.Source)
	}
	return append(objs, t.Targets...)
}

func (w *walk) isPlayer(id game.ObjectID) bool {
	return slices.ContainsFunc(w.board.Players, func(p game.Player) bool { return p.ID == id })
}

// trickSource is the object whose qualities protection looks at: the
// source permanent of an ability, or the instant (a spell's colors and
// types), as it is now.
func (w *walk) trickSource(t game.Trick, line trickLine) *state.Perm {
	if !line.spell {
		if p := w.view().Perms[t.Source]; p != nil {
			return p
		}
		if p, ok := w.lastKnown(t.Source); ok { // source_last_known.go
			return p
		}
		return &state.Perm{Permanent: game.Permanent{ID: t.Source, Name: w.name(t.Source)}}
	}
	return &state.Perm{Permanent: game.Permanent{ID: game.ObjectID(line.name), Name: line.name, Controller: t.Player, Types: t.Spell.Types, Colors: t.Spell.Colors}}
}

// withoutCombatOnly is a copy of p without the statics about combat damage
// only ("prevent all combat damage ..."), which don't apply to the damage
// of an ability, and without the statics about creatures' damage only
// ("prevent all damage that would be dealt to ~ by creatures", the typed
// replacement's From) when the source is no creature. Triggered abilities stay.
func withoutCombatOnly(p *state.Perm, sourceIsCreature bool) *state.Perm {
	q := *p
	q.Readings = slices.DeleteFunc(slices.Clone(p.Readings), func(a ability.Ability) bool {
		if strings.HasPrefix(string(a.Keyword), "whenever") {
			return false
		}
		if state.ContainsFold(a.Text, "combat damage") {
			return true
		}
		r := ability.ReplacementOf(a.Keyword)
		return r != nil && r.From.Subject == ability.AnyCreature && !sourceIsCreature
	})
	return &q
}

func (r trickReader) at(f ...any) game.Path { return append(game.At("tricks", r.i), f...) }

func (r trickReader) permanent(id game.ObjectID) *game.Permanent {
	for k := range r.in.Permanents {
		if r.in.Permanents[k].ID == id {
			return &r.in.Permanents[k]
		}
	}
	return nil
}

func isInstant(types []string) bool {
	return slices.ContainsFunc(types, func(s string) bool { return strings.EqualFold(s, "instant") })
}

func (w *walk) targetList(t game.Trick) string {
	if len(t.Targets) == 0 {
		return ""
	}
	var names []string
	for _, id := range t.Targets {
		names = append(names, w.name(id))
	}
	return " targeting " + strings.Join(names, ", ")
}
