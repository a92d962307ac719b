package responses

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/tidwall/gjson"
)

var update = flag.Bool("update", false, "rewrite testdata/golden from this code")

// TestGolden holds what clients get, byte for byte, to what the code
// wrote before the performance work (testdata/golden, made by the code of
// commit fc9d6a0 with -update): every recorded stream rewritten with an
// echo, a lead and a footer; a stream failed midway; every recorded JSON
// reply assembled into an answer; requests rewritten with server tools.
// Speed work must not change a byte.
func TestGolden(t *testing.T) {
	echo := map[string][]byte{"tools": []byte(`[{"type":"function","name":"mine"}]`), "instructions": []byte(`"be <brief> & \u00e9"`)}
	footer := "\n\n---\nTool receipts: <none> & \"done\" é\u2028"
	zc := []byte(`{"calls":[],"flags":[]}`)
	cases := map[string]func(t *testing.T) []byte{}
	for _, f := range []string{"simple", "builtin_tool", "prev_response_id", "single_injected_tool"} {
		name := "aibridge-streaming-" + f + ".txtar"
		cases["stream-"+f] = func(t *testing.T) []byte {
			server := func(n string) bool { return n == "bmcp_coder_coder_list_templates" }
			rw := &Rewriter{IsServer: server, Echo: echo, Lead: func() string { return "\n\n" }}
			out := feed(t, rw, recorded(t, name, "streaming"))
			if f == "single_injected_tool" {
				rw.NextRound()
				out = append(out, feed(t, rw, recorded(t, name, "streaming/tool-call"))...)
			}
			end, err := rw.Finish(footer, nil, zc)
			if err != nil {
				t.Fatal(err)
			}
			return append(out, end...)
		}
		cases["fail-"+f] = func(t *testing.T) []byte {
			rw := &Rewriter{IsServer: func(string) bool { return false }, Echo: echo}
			var out []byte
			for i, d := range dataOf(recorded(t, name, "streaming")) {
				if i == 7 {
					break
				}
				b, err := rw.Feed(d)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, b...)
			}
			return append(out, rw.Fail("bad <code>", "it & \"broke\"")...)
		}
	}
	for _, f := range []string{"simple", "single_builtin_tool", "prev_response_id", "single_injected_tool"} {
		name := "aibridge-blocking-" + f + ".txtar"
		cases["json-"+f] = func(t *testing.T) []byte {
			a := &Answer{IsServer: func(n string) bool { return n == "bmcp_coder_coder_list_templates" }, Echo: echo}
			r := readReplyRef(bytes.TrimSpace(recorded(t, name, "non-streaming")))
			a.AddRound(r, "")
			if f == "single_injected_tool" {
				r = readReplyRef(bytes.TrimSpace(recorded(t, name, "non-streaming/tool-call")))
				a.AddRound(r, "\n\n")
			}
			out, err := a.Body(r, nil, footer, zc)
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
		cases["request-"+f] = func(t *testing.T) []byte {
			var out []byte
			body := bytes.TrimSpace(recorded(t, name, "request"))
			for _, b := range [][]byte{body, []byte(`{"model":"m","input":"x","tools":[],"instructions":null}`),
				[]byte(`{"model":"m","input":"x","instructions":"mine <b>"}`), []byte(`{ "tools" : [ {"type":"function","name":"clock"} ] , "model":"m"}`)} {
				if !gjson.ValidBytes(b) {
					t.Fatalf("request not JSON: %s", b)
				}
				r, e := ParseRequest(b)
				if e != nil {
					t.Fatal(e)
				}
				tools := []Tool{{Name: "clock"}, {Name: "read_file", Description: "Read <a> file & more", Parameters: []byte(`{"type":"object","properties":{"path":{"type":"string"}}}`)}}
				for _, prompt := range []string{"", "Receipts <prompt> & \"more\""} {
					w, err := Rewrite(r, tools, prompt)
					if err != nil {
						t.Fatal(err)
					}
					out = append(append(out, w...), '\n')
				}
			}
			return out
		}
	}
	for name, run := range cases {
		t.Run(name, func(t *testing.T) {
			got := run(t)
			path := filepath.Join("testdata", "golden", name+".out")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("output differs from %s\n got  %.2000s\n want %.2000s", path, got, want)
			}
		})
	}
}
