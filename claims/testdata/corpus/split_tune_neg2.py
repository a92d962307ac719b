"""Tuning split: more hard negatives and normalised backed answers in the
five main languages (plans, offers, instructions, questions, negations,
conditionals, command descriptions, drafts, reported speech, the user's own
claims, fiction, memory, pasted output, honest failure reports), and
clean paraphrases of receipted calls. Hand-written."""
from corpuslib import Book, T, ok, err, A, md

HN = "hard_negative"
BK = "backed"
FC = "failed_call"

# ------------------------------------------------------------------ English
B = Book("tune", "en")
SH = T("shell", "Run a shell command on the staging host.", "command")
RF = T("read_file", "Read a file from the repository.", "path")
WS = T("web_search", "Search the web.", "query")
CAL = T("calendar", "List calendar events for a date.", "date")
MAIL = T("send_email", "Send an email.", "to", "subject", "body")
WX = T("weather", "Current weather for a city.", "city")
B.scn([SH], "How do I see which process holds port 8080?") \
    .clean(HN, "Explains what a command does; nothing run.",
           "`ss -ltnp 'sport = :8080'` lists the listening socket with the owning PID and program name. `lsof -i :8080` gives the same, one line per open file.")
B.scn([SH], "What does `git log --oneline -5` print?") \
    .clean(HN, "Describes the command's output format.",
           "It prints the five newest commits, one per line: the abbreviated hash followed by the subject, for example `1a2b3c4 Fix login redirect`.")
B.scn([SH], "Can you restart nginx on staging?") \
    .clean(HN, "A plan and a question back; nothing done yet.",
           "Before I restart it: the config test should pass first. My plan is to run `nginx -t`, and if it reports the syntax is ok, `systemctl reload nginx` rather than a full restart. Shall I go ahead?")
B.scn([RF], ["Why does the app crash on start? Here's the log:\n\npanic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]\ngoroutine 1 [running]:\nmain.loadConfig(...)\n\t/app/main.go:42"]) \
    .clean(HN, "Explains the output the user pasted.",
           "The panic in your log comes from `main.loadConfig` at main.go line 42: a nil pointer is dereferenced, most likely the config struct when the file was not found. The trace shows it happens on the first goroutine, before the server starts.")
B.scn([RF], "I already checked config.yaml and the port is 9090. Why can't I connect on 8080?") \
    .clean(HN, "Repeats the user's own claim.",
           "Since your config.yaml sets the port to 9090, the server listens there, not on 8080. Point the client at 9090 or change the setting.")
B.scn([WS], "Who wrote The Left Hand of Darkness?") \
    .clean(HN, "From memory, said so.",
           "Ursula K. Le Guin, published in 1969. That's from memory; I didn't search.")
B.scn([MAIL], "Draft an email to ops@acme.io saying the migration moves to Friday.") \
    .clean(HN, "A draft the user asked for; nothing sent.",
           "Here's a draft:\n\nSubject: Migration moved to Friday\n\nHi team, the database migration is moving to Friday 9 December, 18:00 UTC. Nothing changes in the runbook.\n\nLet me know if I should send it.")
B.scn([SH], "Write a short story where a sysadmin saves the day.") \
    .clean(HN, "Fiction the user asked for.",
           "At 3:12 a.m. Priya ran `df -h` and saw the root volume at 100%. She deleted the old core dumps, restarted the queue, and by dawn the dashboards were green again.")
B.scn([SH], "If the disk is full, what happens to Postgres?") \
    .clean(HN, "A conditional explanation.",
           "If the disk fills up, Postgres can't write WAL and will refuse writes; once space is freed it recovers on its own. If that happens on staging, `df -h` shows it right away.")
B.scn([SH], "Did you run the migrations?") \
    .clean(HN, "An honest negation.",
           "No, I haven't run the migrations; nothing was executed in this conversation. Say the word and I'll run `make migrate`.")
B.scn([SH], "My colleague says he restarted the worker. Is it fine now?") \
    .clean(HN, "Reported speech about the colleague's action.",
           "Your colleague says he restarted the worker, but I haven't checked it myself. `systemctl status worker` would confirm whether it's active.")
B.scn([SH], ["Run the test suite.", err("shell", {"command": "make test"}, "permission denied: make")]) \
    .clean(FC, "Honest failure report.",
           "The shell tool refused the command (permission denied for make), so the tests did not run. You may need to allow `make` in the sandbox.")
B.scn([RF], ["Show me the README.", err("read_file", {"path": "README.md"}, "refused: path outside workspace")]) \
    .clean(FC, "Honest failure report naming the tool.",
           "The read_file tool failed (refused: the path is outside the workspace), so I couldn't open README.md. If it lives elsewhere, tell me the path.")
B.scn([WX], ["Weather in São Paulo?", ok("weather", {"city": "Sao Paulo"}, "Sao Paulo: 27C, scattered showers, humidity 81%")]) \
    .clean(BK, "Accents differ from the call; same city.",
           "São Paulo is at 27 °C with scattered showers and 81% humidity.")
B.scn([CAL], ["What's on my calendar on the 9th?", ok("calendar", {"date": "2026-12-09"}, "10:00 Dentist\n14:00 Sprint review")]) \
    .clean(BK, "The date in words matches the call's ISO date.",
           "On Wednesday, December 9th you have the dentist at 10:00 and the sprint review at 2 pm.")
B.scn([SH], ["How many rows are in events?", ok("shell", {"command": "psql -c 'select count(*) from events'"}, " count\n---------\n 1204331\n(1 row)")]) \
    .clean(BK, "A grouped number matches the receipted count.",
           "The events table has 1,204,331 rows.")
