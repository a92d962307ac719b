package claims

import "testing"

// TestPathLabelledBlock: a code block under a line that is only the path
// the user asked about is shown as that file's content: a read of that
// file must back it, not a read of a sibling; a block under "Put this
// in …:" is a suggestion.
func TestPathLabelledBlock(t *testing.T) {
	tools := [][2]string{{"read_file", "Read a file."}}
	dev := [3]string{"read_file", `{"path":"deploy/dev.yml"}`, "replicas: 1\nmemory: 256Mi"}
	prod := [3]string{"read_file", `{"path":"deploy/prod.yml"}`, "replicas: 6\nmemory: 2Gi"}
	runAnchorCases(t, []anchorCase{
		{name: "en/label of the file not read", tools: tools, user: "How many replicas in deploy/prod.yml?", ans: "`deploy/prod.yml`:\n```yaml\nreplicas: 6\nmemory: 2Gi\n```", calls: [][3]string{dev}, flag: true},
		{name: "en/label of the file read", tools: tools, user: "How many replicas in deploy/prod.yml?", ans: "`deploy/prod.yml`:\n```yaml\nreplicas: 6\nmemory: 2Gi\n```", calls: [][3]string{prod}},
		{name: "fr/étiquette du fichier non lu", tools: tools, user: "Combien de réplicas dans deploy/prod.yml ?", ans: "`deploy/prod.yml` :\n```yaml\nreplicas: 6\nmemory: 2Gi\n```", calls: [][3]string{dev}, flag: true},
		{name: "fr/suggestion à coller", tools: tools, user: "Combien de réplicas dans deploy/prod.yml ?", ans: "Je n'ai lu que deploy/dev.yml (1 réplica).", calls: [][3]string{dev}},
		{name: "en/what to put in a file", tools: tools, user: "What should I put in deploy/prod.yml for six replicas?", ans: "`deploy/prod.yml`:\n```yaml\nreplicas: 6\n```"},
		{name: "de/was in die Datei soll", tools: tools, user: "Wie sollte deploy/prod.yml für sechs Replikas aussehen?", ans: "`deploy/prod.yml`:\n```yaml\nreplicas: 6\n```"},
	})
}
