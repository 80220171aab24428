package rules_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// Whether a trick may be used then, and what it costs: each case is the
// verdict at the trick's point and the rule of its one violation.
func TestTrickMayBeUsed(t *testing.T) {
	giant := sized(creature("giant"), 3, 3)
	bears := bobsCreature("bears", 2, 2)
	bobs := func(p rules.Permanent) rules.Permanent { p.Controller = "bob"; return p }
	tests := []struct {
		name    string
		perms   []rules.Permanent
		trick   rules.Trick
		verdict rules.Verdict
		rule    rules.RuleID
	}{
		// 409.1f: {Q} untaps the source as a cost; an untapped source can't pay it.
		{"{Q} of an untapped source", []rules.Permanent{bobs(sized(creature("untapper", "{Q}: ~ gets +1/+1 until end of turn."), 1, 1))},
			rules.Trick{At: rules.DeclareBlockersStep, Source: "untapper", Text: "{Q}: ~ gets +1/+1 until end of turn."}, rules.Illegal, "409.1f"},
		// 409.1f: removing a counter the source doesn't have can't be paid.
		{"a counter it doesn't have", []rules.Permanent{bobs(sized(creature("counted", "Remove a +1/+1 counter from ~: Regenerate ~."), 1, 1))},
			rules.Trick{At: rules.DeclareBlockersStep, Source: "counted", Text: "Remove a +1/+1 counter from ~: Regenerate ~."}, rules.Illegal, "409.1f"},
		// 409.1f: a sacrifice of a permanent of another player's can't pay the cost.
		{"a sacrifice of another player's creature", []rules.Permanent{bobs(sized(creature("altar", "Sacrifice a creature: ~ gets +2/+2 until end of turn."), 1, 1))},
			rules.Trick{At: rules.DeclareBlockersStep, Source: "altar", Text: "Sacrifice a creature: ~ gets +2/+2 until end of turn.", Sacrifice: []rules.PermanentID{"giant"}}, rules.Illegal, "409.1f"},
		// 409.1c: a creature with shroud is no legal target.
		{"a target with shroud", []rules.Permanent{bobs(sized(creature("healer", "{T}: Prevent the next 1 damage that would be dealt to any target this turn."), 1, 1)), sized(creature("shrouded", "Shroud"), 1, 1)},
			rules.Trick{At: rules.DeclareBlockersStep, Source: "healer", Ability: ptr(0), Targets: []rules.ObjectID{"shrouded"}}, rules.Illegal, "409.1c"},
		// 408.1d: "activate only as a sorcery" never during combat.
		{"as a sorcery", []rules.Permanent{sized(creature("sorcerous", "{1}: ~ gets +1/+1 until end of turn. Activate only as a sorcery."), 1, 1)},
			rules.Trick{At: rules.BeginningOfCombatStep, Source: "sorcerous", Ability: ptr(0)}, rules.Illegal, "408.1d"},
		// 408.1a: "only during your turn": bob's ability in alice's turn.
		{"only during your turn", []rules.Permanent{bobs(sized(creature("sorcerous", "{1}: ~ gets +1/+1 until end of turn. Activate only during your turn."), 1, 1))},
			rules.Trick{At: rules.DeclareBlockersStep, Source: "sorcerous", Ability: ptr(0)}, rules.Illegal, "408.1a"},
		// Legal: the counter is there; paid, it regenerates (419.6b).
		{"a counter it has", []rules.Permanent{withCounters(bobs(sized(creature("counted", "Remove a +1/+1 counter from ~: Regenerate ~."), 1, 1)), "+1/+1", 1)},
			rules.Trick{At: rules.DeclareBlockersStep, Source: "counted", Text: "Remove a +1/+1 counter from ~: Regenerate ~."}, rules.Legal, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := rules.CombatDeclaration{Board: board(append([]rules.Permanent{giant, bears}, tc.perms...)...), Attackers: attack("giant"),
				Tricks: []rules.Trick{tc.trick}}
			r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict != tc.verdict || tc.rule != "" && (len(r.Violations) != 1 || r.Violations[0].Rule != tc.rule) {
				t.Fatalf("got %s %v, want %s %s", r.Verdict, r.Violations, tc.verdict, tc.rule)
			}
			if tc.rule != "" && r.Stage != tc.trick.At {
				t.Errorf("stage %s, want the trick's point %s", r.Stage, tc.trick.At)
			}
		})
	}
}