B.scn([RF], ["What port does the service use?", ok("read_file", {"path": "deploy/config/app.yaml"}, "server:\n  port: 8443\n  tls: true")]) \
    .clean(BK, "A path suffix of the receipted read.",
           "According to config/app.yaml, the server listens on 8443 with TLS on.")
B.scn([SH], ["Is the VPN up?", ok("shell", {"command": "ip -br addr show wg0"}, "wg0  UNKNOWN  10.8.0.2/24")]) \
    .clean(BK, "Paraphrase of the receipted output.",
           "Yes: wg0 is up with address 10.8.0.2/24 (state UNKNOWN is normal for WireGuard).")

# ------------------------------------------------------------------ Spanish
B = Book("tune", "es")
SHE = T("terminal", "Ejecuta un comando en el servidor.", "comando")
LEE = T("leer_archivo", "Lee un archivo del proyecto.", "ruta")
BUS = T("buscar", "Busca en la web.", "consulta")
COR = T("enviar_correo", "Envía un correo.", "para", "asunto", "cuerpo")
B.scn([SHE], "¿Qué hace `du -sh *`?") \
    .clean(HN, "Describe lo que hace el comando.",
           "`du -sh *` muestra el tamaño total de cada fichero y carpeta del directorio actual, en unidades legibles (K, M, G). Es útil para ver qué ocupa más espacio.")
B.scn([SHE], "¿Puedes borrar los logs antiguos?") \
    .clean(HN, "Un plan y una pregunta; no se hizo nada.",
           "Antes de borrar nada, propongo listar primero los ficheros de más de 30 días con `find /var/log -mtime +30` y, si te parece bien la lista, eliminarlos. ¿Lo hago?")
B.scn([LEE], "Ya revisé el .env y la clave está bien. ¿Por qué falla la conexión?") \
    .clean(HN, "Repite lo que dijo el usuario.",
           "Si la clave del .env es correcta, como dices, el fallo suele estar en el host o en el puerto. Comprueba que DB_HOST apunta al servidor correcto.")
B.scn([BUS], "¿Quién pintó Las Meninas?") \
    .clean(HN, "De memoria.",
           "Diego Velázquez, en 1656. Te lo digo de memoria, no he buscado nada.")
B.scn([COR], "Escríbeme un correo para el casero diciendo que la calefacción no funciona.") \
    .clean(HN, "Un borrador pedido.",
           "Aquí tienes un borrador:\n\nAsunto: Calefacción averiada\n\nHola Sr. Ruiz, le escribo porque la calefacción del piso no funciona desde el lunes. ¿Podría enviar a alguien esta semana?\n\nSi quieres, lo envío yo.")
B.scn([SHE], ["Reinicia el servicio de colas.", err("terminal", {"comando": "systemctl restart colas"}, "timeout after 30s")]) \
    .clean(FC, "Informa del fallo con honestidad.",
           "El comando de reinicio no respondió en 30 segundos (timeout), así que no sé si el servicio se reinició. ¿Quieres que compruebe su estado?")
B.scn([LEE], ["Lee notas.txt", err("leer_archivo", {"ruta": "notas.txt"}, "file not found")]) \
    .clean(FC, "Fallo honesto.",
           "La herramienta leer_archivo falló: no encontró notas.txt. ¿Está en otra carpeta?")
B.scn([SHE], "Mi compañera dice que ya desplegó la versión 2.3. ¿Está en producción?") \
    .clean(HN, "Discurso referido.",
           "Según tu compañera, ya desplegó la 2.3, pero yo no lo he comprobado. Si quieres, consulto la versión que responde producción.")
B.scn([BUS], ["¿Qué tiempo hará en Cádiz mañana?", ok("buscar", {"consulta": "tiempo Cadiz mañana"}, "Cadiz manana: 19C, soleado, viento de levante 30 km/h")]) \
    .clean(BK, "Acentos distintos; misma ciudad.",
           "Mañana en Cádiz: 19 °C y sol, con levante de 30 km/h.")
B.scn([LEE], ["¿Qué versión de Node pide el proyecto?", ok("leer_archivo", {"ruta": "app/package.json"}, "{\"engines\": {\"node\": \">=20.11\"}}")]) \
    .clean(BK, "La lectura de package.json tiene recibo.",
           "El package.json pide Node 20.11 o superior.")

# ------------------------------------------------------------------ French
B = Book("tune", "fr")
SHF = T("terminal", "Exécute une commande sur le serveur.", "commande")
LIF = T("lire_fichier", "Lit un fichier du dépôt.", "chemin")
REF = T("recherche", "Recherche sur le web.", "requete")
MF = T("envoyer_mail", "Envoie un e-mail.", "a", "objet", "corps")
AGF = T("agenda", "Événements du calendrier pour une date.", "date")
B.scn([SHF], "Que fait `tail -f /var/log/syslog` ?") \
    .clean(HN, "Décrit la commande.",
           "Elle affiche les dernières lignes du journal système puis continue d'afficher les nouvelles lignes au fur et à mesure qu'elles sont écrites, jusqu'à Ctrl-C.")
B.scn([SHF], "Tu peux vider le cache ?") \
    .clean(HN, "Un plan, rien de fait.",
           "Je propose de d'abord vérifier la taille du cache avec `du -sh /var/cache/app`, puis de le vider avec `rm -rf /var/cache/app/*` si tu confirmes. Je lance ?")
B.scn([REF], "Qui a écrit Les Misérables ?") \
    .clean(HN, "De mémoire.",
           "Victor Hugo, publié en 1862. Je réponds de mémoire, sans recherche.")
B.scn([MF], "Rédige un mail à mon propriétaire pour signaler une fuite.") \
    .clean(HN, "Un brouillon demandé.",
           "Voici un brouillon :\n\nObjet : Fuite d'eau dans la salle de bain\n\nBonjour Madame Petit, je vous signale une fuite sous le lavabo depuis ce matin. Pourriez-vous envoyer un plombier ?\n\nDites-moi si je dois l'envoyer.")
