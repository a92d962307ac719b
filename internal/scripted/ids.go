package scripted

import (
	"hash/fnv"
	"math/rand/v2"
)

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// randomString returns n characters of base62 from rng.
func randomString(rng *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = base62[rng.IntN(len(base62))]
	}
	return string(b)
}

// newRNG seeds a generator from the request body and a sequence number, so
// a given request to a given Server yields the same ids and padding each run
// while different requests differ. Ids here only have to look real.
func newRNG(body []byte, seq uint64) *rand.Rand {
	h := fnv.New64a()
	h.Write(body)
	return rand.New(rand.NewPCG(h.Sum64(), seq))
}

// obfuscation pads a delta so that its visible payload plus the padding has
// a steady length, which is what OpenAI's "obfuscation" field is for (a
// side-channel guard against inferring token lengths from packet sizes). The
// target sizes were read off the recorded gpt-4.1 stream: text deltas pad to
// 15 escaped characters, argument fragments to 5.
func obfuscation(rng *rand.Rand, payloadLen, target int) string {
	return randomString(rng, max(0, target-payloadLen))
}
