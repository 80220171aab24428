package rules_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// The frame around a trick's effects: the restrictions on when it may be
// activated (408.1a), costs in zones the judge does not model (409.1f),
// delayed triggered abilities (404.4) and a player's life.

func frameCombat(t *testing.T, d rules.CombatDeclaration) rules.CombatResolution {
	t.Helper()
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func hasEvent(r rules.CombatResolution, rule rules.RuleID, words string) bool {
	for _, s := range r.Steps {
		for _, e := range s.Events {
			if e.Rule == rule && strings.Contains(e.Message, words) {
				return true
			}
		}
	}
	return false
}

// Restrictions on when an ability may be activated: each case is the
// verdict at the trick's point and its rule.
func TestTrickRestrictions(t *testing.T) {
	wolverine := "{R}: ~ gets +2/+0 until end of turn. Activate only during the declare blockers step, only if a creature is blocking ~, and only once each turn."
	desert := "{T}: ~ deals 1 damage to target attacking creature. Activate only during the end of combat step."
	sawback := "{1}: ~ deals 2 damage to target attacking or blocking creature. Activate only if ~ is attacking or blocking and only once each turn."
	threshold := "{1}{G}: Regenerate ~. Activate only if seven or more cards are in your graveyard."
	upkeep := "{1}: ~ gets +1/+1 until end of turn. Activate only during your upkeep."
	snowy := "{2}, {T}: Target creature gains vigilance until end of turn. Activate only during combat and only if defending player controls a snow land."
	snowLand := rules.Permanent{ID: "snow-forest", Name: "Snow-Covered Forest", Controller: "bob", Types: []string{"Land"}, Supertypes: []string{"Basic", "Snow"}, Subtypes: []string{"Forest"}}
	yard := func(n int) func(*rules.Board) { return func(b *rules.Board) { b.Players[0].Graveyard = &n } }
	tests := []struct {
		name     string
		perms    []rules.Permanent
		blockers []rules.Blocker
		trick    rules.Trick
		board    func(*rules.Board)
		verdict  rules.Verdict
		rule     rules.RuleID
	}{
		// 408.1a: "only during the declare blockers step", used after attackers are declared.
		{"declare blockers step only, used in declare attackers", []rules.Permanent{sized(creature("wolverine", wolverine), 2, 2)}, nil,
			rules.Trick{At: rules.DeclareAttackersStep, Source: "wolverine", Ability: ptr(0)}, nil, rules.Illegal, "408.1a"},
		// 408.1a: in the right step, but no creature blocks it.
		{"no creature blocking it", []rules.Permanent{sized(creature("wolverine", wolverine), 2, 2)}, nil,
			rules.Trick{At: rules.DeclareBlockersStep, Source: "wolverine", Ability: ptr(0)}, nil, rules.Illegal, "408.1a"},
		{"blocked, in the declare blockers step", []rules.Permanent{sized(creature("wolverine", wolverine), 2, 2)}, blocks([]string{"bears", "wolverine"}),
			rules.Trick{At: rules.DeclareBlockersStep, Source: "wolverine", Ability: ptr(0)}, nil, rules.Legal, ""},
		// 408.1a: "only once each turn", twice.
		{"twice", []rules.Permanent{sized(creature("wolverine", wolverine), 2, 2)}, blocks([]string{"bears", "wolverine"}),
			rules.Trick{At: rules.DeclareBlockersStep, Source: "wolverine", Ability: ptr(0), Times: 2}, nil, rules.Illegal, "408.1a"},
		{"end of combat step only, used after damage", []rules.Permanent{with(sized(creature("desert", desert), 0, 1), bobs)}, nil,
			rules.Trick{At: rules.RegularStep, Source: "desert", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}, nil, rules.Illegal, "408.1a"},
		{"end of combat step", []rules.Permanent{with(sized(creature("desert", desert), 0, 1), bobs)}, nil,
			rules.Trick{At: rules.EndOfCombatStep, Source: "desert", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}, nil, rules.Legal, ""},
		{"not attacking or blocking", []rules.Permanent{with(sized(creature("sawback", sawback), 2, 2), bobs)}, nil,
			rules.Trick{At: rules.DeclareBlockersStep, Source: "sawback", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}, nil, rules.Illegal, "408.1a"},
		{"blocking", []rules.Permanent{with(sized(creature("sawback", sawback), 2, 2), bobs)}, blocks([]string{"sawback", "giant"}),
			rules.Trick{At: rules.DeclareBlockersStep, Source: "sawback", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}, nil, rules.Legal, ""},
		// 408.1a: threshold, with the graveyard the request states.
		{"threshold, three cards", []rules.Permanent{sized(creature("avenger", threshold), 2, 2)}, nil,
			rules.Trick{At: rules.DeclareBlockersStep, Source: "avenger", Ability: ptr(0)}, yard(3), rules.Illegal, "408.1a"},
		{"threshold, seven cards", []rules.Permanent{sized(creature("avenger", threshold), 2, 2)}, nil,
			rules.Trick{At: rules.DeclareBlockersStep, Source: "avenger", Ability: ptr(0)}, yard(7), rules.Legal, ""},
		{"upkeep only", []rules.Permanent{sized(creature("upkeeper", upkeep), 2, 2)}, nil,
			rules.Trick{At: rules.BeginningOfCombatStep, Source: "upkeeper", Ability: ptr(0)}, nil, rules.Illegal, "408.1a"},
		{"defending player has no snow land", []rules.Permanent{{ID: "sleigh", Name: "sleigh", Controller: "alice", Types: []string{"Artifact"}, Abilities: []string{snowy}}}, nil,
			rules.Trick{At: rules.DeclareAttackersStep, Source: "sleigh", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}, nil, rules.Illegal, "408.1a"},
		{"defending player has a snow land", []rules.Permanent{{ID: "sleigh", Name: "sleigh", Controller: "alice", Types: []string{"Artifact"}, Abilities: []string{snowy}}, snowLand}, nil,
			rules.Trick{At: rules.DeclareAttackersStep, Source: "sleigh", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}, nil, rules.Legal, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board(append([]rules.Permanent{sized(creature("giant"), 3, 3), bobsCreature("bears", 2, 2)}, tc.perms...)...)
			if tc.board != nil {
				tc.board(&b)
			}
			attackers := []string{"giant"}
			if tc.perms[0].Controller == "alice" && tc.perms[0].Types[0] == "Creature" {
				attackers = append(attackers, string(tc.perms[0].ID))
			}
			r := frameCombat(t, rules.CombatDeclaration{Board: b, Attackers: attack(attackers...), Blockers: tc.blockers, Tricks: []rules.Trick{tc.trick}})
			if r.Verdict != tc.verdict || tc.rule != "" && (len(r.Violations) != 1 || r.Violations[0].Rule != tc.rule) {
				t.Fatalf("got %s %v, want %s %s", r.Verdict, r.Violations, tc.verdict, tc.rule)
			}
			if tc.rule != "" && r.Stage != tc.trick.At {
				t.Errorf("stage %s, want the trick's point %s", r.Stage, tc.trick.At)
			}
		})
	}
}

