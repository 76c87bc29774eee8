"""Chinese transcripts in the script the user asked for (docs/ARCHITECTURE.md §11)."""

from __future__ import annotations

import pytest

from app.core.config import Settings, SettingsError
from app.core.engines.asr import ASRError, Transcriber, to_script


def test_traditional_output_becomes_simplified_and_back() -> None:
    assert to_script("廣州市的語音識別，經理說。", "simplified") == "广州市的语音识别，经理说。"
    assert to_script("广州市的语音识别", "traditional") == "廣州市的語音識別"
    assert to_script("hello 123", "simplified") == "hello 123"
    with pytest.raises(ASRError):
        to_script("x", "klingon")


def test_zh_script_setting_is_validated_and_reaches_the_engine() -> None:
    s = Settings()
    assert s.local.zh_script == "simplified"
    s.local.zh_script = "traditional"
    s.validate()
    assert Transcriber.from_settings(s.local).zh_script == "traditional"
    s.local.zh_script = "cantonese"
    with pytest.raises(SettingsError):
        s.validate()
    with pytest.raises(ASRError):
        Transcriber(zh_script="cantonese")


def test_beam_is_wide_for_chinese_greedy_for_english_and_partials() -> None:
    t = Transcriber("base", "zh")
    try:
        assert t._beam("zh", draft=False) == 5
        assert t._beam("en", draft=False) == 1
        assert t._beam("zh", draft=True) == 1
    finally:
        t.close()
