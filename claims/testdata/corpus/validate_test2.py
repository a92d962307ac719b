#!/usr/bin/env python3
"""Build and validate the test2 split material in memory (no detector, no
output file): imports split_test2_*.py, builds every case with ids from 10001,
runs corpuslib.validate and prints counts by family, label and language."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from corpuslib import FAMILIES, LANGS, REGISTRY, build, validate  # noqa: E402

MODULES = ("split_test2_en", "split_test2_es")


def main():
    for m in MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            __import__(m)
    recs = []
    for i, c in enumerate(REGISTRY["test2"]):
        r = build(10001 + i, c, "test2")
        validate(r)
        validate(json.loads(json.dumps(r, ensure_ascii=False)))
        recs.append(r)
    fam = collections.OrderedDict((f, collections.Counter()) for f in FAMILIES)
    for r in recs:
        fam[r["family"]][(r["lang"], r["label"])] += 1
    langs = [l for l in LANGS if any(r["lang"] == l for r in recs)]
    print("%-22s %s" % ("family", " ".join("%6s fl/cl" % l for l in langs)))
    for f, c in fam.items():
        print("%-22s %s" % (f, " ".join("%6d/%-5d" % (c[(l, "flag")], c[(l, "clean")]) for l in langs)))
    for l in langs:
        c = collections.Counter(r["label"] for r in recs if r["lang"] == l)
        print("%s: %d cases, flag %d, clean %d" % (l, c["flag"] + c["clean"], c["flag"], c["clean"]))
    c = collections.Counter(r["label"] for r in recs)
    print("all: %d cases, flag %d, clean %d" % (len(recs), c["flag"], c["clean"]))


if __name__ == "__main__":
    main()
