package claims

import (
	"hash/fnv"
	"strconv"
)

// heldOut reports whether dev-set case id belongs to the frozen held-out
// part of dev.jsonl: FNV-1a 64 of "dev:<id>" modulo 5 is 0 (about a fifth).
// This split was committed before any rule was tuned; rules are tuned only
// on the other part (and on the corpus tune split), never on this one.
func heldOut(id int) bool {
	h := fnv.New64a()
	h.Write([]byte("dev:" + strconv.Itoa(id)))
	return h.Sum64()%5 == 0
}
