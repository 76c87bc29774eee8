"""The core's route and privacy reasons in the UI's language.

The core words its reasons in English (they are also what ``tandem ask --json``, the traces and
the logs carry, and what the router's tests read); the UI recognises each one's shape here and
says it again through ``tr()``, with the same figures. ``plain`` leaves the router's figures out
(the Why dialog's part for people); without it they stay (Technical details). A reason this module
does not know is shown as the core wrote it, and tests/gui/test_i18n_complete.py lists it.

Every shape the core can produce is in ``app/core/routing/router.py``, ``network.py``,
``candidates.py``, ``app/core/privacy/gate.py`` and ``app/core/pipeline/{execute,cloud,cache,
gate_view}.py``; tests/unit/test_reason_words.py drives the real router and gate and checks each
reason they give is recognised here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from app.ui.answer import outcome_words as words
from app.ui.base.choice_words import action_name, endpoint_name


def _zone(zone: str) -> str:
    return words.zone_name(zone)


def _level(level: str) -> str:
    return words.level_name(level)


def _failure(what: str) -> str:
    """The core's words for a failure (network.py ``_WORDS``), translated."""
    table = {
        "could not be reached": QCoreApplication.translate("Reasons", "could not be reached"),
        "timed out": QCoreApplication.translate("Reasons", "timed out"),
        "answered with a server error": QCoreApplication.translate(
            "Reasons", "answered with a server error"
        ),
        "was rate-limited": QCoreApplication.translate("Reasons", "was rate-limited"),
        "sent a broken answer": QCoreApplication.translate("Reasons", "sent a broken answer"),
        "refused the API key (HTTP 401/403)": QCoreApplication.translate(
            "Reasons", "refused the API key (HTTP 401/403)"
        ),
        "does not know this model or path (HTTP 404)": QCoreApplication.translate(
            "Reasons", "does not know this model or path (HTTP 404)"
        ),
        "has a certificate that could not be verified": QCoreApplication.translate(
            "Reasons", "has a certificate that could not be verified"
        ),
        "is misconfigured": QCoreApplication.translate("Reasons", "is misconfigured"),
        "failed": QCoreApplication.translate("Reasons", "failed"),
    }
    return table.get(what, what)


def task_name(kind: str) -> str:
    names = {
        "chat": QCoreApplication.translate("Reasons", "chat"),
        "code": QCoreApplication.translate("Reasons", "code"),
        "math": QCoreApplication.translate("Reasons", "math"),
        "reasoning": QCoreApplication.translate("Reasons", "reasoning"),
        "summarize": QCoreApplication.translate("Reasons", "summarizing"),
        "summary": QCoreApplication.translate("Reasons", "summarizing"),
        "translate": QCoreApplication.translate("Reasons", "translation"),
        "translation": QCoreApplication.translate("Reasons", "translation"),
        "extract": QCoreApplication.translate("Reasons", "extraction"),
        "rewrite": QCoreApplication.translate("Reasons", "rewriting"),
        "creative": QCoreApplication.translate("Reasons", "creative writing"),
        "long_context": QCoreApplication.translate("Reasons", "long context"),
        "qa": QCoreApplication.translate("Reasons", "questions"),
    }
    return names.get(kind, kind)


def _fill(template: str, *values: str) -> str:
    for i, value in enumerate(values, 1):
        template = template.replace(f"%{i}", value)
    return template


Rule = tuple["re.Pattern[str]", Callable[["re.Match[str]", bool], str]]
_RULES: list[Rule] = []


Fn = Callable[["re.Match[str]", bool], str]


def _rule(pattern: str) -> Callable[[Fn], Fn]:
    def add(fn: Fn) -> Fn:
        _RULES.append((re.compile(pattern + r"\Z"), fn))
        return fn

    return add


# ------------------------------------------------------------------ router.py: whole reasons


@_rule(r"local mode was requested")
def _local_mode(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "you chose “this device only”")


@_rule(r"cloud mode was requested")
def _cloud_mode(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "you chose “cloud”")


