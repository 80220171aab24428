package trick

import (
	"fmt"
	"regexp"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"slices"
	"strings"
)

// The language of combat tricks the judge applies: which activated
// abilities and instants it reads whole (the effects, the targets and
// the qualities it checks), their costs, and the restrictions on when
// they may be used.

// reminder is reminder text in parentheses: no rules text (402.1).
var Reminder = regexp.MustCompile(`\s*\([^)]*\)`)

// TrickLine reads an activated ability's line or an instant's text of a
// permanent or card named name, and reports whether the judge applies
// every part of it as a trick: its effects, the subjects they name, its
// costs and the restrictions on using it. The error says what it does not
// apply. It is the one answer to "does the judge apply this line?", for
// the walk and for a card's view alike.
func TrickLine(text, name string) (ability.Reading, error) {
	text, sacrificed, err := AdditionalSacrificeOf(text) // additional_costs.go
	if err == nil && sacrificed != nil && (!qualityApplied(sacrificed.Quality) || walkTerms(sacrificed.Quality)) {
		err = fmt.Errorf("the additional cost %q names what it sacrifices in words the judge does not read", sacrificed.Text)
	}
	if err != nil {
		return ability.Reading{}, err
	}
	r, err := ability.ReadEffect(strings.TrimSpace(Reminder.ReplaceAllString(text, "")), name)
	if err != nil {
		return ability.Reading{}, err
	}
	if r.Kind == ability.Activated {
		if _, err := ReadCost(r.Cost); err != nil {
			return ability.Reading{}, err
		}
	}
	for _, s := range r.Timing {
		if _, ok := TimingOf(s); !ok {
			return ability.Reading{}, fmt.Errorf("the restriction %q is not one the judge applies", s)
		}
	}
	cycled, rest := SplitCycled(r.Parts) // cycling.go: checked apart
	for _, parts := range [][]ability.Reading{rest, CycledEffects(cycled)} {
		if err := partsChecked(parts, name); err != nil {
			return ability.Reading{}, err
		}
	}
	if err := discardedThisWayRead(r.Parts); err != nil { // trick_counts.go
		return ability.Reading{}, err
	}
	if err := preventedThisWayRead(r.Parts); err != nil { // prevented_this_way.go
		return ability.Reading{}, err
	}
	if err := sacrificedThisWayRead(r.Parts, sacrificed); err != nil { // additional_costs.go
		return ability.Reading{}, err
	}
	if err := animationRead(r.Parts); err != nil { // animation.go
		return ability.Reading{}, err
	}
	if err := insteadRead(r.Parts); err != nil { // prevention_instead.go
		return ability.Reading{}, err
	}
	return r, nil
}

// partsChecked reports whether the walk applies every effect of parts and
// follows what they name.
func partsChecked(parts []ability.Reading, name string) error {
	if err := partsApplied(parts); err != nil {
		return err
	}
	if err := framesFollowed(parts); err != nil { // frames.go
		return err
	}
	if err := tiesRead(parts, name); err != nil {
		return err
	}
	return noRegenerationRead(parts)
}

// tiesRead reports whether the line a block tied to the source named name
// grants its target ("~ blocks <name> this turn if able.") reads on the
// board: a name the grammar does not take as one is refused here, never
// granted and ignored.
func tiesRead(parts []ability.Reading, name string) error {
	for _, p := range parts {
		var line string
		switch ability.FormOf(p) {
		case ability.Effect{Action: ability.BlockRequirement, Duration: ability.ThisTurn, Against: ability.Itself}:
			line = "~ blocks " + name + " this turn if able."
		case ability.Effect{Action: ability.BlockRestriction, Duration: ability.ThisTurn, Against: ability.Itself}:
			line = "~ can't block " + name + " this turn."
		default:
			continue
		}
		if _, err := ability.Parse(line, ""); err != nil {
			return fmt.Errorf("the effect %q ties a block to %s, a name the judge does not read in the line it grants", p.Text, name)
		}
	}
	return nil
}

