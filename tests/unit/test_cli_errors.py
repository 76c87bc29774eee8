"""Bad arguments are one line on stderr and exit status 2; the usage is for --help only
(docs/ARCHITECTURE.md §3)."""

from __future__ import annotations

import pytest

from app.cli import main


@pytest.mark.parametrize(
    ("argv", "command", "says"),
    [
        (["frobnicate"], "tandem", "invalid choice: 'frobnicate'"),
        (["ask", "hi", "--mode", "bogus"], "tandem ask", "invalid choice: 'bogus'"),
        (["ask"], "tandem ask", "required: question"),
        (["index", "x"], "tandem index", "required: --collection"),
        (["search", "q", "-k", "many"], "tandem search", "invalid int value: 'many'"),
        (["models"], "tandem models", "required"),
    ],
)
def test_argument_errors_are_one_line(
    argv: list[str], command: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    [line] = err.splitlines()
    assert line.startswith(f"{command}: error: ") and says in line
    assert "usage:" not in err
    assert line.endswith(f"(see {command} --help)")


def test_help_still_shows_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["ask", "--help"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.startswith("usage: tandem ask")
