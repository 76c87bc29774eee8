"""A loopback model hub for the download tests and the throughput benchmark.

Serves one real file (the bundled GGUF) at ``/<anything>/resolve/<rev>/<its file name>`` with
HTTP Range support, the way the Hugging Face hub and its mirrors do, and misbehaves on request:
each GET takes the next fault from ``script`` (then behaves). Faults:

- ``drop@F``: send the first fraction F of what was asked for, then close the connection
- ``bad_length``: claim a Content-Length larger than what is sent, then close
- ``short_length``: claim (and send) fewer bytes than the file has, as a complete response
- ``404`` / ``500``: that status, no body
- ``ignore_range``: answer 200 with the whole file even when a range was asked for
- ``stall``: send the headers and nothing else until the client gives up
- ``corrupt``: flip one byte in the middle of the body
- ``trickle``: send ``trickle_bytes`` every ``trickle_every_s`` (a slow mirror)

Runs in a daemon thread (``ThreadingHTTPServer``); ``close()`` stops it. Bodies go out with
``socket.sendfile``, so the server is not what limits a throughput comparison.
"""

from __future__ import annotations

import contextlib
import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

_RANGE = re.compile(r"bytes=(\d+)-(\d*)$")


@dataclass
class Hit:
    path: str
    range: str | None
    fault: str


@dataclass
class ModelHub:
    file: Path
    script: list[str] = field(default_factory=list)
    trickle_bytes: int = 16384
    trickle_every_s: float = 0.02
    hits: list[Hit] = field(default_factory=list)

    def __post_init__(self) -> None:
        hub = self
        self.size = self.file.stat().st_size
        self._stop = threading.Event()

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:
                pass

            def do_HEAD(self) -> None:
                self._serve(head=True)

            def do_GET(self) -> None:
                self._serve(head=False)

            def _serve(self, head: bool) -> None:
                fault = hub.script.pop(0) if hub.script and not head else "ok"
                rng = self.headers.get("Range")
                hub.hits.append(Hit(self.path, rng, fault))
                parts = self.path.split("/")
                if fault in ("404", "500") or "resolve" not in parts or parts[-1] != hub.file.name:
                    code = 500 if fault == "500" else 404
                    self.send_response(code)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                start, end = 0, hub.size - 1
                m = _RANGE.match(rng or "")
                ranged = m is not None and fault != "ignore_range"
                if ranged and m is not None:
                    start = int(m.group(1))
                    end = int(m.group(2)) if m.group(2) else hub.size - 1
                    if start >= hub.size:
                        self.send_response(416)
                        self.send_header("Content-Range", f"bytes */{hub.size}")
                        self.send_header("Content-Length", "0")
                        self.end_headers()
                        return
                count = end - start + 1
                claimed = count
                if fault == "bad_length":
                    claimed = count + 1_000_000
                elif fault == "short_length":
                    claimed = count = max(1, count // 3)
                self.send_response(206 if ranged else 200)
                if ranged:
                    self.send_header("Content-Range", f"bytes {start}-{end}/{hub.size}")
                self.send_header("Accept-Ranges", "bytes")
                self.send_header("Content-Length", str(claimed))
                self.send_header("Content-Type", "application/octet-stream")
                if fault in ("drop", "bad_length") or fault.startswith("drop@"):
                    self.send_header("Connection", "close")
                self.end_headers()
                if head:
                    return
                with contextlib.suppress(ConnectionError, OSError):
                    self._body(fault, start, count)
                if fault.startswith("drop@") or fault == "bad_length":
                    self.close_connection = True

            def _body(self, fault: str, start: int, count: int) -> None:
                self.wfile.flush()
                with hub.file.open("rb") as fh:
                    if fault.startswith("drop@"):
                        frac = float(fault.split("@", 1)[1])
                        self.connection.sendfile(fh, start, int(count * frac))
                        self.connection.shutdown(2)
                    elif fault == "stall":
                        hub._stop.wait(30)
                    elif fault == "corrupt":
                        fh.seek(start)
                        data = bytearray(fh.read(count))
                        data[len(data) // 2] ^= 0xFF
                        self.wfile.write(bytes(data))
                    elif fault == "trickle":
                        fh.seek(start)
                        left = count
                        while left > 0 and not hub._stop.is_set():
                            chunk = fh.read(min(hub.trickle_bytes, left))
                            self.wfile.write(chunk)
                            self.wfile.flush()
                            left -= len(chunk)
                            time.sleep(hub.trickle_every_s)
                    else:
                        self.connection.sendfile(fh, start, count)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, repo: str = "org/model-GGUF") -> str:
        return f"{self.base}/{repo}/resolve/main/{self.file.name}"

    def close(self) -> None:
        self._stop.set()
        self._server.shutdown()
        self._server.server_close()


@contextlib.contextmanager
def model_hub(file: Path, script: list[str] | None = None) -> Iterator[ModelHub]:
    hub = ModelHub(file, list(script or []))
    try:
        yield hub
    finally:
        hub.close()
