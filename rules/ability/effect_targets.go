package ability

import (
	"fmt"
	"slices"
	"strings"
)

// Whom an effect affects: "~", "target attacking creature without
// flying", "two target creatures", "each creature you control", "that
// creature" (what the part before named). The production {target} reads
// them for the effect rows; targetRows say what each is.

// The terms of a target's quality that are states in combat: "target
// attacking creature", "target blocking creature", "target blocked
// creature" (an attacking creature a creature blocks). "Unblocked" is
// damage_statics.go's Unblocked.
const (
	AttackingState TermKind = iota + 800
	BlockingState
	BlockedState
	// BlockingSelf: blocking the source ("target creature blocking ~");
	// BlockedBySelf: blocked by it ("target creature blocked by ~").
	BlockingSelf
	BlockedBySelf
	// SharesTypeWithAttached: the creature the source is attached to, or
	// a creature that shares a creature type with it.
	SharesTypeWithAttached
	// AlsoSharingColor, AlsoSameName: a target's term that extends the
	// effect to each other creature that shares a color with the target,
	// or has its name ("target creature and each other creature that
	// shares a color with it").
	AlsoSharingColor
	AlsoSameName
	// NotInCombatState: not attacking ("nonattacking"), not blocking
	// ("nonblocking"): Word says which.
	NotInCombatState
	// ControlledByDefender: controlled by the defending player ("target
	// creature defending player controls").
	ControlledByDefender
	// ChosenCreatureType: of the creature type its controller chooses as
	// the effect resolves.
	ChosenCreatureType
	// AnyPermanent: any permanent, a creature or not ("target
	// permanent"); never a player.
	AnyPermanent
	// InYourGraveyard: a card in the graveyard of the effect's
	// controller ("target creature card from your graveyard").
	InYourGraveyard
	// NotSelf: not the source, nor another target of the same effect
	// ("another target creature", "other creatures you control").
	NotSelf
	// ControlledByOpponent: controlled by an opponent of the effect's
	// controller ("target creature you don't control").
	ControlledByOpponent
)

// AnyNumber is the Targets of "any number of target creatures"; XTargets
// of "X target creatures", as many as the trick's x.
const (
	AnyNumber = -1
	XTargets  = -2
)

// targetRows are whom an effect affects, in order.
var targetRows = []struct {
	g     *production
	build func(m []string) (Selector, error)
}{
	{gr(`~`), func([]string) (Selector, error) { return Selector{Subject: Itself}, nil }},
	// "it", "that creature": ReadEffect says what it is.
	{gr(`{that}`), func(m []string) (Selector, error) { return Selector{Subject: That, Quality: Quality{Text: m[0]}}, nil }},
	// "Enchanted creature and other creatures that share a creature type
	// with it": one set, the creature the source is attached to and those
	// that share a creature type with it.
	{gr(`enchanted creature and other creatures that share a creature type with it`), func(m []string) (Selector, error) {
		return Selector{Subject: Selected, Quality: Quality{Text: m[0], Terms: []Term{{Kind: SharesTypeWithAttached, Word: m[0]}}}}, nil
	}},
	{gr(`( enchanted | equipped ) creature`), func([]string) (Selector, error) { return Selector{Subject: Attached}, nil }},
	// "Target creature and each other creature that shares a color with
	// it": one target, and with it the creatures so related to it.
	{gr(`target creature and @( each other creature that shares a color with it | all other creatures with the same name as that creature )`), func(m []string) (Selector, error) {
		also := AlsoSharingColor
		if strings.HasPrefix(m[1], "all other") {
			also = AlsoSameName
		}
		return Selector{Subject: Targeted, Quality: Quality{Text: strings.TrimPrefix(m[0], "target "), Terms: []Term{{Kind: CardType, Word: "creature"}, {Kind: also, Word: m[1]}}}}, nil
	}},
	// "Any number of target creatures", "X target creatures".
	{gr(`@( any number of | x ) target creatures`), func(m []string) (Selector, error) {
		n := AnyNumber
		if m[1] == "x" {
			n = XTargets
		}
		return Selector{Subject: SeveralTargeted, Quality: Quality{Text: "creatures", Terms: []Term{{Kind: CardType, Word: "creature"}}}, Targets: n}, nil
	}},
	{gr(`( any target | target creature or player )`), func([]string) (Selector, error) { return Selector{Subject: AnyOne}, nil }},
	{gr(`you`), func([]string) (Selector, error) { return Selector{Subject: Player}, nil }},
	// "target creature", "target attacking or blocking creature", "target
	// black or green creature you control", "target creature without
	// flying", "target beast", "another target minotaur creature", "two
	// target creatures".
	// "Target creature card from your graveyard", "the top creature card
	// of your graveyard": a card, not a permanent.
	{gr(`target @?[ {few-quality} ] creature card from your graveyard`), func(m []string) (Selector, error) {
		q, err := ParseQuality(strings.TrimSpace(m[1] + " creature"))
		q.Text += " card from your graveyard"
		q.Terms = append(q.Terms, Term{Kind: InYourGraveyard, Word: "from your graveyard"})
		return Selector{Subject: Targeted, Quality: q}, err
	}},
	{gr(`the top creature card of your graveyard`), func([]string) (Selector, error) { return Selector{Subject: TopCreatureCard}, nil }},
	{gr(`creatures of the creature type of your choice`), func(m []string) (Selector, error) {
		return Selector{Subject: Selected, Quality: Quality{Text: m[0], Terms: []Term{{Kind: CardType, Word: "creature"}, {Kind: ChosenCreatureType, Word: "your choice"}}}}, nil
	}},
	{gr(`@[ another ] @( target | two target ) @[ {combat-state} ] @?[ {few-quality} ] @( creature | creatures | artifact creature | artifact | wall | permanent | {word} ) @{target-tail}`),
		func(m []string) (Selector, error) {
			if (m[2] == "two target") != (m[5] == "creatures") {
				return Selector{}, fmt.Errorf("%q: one target is a creature, two are creatures", m[0])
			}
			s, err := targetSelector(Targeted, m[3], m[4], m[5], m[6], m[1] != "")
			if m[2] == "two target" {
				s.Subject, s.Targets = SeveralTargeted, 2
			}
			return s, err
		}},
	// "each creature you control", "each attacking creature", "each other
	// creature".
	{gr(`each @[ other ] @[ {combat-state} ] @?[ {few-quality} ] creature @{target-tail}`),
		func(m []string) (Selector, error) {
			return targetSelector(Selected, m[2], m[3], "creature", m[4], m[1] != "")
		}},
	// "creatures you control", "attacking creatures", "all creatures",
	// "other faerie creatures you control".
	{gr(`[ all ] @[ other ] @[ {combat-state} ] @?[ {few-quality} ] creatures @{target-tail}`),
		func(m []string) (Selector, error) {
			return targetSelector(Selected, m[2], m[3], "creatures", m[4], m[1] != "")
		}},
	// "Creatures target player controls": the target is the player.
	{gr(`creatures target player controls`), func(m []string) (Selector, error) {
		return Selector{Subject: TargetPlayersCreatures, Quality: Quality{Text: m[0], Terms: []Term{{Kind: CardType, Word: "creature"}}}}, nil
	}},
}

