"""Shared output helpers for subcommands."""

from __future__ import annotations

import json
import sys


def emit_json(obj: object) -> None:
    """One JSON object on one line, flushed (consumers read line by line)."""
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()
