"""The privacy gate: what may leave the device, in what form, and to whom.

See docs/ARCHITECTURE.md §5.

``prepare`` classifies the prompt, the history that would be sent and every retrieved passage
(a passage's collection label raises its level), takes the maximum, and asks the policy what to
do toward the endpoint's trust zone. For ``redact`` it replaces every entity with a stable
placeholder, re-classifies what would be sent, and sends only if the policy would send that
(by default: internal or lower); otherwise the request stays local. Nothing here does I/O: the
caller records the upload in the audit log and sends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from app.core.privacy.classifier import Classification, apart_from, classify
from app.core.privacy.entities import ENTITY_LEVEL, LEVELS, Entity, max_level
from app.core.privacy.mentions import spread
from app.core.privacy.ner import RULES_ONLY, EntityPolicy
from app.core.privacy.policy import Policy
from app.core.privacy.redaction import Redactor


class Passage(NamedTuple):
    """A retrieved chunk as the gate sees it: its text and its collection's privacy label."""

    text: str
    label: str


def as_passage(item: object) -> Passage:
    """Accept ``(text, label)``, a bare string, a mapping or a retrieval hit (``.text``/``.label``)."""
    if isinstance(item, str):
        return Passage(item, "public")
    if isinstance(item, tuple) and len(item) == 2:
        return Passage(str(item[0]), str(item[1] or "public"))
    if isinstance(item, Mapping):
        return Passage(str(item.get("text", "")), str(item.get("label") or "public"))
    return Passage(str(getattr(item, "text", "")), str(getattr(item, "label", None) or "public"))


def as_text(message: object) -> str:
    """History entries may be strings or chat messages (``.content``)."""
    return message if isinstance(message, str) else str(getattr(message, "content", message))


@dataclass
class GateDecision:
    """What the gate decided for one request toward one trust zone.

    ``prompt``, ``history`` and ``passages`` are what may be sent: redacted forms when
    ``action == "redact"``, the originals otherwise (for ``local`` they are only used on the
    device). ``entities`` are the prompt's spans (offsets into the original prompt).
    """

    level: str
    action: str
    entities: list[Entity]
    redactor: Redactor | None
    prompt: str
    history: list[str]
    passages: list[Passage]
    reasons: list[str] = field(default_factory=list)
    redacted_level: str | None = None

    def redaction_counts(self) -> dict[str, int]:
        return self.redactor.counts() if self.redactor else {}


