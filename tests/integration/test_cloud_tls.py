"""A certificate the system does not trust is a `tls` failure in words, not "unreachable"
(issue 18 item 7): a real HTTPS server on loopback with a self-signed certificate."""

from __future__ import annotations

import datetime
import http.server
import ssl
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.doctor import basics
from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudError, CloudLLM, Timeouts

pytestmark = pytest.mark.integration


def _self_signed(folder: Path) -> tuple[Path, Path]:
    x509 = pytest.importorskip("cryptography.x509")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=1))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


class _Ok(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.end_headers()

    do_POST = do_GET

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def https_url(tmp_path: Path) -> Iterator[str]:
    cert, key = _self_signed(tmp_path)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Ok)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    server.socket = ctx.wrap_socket(server.socket, server_side=True)
    server.handle_error = lambda *a: None  # type: ignore[method-assign]  # the refused handshake
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"https://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


async def test_cloud_call_to_an_untrusted_certificate_is_tls(https_url: str) -> None:
    engine = CloudLLM(https_url, "m", api_key="sk-test-x", timeouts=Timeouts(2, 3, 2))
    with pytest.raises(CloudError) as info:
        async for _ in engine.stream([ChatMessage("user", "hi")]):
            pass
    assert info.value.reason == "tls"
    assert engine.last_stats is not None and engine.last_stats.attempts == 1  # not retried


def test_doctor_names_the_certificate_problem(
    https_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", https_url)
    c = basics.check_cloud()
    assert not c.ok and "certificate" in c.detail and "unreachable" not in c.detail