// partsApplied reports whether the walk applies every effect of parts,
// each naming what it affects in a way the walk follows; a chosen mode's
// effects are checked as the spell's.
func partsApplied(parts []ability.Reading) error {
	if len(parts) == 1 && ability.FormOf(parts[0]) == modeChosen {
		return partsApplied(parts[0].Parts)
	}
	if err := choicesRead(parts); err != nil { // choices.go
		return err
	}
	parts = flatParts(parts)
	last := ability.Subject("")
	for i, p := range parts {
		if err := applied(p); err != nil {
			return err
		}
		switch s := p.Selector.Subject; {
		case (s == ability.That || onTarget(p)) && last != ability.Targeted && last != ability.AnyOne && !namesEntered(last) && !namesSeveral(last, parts[:i], p): // onTarget: trick_conditions.go; namesEntered: entering_lines.go; namesSeveral: several_targets.go
			return fmt.Errorf("the effect %q names what an effect before it named in a way the judge does not follow", p.Text)
		case ability.EffectOfReading(p).Is(ability.OutsideCombat) && strings.Contains(p.Text, "target"):
			return fmt.Errorf("the effect %q names a target of its own, outside the combat the judge models", p.Text)
		case s == ability.Targeted || s == ability.AnyOne || s == ability.SeveralTargeted || s == ability.TopCreatureCard || s == ability.Entered:
			last = s
		}
	}
	return nil
}

// TrickRule is the rule a trick's line follows, for a card's view: the
// rule of its first effect.
func TrickRule(r ability.Reading) game.RuleID {
	if len(r.Parts) == 0 {
		return "413.2b"
	}
	if p := r.Parts[0]; effectOf(p).Is(ability.Conditional) && p.Condition == ability.Always {
		return TrickRule(p) // a mode chosen, an effect unless a player pays: its effect's rule
	}
	return effectRuleOf(effectOf(r.Parts[0])) // effect_rules.go
}

// subjectsOfEffect are the subjects effect e may name, by its form
// (subjectsOfForm) or, for a delayed trigger the trick creates, its mode
// (subjectsOfMode); ok is false for an effect the walk does not apply.
func subjectsOfEffect(e ability.Reading) (subjects []ability.Subject, ok bool) {
	if subjects, ok = subjectsOfForm[ability.FormOf(e)]; ok {
		return subjects, true
	}
	return subjectsOfMode(e.Mode)
}

// subjectsOfMode are the subjects a delayed trigger of mode k the walk
// applies may name (delayedSubjects); ok is false for a mode the walk does
// not apply.
func subjectsOfMode(k ability.Keyword) (subjects []ability.Subject, ok bool) {
	t := ability.TriggerOf(k)
	if t == nil || !t.IsDelayed(t.Event, t.Whose.Subject) {
		return nil, false
	}
	subjects, ok = delayedSubjects[delayedOf{t.Event, t.Whose.Subject}]
	return subjects, ok
}

// AppliedTrickModes lists the modes of effect the walk applies, with the
// subjects each may name: for the documents and the report.
func AppliedTrickModes() map[ability.Keyword][]ability.Subject {
	out := map[ability.Keyword][]ability.Subject{}
	appliedForms(out) // effect_forms.go
	for _, k := range ability.TriggerKeywords() {
		if v, ok := subjectsOfMode(k); ok {
			out[k] = slices.Clone(v)
		}
	}
	return out
}

// applied reports whether the walk applies effect e, with what it names.
func applied(e ability.Reading) error {
	if check, ok := shapeChecks(e); ok {
		return check(e)
	}
	subjects, ok := subjectsOfEffect(e) // effect_forms.go
	if !ok {
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	}
	if !slices.Contains(subjects, e.Selector.Subject) {
		return fmt.Errorf("the effect %q names whom it affects in a way the judge does not apply (%s)", e.Text, e.Selector.Subject)
	}
	if framed(e) {
		return frameApplied(e) // frames.go
	}
	if !qualityApplied(e.Selector.Quality) || selectsByWalkTerm(e) {
		return fmt.Errorf("the effect %q names a quality of its target the judge does not check", e.Text)
	}
	if err := countApplied(e); err != nil { // trick_counts.go
		return err
	}
	if ability.EffectOfReading(e).UpTo && (e.X || e.N < 1) {
		return fmt.Errorf("the effect %q gives a number of additional blocks the judge does not count", e.Text)
	}
	if ability.FormOf(e).From == ability.Selected && !qualityApplied(e.Quality) {
		return fmt.Errorf("the effect %q names a quality of the source chosen the judge does not check", e.Text)
	}
	if err := countedApplied(e); err != nil { // trick_counts.go
		return err
	}
	if pumpCounted(e) && !timesXApplied(e) {
		return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
	}
	return partsGiven(e)
}

