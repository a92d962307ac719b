package responses

import (
	"math"
	"testing"

	"github.com/tidwall/gjson"
)

// sameResult reports whether two results are alike in every field.
func sameResult(a, b gjson.Result) bool {
	return a.Type == b.Type && a.Raw == b.Raw && a.Str == b.Str && a.Index == b.Index &&
		math.Float64bits(a.Num) == math.Float64bits(b.Num) && len(a.Indexes) == len(b.Indexes)
}

func TestParseValue(t *testing.T) {
	for _, tt := range []struct{ name, val string }{
		{"object", `{"a":1}`},
		{"array", `[1,2]`},
		{"plain string", `"response.output_text.delta"`},
		{"empty string", `""`},
		{"escaped string", `"a\u0062\"c"`},
		{"zero", `0`},
		{"small number", `25`},
		{"fifteen digits", `999999999999999`},
		{"sixteen digits", `9999999999999999`},
		{"negative", `-3`},
		{"negative zero", `-0`},
		{"fraction", `1.5`},
		{"exponent", `1e3`},
		{"true", `true`},
		{"null", `null`},
		{"empty", ``},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := parseValue(tt.val), gjson.Parse(tt.val); !sameResult(got, want) {
				t.Errorf("parseValue(%q) = %+v, gjson.Parse %+v", tt.val, got, want)
			}
		})
	}
}

// FuzzParseValue holds parseValue to gjson.Parse on every member value of
// a valid object (the values it is given).
func FuzzParseValue(f *testing.F) {
	f.Add(`{"type":"response.output_text.delta","output_index":0,"content_index":12,"delta":" build","item":{"a":[1]},"x":-0,"y":1.0,"z":"\u0041"}`)
	f.Add(`{"a":123456789012345,"b":1234567890123456,"c":true,"d":null,"e":"","f":"\\"}`)
	f.Fuzz(func(t *testing.T, doc string) {
		if !gjson.Valid(doc) {
			return
		}
		eachMember(doc, func(_, _, val string) bool {
			if got, want := parseValue(val), gjson.Parse(val); !sameResult(got, want) {
				t.Fatalf("parseValue(%q) = %+v, gjson.Parse %+v", val, got, want)
			}
			return true
		})
	})
}
