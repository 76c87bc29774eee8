"""`tandem ask QUESTION --image FILE` end to end (docs/ARCHITECTURE.md §17): the real CLI, the real
OCR and privacy gate, the bundled local model, and as the cloud a loopback server that records
exactly what it received. Every uploaded picture is decoded from the request and read again by
OCR here, in the test's own process: what a vision model could read from it is what we check.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_tandem
from tests.support import pictures
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.integration, pytest.mark.slow]


@pytest.fixture(scope="module")
def reader() -> Iterator[Any]:
    from app.core.engines.ocr import OcrEngine

    engine = OcrEngine()
    yield engine
    engine.close()


def _configure(home: Path, server: FaultServer, *, vision: bool = True, policy: str = "") -> None:
    abilities = 'abilities = ["vision"]\n' if vision else ""
    (home / "settings.toml").write_text(
        f'version = 2\n[cloud]\nbase_url = "{server.base_url}"\nmodel = "fault"\n{abilities}'
        + policy,
        encoding="utf-8",
    )


def _ask(env: dict[str, str], question: str, *images: Path) -> tuple[list[dict[str, Any]], str]:
    args = ["ask", question, "--mode", "hybrid", "--no-cache", "--json"]
    for image in images:
        args += ["--image", str(image)]
    done = run_tandem(args, env, timeout=300)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()], done.stderr


def _chat_requests(server: FaultServer) -> list[dict[str, Any]]:
    return [r.json() for r in server.received if r.path.endswith("/chat/completions")]


def _sent(server: FaultServer) -> tuple[str, list[bytes]]:
    """All text and every picture of the (one) chat request the server received."""
    (body,) = _chat_requests(server)
    texts: list[str] = []
    images: list[bytes] = []
    for m in body["messages"]:
        content = m["content"]
        if isinstance(content, str):
            texts.append(content)
            continue
        for part in content:
            if part["type"] == "text":
                texts.append(part["text"])
            else:
                assert part["type"] == "image_url"
                url = part["image_url"]["url"]
                assert url.startswith("data:image/png;base64,")
                images.append(base64.b64decode(url.split(",", 1)[1]))
    return "\n".join(texts), images


def _read_back(reader: Any, png: bytes) -> str:
    from app.core.engines.images import ImageInput, decode

    return str(reader.read(decode(ImageInput("sent.png", png)).rgb).text)


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit() or ch in "xX")


def _event(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    found = [e for e in events if e["event"] == kind]
    assert len(found) == 1, (kind, events)
    return found[0]


def test_a_clean_picture_goes_to_a_vision_endpoint_as_pixels(
    cli_env: dict[str, str], tandem_home: Path, server: FaultServer, tmp_path: Path, reader: Any
) -> None:
    _configure(tandem_home, server)
    path = pictures.save(pictures.render(pictures.CLEAN_LINES), tmp_path / "sales.jpg", "JPEG")
    events, _ = _ask(cli_env, "What is the total in this report?", path)

    text, images = _sent(server)
    assert len(images) == 1
    assert "2,220" in _read_back(reader, images[0])  # the picture itself, legible
    assert "2,220" in text  # and its text read on the device
    upload = _event(events, "upload")
    (sent,) = upload["images"]
    assert sent["name"] == "sales.jpg" and sent["masked"] is False and sent["painted"] == 0
    assert sent["bytes"] == len(images[0])
    final = _event(events, "final")
    assert final["source"] == "cloud" and final["image_input"] == "image"

    trace = json.loads(run_tandem(["trace", "show", "last", "--json"], cli_env).stdout)
    (rec,) = trace["images"]
    assert rec["sent"] is True and rec["format"] == "JPEG" and "2,220" in rec["ocr_text"]
    assert rec["sha256"] == sent["sha256"]


def test_personal_data_is_painted_out_of_the_uploaded_picture(
    cli_env: dict[str, str], tandem_home: Path, server: FaultServer, tmp_path: Path, reader: Any
) -> None:
    """Name and phone (confidential): redacted by default toward a public endpoint; the picture
    goes with those lines painted over, the rest still legible."""
    _configure(tandem_home, server)
    path = pictures.save(pictures.render(pictures.CONTACT_LINES), tmp_path / "invoice.png")
    events, _ = _ask(cli_env, "What is the total on this invoice?", path)

    text, images = _sent(server)
    assert len(images) == 1
    seen = _read_back(reader, images[0])
    for value in (pictures.PHONE, pictures.NAME):
        assert value not in _digits(text) and value not in text
        assert value not in _digits(seen) and value not in seen
    assert pictures.TOTAL in seen and pictures.TOTAL in text  # the question can still be answered
    assert "[PHONE_1]" in text
    (sent,) = _event(events, "upload")["images"]
    assert sent["masked"] is True and sent["painted"] >= 2
    assert _event(events, "privacy")["action"] == "redact"
    assert _event(events, "final")["image_input"] == "image"

    # The audit log kept exactly the bytes that went.
    from app.core.store.audit import AuditLog

    entry = AuditLog(tandem_home / "audit.sqlite3").recent(1)[0]
    assert entry.images and entry.images[0]["sha256"] == sent["sha256"]


def test_phone_and_id_number_keep_the_request_on_the_device(
    cli_env: dict[str, str], tandem_home: Path, server: FaultServer, tmp_path: Path
) -> None:
    """An ID card number is restricted: nothing at all is uploaded, and the device answers."""
    _configure(tandem_home, server)
    path = pictures.save(pictures.render(pictures.INVOICE_LINES), tmp_path / "invoice.webp", "WEBP")
    events, _ = _ask(cli_env, "What is the total on this invoice?", path)

    assert _chat_requests(server) == []
    assert _event(events, "privacy")["level"] == "restricted"
    assert not [e for e in events if e["event"] == "upload"]
    final = _event(events, "final")
    assert final["source"] == "local" and final["text"].strip() and final["image_input"] == "text"
    trace = json.loads(run_tandem(["trace", "show", "last", "--json"], cli_env).stdout)
    assert trace["images"][0]["sent"] is False and trace["upload"] is None


def test_phone_and_id_number_painted_when_the_policy_lets_redacted_text_go(
    cli_env: dict[str, str], tandem_home: Path, server: FaultServer, tmp_path: Path, reader: Any
) -> None:
    """With restricted -> redact toward public, the masked picture goes: neither the text nor
    the pixels hold the phone or the ID number, and the user gets the cloud's answer."""
    _configure(tandem_home, server, policy='[privacy.policy.restricted]\npublic = "redact"\n')
    path = pictures.save(pictures.render(pictures.INVOICE_LINES), tmp_path / "invoice.bmp", "BMP")
    events, _ = _ask(cli_env, "What is the total on this invoice?", path)

    text, images = _sent(server)
    assert len(images) == 1
    seen = _read_back(reader, images[0])
    for value in (pictures.PHONE, pictures.ID_NUMBER, pictures.ID_NUMBER[:17]):
        assert value not in _digits(text), value
        assert value not in _digits(seen), value
    assert pictures.TOTAL in seen
    final = _event(events, "final")
    assert final["source"] == "cloud" and final["text"] == "The cloud answer."


def test_a_text_only_endpoint_gets_the_pictures_text(
    cli_env: dict[str, str], tandem_home: Path, server: FaultServer, tmp_path: Path
) -> None:
    _configure(tandem_home, server, vision=False)
    path = pictures.save(pictures.render(pictures.CONTACT_LINES), tmp_path / "invoice.png")
    events, _ = _ask(cli_env, "What is the total on this invoice?", path)

    text, images = _sent(server)
    assert images == []
    assert pictures.TOTAL in text and pictures.PHONE not in _digits(text)
    assert _event(events, "upload")["images"] == []  # said: no picture went
    assert _event(events, "final")["image_input"] == "text"


def test_a_broken_picture_is_one_line_before_anything_runs(
    cli_env: dict[str, str], tandem_home: Path, server: FaultServer, tmp_path: Path
) -> None:
    _configure(tandem_home, server)
    good = pictures.png_bytes(pictures.render(pictures.CLEAN_LINES))
    (tmp_path / "cut.png").write_bytes(good[: len(good) // 2])
    done = run_tandem(["ask", "what?", "--image", str(tmp_path / "cut.png"), "--json"], cli_env)
    assert done.returncode != 0 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tandem ask: error: cut.png:"), done.stderr
    assert server.received == []
