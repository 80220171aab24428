package httpapi

import (
	"cmp"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strconv"

	"github.com/go-chi/chi/v5"

	"rulesjudge/cards"
)

// CardList is the answer of GET /v1/cards: the names of the card file
// that start with a prefix.
type CardList struct {
	// Loaded says whether the server has a card file (false: judged -cards
	// none).
	Loaded bool `json:"loaded" example:"true"`
	// Total is how many names start with the prefix; Names lists the
	// first limit of them, in alphabetical order. Face names are listed
	// too.
	Total int      `json:"total" example:"2"`
	Names []string `json:"names" example:"Sea Serpent,Serra Angel"`
}

// CardView is what the judge derives from a card: the fields a permanent
// given as this card gets, and how its oracle text was read.
type CardView struct {
	// Name is the name of the card, or of the face in play; Card is the
	// card's full name.
	Name string `json:"name" example:"Giant Spider"`
	Card string `json:"card" example:"Giant Spider"`
	// Face is the face in play and Faces all of them, for a card with
	// several.
	Face       string   `json:"face,omitempty" example:""`
	Faces      []string `json:"faces,omitempty"`
	Types      []string `json:"types" example:"Creature"`
	Supertypes []string `json:"supertypes"`
	Subtypes   []string `json:"subtypes" example:"Spider"`
	Colors     []string `json:"colors" example:"Green"`
	// Power and Toughness are null when the card does not print a number
	// (printed_power says what it prints): a permanent must then give its
	// own.
	Power            *int   `json:"power" extensions:"x-nullable" example:"2"`
	Toughness        *int   `json:"toughness" extensions:"x-nullable" example:"4"`
	PrintedPower     string `json:"printed_power,omitempty" example:"2"`
	PrintedToughness string `json:"printed_toughness,omitempty" example:"4"`
	// Abilities are the abilities as a permanent's abilities field writes
	// them; Understood says which oracle line each comes from and its rule.
	Abilities  []string      `json:"abilities" example:"Giant Spider can block as though it had flying."`
	Understood []CardAbility `json:"understood"`
	// Ignored are the lines of oracle text the judge does not use.
	Ignored []IgnoredLine `json:"ignored"`
	// Notes report each translation from today's Oracle wording.
	Notes []CardNote `json:"notes"`
	// Modes are a modal instant's modes ("Choose one — • ... • ..."), in
	// the card's order: a trick's mode is an index into this list.
	// Understood says whether the judge applies the mode (it is then among
	// understood, else among ignored). Left out for a card with no modes.
	Modes []CardMode `json:"modes,omitempty"`
}

// CardMode is one mode of a modal instant.
type CardMode struct {
	Text       string `json:"text" example:"• Prevent the next 3 damage that would be dealt to any target this turn."`
	Understood bool   `json:"understood" example:"true"`
}

// CardAbility is one ability the judge reads from a card.
type CardAbility struct {
	Oracle  string `json:"oracle" example:"Reach"`
	Ability string `json:"ability" example:"Giant Spider can block as though it had flying."`
	Rule    string `json:"rule" example:"502.4b"`
	// Meaning is what the judge reads the ability as, one entry for each
	// ability the line stands for ("Protection from black and from red" is
	// two).
	Meaning []AbilityMeaning `json:"meaning"`
	// Face is the face the line is on, for a card with several asked by
	// its full name, when it is not the face in view (cardfaces.go).
	Face string `json:"face,omitempty" example:""`
}

// CardNote reports a translation from today's Oracle wording to this
// edition's, with the rule the ability lands on.
type CardNote struct {
	Rule    string `json:"rule" example:"502.4b"`
	Message string `json:"message"`
}

func viewOf(card string, d cards.Derived) CardView {
	v := CardView{Name: d.Name, Card: card, Face: d.Face, Faces: d.Faces,
		Types: orEmpty(d.Types), Supertypes: orEmpty(d.Supertypes), Subtypes: orEmpty(d.Subtypes), Colors: orEmpty(d.Colors),
		Power: d.Power, Toughness: d.Toughness, PrintedPower: d.PrintedPower, PrintedToughness: d.PrintedToughness,
		Abilities: orEmpty(withoutResolvedLines(d.AbilityTexts(), d.Name)), Understood: []CardAbility{}, Ignored: []IgnoredLine{}, Notes: []CardNote{}}
	for _, a := range d.Abilities {
		v.Understood = append(v.Understood, CardAbility{Oracle: a.Oracle, Ability: a.Text, Rule: string(a.Rule), Meaning: meaningsOf(a.Text, d.Name)})
	}
	for _, ig := range d.Ignored {
		v.Ignored = append(v.Ignored, IgnoredLine{Text: ig.Text, Reason: ig.Reason})
	}
	for _, n := range d.Notes {
		v.Notes = append(v.Notes, CardNote{Rule: string(n.Rule), Message: n.Message})
	}
	for _, m := range d.Modes {
		v.Modes = append(v.Modes, CardMode{Text: m, Understood: slices.ContainsFunc(d.Abilities, func(a cards.Ability) bool { return a.Text == m })})
	}
	return v
}

