package httpapi

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/go-chi/chi/v5"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// A permanent may be given as a card (CONTRACT.md, "A permanent given as a
// card"): a Scryfall card object, or a card's name when the server has a
// card file. readCards turns each into the permanent's fields before the
// board is judged; package cards does the reading.

// ScryfallCard is a Scryfall card object (https://scryfall.com/docs/api/cards):
// the fields the judge reads, under Scryfall's names. Every other Scryfall
// field is ignored. In a request, a card's name (a string) may stand in its
// place when the server was started with a card file (judged -cards).
type ScryfallCard struct {
	Object     string   `json:"object,omitempty" example:"card"`
	Name       string   `json:"name" example:"Serra Angel"`
	Layout     string   `json:"layout,omitempty" example:"normal"`
	TypeLine   string   `json:"type_line" binding:"optional" example:"Creature — Angel"`
	OracleText string   `json:"oracle_text" binding:"optional" example:"Flying\nVigilance"`
	Power      string   `json:"power,omitempty" example:"4"`
	Toughness  string   `json:"toughness,omitempty" example:"4"`
	Colors     []string `json:"colors" binding:"optional" example:"W"`
	// CardFaces are the faces of a split, flip or double-faced card; the
	// permanent's face picks the one in play.
	CardFaces []ScryfallCardFace `json:"card_faces,omitempty"`

	// byName is the card's name when the request gave a string.
	byName string
}

// ScryfallCardFace is one face of a card with several (Scryfall's Card Face
// object); unknown fields are ignored.
type ScryfallCardFace struct {
	Name       string   `json:"name" example:"Tok-Tok, Volcano Born"`
	TypeLine   string   `json:"type_line" binding:"optional" example:"Legendary Creature — Goblin Shaman"`
	OracleText string   `json:"oracle_text" binding:"optional" example:"Protection from red"`
	Power      string   `json:"power,omitempty" example:"2"`
	Toughness  string   `json:"toughness,omitempty" example:"2"`
	Colors     []string `json:"colors,omitempty" example:"R"`
}

// scryfallFields is ScryfallCard without its UnmarshalJSON.
type scryfallFields ScryfallCard

var errCardShape = errors.New("must be a Scryfall card object or a card name")

// UnmarshalJSON takes a card name (a string) or a card object. Unlike the
// rest of a request, a card object's unknown fields are ignored: it is
// Scryfall's, and Scryfall adds fields. The fields the judge reads must
// still be of the right JSON type; each one that is not is reported with
// its pointer (innerErrors).
func (c *ScryfallCard) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case len(data) > 0 && data[0] == '"':
		var name string
		if err := json.Unmarshal(data, &name); err != nil {
			return errCardShape
		}
		if strings.TrimSpace(name) == "" {
			return errors.New("a card name can't be empty")
		}
		*c = ScryfallCard{byName: name}
		return nil
	case len(data) == 0 || data[0] != '{':
		return errCardShape
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree map[string]any
	if err := dec.Decode(&tree); err != nil {
		return errCardShape
	}
	t := reflect.TypeFor[scryfallFields]()
	dropUnknown(tree, t)
	var shape []ProblemError
	checkShape(tree, t, "", &shape)
	if len(shape) > 0 {
		return innerErrors(shape)
	}
	var f scryfallFields
	if err := json.Unmarshal(data, &f); err != nil {
		return errCardShape // checkShape should have caught it
	}
	*c = ScryfallCard(f)
	return nil
}

// maxCardStringBytes is the longest string a card object may hold (the
// longest oracle texts run to about 1,500 bytes, Scryfall's URIs to 400);
// the rest of a request keeps Config.MaxStringBytes (limits.go).
const maxCardStringBytes = 8 << 10

// MarshalJSON writes a card given by name as its name, so that a request
// written back reads the same.
func (c ScryfallCard) MarshalJSON() ([]byte, error) {
	if c.byName != "" {
		return json.Marshal(c.byName)
	}
	return json.Marshal(scryfallFields(c))
}

// innerErrors are the errors an UnmarshalJSON found inside its value, each
// pointer relative to the value; checkShape puts the value's own pointer in
// front.
type innerErrors []ProblemError

