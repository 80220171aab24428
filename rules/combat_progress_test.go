package rules_test

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// The checks of one step are the walk stopped at that step (STYLE §11):
// over random boards, /v1/blocks/check's verdict is ResolveCombat's at the
// declare blockers step, and /v1/damage/resolve's answer is the walk's first
// combat damage step with the same choices.

// stepLines are the combat lines random boards are made of: triggers of the
// declare attackers and declare blockers steps, and what they change the
// meaning of (power restrictions, evasion, first strike, trample).
var stepLines = []string{
	"Flying", "First strike", "Trample", "Vigilance", "Flanking", "Bushido 1", "Rampage 1", "Protection from red",
	"Whenever ~ attacks, it gets +2/+0 until end of turn.",
	"Whenever ~ becomes blocked, it gets +1/+1 until end of turn.",
	"Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
	"Whenever ~ blocks, it gets +0/+2 until end of turn.",
	"~ can't block creatures with power 2 or greater.",
	"Creatures with power less than ~'s power can't block it.",
	"As long as ~ is untapped, it has protection from red.",
}

// randomSteps builds a small combat: attackers with random lines, blockers
// of bob with random lines, some blocking two attackers, some provoked.
func randomSteps(r *rand.Rand) rules.CombatDeclaration {
	var d rules.CombatDeclaration
	var perms []rules.Permanent
	line := func(p *rules.Permanent) {
		for range r.IntN(3) {
			p.Abilities = append(p.Abilities, strings.ReplaceAll(stepLines[r.IntN(len(stepLines))], "~", p.Name))
		}
		if r.IntN(3) == 0 {
			p.Colors = []string{"Red"}
		}
	}
	na, nb := 1+r.IntN(3), r.IntN(4)
	for i := range na {
		c := sized(creature(fmt.Sprintf("a%d", i)), r.IntN(4), 1+r.IntN(4))
		line(&c)
		perms = append(perms, c)
		d.Attackers = append(d.Attackers, rules.Attacker{Creature: c.ID})
	}
	for i := range nb {
		c := with(sized(creature(fmt.Sprintf("b%d", i)), r.IntN(4), 1+r.IntN(4)), bobs)
		line(&c)
		c.Tapped = r.IntN(6) == 0
		perms = append(perms, c)
		bl := rules.Blocker{Creature: c.ID, Blocking: []rules.ObjectID{rules.ObjectID(fmt.Sprintf("a%d", r.IntN(na)))}}
		if other := rules.ObjectID(fmt.Sprintf("a%d", r.IntN(na))); r.IntN(5) == 0 && other != bl.Blocking[0] {
			bl.Blocking = append(bl.Blocking, other)
		}
		if r.IntN(5) > 0 {
			d.Blockers = append(d.Blockers, bl)
		}
	}
	if nb > 0 && r.IntN(4) == 0 {
		d.Attackers[0].Provoke = []rules.ObjectID{rules.ObjectID(fmt.Sprintf("b%d", r.IntN(nb)))}
	}
	d.Board = board(perms...)
	return d
}

// TestChecksAreTheWalkStopped: random boards, and boards of the era's real
// cards when ../shared/cards/era-cards.json.gz is there.
func TestChecksAreTheWalkStopped(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 3))
	n := 0
	for range 300 {
		n += checkWalkAgrees(t, randomSteps(r), r)
	}
	if n < 100 {
		t.Errorf("only %d random boards had a legal attack and a well-formed block: the test compares too little", n)
	}
	pool := eraCreatures(t)
	m := 0
	for range 200 {
		m += checkWalkAgrees(t, realSteps(r, pool), r)
	}
	if m < 50 {
		t.Errorf("only %d real-card boards were compared", m)
	}
}

