package claims

import (
	"math"
	"strconv"
	"strings"
)

// halfUp writes f rounded to d decimals the way people round a half:
// away from zero ("151002.50" is "$151,003", "977150.5" is "977,151"),
// where strconv rounds a half to even ("151002"). A figure a result
// holds with a half in its last place so matches both roundings.
func halfUp(f float64, d int) string {
	p := math.Pow(10, float64(d))
	return strconv.FormatFloat(math.Floor(math.Abs(f)*p+0.5)/p*math.Copysign(1, f), 'f', d, 64)
}

// endsInHalf: the reading r has decimals whose last non-zero digit is a
// 5 ("151002.50", "0.125"): only such a figure rounds differently half up
// and half to even (the rest skip the extra forms).
func endsInHalf(r string) bool {
	i := strings.IndexByte(r, '.')
	if i < 0 {
		return false
	}
	t := strings.TrimRight(r[i+1:], "0")
	return t != "" && t[len(t)-1] == '5'
}
