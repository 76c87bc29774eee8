"""`tandem ocr FILE [--json]`: the text in a picture, read on the device (docs/ARCHITECTURE.md §17).

PNG, JPEG, WebP or BMP; a file that is not one, is too large or is broken is one line on stderr
and a non-zero exit. ``--json`` prints ``{"text","lines":[{"text","box","score"}]}``: ``box`` is
the line's four corners in the picture's pixels.
"""

from __future__ import annotations

import argparse

from app.cli import CliError
from app.commands._output import emit_json
from app.commands._services import open_services


def run(args: argparse.Namespace) -> int:
    from app.core.engines.images import ImageError, decode, read_image_file
    from app.core.engines.ocr import OcrError

    try:
        picture = decode(read_image_file(args.file))
    except ImageError as exc:
        raise CliError(str(exc)) from None
    with open_services() as services:
        try:
            result = services.ocr().read(picture.rgb)
        except OcrError as exc:
            raise CliError(str(exc)) from None
    if args.json:
        emit_json(result.as_json())
    else:
        print(result.text)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "ocr", help="the text in a picture (Chinese and English), read on the device"
    )
    p.add_argument("file", help="a PNG, JPEG, WebP or BMP picture")
    p.add_argument(
        "--json", action="store_true", help='print {"text","lines":[{"text","box","score"}]}'
    )
    p.set_defaults(func=run)
