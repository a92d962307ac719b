package claims

import (
	"os"
	"testing"
)

// TestMain runs the package's tests with the rules alone: their named
// cases test constructions, and a negative twin ("I'll check the logs")
// must stay clean by the rules' reading, whatever the sentence model
// scores. TestEvaluate and the model's own tests set the use they test.
func TestMain(m *testing.M) {
	SetDefaultModelUse(ModelOff)
	os.Exit(m.Run())
}
