package audit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
)

// ErrNotJSON is CheckMembers' error for input that is not one valid UTF-8
// JSON text within jsonlimit.MaxDepth.
var ErrNotJSON = errors.New("not valid JSON")

// MemberError is an object holding two members that readers disagree on:
// gjson keeps the first of two equal names, jq, Python's json and
// encoding/json the last, and encoding/json also matches names
// case-blind with Unicode's simple folding ("Tool", "\u0074ool", "ſ" for
// "s", "K" for "k"). An offline check that reads one copy while the
// file's reader sees the other vouches for what nobody reads.
type MemberError struct {
	Key   string // the later member's name, decoded
	Other string // the earlier name it repeats or folds to
	Path  string // the object holding both: "" for the top level, "zc_receipts.calls[0]"
}

func (e *MemberError) Error() string {
	where := e.Path
	if where == "" {
		where = "the top-level object"
	}
	if e.Key == e.Other {
		return fmt.Sprintf("member %q repeated in %s", e.Key, where)
	}
	return fmt.Sprintf("member %q is %q in another case, in %s", e.Key, e.Other, where)
}

// CheckMembers refuses data unless it is valid UTF-8 JSON (invalid bytes
// in a name decode to U+FFFD for some readers and not others) in which no
// object, at any depth, holds two members whose names are equal or fold
// to each other once decoded. It returns ErrNotJSON or a *MemberError.
func CheckMembers(data []byte) error {
	if !utf8.Valid(data) || !jsonlimit.Within(data, jsonlimit.MaxDepth) {
		return ErrNotJSON
	}
	d, found, valid := jsondup.Validate(data)
	if !valid {
		return ErrNotJSON
	}
	if found {
		return &MemberError{Key: d.Key, Other: d.Key, Path: parentPath(d.Path)}
	}
	return foldWalk(gjson.ParseBytes(data), "")
}

// parentPath is the object holding the member at path (jsondup's form:
// "a.b", "a[2].b", `a["x.y"]`).
func parentPath(path string) string {
	if strings.HasSuffix(path, `"]`) {
		if i := strings.LastIndex(path, `["`); i >= 0 {
			return path[:i]
		}
	}
	if i := strings.LastIndexAny(path, ".]"); i >= 0 {
		if path[i] == ']' {
			return path[:i+1]
		}
		return path[:i]
	}
	return ""
}

// foldWalk looks for two names of one object that fold to each other,
// everywhere under r (whose nesting jsonlimit has bounded).
func foldWalk(r gjson.Result, path string) error {
	var err error
	switch {
	case r.IsObject():
		var seen map[string]string // folded name -> name
		r.ForEach(func(k, v gjson.Result) bool {
			name := decodeName(k)
			f := foldName(name)
			if seen == nil {
				seen = make(map[string]string)
			}
			if other, ok := seen[f]; ok {
				err = &MemberError{Key: name, Other: other, Path: path}
				return false
			}
			seen[f] = name
			err = foldWalk(v, memberPath(path, name))
			return err == nil
		})
	case r.IsArray():
		i := 0
		r.ForEach(func(_, v gjson.Result) bool {
			err = foldWalk(v, path+"["+strconv.Itoa(i)+"]")
			i++
			return err == nil
		})
	}
	return err
}

// decodeName is a member's name as encoding/json decodes it (a lone
// surrogate escape becomes U+FFFD).
func decodeName(k gjson.Result) string {
	if !strings.Contains(k.Raw, `\`) {
		return k.Str
	}
	var s string
	if json.Unmarshal([]byte(k.Raw), &s) != nil {
		return k.Str // cannot happen in valid JSON
	}
	return s
}

// foldName maps every rune to the smallest of its simple case folding
// orbit, as encoding/json does to match names: two names fold equal
// exactly when strings.EqualFold says so.
func foldName(s string) string {
	var b bytes.Buffer
	for _, r := range s {
		for {
			r2 := unicode.SimpleFold(r)
			if r2 <= r {
				r = r2
				break
			}
			r = r2
		}
		b.WriteRune(r)
	}
	return b.String()
}

func memberPath(path, name string) string {
	if name != "" && !strings.ContainsAny(name, `."[]\ `) {
		if path == "" {
			return name
		}
		return path + "." + name
	}
	return path + "[" + strconv.Quote(name) + "]"
}
