"""Everything the router is told about one request, gathered in one place: the privacy gate's
verdict, the budget, the endpoint's health, the local model's capability record and the learned
estimate that its answer will do (docs/ARCHITECTURE.md §6).

Why a separate object: the pipeline's route step stays one call (``RouteSignals.features``), and
the slow parts live here — the query embedding (reused from retrieval when it ran, else computed
with a time cap so a cold embedder never holds up an answer: the cheap-feature head answers
instead), the half-open probe of a failing endpoint, and the measured local speed.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.core.routing.capabilities import LocalCapability, SpeedCache, local_capability
from app.core.routing.difficulty import SHIPPED, DifficultyModel, ShippedModel
from app.core.routing.router import Features, detect_language
from app.core.routing.rules import Rules

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from app.core.config import Settings
    from app.core.engines.cloud_llm import Timeouts
    from app.core.routing.calibration import Calibration
    from app.core.routing.candidates import Candidate
    from app.core.routing.network import LinkReading, NetworkMonitor
    from app.core.routing.registry import Endpoint
    from app.core.store.model_labels import LabelStore


class PipelineParts(Protocol):
    """What the signals read of the pipeline (``app.core.pipeline.Pipeline`` fits); routing
    sits below the pipeline, so it names only these (docs/ARCHITECTURE.md §2)."""

    settings: Settings
    monitor: NetworkMonitor
    _local: Any
    _store: Any

    def _timeouts(self, rules: Rules) -> Timeouts: ...


class GateOutcome(Protocol):
    """What the features read of the privacy gate's view (``app.core.pipeline.gate_view.GateView``)."""

    @property
    def level(self) -> str: ...
    @property
    def action(self) -> str: ...


EMBED_WAIT_S = 0.5  # the longest the route step waits for a cold embedder (rules: embed_wait_s)


class RouteEmbedder:
    """The USE embedder for routing, loaded on a daemon thread so a one-shot CLI run never waits
    for (or at exit, on) a load it did not need."""

    def __init__(self) -> None:
        self._model: Any = None
        self._ready = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.error: str | None = None

    def _load(self) -> None:
        try:
            from app.core.engines.embeddings import UseEmbedder

            emb = UseEmbedder(threads=1)
            emb.embed(["warm"])
            self._model = emb
        except Exception as exc:  # a missing wheel: the cheap head answers
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self._ready.set()

    def start(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._load, name="tandem-route-embed")
                self._thread.daemon = True
                self._thread.start()

    async def vector(self, text: str, wait_s: float) -> npt.NDArray[np.float32] | None:
        self.start()
        loop = asyncio.get_running_loop()
        ready = await loop.run_in_executor(None, self._ready.wait, wait_s)
        if not ready or self._model is None:
            return None
        vecs = await self._model.aembed([text])
        return vecs[0] if len(vecs) else None


_SHARED: RouteEmbedder | None = None


