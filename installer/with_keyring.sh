#!/usr/bin/env bash
# Run a command with a private, unlocked gnome-keyring (Secret Service) on the current D-Bus
# session. The keyring lives in a throwaway folder: tests never touch the user's real keychain.
set -euo pipefail
export XDG_DATA_HOME="$(mktemp -d -t tandem-keyring-XXXXXX)"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
eval "$(printf 'tandem-test' | gnome-keyring-daemon --unlock --components=secrets --daemonize 2>/dev/null)"
export GNOME_KEYRING_CONTROL
"$@"
