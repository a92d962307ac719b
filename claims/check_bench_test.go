package claims

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// BenchmarkCheckAfterCalls runs the whole check (claims after this
// turn's calls, anchors, figures, backing) on inputs made of one unit
// repeated, at n and 4n bytes: linear time shows as a 4× ratio.
func BenchmarkCheckAfterCalls(b *testing.B) {
	units := []string{
		"In Campinas it's 24 °C on `develop` in prod, in October, on Friday. ",
		"I deleted both `a.gz` and sent it to Marco in Grafana (`tail -n 5`). ",
		"| EU | 19 | Springfield, IL | Frankfurt (Oder) | ",
		"Lima: 20 °C, ",
	}
	calls := [][3]string{{"weather_now", `{"city":"Lima"}`, "error: timeout"}, {"weather_now", `{"city":"Sao Paulo"}`, "São Paulo: 24 °C, 2026-12-10"}}
	for i, unit := range units {
		for _, size := range []int{20000, 80000} {
			text := strings.Repeat(unit, size/len(unit))
			body := gjson.Parse(convWith(weatherTool, "Weather?", text, calls...))
			b.Run(fmt.Sprintf("unit%d/%dKB", i, size/1000), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				loopCPU(b, func() { CheckRequest(body, nil, nil) })
			})
		}
	}
}
