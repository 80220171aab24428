package httpapi_test

import (
	"encoding/json"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// TestCardViewOfEveryFace: a split card asked by its full name, written
// with its slashes unescaped, lists its other face's lines with that
// face; asked by a half's name, that half's alone.
func TestCardViewOfEveryFace(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	tests := []struct {
		path, name string
		faces      []string // the face of each understood and ignored line, "" for the face in view
	}{
		{"/v1/cards/Wax%20//%20Wane", "Wax", []string{"", "Wane"}},
		{"/v1/cards/Wax%20%2F%2F%20Wane", "Wax", []string{"", "Wane"}},
		{"/v1/cards/Wane", "Wane", []string{""}},
	}
	for _, tt := range tests {
		rec := getCard(t, h, tt.path)
		if rec.Code != 200 {
			t.Fatalf("%s: status %d, want 200\n%s", tt.path, rec.Code, rec.Body)
		}
		var v httpapi.CardView
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		var faces []string
		for _, a := range v.Understood {
			faces = append(faces, a.Face)
		}
		for _, ig := range v.Ignored {
			faces = append(faces, ig.Face)
		}
		if v.Name != tt.name || len(faces) != len(tt.faces) || faces[0] != tt.faces[0] || faces[len(faces)-1] != tt.faces[len(tt.faces)-1] {
			t.Errorf("%s: got name %q, lines of faces %q; want %q, %q", tt.path, v.Name, faces, tt.name, tt.faces)
		}
	}
}
