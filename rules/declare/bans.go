package declare

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// A ban is a restriction (500.1) that counts no creature and asks no cost
// nor condition: its subject can't attack, block or be blocked, against
// whatever or against the side it names (ability.StaticAbility's Act,
// Whose and Against). This file applies every ban from its typed form
// alone: which keywords are bans, and what each side named means, are
// ability's table and the against table below, so that a wording added
// as a ban of a known shape needs no code here.

// The bans by act and whose: a creature's own, and those a permanent
// says of every creature of its quality.
var (
	attackBansOfItself = bansWhere(ability.ToAttack, ability.Itself)
	attackBansOfOthers = bansWhere(ability.ToAttack, ability.Selected)
	blockBansOfItself  = bansWhere(ability.ToBlock, ability.Itself)
	blockBansOfOthers  = bansWhere(ability.ToBlock, ability.Selected)
	blockedBans        = bansWhere(ability.ToBeBlocked, ability.Itself)
)

// ownBansFilter is the filter of the bans of a creature's own on
// attacking or blocking (state.KeywordSet).
var ownBansFilter = state.KeywordSetOf(slices.Concat(keywordsOf(attackBansOfItself), keywordsOf(blockBansOfItself)))

// keywordsOf is the keywords of ts.
func keywordsOf(ts []typed) []ability.Keyword {
	out := make([]ability.Keyword, len(ts))
	for i, t := range ts {
		out[i] = t.k
	}
	return out
}

// bansWhere are the bans on act of subject whose.
func bansWhere(act ability.Act, whose ability.Subject) []typed {
	return typedOf(ability.StaticsOf(func(s *ability.StaticAbility) bool { return s.Restricts(act) && s.Whose.Subject == whose }))
}

// typed is a keyword with its typed static ability, read once from
// ability's table: the checks ask it of every creature, many times.
type typed struct {
	k ability.Keyword
	s *ability.StaticAbility
}

// typedOf is each keyword of ks with its typed static ability.
func typedOf(ks []ability.Keyword) []typed {
	out := make([]typed, len(ks))
	for i, k := range ks {
		out[i] = typed{k, ability.StaticOf(k)}
	}
	return out
}

// side is what a ban's named side means: whether it keeps the creature
// from the pair (bars: the blocker c and the attacker a, the ban r said by
// whom of the two it is on, its holder), and the violation's words.
type side struct {
	bars    func(r *ability.Ability, holder, other *state.Perm) bool
	explain func(r *ability.Ability, c, a *state.Perm) string
}

