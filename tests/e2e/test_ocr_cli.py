"""`tandem ocr FILE [--json]` as a subprocess (docs/ARCHITECTURE.md §3, §17): a rendered Chinese +
English invoice is read on the device; a broken or huge picture is one line and a non-zero exit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_tandem as run
from tests.support import pictures

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


@pytest.mark.parametrize("fmt", ["PNG", "JPEG", "WEBP", "BMP"])
def test_reads_the_invoice(cli_env: dict[str, str], tmp_path: Path, fmt: str) -> None:
    path = pictures.save(
        pictures.render(pictures.INVOICE_LINES), tmp_path / f"invoice.{fmt.lower()}", fmt
    )
    proc = run(["ocr", str(path), "--json"], cli_env)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"text", "lines"}
    assert all(set(line) == {"text", "box", "score"} for line in out["lines"])
    assert all(len(line["box"]) == 4 and 0 < line["score"] <= 1 for line in out["lines"])
    text = out["text"]
    assert pictures.PHONE in _digits(text)
    assert pictures.TOTAL in text
    assert "发票" in text and "INVOICE" in text and pictures.NAME in text
    assert out["text"] == "\n".join(line["text"] for line in out["lines"])
    # Each line's box lies where that line was drawn (top to bottom, inside the picture).
    tops = [min(y for _, y in line["box"]) for line in out["lines"]]
    assert tops == sorted(tops)


def test_plain_text(cli_env: dict[str, str], tmp_path: Path) -> None:
    path = pictures.save(pictures.render(pictures.CLEAN_LINES), tmp_path / "sales.png")
    proc = run(["ocr", str(path)], cli_env)
    assert proc.returncode == 0, proc.stderr
    assert "2,220" in proc.stdout and "季度销售报告" in proc.stdout


def test_bad_pictures_are_one_line(cli_env: dict[str, str], tmp_path: Path) -> None:
    good = pictures.png_bytes(pictures.render(pictures.CLEAN_LINES))
    (tmp_path / "cut.png").write_bytes(good[: len(good) // 3])
    (tmp_path / "text.png").write_text("hello")
    from PIL import Image

    Image.new("L", (9000, 8000)).save(tmp_path / "huge.png")
    for name, words in [
        ("cut.png", "broken or truncated"),
        ("text.png", "not a picture"),
        ("huge.png", "too large"),
        ("missing.png", "no such file"),
    ]:
        proc = run(["ocr", str(tmp_path / name), "--json"], cli_env)
        assert proc.returncode != 0, name
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("tandem ocr: error:"), proc.stderr
        assert words in lines[0] and proc.stdout == ""
