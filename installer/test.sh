#!/usr/bin/env bash
# Set up on first use (as tandem.sh, plus the dev tools), then run the whole test suite:
# lint (ruff), architecture (import-linter: app.core never imports Qt), types (mypy, strict, on
# all of app: core, commands and ui),
# and pytest under a private D-Bus session with an unlocked gnome-keyring, Qt offscreen.
# Extra arguments go to pytest (e.g. `installer/test.sh tests/unit -x`).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
bash "$here/bootstrap.sh" dev
cd "$root"
bin="$root/.venv/bin"
echo "== ruff";          "$bin/ruff" check app tests bench i18n && "$bin/ruff" format --check app tests bench
echo "== import-linter"; "$bin/lint-imports"
echo "== mypy";          "$bin/mypy"
echo "== pytest"
exec dbus-run-session -- bash "$here/with_keyring.sh" "$bin/python" -m pytest "$@"
