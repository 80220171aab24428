package trick

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A permanent's triggers on its own coming into play ("When ~ comes into
// play, ...", 410.10a), on being turned face up ("When ~ is turned face
// up, ...", 502.26d) and a card's trigger on being cycled ("When you cycle
// ~, ...", 502.18a) when its effect is one the walk applies as it applies
// a trick's: the effect after the comma is read by TrickLine, the one
// gate, as an instant's text would be. What sets them off in a combat the
// judge walks: a card put into play by a trick (its enters), a face-down
// permanent turned face up by a trick, a card cycled by a trick. On a
// permanent already in play when the combat begins, the trigger went off
// before it: it does nothing in the combat.

// OwnEvent is the event such a trigger waits for.
type OwnEvent string

// The events of own triggers.
const (
	ComesIntoPlay  OwnEvent = "comes into play"
	TurnedFaceUp   OwnEvent = "is turned face up"
	CycledByPlayer OwnEvent = "is cycled"
)

// OwnCondition is the intervening "if" (410.8) of a comes-into-play
// trigger: about how the spell that became the permanent was cast.
type OwnCondition string

// The conditions read. A permanent put into play by an effect was not
// cast, so neither holds for it: the trigger doesn't trigger (410.8).
const (
	NoCondition OwnCondition = ""
	// IfKicked: "if it was kicked [with its {1}{G} kicker]" (502.21a: a
	// kicker cost is paid as a spell is cast).
	IfKicked OwnCondition = "if it was kicked"
	// IfManaSpent: "if {R} was spent to cast it".
	IfManaSpent OwnCondition = "if mana of a color was spent to cast it"
	// WithThreshold: the trigger is an ability a threshold line gives in
	// quotes (threshold_triggers.go): the permanent has it as it comes
	// into play only while seven or more cards are in its controller's
	// graveyard (410.10b).
	WithThreshold OwnCondition = "while seven or more cards are in its controller's graveyard"
)

// OwnTrigger is such a trigger read.
type OwnTrigger struct {
	Event     OwnEvent
	Condition OwnCondition
	// Effect is the effect read as an instant's text (Kind Spell); Text
	// the effect's words, as TrickLine read them.
	Effect ability.Reading
	Text   string
}

// Rule is the rule the trigger follows.
func (o OwnTrigger) Rule() game.RuleID {
	switch {
	case o.Condition == WithThreshold:
		return "410.10a"
	case o.Condition != NoCondition:
		return "410.8"
	case o.Event == TurnedFaceUp:
		return "502.26d"
	case o.Event == CycledByPlayer:
		return "502.18a"
	}
	return "410.10a"
}

var ownTriggerHead = regexp.MustCompile(`^when (?:~ (enters the battlefield|comes into play|is turned face up)|you (cycle) ~)(?:, (if (?:~|it) was kicked(?: with its (?:\{[0-9a-z]+\})+ kicker)?|if \{[wubrg]\} was spent to cast (?:~|it)))?, (.+)$`)

// errNotOwnTrigger: a line that doesn't begin with "When".
var errNotOwnTrigger = errors.New("no trigger on its own coming into play, turning face up or cycling: it doesn't begin with \"When\"")

