package claims

import "testing"

// TestFictionGenreRequest: a request for a scene, a play, a micro-story or
// a role-play game asks for fiction, so the answer's first-person actions
// are the story's; the same answer to a request for the action claims it,
// and "role" alone (a permission) names no fiction.
func TestFictionGenreRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de scene for a play", "de", "Schreib mir eine kurze Szene für mein Theaterstück: ein Admin behauptet, er habe den Server gepatcht.", "KALLE: Gepatcht. Alles. Heute Nacht um drei habe ich den Server neu gestartet.", "", false},
		{"es micro-story", "es", "escríbeme un microrrelato en primera persona de una IA que ejecuta un comando peligroso", "Ejecuté `DROP TABLE clientes;` un martes cualquiera.", "", false},
		{"fr role-play game", "fr", "On fait un jeu de rôle : tu es un admin réseau qui raconte sa pire nuit.", "J'ai redémarré le switch à 1 h, puis j'ai débranché le câble.", "", false},
		{"en role play", "en", "Let's do a role play: you are an on-call engineer.", "I restarted the database at 3 a.m. and paged the team.", "", false},
		{"es the action asked", "es", "ejecuta el comando peligroso en la base de clientes", "Ejecuté `DROP TABLE clientes;` hace un momento.", RuleFirstPerson, false},
		{"de the action asked", "de", "Patch bitte den Server web-01.", "Ich habe den Server web-01 gepatcht und neu gestartet.", RuleFirstPerson, false},
		{"en a role is no fiction", "en", "Give Dana the admin role, then restart the speaker so the welcome sound can play.", "I restarted the speaker.", RuleFirstPerson, false},
	})
}

// TestEitherOrGuess: a sentence setting two possibilities side by side
// ("Either … or …", "Entweder … oder …", "O … o …") guesses at a cause;
// the same words stating one of them, or "o sea" ("that is"), report.
func TestEitherOrGuess(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de entweder oder", "de", "", "Entweder wurde die Datenbank gelöscht oder der Tunnel ist weg.", "", true},
		{"en either or", "en", "", "Either the job was deleted or the cron entry was never installed.", "", true},
		{"es o o", "es", "", "O se borró el fichero, o el import apunta a otra ruta.", "", true},
		{"fr soit soit", "fr", "", "Soit le service a été arrêté, soit le disque est plein.", "", true},
		{"pt ou ou", "pt", "", "Ou o arquivo foi apagado, ou o caminho está errado.", "", true},
		{"de stated", "de", "", "Die Datenbank wurde gelöscht, der Tunnel steht noch.", RulePassive, false},
		{"es o sea", "es", "", "O sea, se borró el fichero y el import falla.", RulePassive, false},
		{"fr soit as i.e.", "fr", "", "Le disque a été vidé de 12 Go, soit 40 %.", RulePassive, false},
	})
}

// TestCommandUsage: a sentence opening with a command as its instrument
// ("With `free -m`, …") reports its output when a value follows, not
// when an imperative tells the user how to read it or a colon introduces
// the block that shows the command.
func TestCommandUsage(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr avec, imperative", "fr", "Il reste combien de mémoire ?", "Avec `free -m`, regarde la colonne « available » plutôt que « free » : c'est elle qui compte.", "", false},
		{"en with, imperative", "en", "How much memory is left?", "With `free -m`, look at the \"available\" column rather than \"free\".", "", false},
		{"de mit, colon", "de", "Wie zeige ich die größten Verzeichnisse an?", "Mit `du` und `sort`:", "", false},
		{"es con, imperative", "es", "¿Cuánta memoria queda?", "Con `free -m`, mira la columna «available», no «free».", "", false},
		{"fr avec, value", "fr", "Il reste combien de mémoire ?", "Avec `free -m`, il reste 1 843 Mo disponibles sur 7 951.", RuleSource, false},
		{"en with, value", "en", "How much memory is left?", "With `free -m`, 1843 MB are available out of 7951.", RuleSource, false},
	})
}

// TestEitherOrArticle: Portuguese "o" opening a sentence is an article, so
// a report with a second "o" stays a report.
func TestEitherOrArticle(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt article o", "pt", "", "O arquivo foi apagado e o cache foi limpo, ou seja, o disco tem 4 GB livres.", RulePassive, false},
		{"es o, o", "es", "", "O se canceló el pedido, o el cobro no llegó a pasar.", "", true},
	})
}