// checkWalkAgrees compares the checks with the walk on one combat; it
// reports 1 when the blockers were compared.
func checkWalkAgrees(t *testing.T, d rules.CombatDeclaration, r *rand.Rand) int {
	t.Helper()
	ctx, opt := context.Background(), rules.Options{}
	walked, err := rules.ResolveCombat(ctx, d, opt)
	if err != nil || walked.Stage == rules.DeclareAttackersStep {
		return 0 // a request the walk refuses, or an illegal attack: no block to compare
	}
	blocks, err := rules.CheckBlocks(ctx, rules.BlockDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers}, opt)
	if err != nil {
		t.Fatalf("%s: CheckBlocks: %v, the walk judged it", describe(d), err)
	}
	want, wantRules := rules.Legal, []string{}
	if walked.Stage == rules.DeclareBlockersStep {
		want, wantRules = walked.Verdict, findingRules(walked.Violations)
	}
	if got, gotRules := blocks.Verdict, findingRules(blocks.Violations); got != want || !slices.Equal(gotRules, wantRules) {
		t.Errorf("%s: /v1/blocks/check says %s %v, the walk %s %v", describe(d), got, gotRules, want, wantRules)
	}
	if walked.Stage == rules.DeclareBlockersStep {
		return 1
	}
	compareDamageStep(t, d, randomAssignments(r, d))
	// The example of an illegal assignment is legal on the walked board:
	// the walk must take it as well.
	if res, err := rules.ResolveDamage(damageOf(d, randomAssignments(r, d))); err == nil && res.Example != nil {
		compareDamageStep(t, d, res.Example.Assignments)
	}
	return 1
}

// damageOf is the damage request of the first combat damage step of d.
func damageOf(d rules.CombatDeclaration, as []rules.Assignment) rules.DamageDeclaration {
	return rules.DamageDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers, Assignments: as}
}

// compareDamageStep resolves the first combat damage step through
// ResolveDamage and through the walk with the same choices, and compares
// the verdict, the violations' rules, the damage dealt and the creatures
// the state-based effects took.
func compareDamageStep(t *testing.T, d rules.CombatDeclaration, as []rules.Assignment) {
	t.Helper()
	res, err := rules.ResolveDamage(damageOf(d, as))
	if err != nil {
		t.Fatalf("%s: ResolveDamage(%v): %v", describe(d), as, err)
	}
	step := firstDamageStep(t, d)
	d.Choices = map[rules.Step][]rules.Assignment{step: as}
	walked, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatalf("%s: ResolveCombat with choices %v: %v", describe(d), as, err)
	}
	want, wantRules := rules.Legal, []string{}
	if walked.Stage == step {
		want, wantRules = walked.Verdict, findingRules(walked.Violations)
	}
	// The walk fills in a creature with a choice that the choices leave out
	// by its documented default; a check asks for it (310.1). Beside that
	// they judge alike.
	gotRules := slices.DeleteFunc(findingRules(res.Violations), func(r string) bool { return r == "310.1" })
	if res.Verdict == rules.Illegal && len(gotRules) == 0 {
		return
	}
	if got := res.Verdict; got != want || !slices.Equal(gotRules, wantRules) {
		t.Fatalf("%s, %v: /v1/damage/resolve says %s %v (310.1 aside), the walk's %s step %s %v", describe(d), as, got, gotRules, step, want, wantRules)
	}
	if want != rules.Legal {
		return
	}
	var got, wanted []string
	for _, x := range res.Dealt {
		if x.Amount > 0 {
			got = append(got, fmt.Sprintf("%s>%s:%d", x.Source, x.To, x.Amount))
		}
	}
	for _, e := range res.StateBased {
		got = append(got, fmt.Sprintf("%s %s %s%s", e.Rule, e.Event, e.Object, e.Player))
	}
	for _, s := range walked.Steps {
		if s.Name != step {
			continue
		}
	events:
		for _, e := range s.Events {
			switch {
			case e.Kind == rules.EventTrigger || e.Kind == rules.EventDelayed:
				break events // the triggers on the damage dealt: beyond what ResolveDamage resolves
			case e.Kind == rules.EventDamage && e.Rule == "310.4" && e.Amount > 0:
				wanted = append(wanted, fmt.Sprintf("%s>%s:%d", e.Objects[0], e.Objects[1], e.Amount))
			case e.Kind == rules.EventStateBase && strings.HasPrefix(string(e.Rule), "420.5"):
				wanted = append(wanted, stateBasedOf(e))
			}
		}
	}
	slices.Sort(got)
	slices.Sort(wanted)
	if !slices.Equal(got, wanted) {
		t.Errorf("%s, %v: /v1/damage/resolve did %v, the walk's %s step %v", describe(d), as, got, step, wanted)
	}
}

