"""How many cores the rest of the machine is using right now, so the local model does not
start more llama.cpp threads than there are free cores.

Why (measured on the 2-core reference machine, bench/bench_draft.py): llama.cpp's threads meet
at a barrier after every layer and spin while they wait. With as many threads as cores and one
core busy elsewhere (a browser, an indexing run, a build), one thread is always descheduled and
the others spin for it: a 67-token prefill took 1.0-2.0 s with 2 threads against 0.36 s with 1;
on an idle machine 2 threads are the faster. So with ``[local] llm_threads = 0`` (auto) each
generation runs with ``physical cores - cores busy elsewhere`` threads (at least one).

Linux only (``/proc/stat`` and ``/proc/self/stat``); elsewhere :func:`busy_elsewhere` is None
and the thread count stays as configured. A daemon thread samples four times a second; a reading
costs two small file reads.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable

#: Seconds between two samples.
PERIOD_S = 0.25
#: A core counts as busy elsewhere from this share of it on.
BUSY_SHARE = 0.6


def _machine_jiffies() -> tuple[int, int] | None:
    """(busy, total) jiffies of all cores since boot."""
    try:
        with open("/proc/stat", encoding="ascii") as fh:
            fields = fh.readline().split()
    except OSError:
        return None
    if not fields or fields[0] != "cpu":
        return None
    values = [int(v) for v in fields[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)  # idle + iowait
    total = sum(values[:8])  # guest time is already counted in user
    return total - idle, total


def _process_jiffies(pid: int | str = "self") -> int | None:
    """A process's user + system jiffies (all its threads)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[11]) + int(fields[12])


#: Processes whose CPU time counts as this one's: the model's process adds the Tandem process
#: it answers (the window or ``tandem ask``). Between two questions that parent is busy (its
#: start-up, routing, painting), and a figure that counted it would run the next prefill on one
#: thread while the parent only waits for it.
_PARTNERS: list[int] = []


def count_as_own(pid: int) -> None:
    """Count ``pid``'s CPU time as this process's (see :data:`_PARTNERS`)."""
    if pid > 1 and pid not in _PARTNERS:
        _PARTNERS.append(pid)


class CpuShare:
    """Samples the machine's and this process's CPU time; :meth:`busy_elsewhere` is how many
    cores other processes used over the last period.

    ``machine`` and ``process`` read the jiffies (``/proc`` by default; a test gives its own),
    ``partners`` the processes whose time counts as this one's (the process's list, filled by
    :func:`count_as_own`, unless given), ``cores`` the machine's (``os.cpu_count()``)."""

    def __init__(
        self,
        period_s: float = PERIOD_S,
        *,
        cores: int | None = None,
        machine: Callable[[], tuple[int, int] | None] = _machine_jiffies,
        process: Callable[[int | str], int | None] = _process_jiffies,
        partners: list[int] | None = None,
    ) -> None:
        self._period = period_s
        self._lock = threading.Lock()
        self._last: tuple[int, int, int] | None = None
        self._elsewhere: float | None = None
        self._cores = cores or os.cpu_count() or 1
        self._machine = machine
        self._process = process
        self._partners = _PARTNERS if partners is None else partners
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> CpuShare:
        if self._thread is None and self._read() is not None:
            self._thread = threading.Thread(target=self._run, name="tandem-cpu-share", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()

    @property
    def partners(self) -> tuple[int, ...]:
        return tuple(self._partners)

    def count_as_own(self, pid: int) -> None:
        """Count ``pid``'s CPU time as this process's (see :data:`_PARTNERS`)."""
        if pid > 1 and pid not in self._partners:
            self._partners.append(pid)

    def _own_jiffies(self) -> int | None:
        """This process's jiffies, and those of the processes it works for."""
        own = self._process("self")
        if own is None:
            return None
        return own + sum(self._process(pid) or 0 for pid in self._partners)

    def _read(self) -> tuple[int, int, int] | None:
        machine, own = self._machine(), self._own_jiffies()
        if machine is None or own is None:
            return None
        return machine[0], machine[1], own

    def _run(self) -> None:
        while not self._stop.wait(self._period):
            self.sample()

    def sample(self) -> None:
        now = self._read()
        if now is None:
            return
        with self._lock:
            last, self._last = self._last, now
            if last is None or now[1] <= last[1]:
                return
            busy, total, own = (now[i] - last[i] for i in range(3))
            self._elsewhere = max(0.0, (busy - own) / total * self._cores)

    def busy_elsewhere(self) -> float | None:
        """Cores other processes kept busy over the last period (None: unknown yet)."""
        with self._lock:
            return self._elsewhere


def threads_for(physical: int, busy_elsewhere: float | None) -> int:
    """The llama.cpp thread count for ``physical`` cores when others keep ``busy_elsewhere``
    busy: one per core that is free, at least one."""
    if busy_elsewhere is None:
        return physical
    taken = int(busy_elsewhere + (1 - BUSY_SHARE))  # 0.6 of a core counts as a core
    return max(1, min(physical, physical - taken))


_SHARED: CpuShare | None = None
_SHARED_LOCK = threading.Lock()


def shared() -> CpuShare:
    """The process's sampler, started on first use."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = CpuShare().start()
            _SHARED.sample()  # the first reading: the next one gives a figure
        return _SHARED