func (e innerErrors) Error() string {
	parts := make([]string, len(e))
	for i, pe := range e {
		parts[i] = pe.Pointer + ": " + pe.Detail
	}
	return strings.Join(parts, "; ")
}

// dropUnknown deletes the keys of obj that are not fields of the struct t,
// in obj and in the objects of its lists of structs.
func dropUnknown(obj map[string]any, t reflect.Type) {
	fields := jsonFields(t)
	for k, v := range obj {
		ft, ok := fields[k]
		if !ok {
			delete(obj, k)
			continue
		}
		if ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct {
			if list, ok := v.([]any); ok {
				for _, e := range list {
					if m, ok := e.(map[string]any); ok {
						dropUnknown(m, ft.Elem())
					}
				}
			}
		}
	}
}

func (c *ScryfallCard) toCards() cards.Card {
	out := cards.Card{Name: c.Name, Layout: c.Layout, TypeLine: c.TypeLine, OracleText: c.OracleText,
		Power: c.Power, Toughness: c.Toughness, Colors: c.Colors}
	for _, f := range c.CardFaces {
		out.CardFaces = append(out.CardFaces, cards.Face{Name: f.Name, TypeLine: f.TypeLine, OracleText: f.OracleText,
			Power: f.Power, Toughness: f.Toughness, Colors: f.Colors})
	}
	return out
}

// IgnoredLine is a line of a card's oracle text the judge does not use,
// and why.
type IgnoredLine struct {
	Text   string `json:"text" example:"{T}: Add {G}."`
	Reason string `json:"reason" example:"not an ability the combat judge reads"`
}

// Ignored is a line of the oracle text of a permanent given as a card that
// the judge did not take into account.
type Ignored struct {
	// Object is the permanent's id.
	Object string `json:"object" example:"elves"`
	IgnoredLine
}

// ReadyLoadingCards holds readiness (GET /readyz) back while the card file
// loads.
const ReadyLoadingCards = "loading the card file"

// CardFile is the card file the server looks card names up in (judged
// -cards). It can be filled after the server starts, so that a large file
// loads while the server answers: until then a card name is answered 503
// with Retry-After (and judged holds /readyz back on ReadyLoadingCards).
type CardFile struct {
	db atomic.Pointer[cards.DB]
}

// NewCardFile returns a card file holding db; nil means still loading.
func NewCardFile(db *cards.DB) *CardFile {
	f := &CardFile{}
	if db != nil {
		f.Set(db)
	}
	return f
}

// Set fills the card file once it is loaded.
func (f *CardFile) Set(db *cards.DB) { f.db.Store(db) }

// loaded returns the card database; a problem when there is no card file
// or it is still loading.
func (f *CardFile) loaded(pointer string) (*cards.DB, *requestError) {
	if f == nil {
		return nil, &requestError{code: codeInvalid, errors: []ProblemError{{Pointer: pointer,
			Detail: "card names need a card file, and this server has none (judged -cards FILE); send the Scryfall card object instead"}}}
	}
	db := f.db.Load()
	if db == nil {
		return nil, errCardsLoading
	}
	return db, nil
}

// retryAfterLoading is the Retry-After, in seconds, while the card file
// loads.
const retryAfterLoading = "2"

var errCardsLoading = fail(codeUnavailable, "the card file is still loading; retry in a moment")

// boardRequest is a request with a board.
type boardRequest interface{ board() *Board }

func (r *AttackCheckRequest) board() *Board { return r.Board }
func (r *BlockCheckRequest) board() *Board  { return r.Board }
func (r *DamageCheckRequest) board() *Board { return r.Board }

// cardReading is what reading a board's cards adds to the answer, and how
// the core's errors about derived fields are pointed back at the card.
type cardReading struct {
	ignored []Ignored
	notes   []Violation
	// derived maps a permanent's index and a field the card filled in to
	// the pointer of the card field it came from.
	derived map[int]map[string]string
	// own is how many abilities each permanent with a card wrote itself;
	// the card's follow.
	own map[int]int
}

