"""Issue 30, item 1: code, its "Copy code" link and a disabled button are readable in both
themes, also after the theme is switched with answers on screen."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

CODE = 'def is_palindrome(s):\n    """True when s reads the same backwards."""\n    # reversed\n    return s == s[::-1] and len(s) != 42'
TEXT = f"Here it is:\n\n```python\n{CODE}\n```\n\nDone."


def _stream() -> list[Any]:
    from app.core import events as ev

    rid = "code0030"
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "local", ["device"], ["local mode"]),
        ev.DraftEvent(rid, TEXT),
        ev.FinalEvent(rid, "local", TEXT),
    ]


def _hex(colour: Any) -> str:
    return str(colour.name())


def _code_colours(body: Any) -> tuple[set[str], list[tuple[str, str]]]:
    """The code blocks' backgrounds, and (foreground, background) for every code fragment."""
    from PySide6.QtGui import QTextFormat

    backgrounds: set[str] = set()
    pairs: list[tuple[str, str]] = []
    block = body.document().begin()
    while block.isValid():
        if block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
            bg = _hex(block.blockFormat().background().color())
            backgrounds.add(bg)
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid() and fragment.text().strip():
                    fmt = fragment.charFormat()
                    fg = (
                        _hex(fmt.foreground().color())
                        if fmt.hasProperty(QTextFormat.Property.ForegroundBrush)
                        else _hex(body.palette().text().color())
                    )
                    pairs.append((fg, bg))
                it += 1
        block = block.next()
    return backgrounds, pairs


def _copy_link_colour(body: Any) -> str:
    block = body.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().anchorHref().startswith("copy-code:"):
                return _hex(fragment.charFormat().foreground().color())
            it += 1
        block = block.next()
    raise AssertionError("no Copy code link")


def _rendered(widget: Any) -> tuple[str, str]:
    """The most common pixel colour of a rendered widget (its background) and the pixel that
    contrasts most with it (its ink)."""
    from PySide6.QtGui import QColor

    from app.ui.base.contrast import ratio

    image = widget.grab().toImage()
    counts: Counter[str] = Counter()
    for y in range(2, image.height() - 2):
        for x in range(2, image.width() - 2):
            counts[QColor(image.pixel(x, y)).name()] += 1
    background = counts.most_common(1)[0][0]
    ink = max(counts, key=lambda c: ratio(c, background))
    return background, ink


@pytest.mark.parametrize(
    ("first", "then"), [("light", "light"), ("dark", "dark"), ("light", "dark"), ("dark", "light")]
)
def test_code_and_copy_link_read_at_wcag_aa_in_both_themes(
    qtbot: Any, make_window: Any, qapp: Any, first: str, then: str
) -> None:
    from app.ui.base.contrast import ratio
    from app.ui.base.theme import apply_theme

    apply_theme(qapp, first)
    try:
        window = make_window(sc.ScenarioPipeline(_stream()))
        window.ask("palindrome")
        body = finished(qtbot, window).body
        apply_theme(qapp, then)  # switched live: what is on screen follows
        qtbot.wait(50)
        backgrounds, pairs = _code_colours(body)
        assert len(backgrounds) == 1 and len(pairs) >= 8
        worst = min(ratio(fg, bg) for fg, bg in pairs)
        assert worst >= 4.5, (then, worst, pairs)
        assert len({fg for fg, _ in pairs}) >= 3  # highlighted: keywords, strings, comments
        card = {"light": "#ffffff", "dark": "#2b2d31"}[then]  # QFrame#answer in the sheet
        assert ratio(_copy_link_colour(body), card) >= 4.5
        # The pixels: the code block is drawn on the theme's code background, and its darkest
        # (light theme) or lightest (dark theme) ink reaches AA on it.
        body.resize(700, body.height())
        image = body.grab().toImage()
        from PySide6.QtGui import QColor

        code_bg = next(iter(backgrounds))
        drawn = Counter(
            QColor(image.pixel(x, y)).name()
            for y in range(image.height())
            for x in range(image.width())
        )
        assert drawn[code_bg] > 2000  # the block's background is there
        inks = [c for c in drawn if ratio(c, code_bg) >= 4.5]
        assert inks
        dark_bg = ratio(code_bg, "#000000") < ratio(code_bg, "#ffffff")
        assert dark_bg == (then == "dark")
    finally:
        apply_theme(qapp, "light")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_disabled_talk_button_looks_disabled(
    qtbot: Any, make_window: Any, qapp: Any, theme: str
) -> None:
    from app.ui.base.contrast import ratio
    from app.ui.base.theme import apply_theme

    apply_theme(qapp, theme)
    try:
        window = make_window(sc.ScenarioPipeline(_stream()))
        button = window.input.talk_button
        window.input.set_microphone(None)
        qtbot.wait(20)
        on_bg, on_ink = _rendered(button)
        window.input.set_microphone("no input device")
        qtbot.wait(20)
        off_bg, off_ink = _rendered(button)
        assert not button.isEnabled()
        # Disabled reads weaker than enabled, by a margin a user sees.
        assert ratio(off_ink, off_bg) < ratio(on_ink, on_bg) - 2, (on_bg, on_ink, off_bg, off_ink)
        if theme == "dark":  # the dark sheet also flattens a disabled button's face
            assert off_bg != on_bg
    finally:
        apply_theme(qapp, "light")
