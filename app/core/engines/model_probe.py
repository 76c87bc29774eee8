"""Is a GGUF file a model llama.cpp can load? (issue 31 item 5, for ``tandem doctor``).

Two steps: the header is read (:mod:`app.core.models.gguf_info`: a truncated or random header fails
here, in a few ms), then the model is loaded by llama.cpp in a process of its own, so that a file
that makes llama.cpp abort takes only that process down, and the check's memory is given back
when it exits. ``python -m app.core.engines.model_probe PATH`` is that process: it prints one line
(``ok`` or what failed) and exits 0 or 1.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

LOAD_TIMEOUT_S = 180.0


def model_file_problem(path: Path, timeout_s: float = LOAD_TIMEOUT_S) -> str | None:
    """What is wrong with the model file, in one line, or None when it loads."""
    from app.core.models.gguf_info import GGUFError, read_info

    try:
        read_info(path)
    except GGUFError as exc:
        return f"its header cannot be read ({exc})"
    except OSError as exc:
        return f"it cannot be read ({exc.strerror})"
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "app.core.engines.model_probe", str(path)],
            capture_output=True,
            text=True,
            timeout=timeout_s,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"llama.cpp did not load it within {timeout_s:.0f} s"
    if proc.returncode == 0:
        return None
    said = [ln.strip() for ln in proc.stdout.splitlines() if ln.strip()]
    if proc.returncode < 0:
        return f"llama.cpp crashed loading it (signal {-proc.returncode})"
    return said[-1] if said else f"llama.cpp could not load it (exit {proc.returncode})"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0])
    from app.core.engines.llama_compat import check_gguf, load_llama

    try:
        check_gguf(path, ValueError)
        llm = load_llama(path, n_ctx=256, n_batch=32, n_threads=1, n_gpu_layers=0, verbose=False)
    except Exception as exc:  # one line for doctor: what llama.cpp said
        print(f"llama.cpp could not load it ({exc})", flush=True)
        return 1
    llm.close()
    print("ok", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