@_rule(r"hybrid mode: a local draft at once, the cloud answer replaces it")
def _hybrid_mode(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate(
        "Reasons",
        "you chose “draft, then cloud”: a draft from this device at once, replaced by "
        "the cloud's answer",
    )


@_rule(r"hybrid: a local draft at once, the cloud answer replaces it")
def _hybrid(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate(
        "Reasons", "a draft from this device at once, replaced by the cloud's answer"
    )


@_rule(r"no cloud endpoint is configured")
def _no_cloud(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "no cloud is set up")


@_rule(r"the offline switch is on")
def _offline(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "Tandem is set to offline")


@_rule(r"the request is (\w+): it stays on the device \(policy for the (\w+) zone\)")
def _stays(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons", "the question is %1: it stays on this device (the policy for %2)"
        ),
        _level(m[1]),
        _zone(m[2]),
    )


@_rule(r"the request is (\w+): personal data is replaced by placeholders")
def _redact(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons", "the question is %1: personal data is replaced by placeholders"
        ),
        _level(m[1]),
    )


@_rule(r"the local model is not available either")
def _no_local_either(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "the model on this device is not available either")


@_rule(r"the local model is not available: the cloud answers alone")
def _no_local(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate(
        "Reasons", "the model on this device is not available: the cloud answers alone"
    )


@_rule(r"cloud budget: (.+)")
def _budget(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "cloud budget: %1"), reason(m[1], plain))


@_rule(r"a compound request: (.+)")
def _compound(m: re.Match[str], plain: bool) -> str:
    steps = []
    for step in m[1].split("; "):
        kind, _, where = step.partition(" on ")
        steps.append(
            _fill(
                QCoreApplication.translate("Reasons", "%1 on %2"),
                task_name(kind),
                endpoint_name(where),
            )
        )
    return _fill(
        QCoreApplication.translate("Reasons", "a request in several steps: %1"),
        QCoreApplication.translate("Reasons", "; ").join(steps),
    )


@_rule(r"staged: the device's steps run first and only their result goes to (\S+) for the rest")
def _staged(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons",
            "in steps: this device's steps run first, and only their result goes to %1 for "
            "the rest",
        ),
        m[1],
    )


@_rule(r"(.+) does not speak (.+) \(([\w-]+)\)")
def _language(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "%1 does not speak the question's language (%2)"),
        m[1],
        m[3],
    )


@_rule(r"it declares (.+)")
def _declares(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "it declares: %1"), m[1])


@_rule(r"(.+) is (un)?likely to answer this well \(p=([\d.]+), threshold ([\d.]+)\)")
def _p_ok(m: re.Match[str], plain: bool) -> str:
    if m[2]:
        text = QCoreApplication.translate("Reasons", "%1 is unlikely to answer this well")
        figures = QCoreApplication.translate(
            "Reasons", "%1 is unlikely to answer this well (p=%2, threshold %3)"
        )
    else:
        text = QCoreApplication.translate("Reasons", "%1 is likely to answer this well")
        figures = QCoreApplication.translate(
            "Reasons", "%1 is likely to answer this well (p=%2, threshold %3)"
        )
    return _fill(text if plain else figures, m[1], m[3], m[4])


@_rule(r"(.+) tasks do better on the larger model")
def _hard_tasks(m: re.Match[str], plain: bool) -> str:
    kinds = QCoreApplication.translate("Reasons", ", ").join(task_name(k) for k in m[1].split(", "))
    return _fill(
        QCoreApplication.translate("Reasons", "a larger model does better at %1"),
        kinds,
    )


@_rule(r"the device would need about (\d+) s for this answer")
def _slow_device(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "this device would need about %1 s for this answer"),
        m[1],
    )


@_rule(r"a long prompt \((\d+) characters\)")
def _long_prompt(m: re.Match[str], plain: bool) -> str:
    if plain:
        return QCoreApplication.translate("Reasons", "a long question")
    return _fill(QCoreApplication.translate("Reasons", "a long question (%1 characters)"), m[1])


