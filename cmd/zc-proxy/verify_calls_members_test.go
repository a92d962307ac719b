package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const tokenForTest = "zc-receipt-1796397341-c9fb6c50.cPU1gUh4sS8PkLeiUEpFusPKRbDOscbwKxMVVL9murc6-bhy3os63iSpUTN-VAI4qDay2DtMSr6VVvbZrhTSDg"

// TestReadCallsRefusesAmbiguousMembers: readCalls reads with gjson (first
// copy, exact names); a file that jq, Python or encoding/json would read
// as another call is refused, and the error says where.
func TestReadCallsRefusesAmbiguousMembers(t *testing.T) {
	call := func(extra string) string {
		return `{"id":"x","zc_receipts":{"calls":[{"tool":"greet","arguments":"{\"name\":\"ann\"}",` + extra +
			`"outcome":"ok","receipt":"` + tokenForTest + `"}]}}`
	}
	for _, c := range []struct{ name, file, want string }{
		{"duplicate arguments", call(`"arguments":"{\"name\":\"bob\"}",`), `"arguments" repeated in zc_receipts.calls[0]`},
		{"case variant", call(`"Arguments":"{\"name\":\"bob\"}",`), `"Arguments" is "arguments" in another case`},
		{"escaped key name", call(`"\u0061rguments":"{\"name\":\"bob\"}",`), `"arguments" repeated`},
		{"U+017F folded name", `{"zc_receipts":{"calls":[{"tool":"greet","receipt":"` + tokenForTest + `","re\u017fult_sha256":"00","result_sha256":"11"}]}}`, "another case"},
		{"U+212A folded name", call(`"kid":"c9fb6c50","\u212aid":"00000000",`), "another case"},
		{"duplicate top-level zc_receipts", `{"zc_receipts":{"calls":[]},"zc_receipts":{"calls":[]}}`, `"zc_receipts" repeated in the top-level object`},
		{"duplicate in an array of calls", `[{"token":"` + tokenForTest + `","tool":"greet","tool":"send_email"}]`, `"tool" repeated in [0]`},
		{"unknown member", call(`"result":"sent to bob",`), `member "result" is not one of a call's`},
		{"lone case variant", `[{"token":"` + tokenForTest + `","Tool":"send_email","args_sha256":"00","result_sha256":"00"}]`, `member "Tool" is not one of a call's`},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "calls.json")
			if err := os.WriteFile(path, []byte(c.file), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := readCalls(path)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("readCalls = %v, want an error with %s", err, c.want)
			}
		})
	}
}

// FuzzReadCalls: whatever readCalls accepts, encoding/json (case-blind,
// last copy wins) reads the same calls: token, tool, arguments and
// digests.
func FuzzReadCalls(f *testing.F) {
	for _, s := range []string{
		`{"zc_receipts":{"calls":[{"tool":"greet","arguments":"{}","receipt":"t","args_sha256":"a","result_sha256":"b"}]}}`,
		`[{"token":"t","tool":"a","Tool":"b"}]`,
		`[{"token":"t","tool":"a","arguments":{"x":1},"kid":"k"}]`,
		`[{"token":"t","\u0074ool":"a","tool":"b"}]`,
	} {
		f.Add([]byte(s))
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "calls.json")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := readCalls(path)
		if err != nil {
			return
		}
		type call struct {
			Tool         string          `json:"tool"`
			Arguments    json.RawMessage `json:"arguments"`
			Receipt      string          `json:"receipt"`
			Token        string          `json:"token"`
			ArgsSHA256   string          `json:"args_sha256"`
			ResultSHA256 string          `json:"result_sha256"`
		}
		var doc struct {
			ZC *struct {
				Calls []call `json:"calls"`
			} `json:"zc_receipts"`
		}
		var list []call
		if json.Unmarshal(data, &doc) == nil && doc.ZC != nil && doc.ZC.Calls != nil {
			list = doc.ZC.Calls
		} else if json.Unmarshal(data, &list) != nil {
			return // typed differently than this reader expects: not comparable
		}
		var want []verifyCall
		for _, c := range list {
			tok := c.Receipt
			if tok == "" {
				tok = c.Token
			}
			if tok == "" {
				continue
			}
			vc := verifyCall{Token: tok, Tool: c.Tool, ArgsSHA256: c.ArgsSHA256, ResultSHA256: c.ResultSHA256}
			var s string
			switch {
			case json.Unmarshal(c.Arguments, &s) == nil:
				vc.Arguments, vc.ArgsSHA256 = s, ""
			case len(c.Arguments) > 0 && (c.Arguments[0] == '{' || c.Arguments[0] == '['):
				vc.Arguments, vc.ArgsSHA256 = string(c.Arguments), ""
			}
			want = append(want, vc)
		}
		if len(want) != len(got) {
			t.Fatalf("%q: readCalls read %d calls, encoding/json %d", data, len(got), len(want))
		}
		for i := range want {
			g, w := got[i], want[i]
			if g.Token != w.Token || g.Tool != w.Tool || g.ArgsSHA256 != w.ArgsSHA256 || g.ResultSHA256 != w.ResultSHA256 ||
				(w.Arguments != "" && g.Arguments != w.Arguments) {
				t.Fatalf("%q: call %d: readCalls %+v, encoding/json %+v", data, i, g, w)
			}
		}
	})
}