// stateBasedOf writes a walk's state-based event as compareDamageStep
// writes ResolveDamage's.
func stateBasedOf(e rules.StepEvent) string {
	msg := strings.TrimSuffix(e.Message, ".")
	if i := strings.Index(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	} else if i := strings.Index(msg, " "); i >= 0 {
		msg = msg[i+1:]
	}
	return fmt.Sprintf("%s %s %s", e.Rule, msg, e.Objects[0])
}

// firstDamageStep is the walk's first combat damage step: first strike
// may be gone by then (a first striker killed by flanking).
func firstDamageStep(t *testing.T, d rules.CombatDeclaration) rules.Step {
	t.Helper()
	walked, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatalf("%s: ResolveCombat: %v", describe(d), err)
	}
	for _, s := range walked.Steps {
		if s.Name == rules.FirstStrikeStep || s.Name == rules.RegularStep {
			return s.Name
		}
	}
	t.Fatalf("%s: the walk has no combat damage step: %v", describe(d), walked.Steps)
	return ""
}

// randomAssignments gives some declared creatures an assignment of 0 to 4
// to a random combatant or player.
func randomAssignments(r *rand.Rand, d rules.CombatDeclaration) []rules.Assignment {
	var ids []rules.ObjectID
	for _, a := range d.Attackers {
		ids = append(ids, a.Creature)
	}
	for _, b := range d.Blockers {
		ids = append(ids, b.Creature)
	}
	to := append(slices.Clone(ids), "bob")
	var out []rules.Assignment
	for _, id := range ids {
		if r.IntN(2) == 0 {
			continue
		}
		a := rules.Assignment{Source: id}
		for range 1 + r.IntN(2) {
			a.Damage = append(a.Damage, rules.DamageShare{To: to[r.IntN(len(to))], Amount: r.IntN(5)})
		}
		out = append(out, a)
	}
	return out
}

func findingRules(v []rules.Violation) []string {
	out := []string{}
	for _, x := range v {
		out = append(out, string(x.Rule))
	}
	slices.Sort(out)
	return out
}

func describe(d rules.CombatDeclaration) string {
	var parts []string
	for _, p := range d.Board.Permanents {
		parts = append(parts, fmt.Sprintf("%s %s %d/%d tapped=%v %q", p.ID, p.Controller, *p.Power, *p.Toughness, p.Tapped, p.Abilities))
	}
	return fmt.Sprintf("board [%s], attackers %v, blockers %v", strings.Join(parts, "; "), d.Attackers, d.Blockers)
}

// eraCard is what the test reads of a card of ../shared/cards.
type eraCard struct {
	Name      string   `json:"name"`
	TypeLine  string   `json:"type_line"`
	Oracle    string   `json:"oracle_text"`
	Power     string   `json:"power"`
	Toughness string   `json:"toughness"`
	Colors    []string `json:"colors"`
}

