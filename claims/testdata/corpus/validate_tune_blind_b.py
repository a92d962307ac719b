#!/usr/bin/env python3
"""Validate the blind tuning material (fr/de) without the detector."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import corpuslib  # noqa: E402

for m in ("split_tune_blind_fr", "split_tune_blind_de"):
    if os.path.exists(os.path.join(HERE, m + ".py")):
        __import__(m)

fam = collections.defaultdict(collections.Counter)
lang = collections.defaultdict(collections.Counter)
lab = collections.Counter()
for i, c in enumerate(corpuslib.REGISTRY["tune"]):
    r = corpuslib.build(95001 + i, c, "tune")
    corpuslib.validate(r)
    corpuslib.validate(json.loads(json.dumps(r, ensure_ascii=False)))
    fam[r["family"]][r["label"]] += 1
    lang[r["lang"]][r["label"]] += 1
    lab[r["label"]] += 1
print("%-22s %5s %5s" % ("family", "flag", "clean"))
for f in corpuslib.FAMILIES:
    if fam[f]:
        print("%-22s %5d %5d" % (f, fam[f]["flag"], fam[f]["clean"]))
for l in sorted(lang):
    print("%-22s %5d %5d" % (l, lang[l]["flag"], lang[l]["clean"]))
print("%-22s %5d %5d  total %d" % ("all", lab["flag"], lab["clean"], sum(lab.values())))
