"""Changes of ``settings.toml`` and ``routing.toml`` are audited: when, which keys, old -> new.

How a change is seen: each file's SHA-256 and its flattened keys are kept in ``monitor.sqlite3``.
:func:`observe` compares the file with that snapshot; when the hash differs it records the keys
that were added, removed or changed, and the new snapshot. Tandem calls it after it writes the
settings (source ``app``: the Settings dialog, the first-run flag, a migration) and whenever it
loads them or the routing rules (a difference found then was made ``by hand``). A file seen for
the first time is compared with the shipped defaults, so the first record says what differs
from them. A cloud key saved to the keyring is recorded as present or absent, never its value
(:func:`record_key_change`).

Secrets never enter this log: a key whose name looks secret, or a value that looks like a
credential (an ``sk-`` key, a long token, a URL with a password or a token in its query), is
recorded only as ``<set>`` / ``<unset>``. See docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import time
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from app.core.monitor import db

_SECRET_KEY = re.compile(
    r"^(.*[_-])?(api_?key|key|secret|password|passwd|passphrase|token|credentials?|private_key)$",
    re.IGNORECASE,
)
_SECRET_VALUE = re.compile(
    r"\b(sk|pk|rk|ak)-[A-Za-z0-9_\-]{8,}"  # provider keys
    r"|://[^/\s:@]+:[^/\s@]+@"  # a password in a URL
    r"|[?&](key|api_key|apikey|token|access_token|sig|signature)="  # a token in a query
    r"|\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{32,}\b",  # long tokens
    re.IGNORECASE,
)
SET, UNSET = "<set>", "<unset>"


def flatten(data: Mapping[str, object], prefix: str = "") -> dict[str, object]:
    """``{"cloud": {"model": "x"}}`` -> ``{"cloud.model": "x"}``; lists stay values."""
    out: dict[str, object] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, f"{name}."))
        else:
            out[name] = value
    return out


def is_secret(key: str, value: object) -> bool:
    return bool(_SECRET_KEY.search(key.rsplit(".", 1)[-1])) or bool(
        _SECRET_VALUE.search(json.dumps(value, ensure_ascii=False, default=str))
    )


def _shown(key: str, value: object) -> object:
    if value is None:
        return None
    return SET if is_secret(key, value) else value


def diff(old: Mapping[str, object], new: Mapping[str, object]) -> list[dict[str, object]]:
    """The changed keys, sorted: ``{"key", "old", "new"}`` (None where absent)."""
    out = []
    for key in sorted(set(old) | set(new)):
        before, after = old.get(key), new.get(key)
        if before == after:
            continue
        old_shown, new_shown = _shown(key, before), _shown(key, after)
        if old_shown == new_shown == SET:
            old_shown, new_shown = SET, "<changed>"
        out.append({"key": key, "old": old_shown, "new": new_shown})
    return out


def _defaults(name: str) -> dict[str, object]:
    """What a file means when it is absent: the shipped defaults."""
    if name == "settings.toml":
        from app.core.config import Settings

        return flatten(dataclasses.asdict(Settings()))
    if name == "routing.toml":
        # The shipped rules file, read as a package resource: config sits below routing in the
        # layers (docs/ARCHITECTURE.md), so the audit does not import app.core.routing.
        from importlib.resources import files

        shipped = files("app.core.routing").joinpath("default_rules.toml")
        return flatten(tomllib.loads(shipped.read_text(encoding="utf-8")))
    return {}


def _read(path: Path) -> tuple[str, dict[str, object]] | None:
    """(sha256, flattened keys) of a TOML file; None when it is missing or not valid TOML."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None  # a broken edit is reported by its loader; audit it once it parses
    return hashlib.sha256(raw).hexdigest(), flatten(data)


@dataclass(frozen=True)
class ConfigChange:
    id: int
    ts: float
    file: str
    source: str  # "app" | "by hand" | "keyring"
    changes: list[dict[str, object]]

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.ts)),
            "file": self.file,
            "source": self.source,
            "changes": self.changes,
        }


def observe(path: Path, source: str = "by hand", *, db_file: Path | None = None) -> int | None:
    """Compare ``path`` with its snapshot; record what changed. Returns the change's id, or None
    when nothing changed (or the file is missing or unreadable)."""
    current = _read(path)
    if current is None:
        return None
    digest, flat = current
    key = str(path.resolve())
    with db.connect(db_file) as conn:
        row = conn.execute(
            "SELECT sha256, flat FROM config_snapshots WHERE path = ?", (key,)
        ).fetchone()
        if row is not None and row[0] == digest:
            return None
        before = json.loads(row[1]) if row is not None else _defaults(path.name)
        changes = diff(before, flat)
        conn.execute(
            "INSERT OR REPLACE INTO config_snapshots(path, sha256, flat) VALUES (?, ?, ?)",
            (key, digest, json.dumps(flat, ensure_ascii=False, default=str)),
        )
        if not changes:
            return None
        cur = conn.execute(
            "INSERT INTO config_changes(ts, file, source, changes) VALUES (?, ?, ?, ?)",
            (time.time(), path.name, source, json.dumps(changes, ensure_ascii=False, default=str)),
        )
        return int(cur.lastrowid or 0)


def observe_quietly(path: Path, source: str = "by hand") -> None:
    """:func:`observe` for load and save paths: auditing must never stop Tandem from starting."""
    try:
        observe(path, source)
    except Exception:  # a full disk or a locked database must not stop a start or a save
        return


def observe_home(settings_source: str = "by hand") -> None:
    """Observe the data home's settings.toml and routing.toml (quietly). Tandem never writes
    routing.toml except its first copy of the defaults, so a change there was made by hand."""
    from app.core.paths import data_home, settings_path

    observe_quietly(settings_path(), settings_source)
    observe_quietly(data_home() / "routing.toml", "by hand")


def file_seen(path: Path, source: str) -> None:
    """The config's file observer (app/core/monitor/hooks.py): the settings file brings
    routing.toml along (:func:`observe_home`); any other file is observed alone."""
    from app.core.paths import settings_path

    if path == settings_path():
        observe_home(source)
    else:
        observe_quietly(path, source)


def record_key_change(provider: str, present: bool, *, db_file: Path | None = None) -> None:
    """A cloud key was saved (``present``) or removed: presence only, never the key."""
    change = {"key": f"keyring.{provider}.api_key", "old": None, "new": SET if present else UNSET}
    with db.connect(db_file) as conn:
        conn.execute(
            "INSERT INTO config_changes(ts, file, source, changes) VALUES (?, ?, ?, ?)",
            (time.time(), "keyring", "app", json.dumps([change])),
        )


def changes(limit: int = 50, *, db_file: Path | None = None) -> list[ConfigChange]:
    """The recorded changes, newest first."""
    with db.connect(db_file) as conn:
        rows = conn.execute(
            "SELECT id, ts, file, source, changes FROM config_changes "
            "ORDER BY ts DESC, id DESC LIMIT ?",
            (max(0, limit),),
        ).fetchall()
    return [ConfigChange(r[0], r[1], r[2], r[3], json.loads(r[4])) for r in rows]
