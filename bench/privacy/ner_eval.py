"""The entity recogniser on public NER data nobody here wrote: recall, precision, leaks, cost.

Data (not in the repository; fetch them yourself):

- English, user-generated text: WNUT 2017 "Emerging and Rare Entities" dev set (tweets, Reddit,
  YouTube and StackExchange comments; CC BY 4.0), `WNUT17/emerging.dev.conll` of
  https://github.com/davidsbatista/NER-datasets. Types person, location, corporation, group
  (creative-work and product are not personal data and are not scored).
- Chinese, news: the People's Daily 1998 NER corpus (PER/LOC/ORG, the MSRA-style annotation used
  in research since the SIGHAN bakeoffs), `data/example.dev` of https://github.com/zjy-ucas/ChineseNER.
  LAC may have seen this newspaper in training: read its figures as an upper bound.

Measured: recall of each annotated type (a gold span counts as found when a detected entity
overlaps at least half of it), PERSON precision, the share of gold spans whose text is still in
the redacted output (the leak), the share of characters hidden, and the gate's time per 500
characters against the rules-only gate in the same run. Writes bench/results/privacy_ner.json.

    python -m bench.privacy.ner_eval --en PATH/emerging.dev.conll [--zh PATH/example.dev] \
        [--en-test PATH/emerging.test.annotated] [--cluener PATH/dev.json] [--prompts] \
        [--emails DIR] [--preload]

English e-mail, the closest public text to a prompt with personal details (`--emails DIR`): the
46 Enron e-mail threads of the entity-resolution seed corpus of Dakle, Desai and Moldovan (LREC
2020), github.com/paragdakle/emailcoref at commit d86bdcd, folder `data/LREC` (its test/ and
train/ folders of .conll files; Apache-2.0; the e-mails are the public Enron corpus released by
FERC).
Real mail between real people: headers with "Surname, First" lists, greetings, signatures,
colleagues, employers, towns. Its person, organisation and place mentions are annotated for
coreference; only the named ones are scored (not "I", "you", "the representative", not e-mail
addresses, which the structured rules own). The English rules were tuned on the even-numbered
threads (paths under data/LREC sorted), and the odd-numbered ones are reported apart as the held-out
figure. Considered first and not used: the Text Anonymization Benchmark (ECHR cases, MIT) — its
JSON files are 4 MB and more, past what could be fetched here.

A run without `--zh` keeps the Chinese figures already in the results file (every key this run
did not compute is kept; memory is then stored as `memory_added_mb_en_only` and
`maxrss_mb_en_only`).

English first-person text (`--gum DIR`): the letters, vlogs, conversations, interviews,
podcasts and speeches of GUM, the Georgetown University Multilayer corpus
(github.com/amir-zeldes/gum at commit 72ce5ac, its `dep/GUM_{letter,vlog,conversation,interview,
podcast,speech}_*.conllu`; annotations CC BY 4.0, the texts under their sources' licences listed
in its LICENSE.txt, several non-commercial: measured here, never shipped). People writing and
talking about their own lives, families, colleagues, schools and towns. Gold: the named person,
place and organisation mentions (the runs of capitalised proper-noun tokens in a mention) that
carry no Wikipedia identity, i.e. private people, small organisations and towns; a famous
entity's mention is no gold, so hiding it counts only as characters hidden. Tuned on the
even-numbered documents (file names sorted), the odd ones reported apart as held out.

CLUENER 2020 (github.com/CLUEbenchmark/CLUENER2020; the dev set as republished, unchanged, as
`BERT-CRF/data/clue/test.json` of github.com/hemingkx/CLUENER2020): 1,343 news sentences from
THUCNews with name, address (province to house number), company, organization and government
spans. Its repository carries no licence file; it is used here only to measure, not shipped.
The recogniser's rules were tuned on its even-numbered sentences; the odd-numbered ones are
reported apart as the held-out figure.

Chinese written by users (`--weibo DIR`): Weibo NER (Peng and Dredze, EMNLP 2015;
github.com/hltcoe/golden-horse at commit 7a73c08, folder `data`), 1,890 Weibo messages of
2013-2014 in the revised annotation of He and Sun (2016), the files `weiboNER_2nd_conll.train`,
`.dev` and `.test` read in that order. The annotations are CC BY-SA 3.0; the messages follow
Weibo's terms of service: used here only to measure, not shipped. Named mentions only:
PER.NAM -> PERSON, LOC.NAM and GPE.NAM -> ADDRESS, ORG.NAM -> ORG (nominal mentions, "老师",
"朋友", are not names and are not scored). Tuned on the even-numbered messages; the odd ones are
the held-out figure.

Chinese biographies (`--resume DIR`): the Resume NER set of Zhang and Yang (ACL 2018,
github.com/jiesutd/LatticeLSTM, folder `ResumeNER`, `dev.char.bmes`): 463 sentences from the
résumés of executives of listed companies (Sina Finance) — names, employers, schools, the shape
of "曾任…公司董事" and "毕业于…大学". No licence file: measured only, never shipped. NAME ->
PERSON, ORG -> ORG, LOC -> ADDRESS (EDU, TITLE, PRO, RACE and CONT are degrees, posts and
nationalities, not names). The even-numbered sentences were looked at; the odd ones are held out.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from app.core.privacy.classifier import classify
from app.core.privacy.mentions import _ZH_TITLES
from app.core.privacy.ner import DEFAULT_POLICY, RULES_ONLY, EntityPolicy, is_well_known
from app.core.privacy.redaction import Redactor

RESULTS = Path(__file__).resolve().parents[1] / "results" / "privacy_ner.json"
EN_TYPES = {"person": "PERSON", "location": "ADDRESS", "corporation": "ORG", "group": "ORG"}
ZH_TYPES = {"PER": "PERSON", "LOC": "ADDRESS", "ORG": "ORG"}

Sentence = tuple[str, list[tuple[str, int, int]]]


def read_conll(path: Path, joiner: str, types: dict[str, str]) -> list[Sentence]:
    """CoNLL BIO (token TAB tag, blank line between sentences) -> (text, [(type, start, end)])."""
    return _read_conll_text(path.read_text("utf-8"), joiner, types)


def _read_conll_text(data: str, joiner: str, types: dict[str, str]) -> list[Sentence]:
    out: list[Sentence] = []
    tokens: list[tuple[str, str]] = []

    def flush() -> None:
        text, spans, pos = "", [], 0
        current: list[Any] | None = None
        for tok, tag in tokens:
            if text:
                text += joiner
                pos += len(joiner)
            start = pos
            text += tok
            pos += len(tok)
            kind = tag[2:] if len(tag) > 2 else ""
            if tag.startswith("B-") or (tag.startswith("I-") and current is None):
                if current:
                    spans.append(tuple(current))
                current = [types.get(kind), start, pos] if kind in types else None
            elif tag.startswith("I-") and current is not None:
                current[2] = pos
            else:
                if current:
                    spans.append(tuple(current))
                current = None
        if current:
            spans.append(tuple(current))
        if text:
            out.append((text, [s for s in spans if s[0]]))
        tokens.clear()

    for line in data.splitlines():
        parts = line.split()
        if len(parts) < 2:
            flush()
            continue
        tokens.append((parts[0], parts[-1]))
    flush()
    return out


#: CLUENER 2020 labels scored (book, game, movie, position and scene are not personal data).
CLUENER_TYPES = {
    "name": "PERSON",
    "address": "ADDRESS",
    "company": "COMPANY",
    "organization": "ORG",
    "government": "GOVERNMENT",
}


def read_cluener(path: Path) -> list[Sentence]:
    """CLUENER 2020 JSON lines ({"text", "label": {type: {span: [[start, end_inclusive]]}}})."""
    out: list[Sentence] = []
    for line in path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        spans = [
            (CLUENER_TYPES[kind], a, b + 1)
            for kind, names in row.get("label", {}).items()
            if kind in CLUENER_TYPES
            for places in names.values()
            for a, b in places
        ]
        out.append((row["text"], spans))
    return out


#: Weibo NER's named mentions scored (its nominal mentions, PER.NOM "老师", are not names).
WEIBO_TYPES = {"PER.NAM": "PERSON", "LOC.NAM": "ADDRESS", "GPE.NAM": "ADDRESS", "ORG.NAM": "ORG"}
WEIBO_FILES = ("weiboNER_2nd_conll.train", "weiboNER_2nd_conll.dev", "weiboNER_2nd_conll.test")


#: Resume NER's spans scored: names, organisations (employers, schools), places.
RESUME_TYPES = {"NAME": "PERSON", "ORG": "ORG", "LOC": "ADDRESS"}


def read_resume(folder: Path) -> list[Sentence]:
    """Resume NER's ``dev.char.bmes``: one character and a BMES tag per line (B-, M-, E-, S-),
    read as BIO (M- and E- continue a span, S- is a span of one)."""
    lines = []
    for line in (folder / "dev.char.bmes").read_text("utf-8").splitlines():
        parts = line.split()
        if len(parts) >= 2:
            tag = parts[-1]
            tag = (
                "I-" + tag[2:]
                if tag[:2] in ("M-", "E-")
                else "B-" + tag[2:]
                if tag[:2] == "S-"
                else tag
            )
            parts = [parts[0], tag]
        lines.append("\t".join(parts))
    return _read_conll_text("\n".join(lines) + "\n", "", RESUME_TYPES)


def read_weibo(folder: Path) -> list[Sentence]:
    """Weibo NER's messages (``folder`` holding :data:`WEIBO_FILES`): CoNLL lines of one
    character followed by its position in its jieba word ("李0", "开1") and a BIO tag."""
    rows: list[Sentence] = []
    for name in WEIBO_FILES:
        lines = []
        for line in (folder / name).read_text("utf-8").splitlines():
            parts = line.split()
            if len(parts) >= 2 and parts[0][-1:].isdigit() and len(parts[0]) >= 2:
                parts[0] = parts[0][:-1]  # the character without its word position
            lines.append("\t".join(parts))
        tmp = "\n".join(lines) + "\n"
        rows.extend(_read_conll_text(tmp, "", WEIBO_TYPES))
    return rows


_TITLED_RE = re.compile(
    r"(?:[老小阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{1,2}(?:"
    + "|".join(_ZH_TITLES)
    + r"|奶奶|爷爷|大爷|大妈|哥|姐|主编|主))"
)
PROMPTS = Path(__file__).resolve().parent / "en_prompts.jsonl"
# Real prompts people typed to a chatbot (OpenAssistant oasst1, Apache-2.0), details annotated here.
OASST_PROMPTS = Path(__file__).resolve().parent / "oasst_prompts.jsonl"

#: Entity types of the Enron email coreference seed corpus scored (D, "DIG", is not a name).
EMAIL_TYPES = {"P": "PERSON", "O": "ORG", "L": "ADDRESS"}
_EMAIL_MARK_RE = re.compile(r"(\()?([PLOD])(\d+)\*?(\))?")
#: Tokens written against the word before them when the thread's tokens are joined again.
_NO_SPACE_BEFORE = frozenset(
    {",", ".", "?", "!", ";", ":", ")", "'s", "n't", "'ll", "'re", "'ve", "'m", "'d"}
)
#: Mentions that are no name: pronouns and the like (the corpus annotates coreference, so "I",
#: "you" and "we" are mentions too).
_PRONOUNS = frozenset(
    re.findall(
        r"\S+",
        "i me my mine myself you your yours yourself we us our ours ourselves he him his she her "
        "hers it its they them their theirs this that these those who whom",
    )
)
_DETERMINER_RE = re.compile(r"(?i)(?:the|a|an|this|that|our|my|your|his|her|their)\s")


def read_email_threads(folder: Path) -> list[tuple[str, Sentence]]:
    """The Enron email threads of the entity-resolution seed corpus (Dakle, Desai and
    Moldovan, LREC 2020; github.com/paragdakle/emailcoref, data/LREC, Apache-2.0 annotations of
    emails from the public Enron corpus), ``folder`` being the repository's ``data/LREC`` (its
    ``test/`` and ``train/`` folders): one ``(name, (text, spans))`` per thread file. Each
    line of a block is one token ``TAB speaker TAB entity TAB coreference``; the entity column
    opens ``(P3`` and closes ``P3)`` mentions, several joined by ``|``. Only named mentions are
    gold: a mention with a capitalised word that is not a pronoun, not an e-mail address (the
    structured rules own those); pronouns ("I", "you", "our") are coreference, not names."""
    out: list[tuple[str, Sentence]] = []
    # Sorted by the path under ``folder`` ("test/dorland_c_11.conll" < "train/allen_p_1.conll"):
    # the halves are the even- and odd-numbered threads in this order.
    for path in sorted(folder.rglob("*.conll"), key=lambda p: p.relative_to(folder).as_posix()):
        lines: list[str] = []
        spans: list[tuple[str, int, int]] = []
        line = ""
        pos = 0
        open_: dict[tuple[str, str], int] = {}
        for raw in path.read_text("utf-8").splitlines():
            if raw.startswith("#"):
                continue
            cols = raw.split("\t")
            if len(cols) < 3 or not cols[0]:
                if line:
                    lines.append(line)
                    pos += len(line) + 1
                    line = ""
                continue
            tok = cols[0]
            if line and tok not in _NO_SPACE_BEFORE and not line.endswith(("(", "$ ")):
                line += " "
            start = pos + len(line)
            line += tok
            end = pos + len(line)
            for part in cols[2].split("|"):
                m = _EMAIL_MARK_RE.fullmatch(part.strip())
                if not m:
                    continue
                key = (m.group(2), m.group(3))
                if m.group(1):
                    open_[key] = start
                if m.group(4) and key in open_:
                    a = open_.pop(key)
                    kind = EMAIL_TYPES.get(m.group(2))
                    if kind:
                        spans.append((kind, a, end))
        if line:
            lines.append(line)
        text = "\n".join(lines)
        gold = [
            (kind, a, b)
            for kind, a, b in spans
            if "@" not in text[a:b]
            and not (kind == "PERSON" and _DETERMINER_RE.match(text, a))
            and any(
                w[:1].isupper() and w.casefold() not in _PRONOUNS
                for w in re.findall(r"[^\W\d_][\w'’.-]*", text[a:b])
            )
        ]
        out.append((path.name, (text, sorted(set(gold), key=lambda s: (s[1], s[2])))))
    return out


#: GUM entity types scored, and the genres read (first-person text: letters, vlogs, talk).
GUM_TYPES = {"person": "PERSON", "place": "ADDRESS", "organization": "ORG"}
GUM_GENRES = ("letter", "vlog", "conversation", "interview", "podcast", "speech")
#: A mention's opening "(12-person-giv-...-identity" (closed at once by ")") or closing "12)".
_GUM_MARK_RE = re.compile(r"\((\d+)-([^()]*)(\))?|(\d+)\)")
#: Kin words GUM tags as proper nouns ("Mom", "Dad") and that name no one.
_GUM_KIN = frozenset(
    re.findall(
        r"\S+",
        "mom mum mommy mummy mother dad daddy father grandma grandpa granny nana "
        "papa mama god lord sir madam",
    )
)


def read_gum(folder: Path) -> list[tuple[str, Sentence]]:
    """GUM documents of :data:`GUM_GENRES` in ``folder`` (the corpus's ``dep/`` CoNLL-U files
    with their ``Entity=`` annotation in MISC): one ``(name, (text, spans))`` per document.
    Paragraphs are lines; tokens join with a space unless ``SpaceAfter=No``. Gold spans are
    the runs of named tokens (PROPN, or a capitalised ADJ/NOUN/NUM inside the run, "New",
    joined by "of" / "&") of person, place and organisation mentions of at most eight tokens
    that carry no Wikipedia identity (the entity's last field), plural proper nouns
    ("Americans") and kin words left out."""
    out: list[tuple[str, Sentence]] = []
    files = sorted(p for g in GUM_GENRES for p in folder.glob(f"GUM_{g}_*.conllu"))
    for path in sorted(files, key=lambda p: p.name):
        text = ""
        space = ""
        toks: list[tuple[int, int, str]] = []
        mentions: list[tuple[str, str, int, int]] = []
        open_: dict[str, list[tuple[str, str, int]]] = {}
        for raw in path.read_text("utf-8").splitlines():
            if raw.startswith("# newpar"):
                space = "\n" if text else ""
                continue
            if not raw or raw.startswith("#"):
                continue
            cols = raw.split("\t")
            if "-" in cols[0] or "." in cols[0]:
                continue  # a multi-word token's line, or an empty node
            form, misc = cols[1], cols[9]
            upos = "X" if cols[4] == "NNPS" else cols[3]
            text += space
            toks.append((len(text), len(text) + len(form), upos))
            text += form
            space = "" if "SpaceAfter=No" in misc else " "
            here = len(toks) - 1
            for part in misc.split("|"):
                if not part.startswith("Entity="):
                    continue
                for m in _GUM_MARK_RE.finditer(part[len("Entity=") :]):
                    if m.group(1):
                        attrs = m.group(2).split("-")
                        ident = attrs[-1] if len(attrs) >= 7 else ""
                        if m.group(3):
                            mentions.append((attrs[0], ident, here, here))
                        else:
                            open_.setdefault(m.group(1), []).append((attrs[0], ident, here))
                    elif open_.get(m.group(4)):
                        kind, ident, first = open_[m.group(4)].pop()
                        mentions.append((kind, ident, first, here))

        famous = {(i, j) for _, ident, i, j in mentions if ident}
        gold: set[tuple[str, int, int]] = set()
        for etype, ident, i, j in mentions:
            kind = GUM_TYPES.get(etype)
            if not kind or ident or j - i > 7:
                continue
            k = i
            while k <= j:
                if not _gum_named(toks, text, k):
                    k += 1
                    continue
                e = k
                while e + 1 <= j and (
                    _gum_named(toks, text, e + 1)
                    or (
                        e + 2 <= j
                        and text[toks[e + 1][0] : toks[e + 1][1]] in ("of", "&", "de")
                        and _gum_named(toks, text, e + 2)
                    )
                ):
                    e += 1 if _gum_named(toks, text, e + 1) else 2
                if (k, e) not in famous and any(toks[x][2] == "PROPN" for x in range(k, e + 1)):
                    a, b = toks[k][0], toks[e][1]
                    if not all(w.casefold() in _GUM_KIN for w in re.findall(r"\w+", text[a:b])):
                        gold.add((kind, a, b))
                k = e + 1
        out.append((path.name, (text, sorted(gold, key=lambda s: (s[1], s[2])))))
    return out


def _gum_named(toks: list[tuple[int, int, str]], text: str, k: int) -> bool:
    """Token ``k`` is part of a name: a proper noun, or a capitalised adjective, noun or number
    that does not open a sentence ("New" York, "Pacific Standard")."""
    a, _, upos = toks[k]
    if upos == "PROPN":
        return True
    prev = toks[k - 1] if k else None
    return (
        upos in ("ADJ", "NOUN", "NUM")
        and text[a : a + 1].isupper()
        and prev is not None
        and text[prev[0] : prev[1]] not in ".!?"
    )


def read_prompts(path: Path) -> list[Sentence]:
    """JSON lines {"text", "details": [[type, text], ...]}: every occurrence of each detail's
    text is a gold span of its type (PERSON, ORG, ADDRESS)."""
    out: list[Sentence] = []
    for line in path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        text = row["text"]
        spans = []
        for kind, value in row["details"]:
            start = text.find(value)
            if start < 0:
                raise ValueError(f"{value!r} is not in {text!r}")
            while start >= 0:
                spans.append((kind, start, start + len(value)))
                start = text.find(value, start + len(value))
        out.append((text, spans))
    return out


def score(sentences: list[Sentence], policy: EntityPolicy) -> dict[str, Any]:
    found: Counter[str] = Counter()
    total: Counter[str] = Counter()
    # The same, leaving out gold spans that are a bare well-known name ("北京", "France",
    # "Google"): the default policy lets those pass on purpose, so this is its recall on what
    # it means to hide (a street address containing "北京" is counted here).
    found_own: Counter[str] = Counter()
    total_own: Counter[str] = Counter()
    leaked = leaked_own = 0
    gold_n = gold_own = 0
    person_tp = person_fp = titled = 0
    hidden = chars = 0
    # What privacy-check lists: the hidden entities and the well-known ones let pass (public).
    found_listed: Counter[str] = Counter()
    listed_tp = listed_fp = 0
    for text, gold in sentences:
        c = classify(text, policy)
        ents = [e for e in c.entities]
        for e in c.public:
            if e.type == "PERSON":
                hit = any(k == "PERSON" and min(b, e.end) > max(a, e.start) for k, a, b in gold)
                listed_tp += hit
                listed_fp += not hit
        redacted = Redactor().redact(text, ents)
        chars += len(text)
        hidden += sum(e.end - e.start for e in ents)
        for kind, a, b in gold:
            total[kind] += 1
            gold_n += 1
            need = (b - a) / 2
            hit = any(min(b, e.end) - max(a, e.start) >= need for e in ents)
            found[kind] += hit
            found_listed[kind] += hit or any(
                min(b, e.end) - max(a, e.start) >= need for e in c.public
            )
            own = not is_well_known(text[a:b])
            if own:
                total_own[kind] += 1
                found_own[kind] += hit
                gold_own += 1
            if text[a:b] in redacted:
                leaked += 1
                leaked_own += own
        for e in ents:
            if e.type != "PERSON":
                continue
            if any(k == "PERSON" and min(b, e.end) > max(a, e.start) for k, a, b in gold):
                person_tp += 1
            else:
                person_fp += 1
                titled += _TITLED_RE.fullmatch(e.text) is not None
    return {
        "sentences": len(sentences),
        "recall": {k: round(found[k] / total[k], 3) for k in sorted(total)},
        "gold": dict(total),
        "recall_not_well_known": {
            k: round(found_own[k] / total_own[k], 3) for k in sorted(total_own)
        },
        "gold_not_well_known": dict(total_own),
        # Found, hidden or listed as public (privacy-check's "entities", "public": true included).
        "recall_listed": {k: round(found_listed[k] / total[k], 3) for k in sorted(total)},
        "person_precision_listed": round(
            (person_tp + listed_tp) / max(1, person_tp + person_fp + listed_tp + listed_fp), 3
        ),
        "person_precision": round(person_tp / max(1, person_tp + person_fp), 3),
        # CLUENER does not annotate a surname with a title (王总, 张先生, 老刘) as a name, and
        # since this round neither does the gate (ner._zh_surname_with_title); what is left of
        # this shape are nicknames (小军, 阿敏, 飞哥). Precision counting those as persons:
        "person_precision_titled_as_persons": round(
            (person_tp + titled) / max(1, person_tp + person_fp), 3
        ),
        "false_persons": person_fp,
        "false_persons_surname_with_title": titled,
        "leaked_share": round(leaked / max(1, gold_n), 3),
        # The same among gold spans that are no bare well-known name (those pass on purpose).
        "leaked_share_not_well_known": round(leaked_own / max(1, gold_own), 3),
        "chars_hidden_share": round(hidden / max(1, chars), 3),
    }


def _pct(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {
        "p50_ms": round(statistics.median(values), 2),
        "p95_ms": round(values[max(0, int(len(values) * 0.95) - 1)], 2),
    }


def timing(texts: list[str], rounds: int = 3) -> dict[str, Any]:
    """Gate time per 500 characters, each text cut into 500-character windows: the default
    gate and the rules-only gate on the same window one after the other (so both see the same
    load on a shared machine), as wall time and as the thread's CPU time."""
    windows = [t[i : i + 500] for t in texts for i in range(0, len(t), 500)]
    windows = [w for w in windows if len(w) >= 250][:60]
    for w in windows:
        classify(w, DEFAULT_POLICY)  # warm: every model these windows need is loaded
    wall: dict[str, list[float]] = {"gate": [], "rules_only": []}
    cpu: dict[str, list[float]] = {"gate": [], "rules_only": []}
    load_before = Path("/proc/loadavg").read_text().split()[:3]
    for _ in range(rounds):
        for w in windows:
            for name, policy in (("gate", DEFAULT_POLICY), ("rules_only", RULES_ONLY)):
                t0, c0 = time.perf_counter(), time.thread_time()
                classify(w, policy)
                scale = 1000 * 500 / len(w)
                wall[name].append((time.perf_counter() - t0) * scale)
                cpu[name].append((time.thread_time() - c0) * scale)
    return {
        "windows": len(windows),
        "rounds": rounds,
        "wall": {k: _pct(v) for k, v in wall.items()},
        "cpu": {k: _pct(v) for k, v in cpu.items()},
        "load_average": [load_before, Path("/proc/loadavg").read_text().split()[:3]],
    }


#: The sets read before the gate's memory is taken (see main).
MODEL_SETS = frozenset(
    {
        "en",
        "zh",
        "en_test",
        "cluener_tune",
        "cluener_held_out",
        "weibo_tune",
        "weibo_held_out",
        "resume_tune",
        "resume_held_out",
    }
)


def memory_mb() -> dict[str, float]:
    """Resident memory: all of it, the private (anonymous) part and the file-backed part
    (shared libraries, mapped files: shared with other processes using them)."""
    out = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "RssAnon", "RssFile"):
            out[key] = int(value.split()[0]) / 1024
    return out


