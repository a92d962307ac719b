package toolrun

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
)

// referenceArguments and referenceParse are parse as it was before the
// fast path: two encoding/json decodes and jsonschema-go on every call.
// The new parse must give the same verdicts, values and error texts.
type referenceArguments struct {
	raw    json.RawMessage
	values map[string]any
	fields map[string]json.RawMessage
}

func referenceParse(s *argSchema, text string) (referenceArguments, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		text = "{}"
	}
	var a referenceArguments
	a.raw = json.RawMessage(text)
	var top any
	if err := json.Unmarshal(a.raw, &top); err != nil {
		return a, badArguments("arguments are not valid JSON: %s", shorten(jsonErrorText(err), 120))
	}
	obj, ok := top.(map[string]any)
	if !ok {
		return a, badArguments("arguments must be a JSON object")
	}
	a.values = obj
	if err := json.Unmarshal(a.raw, &a.fields); err != nil {
		return a, badArguments("arguments must be a JSON object")
	}
	if s.resolved != nil {
		if err := s.resolved.Validate(obj); err != nil {
			return a, badArguments("arguments do not match the schema: %s", shorten(schemaErrorText(err), maxDetail))
		}
	}
	return a, nil
}

// referenceText is arguments.text as it was.
func (a referenceArguments) text(name string) (string, bool) {
	field, ok := a.fields[name]
	if !ok {
		return "", false
	}
	if s, isString := a.values[name].(string); isString {
		return s, true
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, field); err != nil {
		return string(field), true
	}
	return buf.String(), true
}

// Schemas for the tables and the fuzz target.
var (
	allTypesSchema = map[string]any{
		"type":        "object",
		"title":       "all types",
		"description": "one property of each type",
		"properties": map[string]any{
			"s": map[string]any{"type": "string", "description": "d", "title": "t", "default": "x", "examples": []any{"a"}},
			"n": map[string]any{"type": "number"},
			"i": map[string]any{"type": "integer"},
			"b": map[string]any{"type": "boolean"},
			"z": map[string]any{"type": "null"},
			"a": map[string]any{"type": "array"},
			"o": map[string]any{"type": "object"},
		},
		"required":             []any{"s", "i"},
		"additionalProperties": false,
	}
	mixedSchema = map[string]any{
		"$schema": "https://json-schema.org/draft/2020-12/schema",
		"type":    "object",
		"properties": map[string]any{
			"sn":    map[string]any{"type": []any{"string", "null"}},
			"ib":    map[string]any{"type": []any{"integer", "boolean"}},
			"any":   map[string]any{},
			"yes":   true,
			"no":    false,
			"url":   map[string]any{"type": "string", "format": "uri"},
			"empty": map[string]any{"type": []any{}},
		},
		"additionalProperties": map[string]any{"type": "integer"},
	}
	openSchema = map[string]any{
		"type":       "object",
		"properties": map[string]any{"q": map[string]any{"type": "string"}},
	}
	fallbackSchema = map[string]any{
		"type": "object",
		"properties": map[string]any{
			"query": map[string]any{"type": "string", "minLength": 1},
			"limit": map[string]any{"type": "integer", "minimum": 1, "maximum": 100},
		},
		"required":             []any{"query"},
		"additionalProperties": false,
	}
)

func testSchema(t testing.TB, v any) *argSchema {
	t.Helper()
	s, err := newArgSchema(v)
	if err != nil {
		t.Fatalf("newArgSchema: %v", err)
	}
	return s
}

