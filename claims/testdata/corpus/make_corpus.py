#!/usr/bin/env python3
"""Build the labelled receipt-less tool-claim corpus (standard library only).

    python3 make_corpus.py             # writes test.jsonl (unless frozen) and tune.jsonl
    python3 make_corpus.py --markdown  # the same, then prints README count tables

The cases are hand-written in split_test_*.py (the frozen test split) and
split_tune_*.py (the tuning split). Output is deterministic. Every record is
validated (each tool call has exactly one answering tool message, every
called tool is offered, receipt token format, no clean case quotes a receipt
that no tool message carries), and counts by family, language and label are
printed for each split.

Once FROZEN exists, test.jsonl is never rewritten: the script regenerates it
in memory and stops with an error if it no longer matches the frozen hash.
"""
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpuslib  # noqa: E402
from corpuslib import FAMILIES, LANGS, REGISTRY, build, validate  # noqa: E402

TEST_MODULES = ("split_test_en", "split_test_es", "split_test_fr",
                "split_test_de", "split_test_pt")
TUNE_MODULES = ("split_tune_en", "split_tune_es", "split_tune_fr",
                "split_tune_de", "split_tune_pt", "split_tune_more", "split_tune_long",
                "split_tune_extra", "split_tune_neg2", "split_tune_v3", "split_tune_v4", "split_tune_v5",
                "split_tune_blind_en", "split_tune_blind_es", "split_tune_blind_pt",
                "split_tune_blind_fr", "split_tune_blind_de",
                "split_tune_blind2_en", "split_tune_blind2_de", "split_tune_blind2_es",
                "split_tune_blind2_fr", "split_tune_blind2_pt",
                "split_tune_blind3_en", "split_tune_blind3_fr", "split_tune_blind3_de",
                "split_tune_blind3_es", "split_tune_blind3_pt",
                "split_tune_blind4_en", "split_tune_blind4_fr", "split_tune_blind4_de",
                "split_tune_blind4_es", "split_tune_blind4_pt",
                "split_tune_blind5_en", "split_tune_blind5_fr", "split_tune_blind5_de",
                "split_tune_blind5_es", "split_tune_blind5_pt",
                "split_tune_blind6_w1_en", "split_tune_blind6_w1_de", "split_tune_blind6_w2_fr",
                "split_tune_blind6_w2_es", "split_tune_blind6_w3_pt", "split_tune_blind6_w3_en",
                "split_tune_blind7_w1_en", "split_tune_blind7_w1_de", "split_tune_blind7_w2_fr",
                "split_tune_blind7_w2_es", "split_tune_blind7_w3_pt", "split_tune_blind7_w3_en",
                "split_tune_blind7_w4_es", "split_tune_blind7_w4_de",
                "split_tune_train9_w1_de", "split_tune_train9_w1_es", "split_tune_train9_w1_fr",
                "split_tune_train9_w2_en", "split_tune_train9_w2_pt", "split_tune_train9_w2_es",
                "split_tune_blind8_w1_en", "split_tune_blind8_w1_de", "split_tune_blind8_w2_fr",
                "split_tune_blind8_w2_es", "split_tune_blind8_w3_pt", "split_tune_blind8_w3_de",
                "split_tune_blind8_w4_es", "split_tune_blind8_w4_en",
                "split_tune_blind9_w1_en", "split_tune_blind9_w1_pt", "split_tune_blind9_w2_de",
                "split_tune_blind9_w2_fr", "split_tune_blind9_w3_es", "split_tune_blind9_w3_en",
                "split_tune_blind9_w4_es", "split_tune_blind9_w4_de",
                "split_tune_blind10_w1_en", "split_tune_blind10_w1_fr", "split_tune_blind10_w2_de",
                "split_tune_blind10_w2_pt", "split_tune_blind10_w3_es", "split_tune_blind10_w3_fr",
                "split_tune_blind10_w4_pt", "split_tune_blind10_w4_en",
                "split_tune_blind11_w1_de", "split_tune_blind11_w1_es", "split_tune_blind11_w2_fr",
                "split_tune_blind11_w2_en", "split_tune_blind11_w3_es", "split_tune_blind11_w3_pt",
                "split_tune_blind11_w4_de", "split_tune_blind11_w4_fr",
                "split_tune_train13_w1_en", "split_tune_train13_w1_de", "split_tune_train13_w2_es",
                "split_tune_train13_w2_fr", "split_tune_train13_w3_pt", "split_tune_train13_w3_de",
                "split_tune_train13_w4_fr", "split_tune_train13_w4_es",
                "split_tune_blind12_w1_en", "split_tune_blind12_w1_es", "split_tune_blind12_w2_de",
                "split_tune_blind12_w2_pt", "split_tune_blind12_w3_fr", "split_tune_blind12_w3_en",
                "split_tune_blind12_w4_pt", "split_tune_blind12_w4_fr",
                "split_tune_adv14_en", "split_tune_adv14_es", "split_tune_adv14_fr",
                "split_tune_adv14_de", "split_tune_adv14_pt",
                "split_tune_blind13_w1_es", "split_tune_blind13_w1_de", "split_tune_blind13_w2_pt",
                "split_tune_blind13_w2_en", "split_tune_blind13_w3_de", "split_tune_blind13_w3_fr",
                "split_tune_blind13_w4_es", "split_tune_blind13_w4_pt",
                "split_tune_adv15_en", "split_tune_adv15_es", "split_tune_adv15_fr",
                "split_tune_adv15_de", "split_tune_adv15_pt",
                "split_tune_train15_t1_en", "split_tune_train15_t1_fr",
                "split_tune_train15_t2_de", "split_tune_train15_t2_es",
                "split_tune_blind14_w1_fr", "split_tune_blind14_w1_de", "split_tune_blind14_w2_en",
                "split_tune_blind14_w2_es", "split_tune_blind14_w3_pt", "split_tune_blind14_w3_fr",
                "split_tune_blind14_w4_de", "split_tune_blind14_w4_pt",
                "split_tune_adv16_en", "split_tune_adv16_es", "split_tune_adv16_fr",
                "split_tune_adv16_de", "split_tune_adv16_pt",
                "split_tune_train16_t1_es", "split_tune_train16_t1_pt",
                "split_tune_train16_t2_de", "split_tune_train16_t2_en",
                "split_tune_blind15_w1_en", "split_tune_blind15_w1_es", "split_tune_blind15_w2_es",
                "split_tune_blind15_w2_pt", "split_tune_blind15_w3_en", "split_tune_blind15_w3_de",
                "split_tune_blind15_w4_fr", "split_tune_blind15_w4_pt",
                "split_tune_adv17_en", "split_tune_adv17_es", "split_tune_adv17_fr",
                "split_tune_adv17_de", "split_tune_adv17_pt",
                "split_tune_train17_t1_de", "split_tune_train17_t1_fr",
                "split_tune_train17_t2_en", "split_tune_train17_t2_es",
                "split_tune_blind16_w1_en", "split_tune_blind16_w1_de", "split_tune_blind16_w2_es",
                "split_tune_blind16_w2_de", "split_tune_blind16_w3_en", "split_tune_blind16_w3_pt",
                "split_tune_blind16_w4_es", "split_tune_blind16_w4_fr",
                "split_tune_adv18_en", "split_tune_adv18_es", "split_tune_adv18_fr",
                "split_tune_adv18_de", "split_tune_adv18_pt",
                "split_tune_train18_t1_de", "split_tune_train18_t1_es",
                "split_tune_train18_t2_en", "split_tune_train18_t2_pt",
                "split_tune_blind17_w1_en", "split_tune_blind17_w1_fr", "split_tune_blind17_w2_es",
                "split_tune_blind17_w2_pt", "split_tune_blind17_w3_de", "split_tune_blind17_w3_fr",
                "split_tune_blind17_w4_en", "split_tune_blind17_w4_es",
                "split_tune_adv19_en", "split_tune_adv19_es", "split_tune_adv19_fr",
                "split_tune_adv19_de", "split_tune_adv19_pt",
                "split_tune_train19_t1_fr", "split_tune_train19_t1_en",
                "split_tune_train19_t2_de", "split_tune_train19_t2_pt",
                "split_tune_blind18_w1_en", "split_tune_blind18_w1_pt", "split_tune_blind18_w2_fr",
                "split_tune_blind18_w2_es", "split_tune_blind18_w3_de", "split_tune_blind18_w3_pt",
                "split_tune_blind18_w4_es", "split_tune_blind18_w4_en",
                "split_tune_adv20_en", "split_tune_adv20_es", "split_tune_adv20_fr",
                "split_tune_adv20_de", "split_tune_adv20_pt",
                "split_tune_train20_t1_pt", "split_tune_train20_t1_en",
                "split_tune_train20_t2_fr", "split_tune_train20_t2_de",
                "split_tune_blind19_w1_de", "split_tune_blind19_w1_en", "split_tune_blind19_w2_pt",
                "split_tune_blind19_w2_es", "split_tune_blind19_w3_de", "split_tune_blind19_w3_fr",
                "split_tune_blind19_w4_pt", "split_tune_blind19_w4_en",
                "split_tune_adv21_en", "split_tune_adv21_es", "split_tune_adv21_fr",
                "split_tune_adv21_de", "split_tune_adv21_pt",
                "split_tune_train21_t1_es", "split_tune_train21_t1_de",
                "split_tune_train21_t2_pt", "split_tune_train21_t2_fr",
                "split_tune_blind20_w1_fr", "split_tune_blind20_w1_en", "split_tune_blind20_w2_es",
                "split_tune_blind20_w2_pt", "split_tune_blind20_w3_fr", "split_tune_blind20_w3_de",
                "split_tune_blind20_w4_es", "split_tune_blind20_w4_en",
                "split_tune_adv22_en", "split_tune_adv22_es", "split_tune_adv22_fr",
                "split_tune_adv22_de", "split_tune_adv22_pt",
                "split_tune_train22_t1_fr", "split_tune_train22_t1_pt",
                "split_tune_train22_t2_en", "split_tune_train22_t2_de")
