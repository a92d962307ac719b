package claims

func init() {
	g := conjugate("pt", ptVerbs)
	register(&Lang{
		Code:   "pt",
		Stop:   "o a os as de do da dos das e em um uma é que não para com por no na se mas mais você seu sua está estão foi já também isso ao pela pelo tem agora novo",
		Subj:   "eu nós gente", // ("a gente": the spoken "we", with a third-person verb; detect.go)
		Aux:    "tenho|temos|eu tenho|já tenho|eu tinha|eu já tinha|tínhamos|já tínhamos|nós tínhamos|eu havia|havíamos",
		Pass:   "foi|foram|tem sido|têm sido|ficou|ficaram|já está|já estão|já foi|já foram",
		Near:   "acabei de|acabamos de|acabo de|voltei a|pude|pudemos|consegui|conseguimos|foi possível|foi possivel|estive a|estivemos a|estive|estivemos|fui|fomos|andei a|fiquei a|tentei|tentamos|encarreguei-me de|me encarreguei de|tratei de|cuidei de",
		After:  "após|depois de|ao",
		Impers: "",
		Past1: `run: rodei rodamos executei executamos corri lancei testei compilei implantei reiniciei instalei contei apliquei
			read: li lemos abri abrimos revisei examinei olhei revi revimos
			list: listei
			search: pesquisei pesquisamos busquei buscamos procurei procuramos encontrei encontramos achei
			fetch: baixei consultei consultamos acessei chamei requisitei obtive puxei
			check: verifiquei verificamos conferi chequei confirmei testei pinguei
			send: enviei enviamos mandei mandamos postei postamos publiquei avisei avisamos notifiquei escrevi respondi encaminhei convidei compartilhei
			write: apaguei deletei removi excluí reservei cancelei criei atualizei modifiquei alterei mudei salvei agendei subi imprimi arquivei restaurei fechei atribuí paguei comprei ativei desativei
			fetch: resolvi; write: reembolsei escalei esvaziei limpei encerrei; check: vi
			check: verificou-se constatou-se observou-se confirmou-se detectou-se apurou-se; search: encontrou-se
			check: escaneei medi auditei; run: clonei montei; write: exportei importei sincronizei transferi reverti inseri converti comprimi; read: extraí descompactei
			write: tranquei destranquei bloqueei desbloqueei armei desarmei silenciei pausei retomei desliguei liguei pus pusemos
			check: cutuquei
			write: pus pusemos` + g.past1,
		Past: `run: rodou executou testou compilou implantou reiniciou instalou
			read: leu abriu revisou
			search: pesquisou buscou encontrou
			fetch: consultou acessou baixou
			check: verificou conferiu
			send: enviou mandou postou publicou avisou
			write: apagou removeu excluiu criou atualizou cancelou
			write: trancou destrancou bloqueou desbloqueou armou desarmou silenciou pausou retomou desligou ligou` + g.past,
		Part: `run: rodado executado executada testado compilado implantado implantada reiniciado instalado aplicado
			read: lido lida aberto aberta revisado examinado
			list: listado
			search: pesquisado buscado procurado encontrado encontrada
			fetch: baixado consultado consultada acessado chamado requisitado obtido solicitado solicitada
			check: verificado verificada conferido checado confirmado testado
			send: enviado enviada enviados enviadas mandado postado postada publicado publicada avisado notificado escrito respondido encaminhado convidado compartilhado
			write: desligado ligado pago paga pagos pagas comprado pedido apagado deletado removido excluído excluída reservado cancelado cancelada criado criada atualizado modificado alterado salvo salva salvos salvas agendado impresso arquivado restaurado fechado pago
			write: encerrado reembolsado escalado esvaziado limpo; fetch: resolvido
			write: renovado
			check: escaneado medido auditado; run: clonado montado; write: exportado importado sincronizado transferido revertido inserido convertido comprimido provisionado; read: extraído descompactado
			write: trancado destrancado bloqueado desbloqueado armado desarmado silenciado pausado retomado
			write: liquidado quitado marcado` + g.part,
		Inf: `run: rodar executar testar compilar implantar reiniciar
			read: ler abrir revisar
			search: pesquisar buscar procurar
			fetch: consultar acessar baixar
			check: verificar conferir checar confirmar constatar testar
			send: enviar mandar postar publicar avisar
			write: apagar remover excluir criar atualizar cancelar reservar pagar
			check: ver
			read: lendo relendo` + g.inf,
		Weak:  "write: adicionado adicionada adicionados acrescentado acrescentada gerado gerada gerados",
		Light: "run: fiz fizemos feito feita realizei realizado realizada efetuei efetuado; read: dei demos dado passei passamos passado bati batemos; write: deixei deixamos deixado",
		Nouns: `search: busca pesquisa
			query: consulta consultas sql query
			fetch: requisição requisições chamada api endpoint resposta página site url
			check: ping verificação status; run: output
			run: comando comandos saída execução teste testes build script linter lint compilação
			output: ferramenta resultado resultados serviço servidor log logs
			query: banco tabela; search: caixa; fetch: calendário agenda crm; list: bucket
			check: varredura scan traceroute; check: sensor sensores sonda; query: ficha
			read: olhada olhadinha espiada olho
			check: métricas gráficos dashboard monitoramento monitorização grafana; read: vista; run: rebase merge push pull commit deploy backup; write: restauração; check: check checks; check: conferida checada; read: lida`,
		Report: `output: conectou conecta respondeu retornou retorna devolveu devolve mostra mostrou indica indicou diz disse responde respondeu lista listou confirma confirmou deu aparece
			output: contém consta aparece aponta apontou apontam
			output: consta constam
			output: parou termina terminou morre morreu chega chegou trava travou
			output: mostram indicam dizem retornam devolvem confirmam listam apontam aponta
			output: vê veem observa observam`,
		Source:   "segundo|de acordo com|conforme|como mostra|como se vê|como indica|conforme mostra|como aparece|depreende-se de|depreende-se dos|depreende-se das|depreende-se do|depreende-se da",
		Labels:   "saída|resultado|resultados|resposta|resultado da consulta|resultados da busca|da página|na página|texto da página|trecho da página|excerto da página|conteúdo da página|últimas linhas|do log|aqui está a saída|eis a saída|aqui está o resultado|aqui está o que voltou|isto é o que voltou|veja o que voltou|foi isto que voltou|aqui está o que obtive|manchetes|últimas manchetes|últimas notícias",
		Neg:      "não nunca nada nenhum nenhuma nem sem jamais",
		Modal:    "convém seria seriam posso poderia podemos vou vamos quer quiser queira deveria deve preciso precisaria tentarei pode proponho sugiro recomendo poderias deverias",
		Cond:     "se quando caso",
		Hypo:     "talvez provavelmente exemplo ilustrativo genérico típica típico normalmente geralmente hipotético",
		Said:     "você vocês tu ele ela eles usuário",
		Replied:  "respondeu escreveu respondido escrito",
		Operate:  "interrompi interrompido interrompida reiniciei reiniciamos reiniciado reiniciada implantei implantado implantada deployei deployado instalei instalado instalada desinstalei desinstalado disparei disparado disparada derrubei derrubado matei",
		Receipt:  "recibo recibos comprovante",
		Sending:  "envio reenvio encaminhamento",
		Polite:   "se não me engano|salvo engano|salvo erro",
		Smooth:   "sem problemas|sem problema|sem erro|sem erros",
		Request:  "run: reinicia reinicie roda rode executa execute implanta; write: fecha feche fechar encerra encerre desliga desligue liga paga pague compra apaga apague remove remova limpa limpe reserva reserve cancela cancele cria crie instala; send: envia envie manda mande encaminha encaminhe repassa repasse responde responda publica posta avisa diga-lhe diz-lhe; check: verifica verifique confere confira checa olha testa; write: muda mude troca troque coloca coloque põe adiciona marca marque agenda ativa desativa altera; write: tranca tranque destranca destranque arma arme desarma desarme bloqueia desbloqueia silencia pausa retoma; write: lembra-me lembre-me lembra-nos lembre-nos; write: abaixa abaixe aumenta aumente reduz reduza diminui diminua mova adia adie remarca remarque resolve reabre reembolsa reembolse estorna estorne; write: joga move anota esquenta; run: sobe" + "; " + g.req,
		Now:      "agora",
		Done:     "feito pronto anotado anotada",
		Yes:      "sim claro yes aham uhum",
		Ack:      "ok okay beleza blz prontinho fechado show resolvido certo",
		DoneAsk:  "já feito feita pronto pronta foi saiu enviado enviada mandado",
		Announce: "deixa eu ver|deixe-me ver|vou ver|deixa eu verificar|vou verificar|vou olhar|deixa eu olhar",
		Imper:    "execute executa rode roda use usa tente abra abre verifique verifica instale reinicie altere mude apague crie copie cole faça adicione digite consulte envie ative desative atualize",
		Fail:     "cancelada cancelado abortado rejeitado falhou falha falharam expirou inacessível negado recusado recusada indisponível impossível inválido morto abortado caiu travou travada travado",
		FailNeg:  "consegui conseguimos enviado enviada saiu entregue responde respondeu respondido alcançável conectar conectou carregar carregou funciona funcionou terminou completou retornou",
		Derive:   "total|no total|ao todo|soma|combinado|média|mediana|por dia|por mês|cada|ou seja|isto é|o que dá|equivale|diferença|vezes|dobro|metade|arredondado|estimado|estimativa|restam|sobram|líquido",
		Approx:   "cerca aproximadamente quase uns umas perto mais menos sobre",
		State:    "está|estão|é|são|já está|já estão|fica|ficam|ficou|ficaram",
		Held:     "tem|têm|tem em mãos|está com|estão com|está nas mãos|estão nas mãos|está em mãos|estão em mãos|está a caminho|estão a caminho|já chegou para|sabe|sabem|está sabendo|está ciente|estão cientes|está avisado|está avisada|está informado|está informada|está por dentro|estando avisado|estando avisada|estando ciente",
		Gone:     "já não existe|já não existem|não existe mais|não existem mais|já não está lá|já não estão lá|não está mais lá|não aparece mais|já não aparece",
		Next:     "agora|agora mesmo|em seguida|a seguir|logo|depois|já já",
		Absent:   "nenhum|nenhuma|nada|zero|não há|não aparece|não aparecem|não consta|não constam|nem um|nem uma",
		Confirm:  "confirmo|confirmo-lhe|confirmo-te|lhe confirmo|te confirmo|posso confirmar|posso confirmar-lhe|posso confirmar-te|posso lhe confirmar|posso te confirmar",
		Told:     "como você disse|como disse|como você mencionou|como você escreveu|como tu disseste|você tem razão|tens razão|como você suspeitava|como você pensava",
		Recent:   "último última últimos últimas recente recentes anterior ontem hoje",
		Counted: `people: cliente clientes usuario usuarios utilizador utilizadores conta contas cadastro cadastros registo registos membro membros assinante assinantes
			order: pedido pedidos encomenda encomendas compra compras; product: produto produtos artigo artigos; category: categoria categorias
			supplier: fornecedor fornecedores; ticket: ticket tickets chamado chamados; invoice: fatura faturas
			payment: pagamento pagamentos transacao transacoes; employee: funcionario funcionarios colaborador colaboradores`,
		Filtered: `open: aberto abertos aberta abertas; closed: fechado fechados fechada fechadas; cancelled: cancelado cancelados cancelada canceladas
			open: pendente pendentes; paid: pago pagos paga pagas; active: ativo ativos ativa ativas
			inactive: inativo inativos inativa inativas; today: hoje; yesterday: ontem`,
		Present1: "faço refaço peço repito sigo confiro",
		Perceive: "vejo vemos encontro encontramos noto observo tenho temos recebo obtenho",
	})
}
