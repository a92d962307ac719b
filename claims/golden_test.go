package claims

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// updateGolden rewrites testdata/golden_find.txt.gz. After a rule change
// that is meant to change results, regenerate it with
//
//	cd claims && go test -run TestGoldenFind -update .
//
// A speed change must leave it as it is.
var updateGolden = flag.Bool("update", false, "rewrite testdata/golden_find.txt.gz")

const goldenPath = "testdata/golden_find.txt.gz"

// TestGoldenFind holds the detector's full output, byte for byte, on every
// conversation of the corpus tune and test splits and the dev set (checked
// as zc-proxy scan checks them: claims, backing, stray receipts), and on
// the fuzz seeds and benchmark texts, each with the rules alone and with
// the sentence model as shipped. It is the guard of the mechanics (the
// tokenizer, lookups, gates, the readers): they must not change a result.
func TestGoldenFind(t *testing.T) {
	if testing.Short() && !*updateGolden {
		t.Skip("golden: -short")
	}
	got, devMissing := goldenOutput(t)
	if *updateGolden {
		if devMissing {
			t.Fatalf("golden: the dev set is needed to update (%s)", devPath())
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(got)
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenPath, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d bytes, %d uncompressed)", goldenPath, buf.Len(), len(got))
		return
	}
	f, err := os.Open(goldenPath)
	if err != nil {
		t.Fatalf("%v (generate it: go test -run TestGoldenFind -update .)", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	want, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if devMissing {
		// (a checkout without ../shared: the dev set's records are not compared)
		t.Logf("no dev set at %s: its golden records skipped", devPath())
		var kept bytes.Buffer
		for _, l := range strings.SplitAfter(string(want), "\n") {
			if k := goldenKey(l); !strings.Contains(k, " dev ") {
				kept.WriteString(l)
			}
		}
		want = kept.Bytes()
	}
	if bytes.Equal(got, want) {
		return
	}
	// name the first records that differ (by their keys, not their texts)
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	shown := 0
	for i := 0; i < max(len(gl), len(wl)) && shown < 5; i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Errorf("golden record %d differs: got key %q, want key %q", i, goldenKey(g), goldenKey(w))
			if os.Getenv("ZC_GOLDEN_SHOW") != "" {
				t.Logf("got:  %s\nwant: %s", g, w)
			}
			shown++
		}
	}
	t.Fatalf("the detector's output changed on %d vs %d records (set ZC_GOLDEN_SHOW=1 to print them)", len(gl), len(wl))
}

func goldenKey(line string) string {
	if i := strings.IndexByte(line, '\t'); i >= 0 {
		return line[:i]
	}
	return line
}

// goldenClaim is every field of a claim, the unexported ones included.
type goldenClaim struct {
	Claim
	ArgNames   []string `json:"argNames,omitempty"`
	TopicNames []string `json:"topicNames,omitempty"`
	Values     []string `json:"values,omitempty"`
	Body       string   `json:"body,omitempty"`
	Prose      int      `json:"prose,omitempty"`
}

func goldenClaims(cs []Claim) []goldenClaim {
	out := make([]goldenClaim, len(cs))
	for i, c := range cs {
		out[i].Claim = c
		if c.more != nil {
			out[i].ArgNames = c.more.argNames
			out[i].TopicNames = c.more.topicNames
			for _, v := range c.more.values {
				out[i].Values = append(out[i].Values, v.key+"="+v.text)
			}
			out[i].Body = c.more.body
			out[i].Prose = c.more.prose
		}
	}
	return out
}

// goldenOutput is one line per (input, model use): a key, a tab, the
// result as JSON; devMissing when the dev set is not there to read.
func goldenOutput(t *testing.T) (_ []byte, devMissing bool) {
	defer SetDefaultModelUse(DefaultModelUse())
	var out bytes.Buffer
	line := func(key string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out.WriteString(key)
		out.WriteByte('\t')
		out.Write(b)
		out.WriteByte('\n')
	}
	type checked struct {
		Claims []goldenClaim
		Stray  []string
	}
	sets := []struct{ name, path string }{
		{"dev", devPath()},
		{"tune", filepath.Join("testdata", "corpus", "tune.jsonl")},
		{"test", filepath.Join("testdata", "corpus", "test.jsonl")},
	}
	// texts FindWith reads bare: the fuzz seeds, the benchmarks' texts
	var texts []string
	texts = append(texts, benchAnswer(600), "I ran `git log`.", "```\n$ ls\na\n```", "Output:\nfoo", "He ejecutado `ls` y salió vacío.", "\xff\xfe`")
	if fs, _ := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzFind", "*")); len(fs) > 0 {
		for _, p := range fs {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			texts = append(texts, fuzzSeedStrings(b)...)
		}
	}
	texts = append(texts, benchAnswer(10<<10))
	for _, a := range shortAnswers {
		texts = append(texts, a.answer)
	}
	for _, unit := range []string{"I ran shows the output returned checked `x` git log ", "```\n$ ls\n", "Output: ", "a.b/c-d_e ", "`", "J'ai vérifié : ", "ich habe "} {
		texts = append(texts, strings.Repeat(unit, 2000/len(unit)))
	}
	for _, use := range []ModelUse{ModelOff, shippedModelUse} {
		SetDefaultModelUse(use)
		for _, set := range sets {
			cases := loadCases(t, set.path)
			if cases == nil && set.name == "dev" {
				devMissing = true
				continue
			}
			if cases == nil {
				t.Fatalf("golden: no %s set at %s", set.name, set.path)
			}
			for _, c := range cases {
				root := gjson.Parse(`{"tools":` + orNull(c.Tools) + `,"messages":` + orNull(c.Messages) + `}`)
				res := checkRequest(root, nil, nil, "")
				line(fmt.Sprintf("%v %s %s", use, set.name, c.ID), checked{goldenClaims(res.Claims), res.Stray})
			}
		}
		for i, s := range texts {
			line(fmt.Sprintf("%v text %d", use, i), goldenClaims(FindWith(s, benchOpts)))
		}
		for i, a := range shortAnswers {
			o := Options{Context: a.user, UserTexts: []string{squash(a.user)}}
			line(fmt.Sprintf("%v short %d", use, i), goldenClaims(FindWith(a.answer, o)))
		}
	}
	return out.Bytes(), devMissing
}

// fuzzSeedStrings reads the string values of a "go test fuzz v1" file.
func fuzzSeedStrings(b []byte) []string {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, "string("); ok && strings.HasSuffix(rest, ")") {
			var s string
			if _, err := fmt.Sscanf(rest[:len(rest)-1], "%q", &s); err == nil {
				out = append(out, s)
			}
		}
	}
	return out
}
