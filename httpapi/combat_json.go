package httpapi

import (
	"encoding/json"
	"slices"
	"strconv"
	"unicode/utf8"

	"rulesjudge/rules"
)

// This file writes the answer of POST /v1/combat/resolve as JSON by hand:
// the bytes encoding/json writes for a CombatResponse, field by field in
// the order of the struct, without its reflection. A walked combat's
// answer is mostly steps, events and the board after combat, and
// encoding/json's reflection over them cost as much as a third of the
// walk; they are written straight from the core's walked combat, as the
// wire's CombatStep, CombatOutcome and Board would encode once mapped
// (wireCombat, in the tests, is that mapping). Every value this file does
// not write itself (a rare part: counters, shields, derived permanents) is
// written by encoding/json. TestCombatJSONAsEncodingJSON compares both
// over random walked combats and one whose every field is set; the goldens
// hold the rest (TestGolden).

// appendJSON appends r as encoding/json's Marshal writes it.
func (r CombatResponse) appendJSON(b []byte) ([]byte, error) {
	if r.walked == nil { // not an answer combatFromRules made: its wire fields as they are
		return appendMarshaled(b, r)
	}
	b, err := r.CheckResponse.appendFields(b) // check_json.go
	if err != nil {
		return nil, err
	}
	if r.Stage != "" {
		b = append(b, `,"stage":`...)
		b = appendJSONString(b, r.Stage)
	}
	b = append(b, `,"steps":`...)
	b = appendSteps(b, r.walked.Steps)
	if r.walked.Board != nil {
		b = append(b, `,"outcome":`...)
		b = appendOutcome(b, r.walked)
		b = append(b, `,"board":`...)
		if b, err = appendBoard(b, r.walked.Board); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

// appendMarshaled appends v as encoding/json writes it.
func appendMarshaled(b []byte, v any) ([]byte, error) {
	m, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(b, m...), nil
}

func appendViolations(b []byte, vs []Violation) []byte {
	if vs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		v := &vs[i]
		b = append(b, `{"rule":`...)
		b = appendJSONString(b, v.Rule)
		b = append(b, `,"objects":`...)
		b = appendJSONStrings(b, v.Objects)
		b = append(b, `,"message":`...)
		b = appendJSONString(b, v.Message)
		b = append(b, '}')
	}
	return append(b, ']')
}

// appendSteps writes the walk's steps as combatFromRules' wire steps
// encode: every list written, [] when empty.
func appendSteps(b []byte, steps []rules.CombatStep) []byte {
	b = append(b, '[')
	for i := range steps {
		if i > 0 {
			b = append(b, ',')
		}
		s := &steps[i]
		b = append(b, `{"name":`...)
		b = appendJSONString(b, string(s.Name))
		b = append(b, `,"events":[`...)
		for k := range s.Events {
			if k > 0 {
				b = append(b, ',')
			}
			e := &s.Events[k]
			b = append(b, `{"kind":`...)
			b = appendJSONString(b, e.Kind)
			b = append(b, `,"rule":`...)
			b = appendJSONString(b, string(e.Rule))
			b = append(b, `,"objects":`...)
			b = appendWords(b, e.Objects)
			b = append(b, `,"message":`...)
			b = appendJSONString(b, e.Message)
			if e.Amount != 0 {
				b = append(b, `,"amount":`...)
				b = strconv.AppendInt(b, int64(e.Amount), 10)
			}
			if e.Default {
				b = append(b, `,"default":true`...)
			}
			b = append(b, '}')
		}
		b = append(b, "]}"...)
	}
	return append(b, ']')
}

// appendWords writes a list of strings or ids, [] when there are none.
func appendWords[ID ~string](b []byte, ids []ID) []byte {
	b = append(b, '[')
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, string(id))
	}
	return append(b, ']')
}