func TestFastSchemaCompiles(t *testing.T) {
	obj := func(kv ...any) map[string]any {
		m := map[string]any{"type": "object"}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1]
		}
		return m
	}
	props := func(name string, schema any) map[string]any { return map[string]any{name: schema} }
	str := map[string]any{"type": "string"}
	cases := []struct {
		name   string
		schema any
		fast   bool
	}{
		{"file", fileSchema, true},
		{"shell", shellSchema, true},
		{"no parameters", noParameters, true},
		{"http derived", derivedSchema([]string{"city", "units"}), true},
		{"all types", allTypesSchema, true},
		{"type lists, true, false, format", mixedSchema, true},
		{"open", openSchema, true},
		{"bare object", obj(), true},
		{"draft-07", obj("$schema", "http://json-schema.org/draft-07/schema#", "properties", props("a", str)), true},
		{"comment and flags", obj("$comment", "c", "properties", props("a", map[string]any{"type": "string", "deprecated": true, "readOnly": true, "writeOnly": true, "$comment": "c"})), true},
		{"additionalProperties true", obj("additionalProperties", true), true},
		{"additionalProperties typed", obj("additionalProperties", str), true},

		{"enum", obj("properties", props("a", map[string]any{"type": "string", "enum": []any{"x"}})), false},
		{"const", obj("properties", props("a", map[string]any{"const": 1})), false},
		{"pattern", obj("properties", props("a", map[string]any{"type": "string", "pattern": "^x"})), false},
		{"minLength", obj("properties", props("a", map[string]any{"type": "string", "minLength": 1})), false},
		{"minimum", obj("properties", props("a", map[string]any{"type": "integer", "minimum": 1})), false},
		{"items", obj("properties", props("a", map[string]any{"type": "array", "items": str})), false},
		{"nested properties", obj("properties", props("a", obj("properties", props("b", str)))), false},
		{"ref", obj("$defs", map[string]any{"s": str}, "properties", props("a", map[string]any{"$ref": "#/$defs/s"})), false},
		{"oneOf", obj("properties", props("a", map[string]any{"oneOf": []any{str, map[string]any{"type": "integer"}}})), false},
		{"anyOf at root", obj("anyOf", []any{obj()}), false},
		{"not other than false", obj("properties", props("a", map[string]any{"not": str})), false},
		{"additionalProperties with keywords", obj("additionalProperties", map[string]any{"type": "string", "minLength": 2}), false},
		{"patternProperties", obj("patternProperties", map[string]any{"^x": str}), false},
		{"minProperties", obj("minProperties", 1), false},
		{"propertyNames", obj("propertyNames", map[string]any{"maxLength": 3}), false},
		{"dependentRequired", obj("dependentRequired", map[string]any{"a": []any{"b"}}), false},
		{"unknown keyword", obj("x-vendor", true), false},
		{"unknown keyword in property", obj("properties", props("a", map[string]any{"type": "string", "x-vendor": 1})), false},
		{"$id", obj("$id", "https://example.com/s", "properties", props("a", str)), false},
		{"$schema draft-04", obj("$schema", "http://json-schema.org/draft-04/schema#"), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := testSchema(t, c.schema)
			if got := s.fast != nil; got != c.fast {
				t.Fatalf("fast path = %v, want %v (schema %s)", got, c.fast, s.raw)
			}
		})
	}
}

