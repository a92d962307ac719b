//go:build !race

package claims

const raceBuild = false