// tailRow reads what follows a target's noun: its with clause, its
// combat with the source, who controls it.
var tailRow = gr(`@[ {few-with-clause} | {with-counter} ] @[ {self-combat} ] @[ {controlled} ]`)

// targetSelector makes the selector of a target or of the creatures an
// effect names: its combat state, quality words, noun, with clause, who
// controls it, and whether it is "another" or "other" (not the source,
// nor another target of the same effect).
func targetSelector(s Subject, state, words, noun, tail string, other bool) (Selector, error) {
	t := tailRow.match(tail)
	if t == nil {
		return Selector{}, fmt.Errorf("%q is not read after a target", tail)
	}
	with, self, controlled := t[1], t[2], t[3]
	var extra []Term
	whole := strings.Join(strings.Fields(strings.Join([]string{words, noun, tail}, " ")), " ")
	if with == "with a +1/+1 counter on it" {
		extra, with = append(extra, Term{Kind: CountersOnIt, Word: "+1/+1", N: 1}), ""
	}
	// "nonattacking, nonblocking creature".
	for {
		first, rest, _ := strings.Cut(words, " ")
		w := strings.TrimSuffix(first, ",")
		if w != "nonattacking" && w != "nonblocking" {
			break
		}
		extra, words = append(extra, Term{Kind: NotInCombatState, Word: w}), rest
	}
	// "1/1 creature": power 1 and toughness 1.
	if first, rest, _ := strings.Cut(words, " "); first != "" {
		if p, t, ok := strings.Cut(first, "/"); ok && isDigits(p) && isDigits(t) {
			pn, err1 := number(p)
			tn, err2 := number(t)
			if err1 != nil || err2 != nil {
				return Selector{}, fmt.Errorf("%q is not a power and toughness the judge reads", first)
			}
			extra = append(extra, Term{Kind: PowerAtLeast, N: pn}, Term{Kind: PowerAtMost, N: pn}, Term{Kind: ToughnessAtLeast, N: tn}, Term{Kind: ToughnessAtMost, N: tn})
			words = rest
		}
	}
	extra = append(extra, selfCombatTerms(self)...)
	var q Quality
	var err error
	if noun == "permanent" {
		// Every target is a permanent: the word adds nothing to the rest.
		if words == "" && with == "" {
			q = Quality{Text: "permanent"}
		} else if q, err = ParseQuality(strings.Join(strings.Fields(words+" "+with), " ")); err == nil {
			q.Text += " permanent"
		}
		q.Terms = append(q.Terms, Term{Kind: AnyPermanent, Word: "permanent"})
	} else if alt, ok, aerr := stateAlternatives(words, noun, with); ok { // combat_state_alternatives.go
		q, err = alt, aerr
	} else {
		q, err = ParseQuality(strings.Join(strings.Fields(strings.Join([]string{words, noun, with}, " ")), " "))
	}
	if err != nil {
		return Selector{}, err
	}
	if len(extra) > 0 {
		q.Text = strings.TrimSuffix(strings.TrimSuffix(whole, " "+controlled), " ")
		q.Terms = append(q.Terms, extra...)
	}
	if self == "blocking or blocked by ~" {
		q.Text = strings.TrimSuffix(strings.TrimSuffix(whole, " "+controlled), " ")
		q = eitherSideOf(q)
	}
	if state != "" {
		q = withState(q, state)
	}
	// "Another", "other": a term of the quality (not Scope.Other), and so
	// "an opponent controls": what a consumer that reads no such term
	// refuses, rather than applies to the source or to one's own.
	var scope Scope
	if other {
		q.Terms = append(q.Terms, Term{Kind: NotSelf, Word: "other"})
	}
	switch controlled {
	case "you control":
		scope.YouControl = true
	case "an opponent controls", "you don't control":
		q.Terms = append(q.Terms, Term{Kind: ControlledByOpponent, Word: controlled})
	case "defending player controls":
		q.Text, q.Terms = q.Text+" "+controlled, append(q.Terms, Term{Kind: ControlledByDefender, Word: controlled})
	}
	return Selector{Subject: s, Quality: q, Scope: scope}, nil
}

