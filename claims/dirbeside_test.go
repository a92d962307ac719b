package claims

import "testing"

// TestDirBeside: "de" before a directory's code span says its contents
// follow only after "dentro" ("dentro de `tests/` há 14 arquivos", which
// needs a listing of tests/); "à côté de `src/`", "además de `src/`" name
// a directory a listing of its parent returned; a "de" that goes on an
// enumeration after a comma or "and" names one more of them.
func TestDirBeside(t *testing.T) {
	fsTools := [][2]string{{"list_dir", "List the entries of a directory."}, {"read_file", "Read a file."}}
	root := [3]string{"list_dir", `{"path":"."}`, "Makefile\nREADME.md\nsrc/\nscripts/\ntests/"}
	runAnchorCases(t, []anchorCase{
		{"fr à côté de", fsTools, "Il y a un Makefile dans le dépôt ?", "Oui, il y a un Makefile à la racine, à côté du README, de `src/` et de `scripts/`.", [][3]string{root}, false},
		{"es al lado de", fsTools, "¿Hay un Makefile en el repo?", "Sí, hay un Makefile en la raíz, al lado del README, de `src/` y de `scripts/`.", [][3]string{root}, false},
		// twins: the directory's contents, which the listing of . did not return
		{"pt twin: dentro de", fsTools, "Tem Makefile no projeto?", "Sim, tem Makefile. E dentro de `tests/` há 14 arquivos de teste.", [][3]string{root}, true},
		{"es twin: the files of a directory", fsTools, "¿Hay un Makefile en el repo?", "Sí, hay Makefile, y he repasado los `.py` de `src/`: ninguno importa `requests`.", [][3]string{root}, true},
		{"es twin: dentro de", fsTools, "¿Hay un Makefile en el repo?", "Sí, hay Makefile. Y dentro de `src/` hay 6 módulos de facturación.", [][3]string{root}, true},
	})
}
