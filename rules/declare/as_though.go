package declare

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// A permission lets a creature attack or block as though something were
// otherwise (ability.StaticAbility's AsThough): as though it had flying or
// shadow (Giant Spider, Wall of Diffusion), lacked defender (Animate
// Wall), were untapped (Masako the Humorless), could block more (Two-
// Headed Giant of Foriys), or as though the attackers lacked landwalk
// (Great Wall, Staff of the Ages, Street Savvy). This file asks the
// permissions by their typed form alone.

// The permissions the checks ask for, each list in wire-name order.
var (
	asThoughFlying     = ability.Permissions(ability.ToBlock, ability.Itself, func(t *ability.AsThough) bool { return t.Had == ability.Flying })
	asThoughShadow     = ability.Permissions(ability.ToBlock, ability.Itself, func(t *ability.AsThough) bool { return t.Had == ability.Shadow })
	asThoughUntapped   = ability.Permissions(ability.ToBlock, ability.Itself, func(t *ability.AsThough) bool { return t.Untapped })
	moreBlocked        = typedOf(ability.Permissions(ability.ToBlock, ability.Itself, func(t *ability.AsThough) bool { return t.MoreBlocked != 0 }))
	asThoughNoDefender = ability.Permissions(ability.ToAttack, ability.Itself, func(t *ability.AsThough) bool { return t.Lacked == ability.Defender })
	// The landwalk an attacker has, ignored: by the blocker's own
	// permission, by a permanent's of every landwalk, or of one.
	ownLandwalkIgnored  = ability.Permissions(ability.ToBlock, ability.Itself, func(t *ability.AsThough) bool { return t.TheyLacked == ability.Landwalk })
	allLandwalkIgnored  = ability.Permissions(ability.ToBlock, ability.Selected, func(t *ability.AsThough) bool { return t.TheyLacked == ability.Landwalk && !t.OfItsQuality })
	someLandwalkIgnored = ability.Permissions(ability.ToBlock, ability.Selected, func(t *ability.AsThough) bool { return t.TheyLacked == ability.Landwalk && t.OfItsQuality })
)

// blocksAsThoughHad reports whether c blocks as a creature with keyword
// ability k (flying, shadow): it has it, or may block as though it had
// it (502.4b, 502.8b).
func blocksAsThoughHad(c *state.Perm, k ability.Keyword) bool {
	switch {
	case c.Has(k):
		return true
	case k == ability.Flying:
		return c.HasAny(asThoughFlying)
	case k == ability.Shadow:
		return c.HasAny(asThoughShadow)
	}
	return false
}

// attacksAsDefender reports whether c's defender keeps it from attacking
// (502.41b): not when an effect lets it attack as though it didn't have
// defender (Rolling Stones, Animate Wall).
func attacksAsDefender(c *state.Perm) bool {
	return c.Has(ability.Defender) && !c.HasAny(asThoughNoDefender)
}

// tappedForBlocks reports whether c's being tapped keeps it from blocking
// (309.2a): not when an effect lets it block as though it were untapped
// (Masako the Humorless).
func tappedForBlocks(c *state.Perm) bool {
	return c.Tapped && !c.HasAny(asThoughUntapped)
}

// capacity is how many attackers the creature may block (309.2a); -1 is
// any number: one, and one more for each permission to block more.
func capacity(c *state.Perm) int {
	n := 1
	for _, t := range moreBlocked {
		more := t.s.AsThough.MoreBlocked
		for range c.All(t.k) {
			if more == ability.AnyNumberMore {
				return -1
			}
			n += more
		}
	}
	return n
}

// landwalkIgnored reports whether creature c may block an attacker with
// the landwalk of this land as though it didn't have it (502.6b): a
// permanent says so of that landwalk (Great Wall) or of every landwalk
// (Staff of the Ages), or c itself may (Street Savvy).
func landwalkIgnored(b *state.Board, c *state.Perm, land ability.Quality) bool {
	if everyLandwalkIgnored(b, c) {
		return true
	}
	for _, k := range someLandwalkIgnored {
		for _, s := range b.Sources(k) {
			if s.Quality.SameText(land) {
				return true
			}
		}
	}
	return false
}

// everyLandwalkIgnored reports whether creature c may block as though
// attackers had no landwalk abilities at all (Staff of the Ages, Street
// Savvy).
func everyLandwalkIgnored(b *state.Board, c *state.Perm) bool {
	if c.HasAny(ownLandwalkIgnored) {
		return true
	}
	for _, k := range allLandwalkIgnored {
		if len(b.Sources(k)) > 0 {
			return true
		}
	}
	return false
}
