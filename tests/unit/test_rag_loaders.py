"""Loaders: every format of the shared corpus reads, every broken file fails with one line."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from app.core.rag.loaders import LoadError, decode_text, html_to_text, is_supported, load


def test_every_shared_document_loads_with_its_key_fact(shared_data: Path) -> None:
    docs = shared_data / "corpus" / "docs"
    expected = {
        "expense_rules.txt": "600 CNY",
        "leave_policy.md": "15 days",
        "meeting_2026_10.docx": "December 4",
        "printer_manual.pdf": "cabinet B",
        "vpn_guide.html": "corp-east",
        "会议纪要_11月.docx": "12月4日",
        "年假制度.md": "15天",
        "报销流程.txt": "200元",
        "旧系统说明_gbk.txt": "2027年1月1日",
        "食堂安排.pdf": "500元",
    }
    for name, fact in expected.items():
        text = "\n".join(p.text for p in load(docs / name))
        assert fact in text, name


def test_pdf_pages_are_numbered_from_one(shared_data: Path) -> None:
    pages = load(shared_data / "corpus" / "docs" / "printer_manual.pdf")
    assert [p.number for p in pages] == [1, 2]
    assert "green lever" in pages[0].text


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("empty.md", "empty"),
        ("not_really.docx", "docx"),
        ("random_bytes.txt", "not a text file"),
        ("truncated.pdf", "pdf"),
    ],
)
def test_broken_files_fail_with_one_line_reason(shared_data: Path, name: str, reason: str) -> None:
    with pytest.raises(LoadError) as info:
        load(shared_data / "corpus" / "bad" / name)
    message = str(info.value)
    assert reason in message
    assert "\n" not in message and len(message) <= 200


def test_utf16_with_bom_is_valid_text(shared_data: Path) -> None:
    pages = load(shared_data / "corpus" / "bad" / "utf16_bom.txt")
    assert "4711" in pages[0].text


@pytest.mark.parametrize(
    "data",
    [
        "年假制度：每年15天。".encode("gbk"),
        "旧考勤系统将于2027年1月1日停用，打卡记录会迁移到新的人事平台。".encode("gb18030"),
        codecs.BOM_UTF8 + "带BOM的UTF-8".encode(),
        "UTF-16 big endian".encode("utf-16-be").join([codecs.BOM_UTF16_BE, b""]),
    ],
)
def test_decode_text_handles_chinese_and_bom_encodings(data: bytes) -> None:
    text = decode_text(data)
    assert "\ufffd" not in text
    assert text.strip()


def test_html_keeps_visible_text_only() -> None:
    html = (
        "<html><head><title>Guide</title><style>p{color:red}</style>"
        "<script>var secret = 1;</script></head>"
        "<body><p>Visible &amp; kept</p><!-- hidden comment --></body></html>"
    )
    text = html_to_text(html)
    assert "Visible & kept" in text
    assert "Guide" in text
    assert "secret" not in text and "color" not in text and "hidden comment" not in text


def test_unsupported_and_office_temp_files_are_skipped(tmp_path: Path) -> None:
    assert is_supported(tmp_path / "a.PDF")
    assert not is_supported(tmp_path / "a.xlsx")
    assert not is_supported(tmp_path / "~$lock.docx")


def test_missing_file_is_a_load_error(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="cannot read"):
        load(tmp_path / "gone.txt")


def test_whitespace_only_text_has_no_text(tmp_path: Path) -> None:
    path = tmp_path / "blank.md"
    path.write_text("  \n\n \t \u3000\n", encoding="utf-8")
    with pytest.raises(LoadError, match="no text"):
        load(path)


@pytest.mark.parametrize("text", ["中文", "年假", "年假制度", "报销流程说明", "Hello 世界"])
def test_short_gbk_text_is_not_mistaken_for_another_encoding(text: str) -> None:
    assert decode_text(text.encode("gbk")) == text


def test_western_legacy_text_is_not_forced_into_gb18030() -> None:
    assert decode_text("Grüße aus Köln".encode("cp1252")) == "Grüße aus Köln"
