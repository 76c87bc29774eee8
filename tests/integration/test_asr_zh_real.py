"""Real Mandarin speech (AISHELL-1 test utterances, Apache-2.0; tests/data/zh_speech/README.md)
through the bundled multilingual ``base`` with Tandem's Chinese decoding: simplified characters,
character error rate within the issue's 0.12."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.engines.asr import Transcriber, to_script
from bench.asr_zh import cer

pytestmark = [pytest.mark.integration, pytest.mark.timeout(240)]

DATA = Path(__file__).resolve().parents[1] / "data" / "zh_speech"
REFS = {
    "BAC009S0764W0121.wav": "甚至出现交易几乎停滞的情况",
    "BAC009S0764W0122.wav": "一二线城市虽然也处于调整中",
}


@pytest.fixture(scope="module")
def chinese() -> Iterator[Transcriber]:
    t = Transcriber("auto", "zh", cpu_threads=2)
    yield t
    t.close()


def test_real_mandarin_reads_back_in_simplified_characters(chinese: Transcriber) -> None:
    errors = []
    for name, ref in REFS.items():
        got = chinese.transcribe_file(DATA / name)
        assert got.language == "zh" and chinese.model_name("zh") == "base"
        assert got.text == to_script(got.text, "simplified"), got.text
        errors.append(cer(ref, got.text))
    assert sum(errors) / len(errors) <= 0.12, errors


def test_traditional_on_request(chinese: Transcriber) -> None:
    t = Transcriber("auto", "zh", cpu_threads=2, zh_script="traditional")
    try:
        got = t.transcribe_file(DATA / "BAC009S0764W0122.wav").text
    finally:
        t.close()
    assert "線" in got or "調" in got, got  # 一二线城市…调整 in traditional characters


def test_auto_language_detects_mandarin(chinese: Transcriber) -> None:
    t = Transcriber("auto", "auto", cpu_threads=2)
    try:
        got = t.transcribe_file(DATA / "BAC009S0764W0122.wav")
    finally:
        t.close()
    assert got.language == "zh" and cer(REFS["BAC009S0764W0122.wav"], got.text) <= 0.2


def test_auto_language_runs_the_encoder_once_and_matches_forced_chinese(
    chinese: Transcriber,
) -> None:
    """Language detection's encoder output is the one transcription uses (issue 29: the whole
    process faster than real time): one encoder pass, and the same text as ``--language zh``."""
    t = Transcriber("auto", "auto", cpu_threads=2)
    try:
        t.transcribe_file(DATA / "BAC009S0764W0121.wav")  # loads the model
        reuse = t._models["base"].encode
        passes = []
        inner = reuse._encode
        reuse._encode = lambda window: passes.append(1) or inner(window)
        got = t.transcribe_file(DATA / "BAC009S0764W0121.wav")
    finally:
        t.close()
    assert len(passes) == 1
    assert got.text == chinese.transcribe_file(DATA / "BAC009S0764W0121.wav").text


def test_auto_language_on_silence_runs_no_encoder(shared_data: Path) -> None:
    t = Transcriber("base", "auto", cpu_threads=2)
    try:
        t.load("base")
        reuse = t._models["base"].encode
        passes = []
        inner = reuse._encode
        reuse._encode = lambda window: passes.append(1) or inner(window)
        got = t.transcribe_file(shared_data / "audio" / "silence_3s.wav")
    finally:
        t.close()
    assert got.text == "" and passes == []
