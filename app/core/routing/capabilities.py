"""Capability records: what each model and endpoint can do, and how fast it is here.

The router reads language support and size from the local model's record instead of hard-coded
rules, so a user who switches to a model that speaks Chinese gets Chinese answers on the device.
The declared part (``languages``, ``params_b``, ``context``, ``quant``) comes from the model
catalog (``models/catalog.toml``, when present) or ``models/manifest.toml``; the measured part
(``ttft_ms``, ``decode_tok_s``) is learned from real drafts on this device and cached in the data
home, keyed by the model file and the machine, so it is measured again when either changes.
Cloud endpoints get a record from the network monitor's readings and the provider's price.
See docs/ARCHITECTURE.md §6 (routing).
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import sys
import tempfile
import time
import tomllib
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.core.paths import data_home, manifest_path

if TYPE_CHECKING:
    from app.core.routing.network import LinkReading
    from app.core.routing.registry import Endpoint

ALPHA = 0.3  # weight of the newest speed sample
BUNDLED = "smollm2-135m-instruct"


@dataclass(frozen=True)
class LocalCapability:
    name: str
    file: str
    languages: tuple[str, ...]
    params_b: float | None = None
    context: int | None = None
    quant: str | None = None
    declared_by: str = "assumed"  # catalog | manifest | routing.toml | assumed
    ttft_ms: float | None = None
    decode_tok_s: float | None = None
    measured_samples: int = 0

    def seconds_for(self, tokens: int) -> float | None:
        """Estimated wall time for an answer of ``tokens`` tokens, from the measured speed."""
        if self.decode_tok_s is None or self.decode_tok_s <= 0:
            return None
        return (self.ttft_ms or 0.0) / 1000 + tokens / self.decode_tok_s

    def as_json(self) -> dict[str, object]:
        d = asdict(self)
        d["languages"] = list(self.languages)
        return d

    def summary(self) -> str:
        parts = [self.name]
        if self.params_b is not None:
            parts.append(f"{self.params_b:g}B params")
        if self.quant:
            parts.append(self.quant)
        if self.context:
            parts.append(f"context {self.context}")
        parts.append("languages " + (", ".join(self.languages) or "none declared"))
        if self.decode_tok_s is not None:
            parts.append(f"{self.decode_tok_s:.0f} tok/s, first token {self.ttft_ms or 0:.0f} ms")
        else:
            parts.append("speed not measured yet (learned from the first answer)")
        return "; ".join(parts)


@dataclass(frozen=True)
class CloudCapability:
    name: str
    model: str
    trust_zone: str
    state: str
    rtt_ms: float | None
    tokens_per_s: float | None
    error_rate: float
    cost_per_1k_in: float
    cost_per_1k_out: float
    words: str | None = None
    abilities: tuple[str, ...] = ()  # declared (or, for [cloud] without a list, assumed)
    context_window: int | None = None
    first_token_ms: float | None = None  # measured: request to first token, smoothed
    provider: str = "custom"

    def as_json(self) -> dict[str, object]:
        d = asdict(self)
        d["abilities"] = list(self.abilities)
        return d

    def summary(self) -> str:
        rtt = f"RTT {self.rtt_ms:.0f} ms" if self.rtt_ms is not None else "RTT not measured yet"
        speed = f"{self.tokens_per_s:.0f} tok/s" if self.tokens_per_s else "speed not measured"
        price = (
            f"${self.cost_per_1k_in:g}/${self.cost_per_1k_out:g} per 1k tokens in/out"
            if self.cost_per_1k_in or self.cost_per_1k_out
            else "no price set"
        )
        state = "not contacted yet" if self.state == "unknown" else self.state
        text = (
            f"{self.name} ({self.model}, {self.trust_zone}): {state}; {rtt}; {speed}; "
            f"error rate {self.error_rate:.0%}; {price}"
        )
        if self.first_token_ms is not None:
            text += f"; first token {self.first_token_ms:.0f} ms"
        if self.context_window:
            text += f"; context {self.context_window}"
        text += "; abilities " + (", ".join(self.abilities) or "not declared")
        return f"{text}; {self.words}" if self.words else text


class Declared:
    """The ``[[model]]`` tables of the model catalog and the manifest, each parsed once per file
    version (the router asks per request; parsing the TOML each time would cost milliseconds).
    The process has one, :data:`DECLARED`; a test builds its own."""

    def __init__(self) -> None:
        self._parsed: dict[Path, tuple[tuple[int, int], list[dict[str, object]]]] = {}

    def entries(self, path: Path) -> list[dict[str, object]]:
        """The ``[[model]]`` tables of the catalog or manifest at ``path`` ([] if unreadable)."""
        try:
            st = path.stat()
        except OSError:
            return []
        stamp = (st.st_mtime_ns, st.st_size)
        hit = self._parsed.get(path)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError):
            return []
        entries = [e for e in data.get("model", []) if isinstance(e, dict)]
        self._parsed[path] = (stamp, entries)
        return entries

    def find(self, model_file: str, name_hint: str) -> tuple[dict[str, object], str]:
        """The catalog (preferred) or manifest entry that describes this model file, and which
        of the two it came from ("assumed": neither)."""
        manifest = manifest_path()
        for source, path in (
            ("catalog", manifest.with_name("catalog.toml")),
            ("manifest", manifest),
        ):
            for entry in self.entries(path):
                listed = entry.get("file", [])
                files = [
                    str(f.get("name", ""))
                    for f in (listed if isinstance(listed, list) else [])
                    if isinstance(f, dict)
                ]
                names = {str(entry.get("file", "")), *files}
                matches = entry.get("name") == name_hint or (model_file and model_file in names)
                if matches and entry.get("kind", "llm") == "llm":
                    return entry, source
        return {}, "assumed"


#: This process's parsed catalog and manifest.
DECLARED = Declared()


def machine_key() -> str:
    """Changes when the machine does (another host, CPU or core count)."""
    raw = "|".join([platform.node(), platform.machine(), _cpu_model(), str(os.cpu_count())])
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


def _cpu_model() -> str:
    """The CPU's model name. On Linux from /proc/cpuinfo: ``platform.processor()`` runs
    ``uname -p`` in a subprocess there, on every request's first routing (5-20 ms)."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    if line.startswith(("model name", "Hardware", "cpu model")):
                        return line.partition(":")[2].strip()
        except OSError:
            pass
        return ""
    return platform.processor()


