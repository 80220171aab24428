package state

import "rulesjudge/rules/ability"

// This file keeps, on each permanent, a filter of its abilities' keywords,
// so that Has and All answer "none" without reading its abilities one by
// one: the checks ask each creature for many keywords it has not (an
// ability is a large value, and most of a permanent's are not the one
// asked for).
//
// The filter is made for one list of abilities (noteKeywords), and is
// trusted only while p.Readings is still that list: the same first element
// and length. Every change of a permanent's abilities makes another list
// (an append past its capacity, a copy) or changes its length, so a filter
// made before it is no longer trusted and Has reads the abilities, as
// without a filter. Who changes the abilities in place keeps their
// keywords (resolveColors, landwalk of domain: quality and text only).

// keywordBits is a filter of a list of abilities' keywords: the bit
// keywordBit(k) of each keyword k of the list is set. Keywords may share a
// bit, so a bit set means "maybe"; a bit not set means surely none.
type keywordBits uint64

// keywordBit is keyword k's bit in the filter.
func keywordBit(k ability.Keyword) keywordBits { return 1 << keywordIndex(k) }

// keywordIndex is the index of keyword k's bit, 0 to 63: its length and
// two of its bytes mixed, which spread the judge's keywords over the 64
// bits with few sharing.
func keywordIndex(k ability.Keyword) uint8 {
	n := len(k)
	if n == 0 {
		return 0
	}
	return uint8((uint(n)*31 + uint(k[n/2])*7 + uint(k[n-1])) & 63)
}

// noteKeywords makes p's filter for its abilities as they are now.
func (p *Perm) noteKeywords() {
	var bits keywordBits
	for i := range p.Readings {
		bits |= keywordBit(p.Readings[i].Keyword)
	}
	p.kwBits, p.kwLen, p.kwOf = bits, int32(len(p.Readings)), nil
	if len(p.Readings) > 0 {
		p.kwOf = &p.Readings[0]
	}
}

// lacks reports whether p surely has no ability with keyword k: it has
// none, or its filter is made for its abilities as they are and has not
// k's bit. False means maybe: its abilities are to be read.
func (p *Perm) lacks(k ability.Keyword) bool {
	n := len(p.Readings)
	if n == 0 {
		return true // the bit not even made: most permanents asked have no ability
	}
	return int(p.kwLen) == n && &p.Readings[0] == p.kwOf && p.kwBits&keywordBit(k) == 0
}

// lacksBit is lacks for the keyword of bit. lacks does not call it: the
// call would put lacks over the compiler's budget for inlining, and Has
// and All, asked most often, inline lacks.
func (p *Perm) lacksBit(bit keywordBits) bool {
	n := len(p.Readings)
	if n == 0 {
		return true
	}
	return int(p.kwLen) == n && &p.Readings[0] == p.kwOf && p.kwBits&bit == 0
}

// noneHas reports whether every permanent of b surely has no ability
// with a keyword of bit (lacksBit): Sources' answer is then none.
func (b *Board) noneHas(bit keywordBits) bool {
	for _, p := range b.Order {
		if !p.lacksBit(bit) {
			return false
		}
	}
	return true
}

// AddAbility gives p ability a, after its abilities, once the board is
// derived (an ability it has only while attacking, or against the player
// it attacks), keeping its filter.
func (p *Perm) AddAbility(a ability.Ability) {
	p.Readings = append(p.Readings, a)
	p.noteKeywords()
}

// KeywordSet is the filter of a list of keywords, made once: a check that
// asks a permanent for any of many keywords asks MayHaveAny first, and
// reads no ability when the permanent surely has none.
type KeywordSet keywordBits

// KeywordSetOf is the filter of keywords ks.
func KeywordSetOf(ks []ability.Keyword) KeywordSet {
	var bits keywordBits
	for _, k := range ks {
		bits |= keywordBit(k)
	}
	return KeywordSet(bits)
}

// MayHaveAny reports whether p may have an ability of a keyword of s:
// false means surely none.
func (p *Perm) MayHaveAny(s KeywordSet) bool { return !p.lacksBit(keywordBits(s)) }
