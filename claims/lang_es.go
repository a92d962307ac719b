package claims

func init() {
	g := conjugate("es", esVerbs)
	register(&Lang{
		Code:   "es",
		Stop:   "el la los las de del que y en un una es por con para no se lo como pero más está están hay ya tu su al este esta muy también ahora nuevo hemos",
		Subj:   "yo nosotros",
		Aux:    "he|hemos|ya he|ya hemos|lo he|la he|los he|las he|le he|les he|ya lo he|ya le he|te he|se lo he|se la he|yo había|yo ya había|habíamos|ya habíamos|nosotros habíamos|yo lo había|yo le había",
		Pass:   "fue|fueron|ha sido|han sido|se ha|se han|quedó|quedaron|queda|quedan|ha quedado|han quedado|ya ha quedado|ya está|ya están|ya fue|ya lo tienes|ya la tienes|ya los tienes|ya las tienes|lo tienes|la tienes|ya tienes|ya lo tiene|ya lo tenéis",
		Near:   "acabo de|acabamos de|he vuelto a|volví a|pude|pudimos|se pudo|he podido|hemos podido|logré|logramos|conseguí|conseguimos|he logrado|he conseguido|estuve|estuvimos|he estado|fui a|fuimos a|me puse a|estuve un rato|intenté|intentamos|traté de|probé a",
		After:  "tras|después de|luego de|al",
		Impers: "se",
		Past1: `run: disparé disparamos ejecuté ejecutamos corrí corrimos lancé lanzamos probé probamos compilé desplegué reinicié instalé conté medí apliqué relancé repetí
			read: leí leímos abrí abrimos revisé revisamos examiné inspeccioné miré miramos
			list: listé listamos
			search: busqué buscamos encontré encontramos
			fetch: descargué descargamos consulté consultamos accedí llamé pedí solicité obtuve
			query: consulté
			check: comprobé comprobamos verifiqué verificamos confirmé chequeé chequé
			send: envié enviamos mandé mandamos publiqué publicamos avisé avisamos notifiqué escribí escribimos respondí reenvié invité compartí
			write: borré borramos eliminé eliminamos reservé reservamos cancelé cancelamos creé creamos actualicé modifiqué cambié guardé programé subí imprimí archivé restauré cerré asigné pagué compré pedí
			check: fijé; fetch: resolví resolvimos; write: pagué reembolsé escalé vacié limpié
			check: escaneé audité; run: cloné monté; write: exporté importé sincronicé transferí revertí etiqueté inserté convertí comprimí respaldé; read: extraje descomprimí
			write: apagué encendí bloqueé desbloqueé armé desarmé silencié pausé reanudé; run: detuve detuvimos
			write: puse pusimos` + g.past1,
		Past: `run: ejecutó ejecutaron corrió lanzó probó compiló desplegó reinició instaló contó aplicó
			read: leyó abrió revisó examinó inspeccionó miró
			list: listó
			search: buscó encontró
			fetch: descargó consultó accedió llamó solicitó obtuvo
			check: comprobó verificó confirmó
			send: envió mandó publicó avisó notificó escribió respondió invitó
			write: borró eliminó reservó canceló creó actualizó modificó cambió guardó programó subió imprimió archivó
			write: renovó actualizó
			check: escaneó; write: exportó importó sincronizó transfirió revirtió insertó convirtió
			write: apagó encendió bloqueó desbloqueó armó desarmó silenció pausó reanudó; run: detuvo detuvieron` + g.past,
		Part: `run: disparado ejecutado ejecutada ejecutados ejecutadas corrido lanzado lanzada probado compilado compilada desplegado desplegada reiniciado reiniciada instalado contado aplicado aplicada aplicados relanzado repetido
			read: leído leída abierto abierta revisado revisada examinado inspeccionado mirado
			list: listado listados
			search: buscado encontrado encontrados
			fetch: extraído sacado descargado descargada consultado consultada accedido llamado solicitado obtenido
			check: comprobado comprobada verificado verificada confirmado chequeado
			send: enviado enviada enviados enviadas mandado mandada publicado publicada avisado notificado escrito respondido reenviado invitado compartido
			write: apagado encendido pagado comprado pedido borrado borrada eliminado eliminada eliminados reservado reservada cancelado cancelada creado creada actualizado actualizada modificado cambiado guardado programado subido impreso archivado restaurado cerrado asignado pagado
			write: pagado reembolsado escalado vaciado limpiado; fetch: resuelto
			write: renovado
			check: escaneado medido auditado; run: clonado montado; write: exportado importado sincronizado transferido revertido etiquetado insertado convertido comprimido respaldado aprovisionado; read: descomprimido
			write: bloqueado desbloqueado armado desarmado silenciado pausado reanudado
			write: liquidado saldado agendado; run: detenido detenida detenidos detenidas` + g.part,
		Inf: `run: disparar ejecutar correr lanzar probar compilar desplegar reiniciar instalar contar aplicar ejecutarlo
			read: leer abrir revisar examinar inspeccionar mirar
			list: listar
			search: buscar
			fetch: descargar consultar acceder llamar solicitar obtener
			check: comprobar verificar confirmar chequear
			send: enviar mandar publicar avisar notificar escribir
			write: borrar eliminar reservar cancelar crear actualizar
			check: ver; check: constatar; write: pagar enviar` + g.inf,
		Weak:  "write: añadido añadida añadidos agregado agregada agregados generado generada generados",
		Light: "run: hice hicimos hecho hecha realicé realizado realizada efectué efectuado hizo realizó; read: eché echado pasé pasamos pasado di dimos dado pegué pegamos pegado; write: dejé dejamos dejado",
		Nouns: `search: búsqueda búsquedas
			query: consulta consultas
			fetch: petición solicitud llamada api endpoint respuesta página web url
			check: ping comprobación verificación estado status; run: output
			run: comando comandos salida ejecución prueba pruebas tests build script compilación linter lint
			output: herramienta resultado resultados servicio servidor registro registros logs log
			query: base tabla; search: bandeja buzón correo; fetch: calendario agenda crm; list: bucket
			check: escaneo traceroute; check: sensor sensores sonda; query: ficha
			read: vistazo ojeada
			check: métricas gráficas dashboard monitorización grafana; read: repaso; read: ojo; run: rebase merge push pull commit deploy backup; write: restauración; check: check checks; check: gráfica gráfico`,
		Report: `output: conectó conecta respondió devolvió devuelve devolvieron muestra mostró indica indicó dice dijo arrojó arroja responde respondió reporta reportó lista confirma confirmó da dio aparece aparecen salió sale
			output: contiene contienen aparece figura señala señaló señalan
			output: consta
			output: corta cortó detiene detuvo termina terminó muere murió llega llegó
			output: muestran indican dicen devuelven arrojan reportan confirman listan
			output: ven observa observan aprecia aprecian`,
		Source:   "según|de acuerdo con|conforme a|como muestra|como se ve en|como indica|como se observa en|como refleja|se desprende de|se desprende del",
		Labels:   "salida|resultado|resultados|respuesta|respuesta del servicio|resultado de la consulta|resultados de la búsqueda|de la página|en la página|texto de la página|extracto de la página|fragmento de la página|contenido de la página|últimas líneas|del log|aquí está la salida|esta es la salida|aquí tienes la salida|aquí está el resultado|esto es lo que devolvió|esto es lo que salió|aquí está lo que devolvió|esto fue lo que devolvió|esto es lo que obtuve|titulares|últimos titulares|últimas noticias",
		Neg:      "no nunca nada ningún ninguna ninguno tampoco sin ni jamás",
		Modal:    "conviene convendría sería serían puedo podría podemos podríamos puedes voy vamos iré quieres quiere quieras debería deberías debe debes tendrás tendría haría necesito necesitaría intentaré puede pueda pueden propongo sugiero recomiendo podrías podríais deberíais tendrías convendría",
		Cond:     "si cuando cuanto mientras siempre",
		Hypo:     "quizás quizá probablemente ejemplo ilustrativo genérico típica típico normalmente generalmente hipotético imagina",
		Said:     "tú usted dijiste dices contaste comentaste mencionaste pegaste escribiste ella ellos usuario",
		Replied:  "contestó respondió escribió contestado respondido escrito",
		Operate:  "detuve detuvimos detuvo detenido detenida detenidos detenidas reinicié reiniciamos reinició reiniciado reiniciada desplegué desplegamos desplegó desplegado desplegada redesplegué redesplegado instalé instalado instalada desinstalé desinstalado lancé lanzado lanzada relancé relanzado disparé disparado disparada arranqué arrancado arrancada maté",
		Receipt:  "recibo recibos comprobante",
		Sending:  "envío reenvío",
		Polite:   "si no me equivoco|salvo error|si no me falla la memoria",
		Smooth:   "sin problemas|sin problema|sin incidencias|sin novedad",
		Request:  "run: reinicia reinicie ejecuta ejecute lanza lance despliega despliegue; write: apaga apague enciende paga pague compra pide borra borre elimina elimine limpia limpie vacía vacíe reserva reserve cancela cancele actualiza instala crea; send: envía envíe manda mande publica avisa reenvía reenvíe responde responda contesta conteste dile dígale; check: comprueba compruebe revisa revise verifica mira; write: cambia cambie pon ponga añade añada agrega agregue programa apunta activa desactiva marca asigna; write: quita quítame súbeme sube; send: manda mándale; write: bloquea bloquee desbloquea desbloquee arma arme desarma desarme silencia pausa reanuda; write: recuérdame recuérdale recuérdanos; write: baje bájame súbela aumenta aumente reduce reduzca mueve mueva muéveme cambia retrasa retrasa adelanta aplaza cierra cierre ciérrame resuelve reabre reembolsa reembolse devuelve; write: anota calienta" + "; " + g.req,
		Now:      "ahora",
		Done:     "listo hecho lista quedó anotado anotada apuntado apuntada",
		Yes:      "sí si sip sipi claro",
		Ack:      "ok okey vale va dale sale órale perfecto solucionado resuelto venga",
		DoneAsk:  "ya listo lista hecho hecha salió enviado enviada mandado",
		Announce: "déjame ver|déjame revisar|déjame mirar|déjame comprobar|voy a mirar|voy a revisar|lo miro|lo reviso",
		Imper:    "ejecuta ejecute usa use prueba pruebe abre abra revisa revise comprueba compruebe instala instale reinicia reinicie cambia cambie borra borre crea cree copia copie pega pegue haz haga añade añada escribe escriba mira mire consulta consulte envía envíe activa desactiva actualiza",
		Fail:     "cortado cortada cancelada cancelado abortado rechazado falló fallo fallaron fallida caducó agotado inaccesible denegado rechazada rechazado rechazó imposible inválido falla fallan matado abortado caído colgada colgado bloqueada bloqueado",
		FailNeg:  "pude pudimos podido envió enviado enviada salió responde respondió respondido contesta contestó alcanzable conectar conectó cargar cargó funciona funcionó terminó completó devolvió",
		Derive:   "total|en total|suma|sumando|combinado|en conjunto|media|promedio|por día|al día|al mes|por mes|cada|lo que|es decir|o sea|equivale|diferencia|veces|doble|mitad|redondeando|aproximado|estimado|quedan|restan|neto",
		Approx:   "unos unas aproximadamente alrededor cerca casi aprox. aprox más menos sobre hacia",
		State:    "está|están|es|son|ya está|ya están|queda|quedan|quedó|quedaron",
		Held:     "tiene|tienen|obra en poder de|está en poder de|están en poder de|está en manos de|están en manos de|está con|están con|está en camino|va de camino|va en camino|está en su bandeja|le llegó|les llegó|sabe|saben|está al tanto|están al tanto|está avisado|está avisada|están avisados|está enterado|está enterada|está informado|está informada|estando avisado|estando avisada|estando al tanto",
		Gone:     "ya no existe|ya no existen|no existe ya|ya no está|ya no están|ya no aparece|ya no aparecen",
		Next:     "ahora|ahora mismo|enseguida|en seguida|a continuación|ya mismo|luego|después",
		Absent:   "nada|ningún|ninguna|ninguno|ni un|ni una|no hay|no aparece|no aparecen|no consta|no constan|no figura|no figuran|no sale|no salen",
		Confirm:  "le confirmo|te confirmo|les confirmo|os confirmo|confirmo|puedo confirmar|puedo confirmarle|puedo confirmarte|le puedo confirmar|te puedo confirmar",
		Told:     "como dijiste|como usted dijo|como dices|lo que dices|lo que decías|lo que usted decía|como comentaste|como mencionaste|como escribiste|tienes razón|tiene razón|como sospechabas",
		Recent:   "último última últimos últimas reciente recientes anterior ayer anoche hoy",
		Counted: `people: cliente clientes usuario usuarios cuenta cuentas registro registros miembro miembros suscriptor suscriptores
			order: pedido pedidos orden ordenes compra compras; product: producto productos articulo articulos; category: categoria categorias
			supplier: proveedor proveedores; ticket: ticket tickets; invoice: factura facturas
			payment: pago pagos transaccion transacciones; employee: empleado empleados`,
		Filtered: `open: abierto abiertos abierta abiertas; closed: cerrado cerrados cerrada cerradas; cancelled: cancelado cancelados cancelada canceladas
			open: pendiente pendientes; paid: pagado pagados pagada pagadas; active: activo activos activa activas
			inactive: inactivo inactivos inactiva inactivas; today: hoy; yesterday: ayer`,
		Present1: "hago rehago compruebo pruebo vuelvo repito pido sigo",
		Perceive: "veo vemos encuentro encontramos noto observo tengo tenemos recibo obtengo",
	})
}
