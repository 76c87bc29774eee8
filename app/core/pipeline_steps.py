"""Staged execution of a compound request ("summarise these notes and translate them into
English"): the device runs its steps first and streams them as the draft; then only their result,
gated again, goes to the cloud for the remaining steps.

Why gate again: the device's output is new text derived from the user's material; it may repeat
a phone number or an ID from the notes, so it is classified and redacted like any prompt. If the
gate keeps it local, or the cloud fails, the device runs the remaining steps too; in the failure
case the final answer carries that text (no more draft events after the upload, so the event
order of DESIGN.md section 4 holds) and a ``fallback`` event says why.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence

from app.core.engines.base import ChatMessage
from app.core.events import AnyEvent, DraftEvent, UpgradeEvent, UploadEvent
from app.core.pipeline_cloud import CloudSteps
from app.core.pipeline_parts import GateView, build_messages, gate_view
from app.core.pipeline_state import CloudDone
from app.core.routing.router import RoutePlan, Step


def step_prompt(steps: Sequence[Step], material: str) -> str:
    """One instruction for consecutive steps, applied to the previous steps' result."""
    instruction = "; then ".join(s.text for s in steps)
    if not material:
        return instruction
    return f"{instruction}\n\nText:\n{material}"


class StagedSteps(CloudSteps):
    async def _local_text(
        self, messages: list[ChatMessage], parts: list[str], *, show: bool
    ) -> AsyncIterator[AnyEvent]:
        """Run the local model; its text goes to ``parts`` (and out as draft events if shown)."""
        async for tok in self.p.local().stream(
            messages, max_tokens=self.rules.draft_max_tokens, temperature=self.rules.temperature
        ):
            if not tok.text:
                continue
            parts.append(tok.text)
            if show:
                self.draft_parts.append(tok.text)
                self._visible()
                yield DraftEvent(self.rid, tok.text)

    async def _execute_staged(self, plan: RoutePlan) -> AsyncIterator[AnyEvent]:
        remote = plan.remote
        device_steps = [s for s in plan.steps if s.where != remote]
        cloud_steps = [s for s in plan.steps if s.where == remote]
        passages = [h.text for h in self.hits]
        material_parts: list[str] = []
        self.trace["staged"] = {
            "device": [s.text for s in device_steps],
            "cloud": [s.text for s in cloud_steps],
        }
        try:
            prompt = step_prompt(device_steps, "")
            messages = build_messages(prompt, self.history_msgs, passages)
            async for event in self._local_text(messages, material_parts, show=True):
                yield event
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the device step failed: nothing to stage, say so
            self.trace["local_error"] = f"{type(exc).__name__}: {exc}"
            self.trace["error"] = "the local model failed on the device step"
            return
        self.draft_done_ms = self.ms()
        self._mark("draft_done")
        material = "".join(material_parts).strip()
        cloud_prompt = step_prompt(cloud_steps, material)
        zone = self.endpoint.trust_zone if self.endpoint else "public"
        try:
            view = gate_view(self.p.gate(), cloud_prompt, self.history_msgs, self.hits, zone)
        except Exception as exc:
            view = GateView.keep_local(cloud_prompt, self.history_msgs, self.hits, exc)
        self.trace["staged"]["privacy"] = view.trace()
        if view.action == "local" or self.endpoint is None:
            # The result may not leave: the device does the rest, still as the draft.
            async for event in self._local_text(
                build_messages(cloud_prompt, self.history_msgs, passages),
                material_parts,
                show=True,
            ):
                yield event
            self.final_text, self.source = "".join(self.draft_parts), "local"
            return
        queue: asyncio.Queue[object] = asyncio.Queue()
        self._spawn(self._cloud(view, queue, anchor=None))
        while True:
            item = await queue.get()
            if isinstance(item, UploadEvent | UpgradeEvent):
                if isinstance(item, UpgradeEvent):
                    self._visible()
                yield item
            elif isinstance(item, CloudDone):
                break
        if item.error is None:
            self.final_text, self.source = self.restorer_text, "cloud"
            return
        self.fallback = item.error.reason
        self.trace["cloud_error"] = str(item.error)
        rest: list[str] = []
        try:
            async for _ in self._local_text(
                build_messages(cloud_prompt, self.history_msgs, passages), rest, show=False
            ):
                pass
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.trace["local_error"] = f"{type(exc).__name__}: {exc}"
        self.final_text = "".join(rest).strip() or "".join(self.draft_parts)
        self.source = "local"
