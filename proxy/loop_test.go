package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

func TestDecideMode(t *testing.T) {
	f := false
	cases := []struct {
		name    string
		cfg     ReceiptsConfig
		header  http.Header
		on      bool
		footer  bool
		narrow  string
		invalid bool
	}{
		{"defaults", ReceiptsConfig{}, nil, true, true, "", false},
		{"header off", ReceiptsConfig{}, http.Header{headerReceipts: {" Off "}}, false, true, "", false},
		{"config off, header on", ReceiptsConfig{Enabled: &f}, http.Header{headerReceipts: {"on"}}, true, true, "", false},
		{"toggle forbidden", ReceiptsConfig{HeaderToggle: &f}, http.Header{headerReceipts: {"off"}}, true, true, "", false},
		{"footer off", ReceiptsConfig{}, http.Header{headerReceiptsFooter: {"off"}}, true, false, "", false},
		{"footer on over config", ReceiptsConfig{ShowInResponse: &f}, http.Header{headerReceiptsFooter: {"on"}}, true, true, "", false},
		{"narrow", ReceiptsConfig{}, http.Header{headerTools: {"a, b,c"}}, true, true, "a,b,c", false},
		{"narrow repeated alike", ReceiptsConfig{}, http.Header{headerTools: {"a, b", "b,a"}}, true, true, "a,b", false},
		{"narrow repeated differing", ReceiptsConfig{}, http.Header{headerTools: {"a, b", "c"}}, false, false, "", true},
		{"bad value", ReceiptsConfig{}, http.Header{headerReceipts: {"yes"}}, false, false, "", true},
		{"unknown tool", ReceiptsConfig{}, http.Header{headerTools: {"a, nope"}}, false, false, "", true},
	}
	var specs []toolrun.Spec
	for _, n := range []string{"a", "b", "c"} {
		specs = append(specs, toolrun.Spec{Name: n, Type: "exec", Command: []string{"date"}})
	}
	tools, err := toolrun.New(t.Context(), specs, toolrun.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer tools.Close()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := (&Config{Receipts: tc.cfg, Upstreams: []UpstreamConfig{{Name: "u", BaseURL: "http://127.0.0.1:1/v1"}}}).Checked() // defaults, as New applies them
			if err != nil {
				t.Fatal(err)
			}
			s := &Server{cfg: cfg, tools: tools}
			h := http.Header{}
			for k, vs := range tc.header {
				for _, v := range vs {
					h.Add(k, v) // canonical keys, as net/http delivers them
				}
			}
			m, e := s.decideMode(h)
			if (e != nil) != tc.invalid {
				t.Fatalf("error = %v, want invalid %v", e, tc.invalid)
			}
			if tc.invalid {
				return
			}
			var names []string
			for _, n := range []string{"a", "b", "c"} {
				if m.narrow[n] {
					names = append(names, n)
				}
			}
			if m.receipts != tc.on || m.footer != tc.footer || strings.Join(names, ",") != tc.narrow {
				t.Errorf("mode = %+v", m)
			}
		})
	}
}
