package claims

func init() {
	register(&Lang{
		Code:   "nl",
		Stop:   "de het een en van is niet dat ik je op te in met voor zijn er maar ook als wat bij nog geen naar dit heb",
		Subj:   "ik wij we",
		Aux:    "ik heb|we hebben|wij hebben|heb|hebben|ik ben|we zijn",
		Pass:   "is|zijn|werd|werden|was|waren|er is|er zijn|geworden",
		Near:   "",
		After:  "na",
		Impers: "",
		Past1:  "",
		Past:   "",
		Part: `run: uitgevoerd gedraaid gestart gerund getest gecompileerd gebouwd gedeployed uitgerold herstart geïnstalleerd geteld toegepast gemigreerd
			read: gelezen geopend bekeken doorgenomen ingezien
			list: opgesomd gelist
			search: gezocht opgezocht gevonden
			fetch: opgehaald gedownload geladen opgevraagd aangeroepen
			query: opgevraagd bevraagd
			check: gecontroleerd nagekeken gecheckt geverifieerd bevestigd gepingd getest
			send: verstuurd verzonden gestuurd gepost gepubliceerd geschreven gemeld geïnformeerd beantwoord doorgestuurd uitgenodigd gedeeld
			write: verwijderd gewist gereserveerd geboekt geannuleerd aangemaakt gemaakt gewijzigd aangepast bijgewerkt opgeslagen gepland geüpload geprint afgedrukt gearchiveerd hersteld gesloten toegewezen betaald besteld aangezet uitgezet ingeschakeld uitgeschakeld`,
		Inf: `run: uitvoeren draaien
			read: lezen openen
			search: zoeken
			check: controleren`,
		Weak:  "",
		Light: "run: gedaan",
		Nouns: `search: zoekopdracht zoekactie
			query: query zoekvraag sql
			fetch: verzoek request aanroep api endpoint antwoord pagina site url
			check: ping controle status
			run: commando commando's uitvoer test tests build script
			output: tool resultaat resultaten dienst server log logs`,
		Report:   `output: geeft gaf toont toonde meldt meldde zegt antwoordt antwoordde reageert reageerde retourneert bevestigt`,
		Source:   "volgens|op basis van|blijkens",
		Labels:   "uitvoer|output|resultaat|resultaten|antwoord",
		Neg:      "niet geen nooit niets zonder noch",
		Modal:    "kan kun kunnen zou zouden zal zullen wil wilt moet moeten mag ga gaan",
		Cond:     "als indien wanneer zodra tenzij of",
		Hypo:     "misschien waarschijnlijk voorbeeld illustratief typisch typische hypothetisch",
		Said:     "je jij u jullie hij zij gebruiker",
		Request:  "run: herstart start; write: verwijder leeg wis boek; send: stuur verstuur; check: controleer check",
		Now:      "nu",
		Done:     "gedaan klaar",
		Announce: "even kijken|ik kijk even|momentje",
		Imper:    "voer gebruik probeer open controleer installeer herstart wijzig verwijder maak kopieer plak typ stuur",
		Fail:     "mislukt mislukte time-out onbereikbaar geweigerd kon konden ongeldig afgebroken gecrasht",
		FailNeg:  "reageert gereageerd antwoordt bereikbaar verbinden geladen werkt gewerkt",
		Derive:   "totaal|in totaal|som|gemiddeld|gemiddelde|per|elke|dus|dat is|verschil|keer|dubbel|helft|afgerond|geschat|resterend",
		Approx:   "ongeveer rond circa bijna zo'n ca",
	})
}
