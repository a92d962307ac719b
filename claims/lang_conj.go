package claims

import "strings"

// Conjugation tables generated from verb lists. A lexicon lists, per action
// kind, the infinitives of its regular action verbs; the forms a claim is
// written in (first person preterite, the third person used after an
// impersonal "se", the participle after "he"/"foi"/"a été", the gerund
// after "estuve"/"estive", the infinitive after "acabo de") are derived
// from them, so that a verb added once is covered in every form a writer
// may use ("revisé", "revisamos", "se revisó", "revisado", "revisando").
// Irregular forms stay listed by hand in the lexicon, before the generated
// ones (the first kind given for a form wins).

// conjForms are the generated forms of one language, by table, each in the
// "kind: w w w; kind: …" syntax of the Lang fields.
type conjForms struct {
	past1, past, part, inf string
	// req: the imperatives of a user's request ("revisa", "revise",
	// "vérifie", "vérifiez", "prüf", "prüfe", "verifica", "verifique")
	req string
}

// conjugate derives the forms of the verbs of spec ("kind: inf inf; kind:
// inf") with the language's regular endings.
func conjugate(code, spec string) conjForms {
	var p1, p3, pp, in, rq strings.Builder
	for _, part := range strings.FieldsFunc(spec, func(r rune) bool { return r == ';' || r == '\n' }) {
		kind, ws, ok := strings.Cut(part, ":")
		if !ok {
			continue
		}
		kind = strings.TrimSpace(kind)
		var f1, f3, fp, fi, fr []string
		for _, v := range strings.Fields(ws) {
			a, b, c, d := verbForms(code, v)
			f1, f3, fp = append(f1, a...), append(f3, b...), append(fp, c...)
			// (not a look-up's imperative, often a noun too: "consulta",
			// "busca", "lista", "recherche"; nor English, whose verbs are
			// nouns: "order", "file", "post")
			if code != "en" && kind != KindSearch && kind != KindFetch && kind != KindQuery && kind != KindList {
				fr = append(fr, imperatives(code, v)...)
			}
			// (no generated infinitive or gerund of a change: "al renovar
			// tu suscripción", "after clearing the pid file" describe when,
			// not what was done; the hand lists hold the ones that claim)
			if kind != KindWrite {
				fi = append(fi, d...)
			}
		}
		for _, x := range []struct {
			b  *strings.Builder
			ws []string
		}{{&p1, f1}, {&p3, f3}, {&pp, fp}, {&in, fi}, {&rq, fr}} {
			if len(x.ws) > 0 {
				x.b.WriteString("\n" + kind + ": " + strings.Join(x.ws, " "))
			}
		}
	}
	return conjForms{p1.String(), p3.String(), pp.String(), in.String(), strings.ReplaceAll(strings.TrimPrefix(rq.String(), "\n"), "\n", "; ")}
}

// verbForms returns the regular forms of the infinitive v: first person
// past, third person past, participles, infinitive and gerund.
func verbForms(code, v string) (past1, past3, part, inf []string) {
	switch code {
	case "es":
		return esForms(v)
	case "pt":
		return ptForms(v)
	case "fr":
		return frForms(v)
	case "en":
		return enForms(v)
	case "de":
		return deForms(v)
	}
	return nil, nil, nil, nil
}

// esForms: -ar, -er, -ir verbs; the preterite's spelling changes before
// "é" (buscar → busqué, pagar → pagué, actualizar → actualicé).
func esForms(v string) (p1, p3, pp, in []string) {
	if len(v) < 4 {
		return
	}
	stem, end := v[:len(v)-2], v[len(v)-2:]
	in = []string{v, v + "lo", v + "la"}
	switch end {
	case "ar":
		s1 := stem
		switch {
		case strings.HasSuffix(stem, "c"):
			s1 = stem[:len(stem)-1] + "qu"
		case strings.HasSuffix(stem, "g"):
			s1 = stem + "u"
		case strings.HasSuffix(stem, "z"):
			s1 = stem[:len(stem)-1] + "c"
		}
		p1 = []string{s1 + "é", stem + "amos"}
		p3 = []string{stem + "ó", stem + "aron"}
		pp = []string{stem + "ado"}
		in = append(in, stem+"ando")
	case "er", "ir":
		p1 = []string{stem + "í", stem + "imos"}
		p3 = []string{stem + "ió", stem + "ieron"}
		pp = []string{stem + "ido"}
		in = append(in, stem+"iendo")
	}
	return
}