// TestFastSchemaVerdicts checks accept and reject for each keyword and
// type, against the expected verdict, against jsonschema-go on the fast
// path's own verdict, and against the reference parse.
func TestFastSchemaVerdicts(t *testing.T) {
	cases := []struct {
		name   string
		schema any
		args   string
		ok     bool
	}{
		{"file ok", fileSchema, `{"path":"small.txt"}`, true},
		{"file spaced", fileSchema, " \n{ \"path\" :\t\"a b\" }\n", true},
		{"file missing path", fileSchema, `{}`, false},
		{"file empty means {}", fileSchema, ``, false},
		{"file extra property", fileSchema, `{"path":"a","mode":"r"}`, false},
		{"file path number", fileSchema, `{"path":1}`, false},
		{"file path null", fileSchema, `{"path":null}`, false},
		{"file escaped name", fileSchema, `{"\u0070ath":"a"}`, true},
		{"file name case differs", fileSchema, `{"Path":"a"}`, false},
		{"duplicate: last valid", fileSchema, `{"path":1,"path":"a"}`, true},
		{"duplicate: last invalid", fileSchema, `{"path":"a","path":1}`, false},

		{"string", allTypesSchema, `{"s":"x","i":1}`, true},
		{"string given number", allTypesSchema, `{"s":1,"i":1}`, false},
		{"string with escapes and UTF-8", allTypesSchema, `{"s":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 é","i":1}`, true},
		{"string invalid UTF-8", allTypesSchema, "{\"s\":\"\xff\xfe\",\"i\":1}", true},
		{"string lone surrogate", allTypesSchema, `{"s":"\ud800","i":1}`, true},
		{"integer 1.0", allTypesSchema, `{"s":"","i":1.0}`, true},
		{"integer 1e2", allTypesSchema, `{"s":"","i":1e2}`, true},
		{"integer -0", allTypesSchema, `{"s":"","i":-0}`, true},
		{"integer huge", allTypesSchema, `{"s":"","i":12345678901234567890123}`, true},
		{"integer 1e308", allTypesSchema, `{"s":"","i":1e308}`, true},
		{"integer 1.5", allTypesSchema, `{"s":"","i":1.5}`, false},
		{"integer 1e-1", allTypesSchema, `{"s":"","i":1e-1}`, false},
		{"integer 1e-400 underflows to 0", allTypesSchema, `{"s":"","i":1e-400}`, true},
		{"integer 1e400 overflows", allTypesSchema, `{"s":"","i":1e400}`, false},
		{"integer given string", allTypesSchema, `{"s":"","i":"1"}`, false},
		{"overflow in unchecked nested value", allTypesSchema, `{"s":"","i":1,"a":[1,{"x":-1E+999}]}`, false},
		{"overflow without exponent", allTypesSchema, `{"s":"","i":1,"n":1` + strings.Repeat("0", 309) + `}`, false},
		{"308 digits", allTypesSchema, `{"s":"","i":1,"n":1` + strings.Repeat("0", 307) + `}`, true},
		{"number int", allTypesSchema, `{"s":"","i":1,"n":3}`, true},
		{"number fraction", allTypesSchema, `{"s":"","i":1,"n":-3.25e-2}`, true},
		{"number given bool", allTypesSchema, `{"s":"","i":1,"n":true}`, false},
		{"boolean", allTypesSchema, `{"s":"","i":1,"b":false}`, true},
		{"boolean given 0", allTypesSchema, `{"s":"","i":1,"b":0}`, false},
		{"null", allTypesSchema, `{"s":"","i":1,"z":null}`, true},
		{"null given {}", allTypesSchema, `{"s":"","i":1,"z":{}}`, false},
		{"array", allTypesSchema, `{"s":"","i":1,"a":[1,"]",[{}]]}`, true},
		{"array given object", allTypesSchema, `{"s":"","i":1,"a":{"0":1}}`, false},
		{"object", allTypesSchema, `{"s":"","i":1,"o":{"k":[1,2],"}":"{"}}`, true},
		{"object given array", allTypesSchema, `{"s":"","i":1,"o":[]}`, false},
		{"required missing", allTypesSchema, `{"s":""}`, false},
		{"additional false", allTypesSchema, `{"s":"","i":1,"x":1}`, false},

		{"type list string", mixedSchema, `{"sn":"x"}`, true},
		{"type list null", mixedSchema, `{"sn":null}`, true},
		{"type list rejects", mixedSchema, `{"sn":1}`, false},
		{"type list integer", mixedSchema, `{"ib":2.0}`, true},
		{"type list integer fraction", mixedSchema, `{"ib":2.5}`, false},
		{"empty schema admits any", mixedSchema, `{"any":[null]}`, true},
		{"true admits any", mixedSchema, `{"yes":{}}`, true},
		{"false admits none", mixedSchema, `{"no":null}`, false},
		{"empty type list admits none", mixedSchema, `{"empty":"x"}`, false},
		{"format not checked", mixedSchema, `{"url":"not a url"}`, true},
		{"additional typed ok", mixedSchema, `{"extra":7}`, true},
		{"additional typed rejects", mixedSchema, `{"extra":"7"}`, false},

		{"open accepts extras", openSchema, `{"q":"x","other":[1]}`, true},
		{"open checks known", openSchema, `{"q":[]}`, false},
		{"no parameters {}", noParameters, `{}`, true},
		{"no parameters rejects any", noParameters, `{"a":1}`, false},

		{"fallback ok", fallbackSchema, `{"query":"x","limit":10}`, true},
		{"fallback minLength", fallbackSchema, `{"query":""}`, false},
		{"fallback maximum", fallbackSchema, `{"query":"x","limit":1000}`, false},

		{"invalid JSON", fileSchema, `{"path":`, false},
		{"trailing garbage", fileSchema, `{"path":"a"} x`, false},
		{"two values", fileSchema, `{"path":"a"}{}`, false},
		{"control byte in string", fileSchema, "{\"path\":\"a\x01\"}", false},
		{"array", fileSchema, `["path"]`, false},
		{"null", fileSchema, `null`, false},
		{"string", fileSchema, `"{}"`, false},
		{"number", fileSchema, `1`, false},
		{"unicode space trimmed", fileSchema, "\u00a0{\"path\":\"a\"}\u2003", true},
		{"deep nesting", openSchema, `{"x":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := testSchema(t, c.schema)
			_, err := s.parse(c.args)
			if got := err == nil; got != c.ok {
				t.Fatalf("parse(%q) ok = %v (%v), want %v", c.args, got, err, c.ok)
			}
			checkAgainstReference(t, s, c.args)
			checkFastVerdict(t, s, c.args)
		})
	}
}

func TestArgumentsValues(t *testing.T) {
	s := testSchema(t, openSchema)
	cases := []struct {
		name     string
		args     string
		prop     string
		str      string
		text     string
		hasField bool
	}{
		{"plain string", `{"q":"a b"}`, "q", "a b", "a b", true},
		{"escaped string", `{"q":"a\"b\\\u00e9\n"}`, "q", "a\"b\\é\n", "a\"b\\é\n", true},
		{"invalid UTF-8 replaced", "{\"q\":\"\xffa\"}", "q", "\uFFFDa", "\uFFFDa", true},
		{"big number keeps digits", `{"q":"x","n":12345678901234567890}`, "n", "", "12345678901234567890", true},
		{"object compacted", `{"q":"x","o": { "a" : [1, 2] }}`, "o", "", `{"a":[1,2]}`, true},
		{"duplicate: last wins", `{"q":"first","q":"last"}`, "q", "last", "last", true},
		{"escaped name", `{"\u0071":"x"}`, "q", "x", "x", true},
		{"absent", `{"q":"x"}`, "missing", "", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, err := s.parse(c.args)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if got := a.str(c.prop); got != c.str {
				t.Errorf("str(%q) = %q, want %q", c.prop, got, c.str)
			}
			text, ok := a.text(c.prop)
			if text != c.text || ok != c.hasField {
				t.Errorf("text(%q) = %q, %v; want %q, %v", c.prop, text, ok, c.text, c.hasField)
			}
			checkAgainstReference(t, s, c.args)
		})
	}
}

// TestSchemaWithoutValidator covers an MCP tool whose schema jsonschema-go
// cannot compile: any JSON object passes.
func TestSchemaWithoutValidator(t *testing.T) {
	s := &argSchema{raw: json.RawMessage(`{"type":"object"}`)}
	cases := []struct {
		name string
		args string
		ok   bool
	}{
		{"object", `{"a":[1,{"b":null}]}`, true},
		{"empty", ``, true},
		{"array", `[]`, false},
		{"invalid", `{`, false},
		{"overflow", `{"a":1e999}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := s.parse(c.args); (err == nil) != c.ok {
				t.Fatalf("parse(%q) = %v, want ok %v", c.args, err, c.ok)
			}
			checkAgainstReference(t, s, c.args)
		})
	}
}

