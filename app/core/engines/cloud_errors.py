"""Why a cloud call failed: the reason from an HTTP status or an httpx exception, and the words
a user reads for it (docs/ARCHITECTURE.md §6).

The reasons are the ``fallback`` event's (``app.core.events.FallbackReason``):

- ``network``: the cloud could not be reached at all (connection refused, DNS failure, no
  route, connect timeout). Only this counts toward "unreachable".
- ``timeout``: connected, but no first token (or no next chunk) in time.
- ``malformed``: connected, but the exchange broke: a dropped or truncated stream, a body that
  is not an event stream, an HTTP 4xx other than the ones below.
- ``http_429`` / ``http_5xx``: the server said so.
- ``auth`` (HTTP 401/403), ``not_found`` (HTTP 404), ``tls`` (certificate verification failed):
  configuration problems. Retrying cannot help until the cloud settings change.
- ``budget`` / ``offline``: decided on the device; nothing was sent.

:func:`describe` gives the sentence for each; the UI passes its translator (the English texts
are marked with ``QT_TRANSLATE_NOOP`` so Qt's lupdate finds them, and ``i18n/zh_CN.py`` has them).
"""

from __future__ import annotations

import ssl
from collections.abc import Callable

from app.core.events import FallbackReason

#: Reasons that are the user's configuration, not the network's weather: no retries.
CONFIG_REASONS: frozenset[str] = frozenset({"auth", "not_found", "tls"})
CONTEXT = "CloudErrors"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for Qt's lupdate without importing Qt (the core never does)."""
    return text


WORDS: dict[str, str] = {
    "timeout": QT_TRANSLATE_NOOP("CloudErrors", "the cloud did not answer in time"),
    "http_429": QT_TRANSLATE_NOOP(
        "CloudErrors", "the cloud is limiting requests (HTTP 429); try again in a moment"
    ),
    "http_5xx": QT_TRANSLATE_NOOP("CloudErrors", "the cloud had a server error"),
    "network": QT_TRANSLATE_NOOP(
        "CloudErrors", "the cloud could not be reached (no connection to it)"
    ),
    "malformed": QT_TRANSLATE_NOOP(
        "CloudErrors", "the cloud's answer broke off or could not be understood"
    ),
    "budget": QT_TRANSLATE_NOOP("CloudErrors", "the cloud budget is used up"),
    "offline": QT_TRANSLATE_NOOP("CloudErrors", "offline: nothing was sent to the cloud"),
    "auth": QT_TRANSLATE_NOOP(
        "CloudErrors", "the cloud refused the API key: check the key in the cloud settings"
    ),
    "not_found": QT_TRANSLATE_NOOP(
        "CloudErrors",
        "the cloud does not know this model or address (HTTP 404): check the model name "
        "and base URL",
    ),
    "tls": QT_TRANSLATE_NOOP(
        "CloudErrors",
        "the cloud's TLS certificate could not be verified: check the base URL, or install the "
        "certificate authority it uses",
    ),
}
_UNKNOWN = QT_TRANSLATE_NOOP("CloudErrors", "the cloud call failed")


def describe(reason: str, detail: str = "", translate: Callable[[str], str] | None = None) -> str:
    """The user-facing sentence for ``reason``, with ``detail`` (never holding a key) after it.
    ``translate`` maps an English text to the UI language (e.g. Qt's translate in context
    :data:`CONTEXT`); without it the English is returned."""
    words = WORDS.get(reason, _UNKNOWN)
    if translate is not None:
        words = translate(words)
    return f"{words} ({detail})" if detail else words


def is_configuration(reason: str) -> bool:
    """auth / not_found / tls: the settings must change before another try can succeed."""
    return reason in CONFIG_REASONS


def status_reason(status: int) -> FallbackReason:
    """An HTTP error status as a reason."""
    if status in (401, 403):
        return "auth"
    if status == 404:
        return "not_found"
    if status == 429:
        return "http_429"
    if status >= 500:
        return "http_5xx"
    return "malformed"  # another 4xx: the server understood nothing of what was sent


def is_tls_failure(exc: BaseException) -> bool:
    """Certificate verification failed somewhere in the exception's chain."""
    seen: set[int] = set()
    cur: BaseException | None = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        if isinstance(cur, ssl.SSLError) or "CERTIFICATE_VERIFY_FAILED" in str(cur):
            return True
        cur = cur.__cause__ or cur.__context__
    return False


def transport_reason(exc: BaseException) -> FallbackReason:
    """An httpx transport exception as a reason: only "could not connect" is ``network``."""
    import httpx

    if is_tls_failure(exc):
        return "tls"
    if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout | httpx.UnsupportedProtocol):
        return "network"
    if isinstance(exc, httpx.TimeoutException):  # read, write, pool
        return "timeout"
    return "malformed"  # connected, then the exchange broke (read error, protocol error)
