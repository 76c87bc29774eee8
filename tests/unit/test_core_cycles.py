"""No import cycle in app/core, counting every import: module level, inside functions and under
TYPE_CHECKING (issue 25). The cycles not yet broken are listed by name, so the list can only
shrink: a new cycle fails, and so does a listed one that no longer exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "app" / "core"

#: Strongly connected groups still to break: none (issue 25 broke the last ones). Keep it empty.
KNOWN: list[frozenset[str]] = []


def _module(path: Path) -> str:
    rel = path.relative_to(CORE.parent.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _graph() -> dict[str, set[str]]:
    modules = {_module(p): p for p in CORE.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, base] if base else up)
                # `from pkg import submodule` names the submodule, not the package's __init__
                subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in modules]
                targets = subs if len(subs) == len(node.names) else [base, *subs]
            for target in targets:
                # the deepest app.core module the import names
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Tarjan's strongly connected components of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_sees_lazy_and_type_only_imports() -> None:
    graph = _graph()
    # vectors imports index_worker inside a method: counted
    assert "app.core.rag.index_worker" in graph["app.core.rag.vectors"]


def test_no_new_cycle_in_core_and_the_known_ones_still_exist() -> None:
    cycles = _cycles(_graph())
    new = [sorted(c) for c in cycles if not any(c <= k or k <= c for k in KNOWN)]
    assert not new, f"import cycles in app/core: {new}"
    gone = [sorted(k) for k in KNOWN if not any(k & c for c in cycles)]
    if gone:
        pytest.fail(f"these cycles are broken now; remove them from KNOWN: {gone}")
