#!/usr/bin/env bash
# Smoke-test a built bundle from a temporary folder, with no virtual environment on PATH and a
# fresh TANDEM_HOME: doctor's model checks, a local answer, and the window under Xvfb.
#   bash installer/smoke_test.sh build/dist/tandem
set -euo pipefail
bundle="$(cd "$1" && pwd)"
work="$(mktemp -d -t tandem-smoke-XXXXXX)"
trap 'rm -rf "$work"' EXIT
cd "$work"
run() { env -i HOME="$work" PATH=/usr/bin:/bin TANDEM_HOME="$work/home" LANG=C.UTF-8 "$@"; }

echo "== doctor"
run "$bundle/tandem" doctor --json > doctor.json || true
python3 - doctor.json <<'PY'
import json, sys
checks = json.load(open(sys.argv[1]))["checks"]
models = [c for c in checks if c["name"].startswith("model:")]
bad = [c for c in models if not c["ok"]]
assert models and not bad, bad
print(f"ok: {len(models)} model checks verified")
PY

echo "== ask (local)"
run "$bundle/tandem" ask "hello" --mode local --json > ask.jsonl
python3 - ask.jsonl <<'PY'
import json, sys
events = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert events and events[-1]["event"] == "final", events[-3:]
assert events[-1]["text"].strip(), "empty answer"
print(f"ok: {len(events)} events, final from {events[-1]['source']}")
PY

echo "== window under Xvfb"
run xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  "$0" & pid=$!
  for i in $(seq 1 60); do
    if xwininfo -root -tree 2>/dev/null | grep -q "\"Tandem"; then echo "ok: window shown after ~$((i/2)) s"; kill $pid; wait $pid 2>/dev/null; exit 0; fi
    sleep 0.5
  done
  kill $pid 2>/dev/null; echo "window did not appear"; exit 1' "$bundle/tandem"
echo "smoke test passed"