// checkAgainstReference compares parse with referenceParse: the same
// verdict and error text, and on success the same raw text, property names,
// JSON texts, string values and substitution texts.
func checkAgainstReference(t *testing.T, s *argSchema, text string) {
	t.Helper()
	got, gotErr := s.parse(text)
	want, wantErr := referenceParse(s, text)
	if !bytes.Equal(got.raw, want.raw) {
		t.Fatalf("raw = %q, want %q", got.raw, want.raw)
	}
	if (gotErr == nil) != (wantErr == nil) {
		t.Fatalf("parse(%q) error = %v, reference %v", text, gotErr, wantErr)
	}
	if gotErr != nil {
		checkSameError(t, s, text, gotErr, wantErr)
		return
	}
	names := make(map[string]bool)
	for _, m := range got.members {
		names[m.name] = true
	}
	if !maps.Equal(names, boolSet(maps.Keys(want.fields))) {
		t.Fatalf("names = %v, want %v", slices.Sorted(maps.Keys(names)), slices.Sorted(maps.Keys(want.fields)))
	}
	for name, field := range want.fields {
		if v, _ := got.lookup(name); v != string(field) {
			t.Errorf("field %q = %q, want %q", name, v, field)
		}
		wantStr, _ := want.values[name].(string)
		if s := got.str(name); s != wantStr {
			t.Errorf("str(%q) = %q, want %q", name, s, wantStr)
		}
		gotText, gotOK := got.text(name)
		wantText, wantOK := want.text(name)
		if gotText != wantText || gotOK != wantOK {
			t.Errorf("text(%q) = %q, %v; want %q, %v", name, gotText, gotOK, wantText, wantOK)
		}
	}
}

