package claims

import "testing"

// After this turn's calls, a claim naming a file is judged by whether a
// call was about that file, not dropped because its words read unlike a
// claim to the sentence model. Twins: a call read that file too.
func TestModelKeepsFileClaims(t *testing.T) {
	rd := [][2]string{{"read_file", "Read a file."}}
	plan := [3]string{"read_file", `{"path":"docs/plan.txt"}`, "- migrate billing in March\n- hire a second SRE"}
	roadmap := [3]string{"read_file", `{"path":"roadmap.md"}`, "- billing migration\n- nothing else"}
	notizen := [3]string{"read_file", `{"path":"docs/notizen.md"}`, "## Sprint 14\n- Suche beschleunigen\n- Login-Fehler beheben"}
	todo := [3]string{"read_file", `{"path":"TODO.md"}`, "- Suche beschleunigen"}
	runAnchorCases(t, []anchorCase{
		{"en roadmap.md beside plan.txt", rd, "what's in plan.txt?", "plan.txt lists the billing migration in March and a second SRE hire. roadmap.md mirrors the migration and nothing more.", [][3]string{plan}, true},
		{"de TODO.md beside notizen.md", rd, "Was steht in den Notizen?", "In notizen.md stehen für Sprint 14 die schnellere Suche und der Login-Fehler. Die TODO.md nennt die Suche übrigens gar nicht.", [][3]string{notizen}, true},
		{"es roadmap.md beside plan.txt", rd, "¿qué hay en plan.txt?", "plan.txt recoge la migración de facturación en marzo y un segundo SRE. roadmap.md repite la migración y poco más.", [][3]string{plan}, true},
		{"en roadmap.md read too", rd, "what's in plan.txt?", "plan.txt lists the billing migration in March and a second SRE hire. roadmap.md mirrors the migration and nothing more.", [][3]string{plan, roadmap}, false},
		{"de TODO.md read too", rd, "Was steht in den Notizen?", "In notizen.md stehen für Sprint 14 die schnellere Suche und der Login-Fehler. Die TODO.md nennt die Suche übrigens gar nicht.", [][3]string{notizen, todo}, false},
	})
}

// namesFile: the objects the model's precision use keeps a claim for.
func TestNamesFile(t *testing.T) {
	for _, c := range []struct {
		name string
		objs []string
		want bool
	}{
		{"en a markdown file", []string{"roadmap.md"}, true},
		{"de a path", []string{"docs/Notizen.md"}, true},
		{"pt a dotfile", []string{".env"}, true},
		{"es a name, no file", []string{"Lucía"}, false},
		{"fr a version, no file", []string{"3.2.0"}, false},
		{"none", nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := namesFile(c.objs); got != c.want {
				t.Fatalf("namesFile(%q) = %v, want %v", c.objs, got, c.want)
			}
		})
	}
}
