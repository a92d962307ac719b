package main

import (
	"slices"
	"time"
)

// percentile is the p-th percentile (0..100) of d, nearest rank; 0 when
// d is empty. It sorts d.
func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	slices.Sort(d)
	i := int(p/100*float64(len(d))+0.5) - 1
	return d[min(max(i, 0), len(d)-1)]
}

// median is the middle value of xs (the mean of the two middle ones for
// an even count); 0 when empty. It sorts a copy.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// series is every round one target ran in one pass.
type series []round

// pooled merges the rounds' samples.
func (s series) pooled() round {
	var out round
	for _, r := range s {
		out.requests += r.requests
		out.errors += r.errors
		if out.firstErr == nil {
			out.firstErr = r.firstErr
		}
		out.elapsed += r.elapsed
		out.latency = append(out.latency, r.latency...)
		out.ttfc = append(out.ttfc, r.ttfc...)
	}
	return out
}

// perRound maps f over the rounds of s and ref pairwise (same round, so
// the same machine conditions) and returns the median: the drift-robust
// way to compare two targets.
func perRound(s, ref series, f func(r, ref round) float64) float64 {
	var xs []float64
	for i := range min(len(s), len(ref)) {
		xs = append(xs, f(s[i], ref[i]))
	}
	return median(xs)
}

func p50(r round) time.Duration      { return percentile(slices.Clone(r.latency), 50) }
func ttfc50(r round) time.Duration   { return percentile(slices.Clone(r.ttfc), 50) }
func micros(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
