"""The local model in its own process: :class:`HostedLLM` is the pipeline's local engine, and
``python -m app.core.engines.llm_child`` is the process that holds the model.

Why a process (docs/ARCHITECTURE.md §1, measured in bench/bench_draft.py): loading the model
starts with ~150 ms of Python (importing llama-cpp-python, numpy, jinja2) and every token costs
some more (sampling bookkeeping, detokenising). In the process that also imports the command or
builds the window, both hold the same GIL and take turns, so the load starts late and the
window's event loop waits behind it. A child runs beside them on another core: ``tandem ask``
and the window start it first thing, and its import, load and the system prompt's prefill are
done by the time the parent has its question ready. The window's process never imports
llama.cpp at all. Also: a crash of llama.cpp (a bad GGUF, the OOM killer) ends the child, not
the window; the answer in progress gets a one-line error and the next request starts a fresh
child. This is how LM Studio, Jan and Ollama run their models.

The child (:mod:`app.core.engines.llm_child`) runs the in-process engine (:class:`~app.core.engines.local_llm.LocalLLM`) unchanged,
so prompts, the KV cache reused across turns, log-probabilities and cancellation between two
tokens behave exactly as before; only the tokens and the statistics cross the socket.
``[local] model_process = false`` runs the model in-process instead.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import subprocess
import threading
from collections.abc import AsyncIterator, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, Unpack

from app.core.engines.base import ChatMessage, Token
from app.core.engines.local_types import (
    GenerationStats,
    LocalModelError,
    LocalOptions,
    bundled_model_path,
    engine_args,
)

if TYPE_CHECKING:  # asyncio too: imported where used, the child starts ~25 ms sooner
    import asyncio
    from multiprocessing.connection import Connection

    from app.core.config import Settings
    from app.core.engines.child import Forked
    from app.core.engines.local_llm import LocalLLM
    from app.core.models.gpu import OffloadPlan

__all__ = [
    "HEAD_START",
    "HeadStart",
    "HostedLLM",
    "discard_prespawned",
    "early_engine",
    "local_engine",
    "prespawn",
    "start_early",
]

#: How long :meth:`HostedLLM.close` waits for the child to exit before killing it.
STOP_TIMEOUT_S = 5.0
_DONE = object()


def _key(settings: Settings) -> tuple[object, ...]:
    local = settings.local
    return (
        local.llm_model,
        local.llm_threads,
        local.llm_context,
        local.gpu_layers,
        local.model_process,
    )


class HeadStart:
    """What a process starts before it needs it: engines started before the pipeline that
    will use them was built (:meth:`start_early`), and a model process started before anyone
    knew which model it would load (:meth:`prespawn`). The process has one,
    :data:`HEAD_START` (the module's functions use it; so does ``Services.head_start``); a test
    builds its own and passes it to :func:`local_engine` and :class:`HostedLLM`."""

    def __init__(self) -> None:
        self._early: dict[tuple[object, ...], LocalLLM | HostedLLM] = {}
        self._spares: list[_Child] = []

    # ------------------------------------------------------------ early engines

    def put(self, settings: Settings, engine: LocalLLM | HostedLLM) -> None:
        """Keep ``engine`` for the next :meth:`take` with the same settings."""
        self._early[_key(settings)] = engine

    def take(self, settings: Settings) -> LocalLLM | HostedLLM | None:
        """The engine kept for these settings, handed over once (None: none)."""
        return self._early.pop(_key(settings), None)

    def peek(self, settings: Settings) -> LocalLLM | HostedLLM | None:
        """The engine kept for these settings, which stays kept (None: none)."""
        return self._early.get(_key(settings))

    @property
    def early_count(self) -> int:
        return len(self._early)

    def clear(self) -> None:
        """Forget the kept engines (their owner closes them)."""
        self._early.clear()

    # ------------------------------------------------------------ a spare model process

    def prespawn(self) -> None:
        """Start a model process now (one at a time), for the next :class:`HostedLLM`."""
        if not self._spares:
            self._spares.append(_Child(None, None))

    def spare(self) -> _Child | None:
        """The pre-started process, which stays for adoption (None: none)."""
        return self._spares[0] if self._spares else None

    def adopt_spare(self) -> _Child | None:
        """The pre-started process, handed over once (None: none)."""
        return self._spares.pop() if self._spares else None

    def discard_prespawned(self) -> None:
        """Stop a pre-started process that will not be needed."""
        while self._spares:
            self._spares.pop().stop()


#: The process's head start (see :class:`HeadStart`).
HEAD_START = HeadStart()


def local_engine(settings: Settings, head_start: HeadStart | None = None) -> LocalLLM | HostedLLM:
    """The configured local engine: the one :func:`start_early` started for the same settings
    (once), else a new one; hosted in a child unless ``[local] model_process = false``. From
    ``[local] llm_model`` (empty: bundled; a catalog name; or a GGUF path), ``llm_threads``,
    ``llm_context`` and ``gpu_layers``. ``head_start``: the process's unless given."""
    head_start = head_start or HEAD_START
    early = head_start.take(settings)
    if early is not None:
        return early
    if not settings.local.model_process:
        from app.core.engines.local_llm import LocalLLM

        return LocalLLM.from_settings(settings)
    return HostedLLM.from_settings(settings, head_start=head_start)


def start_early(
    settings: Settings, prefix: Sequence[ChatMessage] = (), head_start: HeadStart | None = None
) -> LocalLLM | HostedLLM | None:
    """Start the configured engine now, and its load and ``prefix``'s prefill (the system
    prompt), for a command or window that will need it once its own imports are done; the next
    :func:`local_engine` with the same settings takes it. None when the model cannot be named
    (an unknown catalog name: the request reports it)."""
    head_start = head_start or HEAD_START
    try:
        engine = local_engine(settings, head_start)
    except Exception:
        return None
    head_start.put(settings, engine)
    engine.warm(prefix)
    return engine


def early_engine(settings: Settings) -> LocalLLM | HostedLLM | None:
    """The engine :func:`start_early` started for these settings, while no pipeline has taken
    it yet (None: none, or other settings); it stays for the pipeline."""
    return HEAD_START.peek(settings)


def prespawn() -> None:
    """Start a model process now, before the settings are even read: its imports (numpy,
    llama-cpp-python: ~200 ms) do not depend on them. The next :class:`HostedLLM` to need a
    process adopts it and sends it the model to load. ``tandem ask`` calls this first thing; a
    process nobody adopts exits with this one (or :func:`discard_prespawned`)."""
    HEAD_START.prespawn()


def discard_prespawned() -> None:
    """Stop a pre-started model process that will not be needed (a cloud-only answer)."""
    HEAD_START.discard_prespawned()


class HostedLLM:
    """A GGUF chat model behind :class:`~app.core.engines.base.ChatEngine`, in a child process.

    The same interface and behaviour as :class:`~app.core.engines.local_llm.LocalLLM` (one
    generation at a time, a second ``stream`` waits its turn; cancelling the consumer stops the
    generation at the next token), plus :attr:`child_pid`. The child starts on first use (or
    :meth:`warm`) without blocking the caller, and again after it died.
    """

    def __init__(
        self,
        model_path: Path | None = None,
        n_threads: int = 0,
        n_ctx: int = 2048,
        *,
        head_start: HeadStart | None = None,
        **options: Unpack[LocalOptions],
    ) -> None:
        """``options``: LocalLLM's keyword options, passed to the child's LocalLLM as they are
        (its defaults apply there). ``head_start``: where a pre-started process is adopted
        from (the process's :data:`HEAD_START` unless given)."""
        self._head_start = head_start or HEAD_START
        self._model_path = model_path
        self.n_ctx = n_ctx
        self._config: dict[str, Any] = {
            "model_path": str(model_path) if model_path is not None else None,
            "n_threads": n_threads,
            "n_ctx": n_ctx,
            "options": dict(options),
            "prompt_cache": None,  # the folder, named when the child starts (_running)
        }
        #: No prompt cache folder is named for a child that would not use it (LocalLLM's default
        #: reuses the cache).
        self._reuse_cache = options.get("reuse_cache", True)
        self.last_stats: GenerationStats | None = None
        self.load_ms: float | None = None
        self.warm_ms: float | None = None
        self._offload: tuple[Any, ...] | None = None  # the OffloadPlan's fields, from the child
        self.template_source = ""
        self.starts = 0  # children started so far (a crash starts another on the next request)
        self._lock = threading.Lock()
        self._child: _Child | None = None
        self._closed = False
        #: A generation begun before its consumer asked for it (:meth:`head_start`): the
        #: request's key, its id and the child it runs in.
        self._head: tuple[tuple[object, ...], int, _Child] | None = None

    @classmethod
    def from_settings(cls, settings: Settings, head_start: HeadStart | None = None) -> HostedLLM:
        path, threads, context, gpu_layers = engine_args(settings)
        return cls(path, threads, context, head_start=head_start, gpu_layers=gpu_layers)

    @property
    def model_path(self) -> Path:
        if self._model_path is None:
            self._model_path = bundled_model_path()
        return self._model_path

    @property
    def offload(self) -> OffloadPlan | None:
        """The OffloadPlan the child loaded the model with (None before the load)."""
        if self._offload is None:
            return None
        from app.core.models.gpu import OffloadPlan

        return OffloadPlan(*self._offload)

    @property
    def child_pid(self) -> int | None:
        child = self._child
        return child.pid if child is not None else None

    def _running(self) -> _Child:
        with self._lock:
            if self._closed:
                raise LocalModelError("the local model has been closed")
            if self._child is None or self._child.dead:
                if self._config["model_path"] is None:
                    # Named here, not in the child: the manifest's read is then off the path
                    # to the first token. Unnamed (no manifest), the child's load reports it.
                    with contextlib.suppress(LocalModelError):
                        self._config["model_path"] = str(self.model_path)
                if self._config["prompt_cache"] is None and self._reuse_cache:
                    from app.core.engines.prompt_cache import prompt_cache_dir

                    folder = prompt_cache_dir()
                    self._config["prompt_cache"] = str(folder) if folder else None
                spare = self._head_start.adopt_spare()
                if spare is not None and not spare.dead:
                    spare.adopt(self, self._config)
                    self._child = spare
                else:
                    self._child = _Child(self, self._config)
                self.starts += 1
            return self._child

    def _update(self, info: dict[str, Any]) -> None:
        """What the child's engine measured (sent with every finished load and answer)."""
        for name in ("load_ms", "warm_ms", "template_source", "last_stats"):
            if info.get(name) is not None:
                setattr(self, name, info[name])
        if info.get("offload") is not None:
            self._offload = tuple(info["offload"])

    # ------------------------------------------------------------ the engine's interface

    def warm(self, prefix: Sequence[ChatMessage] = ()) -> Future[None]:
        """Start the child if needed, load the model and prefill ``prefix`` there (see
        ``LocalLLM.warm``); the future is done when that has happened (or failed: a missing
        model surfaces in the request that needs it)."""
        return self._running().warm([(m.role, m.content) for m in prefix])

    def load(self) -> None:
        """Load the model now (blocking)."""
        self.warm().result()

    async def aload(self) -> None:
        import asyncio

        await asyncio.wrap_future(self.warm())

    def head_start(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> None:
        """Begin generating ``messages`` now, before anyone reads the tokens: the next
        :meth:`stream` with the same messages, ``max_tokens`` and ``temperature`` takes them
        from the first one on; a :meth:`stream` of anything else (or :meth:`drop_head_start`)
        cancels it first. Why: a request's draft can start while the privacy gate, the router
        and, in a window that has just shown, the pipeline's own imports are still busy; the
        draft is the same one either way (docs/ARCHITECTURE.md §1). Never raises: a child that
        cannot start is reported by the stream that needs it."""
        key = _stream_key(messages, max_tokens, temperature)
        head = self._head
        if head is not None and head[0] == key and not head[2].dead:
            return
        self.drop_head_start()
        try:
            child = self._running()
            rid = child.park([(m.role, m.content) for m in messages], max_tokens, temperature)
        except LocalModelError:
            return
        with self._lock:
            self._head = (key, rid, child)

    def drop_head_start(
        self,
        messages: Sequence[ChatMessage] | None = None,
        *,
        max_tokens: int = 512,
        temperature: float = 0.2,
    ) -> None:
        """Cancel a :meth:`head_start` nobody took: any, or only the one for ``messages`` (and
        the limits), so that a request ending late never cancels the next one's."""
        key = None if messages is None else _stream_key(messages, max_tokens, temperature)
        with self._lock:
            head = self._head
            if head is None or (key is not None and head[0] != key):
                return
            self._head = None
        head[2].drop(head[1])

    async def stream(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> AsyncIterator[Token]:
        """Yield tokens as the child produces them; cancelling the consumer stops generation."""
        import asyncio

        with self._lock:
            head, self._head = self._head, None
        child = self._running()
        queue: asyncio.Queue[object] = asyncio.Queue()
        loop = asyncio.get_running_loop()
        key = _stream_key(messages, max_tokens, temperature)
        if head is not None and head[0] == key and head[2] is child:
            rid = head[1] if child.attach(head[1], loop, queue) else None
        else:
            if head is not None:
                head[2].drop(head[1])
            rid = None
        started = rid is not None
        if rid is None:
            rid = child.open(loop, queue)
        finished = False
        try:
            if not started:
                turns = [(m.role, m.content) for m in messages]
                child.send(("generate", rid, turns, max_tokens, temperature))
            while True:
                item = await queue.get()
                if item is _DONE:
                    finished = True
                    break
                if isinstance(item, BaseException):
                    finished = True
                    raise item
                assert isinstance(item, Token)
                yield item
        finally:
            child.close_stream(rid, cancel=not finished)

    def cancel(self) -> None:
        """Stop every running or queued generation at the next token."""
        self.drop_head_start()
        child = self._child
        if child is not None:
            child.cancel_all()

    def reset_cache(self) -> None:
        """Forget the KV cache so the next prompt is evaluated from scratch (ordered before any
        later ``stream``)."""
        child = self._child
        if child is not None and not child.dead:
            with contextlib.suppress(LocalModelError):
                child.send(("reset",))

    def close(self) -> None:
        """Stop the child (it frees the model and exits; killed if it does not within a few
        seconds)."""
        with self._lock:
            self._closed = True
            child, self._child = self._child, None
        if child is not None:
            child.stop()


class _Child:
    """One child process and its connection: requests go out as they come (queued until the
    child has connected), a reader thread hands tokens to the waiting streams' loops."""

    def __init__(
        self, owner: HostedLLM | None, config: dict[str, Any] | None, *, fork: bool | None = None
    ) -> None:
        """``fork``: fork the child (Linux, no other thread yet) rather than start ``python
        -m``; None decides by :func:`app.core.engines.child.can_fork`."""
        self._owner = owner
        self._lock = threading.Lock()
        self._conn: Connection | None = None
        self._proc: subprocess.Popen[bytes] | Forked | None = None
        #: Sent in order once connected; the engine's settings first (see :meth:`adopt`).
        self._pending: list[tuple[Any, ...]] = [("init", config)] if config is not None else []
        self._streams: dict[int, tuple[asyncio.AbstractEventLoop, asyncio.Queue[object]]] = {}
        #: Generations nobody reads yet (:meth:`park`): what has come for each, in order.
        self._parked: dict[int, list[object]] = {}
        self._warms: dict[int, Future[None]] = {}
        self._ids = itertools.count(1)
        self.dead = False
        self.pid: int | None = None
        self._why = ""
        from app.core.engines import child

        loud = bool(os.environ.get("TANDEM_DEBUG"))  # the child's llama.cpp log and tracebacks
        quiet = None if loud else subprocess.DEVNULL
        self._start_error = ""
        self._forked: Connection | None = None
        try:  # started here, on the caller's thread: the child's imports begin at once
            if child.can_fork() if fork is None else fork:
                from app.core.engines.llm_child import serve

                self._proc, self._forked = child.fork(serve, quiet=not loud)
            else:
                self._proc = child.start("app.core.engines.llm_child", stdout=quiet, stderr=quiet)
            self.pid = self._proc.pid
        except OSError as exc:
            self._proc = None
            self._start_error = f"the local model's process did not start: {exc}"
        self._thread = threading.Thread(target=self._run, name="tandem-llm-host", daemon=True)
        self._thread.start()

    def adopt(self, owner: HostedLLM, config: dict[str, Any]) -> None:
        """A child started by :func:`prespawn` becomes ``owner``'s, with ``config``: its first
        message (nothing was sent to it before: it had no owner)."""
        with self._lock:
            self._owner = owner
            if self._conn is None:
                self._pending.insert(0, ("init", config))
                return
            with contextlib.suppress(OSError):  # the reader sees the child gone
                self._conn.send(("init", config))

    # ------------------------------------------------------------ requests (any thread)

    def send(self, message: tuple[Any, ...]) -> None:
        with self._lock:
            if self.dead:
                raise LocalModelError(self._why)
            if self._conn is None:
                self._pending.append(message)
                return
            try:
                self._conn.send(message)
            except OSError as exc:
                raise LocalModelError(f"the local model's process is gone: {exc}") from exc

    def open(self, loop: asyncio.AbstractEventLoop, queue: asyncio.Queue[object]) -> int:
        rid = next(self._ids)
        with self._lock:
            if self.dead:
                raise LocalModelError(self._why)
            self._streams[rid] = (loop, queue)
        return rid

    def close_stream(self, rid: int, *, cancel: bool) -> None:
        with self._lock:
            open_ = self._streams.pop(rid, None) is not None
        if cancel and open_:
            with contextlib.suppress(LocalModelError):
                self.send(("cancel", rid))

    def park(self, turns: list[tuple[str, str]], max_tokens: int, temperature: float) -> int:
        """Send a generation whose reader comes later (:meth:`attach`); its tokens wait here."""
        rid = next(self._ids)
        with self._lock:
            if self.dead:
                raise LocalModelError(self._why)
            self._parked[rid] = []
        self.send(("generate", rid, turns, max_tokens, temperature))
        return rid

    def attach(
        self, rid: int, loop: asyncio.AbstractEventLoop, queue: asyncio.Queue[object]
    ) -> bool:
        """``queue`` (on ``loop``, the caller's) reads the parked generation ``rid``: what came
        so far at once, the rest as it comes. False when there is no such generation."""
        with self._lock:
            items = self._parked.pop(rid, None)
            if items is None:
                return False
            ended = bool(items) and (items[-1] is _DONE or isinstance(items[-1], BaseException))
            if not ended:
                self._streams[rid] = (loop, queue)
            for item in items:
                queue.put_nowait(item)
        return True

    def drop(self, rid: int) -> None:
        """Cancel the parked generation ``rid`` (nobody will read it)."""
        with self._lock:
            parked = self._parked.pop(rid, None)
        if parked is not None:
            with contextlib.suppress(LocalModelError):
                self.send(("cancel", rid))

    def cancel_all(self) -> None:
        with self._lock:
            rids = list(self._streams)
        for rid in rids:
            with contextlib.suppress(LocalModelError):
                self.send(("cancel", rid))

    def warm(self, prefix: list[tuple[str, str]]) -> Future[None]:
        fut: Future[None] = Future()
        wid = next(self._ids)
        with self._lock:
            if self.dead:
                fut.set_result(None)
                return fut
            self._warms[wid] = fut
        try:
            self.send(("warm", wid, prefix))
        except LocalModelError:
            self._resolve_warm(wid)
        return fut

    def stop(self) -> None:
        with contextlib.suppress(LocalModelError):
            self.send(("stop",))
        self._thread.join(STOP_TIMEOUT_S)
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        self._die("the local model has been closed")

    # ------------------------------------------------------------ the reader thread

    def _run(self) -> None:
        from app.core.engines.child import connect

        proc = self._proc
        if proc is None:
            self._die(self._start_error)
            return
        if self._forked is not None:
            conn = self._forked  # a socket pair: connected from the start
        else:
            assert isinstance(proc, subprocess.Popen)
            try:
                conn = connect(proc, what="local model")
            except (RuntimeError, OSError) as exc:
                self._die(str(exc))
                return
        with self._lock:
            try:
                for message in self._pending:
                    conn.send(message)
            except OSError:
                pass  # the reader below sees the child gone
            self._pending.clear()
            self._conn = conn
        self._read(conn)
        code = proc.poll()
        if code is None:
            try:
                code = proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                proc.kill()
                code = proc.wait()
        conn.close()
        self._die(f"the local model's process stopped (exit code {code})")

    def _read(self, conn: Connection) -> None:
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                return
            kind = message[0]
            if kind == "token":
                self._deliver(message[1], Token(message[2], message[3]))
            elif kind == "error":
                self._deliver(message[1], LocalModelError(message[2]))
            elif kind == "done" and self._owner is not None:
                self._owner._update(message[2])
                self._deliver(message[1], _DONE, last=True)
            elif kind == "warmed" and self._owner is not None:
                self._owner._update(message[2])
                self._resolve_warm(message[1])
            elif kind == "fatal":  # the child could not build its engine (llama.cpp missing)
                self._die(f"the local model's process failed: {message[1]}")
                return

    def _deliver(self, rid: int, item: object, *, last: bool = False) -> None:
        with self._lock:
            parked = self._parked.get(rid)
            if parked is not None:
                parked.append(item)
                return
            target = self._streams.pop(rid, None) if last else self._streams.get(rid)
        if target is None:
            return  # a stream that was cancelled: what is still on its way is dropped
        _post(target, item)

    def _resolve_warm(self, wid: int) -> None:
        with self._lock:
            fut = self._warms.pop(wid, None)
        if fut is not None and not fut.done():
            fut.set_result(None)

    def _die(self, why: str) -> None:
        """Every open stream ends with ``why``; later requests start a fresh child."""
        with self._lock:
            if self.dead:
                return
            self.dead, self._why = True, why
            streams, self._streams = list(self._streams.values()), {}
            for parked in self._parked.values():  # the reader that attaches reads why
                parked.append(LocalModelError(why))
            warms, self._warms = list(self._warms.values()), {}
        for target in streams:
            _post(target, LocalModelError(why))
        for fut in warms:
            if not fut.done():
                fut.set_result(None)


def _stream_key(
    messages: Sequence[ChatMessage], max_tokens: int, temperature: float
) -> tuple[object, ...]:
    return (tuple((m.role, m.content) for m in messages), max_tokens, temperature)


def _post(target: tuple[asyncio.AbstractEventLoop, asyncio.Queue[object]], item: object) -> None:
    """Hand ``item`` to a stream's queue on its own loop (from the reader thread)."""
    loop, queue = target
    with contextlib.suppress(RuntimeError):  # the loop is gone: nobody is listening
        loop.call_soon_threadsafe(queue.put_nowait, item)
