// Command train builds the claims package's sentence model: it reads the
// corpus (claims/testdata/corpus), derives sentence labels from the
// conversations' labels and the rules' decisions, fits the logistic
// regression and writes the weights file the package embeds.
//
//	cd claims && go generate   (or: go run ./internal/train -o sentencemodel.bin)
//
// Training is deterministic: the same corpus gives the same bytes.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/zc-proxy/zc-proxy/claims"
)

func main() {
	out := flag.String("o", "sentencemodel.bin", "weights file to write")
	dir := flag.String("corpus", "testdata/corpus", "corpus directory (tune.jsonl, test.jsonl)")
	flag.Parse()
	b, err := claims.TrainSentenceModel(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s (%d bytes)\n", *out, len(b))
}