// selfCombatTerms are the terms of a target's combat with the source
// ("blocking ~", "it's blocking"); none for either side of it, which
// eitherSideOf reads.
func selfCombatTerms(self string) []Term {
	switch self {
	case "blocking ~", "blocking it":
		return []Term{{Kind: BlockingSelf, Word: self}}
	case "blocked by ~", "~ is blocking", "it's blocking":
		return []Term{{Kind: BlockedBySelf, Word: self}}
	}
	return nil
}

// eitherSideOf is quality q of a creature on either side of a block with
// the source: blocking it, or blocked by it ("target creature blocking or
// blocked by ~").
func eitherSideOf(q Quality) Quality {
	side := func(k TermKind, w string) Quality {
		return Quality{Text: q.Text, Terms: append(slices.Clone(q.Terms), Term{Kind: k, Word: w}), Any: q.Any}
	}
	return Quality{Text: q.Text, Any: []Quality{side(BlockingSelf, "blocking ~"), side(BlockedBySelf, "blocked by ~")}}
}

// stateTerms are the combat states a target may be said to be in.
var stateTerms = map[string]TermKind{"attacking": AttackingState, "blocking": BlockingState, "blocked": BlockedState, "unblocked": Unblocked}

// withState adds the combat state of a target to its quality: "attacking",
// "blocking", "blocked", "unblocked", or either ("attacking or
// blocking").
func withState(q Quality, state string) Quality {
	term := func(w string) Term { return Term{Kind: stateTerms[w], Word: w} }
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

// resolveThat says what each "it" or "that creature" of an effect's
// parts is. "It" is what the part before names; "that creature", "the
// creature", "those creatures", "each of them" what the part before names
// that is not the source itself (the text calls the source by its name).
// When that is the source itself or what it is attached to, the part
// names it so; when it is the effect's last target named before it, the
// part stays That: that target, the same object, not a new one (its
// quality's text the words that named it). Anything else (an earlier
// target than the last, creatures chosen by a quality, nothing) is an
// error: the words are not read. "It" in an effect's first part is the
// source itself ("{B}: it gets ..."). The parts of a delayed effect or
// trigger look back as their own part does.
func resolveThat(parts []Reading) error {
	var last, lastOther, lastTarget *Selector
	resolve := func(sel *Selector) error {
		if sel.Subject != That {
			return nil
		}
		ref := lastOther
		if sel.Quality.Text == "it" {
			ref = last
			if ref == nil {
				*sel = Selector{Subject: Itself}
				return nil
			}
		}
		switch {
		case ref == nil:
			return fmt.Errorf("%q names nothing named before it", sel.Quality.Text)
		case ref.Subject == Itself || ref.Subject == Attached:
			*sel = *ref
		case ref.Subject == Selected && sel.Quality.Text != "it":
			// "They", "those creatures": the creatures the part before
			// affects, the same the effect names as it resolves.
			*sel = *ref
		case ref == lastTarget:
		default:
			return fmt.Errorf("%q names %s, not the last target named before it", sel.Quality.Text, ref.Subject)
		}
		return nil
	}
	var walk func(parts []Reading) error
	walk = func(parts []Reading) error {
		for i := range parts {
			p := &parts[i]
			if err := resolve(&p.Selector); err != nil {
				return err
			}
			switch sel := &p.Selector; sel.Subject {
			case Targeted, AnyOne, SeveralTargeted, TopCreatureCard, Entered:
				last, lastOther, lastTarget = sel, sel, sel
			case Itself:
				last = sel
			case Attached, Selected:
				last, lastOther = sel, sel
			case That:
				last, lastOther = lastTarget, lastTarget
			}
			// The parts of a delayed, conditional or chosen effect are
			// effects in the line's order; a pump's or a gain's are
			// what it gives.
			if p.Mode != PumpUntilEndOfTurn && p.Mode != GainsUntilEndOfTurn && p.Mode != Gains && p.Mode != PumpTimesX {
				if err := walk(p.Parts); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(parts)
}
