"""Where Tandem keeps its state, and keeping it private.

The data home is ``$TANDEM_HOME`` when set (tests and checks always set it), else the platform's
user data directory. Models live in ``<repo>/models`` for a source checkout, else in the data home.

The data home holds every question asked (history, traces, the audit log, Chroma's index), so on
POSIX it is created 0700 and its files 0600; a home found readable by others is tightened on
start, and that is said once on stderr (logger ``tandem``). On Windows mode bits mean nothing:
the per-user ``%LOCALAPPDATA%`` folder carries an ACL for the user, SYSTEM and Administrators
only. macOS is POSIX (the same modes apply) and ``~/Library`` is already 0700 there
(docs/ARCHITECTURE.md §13).
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
from pathlib import Path

APP_NAME = "Tandem"
PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600

log = logging.getLogger("tandem")

#: Data homes already checked in this process (the check costs a stat; the sweep a walk).
_CHECKED: set[str] = set()

#: The repository root when running from a source checkout (``app/`` sits beside ``models/``).
_SOURCE_ROOT = Path(__file__).resolve().parents[2]


def data_home() -> Path:
    """The data home, created on first use."""
    env = os.environ.get("TANDEM_HOME")
    if env:
        path = Path(env).expanduser()
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    if str(path) not in _CHECKED:
        path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
        ensure_private_home(path)
        _CHECKED.add(str(path))
    return path


def check_again(path: Path) -> None:
    """Check the data home ``path`` again on its next use (a test that loosens it on purpose)."""
    _CHECKED.discard(str(path))


def _posix() -> bool:
    return os.name == "posix"


def ensure_private_home(path: Path) -> int:
    """Tighten ``path`` to 0700 and everything in it to 0700/0600 when the home is readable
    by others; returns how many entries changed (0 when it already was private)."""
    if not _posix():
        return 0
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return 0
    if not mode & 0o077:
        return 0
    changed = tighten_tree(path)
    log.warning(
        "tandem: the data home %s was readable by other users (mode %s); "
        "tightened it to 0700 and its files to 0600",
        path,
        oct(mode)[2:].zfill(4),
    )
    return changed


def home_privacy(path: Path) -> tuple[bool, str]:
    """Is the data home private to this user? (for doctor)."""
    if not _posix():
        return True, "per-user folder (private by the platform's ACLs)"
    try:
        st = path.stat()
    except OSError as exc:
        return False, f"cannot stat: {exc}"
    mode = stat.S_IMODE(st.st_mode)
    if mode & 0o077:
        return False, f"readable by other users (mode {oct(mode)[2:].zfill(4)}): chmod 700 it"
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False, "owned by another user"
    return True, f"private (mode {oct(mode)[2:].zfill(4)})"


def make_private(path: Path) -> bool:
    """chmod one file 0600 or folder 0700 (never following a symlink); True when it changed."""
    if not _posix():
        return False
    try:
        st = path.lstat()
    except OSError:
        return False
    if stat.S_ISLNK(st.st_mode):
        return False
    want = PRIVATE_DIR_MODE if stat.S_ISDIR(st.st_mode) else PRIVATE_FILE_MODE
    mode = stat.S_IMODE(st.st_mode)
    if mode & want == mode:
        return False
    try:
        os.chmod(path, mode & want)
    except OSError:
        return False
    return True


def private_dirs(path: Path) -> None:
    """``mkdir -p`` where every folder it creates is 0700 (``Path.mkdir(parents=True)`` gives
    the missing parents the default mode); folders that already exist are left as they are."""
    missing: list[Path] = []
    p = path
    while not p.exists() and p != p.parent:
        missing.append(p)
        p = p.parent
    for folder in reversed(missing):
        folder.mkdir(exist_ok=True, mode=PRIVATE_DIR_MODE)
        make_private(folder)  # mkdir's mode is masked by the umask; 0700 either way


def create_private_file(path: Path) -> bool:
    """An empty file created 0600 (its folders 0700 when created), so whatever writes it next
    (SQLite, llama.cpp's ``fopen``, a library that opens for writing without truncating the
    mode) keeps that mode; an existing file is tightened instead. True when it was created."""
    private_dirs(path.parent)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE_MODE)
    except FileExistsError:
        make_private(path)
        return False
    os.close(fd)
    return True


def write_private(path: Path, data: str | bytes, *, encoding: str = "utf-8") -> None:
    """Write ``path`` whole and atomically with mode 0600 from its first byte: a temporary file
    created 0600 beside it (never 0644 for a moment, whatever the umask), then ``os.replace``.
    Its folders are created 0700. The one way Tandem writes a small file into the data home
    (docs/ARCHITECTURE.md §13)."""
    import tempfile

    private_dirs(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:  # mkstemp creates it 0600
            fh.write(data.encode(encoding) if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def private_db(path: Path) -> None:
    """An SQLite file (and its -wal/-shm companions, which SQLite creates with the database
    file's mode) made 0600: call right after ``sqlite3.connect``."""
    for p in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        make_private(p)


def tighten_tree(root: Path) -> int:
    """Make ``root`` and everything under it private (Chroma's SQLite and segment files too).
    Symlinks are not followed. Returns how many entries changed."""
    if not _posix():
        return 0
    changed = int(make_private(root))
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for name in dirnames + filenames:
            changed += make_private(Path(dirpath) / name)
    return changed


def bundle_root() -> Path | None:
    """The unpacked PyInstaller bundle, when running from one (its models ship inside it)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    return None


def is_source_checkout() -> bool:
    return (_SOURCE_ROOT / "pyproject.toml").is_file() and (
        _SOURCE_ROOT / "models" / "manifest.toml"
    ).is_file()


def manifest_path() -> Path:
    """The bundled-model manifest: the checkout's ``models/manifest.toml`` or the packaged copy."""
    env = os.environ.get("TANDEM_MANIFEST")
    if env:
        return Path(env)
    if is_source_checkout():
        return _SOURCE_ROOT / "models" / "manifest.toml"
    return Path(__file__).resolve().parent / "manifest.toml"


def models_dir() -> Path:
    """Where fetched model files are stored (``$TANDEM_MODELS_DIR`` overrides)."""
    env = os.environ.get("TANDEM_MODELS_DIR")
    if env:
        path = Path(env)
    elif (bundle := bundle_root()) is not None and (bundle / "models").is_dir():
        return bundle / "models"
    elif is_source_checkout():
        path = _SOURCE_ROOT / "models"
    else:
        path = data_home() / "models"
    private_dirs(path)  # inside the data home for an installed app: 0700 like the rest
    return path


def settings_path() -> Path:
    return data_home() / "settings.toml"


def db_path(name: str) -> Path:
    """An SQLite database in the data home (history, audit, traces)."""
    return data_home() / f"{name}.sqlite3"