// sides gives each side a ban on blocking or being blocked may name its
// meaning. TestEveryBanHasAMeaning holds it complete for the table.
var sides = map[ability.Against]side{
	ability.AgainstAll: {
		bars: func(*ability.Ability, *state.Perm, *state.Perm) bool { return true },
		explain: func(_ *ability.Ability, _, a *state.Perm) string { // "~ can't be blocked"
			return a.Label() + " can't be blocked."
		},
	},
	ability.OfItsQuality: {
		bars: func(r *ability.Ability, _, other *state.Perm) bool { return state.Holds(r.Quality, other) },
		explain: func(r *ability.Ability, c, a *state.Perm) string {
			if ability.StaticOf(r.Keyword).Act == ability.ToBeBlocked {
				return fmt.Sprintf("%s can't be blocked by %s (%q).", a.Label(), r.Quality.Text, r.Text)
			}
			return fmt.Sprintf("%s can't block %s (%q).", c.Label(), r.Quality.Text, r.Text)
		},
	},
	ability.NotOfItsQuality: {
		bars: func(r *ability.Ability, _, other *state.Perm) bool { return !state.Holds(r.Quality, other) },
		explain: func(r *ability.Ability, _, a *state.Perm) string {
			return fmt.Sprintf("%s can't be blocked except by %s (%q).", a.Label(), r.Quality.Text, r.Text)
		},
	},
	ability.WithoutFlying: {
		bars: func(_ *ability.Ability, _, other *state.Perm) bool { return !other.Has(ability.Flying) },
		explain: func(_ *ability.Ability, c, a *state.Perm) string {
			return fmt.Sprintf("%s can block only creatures with flying, and %s has no flying.", c.Label(), a.Label())
		},
	},
	ability.NamedByIt: {
		bars: func(r *ability.Ability, holder, other *state.Perm) bool { return namedBy(*r, holder, other) },
		explain: func(r *ability.Ability, c, a *state.Perm) string {
			return fmt.Sprintf("%s can't block %s this turn (%q).", c.Label(), a.Label(), r.Text)
		},
	},
	ability.StrongerThanIt: {
		bars: func(_ *ability.Ability, holder, other *state.Perm) bool {
			return state.PowerOf(other) > state.PowerOf(holder)
		},
		explain: func(_ *ability.Ability, c, a *state.Perm) string {
			return fmt.Sprintf("%s can't block creatures with power greater than its own (%d), and %s has power %d.", c.Label(), state.PowerOf(c), a.Label(), state.PowerOf(a))
		},
	},
	ability.WeakerThanIt: {
		bars: func(_ *ability.Ability, holder, other *state.Perm) bool {
			return state.PowerOf(other) < state.PowerOf(holder)
		},
		explain: func(_ *ability.Ability, c, a *state.Perm) string {
			return fmt.Sprintf("Creatures with power less than %s's (%d) can't block it, and %s has power %d.", a.Label(), state.PowerOf(a), c.Label(), state.PowerOf(c))
		},
	},
	ability.PowerAtLeastItsToughness: {
		bars: func(_ *ability.Ability, holder, other *state.Perm) bool {
			return holder.Toughness != nil && state.PowerOf(other) >= *holder.Toughness
		},
		explain: func(_ *ability.Ability, c, a *state.Perm) string {
			return fmt.Sprintf("%s can't block creatures with power equal to or greater than its toughness (%d), and %s has power %d.", c.Label(), *c.Toughness, a.Label(), state.PowerOf(a))
		},
	},
}

// pairBan is a ban of one creature of a block on the other: a blocker's
// on blocking that names a side, an attacker's on being blocked.
type pairBan struct {
	k        ability.Keyword
	attacker bool // the attacker's: "~ can't be blocked by ..."
	side     side
}

// pairBans are the bans a blocker or an attacker may have that name a
// pair, read once from ability's table.
var pairBans = func() []pairBan {
	var out []pairBan
	for _, t := range append(slices.Clone(blockBansOfItself), blockedBans...) {
		k, st := t.k, t.s
		if st.Act == ability.ToBlock && st.Against == ability.AgainstAll {
			continue // no pair named: bannedAtAll's
		}
		s, ok := sides[st.Against]
		if !ok {
			continue // a side with no meaning: TestEveryRestrictionHasAMeaning fails
		}
		out = append(out, pairBan{k: k, attacker: st.Act == ability.ToBeBlocked, side: s})
	}
	return out
}()

// blockerPairBans and attackerPairBans are the filters of pairBans' keywords
// on the blocker and on the attacker.
var blockerPairBans, attackerPairBans = func() (state.KeywordSet, state.KeywordSet) {
	var blocker, attacker []ability.Keyword
	for _, pb := range pairBans {
		if pb.attacker {
			attacker = append(attacker, pb.k)
		} else {
			blocker = append(blocker, pb.k)
		}
	}
	return state.KeywordSetOf(blocker), state.KeywordSetOf(attacker)
}()

// pairBanned reports whether a ban of the pair's own keeps blocker c from
// blocking attacker a (500.3, 501.1). Each ban that does is given to
// each, with its side; without each, the first ends the search.
func pairBanned(c, a *state.Perm, each func(s side, r *ability.Ability)) bool {
	if !c.MayHaveAny(blockerPairBans) && !a.MayHaveAny(attackerPairBans) {
		return false // most pairs: neither has any
	}
	banned := false
	for _, pb := range pairBans {
		holder, other := c, a
		if pb.attacker {
			holder, other = a, c
		}
		abs := holder.All(pb.k)
		for i := range abs {
			if !pb.side.bars(&abs[i], holder, other) {
				continue
			}
			if each == nil {
				return true
			}
			banned = true
			each(pb.side, &abs[i])
		}
	}
	return banned
}