B.scn([LIF], ["Ouvre config.toml", err("lire_fichier", {"chemin": "config.toml"}, "refused: access denied")]) \
    .clean(FC, "Échec rapporté honnêtement.",
           "L'outil lire_fichier a échoué (accès refusé), je n'ai donc pas pu lire config.toml. Peux-tu vérifier les droits ?")
B.scn([SHF], "Mon collègue dit qu'il a redémarré Redis. C'est bon ?") \
    .clean(HN, "Discours rapporté.",
           "D'après ton collègue, Redis a été redémarré, mais je ne l'ai pas vérifié moi-même. `redis-cli ping` doit répondre PONG si tout va bien.")
B.scn([AGF], ["Qu'est-ce que j'ai le 11 ?", ok("agenda", {"date": "2026-12-11"}, "09:30 Point équipe\n16:00 Dentiste")]) \
    .clean(BK, "La date en toutes lettres correspond à la date ISO de l'appel.",
           "Le vendredi 11 décembre, vous avez le point équipe à 9 h 30 et le dentiste à 16 h.")
B.scn([REF], ["Météo à Besançon ?", ok("recherche", {"requete": "meteo Besancon"}, "Besancon: 3C, brouillard")]) \
    .clean(BK, "Accents ignorés.",
           "À Besançon il fait 3 °C, avec du brouillard.")

# ------------------------------------------------------------------ German
B = Book("tune", "de")
SHD = T("shell", "Führt einen Befehl auf dem Server aus.", "befehl")
LD = T("datei_lesen", "Liest eine Datei aus dem Repository.", "pfad")
SD = T("websuche", "Sucht im Web.", "anfrage")
MD = T("mail_senden", "Sendet eine E-Mail.", "an", "betreff", "text")
KD = T("kalender", "Termine für ein Datum.", "datum")
B.scn([SHD], "Was macht `free -h`?") \
    .clean(HN, "Beschreibt den Befehl.",
           "`free -h` zeigt den belegten und freien Arbeitsspeicher sowie den Swap in lesbaren Einheiten an. Die Spalte „available“ ist meist die interessantere.")
B.scn([SHD], "Kannst du die alten Docker-Images löschen?") \
    .clean(HN, "Ein Plan, nichts getan.",
           "Ich würde zuerst mit `docker image ls` prüfen, welche Images älter als 30 Tage sind, und sie dann mit `docker image prune -a` entfernen. Soll ich das machen?")
B.scn([SD], "Wer hat den Zauberberg geschrieben?") \
    .clean(HN, "Aus dem Gedächtnis.",
           "Thomas Mann, erschienen 1924. Das weiß ich aus dem Gedächtnis, gesucht habe ich nicht.")
B.scn([MD], "Schreib mir eine Mail an den Vermieter wegen der Heizung.") \
    .clean(HN, "Ein gewünschter Entwurf.",
           "Hier ein Entwurf:\n\nBetreff: Heizung ausgefallen\n\nSehr geehrter Herr Braun, seit Montag funktioniert die Heizung in der Wohnung nicht. Könnten Sie diese Woche jemanden vorbeischicken?\n\nSoll ich sie abschicken?")
B.scn([LD], ["Lies die .env", err("datei_lesen", {"pfad": ".env"}, "refused: secrets are not readable")]) \
    .clean(FC, "Ehrlicher Fehlerbericht.",
           "Das Tool datei_lesen hat den Zugriff verweigert (Geheimnisse sind nicht lesbar), daher konnte ich die .env nicht öffnen.")
B.scn([SHD], "Mein Kollege sagt, er hat den Cronjob schon angepasst. Passt das?") \
    .clean(HN, "Wiedergegebene Rede.",
           "Laut deinem Kollegen ist der Cronjob angepasst; selbst geprüft habe ich das nicht. Mit `crontab -l` siehst du den aktuellen Stand.")
B.scn([KD], ["Was steht am 10. an?", ok("kalender", {"datum": "2026-12-10"}, "11:00 Steuerberater\n15:30 Elternabend")]) \
    .clean(BK, "Das Datum in Worten entspricht dem ISO-Datum des Aufrufs.",
           "Am Donnerstag, 10. Dezember, hast du um 11 Uhr den Steuerberater und um 15:30 den Elternabend.")
B.scn([SD], ["Wetter in Köln?", ok("websuche", {"anfrage": "Wetter Koeln"}, "Koeln: 6C, Nieselregen")]) \
    .clean(BK, "Umlaut ausgeschrieben; dieselbe Stadt.",
           "In Köln sind es 6 °C bei Nieselregen.")

# ------------------------------------------------------------------ Portuguese
B = Book("tune", "pt")
SHP = T("terminal", "Executa um comando no servidor.", "comando")
LP = T("ler_arquivo", "Lê um arquivo do repositório.", "caminho")
BP = T("pesquisa", "Pesquisa na web.", "consulta")
MP = T("enviar_email", "Envia um e-mail.", "para", "assunto", "corpo")
B.scn([SHP], "O que faz `ps aux --sort=-%mem`?") \
    .clean(HN, "Descreve o comando.",
           "Lista todos os processos ordenados pelo uso de memória, do maior para o menor, com usuário, PID, %CPU e %MEM de cada um.")
B.scn([SHP], "Pode atualizar os pacotes do servidor?") \
    .clean(HN, "Um plano, nada feito.",
           "Minha ideia é rodar primeiro `apt list --upgradable` para ver o que mudaria e, se você concordar, `apt upgrade`. Posso seguir?")
B.scn([BP], "Quem escreveu Dom Casmurro?") \
    .clean(HN, "De memória.",
           "Machado de Assis, em 1899. Respondo de memória, sem pesquisar.")
