package claims

import (
	"slices"
	"testing"
)

// TestRenewToolWrites: a tool that renews ("zertifikat_erneuern",
// "renew_certificate", "Renueva un dominio", "Renouvelle un certificat",
// "Renova a assinatura") changes something, so its receipted call backs
// "Zertifikat erneuert"; a tool that only reads a certificate does not.
func TestRenewToolWrites(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		write            bool
	}{
		{"de erneuern", "zertifikat_erneuern", "Erneuert ein TLS-Zertifikat über ACME.", true},
		{"en renew", "renew_certificate", "Renew a TLS certificate.", true},
		{"es renueva", "dominios", "Renueva un dominio.", true},
		{"fr renouvelle", "certificats", "Renouvelle un certificat TLS.", true},
		{"pt renova", "assinaturas", "Renova a assinatura.", true},
		{"en read a certificate", "cert_info", "Show a TLS certificate's expiry.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindWrite); got != c.write {
				t.Fatalf("InferKinds(%q, %q) write = %v, want %v (%v)", c.tool, c.desc, got, c.write, InferKinds(c.tool, c.desc))
			}
		})
	}
	tls := [][2]string{{"zertifikat_erneuern", "Erneuert ein TLS-Zertifikat über ACME."}, {"zertifikat_info", "Zeigt das Ablaufdatum eines TLS-Zertifikats."}}
	renewed := [3]string{"zertifikat_erneuern", `{"domain":"shop.beispiel.de"}`, `{"domain":"shop.beispiel.de","gueltig_bis":"2027-03-05"}`}
	info := [3]string{"zertifikat_info", `{"domain":"shop.beispiel.de"}`, `{"domain":"shop.beispiel.de","gueltig_bis":"2026-12-20"}`}
	runAnchorCases(t, []anchorCase{
		{"de Zertifikat erneuert", tls, "Erneuer das Zertifikat für shop.beispiel.de.", "- Zertifikat shop.beispiel.de erneuert, gültig bis 05.03.2027.", [][3]string{renewed}, false},
		{"es certificado renovado", tls, "Renueva el certificado de shop.beispiel.de.", "- Certificado shop.beispiel.de renovado, válido hasta el 05.03.2027.", [][3]string{renewed}, false},
		// negative twins: only the certificate read
		{"de erneuert, only read", tls, "Erneuer das Zertifikat für shop.beispiel.de.", "- Zertifikat shop.beispiel.de erneuert, gültig bis 05.03.2027.", [][3]string{info}, true},
		{"es renovado, only read", tls, "Renueva el certificado de shop.beispiel.de.", "- Certificado shop.beispiel.de renovado, válido hasta el 05.03.2027.", [][3]string{info}, true},
	})
}
