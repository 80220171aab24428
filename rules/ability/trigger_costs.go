package ability

import (
	"regexp"
	"strings"
)

// The effects of the triggers on attacking, blocking and becoming blocked
// that hang on a cost or a choice made as they resolve (410.5, issue 27):
// "sacrifice it unless you sacrifice an Island", "it deals 3 damage to you
// unless you pay {2}", "defending player may pay {4}. If that player
// doesn't, ...", "you may sacrifice it. If you do, ...", and the effects
// that take the creature's combat damage ("it assigns no combat damage
// this turn and defending player loses 2 life"). The walk applies them
// (rules/walk/trigger_costs.go); the choice is the paying player's,
// answered in choices.may (a yes: he or she pays), the walk's default
// being that he or she doesn't. Append only: these are wire words.
const (
	// UnlessCost: "[effect] unless [player] [cost]": the player may pay
	// the cost as it resolves; if he or she doesn't, the effect happens.
	// When.Whose is the payer ("you", "defending player"); Abilities are
	// the effect and the cost.
	UnlessCost Keyword = "[effect] unless [player] [cost]"
	// DefenderMayPay: "defending player may pay [mana]. If that player
	// does[n't], [effect]": When.Not says the effect follows a refusal
	// ("doesn't"); Abilities are the effect and the cost.
	DefenderMayPay Keyword = "defending player may pay [mana]. if that player does [not], [effect]"
	// LoseLifeUnlessControl: "you lose N life if you don't control a
	// [quality]", the permanents counted as it resolves.
	LoseLifeUnlessControl Keyword = "you lose N life if you don't control a [quality]"
	// NoDamageDefenderLoses: "~ assigns no combat damage this turn and
	// defending player loses N life", of a creature that attacks and isn't
	// blocked.
	NoDamageDefenderLoses Keyword = "~ assigns no combat damage this turn and defending player loses N life"
	// MaySacrificeSelf: "you may sacrifice ~. If you do, [effect]", of a
	// creature that attacks and isn't blocked; Abilities[0] is the effect
	// (DestroyDefendersCreature or DiscardDefenderN).
	MaySacrificeSelf Keyword = "you may sacrifice ~. if you do, [effect]"
	// DestroyDefendersCreature: "destroy target creature defending player
	// controls[. it can't be regenerated]".
	DestroyDefendersCreature Keyword = "destroy target creature defending player controls"
	// MayDamagePowerToCreature: "you may have ~ deal damage equal to its
	// power to target creature", its power as it resolves.
	MayDamagePowerToCreature Keyword = "you may have ~ deal damage equal to its power to target creature"

	// The effects and costs of UnlessCost and DefenderMayPay.

	// DamageYou: "~ deals N damage to you".
	DamageYou Keyword = "~ deals N damage to you"
	// SacrificeACost: "sacrifice a [quality]", a cost; Quality is what. A
	// creature sacrificed is one the board lists: the answer names it
	// (choices.may[].targets, SacrificesCreature).
	SacrificeACost Keyword = "sacrifice a [quality]"
	// ExileFromYourGraveyard: "exile a card from your graveyard", a cost
	// paid in a zone the judge doesn't keep.
	ExileFromYourGraveyard Keyword = "exile a card from your graveyard"
	// SourceCantBeBlocked: "~ can't be blocked this turn".
	SourceCantBeBlocked Keyword = "~ can't be blocked this turn"
	// PreventItsCombatDamage: "prevent all combat damage [that would be
	// dealt by] ~ [would deal] this turn", after an option taken or a
	// payment made.
	PreventItsCombatDamage Keyword = "prevent all combat damage ~ would deal this turn"
	// DefenderDiscardsN: "defending player discards N cards", after the
	// source is sacrificed.
	DefenderDiscardsN Keyword = "then defending player discards N cards"
	// ControlTargetCreature: "gain control of target creature", after the
	// source is sacrificed (Thalakos Deceiver's), with no end.
	ControlTargetCreature Keyword = "gain control of target creature"
)

// costEvents says which event a trigger's effect of this file is read
// for: "defending player" and "isn't blocked" need theirs.
type costEvents struct {
	attack    bool // "whenever ~ attacks" or "attacks and isn't blocked"
	unblocked bool // "whenever ~ attacks and isn't blocked"
}

var (
	costUnless        = regexp.MustCompile(`^(.+) unless (you|defending player) (pays? (?:\{(?:\d+|[wubrg])\})+|sacrifices? an? [a-z]+|exile a card from your graveyard)$`)
	costDefenderPays  = regexp.MustCompile(`^defending player may pay ((?:\{(?:\d+|[wubrg])\})+)\. if that player (does|doesn't), (.+)$`)
	costLoseUnless    = regexp.MustCompile(`^you lose (\w+) life if you don't control an? ([a-z]+)$`)
	costNoDamageLoses = regexp.MustCompile(`^(?:~|it) assigns no combat damage this turn and defending player loses (\w+) life$`)
	costMaySacrifice  = regexp.MustCompile(`^you may sacrifice (?:~|it)\. if you do, (.+)$`)
	costDestroyDefers = regexp.MustCompile(`^destroy target creature defending player controls(\. it can't be regenerated)?$`)
	costDiscardDefers = regexp.MustCompile(`^defending player discards (\w+) cards$`)
	costDamageYou     = regexp.MustCompile(`^(?:~|it) deals (\w+) damage to you$`)
	costSacrificeA    = regexp.MustCompile(`^sacrifices? an? ([a-z]+)$`)
	costCantBeBlocked = regexp.MustCompile(`^(?:~|it) (?:can't be blocked this turn|gains "~ can't be blocked" until end of turn)$`)
	costControlTarget = regexp.MustCompile(`^gain control of target creature$`)
	costPrevent       = regexp.MustCompile(`^prevent all combat damage (?:that would be dealt by (?:~|it)|(?:~|it) would deal) this turn$`)
)

