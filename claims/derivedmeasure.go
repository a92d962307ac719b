package claims

import (
	"math"
	"sort"
	"strconv"
	"strings"
)

// Derived measures. A report built on a query's figures states measures
// it computed from two of them, mostly in a table cell of its own: a mean
// ("Ticket medio 39,88 €" of 84.310,20 € over 2.114 tickets, "Ø Warenkorb
// 62,56 €", "ticket médio R$ 159,07", "panier moyen 48,20 €", "average
// order $52.24") or a margin ("262.420 €" of 1.284.300 − 1.021.880). Such a
// figure is the answer's arithmetic on one call's result, not a result a
// call must hold. Only a turn report of output reads so (a claim of an
// action still needs its own figures returned); only one step on two
// figures of the same result; a mean only at the two decimals it states
// (within a unit of the last), a difference or sum only of four digits or more: a made-up
// figure falls on such a value by chance almost never, and an attacker
// can state this way only the true arithmetic of returned data.

// maxResultFigures bounds the figures of one result read for the
// arithmetic (pairs of them are tried).
const maxResultFigures = 48

// derivedMeasure: the figure of key is a mean, difference or sum of two
// figures of one successful call's result, as above.
func derivedMeasure(key string, calls []Call) bool {
	for _, r := range strings.Split(key, "|") {
		if r == "" || strings.IndexByte(r, ':') >= 0 {
			continue // (a cents, percent or time reading)
		}
		v, err := strconv.ParseFloat(r, 64)
		if err != nil || v <= 0 {
			continue
		}
		decimals := 0
		if _, frac, ok := strings.Cut(r, "."); ok {
			decimals = len(frac)
		}
		for k := range calls {
			if st := calls[k].Status; st != Verified && st != Unverified && st != Client {
				continue
			}
			if derivedFrom(v, decimals, significantDigits(r), calls[k].resultFigures()) {
				return true
			}
		}
	}
	return false
}

// derivedFrom: v (stated with decimals decimals and sig significant
// digits) is a/b at its decimals (a mean), or a−b or a+b of four digits
// or more, for two figures a, b of nums, neither equal to v.
func derivedFrom(v float64, decimals, sig int, nums []float64) bool {
	mean := decimals == 2 // (one decimal falls on some quotient of a result's figures too often: "5.1 GB" of `free -m`)
	sum := sig >= 4
	if !mean && !sum {
		return false
	}
	// (a unit of the last decimal either way: writers round and truncate)
	unit := math.Pow10(-decimals) + 1e-9
	for i, a := range nums {
		if nearlyEqual(a, v) {
			return false // (a figure the result holds is returned, not derived)
		}
		for j, b := range nums {
			if i == j || nearlyEqual(b, v) {
				continue
			}
			if mean && b > 1 && a > b && math.Abs(a/b-v) <= unit {
				return true
			}
			if sum && (math.Abs(a-b-v) <= 1e-6*v || math.Abs(a+b-v) <= 1e-6*v) {
				return true
			}
		}
	}
	return false
}

// significantDigits counts the digits of a plain reading ("262420",
// "39.88") after its leading zeros.
func significantDigits(r string) int {
	n, lead := 0, true
	for i := 0; i < len(r); i++ {
		c := r[i]
		if !isDigit(c) || lead && c == '0' {
			continue
		}
		lead = false
		n++
	}
	return n
}

// resultFigures: the positive figures of the call's result, distinct,
// at most maxResultFigures, read once.
func (c *Call) resultFigures() []float64 {
	if c.numsRead {
		return c.nums
	}
	c.numsRead = true
	forms := valueSetOf(c.Result, false)
	keys := make([]string, 0, len(forms))
	for f := range forms {
		keys = append(keys, f)
	}
	sort.Strings(keys) // (the same figures each time when there are more than the bound)
	seen := map[float64]bool{}
	for _, f := range keys {
		s, ok := strings.CutPrefix(f, "n:")
		if !ok {
			continue
		}
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || x <= 0 || seen[x] {
			continue
		}
		seen[x] = true
		c.nums = append(c.nums, x)
		if len(c.nums) == maxResultFigures {
			break
		}
	}
	return c.nums
}