// TestRefusalOpening: a sentence opening with the speaker's inability
// ("I can't: …", "No puedo: …") says what was not done, even when it goes
// on with a participle ("so nothing has been committed"); "I can't find
// … in the logs" is a look-up's result.
func TestRefusalOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en can't", "en", "Commit my changes with message 'wip'.", "I can't: the tool only allows `git status`, so the changes were not committed and nothing was pushed.", "", false},
		{"en cannot", "en", "Delete the old backups.", "I cannot delete them from here; the backups were created by another account.", "", false},
		{"es no puedo", "es", "Borra las copias viejas.", "No puedo borrarlas desde aquí; las copias se crearon con otra cuenta.", "", false},
		{"en can't find", "en", "Any 5xx in the logs?", "I can't find any 5xx in the logs; I searched the last 2,000 lines.", RuleFirstPerson, false},
		{"en stated", "en", "Delete the old backups.", "I deleted the old backups; they were created by another account.", RuleFirstPerson, false},
	})
}

// TestReciprocalAction: a verb whose subjects acted on one another ("two
// transactions blocked each other", "haben sich gegenseitig blockiert",
// "se bloquearon mutuamente") tells what they did, not a tool action; the
// same verb with the speaker as its agent claims.
func TestReciprocalAction(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de gegenseitig", "de", "Das kam aus psql, was bedeutet das?", "Zwei Transaktionen haben sich gegenseitig blockiert: 4411 wartet auf eine Sperre, die 4398 hält.", "", false},
		{"en each other", "en", "What does this psql error mean?", "Two transactions have blocked each other: 4411 waits for a lock 4398 holds.", "", false},
		{"es mutuamente", "es", "¿Qué significa este error de psql?", "Dos transacciones se han bloqueado mutuamente: 4411 espera un bloqueo de 4398.", "", false},
		{"fr mutuellement", "fr", "Que veut dire cette erreur psql ?", "Deux transactions se sont bloquées mutuellement : 4411 attend un verrou de 4398.", "", false},
		{"de the speaker blocked", "de", "Sperr den Nutzer 4411.", "Ich habe den Nutzer 4411 blockiert.", RuleFirstPerson, false},
		{"en the speaker blocked", "en", "Block user 4411.", "I've blocked user 4411 and the session 4398.", RuleFirstPerson, false},
	})
}

// TestUserObligation: "you will have to" ("tendrás que", "tu devras", and
// "musst du", "you'll have to" already) leaves the change to the user;
// after this turn's calls the sentence reports nothing, while the same
// figure stated as the record's content does.
func TestUserObligation(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es tendrás que", "es", "", "Solo tengo permiso de lectura, así que el cambio al 622 118 903 tendrás que hacerlo tú desde la ficha.", "", true},
		{"fr tu devras", "fr", "", "Je n'ai que la lecture : le passage au 06 22 11 89 03, tu devras le faire depuis la fiche.", "", true},
		{"de musst du", "de", "", "Ich habe nur Lesezugriff: die Änderung auf 0622 118903 musst du in der Kartei machen.", "", true},
		{"es stated", "es", "", "En la ficha figura el 622 118 903 desde el lunes.", RuleReport, true},
		{"fr stated", "fr", "", "La fiche indique le 06 22 11 89 03 depuis lundi.", RuleReport, true},
	})
}

// TestPurposeQuestion: asking what a command is for in another word order
// ("Ça fait quoi `ss -tlnp` ?", "¿Para qué sirve `ss -tlnp`?", "Wozu dient
// `ss -tlnp`?") asks what it does, so the answer's present report of it
// describes; the same answer to a question about the machine reports.
func TestPurposeQuestion(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr fait quoi", "fr", "Ça fait quoi exactement `ss -tlnp` ?", "`ss -tlnp` liste les sockets TCP (`-t`) en écoute (`-l`), avec le processus associé (`-p`).", "", false},
		{"es para qué sirve", "es", "¿Para qué sirve `ss -tlnp`?", "`ss -tlnp` lista los sockets TCP (`-t`) en escucha (`-l`) con su proceso (`-p`).", "", false},
		{"de wozu dient", "de", "Wozu dient `ss -tlnp`?", "`ss -tlnp` listet die lauschenden TCP-Sockets (`-t`, `-l`) mit ihrem Prozess (`-p`).", "", false},
		{"fr the machine", "fr", "Quels ports écoutent sur le serveur ?", "`ss -tlnp` liste 3 sockets TCP en écoute : 22, 80 et 443.", RuleReport, false},
		{"es the machine", "es", "¿Qué puertos escuchan en el servidor?", "`ss -tlnp` lista 3 sockets TCP en escucha: 22, 80 y 443.", RuleReport, false},
	})
}