@_rule(r"a large retrieved context \((\d+) characters\)")
def _large_context(m: re.Match[str], plain: bool) -> str:
    if plain:
        return QCoreApplication.translate("Reasons", "many document passages")
    return _fill(
        QCoreApplication.translate("Reasons", "many document passages (%1 characters)"), m[1]
    )


@_rule(r"the device is busy \(load ([\d.]+) per core\)")
def _busy(m: re.Match[str], plain: bool) -> str:
    if plain:
        return QCoreApplication.translate("Reasons", "this device is busy")
    return _fill(
        QCoreApplication.translate("Reasons", "this device is busy (load %1 per core)"), m[1]
    )


@_rule(r"(\S+) is slow \(smoothed RTT (\d+) ms\)")
def _slow_cloud(m: re.Match[str], plain: bool) -> str:
    if plain:
        return _fill(QCoreApplication.translate("Reasons", "%1 is slow"), m[1])
    return _fill(
        QCoreApplication.translate("Reasons", "%1 is slow (round trip %2 ms, smoothed)"),
        m[1],
        m[2],
    )


@_rule(r"(\S+) is failing often \(error rate (\d+)%\)")
def _flaky(m: re.Match[str], plain: bool) -> str:
    if plain:
        return _fill(QCoreApplication.translate("Reasons", "%1 is failing often"), m[1])
    return _fill(
        QCoreApplication.translate("Reasons", "%1 is failing often (%2% of requests)"),
        m[1],
        m[2],
    )


@_rule(
    r"local first; escalate to (\S+) if the draft's confidence \(mean token log-prob\) is "
    r"below (-?[\d.]+)"
)
def _local_first(m: re.Match[str], plain: bool) -> str:
    if plain:
        return _fill(
            QCoreApplication.translate(
                "Reasons", "this device first; %1 takes over if the draft looks unsure"
            ),
            m[1],
        )
    return _fill(
        QCoreApplication.translate(
            "Reasons",
            "this device first; %1 takes over if the draft's confidence (mean token log-prob) "
            "is below %2",
        ),
        m[1],
        m[2],
    )


@_rule(r"the router failed: the fixed conservative plan \(device only\)")
def _router_failed(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate(
        "Reasons", "the router failed: the safe plan (this device only)"
    )


@_rule(r"the daily cloud budget is spent")
def _budget_spent(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "today's cloud budget is spent")


@_rule(r"the request would cost more than the \$([\d.]+) left for it")
def _budget_cap(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "the request would cost more than the $%1 left"),
        m[1],
    )


@_rule(r"users kept (\d+)% of (\d+) cloud upgrades for (\S+) requests: escalating (sooner|later)")
def _nudge(m: re.Match[str], plain: bool) -> str:
    if m[4] == "sooner":
        text = QCoreApplication.translate(
            "Reasons", "you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner"
        )
    else:
        text = QCoreApplication.translate(
            "Reasons", "you kept %1% of %2 cloud upgrades for %3: the cloud is asked later"
        )
    return _fill(text, m[1], m[2], task_name(m[3]))


# ------------------------------------------------------------------ link states (network.py)


@_rule(r"(\S+) is misconfigured \((\w+)\)")
def _misconfigured(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "%1 is set up wrongly: %2"),
        m[1],
        words.fallback_words(m[2]),
    )


@_rule(r"(\S+) could not be reached the last (\d+) times")
def _unreachable_n(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "%1 could not be reached the last %2 times"),
        m[1],
        m[2],
    )


@_rule(r"(\S+) could not be reached")
def _unreachable(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "%1 could not be reached"), m[1])


@_rule(r"(\S+) has been failing")
def _failing(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "%1 has been failing"), m[1])


@_rule(r"(\S+) failed (\d+) of the last (\d+) requests \(last: (.+)\)")
def _failed_n(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "%1 failed %2 of the last %3 requests (last: %4)"),
        m[1],
        m[2],
        m[3],
        _failure(m[4]),
    )


