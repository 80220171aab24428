package state

import (
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"slices"
	"strings"
)

// shedProtectedAuras finds the Auras attached to a permanent with
// protection from a quality they have (502.7c) and reads the board again
// without them, until no Aura left is of such a quality: the state-based
// effect puts them into their owners' graveyards (420.5d) before any
// player gets priority, so before anything is judged, and their effects
// don't apply. A board with errors is left as it is: the request is
// refused anyway, and the errors' paths name its permanents as given.
func shedProtectedAuras(b *Board, errs game.ErrorList) (*Board, game.ErrorList) {
	if len(errs) > 0 || !b.hasAttachedAura() {
		return b, errs
	}
	var shed []shedAura
	first, in := b, b.Board
	// index maps a permanent of the board read last to its position in the
	// request's permanents, for the paths of its errors.
	index := make([]int, len(in.Permanents))
	for i := range index {
		index[i] = i
	}
	for {
		found := b.protectedAuras()
		if len(found) == 0 {
			break
		}
		gone := map[game.ObjectID]bool{}
		for _, s := range found {
			gone[s.Aura.ID] = true
		}
		shed = append(shed, found...)
		var keep []game.Permanent
		var keepIndex []int
		for i, p := range in.Permanents {
			if !gone[p.ID] {
				keep = append(keep, p)
				keepIndex = append(keepIndex, index[i])
			}
		}
		in.Permanents, index = keep, keepIndex
		b, errs = deriveBoard(in)
		for k := range errs {
			errs[k].Path = requestPath(errs[k].Path, index)
		}
		if len(errs) > 0 {
			break
		}
	}
	b.Shed = shed
	if len(errs) == 0 {
		errs = b.refuseConsequences(first, index)
	}
	return b, errs
}

// refuseConsequences refuses a board on which shedding Auras leaves a
// creature with toughness 0 or less or lethal damage that it didn't have
// with them (it would leave play, or regenerate, 420.5b-c): the judge
// applies no other state-based effect before judging, so such a board is
// one it can't judge as given. first is the board read with the Auras,
// index the request's position of each permanent of b.
func (b *Board) refuseConsequences(first *Board, index []int) game.ErrorList {
	var errs game.ErrorList
	for i, p := range b.Order {
		why := lethalState(p)
		if why == "" || lethalState(first.Perms[p.ID]) != "" {
			continue
		}
		var names []string
		for _, s := range b.Shed {
			names = append(names, label(s.Aura))
		}
		errs.Add(game.At("board", "permanents", index[i]), "with %s put into its owner's graveyard before the action (502.7c, 420.5d), %s %s: another state-based effect the judge doesn't apply before a check; give the board as it is once it has", strings.Join(names, ", "), p.Label(), why)
	}
	return errs
}

// lethalState says why a creature would leave play or regenerate in a check
// of the state-based effects (420.5b, 420.5c), or "".
func lethalState(p *Perm) string {
	switch {
	case p == nil || !p.IsCreature() || p.Toughness == nil:
		return ""
	case *p.Toughness <= 0:
		return fmt.Sprintf("has toughness %d (420.5b)", *p.Toughness)
	case p.Damage >= *p.Toughness && !p.Has(ability.Indestructible):
		return fmt.Sprintf("has lethal damage (%d, toughness %d, 420.5c)", p.Damage, *p.Toughness)
	}
	return ""
}

// requestPath rewrites a path into the permanents of a board read without
// some of the request's permanents as a path into the request's.
func requestPath(at game.Path, index []int) game.Path {
	if len(at) < 3 || at[0] != "board" || at[1] != "permanents" {
		return at
	}
	if i, ok := at[2].(int); ok && i >= 0 && i < len(index) {
		at = slices.Clone(at)
		at[2] = index[i]
	}
	return at
}

// hasAttachedAura reports whether an Aura of the board is attached to
// something: most boards have none, and are read once.
func (b *Board) hasAttachedAura() bool {
	return slices.ContainsFunc(b.Order, func(p *Perm) bool { return p.AttachedTo != "" && p.HasSubtype("aura") })
}

// protectedAuras lists the Auras attached to a permanent that has
// protection from a quality the Aura has (502.7c), in board order.
func (b *Board) protectedAuras() []shedAura {
	var out []shedAura
	for _, p := range b.Order {
		if p.AttachedTo == "" || !p.HasSubtype("aura") {
			continue
		}
		to := b.Perms[p.AttachedTo]
		if to == nil {
			continue
		}
		if q := Protects(to, p); q != "" {
			out = append(out, shedAura{Aura: *p.Given, Attached: *to.Given, quality: q})
		}
	}
	return out
}

// label names a permanent as given: its name, or its id.
func label(p game.Permanent) string {
	if p.Name != "" {
		return p.Name
	}
	return string(p.ID)
}

// shedNotes says, for a check, which Auras were put into their owners'
// graveyards before it (502.7c).
func (b *Board) ShedNotes() []game.Note {
	var out []game.Note
	for _, s := range b.Shed {
		out = append(out, game.Note{Rule: "502.7c", Objects: []game.ObjectID{s.Aura.ID, s.Attached.ID}, Message: s.Message()})
	}
	return out
}

// message explains why the Aura left before the board was judged.
func (s shedAura) Message() string {
	return fmt.Sprintf("%s has protection from %s and can't be enchanted by %s, an Aura of that quality: %s is put into its owner's graveyard as a state-based effect (420.5d) before any player gets priority, and its effects don't apply.",
		label(s.Attached), s.quality, label(s.Aura), label(s.Aura))
}

// shedEvents are the state-based events of the Auras shed (420.5d).
func (b *Board) ShedEvents() []game.StateBasedEvent {
	var out []game.StateBasedEvent
	for _, s := range b.Shed {
		out = append(out, game.StateBasedEvent{Rule: "420.5d", Object: s.Aura.ID, Event: "put into its owner's graveyard", From: s.Attached.ID, Because: s.Message()})
	}
	return out
}