// ptForms: -ar, -er, -ir verbs; the preterite's spelling changes before
// "ei" (verificar → verifiquei, entregar → entreguei, começar → comecei);
// the impersonal "-se" forms ("verificou-se", "enviaram-se") claim by
// themselves.
func ptForms(v string) (p1, p3, pp, in []string) {
	if len(v) < 4 {
		return
	}
	stem, end := v[:len(v)-2], v[len(v)-2:]
	in = []string{v}
	switch end {
	case "ar":
		s1 := stem
		switch {
		case strings.HasSuffix(stem, "c"):
			s1 = stem[:len(stem)-1] + "qu"
		case strings.HasSuffix(stem, "g"):
			s1 = stem + "u"
		case strings.HasSuffix(stem, "ç"):
			s1 = strings.TrimSuffix(stem, "ç") + "c"
		}
		p1 = []string{s1 + "ei", stem + "amos", stem + "ou-se", stem + "aram-se"}
		p3 = []string{stem + "ou", stem + "aram"}
		pp = []string{stem + "ado"}
		in = append(in, stem+"ando")
	case "er":
		p1 = []string{stem + "i", stem + "emos", stem + "eu-se", stem + "eram-se"}
		p3 = []string{stem + "eu", stem + "eram"}
		pp = []string{stem + "ido"}
		in = append(in, stem+"endo")
	case "ir":
		p1 = []string{stem + "i", stem + "imos", stem + "iu-se", stem + "iram-se"}
		p3 = []string{stem + "iu", stem + "iram"}
		pp = []string{stem + "ido"}
		in = append(in, stem+"indo")
	}
	return
}

// frForms: first-group (-er → -é) and second-group (-ir → -i) verbs: the
// participle after "j'ai", "on a", "a été"; the infinitive after "je viens
// de", "après avoir".
func frForms(v string) (p1, p3, pp, in []string) {
	if len(v) < 4 {
		return
	}
	stem, end := v[:len(v)-2], v[len(v)-2:]
	in = []string{v}
	switch end {
	case "er":
		pp = []string{stem + "é"}
		in = append(in, strings.TrimSuffix(stem, "g")+map[bool]string{true: "geant", false: "ant"}[strings.HasSuffix(stem, "g")]) // "en regardant", "en interrogeant"
	case "ir":
		pp = []string{stem + "i"}
	case "re":
		if strings.HasSuffix(stem, "ui") { // "construire" → "construit", "en construisant"
			pp = []string{stem + "t"}
			in = append(in, stem+"sant")
		}
	}
	return
}

// enForms: regular English verbs (check → checked, checking; stop →
// stopped; verify → verified; scrape → scraped).
func enForms(v string) (p1, p3, pp, in []string) {
	if len(v) < 3 {
		return
	}
	var ed, ing string
	last := v[len(v)-1]
	switch {
	case last == 'e':
		ed, ing = v+"d", v[:len(v)-1]+"ing"
	case last == 'y' && !strings.ContainsRune("aeiou", rune(v[len(v)-2])):
		ed, ing = v[:len(v)-1]+"ied", v+"ing"
	case cvc(v):
		ed, ing = v+string(last)+"ed", v+string(last)+"ing"
	default:
		ed, ing = v+"ed", v+"ing"
	}
	p3 = []string{ed}
	pp = []string{ed}
	in = []string{ing}
	return
}

// cvc: a one-syllable English verb ending consonant-vowel-consonant whose
// last consonant doubles (stop, ping, grep, scan).
func cvc(v string) bool {
	if len(v) > 4 {
		return false
	}
	n := len(v)
	isV := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	return n >= 3 && !isV(v[0]) && !isV(v[n-1]) && isV(v[n-2]) && !isV(v[n-3]) && strings.IndexByte("wxy", v[n-1]) < 0
}

