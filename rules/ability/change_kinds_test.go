package ability

import (
	"maps"
	"slices"
	"testing"
)

// TestChangeForms: every characteristic-changing static of the table (a
// change of power and toughness, of type or color, an ability given or
// taken away) has its typed Change, no other static has one, and no two
// share one: the board asks the form, so two rows of one form would be
// one meaning under two names. Each change applies in the layer of what
// it changes (418.5a, 418.5b).
func TestChangeForms(t *testing.T) {
	changing := map[StaticKind]bool{PowerToughnessChanged: true, TypeOrColorChanged: true, AbilityGranted: true, AbilityLost: true}
	layerOf := map[Characteristic]Layer{
		PowerAndToughness: PowerToughnessLayer, ItsPower: PowerToughnessLayer, ItsToughness: PowerToughnessLayer,
		ItsColor: OtherLayer, ItsAbilities: OtherLayer, CardTypes: TypeLayer, CreatureTypes: TypeLayer,
	}
	seen := map[Change]Keyword{}
	n := 0
	for _, k := range slices.Sorted(maps.Keys(statics)) {
		s := statics[k]
		switch {
		case !changing[s.Kind] && s.Changes != nil:
			t.Errorf("%q (%s) has the change %v: only a characteristic-changing static has one", k, s.Kind, *s.Changes)
			continue
		case !changing[s.Kind]:
			continue
		case s.Changes == nil:
			t.Errorf("%q (%s) changes a characteristic and has no typed Change", k, s.Kind)
			continue
		}
		n++
		c := *s.Changes
		if other, ok := seen[c]; ok {
			t.Errorf("%q and %q share the change %v: tell them apart by what they change, how, in which layer or what they count", other, k, c)
		}
		seen[c] = k
		if want, ok := layerOf[c.Of]; !ok || c.Layer != want {
			t.Errorf("%q changes %q in layer %d, want layer %d (418.5a)", k, c.Of, c.Layer, want)
		}
		if c.Of == "" || c.How == "" {
			t.Errorf("%q: the change %v says not what it changes or how", k, c)
		}
		if got := ChangeOf(k); got != s.Changes {
			t.Errorf("ChangeOf(%q) = %v, want the table's", k, got)
		}
	}
	if n < 12 {
		t.Errorf("%d characteristic-changing statics, want the 12 or more of today", n)
	}
	if ChangeOf(Flying) != nil || ChangeOf("no such keyword") != nil {
		t.Errorf("ChangeOf answers a change for a static that changes no characteristic")
	}
	if got := Changing(func(c *Change) bool { return c.Layer == TypeLayer }); !slices.Equal(got, []Keyword{CounterCreatureType, LandsBecomeCreatures}) {
		t.Errorf("the type changes (layer 4): %q", got)
	}
	if g := Gets(2, -1, "+2/-1"); ChangeOf(g.Keyword) == nil || *ChangeOf(g.Keyword) != (Change{Of: PowerAndToughness, How: Modifies, Layer: PowerToughnessLayer}) || g.Power != 2 || g.Toughness != -1 {
		t.Errorf("Gets(2, -1): %+v, want a change of power and toughness by the amount written", g)
	}
}