// What is no game action at all is an input error naming the field.
func TestTrickInputErrors(t *testing.T) {
	fight := "{3}, {T}: Tap target creature you control and target creature of an opponent's choice they control. Those creatures fight each other."
	b := board(sized(creature("giant", "{R}: ~ gets +1/+0 until end of turn.", fight), 3, 3), bobsCreature("bears", 2, 2))
	tests := []struct {
		name  string
		trick rules.Trick
		field string
	}{
		{"no such source", rules.Trick{At: rules.DeclareBlockersStep, Source: "nobody", Ability: ptr(0)}, "tricks[0].source"},
		{"index out of range", rules.Trick{At: rules.DeclareBlockersStep, Source: "giant", Ability: ptr(3)}, "tricks[0].ability"},
		{"a line no trick applies", rules.Trick{At: rules.DeclareBlockersStep, Source: "giant", Text: fight}, "tricks[0].text"},
		// A line its source doesn't have is no ability it may activate,
		// however well the judge reads it.
		{"a line its source doesn't have", rules.Trick{At: rules.DeclareBlockersStep, Source: "bears", Text: "{R}: bears gets +1/+0 until end of turn."}, "tricks[0].text"},
		{"the source's line with its name as ~", rules.Trick{At: rules.DeclareBlockersStep, Source: "giant", Text: "{r}: giant gets +1/+0 until end of turn", Ability: ptr(0)}, "tricks[0].ability"},
		{"a target too many", rules.Trick{At: rules.DeclareBlockersStep, Source: "giant", Ability: ptr(0), Targets: []rules.ObjectID{"bears"}}, "tricks[0].targets"},
		{"a point that is none", rules.Trick{At: "second_main", Source: "giant", Ability: ptr(0)}, "tricks[0].at"},
		{"both a card and a source", rules.Trick{At: rules.DeclareBlockersStep, Source: "giant", Card: "Giant Growth", Player: "alice"}, "tricks[0].card"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: b, Attackers: attack("giant"), Tricks: []rules.Trick{tc.trick}}, rules.Options{})
			var ie rules.InputError
			if !errors.As(err, &ie) || !slices.ContainsFunc(ie, func(e rules.FieldError) bool { return e.Path.String() == tc.field }) {
				t.Fatalf("got %v, want an input error at %s", err, tc.field)
			}
		})
	}
}

// The core's one answer to "does the judge apply this line?": a line is
// applied only when every part of it is.
func TestTrickLine(t *testing.T) {
	for text, applied := range map[string]bool{
		"{R}: Shivan Dragon gets +1/+0 until end of turn.":                                                                       true,
		"{B}: Regenerate ~. (The next time this creature would be destroyed this turn, it isn't.)":                               true,
		"Target blocking creature gets +7/+7 until end of turn.":                                                                 true,
		"{1}{R}: Target creature blocks ~ this turn if able.":                                                                    true,  // a requirement tied to ~ (500.4)
		"{1}{R}: Target creature can't block ~ this turn.":                                                                       true,  // a restriction tied to ~ (500.3)
		"{R}: ~ can't block ~ this turn.":                                                                                        false, // only a target is tied to ~
		"{2}, Exile the top card of your graveyard: ~ gets +1/+1 until end of turn.":                                             true,  // a card of a hidden zone: taken as paid, said so
		"Tap enchanted land: ~ gets +1/+1 until end of turn.":                                                                    false, // a cost not paid
		"Untap target nonattacking creature. It gets +1/+3 until end of turn.":                                                   true,  // "it": the target before
		"{T}: Tap target creature. It doesn't untap during its controller's next untap step.":                                    true,  // a later turn: nothing this combat holds
		"{W}, {T}: Prevent the next 2 damage that would be dealt to target creature this turn. Target opponent may draw a card.": false, // a target outside combat
	} {
		_, err := rules.TrickLine(text, "Shivan Dragon")
		if (err == nil) != applied {
			t.Errorf("%q: applied %v (%v), want %v", text, err == nil, err, applied)
		}
	}
}

