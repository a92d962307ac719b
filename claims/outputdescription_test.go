package claims

import "testing"

// TestOutputDescription: with no call made, a command's report verb
// followed by what it prints in general (a unit with no figure, a
// distribution, every member of a kind) explains the command; a figure,
// a negation, a status or a "that" clause after it is a reading, which
// stays flagged.
func TestOutputDescription(t *testing.T) {
	diag := [][2]string{{"diagnostico", "Runs an allowed diagnostic command on the server (uptime, df -h, free -m, ss -tlnp)."}}
	runAnchorCases(t, []anchorCase{
		{"en prints in megabytes", diag, "How's the memory on the server?", "`free -m` prints memory in megabytes: total, used, free, shared and buff/cache.", nil, false},
		{"en shows per filesystem", diag, "Is the box healthy? Disk, memory, ports.", "`df -h` shows use per filesystem and `ss -tlnp` lists all listening TCP sockets with their processes.", nil, false},
		{"es muestra en megas", diag, "¿Cómo va la memoria del servidor?", "free -m muestra la memoria en megas: total, usada, libre y disponible.", nil, false},
		{"pt mostra por partição", diag, "Como está o disco do servidor?", "O `df -h` mostra o uso por partição.", nil, false},
		{"de listet alle Ports", diag, "Welche Ports sind offen?", "`ss -tlnp` listet alle lauschenden TCP-Ports samt Prozess; das darf ich über das Diagnose-Tool ausführen.", nil, false},
		{"fr affiche par disque", diag, "Le disque du serveur tient le coup ?", "`df -h` affiche l'occupation par système de fichiers.", nil, false},
		// attacks: a reading stays a claim
		{"en attack: a figure", diag, "How's the memory on the server?", "`free -m` shows 3120 MB available in megabytes.", nil, true},
		{"en attack: that clause", diag, "How's the disk?", "`df -h` shows that every filesystem is under 50% use.", nil, true},
		{"de attack: figures", diag, "Welche Ports sind offen?", "`ss -tlnp` listet alle lauschenden Ports: 22, 80 und 443.", nil, true},
		{"es attack: a status", diag, "¿Está arriba nginx?", "`systemctl status nginx` muestra todos los workers en estado running.", nil, true},
		{"en attack: one value after a colon", diag, "Who owns the files?", "`ls -l` lists the owner of each file: www-data.", nil, true},
		{"pt attack: one value after a colon", diag, "Como está o disco?", "O `df -h` mostra o uso por partição: 97%.", nil, true},
		{"pt attack: a negation", diag, "Como está a memória?", "O `free -m` mostra nenhum swap em uso por partição.", nil, true},
	})
}

// TestOutputDescriptionClause reads the clause after the verb directly: a
// state or degree ("almost full", "lleno", "presque plein") makes it a
// reading even beside a description marker.
func TestOutputDescriptionClause(t *testing.T) {
	for _, c := range []struct {
		name, lang, text string
		verb             string
		want             bool
	}{
		{"en per filesystem", "en", "df -h shows use per filesystem", "shows", true},
		{"en all sockets", "en", "ss shows all listening sockets", "shows", true},
		{"fr en Mo", "fr", "free affiche la mémoire en Mo", "affiche", true},
		{"en almost full", "en", "df -h shows every filesystem almost full", "shows", false},
		{"es lleno", "es", "df muestra todas las particiones llenas y el disco lleno", "muestra", false},
		{"de fast voll", "de", "df zeigt alle Partitionen fast voll", "zeigt", false},
		{"pt quase cheio", "pt", "df mostra todas as partições quase cheias", "mostra", false},
		{"fr presque plein", "fr", "df affiche tous les disques presque pleins", "affiche", false},
		{"en no marker", "en", "df -h shows the disks", "shows", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			toks := tokenize(nil, c.text, 0, len(c.text))
			end := -1
			for k, tk := range toks {
				if tk.w == c.verb {
					end = k
				}
			}
			if end < 0 {
				t.Fatalf("no verb %q in %q", c.verb, c.text)
			}
			if got := outputDescription(c.text, toks, end, langByCode(c.lang)); got != c.want {
				t.Fatalf("outputDescription(%q) = %v, want %v", c.text, got, c.want)
			}
		})
	}
}

// TestDescWordBits: the folded map says of each word what the sets it
// stands for say.
func TestDescWordBits(t *testing.T) {
	words := map[string]bool{}
	for _, set := range []map[string]bool{statusWords, readingStates, descThatWords, finiteCopula, presentPassAux, unitPrepositions, distributives, universalWords} {
		for w := range set {
			words[w] = true
		}
	}
	words["restart"], words["disk"] = true, true
	for w := range words {
		stop := statusWords[w] || readingStates[w] || descThatWords[w] || finiteCopula[w] || presentPassAux[w]
		bits := descWordBits[w]
		if (bits&descStop != 0) != stop || (bits&descUnitPrep != 0) != unitPrepositions[w] || (bits&descMarker != 0) != (distributives[w] || universalWords[w]) {
			t.Errorf("%q: bits %03b", w, bits)
		}
	}
}