// appendOutcome writes what the walked combat r did.
func appendOutcome(b []byte, r *rules.CombatResolution) []byte {
	b = append(b, `{"destroyed":`...)
	b = appendWords(b, r.Destroyed)
	b = append(b, `,"life":{`...)
	keys := make([]rules.PlayerID, 0, len(r.Life))
	for k := range r.Life {
		keys = append(keys, k)
	}
	slices.Sort(keys) // encoding/json writes a map's keys sorted
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, string(k))
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(r.Life[k]), 10)
	}
	b = append(b, `},"removed_from_combat":`...)
	b = appendWords(b, r.RemovedFromCombat)
	return append(b, '}')
}

// appendBoard writes the board after combat as the wire's Board
// (boardFromRules) encodes.
func appendBoard(b []byte, bd *rules.Board) ([]byte, error) {
	b = append(b, `{"active_player":`...)
	b = appendJSONString(b, string(bd.ActivePlayer))
	b = append(b, `,"players":[`...)
	var err error
	for i := range bd.Players {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = appendPlayer(b, &bd.Players[i]); err != nil {
			return nil, err
		}
	}
	b = append(b, `],"permanents":[`...)
	for i := range bd.Permanents {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = appendPermanent(b, &bd.Permanents[i]); err != nil {
			return nil, err
		}
	}
	return append(b, "]}"...), nil
}

func appendPlayer(b []byte, p *rules.Player) ([]byte, error) {
	b = append(b, `{"id":`...)
	b = appendJSONString(b, string(p.ID))
	b = append(b, `,"life":`...)
	b = strconv.AppendInt(b, int64(p.Life), 10)
	b = append(b, `,"poison":`...)
	b = strconv.AppendInt(b, int64(p.Poison), 10)
	b = appendOptionalInt(b, `,"graveyard":`, p.Graveyard)
	if len(p.Shields) > 0 {
		b = append(b, `,"shields":`...)
		var err error
		if b, err = appendMarshaled(b, shieldsFromRules(p.Shields)); err != nil {
			return nil, err
		}
	}
	b = appendOptionalInt(b, `,"hand":`, p.Hand)
	b = appendOptionalInt(b, `,"creature_spells_cast":`, p.CreatureSpellsCast)
	b = appendOptionalBool(b, `,"cast_or_played_last_turn":`, p.CastOrPlayedLastTurn)
	b = appendOptionalBool(b, `,"skipped_draw":`, p.SkippedDraw)
	return append(b, '}'), nil
}

