"""Resumable, verified downloads of one large file over HTTP (docs/ARCHITECTURE.md §7).

The bytes go to ``<dest>.part``, never to ``dest``: a ``.part`` is not a model and nothing loads
it. Each attempt asks for ``Range: bytes=<what we have>-`` so a kill, a dropped connection or a
stalled server costs only the bytes in flight; a server that ignores the range (200) or answers
another start restarts from zero. The sha256 is computed while writing (resumed bytes are hashed
from the file once) and checked, with the size, before ``os.replace`` moves the file into place;
a mismatch deletes the download. Free disk space is checked before the first byte. Transient
failures (timeouts, drops, 5xx, 429) are retried with exponential backoff; the cancel event is
checked for every chunk and during backoff. Every failure is a :class:`DownloadError` with a
one-line message and a ``reason``. See docs/ARCHITECTURE.md §10.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import queue
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    import httpx

from app.core.paths import make_private, private_dirs

#: Head room left on the disk beyond the file itself.
DISK_MARGIN = 64 * 1024 * 1024
CHUNK = 1 << 20  # bytes handed on per read from the stream
_UNSATISFIED = re.compile(r"bytes \*/(\d+)")
_CONTENT_RANGE = re.compile(r"bytes (\d+)-(\d+)/(\d+|\*)")


class DownloadError(RuntimeError):
    """A download failed. ``reason``: not_found | denied | http | timeout | network | size |
    hash_mismatch | disk_full | busy | cancelled."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class DownloadCancelled(DownloadError):
    def __init__(self, kept: int) -> None:
        super().__init__(f"cancelled ({_mb(kept)} kept; run it again to resume)", "cancelled")
        self.kept = kept


@dataclass(frozen=True)
class Progress:
    done: int
    total: int | None
    bytes_per_s: float
    attempt: int


@dataclass(frozen=True)
class DownloadResult:
    path: Path
    sha256: str
    size: int
    resumed_from: int  # bytes already in the .part when this call started
    attempts: int
    seconds: float


class _Retry(Exception):
    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def part_path(dest: Path) -> Path:
    return dest.with_name(dest.name + ".part")


def free_bytes(folder: Path) -> int:
    return shutil.disk_usage(folder).free


