package boards

import (
	"fmt"
	"math/rand/v2"

	"rulesjudge/rules"
)

func creature(id, controller string, abilities ...string) rules.Permanent {
	p, t := 2, 2
	return rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: rules.PlayerID(controller), Types: []string{"Creature"}, Power: &p, Toughness: &t, Abilities: abilities}
}

func enchantment(id, controller, ability string) rules.Permanent {
	return rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: rules.PlayerID(controller), Types: []string{"Enchantment"}, Abilities: []string{ability}}
}

func twoPlayers(perms []rules.Permanent) rules.Board {
	return rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}, Permanents: perms}
}

// pick returns one of the choices at random; "" stands for none.
func pick(r *rand.Rand, choices ...string) string { return choices[r.IntN(len(choices))] }

// DenseBlocks builds na attackers and nb possible blockers thick with
// requirements and restrictions: Lures, "can't be blocked except by N or
// more", "by more than one", "must be blocked", flying, provoke; blockers
// that block each turn if able, block an additional creature, can't block
// alone, can't block, fly, or are tapped; and sometimes a block cap. The
// proposal is random: each blocker blocks nothing or one or two attackers.
func DenseBlocks(r *rand.Rand, na, nb int) rules.BlockDeclaration {
	var perms []rules.Permanent
	var attackers []rules.Attacker
	for i := 0; i < na; i++ {
		c := creature(fmt.Sprintf("a%d", i), "alice")
		c.Tapped = true
		for k := r.IntN(3); k > 0; k-- {
			if ab := pick(r, "", "All creatures able to block ~ do so.", "~ can't be blocked except by two or more creatures.",
				"~ can't be blocked except by three or more creatures.", "~ can't be blocked by more than one creature.",
				"~ must be blocked if able.", "Flying"); ab != "" {
				c.Abilities = append(c.Abilities, ab)
			}
		}
		a := rules.Attacker{Creature: c.ID}
		if nb > 0 && r.IntN(4) == 0 {
			c.Abilities = append(c.Abilities, "Provoke")
			a.Provoke = []rules.ObjectID{rules.ObjectID(fmt.Sprintf("d%d", r.IntN(nb)))}
		}
		perms = append(perms, c)
		attackers = append(attackers, a)
	}
	var blockers []rules.Blocker
	for i := 0; i < nb; i++ {
		c := creature(fmt.Sprintf("d%d", i), "bob")
		if ab := pick(r, "", "", "~ blocks each turn if able.", "~ can block an additional creature.", "~ can't block alone.", "Flying", "~ can't block."); ab != "" {
			c.Abilities = append(c.Abilities, ab)
		}
		c.Tapped = r.IntN(8) == 0
		perms = append(perms, c)
		if na > 0 && r.IntN(2) == 0 {
			bl := rules.Blocker{Creature: c.ID, Blocking: []rules.ObjectID{rules.ObjectID(fmt.Sprintf("a%d", r.IntN(na)))}}
			if other := rules.ObjectID(fmt.Sprintf("a%d", r.IntN(na))); r.IntN(5) == 0 && other != bl.Blocking[0] {
				bl.Blocking = append(bl.Blocking, other)
			}
			blockers = append(blockers, bl)
		}
	}
	if r.IntN(3) == 0 {
		perms = append(perms, enchantment("cap", "alice", fmt.Sprintf("No more than %d creatures can block each combat.", 1+r.IntN(max(nb, 1)))))
	}
	if blockers == nil {
		blockers = []rules.Blocker{}
	}
	return rules.BlockDeclaration{Board: twoPlayers(perms), Attackers: attackers, Blockers: blockers}
}

// DenseAttacks builds n creatures for alice thick with attack requirements
// and restrictions: attacks each turn if able, can't attack alone, at least
// N other attackers, defender, summoning sickness, tapped; a red-creatures
// requirement and sometimes a cap. The proposal is a random subset, in
// random bands of creatures with banding.
func DenseAttacks(r *rand.Rand, n int) rules.AttackDeclaration {
	var perms []rules.Permanent
	var attackers []rules.Attacker
	for i := 0; i < n; i++ {
		c := creature(fmt.Sprintf("c%d", i), "alice")
		for k := r.IntN(3); k > 0; k-- {
			if ab := pick(r, "", "~ attacks each turn if able.", "~ can't attack alone.", "~ can't attack unless at least two other creatures attack.",
				"Defender", "Banding", "Vigilance"); ab != "" {
				c.Abilities = append(c.Abilities, ab)
			}
		}
		if r.IntN(3) == 0 {
			c.Colors = []string{"Red"}
		}
		c.SummoningSick = r.IntN(8) == 0
		c.Tapped = r.IntN(10) == 0
		perms = append(perms, c)
		if r.IntN(2) == 0 {
			a := rules.Attacker{Creature: c.ID}
			if r.IntN(4) == 0 {
				a.Band = "b"
			}
			attackers = append(attackers, a)
		}
	}
	perms = append(perms, creature("wall", "bob", "Defender"))
	if r.IntN(2) == 0 {
		perms = append(perms, enchantment("war", "bob", "Red creatures attack each turn if able."))
	}
	if r.IntN(3) == 0 {
		perms = append(perms, enchantment("cap", "bob", fmt.Sprintf("No more than %d creatures can attack each combat.", 1+r.IntN(max(n, 1)))))
	}
	if attackers == nil {
		attackers = []rules.Attacker{}
	}
	return rules.AttackDeclaration{Board: twoPlayers(perms), Attackers: attackers}
}

// EasyBlocks builds a large board with no requirements: n attackers with
// evasion (flying, shadow, fear, landwalk, protection) and n blockers, each
// blocking an attacker it may legally block when there is one.
func EasyBlocks(n int) rules.BlockDeclaration {
	evasion := []string{"Flying", "Shadow", "Fear", "Islandwalk", "Protection from green", ""}
	var perms []rules.Permanent
	var attackers []rules.Attacker
	for i := 0; i < n; i++ {
		c := creature(fmt.Sprintf("a%d", i), "alice")
		if e := evasion[i%len(evasion)]; e != "" {
			c.Abilities = []string{e}
		}
		c.Tapped = true
		perms = append(perms, c)
		attackers = append(attackers, rules.Attacker{Creature: c.ID})
	}
	var blockers []rules.Blocker
	for i := 0; i < n; i++ {
		c := creature(fmt.Sprintf("d%d", i), "bob")
		switch i % len(evasion) {
		case 0:
			c.Abilities = []string{"Flying"}
		case 1:
			c.Abilities = []string{"Shadow"}
		case 2:
			c.Colors = []string{"Black"}
		}
		perms = append(perms, c)
		if i%len(evasion) != 5 { // every sixth attacker goes unblocked
			blockers = append(blockers, rules.Blocker{Creature: c.ID, Blocking: []rules.ObjectID{rules.ObjectID(fmt.Sprintf("a%d", i))}})
		}
	}
	return rules.BlockDeclaration{Board: twoPlayers(perms), Attackers: attackers, Blockers: blockers}
}
