package ability

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"testing"
)

// staticPlaces are the modes the era's lines and the catalog's examples
// read as a static ability (a line's own reading, or what a static
// ability gives), and the modes they read only inside a trigger's or an
// effect's parts, each with a line that does.
func staticPlaces(t *testing.T, each func(r Reading, line string)) (static, inParts map[Keyword]string) {
	t.Helper()
	static, inParts = map[Keyword]string{}, map[Keyword]string{}
	var walk func(rs []Reading, line string, top bool)
	walk = func(rs []Reading, line string, top bool) {
		for _, r := range rs {
			if top && r.Kind == Static {
				static[r.Mode] = line
				each(r, line)
			} else {
				inParts[r.Mode] = line
			}
			walk(r.Parts, line, top && r.Kind == Static)
		}
	}
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		if rs, err := Read(l.Text, l.Name); err == nil {
			walk(rs, l.Text, true)
		}
	})
	for _, w := range Wordings() {
		if rs, err := Read(w.Example, ""); err == nil {
			walk(rs, w.Example, true)
		}
	}
	return static, inParts
}

// TestStaticKinds: every Keyword constant of the source that is no
// trigger, effect or replacement, and that a line reads as a static
// ability, has its kind in kinds.go's table; a static keyword
// added without one fails here. Every static reading carries its typed
// StaticAbility, of its mode's kind, with its selector's subject.
func TestStaticKinds(t *testing.T) {
	checked := 0
	static, inParts := staticPlaces(t, func(r Reading, line string) {
		s := StaticOf(r.Mode)
		if s == nil {
			return // reported below, once per mode
		}
		checked++
		switch {
		case r.Static == nil:
			t.Errorf("%q: the static %q (%s) has no typed StaticAbility", line, r.Text, r.Mode)
		case r.Static.Kind != s.Kind || r.Static.Whose.Subject != r.Selector.Subject:
			t.Errorf("%q: the static %q has %+v, want kind %q whose %q", line, r.Text, *r.Static, s.Kind, r.Selector.Subject)
		}
	})
	if checked < 4000 {
		t.Errorf("%d static readings of the era's lines checked, want over 4,000", checked)
	}
	var untyped []string
	for k, name := range allKeywordsOfSource(t) {
		if TriggerOf(k) != nil || EffectOf(k) != nil && k != NotCombat || KindOf(k) != Static || StaticOf(k) != nil {
			continue
		}
		line, read := static[k]
		_, part := inParts[k]
		switch {
		case read:
			untyped = append(untyped, name+" ("+line+")")
		case !part && !unreadParts[k]:
			untyped = append(untyped, name+" (read by no line of the era nor of the catalog)")
		}
	}
	sort.Strings(untyped)
	for _, u := range untyped {
		t.Errorf("the static ability %s has no kind in kinds.go's table", u)
	}
	for k, s := range statics {
		if KindOf(k) != Static || TriggerOf(k) != nil {
			t.Errorf("%q is in the static table but is of kind %s", k, KindOf(k))
		}
		if s.Kind == "" || s.Whose.Subject != Itself && s.Whose.Subject != Selected {
			t.Errorf("%q: kind %q whose %q, want a kind, whose itself or selected", k, s.Kind, s.Whose.Subject)
		}
		if _, ok := static[k]; !ok {
			t.Errorf("%q is in the static table but no line reads it as a static ability", k)
		}
	}
}

// unreadParts are the parts of triggers (an effect a trigger's production
// makes) that no line of the era nor of the catalog reads today.
var unreadParts = map[Keyword]bool{LoseLife: true, PumpAttacking: true}

// TestStaticQuestions: the questions the checks ask of the table answer
// with the keywords they asked for by name before the table: a row whose
// Counted, ByHand or Cost changes changes a verdict, and fails here first.
func TestStaticQuestions(t *testing.T) {
	where := func(is func(*StaticAbility) bool) []Keyword {
		var out []Keyword
		for _, k := range slices.Sorted(maps.Keys(statics)) {
			if is(statics[k]) {
				out = append(out, k)
			}
		}
		return out
	}
	for _, c := range []struct {
		what string
		got  []Keyword
		want []Keyword
	}{
		{"counted as it applies (walk: localAbility)", where(func(s *StaticAbility) bool { return s.Counted }),
			[]Keyword{BoostPerBushido, BoostPer, DefinesPower, DefinesToughness}},
		{"reading the hand (state: needsHand)", where(func(s *StaticAbility) bool { return s.ByHand }),
			[]Keyword{AttackCostPerHand, BlockCostPerHand, PowerOverHandCantAttack}},
		{"a creature's own cost to block (declare: blockCostsOfItself)", StaticsOf(func(s *StaticAbility) bool { return s.Kind == BlockRestricted && s.Cost && s.Whose.Subject == Itself }),
			[]Keyword{BlockCostPerCounter, BlockCostPerHand, BlockCostQuality, BlockCostPerQuality}},
	} {
		slices.Sort(c.want)
		if !slices.Equal(c.got, c.want) {
			t.Errorf("the static abilities %s: %q, want %q", c.what, c.got, c.want)
		}
	}
	if s := StaticOf(Lure); !s.Requirement() || s.Restriction() || s.Whose.Subject != Selected {
		t.Errorf("Lure: %+v, want a requirement (500.4) on the selected creatures", *s)
	}
	if s := StaticOf(CantBeBlockedBy); !s.Restriction() || s.Requirement() {
		t.Errorf("can't be blocked by: %+v, want a restriction (500.3)", *s)
	}
	if StaticOf(WhenAttacks) != nil || StaticOf(PreventTo) != nil {
		t.Error("a trigger or a replacement has a static kind")
	}
}

