package loop

import (
	"bytes"
	"math"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
)

// addUsage folds one upstream call's usage object into the loop's sum. The
// sum is wire-neutral: numbers add at any depth, whatever the wire calls
// them (prompt_tokens or input_tokens).
func (r *Run) addUsage(raw []byte) {
	if len(raw) == 0 || len(raw) > maxUsageBytes || !jsonlimit.Within(raw, jsonlimit.MaxDepth) || !gjson.ValidBytes(raw) {
		return
	}
	if u := gjson.ParseBytes(raw); !u.IsObject() {
		return
	}
	if r.Usage == nil {
		r.Usage = bytes.Clone(raw)
		return
	}
	r.Usage = SumUsage(r.Usage, raw)
}

// maxUsageBytes bounds an upstream's usage object the loop sums: a
// provider's is a few hundred bytes; a larger one is not summed (nor
// sent on), so a hostile upstream cannot grow the sum it merges round
// after round (TestAttack13UsageSumQuadratic).
const maxUsageBytes = 64 << 10

// SumUsage adds two usage objects field by field: numbers are summed at any
// depth (prompt_tokens_details.cached_tokens too), objects merged, and any
// other value taken from b when b has it (a and b are valid JSON objects).
// Key order follows a, then keys only b has.
func SumUsage(a, b []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(a) + 16)
	mergeUsage(&buf, gjson.ParseBytes(a), gjson.ParseBytes(b))
	return buf.Bytes()
}

func mergeUsage(buf *bytes.Buffer, a, b gjson.Result) {
	switch {
	case a.IsObject() && b.IsObject():
		buf.WriteByte('{')
		n := 0
		// b's members by name, the first of each as Get finds it: one
		// look-up per member of a, not a scan of b each (members × bytes)
		inB := make(map[string]gjson.Result)
		b.ForEach(func(k, bv gjson.Result) bool {
			if _, ok := inB[k.Str]; !ok {
				inB[k.Str] = bv
			}
			return true
		})
		seen := make(map[string]bool)
		a.ForEach(func(k, av gjson.Result) bool {
			seen[k.Str] = true
			if n > 0 {
				buf.WriteByte(',')
			}
			n++
			buf.WriteString(k.Raw)
			buf.WriteByte(':')
			mergeUsage(buf, av, inB[k.Str])
			return true
		})
		b.ForEach(func(k, bv gjson.Result) bool {
			if seen[k.Str] {
				return true
			}
			if n > 0 {
				buf.WriteByte(',')
			}
			n++
			buf.WriteString(k.Raw)
			buf.WriteByte(':')
			buf.WriteString(bv.Raw)
			return true
		})
		buf.WriteByte('}')
	case a.Type == gjson.Number && b.Type == gjson.Number:
		buf.WriteString(addNumbers(a, b))
	case b.Exists() && b.Type != gjson.Null:
		buf.WriteString(b.Raw)
	default:
		buf.WriteString(a.Raw)
	}
}

// addNumbers sums two JSON numbers, exactly when both are integers. An
// integer sum past the int64 range stays at its end (SaturatingAdd): a
// wrapped sum told the client a negative count for the largest one there
// is (TestAttack22UsageSumWraps).
func addNumbers(a, b gjson.Result) string {
	if isInteger(a.Raw) && isInteger(b.Raw) {
		x, errA := strconv.ParseInt(a.Raw, 10, 64)
		y, errB := strconv.ParseInt(b.Raw, 10, 64)
		if errA == nil && errB == nil {
			return strconv.FormatInt(SaturatingAdd(x, y), 10)
		}
	}
	return strconv.FormatFloat(a.Num+b.Num, 'f', -1, 64)
}

// SaturatingAdd is x+y, held at math.MaxInt64 or math.MinInt64 where
// the sum would wrap.
func SaturatingAdd(x, y int64) int64 {
	s := x + y
	switch {
	case x > 0 && y > 0 && s < 0:
		return math.MaxInt64
	case x < 0 && y < 0 && s >= 0:
		return math.MinInt64
	}
	return s
}

func isInteger(raw string) bool { return !strings.ContainsAny(raw, ".eE") }
