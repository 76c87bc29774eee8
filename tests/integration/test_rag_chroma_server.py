"""The optional Chroma server: `chroma run` on 127.0.0.1, reached through DocumentStore(url=...)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from app.core.engines.embeddings import UseEmbedder
from app.core.rag.document_store import DocumentStore, close_chroma_client

pytestmark = [pytest.mark.integration]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def chroma_server(tmp_path: Path) -> str:
    exe = shutil.which("chroma", path=str(Path(sys.executable).parent)) or shutil.which("chroma")
    if exe is None:
        pytest.fail("the chromadb package's `chroma` command is missing")
    port = _free_port()
    log = (tmp_path / "chroma.log").open("w")
    proc = subprocess.Popen(
        [
            exe,
            "run",
            "--path",
            str(tmp_path / "server-data"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/api/v2/heartbeat", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail("chroma server did not start: " + (tmp_path / "chroma.log").read_text())
            time.sleep(0.2)
        yield url  # type: ignore[misc]
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        log.close()


def test_index_and_search_through_a_chroma_server(
    chroma_server: str, shared_data: Path, tandem_home: Path
) -> None:
    docs = shared_data / "corpus" / "docs"
    with DocumentStore(url=chroma_server, embedder=UseEmbedder()) as store:
        report = store.index([docs], "team", label="confidential")
        assert report.indexed == 10 and not report.failed
        hits = store.search("Which VPN profile should I choose?", k=3)
        assert Path(hits[0].source).name == "vpn_guide.html"
        assert hits[0].label == "confidential"
        assert store.index([docs], "team", label="confidential").indexed == 0
    # The vectors live on the server, not in the data home's embedded store.
    assert not (tandem_home / "chroma" / "chroma.sqlite3").exists()
    import chromadb

    client = chromadb.HttpClient(host="127.0.0.1", port=int(chroma_server.rsplit(":", 1)[1]))
    try:
        names = [c.name for c in client.list_collections()]
        assert names == ["tandem-team"]
        metas = client.get_collection("tandem-team").get(include=["metadatas"])["metadatas"]
        assert len({m["parent"] for m in metas}) == report.chunks  # plus sentence vectors
    finally:
        close_chroma_client(client)
