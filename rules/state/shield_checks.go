package state

import "rulesjudge/rules/game"

// MaxShields is the most shields one permanent or player may have: far
// more than a game sets up in a turn, and a bound on the work of dealing
// damage through them.
const MaxShields = 100

// checkShields validates the shields of the board's players and
// permanents, once every id is known.
func (b *Board) checkShields(errs *game.ErrorList) {
	tooMany := func(what string, i, n int) {
		if n > MaxShields { // the path built only for an error: this runs for every permanent
			errs.Add(game.At("board", what, i, "shields"), "%d shields; at most %d are judged on one permanent or player", n, MaxShields)
		}
	}
	for i := range b.Players { // by index: a player, a permanent, is a large value to copy
		p := &b.Players[i]
		tooMany("players", i, len(p.Shields))
		for j, s := range p.Shields {
			b.CheckShield(errs, game.At("board", "players", i, "shields", j), p.ID, false, s)
		}
	}
	for i := range b.Permanents {
		p := &b.Permanents[i]
		tooMany("permanents", i, len(p.Shields))
		for j, s := range p.Shields {
			b.CheckShield(errs, game.At("board", "permanents", i, "shields", j), p.ID, true, s)
		}
	}
}

func (b *Board) CheckShield(errs *game.ErrorList, at game.Path, owner game.ObjectID, permanent bool, s game.Shield) {
	field := func(name string) game.Path { return append(append(game.Path{}, at...), name) }
	switch s.Kind {
	case game.PreventShield, game.RedirectShield:
		if s.NextTime {
			checkNextTime(errs, field, s)
		} else if s.Amount < 1 || s.Amount > MaxNumber {
			errs.Add(field("amount"), "a %s shield takes the next N damage: N must be between 1 and %d (got %d)", s.Kind, MaxNumber, s.Amount)
		}
		if s.Source != "" && b.Perms[s.Source] == nil {
			errs.Add(field("source"), "no permanent with id %q on the board", s.Source)
		}
	case game.RegenerateShield:
		if !permanent {
			errs.Add(field("kind"), "a player can't regenerate; only a permanent has a regeneration shield")
		}
		if s.Amount != 0 {
			errs.Add(field("amount"), "a regeneration shield replaces the next destruction and has no amount; give one shield for each regeneration")
		}
		if s.Source != "" {
			errs.Add(field("source"), "a regeneration shield replaces a destruction, whatever its source: leave source out")
		}
	case "":
		errs.Add(field("kind"), "a shield needs a kind: \"prevent\", \"redirect\" or \"regenerate\"")
	default:
		errs.Add(field("kind"), "%q is not a kind of shield; use \"prevent\", \"redirect\" or \"regenerate\"", s.Kind)
	}
	switch {
	case s.Kind == game.RedirectShield && s.To == "":
		errs.Add(field("to"), "a redirection shield needs the creature or player the damage is dealt to instead")
	case s.Kind == game.RedirectShield && s.To == owner:
		errs.Add(field("to"), "a redirection shield sends the damage to another creature or player, not to %q itself", owner)
	case s.Kind == game.RedirectShield && b.Perms[s.To] == nil && b.PlayersByID[s.To] == nil:
		errs.Add(field("to"), "no player or permanent with id %q", s.To)
	case (s.Kind == game.PreventShield || s.Kind == game.RegenerateShield) && s.To != "":
		errs.Add(field("to"), "only a redirection shield sends damage elsewhere: leave to out of a %s shield", s.Kind)
	}
}

// checkNextTime validates a prevention or redirection shield used up the
// next time its source would deal damage (419.7, 419.6c): it has a source
// and no amount.
func checkNextTime(errs *game.ErrorList, field func(string) game.Path, s game.Shield) {
	switch {
	case s.Source == "":
		errs.Add(field("source"), "a next_time shield takes the damage of one source the next time it would deal damage: give its source")
	case s.Amount != 0:
		errs.Add(field("amount"), "a next_time shield takes all the damage of its source the next time, whatever the amount: leave amount out")
	}
}
