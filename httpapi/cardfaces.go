package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"rulesjudge/cards"
)

// A card with several faces (a split card's halves, a flip card's two
// ends) asked by its full name ("Wax // Wane", "Orochi Eggwatcher //
// Shidako, Broodmistress") rather than by a face's name or with face: the
// view is the first face's (the face in play when none is named), and its
// understood and ignored lines list every other face's lines too, each
// with the face it belongs to (face), so that the card's view says which
// of all its lines the judge reads. The other faces' lines are no
// abilities of the face in view: abilities lists that face's alone, and a
// trick casting a split card's half names the half ("card": "Wane").

// withOtherFaces adds to v, the view of card c's face in view, the lines
// of its other faces, each with its face.
func withOtherFaces(v CardView, c cards.Card) CardView {
	for _, f := range c.CardFaces {
		if f.Name == v.Name {
			continue
		}
		d, err := deriveWithTricks(c, f.Name, true) // tricks.go
		if err != nil {
			continue
		}
		o := viewOf(c.Name, d)
		for _, a := range o.Understood {
			a.Face = f.Name
			v.Understood = append(v.Understood, a)
		}
		for _, ig := range o.Ignored {
			ig.Face = f.Name
			v.Ignored = append(v.Ignored, ig)
		}
	}
	return v
}

// askedWhole reports whether name asks for card c as a whole: its full
// name, for a card with several faces.
func askedWhole(name string, c cards.Card) bool {
	return len(c.CardFaces) > 1 && strings.EqualFold(strings.Join(strings.Fields(name), " "), strings.Join(strings.Fields(c.Name), " "))
}

// A trick casting a split card names the half it casts ("card": "Wax"):
// a split card on the stack is the half played alone (505.2), so the full
// name says no spell.

// splitWhole says why a trick's card naming a split card whole is
// refused.
func splitWhole(c cards.Card) string {
	var halves []string
	for _, f := range c.CardFaces {
		halves = append(halves, strconv.Quote(f.Name))
	}
	return fmt.Sprintf("%s is a split card: a trick casts one half, named by its own name (%s); on the stack only that half's characteristics exist (505.2)", c.Name, strings.Join(halves, " or "))
}

// halfColors are the colors of the spell a trick casts from card c's
// face d: a split card's half is the color of its own mana cost alone
// while it is a spell (505.3); any other card, its colors.
func halfColors(c cards.Card, d cards.Derived) []string {
	if c.Layout != "split" {
		return d.Colors
	}
	for _, f := range c.CardFaces {
		if f.Name != d.Name || f.Colors != nil {
			continue
		}
		out := []string{}
		for _, letter := range []string{"W", "U", "B", "R", "G"} {
			if strings.Contains(strings.ToUpper(f.ManaCost), letter) {
				out = append(out, map[string]string{"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}[letter])
			}
		}
		return out
	}
	return d.Colors
}

// cardsPath is the path of one card's view, before its name.
const cardsPath = "/v1/cards/"

// withSlashedCardName routes GET /v1/cards/{name} with a split or flip
// card's name written unescaped ("/v1/cards/Wax // Wane"): the slashes of
// the name are escaped before the router splits the path, so the whole
// name is the one {name}.
func withSlashedCardName(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if rest, ok := strings.CutPrefix(r.URL.Path, cardsPath); ok && strings.Contains(rest, "/") {
			u := *r.URL
			u.RawPath = cardsPath + url.PathEscape(rest)
			r2 := *r
			r2.URL = &u
			r = &r2
		}
		next.ServeHTTP(w, r)
	})
}
