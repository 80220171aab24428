// Command gen writes a synthetic card file in the shape of Scryfall's
// "Oracle Cards" bulk data (a JSON array of full card objects, with every
// field Scryfall sends, most of which the judge skips), for the start-up
// benchmark:
//
//	go run ./cards/gen -n 30000 -o /tmp/cards-30000.json
//	judged -cards /tmp/cards-30000.json
//
// The cards are made up but valid: unique names, type lines, colors,
// power and toughness (a few "*"), oracle text drawn from real wordings
// (keywords, combat sentences, lines the judge ignores), a few cards with
// two faces. The same -n gives the same file. About 4.4 KB a card, so
// 30,000 cards are about 130 MB, as big as the real file.
//
// gen_test.go holds the benchmark: go test -bench Load ./cards/gen
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"strings"
)

func main() {
	n := flag.Int("n", 30000, "how many cards")
	out := flag.String("o", "", "the file to write (default: standard output)")
	flag.Parse()
	w := io.Writer(os.Stdout)
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		defer f.Close()
		w = f
	}
	if err := write(w, *n); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

var (
	adjectives = []string{"Ancient", "Blazing", "Crimson", "Dread", "Emerald", "Feral", "Gilded", "Hollow", "Iron", "Jade",
		"Keen", "Lunar", "Molten", "Nether", "Obsidian", "Pale", "Quiet", "Raging", "Silent", "Thorned",
		"Umbral", "Vast", "Wild", "Young", "Zealous", "Ashen", "Bright", "Cinder", "Dusk", "Ember",
		"Frost", "Grim", "Howling", "Ivory", "Jagged", "Kindled", "Lost", "Mire", "Noble", "Old"}
	nouns = []string{"Angel", "Bear", "Centaur", "Drake", "Elf", "Falcon", "Goblin", "Hound", "Imp", "Jackal",
		"Knight", "Lion", "Mage", "Nomad", "Ogre", "Paladin", "Quillback", "Rat", "Serpent", "Troll",
		"Unicorn", "Viper", "Wolf", "Yeti", "Zombie", "Archer", "Behemoth", "Cleric", "Djinn", "Elemental",
		"Fiend", "Griffin", "Horror", "Illusion", "Juggler", "Kraken", "Leviathan", "Minotaur", "Nightstalker", "Oracle"}
	places = []string{"of the Vale", "of Ashes", "of the Deep", "of Dawn", "of the Wastes", "of Thorns", "of the Hunt", "of Embers",
		"of the Tides", "of Ruin", "of the Sky", "of Stone", "of the Mire", "of Light", "of Shadows", "of the Pass",
		"of the Isles", "of Iron", "of the Wilds", "of Storms"}
	colorLetters = []string{"W", "U", "B", "R", "G"}
	lines        = []string{
		"Flying", "First strike", "Trample", "Vigilance", "Haste", "Defender", "Banding", "Flanking", "Shadow",
		"Reach", "Menace", "Deathtouch", "Lifelink", "Flying, first strike", "Swampwalk", "Islandwalk", "Fear",
		"Protection from red", "Rampage 2", "Bushido 1", "Horsemanship", "Provoke", "Double strike",
		"~ can't block.", "~ attacks each combat if able.", "~ can't be blocked by more than one creature.",
		"~ can block an additional creature each combat.", "~ can't attack or block alone.",
		"{T}: Add {G}.", "When ~ enters the battlefield, draw a card.", "{1}{R}: ~ gets +1/+0 until end of turn.",
		"Whenever ~ attacks, you may pay {R}. If you do, target creature can't block this turn.",
		"When ~ dies, each opponent loses 2 life.", "{2}, {T}: Tap target creature.",
		"Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)",
	}
	types    = []string{"Creature", "Creature", "Creature", "Creature", "Creature", "Artifact Creature", "Enchantment", "Artifact", "Instant", "Sorcery", "Land"}
	formats  = []string{"standard", "future", "historic", "timeless", "gladiator", "pioneer", "explorer", "modern", "legacy", "pauper", "vintage", "penny", "commander", "oathbreaker", "standardbrawl", "brawl", "alchemy", "paupercommander", "duel", "oldschool", "premodern", "predh"}
	rarities = []string{"common", "uncommon", "rare", "mythic"}
)