// staticKindTable writes the document's table of static abilities: each
// keyword's kind, whether it is a restriction or a requirement, whom it
// affects, what else the checks ask of it, with the first card of the
// era's lines that reads it as a static ability.
func staticKindTable(t *testing.T, row func(...string), code func(string) string) {
	t.Helper()
	card := map[Keyword]string{}
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		rs, err := Read(l.Text, l.Name)
		if err != nil {
			return
		}
		var note func(rs []Reading)
		note = func(rs []Reading) {
			for _, r := range rs {
				if r.Kind != Static {
					continue
				}
				if card[r.Mode] == "" {
					card[r.Mode] = l.Name
				}
				note(r.Parts)
			}
		}
		note(rs)
	})
	keys := slices.Collect(maps.Keys(statics))
	slices.SortFunc(keys, func(a, b Keyword) int {
		return cmp.Or(cmp.Compare(statics[a].Kind, statics[b].Kind), cmp.Compare(a, b))
	})
	row("kind", "500.3 / 500.4", "whose", "restricts", "also", "wire name", "card")
	row("---", "---", "---", "---", "---", "---", "---")
	for _, k := range keys {
		s := statics[k]
		rr := ""
		switch {
		case s.Restriction():
			rr = "restriction"
		case s.Requirement():
			rr = "requirement"
		}
		var also []string
		if s.Counted {
			also = append(also, "counted")
		}
		if s.ByHand {
			also = append(also, "by hand")
		}
		if s.Cost {
			also = append(also, "cost")
		}
		row(string(s.Kind), rr, string(s.Whose.Subject), restrictsText(s), strings.Join(also, ", "), code(string(k)), cmp.Or(card[k], "(no card of the era's lines)"))
	}
}

// restrictsText is what a restriction's typed form says, for the table:
// its act, the side it names, its condition, its count; or a
// characteristic change's (change_kinds.go).
func restrictsText(s *StaticAbility) string {
	switch {
	case s.Changes != nil:
		return s.Changes.String()
	case s.Assigns != "":
		return "combat damage assigned " + string(s.Assigns)
	case s.Bans != "":
		return "bans " + string(s.Bans)
	case s.Act == "":
		return ""
	}
	parts := []string{string(s.Act)}
	if s.Against != AgainstAll {
		parts = append(parts, "against "+string(s.Against))
	}
	if s.Unless != NoCondition {
		parts = append(parts, "unless "+string(s.Unless))
	}
	if s.InForce != AlwaysInForce {
		parts = append(parts, string(s.InForce))
	}
	if t := s.AsThough; t != nil {
		var as []string
		if t.Had != "" {
			as = append(as, "it had "+string(t.Had))
		}
		if t.Lacked != "" {
			as = append(as, "it lacked "+string(t.Lacked))
		}
		if t.TheyLacked != "" {
			they := "they lacked " + string(t.TheyLacked)
			if t.OfItsQuality {
				they += " of its quality"
			}
			as = append(as, they)
		}
		if t.Untapped {
			as = append(as, "it were untapped")
		}
		switch {
		case t.MoreBlocked == AnyNumberMore:
			as = append(as, "it could block any number")
		case t.MoreBlocked > 0:
			as = append(as, fmt.Sprintf("it could block %d more", t.MoreBlocked))
		}
		parts = append(parts, "as though "+strings.Join(as, ", "))
	}
	if p := s.Payment; p != nil {
		pay := "paid in " + string(p.Pay)
		if p.Each != 0 {
			pay += fmt.Sprintf(" (%d)", p.Each)
		}
		if p.Per != PerDeclaration {
			pay += " for each " + string(p.Per)
		}
		parts = append(parts, pay)
	}
	if c := s.Count; c != nil {
		n := "count " + cmp.Or(string(c.Of), "taking part")
		if c.Among != AmongAll {
			n += ", others " + string(c.Among)
		}
		bound := func(b Bound) string {
			switch {
			case b.PlusN && b.Fixed != 0:
				return fmt.Sprintf("N+%d", b.Fixed)
			case b.PlusN:
				return "N"
			}
			return fmt.Sprint(b.Fixed)
		}
		if c.Min.Given() {
			n += " ≥ " + bound(c.Min)
		}
		if c.Max.Given() {
			n += " ≤ " + bound(c.Max)
		}
		if c.NoneToo {
			n += " or none"
		}
		if c.WhileItTakesPart {
			n += ", while it takes part"
		}
		parts = append(parts, n)
	}
	return strings.Join(parts, "; ")
}
