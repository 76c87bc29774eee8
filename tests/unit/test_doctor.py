from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest

from app.core.doctor import basics


def test_data_home_writable(tandem_home: Path) -> None:
    c = basics.check_data_home()
    assert c.ok and c.detail.startswith(str(tandem_home))
    assert "private" in c.detail


def test_data_home_open_to_others_fails(tandem_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.core import paths

    monkeypatch.setattr(paths, "ensure_private_home", lambda path: 0)  # e.g. chmod not permitted
    paths.check_again(tandem_home)
    tandem_home.chmod(0o755)
    c = basics.check_data_home()
    assert not c.ok and "readable by other users" in c.detail


def test_data_home_not_writable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("TANDEM_HOME", str(blocker / "sub"))  # a file where a folder should be
    c = basics.check_data_home()
    assert not c.ok and "not writable" in c.detail


def test_settings_check_reports_unknown_keys(tandem_home: Path) -> None:
    (tandem_home / "settings.toml").write_text("version = 2\nfoo = 1\n")
    c = basics.check_settings()
    assert c.ok and "foo" in c.detail


def test_settings_check_fails_on_bad_file(tandem_home: Path) -> None:
    (tandem_home / "settings.toml").write_text("version = = 1")
    assert not basics.check_settings().ok


def test_models_missing_are_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TANDEM_MODELS_DIR", str(tmp_path / "empty"))
    checks = {c.name: c for c in basics.check_models()}
    assert not checks["model:smollm2-135m-instruct"].ok
    assert "tandem models fetch" in checks["model:smollm2-135m-instruct"].detail


def test_insecure_keyring_is_not_ok(monkeypatch: pytest.MonkeyPatch) -> None:
    import keyring
    from keyring.backends import fail

    monkeypatch.setattr(keyring, "get_keyring", lambda: fail.Keyring())
    c = basics.check_keyring()
    assert not c.ok
    assert "gnome-keyring" in c.detail


def test_no_cloud_configured_is_fine() -> None:
    c = basics.check_cloud()
    assert c.ok and not c.required


class _Handler(http.server.BaseHTTPRequestHandler):
    status = 200
    body = b'{"data": []}'

    def do_GET(self) -> None:
        self.send_response(self.status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def loopback_server() -> Iterator[http.server.ThreadingHTTPServer]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_cloud_reachable(
    loopback_server: http.server.ThreadingHTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = loopback_server.server_address[1]
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", f"http://127.0.0.1:{port}/v1")
    c = basics.check_cloud()
    assert c.ok, c.detail


def test_cloud_key_refused(
    loopback_server: http.server.ThreadingHTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_Handler, "status", 401)
    port = loopback_server.server_address[1]
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", f"http://127.0.0.1:{port}/v1")
    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-test-not-a-real-key-0000")
    c = basics.check_cloud()
    assert not c.ok and "refused" in c.detail
    assert "sk-test" not in c.detail


def test_cloud_unreachable(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", f"http://127.0.0.1:{port}/v1")
    c = basics.check_cloud()
    assert not c.ok and "unreachable" in c.detail


def test_cloud_url_without_path_means_v1(monkeypatch: pytest.MonkeyPatch) -> None:
    """The doctor probes the same root the cloud client talks to (http://host:port -> /v1)."""
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", "http://127.0.0.1:8080/")
    assert basics.cloud_endpoint() == ("http://127.0.0.1:8080/v1", "custom")
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", "https://example.invalid/api/v1/")
    assert basics.cloud_endpoint() == ("https://example.invalid/api/v1", "custom")


def test_a_broken_routing_file_is_reported(tandem_home: Path) -> None:
    assert basics.check_routing_rules().ok
    (tandem_home / "routing.toml").write_text("[auto\n")
    c = basics.check_routing_rules()
    assert not c.ok and "routing.toml" in c.detail and "last good rules" in c.detail


class _Recording(_Handler):
    seen: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        _Recording.seen.append(self.headers.get("Authorization", ""))
        super().do_GET()


def test_offline_switch_skips_the_cloud_check_and_sends_nothing(
    tandem_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recording)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        _Recording.seen = []
        port = server.server_address[1]
        monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", f"http://127.0.0.1:{port}/v1")
        monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-test-not-a-real-key-0000")
        (tandem_home / "settings.toml").write_text("version = 2\n[routing]\noffline = true\n")
        c = basics.check_cloud()
        assert c.ok and "skipped" in c.detail and "offline" in c.detail
        assert _Recording.seen == []
        (tandem_home / "settings.toml").write_text("version = 2\n[routing]\noffline = false\n")
        assert basics.check_cloud().ok and len(_Recording.seen) == 1
    finally:
        server.shutdown()
        server.server_close()


def test_cloud_wrong_path_is_not_found(
    loopback_server: http.server.ThreadingHTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_Handler, "status", 404)
    port = loopback_server.server_address[1]
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", f"http://127.0.0.1:{port}/v1")
    c = basics.check_cloud()
    assert not c.ok and "HTTP 404" in c.detail and "model name" in c.detail
    assert "unreachable" not in c.detail


def test_cloud_key_refused_says_so_in_words(
    loopback_server: http.server.ThreadingHTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_Handler, "status", 403)
    port = loopback_server.server_address[1]
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", f"http://127.0.0.1:{port}/v1")
    c = basics.check_cloud()
    assert "the cloud refused the API key" in c.detail


def test_keyring_check_passes_when_the_key_comes_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from app.core import keychain as secrets

    monkeypatch.setattr(secrets, "probe_roundtrip", lambda: (False, "no keyring backend"))
    assert not basics.check_keyring().ok
    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-test-not-a-real-key-0000")
    c = basics.check_keyring()
    assert c.ok and "TANDEM_CLOUD_API_KEY" in c.detail and "sk-test" not in c.detail


def test_the_one_models_probe_lists_the_served_models_only_when_asked(
    loopback_server: http.server.ThreadingHTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings' Test connection uses the core probe for the model list (no second probe)."""
    import asyncio

    from app.core.engines.cloud_llm import probe_models

    monkeypatch.setattr(_Handler, "body", b'{"data": [{"id": "b"}, {"id": "a"}, {"id": "b"}]}')
    base = f"http://127.0.0.1:{loopback_server.server_address[1]}"
    listed = asyncio.run(probe_models(base, None, 5.0, list_models=True))
    assert listed.status == 200 and listed.models == ("a", "b")
    assert asyncio.run(probe_models(base, None, 5.0)).models == ()
    refused = asyncio.run(probe_models("http://127.0.0.1:9", None, 5.0))
    assert refused.status is None and refused.reason == "network" and refused.exc is not None