// eraCreatures are the era's creatures with printed power and toughness
// and at least one line the judge reads, as permanents (lines it doesn't
// read left out). Without the file the test skips, except under CI.
func eraCreatures(t *testing.T) []rules.Permanent {
	t.Helper()
	const file = "../../shared/cards/era-cards.json.gz"
	f, err := os.Open(file)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: %v (CI runs this test)", file, err)
		}
		t.Skipf("%s: %v", file, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var all []eraCard
	if err := json.NewDecoder(zr).Decode(&all); err != nil {
		t.Fatal(err)
	}
	reminder := regexp.MustCompile(`\s*\([^)]*\)`)
	colors := map[string]string{"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
	var out []rules.Permanent
	for i, c := range all {
		p, err1 := strconv.Atoi(c.Power)
		q, err2 := strconv.Atoi(c.Toughness)
		// The cards with a line this test is about, and one in 16 of the
		// others: reading every line of every card takes seconds.
		if err1 != nil || err2 != nil || !strings.Contains(c.TypeLine, "Creature") || !stepText(c.Oracle) && i%16 != 0 {
			continue
		}
		perm := rules.Permanent{Name: c.Name, Types: []string{"Creature"}, Power: &p, Toughness: &q}
		if _, sub, ok := strings.Cut(c.TypeLine, "—"); ok {
			perm.Subtypes = strings.Fields(sub)
		}
		for _, k := range c.Colors {
			perm.Colors = append(perm.Colors, colors[k])
		}
		for _, l := range strings.Split(reminder.ReplaceAllString(c.Oracle, ""), "\n") {
			if l = strings.TrimSpace(l); l == "" {
				continue
			}
			if _, err := rules.ParseAbility(l, c.Name); err == nil {
				perm.Abilities = append(perm.Abilities, l)
			}
		}
		if len(perm.Abilities) > 0 {
			out = append(out, perm)
		}
	}
	return out
}

// stepText reports whether a card's text has what this test is about: a
// trigger of the declare steps, a restriction on power, a condition on
// being untapped.
func stepText(oracle string) bool {
	l := strings.ToLower(oracle)
	for _, w := range []string{"attacks", "blocks", "becomes blocked", "flanking", "bushido", "rampage", "provoke", "power", "untapped"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// realSteps is randomSteps with the era's creatures.
func realSteps(r *rand.Rand, pool []rules.Permanent) rules.CombatDeclaration {
	d := randomSteps(r)
	for i := range d.Board.Permanents {
		p := &d.Board.Permanents[i]
		c := pool[r.IntN(len(pool))]
		c.ID, c.Controller, c.Tapped = p.ID, p.Controller, p.Tapped
		c.Abilities = slices.Clone(c.Abilities)
		*p = c
	}
	return d
}

// noteRules lists the rules of a judgement's notes.
func noteRules(n []rules.Note) []string {
	out := findingRules(n)
	return slices.Compact(out)
}

// The checks judge their step after the steps before it, as the walk
// does, unless board_after says the board shows them already.
func TestChecksWalkTheStepsBefore(t *testing.T) {
	const wei = "Whenever Wei Ambush Force attacks, it gets +2/+0 until end of turn."
	const orcs = "Ironclaw Orcs can't block creatures with power 2 or greater."
	weiBoard := board(sized(creature("wei", wei), 1, 1), with(creature("orcs", orcs), bobs))
	weiBoard.Permanents[0].Name, weiBoard.Permanents[1].Name = "Wei Ambush Force", "Ironclaw Orcs"
	retainer := board(creature("bears"), sized(with(creature("ret", "Bushido 1"), bobs), 1, 1))
	lancer := board(creature("lancer", "Flanking"), sized(with(creature("elves"), bobs), 1, 1))
	tests := []struct {
		name      string
		check     func() (rules.Judgement, error)
		verdict   rules.Verdict
		rules     []string
		noteRules []string // rules that must be among the notes
	}{
		// 410.2: the attack trigger resolves before blockers are declared:
		// Wei Ambush Force is 3/1 and the Orcs can't block it (500.3).
		{"attack trigger before blocks", func() (rules.Judgement, error) {
			return rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: weiBoard, Attackers: attack("wei"), Blockers: blocks([]string{"orcs", "wei"})}, rules.Options{})
		}, rules.Illegal, []string{"500.3"}, []string{"410.2"}},
		// The board says it shows the declare attackers step: no trigger
		// is applied, Wei Ambush Force is 1/1 and the Orcs block it.
		{"board after declare attackers", func() (rules.Judgement, error) {
			return rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: weiBoard, Attackers: attack("wei"), Blockers: blocks([]string{"orcs", "wei"}), BoardAfter: rules.DeclareAttackersStep}, rules.Options{})
		}, rules.Legal, []string{}, nil},
		// 502.38a: bushido makes the 1/1 blocker 2/2 before damage, so the
		// Bears' 2 damage (310.2a: its power) is lethal and the Retainer
		// assigns 2.
		{"bushido before damage", func() (rules.Judgement, error) {
			return rules.CheckDamage(rules.DamageDeclaration{Board: retainer, Attackers: attack("bears"), Blockers: blocks([]string{"ret", "bears"}),
				Assignments: []rules.Assignment{assign("bears", "ret", 2), assign("ret", "bears", 1)}})
		}, rules.Illegal, []string{"310.2a"}, []string{"502.38a"}},
		// board_after "declare_blockers": the Retainer is judged as given.
		{"board after declare blockers", func() (rules.Judgement, error) {
			return rules.CheckDamage(rules.DamageDeclaration{Board: retainer, Attackers: attack("bears"), Blockers: blocks([]string{"ret", "bears"}),
				Assignments: []rules.Assignment{assign("bears", "ret", 2), assign("ret", "bears", 1)}, BoardAfter: rules.DeclareBlockersStep})
		}, rules.Legal, []string{}, nil},
		// 502.3a, 420.5b: flanking kills the 1/1 blocker before damage; an
		// assignment by it is by a creature no longer in combat (306.2),
		// and the Lancer, still blocked, assigns none (310.2c).
		{"flanking kills the blocker", func() (rules.Judgement, error) {
			return rules.CheckDamage(rules.DamageDeclaration{Board: lancer, Attackers: attack("lancer"), Blockers: blocks([]string{"elves", "lancer"}),
				Assignments: []rules.Assignment{assign("lancer", "elves", 2), assign("elves", "lancer", 1)}})
		}, rules.Illegal, []string{"306.2", "310.2c"}, []string{"420.5b", "502.3a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := tt.check()
			if err != nil {
				t.Fatal(err)
			}
			if got := findingRules(j.Violations); j.Verdict != tt.verdict || !slices.Equal(got, tt.rules) {
				t.Errorf("got %s %v, want %s %v", j.Verdict, got, tt.verdict, tt.rules)
			}
			for _, r := range tt.noteRules {
				if !slices.Contains(noteRules(j.Notes), r) {
					t.Errorf("notes %v: want one citing %s", j.Notes, r)
				}
			}
			if tt.noteRules == nil && len(j.Notes) > 0 && slices.ContainsFunc(j.Notes, func(n rules.Note) bool { return strings.HasPrefix(n.Message, "In the declare") }) {
				t.Errorf("notes %v: want no trigger applied", j.Notes)
			}
		})
	}
}

