"""The answer pipeline: request -> history -> retrieve -> privacy gate -> route -> run -> merge.

:meth:`Pipeline.ask` is an async generator of the answer-stream events (docs/ARCHITECTURE.md,
"events"), in the order privacy, route, retrieval, draft..., upgrade..., fallback, final (or
error). ``upload`` comes the moment the bytes leave: after retrieval and before the first
upgrade, possibly between draft events, so the user sees that the cloud is answering. In a
hybrid run the cloud call starts at once, in parallel with the draft; how the two are merged is
:mod:`app.core.pipeline.merge` (a ready cloud answer is never held behind a draft that has not
shown anything; no draft event follows an upgrade). The audit row is written before any byte
leaves. Every failure of the cloud ends in the device's answer and a ``fallback`` event;
cancelling the consumer cancels the local generation and closes the cloud stream.

The modules, top to bottom (imports go downwards only; import-linter checks it):
``orchestrator`` (the :class:`Pipeline`) -> ``run`` (the flow) -> ``staged`` | ``execute``
(running a plan) -> ``merge`` | ``cloud`` | ``draft`` | ``route`` -> ``state`` -> ``trace`` |
``gate_view`` | ``history_link`` -> ``ports`` | ``restorer`` | ``prompt`` -> ``request``.

``AskRequest`` and ``MODES`` import nothing heavy; ``Pipeline`` is imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core.pipeline.request import MODES, AskRequest

if TYPE_CHECKING:
    from app.core.pipeline.orchestrator import Pipeline

__all__ = ["MODES", "AskRequest", "Pipeline"]


def __getattr__(name: str) -> type[Pipeline]:
    if name == "Pipeline":
        from app.core.pipeline.orchestrator import Pipeline

        return Pipeline
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
