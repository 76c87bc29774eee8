"""Text-to-speech engines that render to PCM (docs/ARCHITECTURE.md §11).

Tandem plays speech itself (the UI's QAudioSink), so an engine's job is only ``text -> PCM``:
that is what lets playback stop within milliseconds, lets the echo guard know exactly what is
coming out of the speaker, and lets ``tandem say --out`` write a WAV on every platform.

On Linux the engine is espeak-ng (English and Mandarin ``cmn`` voices; installer/bootstrap.sh
installs it), driven through its command line: ``espeak-ng --stdout`` writes a WAV to a pipe,
and the text goes in on stdin, so nothing in it is ever read as an option. Rendering a sentence
takes a few milliseconds. Engines are not thread-safe by contract: callers give each one its
own worker (:class:`app.core.engines.worker.EngineWorker`).
"""

from __future__ import annotations

import io
import os
import shutil
import struct
import subprocess
import sys
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Protocol

if TYPE_CHECKING:  # numpy is imported where audio is processed, not with the window
    import numpy as np


class TTSError(RuntimeError):
    """Speech could not be rendered (one-line message)."""


@dataclass(frozen=True)
class Pcm:
    """Mono signed 16-bit little-endian PCM."""

    data: bytes
    sample_rate: int

    @property
    def duration_s(self) -> float:
        return len(self.data) / 2 / self.sample_rate if self.sample_rate else 0.0

    def samples(self) -> np.ndarray:
        import numpy as np

        return np.frombuffer(self.data, dtype="<i2")

    def resampled(self, rate: int) -> Pcm:
        """Linear interpolation: plenty for speech going to a 16 kHz microphone or a sink."""
        import numpy as np

        if rate == self.sample_rate or not self.data:
            return Pcm(self.data, rate)
        x = self.samples().astype(np.float32)
        n = max(1, round(len(x) * rate / self.sample_rate))
        positions = np.linspace(0, len(x) - 1, n, dtype=np.float64)
        y = np.interp(positions, np.arange(len(x)), x)
        return Pcm(np.clip(y, -32768, 32767).astype("<i2").tobytes(), rate)

    def scaled(self, volume: float) -> Pcm:
        import numpy as np

        if volume >= 0.999:
            return self
        y = self.samples().astype(np.float32) * max(0.0, volume)
        return Pcm(y.astype("<i2").tobytes(), self.sample_rate)

    def wav_bytes(self) -> bytes:
        out = io.BytesIO()
        with wave.open(out, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(self.sample_rate)
            w.writeframes(self.data)
        return out.getvalue()

    def write_wav(self, path: Path) -> None:
        """A 16-bit mono WAV, written whole (a temporary file, then renamed)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.part")
        tmp.write_bytes(self.wav_bytes())
        os.replace(tmp, path)

    def __add__(self, other: Pcm) -> Pcm:
        if not other.data:
            return self
        if not self.data:
            return other
        return Pcm(self.data + other.resampled(self.sample_rate).data, self.sample_rate)


def silence(seconds: float, sample_rate: int) -> Pcm:
    return Pcm(b"\x00\x00" * int(seconds * sample_rate), sample_rate)


def parse_wav(blob: bytes) -> Pcm:
    """A PCM WAV from a pipe: espeak-ng's streamed header carries placeholder sizes, so the data
    chunk is taken to the end of the bytes rather than trusted."""
    if len(blob) < 12 or blob[:4] != b"RIFF" or blob[8:12] != b"WAVE":
        raise TTSError("the speech engine did not return a WAV")
    pos, rate, bits, channels = 12, 0, 16, 1
    while pos + 8 <= len(blob):
        chunk, size = blob[pos : pos + 4], struct.unpack("<I", blob[pos + 4 : pos + 8])[0]
        body = pos + 8
        if chunk == b"fmt ":
            _fmt, channels, rate, _br, _align, bits = struct.unpack(
                "<HHIIHH", blob[body : body + 16]
            )
        elif chunk == b"data":
            data = blob[body : body + size] if body + size <= len(blob) else blob[body:]
            if bits != 16 or channels != 1:
                raise TTSError(f"unsupported WAV from the engine ({bits}-bit, {channels} ch)")
            return Pcm(data[: len(data) - len(data) % 2], rate)
        pos = body + size + (size & 1)
    raise TTSError("the speech engine's WAV has no data")


@dataclass(frozen=True)
class Voice:
    id: str
    name: str
    language: str  # "en" | "zh" | another code the engine reports


class TTSEngine(Protocol):
    """What Tandem needs from a speech engine."""

    name: str

    def voices(self) -> list[Voice]: ...

    def default_voice(self, language: str) -> str: ...

    def synthesize(
        self, text: str, *, voice: str = "", language: str = "en", rate: float = 1.0
    ) -> Pcm: ...


def _espeak_binary() -> str | None:
    found = shutil.which("espeak-ng")
    if found:
        return found
    if sys.platform == "win32":  # the official installer does not put itself on PATH
        for base in (os.environ.get("PROGRAMFILES", ""), os.environ.get("PROGRAMFILES(X86)", "")):
            candidate = Path(base) / "eSpeak NG" / "espeak-ng.exe"
            if base and candidate.is_file():
                return str(candidate)
    return None


class EspeakEngine:
    """espeak-ng through its command line; English (``en-us``) and Mandarin (``cmn``) voices."""

    name = "espeak-ng"
    WORDS_PER_MINUTE = 175  # espeak-ng's own default, our rate 1.0
    DEFAULT_VOICES: ClassVar[dict[str, str]] = {"en": "en-us", "zh": "cmn"}

    def __init__(self, binary: str | None = None, timeout_s: float = 30.0) -> None:
        found = binary or _espeak_binary()
        if not found:
            raise TTSError(
                "espeak-ng is not installed (Linux: apt-get install espeak-ng; "
                "Windows/macOS: install eSpeak NG)"
            )
        self.binary = found
        self.timeout_s = timeout_s
        self._voices: list[Voice] | None = None

    def voices(self) -> list[Voice]:
        if self._voices is None:
            out = self._run(["--voices"], b"").decode("utf-8", "replace")
            voices = []
            for line in out.splitlines()[1:]:
                cols = line.split()
                if len(cols) >= 4:
                    lang = cols[1]
                    short = "zh" if lang.startswith(("cmn", "zh")) else lang.split("-")[0]
                    voices.append(Voice(cols[1], cols[3].replace("_", " "), short))
            self._voices = voices
        return list(self._voices)

    def default_voice(self, language: str) -> str:
        return self.DEFAULT_VOICES.get(language, "en-us")

    def synthesize(
        self, text: str, *, voice: str = "", language: str = "en", rate: float = 1.0
    ) -> Pcm:
        if not text.strip():
            return Pcm(b"", 22050)
        wpm = int(max(80, min(450, self.WORDS_PER_MINUTE * rate)))
        args = ["--stdout", "-v", voice or self.default_voice(language), "-s", str(wpm)]
        # -b 1: the text on stdin is UTF-8 (Chinese); --stdin keeps it off the command line.
        return parse_wav(self._run([*args, "-b", "1", "--stdin"], text.encode("utf-8")))

    def ipa(self, text: str, voice: str = "en-us") -> str:
        """The text as IPA phonemes, one clause a line (what Piper voices are trained on)."""
        out = self._run(["-q", "--ipa", "-v", voice, "-b", "1", "--stdin"], text.encode("utf-8"))
        return out.decode("utf-8", "replace")

    def _run(self, args: list[str], stdin: bytes) -> bytes:
        try:
            done = subprocess.run(
                [self.binary, *args],
                input=stdin,
                capture_output=True,
                timeout=self.timeout_s,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise TTSError(f"espeak-ng took longer than {self.timeout_s:.0f} s") from exc
        except OSError as exc:
            raise TTSError(f"espeak-ng could not start: {exc}") from exc
        if done.returncode != 0:
            detail = done.stderr.decode("utf-8", "replace").strip().splitlines()
            raise TTSError(f"espeak-ng failed: {detail[0] if detail else done.returncode}")
        return done.stdout


def voice_for(engine: TTSEngine, language: str, configured: str = "", override: str = "") -> str:
    """``--voice`` beats the per-language setting, which beats the engine's default."""
    return override or configured or engine.default_voice(language)
