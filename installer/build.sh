#!/usr/bin/env bash
# Build the self-contained Linux bundle, package it, and smoke-test it.
#   bash installer/build.sh
# Output: build/dist/tandem/ (one-folder bundle), build/tandem-<version>-linux-<arch>.tar.gz,
# and build/size-report.txt (the largest parts of the bundle).
set -euo pipefail
# Any step that fails says so: the smoke test at the end must never be skipped silently. The
# EXIT trap also catches a way out that is not an error (an `exit 0` before the smoke test, a
# step that stops the script without failing): unless the smoke test passed, the build fails.
smoke_passed=0
trap 'echo "[tandem build] failed at line $LINENO (exit $?)" >&2' ERR
finish() {
  local rc=$?
  if [ "$smoke_passed" != 1 ]; then
    echo "[tandem build] FAILED: the bundle was NOT smoke-tested (exit $rc)" >&2
    [ "$rc" -ne 0 ] || rc=1
    exit "$rc"
  fi
}
trap finish EXIT
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
bash "$here/bootstrap.sh"
cd "$root"
py="$root/.venv/bin/python"
"$py" -m pip install --quiet --disable-pip-version-check 'pyinstaller>=6.10'
if ! dpkg-query -W -f='${Status}' x11-utils 2>/dev/null | grep -q "install ok installed"; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get install -y -qq --no-install-recommends x11-utils >/dev/null  # xwininfo for the smoke test
fi
[ -f i18n/build.py ] && "$py" i18n/build.py --release-only  # .qm from the committed .ts

version="$("$py" -c 'import app; print(app.__version__)')"
arch="$(uname -m)"
start=$(date +%s)
"$root/.venv/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath build/dist --workpath build/work installer/tandem.spec
bundle="build/dist/tandem"
install -Dm644 resources/tandem.desktop "$bundle/share/applications/tandem.desktop"
install -Dm644 resources/icons/tandem.svg "$bundle/share/icons/hicolor/scalable/apps/tandem.svg"
tarball="build/tandem-$version-linux-$arch.tar.gz"
tar -C build/dist -czf "$tarball" tandem
end=$(date +%s)

{
  echo "bundle: $(du -sh "$bundle" | cut -f1)  tar.gz: $(du -sh "$tarball" | cut -f1)  build: $((end - start)) s"
  echo "largest parts:"
  # awk takes the first 15 itself and reads to the end: `head` would close the pipe early, and
  # under pipefail sort's SIGPIPE (exit 141) ended the build before its smoke test ran.
  du -s "$bundle"/_internal/* 2>/dev/null | sort -rn | awk 'NR <= 15 {printf "  %6.1f MB  %s\n", $1/1024, $2}'
} | tee build/size-report.txt

bash "$here/smoke_test.sh" "$bundle"
smoke_passed=1
echo "[tandem build] bundle built and smoke-tested: $bundle, $tarball"