// uuid is a made-up id, the same for the same inputs.
func uuid(parts ...any) string {
	h := fnv.New128a()
	fmt.Fprint(h, parts...)
	b := h.Sum(nil)
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// card is one generated card object, i its number.
func card(i int) map[string]any {
	name := fmt.Sprintf("%s %s %s", adjectives[i%len(adjectives)], nouns[(i/len(adjectives))%len(nouns)],
		places[(i/(len(adjectives)*len(nouns)))%len(places)])
	if i >= len(adjectives)*len(nouns)*len(places) {
		name += fmt.Sprintf(" %d", i)
	}
	id := uuid("card", i)
	typ := types[i%len(types)]
	colors := []string{}
	if typ != "Artifact" && typ != "Artifact Creature" && typ != "Land" {
		colors = append(colors, colorLetters[i%5])
		if i%7 == 0 {
			colors = append(colors, colorLetters[(i+2)%5])
		}
	}
	var text []string
	for k := 0; k < i%4; k++ {
		text = append(text, strings.ReplaceAll(lines[(i*7+k*13)%len(lines)], "~", name))
	}
	typeLine := typ
	if strings.Contains(typ, "Creature") {
		typeLine += " — " + nouns[(i/3)%len(nouns)]
	}
	c := map[string]any{
		"object": "card", "id": id, "oracle_id": uuid("oracle", i), "multiverse_ids": []int{100000 + i},
		"mtgo_id": 50000 + i, "tcgplayer_id": 200000 + i, "cardmarket_id": 300000 + i,
		"name": name, "lang": "en", "released_at": "2006-10-06",
		"uri":          "https://api.scryfall.com/cards/" + id,
		"scryfall_uri": "https://scryfall.com/card/gen/" + fmt.Sprint(i) + "/" + strings.ToLower(strings.ReplaceAll(name, " ", "-")) + "?utm_source=api",
		"layout":       "normal", "highres_image": true, "image_status": "highres_scan",
		"image_uris": map[string]string{
			"small":       "https://cards.scryfall.io/small/front/" + id[:1] + "/" + id[1:2] + "/" + id + ".jpg?1562000000",
			"normal":      "https://cards.scryfall.io/normal/front/" + id[:1] + "/" + id[1:2] + "/" + id + ".jpg?1562000000",
			"large":       "https://cards.scryfall.io/large/front/" + id[:1] + "/" + id[1:2] + "/" + id + ".jpg?1562000000",
			"png":         "https://cards.scryfall.io/png/front/" + id[:1] + "/" + id[1:2] + "/" + id + ".png?1562000000",
			"art_crop":    "https://cards.scryfall.io/art_crop/front/" + id[:1] + "/" + id[1:2] + "/" + id + ".jpg?1562000000",
			"border_crop": "https://cards.scryfall.io/border_crop/front/" + id[:1] + "/" + id[1:2] + "/" + id + ".jpg?1562000000",
		},
		"mana_cost": fmt.Sprintf("{%d}{%s}", i%6, colorLetters[i%5]), "cmc": float64(i%6 + 1),
		"type_line": typeLine, "oracle_text": strings.Join(text, "\n"),
		"colors": colors, "color_identity": colors, "keywords": []string{},
		"games": []string{"paper", "mtgo"}, "reserved": false, "foil": true, "nonfoil": true,
		"finishes": []string{"nonfoil", "foil"}, "oversized": false, "promo": false, "reprint": i%3 == 0, "variation": false,
		"set_id": uuid("set", i%50), "set": fmt.Sprintf("g%02d", i%50), "set_name": fmt.Sprintf("Generated Set %d", i%50),
		"set_type": "expansion", "set_uri": "https://api.scryfall.com/sets/" + uuid("set", i%50),
		"set_search_uri":    "https://api.scryfall.com/cards/search?order=set&q=e%3Ag" + fmt.Sprintf("%02d", i%50) + "&unique=prints",
		"scryfall_set_uri":  "https://scryfall.com/sets/g" + fmt.Sprintf("%02d", i%50) + "?utm_source=api",
		"rulings_uri":       "https://api.scryfall.com/cards/" + id + "/rulings",
		"prints_search_uri": "https://api.scryfall.com/cards/search?order=released&q=oracleid%3A" + uuid("oracle", i) + "&unique=prints",
		"collector_number":  fmt.Sprint(i%300 + 1), "digital": false, "rarity": rarities[i%4],
		"flavor_text":  "Generated for the start-up benchmark; no such card was ever printed.",
		"card_back_id": uuid("back"), "artist": "Nobody in Particular", "artist_ids": []string{uuid("artist", i%97)},
		"illustration_id": uuid("art", i), "border_color": "black", "frame": "1997", "full_art": false, "textless": false,
		"booster": true, "story_spotlight": false, "edhrec_rank": i + 1, "penny_rank": i + 3,
		"prices": map[string]any{"usd": fmt.Sprintf("%d.%02d", i%20, i%100), "usd_foil": nil, "usd_etched": nil,
			"eur": fmt.Sprintf("%d.%02d", i%15, i%100), "eur_foil": nil, "tix": "0.03"},
		"related_uris": map[string]string{
			"gatherer":                    fmt.Sprintf("https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=%d", 100000+i),
			"tcgplayer_infinite_articles": "https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Darticle%26game%3Dmagic%26partner%3Dscryfall%26q%3D" + strings.ReplaceAll(name, " ", "%2B"),
			"tcgplayer_infinite_decks":    "https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Ddeck%26game%3Dmagic%26partner%3Dscryfall%26q%3D" + strings.ReplaceAll(name, " ", "%2B"),
			"edhrec":                      "https://edhrec.com/route/?cc=" + strings.ReplaceAll(name, " ", "+"),
		},
		"purchase_uris": map[string]string{
			"tcgplayer":   fmt.Sprintf("https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%%3A%%2F%%2Fwww.tcgplayer.com%%2Fproduct%%2F%d", 200000+i),
			"cardmarket":  fmt.Sprintf("https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=%s&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall", strings.ReplaceAll(name, " ", "+")),
			"cardhoarder": "https://www.cardhoarder.com/cards/" + fmt.Sprint(50000+i) + "?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall",
		},
	}
	legal := map[string]string{}
	for k, f := range formats {
		legal[f] = []string{"legal", "not_legal"}[(i+k)%2]
	}
	c["legalities"] = legal
	if strings.Contains(typ, "Creature") {
		c["power"], c["toughness"] = fmt.Sprint(i%7), fmt.Sprint(i%5+1)
		if i%97 == 0 {
			c["power"] = "*"
		}
	}
	if i%53 == 0 { // a flip card: two faces, each with its own name
		back := "Risen " + name
		c["name"] = name + " // " + back
		c["layout"] = "flip"
		c["card_faces"] = []map[string]any{
			{"object": "card_face", "name": name, "type_line": "Creature — Goblin", "oracle_text": "Haste", "power": "1", "toughness": "1", "mana_cost": "{R}"},
			{"object": "card_face", "name": back, "type_line": "Legendary Creature — Goblin Shaman", "oracle_text": "Protection from red", "power": "2", "toughness": "2", "mana_cost": ""},
		}
		delete(c, "oracle_text")
		delete(c, "power")
		delete(c, "toughness")
	}
	return c
}

// write writes a JSON array of n cards, one per line.
func write(w io.Writer, n int) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("[\n")
	for i := range n {
		b, err := json.Marshal(card(i))
		if err != nil {
			return err
		}
		bw.Write(b)
		if i < n-1 {
			bw.WriteString(",")
		}
		bw.WriteString("\n")
	}
	bw.WriteString("]\n")
	return bw.Flush()
}