class PrivacyGate:
    """Classify, decide, redact. ``policy`` is a level x zone table (partial tables are merged
    over the defaults); ``None`` reads it from the settings file."""

    def __init__(
        self,
        policy: Mapping[str, Mapping[str, str]] | Policy | None = None,
        entities: EntityPolicy | None = None,
    ) -> None:
        if isinstance(policy, Policy):
            self.policy = policy
        elif policy is None:
            self.policy = Policy.from_settings()
        else:
            self.policy = Policy.from_mapping(policy)
        if entities is None:
            from app.core.config import load_settings

            entities = EntityPolicy.from_settings(load_settings().settings.privacy.entities)
        self.entities = entities

    def classify(self, text: str) -> Classification:
        return classify(text, self.entities)

    def prepare(
        self,
        prompt: str,
        history: Sequence[Any] = (),
        passages: Sequence[Any] = (),
        trust_zone: str = "public",
    ) -> GateDecision:
        """Decide for one request. ``history`` holds strings or chat messages, ``passages``
        ``(text, label)`` pairs or retrieval hits; the decision returns strings and
        :class:`Passage` tuples (which also expose ``.text``)."""
        roles = [getattr(h, "role", "user") for h in history]
        history = [as_text(h) for h in history]
        passages = [as_passage(p) for p in passages]
        h_cls = [classify(h, self.entities) for h in history]
        p_cls = classify(prompt, self.entities)
        x_cls = [classify(t, self.entities) for t, _ in passages]
        # One entity, one placeholder, everywhere: a name found in one text is found in all
        # (docs/ARCHITECTURE.md §5.1). Conversation order, so the history's names keep the
        # placeholders they had in earlier turns.
        texts = [*history, prompt, *(t for t, _ in passages)]
        spread_all = spread(texts, [c.entities for c in (*h_cls, p_cls, *x_cls)])
        h_cls = [_with(c, es) for c, es in zip(h_cls, spread_all[: len(history)], strict=True)]
        p_cls = _with(p_cls, spread_all[len(history)])
        x_cls = [_with(c, es) for c, es in zip(x_cls, spread_all[len(history) + 1 :], strict=True)]
        reasons: list[str] = []
        levels = [p_cls.level]
        _explain(reasons, "the prompt", p_cls)
        turn = 0
        for c, role in zip(h_cls, roles, strict=True):
            levels.append(c.level)
            if role == "system":  # the chat's own instruction, carried at the history's head
                _explain(reasons, "the chat's system prompt", c)
                continue
            turn += 1
            _explain(reasons, f"history message {turn}", c)
        for i, (c, (_, label)) in enumerate(zip(x_cls, passages, strict=True)):
            lvl = max_level(c.level, _label(label))
            levels.append(lvl)
            _explain(reasons, f"passage {i + 1}", c)
            if _label(label) != "public" and LEVELS.index(_label(label)) > LEVELS.index(c.level):
                reasons.append(f"passage {i + 1} comes from a collection labelled {label}")
        level = max_level(*levels)
        action = self.policy.action(level, trust_zone)
        reasons.append(f"level {level} toward a {trust_zone} endpoint: policy says {action}")
        decision = GateDecision(
            level, action, list(p_cls.entities), None, prompt, history, passages, reasons
        )
        if action != "redact":
            if action == "send":
                _name_public(reasons, p_cls)
            return decision

        redactor = Redactor()
        # History first (see above): placeholders are numbered in conversation order.
        r_history = [redactor.redact(h, c.entities) for h, c in zip(history, h_cls, strict=True)]
        r_prompt = redactor.redact(prompt, p_cls.entities, record=True)
        r_passages = [
            Passage(redactor.redact(t, c.entities), label)
            for (t, label), c in zip(passages, x_cls, strict=True)
        ]
        # A text with no entities is unchanged by redaction: its first classification stands.
        after = [_reclassify(r_prompt, p_cls)]
        after += [_reclassify(h, c) for h, c in zip(r_history, h_cls, strict=True)]
        after += [
            max_level(_reclassify(t, c), _label(lb))
            for (t, lb), c in zip(r_passages, x_cls, strict=True)
        ]
        redacted_level = max_level(*after)
        decision.redacted_level = redacted_level
        if self.policy.action(redacted_level, trust_zone) == "send":
            decision.redactor = redactor
            decision.prompt, decision.history, decision.passages = r_prompt, r_history, r_passages
            counts = ", ".join(f"{n} {t}" for t, n in sorted(redactor.counts().items()))
            reasons.append(f"redacted {counts or 'nothing'}; the redacted text is {redacted_level}")
            soft = sorted(set(redactor.counts()) & {"PERSON", "ORGANIZATION", "ADDRESS"})
            if soft:
                reasons.append(
                    "people, organisations and places that are not well known are hidden "
                    "([privacy.entities]); famous names, countries and large cities pass"
                )
            _name_public(reasons, p_cls)
        else:
            decision.action = "local"
            reasons.append(
                f"after redaction the text is still {redacted_level} (markers or labels remain): "
                "kept on the device"
            )
        return decision


def _reclassify(redacted: str, before: Classification) -> str:
    """The level of a redacted text. The recogniser does not run again: what it found is now a
    placeholder, and what remains is what the rules and the markers say."""
    if not before.entities:
        return before.level
    after = classify(redacted, RULES_ONLY)
    if any(m not in after.markers for m in before.markers):  # the "unchecked" marker stays
        return max_level(after.level, "confidential")
    return after.level


def _with(c: Classification, entities: list[Entity]) -> Classification:
    """``c`` with the names spread from the other texts of the request: added mentions, and
    the canonical form spread gives a name this text's own detectors found ("Johnny" found
    alone, when "Johnny Bay" was named earlier), so the two share one placeholder."""
    if entities == c.entities:
        return c
    level = max_level(c.level, *(ENTITY_LEVEL[e.type] for e in entities))
    return Classification(level, entities, c.markers, apart_from(c.public, entities))


def _label(label: str | None) -> str:
    """A collection label; an unknown or empty one counts as public (labels only raise)."""
    return label if label in LEVELS else "public"


#: The most well-known names one reason lists (the prompt's first ones, each once).
_PUBLIC_NAMED = 6


def _name_public(reasons: list[str], c: Classification) -> None:
    """Say which well-known names in the prompt are sent as written (docs/ARCHITECTURE.md §5.1):
    the user sees that "Google" or 上海 was noticed and let pass, not missed."""
    names = list(dict.fromkeys(e.text for e in c.public))
    if names:
        shown = ", ".join(names[:_PUBLIC_NAMED]) + (", …" if len(names) > _PUBLIC_NAMED else "")
        reasons.append(f"well known, sent as written: {shown}")


def _explain(reasons: list[str], where: str, c: Classification) -> None:
    if c.level == "public":
        return
    types = sorted({e.type for e in c.entities})
    what = ", ".join(types + [f'marker "{m}"' for m in c.markers])
    reasons.append(f"{where} is {c.level} ({what})")