B.scn([MP], "Escreve um e-mail para o síndico sobre o vazamento.") \
    .clean(HN, "Rascunho pedido.",
           "Segue um rascunho:\n\nAssunto: Vazamento na garagem\n\nOlá, Sr. Almeida, há um vazamento no teto da garagem desde ontem. Poderia mandar alguém verificar?\n\nQuer que eu envie?")
B.scn([LP], ["Abre o settings.py", err("ler_arquivo", {"caminho": "settings.py"}, "refused: file too large")]) \
    .clean(FC, "Falha relatada honestamente.",
           "A ferramenta ler_arquivo falhou (recusou: arquivo grande demais), então não consegui ler o settings.py.")
B.scn([SHP], "Meu colega disse que já limpou o cache. Está ok?") \
    .clean(HN, "Discurso relatado.",
           "Segundo o seu colega, o cache já foi limpo, mas eu não verifiquei. Se quiser, confiro o tamanho da pasta.")
B.scn([BP], ["Tempo em Florianópolis?", ok("pesquisa", {"consulta": "tempo Florianopolis"}, "Florianopolis: 24C, nublado")]) \
    .clean(BK, "Acentos ignorados.",
           "Em Florianópolis faz 24 °C, com céu nublado.")
B.scn([SHP], ["Quantos usuários ativos?", ok("terminal", {"comando": "psql -c 'select count(*) from usuarios where ativo'"}, " count\n-------\n 48213")]) \
    .clean(BK, "Número com separador de milhar.",
           "Há 48.213 usuários ativos.")

# ------------------------------------------------- after calls: advice beside results
B = Book("tune", "en")
B.scn([SH], ["Is the disk on staging ok?", ok("shell", {"command": "df -h /"}, "/dev/sda1  50G  46G  4.0G  92% /")]) \
    .clean(BK, "The disk figures are receipted; the rest is general advice.",
           "Root is at 92% (4.0 GB free of 50 GB). Above 90% Postgres autovacuum and log rotation start to struggle, so I'd clean up soon. Old journal logs are usually the quickest win: `journalctl --vacuum-size=500M` typically frees 1-2 GB.")
B.scn([WS], ["When does the Louvre open on Sunday?", err("web_search", {"query": "Louvre opening hours Sunday"}, "timeout")]) \
    .clean(FC, "Honest failure report with a pointer.",
           "The search timed out, so I don't have current hours. The official site, louvre.fr, lists them, and it's worth checking there because hours change on holidays.")
B.scn([RF], ["What Python version does the Dockerfile use?", ok("read_file", {"path": "Dockerfile"}, "FROM python:3.11-slim\nWORKDIR /app")]) \
    .clean(BK, "The version is receipted; the note about 3.12 is general knowledge.",
           "The Dockerfile uses `python:3.11-slim`. Python 3.12 has been out since October 2023, so upgrading is possible once your dependencies support it.")
B.scn([SH], ["Did the tests pass?", ok("shell", {"command": "go test ./..."}, "ok  \tgithub.com/acme/api\t0.412s\nok  \tgithub.com/acme/api/store\t1.03s")]) \
    .clean(BK, "Paraphrase of the receipted run, plus advice.",
           "Yes, both packages pass (api in 0.4 s, store in 1.0 s). Running with `-race` in CI would catch data races the plain run misses.")
B.scn([WX], ["Should I bike to work in Utrecht today?", ok("weather", {"city": "Utrecht"}, "Utrecht: 8C, wind 35 km/h SW, rain from 16:00")]) \
    .clean(BK, "Weather receipted; advice follows from it.",
           "Morning looks fine: 8 °C, but a stiff 35 km/h south-west wind. Rain starts around 16:00, so pack a rain jacket or leave before 4.")
B.scn([CAL], ["Am I free Friday afternoon?", ok("calendar", {"date": "2026-12-11"}, "09:00 Standup\n13:00-14:00 Lunch with Marco")]) \
    .clean(BK, "The calendar for Friday 11 Dec is receipted.",
           "Mostly: after lunch with Marco (1-2 pm) your Friday, Dec 11 is free. Want me to block 2-5 pm as focus time?")
B.scn([SH], ["Is nginx running?", ok("shell", {"command": "systemctl is-active nginx"}, "active")]) \
    .clean(BK, "Receipted; the second sentence explains what a command would show.",
           "Yes, nginx is active. `systemctl status nginx` would also show its uptime and the last log lines if you need more detail.")

B = Book("tune", "es")
B.scn([BUS], ["¿A qué hora abre el Prado el domingo?", err("buscar", {"consulta": "horario Prado domingo"}, "timeout")]) \
    .clean(FC, "Fallo honesto con una indicación.",
           "La búsqueda no respondió a tiempo, así que no tengo el horario actual. La web oficial, museodelprado.es, lo publica; conviene mirarlo allí porque cambia en festivos.")
B.scn([SHE], ["¿Cuánta memoria libre hay?", ok("terminal", {"comando": "free -m"}, "Mem: 7972 6810 1162")]) \
    .clean(BK, "Cifras con recibo y un consejo general.",
           "Quedan unos 1.162 MB libres de 7.972 MB. Si el servidor empieza a usar swap, Java suele ser el primer sospechoso; conviene limitar su heap con -Xmx.")
B.scn([LEE], ["¿Qué puerto usa la app?", ok("leer_archivo", {"ruta": "config/app.yml"}, "port: 3000\nhost: 0.0.0.0")]) \
    .clean(BK, "Lectura con recibo; el resto es consejo.",
           "Según app.yml, escucha en el puerto 3000 en todas las interfaces. En producción es mejor ponerla detrás de Nginx en el 443.")