// costEffect reads the effects of this file of a trigger on ev; ok is
// false when effect is none of them.
func costEffect(effect string, ev costEvents) (Ability, bool, error) {
	attack := ev.attack
	// Of another event the words are not this file's: another reading
	// may have them ("you may sacrifice it. If you do, that player
	// discards three cards" of combat damage to a player: effect_steps.go),
	// or none, and the line stays unread.
	wrongEvent := func(string) (Ability, bool, error) { return Ability{}, false, nil }
	switch {
	case costNoDamageLoses.MatchString(effect):
		if !ev.unblocked {
			return wrongEvent("\"defending player\" and the combat damage it won't assign are read only when it attacks and isn't blocked")
		}
		n, err := number(costNoDamageLoses.FindStringSubmatch(effect)[1])
		return Ability{Keyword: NoDamageDefenderLoses, Text: effect, N: n}, true, err
	case costMaySacrifice.MatchString(effect):
		if !ev.unblocked {
			return wrongEvent("\"you may sacrifice it. If you do\" is read only when it attacks and isn't blocked")
		}
		then, ok, err := sacrificedFor(costMaySacrifice.FindStringSubmatch(effect)[1])
		if !ok || err != nil {
			return Ability{}, ok, err
		}
		return Ability{Keyword: MaySacrificeSelf, Text: effect, Abilities: []Ability{then}}, true, nil
	case costLoseUnless.MatchString(effect):
		m := costLoseUnless.FindStringSubmatch(effect)
		n, err := number(m[1])
		q, qerr := ParseQuality(m[2])
		if err != nil || qerr != nil {
			return Ability{}, false, nil
		}
		return Ability{Keyword: LoseLifeUnlessControl, Text: effect, N: n, Quality: q}, true, nil
	case costDefenderPays.MatchString(effect):
		m := costDefenderPays.FindStringSubmatch(effect)
		if !attack {
			return wrongEvent("\"defending player\" is read here only when the creature attacks")
		}
		then, ok := unlessEffect(m[3])
		if !ok {
			return Ability{}, false, nil
		}
		return Ability{Keyword: DefenderMayPay, Text: effect, When: Cond{Whose: "defending player", Not: m[2] == "doesn't"},
			Abilities: []Ability{then, {Keyword: PayMana, Text: m[1]}}}, true, nil
	case costUnless.MatchString(effect):
		m := costUnless.FindStringSubmatch(effect)
		if m[2] == "defending player" && !attack {
			return wrongEvent("\"defending player\" is read here only when the creature attacks")
		}
		then, ok := unlessEffect(m[1])
		cost, costOK := unlessCost(m[3])
		if !ok || !costOK {
			return Ability{}, false, nil
		}
		return Ability{Keyword: UnlessCost, Text: effect, When: Cond{Whose: m[2]}, Abilities: []Ability{then, cost}}, true, nil
	}
	return Ability{}, false, nil
}

// sacrificedFor reads what follows "you may sacrifice it. If you do,".
func sacrificedFor(then string) (Ability, bool, error) {
	if m := costDestroyDefers.FindStringSubmatch(then); m != nil {
		return Ability{Keyword: DestroyDefendersCreature, Text: then}, true, nil
	}
	if costControlTarget.MatchString(then) {
		return Ability{Keyword: ControlTargetCreature, Text: then}, true, nil
	}
	if m := costDiscardDefers.FindStringSubmatch(then); m != nil {
		n, err := number(m[1])
		return Ability{Keyword: DefenderDiscardsN, Text: then, N: n}, true, err
	}
	return Ability{}, false, nil
}

// unlessEffect reads the effect of "[effect] unless ...", or of "if that
// player does[n't], [effect]".
func unlessEffect(effect string) (Ability, bool) {
	switch {
	case stepSacrifice.MatchString(effect):
		return Ability{Keyword: SacrificeSource, Text: effect}, true
	case costDamageYou.MatchString(effect):
		n, err := number(costDamageYou.FindStringSubmatch(effect)[1])
		return Ability{Keyword: DamageYou, Text: effect, N: n}, err == nil
	case costCantBeBlocked.MatchString(effect):
		return Ability{Keyword: SourceCantBeBlocked, Text: effect}, true
	case costPrevent.MatchString(effect):
		return Ability{Keyword: PreventItsCombatDamage, Text: effect}, true
	}
	return Ability{}, false
}

// unlessCost reads the cost of "unless [player] [cost]".
func unlessCost(cost string) (Ability, bool) {
	switch {
	case strings.HasPrefix(cost, "pay"):
		_, mana, _ := strings.Cut(cost, " ")
		return Ability{Keyword: PayMana, Text: mana}, true
	case costSacrificeA.MatchString(cost):
		q, err := ParseQuality(costSacrificeA.FindStringSubmatch(cost)[1])
		if err != nil {
			return Ability{}, false
		}
		return Ability{Keyword: SacrificeACost, Text: cost, Quality: q}, true
	case cost == "exile a card from your graveyard":
		return Ability{Keyword: ExileFromYourGraveyard, Text: cost}, true
	}
	return Ability{}, false
}

// SacrificesCreature reports whether e is "[effect] unless [player]
// sacrifices a creature" (Ogre Marauder's): a yes names the creature the
// payer sacrifices in choices.may[].targets.
func SacrificesCreature(e Ability) bool {
	return e.Keyword == UnlessCost && len(e.Abilities) == 2 && e.Abilities[1].Keyword == SacrificeACost && e.Abilities[1].Quality.Text == "creature"
}
