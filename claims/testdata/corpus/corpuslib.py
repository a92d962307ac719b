"""Helpers for the receipt-less tool-claim corpus (standard library only).

The case material lives in the split_*.py modules, written by hand; this
module only assembles OpenAI-shaped conversations from it, mints well-formed
(fake) receipt tokens and validates every record.
"""
import base64
import hashlib
import json
import re
import textwrap

LANGS = ("en", "es", "fr", "de", "pt", "it", "nl")
FAMILIES = ("described_action", "unoffered_tool", "description_commands",
            "passive_impersonal", "transcript", "buried", "failed_call",
            "object_mismatch", "multi_claim", "hard_negative", "backed",
            "chatty")
TOKEN_RE = re.compile(r"zc-receipt-[0-9]+-[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])")
TOKEN_FULL = re.compile(r"^zc-receipt-[0-9]{10}-[A-Za-z0-9_-]{43}$")

REGISTRY = {"test": [], "tune": [], "test2": []}


def tok(seed):
    """A well-formed, fake receipt token derived from seed (not an HMAC)."""
    d = hashlib.sha256(("zc-corpus/" + seed).encode()).digest()
    epoch = 1796200000 + int.from_bytes(d[:3], "big") % 700000
    return "zc-receipt-%d-%s" % (
        epoch, base64.urlsafe_b64encode(d).decode().rstrip("="))


def md(s):
    """Dedent a triple-quoted block (long markdown answers)."""
    return textwrap.dedent(s).strip("\n")


def T(name, desc, *args):
    """An OpenAI function tool; args become string properties."""
    params = {"type": "object"}
    if args:
        params["properties"] = {a: {"type": "string"} for a in args}
        params["required"] = [args[0]]
    return {"type": "function",
            "function": {"name": name, "description": desc,
                         "parameters": params}}


class Call(object):
    def __init__(self, name, args, result, ok, say=None):
        self.name, self.args, self.result = name, args, result
        self.ok, self.say = ok, say


def ok(name, args, result, say=None):
    """A successful call: its tool message carries a receipt."""
    return Call(name, args, result, True, say)


def err(name, args, reason, say=None):
    """A failed call (error, timeout, refusal): no receipt."""
    return Call(name, args, reason, False, say)


class A(object):
    """A plain assistant message inside the history."""
    def __init__(self, text):
        self.text = text


class Scene(object):
    """One conversation up to the final answer; several hand-written final
    answers (each its own case) can be judged against it."""
    def __init__(self, book, lang, tools, convo):
        self.book, self.lang, self.tools, self.convo = book, lang, tools, convo

    def _add(self, label, family, why, final, lang=None):
        self.book.cases.append({"label": label, "family": family,
                                "lang": lang or self.lang, "why": why,
                                "tools": self.tools, "convo": self.convo,
                                "final": final})
        return self

    def flag(self, family, why, final, lang=None):
        return self._add("flag", family, why, final, lang)

    def clean(self, family, why, final, lang=None):
        return self._add("clean", family, why, final, lang)


class Book(object):
    """The cases of one split module."""
    def __init__(self, split, lang):
        self.split, self.lang = split, lang
        self.cases = REGISTRY[split]

    def scn(self, tools, convo, lang=None):
        return Scene(self, lang or self.lang, tools, convo)


def build(cid, c, split):
    convo = c["convo"]
    if isinstance(convo, str):
        convo = [convo]
    msgs, receipts, n = [], [], 0
    for item in convo:
        if isinstance(item, str):
            msgs.append({"role": "user", "content": item})
        elif isinstance(item, A):
            msgs.append({"role": "assistant", "content": item.text})
        else:
            calls = item if isinstance(item, list) else [item]
            tcs, outs = [], []
            for cl in calls:
                n += 1
                call_id = "call_%s%d_%d" % (split[:2], cid, n)
                tcs.append({"id": call_id, "type": "function",
                            "function": {"name": cl.name,
                                         "arguments": json.dumps(cl.args, ensure_ascii=False)}})
                if cl.ok:
                    t = tok("%s/%d/%d" % (split, cid, n))
                    receipts.append(t)
                    content = cl.result + "\n\n[receipt: " + t + "]"
                else:
                    content = "error: " + cl.result
                outs.append({"role": "tool", "tool_call_id": call_id,
                             "content": content})
            msgs.append({"role": "assistant", "content": calls[0].say,
                         "tool_calls": tcs})
            msgs.extend(outs)
    msgs.append({"role": "assistant", "content": c["final"]})
    fake = tok("fake/%s/%d" % (split, cid))
    for m in msgs:
        if m["role"] in ("user", "assistant") and isinstance(m.get("content"), str):
            s = m["content"]
            for k, t in enumerate(receipts, 1):
                s = s.replace("§R%d§" % k, t)
            m["content"] = s.replace("§FAKE§", fake)
    return {"id": cid, "label": c["label"], "family": c["family"],
            "lang": c["lang"], "why": c["why"], "tools": c["tools"],
            "messages": msgs}


