package cards_test

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"rulesjudge/cards"
	"rulesjudge/rules/ability"
)

// eraPoolFile is the era's whole card pool, every type, beside eraCards.
const eraPoolFile = "../../shared/cards/era-pool.json.gz"

// readCardFile reads a gzipped file of Scryfall-shaped cards shared beside
// the repository; the test skips without it, except under CI.
func readCardFile(t *testing.T, name string) []cards.Card {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: %v (CI runs this test)", name, err)
		}
		t.Skipf("%s: %v", name, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var pool []cards.Card
	if err := json.NewDecoder(zr).Decode(&pool); err != nil {
		t.Fatal(err)
	}
	return pool
}

// eraLine is an ignored static or triggered line of a permanent of the
// era, with how far it could reach into a combat.
type eraLine struct {
	card, text string
	extent     ability.Extent
}

// eraIgnoredLines derives every face of every permanent of pool and lists
// its ignored lines that are not activated abilities.
func eraIgnoredLines(pool []cards.Card) []eraLine {
	var out []eraLine
	for _, c := range pool {
		if strings.Contains(c.TypeLine, "Instant") || strings.Contains(c.TypeLine, "Sorcery") {
			continue
		}
		faces := []string{""}
		for _, f := range c.CardFaces {
			faces = append(faces, f.Name)
		}
		for _, face := range faces {
			d, err := cards.Derive(c, face)
			if err != nil {
				continue
			}
			for _, ig := range d.Ignored {
				e := ability.ExtentOf(ig.Text, d.Name)
				if e.Form != ability.Activated {
					out = append(out, eraLine{d.Name, ig.Text, e})
				}
			}
		}
	}
	return out
}

// stops are the moments the judge's answers stop at, in the order of a
// combat.
var stops = []ability.Moment{ability.AtAttackers, ability.AtBlockers, ability.AtDamage, ability.AfterDamage, ability.AfterCombat}

// caveated reports whether a line gets a caveat on any answer, on a board
// that counts the zones counted.
func caveated(e ability.Extent, counted ability.Zones) bool {
	for _, s := range stops {
		if _, ok := e.At(s, counted); ok {
			return true
		}
	}
	return false
}

// combatWords are words of a line about what a combat reads: attacking and
// blocking, evasion and the combat keywords, power, toughness and boosts,
// damage, dying, life and the game, poison, the keywords issue 25 names,
// land types and colors changed ("All Mountains are Plains").
var combatWords = regexp.MustCompile(`(?i)\b(attack\w*|block\w*|unblock\w*|combat|first strike|double strike|trample|flying|reach|vigilance|haste|defender|banding|bands with|\w+walk|horsemanship|shadow|fear|flanking|rampage|bushido|provoke|protection|regenerat\w*|prevent\w*|damage|power|toughness|dies|destroy\w*|life|the game|poison\w*|modular|graft|haunt\w*|(are|is|becomes?) (an? )?(plains|islands?|swamps?|mountains?|forests?|white|blue|black|red|green)|[+-][0-9X]+/[+-][0-9X]+)\b`)

// This test's own reading of the lines that may speak of combat and still
// change no combat, written apart from the judge's so that the two check
// each other: the card's own entering, casting or upkeep costs; an untap
// step; spells and mana; a trigger whose event is a step outside combat,
// the card's own entering or turning face up, a spell cast or a land
// played, whose effect makes nothing that lasts (what it did is on the
// board given, a controller changed as well as a token made); an end step
// trigger whose effect lasts no longer than its turn.
var (
	ownEnteringOrCasting = regexp.MustCompile(`(?i)^([^.]* enters the battlefield (tapped|with [^."]*counters? on it[^."]*)\.|if [^,]* was kicked[^,"]*, it enters the battlefield with [^."]*\.|as [^,]* enters the battlefield, (choose|an opponent chooses) [^."]*\.|(cumulative upkeep|echo|cycling|recover|morph|kicker)\b.*|[^.]*\bspells?\b[^.]*\b(cost|can't be countered)\b[^.]*\.)$`)
	beforeCombatOnly     = regexp.MustCompile(`(?i)^(at the beginning of [^,]*(upkeep|draw step|precombat main phase)|when [^,]* (enters the battlefield|comes into play|is turned face up)|when(ever)? (you|a player|an opponent|each opponent) (casts?|plays?|cycles?) )[^,]*,`)
	lastingWords         = regexp.MustCompile(`(?i)\b(until|this turn|gets?|gains? (flying|first strike|trample|\w+walk|protection)|becomes?|has|have|can't|base)\b`)
	condition            = regexp.MustCompile(`(?i)\bif [^,.]*(,|\.)|\bunless [^,.]*|can't be regenerated|\bcreate [^.]*tokens?[^.]*`)
	endStepOnly          = regexp.MustCompile(`(?i)^(at the beginning of [^,]*end step|at end of turn)[^,]*,`)
	lastingBeyondTurn    = regexp.MustCompile(`(?i)\b(until [a-z' ]*next|becomes?|base)\b`)
	manaOrUntapOnly      = regexp.MustCompile(`(?i)^[^,]*, (you may )?(add \{[^.]*\.|[^.]*doesn't untap during your next untap step\.)$`)
)