// The regular action verbs of each language, by kind (infinitives).
var (
	esVerbs = `run: ejecutar correr lanzar probar compilar desplegar reiniciar instalar aplicar relanzar reintentar arrancar levantar rearrancar construir reconstruir testear migrar accionar
		run: recargar refrescar
		read: leer abrir revisar examinar inspeccionar mirar repasar ojear hojear analizar releer asomar chusmear espiar fisgar
		list: listar enumerar
		search: buscar encontrar rastrear googlear localizar
		fetch: descargar consultar acceder llamar solicitar recuperar sacar bajar extraer traer
		check: comprobar verificar confirmar chequear checar validar monitorizar pinguear medir auditar escanear cotejar contrastar conectar constatar checkear
		check: cuadrar conciliar reconciliar cruzar
		send: enviar mandar telefonear publicar avisar notificar escribir responder contestar reenviar invitar compartir informar comunicar postear remitir contactar
		write: procesar reactivar borrar eliminar reservar cancelar crear actualizar modificar cambiar guardar programar subir imprimir archivar restaurar cerrar asignar pagar comprar apagar encender reembolsar devolver escalar vaciar limpiar renovar exportar importar sincronizar etiquetar insertar comprimir respaldar agendar anotar activar desactivar reagendar mover renombrar fusionar mergear suprimir purgar anular abonar cobrar transferir marcar apuntar registrar ampliar aumentar redimensionar extender bloquear
		write: habilitar deshabilitar liberar
		send: comentar; write: configurar reconfigurar`
	ptVerbs = `run: rodar executar lançar testar compilar construir reconstruir interromper implantar reiniciar instalar aplicar relançar subir migrar disparar acionar
		run: recarregar
		read: ler abrir revisar examinar olhar analisar inspecionar espreitar fuçar espiar bisbilhotar
		list: listar
		search: pesquisar buscar procurar encontrar achar localizar vasculhar
		fetch: baixar consultar acessar chamar requisitar puxar recuperar levantar extrair obter
		check: verificar conferir checar confirmar testar pingar validar monitorar medir auditar escanear constatar conectar logar
		check: conciliar reconciliar cruzar
		send: enviar mandar telefonar postar publicar avisar notificar escrever responder encaminhar convidar compartilhar partilhar informar comunicar reenviar contactar contatar
		write: processar reativar apagar deletar remover excluir reservar cancelar criar atualizar modificar alterar mudar salvar guardar agendar imprimir arquivar restaurar fechar atribuir pagar comprar ativar desativar reembolsar devolver escalar esvaziar limpar encerrar renovar exportar importar sincronizar transferir reverter inserir converter comprimir marcar mover renomear registrar estornar cobrar anular ampliar aumentar redimensionar bloquear mergear commitar acrescentar
		write: habilitar desabilitar liberar desbloquear ligar desligar
		send: comentar; write: configurar reconfigurar`
	frVerbs = `run: exécuter lancer relancer tester compiler déployer redéployer redémarrer installer appliquer migrer rejouer construire reconstruire déclencher
		run: recharger rafraîchir actualiser
		read: consulter examiner inspecter regarder analyser éplucher survoler relire
		list: lister énumérer
		search: chercher rechercher trouver fouiller localiser googler
		fetch: récupérer télécharger interroger appeler accéder visiter requêter extraire
		check: vérifier contrôler confirmer checker connecter loguer pinger pinguer sonder valider mesurer auditer scanner surveiller tester revérifier constater
		check: recouper rapprocher
		send: envoyer publier téléphoner poster prévenir avertir notifier informer transférer inviter partager relayer signaler contacter solliciter
		write: réactiver basculer nettoyer
		write: payer régler acheter commander supprimer effacer réserver annuler créer modifier changer enregistrer programmer planifier téléverser imprimer archiver restaurer fermer clôturer assigner rembourser résilier vider purger fusionner renouveler exporter importer synchroniser étiqueter insérer compresser sauvegarder provisionner invalider activer désactiver déplacer renommer reprogrammer décaler agrandir augmenter redimensionner pousser uploader merger pusher commiter bloquer ramener
		write: débloquer allumer éteindre baisser
		send: commenter; write: configurer reconfigurer paramétrer`
	enVerbs = `run: run execute rerun retry launch invoke deploy redeploy restart reboot install trigger lint migrate apply benchmark profile test trace
		run: reload refresh
		read: open review inspect examine view parse load skim scan peruse
		list: list enumerate
		search: search grep browse crawl scrape
		fetch: fetch download retrieve pull request curl access visit poll call consult query
		check: check verify confirm ping probe validate recheck monitor audit measure test connect
		check: reconcile cross-check crosscheck tally
		read: peek
		send: email mail phone post message text notify inform reply forward publish tweet invite alert ping contact
		write: delete remove erase wipe drop truncate book reserve schedule reschedule cancel order reorder process reactivate pay purchase submit file close assign upload print archive restore patch upgrade downgrade rotate revoke grant approve reject resolve pin merge commit push rebase rename move copy enable disable toggle subscribe unsubscribe register refund scale purge flush clear charge credit renew export import sync transfer revert tag insert convert compress provision invalidate upsert extract mark reverse
		write: unblock lower`
)

