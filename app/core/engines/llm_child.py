"""The local model's host process: ``python -m app.core.engines.llm_child``, started by
:class:`~app.core.engines.llm_host.HostedLLM` (docs/ARCHITECTURE.md §1).

It runs one in-process engine (:class:`~app.core.engines.local_llm.LocalLLM`) and answers the
parent's requests over the connection :mod:`app.core.engines.child` set up: ``init`` (the
engine's settings), ``warm``, ``generate``, ``cancel``, ``reset``, ``stop``. Replies: ``token``,
``error`` and ``done`` per request, ``warmed``, and ``fatal`` when no engine could be built. It
exits when asked, or when the parent's end of the connection closes (the parent died).
This module imports only what the child needs before llama.cpp (no asyncio, no pipeline).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable
    from concurrent.futures import Future
    from multiprocessing.connection import Connection

    from app.core.engines.local_types import LocalOptions


def _serve(conn: Connection) -> None:
    message = conn.recv()
    if message[0] != "init":
        return
    config = message[1]
    send_lock = threading.Lock()
    cancels: dict[int, threading.Event] = {}

    def send(reply: tuple[Any, ...]) -> None:
        try:
            with send_lock:
                conn.send(reply)
        except OSError:  # the parent is gone: stop working for it
            for event in list(cancels.values()):
                event.set()

    try:
        from app.core.engines import local_llm
        from app.core.engines.base import ChatMessage, Token

        options: LocalOptions = config["options"]  # HostedLLM's, checked against LocalLLM's
        engine = local_llm.LocalLLM(
            Path(config["model_path"]) if config["model_path"] else None,
            config["n_threads"],
            config["n_ctx"],
            prompt_cache=Path(config["prompt_cache"]) if config.get("prompt_cache") else None,
            **options,
        )
    except Exception as exc:  # llama-cpp-python missing or broken: say so, in one line
        send(("fatal", f"{type(exc).__name__}: {exc}"))
        return

    def info() -> dict[str, Any]:
        return {
            "load_ms": engine.load_ms,
            "warm_ms": engine.warm_ms,
            # The plan's fields, not the OffloadPlan: unpickling it would import app.core.models.gpu
            # in the parent's reader thread, just before the first token.
            "offload": dataclasses.astuple(engine.offload) if engine.offload else None,
            "template_source": engine.template_source,
            "last_stats": engine.last_stats,
        }

    def generate(rid: int, messages: list[ChatMessage], max_tokens: int, temp: float) -> None:
        cancel = cancels[rid] = threading.Event()

        def put(item: object) -> None:
            if item is local_llm._DONE:
                cancels.pop(rid, None)
                send(("done", rid, info()))
            elif isinstance(item, BaseException):
                send(("error", rid, str(item)))
            elif isinstance(item, Token):
                send(("token", rid, item.text, item.logprob))

        engine.submit_generation(messages, max_tokens, temp, cancel, put, time.perf_counter())

    try:
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                break
            op = message[0]
            if op == "generate":
                _, rid, turns, max_tokens, temp = message
                generate(rid, [ChatMessage(r, c) for r, c in turns], max_tokens, temp)
            elif op == "cancel":
                event = cancels.get(message[1])
                if event is not None:
                    event.set()
            elif op == "warm":
                fut = engine.warm([ChatMessage(r, c) for r, c in message[2]])
                fut.add_done_callback(_reply_when_done(send, ("warmed", message[1]), info))
            elif op == "reset":
                engine.reset_cache()
            elif op == "stop":
                break
    finally:
        for event in list(cancels.values()):
            event.set()
        engine.close()


def _reply_when_done(
    send: Callable[[tuple[Any, ...]], None],
    head: tuple[Any, ...],
    info: Callable[[], dict[str, Any]],
) -> Callable[[Future[None]], None]:
    def done(_fut: Future[None]) -> None:
        send((*head, info()))

    return done


def _prepare() -> None:
    # The engine's imports first (numpy, llama-cpp-python: ~130 ms): they do not depend on the
    # settings, and the parent's requests wait in the connection until this child reads them.
    # An import that fails is reported once the settings have come (``fatal``).
    quiet_blas()
    from app.core.engines.cpu_share import count_as_own, shared

    count_as_own(os.getppid())  # the Tandem process this one answers waits for it
    shared()  # a figure of the free cores is ready by the first prefill
    with contextlib.suppress(Exception):
        _import_lazily("diskcache")
        import llama_cpp.llama_chat_format  # noqa: F401

        import app.core.engines.local_llm  # noqa: F401


def quiet_blas() -> None:
    """One OpenBLAS thread in this process, unless the user chose a number: set before numpy
    (which llama-cpp-python imports) loads OpenBLAS.

    Why (measured, bench/bench_draft.py): numpy's OpenBLAS starts a thread per core at import,
    and they spin for a while, looking for work that never comes here: importing numpy costs
    ~120 ms of CPU for 65 ms of wall time. llama.cpp does all of this process's arithmetic
    itself (numpy only holds the logits), so those threads do nothing but take a core from the
    Tandem process beside it, whose imports then slow the model's load in turn: `tandem ask`'s
    first draft token came 1.17x a raw script's, against 1.07x without them."""
    if "numpy" not in sys.modules:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def _import_lazily(name: str) -> None:
    """Make ``import name`` cheap until one of the module's names is used: a stand-in module
    whose attribute look-up (PEP 562) imports the real one. llama-cpp-python imports diskcache
    (and sqlite3 with it) for a prompt cache on disk that Tandem never uses: ~5 ms of this
    process's start, before the first token. (importlib's LazyLoader does not help here: an
    ``import`` statement reads the module's ``__spec__``, which loads it.)"""
    import importlib
    import importlib.util
    import types

    if name in sys.modules or importlib.util.find_spec(name) is None:
        return
    stand_in = types.ModuleType(name)

    def real(attr: str) -> Any:
        if sys.modules.get(name) is stand_in:
            del sys.modules[name]
        return getattr(importlib.import_module(name), attr)

    stand_in.__getattr__ = real  # type: ignore[method-assign]
    sys.modules[name] = stand_in


def serve(conn: Connection) -> int:
    """The forked child's body (:func:`app.core.engines.child.fork`): ``conn`` is its end of
    the socket pair."""
    _prepare()
    with conn:
        _serve(conn)
    return 0


def main() -> int:
    _prepare()
    from app.core.engines.child import connect_to_parent

    with connect_to_parent() as conn:
        _serve(conn)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