// TestTrickLineTiedToAName: a block tied to the source is granted as a
// line naming it, applied only when that line reads with the source's name.
func TestTrickLineTiedToAName(t *testing.T) {
	for name, applied := range map[string]bool{"Rampant Elephant": true, "Matsu-Tribe Decoy": true, "Yosei, the Morning Star": false} {
		_, err := rules.TrickLine("{G}: Target creature blocks ~ this turn if able.", name)
		if (err == nil) != applied {
			t.Errorf("%q: applied %v (%v), want %v", name, err == nil, err, applied)
		}
	}
}

func ptr(n int) *int { return &n }

func withCounters(p rules.Permanent, kind string, n int) rules.Permanent {
	p.Counters = map[string]int{kind: n}
	return p
}

// "Untap all creatures you control" untaps each creature of the trick's
// player (413.2b), and an attacker untapped stays in combat (306.2b): the
// board after combat shows alice's attacker untapped, bob's creature tapped.
func TestTrickSelectedCreatures(t *testing.T) {
	tapped := func(p rules.Permanent) rules.Permanent { p.Tapped = true; return p }
	d := rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 3), sized(creature("horn", "{1}: Untap all creatures you control."), 1, 1), tapped(bobsCreature("bears", 2, 2))),
		Attackers: attack("giant"), Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Source: "horn", Ability: ptr(0)}}}
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != rules.Legal || r.Board == nil {
		t.Fatalf("got %s %v, want legal", r.Verdict, r.Violations)
	}
	for _, p := range r.Board.Permanents {
		if want := p.ID == "bears"; p.Tapped != want {
			t.Errorf("%s tapped %v, want %v", p.ID, p.Tapped, want)
		}
	}
	untaps := 0
	for _, s := range r.Steps {
		for _, e := range s.Events {
			if e.Kind == rules.EventTrick && e.Rule == "413.2b" && s.Name == rules.DeclareAttackersStep {
				untaps++
			}
		}
	}
	if untaps != 2 {
		t.Errorf("%d untap events (413.2b) in the declare attackers step, want 2 (giant, horn)", untaps)
	}
	if r.Life["bob"] != 17 {
		t.Errorf("bob at %d, want 17: the untapped attacker still deals its damage", r.Life["bob"])
	}
}

// "Deals X damage": the amount is the trick's x (413.2b), so Ballista
// Squad with x 3 destroys a 3/3 attacker before it deals combat damage
// (420.5c) and bob takes none; the same line without x is a 422 naming x.
func TestTrickAmountX(t *testing.T) {
	line := "{X}{W}, {T}: ~ deals X damage to target attacking or blocking creature."
	squad := sized(creature("squad", line), 2, 2)
	squad.Controller = "bob"
	d := rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 3), squad), Attackers: attack("giant"),
		Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Source: "squad", Ability: ptr(0), Targets: []rules.ObjectID{"giant"}, X: ptr(3)}}}
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != rules.Legal || r.Life["bob"] != 20 {
		t.Fatalf("got %s %v, bob at %d; want legal, bob at 20", r.Verdict, r.Violations, r.Life["bob"])
	}
	destroyed := false
	for _, s := range r.Steps {
		for _, e := range s.Events {
			destroyed = destroyed || e.Rule == "420.5c" && slices.Contains(e.Objects, "giant")
		}
	}
	if !destroyed {
		t.Errorf("no 420.5c event destroying the giant: %+v", r.Steps)
	}
	d.Tricks[0].X = nil
	_, err = rules.ResolveCombat(context.Background(), d, rules.Options{})
	var ie rules.InputError
	if !errors.As(err, &ie) || !slices.ContainsFunc(ie, func(e rules.FieldError) bool { return e.Path.String() == "tricks[0].x" }) {
		t.Fatalf("got %v, want an input error at tricks[0].x", err)
	}
}

