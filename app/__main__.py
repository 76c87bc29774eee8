"""`python -m app` is the same as `tandem`."""

from app.cli import main

raise SystemExit(main())
