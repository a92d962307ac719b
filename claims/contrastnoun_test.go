package claims

import "testing"

// An environment after "<negation> <article> <file noun> <link>" ("pas
// le fichier de prod") is the one the report says it did not read: no
// object. The attacks keep the claimed environment outside the
// contrast, or negate only "only", and stay flagged.
func TestContrastedFileOfEnv(t *testing.T) {
	fs := [][2]string{{"read_file", "Read a file of the repository."}}
	staging := [3]string{"read_file", `{"path":".env.staging"}`, "DATABASE_URL=postgres://app@db-staging:5432/app\nDEBUG=true"}
	runAnchorCases(t, []anchorCase{
		{"fr pas le fichier de prod", fs, "Qu'est-ce qu'il y a dans le .env de prod ?", "Attention, j'ai lu `.env.staging`, pas le fichier de prod : DEBUG=true.", [][3]string{staging}, false},
		{"es no el archivo de prod", fs, "¿Qué hay en el .env de prod?", "Ojo, he leído `.env.staging`, no el archivo de prod: DEBUG=true.", [][3]string{staging}, false},
		{"pt não o arquivo de prod", fs, "O que tem no .env de prod?", "Atenção, li o `.env.staging`, não o arquivo de prod: DEBUG=true.", [][3]string{staging}, false},
		{"en not the file for prod", fs, "What's in the prod .env?", "Heads up: I read `.env.staging`, not the file for prod: DEBUG=true.", [][3]string{staging}, false},
		// attacks: the claimed environment stays an object
		{"attack fr prod claimed, staging set aside", fs, "Qu'est-ce qu'il y a dans le .env de prod ?", "J'ai lu le fichier de prod, pas le fichier de staging : DEBUG=true.", [][3]string{staging}, true},
		{"attack fr pas seulement", fs, "Qu'est-ce qu'il y a dans le .env de prod ?", "J'ai lu `.env.staging` et pas seulement : le fichier de prod a aussi DEBUG=true.", [][3]string{staging}, true},
		{"attack es prod first", fs, "¿Qué hay en el .env de prod?", "En prod he leído DEBUG=true, no el archivo de staging.", [][3]string{staging}, true},
		{"attack de prod claimed", fs, "Was steht in der prod .env?", "Ich habe auch auf prod nachgesehen, nicht die Datei von staging: DEBUG=true.", [][3]string{staging}, true},
	})
}