TEST2_MODULES = ("split_test2_en", "split_test2_es", "split_test2_fr",
                 "split_test2_de", "split_test2_pt")
FIRST_ID = {"test": 1, "tune": 5001, "test2": 10001}
# Each frozen split: its jsonl and the file recording its freeze.
FROZEN_FILES = {"test": ("test.jsonl", "FROZEN"), "test2": ("test2.jsonl", "FROZEN2")}


def load(mods):
    for m in mods:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            __import__(m)


def render(split):
    lines, recs = [], []
    for i, c in enumerate(REGISTRY[split]):
        r = build(FIRST_ID[split] + i, c, split)
        validate(r)
        line = json.dumps(r, ensure_ascii=False)
        validate(json.loads(line))
        lines.append(line)
        recs.append(r)
    text = ("\n".join(lines) + "\n") if lines else ""
    return text, recs


def frozen_hash(name="FROZEN"):
    p = os.path.join(HERE, name)
    if not os.path.exists(p):
        return None
    for ln in open(p, encoding="utf-8"):
        if ln.startswith("sha256 "):
            return ln.split()[1]
    raise SystemExit("%s has no sha256 line" % name)


def report(split, recs):
    fam = collections.OrderedDict((f, collections.Counter()) for f in FAMILIES)
    lang = collections.OrderedDict((l, collections.Counter()) for l in LANGS)
    for r in recs:
        fam[r["family"]][r["label"]] += 1
        lang[r["lang"]][r["label"]] += 1
    print("== %s: %d cases" % (split, len(recs)))
    print("%-22s %5s %5s %5s" % ("family", "flag", "clean", "total"))
    for f, c in fam.items():
        if c:
            print("%-22s %5d %5d %5d" % (f, c["flag"], c["clean"], c["flag"] + c["clean"]))
    print("%-22s %5s %5s %5s" % ("lang", "flag", "clean", "total"))
    for l, c in lang.items():
        if c:
            print("%-22s %5d %5d %5d" % (l, c["flag"], c["clean"], c["flag"] + c["clean"]))
    tot = collections.Counter(r["label"] for r in recs)
    print("%-22s %5d %5d %5d" % ("all", tot["flag"], tot["clean"], len(recs)))