// readCards fills in, for each permanent given as a card, the fields the
// permanent does not write itself: name, types, supertypes, subtypes,
// colors, power and toughness from the card, and its abilities after the
// permanent's own. It collects every problem (an unknown name, a power
// the card does not print as a number, a face that is not there, an oracle
// text of more lines than a permanent may have abilities).
func readCards(cf *CardFile, b *Board, maxAbilities int) (*cardReading, error) {
	cr := &cardReading{derived: map[int]map[string]string{}, own: map[int]int{}}
	if b == nil {
		return cr, nil
	}
	var errs []ProblemError
	for i := range b.Permanents {
		p := &b.Permanents[i]
		at := "/board/permanents/" + strconv.Itoa(i)
		if p.Card == nil {
			if p.Face != "" {
				errs = append(errs, ProblemError{Pointer: at + "/face", Detail: `"face" picks a face of the permanent's "card", and it has none`})
			}
			continue
		}
		card, face, cardAt := p.Card.toCards(), p.Face, at+"/card"
		if name := p.Card.byName; name != "" {
			db, err := cf.loaded(cardAt)
			if err != nil {
				if err == errCardsLoading {
					return nil, err
				}
				errs = append(errs, err.errors...)
				continue
			}
			var named string
			var ok bool
			if card, named, ok = db.Lookup(name); !ok {
				errs = append(errs, ProblemError{Pointer: cardAt, Detail: unknownCard(db, name)})
				continue
			}
			face = cmp.Or(face, named)
		}
		if at, n := longestOracle(card, maxAbilities); at != "" {
			ptr := cardAt + at
			if p.Card.byName != "" {
				ptr = cardAt
			}
			errs = append(errs, ProblemError{Pointer: ptr, Detail: fmt.Sprintf(
				"a card's oracle text may hold at most %d lines, as a permanent may have at most %d abilities; this one holds %d", maxAbilities, maxAbilities, n)})
			continue
		}
		d, err := cards.Derive(card, face)
		var cerrs cards.Errors
		if errors.As(err, &cerrs) {
			for _, e := range cerrs {
				ptr := cardAt + e.Field
				switch {
				case e.Field == "":
					ptr = at + "/face"
				case p.Card.byName != "":
					ptr = cardAt
				}
				errs = append(errs, ProblemError{Pointer: ptr, Detail: e.Detail})
			}
			continue
		}
		errs = append(errs, cr.fill(i, p, d, cardAt)...)
		if n := len(p.Abilities); n > maxAbilities {
			errs = append(errs, ProblemError{Pointer: cr.derived[i]["abilities"], Detail: fmt.Sprintf(
				"with the card's abilities the permanent has %d (%d of its own); a permanent may have at most %d", n, cr.own[i], maxAbilities)})
		}
	}
	if len(errs) > 0 {
		return nil, &requestError{code: codeInvalid, errors: errs}
	}
	return cr, nil
}

// longestOracle finds an oracle text of the card (the card's own, or a
// face's) with more than max lines that are not blank, before any is read:
// its pointer relative to the card, and its count of lines; "" when none.
func longestOracle(c cards.Card, max int) (string, int) {
	count := func(text string) int {
		n := 0
		for line := range strings.SplitSeq(text, "\n") {
			if strings.TrimSpace(line) != "" {
				n++
			}
		}
		return n
	}
	if n := count(c.OracleText); n > max {
		return "/oracle_text", n
	}
	for i, f := range c.CardFaces {
		if n := count(f.OracleText); n > max {
			return "/card_faces/" + strconv.Itoa(i) + "/oracle_text", n
		}
	}
	return "", 0
}

// unknownCard says a name is not in the card file, with close matches.
func unknownCard(db *cards.DB, name string) string {
	detail := fmt.Sprintf("no card named %q in the card file", name)
	if near := db.Suggest(name, 3); len(near) > 0 {
		quoted := make([]string, len(near))
		for i, c := range near {
			quoted[i] = strconv.Quote(c)
		}
		detail += "; did you mean " + strings.Join(quoted, " or ") + "?"
	}
	return detail
}

