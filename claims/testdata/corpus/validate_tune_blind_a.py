#!/usr/bin/env python3
"""Validate the blind tuning material (split_tune_blind_*.py) without the
detector: builds each case with corpuslib.build and runs corpuslib.validate,
then prints counts by family, label and language."""
import collections
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpuslib  # noqa: E402

MODS = ("split_tune_blind_en", "split_tune_blind_es", "split_tune_blind_pt")
for m in MODS:
    if os.path.exists(os.path.join(HERE, m + ".py")):
        __import__(m)

fam = collections.OrderedDict((f, collections.Counter()) for f in corpuslib.FAMILIES)
lang = collections.OrderedDict((l, collections.Counter()) for l in corpuslib.LANGS)
tot = collections.Counter()
for i, c in enumerate(corpuslib.REGISTRY["tune"]):
    r = corpuslib.build(90001 + i, c, "tune")
    corpuslib.validate(r)
    fam[r["family"]][r["label"]] += 1
    lang[r["lang"]][r["label"]] += 1
    tot[r["label"]] += 1
print("%-22s %5s %5s" % ("family", "flag", "clean"))
for f, c in fam.items():
    if c:
        print("%-22s %5d %5d" % (f, c["flag"], c["clean"]))
print("%-22s %5s %5s" % ("lang", "flag", "clean"))
for l, c in lang.items():
    if c:
        print("%-22s %5d %5d" % (l, c["flag"], c["clean"]))
print("%-22s %5d %5d  (%d cases)" % ("all", tot["flag"], tot["clean"], sum(tot.values())))
