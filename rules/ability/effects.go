package ability

import (
	"fmt"
	"strings"
)

// The effects of combat tricks: what an activated ability ("{R}: ~ gets
// +1/+0 until end of turn.") or an instant ("Target creature gets +3/+3
// until end of turn.") does when it resolves, read by the same grammar as
// the abilities. ReadEffect reads them into typed readings; no consumer
// applies them yet (the combat-tricks issue will): Parse does not read
// these lines, so the judge still reports them as not understood, and
// nothing of them is applied unsaid.

// The modes of effects. Append only: these are wire words.
const (
	GainsUntilEndOfTurn Keyword = "[target] gains [keywords] until end of turn"
	PreventNext         Keyword = "prevent the next N damage that would be dealt to [target] this turn"
	PreventCombatDamage Keyword = "prevent all combat damage that would be dealt this turn"
	PreventCombatBy     Keyword = "prevent all combat damage that would be dealt by [target] this turn"
	PreventCombatTo     Keyword = "prevent all combat damage that would be dealt to [target] this turn"
	Regenerate          Keyword = "regenerate [target]"
	DealsDamageTo       Keyword = "~ deals N damage to [target]"
	CantBlockThisTurn   Keyword = "[target] can't block this turn"
	CantBlockSelfTurn   Keyword = "[target] can't block ~ this turn"
	BlocksSelfIfAble    Keyword = "[target] blocks ~ this turn if able"
	TapTarget           Keyword = "tap [target]"
	UntapTarget         Keyword = "untap [target]"
	// Modes named ahead of their wordings, so that the reading and the
	// applying of tricks can be written side by side.
	RemoveFromCombat   Keyword = "remove [target] from combat"
	ReturnToHand       Keyword = "return [target] to its owner's hand"
	DestroyTarget      Keyword = "destroy [target]"
	CanBlockAdditional Keyword = "[target] can block an additional creature this turn"
	// PumpUntilEndOfTurn ("gets +N/+N until end of turn") is trigger.go's.
)

// The terms of a target's quality that are states in combat: "target
// attacking creature", "target blocking creature".
const (
	AttackingState TermKind = iota + 800
	BlockingState
)

// effectRow is one effect of the grammar: its production, what it means.
type effectRow struct {
	Pattern, Example string
	g                *production
	build            func(m []string) (Reading, error)
}

