package receipts

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// tokA and tokB are well-formed tokens (tokA is a known-answer vector).
const (
	tokA = "zc-receipt-1774608496-q3Rh2VG0-2RAv633W6OyctHDJ0Hqke69jckWXGeARmM"
	tokB = "zc-receipt-1-SYLFzEQlQHjjVLDZazgmyy0EyZMhEboUptDZ6tG7IPE"
)

func TestParseToken(t *testing.T) {
	digest43 := strings.Repeat("A", 43)
	tests := []struct {
		name      string
		in        string
		wantEpoch int64
		wantErr   bool
	}{
		{"known answer", tokA, 1774608496, false},
		{"epoch 1", tokB, 1, false},
		{"epoch 0", "zc-receipt-0-" + digest43, 0, false},
		{"max int64 epoch", "zc-receipt-9223372036854775807-" + digest43, 9223372036854775807, false},
		{"epoch overflows", "zc-receipt-9223372036854775808-" + digest43, 0, true},
		{"20 digit epoch", "zc-receipt-10000000000000000000-" + digest43, 0, true},
		{"no epoch", "zc-receipt--" + digest43, 0, true},
		{"negative epoch", "zc-receipt--1-" + digest43, 0, true},
		{"digest 42", "zc-receipt-1-" + digest43[:42], 0, true},
		{"digest 44", "zc-receipt-1-" + digest43 + "A", 0, true},
		{"padding", "zc-receipt-1-" + digest43[:42] + "=", 0, true},
		{"std base64 char", "zc-receipt-1-" + digest43[:42] + "+", 0, true},
		{"wrong prefix case", "ZC-receipt-1-" + digest43, 0, true},
		{"missing separator", "zc-receipt-1" + digest43, 0, true},
		{"surrounding space", " " + tokA, 0, true},
		{"trailing newline", tokA + "\n", 0, true},
		{"empty", "", 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			epoch, _, err := ParseToken(tc.in)
			if (err != nil) != tc.wantErr {
				t.Fatalf("ParseToken(%q) err = %v, wantErr %v", tc.in, err, tc.wantErr)
			}
			if err != nil && !errors.Is(err, ErrMalformedToken) {
				t.Errorf("error %v does not wrap ErrMalformedToken", err)
			}
			if err == nil && epoch != tc.wantEpoch {
				t.Errorf("epoch = %d, want %d", epoch, tc.wantEpoch)
			}
		})
	}
}

func TestParseTokenDigestRoundTrip(t *testing.T) {
	s := newTestScope(t, keyCounting, newTestClock(1774608496).now, 0)
	for _, result := range []string{"", "a", "bb", "ccc", strings.Repeat("x", 999)} {
		r, err := s.Mint("t", "c", nil, []byte(result))
		if err != nil {
			t.Fatal(err)
		}
		epoch, digest, err := ParseToken(r.Receipt)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(formatToken(nil, epoch, digest[:])); got != r.Receipt {
			t.Errorf("format(parse(%s)) = %s", r.Receipt, got)
		}
	}
}

func TestFindTokens(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"none", "no receipts here, zc-receipt- alone", nil},
		{"bare", tokA, []string{tokA}},
		{"prose", "Weather is fine (" + tokA + "). Also " + tokB + ".", []string{tokA, tokB}},
		{"backticks", "quote `" + tokA + "` verbatim", []string{tokA}},
		{"receipt brackets", "[receipt: " + tokA + "]", []string{tokA}},
		{"JSON string", `{"receipt":"` + tokA + `"}`, []string{tokA}},
		{"duplicates kept", tokA + " and " + tokA, []string{tokA, tokA}},
		{"adjacent via space", tokA + " " + tokB, []string{tokA, tokB}},
		{"preceded by letter", "x" + tokA, nil},
		{"preceded by digit", "1" + tokA, nil},
		{"preceded by dash", "-" + tokA, nil},
		{"preceded by underscore", "_" + tokA, nil},
		{"preceded by slash", "/" + tokA, []string{tokA}},
		{"followed by base64 char", tokA + "x", nil},
		{"followed by dash", tokA + "-", nil},
		{"followed by underscore", tokA + "_", nil},
		{"followed by period", tokA + ".", []string{tokA}},
		{"followed by ellipsis", tokA + "…", []string{tokA}},
		{"truncated with ellipsis", tokA[:40] + "…", nil},
		{"non-ASCII before", "é" + tokA, []string{tokA}},
		{"overlapping prefix", "zc-receipt-" + tokA, nil},
		{"prefix inside then real", "zc-receipt-x " + tokB, []string{tokB}},
		{"at end of long text", strings.Repeat("word ", 1000) + tokB, []string{tokB}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := FindTokens(tc.text)
			if !slices.Equal(got, tc.want) {
				t.Errorf("FindTokens(%q)\n got %q\nwant %q", tc.text, got, tc.want)
			}
		})
	}
}

func TestAppendSplitReceipt(t *testing.T) {
	tests := []struct {
		name, result string
	}{
		{"plain", "22 °C"},
		{"empty", ""},
		{"multi-line", "a\nb\n"},
		{"contains marker", "x\n\n[receipt: fake]\n"},
		{"long", strings.Repeat("z", 100_000)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			content := AppendReceipt(tc.result, tokA)
			if want := tc.result + "\n\n[receipt: " + tokA + "]"; content != want {
				t.Fatalf("AppendReceipt = %q, want %q", content, want)
			}
			result, token, ok := SplitReceipt(content)
			if !ok || result != tc.result || token != tokA {
				t.Errorf("SplitReceipt = (%q, %q, %v)", result, token, ok)
			}
		})
	}
}

func TestSplitReceiptRejects(t *testing.T) {
	tests := []struct {
		name, content string
	}{
		{"no suffix", "just a result"},
		{"error message", "error: tool timed out"},
		{"malformed token", "r\n\n[receipt: zc-receipt-1-short]"},
		{"trailing text", "r\n\n[receipt: " + tokA + "] ok"},
		{"single newline", "r\n[receipt: " + tokA + "]"},
		{"missing close", "r\n\n[receipt: " + tokA},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if result, token, ok := SplitReceipt(tc.content); ok {
				t.Errorf("SplitReceipt(%q) = (%q, %q, true)", tc.content, result, token)
			}
		})
	}
}