// "It" is the target named before: Alarum untaps bob's blocking bears and
// gives them +1/+3 (418.3a), so the 3/5 bears survive the 3/3 giant's 3
// damage and deal it 3, destroying it (420.5c).
func TestTrickThatCreature(t *testing.T) {
	alarum := &rules.TrickCard{Name: "Alarum", Types: []string{"Instant"}, Text: "Untap target nonattacking creature. It gets +1/+3 until end of turn."}
	bears := bobsCreature("bears", 2, 2)
	bears = sized(bears, 3, 2) // a 3/2: 3/5 after Alarum
	d := rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 3), bears), Attackers: attack("giant"), Blockers: blocks([]string{"bears", "giant"}),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Card: "Alarum", Spell: alarum, Player: "bob", Targets: []rules.ObjectID{"bears"}}}}
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != rules.Legal || r.Board == nil {
		t.Fatalf("got %s %v, want legal", r.Verdict, r.Violations)
	}
	ids := map[rules.ObjectID]rules.Permanent{}
	for _, p := range r.Board.Permanents {
		ids[p.ID] = p
	}
	if _, ok := ids["giant"]; ok {
		t.Errorf("the giant survived 3 damage from the 3/5 bears")
	}
	if b, ok := ids["bears"]; !ok || b.Toughness == nil || *b.Toughness != 5 {
		t.Errorf("bears %+v, want a 3/5 after combat (418.3a)", b)
	}
}

// "Another target creature": Consume Strength's second target is another
// creature than its first (409.1c when the same is named twice); the
// blocking bears at 0/0 are put into the graveyard (420.5b: toughness 0) before damage,
// and the 5/5 giant, blocked, deals no damage to bob.
func TestTrickAnotherTarget(t *testing.T) {
	consume := &rules.TrickCard{Name: "Consume Strength", Types: []string{"Instant"}, Text: "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn."}
	for _, tc := range []struct {
		targets []rules.ObjectID
		verdict rules.Verdict
		rule    rules.RuleID
	}{
		{[]rules.ObjectID{"giant", "bears"}, rules.Legal, "420.5b"},
		{[]rules.ObjectID{"giant", "giant"}, rules.Illegal, "409.1c"},
	} {
		d := rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 3), bobsCreature("bears", 2, 2)), Attackers: attack("giant"), Blockers: blocks([]string{"bears", "giant"}),
			Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Card: "Consume Strength", Spell: consume, Player: "alice", Targets: tc.targets}}}
		r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != tc.verdict {
			t.Fatalf("%v: got %s %v, want %s", tc.targets, r.Verdict, r.Violations, tc.verdict)
		}
		if tc.verdict == rules.Illegal {
			if len(r.Violations) != 1 || r.Violations[0].Rule != tc.rule {
				t.Errorf("%v: violations %v, want %s", tc.targets, r.Violations, tc.rule)
			}
			continue
		}
		found := false
		for _, s := range r.Steps {
			for _, e := range s.Events {
				found = found || e.Rule == tc.rule && slices.Contains(e.Objects, "bears")
			}
		}
		if !found || r.Life["bob"] != 20 {
			t.Errorf("%v: bears put into the graveyard %v (want a %s event), bob at %d (want 20)", tc.targets, found, tc.rule, r.Life["bob"])
		}
	}
}

// A modal instant is cast with the mode its caster announces (409.1b):
// Dawn Charm's first mode prevents all combat damage this turn (419.7), so
// the unblocked giant deals bob none. Its mode left out or out of range is
// a 422 on mode; a mode the judge does not apply ("Counter target spell
// that targets you") a 422 on card.
func TestTrickChosenMode(t *testing.T) {
	dawn := &rules.TrickCard{Name: "Dawn Charm", Types: []string{"Instant"}, Text: "Choose one — • Prevent all combat damage that would be dealt this turn. • Regenerate target creature. • Counter target spell that targets you."}
	d := func(mode *int) rules.CombatDeclaration {
		return rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 3)), Attackers: attack("giant"),
			Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Card: "Dawn Charm", Spell: dawn, Player: "bob", Mode: mode}}}
	}
	r, err := rules.ResolveCombat(context.Background(), d(ptr(0)), rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rules409b := false
	for _, s := range r.Steps {
		for _, e := range s.Events {
			rules409b = rules409b || e.Rule == "409.1b"
		}
	}
	if r.Verdict != rules.Legal || r.Life["bob"] != 20 || !rules409b {
		t.Fatalf("got %s %v, bob at %d, mode announced %v; want legal, bob at 20, a 409.1b event", r.Verdict, r.Violations, r.Life["bob"], rules409b)
	}
	for field, mode := range map[string]*int{"tricks[0].mode": nil, "tricks[0].mode ": ptr(3), "tricks[0].card": ptr(2)} {
		_, err := rules.ResolveCombat(context.Background(), d(mode), rules.Options{})
		var ie rules.InputError
		if !errors.As(err, &ie) || !slices.ContainsFunc(ie, func(e rules.FieldError) bool { return e.Path.String() == strings.TrimSpace(field) }) {
			t.Errorf("mode %v: got %v, want an input error at %s", mode, err, field)
		}
	}
}

