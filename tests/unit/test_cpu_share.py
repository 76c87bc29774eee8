"""engines/cpu_share.py: the free-core count the local model sizes its llama.cpp threads by."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from app.core.engines.cpu_share import CpuShare, threads_for

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


@pytest.mark.parametrize(
    ("physical", "elsewhere", "want"),
    [
        (2, None, 2),  # no figure yet: as configured
        (2, 0.0, 2),
        (2, 0.3, 2),  # a third of a core (an idle window) takes no thread away
        (2, 0.7, 1),
        (2, 1.0, 1),
        (2, 5.0, 1),  # never fewer than one
        (8, 2.2, 6),
        (1, 3.0, 1),
    ],
)
def test_threads_follow_the_free_cores(physical: int, elsewhere: float | None, want: int) -> None:
    assert threads_for(physical, elsewhere) == want


def test_the_figure_is_other_processes_cores_not_ours() -> None:
    readings = iter([((100, 1000), 40), ((100 + 300, 1000 + 400), 40 + 150)])
    current: dict[str, object] = {}

    def machine() -> tuple[int, int]:
        current["r"] = next(readings)
        return current["r"][0]  # type: ignore[index,no-any-return]

    def process(pid: int | str = "self") -> int:
        return current["r"][1]  # type: ignore[index,no-any-return]

    share = CpuShare(cores=2, machine=machine, process=process, partners=[])
    share.sample()
    assert share.busy_elsewhere() is None  # one reading is no figure
    share.sample()
    # 300 of 400 jiffies busy on 2 cores = 1.5 cores, of which this process used 150 (0.75)
    assert share.busy_elsewhere() == pytest.approx(0.75)


@linux_only
def test_a_busy_process_elsewhere_is_seen() -> None:
    share = CpuShare(period_s=0.2)
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.3)
        share.sample()
        time.sleep(0.8)
        share.sample()
        busy = share.busy_elsewhere()
        assert busy is not None and busy >= 0.4  # the spinner, even on a crowded machine
    finally:
        spinner.kill()
        spinner.wait()


def test_a_partner_process_counts_as_our_own() -> None:
    """The model's process does not make way for the Tandem process it answers."""
    clock = {"t": 0}
    per_tick = {"self": 10, 4242: 100}  # jiffies per reading: this process, the partner

    def machine() -> tuple[int, int]:
        return 150 * clock["t"], 200 * clock["t"]  # 1.5 of 2 cores busy

    def process(pid: int | str = "self") -> int:
        return per_tick[pid] * clock["t"]

    share = CpuShare(cores=2, machine=machine, process=process, partners=[])
    for clock["t"] in (1, 2):
        share.sample()
    assert share.busy_elsewhere() == pytest.approx(1.4)  # all but our own 0.1
    share.count_as_own(4242)
    share.count_as_own(4242)  # once
    assert share.partners == (4242,)
    for clock["t"] in (3, 4):  # (the reading that first adds the partner's total is skewed)
        share.sample()
    assert share.busy_elsewhere() == pytest.approx(0.4)  # the partner's 1.0 is ours now
