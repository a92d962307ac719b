package receipts

// claimLanguage is the vocabulary one natural language contributes to claim
// detection. Adding a language means adding one value to claimLanguages:
// the rules in claims_rules.go only ever ask which class a word belongs to.
//
// Entries are lowercase; a multi-word entry ("according to") matches
// consecutive words. An apostrophe in an entry also matches the typographic
// one (’).
type claimLanguage struct {
	Code string

	// Past-tense action verbs: the speaker did something to a tool.
	ActionPast []string
	// Past participles that count as an action after a perfect auxiliary
	// ("I have run", "he ejecutado").
	Participles []string
	// Perfect auxiliaries that turn the next word (or the one after) into a
	// past action when it is a participle.
	PerfectAux []string
	// Emphatic-past auxiliaries ("did") and the base verbs they turn into a
	// past action ("I did run").
	DidAux    []string
	BaseVerbs []string

	// Past-tense result verbs: a tool produced something ("returned").
	ResultPast []string
	// Present-tense result verbs ("shows"): weak, since they also describe
	// what a command does in general. They need specifics after them.
	ResultPresent []string
	// Nouns naming a tool's product ("output", "salida").
	ResultNouns []string
	// Phrases that attribute a fact to a source ("according to").
	Attribution []string
	// A weak source preposition ("from"): needs specifics or a colon.
	SourcePreps []string
	// Phrases that present what follows ("here is").
	Presentational []string

	// Negations ("not", "no") and word endings that negate ("n't").
	Negations        []string
	NegationSuffixes []string
	// Future, modal, offer and plan markers ("will", "can", "let me").
	Modals        []string
	ModalSuffixes []string
	// Conditional and temporal-hypothetical markers ("if", "once you").
	Conditionals []string
	// Imperatives that, at the start of a clause, make it an instruction.
	Imperatives []string
	// Clause openers that make it an instruction or explanation ("to",
	// "how to", "para").
	Instructions []string
	// Filler words skipped before looking for a clause-opening imperative
	// ("first", "then", "just").
	Leads []string
	// Second-person pronouns: "you ran X" is not the assistant's claim.
	SecondPerson []string
	// Words after a weak cue that show a concrete result follows
	// ("shows that …", "says it's …").
	Specifics []string
	// Markers of a general explanation, which veto weak cues
	// ("by default", "usually", "your").
	Explanations []string
	// Markers of a draft or template the user asked for; the sentence and
	// the block after it are not the assistant's own claims.
	Drafts []string
	// Clause-breaking conjunctions ("but"): scope of negations and modals.
	Breaks []string
	// Words that open a question: auxiliaries, wh-words, offers ("did",
	// "what", "want", "quieres"). A sentence ending in "?" that opens with
	// one is a question throughout; after a comma they start a trailing
	// question ("…, want more?") that leaves the statement before it a
	// statement.
	QuestionOpeners []string

	// Nouns that name a tool ("tool", "servicio") and the words that link
	// them to a topic ("servicio del tiempo") or a result to its source
	// ("output of").
	ToolNouns []string
	ToolLinks []string
	// Nouns that mark a bare word as a command ("command", "comando").
	CommandNouns []string
	// Glossary maps an English topic word found in a tool's name or
	// description to this language's words for it, so that "servicio del
	// clima" names a tool called "weather".
	Glossary map[string][]string
}

// claimLanguages lists every language the detector reads. They are merged
// into one lexicon: answers mix languages, and no detection step is needed.
var claimLanguages = []claimLanguage{english, spanish}

