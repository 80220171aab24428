package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"rulesjudge/httpapi"
)

// subcommands are the judging subcommands in the order they are listed.
var subcommands = []string{"attacks", "blocks", "damage", "resolve", "combat"}

// requestTypes are the request body each judging subcommand posts, as the
// API decodes it.
var requestTypes = map[string]reflect.Type{
	"attacks": reflect.TypeFor[httpapi.AttackCheckRequest](),
	"blocks":  reflect.TypeFor[httpapi.BlockCheckRequest](),
	"damage":  reflect.TypeFor[httpapi.DamageCheckRequest](),
	"resolve": reflect.TypeFor[httpapi.DamageCheckRequest](),
	"combat":  reflect.TypeFor[httpapi.CombatRequest](),
}

// fieldsOf are the JSON names of a request type's fields.
func fieldsOf(t reflect.Type) []string {
	var names []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "-" && f.IsExported() {
			names = append(names, name)
		}
	}
	return names
}

// topLevelKeys are the keys of a body that is a JSON object; ok is false
// for anything else.
func topLevelKeys(body []byte) (keys []string, ok bool) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil || fields == nil {
		return nil, false
	}
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys, true
}

// fits are the subcommands whose request takes every top-level key of
// body, in the order of subcommands; none for a body that is not an
// object.
func fits(body []byte) []string {
	keys, ok := topLevelKeys(body)
	if !ok {
		return nil
	}
	var out []string
	for _, cmd := range subcommands {
		known := fieldsOf(requestTypes[cmd])
		if !slices.ContainsFunc(keys, func(k string) bool { return !slices.Contains(known, k) }) {
			out = append(out, cmd)
		}
	}
	return out
}

// unknownTo are the top-level keys of body that cmd's request does not
// take.
func unknownTo(cmd string, body []byte) []string {
	keys, _ := topLevelKeys(body)
	known := fieldsOf(requestTypes[cmd])
	var out []string
	for _, k := range keys {
		if !slices.Contains(known, k) {
			out = append(out, k)
		}
	}
	return out
}

// subcommandHint says which subcommands take a body that cmd's does not
// (a blocks request given to judge attacks): "" when cmd takes every key,
// or when no subcommand takes them all.
func subcommandHint(cmd string, body []byte) string {
	stray := unknownTo(cmd, body)
	if len(stray) == 0 {
		return ""
	}
	others := fits(body)
	if len(others) == 0 {
		return ""
	}
	quoted := make([]string, len(stray))
	for i, k := range stray {
		quoted[i] = fmt.Sprintf("%q", k)
	}
	return fmt.Sprintf("hint: judge %s takes no %s; the request fits judge %s", cmd, strings.Join(quoted, ", "), orList(others))
}

// orList writes "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