// Defaults and caps of GET /v1/cards?limit=.
const (
	defaultCardNames = 20
	maxCardNames     = 1000
)

// handleCards lists card names for a prefix.
//
//	@Summary		List card names
//	@Description	The names in the server's card file (the era's cards built in, or a file over them: judged -cards) that start with prefix, ignoring case and accents, in alphabetical order: the first limit of them (default 20, at most 1000) and how many there are. Faces of split, flip and double-faced cards are listed by their own names too. Without a card file (judged -cards none), loaded is false and the list is empty; while the file loads, 503 with Retry-After. The web form fills its card name suggestions from here.
//	@ID			listCardNames
//	@Tags			cards
//	@Produce		json,application/problem+json
//	@Param			prefix	query		string	false	"the start of the names"	example(Ser)
//	@Param			limit	query		int		false	"how many names at most (1 to 1000)"	example(20)
//	@Success		200		{object}	CardList
//	@Failure		400		{object}	Problem	"limit is not a number from 1 to 1000"
//	@Failure		503		{object}	Problem	"the card file is still loading, or the server is busy: Retry-After says when to retry"
//	@Router			/v1/cards [get]
func handleCards(cf *CardFile) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := defaultCardNames
		if s := r.URL.Query().Get("limit"); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > maxCardNames {
				encodeProblem(w, r, fail(codeMalformed, "limit must be a number from 1 to %d, not %q", maxCardNames, s))
				return
			}
			limit = n
		}
		if cf == nil {
			encode(w, r, http.StatusOK, CardList{Names: []string{}})
			return
		}
		db, err := cf.loaded()
		if err != nil {
			retryAfter(w, err)
			encodeProblem(w, r, err)
			return
		}
		names, total := db.Names(r.URL.Query().Get("prefix"), limit)
		encode(w, r, http.StatusOK, CardList{Loaded: true, Total: total, Names: names})
	})
}

// handleCard answers what the judge derives from one card.
//
//	@Summary		Read a card
//	@Description	What the judge derives from a card of the server's card file (the era's cards built in, or a file over them: judged -cards), found by name (or a face's name) ignoring case and accents: the fields a permanent given as this card gets (name, types, colors, printed power and toughness, abilities in the wording of the October 2006 rules), which oracle line each ability comes from with its rule, the lines ignored and why, and a note for each translation from today's Oracle wording ("Reach" is read as "can block as though it had flying"). face picks a face of a card with several. 404 for a name not in the file (with close matches), or when the server has no card file (judged -cards none); 503 with Retry-After while the file loads.
//	@ID			getCard
//	@Tags			cards
//	@Produce		json,application/problem+json
//	@Param			name	path		string	true	"the card's name (URL-escaped)"	example(Juggernaut)
//	@Param			face	query		string	false	"the face in play, for a card with several"
//	@Success		200		{object}	CardView
//	@Failure		404		{object}	Problem	"no such card, or no card file"
//	@Failure		422		{object}	Problem	"no such face"
//	@Failure		503		{object}	Problem	"the card file is still loading, or the server is busy: Retry-After says when to retry"
//	@Router			/v1/cards/{name} [get]
func handleCard(cf *CardFile) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := chi.URLParam(r, "name")
		if n, err := url.PathUnescape(name); err == nil {
			name = n
		}
		c, face, err := cf.find(name)
		if err != nil {
			retryAfter(w, err)
			encodeProblem(w, r, err)
			return
		}
		face = cmp.Or(r.URL.Query().Get("face"), face)
		d, derr := deriveWithTricks(c, face, true) // tricks.go
		if derr != nil {
			encodeProblem(w, r, fail(codeInvalid, "%v", derr))
			return
		}
		v := viewOf(c.Name, d)
		if r.URL.Query().Get("face") == "" && askedWhole(name, c) {
			v = withOtherFaces(v, c) // cardfaces.go
		}
		encode(w, r, http.StatusOK, v)
	})
}

// deriveCard reads a card, an object or a name, as a request would (the
// equivalence test uses it through export_test.go).
func deriveCard(cf *CardFile, card json.RawMessage, face string) (CardView, error) {
	var c ScryfallCard
	if err := json.Unmarshal(card, &c); err != nil {
		return CardView{}, err
	}
	src := c.toCards()
	if c.byName != "" {
		var named string
		var err *requestError
		if src, named, err = cf.find(c.byName); err != nil {
			return CardView{}, err
		}
		face = cmp.Or(face, named)
	}
	d, err := deriveWithTricks(src, face, true) // tricks.go
	if err != nil {
		return CardView{}, err
	}
	return viewOf(src.Name, d), nil
}
