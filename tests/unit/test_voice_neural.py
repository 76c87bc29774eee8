"""The neural English voice's input and the engine choice (app/core/voice/neural.py, tts.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.core.voice import engines, neural, tts
from app.core.voice.tts import Pcm, TTSError


class FakeEspeak:
    """espeak-ng's ``--ipa`` output shape: one clause a line, punctuation dropped."""

    name = "espeak-ng"

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def ipa(self, text: str, voice: str = "en-us") -> str:
        return "\n".join(self.lines) + "\n"

    def voices(self) -> list[tts.Voice]:
        return [tts.Voice("en-us", "American", "en"), tts.Voice("cmn", "Mandarin", "zh")]

    def default_voice(self, language: str) -> str:
        return {"en": "en-us", "zh": "cmn"}.get(language, "en-us")

    def synthesize(self, text: str, **kw: object) -> Pcm:
        return Pcm(b"\x01\x00", 22050)


def make_voice(tmp_path: Path, lines: list[str]) -> neural.PiperVoice:
    ids = {"_": [0], "^": [1], "$": [2], " ": [3], ",": [8], ".": [10], "?": [13]}
    ids |= {ch: [20 + i] for i, ch in enumerate("aəbðɪmnsθˈ")}
    config = tmp_path / "v.onnx.json"
    config.write_text(
        json.dumps({"phoneme_id_map": ids, "audio": {"sample_rate": 22050}}), encoding="utf-8"
    )
    return neural.PiperVoice(tmp_path / "v.onnx", config, FakeEspeak(lines))  # type: ignore[arg-type]


def test_clause_punctuation_is_put_back(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, ["ðə mˈiːɾɪŋ", "ɪz ɪt"])
    assert voice.phonemes("The meeting, is it?") == "ðə mˈiːɾɪŋ, ɪz ɪt?"
    # a missing final mark becomes a full stop; a count that does not match keeps only the end
    assert voice.phonemes("The meeting, is it") == "ðə mˈiːɾɪŋ, ɪz ɪt."
    odd = make_voice(tmp_path, ["a", "b", "c"])
    assert odd.phonemes("x, y?") == "a b c?"


def test_phoneme_ids_are_framed_and_padded(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, [])
    assert voice.phoneme_ids("ab.") == [1, 0, 20, 0, 22, 0, 10, 0, 2]
    assert voice.phoneme_ids("a\u02a7") == [1, 0, 20, 0, 2]  # unknown symbols are skipped


def test_blank_text_renders_nothing_without_loading(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, [])
    assert voice.synthesize("   ").data == b""
    assert voice._session is None


def test_bad_config_is_one_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "v.onnx.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(TTSError, match="config"):
        neural.PiperVoice(tmp_path / "v.onnx", bad, FakeEspeak([]))  # type: ignore[arg-type]


def test_engine_routes_english_to_the_neural_voice(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, [])
    calls: list[str] = []
    voice.synthesize = lambda text, rate=1.0: calls.append(text) or Pcm(b"", 22050)  # type: ignore[method-assign]
    engine = neural.NeuralEngine(FakeEspeak([]), voice)  # type: ignore[arg-type]
    assert engine.default_voice("en") == "joe" and engine.default_voice("zh") == "cmn"
    assert [v.id for v in engine.voices()][:1] == ["joe"]
    engine.synthesize("hello", language="en")
    assert calls == ["hello"]
    assert engine.synthesize("你好", language="zh").data == b"\x01\x00"  # espeak-ng
    assert engine.synthesize("hi", voice="en-us").data == b"\x01\x00"  # a chosen espeak voice


def test_engine_choice_falls_back_to_espeak_without_the_voice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(engines, "EspeakEngine", lambda: FakeEspeak([]))
    monkeypatch.setattr(neural, "voice_files", lambda: None)
    assert isinstance(engines.default_engine("auto"), FakeEspeak)
    assert isinstance(engines.default_engine("espeak-ng"), FakeEspeak)
    with pytest.raises(TTSError, match="not installed"):
        engines.default_engine("neural")
    with pytest.raises(TTSError, match="unknown speech engine"):
        engines.default_engine("festival")


def test_engine_choice_uses_the_installed_voice(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    voice = make_voice(tmp_path, [])
    monkeypatch.setattr(engines, "EspeakEngine", lambda: FakeEspeak([]))
    monkeypatch.setattr(neural, "voice_files", lambda: (voice.model, tmp_path / "v.onnx.json"))
    assert isinstance(engines.default_engine("auto"), neural.NeuralEngine)
    assert isinstance(engines.default_engine("neural"), neural.NeuralEngine)
    assert isinstance(engines.default_engine("espeak-ng"), FakeEspeak)


def test_a_failing_neural_voice_falls_back_to_espeak(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, ["ə"])  # its model file does not exist: loading fails
    engine = neural.NeuralEngine(FakeEspeak([]), voice)  # type: ignore[arg-type]
    assert engine.synthesize("a", language="en").data == b"\x01\x00"
    assert "cannot load" in engine.broken
    assert engine.synthesize("a", language="en").data == b"\x01\x00"  # not tried again


def test_warm_loads_once_or_marks_the_voice_broken(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, ["ə"])
    engine = neural.NeuralEngine(FakeEspeak([]), voice)  # type: ignore[arg-type]
    engine.warm()  # no model file: the failure is kept, not raised
    assert "cannot load" in engine.broken


def test_only_the_working_neural_voice_renders_slowly(tmp_path: Path) -> None:
    voice = make_voice(tmp_path, ["ə"])
    engine = neural.NeuralEngine(FakeEspeak([]), voice)  # type: ignore[arg-type]
    assert engine.renders_slowly("", "en") and engine.renders_slowly(neural.VOICE_ID)
    assert not engine.renders_slowly("", "zh") and not engine.renders_slowly("en-us")
    engine.warm()  # no model file: espeak-ng speaks from now on, in milliseconds
    assert not engine.renders_slowly("", "en")
