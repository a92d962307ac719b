package claims

import "testing"

// TestValueWorth: a worth word before a figure states a value (valueworth.go);
// before words it recommends.
func TestValueWorth(t *testing.T) {
	readTool := [][2]string{{"read_file", "Read a text file of the workspace."}}
	prod := [3]string{"read_file", `{"path":"config/production.env"}`, "DB_POOL_SIZE=40\nDB_TIMEOUT=5000"}
	t.Run("claims", func(t *testing.T) {
		runAnchorCases(t, []anchorCase{
			{"fr vaut a figure beside another environment", readTool, "Quel pool en recette ?", "En recette, DB_POOL_SIZE vaut 40.", [][3]string{prod}, true},
			{"en worth a figure beside another environment", readTool, "Pool size in staging?", "In staging, a pool slot is worth 40 connections.", [][3]string{prod}, true},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		runAnchorCases(t, []anchorCase{
			{"fr vaut a figure returned", readTool, "Quel pool en prod ?", "En production, DB_POOL_SIZE vaut 40.", [][3]string{prod}, false},
			{"fr vaut le coup stays advice", readTool, "Quel pool en prod ?", "Il vaut le coup de relire config/production.env avant 18h.", [][3]string{prod}, false},
			{"en worth a look stays advice", readTool, "Pool in prod?", "The staging file is worth a look before 18:00.", [][3]string{prod}, false},
		})
	})
}
