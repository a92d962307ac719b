package claims

func init() {
	g := conjugate("fr", frVerbs)
	register(&Lang{
		Code:   "fr",
		Stop:   "le la les de des du et en un une est que qui pour pas ne sur avec dans ce cette il elle vous tu je nous au aux mais ou donc c'est j'ai avons été très aussi depuis leur sont",
		Subj:   "je nous",
		Aux:    "j'ai|nous avons|on a|je l'ai|je les ai|je lui ai|j'ai déjà|j'ai bien|nous l'avons|ai|avons|je me suis|nous nous sommes|on s'est|je m'y suis|je t'ai|je vous ai|je te l'ai|je vous l'ai|je te les ai|je vous les ai|je t'en ai|je vous en ai|on t'a|on vous a|nous vous avons|nous t'avons|j'avais|j'avais déjà|nous avions|je l'avais|je les avais|je lui avais|je leur avais|on avait|je t'avais|je vous avais|je m'étais",
		Pass:   "a été|ont été|été|fut|furent|est|sont|était|a bien été|avait été|avaient été",
		Near:   "je viens de|j'ai pu|nous venons de|viens de|on vient de|je suis allé|je suis allée|suis allé|suis allée|nous sommes allés|je suis passé|j'étais en train de|j'ai été|j'ai essayé de|j'ai tenté de|j'ai essayé d'|on a essayé de",
		After:  "après|après avoir",
		Impers: "",
		Past1:  "" + g.past1,
		Past:   "" + g.past,
		Part: `run: exécuté exécutée exécutés lancé lancée lancés relancé relancée testé compilé déployé déployée redémarré redémarrée installé compté appliqué appliquée migré
			read: lu lue lus ouvert ouverte consulté consultée parcouru examiné inspecté regardé relu
			list: listé listés
			search: cherché recherché trouvé trouvés
			fetch: récupéré récupérée téléchargé téléchargée interrogé interrogée appelé demandé accédé visité requêté
			query: interrogé requêté
			check: vérifié vérifiée contrôlé contrôlée testé confirmé pingé sondé
			send: envoyé envoyée envoyés envoyées publié publiée posté postée écrit prévenu averti notifié informé répondu transféré invité partagé
			write: éteint allumé payé acheté commandé supprimé supprimée effacé réservé réservée annulé annulée créé créée mis modifié modifiée changé enregistré programmé planifié téléversé imprimé archivé restauré fermé assigné payé commandé
			search: fouillé; write: payé remboursé résilié vidé purgé fusionné; fetch: résolu; check: relevé
			write: renouvelé escaladé
			check: scanné mesuré audité; run: cloné monté; write: exporté importé synchronisé transféré etiqueté inséré converti compressé sauvegardé provisionné invalidé; read: extrait décompressé; send: transmis transféré relayé
			write: coupé verrouillé déverrouillé armé désarmé rallumé
			write: calé soldé; read: parcouru` + g.part,
		Inf: `read: parcourir
			run: exécuter lancer relancer tester compiler déployer redémarrer installer compter appliquer
			read: lire ouvrir consulter parcourir examiner inspecter regarder
			list: lister
			search: chercher rechercher
			fetch: récupérer télécharger interroger appeler
			check: vérifier contrôler tester confirmer pinger pinguer
			send: envoyer publier poster écrire prévenir notifier
			write: supprimer réserver annuler créer modifier
			check: voir
			read: lisant relisant parcourant; search: parcourant` + g.inf,
		Weak:  "write: ajouté ajoutée ajoutés ajoutées rajouté rajoutée généré générée générés",
		Light: "run: fait faite effectué effectuée réalisé réalisée passé; read: jeté; write: laissé",
		Nouns: `search: recherche recherches
			query: requête requêtes sql
			fetch: appel api endpoint réponse page site url
			check: ping vérification statut santé status; run: output
			run: commande commandes sortie exécution test tests build script linter lint compilation
			output: outil résultat résultats service serveur journal journaux logs log
			query: base table; search: boîte messagerie; fetch: calendrier agenda crm; list: bucket
			check: scan traceroute; check: capteur capteurs sonde; query: fiche
			read: oeil coup
			read: tour; check: métriques graphes dashboard monitoring grafana; run: rebase merge push pull commit deploy backup; write: restauration; check: check checks; check: graphe courbe`,
		Report: `output: connecté réussi renvoie renvoyé retourne retourné affiche affiché indique indiqué dit montre montré répond répondu donne donné liste signale signalé passe confirme confirmé
			output: contient contiennent réussit réussissent échoue pointe signalent
			output: s'arrête arrête arrêté termine terminé meurt atteint bloque réussi
			output: montrent indiquent affichent renvoient retournent donnent disent signalent confirment listent
			output: voit observe constate relève`,
		Source:   "selon|d'après|d'apres|suivant|comme le montre|comme on le voit dans|comme l'indique|il ressort de|ressort de|il ressort des|ressort des|il ressort du|ressort du",
		Labels:   "sortie|résultat|résultats|réponse|résultat de la requête|résultats de la recherche|sur la page|de la page|texte de la page|extrait de la page|contenu de la page|dernières lignes|du journal|voici la sortie|voici le résultat|voici les résultats|voici ce qui est revenu|voici ce que ça a donné|voici ce que j'ai obtenu|voilà ce qui est revenu|gros titres|derniers titres|dernières nouvelles|à la une|voici ce qu'indique|voici ce que dit|voici ce qu'affiche",
		Neg:      "ne n' pas jamais rien aucun aucune sans ni n'ai n'avons n'a",
		Modal:    "serait seraient peux pourrais pouvons pourrions vais allons veux voulez voudrais devrais devras devrez dois faudrait faut souhaitez peut pourra pourrait propose proposerais suggère suggérerais conseille conseillerais recommande recommanderais pourriez devriez",
		Cond:     "si quand lorsque lorsqu'il",
		Hypo:     "peut-être peut-etre probablement exemple illustratif générique typique typiquement généralement normalement hypothétique",
		Said:     "tu vous as avez utilisateur",
		Replied:  "répondu répondit écrit",
		Operate:  "arrêté stoppé redémarré relancé déployé redéployé installé désinstallé lancé déclenché tué",
		Receipt:  "reçu reçus récépissé",
		Sending:  "envoi",
		Polite:   "sauf erreur de ma part|sauf erreur|si je ne me trompe pas|si je ne me trompe|si je ne m'abuse",
		Smooth:   "sans souci|sans soucis|sans problème|sans problèmes|sans encombre|sans accroc",
		Request:  "run: redémarre redémarrez relance relancez lance lancez exécute déploie; write: éteins éteignez allume allumez paie paye payez achète achetez commande supprime supprimez efface vide videz purge réserve annule crée installe; send: envoie envoyez transfère transférez réponds répondez publie poste préviens texte textez écris écrivez dis-lui dites-lui; check: vérifie vérifiez regarde contrôle teste; write: change changez mets mettez ajoute ajoutez programme active désactive modifie modifiez note; write: vire virez dégage; write: verrouille déverrouille arme désarme coupe rallume; write: rappelle-moi rappelez-moi; write: baisse baissez augmente augmentez réduis réduisez diminue diminuez déplace déplacez décale décalez reporte reportez cale calez ferme fermez clôture clôturez résous rouvre rembourse remboursez; write: chauffe nettoie range monte" + "; " + g.req,
		Now:      "maintenant désormais",
		Done:     "fait voilà réglé parti noté notée",
		Yes:      "oui ouais ouep yes voui",
		Ack:      "ok okay hop bon parfait roger entendu résolu nickel",
		DoneAsk:  "déjà fait faite bon parti partie envoyé envoyée",
		Announce: "je regarde|je vérifie|je jette un œil|je consulte|laissez-moi vérifier|laisse-moi vérifier",
		Imper:    "exécutez exécute lancez lance utilisez utilise essayez essaie ouvrez ouvre vérifiez vérifie installez installe redémarrez redémarre modifiez modifie supprimez supprime créez crée copiez copie collez colle faites fais ajoutez ajoute tapez consultez envoyez activez désactivez demandez",
		Fail:     "annulée annulé avorté rejeté échoué échec échoue expiré injoignable refusé refusée indisponible impossible invalide tué tués tuée interrompu interrompue planté figée figé",
		FailNeg:  "pu parti partie envoyé envoyée répond répondu répondre joignable connecter connecté charger chargé fonctionne fonctionné abouti terminé renvoyé",
		Derive:   "total|au total|en tout|somme|cumul|cumulé|moyenne|médiane|par jour|par mois|chaque|soit|c'est-à-dire|ce qui fait|ce qui donne|équivaut|différence|fois|double|moitié|arrondi|estimé|estimation|reste|restent|net",
		Approx:   "environ autour presque près quelque quelques approximativement à-peu-près ~ vers",
		State:    "est|sont|est maintenant|sont maintenant|est déjà|sont déjà|est bien|sont bien",
		Held:     "a déjà|ont déjà|a maintenant|ont maintenant|a désormais|est chez|sont chez|est entre les mains|sont entre les mains|est entre ses mains|est entre leurs mains|est en route|est dans sa boîte|est arrivé chez|est arrivée chez|sait|savent|est prévenu|est prévenue|sont prévenus|est au courant|sont au courant|est informé|est informée|étant prévenu|étant prévenue|étant prévenus|étant au courant|étant informé|étant informée",
		Gone:     "n'existe plus|n'existent plus|n'est plus là|ne sont plus là|n'apparaît plus|n'apparaissent plus|ne figure plus|ne figurent plus",
		Next:     "ensuite|tout de suite|maintenant|de suite|juste après|dans la foulée",
		Absent:   "aucun|aucune|rien|pas de|pas un|pas une|pas un seul|pas une seule|zéro",
		Confirm:  "je confirme|je vous confirme|je te confirme|je peux confirmer|je peux vous confirmer|je peux te confirmer|nous confirmons",
		Told:     "comme vous disiez|ce que vous disiez|comme tu disais|ce que tu disais|comme vous l'avez dit|comme tu l'as dit|vous aviez raison|tu avais raison|vous avez raison|tu as raison|comme vous le pensiez|comme tu le pensais",
		Recent:   "dernier dernière derniers dernières récent récents précédent hier aujourd'hui d'hier",
		Counted: `people: client clients cliente clientes utilisateur utilisateurs compte comptes inscription inscriptions inscrit inscrits membre membres abonne abonnes
			order: commande commandes achat achats; product: produit produits article articles; category: categorie categories
			supplier: fournisseur fournisseurs; ticket: ticket tickets; invoice: facture factures
			payment: paiement paiements transaction transactions; employee: employe employes salarie salaries`,
		Filtered: `open: ouvert ouverts ouverte ouvertes; closed: ferme fermes fermee fermees; cancelled: annule annules annulee annulees
			open: attente; paid: paye payes payee payees; active: actif actifs active actives
			inactive: inactif inactifs inactive inactives; today: aujourd'hui; yesterday: hier`,
		Perceive: "vois voyons trouve trouvons constate remarque ai avons reçois obtiens",
	})
}
