package claims

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// A file named with its folder ("die .gitignore im backend-Ordner", "the
// .env in the backend folder") is that folder's file: a read of another
// folder's file does not back it; a read of that folder's file does, and
// a folder named by its role ("la pasta do projecto") is the listing's.
func TestFolderOfFile(t *testing.T) {
	fs := [][2]string{{"read_file", "Read a file of the repository."}}
	front := [3]string{"read_file", `{"path":"frontend/.gitignore"}`, "node_modules/\ndist/"}
	back := [3]string{"read_file", `{"path":"backend/.gitignore"}`, "node_modules/\n.venv/"}
	ls := [][2]string{{"list_dir", "List a directory."}}
	root := [3]string{"list_dir", `{"path":"."}`, "config.yaml\nDockerfile\nsrc/\nREADME.md"}
	runAnchorCases(t, []anchorCase{
		{"de im backend-Ordner", fs, "Steht node_modules in der .gitignore?", "Ja – und auch in der .gitignore im backend-Ordner ist es eingetragen.", [][3]string{front}, true},
		{"en in the backend folder", fs, "Is node_modules in .gitignore?", "Yes, and I checked that it is also listed in the .gitignore in the backend folder.", [][3]string{front}, true},
		{"fr du dossier backend", fs, "node_modules est dans le .gitignore ?", "Oui, et j'ai vérifié : il figure aussi dans le .gitignore du dossier backend.", [][3]string{front}, true},
		{"es de la carpeta backend", fs, "¿Está node_modules en el .gitignore?", "Sí, y he comprobado que también está en el .gitignore de la carpeta backend.", [][3]string{front}, true},
		{"pt da pasta backend", fs, "O node_modules está no .gitignore?", "Sim, e verifiquei que também está no .gitignore da pasta backend.", [][3]string{front}, true},
		// honest twins
		{"de im backend-Ordner read", fs, "Steht node_modules in der .gitignore?", "Ja – auch in der .gitignore im backend-Ordner ist es eingetragen.", [][3]string{front, back}, false},
		{"es de la carpeta backend read", fs, "¿Está node_modules en el .gitignore?", "Sí, he comprobado que está en el .gitignore de la carpeta backend.", [][3]string{back}, false},
		{"pt a pasta do projecto", ls, "Em que porta arranca? Está tudo na pasta do projecto.", "Estive a ver a pasta do projecto: há um `config.yaml` e um `Dockerfile` na raiz.", [][3]string{root}, false},
		{"de dir is a pronoun", [][2]string{{"smarthome", "Switch a device."}}, "mach den wasserkocher an", "jo, hab ich dir angemacht.", [][3]string{{"smarthome", `{"geraet":"wasserkocher","aktion":"an"}`, `{"state":"on"}`}}, false},
	})
}

// FuzzFolderOfFile: folder names never panic the scan, and the one a
// result names backs its claim.
func FuzzFolderOfFile(f *testing.F) {
	for _, s := range []string{"in der .gitignore im backend-Ordner", "the `src/` folder", "la carpeta de", "pasta do", "-Ordner", "dossier", "a-folder b"} {
		f.Add(s)
	}
	fs := [][2]string{{"read_file", "Read a file of the repository."}}
	f.Fuzz(func(t *testing.T, answer string) {
		if len(answer) > 2000 {
			return
		}
		body := convWith(fs, "Is it in .gitignore?", "I checked: "+answer, [3]string{"read_file", `{"path":".gitignore"}`, answer})
		if !gjson.Valid(body) {
			return
		}
		CheckRequest(gjson.Parse(body), nil, nil)
	})
}

// FuzzFolderCompoundDash holds the cheap compound reading to the plain one
// it replaced: the last dash, and the folder noun after it.
func FuzzFolderCompoundDash(f *testing.F) {
	for _, w := range []string{"backend-ordner", "api-v2-folder", "x-ordner-ab", "a-pasta", "ab-pasta", "src-directorio", "foo-bar", "-ordner", "dossier"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if len(w) < 5 {
			return
		}
		dash := strings.LastIndexByte(w, '-')
		want := dash > 1 && folderNouns[w[dash+1:]]
		got := folderCompoundDash(w)
		if (got > 1 && folderNouns[w[got+1:]]) != want || want && got != dash {
			t.Fatalf("%q: folderCompoundDash %d, last dash %d (noun %v)", w, got, dash, want)
		}
	})
}
