"""Kill `tandem index` half-way through a 2,000-file folder; the next run finishes, no duplicates."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.rag.document_store import DocumentStore

pytestmark = [pytest.mark.integration, pytest.mark.slow]

FILES = 2000


def test_kill_mid_index_then_resume_without_duplicates(
    tmp_path: Path, cli_env: dict[str, str]
) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(FILES):
        sub = folder / f"d{i // 200:02d}"
        sub.mkdir(exist_ok=True)
        lang = "zh" if i % 2 else "en"
        text = (
            f"第{i}号通知：机房{i}的门禁代码已更新。"
            if lang == "zh"
            else f"Notice {i}: room {i} code changed."
        )
        (sub / f"note_{i:04d}.txt").write_text(text, encoding="utf-8")

    cmd = [sys.executable, "-m", "app", "index", str(folder), "--collection", "big", "--json"]
    proc = subprocess.Popen(
        cmd, env=cli_env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    done = 0
    deadline = time.monotonic() + 120
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            event = json.loads(line)
            done = event.get("done", done)
            if done >= FILES // 3 or time.monotonic() > deadline:
                break
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()
    assert FILES // 3 <= done < FILES, "the run must be killed half-way, not after it finished"

    result = subprocess.run(
        cmd, env=cli_env, capture_output=True, text=True, timeout=300, check=True
    )
    summary = json.loads(result.stdout.splitlines()[-1])
    assert summary["failed"] == []
    assert summary["indexed"] + summary["unchanged"] == FILES
    assert summary["unchanged"] >= done  # work finished before the kill was kept

    with DocumentStore(Path(cli_env["TANDEM_HOME"]) / "chroma") as store:
        record = store.manifest.collection("big")
        assert record is not None
        got = store.chroma_collection(record).get(include=["metadatas"])
        ids = got["ids"]
        assert len(ids) == len(set(ids))
        assert len({m["parent"] for m in got["metadatas"]}) == FILES  # one chunk a file
        assert len({m["source"] for m in got["metadatas"]}) == FILES
        files = store.manifest.files("big")
        assert len(files) == FILES and {f.status for f in files.values()} == {"done"}
        assert store.manifest.chunk_count("big") == FILES
