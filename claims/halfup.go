package claims

import (
	"math"
	"strconv"
)

// halfUp writes f rounded to d decimals the way people round a half:
// away from zero ("151002.50" is "$151,003", "977150.5" is "977,151"),
// where strconv rounds a half to even ("151002"). A figure a result
// holds with a half in its last place so matches both roundings.
func halfUp(f float64, d int) string {
	p := math.Pow(10, float64(d))
	return strconv.FormatFloat(math.Floor(math.Abs(f)*p+0.5)/p*math.Copysign(1, f), 'f', d, 64)
}