def _shared_embedder() -> RouteEmbedder:
    """One routing embedder per process, however many pipelines (tests build many)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = RouteEmbedder()
    return _SHARED


class RouteSignals:
    """One per pipeline. ``features`` is the route step's only call into routing."""

    def __init__(
        self,
        pipeline: PipelineParts,
        model: DifficultyModel | None = None,
        embedder: RouteEmbedder | None = None,
        shipped: ShippedModel | None = None,
    ) -> None:
        """``embedder`` and ``shipped`` (the difficulty model shipped in the package): the
        process's unless given (a test's own)."""
        self.p = pipeline
        self._model = model  # given: used as is (tests); else the shipped one, calibrated
        self._shipped = shipped or SHIPPED
        self._embedder = embedder or _shared_embedder()
        self.speed = SpeedCache()
        self._model_path: tuple[str, Path | None] | None = None
        self._calibrated: tuple[tuple[str, int], DifficultyModel] | None = None
        self._labels: Any = None
        self._refit: threading.Thread | None = None

    # ------------------------------------------------------------ parts

    @property
    def embedder(self) -> RouteEmbedder:
        """The routing embedder these signals use (loaded on first need)."""
        return self._embedder

    @property
    def model(self) -> DifficultyModel | None:
        """The difficulty estimate for the local model in use: the shipped one, calibrated
        from this model file's own labels where that ranks them better (calibration.py)."""
        if self._model is not None:
            return self._model
        shipped = self._shipped.model()
        if shipped is None:
            return None
        from app.core.routing.calibration import (
            CalibrationFile,
            calibrated_model,
            calibration_path,
            model_identity,
        )

        key, _ = model_identity(self.model_path())
        try:
            stamp = calibration_path().stat().st_mtime_ns
        except OSError:
            return shipped
        if self._calibrated is not None and self._calibrated[0] == (key, stamp):
            return self._calibrated[1]
        model = calibrated_model(shipped, CalibrationFile().get(key))
        self._calibrated = ((key, stamp), model)
        return model

    @property
    def labels(self) -> LabelStore | None:
        """The label store (store/model_labels.py), opened on first use; None if it cannot be."""
        if self._labels is None:
            from app.core.store.model_labels import open_store

            self._labels = open_store() or False
        return self._labels or None

    def record_label(
        self,
        request_id: str,
        question: str,
        draft: str,
        upgrade: str,
        *,
        complete: bool,
        context_chars: int,
        rules: Rules,
    ) -> None:
        """A hybrid run where both answered: a label for the device's model, compared later
        off the request path (calibration.py)."""
        store = self.labels
        if store is None or len(draft.strip()) < 2 or not upgrade.strip():
            return
        from app.core.routing.calibration import model_identity

        key, name = model_identity(self.model_path())
        supported = detect_language(question) in self.local_record(rules).languages
        try:
            store.record(
                request_id,
                model_key=key,
                model_name=name,
                question=question,
                draft=draft,
                upgrade=upgrade,
                language_supported=supported,
                context_chars=context_chars,
                draft_complete=complete,
            )
        except Exception:  # a label is never worth the answer's error
            return
        self.refit_if_due(key)

    def close(self) -> None:
        """Close the label store (a refit still running finishes on its own connection use)."""
        if self._refit is not None:
            self._refit.join(timeout=5)  # past that it finds its store closed: no harm
        if self._labels:
            self._labels.close()
        self._labels = None

    def flip(self, request_id: str, back_to_draft: bool) -> None:
        store = self.labels
        if store is not None:
            try:
                store.flip(request_id, back_to_draft)
            except Exception:
                return

    def embed_texts(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """USE vectors of ``texts`` (blocking: for background work only)."""
        self._embedder.start()
        self._embedder._ready.wait(120)
        if self._embedder._model is None:
            raise RuntimeError(f"the embedder is unavailable: {self._embedder.error}")
        vectors: npt.NDArray[np.float32] = self._embedder._model.embed(texts)
        return vectors

    def refresh_calibration(self, model_key: str | None = None) -> list[Calibration]:
        """Label waiting runs and refit (blocking: the CLI, a worker thread, the background)."""
        from app.core.routing.calibration import refresh

        shipped, store = self._shipped.model(), self.labels
        if shipped is None or store is None:
            return []
        return refresh(store, self.embed_texts, shipped, model_key)

    def refit_if_due(self, model_key: str) -> None:
        """Start the background refit when enough new labels have come (one at a time)."""
        from app.core.routing.calibration import due

        store = self.labels
        if store is None or (self._refit is not None and self._refit.is_alive()):
            return
        if not due(store, model_key):
            return

        def work() -> None:
            try:
                self.refresh_calibration(model_key)
            except Exception:  # labels wait for the next time
                return

        self._refit = threading.Thread(target=work, name="tandem-calibrate", daemon=True)
        self._refit.start()

    def model_path(self) -> Path | None:
        """The local model file in use (resolved once per configured path)."""
        key = self.p.settings.local.llm_model
        if self._model_path is not None and self._model_path[0] == key:
            return self._model_path[1]
        path = self._resolve_model_path()
        self._model_path = (key, path)
        return path

    def _resolve_model_path(self) -> Path | None:
        engine = self.p._local
        try:
            path = getattr(engine, "model_path", None) if engine is not None else None
        except Exception:  # the model is not installed
            path = None
        if path is None and self.p.settings.local.llm_model:
            path = Path(self.p.settings.local.llm_model).expanduser()
        if path is None:
            try:
                from app.core.engines.local_types import BUNDLED_MODEL
                from app.core.models.model_files import local_path

                path = local_path(*BUNDLED_MODEL)
            except Exception:
                path = None
        return path if isinstance(path, Path) else None

    def local_record(self, rules: Rules) -> LocalCapability:
        configured = bool(self.p.settings.local.llm_model)
        path = self.model_path()
        return local_capability(
            path if configured else None,
            override_languages=rules.local_languages,
            cache=_PathCache(self.speed, path),
        )

    async def query_vector(
        self, text: str, hits: Sequence[object], wait_s: float = EMBED_WAIT_S
    ) -> npt.NDArray[np.float32] | None:
        """The request's USE embedding: retrieval's when it ran, else computed (time-capped)."""
        model = self.model
        if model is None or model.embedder != "use-multilingual-v3":
            return None
        store = self.p._store
        embedder = getattr(store, "_embedder", None) if store is not None else None
        cached = getattr(embedder, "cached", None)
        if callable(cached) and getattr(embedder, "name", "") == model.embedder:
            vec = cached(text)
            if vec is not None:
                import numpy as np

                return np.asarray(vec, dtype=np.float32)
        try:
            return await self._embedder.vector(text, wait_s)
        except Exception:  # an embedding failure must not cost the user the answer
            return None

    def config_fingerprint(self, endpoint: Endpoint) -> str:
        """Changes when the endpoint's base URL, model or API key does."""
        from app.core.routing.registry import endpoint_key

        key = endpoint_key(endpoint) or ""  # no keyring: the URL and model only
        raw = f"{endpoint.base_url}|{endpoint.model}|{endpoint.provider}|{key}"
        return hashlib.sha256(raw.encode()).hexdigest()[:16]

    def failure_config(self, endpoint: Endpoint, reason: str) -> str | None:
        """The settings fingerprint to remember with a failure that marks the endpoint
        misconfigured (a keyring look-up, so only then)."""
        from app.core.routing.network import MISCONFIGURED_REASONS

        return self.config_fingerprint(endpoint) if reason in MISCONFIGURED_REASONS else None

    async def probe_due(self, endpoints: Sequence[Endpoint], rules: Rules) -> None:
        """:meth:`probe_if_due` for every remote endpoint at once (each bounded by the connect
        timeout, so the wait is one timeout however many are due)."""
        if len(endpoints) == 1:
            await self.probe_if_due(endpoints[0], rules)
        elif endpoints:
            await asyncio.gather(*(self.probe_if_due(e, rules) for e in endpoints))

    async def probe_if_due(self, endpoint: Endpoint | None, rules: Rules) -> None:
        """Half-open: one light ``GET /models`` to an unreachable endpoint whose back-off is
        over, before the route is decided (bounded by the connect timeout)."""
        if endpoint is None or self.p.settings.routing.offline:
            return
        monitor = self.p.monitor
        reading = monitor.reading(endpoint.name)
        if reading.state != "unreachable" or not reading.half_open:
            return
        if not monitor.claim_probe(endpoint.name):
            return
        from app.core.engines.cloud_llm import CloudError
        from app.core.routing.registry import build_client

        client = build_client(endpoint, self.p._timeouts(rules), getattr(self.p, "http", None))
        try:
            rtt = await client.probe()
        except CloudError as exc:
            config = self.failure_config(endpoint, exc.reason)
            monitor.record_failure(endpoint.name, reason=exc.reason, config=config)
            return
        except Exception:
            monitor.record_failure(endpoint.name, reason="network")
            return
        monitor.record_success(endpoint.name, rtt)

    def observe_local(self) -> None:
        """A draft finished: fold its first-token time and decode rate into the speed cache."""
        engine = self.p._local
        stats = getattr(engine, "last_stats", None)
        first = getattr(stats, "first_token_ms", None)
        if stats is None or first is None or getattr(stats, "stop_reason", "") == "cancelled":
            return
        try:
            self.speed.observe(self.model_path(), float(first), int(stats.n_tokens), stats.total_ms)
        except (TypeError, ValueError, AttributeError):
            return

    def reading_for(self, endpoint: Endpoint) -> LinkReading:
        """The endpoint's health; a misconfiguration recorded under other settings is lifted
        (a keyring look-up, so only when it reads misconfigured)."""
        reading = self.p.monitor.reading(endpoint.name)
        if reading.state == "misconfigured":
            reading = self.p.monitor.reading(
                endpoint.name, config=self.config_fingerprint(endpoint)
            )
        return reading

    def candidates(
        self,
        endpoints: Sequence[Endpoint],
        actions: dict[str, tuple[str, str]],
        budgets: dict[str, tuple[bool, str]],
        expected_usd: dict[str, float],
    ) -> list[Candidate]:
        """One :class:`Candidate` per remote endpoint; ``actions`` maps a trust zone to the
        gate's (level, action) toward it, ``budgets`` and ``expected_usd`` are by name."""
        from app.core.routing.candidates import Candidate

        out = []
        for ep in endpoints:
            level, action = actions.get(ep.trust_zone, ("restricted", "local"))
            reading = self.reading_for(ep)
            ok, why = budgets.get(ep.name, (True, ""))
            out.append(
                Candidate(
                    name=ep.name,
                    zone=ep.trust_zone,
                    action=action,
                    level=level,
                    order=ep.order,
                    declared=ep.declared,
                    state=reading.state,
                    half_open=reading.half_open,
                    offline=reading.offline,
                    link_words=reading.words(ep.name),
                    rtt_ms=reading.rtt_ms,
                    budget_ok=ok,
                    budget_reason=why,
                    expected_usd=expected_usd.get(ep.name, 0.0),
                )
            )
        return out

    # ------------------------------------------------------------ the features

    def features(
        self,
        *,
        mode: str,
        question: str,
        view: GateOutcome,
        hits: Sequence[object],
        endpoint: Endpoint | None,
        rules: Rules,
        task: str,
        budget: tuple[bool, str],
        nudge: tuple[float, str | None],
        qvec: npt.ArrayLike | None,
        local_available: bool,
        device_load: float | None,
    ) -> Features:
        reading = self.reading_for(endpoint) if endpoint is not None else None
        record = self.local_record(rules)
        language = detect_language(question)
        context_chars = sum(len(getattr(h, "text", "")) for h in hits)
        supported = language in record.languages
        p_ok = None
        model = self.model
        if model is not None:
            p_ok = model.p_ok(question, qvec, context_chars, supported)
        from app.core.routing.difficulty import requested_words

        want_tokens = max(rules.draft_max_tokens, int(requested_words(question) * 1.4))
        return Features(
            mode=mode,
            question=question,
            level=view.level,
            action=view.action,
            task_kind=task,
            language=language,
            prompt_chars=len(question),
            context_chars=context_chars,
            remote=endpoint.name if endpoint else None,
            remote_zone=endpoint.trust_zone if endpoint else None,
            rtt_ms=reading.rtt_ms if reading else None,
            error_rate=reading.error_rate if reading else 0.0,
            offline_setting=self.p.settings.routing.offline,
            offline_detected=bool(reading and reading.offline),
            budget_ok=budget[0],
            budget_reason=budget[1],
            local_available=local_available,
            nudge=nudge[0],
            nudge_reason=nudge[1],
            device_load=device_load,
            link_state=reading.state if reading else "unknown",
            link_words=reading.words(endpoint.name) if reading and endpoint else None,
            half_open=bool(reading and reading.half_open),
            misconfigured=(
                reading.last_reason if reading and reading.state == "misconfigured" else None
            ),
            local_name=f"the device's model ({record.name})",
            local_languages=record.languages,
            p_ok=p_ok,
            p_threshold=rules.p_threshold(
                nudge[0], model.thresholds(qvec) if model is not None else (0.2, 0.5, 0.8)
            ),
            local_seconds=record.seconds_for(want_tokens),
        )


class _PathCache(SpeedCache):
    """The speed cache, read for the model file actually used (the bundled one by default)."""

    def __init__(self, inner: SpeedCache, path: Path | None) -> None:
        super().__init__(inner.path)
        self._real = path

    def get(self, model_path: Path | None) -> Any:
        return super().get(self._real if model_path is None else model_path)