// shapeChecks is the check of an effect whose shape says how the walk
// applies it, apart from the table of modes and subjects: a count of the
// damage prevented, a condition, a card put into play, a watch of the
// turn; ok is false for any other effect.
func shapeChecks(e ability.Reading) (check func(ability.Reading) error, ok bool) {
	switch {
	case CountsPrevented(e):
		return preventedApplied, true // prevented_this_way.go
	case onTarget(e):
		return conditionApplied, true // trick_conditions.go
	case NamesCard(e):
		return enteringApplied, true // entering_lines.go
	case onBoard(e):
		return boardConditionApplied, true // trick_board_conditions.go
	case ability.TriggerOf(e.Mode).IsDelayed(ability.BecomesBlocked, ability.Targeted):
		return blockWatchApplied, true // block_watches.go
	case ability.TriggerOf(e.Mode).IsDelayed(ability.Blocks, ability.Selected):
		return func(ability.Reading) error { return nil }, true // walk/turn_triggers.go: a pump of each creature that blocks
	case PreventsByUnblocked(e):
		return func(ability.Reading) error { return nil }, true // unblocked_prevention.go
	case ability.EffectOfReading(e).Is(ability.TokenMade) && e.Selector.Subject == ability.Targeted:
		return opponentTokensApplied, true // entering_lines.go
	case ability.EffectOfReading(e).Is(ability.CombatSkipped):
		return func(ability.Reading) error { return nil }, true // walk/skipped_combats.go: any player
	}
	return nil, false
}

// partsGiven reports whether the walk applies what effect e gives: the
// keywords a pump also grants, or abilities a permanent's lines read.
func partsGiven(e ability.Reading) error {
	for _, g := range e.Parts {
		if untilEndOfTurn(e, ability.PowerToughnessChange) && untilEndOfTurn(g, ability.KeywordGrant) { // effect_rules.go
			if err := applied(g); err != nil {
				return err
			}
			continue
		}
		if !grantable(g) && !grantedLine(g) {
			return fmt.Errorf("the effect %q gives %q, which the judge does not read as an ability of a permanent", e.Text, g.Text)
		}
	}
	return nil
}

// grantable reports whether an ability an effect gives is one a
// permanent's abilities read (a keyword: "flying", "first strike",
// "protection from red").
func grantable(g ability.Reading) bool {
	if ChosenColorOf(g) != "" {
		return true // the walk writes the color the trick chooses (choices.go)
	}
	if g.Text == "" {
		return false
	}
	_, err := ability.Parse(g.Text, "")
	return err == nil
}

// qualityApplied reports whether every term of a target's quality is one
// the walk checks.
func qualityApplied(q ability.Quality) bool {
	for _, alt := range q.Any {
		if !qualityApplied(alt) {
			return false
		}
	}
	for _, t := range q.Terms {
		switch t.Kind {
		case ability.Color, ability.Colorless, ability.Multicolored, ability.Monocolored, ability.CardType, ability.Supertype,
			ability.Subtype, ability.WithKeyword, ability.PowerAtLeast, ability.PowerAtMost, ability.ToughnessAtLeast,
			ability.ToughnessAtMost, ability.Tapped, ability.AttackingState, ability.BlockingState, ability.BlockedState,
			ability.BlockingSelf, ability.BlockedBySelf, ability.NotInCombatState, ability.ControlledByOpponent, ability.NotSelf,
			ability.CountersOnIt, ability.Unblocked, ability.AlsoSharingColor, ability.AlsoSameName, ability.SharesTypeWithAttached, ability.AnyPermanent,
			ability.ControlledByDefender, ability.PowerBelowGraveyard,
			ability.ChosenCreatureType,                                  // the trick's choice (walk/chosen_types.go)
			ability.WithLandwalk,                                        // state.hasLandwalk
			ability.AttackingYouTerm, ability.ToughnessBelowSourcePower: // walk.targetHolds
		default:
			return false
		}
	}
	return true
}

// ActivatedTrick reports whether a permanent's line is an activated
// ability the judge applies as a trick: it does nothing on the board until
// a trick uses it, so the board takes it as it is.
func ActivatedTrick(text, name string) bool {
	r, err := TrickLine(text, name)
	return err == nil && r.Kind == ability.Activated
}

