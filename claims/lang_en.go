package claims

func init() {
	g := conjugate("en", enVerbs)
	register(&Lang{
		Code:    "en",
		Stop:    "the and of to is are was it in on for with that this you your i we have has not be but so there what no all at from",
		Subj:    "i we",
		Aux:     "i've|we've|i have|we have|i had|we had|i just|we just|i already|we already|i also|we also|i then|we then|i quickly|i first",
		Pass:    "was|were|has been|have been|had been|been|got|has now been|have now been|was just|were just|was already|were already",
		PassNow: "is now|are now|'s now|is already|are already|is all|are all",
		Near:    "i was able to|we were able to|i managed to|we managed to|i was finally able to|i finally managed to|i was|we were|i've been|we've been|i have been|we have been|i went and|i tried|i also tried|we tried|i tried to|i also tried to|we tried to|i've tried|i have tried",
		After:   "after|upon|having",
		Past1:   "" + g.past1,
		Impers:  "",
		Past: `run: bounced ran executed re-ran reran rerun retried launched invoked built compiled deployed redeployed restarted rebooted installed triggered counted linted migrated rolled benchmarked profiled tested traced timed started stopped killed applied
			read: read opened reviewed inspected examined viewed parsed loaded skimmed
			list: listed enumerated
			search: searched googled grepped browsed found
			fetch: fetched downloaded retrieved pulled requested curled accessed visited polled called hit consulted
			query: queried
			check: checked verified confirmed pinged probed validated double-checked rechecked re-checked monitored looked
			send: sent emailed e-mailed mailed posted messaged texted notified told informed replied responded forwarded published tweeted invited alerted dmed dm'd let
			write: deleted removed erased wiped dropped truncated booked reserved scheduled rescheduled cancelled canceled ordered paid purchased bought submitted filed closed assigned uploaded printed archived restored reset patched upgraded downgraded rotated revoked granted approved rejected resolved pinned unpinned merged committed pushed rebased renamed moved copied enabled disabled turned backed flipped toggled subscribed unsubscribed registered signed opened
			write: refunded scaled purged flushed cleared resolved charged credited; read: went; check: tested
			write: renewed issued escalated
			check: scanned measured audited profiled; run: cloned mounted; write: exported imported synced synchronized transferred reverted tagged inserted converted compressed provisioned invalidated backed-up upserted; read: extracted decompressed unzipped
			write: locked unlocked armed disarmed muted unmuted silenced unsilenced snoozed dimmed paused unpaused resumed blocked unblocked
			write: nuked zapped binned trashed logged
			check: poked prodded` + g.past,
		Part: `run: bounced run executed re-run rerun retried launched invoked deployed redeployed restarted rebooted installed triggered counted linted migrated rolled applied benchmarked profiled tested
			read: read opened reviewed inspected examined viewed parsed loaded
			list: listed enumerated
			search: searched grepped browsed found
			fetch: fetched downloaded retrieved pulled requested accessed visited polled called hit consulted
			query: queried
			check: checked verified confirmed pinged probed validated double-checked rechecked monitored
			send: sent emailed e-mailed mailed posted messaged texted notified told informed replied responded forwarded published tweeted invited alerted
			write: switched deleted removed erased wiped dropped truncated booked reserved scheduled rescheduled cancelled canceled ordered paid purchased submitted filed closed assigned uploaded printed archived restored reset patched upgraded downgraded rotated revoked granted approved rejected resolved pinned merged committed pushed rebased renamed moved copied enabled disabled backed flipped toggled subscribed unsubscribed registered
			write: refunded scaled purged flushed cleared charged credited
			write: renewed issued escalated
			check: scanned measured audited profiled; run: cloned mounted; write: exported imported synced synchronized transferred reverted tagged inserted converted compressed provisioned invalidated backed-up upserted; read: extracted decompressed unzipped
			write: locked unlocked armed disarmed muted unmuted silenced unsilenced snoozed dimmed paused unpaused resumed
			check: poked prodded` + g.part,
		Inf: `run: running executing launching testing deploying restarting installing building compiling counting
			read: reading opening reviewing inspecting examining viewing parsing loading
			list: listing
			search: searching grepping browsing
			fetch: fetching downloading retrieving pulling requesting calling hitting accessing visiting consulting
			query: querying
			check: checking verifying confirming pinging probing validating
			send: sending emailing posting messaging notifying
			write: deleting removing booking cancelling canceling uploading printing
			read: looking glancing skimming digging
			check: poking prodding` + g.inf,
		Weak:  "send: commented; write: created wrote written updated changed modified edited added fixed set made saved generated prepared configured adjusted; write: increased expanded extended resized bumped raised lowered reduced",
		Light: "run: did done made performed carried ran; read: took taken had gave given; write: left",
		Nouns: `search: search searches lookup look-up
			query: query queries sql
			fetch: request requests call api endpoint response fetch page site website url
			check: ping check health healthcheck status probe monitoring dashboard
			run: command commands output run build test tests suite script job pipeline ci linter lint
			output: tool results result logs log service server
			query: database db table; search: inbox mailbox; fetch: calendar crm; list: bucket
			check: scan traceroute trace; check: sensor sensors
			read: look peek glance; run: migration backup; write: restore
			check: metrics graphs grafana; output: syslog journal`,
		Report: `output: connected connects succeeded returned returns shows showed shown says said reports reported lists listed gives gave came printed prints outputs displayed displays turned yields yielded indicates indicated responded responds answered answers confirmed confirms found finds reads contains contained passed passes failed fails succeeded
			output: contains contain reveals revealed puts put
			output: stops stopped ends ended dies died hangs hung reaches reached
			output: resolves finished completed turns comes brings
			output: show say report list indicate display reveal confirm give`,
		Source:   "according to|pulling from|pulled from|pulling it from|per the|as reported by|as per|based on the|from the output of|the output of|as shown in|as the output shows|as the logs show|as you can see in|as seen in|as the output above",
		Labels:   "output|outputs|result|results|query results|search results|response|command output|stdout|stderr|console output|terminal output|log output|raw output|from the page|excerpt from the page|excerpt of the page|page excerpt|on the page|page text|text of the page|page content|content of the page|from the site|from the docs|from the log|from the logs|latest lines|last lines|here's the output|here is the output|here's what it returned|here are the results|here's the result|here is the result|here's what came back|here is what came back|here's what i got|here is what i got|this is what came back|here's what it gave|latest headlines|top headlines|headlines|latest news|top stories",
		Neg:      "not n't no never nothing none haven't hasn't hadn't didn't don't doesn't wasn't weren't isn't aren't can't cannot couldn't won't wouldn't shouldn't neither nor without unable",
		Modal:    "will would could can should shall may might must i'll we'll i'd we'd let's lets want wants going need needs try trying able plan planning ready happy suggest recommend propose",
		Cond:     "if once unless whether when whenever until suppose supposing imagine",
		Hypo:     "maybe perhaps probably likely example illustrative illustration sample hypothetical typical typically usually like something e.g. instance fictional story imagine",
		Said:     "you your yours he she they their user users colleague customer client",
		Replied:  "replied answered responded wrote",
		Operate:  "stopped restarted rebooted killed deployed redeployed installed uninstalled launched relaunched triggered re-triggered retriggered kicked terminated halted suspended",
		Receipt:  "receipt receipts",
		Sending:  "send sending forward forwarding",
		Polite:   "if i'm not mistaken|if i am not mistaken|unless i'm mistaken|unless i am mistaken",
		Smooth:   "without issue|without issues|without a hitch|without problems|without any issues|without any problems",
		Request:  "run: restart reboot rerun run deploy redeploy build rebuild kill stop start; write: pay order switch delete remove clear purge flush wipe book cancel update install uninstall create rename move archive; send: send email post message notify ping forward reply respond tell; check: check verify test; write: change set point add put schedule move enable disable turn mark assign rename; write: lock unlock arm disarm mute unmute pause resume dim; write: refund log file; write: remind; write: lower raise increase decrease reduce reschedule postpone close resolve reopen; write: clean note heat",
		Now:      "now",
		Done:     "done finished sorted out",
		Yes:      "yes yep yup yeah yea",
		Ack:      "ok okay k kk alright sure ya yess yas np bam boom",
		DoneAsk:  "yet already done finished out sent gone did through",
		Announce: "let me check|let me look|let me see|let me pull|checking now|looking now|looking it up",
		Imper:    "run use try open check type add set install restart make see note consider replace change remove delete create copy paste click go call ask enable disable update upgrade edit keep switch",
		Fail:     "cancelled canceled aborted rejected failed fails failing timeout timed unreachable denied refused forbidden unavailable unable couldn't invalid rejected unauthorized killed crashed aborted hung",
		FailNeg:  "go went gone out sent deliver delivered respond responded responding answer answered reach reached reachable connect connected load loaded work worked return returned come came finish finished complete completed",
		Derive:   "total|totals|totalling|totaling|in total|sum|combined|altogether|overall|average|averages|avg|mean|median|per|each|a day|a week|a month|a year|per day|per month|which is|that is|that's|which means|means|works out|difference|times|twice|half|double|rounded|roughly|estimate|estimated|left over|leaves|remaining|remain|net",
		Approx:   "about around roughly approximately approx approx. nearly almost over under some ca circa ~ like just-under close",
		State:    "is|are|'s|'re|is all|are all|is now|are now|is already|are already",
		Held:     "has|have|holds|has got|is with|are with|sits with|is in the hands of|are in the hands of|is in their hands|is in his hands|is in her hands|is on its way|are on their way|is in their inbox|is in his inbox|is in her inbox|knows|know|is aware|are aware|is in the loop|are in the loop|is up to speed|is informed|is in the know",
		Gone:     "no longer exists|no longer exist|does not exist anymore|doesn't exist anymore|do not exist anymore|don't exist anymore|is no longer there|are no longer there|isn't there anymore|aren't there anymore|no longer there",
		Next:     "next|right away|right after this|straight away",
		Absent:   "no|nothing|not a single|not one|zero",
		Confirm:  "i can confirm|i confirm|we can confirm|we confirm|i can now confirm|i can also confirm|i'm able to confirm|i am able to confirm|i can confirm to you",
		Told:     "as you said|you said|as you mentioned|you mentioned|as you wrote|you wrote|as you told|you told|you're right|you are right|as you thought|as you suspected",
		Recent:   "last latest newest recent previous yesterday yesterday's today's tonight's",
		Counted: `people: customer customers client clients user users account accounts signup signups registration registrations member members subscriber subscribers
			order: order orders purchase purchases; product: product products sku skus; category: category categories
			supplier: supplier suppliers vendor vendors; ticket: ticket tickets; invoice: invoice invoices
			payment: payment payments transaction transactions; employee: employee employees`,
		Filtered: `open: open; closed: closed; cancelled: cancelled canceled; open: pending; paid: paid
			active: active; inactive: inactive; today: today; yesterday: yesterday`,
		Perceive: "seeing see finding find getting get noticing have having",
	})
}