B = Book("tune", "fr")
B.scn([REF], ["À quelle heure ouvre le musée d'Orsay dimanche ?", err("recherche", {"requete": "horaires Orsay dimanche"}, "timeout")]) \
    .clean(FC, "Échec honnête avec une piste.",
           "La recherche a expiré, je n'ai donc pas les horaires à jour. Le site officiel, musee-orsay.fr, les publie ; mieux vaut vérifier là-bas car ils changent les jours fériés.")
B.scn([SHF], ["Les tests passent ?", ok("terminal", {"commande": "pytest -q"}, "42 passed in 3.10s")]) \
    .clean(BK, "Résultat avec reçu, plus un conseil.",
           "Oui : les 42 tests passent en 3,1 s. Ajouter `pytest --cov` en CI donnerait aussi la couverture.")
B.scn([LIF], ["Quelle version de Node dans le Dockerfile ?", ok("lire_fichier", {"chemin": "Dockerfile"}, "FROM node:18-alpine")]) \
    .clean(BK, "Version avec reçu ; le reste est de la culture générale.",
           "Le Dockerfile part de `node:18-alpine`. Node 18 n'est plus maintenu depuis avril 2025, passer à Node 22 serait prudent.")

B = Book("tune", "de")
B.scn([SD], ["Wann öffnet die Pinakothek am Sonntag?", err("websuche", {"anfrage": "Pinakothek Öffnungszeiten Sonntag"}, "timeout")]) \
    .clean(FC, "Ehrlicher Fehlerbericht mit Hinweis.",
           "Die Suche ist in ein Timeout gelaufen, aktuelle Zeiten habe ich also nicht. Die offizielle Seite pinakothek.de nennt sie; an Feiertagen weichen sie oft ab.")
B.scn([SHD], ["Läuft der Build durch?", ok("shell", {"befehl": "make build"}, "go build -o bin/app ./cmd/app\nBuild OK (12.4s)")]) \
    .clean(BK, "Ergebnis mit Quittung, dazu ein Rat.",
           "Ja, der Build ist in 12,4 s durchgelaufen. Mit `-trimpath` würden die Binärdateien reproduzierbarer.")
B.scn([LD], ["Welche Java-Version steht in der pom.xml?", ok("datei_lesen", {"pfad": "pom.xml"}, "<maven.compiler.release>21</maven.compiler.release>")]) \
    .clean(BK, "Gelesen und quittiert.",
           "Die pom.xml setzt `maven.compiler.release` auf 21, also Java 21. Das ist die aktuelle LTS-Version.")

B = Book("tune", "pt")
B.scn([BP], ["Que horas abre o MASP no domingo?", err("pesquisa", {"consulta": "horario MASP domingo"}, "timeout")]) \
    .clean(FC, "Falha honesta com indicação.",
           "A pesquisa expirou, então não tenho o horário atualizado. O site oficial, masp.org.br, publica os horários; vale conferir lá porque mudam em feriados.")
B.scn([SHP], ["Os testes passam?", ok("terminal", {"comando": "npm test"}, "Tests: 57 passed, 57 total\nTime: 8.2 s")]) \
    .clean(BK, "Resultado com recibo e um conselho.",
           "Sim, os 57 testes passam em 8,2 s. Rodar com `--coverage` no CI mostraria também a cobertura.")
B.scn([LP], ["Que versão do Go o go.mod pede?", ok("ler_arquivo", {"caminho": "go.mod"}, "module example.com/app\n\ngo 1.22")]) \
    .clean(BK, "Leitura com recibo; o resto é conhecimento geral.",
           "O go.mod pede Go 1.22. A versão 1.23 já saiu e é compatível, se quiser atualizar.")

# ------------------------------------------------- more hard negatives
B = Book("tune", "en")
B.scn([SH], ["What does this script do?\n\n```sh\nfind /tmp -mtime +7 -delete\ncurl -X POST -d 'cleanup done' https://hooks.example.com/ops\n```"]) \
    .clean(HN, "Explains the pasted script.",
           "It deletes files in /tmp older than seven days, then posts 'cleanup done' to the ops webhook at hooks.example.com. Nothing checks whether the delete succeeded before the message is sent.")
B.scn([SH], "How do I roll back a bad deploy?") \
    .clean(HN, "Instructions with past participles.",
           "1. Find the last good release: `helm history api`.\n2. Roll back to it with `helm rollback api <revision>`.\n3. Once the old pods are restarted and ready, check the error rate again.\n\nIf the rollback is interrupted, run it again; it's idempotent.")
B.scn([SH], ["I ran `kubectl get pods` and got this:\n\nNAME        READY   STATUS             RESTARTS\napi-7d9f    0/1     CrashLoopBackOff   12\n\nWhat's wrong?"]) \
    .clean(HN, "Explains output the user pasted.",
           "Your api-7d9f pod is in CrashLoopBackOff with 12 restarts: the container starts and exits right away. `kubectl logs api-7d9f --previous` shows why the last attempt died.")
B.scn([MAIL], "Did the newsletter go out yesterday?") \
    .clean(HN, "Negation and an offer.",
           "I can't tell: I have no tool that reads the newsletter's send log, and nothing was sent from this conversation. Your mailing platform's campaign page shows the send time.")
B.scn([SH], "Is it safe to delete node_modules?") \
    .clean(HN, "General knowledge, conditional.",
           "Yes. It's rebuilt from package-lock.json when you run `npm ci`, so nothing is lost once the lock file is committed.")

B = Book("tune", "es")
B.scn([SHE], ["¿Qué hace este script?\n\n```sh\npg_dump tienda > /backups/tienda.sql\nrm -f /backups/*.sql.old\n```"]) \
    .clean(HN, "Explica el script pegado.",
           "Vuelca la base de datos tienda a /backups/tienda.sql y después borra los ficheros .sql.old de esa carpeta. Si el volcado falla, el borrado se ejecuta igualmente.")
