package httpapi

import "strconv"

// This file writes the answer of the check endpoints (POST
// /v1/attacks/check, /v1/blocks/check, /v1/damage/check) as JSON by
// hand, as combat_json.go writes a walked combat's: the bytes
// encoding/json writes for a CheckResponse, field by field in the order
// of the struct. Its requirements and example declaration are most of a
// block check's answer. The derived permanents are still written by
// encoding/json. TestCheckJSONAsEncodingJSON compares both over every
// check answer of the goldens, random answers and an answer whose every
// field is set.

// appendJSON appends r as encoding/json's Marshal writes it.
func (r CheckResponse) appendJSON(b []byte) ([]byte, error) {
	b, err := r.appendFields(b)
	if err != nil {
		return nil, err
	}
	return append(b, '}'), nil
}

// appendJSON appends r as encoding/json's Marshal writes it. A
// ResolveResponse is written by encoding/json: without this method it
// would take CheckResponse's, which writes only the fields they share.
func (r ResolveResponse) appendJSON(b []byte) ([]byte, error) {
	return appendMarshaled(b, r)
}

// appendFields appends the opening brace and the fields of c, for an
// answer that is a CheckResponse or embeds one (CombatResponse).
func (c *CheckResponse) appendFields(b []byte) ([]byte, error) {
	b = append(b, `{"verdict":`...)
	b = appendJSONString(b, c.Verdict)
	b = append(b, `,"violations":`...)
	b = appendViolations(b, c.Violations)
	if c.Requirements != nil {
		b = append(b, `,"requirements":`...)
		b = appendRequirements(b, c.Requirements)
	}
	b = append(b, `,"notes":`...)
	b = appendViolations(b, c.Notes)
	if c.Example != nil {
		b = append(b, `,"example":`...)
		b = appendDeclaration(b, c.Example)
	}
	b = append(b, `,"ignored":`...)
	b = appendIgnored(b, c.Ignored)
	if len(c.Caveats) > 0 {
		b = append(b, `,"caveats":[`...)
		for i := range c.Caveats {
			if i > 0 {
				b = append(b, ',')
			}
			v := &c.Caveats[i]
			b = append(b, `{"object":`...)
			b = appendJSONString(b, v.Object)
			b = append(b, `,"text":`...)
			b = appendJSONString(b, v.Text)
			b = append(b, `,"message":`...)
			b = appendJSONString(b, v.Message)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"decision_id":`...)
	b = appendJSONString(b, c.DecisionID)
	if len(c.Derived) > 0 {
		b = append(b, `,"derived":`...)
		var err error
		if b, err = appendMarshaled(b, c.Derived); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func appendRequirements(b []byte, r *Requirements) []byte {
	b = append(b, '{')
	if r.Obeyed != nil {
		b = append(b, `"obeyed":`...)
		b = strconv.AppendInt(b, int64(*r.Obeyed), 10)
		b = append(b, ',')
	}
	b = append(b, `"maximum":`...)
	b = strconv.AppendInt(b, int64(r.Maximum), 10)
	if r.Example != nil {
		b = append(b, `,"example":`...)
		b = appendDeclaration(b, r.Example)
	}
	if len(r.Undecided) > 0 {
		b = append(b, `,"undecided":`...)
		b = appendJSONStrings(b, r.Undecided)
	}
	return append(b, '}')
}

// appendDeclaration appends d; a list left out is a nil one (omitzero),
// an empty one is written [].
func appendDeclaration(b []byte, d *Declaration) []byte {
	b = append(b, '{')
	comma := false
	key := func(k string) {
		if comma {
			b = append(b, ',')
		}
		comma = true
		b = append(b, k...)
	}
	if d.Attackers != nil {
		key(`"attackers":[`)
		for i := range d.Attackers {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendAttacker(b, &d.Attackers[i])
		}
		b = append(b, ']')
	}
	if d.Blockers != nil {
		key(`"blockers":[`)
		for i := range d.Blockers {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"creature":`...)
			b = appendJSONString(b, d.Blockers[i].Creature)
			b = append(b, `,"blocking":`...)
			b = appendJSONStrings(b, d.Blockers[i].Blocking)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if d.Assignments != nil {
		key(`"assignments":[`)
		for i := range d.Assignments {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendAssignment(b, &d.Assignments[i])
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendAttacker(b []byte, a *Attacker) []byte {
	b = append(b, `{"creature":`...)
	b = appendJSONString(b, a.Creature)
	if a.Band != "" {
		b = append(b, `,"band":`...)
		b = appendJSONString(b, a.Band)
	}
	if a.Player != "" {
		b = append(b, `,"player":`...)
		b = appendJSONString(b, a.Player)
	}
	if len(a.Provoke) > 0 {
		b = append(b, `,"provoke":`...)
		b = appendJSONStrings(b, a.Provoke)
	}
	return append(b, '}')
}

func appendAssignment(b []byte, a *Assignment) []byte {
	b = append(b, `{"source":`...)
	b = appendJSONString(b, a.Source)
	if a.AssignedBy != "" {
		b = append(b, `,"assigned_by":`...)
		b = appendJSONString(b, a.AssignedBy)
	}
	b = append(b, `,"damage":`...)
	if a.Damage == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, s := range a.Damage {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"to":`...)
			b = appendJSONString(b, s.To)
			b = append(b, `,"amount":`...)
			b = strconv.AppendInt(b, int64(s.Amount), 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendIgnored(b []byte, list []Ignored) []byte {
	if list == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range list {
		if i > 0 {
			b = append(b, ',')
		}
		g := &list[i]
		b = append(b, `{"object":`...)
		b = appendJSONString(b, g.Object)
		b = append(b, `,"text":`...)
		b = appendJSONString(b, g.Text)
		b = append(b, `,"reason":`...)
		b = appendJSONString(b, g.Reason)
		if g.Face != "" {
			b = append(b, `,"face":`...)
			b = appendJSONString(b, g.Face)
		}
		b = append(b, '}')
	}
	return append(b, ']')
}