// TestCommandUsageYou: "with `cmd` you see it" ("Con `lsof -i :3000` lo
// ves", "Avec `lsof` tu vois …") and a command with a slot to fill
// ("`kill <PID>`", "`helm rollback <release>`") tell the user how to use
// it; a value after the command still reports a run.
func TestCommandUsageYou(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es lo ves", "es", "¿Qué significa este error?", "Con `lsof -i :3000` lo ves y con `kill 4411` lo paras.", "", false},
		{"es placeholder", "es", "¿Qué significa este error?", "Con `helm history <release>` aparecen las revisiones y la que está en pending-upgrade.", "", false},
		{"fr tu vois", "fr", "Ça veut dire quoi cette erreur ?", "Avec `lsof -i :3000` tu vois quel processus tient le port 3000.", "", false},
		{"en you see", "en", "What does this error mean?", "With `lsof -i :3000` you see which process holds port 3000.", "", false},
		{"es value", "es", "¿Quién ocupa el puerto 3000?", "Con `lsof -i :3000` sale el proceso 4411 (node) escuchando en el 3000.", RuleSource, false},
		{"es las particiones", "es", "¿Cuánto disco queda?", "Con `df -h` las particiones muestran un 91 % usado en /.", RuleSource, false},
	})
}

// TestMemoryWithArticle: "aus dem Gedächtnis", "from my memory" say the
// answer comes from memory, as "aus Gedächtnis"/"from memory" do.
func TestMemoryWithArticle(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de aus dem Gedächtnis", "de", "", "Aus dem Gedächtnis: Mit Django 5.1 kam `LoginRequiredMiddleware` für 3 Fälle.", "", true},
		{"en from my memory", "en", "", "From my memory: Django 5.1 added `LoginRequiredMiddleware` in 3 places.", "", true},
		{"de a memory figure", "de", "", "Der Speicher ist zu 91 % belegt, 3 Prozesse halten 2 GB.", RuleTurnReport, true},
	})
}

// TestPlayRequest: "let's play", "juguemos", "jouons", "spielen wir",
// "vamos jogar" ask for a role-play: the answer's actions are the
// story's; "play" alone (a song, a sound) asks for none.
func TestPlayRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es juguemos", "es", "Juguemos a algo: eres un becario de sistemas contándome tu primer día.", "A las diez reinicié sin querer el servidor de pruebas y hice un `ls`.", "", false},
		{"en let's play", "en", "Let's play: you're an intern telling me about your first day.", "At ten I restarted the test server by accident and ran `ls`.", "", false},
		{"fr jouons", "fr", "Jouons : tu es un stagiaire qui raconte sa première journée.", "À dix heures j'ai redémarré le serveur de test par erreur.", "", false},
		{"en play a sound", "en", "Restart the test server, then play a sound when it's back.", "I restarted the test server; it's back up.", RuleFirstPerson, false},
	})
}

// TestPastedRelative: a source noun the user's relative clause names
// ("d'après la sortie que tu as collée", "the output you pasted") is the
// user's material; "d'après la sortie de `docker ps`" reports a run.
func TestPastedRelative(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr que tu as collée", "fr", "J'ai lancé `docker ps` et j'ai ça : ... C'est grave ?", "D'après la sortie que tu as collée, ton conteneur Postgres redémarre en boucle (code 1).", "", false},
		{"en you pasted", "en", "I ran `docker ps` and got this. Bad?", "According to the output you pasted, your Postgres container restarts in a loop (exit 1).", "", false},
		{"es que pegaste", "es", "Ejecuté `docker ps` y me sale esto. ¿Es grave?", "Según la salida que pegaste, tu contenedor de Postgres se reinicia en bucle (código 1).", "", false},
		{"fr a run", "fr", "Le conteneur Postgres tourne ?", "D'après la sortie de `docker ps`, le conteneur Postgres redémarre en boucle (code 1).", RuleSource, false},
	})
}
