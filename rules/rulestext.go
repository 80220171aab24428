package rules

import (
	"bufio"
	"io"
	"regexp"
	"strings"
)

// ruleStart finds where a rule begins in a Comprehensive Rules text: its
// number, then a period for a numbered rule ("500.4.") or a space for a
// lettered one ("502.9b "), then the rule's first word.
var ruleStart = regexp.MustCompile(`(^|[^\w.])([1-9]\d{2}\.\d+(?:[a-z]\b|\.))\s+["“(A-Z0-9]`)

// crossReference is the text before a rule number that makes it a mention
// ("see rule 502.28"), not the start of that rule.
var crossReference = regexp.MustCompile(`(?i)(rule|rules|and|or|see)\s*$`)

// ParseRulesText reads a Comprehensive Rules text, as an operator supplies
// it, into each rule's own text. It takes one rule per line, several rules
// run together on one line, and blank lines between rules; a rule's examples
// stay with it. Numbers mentioned inside a rule ("see rule 212.3d") are
// not taken for rules.
func ParseRulesText(r io.Reader) (map[RuleID]string, error) {
	var all strings.Builder
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for sc.Scan() {
		all.WriteString(sc.Text())
		all.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	text := all.String()
	type start struct {
		at, body int
		id       RuleID
	}
	var starts []start
	for _, m := range ruleStart.FindAllStringSubmatchIndex(text, -1) {
		numFrom, numTo := m[4], m[5]
		if crossReference.MatchString(text[max(0, numFrom-12):numFrom]) {
			continue
		}
		id := RuleID(strings.TrimSuffix(text[numFrom:numTo], "."))
		starts = append(starts, start{at: numFrom, body: numTo, id: id})
	}
	out := map[RuleID]string{}
	for i, s := range starts {
		end := len(text)
		if i+1 < len(starts) {
			end = starts[i+1].at
		}
		body := strings.Join(strings.Fields(text[s.body:end]), " ")
		if _, seen := out[s.id]; !seen && body != "" {
			out[s.id] = body
		}
	}
	return out, nil
}