var english = claimLanguage{
	Code: "en",
	ActionPast: []string{
		"ran", "executed", "checked", "queried", "called", "fetched",
		"consulted", "invoked", "used", "pulled", "retrieved", "looked up",
		"looked at", "looked", "inspected", "read", "requested", "pinged",
		"hit", "opened", "grabbed", "got", "obtained", "found", "saw",
		"confirmed", "verified", "went through", "tested", "searched",
		"accessed", "loaded", "polled", "asked", "took a look", "pulled up",
		"after running", "after checking", "after querying", "after calling",
		"after using", "after reading", "after fetching", "after consulting",
	},
	Participles: []string{
		"run", "executed", "checked", "queried", "called", "fetched",
		"consulted", "invoked", "used", "pulled", "retrieved", "looked",
		"inspected", "read", "requested", "opened", "got", "gotten",
		"obtained", "found", "seen", "confirmed", "verified", "tested",
		"searched", "accessed", "loaded", "polled", "asked",
	},
	PerfectAux: []string{
		"have", "has", "had", "i've", "we've", "haven't", "hasn't", "hadn't",
	},
	DidAux: []string{"did", "didn't"},
	BaseVerbs: []string{
		"run", "execute", "check", "query", "call", "fetch", "consult",
		"invoke", "use", "pull", "look", "read", "get", "test", "open", "hit",
		"verify", "confirm", "retrieve", "access", "load", "ask",
	},
	ResultPast: []string{
		"returned", "gave", "showed", "said", "reported", "indicated",
		"listed", "printed", "produced", "yielded", "responded", "replied",
		"displayed", "outputted", "came back", "revealed", "told", "answered",
		"succeeded", "failed", "timed out", "errored", "worked",
	},
	ResultPresent: []string{
		"shows", "says", "reports", "indicates", "lists", "gives", "returns",
		"prints", "outputs", "displays", "confirms", "tells", "reveals",
	},
	ResultNouns: []string{
		"output", "outputs", "result", "results", "response", "responses",
		"reply", "stdout",
	},
	Attribution: []string{
		"according to", "per", "based on", "as reported by", "as per",
	},
	SourcePreps: []string{"from", "via"},
	Presentational: []string{
		"here is", "here's", "here are", "heres", "below is", "below are",
		"following is", "these are", "this is what",
	},
	Negations: []string{
		"not", "no", "never", "without", "cannot", "nothing", "none",
		"neither", "nor",
	},
	NegationSuffixes: []string{"n't"},
	Modals: []string{
		"will", "going to", "gonna", "can", "could", "would", "should",
		"might", "may", "must", "shall", "let", "let's", "lemme", "want",
		"wants", "need", "needs", "plan", "planning", "intend", "about to",
		"happy to", "glad to", "offer", "suggest", "recommend", "prefer",
		"ready to",
	},
	ModalSuffixes: []string{"'ll", "'d"},
	// Hypotheticals: conditions, and "how to" framing an explanation.
	Conditionals: []string{
		"how to", "how you", "if", "unless", "whether", "once", "when you", "whenever",
		"in case", "as soon as", "before", "until", "suppose", "imagine",
	},
	Imperatives: []string{
		"run", "execute", "check", "use", "call", "try", "type", "enter",
		"query", "fetch", "open", "look", "see", "invoke", "paste", "copy",
		"install", "ask", "consult", "read", "pass", "add", "start",
		"launch", "go", "make", "set", "list", "get", "pull", "give",
		"provide", "tell", "send", "note", "remember", "do", "don't", "keep",
		"avoid", "feel", "replace", "change", "switch", "inspect", "verify",
		"confirm",
	},
	Instructions: []string{"to", "how to", "in order to"},
	Leads: []string{
		"first", "then", "next", "now", "finally", "also", "just", "simply",
		"please", "so", "and", "or", "step", "afterwards", "lastly",
	},
	SecondPerson: []string{"you", "you've", "you'd", "you'll", "y'all"},
	Specifics: []string{
		"that", "it's", "there", "there's", "only", "no", "none",
		"nothing", "exactly", "currently", "now", "is", "are", "was",
		"were",
	},
	Explanations: []string{
		"by default", "usually", "typically", "generally", "normally",
		"always", "up to", "at most", "any", "every", "each", "whatever",
		"you", "your", "such as", "for example", "for instance",
		"explanation", "explains", "means", "meaning",
	},
	Drafts: []string{
		"draft", "drafts", "template", "boilerplate", "sample message",
		"example message", "you could send", "you can send",
		"you could say", "you can say", "you could post",
	},
	Breaks: []string{"but", "however", "although", "though", "whereas"},
	QuestionOpeners: []string{
		"do", "does", "did", "should", "shall", "can", "could", "would",
		"will", "want", "is", "are", "was", "were", "have", "has", "am",
		"may", "might", "need", "what", "which", "who", "when", "where",
		"why", "how", "anything", "any", "shouldn't", "don't", "didn't",
		"isn't", "right", "ok", "okay",
	},
	ToolNouns:    []string{"tool", "service", "api", "endpoint", "server", "function"},
	ToolLinks:    []string{"of", "from"},
	CommandNouns: []string{"command", "commands", "cli", "binary"},
}

