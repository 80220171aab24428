package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"

	"rulesjudge/cards"
)

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
