package state

import (
	"slices"
	"strconv"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A creature token put into play: its characteristics are those the effect
// creating it defines (418.6d), read by package ability (tokens.go); its
// owner is the controller of that effect (200.1a's glossary: "the owner of
// a token"). It comes into play untapped, with no damage and no counters,
// under that player's control; it has not been under his or her control
// since the turn began, so it can't attack or use {T} abilities this turn
// unless it has haste (212.3d).

// TokenPermanent is token t as the permanent id it becomes under
// controller's control.
func TokenPermanent(t ability.Token, id game.PermanentID, controller game.PlayerID) game.Permanent {
	power, toughness := t.Power, t.Toughness
	yes := true
	return game.Permanent{
		ID: id, Name: t.Name, Controller: controller,
		Types: slices.Clone(t.Types), Supertypes: slices.Clone(t.Supertypes), Subtypes: slices.Clone(t.Subtypes),
		Colors: slices.Clone(t.Colors), Power: &power, Toughness: &toughness,
		SummoningSick: true, Abilities: slices.Clone(t.Abilities), EnteredThisTurn: &yes, Token: true,
	}
}

// EnteringID is the id a permanent put into play during the combat gets:
// its name in lower case, its words joined by "-", then "-token" for a
// token ("wasp-token"); "-2", "-3", ... after it when a player or
// permanent of one of the boards (the request's, the board now) has that id
// already.
func EnteringID(name string, token bool, boards ...game.Board) game.PermanentID {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
	base := strings.Join(words, "-")
	if base == "" {
		base = "permanent"
	}
	if token {
		base += "-token"
	}
	taken := func(id game.ObjectID) bool {
		return slices.ContainsFunc(boards, func(b game.Board) bool {
			return slices.ContainsFunc(b.Permanents, func(p game.Permanent) bool { return p.ID == id }) ||
				slices.ContainsFunc(b.Players, func(p game.Player) bool { return p.ID == id })
		})
	}
	id := game.PermanentID(base)
	for n := 2; taken(id); n++ {
		id = game.PermanentID(base + "-" + strconv.Itoa(n))
	}
	return id
}

// EnteringPermanent is a card put into play from a graveyard or a hand,
// with the characteristics c gives, as the permanent id under controller's
// control: untapped, undamaged, with no counters, and summoning sick
// (212.3d).
func EnteringPermanent(c game.Permanent, id game.PermanentID, controller game.PlayerID) game.Permanent {
	p := game.Permanent{ID: id, Name: c.Name, Controller: controller,
		Types: slices.Clone(c.Types), Supertypes: slices.Clone(c.Supertypes), Subtypes: slices.Clone(c.Subtypes),
		Colors: slices.Clone(c.Colors), SummoningSick: true, Abilities: slices.Clone(c.Abilities)}
	if c.Power != nil && c.Toughness != nil {
		power, toughness := *c.Power, *c.Toughness
		p.Power, p.Toughness = &power, &toughness
	}
	yes := true
	p.EnteredThisTurn = &yes
	return p
}
