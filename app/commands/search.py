"""`tandem search QUERY [--collection NAME]... [-k N] [--json]`: retrieval only, no model answer."""

from __future__ import annotations

import argparse

from app.cli import CliError
from app.commands._output import emit_json
from app.commands._services import open_services


def run(args: argparse.Namespace) -> int:
    from app.core.rag.document_store import StoreError

    if not args.query.strip():
        raise CliError("the query is empty")
    with open_services() as services:
        if args.k is None:
            args.k = services.settings.rag.top_k
        if args.k < 1:
            raise CliError("-k must be at least 1")
        try:
            hits = services.documents().search(args.query, args.collection or None, k=args.k)
        except StoreError as exc:
            raise CliError(str(exc)) from exc
    if args.json:
        emit_json(
            {
                "hits": [
                    {
                        "source": h.source,
                        "page": h.page,
                        "chunk": h.chunk,
                        "score": h.score,
                        "text": h.text,
                        "collection": h.collection,
                        "label": h.label,
                        "path": h.path,
                    }
                    for h in hits
                ]
            }
        )
        return 0
    if not hits:
        print("no hits (is anything indexed? see `tandem index --help`)")
    for n, h in enumerate(hits, start=1):
        where = f"{h.path}" + (f" p.{h.page}" if h.page else "")
        print(f"{n}. [{h.score:.3f}] {where} ({h.collection}, {h.label})")
        print(f"   {h.text[:300]}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("search", help="retrieve passages from indexed documents")
    p.add_argument("query", metavar="QUERY")
    p.add_argument(
        "--collection",
        action="append",
        metavar="NAME",
        help="search only this collection (repeatable; default: all)",
    )
    p.add_argument(
        "-k", type=int, default=None, metavar="N", help="number of hits (default: rag.top_k, 4)"
    )
    p.add_argument("--json", action="store_true", help='print {"hits":[...]}')
    p.set_defaults(func=run)
