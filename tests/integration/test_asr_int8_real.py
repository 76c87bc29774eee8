"""The int8 copy of the bundled speech models decodes exactly as CTranslate2's own quantization
at load time: same encoder output, bit for bit, and the same beam-search tokens and scores
(issue 29: the copy only saves the start-up work)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.core.engines import asr_int8
from app.core.engines.asr import BUNDLED, Transcriber, decode_file
from app.core.models.model_files import local_path

pytestmark = [pytest.mark.integration, pytest.mark.timeout(240)]

ZH = Path(__file__).resolve().parents[1] / "data" / "zh_speech" / "BAC009S0764W0121.wav"


@pytest.mark.parametrize("name", ["base", "tiny.en"])
def test_the_int8_copy_decodes_bit_identically(
    name: str, tmp_path: Path, shared_data: Path
) -> None:
    from faster_whisper import WhisperModel
    from faster_whisper.audio import pad_or_trim

    original = tmp_path / BUNDLED[name]
    original.symlink_to(local_path(BUNDLED[name]), target_is_directory=True)
    copy = asr_int8.build(original)
    assert copy is not None and asr_int8.cached(original) == copy
    assert (copy / "model.bin").stat().st_size < 0.6 * (original / "model.bin").stat().st_size

    audio = decode_file(ZH if name == "base" else shared_data / "audio" / "dev_00.wav")
    results = []
    for folder in (original, copy):
        model = WhisperModel(str(folder), device="cpu", compute_type="int8", cpu_threads=2)
        features = model.feature_extractor(audio)
        encoded = model.encode(pad_or_trim(features[:, : features.shape[-1] - 1]))
        prompt = [model.hf_tokenizer.token_to_id("<|startoftranscript|>")]
        if model.model.is_multilingual:
            prompt += [model.hf_tokenizer.token_to_id(t) for t in ("<|zh|>", "<|transcribe|>")]
        out = model.model.generate(encoded, [prompt], beam_size=5, return_scores=True)[0]
        results.append((np.array(encoded), out))
    (enc_a, out_a), (enc_b, out_b) = results
    assert np.array_equal(enc_a, enc_b)
    assert out_a.sequences_ids == out_b.sequences_ids and out_a.scores == out_b.scores


def test_a_copy_that_does_not_load_falls_back_to_the_original(
    tmp_path: Path, shared_data: Path
) -> None:
    original = tmp_path / BUNDLED["tiny.en"]
    original.symlink_to(local_path(BUNDLED["tiny.en"]), target_is_directory=True)
    copy = asr_int8.build(original)
    assert copy is not None
    (copy / "model.bin").write_bytes((copy / "model.bin").read_bytes()[:1000])  # damaged
    t = Transcriber("tiny.en", "en", cpu_threads=2)
    t._model_dir = lambda _name: original  # type: ignore[method-assign]
    try:
        got = t.transcribe_file(shared_data / "audio" / "dev_00.wav").text
    finally:
        t.close()
    assert "weather" in got.lower()
    assert not copy.exists()  # removed; the next load builds it again