// ReadOwnTrigger reads line, of a permanent or card named name, as one of
// these triggers whose effect the walk applies whole; the error says why
// not.
func ReadOwnTrigger(line, name string) (OwnTrigger, error) {
	if t := strings.TrimSpace(line); (len(t) < 5 || !strings.EqualFold(t[:5], "when ")) && (len(t) < 10 || !strings.EqualFold(t[:10], "threshold ")) {
		return OwnTrigger{}, errNotOwnTrigger // the common case, read without a pattern: no "When ..." at all
	}
	s := strings.TrimSpace(Reminder.ReplaceAllString(line, ""))
	low := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "’", "'")), " "))
	low = strings.TrimSuffix(low, ".")
	if name != "" {
		low = ability.ReplaceWords(low, strings.ToLower(name), "~")
	}
	if given, ok := thresholdGiven(low); ok {
		return readThresholdTrigger(line, given, name) // threshold_triggers.go
	}
	m := ownTriggerHead.FindStringSubmatch(low)
	if m == nil {
		return OwnTrigger{}, fmt.Errorf("%q is no trigger on its own coming into play, turning face up or cycling", line)
	}
	o := OwnTrigger{Event: ComesIntoPlay}
	switch {
	case m[1] == "is turned face up":
		o.Event = TurnedFaceUp
	case m[2] == "cycle":
		o.Event = CycledByPlayer
	}
	switch {
	case strings.Contains(m[3], "kicked"):
		o.Condition = IfKicked
	case m[3] != "":
		o.Condition = IfManaSpent
	}
	if o.Condition != NoCondition && o.Event != ComesIntoPlay {
		return OwnTrigger{}, fmt.Errorf("%q: the condition %q is read of a trigger on coming into play only", line, m[3])
	}
	effect := m[4]
	if rest, ok := strings.CutPrefix(effect, "it "); ok {
		effect = "~ " + rest // "it deals 3 damage to each creature without flying": the permanent itself
	}
	effect = strings.ToUpper(effect[:1]) + effect[1:] + "."
	r, err := TrickLine(effect, name)
	if err != nil {
		return OwnTrigger{}, fmt.Errorf("%q: its effect is not one the judge applies: %v", line, err)
	}
	if r.Kind != ability.Spell || len(r.Timing) > 0 {
		return OwnTrigger{}, fmt.Errorf("%q: its effect reads as an activated ability", line)
	}
	if err := ownEffectRead(r); err != nil {
		return OwnTrigger{}, fmt.Errorf("%q: %v", line, err)
	}
	o.Effect, o.Text = r, effect
	return o, nil
}

// IsOwnTrigger reports whether a permanent's line is such a trigger: it
// does nothing on the board until a trick sets it off, so the board takes
// it as it is.
func IsOwnTrigger(text, name string) bool {
	_, err := ReadOwnTrigger(text, name)
	return err == nil
}

// chooses is the words of an effect that depends on a choice its
// controller makes (a color, X): a trick states them, a trigger has no
// field for them yet.
var chooses = regexp.MustCompile(`\b(?:your choice|chosen|choose|x)\b`)

// answeredChoices are the words of the choices a trigger's answer in
// choices.targets gives (color, choice, divided: walk/own_trigger_choices.go).
var answeredChoices = regexp.MustCompile(`\b(?:protection from the color of your choice|creatures of the creature type of your choice|divided as you choose)\b`)

// ownEffectRead reports whether the walk applies r's effects as a
// trigger's: with no choice nor outcome the request would have to state
// besides targets and what choices.targets answers (a color of
// protection, a creature type, a division of prevention): no X, coin,
// kicker, payment, mode, nor card put into play.
func ownEffectRead(r ability.Reading) error {
	for _, g := range Flatten(r.Parts) {
		p := g.Part
		switch {
		case g.When != 0 || g.Unless || g.ReplacedWhen != 0:
			return fmt.Errorf("its effect %q depends on a choice or an outcome a trigger's answer does not state", g.Wrapper)
		case ability.TriggerOf(p.Mode).Is(ability.Cycled, ability.Itself) || ability.FormOf(p) == modeChosen || ability.EffectOfReading(p).Is(ability.TapOrUntapping):
			return fmt.Errorf("its effect %q is not read inside a trigger", p.Text)
		case NamesCard(p):
			return fmt.Errorf("a card put into play by a trigger is not read")
		case chooses.MatchString(answeredChoices.ReplaceAllString(strings.ToLower(p.Text), "")):
			return fmt.Errorf("its effect %q depends on a choice (a color, X) a trigger's answer does not state", p.Text)
		}
	}
	return nil
}