def _model_key(path: Path | None) -> str:
    if path is None:
        return "none"
    try:
        st = path.stat()
        raw = f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}"
    except OSError:
        raw = str(path)
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


@dataclass
class _Speed:
    ttft_ms: float
    decode_tok_s: float
    samples: int = 1
    measured_at: float = field(default_factory=time.time)


class SpeedCache:
    """Measured local speed per (model file, machine) in ``<data home>/capabilities.json``."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_home() / "capabilities.json"

    def _read(self) -> dict[str, Any]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            return raw if isinstance(raw, dict) else {}
        except (OSError, ValueError):
            return {}

    def key(self, model_path: Path | None) -> str:
        return f"{_model_key(model_path)}@{machine_key()}"

    def get(self, model_path: Path | None) -> _Speed | None:
        entry = self._read().get(self.key(model_path))
        try:
            return _Speed(**entry) if isinstance(entry, dict) else None
        except TypeError:
            return None

    def observe(
        self, model_path: Path | None, first_token_ms: float, n_tokens: int, total_ms: float
    ) -> None:
        """One finished generation: smooth its first-token time and decode rate in."""
        if n_tokens < 4 or total_ms <= first_token_ms:
            return
        rate = (n_tokens - 1) * 1000 / (total_ms - first_token_ms)
        data = self._read()
        key = self.key(model_path)
        old = self.get(model_path)
        if old is None:
            new = _Speed(first_token_ms, rate)
        else:
            new = _Speed(
                (1 - ALPHA) * old.ttft_ms + ALPHA * first_token_ms,
                (1 - ALPHA) * old.decode_tok_s + ALPHA * rate,
                old.samples + 1,
            )
        data[key] = asdict(new)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".capabilities-", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(data, fh)
            os.replace(tmp, self.path)
        except OSError:
            pass  # a cache: losing it costs one more measurement


def local_capability(
    model_path: Path | None,
    *,
    override_languages: tuple[str, ...] = (),
    cache: SpeedCache | None = None,
    declared: Declared | None = None,
) -> LocalCapability:
    """The record for the configured local model (``model_path`` None: the bundled one);
    ``declared``: the process's parsed catalog unless given."""
    file = model_path.name if model_path is not None else ""
    entry, source = (declared or DECLARED).find(file, BUNDLED if model_path is None else "")
    declared_langs = entry.get("languages", ())
    langs = tuple(
        x
        for x in (declared_langs if isinstance(declared_langs, list | tuple) else ())
        if isinstance(x, str)
    )
    if override_languages:
        langs, source = override_languages, "routing.toml"
    elif not langs:
        langs = ("en",)  # an unknown model: assume English only, the conservative choice
        source = "assumed" if not entry else source
    speed = (cache or SpeedCache()).get(model_path)
    ttft, decode, samples = (
        (speed.ttft_ms, speed.decode_tok_s, speed.samples) if speed else (None, None, 0)
    )
    if speed is None:  # the Model library's measurement of the same file (model_fit.py)
        from app.core.models.model_fit import load_speeds

        library = load_speeds().get(file or str(entry.get("file", "")))
        if library is not None:
            ttft, decode, samples = library.first_token_ms, library.decode_tok_s, 1

    def num(key: str) -> float | None:
        v = entry.get(key)
        return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None

    ctx = num("context")
    return LocalCapability(
        name=str(entry.get("name") or (model_path.stem if model_path else BUNDLED)),
        file=file or str(entry.get("file", "")),
        languages=langs,
        params_b=num("params_b"),
        context=int(ctx) if ctx else None,
        quant=str(entry["quant"]) if isinstance(entry.get("quant"), str) else None,
        declared_by=source,
        ttft_ms=ttft,
        decode_tok_s=decode,
        measured_samples=samples,
    )


def cloud_capability(endpoint: Endpoint, reading: LinkReading) -> CloudCapability:
    """A record for a remote endpoint from the registry entry and its network reading."""
    return CloudCapability(
        name=endpoint.name,
        model=endpoint.model,
        trust_zone=endpoint.trust_zone,
        state=reading.state,
        rtt_ms=reading.rtt_ms,
        tokens_per_s=reading.tokens_per_s,
        error_rate=reading.error_rate,
        cost_per_1k_in=endpoint.cost_per_1k_in,
        cost_per_1k_out=endpoint.cost_per_1k_out,
        words=reading.words(endpoint.name),
        abilities=tuple(sorted(getattr(endpoint, "declared", ()) or ())),
        context_window=getattr(endpoint, "context_window", None),
        first_token_ms=reading.first_token_ms,
        provider=str(getattr(endpoint, "provider", "custom")),
    )
