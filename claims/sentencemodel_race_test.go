//go:build race

package claims

// raceBuild: the race detector drops sync.Pool items at random, so
// allocation counts do not hold.
const raceBuild = true