// timesXApplied reports whether the walk counts the X of a pump counted
// effect e.
func timesXApplied(e ability.Reading) bool {
	if len(e.Quality.Terms) != 1 {
		return false
	}
	switch t := e.Quality.Terms[0]; t.Kind {
	case ability.XIsPower:
		return t.Word == "its power" || t.Word == "~'s power" // walk/trick_amounts.go: the source's power
	case ability.XIsColors, ability.XIsDomain, ability.XIsCounters:
		return true
	case ability.XThisWay:
		return t.Word == "card discarded" || SacrificedThisWay(e) // the trick's discard list (trick_counts.go), sacrifice list (additional_costs.go)
	case ability.XIsCount:
		return (e.When.Whose == "" || e.When.Whose == "you" || e.When.Whose == "other" || e.When.Whose == "defending" && pumpCounted(e)) && len(e.When.Quality.Terms) > 0 && qualityApplied(e.When.Quality)
	}
	return false
}

// timingRule is a restriction on when an activated ability may be used.
type TimingRule int

const (
	OnlyYourTurn TimingRule = iota + 1
	OnlyBeforeAttackers
	OnlyAsSorcery
	onlyDuringCombat
	OnceEachTurn
	TwiceEachTurn
	ThreeTimesEachTurn
	AnyPlayer
	// The restrictions of a step, of the source's part in combat, or of
	// a fact of the game (trick_restrictions.go in the walk).
	OnlyDeclareAttackersStep
	OnlyDeclareBlockersStep
	OnlyEndOfCombatStep
	OnlyBeforeCombatDamage
	OnlyYourUpkeep
	OnlyOnce
	OnlyIfAttacking
	OnlyIfAttackingOrBlocking
	OnlyIfBlocked
	OnlyIfBlockedByACreature
	OnlyIfCreature
	OnlyIfDefenderSnowLand
	OnlyIfDefenderNoSnowLand
	OnlyIfAttackedThisStep
	OnlyIfMoreCardsInHand
	OnlyWithThreshold
	// The source's block of this turn with a creature of a color
	// (combat_colors.go).
	OnlyIfCombatWithColor
)

// restrictionRules are the restrictions TimingOf reads whole, by their
// words as the reading keeps them.
var restrictionRules = map[string]TimingRule{
	"activate only during the declare attackers step":                         OnlyDeclareAttackersStep,
	"activate only during the declare blockers step":                          OnlyDeclareBlockersStep,
	"activate only during the end of combat step":                             OnlyEndOfCombatStep,
	"activate only before the combat damage step":                             OnlyBeforeCombatDamage,
	"activate only during your upkeep":                                        OnlyYourUpkeep,
	"activate only once":                                                      OnlyOnce,
	"activate only if ~ is attacking":                                         OnlyIfAttacking,
	"activate only if ~ is attacking or blocking":                             OnlyIfAttackingOrBlocking,
	"activate only if ~ is blocked":                                           OnlyIfBlocked,
	"activate only if at least one creature is blocking ~":                    OnlyIfBlockedByACreature,
	"activate only if a creature is blocking ~":                               OnlyIfBlockedByACreature,
	"activate only if ~ is a creature":                                        OnlyIfCreature,
	"activate only if defending player controls a snow land":                  OnlyIfDefenderSnowLand,
	"activate only if defending player controls no snow lands":                OnlyIfDefenderNoSnowLand,
	"activate only if you've been attacked this step":                         OnlyIfAttackedThisStep,
	"activate only if you have more cards in hand than each opponent":         OnlyIfMoreCardsInHand,
	"activate only if seven or more cards are in your graveyard":              OnlyWithThreshold,
	"activate this ability only if seven or more cards are in your graveyard": OnlyWithThreshold,
}

// timingOf reads one restriction sentence of an activated ability (the
// reading keeps them as written): the restrictions it makes.
func TimingOf(s string) ([]TimingRule, bool) {
	var out []TimingRule
	if r, ok := restrictionRules[s]; ok {
		return []TimingRule{r}, true
	}
	if _, ok := CombatWithColor(s); ok { // combat_colors.go
		return []TimingRule{OnlyIfCombatWithColor}, true
	}
	switch {
	case strings.Contains(s, "any player may activate"):
		return []TimingRule{AnyPlayer}, true
	case strings.Contains(s, "as a sorcery"):
		return []TimingRule{OnlyAsSorcery}, true
	case strings.Contains(s, "during combat"):
		return []TimingRule{onlyDuringCombat}, true
	case strings.Contains(s, "three times each turn"):
		return []TimingRule{ThreeTimesEachTurn}, true
	case strings.Contains(s, "twice each turn"):
		return []TimingRule{TwiceEachTurn}, true
	case strings.Contains(s, "once each turn"):
		return []TimingRule{OnceEachTurn}, true
	}
	if strings.Contains(s, "during your turn") {
		out = append(out, OnlyYourTurn)
	}
	if strings.Contains(s, "before attackers are declared") {
		out = append(out, OnlyBeforeAttackers)
	}
	return out, len(out) > 0
}