def markdown(splits):
    """Count tables for README.md: label counts per family and per language."""
    names = [n for n, _ in splits]
    for key, keys in (("family", FAMILIES), ("lang", LANGS)):
        print("| %s | %s |" % (key, " | ".join("%s flag / clean" % n for n in names)))
        print("|---|%s" % ("---|" * len(names)))
        for k in keys:
            cells = []
            for _, recs in splits:
                c = collections.Counter(r["label"] for r in recs if r[key] == k)
                cells.append("%d / %d" % (c["flag"], c["clean"]))
            if any(sum(collections.Counter(r["label"] for r in recs if r[key] == k).values())
                   for _, recs in splits):
                print("| %s | %s |" % (k, " | ".join(cells)))
        cells = []
        for _, recs in splits:
            c = collections.Counter(r["label"] for r in recs)
            cells.append("%d / %d" % (c["flag"], c["clean"]))
        print("| **all** | %s |" % " | ".join(cells))
        print()


def write_frozen(split, text):
    """Writes a test split until it is frozen; from then on only checks it."""
    fname, frozen = FROZEN_FILES[split]
    h = hashlib.sha256(text.encode("utf-8")).hexdigest()
    want = frozen_hash(frozen)
    tp = os.path.join(HERE, fname)
    if want is None:
        with open(tp, "w", encoding="utf-8") as fh:
            fh.write(text)
        print("wrote %s (not frozen yet), sha256 %s" % (fname, h))
        return
    if h != want:
        raise SystemExit("%s is frozen in %s (sha256 %s) but the material now "
                         "gives %s: do not edit its split files" % (fname, frozen, want, h))
    on_disk = hashlib.sha256(open(tp, "rb").read()).hexdigest()
    if on_disk != want:
        raise SystemExit("%s on disk differs from the frozen hash" % fname)
    print("%s matches %s (sha256 %s)" % (fname, frozen, h))


def main():
    load(TEST_MODULES)
    load(TUNE_MODULES)
    load(TEST2_MODULES)
    test_text, test_recs = render("test")
    tune_text, tune_recs = render("tune")
    test2_text, test2_recs = render("test2")
    write_frozen("test", test_text)
    if test2_recs:
        write_frozen("test2", test2_text)
    with open(os.path.join(HERE, "tune.jsonl"), "w", encoding="utf-8") as fh:
        fh.write(tune_text)
    if "--markdown" in sys.argv[1:]:
        markdown([("test2", test2_recs), ("test", test_recs), ("tune", tune_recs),
                  ("all", test2_recs + test_recs + tune_recs)])
        return
    report("test2", test2_recs)
    report("test", test_recs)
    report("tune", tune_recs)
    report("all", test2_recs + test_recs + tune_recs)


if __name__ == "__main__":
    main()
