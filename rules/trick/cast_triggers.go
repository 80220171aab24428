package trick

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// A permanent's trigger on a spell cast or a card cycled: "Whenever you
// cast a Spirit or Arcane spell, target creature gains flying until end of
// turn.", "Whenever a player cycles a card, ~ gains flying and shroud
// until end of turn." In a combat the judge walks, a spell is cast when a
// trick casts an instant and a card is cycled when a trick cycles one; the
// trigger goes on the stack above that spell or ability and resolves
// first (410.2, 410.3). Its effect is read as an instant's text is (the
// effect productions of ReadEffect, gated by the same checks as a trick),
// the permanent with the trigger its source.

// Caster is whose spell (or cycling) a cast trigger waits for, as the
// trigger's controller sees it.
type Caster string

// The casters a cast trigger names.
const (
	CastByYou      Caster = "you"
	CastByOpponent Caster = "an opponent"
	CastByAnyone   Caster = "a player"
)

// CastTrigger is a cast trigger read: whose spell, of which quality, and
// its effect. Cycles: the event is a card cycled (any card), not a spell.
type CastTrigger struct {
	Text   string
	By     Caster
	Cycles bool
	// Spell are the words one of which the spell must have (a color, a
	// card type, a subtype, lowercase); empty: any spell.
	Spell []string
	// Effect is what the trigger does, read as an instant's text is.
	Effect ability.Reading
	// IfType is the card type its source must have as the spell is cast
	// and again as the trigger resolves ("if ~ is an enchantment", an
	// intervening "if", 410.8); "" for none.
	IfType string
}

// ErrNotCastTrigger says a line is no trigger on a spell cast or a card
// cycled at all (not one whose words the judge does not read).
var ErrNotCastTrigger = errors.New("no trigger on a spell cast or a card cycled")

var (
	castEvent  = regexp.MustCompile(`^(?:when|whenever) (you|a player|an opponent) casts? (?:an? )?((?:[\w-]+ or )*[\w-]+ )?spell, (?:if ~ is an? (enchantment|artifact|land|creature), )?(.+?)\.?$`)
	cycleEvent = regexp.MustCompile(`^whenever (you|a player|an opponent) cycles? (?:a|another) card, (.+?)\.?$`)
)

// spellTypeWords are the card types a spell may have that a cast
// trigger names.
var spellTypeWords = []string{"artifact", "creature", "enchantment", "instant", "sorcery"}

// ReadCastTrigger reads a permanent's line as a cast trigger whose
// effect the walk applies whole, or says why it does not.
func ReadCastTrigger(text, name string) (CastTrigger, error) {
	s := strings.TrimSpace(Reminder.ReplaceAllString(text, ""))
	low := strings.ToLower(strings.Join(strings.Fields(s), " "))
	if name != "" {
		low = ability.ReplaceWords(low, strings.ToLower(name), "~")
	}
	ct := CastTrigger{Text: text}
	var effect string
	if m := castEvent.FindStringSubmatch(low); m != nil {
		ct.By, ct.IfType, effect = Caster(m[1]), m[3], m[4]
		for _, w := range strings.Split(strings.TrimSpace(m[2]), " or ") {
			if w == "" {
				continue
			}
			if !spellWord(w) {
				return CastTrigger{}, fmt.Errorf("%q: %q is no color, card type or subtype a spell has", text, w)
			}
			ct.Spell = append(ct.Spell, w)
		}
	} else if m := cycleEvent.FindStringSubmatch(low); m != nil {
		ct.By, ct.Cycles, effect = Caster(m[1]), true, m[2]
	} else {
		return CastTrigger{}, fmt.Errorf("%q: %w", text, ErrNotCastTrigger)
	}
	r, err := TrickLine(effect+".", name)
	switch {
	case err != nil:
		return CastTrigger{}, err
	case r.Kind != ability.Spell:
		return CastTrigger{}, fmt.Errorf("%q: the effect reads as an activated ability", text)
	case len(r.Parts) == 0 || slices.ContainsFunc(r.Parts, choiceOfTrick):
		return CastTrigger{}, fmt.Errorf("%q: its effect asks a choice (a color, a mode, an amount) that only a trick's fields give", text)
	case targetsNamed(r.Parts) > 1:
		return CastTrigger{}, fmt.Errorf("%q: a triggered ability's target is given in choices.targets, one only; this effect names more", text)
	}
	ct.Effect = r
	return ct, nil
}

// choiceOfTrick reports whether an effect depends on something a trick's
// own fields give (a color chosen, an X, a coin flip, a division): a
// trigger has none of them.
func choiceOfTrick(p ability.Reading) bool {
	if p.X || strings.Contains(p.Text, "of your choice") || strings.Contains(p.Text, "flip") {
		return true
	}
	switch e := effectOf(p); {
	case e == nil:
	case e.Chosen, e.Is(ability.Chance), e.Is(ability.Revealing), e.Is(ability.Discarding), e.Is(ability.CycleTrigger), e.Is(ability.PutIntoPlay):
		return true // a choice, a coin or a card revealed, the cards discarded, a card cycled or put into play
	}
	return slices.ContainsFunc(p.Parts, choiceOfTrick)
}

// spellWord reports whether w is a word a spell's quality may be: a
// color, a card type or a subtype of the era.
func spellWord(w string) bool {
	if ability.IsOneOf(w, ability.ColorWords) || ability.IsOneOf(w, spellTypeWords) {
		return true
	}
	return slices.ContainsFunc(ability.EraSubtypes, func(s string) bool { return strings.EqualFold(s, w) })
}

// Fires reports whether the trigger fires on a spell with these types,
// subtypes and colors cast by caster, the trigger's controller being
// controller (cycled: a card cycled, whatever it is).
func (ct CastTrigger) Fires(cycled bool, types, subtypes, colors []string, caster, controller string) bool {
	if cycled != ct.Cycles {
		return false
	}
	switch ct.By {
	case CastByYou:
		if caster != controller {
			return false
		}
	case CastByOpponent:
		if caster == controller {
			return false
		}
	}
	if cycled || len(ct.Spell) == 0 {
		return true
	}
	has := func(list []string, w string) bool {
		return slices.ContainsFunc(list, func(s string) bool { return strings.EqualFold(s, w) })
	}
	for _, w := range ct.Spell {
		if has(types, w) || has(subtypes, w) || has(colors, w) {
			return true
		}
	}
	return false
}

// CastTriggerLine reports whether a permanent's line is a cast trigger
// the walk applies whole: it does nothing until a trick casts a spell or
// cycles a card, and the board reads it so.
func CastTriggerLine(text, name string) bool {
	_, err := ReadCastTrigger(text, name)
	return err == nil
}

// targetsNamed counts the targets parts name: -1 for a number of them
// ("two target creatures") counts as more than one.
func targetsNamed(parts []ability.Reading) int {
	n := 0
	for _, p := range parts {
		switch p.Selector.Subject {
		case ability.Targeted, ability.AnyOne:
			n++
		case ability.SeveralTargeted:
			n += 2
		}
	}
	return n
}

// NeverInCombat reports whether no spell cast in a combat the judge walks
// fires the trigger: only instants are cast there (a trick casts no other
// card), and every quality it names is a card type no instant has
// ("creature spell", "artifact spell").
func (ct CastTrigger) NeverInCombat() bool {
	if ct.Cycles || len(ct.Spell) == 0 {
		return false
	}
	for _, w := range ct.Spell {
		if !ability.IsOneOf(w, []string{"artifact", "creature", "enchantment", "sorcery", "land"}) {
			return false
		}
	}
	return true
}
