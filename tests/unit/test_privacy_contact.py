"""Phones, e-mails and IP addresses, and the look-alikes that must pass."""

from __future__ import annotations

import pytest

from app.core.privacy.classifier import classify


def spans(text: str) -> list[tuple[str, str]]:
    return [(e.type, e.text) for e in classify(text).entities]


@pytest.mark.parametrize(
    "phone",
    ["13812345678", "138 1234 5678", "138-1234-5678", "+86 138 1234 5678", "+8613812345678",
     "0086-13812345678", "(650) 603-1977", "650-603-1977", "+1 415 555 2671", "+44 20 7946 0958",
     "021-6234 5678", "010-62345678"],
)  # fmt: skip
def test_phone_spellings(phone: str) -> None:
    assert spans(f"电话 {phone} 找我") == [("PHONE", phone)]
    assert spans(f"call {phone} tonight") == [("PHONE", phone)]


@pytest.mark.parametrize(
    "text",
    ["客服热线 400-820-8820", "请拨打 95588 或 10086", "toll-free 1-800-555-0199",
     "北京的电话区号是010，上海是021。", "订单号13812345678已发货", "The timestamp 1732890000123"],
)  # fmt: skip
def test_hotlines_codes_and_numbers_are_not_phones(text: str) -> None:
    assert spans(text) == []


def test_emails() -> None:
    assert spans("发邮件到li.wei5@acme.io就行") == [("EMAIL", "li.wei5@acme.io")]
    assert spans("write to first.last+tag@mail.example.co.uk.") == [
        ("EMAIL", "first.last+tag@mail.example.co.uk")
    ]
    assert spans("not an email: user@localhost or @handle") == []


def test_ip_addresses() -> None:
    assert spans("server 185.146.36.8 is down") == [("IP_ADDRESS", "185.146.36.8")]
    assert spans("v6 2001:db8::8a2e:370:7334 too") == [("IP_ADDRESS", "2001:db8::8a2e:370:7334")]
    assert spans("version 10.0.19045.3803 of Windows") == []
    assert spans("Upgrade from 2.4.1.0 to the new release") == []
    assert spans("run it on 127.0.0.1:8080") == []
    assert spans("meet at 10:30:45") == []
    assert spans("999.1.1.1 is not an address") == []


def test_spaced_us_number_needs_a_phone_word() -> None:
    assert spans("Call me at 696 707 7125 tomorrow.") == [("PHONE", "696 707 7125")]
    assert spans("The totals were 696 707 7125 units.") == []
    assert spans("服务热线：400 820 8820") == []


def test_role_mailboxes_pass() -> None:
    assert spans("Our support email is support@example.com.") == []
    assert spans("Email noreply@github.com bounced.") == []


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("My mobile: 07911 123456, call after six.", "07911 123456"),
        ("my number is 0412 345 678", "0412 345 678"),
        ("Tel 06 12 34 56 78 (Marie)", "06 12 34 56 78"),
        ("WhatsApp me on 0803 123 4567 tonight", "0803 123 4567"),
        # a range no operator has (the UK's drama numbers): a phone when the text says so
        ("My phone is +44 7700 900123.", "+44 7700 900123"),
        ("My phone is 07700 900123.", "07700 900123"),
    ],
)
def test_a_number_in_its_countrys_own_format_is_a_phone_when_called_one(
    text: str, phone: str
) -> None:
    assert [e.text for e in classify(text).entities if e.type == "PHONE"] == [phone]


@pytest.mark.parametrize(
    "text",
    [
        "The order number is 0123 456 789.",
        "In 2019 the figure was 0412 345 678 units.",
        "+44 7700 900123 is a number from the range kept for films.",
        "Release 0.12.345.678 fixed it.",
    ],
)
def test_the_same_digits_without_a_phone_word_are_no_phone(text: str) -> None:
    assert not [e for e in classify(text).entities if e.type == "PHONE"]


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("email me: john.smith (at) gmail (dot) com", "john.smith (at) gmail (dot) com", "EMAIL"),
        ("anna [at] proton.me, any time", "anna [at] proton.me", "EMAIL"),
        ("write to anna.k at gmail dot com", "anna.k at gmail dot com", "EMAIL"),
        ("j.doe(at)uni-bonn(dot)de", "j.doe(at)uni-bonn(dot)de", "EMAIL"),
        (
            "my phone: one three eight one two three four five six seven eight",
            "one three eight one two three four five six seven eight",
            "PHONE",
        ),
        (
            "call me on oh seven nine one one, double one two three four five",
            "oh seven nine one one, double one two three four five",
            "PHONE",
        ),
    ],
)
def test_an_address_or_number_spelled_out_to_hide_it_is_found(
    text: str, value: str, kind: str
) -> None:
    assert [(e.type, e.text) for e in classify(text).entities if e.type == kind] == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    [
        "Look at google.com for prices.",
        "We meet at noon at the cafe.",
        "I have one two three four five six seven apples.",
        "Write to info (at) acme (dot) com for the brochure.",
    ],
)
def test_words_that_only_look_spelled_out_are_not(text: str) -> None:
    assert not [e for e in classify(text).entities if e.type in ("EMAIL", "PHONE")]