// fill writes the derived card into the permanent's missing fields.
func (cr *cardReading) fill(i int, p *Permanent, d cards.Derived, cardAt string) []ProblemError {
	from := map[string]string{}
	typeLine, colors := cardAt+"/type_line", cardAt+"/colors"
	if p.Card.byName != "" {
		typeLine, colors = cardAt, cardAt
	}
	if p.Name == "" {
		p.Name = d.Name
	}
	for _, f := range []struct {
		field string
		dst   *[]string
		val   []string
		ptr   string
	}{
		{"types", &p.Types, d.Types, typeLine},
		{"supertypes", &p.Supertypes, d.Supertypes, typeLine},
		{"subtypes", &p.Subtypes, d.Subtypes, typeLine},
		{"colors", &p.Colors, d.Colors, colors},
	} {
		if *f.dst == nil {
			*f.dst = f.val
			from[f.field] = f.ptr
		}
	}
	if p.Power == nil {
		p.Power = d.Power
	}
	if p.Toughness == nil {
		p.Toughness = d.Toughness
	}
	var errs []ProblemError
	if slices.ContainsFunc(p.Types, func(t string) bool { return strings.EqualFold(t, "creature") }) {
		for _, pt := range []struct {
			field   string
			value   *int
			printed string
		}{{"power", p.Power, d.PrintedPower}, {"toughness", p.Toughness, d.PrintedToughness}} {
			if pt.value != nil {
				continue
			}
			detail := fmt.Sprintf("%s is a creature whose card prints no %s: give its current %s in %q", d.Name, pt.field, pt.field, pt.field)
			if pt.printed != "" {
				detail = fmt.Sprintf("%s's card prints %s %q, not a number: give the creature's current %s in %q", d.Name, pt.field, pt.printed, pt.field, pt.field)
			}
			errs = append(errs, ProblemError{Pointer: "/board/permanents/" + strconv.Itoa(i) + "/" + pt.field, Detail: detail})
		}
	}
	cr.own[i] = len(p.Abilities)
	from["abilities"] = cardAt
	if p.Card.byName == "" {
		from["abilities"] = cardAt + "/oracle_text"
	}
	abilities := slices.Clone(p.Abilities)
	for _, text := range d.AbilityTexts() {
		if p.Name != d.Name {
			text = cards.Rename(text, d.Name, p.Name)
		}
		abilities = append(abilities, text)
	}
	p.Abilities = abilities
	cr.derived[i] = from
	id := p.ID
	for _, ig := range d.Ignored {
		cr.ignored = append(cr.ignored, Ignored{Object: id, IgnoredLine: IgnoredLine{Text: ig.Text, Reason: ig.Reason}})
	}
	for _, n := range d.Notes {
		cr.notes = append(cr.notes, Violation{Rule: string(n.Rule), Objects: []string{id}, Message: n.Message})
	}
	return errs
}

// remap points the core's errors about fields a card filled in at the
// card's own field: "Instant" is not a permanent type comes from the
// type_line, not from types the client never sent.
func (cr *cardReading) remap(err error) error {
	ie, ok := errors.AsType[rules.InputError](err)
	if !ok || cr == nil || len(cr.derived) == 0 {
		return err
	}
	return unjudgeable(ie, func(p rules.Path) string {
		if to, ok := cr.cardField(p); ok {
			return to
		}
		return jsonPointer(p)
	})
}

// cardField is the pointer of the card field that filled in the field at
// p, a permanent's: board, permanents, i, field[, j].
func (cr *cardReading) cardField(p rules.Path) (string, bool) {
	if len(p) < 4 || p[0] != "board" || p[1] != "permanents" {
		return "", false
	}
	i, ok := p[2].(int)
	field, fok := p[3].(string)
	if !ok || !fok {
		return "", false
	}
	to, ok := cr.derived[i][field]
	if !ok {
		return "", false
	}
	if j, isInt := pathIndex(p, 4); field == "abilities" && isInt && j < cr.own[i] {
		return "", false // one of the permanent's own
	}
	return to, true
}

// pathIndex is the list position at step k of p, if there is one.
func pathIndex(p rules.Path, k int) (int, bool) {
	if k >= len(p) {
		return 0, false
	}
	j, ok := p[k].(int)
	return j, ok
}