// effectRows are the effects read, tried in order.
var effectRows = []effectRow{
	{Pattern: "[target] gets +N/+N and gains [keywords] until end of turn.", Example: "Target creature gets +2/+2 and gains trample until end of turn.",
		g: gr(`@{target} ( gets | get ) @{boost} and ( gains | gain ) @{any} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) {
			pump, err := pumpEffect(m[1], m[2], m[3])
			if err != nil {
				return Reading{}, err
			}
			gain, err := gainEffect(m[1], m[4])
			return Reading{Kind: EffectKind, Mode: PumpUntilEndOfTurn, Text: m[0], Selector: pump.Selector, Duration: UntilEndOfTurn,
				Power: pump.Power, Toughness: pump.Toughness, Parts: []Reading{gain}}, err
		}},
	{Pattern: "[target] gets +N/+N until end of turn.", Example: "~ gets +1/+0 until end of turn.",
		g:     gr(`@{target} ( gets | get ) @{boost} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) { return pumpEffect(m[1], m[2], m[3]) }},
	{Pattern: "[target] gains [keywords] until end of turn.", Example: "Target creature gains flying until end of turn.",
		g:     gr(`@{target} ( gains | gain ) @{any} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) { return gainEffect(m[1], m[2]) }},
	{Pattern: "Prevent the next N damage that would be dealt to [target] this turn.", Example: "Prevent the next 1 damage that would be dealt to any target this turn.",
		g: gr(`prevent the next @{count} damage that would be dealt to @{target} {this-turn}`),
		build: func(m []string) (Reading, error) {
			n, err := number(m[1])
			if err != nil {
				return Reading{}, err
			}
			sel, err := readTarget(m[2])
			return Reading{Kind: EffectKind, Mode: PreventNext, Selector: sel, Duration: ThisTurn, N: n}, err
		}},
	{Pattern: "Prevent all combat damage that would be dealt this turn.", Example: "Prevent all combat damage that would be dealt this turn.",
		g: gr(`prevent all combat damage that would be dealt {this-turn}`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: PreventCombatDamage, Selector: Selector{Subject: Each}, Duration: ThisTurn}, nil
		}},
	{Pattern: "Prevent all combat damage that would be dealt by / to [target] this turn.", Example: "Prevent all combat damage that would be dealt by target creature this turn.",
		g: gr(`prevent all combat damage that would be dealt @( by | to ) @{target} {this-turn}`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[2])
			mode := PreventCombatBy
			if m[1] == "to" {
				mode = PreventCombatTo
			}
			return Reading{Kind: EffectKind, Mode: mode, Selector: sel, Duration: ThisTurn}, err
		}},
	{Pattern: "Regenerate [target].", Example: "Regenerate ~.",
		g: gr(`regenerate @{target}`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[1])
			return Reading{Kind: EffectKind, Mode: Regenerate, Selector: sel, Duration: ThisTurn}, err
		}},
	{Pattern: "~ deals N damage to [target].", Example: "~ deals 1 damage to target attacking or blocking creature.",
		g: gr(`( ~ | it ) deals @{count} damage to @{target}`),
		build: func(m []string) (Reading, error) {
			n, err := number(m[1])
			if err != nil {
				return Reading{}, err
			}
			sel, err := readTarget(m[2])
			return Reading{Kind: EffectKind, Mode: DealsDamageTo, Selector: sel, Duration: Once, N: n}, err
		}},
	{Pattern: "[target] can't block this turn.", Example: "Target creature can't block this turn.",
		g:     gr(`@{target} can't block {this-turn}`),
		build: targetEffect(CantBlockThisTurn, ThisTurn)},
	{Pattern: "[target] can't block ~ this turn.", Example: "Target creature can't block ~ this turn.",
		g:     gr(`@{target} can't block ~ {this-turn}`),
		build: targetEffect(CantBlockSelfTurn, ThisTurn)},
	{Pattern: "[target] blocks ~ this turn if able.", Example: "Target creature blocks ~ this turn if able.",
		g:     gr(`@{target} blocks ~ {this-turn} if able`),
		build: targetEffect(BlocksSelfIfAble, ThisTurn)},
	{Pattern: "Tap [target].", Example: "Tap target creature.",
		g:     gr(`tap @{target}`),
		build: targetEffect(TapTarget, Once)},
	{Pattern: "Return [target] to its owner's hand.", Example: "Return target creature to its owner's hand.",
		g:     gr(`return @{target} to its owner's hand`),
		build: targetEffect(ReturnToHand, Once)},
	{Pattern: "Untap [target].", Example: "Untap target creature.",
		g:     gr(`untap @{target}`),
		build: targetEffect(UntapTarget, Once)},
}

// targetEffect is an effect on its target alone.
func targetEffect(mode Keyword, d Duration) func([]string) (Reading, error) {
	return func(m []string) (Reading, error) {
		sel, err := readTarget(m[1])
		return Reading{Kind: EffectKind, Mode: mode, Selector: sel, Duration: d}, err
	}
}

// pumpEffect is "[target] gets +N/+N until end of turn".
func pumpEffect(target, p, t string) (Reading, error) {
	b, err := boostOf(p, t)
	if err != nil {
		return Reading{}, err
	}
	sel, err := readTarget(target)
	return Reading{Kind: EffectKind, Mode: PumpUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn, Power: b.Power, Toughness: b.Toughness}, err
}

// gainEffect is "[target] gains [keywords] until end of turn": the
// keywords read by the keyword grammar, as a lord's are.
func gainEffect(target, list string) (Reading, error) {
	sel, err := readTarget(target)
	if err != nil {
		return Reading{}, err
	}
	given, err := keywordList(list)
	if err != nil {
		return Reading{}, err
	}
	r := Reading{Kind: EffectKind, Mode: GainsUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn}
	for _, g := range given {
		r.Parts = append(r.Parts, Classify(g))
	}
	return r, nil
}

// targetRows are whom an effect affects, in order.
var targetRows = []struct {
	g     *production
	build func(m []string) (Selector, error)
}{
	{gr(`( ~ | it )`), func([]string) (Selector, error) { return Selector{Subject: Itself}, nil }},
	{gr(`( enchanted | equipped ) creature`), func([]string) (Selector, error) { return Selector{Subject: Attached}, nil }},
	{gr(`( any target | target creature or player )`), func([]string) (Selector, error) { return Selector{Subject: AnyOne}, nil }},
	{gr(`you`), func([]string) (Selector, error) { return Selector{Subject: Player}, nil }},
	// "target creature", "target attacking or blocking creature", "target
	// black or green creature you control", "target creature without
	// flying".
	{gr(`target @[ {combat-state} ] @?[ {few-quality} ] @( creature | artifact | artifact creature | wall ) @[ {with-clause} ] @[ you control ]`),
		func(m []string) (Selector, error) { return targetSelector(Targeted, m) }},
	// "creatures you control", "attacking creatures", "all creatures".
	{gr(`[ all ] @[ {combat-state} ] @?[ {few-quality} ] @( creatures ) @[ {with-clause} ] @[ you control ]`),
		func(m []string) (Selector, error) { return targetSelector(Selected, m) }},
}

// targetSelector makes the selector of a target or of the creatures an
// effect names: captures state, quality words, noun, with clause, "you
// control".
func targetSelector(s Subject, m []string) (Selector, error) {
	words := strings.TrimSpace(strings.Join([]string{m[2], m[3], m[4]}, " "))
	q, err := ParseQuality(strings.Join(strings.Fields(words), " "))
	if err != nil {
		return Selector{}, err
	}
	if m[1] != "" {
		q = withState(q, m[1])
	}
	return Selector{Subject: s, Quality: q, Scope: Scope{YouControl: m[5] != ""}}, nil
}

// withState adds the combat state of a target to its quality: "attacking",
// "blocking", or either ("attacking or blocking").
func withState(q Quality, state string) Quality {
	term := func(w string) Term {
		if w == "attacking" {
			return Term{Kind: AttackingState, Word: w}
		}
		return Term{Kind: BlockingState, Word: w}
	}
	text := state + " " + q.Text
	if a, b, ok := strings.Cut(state, " or "); ok {
		return Quality{Text: text, Any: []Quality{
			{Text: a + " " + q.Text, Terms: append([]Term{term(a)}, q.Terms...)},
			{Text: b + " " + q.Text, Terms: append([]Term{term(b)}, q.Terms...)},
		}}
	}
	return Quality{Text: text, Terms: append([]Term{term(state)}, q.Terms...), Any: q.Any}
}

// readTarget reads whom an effect affects.
func readTarget(s string) (Selector, error) {
	for _, row := range targetRows {
		if m := row.g.match(s); m != nil {
			return row.build(m)
		}
	}
	return Selector{}, fmt.Errorf("%q is not a target the judge reads", s)
}

// timingRows are the restrictions on when an activated ability may be
// activated, and who may activate it.
var timingRows = []*production{
	gr(`activate ( only | this ability only ) once each turn`),
	gr(`activate ( no more than | this ability no more than ) ( twice | three times ) each turn`),
	gr(`activate ( only | this ability only ) during your turn [ , before attackers are declared ]`),
	gr(`activate ( only | this ability only ) as a sorcery`),
	gr(`activate ( only | this ability only ) during combat`),
	gr(`any player may activate this ability`),
}

// activatedLine is an activated ability: its cost, a colon, what it does.
var activatedLine = gr(`@{cost} : @{any}`)

// ReadEffect reads the text of an activated ability or of an instant
// ("{R}: ~ gets +1/+0 until end of turn.", "Target creature gets +3/+3
// until end of turn.") of a permanent or card named name: an Activated
// reading (its cost, the restrictions on activating it in Timing, its
// effects in Parts) or a Spell reading (its effects), or an error that
// names the words no effect reads.
func ReadEffect(text, name string) (Reading, error) {
	if len(text) > MaxAbilityLen {
		return Reading{}, fmt.Errorf("an effect of %d characters is longer than any read (at most %d)", len(text), MaxAbilityLen)
	}
	norm := normalize(text, name)
	if norm == "" {
		return Reading{}, fmt.Errorf("empty effect")
	}
	r := Reading{Kind: Spell, Text: text}
	if m := activatedLine.match(norm); m != nil {
		r.Kind, r.Cost, norm = Activated, m[1], m[2]
	}
	for _, sentence := range sentencesOf(norm) {
		if timing(sentence) {
			if r.Kind != Activated {
				return Reading{}, fmt.Errorf("%q: %q is said of an activated ability", text, sentence)
			}
			r.Timing = append(r.Timing, sentence)
			continue
		}
		e, err := readEffect(sentence)
		if err != nil {
			return Reading{}, fmt.Errorf("%q: %w", text, err)
		}
		r.Parts = append(r.Parts, e)
	}
	if len(r.Parts) == 0 {
		return Reading{}, fmt.Errorf("%q has no effect the judge reads", text)
	}
	return r, nil
}

// sentencesOf splits a text at the periods that end its sentences.
func sentencesOf(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ". ") {
		if p = strings.TrimSpace(strings.TrimSuffix(p, ".")); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func timing(sentence string) bool {
	for _, p := range timingRows {
		if p.match(sentence) != nil {
			return true
		}
	}
	return false
}

// readEffect reads one sentence as an effect, whole; when none reads it,
// the error names the words left over after the longest reading.
func readEffect(sentence string) (Reading, error) {
	bestAt := 0
	for _, row := range effectRows {
		m, furthest := row.g.read(sentence)
		if m != nil {
			r, err := row.build(m)
			r.Text = sentence
			return r, err
		}
		bestAt = max(bestAt, furthest)
	}
	words := textTokens(sentence)
	if bestAt == 0 || bestAt >= len(words) {
		return Reading{}, unrecognised{fmt.Sprintf("unrecognised effect %q", sentence)}
	}
	at := words[bestAt][0]
	return Reading{}, unrecognised{fmt.Sprintf("unrecognised effect %q: the words %q after %q are not read", sentence, sentence[at:], strings.TrimSpace(sentence[:at]))}
}
