package ability

import "testing"

// 410.5: the triggers whose effect hangs on a cost or a choice made as
// they resolve read as one effect with its parts; a part not read leaves
// the whole line unread (fail closed).
func TestTriggerCosts(t *testing.T) {
	for _, c := range []struct {
		name, line string
		event      Keyword
		effect     Keyword
		parts      []Keyword
	}{
		{"Keeper of Tresserhorn", "Whenever Keeper of Tresserhorn attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life.", WhenUnblocked, NoDamageDefenderLoses, nil},
		{"Necrite", "Whenever Necrite attacks and isn't blocked, you may sacrifice it. If you do, destroy target creature defending player controls. It can't be regenerated.", WhenUnblocked, MaySacrificeSelf, []Keyword{DestroyDefendersCreature}},
		{"Dauthi Mindripper", "Whenever Dauthi Mindripper attacks and isn't blocked, you may sacrifice it. If you do, defending player discards three cards.", WhenUnblocked, MaySacrificeSelf, []Keyword{DefenderDiscardsN}},
		{"Thing from the Deep", "Whenever Thing from the Deep attacks, sacrifice it unless you sacrifice an Island.", WhenAttacks, UnlessCost, []Keyword{SacrificeSource, SacrificeACost}},
		{"Rotting Giant", "Whenever Rotting Giant attacks or blocks, sacrifice it unless you exile a card from your graveyard.", WhenAttacksOrBlocks, UnlessCost, []Keyword{SacrificeSource, ExileFromYourGraveyard}},
		{"Hasran Ogress", "Whenever Hasran Ogress attacks, it deals 3 damage to you unless you pay {2}.", WhenAttacks, UnlessCost, []Keyword{DamageYou, PayMana}},
		{"Shrouded Serpent", "Whenever Shrouded Serpent attacks, defending player may pay {4}. If that player doesn't, Shrouded Serpent can't be blocked this turn.", WhenAttacks, DefenderMayPay, []Keyword{SourceCantBeBlocked, PayMana}},
		{"Mtenda Lion", "Whenever Mtenda Lion attacks, defending player may pay {U}. If that player does, prevent all combat damage that would be dealt by Mtenda Lion this turn.", WhenAttacks, DefenderMayPay, []Keyword{PreventItsCombatDamage, PayMana}},
		{"Takenuma Bleeder", "Whenever Takenuma Bleeder attacks or blocks, you lose 1 life if you don't control a Demon.", WhenAttacksOrBlocks, LoseLifeUnlessControl, nil},
		{"Laccolith Grunt", "Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to target creature. If you do, Laccolith Grunt assigns no combat damage this turn.", WhenBlocked, MayDamagePowerToCreature, []Keyword{}},
		{"Zealot il-Vec", "Whenever Zealot il-Vec attacks and isn't blocked, you may have it deal 1 damage to target creature. If you do, prevent all combat damage Zealot il-Vec would deal this turn.", WhenUnblocked, MayDamageAnyCreature, []Keyword{}},
	} {
		abs, err := Parse(c.line, c.name)
		if err != nil || len(abs) != 1 || abs[0].Keyword != c.event || len(abs[0].Abilities) == 0 || abs[0].Abilities[0].Keyword != c.effect {
			t.Errorf("410.5: %s reads %+v, %v; want %q of %q", c.name, abs, err, c.effect, c.event)
			continue
		}
		e := abs[0].Abilities[0]
		if c.parts == nil {
			continue
		}
		if len(c.parts) == 0 { // an option, then what follows "if you do"
			if len(abs[0].Abilities) != 2 {
				t.Errorf("410.5: %s reads %+v, want the option then what follows \"if you do\"", c.name, abs[0].Abilities)
			}
			continue
		}
		if len(e.Abilities) != len(c.parts) {
			t.Errorf("410.5: %s's effect has parts %+v, want %v", c.name, e.Abilities, c.parts)
			continue
		}
		for i, k := range c.parts {
			if e.Abilities[i].Keyword != k {
				t.Errorf("410.5: %s's part %d is %q, want %q", c.name, i, e.Abilities[i].Keyword, k)
			}
		}
	}
	abs, err := Parse("Whenever Ogre Marauder attacks, it gains \"Ogre Marauder can't be blocked\" until end of turn unless defending player sacrifices a creature.", "Ogre Marauder")
	if err != nil || len(abs) != 1 || !SacrificesCreature(abs[0].Abilities[0]) || abs[0].Abilities[0].Abilities[0].Keyword != SourceCantBeBlocked || abs[0].Abilities[0].When.Whose != "defending player" {
		t.Errorf("410.5: Ogre Marauder reads %+v, %v; want its evasion unless the defending player sacrifices a creature", abs, err)
	}
	// Fail closed: a cost or an effect not read leaves the line unread.
	for _, line := range []string{
		"Whenever Ogre Marauder attacks, it gains \"Ogre Marauder can't be blocked\" until end of turn unless defending player sacrifices a creature and pays {1}.",
		"Whenever Goblin Grenadiers attacks and isn't blocked, you may sacrifice it. If you do, destroy target creature and target land.",
		"Whenever Rotting Giant blocks, sacrifice it unless defending player pays {2}.",
		"Whenever Necrite attacks, you may sacrifice it. If you do, destroy target creature defending player controls.",
	} {
		if abs, err := Parse(line, ""); err == nil {
			t.Errorf("410.5: %q read as %+v; want it unread", line, abs)
		}
	}
}