// addCards adds what reading the cards found to an answer: the ignored
// lines, and the translations among the notes, in the notes' order.
func (c *CheckResponse) addCards(cr *cardReading) {
	if c.Ignored == nil {
		c.Ignored = []Ignored{}
	}
	if cr == nil {
		return
	}
	c.Ignored = append(c.Ignored, cr.ignored...)
	if len(cr.notes) > 0 {
		c.Notes = append(c.Notes, cr.notes...)
		slices.SortStableFunc(c.Notes, compareFindings)
	}
}

// compareFindings orders findings as the core does: by rule number
// (502.9b before 502.10a), then by the objects they name, then by message.
func compareFindings(a, b Violation) int {
	if c := compareRules(a.Rule, b.Rule); c != 0 {
		return c
	}
	if c := strings.Compare(strings.Join(a.Objects, "\x00"), strings.Join(b.Objects, "\x00")); c != 0 {
		return c
	}
	return strings.Compare(a.Message, b.Message)
}

// compareRules orders rule numbers as the core does.
func compareRules(a, b string) int { return rules.CompareRules(rules.RuleID(a), rules.RuleID(b)) }

// CardList is the answer of GET /v1/cards: the names of the card file
// that start with a prefix.
type CardList struct {
	// Loaded says whether the server has a card file (judged -cards).
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
}

// CardAbility is one ability the judge reads from a card.
type CardAbility struct {
	Oracle  string `json:"oracle" example:"Reach"`
	Ability string `json:"ability" example:"Giant Spider can block as though it had flying."`
	Rule    string `json:"rule" example:"502.4b"`
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
		Abilities: orEmpty(d.AbilityTexts()), Understood: []CardAbility{}, Ignored: []IgnoredLine{}, Notes: []CardNote{}}
	for _, a := range d.Abilities {
		v.Understood = append(v.Understood, CardAbility{Oracle: a.Oracle, Ability: a.Text, Rule: string(a.Rule)})
	}
	for _, ig := range d.Ignored {
		v.Ignored = append(v.Ignored, IgnoredLine{Text: ig.Text, Reason: ig.Reason})
	}
	for _, n := range d.Notes {
		v.Notes = append(v.Notes, CardNote{Rule: string(n.Rule), Message: n.Message})
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
//	@Description	The names in the server's card file (judged -cards) that start with prefix, ignoring case and accents, in alphabetical order: the first limit of them (default 20, at most 1000) and how many there are. Faces of split, flip and double-faced cards are listed by their own names too. Without a card file, loaded is false and the list is empty; while the file loads, 503 with Retry-After. The web form fills its card name suggestions from here.
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
		db, err := cf.loaded("")
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
//	@Description	What the judge derives from a card of the server's card file (judged -cards), found by name (or a face's name) ignoring case and accents: the fields a permanent given as this card gets (name, types, colors, printed power and toughness, abilities in the wording of the October 2006 rules), which oracle line each ability comes from with its rule, the lines ignored and why, and a note for each translation from today's Oracle wording ("Reach" is read as "can block as though it had flying"). face picks a face of a card with several. 404 for a name not in the file (with close matches), or when the server has no card file; 503 with Retry-After while the file loads.
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
		if cf == nil {
			encodeProblem(w, r, fail(codeNotFound, "this server has no card file (judged -cards FILE)"))
			return
		}
		db, err := cf.loaded("")
		if err != nil {
			retryAfter(w, err)
			encodeProblem(w, r, err)
			return
		}
		c, face, ok := db.Lookup(name)
		if !ok {
			encodeProblem(w, r, fail(codeNotFound, "%s", unknownCard(db, name)))
			return
		}
		face = cmp.Or(r.URL.Query().Get("face"), face)
		d, derr := cards.Derive(c, face)
		if derr != nil {
			encodeProblem(w, r, fail(codeInvalid, "%v", derr))
			return
		}
		encode(w, r, http.StatusOK, viewOf(c.Name, d))
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
		db, err := cf.loaded("")
		if err != nil {
			return CardView{}, err
		}
		var named string
		var ok bool
		if src, named, ok = db.Lookup(c.byName); !ok {
			return CardView{}, errors.New(unknownCard(db, c.byName))
		}
		face = cmp.Or(face, named)
	}
	d, err := cards.Derive(src, face)
	if err != nil {
		return CardView{}, err
	}
	return viewOf(src.Name, d), nil
}
