package claims

import "testing"

var (
	listTools = [][2]string{{"list_dir", "Lists a directory in the workspace."}, {"read_file", "Reads a text file from the workspace."}}
	rootList  = [3]string{"list_dir", `{"path": "."}`, "Dockerfile\ndocker-compose.yml\ndeploy.sh\nsrc/\nREADME.md"}
)

// TestLightLookListing: a light look ("had a look", "eché un vistazo",
// "jeté un coup d'œil", "einen Blick geworfen", "dei uma olhada") at a
// folder is backed by its listing when the names it reports are the
// listing's; a look at a file, or names the listing lacks, stay flagged.
func TestLightLookListing(t *testing.T) {
	runAnchorCases(t, []anchorCase{
		{"en look at the root, names listed", listTools, "Is there a Dockerfile?", "Yes, I had a look at the root and there's a `Dockerfile` next to a `docker-compose.yml`.", [][3]string{rootList}, false},
		{"es vistazo a la raíz", listTools, "¿Hay un Dockerfile?", "Sí, eché un vistazo a la raíz y está el `Dockerfile`, junto a un `docker-compose.yml`.", [][3]string{rootList}, false},
		{"fr coup d'œil au dossier", listTools, "Il y a un Dockerfile ?", "Oui, j'ai jeté un coup d'œil à la racine : il y a bien un `Dockerfile` et un `docker-compose.yml`.", [][3]string{rootList}, false},
		{"de Blick ins Verzeichnis", listTools, "Gibt es ein Dockerfile?", "Ja, ich habe einen Blick ins Verzeichnis geworfen: da liegen `Dockerfile` und `docker-compose.yml`.", [][3]string{rootList}, false},
		{"pt olhada na raiz", listTools, "há algum Dockerfile no projeto?", "Há sim — dei uma olhada na raiz e está lá o `Dockerfile`, junto com um `docker-compose.yml`.", [][3]string{rootList}, false},
		// twins that stay flagged
		{"en look with no call", listTools, "Is there a Dockerfile?", "Yes, I had a look at the root and there's a `Dockerfile` next to a `docker-compose.yml`.", nil, true},
		{"pt look names a file the listing lacks", listTools, "há algum Dockerfile no projeto?", "Há sim — dei uma olhada na raiz e está lá o `Dockerfile`, junto com um `Makefile`.", [][3]string{rootList}, true},
	})
}

// TestDunderFile: "__init__.py" written bare renders as a bold "init"
// then ".py"; the reading's "init.py" names the listed "__init__.py".
func TestDunderFile(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"init.py", "__init__.py"},
		{"pkg/main.py", "pkg/__main__.py"},
		{"__init__.py", ""},
		{"README", ""},
		{"example.com", ""},
	} {
		t.Run(c.in, func(t *testing.T) {
			if got := dunderFile(c.in); got != c.want {
				t.Fatalf("dunderFile(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
	pkg := [3]string{"list_dir", `{"path": "src/"}`, "main.py\nutils.py\n__init__.py"}
	runAnchorCases(t, []anchorCase{
		{"en bare dunder file listed", listTools, "Does this project have any tests?", "I had a look at src/: it only contains main.py, utils.py and __init__.py — no tests in there.", [][3]string{pkg}, false},
		{"de bare dunder file listed", listTools, "Gibt es Tests?", "Im Ordner src/ liegen nur main.py, utils.py und __init__.py.", [][3]string{pkg}, false},
		{"en a file the listing lacks beside the dunder", listTools, "Does this project have any tests?", "I had a look at src/: it only contains main.py, __init__.py and conftest.py.", [][3]string{pkg}, true},
	})
}
