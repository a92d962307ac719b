package toolrun

import (
	"strings"
	"testing"
)

// Attack (round 7): the shipped config offers read_file with root "." (the
// directory the proxy starts in: a clone, a project, a home directory)
// and redaction knew OpenAI, Anthropic, GitHub, Slack, Google and AWS key
// ids, bearer tokens and PEM blocks only. Asked for .env, .git/config or
// .aws/credentials, the model (and the client) got a database URL's
// password, a GitLab token in a remote URL, an AWS secret access key, a
// Stripe key and every *_SECRET= value in the clear.
func TestRedactCommonCredentialFiles(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		secrets  []string
	}{
		{".aws/credentials", "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
			[]string{"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}},
		{"AWS env", "export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n", []string{"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}},
		{".env", "DATABASE_URL=postgres://app:Sup3rS3cretPassw0rd@db.internal:5432/app\nSTRIPE_SECRET_KEY=sk_live_51H8xYzABCDEFGHIJKLMNOPQRSTUVWXYZabcdef\nSESSION_SECRET=9f2c1e7a4b8d3f6a0c5e9b2d7f1a4c8e\nDB_PASSWORD='hunter2hunter2'\n",
			[]string{"Sup3rS3cretPassw0rd", "sk_live_51H8xYzABCDEFGHIJKLMNOPQRSTUVWXYZabcdef", "9f2c1e7a4b8d3f6a0c5e9b2d7f1a4c8e", "hunter2hunter2"}},
		{".git/config", "[remote \"origin\"]\n\turl = https://oauth2:glpat-AbCdEfGhIjKlMnOpQrSt@gitlab.com/x/y.git\n", []string{"glpat-AbCdEfGhIjKlMnOpQrSt"}},
		{"git remote -v", "origin\thttps://x-access-token:s3cr3tT0kenValue@github.com/o/r.git (fetch)\n", []string{"s3cr3tT0kenValue"}},
		{"YAML", "database:\n  password: \"Tr0ub4dor&3xyz\"\n  client_secret: 0123456789abcdefABCDEF\n", []string{"Tr0ub4dor&3xyz", "0123456789abcdefABCDEF"}},
		{"JSON member per line", "{\n  \"api_token\": \"tok_8f7e6d5c4b3a2918\",\n  \"name\": \"x\"\n}\n", []string{"tok_8f7e6d5c4b3a2918"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := redactSecrets(tc.in, nil)
			for _, sec := range tc.secrets {
				if strings.Contains(got, sec) {
					t.Errorf("%q kept:\n%s", sec, got)
				}
			}
		})
	}
	// Ordinary text stays as it was.
	for _, keep := range []string{
		"see https://example.com:8443/path?q=1 and http://user@host/x\n",
		"token: required\npassword: (none)\nSECRET_NAME=app-secret\nsecret_count: 3\n",
		"git log --format='%an <%ae>' and key=value pairs\n",
		"TOKEN_TTL=3600\n",
	} {
		if got := redactSecrets(keep, nil); got != keep {
			t.Errorf("ordinary text changed:\n%q\n%q", keep, got)
		}
	}
}