// A restriction on a fact the request does not state is an input error
// naming the field that gives it.
func TestTrickRestrictionNeedsAFact(t *testing.T) {
	threshold := "{1}{G}: Regenerate ~. Activate only if seven or more cards are in your graveyard."
	d := rules.CombatDeclaration{Board: board(sized(creature("avenger", threshold), 2, 2), bobsCreature("bears", 2, 2)), Attackers: attack("avenger"),
		Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Source: "avenger", Ability: ptr(0)}}}
	_, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	var in rules.InputError
	if !errors.As(err, &in) || len(in) != 1 || in[0].Path.String() != "board.players[0].graveyard" {
		t.Fatalf("got %v, want an input error naming board.players[0].graveyard", err)
	}
}

// Kjeldoran Elite Guard's delayed trigger (404.4b): its target dies in
// combat, and the Guard is sacrificed as the trigger resolves (410.10c).
func TestTrickLeavesPlayTrigger(t *testing.T) {
	guard := "{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice Kjeldoran Elite Guard. Activate only during combat."
	g := sized(rules.Permanent{ID: "guard", Name: "Kjeldoran Elite Guard", Controller: "alice", Types: []string{"Creature"}, Abilities: []string{guard}}, 2, 2)
	// The 2/2 bears +2/+2 is a 4/4 blocked by a 5/5: lethal damage.
	d := rules.CombatDeclaration{Board: board(g, sized(creature("bears"), 2, 2), bobsCreature("wurm", 5, 5)), Attackers: attack("bears"), Blockers: blocks([]string{"wurm", "bears"}),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "guard", Ability: ptr(0), Targets: []rules.ObjectID{"bears"}}}}
	r := frameCombat(t, d)
	if r.Verdict != rules.Legal || !slices.Contains(r.Destroyed, "bears") || !slices.Contains(r.Destroyed, "guard") {
		t.Fatalf("got %s %v destroyed %v, want the bears destroyed and the guard sacrificed", r.Verdict, r.Violations, r.Destroyed)
	}
	if !hasEvent(r, "410.10c", "delayed triggered ability") {
		t.Errorf("no 410.10c event of the delayed trigger: %+v", r.Steps)
	}
	// The target survives: the Guard stays.
	d.Board.Permanents[2] = bobsCreature("wurm", 3, 3)
	r = frameCombat(t, d)
	if slices.Contains(r.Destroyed, "guard") || !slices.Contains(r.Destroyed, "wurm") {
		t.Fatalf("destroyed %v, want the wurm only", r.Destroyed)
	}
}