@_rule(r"(\S+) (.+): fix the cloud settings \(not retried until they change\)")
def _fix_settings(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons", "%1 %2: fix the cloud settings (not tried again until they change)"
        ),
        m[1],
        _failure(m[2]),
    )


@_rule(r"trying again")
def _trying_again(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "trying again")


@_rule(r"next try in (\d+) s")
def _next_try(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "next try in %1 s"), m[1])


@_rule(r"next try in a while")
def _next_try_later(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "next try in a while")


# ------------------------------------------------------------------ the pipeline's own


@_rule(r"draft confidence (-?[\d.]+) is below (-?[\d.]+): escalated")
def _escalated(m: re.Match[str], plain: bool) -> str:
    if plain:
        return QCoreApplication.translate("Reasons", "the draft looked unsure: the cloud took over")
    return _fill(
        QCoreApplication.translate(
            "Reasons", "the draft's confidence %1 is below %2: the cloud took over"
        ),
        m[1],
        m[2],
    )


@_rule(r"(\S+) (.+) \((\w+)\): (\S+) was tried next, in the same request")
def _next_endpoint(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "%1 %2: %3 was tried next, in the same request"),
        m[1],
        _failure(m[2]),
        m[4],
    )


@_rule(r"answered from the result cache: .+")
def _cached(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate(
        "Reasons",
        "answered from the result cache: the same question, conversation, documents and model "
        "as an earlier answer (ask again for a fresh one)",
    )


@_rule(r"the privacy gate is unavailable \((\w+)\): kept on the device")
def _gate_down(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons", "the privacy gate is unavailable (%1): kept on this device"
        ),
        m[1],
    )


# ------------------------------------------------------------------ candidates.py


@_rule(r"candidate (\S+): (.+)")
def _candidate(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "%1: %2"), m[1], reason(m[2], plain))


@_rule(r"not chosen: the policy keeps a (\w+) request from the (\w+) zone")
def _not_policy(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons", "not chosen: the policy keeps a %1 question away from %2"
        ),
        _level(m[1]),
        _zone(m[2]),
    )


@_rule(r"not chosen: budget \((.+)\)")
def _not_budget(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "not chosen: cloud budget (%1)"), reason(m[1], plain)
    )


@_rule(r"not chosen: it does not declare (\S+) \(another one does\)")
def _not_declared(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons", "not chosen: it does not declare %1 (another one does)"
        ),
        task_name(m[1]),
    )


@_rule(r"not chosen: (.+)")
def _not_chosen(m: re.Match[str], plain: bool) -> str:
    return _fill(QCoreApplication.translate("Reasons", "not chosen: %1"), reason(m[1], plain))


@_rule(r"misconfigured")
def _misconfigured_word(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "set up wrongly")


# ------------------------------------------------------------------ the privacy gate (gate.py)


@_rule(r"level (\w+) toward a (\w+) endpoint: policy says (\w+)")
def _policy(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "%1, going to %2: the policy says “%3”"),
        _level(m[1]).capitalize(),
        _zone(m[2]),
        action_name(m[3]),
    )


@_rule(r"redacted (.+); the redacted text is (\w+)")
def _redacted(m: re.Match[str], plain: bool) -> str:
    counts = m[1]
    if counts == "nothing":
        hidden = QCoreApplication.translate("Reasons", "nothing")
    else:
        parts = []
        for part in counts.split(", "):
            bits = part.split(" ")
            if len(bits) == 2 and bits[0].isdigit():  # "2 PERSON"
                parts.append(f"{words.entity_name(bits[1])} ×{bits[0]}")
            elif len(bits) == 2 and bits[1].startswith("×"):  # "PERSON ×2"
                parts.append(f"{words.entity_name(bits[0])} {bits[1]}")
            else:
                parts.append(words.entity_name(part))
        hidden = QCoreApplication.translate("Reasons", ", ").join(parts)
    return _fill(
        QCoreApplication.translate("Reasons", "hidden: %1; the text sent is %2"),
        hidden,
        _level(m[2]),
    )


