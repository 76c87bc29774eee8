"""scan.Scanner finds exactly what ``pattern.finditer`` finds, for every detector pattern that
uses one: on entity-dense text and on random strings made of the characters numbers, IDs, cards,
passports and IBANs are made of (and the ones around them)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.privacy import contact, credentials, names_addresses, structured
from app.core.privacy.scan import Scanner
from tests.support.dense_text import dense_text

SCANNERS = {
    f"{mod.__name__.rsplit('.', 1)[-1]}.{name}": value
    for mod in (contact, structured, names_addresses, credentials)
    for name, value in vars(mod).items()
    if isinstance(value, Scanner)
}


def _spans(matches: object) -> list[tuple[tuple[int, int], tuple[str | None, ...], str]]:
    return [(m.span(), m.groups(), m.group()) for m in matches]  # type: ignore[attr-defined]


def test_the_detectors_use_scanners() -> None:
    assert len(SCANNERS) >= 15


@pytest.mark.parametrize("name", sorted(SCANNERS))
def test_a_scanner_matches_finditer_on_dense_text(name: str) -> None:
    scanner = SCANNERS[name]
    for seed in (1, 2):
        text = dense_text(60_000, seed=seed)
        assert _spans(scanner.finditer(text)) == _spans(scanner.pattern.finditer(text))


_ALPHABET = st.sampled_from(
    [
        *("0123456789" * 4 + "+-.() \n,:;@_/#xXEGABCDZabz" + "号卡电话身份证"),
        *("+86 ", "00", "138", "1-", "(0", "E1", "GB82", " 0", "-0", "0000", "4111", "1234 "),
        *("0123456789", "5678-", "2023", "078-05-", "E12345678", "G1234567"),
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_ALPHABET, max_size=60).map("".join))
def test_every_scanner_matches_finditer_on_random_text(text: str) -> None:
    for name, scanner in SCANNERS.items():
        assert _spans(scanner.finditer(text)) == _spans(scanner.pattern.finditer(text)), name


def test_a_scanner_skips_ahead_like_finditer() -> None:
    """Overlapping candidates: after a match, scanning resumes at its end, as finditer does."""
    scanner = Scanner(re.compile(r"(?a)(?<!\w)\d{3}"), r"(?as)\d(?<!\w.)")
    assert _spans(scanner.finditer("123456 7890 12")) == _spans(
        scanner.pattern.finditer("123456 7890 12")
    )


_NUMBERS = st.sampled_from(
    [
        *("0", "1", "2", "5", "8", "9", "0000", "1234", "4111", "6222", " ", "-", ".", "+", "("),
        *(")", "x", "E", "G", "GB", "\n", "卡"),
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_NUMBERS, max_size=40).map("".join))
def test_every_scanner_matches_finditer_on_runs_of_digits(text: str) -> None:
    for name, scanner in SCANNERS.items():
        assert _spans(scanner.finditer(text)) == _spans(scanner.pattern.finditer(text)), name


_EXAMPLES = (
    "0123456789012", "4111 1111 1111 1111", "6222020166131860917", "3782 822463 10005",
    "110105194912310021", "11010519491231002X", "4403 0519 5107 2216 08", "078-05-1120",
    "078051120", "E12345678", "EA1234567", "G12345678", "AB1234567", "123456789",
    "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "13812345678", "138 1234 5678",
    "+86 138-1234-5678", "008613812345678", "(+86)13812345678", "(010) 6552-1234",
    "010-65521234", "+86 10 6552 1234", "0755-2345678-12", "212-555-0100", "(212) 555-0100",
    "+1 212.555.0100", "1-212-555-0100", "212 555 0100", "+1 212 555 0100", "+44 20 7946 0000",
    "+49 (30) 1234 5678", "10.1.2.3", "192.168.0.1", "255.255.255.0", "221B Baker Street",
    "12 Rue de la Paix, 75002 Paris", "Via Roma 10", "Calle Mayor 5", "Hauptstraße 5, 10115 Berlin",
    "１２ Rue Cler", "٣ Avenue Foch", "password: hunter2x", "PASSWORD = S6Y6nqa31CSg!",
    "Pin code 4821", "pass: abc123", "密码是abc12345", "口令：qwe123", "pwd=Secret99",
)  # fmt: skip
_EDGES = ("", " ", "-", ".", "+", "(", ")", "a", "Z", "_", "0", "9", "卡", "\n", ",", "@", ":")


def test_every_scanner_matches_finditer_at_every_edge_of_real_values() -> None:
    """Every example value with every character before and after it: the first character of
    each (a digit, "+", "(", a capital) must be among its pattern's possible starts."""
    for value in _EXAMPLES:
        for before in _EDGES:
            for after in _EDGES:
                text = f"{before}{value}{after} {value}"
                for name, scanner in SCANNERS.items():
                    got = _spans(scanner.finditer(text))
                    assert got == _spans(scanner.pattern.finditer(text)), (name, text)
