"""When the recogniser's models load: early, on their own thread, and only when a text needs them."""

from __future__ import annotations

import threading

import pytest

from app.core.privacy import ner


class _Refused:
    def __init__(self) -> None:
        raise AssertionError("the English model was loaded")


def test_stop_words_are_spacys_own_without_importing_spacy() -> None:
    from spacy.lang.en.stop_words import STOP_WORDS

    ner._en_stop_words.cache_clear()
    assert ner._en_stop_words() == frozenset(STOP_WORDS)
    assert "what" in ner._en_stop_words()


def test_a_question_no_sentence_of_which_may_name_anyone_never_loads_the_english_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ner, "_MODELS", {})
    monkeypatch.setattr(ner, "_English", _Refused)
    assert ner.detect("What is a write-ahead log, in two sentences?") == []
    assert ner.needed("How do I reset my password?") == []
    with pytest.raises(AssertionError, match="English model"):
        ner.detect("Rachel asked me to call Johnny Bay.")


def test_needed_names_the_models_by_script() -> None:
    assert ner.needed("Write to Rachel Zheng about it.") == ["en"]
    assert ner.needed("我叫李娜，请帮我写一封信。") == ["zh"]
    assert ner.needed("请把这封信转给 Rachel Zheng。") == ["en", "zh"]
    assert ner.needed("") == []
    assert ner.needed("x" * (ner.MAX_CHARS + 1)) == []


def test_loading_in_background_loads_once_and_the_gate_finds_the_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built: list[str] = []
    release = threading.Event()

    class Slow:
        def __init__(self) -> None:
            built.append("zh")
            release.wait(10)

        def spans(self, text: str):  # type: ignore[no-untyped-def]
            return iter(())

    monkeypatch.setattr(ner, "_MODELS", {})
    monkeypatch.setattr(ner, "_LOADING", set())
    monkeypatch.setattr(ner, "_Chinese", Slow)
    thread = ner.load_in_background("张三在北京工作。")
    assert thread is not None
    assert ner.load_in_background("李四也在。") is None  # already loading: no second thread
    release.set()
    thread.join(10)
    assert built == ["zh"]
    assert isinstance(ner._model("zh"), Slow)  # the gate's call finds it loaded
    assert ner.load_in_background("王五。") is None  # loaded: nothing to do
    assert "zh" not in ner._LOADING


def test_the_english_models_string_store_does_not_grow_with_what_it_reads() -> None:
    """Every new word spaCy reads joins its string store for good: a window open for weeks
    would grow without bound. The gate reads each batch in a memory zone that frees them."""
    import random
    import string

    from app.core.privacy.classifier import classify

    ner.warm_up()
    nlp = ner._model("en").nlp
    classify("My colleague Ann Lee works at Acme Inc.")
    before = len(nlp.vocab.strings)
    rng = random.Random(7)

    def word() -> str:
        return "".join(rng.choice(string.ascii_lowercase) for _ in range(9)).capitalize()

    for _ in range(100):
        classify(f"My colleague {word()} {word()} works at {word()} Inc in {word()}.")
    assert len(nlp.vocab.strings) - before < 50  # about 500 new strings without the zone