func boolSet(keys func(func(string) bool)) map[string]bool {
	set := make(map[string]bool)
	for k := range keys {
		set[k] = true
	}
	return set
}

// checkSameError compares error texts. jsonschema-go walks properties in
// map order, so with several violations the reference's wording varies
// from run to run; a mismatch is retried before it counts.
func checkSameError(t *testing.T, s *argSchema, text string, got, want error) {
	t.Helper()
	var gotTE, wantTE *toolError
	if !errors.As(got, &gotTE) || !errors.As(want, &wantTE) {
		t.Fatalf("errors are not toolErrors: %v, %v", got, want)
	}
	for range 200 {
		if *gotTE == *wantTE {
			return
		}
		_, want = referenceParse(s, text)
		if !errors.As(want, &wantTE) {
			t.Fatalf("reference error is not a toolError: %v", want)
		}
	}
	t.Fatalf("parse(%q) error = %q, reference %q", text, got, want)
}

// checkFastVerdict checks, for an object encoding/json decodes, that the
// fast validator (if the schema has one) agrees with jsonschema-go. With
// duplicate names it checks every value where jsonschema-go sees the last
// one, so there it may only be stricter.
func checkFastVerdict(t *testing.T, s *argSchema, text string) {
	t.Helper()
	text = strings.TrimSpace(text)
	if text == "" {
		text = "{}"
	}
	var obj map[string]any
	decodeErr := json.Unmarshal([]byte(text), &obj)
	members, split := objectMembers(text)
	if json.Valid([]byte(text)) {
		if objectDecodes := decodeErr == nil && obj != nil; split != objectDecodes {
			t.Fatalf("objectMembers(%q) ok = %v, encoding/json decodes an object: %v", text, split, objectDecodes)
		}
	}
	if s.fast == nil || decodeErr != nil || obj == nil {
		return
	}
	fast := s.fast.accepts(members)
	full := s.resolved.Validate(obj) == nil
	if len(members) == len(obj) {
		if fast != full {
			t.Fatalf("fast verdict %v, jsonschema-go %v, for %q", fast, full, text)
		}
	} else if fast && !full {
		t.Fatalf("fast accepts what jsonschema-go refuses (duplicates): %q", text)
	}
}

// FuzzArgSchemaFast feeds any argument text to parse under a handful of
// schemas (fast, fallback and none) and checks it against the reference
// implementation and the fast verdict against jsonschema-go.
func FuzzArgSchemaFast(f *testing.F) {
	schemas := []*argSchema{
		testSchema(f, fileSchema),
		testSchema(f, allTypesSchema),
		testSchema(f, mixedSchema),
		testSchema(f, openSchema),
		testSchema(f, noParameters),
		testSchema(f, fallbackSchema),
		{raw: json.RawMessage(`{"type":"object"}`)},
	}
	seeds := []string{
		``, `{}`, `{"path":"small.txt"}`, `{"path":1,"path":"a"}`, `{"\u0070ath":"a"}`,
		`{"s":"x","i":1.0,"n":1e-400,"b":true,"z":null,"a":[1,[2]],"o":{"k":"}"}}`,
		`{"s":"","i":1e400}`, `{"sn":null,"ib":2.0,"any":[],"no":1,"extra":3}`,
		`{"q":"\ud800","other":-0.5E+3}`, `{"query":"x","limit":10}`, "{\"s\":\"\xff\"}",
		`[1]`, `null`, `{"a":`, ` { "a" : 1 , "b" : [ ] } `, "\u00a0{}", `{"a":1}{"b":2}`,
		`{"s":"\u00e9","i":-1.0e+0}`, `{"a\"b":1,"":0}`, `{"s":"","i":1,"x":1,"y":2,"z":"3"}`,
	}
	for i := range schemas {
		for _, s := range seeds {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		s := schemas[int(which)%len(schemas)]
		checkAgainstReference(t, s, text)
		checkFastVerdict(t, s, text)
	})
}