func appendPermanent(b []byte, p *rules.Permanent) ([]byte, error) {
	b = append(b, `{"id":`...)
	b = appendJSONString(b, string(p.ID))
	b = append(b, `,"name":`...)
	b = appendJSONString(b, p.Name)
	b = append(b, `,"controller":`...)
	b = appendJSONString(b, string(p.Controller))
	b = append(b, `,"types":`...)
	b = appendWords(b, p.Types)
	b = append(b, `,"supertypes":`...)
	b = appendWords(b, p.Supertypes)
	b = append(b, `,"subtypes":`...)
	b = appendWords(b, p.Subtypes)
	b = append(b, `,"colors":`...)
	b = appendWords(b, p.Colors)
	b = append(b, `,"power":`...)
	b = appendIntOrNull(b, p.Power)
	b = append(b, `,"toughness":`...)
	b = appendIntOrNull(b, p.Toughness)
	b = append(b, `,"damage":`...)
	b = strconv.AppendInt(b, int64(p.Damage), 10)
	b = append(b, `,"tapped":`...)
	b = strconv.AppendBool(b, p.Tapped)
	b = append(b, `,"summoning_sick":`...)
	b = strconv.AppendBool(b, p.SummoningSick)
	b = append(b, `,"abilities":`...)
	b = appendWords(b, p.Abilities)
	if p.AttachedTo != "" {
		b = append(b, `,"attached_to":`...)
		b = appendJSONString(b, string(p.AttachedTo))
	}
	var err error
	if len(p.Counters) > 0 {
		b = append(b, `,"counters":`...)
		if b, err = appendMarshaled(b, p.Counters); err != nil {
			return nil, err
		}
	}
	b = appendOptionalBool(b, `,"kicked":`, p.Kicked)
	if len(p.KickersPaid) > 0 {
		b = append(b, `,"kickers_paid":`...)
		b = appendJSONStrings(b, p.KickersPaid)
	}
	if p.Chosen != "" {
		b = append(b, `,"chosen":`...)
		b = appendJSONString(b, p.Chosen)
	}
	b = appendOptionalBool(b, `,"effect_ignored":`, p.EffectIgnored)
	b = appendOptionalBool(b, `,"phased_in":`, p.PhasedIn)
	b = appendOptionalBool(b, `,"entered_this_turn":`, p.EnteredThisTurn)
	b = appendOptionalBool(b, `,"attacked_last_turn":`, p.AttackedLastTurn)
	if p.Owner != "" {
		b = append(b, `,"owner":`...)
		b = appendJSONString(b, string(p.Owner))
	}
	if p.Token {
		b = append(b, `,"token":true`...)
	}
	if len(p.Shields) > 0 {
		b = append(b, `,"shields":`...)
		if b, err = appendMarshaled(b, shieldsFromRules(p.Shields)); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

// appendIntOrNull appends *v, or null when v is nil.
func appendIntOrNull(b []byte, v *int) []byte {
	if v == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(*v), 10)
}

// appendOptionalInt appends the key and *v, nothing when v is nil
// (omitempty).
func appendOptionalInt(b []byte, key string, v *int) []byte {
	if v == nil {
		return b
	}
	return strconv.AppendInt(append(b, key...), int64(*v), 10)
}

// appendOptionalBool appends the key and *v, nothing when v is nil
// (omitempty).
func appendOptionalBool(b []byte, key string, v *bool) []byte {
	if v == nil {
		return b
	}
	return strconv.AppendBool(append(b, key...), *v)
}

// appendJSONStrings appends a list of strings, null when it is nil
// (appendWords writes a nil list as []).
func appendJSONStrings(b []byte, list []string) []byte {
	if list == nil {
		return append(b, "null"...)
	}
	return appendWords(b, list)
}

// appendJSONString appends s quoted as encoding/json quotes it: printable
// ASCII as it is but for the quote, the backslash and the characters
// encoding/json escapes for HTML (<, > and &, as \u003c...); control
// characters as \n, \r, \t, \b, \f or \u00XX; U+2028 and U+2029 escaped;
// invalid UTF-8 as \ufffd; other UTF-8 as it is.
//
// Most strings of an answer (ids, rule numbers, kinds, messages) need no
// escape at all: the bytes written as they are (jsonPlain) are skipped one
// table look-up each, and the clean run is appended in one go; only a
// string with a byte that needs more goes on to appendEscaped.
func appendJSONString(b []byte, s string) []byte {
	i := 0
	for ; i+4 <= len(s); i += 4 { // four at a time: a quarter of the loop's own tests
		if e := s[i : i+4]; !jsonPlain[e[0]] || !jsonPlain[e[1]] || !jsonPlain[e[2]] || !jsonPlain[e[3]] {
			break
		}
	}
	for i < len(s) && jsonPlain[s[i]] {
		i++
	}
	b = append(b, '"')
	b = append(b, s[:i]...)
	if i < len(s) {
		b = appendEscaped(b, s[i:])
	}
	return append(b, '"')
}

// jsonPlain holds the bytes a JSON string of an answer writes as they
// are: printable ASCII but the quote, the backslash and <, > and &. A
// byte of a multi-byte rune is not plain: appendEscaped reads the rune.
var jsonPlain = func() (plain [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		plain[c] = true
	}
	for _, c := range []byte{'"', '\\', '<', '>', '&'} {
		plain[c] = false
	}
	return plain
}()

// appendEscaped appends s, a string's end from its first byte that is not
// plain (jsonPlain), escaped as appendJSONString says, without the quotes.
func appendEscaped(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if jsonPlain[c] {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(b, s[start:]...)
}

const hexDigits = "0123456789abcdef"
