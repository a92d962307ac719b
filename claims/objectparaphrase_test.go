package claims

import "testing"

// TestHyphenJoinedNamed: a proper name written with a hyphen ("Pi-hole",
// "Wi-Fi") is the name a call writes as one word; a common noun, a
// different name or a short joined form is not matched this way.
func TestHyphenJoinedNamed(t *testing.T) {
	for _, c := range []struct {
		name, obj, result string
		want              bool
	}{
		{"es Pi-hole", "Pi-hole", "jellyfin\tUp 12 days\npihole\tUp 3 hours", true},
		{"de Fritz-Box", "Fritz-Box", "fritzbox: online", true},
		{"fr Open-Xchange", "Open-Xchange", "service openxchange active", true},
		{"twin: a common noun", "e-mail", "email sent", false},
		{"twin: another name", "Pi-hole", "pi\tUp 3 hours\nhole\tExited", false},
		{"twin: too short", "A-B", "ab up", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := hyphenJoinedNamed(c.obj, &Call{Args: `{}`, Result: c.result, Status: Verified}); got != c.want {
				t.Errorf("hyphenJoinedNamed(%q) = %v, want %v", c.obj, got, c.want)
			}
		})
	}
}

// TestHTTPStatusNamed: "HTTP-200", "HTTP 503", "HTTP/2 404" name the
// status code a call returned; another code, or no status, does not.
func TestHTTPStatusNamed(t *testing.T) {
	for _, c := range []struct {
		name, obj, result string
		want              bool
	}{
		{"de HTTP-200", "HTTP-200", `{"status":200,"latency_ms":143}`, true},
		{"en HTTP 503", "HTTP 503", "HTTP/2 503 \nserver: Netlify", true},
		{"pt HTTP/2 404", "HTTP/2 404", `{"code": 404}`, true},
		{"twin: another code", "HTTP-200", `{"status":503}`, false},
		{"twin: not a status", "HTTP-2000", `{"status":2000}`, false},
		{"twin: no protocol", "X-200", `{"status":200}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := httpStatusNamed(c.obj, &Call{Args: `{}`, Result: c.result, Status: Verified}); got != c.want {
				t.Errorf("httpStatusNamed(%q) = %v, want %v", c.obj, got, c.want)
			}
		})
	}
}

// TestCamelPartNamed: a capitalised word a call writes as a part of a
// camel-case identifier ("Kotlin" of "compileDebugKotlin", "Checkout"
// of "CheckoutService") is named; a word only inside a longer word
// ("Kotlin" of "Kotlinx") or not written at all is not.
func TestCamelPartNamed(t *testing.T) {
	for _, c := range []struct {
		name, obj, result string
		want              bool
	}{
		{"fr Kotlin", "Kotlin", "> Task :app:compileDebugKotlin FAILED", true},
		{"en Checkout", "Checkout", "at com.acme.shopCheckoutService.pay(Service.java:42)", true},
		{"pt Pagamento", "Pagamento", "ERRO em processarPagamento: saldo insuficiente", true},
		{"twin: inside a longer word", "Kotlin", "> Task :app:compileKotlinx FAILED", false},
		{"twin: not written", "Kotlin", "> Task :app:compileDebugJava FAILED", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := camelPartNamed(c.obj, &Call{Args: `{}`, Result: c.result, Status: Verified}); got != c.want {
				t.Errorf("camelPartNamed(%q) = %v, want %v", c.obj, got, c.want)
			}
		})
	}
}