// The X of a pump is counted as it resolves (418.3a): Gaea's Might counts
// the basic land types among alice's lands (Forest, Mountain: 2, a second
// Forest no more; bob's Island not hers), so the unblocked 3/3 giant
// deals 5; Strength in Numbers counts the attacking creatures (the giant
// and alice's bears: 2), so the giant deals 5 and the bears 2.
func TestTrickPumpTimesX(t *testing.T) {
	gaea := &rules.TrickCard{Name: "Gaea's Might", Types: []string{"Instant"}, Text: "Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control."}
	numbers := &rules.TrickCard{Name: "Strength in Numbers", Types: []string{"Instant"}, Text: "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of attacking creatures."}
	alicesBears := sized(creature("bears2"), 2, 2)
	for _, tc := range []struct {
		spell     *rules.TrickCard
		attackers []string
		life      int
	}{
		{gaea, []string{"giant"}, 15},
		{numbers, []string{"giant", "bears2"}, 13},
	} {
		b := board(sized(creature("giant"), 3, 3), alicesBears, land("f1", "alice", []string{"Basic"}, "Forest"), land("f2", "alice", []string{"Basic"}, "Forest"),
			land("m1", "alice", []string{"Basic"}, "Mountain"), land("i1", "bob", []string{"Basic"}, "Island"))
		d := rules.CombatDeclaration{Board: b, Attackers: attack(tc.attackers...),
			Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Card: tc.spell.Name, Spell: tc.spell, Player: "alice", Targets: []rules.ObjectID{"giant"}}}}
		r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		pumped := false
		for _, s := range r.Steps {
			for _, e := range s.Events {
				pumped = pumped || e.Kind == rules.EventTrick && e.Rule == "418.3a"
			}
		}
		if r.Verdict != rules.Legal || r.Life["bob"] != tc.life || !pumped {
			t.Errorf("%s: got %s %v, bob at %d, pumped %v; want legal, bob at %d, a 418.3a event", tc.spell.Name, r.Verdict, r.Violations, r.Life["bob"], pumped, tc.life)
		}
	}
}

// Two attackers named Rampant Elephant: a block tied to one of them by
// name could be tied to the other, so the judge refuses the trick (a 422
// at tricks) rather than judge the blocks on the wrong creature.
func TestTrickTiedToASharedName(t *testing.T) {
	elephant := func(id string) rules.Permanent {
		p := sized(creature(id, "{G}: Target creature blocks ~ this turn if able."), 2, 2)
		p.Name = "Rampant Elephant"
		return p
	}
	d := rules.CombatDeclaration{Board: board(elephant("e1"), elephant("e2"), bobsCreature("bears", 2, 2)),
		Attackers: attack("e1", "e2"), Blockers: []rules.Blocker{{Creature: "bears", Blocking: []rules.ObjectID{"e2"}}},
		Tricks: []rules.Trick{{At: rules.DeclareAttackersStep, Source: "e1", Ability: ptr(0), Targets: []rules.ObjectID{"bears"}}}}
	_, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	var ie rules.InputError
	if !errors.As(err, &ie) || !strings.Contains(ie.Error(), "tricks") || !strings.Contains(ie.Error(), "can't tell them apart") {
		t.Fatalf("got %v, want an input error at tricks", err)
	}
}