// costPart is one part of an activated ability's cost.
type CostPart struct {
	Kind    string // "mana", "tap", "untap", "sacrifice self", "sacrifice", "discard", "life", "return self", "counter"
	Quality ability.Quality
	N       int
	Word    string // the kind of counter a "counter" part removes
	Text    string
}

var (
	manaSymbols = regexp.MustCompile(`^(\{[0-9a-z/]+\})+$`)
	sacrificeOf = regexp.MustCompile(`^sacrifice (a|an|two|three) (.+)$`)
	lifeCost    = regexp.MustCompile(`^pay (\d+) life$`)
	counterCost = regexp.MustCompile(`^remove (a|an|one|two|three|\d+) ([a-z0-9+/-]+) counters? from ~$`)
)

// counterCount is how many counters a cost's words name.
var counterCount = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

// readCost reads an activated ability's cost as written ("{1}{r}, {t}",
// "sacrifice a creature"): the parts the judge applies, or an error naming
// the part it does not.
func ReadCost(cost string) ([]CostPart, error) {
	if alts, ok := alternativeCosts(cost); ok { // cost_forms.go
		return alts, nil
	}
	var out []CostPart
	for _, part := range strings.Split(cost, ",") {
		part = strings.TrimSpace(part)
		var tap []CostPart
		for _, sym := range []string{"{t}", "{q}"} {
			if strings.Contains(part, sym) {
				tap = append(tap, CostPart{Kind: map[string]string{"{t}": "tap", "{q}": "untap"}[sym], Text: sym})
				part = strings.TrimSpace(strings.ReplaceAll(part, sym, ""))
			}
		}
		out = append(out, tap...)
		switch m, l := sacrificeOf.FindStringSubmatch(part), lifeCost.FindStringSubmatch(part); {
		case part == "":
		case manaSymbols.MatchString(part):
			out = append(out, CostPart{Kind: "mana", Text: part})
		case part == "sacrifice ~":
			out = append(out, CostPart{Kind: "sacrifice self", Text: part})
		case part == "discard a card" || part == "discard a card at random":
			out = append(out, CostPart{Kind: "discard", N: 1, Text: part})
		case part == "return ~ to its owner's hand":
			out = append(out, CostPart{Kind: "return self", Text: part})
		case counterCost.MatchString(part):
			c := counterCost.FindStringSubmatch(part)
			n, ok := counterCount[c[1]]
			if !ok {
				fmt.Sscan(c[1], &n)
			}
			out = append(out, CostPart{Kind: "counter", N: n, Word: c[2], Text: part})
		case l != nil:
			n := 0
			fmt.Sscan(l[1], &n)
			out = append(out, CostPart{Kind: "life", N: n, Text: part})
		case m != nil:
			q, err := ability.ParseQuality(m[2])
			if err != nil || !qualityApplied(q) || walkTerms(q) {
				return nil, fmt.Errorf("the cost %q names what it sacrifices in words the judge does not read", part)
			}
			out = append(out, CostPart{Kind: "sacrifice", Quality: q, N: counterCount[m[1]], Text: part})
		default:
			c, err := moreCost(part) // cost_forms.go
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// noRegenerationRead reports whether each "it can't be regenerated" of
// parts follows the destruction it is said of: the walk's destruction of
// that line obeys it (walk.destroy reads the line), nothing else does.
func noRegenerationRead(parts []ability.Reading) error {
	for i, p := range parts {
		if ability.EffectOfReading(p).Is(ability.RegenerationBan) && (i == 0 || ability.FormOf(parts[i-1]) != ability.Effect{Action: ability.Destruction, Duration: ability.Once}) {
			return fmt.Errorf("the effect %q follows no destruction the judge applies", p.Text)
		}
	}
	return nil
}