// deForms: German weak verbs. The participle takes "ge-" after a
// separable prefix written with "|" ("nach|prüfen" → "nachgeprüft"), none
// after an inseparable prefix or in an -ieren verb ("überprüft",
// "storniert"); a stem ending in -t, -d or a consonant and -n takes "-et"
// ("getestet", "geöffnet"). The preterite ("prüfte", "testete") claims
// after "ich"/"wir".
func deForms(v string) (p1, p3, pp, in []string) {
	sep, base := "", v
	if i := strings.IndexByte(v, '|'); i > 0 {
		sep, base = v[:i], v[i+1:]
	}
	var stem string
	switch {
	case strings.HasSuffix(base, "eln") || strings.HasSuffix(base, "ern"):
		stem = base[:len(base)-1]
	case strings.HasSuffix(base, "en"):
		stem = base[:len(base)-2]
	default:
		return
	}
	e := ""
	if n := len(stem); n > 0 && (stem[n-1] == 't' || stem[n-1] == 'd' || n > 1 && stem[n-1] == 'n' && !strings.ContainsRune("aeiouylrnm", rune(stem[n-2]))) {
		e = "e"
	}
	ge := "ge"
	if strings.HasSuffix(base, "ieren") {
		ge = ""
	}
	for _, p := range []string{"be", "ver", "er", "ent", "zer", "emp", "über", "miss", "ge"} {
		if strings.HasPrefix(base, p) && len(base) > len(p)+4 {
			ge = ""
			break
		}
	}
	pp = []string{sep + ge + stem + e + "t"}
	p3 = []string{stem + e + "te", stem + e + "ten"}
	in = []string{sep + base}
	return
}

var deVerbs = `check: prüfen überprüfen checken kontrollieren verifizieren pingen scannen nach|prüfen gegen|prüfen nach|schauen nach|gucken rein|schauen rein|gucken an|schauen durch|schauen drauf|schauen gucken schauen testen ab|checken durch|checken monitoren
	read: öffnen durch|blättern analysieren aus|werten sichten stöbern durch|stöbern
	search: suchen recherchieren durch|suchen googeln durch|forsten
	fetch: holen ab|holen an|fragen ab|fragen
	list: auf|listen listen
	send: schicken verschicken telefonieren versenden posten mailen melden benachrichtigen informieren weiter|leiten ab|schicken raus|schicken texten kontaktieren an|schreiben
	write: löschen buchen stornieren nach|bestellen bearbeiten reaktivieren erstellen an|legen ändern an|passen aktualisieren speichern planen drucken archivieren aktivieren deaktivieren setzen kündigen leeren erstatten skalieren erneuern verlängern exportieren importieren synchronisieren zurück|setzen taggen ein|fügen konvertieren komprimieren sichern bereit|stellen reservieren bestellen bezahlen kaufen mergen pushen patchen erhöhen reduzieren zurück|rollen aus|rollen blocken blockieren ergänzen
	run: starten neu|starten stoppen kompilieren bauen deployen installieren zählen migrieren aus|lösen triggern
	write: bereinigen
	send: kommentieren
	write: schalten aus|schalten ein|schalten ab|schalten an|schalten frei|schalten um|schalten zu|schalten scharf|schalten stumm|schalten senken
	check: durch|zählen nach|zählen`

// imperatives of the infinitive v, as a request is written to the
// assistant (familiar and polite forms).
func imperatives(code, v string) []string {
	if len(v) < 4 {
		return nil
	}
	stem, end := v[:len(v)-2], v[len(v)-2:]
	switch code {
	case "es":
		switch end {
		case "ar":
			s1 := stem
			switch {
			case strings.HasSuffix(stem, "c"):
				s1 = stem[:len(stem)-1] + "qu"
			case strings.HasSuffix(stem, "g"):
				s1 = stem + "u"
			case strings.HasSuffix(stem, "z"):
				s1 = stem[:len(stem)-1] + "c"
			}
			return []string{stem + "a", s1 + "e"}
		case "er", "ir":
			return []string{stem + "e", stem + "a"}
		}
	case "pt":
		switch end {
		case "ar":
			s1 := stem
			switch {
			case strings.HasSuffix(stem, "c"):
				s1 = stem[:len(stem)-1] + "qu"
			case strings.HasSuffix(stem, "g"):
				s1 = stem + "u"
			case strings.HasSuffix(stem, "ç"):
				s1 = strings.TrimSuffix(stem, "ç") + "c"
			}
			return []string{stem + "a", s1 + "e"}
		case "er", "ir":
			return []string{stem + "e", stem + "a"}
		}
	case "fr":
		if end == "er" {
			return []string{stem + "e", stem + "ez"}
		}
	case "en":
		return []string{v}
	case "de":
		base := v
		if i := strings.IndexByte(v, '|'); i > 0 {
			base = v[i+1:]
		}
		if strings.HasSuffix(base, "en") && len(base) > 4 {
			st := base[:len(base)-2]
			return []string{st, st + "e"}
		}
	}
	return nil
}