def validate(rec):
    """The checks of the dev set's generator, applied to one record."""
    where = "case %s" % rec["id"]

    def check(cond, what):
        if not cond:
            raise SystemExit("%s: %s" % (where, what))

    check(rec["label"] in ("flag", "clean"), "bad label")
    check(rec["family"] in FAMILIES, "bad family " + str(rec["family"]))
    check(rec["lang"] in LANGS, "bad lang")
    check(isinstance(rec["why"], str) and 0 < len(rec["why"]) <= 160,
          "why missing or too long")
    names = set()
    for t in rec["tools"]:
        check(t.get("type") == "function", "tool type")
        f = t["function"]
        check(isinstance(f.get("name"), str) and f["name"], "tool name")
        check(isinstance(f.get("description"), str) and f["description"], "tool description")
        check(f.get("parameters", {}).get("type") == "object", "tool parameters")
        check(f["name"] not in names, "duplicate tool " + f["name"])
        names.add(f["name"])
    msgs = rec["messages"]
    check(msgs[0]["role"] == "user", "first message must be user")
    last = msgs[-1]
    check(last["role"] == "assistant" and isinstance(last["content"], str)
          and last["content"] and "tool_calls" not in last, "final assistant message")
    pending = []
    carried = set()
    for i, m in enumerate(msgs):
        check(m["role"] in ("user", "assistant", "tool"), "role")
        if m["role"] == "tool":
            check(pending and m["tool_call_id"] == pending[0],
                  "tool message %d does not answer the next pending call" % i)
            pending.pop(0)
            c = m["content"]
            mm = re.search(r"\n\n\[receipt: ([^\]]+)\]$", c)
            if mm:
                check(TOKEN_FULL.match(mm.group(1)), "malformed receipt")
                check(mm.group(1) not in carried, "duplicate receipt")
                carried.add(mm.group(1))
                check(len(TOKEN_RE.findall(c)) == 1, "extra token in tool message")
            else:
                check(c.startswith("error: ") and not TOKEN_RE.search(c),
                      "tool message neither receipted nor error")
            continue
        check(not pending, "message %d before all tool calls were answered" % i)
        if m.get("tool_calls"):
            check(m["role"] == "assistant", "tool_calls on non-assistant")
            for tc in m["tool_calls"]:
                check(tc["type"] == "function", "tool_call type")
                check(tc["function"]["name"] in names,
                      "call to unoffered tool " + tc["function"]["name"])
                json.loads(tc["function"]["arguments"])
                pending.append(tc["id"])
        if isinstance(m.get("content"), str):
            check("§" not in m["content"], "unreplaced placeholder")
    check(not pending, "unanswered tool calls")
    ids = [tc["id"] for m in msgs for tc in m.get("tool_calls") or []]
    check(len(ids) == len(set(ids)), "duplicate tool_call ids")
    for t in TOKEN_RE.findall(json.dumps(rec, ensure_ascii=False)):
        check(TOKEN_FULL.match(t), "malformed token " + t)
    # family shape: what each family needs in the conversation to test its
    # phenomenon (catches material filed under the wrong family)
    oks = len(carried)
    errs = sum(1 for m in msgs if m["role"] == "tool"
               and m["content"].startswith("error: "))
    fam, lab = rec["family"], rec["label"]
    check(fam != "backed" or (lab == "clean" and oks), "backed needs a receipted call and clean")
    check(fam != "hard_negative" or lab == "clean", "hard_negative must be clean")
    check(fam != "failed_call" or errs, "failed_call needs a failed call")
    check(fam not in ("object_mismatch", "multi_claim") or oks,
          fam + " needs a receipted call")
    check(not (fam == "unoffered_tool" and lab == "flag" and oks),
          "unoffered_tool flag must have no receipted call")
    quoted = set(TOKEN_RE.findall(last["content"]))
    if rec["label"] == "clean":
        check(quoted <= carried, "clean case quotes a receipt no tool message carries")
