"""`python -m app` is the same as `tandem`; ``--tandem-child MODULE`` runs one of Tandem's child
processes instead (the installed bundle starts them so: app/core/engines/child.py)."""

import sys

if sys.argv[1:2] == ["--tandem-child"]:
    from app.core.engines.child import run_child_from_argv

    run_child_from_argv(sys.argv[1:])
    raise SystemExit(0)

from app.cli import main

raise SystemExit(main())