// "Sacrifice ~ at the beginning of the next end step" is after the
// combat: said in the step the trick resolves and in the notes (404.4).
func TestTrickAtNextEndStep(t *testing.T) {
	pyric := "{R}: ~ gets +1/+0 until end of turn. Sacrifice ~ at the beginning of the next end step."
	d := rules.CombatDeclaration{Board: board(sized(creature("salamander", pyric), 1, 1), bobsCreature("bears", 2, 2)), Attackers: attack("salamander"),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "salamander", Ability: ptr(0), Times: 2}}}
	r := frameCombat(t, d)
	if r.Verdict != rules.Legal || r.Life["bob"] != 17 {
		t.Fatalf("got %s %v, bob at %d, want legal and bob at 17 (a 3/1 unblocked)", r.Verdict, r.Violations, r.Life["bob"])
	}
	if !hasEvent(r, "404.4", "next end step") || !slices.ContainsFunc(r.Notes, func(n rules.Note) bool { return n.Rule == "404.4" }) {
		t.Errorf("the delayed sacrifice is not said: steps %+v notes %+v", r.Steps, r.Notes)
	}
}

// Electric Eel pumped twice deals 1 damage to its controller each time.
func TestTrickDamageToYou(t *testing.T) {
	eel := "{R}{R}: ~ gets +2/+0 until end of turn and deals 1 damage to you."
	d := rules.CombatDeclaration{Board: board(sized(creature("eel", eel), 1, 1), bobsCreature("bears", 2, 2)), Attackers: attack("eel"),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "eel", Ability: ptr(0), Times: 2}}}
	r := frameCombat(t, d)
	if r.Verdict != rules.Legal || r.Life["alice"] != 18 || r.Life["bob"] != 15 {
		t.Fatalf("got %s %v, life %v, want alice 18 and bob 15 (a 5/1 unblocked)", r.Verdict, r.Violations, r.Life)
	}
}

