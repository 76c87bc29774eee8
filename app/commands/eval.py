"""`tandem eval routing FILE.jsonl [--png OUT] [--json]`: how well does auto mode route?

Each line is ``{"prompt", "local_ok"}`` (optionally ``"cloud_ok"``, default true): whether the
device's answer to that prompt was acceptable. The router scores every prompt the way auto mode
does (the learned difficulty estimate over the USE embedding, the local model's declared
languages; the estimate calibrated from the configured local model file's own labels where it has
them, or the shipped one with ``--shipped``), and the quality / cloud-call curve follows, with APGR and CPT(50%) / CPT(80%) as
RouteLLM defines them (app/core/routing/evaluation.py).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from app.commands._output import emit_json


def _fail(message: str) -> None:
    from app.cli import CliError

    raise CliError(message)


def read_lines(path: Path) -> list[dict[str, object]]:
    """The JSON lines, each checked to have a text ``prompt`` and a boolean ``local_ok``."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        _fail(f"cannot read {path}: {exc.strerror}")
    rows = []
    for n, raw in enumerate(data.splitlines(), 1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:  # named like a non-JSON line, not a bare traceback
            _fail(
                f"{path}:{n}: not valid UTF-8 text (byte 0x{raw[exc.start]:02x} at column "
                f"{exc.start + 1})"
            )
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            _fail(f"{path}:{n}: not a JSON object")
        if (
            not isinstance(row, dict)
            or not isinstance(row.get("prompt"), str)
            or not isinstance(row.get("local_ok"), bool)
        ):
            _fail(f'{path}:{n}: each line needs "prompt" (text) and "local_ok" (true/false)')
        rows.append(row)
    if not rows:
        _fail(f"{path}: no lines")
    return rows


def run_routing(args: argparse.Namespace) -> int:
    from app.core.routing.calibration import configured_estimate
    from app.core.routing.evaluation import curve, router_scores

    rows = read_lines(Path(args.file))
    try:
        model, about, languages = configured_estimate(shipped=args.shipped)
        scores = router_scores([str(r["prompt"]) for r in rows], languages, model)
    except RuntimeError as exc:
        _fail(str(exc))
    cloud = [bool(r.get("cloud_ok", True)) for r in rows]
    report = curve(scores, [r["local_ok"] is True for r in rows], cloud)
    out = report.as_json()
    out["estimate"] = about
    if args.png:
        from app.commands._chart import write_curve_png

        try:
            write_curve_png(report, Path(args.png))
        except OSError as exc:
            _fail(f"cannot write {args.png}: {exc.strerror or exc}")
        out["png"] = str(args.png)
    if args.json:
        emit_json(out)
    else:
        print(
            f"{report.n} prompts; quality local-only {report.q_local:.0%}, "
            f"cloud-only {report.q_cloud:.0%}"
        )
        print(f"APGR {report.apgr:.3f}   CPT(50%) {report.cpt50:.1%}   CPT(80%) {report.cpt80:.1%}")
        kind = "calibrated" if about["calibrated"] else "shipped"
        print(
            f"estimate: {kind} for {about['model_file']} ({about['labels']} labels; {about['why']})"
        )
        if args.png:
            print(f"chart: {args.png}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("eval", help="evaluate parts of Tandem on your own data")
    kinds = p.add_subparsers(dest="eval_kind", metavar="KIND")
    r = kinds.add_parser(
        "routing", help='routing quality on {"prompt","local_ok"} lines: APGR, CPT(50%%)'
    )
    r.add_argument("file", metavar="FILE.jsonl")
    r.add_argument("--png", metavar="OUT", help="write the quality / cloud-fraction chart here")
    r.add_argument("--json", action="store_true", help='print {"apgr","cpt50","cpt80","points"}')
    r.add_argument(
        "--shipped",
        action="store_true",
        help="score with the shipped estimate, not the one calibrated for the local model",
    )
    r.set_defaults(func=run_routing)
