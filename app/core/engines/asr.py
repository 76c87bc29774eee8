"""Speech to text on the device: faster-whisper (CTranslate2, int8 on CPU) for files and live audio.

Whisper invents text on silence and loops on repeated phrases; the guards here are the ones
faster-whisper offers (Silero VAD before decoding, no conditioning on the previous window,
compression-ratio and no-speech checks) plus a last filter that drops any segment that still
looks like a loop. ``tiny.en`` serves English; the multilingual ``base`` serves Chinese and
language detection. Both are loaded lazily, on the engine's own worker thread.

Chinese (docs/ARCHITECTURE.md §11.1): Whisper writes Mandarin in traditional or simplified
characters at random, so every Chinese segment goes through OpenCC to the script the user asked for
(``[local] zh_script``, simplified by default); a short punctuated prompt in that script asks for
punctuation; files and final phrases decode with beam ``ZH_BEAM`` (chosen in bench/asr_zh.py),
live partials with beam 1 so the hands-free turn is not slowed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from app.core.engines.worker import EngineWorker

if TYPE_CHECKING:
    from app.core.config import LocalSettings

SAMPLE_RATE = 16000
#: Built-in model names and the bundled folders (models/manifest.toml) that hold them.
BUNDLED = {"tiny.en": "whisper-tiny.en", "base": "whisper-base"}
LANGUAGES = ("auto", "en", "zh")
#: ``[local] zh_script``: the characters Chinese transcripts are written in.
ZH_SCRIPTS = ("simplified", "traditional")
#: Beam width for Chinese files and final phrases (bench/asr_zh.py: CER against real time on
#: 2 cores). English stays greedy: tiny.en gains nothing measurable from a wider beam.
ZH_BEAM = 5
COMPRESSION_RATIO_MAX = 2.4
NO_SPEECH_MAX = 0.6
LOGPROB_MIN = -1.0
# A short punctuated sentence in the wanted script: the model continues in its style (full-width
# punctuation, that script). Longer or content-bearing prompts are echoed back on unclear audio.
_ZH_PROMPTS = {"simplified": "以下是普通话的句子。", "traditional": "以下是普通話的句子。"}
#: OpenCC configurations: any Chinese to simplified; simplified to Taiwan-standard characters
#: (character forms only, no phrase substitution: 软件 stays 軟件, not 軟體).
_OPENCC = {"simplified": "t2s", "traditional": "s2tw"}
_converters: dict[str, Any] = {}


def to_script(text: str, script: str) -> str:
    """``text`` in simplified or traditional characters (OpenCC); other text passes unchanged."""
    if script not in ZH_SCRIPTS:
        raise ASRError(f"unknown Chinese script {script!r} (choose from {', '.join(ZH_SCRIPTS)})")
    converter = _converters.get(script)
    if converter is None:
        import opencc  # small (a C++ extension and its dictionaries); loaded on first Chinese text

        converter = _converters[script] = opencc.OpenCC(_OPENCC[script])
    return str(converter.convert(text))


def _echoes_prompt(text: str) -> bool:
    """Whisper sometimes "hears" its own steering prompt (or bare punctuation) in unclear audio;
    neither is speech."""
    core = "".join(ch for ch in text if ch.isalnum())
    if not core:
        return True
    prompts = ("以下是普通话的句子使用简体中文", *_ZH_PROMPTS.values())
    return any(core in "".join(ch for ch in p if ch.isalnum()) for p in prompts)


Audio = npt.NDArray[np.float32]


class ASRError(RuntimeError):
    """Speech recognition failed (one-line message)."""


class AudioError(ASRError):
    """The input is not audio that can be decoded."""


@dataclass(frozen=True)
class Segment:
    start: float
    end: float
    text: str


@dataclass(frozen=True)
class Transcript:
    text: str
    language: str
    duration_s: float
    segments: list[Segment] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        """The ``tandem transcribe --json`` object (docs/ARCHITECTURE.md §3)."""
        return {
            "text": self.text,
            "language": self.language,
            "duration_s": round(self.duration_s, 3),
            "segments": [
                {"start": round(s.start, 2), "end": round(s.end, 2), "text": s.text}
                for s in self.segments
            ],
        }


def choose_model(model: str, language: str) -> str:
    """``auto`` picks ``tiny.en`` for English and multilingual ``base`` for Chinese or auto."""
    if model != "auto":
        return model
    return "tiny.en" if language == "en" else "base"


def decode_file(path: Path) -> Audio:
    """Any container/codec PyAV reads, resampled to 16 kHz mono float32."""
    if not path.is_file():
        raise AudioError(f"no such file: {path}")
    from faster_whisper import decode_audio

    try:
        audio = decode_audio(str(path), sampling_rate=SAMPLE_RATE)
    except Exception as exc:  # av.error.* and friends: not audio, or a codec PyAV lacks
        reason = str(exc).split(":")[0].split("]")[-1].strip() or type(exc).__name__
        raise AudioError(f"{path.name} is not decodable audio ({reason})") from exc
    result: Audio = np.asarray(audio, dtype=np.float32)
    return result


def pcm16_to_float(pcm: bytes) -> Audio:
    """16-bit little-endian mono PCM (what QAudioSource and WAV files give) to float32."""
    if len(pcm) % 2:
        raise AudioError("PCM chunk has an odd number of bytes (expected 16-bit samples)")
    result: Audio = np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0
    return result


def _physical_threads() -> int:
    from app.core.engines.worker import physical_cores

    return physical_cores()


class Transcriber:
    """File and array transcription. Blocking methods run on ``self.worker`` when called from
    another thread; ``a*`` methods await it from the event loop."""

    def __init__(
        self,
        model: str = "auto",
        language: str = "auto",
        *,
        cpu_threads: int = 0,
        beam_size: int = 0,
        zh_script: str = "simplified",
        compute_type: str = "int8",
    ) -> None:
        if language not in LANGUAGES:
            raise ASRError(f"unknown language {language!r} (choose from {', '.join(LANGUAGES)})")
        if zh_script not in ZH_SCRIPTS:
            raise ASRError(
                f"unknown Chinese script {zh_script!r} (choose from {', '.join(ZH_SCRIPTS)})"
            )
        self.model = model
        self.language = language
        self.cpu_threads = cpu_threads if cpu_threads > 0 else _physical_threads()
        self.beam_size = beam_size  # 0: ZH_BEAM for Chinese, 1 (greedy) for English
        self.zh_script = zh_script
        # int8: bench/asr_zh.py measured float32 no more accurate on real Mandarin, at twice the
        # decoding time and memory; kept as a parameter for that measurement.
        self.compute_type = compute_type
        self.worker = EngineWorker("tandem-asr")
        self._models: dict[str, Any] = {}

    @classmethod
    def from_settings(cls, local: LocalSettings) -> Transcriber:
        """From ``[local] asr_model`` / ``asr_language`` / ``zh_script`` of the settings file."""
        return cls(
            local.asr_model or "auto",
            local.asr_language or "auto",
            zh_script=local.zh_script or "simplified",
        )

    # ------------------------------------------------------------ models

    def model_name(self, language: str = "auto") -> str:
        return choose_model(self.model, self._language(language))

    def _language(self, language: str) -> str:
        lang = self.language if language == "auto" else language
        if lang not in LANGUAGES:
            raise ASRError(f"unknown language {lang!r} (choose from {', '.join(LANGUAGES)})")
        return lang

    def _model_dir(self, name: str) -> Path:
        if name in BUNDLED:
            from app.core.models.model_files import ModelError, local_path

            try:
                return local_path(BUNDLED[name])
            except ModelError as exc:
                raise ASRError(str(exc)) from exc
        return Path(os.path.expanduser(name))

    def load(self, name: str) -> Any:
        """The CTranslate2 model ``name`` (a bundled name or a faster-whisper folder)."""
        if name in self._models:
            return self._models[name]
        folder = self._model_dir(name)
        if not (folder / "model.bin").is_file():
            raise ASRError(f"speech model {name} not found at {folder} (run: tandem models fetch)")
        model = None
        if name in BUNDLED and self.compute_type == "int8":
            from app.core.engines import asr_int8

            # Already quantized on disk (written once, on the first load): CTranslate2 does not
            # quantize the float16 weights again on every start. A copy that does not load is
            # removed and the original used.
            copy = asr_int8.cached(folder) or asr_int8.build(folder)
            if copy is not None:
                try:
                    model = self._whisper(copy)
                except Exception:  # any failure: the original still works
                    asr_int8.remove(copy)
        try:
            model = model or self._whisper(folder)
        except Exception as exc:  # CTranslate2 raises RuntimeError/ValueError on a bad folder
            raise ASRError(f"cannot load speech model {name}: {exc}") from exc
        model.encode = _EncoderReuse(model.encode)  # see _EncoderReuse: one encoder pass, not two
        self._models[name] = model
        return model

    def _whisper(self, folder: Path) -> Any:
        from faster_whisper import WhisperModel

        return WhisperModel(
            str(folder),
            device="cpu",
            compute_type=self.compute_type,
            cpu_threads=self.cpu_threads,
            local_files_only=True,
        )

    # ------------------------------------------------------------ transcription (blocking)

    def transcribe_file(self, path: Path | str, language: str = "auto") -> Transcript:
        path = Path(path)
        if self.worker.in_worker():
            return self._transcribe_file(path, language)
        if path.is_file() and self.model_name(language) not in self._models:
            # A cold start: the model loads on the worker (CTranslate2 releases the GIL) while
            # this thread decodes the file. A long compressed file then costs the longer of the
            # two, not both; a short WAV decodes in ~25 ms, so there it changes nothing measurable.
            self.worker.submit(self._preload, self.model_name(language))
        return self.worker.call(self._transcribe, decode_file(path), language)

    def _preload(self, name: str) -> None:
        # A missing model is reported by the transcription itself, after the file's own errors.
        with contextlib.suppress(ASRError):
            self.load(name)

    def _transcribe_file(self, path: Path, language: str) -> Transcript:
        return self._transcribe(decode_file(path), language)

    def transcribe_array(
        self, audio: Audio, language: str = "auto", *, vad: bool = True, draft: bool = False
    ) -> Transcript:
        """``draft``: a live partial, decoded greedily (it is replaced by the final anyway)."""
        return self.worker.call(self._transcribe, audio, language, vad, draft)

    def _beam(self, language: str | None, draft: bool) -> int:
        if draft:
            return 1
        if self.beam_size > 0:
            return self.beam_size
        return 1 if language == "en" else ZH_BEAM

    def _transcribe(
        self, audio: Audio, language: str, vad: bool = True, draft: bool = False
    ) -> Transcript:
        lang = self._language(language)
        name = choose_model(self.model, lang)
        if name.endswith(".en") and lang == "zh":
            raise ASRError(f"speech model {name} is English-only; use base for Chinese")
        if len(audio) == 0:
            self.load(name)  # a missing model is still reported
            return Transcript("", lang if lang != "auto" else "en", 0.0, [])
        name, forced = self._route(audio, name, lang, vad)
        model = self.load(name)
        duration = len(audio) / SAMPLE_RATE
        try:
            segments, info = model.transcribe(
                audio,
                language=forced,
                beam_size=self._beam(forced, draft),
                vad_filter=vad,
                condition_on_previous_text=False,
                compression_ratio_threshold=COMPRESSION_RATIO_MAX,
                no_speech_threshold=NO_SPEECH_MAX,
                log_prob_threshold=LOGPROB_MIN,
                initial_prompt=_ZH_PROMPTS[self.zh_script] if forced == "zh" else None,
            )
            kept = [  # segments is lazy: decoding happens in this loop
                Segment(float(s.start), float(s.end), s.text.strip())
                for s in segments
                if s.text.strip()
                and s.compression_ratio <= COMPRESSION_RATIO_MAX
                and not _echoes_prompt(s.text)
            ]
        except (RuntimeError, ValueError) as exc:  # CTranslate2 out of memory, bad audio shape
            raise ASRError(f"speech recognition failed: {exc}") from exc
        finally:
            for loaded in self._models.values():
                if isinstance(loaded.encode, _EncoderReuse):
                    loaded.encode.forget()
        detected = str(info.language or forced or "en")
        if detected == "zh":
            kept = [Segment(s.start, s.end, to_script(s.text, self.zh_script)) for s in kept]
        joiner = "" if detected in {"zh", "ja"} else " "
        text = joiner.join(s.text for s in kept).strip()
        return Transcript(text, detected, duration, kept)

    def _route(
        self, audio: Audio, name: str, lang: str, vad: bool = True
    ) -> tuple[str, str | None]:
        """(model, forced language) for this audio.

        With the language on ``auto``, the multilingual model first tells English from Chinese;
        with the model on ``auto`` too, English then goes to ``tiny.en``, which makes about half the word errors
        of ``base`` on English (bench/bench_asr.py), and Chinese stays on ``base``.
        """
        if name.endswith(".en"):
            return name, "en"
        if lang != "auto":
            return name, lang
        try:
            probs = self._detect(self.load(name), audio, vad)
        except (ValueError, RuntimeError):  # no speech left after VAD: let transcribe say ""
            return name, None
        # Tandem speaks English and Chinese: choose between those two only, so an accent or a
        # synthetic voice is not transcribed as Thai or Welsh. A model the user chose stays the
        # model; only ``auto`` hands English to tiny.en.
        if probs.get("zh", 0.0) > probs.get("en", 0.0):
            return name, "zh"
        return ("tiny.en" if self.model == "auto" else name), "en"

    @staticmethod
    def _detect(model: Any, audio: Audio, vad: bool) -> dict[str, float]:
        """Language probabilities of ``audio``'s first 30 s of speech.

        A clip whose speech fits one 30 s window is prepared exactly as ``model.transcribe`` will
        prepare it (same VAD, same log-mel features, same window), so the encoder output computed
        here is the one transcription needs and ``_EncoderReuse`` hands it over: the encoder, most
        of the work on a short clip, runs once instead of twice. Longer audio uses
        faster-whisper's own detection (features of the whole file would be computed twice).
        """
        from faster_whisper.audio import pad_or_trim
        from faster_whisper.vad import VadOptions, collect_chunks, get_speech_timestamps

        speech = audio
        if vad:
            chunks, _ = collect_chunks(audio, get_speech_timestamps(audio, VadOptions()))
            speech = np.concatenate(chunks, axis=0)
            if len(speech) == 0:  # no speech: nothing to tell apart (transcription says "")
                return {}
        extractor = model.feature_extractor
        if len(speech) > extractor.n_samples:
            _, _, ranked = model.detect_language(audio, vad_filter=vad)
            return dict(ranked)
        features = extractor(speech)
        window = pad_or_trim(features[:, : min(extractor.nb_max_frames, features.shape[-1] - 1)])
        encoded = model.encode.keep(window) if isinstance(model.encode, _EncoderReuse) else None
        if encoded is None:
            encoded = model.encode(window)
        ranked = model.model.detect_language(encoded)[0]
        return {token[2:-2]: float(prob) for token, prob in ranked}

    # ------------------------------------------------------------ async

    async def atranscribe_file(self, path: Path | str, language: str = "auto") -> Transcript:
        return await self.worker.run(self._transcribe_file, Path(path), language)

    def close(self) -> None:
        self._models.clear()
        self.worker.shutdown()


class _EncoderReuse:
    """Wraps a WhisperModel's ``encode``: ``keep(window)`` encodes a 30 s mel window and remembers
    the output; the next ``encode`` of a byte-identical window returns it instead of running the
    encoder again. Language detection and transcription of one short clip then share one encoder
    pass. A window that differs in any byte is encoded as usual, so the result never depends on
    the reuse; ``forget`` drops what was kept (after each transcription)."""

    def __init__(self, encode: Callable[[Any], Any]) -> None:
        self._encode = encode
        self._key: tuple[tuple[int, ...], bytes] | None = None
        self._output: Any = None

    @staticmethod
    def _digest(window: Audio) -> tuple[tuple[int, ...], bytes]:
        data = np.ascontiguousarray(window, dtype=np.float32)
        return data.shape, hashlib.blake2b(data.tobytes(), digest_size=16).digest()

    def keep(self, window: Audio) -> Any:
        output = self._encode(window)
        self._key, self._output = self._digest(window), output
        return output

    def forget(self) -> None:
        self._key = self._output = None

    def __call__(self, window: Audio) -> Any:
        if self._key is not None and self._digest(window) == self._key:
            output = self._output
            self.forget()
            return output
        return self._encode(window)


# ---------------------------------------------------------------- live mode


@dataclass(frozen=True)
class LiveEvent:
    """A partial (still speaking) or final (speech ended) transcript of the current phrase."""

    kind: str  # "partial" | "final"
    text: str
    start_s: float  # position in the stream where the phrase began
    end_s: float

    def as_json(self) -> dict[str, object]:
        return asdict(self)


class LiveTranscriber:
    """Feed 16 kHz mono int16 PCM as it arrives; get partials about every second and a final
    transcript when the speaker pauses (Silero VAD, bundled with faster-whisper).

    ``feed`` and ``finish`` block while they transcribe; the UI calls them on the transcriber's
    worker (``await transcriber.worker.run(live.feed, chunk)``), tests call them directly.
    """

    def __init__(
        self,
        transcriber: Transcriber,
        language: str = "auto",
        *,
        on_partial: Callable[[LiveEvent], None] | None = None,
        on_final: Callable[[LiveEvent], None] | None = None,
        partial_every_s: float = 1.0,
        vad_every_s: float = 0.2,
        end_silence_s: float = 0.5,
        max_phrase_s: float = 25.0,
    ) -> None:
        self.transcriber = transcriber
        self.language = language
        self.on_partial = on_partial
        self.on_final = on_final
        self._partial_every = int(partial_every_s * SAMPLE_RATE)
        self._vad_every = int(vad_every_s * SAMPLE_RATE)
        self._end_silence = int(end_silence_s * SAMPLE_RATE)
        self._max_phrase = int(max_phrase_s * SAMPLE_RATE)
        self._preroll = int(0.3 * SAMPLE_RATE)
        self._buf: Audio = np.zeros(0, dtype=np.float32)
        self._offset = 0  # stream position (samples) of self._buf[0]
        self._since_vad = 0
        self._since_partial = 0
        self._last_partial = ""
        self._phrase_language: str | None = None

    @property
    def position_s(self) -> float:
        return (self._offset + len(self._buf)) / SAMPLE_RATE

    def feed(self, pcm: bytes) -> list[LiveEvent]:
        """Add audio; returns the events it produced (also sent to the callbacks)."""
        chunk = pcm16_to_float(pcm)
        self._buf = np.concatenate([self._buf, chunk])
        self._since_vad += len(chunk)
        self._since_partial += len(chunk)
        if self._since_vad < self._vad_every:
            return []
        self._since_vad = 0
        return self._step(final=False)

    def finish(self) -> LiveEvent | None:
        """End of input: transcribe whatever speech is pending as a final event."""
        events = self._step(final=True)
        self._offset += len(self._buf)
        self._buf = np.zeros(0, dtype=np.float32)
        return events[-1] if events else None

    def _speech(self) -> list[dict[str, int]]:
        from faster_whisper.vad import VadOptions, get_speech_timestamps

        opts = VadOptions(min_silence_duration_ms=200, speech_pad_ms=100)
        spans: list[dict[str, int]] = get_speech_timestamps(self._buf, opts)
        return spans

    def _step(self, *, final: bool) -> list[LiveEvent]:
        if len(self._buf) == 0:
            return []
        spans = self._speech()
        if not spans:
            # No speech yet: keep only a short pre-roll so memory stays bounded.
            drop = max(0, len(self._buf) - self._preroll)
            self._buf = self._buf[drop:]
            self._offset += drop
            self._since_partial = 0
            return []
        end = spans[-1]["end"]
        ended = len(self._buf) - end >= self._end_silence
        if final or ended or end >= self._max_phrase:
            return self._emit_final(min(len(self._buf), end + self._preroll))
        if self._since_partial >= self._partial_every:
            self._since_partial = 0
            text = self._text(self._buf, final=False)
            if text and text != self._last_partial:
                self._last_partial = text
                return [self._emit("partial", text, len(self._buf))]
        return []

    def _emit_final(self, cut: int) -> list[LiveEvent]:
        text = self._text(self._buf[:cut], final=True)
        events = [self._emit("final", text, cut)] if text else []
        self._buf = self._buf[cut:]
        self._offset += cut
        self._since_partial = 0
        self._last_partial = ""
        self._phrase_language = None
        return events

    def _text(self, audio: Audio, *, final: bool) -> str:
        # Inline when already on the transcriber's worker; otherwise queued there, so a feed()
        # from any thread never runs the model alongside a file transcription.
        language = self._phrase_language or self.language
        result = self.transcriber.transcribe_array(audio, language, draft=not final)
        if result.text and language == "auto" and result.language in LANGUAGES:
            # Detect once per phrase: later partials and the final skip the detection pass.
            self._phrase_language = result.language
        return result.text

    def _emit(self, kind: str, text: str, end: int) -> LiveEvent:
        event = LiveEvent(
            kind, text, self._offset / SAMPLE_RATE, (self._offset + end) / SAMPLE_RATE
        )
        callback = self.on_partial if kind == "partial" else self.on_final
        if callback is not None:
            callback(event)
        return event