// "Target opponent gains 2 life": bob, not alice (409.1c).
func TestTrickOpponentGainsLife(t *testing.T) {
	line := "{W}: ~ gains flying until end of turn. Target opponent gains 2 life."
	d := rules.CombatDeclaration{Board: board(sized(creature("phelddagrif", line), 4, 4), bobsCreature("bears", 2, 2)), Attackers: attack("phelddagrif"),
		Tricks: []rules.Trick{{At: rules.BeginningOfCombatStep, Source: "phelddagrif", Ability: ptr(0), Targets: []rules.ObjectID{"bob"}}}}
	r := frameCombat(t, d)
	if r.Verdict != rules.Legal || r.Life["bob"] != 18 {
		t.Fatalf("got %s %v, life %v, want bob at 22-4 = 18", r.Verdict, r.Violations, r.Life)
	}
	d.Tricks[0].Targets = []rules.ObjectID{"alice"}
	r = frameCombat(t, d)
	if r.Verdict != rules.Illegal || len(r.Violations) != 1 || r.Violations[0].Rule != "409.1c" {
		t.Fatalf("got %s %v, want illegal 409.1c: alice is no opponent of hers", r.Verdict, r.Violations)
	}
}

// Costs: a card exiled from a graveyard the request says is empty can't
// be paid (409.1f); alternative costs alike but for mana tap the source.
func TestTrickMoreCosts(t *testing.T) {
	alms := "{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would be dealt to target creature this turn."
	empty := 0
	b := board(sized(creature("giant"), 3, 3), bobsCreature("bears", 2, 2), bobsCreature("almsgiver", 0, 1, alms))
	b.Players[1].Graveyard = &empty
	r := frameCombat(t, rules.CombatDeclaration{Board: b, Attackers: attack("giant"), Blockers: blocks([]string{"bears", "giant"}),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "almsgiver", Ability: ptr(0), Targets: []rules.ObjectID{"bears"}}}})
	if r.Verdict != rules.Illegal || len(r.Violations) != 1 || r.Violations[0].Rule != "409.1f" {
		t.Fatalf("got %s %v, want illegal 409.1f", r.Verdict, r.Violations)
	}
	b.Players[1].Graveyard = nil
	r = frameCombat(t, rules.CombatDeclaration{Board: b, Attackers: attack("giant"), Blockers: blocks([]string{"bears", "giant"}),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "almsgiver", Ability: ptr(0), Targets: []rules.ObjectID{"bears"}}}})
	if r.Verdict != rules.Legal || !hasEvent(r, "409.1f", "taken as paid") {
		t.Fatalf("got %s %v, want legal with the cost taken as paid", r.Verdict, r.Violations)
	}
	shard := "{3}, {T} or {G}, {T}: Target creature gains trample until end of turn."
	b = board(sized(creature("giant"), 3, 3), bobsCreature("bears", 2, 2), with(rules.Permanent{ID: "shard", Name: "shard", Controller: "alice", Types: []string{"Artifact"}, Abilities: []string{shard}}, tapped))
	r = frameCombat(t, rules.CombatDeclaration{Board: b, Attackers: attack("giant"),
		Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Source: "shard", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}}}})
	if r.Verdict != rules.Illegal || len(r.Violations) != 1 || r.Violations[0].Rule != "409.1f" {
		t.Fatalf("got %s %v, want illegal 409.1f: a tapped shard can't pay {T}", r.Verdict, r.Violations)
	}
}

// Dragon Whelp: the end-step sacrifice only from the fourth activation
// this turn on (the uses the request gives).
func TestTrickActivatedTimesCondition(t *testing.T) {
	whelp := "{R}: ~ gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice ~ at the beginning of the next end step."
	for _, tc := range []struct {
		times, notes int
	}{{3, 0}, {4, 1}, {5, 2}} {
		d := rules.CombatDeclaration{Board: board(sized(creature("whelp", "Flying", whelp), 2, 3), bobsCreature("bears", 2, 2)), Attackers: attack("whelp"),
			Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "whelp", Ability: ptr(1), Times: tc.times}}}
		r := frameCombat(t, d)
		n := 0
		for _, note := range r.Notes {
			if note.Rule == "404.4" {
				n++
			}
		}
		if r.Verdict != rules.Legal || n != tc.notes || r.Life["bob"] != 20-2-tc.times {
			t.Errorf("%d times: got %s, %d end-step notes, bob at %d; want legal, %d, %d", tc.times, r.Verdict, n, r.Life["bob"], tc.notes, 20-2-tc.times)
		}
	}
}