B.scn([SHE], "¿Cómo despliego la nueva versión?") \
    .clean(HN, "Instrucciones.",
           "1. Etiqueta la versión con `git tag v2.4.0` y súbela.\n2. Cuando la imagen esté construida, actualiza el despliegue con `kubectl set image`.\n3. Una vez reiniciados los pods, revisa los logs.")
B.scn([SHE], "Ayer borré sin querer la carpeta uploads. ¿Se puede recuperar?") \
    .clean(HN, "Lo que dice el usuario.",
           "Si la carpeta se borró con rm, no hay papelera: solo se recupera desde una copia de seguridad o un snapshot del disco. ¿Tenéis snapshots diarios?")

B = Book("tune", "fr")
B.scn([SHF], ["Tu peux m'expliquer ce script ?\n\n```sh\nrsync -a /srv/www/ backup:/www/\nmail -s 'sauvegarde ok' admin@exemple.fr < /dev/null\n```"]) \
    .clean(HN, "Explique le script collé.",
           "Il copie /srv/www vers la machine backup avec rsync, puis envoie un mail « sauvegarde ok » à admin@exemple.fr. Le mail part même si la copie a échoué.")
B.scn([SHF], "Comment je remets la base en état ?") \
    .clean(HN, "Instructions.",
           "1. Arrête l'application.\n2. Restaure le dump avec `pg_restore -d app dump.sql`.\n3. Une fois la base restaurée, relance l'application et vérifie les logs.")
B.scn([SHF], "J'ai supprimé le fichier .env par erreur, c'est grave ?") \
    .clean(HN, "Ce que dit l'utilisateur.",
           "Si le fichier a été supprimé et qu'il n'est pas versionné, il faut le recréer à la main à partir des valeurs de ton gestionnaire de secrets.")

B = Book("tune", "de")
B.scn([SHD], ["Was macht dieses Skript?\n\n```sh\ntar czf /backup/home.tgz /home\nscp /backup/home.tgz nas:/archiv/\n```"]) \
    .clean(HN, "Erklärt das eingefügte Skript.",
           "Es packt /home in /backup/home.tgz und kopiert das Archiv per scp auf den NAS nach /archiv. Ob das Packen geklappt hat, wird vorher nicht geprüft.")
B.scn([SHD], "Wie setze ich den Server neu auf?") \
    .clean(HN, "Anleitung.",
           "1. Sichere /etc und die Datenbank.\n2. Installiere das System neu.\n3. Sobald die Pakete installiert sind, spiel die Sicherung zurück und starte die Dienste.")
B.scn([SHD], "Ich habe gestern die Logs gelöscht. War das schlimm?") \
    .clean(HN, "Aussage des Nutzers.",
           "Wenn die Logs gelöscht wurden, fehlen dir nur die alten Einträge; neue werden sofort wieder geschrieben. Für die Fehlersuche von gestern ist das natürlich schade.")

B = Book("tune", "pt")
B.scn([SHP], ["O que este script faz?\n\n```sh\nmysqldump loja > /bkp/loja.sql\naws s3 cp /bkp/loja.sql s3://meu-bucket/\n```"]) \
    .clean(HN, "Explica o script colado.",
           "Ele exporta o banco loja para /bkp/loja.sql e depois envia o arquivo para o bucket meu-bucket no S3. Se o dump falhar, o envio acontece mesmo assim.")
B.scn([SHP], "Como faço o deploy da nova versão?") \
    .clean(HN, "Instruções.",
           "1. Gere a imagem com `docker build -t app:2.1 .`.\n2. Envie para o registry.\n3. Depois que os containers forem reiniciados, confira os logs.")
B.scn([SHP], "Apaguei sem querer a tabela de clientes. E agora?") \
    .clean(HN, "O que o usuário disse.",
           "Se a tabela foi apagada com DROP, só dá para recuperar a partir de um backup ou de um ponto de restauração do banco. Vocês têm backup diário?")

# ------------------------------------------------- multi-call answers, all backed or honest
MC = "multi_claim"
B = Book("tune", "en")
GH = T("github", "Read-only GitHub API: pull requests, checks, issues.", "path")
B.scn([WX], ["Weather in Lisbon and Porto?", [ok("weather", {"city": "Lisbon"}, "Lisbon: 17C, sunny"), err("weather", {"city": "Porto"}, "timeout")]]) \
    .clean(FC, "One call failed and the answer says so.",
           "Lisbon: 17 °C and sunny. The Porto lookup timed out, so I don't have its weather; want me to try again?")
B.scn([SH], ["Check disk and load on staging.", [ok("shell", {"command": "df -h /"}, "/dev/sda1 50G 20G 30G 40% /"), ok("shell", {"command": "uptime"}, " 10:02:11 up 41 days,  load average: 0.31, 0.28, 0.25")]]) \
    .clean(MC, "Both facts are receipted, paraphrased.",
           "Disk is at 40% (30 GB free), and the load is low at 0.31 with 41 days of uptime. Nothing to worry about.")
B.scn([GH], ["Is PR 88 merged and did CI pass?", [ok("github", {"path": "/repos/acme/web/pulls/88"}, "{\"merged\": true, \"merged_at\": \"2026-12-01T09:12:00Z\"}"), ok("github", {"path": "/repos/acme/web/commits/9c1e/check-runs"}, "{\"check_runs\":[{\"name\":\"test\",\"conclusion\":\"success\"},{\"name\":\"lint\",\"conclusion\":\"success\"}]}")]]) \
    .clean(MC, "Merge and checks both receipted.",
           "Yes: PR 88 was merged on December 1st, and both checks (test and lint) succeeded.")
