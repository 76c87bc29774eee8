"""Health data: conditions, diagnoses, procedures and medications, in English and Chinese.

A curated bilingual lexicon (``data/health_en.toml``, ``data/health_zh.toml``; several hundred
terms) finds candidates. A disease named in a general question ("What causes diabetes?", "糖尿病的全球患病率") is
not anyone's health record, so a term counts only when its sentence is about someone: a person
(I, my, 他, 患者, mother...) or a clinical verb (diagnosed, prescribed, 得了, 确诊, 服用...).
Terms listed as ``ambiguous`` are also ordinary words (depression, cold, 过敏) and need the
clinical verb itself.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice

from app.core.privacy.entities import Entity
from app.core.privacy.lexicons import words

_SENTENCE_END = re.compile(r"[.!?。！？;；\n]")

_CLINICAL_EN = re.compile(
    r"(?ai)\b(?:diagnos(?:ed|is of)|suffer(?:s|ed|ing)?\b|prescribed|treated for|relaps\w*|"
    r"\d+\s?mg|hospitali[sz]ed|admitted|tested positive|positive for|history of|living with|"
    r"recovering from|battling|on (?:daily )?\w+ for|sick leave|medical (?:record|leave|history))"
)
_PERSONAL_EN = re.compile(
    r"(?ai)\b(?:i|i'm|i've|i'd|me|my|mine|myself|he|she|his|her|him|they|their|you|your|"
    r"mom|mum|mother|dad|father|son|daughter|wife|husband|brother|sister|grandma|"
    r"grandmother|grandpa|grandfather|friend|colleague|coworker|boss|uncle|aunt|child|kid|baby|"
    r"partner|boyfriend|girlfriend|employee|client|customer|patient|mr|mrs|ms)\b"
)
_CLINICAL_ZH = re.compile(
    r"得了|患有|患了|患上|确诊|诊断出|被诊断|查出|检查出|病史|服用|在吃|吃了|住院|出院|复查|复发|"
    r"化疗|阳性|处方|开了|就诊|犯了|发作|携带者|感染了|得过|患过|毫克|病假"
)
_PERSONAL_ZH = re.compile(
    r"我|你|您|他|她|患者|病人|家人|爸|妈|父亲|母亲|老公|老婆|妻子|丈夫|儿子|女儿|孩子|同事|朋友|"
    r"客户|员工|先生|女士|爷爷|奶奶|外公|外婆|姥姥|哥哥|姐姐|弟弟|妹妹|领导|老板"
)


# A condition the lexicon does not know is still health data when a diagnosis names it.
_DIAGNOSIS_EN = re.compile(
    r"(?ai)\b(?:diagnosed with|diagnosed as having|treated for|tested positive for)\s+"
    r"(?:(?:an?|the|severe|chronic|acute|mild|early[- ]stage|late[- ]stage|stage \w+)\s+)*"
    r"([A-Za-z][\w'’-]*(?:\s+[A-Za-z0-9][\w'’-]*){0,3}?)"
    r"(?=\s*(?:[,.;:!?)—]|$)|\s+(?:last|this|in|on|since|and|but|a|an|at|when|after|before|for|so|"
    r"which|recently|yesterday|today|two|three|several|few|years?|months?|weeks?|ago)\b)"
)
_DIAGNOSIS_ZH = re.compile(
    r"(?:确诊为|确诊了|确诊|诊断为|诊断出|被诊断出|得了|患有|患了|患上了|患上|查出了|查出|检查出|得过|患过)"
    r"([\u4e00-\u9fffA-Za-z0-9]{1,9}?(?:综合征|综合症|障碍|病|症|炎|癌|瘤|感冒|疹|溃疡|结石|梗|中风|麻痹))"
    r"(?=[，。、；！？,.;!?\s和及与]|$|了|的|吗|呢)"
)
_HAS_BEFORE = re.compile(
    r"(?ai)(?:\b(?:has|have|had|got|getting|with|from)\s+(?:an?\s+|bad\s+|severe\s+|chronic\s+)?"
    r"|有|得了|患|患有|得过)$"
)
_EN_TOKEN = re.compile(r"(?a)[A-Za-z0-9]+(?:['’/-][A-Za-z0-9]+)*")


@dataclass(frozen=True)
class _Lexicon:
    """Terms by language. English is matched on word n-grams, Chinese by first character: a set
    lookup per position is ~10x faster than one regex alternation over hundreds of terms."""

    en: frozenset[str]
    en_first_words: frozenset[str]
    en_max_words: int
    zh_by_first: dict[str, tuple[str, ...]]
    weak: frozenset[str]
    zh_first: re.Pattern[str]  # any first character of a Chinese term


@lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    weak: set[str] = set()
    en: set[str] = set()
    zh: set[str] = set()
    for lang, bucket in (("en", en), ("zh", zh)):
        name = f"health_{lang}"
        ambiguous = words(name, "ambiguous")
        weak.update(t.lower() for t in ambiguous)
        for term in words(name, "terms") + ambiguous:
            if lang == "en":
                term = " ".join(t.group() for t in _EN_TOKEN.finditer(term.lower()))
            bucket.add(term)
    by_first: dict[str, list[str]] = {}
    for term in zh:
        by_first.setdefault(term[0], []).append(term)
    return _Lexicon(
        frozenset(en),
        frozenset(t.split()[0] for t in en),
        max(len(t.split()) for t in en),
        {k: tuple(sorted(v, key=len, reverse=True)) for k, v in by_first.items()},
        frozenset(weak),
        re.compile("[" + "".join(re.escape(c) for c in sorted(by_first)) + "]"),
    )


#: How far a term's sentence reaches on each side at most: a text without sentence ends (10 MB
#: on one line) must not make every term read the whole text.
_SENTENCE_REACH = 400


def _sentence(text: str, start: int, end: int) -> str:
    lo = max(0, start - _SENTENCE_REACH)
    left = max((m.end() for m in _SENTENCE_END.finditer(text, lo, start)), default=lo)
    hi = min(len(text), end + _SENTENCE_REACH)
    right_m = _SENTENCE_END.search(text, end, hi)
    return text[left : right_m.start() if right_m else hi]


def _candidates(text: str, lex: _Lexicon) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    # English: word n-grams, longest first, from a token that can start a term; the tokens after
    # it are read only there (a list of every token of a long text cost more than the matching).
    resume = 0  # the end of the last term found: its own tokens start no other
    first_words = lex.en_first_words
    for m in _EN_TOKEN.finditer(text):
        if m.start() < resume or m.group().lower() not in first_words:
            continue
        run = [m, *islice(_EN_TOKEN.finditer(text, m.end()), lex.en_max_words - 1)]
        words = [t.group().lower() for t in run]
        for n in range(len(run), 0, -1):
            if " ".join(words[:n]) in lex.en:
                spans.append((m.start(), run[n - 1].end()))
                resume = run[n - 1].end()
                break
    # Chinese: only where a term can start (a character class of the terms' first characters,
    # found at C speed), then the longest term there; a found term is skipped over whole.
    pos = 0
    for m in lex.zh_first.finditer(text):
        at = m.start()
        if at < pos:
            continue
        for term in lex.zh_by_first[m.group()]:
            if text.startswith(term, at):
                spans.append((at, at + len(term)))
                pos = at + len(term)
                break
    return spans


def _diagnoses(text: str, known: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Conditions named right after a diagnosis verb, where the lexicon found nothing."""
    out = []
    starts, reach = _by_start(known)
    for rx in (_DIAGNOSIS_EN, _DIAGNOSIS_ZH):
        for m in rx.finditer(text):
            s, e = m.start(1), m.end(1)
            i = bisect.bisect_left(starts, e)  # known[:i] start before e
            if not (i and reach[i - 1] > s):
                out.append((s, e))
    return out


