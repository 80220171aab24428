package state

import (
	"slices"

	"rulesjudge/rules/ability"
)

// The board derives each permanent's characteristics in layers (418.5a)
// from the characteristic-changing statics, which it asks by their typed
// form (ability.Change: what a static changes, how, in which layer, what
// its amount counts), never by their keywords: each question below is
// one meaning, and the keywords of the table that answer it are looked up
// once.

// changeQuestion is a question the board asks of a static's change, with
// the keywords of the table that answer it.
type changeQuestion struct {
	keywords []ability.Keyword
}

// ask makes the question is of ability's table.
func ask(is func(*ability.Change) bool) changeQuestion {
	return changeQuestion{ability.Changing(is)}
}

// The questions.
var (
	// boosts: "gets +N/+N", power and toughness modified by the amount
	// written.
	boosts = ask(func(c *ability.Change) bool {
		return c.Of == ability.PowerAndToughness && c.How == ability.Modifies && c.Amount == ability.AmountWritten
	})
	// boostsPerQuality: "gets +N/+N for each [quality]".
	boostsPerQuality = ask(func(c *ability.Change) bool {
		return c.Layer == ability.PowerToughnessLayer && c.Amount == ability.EachOfQuality
	})
	// boostsPerBushido: "gets +N/+N for each point of bushido it has".
	boostsPerBushido = ask(func(c *ability.Change) bool {
		return c.Layer == ability.PowerToughnessLayer && c.Amount == ability.EachBushidoPoint
	})
	// snowShrinks: "-X/-Y", X the snow lands, Y capped by its toughness
	// (snow_counts.go).
	snowShrinks = ask(func(c *ability.Change) bool {
		return c.Layer == ability.PowerToughnessLayer && c.Amount == ability.SnowLandsCapped
	})
	// boostsSettled: a change of power and toughness whose amount the
	// board settles as it is derived, reported among the boosts: the
	// amount written, or the snow lands; not a count of creatures, which
	// another creature's change moves.
	boostsSettled = ask(func(c *ability.Change) bool {
		return c.Layer == ability.PowerToughnessLayer && c.How == ability.Modifies && (c.Amount == ability.AmountWritten || c.Amount == ability.SnowLandsCapped)
	})
	// definesPower and definesToughness: a characteristic-defining
	// ability's count (entering.go).
	definesPower     = ask(defining(ability.ItsPower))
	definesToughness = ask(defining(ability.ItsToughness))
	// defines are the two by index, as Perm.Counted and OnCount: power,
	// toughness.
	defines = [2]changeQuestion{definesPower, definesToughness}
	// setsColor: "~ is black" (granted.go).
	setsColor = ask(func(c *ability.Change) bool { return c.Of == ability.ItsColor && c.How == ability.Sets })
	// addsCardTypes and addsCreatureTypes: the type changes of layer 4,
	// "lands you control are N/N creatures", "is a Wall in addition to
	// its other creature types" (auras.go).
	addsCardTypes     = ask(typeChange(ability.CardTypes))
	addsCreatureTypes = ask(typeChange(ability.CreatureTypes))
	// grants and takes: a static that gives the creatures it selects
	// abilities, or takes them away, in timestamp order with the board's
	// others (layers.go).
	grants = ask(func(c *ability.Change) bool {
		return c.Of == ability.ItsAbilities && c.How == ability.Adds && !c.Resolved
	})
	takes = ask(func(c *ability.Change) bool {
		return c.Of == ability.ItsAbilities && c.How == ability.Removes && !c.Resolved
	})
	// lostByResolved: abilities a resolved effect took from the permanent,
	// later than every static (keyword_loss.go).
	lostByResolved = ask(func(c *ability.Change) bool {
		return c.Of == ability.ItsAbilities && c.How == ability.Removes && c.Resolved
	})
)

// defining asks for a characteristic-defining ability of characteristic
// of.
func defining(of ability.Characteristic) func(*ability.Change) bool {
	return func(c *ability.Change) bool { return c.Of == of && c.How == ability.Defines }
}

// typeChange asks for a change of layer 4 of characteristic of.
func typeChange(of ability.Characteristic) func(*ability.Change) bool {
	return func(c *ability.Change) bool { return c.Layer == ability.TypeLayer && c.Of == of }
}

// of reports whether a static of keyword k answers the question.
func (q changeQuestion) of(k ability.Keyword) bool { return slices.Contains(q.keywords, k) }

// anyOf reports whether one of abilities as answers the question.
func (q changeQuestion) anyOf(as []ability.Ability) bool {
	return slices.ContainsFunc(as, func(a ability.Ability) bool { return q.of(a.Keyword) })
}

// allChanging returns p's abilities that answer q, as All does for one
// keyword.
func (p *Perm) allChanging(q changeQuestion) []ability.Ability {
	if len(q.keywords) == 1 {
		return p.All(q.keywords[0])
	}
	var out []ability.Ability
	for _, k := range q.keywords {
		out = append(out, p.All(k)...)
	}
	return out
}

// hasChanging reports whether p has an ability that answers q.
func (p *Perm) hasChanging(q changeQuestion) bool { return p.HasAny(q.keywords) }

// sourcesChanging returns every permanent's abilities that answer q with
// the permanent that has them, as Sources does for one keyword.
func (b *Board) sourcesChanging(q changeQuestion) []Sourced {
	if len(q.keywords) == 1 {
		return b.Sources(q.keywords[0])
	}
	var out []Sourced
	for _, k := range q.keywords {
		out = append(out, b.Sources(k)...)
	}
	return out
}

// DefinedCharacteristic reports whether a is a characteristic-defining
// ability of its permanent's power (k 0) or toughness (k 1), the index of
// Perm.Counted and Permanent.OnCount (418.5a).
func DefinedCharacteristic(a *ability.Ability) (k int, ok bool) {
	for k, q := range defines {
		if q.of(a.Keyword) {
			return k, true
		}
	}
	return 0, false
}

// ChangesAbilities reports whether a is a static that gives the creatures
// it selects abilities or takes them away (418.5a, layer 5): as others
// leave the board or become tapped, what it gives can begin to apply.
func ChangesAbilities(a *ability.Ability) bool { return grants.of(a.Keyword) || takes.of(a.Keyword) }
