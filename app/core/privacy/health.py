"""Health data: conditions, diagnoses, procedures and medications, in English and Chinese.

A curated bilingual lexicon (``data/health_en.txt``, ``data/health_zh.txt``; several hundred
terms) finds candidates. A disease named in a general question ("What causes diabetes?", "糖尿病的全球患病率") is
not anyone's health record, so a term counts only when its sentence is about someone: a person
(I, my, 他, 患者, mother...) or a clinical verb (diagnosed, prescribed, 得了, 确诊, 服用...).
Terms marked ``?`` in the lexicon are also ordinary words (depression, cold, 过敏) and need the
clinical verb itself.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from app.core.privacy.entities import Entity

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


@lru_cache(maxsize=1)
def _lexicon() -> tuple[re.Pattern[str], re.Pattern[str], frozenset[str]]:
    """(English pattern, Chinese pattern, the ambiguous terms), built once from the data files."""
    weak: set[str] = set()
    terms: dict[str, list[str]] = {"en": [], "zh": []}
    for lang in terms:
        text = (
            resources.files("app.core.privacy")
            .joinpath(f"data/health_{lang}.txt")
            .read_text("utf-8")
        )
        for line in text.splitlines():
            term = line.strip()
            if not term or term.startswith("#"):
                continue
            if term.startswith("?"):
                term = term[1:]
                weak.add(term.lower())
            terms[lang].append(term)

    def alternation(words: list[str]) -> str:
        return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))

    en = re.compile(r"(?ai)(?<![\w-])(?:" + alternation(terms["en"]) + r")(?![\w-])")
    zh = re.compile(r"(?i)(?:" + alternation(terms["zh"]) + r")")
    return en, zh, frozenset(weak)


def _sentence(text: str, start: int, end: int) -> str:
    left = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    right_m = _SENTENCE_END.search(text, end)
    return text[left : right_m.start() if right_m else len(text)]


def detect(text: str) -> list[Entity]:
    en, zh, weak = _lexicon()
    out = []
    for pattern in (en, zh):
        for m in pattern.finditer(text):
            sentence = _sentence(text, m.start(), m.end())
            rest = sentence.replace(m.group(), " ")
            clinical = bool(_CLINICAL_EN.search(rest) or _CLINICAL_ZH.search(rest))
            personal = bool(_PERSONAL_EN.search(rest) or _PERSONAL_ZH.search(rest))
            if clinical or (personal and m.group().lower() not in weak):
                out.append(Entity("HEALTH", m.start(), m.end(), m.group()))
    return out