var spanish = claimLanguage{
	Code: "es",
	ActionPast: []string{
		"ejecuté", "corrí", "consulté", "revisé", "comprobé", "llamé",
		"usé", "utilicé", "invoqué", "obtuve", "verifiqué", "busqué", "leí",
		"lancé", "pedí", "miré", "abrí", "accedí", "probé", "cargué",
		"ejecutó", "consultó", "se ejecutó", "se consultó", "hice",
		"acabo de", "acabamos de", "tras ejecutar", "tras consultar",
		"después de ejecutar", "después de consultar", "después de revisar",
	},
	Participles: []string{
		"ejecutado", "corrido", "consultado", "revisado", "comprobado",
		"llamado", "usado", "utilizado", "invocado", "obtenido",
		"verificado", "leído", "lanzado", "mirado", "buscado", "abierto",
		"probado", "accedido", "cargado",
	},
	PerfectAux: []string{"he", "ha", "hemos", "había", "habíamos", "hube"},
	ResultPast: []string{
		"devolvió", "mostró", "indicó", "dijo", "arrojó", "respondió",
		"reportó", "informó", "dio", "listó", "imprimió", "produjo",
		"reveló", "confirmó", "devuelto", "mostrado", "indicado", "dicho",
		"arrojado", "respondido", "informado", "falló", "funcionó",
		"expiró", "fallado", "funcionado",
	},
	ResultPresent: []string{
		"muestra", "indica", "dice", "devuelve", "informa", "reporta",
		"lista", "imprime", "da", "confirma", "arroja", "revela",
	},
	ResultNouns: []string{
		"salida", "salidas", "resultado", "resultados", "respuesta",
		"respuestas",
	},
	Attribution: []string{
		"según", "de acuerdo con", "basándome en", "con base en",
		"conforme a", "a partir de",
	},
	Presentational: []string{
		"aquí está", "aquí están", "aquí tienes", "aquí va", "aquí van",
		"a continuación", "esto es lo que", "este es", "esta es",
		"estos son", "estas son",
	},
	Negations: []string{"no", "nunca", "jamás", "sin", "tampoco", "ni", "nada"},
	Modals: []string{
		"voy a", "vamos a", "va a", "puedo", "puedes", "puede", "pueden",
		"podemos", "podría", "podrías", "podríamos", "debo", "debería",
		"deberías", "debes", "hay que", "tengo que", "tienes que", "quieres",
		"quiere", "quieren", "déjame", "permíteme", "necesito", "necesitas",
		"intentaré", "pienso", "planeo", "recomiendo", "sugiero",
		"en cuanto", "cuando quieras",
	},
	Conditionals: []string{
		"cómo", "si", "en caso de", "a menos que", "siempre que", "antes de",
		"una vez que", "cuando ejecutes", "cuando consultes", "cuando llames",
		"cuando uses",
	},
	Imperatives: []string{
		"ejecuta", "ejecute", "ejecutad", "corre", "usa", "use", "utiliza",
		"utilice", "consulta", "consulte", "revisa", "revise", "comprueba",
		"compruebe", "prueba", "pruebe", "escribe", "llama", "llame", "abre",
		"abra", "mira", "mire", "lanza", "introduce", "pega", "copia",
		"instala", "pide", "lee", "intenta", "asegúrate", "recuerda",
		"verifica", "añade", "busca", "haz",
	},
	Instructions: []string{"para", "cómo"},
	Leads: []string{
		"primero", "luego", "después", "ahora", "también", "solo",
		"simplemente", "por favor", "y", "o", "entonces", "finalmente",
		"paso",
	},
	SecondPerson: []string{"tú", "usted", "ustedes", "vosotros"},
	Specifics: []string{
		"que", "hay", "solo", "sólo", "ningún", "ninguna", "actualmente",
		"ahora", "es", "son", "fue", "era", "está", "están",
	},
	Explanations: []string{
		"por defecto", "normalmente", "generalmente", "siempre",
		"cualquier", "cada", "tu", "tus", "te", "por ejemplo",
		"explicación", "explico", "significa",
	},
	Drafts: []string{
		"borrador", "borradores", "plantilla", "ejemplo de mensaje",
		"podrías enviar", "puedes enviar", "podrías decir",
	},
	Breaks: []string{"pero", "aunque", "sin embargo", "mientras que"},
	QuestionOpeners: []string{
		"quieres", "quiere", "queréis", "quieren", "qué", "cuál", "cuáles",
		"quién", "cuándo", "dónde", "cómo", "por qué", "puedo", "debo",
		"necesitas", "algo", "te", "le", "sigo", "continúo", "verdad", "vale",
	},
	ToolNouns:    []string{"herramienta", "servicio", "api", "función", "funcion", "endpoint", "servidor"},
	ToolLinks:    []string{"de", "del", "de la", "de las", "de los"},
	CommandNouns: []string{"comando", "comandos", "orden"},
	Glossary: map[string][]string{
		"weather":   {"tiempo", "clima", "meteorológico", "meteorológica", "meteorología"},
		"forecast":  {"pronóstico", "previsión"},
		"stock":     {"acciones", "bolsa", "cotización", "cotizaciones"},
		"price":     {"precio", "precios", "cotización", "cotizaciones"},
		"file":      {"archivo", "archivos", "fichero", "ficheros"},
		"files":     {"archivo", "archivos", "fichero", "ficheros"},
		"directory": {"directorio", "carpeta"},
		"commits":   {"commits", "historial"},
		"search":    {"búsqueda", "buscador"},
		"calendar":  {"calendario"},
		"email":     {"correo"},
	},
}
