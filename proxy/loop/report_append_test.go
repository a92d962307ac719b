package loop

import (
	"bytes"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// marshalReport is the encoding/json rendering appendReport replaced.
func marshalReport(rep report) []byte {
	if rep.Receipts == nil {
		rep.Receipts = []receipts.Receipt{}
	}
	if rep.Flags == nil {
		rep.Flags = []receipts.Flag{}
	}
	if rep.Events == nil {
		rep.Events = []Event{}
	}
	if rep.Calls == nil {
		rep.Calls = []CallRecord{}
	}
	return rawjson.Marshal(rep)
}

func TestAppendReportMatchesEncodingJSON(t *testing.T) {
	one, two := 3, 0
	texts := []string{"", "plain", `<b>"quoted" & \back</b>`, "ünïcode ✓ 日本語 🎉\u2028", "ctl\x00\x1f\t\n", "bad\xffutf8"}
	var reps []report
	reps = append(reps, report{})
	for _, s := range texts {
		reps = append(reps, report{
			Receipts: []receipts.Receipt{{Tool: s, CallID: "c1", Receipt: "zc1." + s}, {}},
			Flags: []receipts.Flag{{Kind: receipts.FlagReceiptLessClaim, Text: s, Start: &one, End: &two},
				{Kind: s, Tool: s, Receipt: s, Reason: s, Action: s, Object: s, Where: s}, {}},
			Events: []Event{{Tool: s, CallID: s, Outcome: "denied", Detail: s}, {}},
			Calls: []CallRecord{{Tool: s, CallID: "c", Arguments: `{"q":"` + s + `"}`, Outcome: "ok", Receipt: s,
				ArgsSHA256: s, ResultSHA256: s, ConversationSHA256: s, Kid: s}, {}},
		})
		reps = append(reps, report{Flags: []receipts.Flag{{Kind: s}}},
			report{Key: &receipts.JWK{Kty: "OKP", Crv: "Ed25519", Kid: s, X: s, Alg: "EdDSA", Use: "sig", NotBefore: 1700000000}},
			report{Calls: []CallRecord{{Tool: s}}, Key: &receipts.JWK{Kid: s, NotBefore: -5, NotAfter: 1800000000, Bound: true}})
	}
	for i, rep := range reps {
		if got, want := appendReport(nil, rep), marshalReport(rep); !bytes.Equal(got, want) {
			t.Errorf("report %d:\n got %s\nwant %s", i, got, want)
		}
	}
	if got := appendReport(nil, report{}); !bytes.Equal(got, EmptyReport) {
		t.Errorf("empty report %s, want %s", got, EmptyReport)
	}
}
