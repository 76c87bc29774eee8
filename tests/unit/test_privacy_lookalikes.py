"""Public texts built to look dangerous (hard negatives) never escalate, whatever the digits."""

from __future__ import annotations

import uuid

from hypothesis import example, given, settings
from hypothesis import strategies as st

from app.core.privacy.classifier import classify


def digits(n: int) -> st.SearchStrategy[str]:
    return st.text(alphabet="0123456789", min_size=n, max_size=n)


LOOKALIKES = st.one_of(
    st.builds(
        lambda a, b: f"订单号{a}{b}已发货，预计周五到达。", st.sampled_from("123456789"), digits(15)
    ),
    st.builds(lambda a, b: f"Order {a}{b} has shipped.", st.sampled_from("123456789"), digits(15)),
    st.builds(lambda s: f"Tracking number 1Z{s} shows delivered.", digits(16)),
    st.builds(
        lambda ms: f"The timestamp {ms} is in milliseconds since the epoch.",
        st.integers(1_500_000_000_000, 1_800_000_000_000),
    ),
    st.builds(lambda h: f"Commit {h:040x} fixed the flaky test in CI.", st.integers(0, 2**160 - 1)),
    st.builds(
        lambda i: f"UUID {uuid.UUID(int=i)} identifies the build.", st.integers(0, 2**128 - 1)
    ),
    st.builds(
        lambda a, b, c, d: f"version {a}.{b}.{c}.{d} of Windows broke the printer driver.",
        st.integers(1, 30),
        st.integers(0, 9),
        st.integers(256, 99999),
        st.integers(0, 9999),
    ),
    st.builds(lambda a, b: f"客服热线 400-{a}-{b}，工作日 9:00-18:00。", digits(3), digits(4)),
    st.builds(lambda a, b: f"Call our toll-free line 1-800-{a}-{b}.", digits(3), digits(4)),
    st.builds(lambda s: f"The answer is {s} divided by 7.", digits(11)),
    st.builds(lambda c, s: f"The product code is {c}{s}.", st.sampled_from("EGK"), digits(8)),
    st.builds(lambda s: f"交易流水号 {s}", digits(28)),
)


@settings(max_examples=400, deadline=None)
@given(LOOKALIKES)
@example("UUID 00000000-0000-0000-0000-000020000000 identifies the build.")
@example("request 3f2a9c1e-0000-4000-8000-013812345678 failed")
def test_lookalikes_stay_below_confidential(text: str) -> None:
    c = classify(text)
    assert c.level in ("public", "internal"), [(e.type, e.text) for e in c.entities]


def test_serial_that_fails_the_id_checksum() -> None:
    assert classify("这个18位编号440305197904134512是设备序列号，不是身份证。").level == "public"