// The regular step after a first-strike step is judged on the board that
// step left (what ResolveDamage answers): the declare steps' triggers show
// on it and are not applied again.
func TestRegularStepAfterFirstStrikeAppliesNothingAgain(t *testing.T) {
	b := board(creature("knight", "First strike"), sized(with(creature("ret", "Bushido 1"), bobs), 2, 2))
	first, err := rules.ResolveDamage(rules.DamageDeclaration{Board: b, Attackers: attack("knight"), Blockers: blocks([]string{"ret", "knight"})})
	if err != nil || first.Verdict != rules.Legal || first.Board == nil {
		t.Fatalf("first-strike step: %v, %s %v", err, first.Verdict, first.Violations)
	}
	// Bushido made the Retainer 3/3 before damage: the Knight's 2 first-strike
	// damage would be lethal (420.5c) without it.
	if !slices.ContainsFunc(first.Board.Permanents, func(p rules.Permanent) bool {
		return p.ID == "ret" && *p.Power == 3 && *p.Toughness == 3 && p.Damage == 2
	}) {
		t.Errorf("after the first-strike step: %+v, want ret 3/3 with 2 damage (502.38a)", first.Board.Permanents)
	}
	regular := rules.DamageDeclaration{Board: *first.Board, Attackers: attack("knight"), Blockers: blocks([]string{"ret", "knight"}), Step: rules.RegularStep, AssignedFirstStrike: []rules.PermanentID{"knight"}}
	j, err := rules.CheckDamage(regular)
	if err != nil {
		t.Fatal(err)
	}
	// 3 from the Retainer: power 3, not 4 (bushido once, 502.38a).
	if j.Verdict != rules.Legal || len(j.Notes) == 0 || !strings.Contains(fmt.Sprint(j.Notes), "assigns 3") {
		t.Errorf("regular step: %s %v %v, want legal with the Retainer assigning 3", j.Verdict, j.Violations, j.Notes)
	}
	for _, after := range []rules.Step{rules.BeginningOfCombatStep, rules.DeclareBlockersStep} {
		regular.BoardAfter = after
		if _, err := rules.CheckDamage(regular); !isInputErrorAt(err, "board_after") {
			t.Errorf("board_after %q on the regular step after first strike: got %v, want an input error at board_after", after, err)
		}
	}
	regular.BoardAfter, regular.Step, regular.AssignedFirstStrike = rules.FirstStrikeStep, "", nil
	regular.Board = b
	if _, err := rules.CheckDamage(regular); !isInputErrorAt(err, "board_after") {
		t.Errorf("board_after \"first_strike\" on a first-strike step: got %v, want an input error at board_after", err)
	}
}