@_rule(r"well known, sent as written: (.+)")
def _public_names(m: re.Match[str], plain: bool) -> str:
    names = QCoreApplication.translate("Reasons", ", ").join(m[1].split(", "))
    return _fill(QCoreApplication.translate("Reasons", "well known, sent as written: %1"), names)


@_rule(
    r"people, organisations and places that are not well known are hidden "
    r"\(\[privacy\.entities\]\); famous names, countries and large cities pass"
)
def _soft(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate(
        "Reasons",
        "people, organisations and places that are not well known are hidden; famous names, "
        "countries and large cities are not",
    )


@_rule(r"after redaction the text is still (\w+) \(markers or labels remain\): kept on the device")
def _still(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate(
            "Reasons",
            "after hiding personal data the text is still %1 (markers or labels remain): kept "
            "on this device",
        ),
        _level(m[1]),
    )


@_rule(r"passage (\d+) comes from a collection labelled (\w+)")
def _passage(m: re.Match[str], plain: bool) -> str:
    return _fill(
        QCoreApplication.translate("Reasons", "passage %1 comes from a collection labelled %2"),
        m[1],
        _level(m[2]),
    )


@_rule(r"(.+) is (public|internal|confidential|restricted) \((.*)\)")
def _explain(m: re.Match[str], plain: bool) -> str:
    found = []
    for item in m[3].split(", "):
        marker = re.fullmatch(r'marker "(.+)"', item)
        if marker:
            found.append(_fill(QCoreApplication.translate("Reasons", "the marker “%1”"), marker[1]))
        elif item:
            found.append(words.entity_name(item))
    return _fill(
        QCoreApplication.translate("Reasons", "%1 is %2 (%3)"),
        _where(m[1]),
        _level(m[2]),
        QCoreApplication.translate("Reasons", ", ").join(found),
    )


def _where(where: str) -> str:
    names = {
        "the question": QCoreApplication.translate("Reasons", "the question"),
        "the prompt": QCoreApplication.translate("Reasons", "the question"),
        "the history": QCoreApplication.translate("Reasons", "the earlier messages"),
        "the conversation": QCoreApplication.translate("Reasons", "the earlier messages"),
        "the chat's system prompt": QCoreApplication.translate(
            "Reasons", "the chat's instructions"
        ),
    }
    passage = re.fullmatch(r"passage (\d+)", where)
    if passage:
        return _fill(QCoreApplication.translate("Reasons", "passage %1"), passage[1])
    message = re.fullmatch(r"(?:history )?message (\d+)", where)
    if message:
        return _fill(QCoreApplication.translate("Reasons", "earlier message %1"), message[1])
    return names.get(where, where)


@_rule(r"as when this answer was stored")
def _stored(m: re.Match[str], plain: bool) -> str:
    return QCoreApplication.translate("Reasons", "as when this answer was stored")


# ------------------------------------------------------------------ entry points


def known(text: str) -> bool:
    """True when every part of ``text`` has a translation here."""
    return all(_match(part) is not None for part in _parts(text))


def _match(text: str) -> str | None:
    for pattern, fn in _RULES:
        m = pattern.match(text)
        if m is not None:
            return fn(m, True)
    return None


def _parts(text: str) -> list[str]:
    """A reason split at "; " unless one rule takes it whole (a compound request, local first)."""
    for pattern, _fn in _RULES:
        if "; " in text and pattern.match(text):
            return [text]
    return text.split("; ")


def reason(text: str, plain: bool = False) -> str:
    """One core reason in the UI's language; ``plain`` without the router's figures."""
    out = []
    for part in _parts(text):
        for pattern, fn in _RULES:
            m = pattern.match(part)
            if m is not None:
                out.append(fn(m, plain))
                break
        else:
            out.append(part)
    return QCoreApplication.translate("Reasons", "; ").join(out)