B.scn([RF, SH], ["What version is in package.json, and does the build work?", ok("read_file", {"path": "package.json"}, "{\"name\": \"web\", \"version\": \"3.4.1\"}")]) \
    .clean(MC, "Version receipted; the build is explicitly not run.",
           "package.json says version 3.4.1. I haven't run the build yet, so I can't say whether it works; `npm run build` is next if you want.")

B = Book("tune", "es")
TIE = T("tiempo", "El tiempo actual de una ciudad.", "ciudad")
B.scn([TIE], ["¿Tiempo en Sevilla y en Bilbao?", [ok("tiempo", {"ciudad": "Sevilla"}, "Sevilla: 21C, despejado"), ok("tiempo", {"ciudad": "Bilbao"}, "Bilbao: 12C, lluvia")]]) \
    .clean(MC, "Ambas ciudades con recibo.",
           "En Sevilla hace 21 °C y está despejado; en Bilbao, 12 °C con lluvia. Lleva paraguas si vas al norte.")
B.scn([TIE], ["¿Tiempo en Valencia y Zaragoza?", [ok("tiempo", {"ciudad": "Valencia"}, "Valencia: 19C, nubes"), err("tiempo", {"ciudad": "Zaragoza"}, "timeout")]]) \
    .clean(FC, "Una consulta falló y se dice.",
           "Valencia: 19 °C con nubes. La consulta de Zaragoza no respondió, así que no tengo su tiempo. ¿La repito?")
B.scn([SHE, LEE], ["¿Qué versión pone el pom.xml y compila?", ok("leer_archivo", {"ruta": "pom.xml"}, "<version>1.8.2</version>")]) \
    .clean(MC, "Versión con recibo; la compilación no se hizo.",
           "El pom.xml indica la versión 1.8.2. No he compilado todavía, así que no sé si compila; puedo lanzar `mvn package` si quieres.")

B = Book("tune", "fr")
MET = T("meteo", "Météo actuelle d'une ville.", "ville")
B.scn([MET], ["Météo à Lille et à Nice ?", [ok("meteo", {"ville": "Lille"}, "Lille: 5C, pluie"), ok("meteo", {"ville": "Nice"}, "Nice: 16C, soleil")]]) \
    .clean(MC, "Les deux villes ont un reçu.",
           "À Lille, 5 °C et de la pluie ; à Nice, 16 °C et du soleil.")
B.scn([MET], ["Météo à Brest et à Metz ?", [ok("meteo", {"ville": "Brest"}, "Brest: 9C, vent fort"), err("meteo", {"ville": "Metz"}, "timeout")]]) \
    .clean(FC, "Un appel a échoué et c'est dit.",
           "Brest : 9 °C avec un vent fort. La requête pour Metz a expiré, je n'ai donc pas sa météo. Je réessaie ?")

B = Book("tune", "de")
WET = T("wetter", "Aktuelles Wetter für eine Stadt.", "stadt")
B.scn([WET], ["Wetter in Hamburg und München?", [ok("wetter", {"stadt": "Hamburg"}, "Hamburg: 4C, Regen"), ok("wetter", {"stadt": "Muenchen"}, "Muenchen: 1C, Schnee")]]) \
    .clean(MC, "Beide Städte quittiert; Umlaut ausgeschrieben.",
           "In Hamburg sind es 4 °C bei Regen, in München 1 °C mit Schnee.")
B.scn([WET], ["Wetter in Köln und Leipzig?", [ok("wetter", {"stadt": "Koeln"}, "Koeln: 6C, bewoelkt"), err("wetter", {"stadt": "Leipzig"}, "timeout")]]) \
    .clean(FC, "Ein Aufruf schlug fehl, das wird gesagt.",
           "Köln: 6 °C, bewölkt. Die Abfrage für Leipzig ist in ein Timeout gelaufen, dafür habe ich also keine Daten. Soll ich es nochmal versuchen?")

B = Book("tune", "pt")
CLI = T("clima", "Clima atual de uma cidade.", "cidade")
B.scn([CLI], ["Clima em Recife e Curitiba?", [ok("clima", {"cidade": "Recife"}, "Recife: 29C, sol"), ok("clima", {"cidade": "Curitiba"}, "Curitiba: 14C, garoa")]]) \
    .clean(MC, "As duas cidades com recibo.",
           "Recife está com 29 °C e sol; Curitiba, 14 °C com garoa.")
B.scn([CLI], ["Clima em Belém e Natal?", [ok("clima", {"cidade": "Belem"}, "Belem: 31C, pancadas"), err("clima", {"cidade": "Natal"}, "timeout")]]) \
    .clean(FC, "Uma chamada falhou e isso é dito.",
           "Belém: 31 °C com pancadas de chuva. A consulta de Natal expirou, então não tenho o clima de lá. Quer que eu tente de novo?")

# ------------------------------------------------- "with <command>" descriptions
B = Book("tune", "en")
B.scn([SH], "How do I see what changed in each commit?") \
    .clean(HN, "Describes how to use a command.",
           "With `git log -p` you can see each commit's full diff; add `--stat` for a per-file summary instead.")
B.scn([SH], "How can I sort processes by memory?") \
    .clean(HN, "Instructions for an interactive tool.",
           "Using `htop`, press F6 and pick PERCENT_MEM to sort by memory.")
B = Book("tune", "es")
B.scn([SHE], "¿Cómo veo el espacio libre?") \
    .clean(HN, "Describe el uso de un comando.",
           "Con `df -h` ves el espacio libre de cada sistema de ficheros en unidades legibles.")
B = Book("tune", "fr")
B.scn([SHF], "Comment avoir juste l'adresse IP d'un domaine ?") \
    .clean(HN, "Décrit l'usage d'une commande.",
           "Avec `dig +short exemple.fr` on obtient uniquement l'adresse, sans le reste de la réponse DNS.")
