#!/usr/bin/env bash
# Package build/dist/Tandem.app into build/Tandem-<version>.dmg (macOS only: uses hdiutil).
# Sign and notarise before distribution:
#   codesign --deep --force --options runtime --sign "Developer ID Application: ..." build/dist/Tandem.app
#   xcrun notarytool submit build/Tandem-<version>.dmg --keychain-profile tandem --wait
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version="$("$root/.venv/bin/python" -c 'import app; print(app.__version__)')"
app="$root/build/dist/Tandem.app"
[ -d "$app" ] || { echo "build Tandem.app first (installer/macos/tandem-mac.spec)" >&2; exit 1; }
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Tandem" -srcfolder "$stage" -ov -format UDZO "$root/build/Tandem-$version.dmg"