@contextlib.contextmanager
def _exclusive(part: Path) -> Iterator[None]:
    """One download per file at a time: a second process writing the same .part would
    interleave bytes. POSIX advisory lock on a sidecar file; released when the process dies."""
    try:
        import fcntl
    except ImportError:  # Windows: the .part is opened for append by one process anyway
        yield
        return
    lock = part.with_name(part.name + ".lock")
    with os.fdopen(os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as fh:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise DownloadError(
                f"{part.name[:-5]} is already being downloaded by another Tandem", "busy"
            ) from None
        try:
            yield
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
            lock.unlink(missing_ok=True)


class _Hasher:
    """sha256 of the .part's bytes, carried across attempts.

    The digest runs on its own thread (hashlib releases the GIL), fed through a bounded queue,
    so hashing overlaps the network instead of adding to it: on a slow CPU sha256 alone is
    slower than a loopback transfer. Resumed bytes from an earlier run are hashed from the file
    once (``sync``)."""

    def __init__(self) -> None:
        self.digest = hashlib.sha256()
        self.count = 0
        self._queue: queue.Queue[bytes | None] | None = None
        self._thread: threading.Thread | None = None

    def _run(self, q: queue.Queue[bytes | None]) -> None:
        while (item := q.get()) is not None:
            self.digest.update(item)

    def sync(self, part: Path, have: int) -> None:
        self.drain()
        if have == self.count:
            return
        self.digest, self.count = hashlib.sha256(), 0
        if have:
            with part.open("rb") as fh:
                while chunk := fh.read(1 << 20):
                    self.digest.update(chunk)
                    self.count += len(chunk)

    def update(self, data: bytes) -> None:
        if self._thread is None:
            self._queue = queue.Queue(maxsize=256)
            self._thread = threading.Thread(
                target=self._run, args=(self._queue,), name="tandem-sha256", daemon=True
            )
            self._thread.start()
        assert self._queue is not None
        self._queue.put(data)
        self.count += len(data)

    def drain(self) -> None:
        if self._thread is not None and self._queue is not None:
            self._queue.put(None)
            self._thread.join()
        self._thread = self._queue = None

    def hexdigest(self) -> str:
        self.drain()
        return self.digest.hexdigest()


class DownloadOptions(TypedDict, total=False):
    """:func:`download`'s retry and timing knobs, passed through by ``model_manager.pull``."""

    retries: int
    backoff_s: float
    timeout_s: float
    free_space: Callable[[Path], int]


def download(
    url: str,
    dest: Path,
    *,
    sha256: str = "",
    size: int = 0,
    approx_size: int = 0,
    cancel: threading.Event | None = None,
    progress: Callable[[Progress], None] | None = None,
    client: httpx.Client | None = None,
    retries: int = 4,
    backoff_s: float = 0.5,
    timeout_s: float = 30.0,
    free_space: Callable[[Path], int] = free_bytes,
    accept: Callable[[Path], None] | None = None,
) -> DownloadResult:
    """Download ``url`` to ``dest`` (resuming ``dest.part``), verified by ``sha256`` and
    ``size`` when given, then by ``accept`` (called with the finished ``.part``; a
    :class:`DownloadError` from it deletes the download). Returns what was written; raises
    :class:`DownloadError`."""
    import httpx

    cancel = cancel or threading.Event()
    private_dirs(dest.parent)  # downloaded models are private, like the data home
    part = part_path(dest)
    own_client = client is None
    if own_client:
        client = httpx.Client(
            follow_redirects=True,  # the hub redirects to its CDN
            timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 15.0)),
            headers={"User-Agent": "Tandem model manager", "Accept-Encoding": "identity"},
        )
    t0 = time.perf_counter()
    start_have = part.stat().st_size if part.exists() else 0
    total: int | None = size or None
    hasher = _Hasher()
    try:
        with _exclusive(part):
            _check_space(dest.parent, (size or approx_size) - start_have, free_space)
            attempt = 0
            last = ""
            while True:
                if cancel.is_set():
                    raise DownloadCancelled(part.stat().st_size if part.exists() else 0)
                have = part.stat().st_size if part.exists() else 0
                if total is not None and have > total:
                    part.unlink()  # longer than the file: not ours to resume
                    have = 0
                if total is not None and have == total:
                    break
                hasher.sync(part, have)
                try:
                    total = _attempt(
                        client,
                        url,
                        part,
                        have,
                        total,
                        hasher,
                        cancel,
                        progress,
                        attempt,
                        free_space,
                        space_checked=bool(size or approx_size),
                        pinned=size,
                    )
                except _Retry as exc:
                    last = f"{exc.reason}: {exc}"
                    attempt += 1
                    if attempt > retries:
                        raise _give_up(exc.reason, url, attempt, str(exc)) from None
                    if cancel.wait(backoff_s * 2 ** (attempt - 1)):
                        raise DownloadCancelled(
                            part.stat().st_size if part.exists() else 0
                        ) from None
                    continue
                have = part.stat().st_size if part.exists() else 0
                if total is None or have >= total:
                    break
                # The body ended early without an error (a short Content-Length): resume.
                attempt += 1
                if attempt > retries:
                    raise _give_up("network", url, attempt, last or "the body kept ending early")
            final_size = part.stat().st_size
            hasher.sync(part, final_size)
            return _finish(part, dest, sha256, size, hasher, start_have, attempt, t0, accept)
    finally:
        hasher.drain()
        if own_client and client is not None:
            client.close()


def _check_space(folder: Path, need: int, free_space: Callable[[Path], int]) -> None:
    if need <= 0:
        return
    free = free_space(folder)
    if free < need + DISK_MARGIN:
        raise DownloadError(
            f"not enough disk space in {folder}: {_mb(need)} needed, {_mb(free)} free",
            "disk_full",
        )


def _give_up(reason: str, url: str, attempts: int, detail: str) -> DownloadError:
    what = "timed out" if reason == "timeout" else "failed"
    return DownloadError(f"{url}: {what} after {attempts} tries ({detail})", reason)


