package rules

// asciiOneOf reports whether w, all ASCII, is one of the lowercase ASCII
// words known but for case: what ability.IsOneOf(strings.ToLower(w), known)
// answers for an ASCII w, without the lowered copy. A w with another byte
// is not taken here (the caller lowers it and asks IsOneOf).
func asciiOneOf(w string, known []string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return false
		}
	}
	for _, k := range known {
		if len(k) != len(w) {
			continue
		}
		same := true
		for i := 0; i < len(w) && same; i++ {
			c := w[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			same = c == k[i]
		}
		if same {
			return true
		}
	}
	return false
}

// optionScratch holds the buffers requirementOptions and obeyingFirst use
// for each creature in turn, kept from one creature to the next and from
// one check to the next (blockWork) instead of made again for each; and the
// slab the options they list are carved from.
type optionScratch struct {
	legal, others []*perm
	one           blockOption
	cur           blockOption
	outs          []blockOption // requirementOptions' answer, kept for the next creature's
	taken         []int         // by index on the board; all zero between uses
	slab          []*perm       // what is left of chunk
	chunk         []*perm       // the last slab allocated, carved again by the next search
}

// option is a copy of cur, its capacity cut at its length, carved from a
// slab of optionSlab attackers shared by the check's options (an option is
// never appended to in place: sameOption, idsOf and the solver only read).
func (sc *optionScratch) option(cur blockOption) blockOption {
	n := len(cur)
	if sc.slab == nil && cap(sc.chunk) > 0 {
		sc.slab = sc.chunk[:cap(sc.chunk)] // the last check's chunk, written over
	}
	if n > len(sc.slab) {
		if n > optionSlab {
			return append(blockOption(nil), cur...)
		}
		sc.slab = make([]*perm, optionSlab)
		sc.chunk = sc.slab
	}
	set := sc.slab[:n:n]
	sc.slab = sc.slab[n:]
	copy(set, cur)
	return set
}

// optionSlab is how many attackers optionScratch.option allocates at once.
const optionSlab = 64
