"""The held-out split of the routing prompt set: stratified per task kind, sharing no template
with the training split.

The first split drew one prompt in four by a hash of its id, so 47 held-out prompts were a training
prompt with other numbers or names ("What is 7 + 12?" held out, "What is 3 + 9?" trained on), and
the held-out score measured recall of templates. Here prompts are grouped first, and a group goes
to one side whole. Two prompts are in the same group when

- their text is the same once numbers and capital-city countries are blanked out (the same
  template, other numbers or names);
- they quote the same passage (the one-sentence and the three-bullet summary of one paragraph);
- they are translations of each other (same kind, the same numbers in both; a capital question
  about the same country in English and Chinese): the multilingual embedding reads them alike.

Groups are then drawn per kind and language, in the order of a hash of their key, until that stratum's held-out
share reaches a quarter; a group that would overshoot that share by more than half of itself is
left in training. Deterministic: the same prompts give the same split.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

HELDOUT_SHARE = 0.25
_NUM = re.compile(r"\d+(?:\.\d+)?")


def _countries() -> list[tuple[str, str]]:
    from bench.routing.build_prompts import CAPITALS

    return [(en, zh) for en, _, zh, _ in CAPITALS]


def template_key(prompt: str, countries: Sequence[tuple[str, str]] = ()) -> str:
    """The prompt with numbers and capital-city countries blanked out."""
    text = _NUM.sub("#", prompt)
    for en, zh in countries:
        text = text.replace(en, "<C>").replace(zh, "<C>")
    return text


def _passage(prompt: str) -> str | None:
    """The passage a prompt quotes after its instruction (summaries, code to refactor)."""
    _head, sep, body = prompt.partition("\n\n")
    return body.strip() if sep and len(body) > 80 else None


class _Groups:
    def __init__(self, n: int) -> None:
        self.parent = list(range(n))

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def groups(rows: Sequence[dict[str, Any]]) -> list[int]:
    """A group id per row (the index of the group's first row)."""
    countries = _countries()
    g = _Groups(len(rows))
    first: dict[str, int] = {}

    def link(key: str, i: int) -> None:
        if key in first:
            g.union(first[key], i)
        else:
            first[key] = i

    for i, r in enumerate(rows):
        text = r["prompt"]
        link("t:" + template_key(text, countries), i)
        passage = _passage(text)
        if passage is not None:
            link("p:" + passage, i)
        nums = sorted(_NUM.findall(text))
        if len(nums) >= 2:
            link(f"n:{r['kind']}:{','.join(nums)}", i)
        for k, (en, zh) in enumerate(countries):
            if en in text or zh in text:
                link(f"c:{r['kind']}:{k}", i)
    return [g.find(i) for i in range(len(rows))]


def assign(rows: Sequence[dict[str, Any]], share: float = HELDOUT_SHARE) -> list[str]:
    """``"train"`` or ``"heldout"`` per row: whole groups, about ``share`` of each kind held out."""
    gid = groups(rows)
    members: dict[int, list[int]] = defaultdict(list)
    for i, g in enumerate(gid):
        members[g].append(i)
    by_kind: dict[str, list[int]] = defaultdict(list)
    for g, idx in members.items():  # the stratum: kind and the group's main language
        langs = [rows[i]["lang"] for i in idx]
        lang = max(sorted(set(langs)), key=langs.count)
        by_kind[f"{lang}/{rows[idx[0]]['kind']}"].append(g)
    split = ["train"] * len(rows)
    for kind, gs in sorted(by_kind.items()):
        total = sum(len(members[g]) for g in gs)
        target = share * total
        held = 0
        order = sorted(
            gs, key=lambda g: hashlib.sha256(f"{kind}:{rows[g]['id']}".encode()).hexdigest()
        )
        for g in order:
            size = len(members[g])
            if held + size / 2 <= target:
                for i in members[g]:
                    split[i] = "heldout"
                held += size
    return split


def overlap(rows: Sequence[dict[str, Any]], split: Sequence[str]) -> int:
    """Held-out rows whose group also has a training row (0 by construction)."""
    gid = groups(rows)
    trained = {g for g, s in zip(gid, split, strict=True) if s == "train"}
    return sum(1 for g, s in zip(gid, split, strict=True) if s == "heldout" and g in trained)