def _attempt(
    client: Any,
    url: str,
    part: Path,
    have: int,
    total: int | None,
    hasher: _Hasher,
    cancel: threading.Event,
    progress: Callable[[Progress], None] | None,
    attempt: int,
    free_space: Callable[[Path], int],
    *,
    space_checked: bool,
    pinned: int = 0,
) -> int | None:
    """One GET; appends to the part. Returns the file's total size when it became known.
    ``pinned``: the catalog's exact size; a server that states another size for the whole file
    (``Content-Range: bytes */N`` on a 416, or ``bytes a-b/N``) does not have this model."""
    import httpx

    headers = {"Range": f"bytes={have}-"} if have else {}
    try:
        with client.stream("GET", url, headers=headers) as resp:
            status = resp.status_code
            if status in (404, 410):
                raise DownloadError(f"not found (HTTP {status}): {url}", "not_found")
            if status in (401, 403):
                raise DownloadError(
                    f"access refused (HTTP {status}): {url} (a gated model, or a mirror that "
                    "needs a login)",
                    "denied",
                )
            if status == 416:  # our range starts at or past the end: start over
                part.unlink(missing_ok=True)
                _same_size(url, _UNSATISFIED.match(resp.headers.get("content-range", "")), pinned)
                raise _Retry("network", "HTTP 416 for the resume range")
            if status == 429 or status >= 500:
                raise _Retry("http", f"HTTP {status}")
            if status >= 400:
                raise DownloadError(f"HTTP {status} from {url}", "http")
            mode = "ab"
            if status == 206:
                match = _CONTENT_RANGE.match(resp.headers.get("content-range", ""))
                start = int(match.group(1)) if match else -1
                if start not in (have, 0):  # not the range we asked for: start over
                    part.unlink(missing_ok=True)
                    raise _Retry("network", "the server sent another range")
                if start == 0:
                    mode, have = "wb", 0
                if match and match.group(3) != "*":
                    if pinned and int(match.group(3)) != pinned:
                        part.unlink(missing_ok=True)
                    _same_size(url, match, pinned, group=3)
                    total = total or int(match.group(3))
            else:  # 200: the whole file, whatever we had
                mode, have = "wb", 0
                length = resp.headers.get("content-length")
                if total is None and length and length.isdigit():
                    total = int(length)
            if mode == "wb":
                hasher.sync(part, 0)
            if not space_checked and total is not None:
                _check_space(part.parent, total - have, free_space)
            with _open_private(part, mode) as fh:
                encoded = resp.headers.get("content-encoding", "identity") != "identity"
                # 1 MiB pieces: per-chunk work (write, hash queue, progress, cancel check) stays
                # small next to the copy itself (64 KiB reads cost 2.5x on loopback)
                chunks = resp.iter_bytes(CHUNK) if encoded else resp.iter_raw(CHUNK)
                _copy(chunks, fh, hasher, cancel, progress, have, total, attempt)
    except httpx.TimeoutException as exc:
        raise _Retry("timeout", type(exc).__name__) from None
    except httpx.TransportError as exc:  # refused, reset, dropped mid-body
        raise _Retry(
            "network", str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        ) from None
    return total


def _same_size(url: str, match: re.Match[str] | None, pinned: int, group: int = 1) -> None:
    """Raise when the server states the whole file's size and it is not the pinned one: the
    file there is another one (junk, or a different build), and resuming cannot help."""
    if not pinned or match is None or not match.group(group).isdigit():
        return
    stated = int(match.group(group))
    if stated != pinned:
        raise DownloadError(
            f"{url}: the hub's file is {stated} bytes, the catalog's is {pinned}: "
            "not this model (the download was deleted)",
            "size",
        )


def _open_private(part: Path, mode: str) -> IO[bytes]:
    """The .part opened for ``"ab"`` or ``"wb"``, created 0600 (the model file keeps that mode
    when it is moved into place); one left by an older version is tightened."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if mode == "ab" else os.O_TRUNC)
    fh = os.fdopen(os.open(part, flags, 0o600), mode)
    make_private(part)
    return fh


def _copy(
    chunks: Iterator[bytes],
    fh: IO[bytes],
    hasher: _Hasher,
    cancel: threading.Event,
    progress: Callable[[Progress], None] | None,
    have: int,
    total: int | None,
    attempt: int,
) -> None:
    done = have
    t_start = t_last = time.perf_counter()
    try:
        for chunk in chunks:
            if cancel.is_set():
                fh.flush()
                raise DownloadCancelled(done)
            fh.write(chunk)
            hasher.update(chunk)
            done += len(chunk)
            now = time.perf_counter()
            if progress is not None and (now - t_last >= 0.1 or done == total):
                t_last = now
                progress(Progress(done, total, (done - have) / max(now - t_start, 1e-6), attempt))
    except OSError as exc:
        if exc.errno == errno.ENOSPC:
            raise DownloadError(
                f"disk full while writing {fh.name}: free some space and run it again "
                "(the partial download is kept and resumes)",
                "disk_full",
            ) from None
        raise
    if progress is not None:
        now = time.perf_counter()
        progress(Progress(done, total, (done - have) / max(now - t_start, 1e-6), attempt))


def _finish(
    part: Path,
    dest: Path,
    sha256: str,
    size: int,
    hasher: _Hasher,
    start_have: int,
    attempt: int,
    t0: float,
    accept: Callable[[Path], None] | None = None,
) -> DownloadResult:
    got = part.stat().st_size
    if size and got != size:
        part.unlink(missing_ok=True)
        raise DownloadError(
            f"{dest.name}: size {got} != expected {size} (the download was deleted)", "size"
        )
    digest = hasher.hexdigest()
    if sha256 and digest != sha256.lower():
        part.unlink(missing_ok=True)
        raise DownloadError(
            f"{dest.name}: sha256 mismatch ({digest[:12]}… != {sha256[:12]}…); "
            "the download was deleted",
            "hash_mismatch",
        )
    if accept is not None:
        try:
            accept(part)
        except DownloadError as exc:
            part.unlink(missing_ok=True)
            raise DownloadError(f"{exc}; the download was deleted", exc.reason) from None
    with part.open("rb+") as fh:
        os.fsync(fh.fileno())
    os.replace(part, dest)
    return DownloadResult(dest, digest, got, start_have, attempt + 1, time.perf_counter() - t0)