// Sandals of Abdallah: destroyed when its target dies this turn (404.4b),
// not when it leaves play another way.
func TestTrickWhenDiesThisTurn(t *testing.T) {
	sandals := "{2}, {T}: Target creature gains islandwalk until end of turn. When that creature dies this turn, destroy ~."
	unsummon := &rules.TrickCard{Name: "Unsummon", Types: []string{"Instant"}, Text: "Return target creature to its owner's hand."}
	s := rules.Permanent{ID: "sandals", Name: "Sandals of Abdallah", Controller: "alice", Types: []string{"Artifact"}, Abilities: []string{sandals}}
	d := rules.CombatDeclaration{Board: board(s, sized(creature("bears"), 2, 2), bobsCreature("wurm", 6, 4)), Attackers: attack("bears"), Blockers: blocks([]string{"wurm", "bears"}),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Source: "sandals", Ability: ptr(0), Targets: []rules.ObjectID{"bears"}}}}
	r := frameCombat(t, d)
	if r.Verdict != rules.Legal || !slices.Contains(r.Destroyed, "bears") || !slices.Contains(r.Destroyed, "sandals") {
		t.Fatalf("got %s %v destroyed %v, want the bears and the sandals destroyed", r.Verdict, r.Violations, r.Destroyed)
	}
	d.Tricks = append(d.Tricks, rules.Trick{At: rules.DeclareBlockersStep, Card: "Unsummon", Spell: unsummon, Player: "alice", Targets: []rules.ObjectID{"bears"}})
	r = frameCombat(t, d)
	if r.Verdict != rules.Legal || slices.Contains(r.Destroyed, "sandals") {
		t.Fatalf("got %s %v destroyed %v, want the sandals kept: the bears left play without dying", r.Verdict, r.Violations, r.Destroyed)
	}
}

// "Tap two untapped Soldiers you control": the trick's tap names them;
// an untapped attacker tapped for it stays in combat (306.2b); a tapped
// one can't pay it (409.1f).
func TestTrickTapOthersCost(t *testing.T) {
	squad := "Tap two untapped Soldiers you control: ~ deals 2 damage to target attacking or blocking creature."
	soldier := func(id string) rules.Permanent {
		p := bobsCreature(id, 1, 1)
		p.Subtypes = []string{"Soldier"}
		return p
	}
	squadP := soldier("squad")
	squadP.Abilities = []string{squad}
	d := rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 2), squadP, soldier("a"), soldier("b")), Attackers: attack("giant"),
		Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Source: "squad", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}, Tap: []rules.PermanentID{"a", "b"}}}}
	r := frameCombat(t, d)
	if r.Verdict != rules.Legal || !slices.Contains(r.Destroyed, "giant") || r.Life["bob"] != 20 {
		t.Fatalf("got %s %v destroyed %v life %v, want the giant destroyed before it deals damage", r.Verdict, r.Violations, r.Destroyed, r.Life)
	}
	d.Board.Permanents[2].Tapped = true
	r = frameCombat(t, d)
	if r.Verdict != rules.Illegal || len(r.Violations) != 1 || r.Violations[0].Rule != "409.1f" {
		t.Fatalf("got %s %v, want illegal 409.1f: a tapped soldier can't pay", r.Verdict, r.Violations)
	}
	d.Board.Permanents[2].Tapped = false
	d.Tricks[0].Tap = []rules.PermanentID{"a", "a"}
	r = frameCombat(t, d)
	if r.Verdict != rules.Illegal || len(r.Violations) != 1 || r.Violations[0].Rule != "409.1f" {
		t.Fatalf("got %s %v, want illegal 409.1f: one soldier named twice", r.Verdict, r.Violations)
	}
}
