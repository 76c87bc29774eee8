"""The gate's cost is bounded by its input (issue 24 item 7), on text that names thousands of
different people: four times the text (and four times the names) must cost about four times the
CPU time, never the square. Spreading a name to its later mentions was a flat regex alternation
of every alias, which a long text made quadratic (8,000 names: 3.3 s, 32,000: about 50 s); the
recogniser's own path is timed below ``ner.MAX_CHARS``, where it runs. CPU time (the machine is
shared), the better of two runs, and a bound well above linear (4x) and well below quadratic."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from app.core.privacy import classifier, ner
from app.core.privacy.entities import Entity
from app.core.privacy.mentions import spread
from app.core.privacy.redaction import Redactor

_SYLLABLES = [
    "ka",
    "ri",
    "to",
    "mu",
    "sen",
    "da",
    "lo",
    "vi",
    "ne",
    "ha",
    "ra",
    "bel",
    "mon",
    "tes",
    "quin",
    "gar",
    "dor",
    "fel",
]
_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
_GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏建国文辉力永健世广志"


def _names_text(n: int, seed: int = 3) -> tuple[str, list[Entity]]:
    """``n`` sentences, each naming a different person (Latin or Chinese), with the spans."""
    rng = random.Random(seed)
    parts: list[str] = []
    found: list[Entity] = []
    pos = 0
    for i in range(n):
        if i % 2:
            name = "".join(rng.choice(_SYLLABLES) for _ in range(3)).capitalize()
            name += " " + "".join(rng.choice(_SYLLABLES) for _ in range(3)).capitalize()
            sentence = f"Call Mr {name} today about order {i}. "
        else:
            name = rng.choice(_SURNAMES) + rng.choice(_GIVEN) + rng.choice(_GIVEN)
            sentence = f"请{name}明天回电话，订单{i}。"
        start = pos + sentence.index(name)
        found.append(Entity("PERSON", start, start + len(name), name))
        parts.append(sentence)
        pos += len(sentence)
    return "".join(parts), found


def _cpu(work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(2):
        t0 = time.process_time()
        work()
        best = min(best, time.process_time() - t0)
    return best


def test_spreading_thousands_of_names_is_linear() -> None:
    small, large = _names_text(2_000), _names_text(8_000)
    t_small = _cpu(lambda: spread([small[0]], [small[1]]))
    t_large = _cpu(lambda: spread([large[0]], [large[1]]))
    ratio = t_large / max(t_small, 1e-3)
    assert ratio < 7.0, f"4x the names took {ratio:.1f}x ({t_small:.3f}s -> {t_large:.3f}s)"
    # and it still finds them: every name is mentioned once more at the end
    text = large[0] + "".join(e.text + "; " for e in large[1][:50])
    [out] = spread([text], [large[1]])
    assert len(out) == len(large[1]) + 50


def test_the_gate_with_the_recogniser_is_linear() -> None:
    text, _ = _names_text(1_000)  # about 30,000 characters: under ner.MAX_CHARS, both sizes
    small, large = text[: len(text) // 4], text
    assert len(large) < ner.MAX_CHARS
    classifier.classify(small[:2000])  # the models load before timing

    def gate(t: str) -> Callable[[], object]:
        return lambda: Redactor().redact(t, classifier.classify(t).entities)

    t_small, t_large = _cpu(gate(small)), _cpu(gate(large))
    ratio = t_large / t_small
    assert ratio < 7.0, f"4x the text took {ratio:.1f}x ({t_small:.3f}s -> {t_large:.3f}s)"