def merged(report: dict[str, Any]) -> dict[str, Any]:
    """The results file with this run's keys replaced and every other key kept, so a run of
    one language does not overwrite the other's figures with nothing (``data`` and
    ``time_per_500_chars`` are merged one level down)."""
    try:
        old: dict[str, Any] = json.loads(RESULTS.read_text("utf-8"))
    except (OSError, ValueError):
        return report
    for key, value in report.items():
        if key in ("data", "time_per_500_chars") and isinstance(old.get(key), dict):
            old[key].update(value)
        else:
            old[key] = value
    return old


def _halves(
    sets: dict[str, tuple[str, list[Sentence]]],
    name: str,
    rows: list[Sentence],
    tune: str,
    held_out: str,
) -> None:
    """``rows`` as two sets: ``<name>_tune`` (even-numbered) and ``<name>_held_out`` (odd)."""
    sets[f"{name}_tune"] = (tune, rows[0::2])
    sets[f"{name}_held_out"] = (held_out, rows[1::2])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--en", type=Path, help="WNUT17 emerging.dev.conll")
    ap.add_argument("--en-test", type=Path, help="WNUT17 emerging.test.annotated (held out)")
    ap.add_argument(
        "--zh",
        type=Path,
        help="ChineseNER data/example.dev (left out: the Chinese figures already in the results "
        "file are kept as they are)",
    )
    ap.add_argument("--zh-limit", type=int, default=800, help="People's Daily sentences scored")
    ap.add_argument("--cluener", type=Path, help="CLUENER 2020 dev set (JSON lines)")
    ap.add_argument(
        "--prompts",
        type=Path,
        nargs="?",
        const=PROMPTS,
        help="prompts with annotated details (default bench/privacy/en_prompts.jsonl)",
    )
    ap.add_argument(
        "--oasst",
        type=Path,
        nargs="?",
        const=OASST_PROMPTS,
        help="real chatbot prompts with annotated details (default bench/privacy/oasst_prompts.jsonl)",
    )
    ap.add_argument(
        "--emails",
        type=Path,
        help="folder of the Enron email-thread .conll files (github.com/paragdakle/emailcoref data/LREC)",
    )
    ap.add_argument(
        "--gum",
        type=Path,
        help="folder of GUM's dep/*.conllu files (github.com/amir-zeldes/gum): first-person genres",
    )
    ap.add_argument(
        "--resume",
        type=Path,
        help="folder of Resume NER's dev.char.bmes (github.com/jiesutd/LatticeLSTM ResumeNER/)",
    )
    ap.add_argument(
        "--weibo",
        type=Path,
        help="folder of Weibo NER's weiboNER_2nd_conll.{train,dev,test} (github.com/hltcoe/golden-horse data/)",
    )
    ap.add_argument(
        "--preload",
        action="store_true",
        help="import chromadb, llama_cpp and httpx first, as the app has: memory added then",
    )
    args = ap.parse_args()
    if args.preload:
        import chromadb  # noqa: F401
        import httpx  # noqa: F401
        import llama_cpp  # noqa: F401
    en = read_conll(args.en, " ", EN_TYPES) if args.en else []
    zh = read_conll(args.zh, "", ZH_TYPES)[: args.zh_limit] if args.zh else []
    everything = EntityPolicy(well_known="redact")
    classify("warm the rules 13800138000", RULES_ONLY)
    before = memory_mb()
    sets: dict[str, tuple[str, list[Sentence]]] = {}
    if en:
        sets["en"] = ("WNUT17 dev (CC BY 4.0), user-generated text", en)
    if zh:
        sets["zh"] = (f"People's Daily 1998 NER dev, first {len(zh)} sentences", zh)
    if args.en_test:
        sets["en_test"] = (
            "WNUT17 test (CC BY 4.0), held out",
            read_conll(args.en_test, " ", EN_TYPES),
        )
    # Each set below was tuned on (or looked at) in its even-numbered rows only; the odd ones
    # are held out (threads and documents sorted by file name).
    if args.cluener:
        _halves(
            sets,
            "cluener",
            read_cluener(args.cluener),
            "CLUENER 2020 dev, even-numbered sentences (the rules were tuned on these)",
            "CLUENER 2020 dev, odd-numbered sentences (held out: never looked at)",
        )
    if args.resume:
        _halves(
            sets,
            "resume",
            read_resume(args.resume),
            "Resume NER dev (no licence: measured only), even-numbered sentences (looked at)",
            "Resume NER dev, odd-numbered sentences (held out)",
        )
    if args.weibo:
        _halves(
            sets,
            "weibo",
            read_weibo(args.weibo),
            "Weibo NER (CC BY-SA 3.0 annotations), even-numbered messages (tuned on)",
            "Weibo NER (CC BY-SA 3.0 annotations), odd-numbered messages (held out)",
        )
    if args.emails:
        threads = read_email_threads(args.emails)  # their texts are timed below
        _halves(
            sets,
            "emails",
            [row for _, row in threads],
            "Enron email threads, entity-resolution seed corpus (Apache-2.0 annotations), "
            "even-numbered threads (the English rules were tuned on these)",
            "Enron email threads, entity-resolution seed corpus, odd-numbered threads (held out)",
        )
    if args.gum:
        _halves(
            sets,
            "gum",
            [row for _, row in read_gum(args.gum)],
            "GUM letters, vlogs, conversations, interviews, podcasts, speeches (annotations "
            "CC BY 4.0; measured, not shipped): private named people, places, organisations; "
            "even-numbered documents (the English rules were tuned on these)",
            "GUM first-person genres, odd-numbered documents (held out)",
        )
    if args.prompts:
        sets["prompts"] = (
            "English prompts written by this team with their personal details annotated "
            "(bench/privacy/en_prompts.jsonl; not held out)",
            read_prompts(args.prompts),
        )
    if args.oasst:
        rows = read_prompts(args.oasst)
        with_details = [r for r in rows if r[1]]
        ordinary = [r for r in rows if not r[1]]
        # Tuned on the even-numbered prompts of each kind (file order) only; the odd ones held out.
        for half, pick in (("tune", slice(0, None, 2)), ("held_out", slice(1, None, 2))):
            sets[f"oasst_{half}"] = (
                "OpenAssistant oasst1 prompts (Apache-2.0) with personal details, annotated here, "
                + ("even-numbered (tuned on)" if half == "tune" else "odd-numbered (held out)"),
                with_details[pick],
            )
            sets[f"oasst_ordinary_{half}"] = (
                "OpenAssistant oasst1 prompts without personal details (over-redaction), "
                + ("even-numbered (tuned on)" if half == "tune" else "odd-numbered (held out)"),
                ordinary[pick],
            )
    report: dict[str, Any] = {"data": {k: v[0] for k, v in sets.items()}}
    # Memory is read once the models have read the news and comment sets (as in every earlier
    # run), before the e-mail and prompt sets: scoring those grows this process's own data
    # (their rows, results and caches), which is not the gate's.
    after: dict[str, float] | None = None
    for key, (_, rows) in sets.items():
        if after is None and key not in MODEL_SETS:
            after = memory_mb()
        report[key] = {
            "default_policy": score(rows, DEFAULT_POLICY),
            "everything_detected": score(rows, everything),
            "rules_only": score(rows, RULES_ONLY),
        }
    if after is None:
        after = memory_mb()
    # Both models loaded: the gate's memory; English only: that model's share, kept apart.
    memory_key = "memory_added_mb" if zh else "memory_added_mb_en_only"
    if en or zh:  # a run of the prompt sets alone does not replace the models' memory figure
        report[memory_key] = {k: round(after[k] - before[k], 1) for k in before}
    report["memory_preloaded_app_libraries"] = args.preload
    report["time_per_500_chars"] = {}
    if en:
        en_long = [" ".join(t for t, _ in en[i : i + 12]) for i in range(0, len(en), 12)]
        report["time_per_500_chars"]["en"] = timing(en_long)
    if args.oasst:
        report["time_per_500_chars"]["en_oasst"] = timing([t for t, _ in rows])
    if zh:
        zh_long = ["".join(t for t, _ in zh[i : i + 12]) for i in range(0, len(zh), 12)]
        report["time_per_500_chars"]["zh"] = timing(zh_long)
    if args.emails:
        report["time_per_500_chars"]["en_emails"] = timing([t for _, (t, _) in threads])
    report["cpus"] = os.cpu_count()
    if en or zh:
        report["maxrss_mb" if zh else "maxrss_mb_en_only"] = round(
            resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1
        )
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(merged(report), indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