func isInputErrorAt(err error, field string) bool {
	var ie rules.InputError
	if !errors.As(err, &ie) {
		return false
	}
	return slices.ContainsFunc(ie, func(e rules.FieldError) bool { return len(e.Path) == 1 && e.Path[0] == field })
}

// Provoke's untap happens in the declare attackers step (502.29a), before
// blockers are declared: a tapped target is untapped and must block the
// provoker if able (500.4); one with protection from it can't be targeted
// and stays tapped (502.7b, 410.4), so it can't block (309.2a).
func TestProvokeUntapsBeforeBlocks(t *testing.T) {
	b := board(with(creature("prov", "Provoke"), func(p *rules.Permanent) { p.Colors = []string{"Red"} }), with(creature("t"), func(p *rules.Permanent) { p.Controller, p.Tapped = "bob", true }))
	d := rules.BlockDeclaration{Board: b, Attackers: []rules.Attacker{{Creature: "prov", Provoke: []rules.ObjectID{"t"}}}, Blockers: []rules.Blocker{}}
	j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
	if err != nil || j.Verdict != rules.Illegal || !slices.Equal(findingRules(j.Violations), []string{"500.4"}) || !slices.Contains(noteRules(j.Notes), "502.29a") {
		t.Errorf("untapped by provoke, not blocking: got %v %s %v %v, want illegal [500.4] with a 502.29a note", err, j.Verdict, j.Violations, j.Notes)
	}
	b.Permanents[1].Abilities = []string{"Protection from red"}
	d.Blockers = blocks([]string{"t", "prov"})
	j, err = rules.CheckBlocks(context.Background(), d, rules.Options{})
	if err != nil || j.Verdict != rules.Illegal || !slices.Contains(findingRules(j.Violations), "309.2a") {
		t.Errorf("protected target, still tapped, blocks: got %v %s %v, want illegal with 309.2a", err, j.Verdict, j.Violations)
	}
}
