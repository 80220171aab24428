package rules

// MaxShields is the most shields one permanent or player may have: far
// more than a game sets up in a turn, and a bound on the work of dealing
// damage through them.
const MaxShields = 100

// checkShields validates the shields of the board's players and
// permanents, once every id is known.
func (b *board) checkShields(errs *errorList) {
	tooMany := func(what string, i, n int) {
		if n > MaxShields { // the path built only for an error: this runs for every permanent
			errs.add(path("board", what, i, "shields"), "%d shields; at most %d are judged on one permanent or player", n, MaxShields)
		}
	}
	for i, p := range b.Players {
		tooMany("players", i, len(p.Shields))
		for j, s := range p.Shields {
			b.checkShield(errs, path("board", "players", i, "shields", j), p.ID, false, s)
		}
	}
	for i, p := range b.Permanents {
		tooMany("permanents", i, len(p.Shields))
		for j, s := range p.Shields {
			b.checkShield(errs, path("board", "permanents", i, "shields", j), p.ID, true, s)
		}
	}
}

func (b *board) checkShield(errs *errorList, at Path, owner ObjectID, permanent bool, s Shield) {
	field := func(name string) Path { return append(append(Path{}, at...), name) }
	switch s.Kind {
	case PreventShield, RedirectShield:
		if s.Amount < 1 || s.Amount > MaxNumber {
			errs.add(field("amount"), "a %s shield takes the next N damage: N must be between 1 and %d (got %d)", s.Kind, MaxNumber, s.Amount)
		}
		if s.Source != "" && b.perms[s.Source] == nil {
			errs.add(field("source"), "no permanent with id %q on the board", s.Source)
		}
	case RegenerateShield:
		if !permanent {
			errs.add(field("kind"), "a player can't regenerate; only a permanent has a regeneration shield")
		}
		if s.Amount != 0 {
			errs.add(field("amount"), "a regeneration shield replaces the next destruction and has no amount; give one shield for each regeneration")
		}
		if s.Source != "" {
			errs.add(field("source"), "a regeneration shield replaces a destruction, whatever its source: leave source out")
		}
	case "":
		errs.add(field("kind"), "a shield needs a kind: \"prevent\", \"redirect\" or \"regenerate\"")
	default:
		errs.add(field("kind"), "%q is not a kind of shield; use \"prevent\", \"redirect\" or \"regenerate\"", s.Kind)
	}
	switch {
	case s.Kind == RedirectShield && s.To == "":
		errs.add(field("to"), "a redirection shield needs the creature or player the damage is dealt to instead")
	case s.Kind == RedirectShield && s.To == owner:
		errs.add(field("to"), "a redirection shield sends the damage to another creature or player, not to %q itself", owner)
	case s.Kind == RedirectShield && b.perms[s.To] == nil && b.players[s.To] == nil:
		errs.add(field("to"), "no player or permanent with id %q", s.To)
	case (s.Kind == PreventShield || s.Kind == RegenerateShield) && s.To != "":
		errs.add(field("to"), "only a redirection shield sends damage elsewhere: leave to out of a %s shield", s.Kind)
	}
}
