#!/usr/bin/env bash
# Set up on first use (system libraries, .venv, bundled models), then start Tandem:
# with no argument the window, with arguments the command line (`installer/tandem.sh ask "..."`).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/bootstrap.sh"
exec "$here/../.venv/bin/tandem" "$@"
