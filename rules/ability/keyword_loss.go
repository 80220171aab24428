package ability

import (
	"fmt"
	"strings"
)

// Keywords lost: an effect that takes keywords away from a creature
// ("Target creature loses flying until end of turn.", "~ gets -2/+2 and
// loses flying until end of turn.", "~ loses flying."). The walk gives the
// creature a line of its own for each keyword it loses ("~ loses
// flying."), which the board reads as LosesOwn: the loss applies after the
// effects of the board's permanents, its timestamp being later (418.5h: a
// later effect that gives the keyword back wins).

const (
	// LosesUntilEndOfTurn: [target] loses the keywords of its Parts until
	// end of turn.
	LosesUntilEndOfTurn Keyword = "[target] loses [keywords] until end of turn"
	// Loses: [target] loses the keywords of its Parts, no end said ("~
	// loses flying.").
	Loses Keyword = "[target] loses [keywords]"
	// LosesChoiceUntilEndOfTurn: [target] loses the one of its Parts its
	// controller chooses as it resolves, until end of turn ("loses your
	// choice of flying, first strike, or trample until end of turn").
	LosesChoiceUntilEndOfTurn Keyword = "[target] loses your choice of [keywords] until end of turn"
)

// lossEffect reads "[target] loses [keywords] [until end of turn]": the
// keywords read by the keyword grammar, as a gain's are.
func lossEffect(target, list string, d Duration) (Reading, error) {
	sel, err := readTarget(target)
	if err != nil {
		return Reading{}, err
	}
	options, choice := strings.CutPrefix(list, "your choice of ")
	if choice {
		// One keyword of a list, chosen as the effect resolves.
		list = strings.Replace(strings.Replace(options, ", or ", ", and ", 1), " or ", " and ", 1)
	}
	lost, err := keywordList(list)
	if err != nil {
		return Reading{}, err
	}
	mode := LosesUntilEndOfTurn
	switch {
	case choice && d == UntilEndOfTurn:
		mode = LosesChoiceUntilEndOfTurn
	case choice:
		return Reading{}, fmt.Errorf("%q: a keyword of %q chosen and lost with no end said is not read", target, options)
	case d != UntilEndOfTurn:
		mode = Loses
	}
	r := Reading{Kind: EffectKind, Mode: mode, Selector: sel, Duration: d}
	for _, a := range lost {
		if _, ok := LossLine(a.Text); !ok {
			return Reading{}, fmt.Errorf("%q: losing %q is not read as a line of the creature", target, a.Text)
		}
		r.Parts = append(r.Parts, Classify(a))
	}
	return r, nil
}

// LossLine is the line a creature that loses the keyword lost has ("~
// loses flying."), and whether the ability grammar reads it as that loss.
func LossLine(lost string) (string, bool) {
	line := "~ loses " + strings.ToLower(strings.TrimSpace(lost)) + "."
	abs, err := Parse(line, "")
	if err != nil || len(abs) != 1 || abs[0].Keyword != LosesOwn || len(abs[0].Abilities) != 1 {
		return "", false
	}
	return line, true
}

// lossParts reads the loss row of effectRows: a loss until end of turn,
// a pump and a loss, a gain and a loss (the second of the same creature,
// "it"), a loss with no end said.
func lossParts(m []string) ([]Reading, error) {
	switch {
	case m[1] != "":
		r, err := lossEffect(m[1], m[2], UntilEndOfTurn)
		return []Reading{r}, err
	case m[3] != "":
		pump, err := pumpEffect(m[3], m[4], m[5])
		if err != nil {
			return nil, err
		}
		loss, err := lossEffect(m[3], m[6], UntilEndOfTurn)
		return []Reading{pump, sameObject(loss)}, err
	case m[7] != "":
		gain, err := gainEffect(m[7], m[8])
		if err != nil {
			return nil, err
		}
		loss, err := lossEffect(m[7], m[9], UntilEndOfTurn)
		return []Reading{gain, sameObject(loss)}, err
	}
	r, err := lossEffect(m[10], m[11], WhileInPlay)
	return []Reading{r}, err
}

// sameObject is the second effect of a sentence on one object: "it", the
// target of the first when that is a target.
func sameObject(r Reading) Reading {
	if r.Selector.Subject == Targeted {
		r.Selector = Selector{Subject: That, Quality: Quality{Text: "it"}}
	}
	return r
}

// keywordLossEffectRows are the effect rows of this file, tried after those of
// effects.go in the order effectRows lists them.
var keywordLossEffectRows = []effectRow{
	{Pattern: "[target] [gets +N/+N and | gains [keywords] and] loses [keywords] [until end of turn].", Example: "~ gets -2/+2 and loses flying until end of turn.", Card: "Leering Gargoyle",
		g:     gr(`( @{target} ( loses | lose ) @{few-any} {until-end-of-turn} | @{target} gets @{boost} and loses @{few-any} {until-end-of-turn} | @{target} gains @{few-any} and loses @{few-any} {until-end-of-turn} | @{target} loses @{any} )`),
		parts: func(m []string) ([]Reading, error) { return lossParts(m) }},
}