def _by_start(spans: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """Starts in order, and the furthest end among the spans up to each (a prefix maximum): a span
    ``[s, e)`` overlaps one of them exactly when the furthest end of those starting before ``e``
    passes ``s``."""
    ordered = sorted(spans)
    reach: list[int] = []
    for _, ke in ordered:
        reach.append(max(ke, reach[-1]) if reach else ke)
    return [ks for ks, _ in ordered], reach


def detect(text: str) -> list[Entity]:
    lex = _lexicon()
    out = []
    found = _candidates(text, lex)
    for start, end in _diagnoses(text, found):
        out.append(Entity("HEALTH", start, end, text[start:end]))
    for start, end in found:
        value = text[start:end]
        sentence = _sentence(text, start, end)
        rest = sentence.replace(value, " ")
        clinical = bool(_CLINICAL_EN.search(rest) or _CLINICAL_ZH.search(rest))
        personal = bool(_PERSONAL_EN.search(rest) or _PERSONAL_ZH.search(rest))
        # "My sister has gout": an ordinary-word term right after a possessive verb, about someone.
        owned = bool(_HAS_BEFORE.search(text, max(0, start - 16), start))
        if clinical or (personal and (owned or value.lower() not in lex.weak)):
            out.append(Entity("HEALTH", start, end, value))
    return out