// Issue 25: every ignored static or triggered line of the era's
// permanents that speaks of what a combat reads gets a caveat on the
// answers it could change: a static line on every answer; a trigger on
// some answer, unless its event happens only outside combat and what it
// does lasts not. The count of lines never caveated is logged (issue 25
// counted 62 such combat lines of 692 before the core decided).
func TestEraIgnoredLinesGetCaveats(t *testing.T) {
	for _, file := range []string{eraCards} {
		lines := eraIgnoredLines(readCardFile(t, file))
		var never, combat, combatNever, counted int
		at := make([]int, len(stops)) // lines caveated at each stop, no cards counted
		for _, l := range lines {
			for i, s := range stops {
				if _, ok := l.extent.At(s, 0); ok {
					at[i]++
				}
			}
			isCombat := combatWords.MatchString(l.text)
			if isCombat {
				combat++
			}
			if caveated(l.extent, ability.Hand|ability.Graveyard) && !caveated(l.extent, 0) {
				counted++
			}
			if caveated(l.extent, ability.Hand|ability.Graveyard) {
				continue
			}
			never++
			if !isCombat {
				continue
			}
			combatNever++
			text := strings.ReplaceAll(l.text, l.card, "~")
			if short, _, ok := strings.Cut(l.card, ", "); ok {
				text = strings.ReplaceAll(text, short, "~")
			}
			switch {
			case l.extent.Form == ability.Static && !ownEnteringOrCasting.MatchString(text):
				t.Errorf("%s: static %q speaks of combat and gets no caveat", l.card, l.text)
			case l.extent.Form == ability.Triggered && endStepOnly.MatchString(text):
				// After combat this turn; a turn before's effect reaches
				// this combat only if it lasts beyond its turn.
				if lastingBeyondTurn.MatchString(text) {
					t.Errorf("%s: end step trigger %q makes an effect that lasts beyond its turn, and gets no caveat", l.card, l.text)
				}
			case l.extent.Form == ability.Triggered && !manaOrUntapOnly.MatchString(text) &&
				(!beforeCombatOnly.MatchString(text) || lastingWords.MatchString(condition.ReplaceAllString(text[strings.Index(text, ","):], ""))):
				t.Errorf("%s: trigger %q speaks of combat, could happen in one or last into it, and gets no caveat", l.card, l.text)
			}
		}
		t.Logf("%s: %d ignored static or triggered lines; %d get no caveat on any answer (%d more only on a board that gives no count of cards in hand or graveyard); of the %d that speak of combat, %d get none, each about the card's own entering or casting, an untap step, or a trigger outside combat whose effect does not last; caveats at each stop, attackers to the whole combat: %v",
			file, len(lines), never, counted, combat, combatNever, at)
	}
}

// The lines issue 25 names get their caveat on a check of blockers and on
// a walk through the whole combat: a land type changed (mountainwalk,
// forestwalk), a keyword the judge doesn't read, a haunt trigger, a line
// about losing the game.
func TestEraNamedLinesGetCaveats(t *testing.T) {
	want := map[string][]string{
		"Glaciers":        {"All Mountains are Plains."},
		"Life and Limb":   {"All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types."},
		"Virulent Sliver": {"All Sliver creatures have poisonous 1."},
		"Arcbound Fiend":  {"Modular 3"},
		"Blind Hunter":    {"Haunt", "When Blind Hunter enters the battlefield or the creature it haunts dies, target player loses 2 life and you gain 2 life."},
		"Transcendence":   {"You don't lose the game for having 0 or less life.", "When you have 20 or more life, you lose the game.", "Whenever you lose life, you gain 2 life for each 1 life you lost."},
		"Platinum Angel":  {"You can't lose the game and your opponents can't win the game."},
	}
	var named []cards.Card
	for _, c := range readCardFile(t, eraPoolFile) {
		if _, ok := want[c.Name]; ok {
			named = append(named, c)
		}
	}
	found := map[string][]string{}
	for _, l := range eraIgnoredLines(named) {
		if !slices.Contains(want[l.card], l.text) {
			continue
		}
		found[l.card] = append(found[l.card], l.text)
		for _, s := range []ability.Moment{ability.AtDamage, ability.AfterCombat} {
			if _, ok := l.extent.At(s, 0); !ok {
				t.Errorf("%s: %q gets no caveat at stop %d", l.card, l.text, s)
			}
		}
	}
	for card, texts := range want {
		for _, text := range texts {
			if !slices.Contains(found[card], text) {
				t.Errorf("%s: %q is not among its ignored lines %q", card, text, found[card])
			}
		}
	}
}
