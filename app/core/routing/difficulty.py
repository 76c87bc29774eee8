"""The learned difficulty estimate: P(the device's model answers this acceptably).

A logistic regression over the multilingual USE embedding of the request (the vector retrieval
already computes) plus cheap features: length, requested output size ("1,000 words", "两页",
"a 10-day itinerary"), the number of constraints, code and math markers, the retrieved context
size, and whether the model declares the request's language. Trained by
``bench/routing/train_difficulty.py`` on prompts labelled by really running the bundled model
(bench/routing/labels.jsonl); the weights ship as ``data/difficulty.json``. numpy only at run time.
A second head over the cheap features alone answers when there is no embedding.
See docs/ARCHITECTURE.md §6 (routing).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:  # numpy is imported where a vector is made: auto routing, not every start
    import numpy as np
    import numpy.typing as npt

    Vec = npt.NDArray[np.float64]

MODEL_FILE = Path(__file__).with_name("data") / "difficulty.json"

_NUMS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_ZH_NUMS = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "十": 10}
_WORDS_RE = re.compile(r"(\d[\d,]*)\s*(?:-|\s)?\s*words?\b", re.I)
_ZH_CHARS_RE = re.compile(r"(\d+)\s*字")
_PAGES_RE = re.compile(r"\b(\d+|one|two|three|four|five)[- ]pages?\b", re.I)
_ZH_PAGES_RE = re.compile(r"([一两二三四五六十\d]+)\s*页")
_SPAN_RE = re.compile(r"\b(\d+)[- ](day|week|month|step|point|tip|item|section|scene)s?\b", re.I)
_ZH_SPAN_RE = re.compile(r"(\d+|[一两二三四五六七八九十]+)\s*(天|周|个月|步|条|项|个部分|幕)")
_SPAN_WORDS = {"day": 60, "week": 40, "month": 40, "scene": 150, "section": 120}
_CONSTRAINTS = re.compile(
    r"\b(must|should|never|without|exactly|at least|at most|each|every|include|including|"
    r"with|keep|keeping|under|no more than|end with|ends? on|in the style)\b|"
    r"至少|每|必须|不超过|不要|包括|包含|并|要有|保留|分为|分",
    re.I,
)
_CODE = re.compile(
    r"```|\bdef |\bclass |=>|\breturn\b|\bimport\b|[{};]|\(\)|\b(python|javascript|typescript|"
    r"sql|rust|golang|go code|bash|react|fastapi|flask|regex|regular expression|function|"
    r"refactor|implement|algorithm|api|script|decorator|async)\b|代码|函数|实现|重构|脚本|算法",
    re.I,
)
_MATH = re.compile(
    r"\^|\b(derive|derivation|prove|proof|induction|closed form|eigen\w*|integral|integrat\w*|"
    r"equation|theorem|formula|matrix|probability|differential|series|irrational)\b|"
    r"推导|证明|归纳|方程|积分|公式|矩阵|概率|特征值|数列",
    re.I,
)
_WORK = re.compile(
    r"\b(write|plan|analy[sz]e|compare|design|create|make|evaluate|assess|explain|translate|"
    r"summari[sz]e|draft|critically|swot)\b|写|规划|制定|分析|比较|设计|评估|翻译|总结|解释",
    re.I,
)
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")

CHEAP_FEATURES = (
    "log_chars",
    "log_words",
    "log_requested_words",
    "constraints",
    "code_markers",
    "math_markers",
    "work_verbs",
    "log_digits",
    "question_mark",
    "log_lines",
    "log_context_chars",
    "language_supported",
)


def _num(token: str) -> int:
    token = token.lower().replace(",", "")
    if token.isdigit():
        return int(token)
    if token in _NUMS:
        return _NUMS[token]
    total = 0
    for ch in token:
        if ch in _ZH_NUMS:
            total = total * 10 + _ZH_NUMS[ch] if _ZH_NUMS[ch] != 10 else max(total, 1) * 10
    return total or 1


def requested_words(text: str) -> int:
    """The output size a request asks for, in English-word equivalents (0: not stated)."""
    best = 0
    for m in _WORDS_RE.finditer(text):
        best = max(best, _num(m.group(1)))
    for m in _ZH_CHARS_RE.finditer(text):
        best = max(best, _num(m.group(1)) * 2 // 3)
    for m in _PAGES_RE.finditer(text):
        best = max(best, _num(m.group(1)) * 500)
    for m in _ZH_PAGES_RE.finditer(text):
        best = max(best, _num(m.group(1)) * 500)
    for m in _SPAN_RE.finditer(text):
        best = max(best, _num(m.group(1)) * _SPAN_WORDS.get(m.group(2).lower(), 30))
    for m in _ZH_SPAN_RE.finditer(text):
        unit = {"天": 60, "周": 40, "个月": 40, "幕": 150, "个部分": 120}.get(m.group(2), 30)
        best = max(best, _num(m.group(1)) * unit)
    return best


def cheap_values(text: str, context_chars: int = 0, language_supported: bool = True) -> list[float]:
    """The cheap features (:data:`CHEAP_FEATURES`), as plain floats."""
    words = len(re.findall(r"[A-Za-z0-9']+", text)) + len(_CJK.findall(text))
    return [
        math.log1p(len(text)),
        math.log1p(words),
        math.log1p(requested_words(text)),
        float(len(_CONSTRAINTS.findall(text))),
        math.log1p(len(_CODE.findall(text))),
        float(len(_MATH.findall(text))),
        float(len(_WORK.findall(text))),
        math.log1p(sum(ch.isdigit() for ch in text)),
        1.0 if ("?" in text or "？" in text) else 0.0,
        math.log1p(text.count("\n")),
        math.log1p(context_chars),
        1.0 if language_supported else 0.0,
    ]


def cheap_features(text: str, context_chars: int = 0, language_supported: bool = True) -> Vec:
    """:func:`cheap_values` as a numpy vector (the trainer's input)."""
    import numpy as np

    return np.asarray(cheap_values(text, context_chars, language_supported), dtype=np.float64)


class HeadJSON(TypedDict):
    """A head as stored in the model file: standardisation, weights and bias."""

    mean: list[float]
    scale: list[float]
    weights: list[float]
    bias: float


@dataclass(frozen=True)
class Head:
    """One logistic regression: standardised inputs, weights, bias.

    Inference is plain Python (~0.1 ms for the 524 inputs of the full head): routing a request
    never imports numpy for it, which a cold start would pay ~70 ms for. The trainer builds heads
    from numpy arrays; both work here."""

    mean: Sequence[float]
    scale: Sequence[float]
    weights: Sequence[float]
    bias: float

    def p(self, x: Sequence[float]) -> float:
        z = self.bias + math.fsum(
            (float(v) - m) / s * w
            for v, m, s, w in zip(x, self.mean, self.scale, self.weights, strict=True)
        )
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def as_json(self) -> HeadJSON:
        return {
            "mean": [round(float(v), 6) for v in self.mean],
            "scale": [round(float(v), 6) for v in self.scale],
            "weights": [round(float(v), 6) for v in self.weights],
            "bias": round(self.bias, 6),
        }

    @classmethod
    def from_json(cls, d: HeadJSON) -> Head:
        return cls(
            tuple(float(v) for v in d["mean"]),
            tuple(float(v) for v in d["scale"]),
            tuple(float(v) for v in d["weights"]),
            float(d["bias"]),
        )


def _flat(embedding: Any) -> list[float]:
    """A vector (numpy array, list, nested rows) as a flat list of floats."""
    tolist = getattr(embedding, "tolist", None)
    values = tolist() if callable(tolist) else list(embedding)
    out: list[float] = []
    stack = [values]
    while stack:
        item = stack.pop()
        if isinstance(item, list | tuple):
            stack.extend(reversed(item))
        else:
            out.append(float(item))
    return out


class DifficultyModel:
    """``p_ok(text, embedding, ...)``: the estimate, from the full head when an embedding is given
    (512-d USE, unit length) and from the cheap head otherwise."""

    def __init__(self, full: Head, cheap: Head, meta: dict[str, Any]) -> None:
        self.full = full
        self.cheap = cheap
        self.meta = meta

    @classmethod
    def load(cls, path: Path = MODEL_FILE) -> DifficultyModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data.get("cheap_features", ())) != CHEAP_FEATURES:
            raise ValueError(f"{path.name} was trained on other features; retrain it")
        return cls(Head.from_json(data["full"]), Head.from_json(data["cheap"]), data["meta"])

    @property
    def embedder(self) -> str:
        return str(self.meta.get("embedder", "use-multilingual-v3"))

    def features(
        self,
        text: str,
        embedding: npt.ArrayLike | None,
        context_chars: int = 0,
        language_supported: bool = True,
    ) -> tuple[list[float], bool]:
        cheap = cheap_values(text, context_chars, language_supported)
        if embedding is None:
            return cheap, False
        emb = _flat(embedding)
        if len(emb) != len(self.full.weights) - len(cheap):
            return cheap, False
        return emb + cheap, True

    def uses_full(self, embedding: npt.ArrayLike | None) -> bool:
        """Whether ``embedding`` fits the full head (else the cheap head answers)."""
        if embedding is None:
            return False
        return len(_flat(embedding)) == len(self.full.weights) - len(CHEAP_FEATURES)

    def thresholds(self, embedding: npt.ArrayLike | None) -> tuple[float, float, float]:
        """The head's thresholds for quality 0 / 0.5 / 1, chosen on its training data."""
        key = "thresholds" if self.uses_full(embedding) else "thresholds_cheap"
        t = self.meta.get(key) or self.meta.get("thresholds")
        if not isinstance(t, dict):
            return (0.2, 0.5, 0.8)
        try:
            return (float(t["low"]), float(t["mid"]), float(t["high"]))
        except (TypeError, KeyError, ValueError):
            return (0.2, 0.5, 0.8)

    def p_ok(
        self,
        text: str,
        embedding: npt.ArrayLike | None = None,
        context_chars: int = 0,
        language_supported: bool = True,
    ) -> float:
        x, full = self.features(text, embedding, context_chars, language_supported)
        cheap_x = x[-len(CHEAP_FEATURES) :]
        if not full:
            return self.cheap.p(cheap_x)
        # The full head, optionally blended with the cheap one (the trainer picks the weight
        # by cross-validation: with a few hundred labels the two average out each other's noise).
        w = float(self.meta.get("blend", 1.0))
        return w * self.full.p(x) + (1 - w) * self.cheap.p(cheap_x) if w < 1 else self.full.p(x)


class ShippedModel:
    """The difficulty model shipped in the package (``path``), loaded once, on first use. The
    process has one, :data:`SHIPPED` (:func:`shipped_model` and :func:`load_error` read it); a
    test builds its own, over another file."""

    def __init__(self, path: Path = MODEL_FILE) -> None:
        self.path = path
        self._model: DifficultyModel | None = None
        self._error: str | None = None

    def model(self) -> DifficultyModel | None:
        """The model, loaded on the first call; None (and :attr:`error`) if the file is broken."""
        if self._model is None and self._error is None:
            try:
                self._model = DifficultyModel.load(self.path)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                self._error = f"{type(exc).__name__}: {exc}"
        return self._model

    @property
    def error(self) -> str | None:
        """Why the file could not be loaded (None: it loaded, or was not read yet)."""
        return self._error


#: This process's shipped model.
SHIPPED = ShippedModel()


def shipped_model() -> DifficultyModel | None:
    """The model shipped in the package, loaded once; None (and :func:`load_error`) if broken."""
    return SHIPPED.model()


def load_error() -> str | None:
    return SHIPPED.error
