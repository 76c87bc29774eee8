"""Speech text preparation and the streaming sentence splitter (app/core/voice)."""

from __future__ import annotations

import pytest

from app.core.voice.sentences import SentenceSplitter, first_clause, split_sentences
from app.core.voice.speech_text import comparable, language_of, prepare, zh_integer, zh_number


def test_markdown_code_links_citations_and_urls_are_not_read() -> None:
    text = (
        "# Answer\nA **write-ahead log** (see [the docs](https://sqlite.org/wal.html)) [1][2] is "
        "`WAL`; more at https://example.com/x?y=1 and <https://a.b/c>.\n"
        "```python\nprint('secret code')\n```\n- *first* point\n- second point [^3]"
    )
    spoken = prepare(text, "en")
    for unread in ("**", "#", "https", "example.com", "[1]", "[^3]", "print", "`", "- ", " ."):
        assert unread not in spoken, unread
    assert "write-ahead log" in spoken and "the docs" in spoken and "WAL" in spoken
    assert "code shown on screen" in spoken and "first point" in spoken


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("It costs $5 and weighs 3.5 kg.", "5 dollars and weighs 3.5 kilograms"),
        ("Released on 2024-03-05.", "March 5, 2024"),
        ("It is 25°C with 40% humidity.", "25 degrees Celsius with 40 percent humidity"),
        ("Wait 3-5 days, about 200 ms each.", "3 to 5 days, about 200 milliseconds each"),
        ("A 16 GB card.", "16 gigabytes"),
    ],
)
def test_english_numbers_units_dates(text: str, said: str) -> None:
    assert said in prepare(text, "en")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("会议在2024年3月5日14:30开始。", "二零二四年三月五日十四点三十分开始"),
        ("今天是2024-03-05。", "二零二四年三月五日"),
        ("增长了35%，共12,345人。", "增长了百分之三十五，共一万二千三百四十五人"),
        ("距离12.5km，气温25℃。", "距离十二点五公里，气温二十五摄氏度"),
        ("价格¥1,200。", "价格一千二百元"),
    ],
)
def test_chinese_numbers_units_dates(text: str, said: str) -> None:
    assert said in prepare(text, "zh")


@pytest.mark.parametrize(
    ("n", "zh"),
    [
        (0, "零"),
        (10, "十"),
        (15, "十五"),
        (105, "一百零五"),
        (1010, "一千零一十"),
        (12345, "一万二千三百四十五"),
        (30005, "三万零五"),
        (100000001, "一亿零一"),
    ],
)
def test_zh_integer(n: int, zh: str) -> None:
    assert zh_integer(n) == zh


def test_zh_decimal() -> None:
    assert zh_number("3.14") == "三点一四"


def test_placeholders_are_restored_and_never_spoken_as_brackets() -> None:
    restore = {"[PHONE_1]": "555 0100", "[PERSON_1]": "Alice"}

    def put_back(text: str) -> str:
        for ph, value in restore.items():
            text = text.replace(ph, value)
        return text

    assert prepare("Call [PERSON_1] at [PHONE_1].", "en", put_back) == "Call Alice at 555 0100."
    unrestored = prepare("Call [PHONE_1] today.", "en")
    assert "[" not in unrestored and "PHONE" not in unrestored and "phone number" in unrestored
    assert "PHONE" not in prepare("请拨打[PHONE_1]。", "zh")


def test_language_detection() -> None:
    assert language_of("Hello there, how are you?") == "en"
    assert language_of("今天天气很好。") == "zh"
    assert language_of("使用 SQLite 的 WAL 模式可以提高并发。") == "zh"


def test_nothing_speakable_gives_empty() -> None:
    assert prepare("[1] https://x.org", "en") == ""
    assert prepare("---", "en") == ""


def test_comparable_ignores_markup_and_case() -> None:
    assert comparable("A **Write-ahead** log.") == comparable("a write-ahead log")


def test_splitter_english_abbreviations_and_decimals_char_by_char() -> None:
    text = "Hello there. It costs 3.5 dollars, e.g. in Paris! Dr. Smith agreed? Yes."
    splitter = SentenceSplitter()
    out: list[str] = []
    for ch in text:
        out += splitter.feed(ch)
    out += splitter.flush()
    assert out == [
        "Hello there.",
        "It costs 3.5 dollars, e.g. in Paris!",
        "Dr. Smith agreed?",
        "Yes.",
    ]


def test_splitter_chinese_stops_cut_at_once() -> None:
    splitter = SentenceSplitter()
    assert splitter.feed("你好。今天") == ["你好。"]
    assert splitter.feed("天气很好！我们") == ["今天天气很好！"]
    assert splitter.flush() == ["我们"]


def test_splitter_holds_a_code_block_whole() -> None:
    text = "Try this:\n```py\nx = 1. y = 2\n```\nDone."
    assert split_sentences(text) == ["Try this:", "```py\nx = 1. y = 2\n```", "Done."]
    splitter = SentenceSplitter()
    assert splitter.feed("```py\nx = 1. y") == []  # inside the block: nothing yet


def test_splitter_cuts_a_long_run_at_a_comma() -> None:
    long = "word " * 30 + ", and then " + "more " * 10 + ", again " + "done " * 5 + "."
    streamed = SentenceSplitter(soft_min=100)
    pieces: list[str] = []
    for ch in long:
        pieces += streamed.feed(ch)
    pieces += streamed.flush()
    assert len(pieces) == 2 and pieces[0].endswith(",")
    assert split_sentences(long) == pieces  # the same cut, token by token or all at once


def test_splitter_lines_are_sentences() -> None:
    assert split_sentences("# Title\n- one\n- two") == ["# Title", "- one", "- two"]


def test_the_first_piece_of_an_answer_is_cut_sooner() -> None:
    text = "The capital of France is Paris, which is a large city, with many museums and parks."
    assert split_sentences(text)[0] == "The capital of France is Paris, which is a large city,"


@pytest.mark.parametrize(
    ("text", "head", "rest"),
    [
        (  # a comma within reach (the one after a single word is too soon)
            "In short: the log is written first, then the pages, so a crash loses nothing.",
            "In short: the log is written first,",
            "then the pages, so a crash loses nothing.",
        ),
        (  # no comma: before the phrase word nearest six words, with a comma for intonation
            "Sure, the meeting moves to Thursday at three in the afternoon as planned.",
            "Sure, the meeting moves to Thursday,",
            "at three in the afternoon as planned.",
        ),
        (  # no phrase word either: near six words, not after "very" (it opens a phrase)
            "Large language models predict tokens very quickly using cached attention keys.",
            "Large language models predict tokens very quickly,",
            "using cached attention keys.",
        ),
        (  # never after "to", "have", "would" ...: after "one", the only clean place
            "I am the one you would have to ask if it were ever to come to that.",
            "I am the one,",
            "you would have to ask if it were ever to come to that.",
        ),
        ("The forecast for Beijing is sunny and mild tomorrow.", None, ""),  # short: whole
    ],
)
def test_first_clause_keeps_every_word_in_order(text: str, head: str | None, rest: str) -> None:
    got = first_clause(text)
    assert got == (head if head is not None else text, rest)

    def words(s: str) -> list[str]:
        return [w.strip(",") for w in s.split()]

    assert words(got[0]) + words(got[1]) == words(text)