// othersBanned adds, for blocker c and attacker a, each permanent of a's
// controller that says "[quality] creatures can't block creatures you
// control" of c (Heat Wave): a restriction (500.1, 500.3).
func othersBanned(b *state.Board, c, a *state.Perm, add func(rule game.RuleID, format string, args ...any)) {
	for _, t := range blockBansOfOthers {
		if t.s.Against != ability.ItsController {
			continue
		}
		for _, s := range b.Sources(t.k) {
			if s.From.Controller == a.Controller && state.Holds(s.Quality, c) {
				add("500.3", "%s can't block %s: %s says %q.", c.Label(), a.Label(), s.From.Label(), s.Text)
			}
		}
	}
}

// bannedAtAll appends to v why creature c can't attack player p, or can't
// block (p empty), whatever else takes part: its own bans against all ("can't
// attack"), and the permanents' that say so of its quality ("Walls can't
// attack", "[quality] creatures can't attack you" of p's).
func bannedAtAll(v []game.Violation, b *state.Board, c *state.Perm, act ability.Act, p game.PlayerID) []game.Violation {
	rule, own, others := game.RuleID("500.3"), blockBansOfItself, blockBansOfOthers
	if act == ability.ToAttack {
		rule, own, others = "500.2", attackBansOfItself, attackBansOfOthers
	}
	for _, t := range own {
		if t.s.Against != ability.AgainstAll || !c.MayHaveAny(ownBansFilter) {
			continue // most creatures: no ban of their own
		}
		for _, a := range c.All(t.k) {
			// The message joined, not formatted (%q is strconv.Quote).
			v = append(v, game.Violation{Rule: rule, Objects: []game.ObjectID{c.ID}, Message: c.Label() + " can't " + string(act) + " (" + strconv.Quote(a.Text) + ")."})
		}
	}
	for _, t := range others {
		against := t.s.Against
		if against != ability.AgainstAll && (against != ability.ItsController || act != ability.ToAttack) {
			continue
		}
		for _, s := range b.Sources(t.k) {
			switch {
			case !state.Holds(s.Quality, c):
			case against == ability.AgainstAll:
				v = append(v, game.Violation{Rule: rule, Objects: []game.ObjectID{c.ID, s.From.ID},
					Message: fmt.Sprintf("%s can't %s: %s says %q.", c.Label(), act, s.From.Label(), s.Text)})
			case s.From.Controller == p:
				v = append(v, game.Violation{Rule: rule, Objects: []game.ObjectID{c.ID, s.From.ID, p},
					Message: fmt.Sprintf("%s can't attack %s: %s says %q.", c.Label(), p, s.From.Label(), s.Text)})
			}
		}
	}
	return v
}

// freeToBlock is bannedAtAll for a block without its messages: whether no
// ban of its own or of a permanent keeps c from blocking whatever it
// blocks.
func freeToBlock(b *state.Board, c *state.Perm) bool {
	for _, t := range blockBansOfItself {
		if t.s.Against == ability.AgainstAll && c.MayHaveAny(ownBansFilter) && c.Has(t.k) {
			return false
		}
	}
	for _, t := range blockBansOfOthers {
		if t.s.Against != ability.AgainstAll {
			continue
		}
		for _, s := range b.Sources(t.k) {
			if state.Holds(s.Quality, c) {
				return false
			}
		}
	}
	return true
}

// namedBy reports whether ability r of creature c, tying its block to one
// attacker by its name, names attacker a ("~": an attacker named as c is).
func namedBy(r ability.Ability, c, a *state.Perm) bool {
	if r.Quality.Text == "~" {
		return a.Name == c.Name
	}
	return strings.EqualFold(r.Quality.Text, a.Name)
}