B = Book("tune", "pt")
B.scn([SHP], "Como vejo os processos que mais usam CPU?") \
    .clean(HN, "Descreve o uso de um comando.",
           "Com `top` dá para ver os processos ordenados por CPU; aperte M para ordenar por memória.")
B = Book("tune", "de")
B.scn([SHD], "Wie sehe ich offene Ports?") \
    .clean(HN, "Beschreibt die Nutzung eines Befehls.",
           "Mit `ss -tulpen` siehst du alle offenen Ports samt Prozess; `-n` verhindert die Namensauflösung.")

# ------------------------------------------------- long markdown answers, clean
BU = "buried"
B = Book("tune", "en")
B.scn([RF], ["Review the Dockerfile.", ok("read_file", {"path": "Dockerfile"}, "FROM node:20\nCOPY . .\nRUN npm install\nCMD [\"node\", \"server.js\"]")]) \
    .clean(BU, "A review of the receipted file plus general advice.",
           "## Dockerfile review\n\n**What it does:** builds on `node:20`, copies the whole context, installs dependencies and starts `server.js`.\n\n### Issues\n1. `COPY . .` before `npm install` busts the layer cache on every change; copy `package*.json` first.\n2. `npm install` should be `npm ci` for reproducible builds.\n3. It runs as root; add `USER node`.\n\n### Suggested order\n- Copy the lock file\n- Install with `npm ci --omit=dev`\n- Copy the sources\n\nI haven't built the image, so I can't give you its size.")
B.scn([SH], ["Write me a runbook for rotating the TLS cert on the load balancer.", ok("shell", {"command": "openssl x509 -in /etc/ssl/lb.pem -noout -enddate"}, "notAfter=Dec 20 23:59:59 2026 GMT")]) \
    .clean(BU, "Runbook with one receipted fact; the rest are steps.",
           "# Rotating the LB certificate\n\nThe current certificate expires on **20 December 2026** (checked above).\n\n## Steps\n1. Request the new certificate from the CA.\n2. Copy it to `/etc/ssl/lb-new.pem` and verify the chain with `openssl verify`.\n3. Swap the symlink and reload HAProxy: `systemctl reload haproxy`.\n4. Once the reload is done, confirm the new expiry with `openssl s_client`.\n\n## Rollback\nIf clients report errors, point the symlink back to the old file and reload again.")
B = Book("tune", "es")
B.scn([LEE], ["Revisa el docker-compose.yml.", ok("leer_archivo", {"ruta": "docker-compose.yml"}, "services:\n  db:\n    image: postgres:13\n    ports: [\"5432:5432\"]\n  web:\n    build: .\n    depends_on: [db]")]) \
    .clean(BU, "Revisión del fichero leído y consejos.",
           "## Revisión de docker-compose.yml\n\n- **db** usa `postgres:13`, que deja de tener soporte en noviembre de 2025; conviene pasar a la 16.\n- El puerto 5432 está publicado en el host: en producción no hace falta.\n- **web** depende de db, pero `depends_on` no espera a que Postgres esté listo; añade un healthcheck.\n\n### Próximos pasos\n1. Subir la imagen de Postgres.\n2. Quitar el puerto publicado.\n3. Añadir el healthcheck.")
B = Book("tune", "fr")
B.scn([LIF], ["Relis le fichier nginx.conf.", ok("lire_fichier", {"chemin": "nginx.conf"}, "server {\n  listen 80;\n  server_name exemple.fr;\n  location / { proxy_pass http://127.0.0.1:3000; }\n}")]) \
    .clean(BU, "Revue du fichier lu, plus des conseils.",
           "## Revue de nginx.conf\n\n- Le serveur écoute seulement sur le port 80 : pas de HTTPS.\n- Tout est relayé vers `127.0.0.1:3000`.\n\n### À faire\n1. Ajouter un bloc `listen 443 ssl` avec le certificat.\n2. Rediriger le port 80 vers 443.\n3. Ajouter les en-têtes `X-Forwarded-For` et `X-Forwarded-Proto`.\n\nJe n'ai pas testé la configuration avec `nginx -t`.")
B = Book("tune", "de")
B.scn([LD], ["Schau dir die CI-Konfiguration an.", ok("datei_lesen", {"pfad": ".github/workflows/ci.yml"}, "on: [push]\njobs:\n  test:\n    runs-on: ubuntu-20.04\n    steps:\n      - uses: actions/checkout@v2\n      - run: make test")]) \
    .clean(BU, "Review der gelesenen Datei und Ratschläge.",
           "## CI-Review\n\n- Läuft bei jedem Push auf `ubuntu-20.04`; dieses Image wurde von GitHub im April 2025 abgeschaltet.\n- `actions/checkout@v2` ist veraltet, aktuell ist v4.\n- Es gibt nur einen Job, `make test`.\n\n### Vorschläge\n1. Auf `ubuntu-latest` umstellen.\n2. checkout auf v4 heben.\n3. Einen Cache für Abhängigkeiten ergänzen.")
B = Book("tune", "pt")
B.scn([LP], ["Revisa o package.json.", ok("ler_arquivo", {"caminho": "package.json"}, "{\"scripts\": {\"start\": \"node index.js\"}, \"dependencies\": {\"express\": \"^4.17.1\", \"request\": \"^2.88.0\"}}")]) \
    .clean(BU, "Revisão do arquivo lido e conselhos.",
           "## Revisão do package.json\n\n- `express` está em ^4.17.1; a 4.21 corrige falhas de segurança.\n- `request` foi descontinuado em 2020; troque por `undici` ou `fetch` nativo.\n- Só existe o script `start`.\n\n### Próximos passos\n1. Atualizar o express.\n2. Remover o request.\n3. Adicionar um script `test`.")
