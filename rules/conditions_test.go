package rules_test

import (
	"context"
	"testing"

	"rulesjudge/rules"
)

// The lines of lords.go on a board: a name, the opponents' creatures, and
// the facts of a permanent's history.
func TestLordsAttacks(t *testing.T) {
	const yamazaki = "Each other creature named ~ gets +2/+2 and has haste."
	const fumiko = "Creatures your opponents control attack each combat if able."
	const chaos = "~ can attack as though it had haste unless it entered the battlefield this turn."
	const turtle = "~ can't attack if it attacked during your last turn."
	const halls = "Creatures that attacked during their controller's last turn can't attack."
	named := func(name string) func(*rules.Permanent) { return func(p *rules.Permanent) { p.Name = name } }
	fact := func(entered, attacked *bool) func(*rules.Permanent) {
		return func(p *rules.Permanent) { p.EnteredThisTurn, p.AttackedLastTurn = entered, attacked }
	}
	yes, no := true, false
	tests := []struct {
		name      string
		board     rules.Board
		attackers []rules.Attacker
		verdict   rules.Verdict
		rules     []string
		obeyed    int
		maximum   int
	}{
		// 418.5a, 502.5b: the other Yamazaki gives haste; 212.3d for the one not so named.
		{"named gives haste", board(
			with(with(creature("y1", yamazaki), named("Brothers Yamazaki")), sick),
			with(with(creature("y2", yamazaki), named("Brothers Yamazaki")), sick),
			with(creature("bears"), sick)),
			attack("y1", "y2", "bears"), rules.Illegal, []string{"212.3d"}, -1, 0},
		// 500.4: bob's creatures must attack on bob's turn; alice's Fumiko puts none on hers.
		{"opponents must attack", withActive(board(creature("fumiko", fumiko), with(creature("b1"), bobs), with(creature("b2"), bobs)), "bob"),
			attack("b1"), rules.Illegal, []string{"500.4"}, 1, 2},
		{"own creatures free", board(creature("fumiko", fumiko), creature("a1")),
			attack(), rules.Legal, []string{}, -1, 0},
		// 212.3d: changed control, did not enter: may attack; entered: may not.
		{"chaos lord changed control", board(with(with(creature("chaos", chaos), sick), fact(&no, nil))),
			attack("chaos"), rules.Legal, []string{}, -1, 0},
		{"chaos lord entered", board(with(with(creature("chaos", chaos), sick), fact(&yes, nil))),
			attack("chaos"), rules.Illegal, []string{"212.3d"}, -1, 0},
		// 500.2: attacked last turn.
		{"turtle attacked", board(with(creature("turtle", turtle), fact(nil, &yes))),
			attack("turtle"), rules.Illegal, []string{"500.2"}, -1, 0},
		{"turtle rested", board(with(creature("turtle", turtle), fact(nil, &no))),
			attack("turtle"), rules.Legal, []string{}, -1, 0},
		{"halls", board(with(enchant("halls", halls, "bob"), func(p *rules.Permanent) { p.Types = []string{"Land"} }),
			with(creature("a1"), fact(nil, &yes)), with(creature("a2"), fact(nil, &no))),
			attack("a1", "a2"), rules.Illegal, []string{"500.2"}, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: tt.board, Attackers: tt.attackers}, rules.Options{})
			assertJudgement(t, j, err, tt.verdict, tt.rules, tt.obeyed, tt.maximum)
		})
	}
}

// A fact a line needs and the request leaves out is an error naming the
// line, only where it could change the verdict.
func TestHistoryFactMissing(t *testing.T) {
	const chaos = "~ can attack as though it had haste unless it entered the battlefield this turn."
	const turtle = "~ can't attack if it attacked during your last turn."
	tests := []struct {
		name    string
		board   rules.Board
		wantErr bool
	}{
		{"sick chaos lord, no fact", board(with(creature("chaos", chaos), sick)), true},
		{"chaos lord not sick, no fact: haste changes nothing (212.3d)", board(creature("chaos", chaos)), false},
		{"active player's turtle, no fact", board(creature("turtle", turtle)), true},
		{"defending player's turtle, no fact: it does not attack (308.2a)", board(with(creature("turtle", turtle), bobs)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: tt.board, Attackers: attack()}, rules.Options{})
			if got := err != nil; got != tt.wantErr {
				t.Errorf("error: got %v, want an error %v", err, tt.wantErr)
			}
		})
	}
}

func withActive(b rules.Board, active rules.PlayerID) rules.Board { b.ActivePlayer = active; return b }
