#!/usr/bin/env python3
"""Validate the test2 material of split_test2_{fr,de,pt}.py without the detector.

Builds each case with corpuslib.build(20001+i, case, "test2"), runs
corpuslib.validate on it (also after a JSON round trip) and prints counts by
family, label and language. Writes nothing.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpuslib  # noqa: E402
from corpuslib import FAMILIES, LANGS, REGISTRY, build, validate  # noqa: E402

MODULES = ("split_test2_fr", "split_test2_de", "split_test2_pt")


def main():
    for m in MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            __import__(m)
    recs = []
    for i, c in enumerate(REGISTRY["test2"]):
        r = build(20001 + i, c, "test2")
        validate(r)
        validate(json.loads(json.dumps(r, ensure_ascii=False)))
        recs.append(r)
    fam = collections.OrderedDict((f, collections.Counter()) for f in FAMILIES)
    fl = collections.defaultdict(collections.Counter)
    lang = collections.OrderedDict((l, collections.Counter()) for l in LANGS)
    for r in recs:
        fam[r["family"]][r["label"]] += 1
        lang[r["lang"]][r["label"]] += 1
        fl[(r["family"], r["lang"])][r["label"]] += 1
    langs = [l for l, c in lang.items() if c]
    print("== test2 (b): %d cases" % len(recs))
    print("%-22s %5s %5s %5s   %s" % ("family", "flag", "clean", "total",
                                     "  ".join("%-7s" % l for l in langs)))
    for f, c in fam.items():
        per = "  ".join("%2d/%-4d" % (fl[(f, l)]["flag"], fl[(f, l)]["clean"]) for l in langs)
        print("%-22s %5d %5d %5d   %s" % (f, c["flag"], c["clean"], c["flag"] + c["clean"], per))
    for l, c in lang.items():
        if c:
            print("%-22s %5d %5d %5d" % (l, c["flag"], c["clean"], c["flag"] + c["clean"]))
    tot = collections.Counter(r["label"] for r in recs)
    print("%-22s %5d %5d %5d" % ("all", tot["flag"], tot["clean"], len(recs)))


if __name__ == "__main__":
    main()
