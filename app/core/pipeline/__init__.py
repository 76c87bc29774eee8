"""The answer pipeline: request -> history -> retrieve -> privacy gate -> route -> run -> merge.

:meth:`Pipeline.ask` is an async generator of the answer-stream events (docs/ARCHITECTURE.md,
"events"), in the order privacy, route, retrieval, draft..., upload, upgrade..., fallback, final
(or error). In a hybrid run the cloud call starts at once, in parallel with the draft, but its
``upload`` and ``upgrade`` events are held back until the draft is done, so a consumer always
sees the draft first; when the cloud answer completes before the draft does, the draft is
stopped (it has been superseded) and the held events flow. The audit row is written before any
byte leaves, whatever the events' order. Every failure of the cloud ends in the device's answer
and a ``fallback`` event; cancelling the consumer cancels the local generation and closes the
cloud stream.

The modules, top to bottom (imports go downwards only; import-linter checks it):
``orchestrator`` (the :class:`Pipeline`) -> ``run`` (the flow) -> ``staged`` | ``execute``
(running a plan) -> ``merge`` | ``cloud`` | ``draft`` | ``route`` -> ``state`` -> ``trace`` |
``gate_view`` | ``history_link`` -> ``ports`` | ``restorer`` | ``prompt`` -> ``request``.

``AskRequest`` and ``MODES`` import nothing heavy; ``Pipeline`` is imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.core.pipeline.request import MODES, AskRequest

if TYPE_CHECKING:
    from app.core.pipeline.orchestrator import Pipeline

__all__ = ["MODES", "AskRequest", "Pipeline"]


def __getattr__(name: str) -> Any:
    if name == "Pipeline":
        from app.core.pipeline.orchestrator import Pipeline

        return Pipeline
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
