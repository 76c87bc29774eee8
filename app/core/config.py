"""Typed, versioned settings stored as TOML in the data home.

Every option is declared once, with its type and default, in the dataclasses below. The file
carries ``version``; older files are migrated step by step on load (``MIGRATIONS``). Unknown keys
are kept out of the typed object and reported, so a typo in a hand-edited file is visible.
Secrets never live here: API keys go through :mod:`app.core.keychain` to the OS keyring, and
:func:`save_settings` refuses to write anything that looks like one.

Writes are atomic (temporary file + ``os.replace``), so a crash mid-write never leaves a torn file.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
import tomllib
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# One vocabulary (docs/ARCHITECTURE.md): levels, actions and modes are defined in events.
from app.core.events import ACTIONS as ACTIONS
from app.core.events import LEVELS as LEVELS
from app.core.events import MODES as MODES
from app.core.observers import Observers
from app.core.paths import settings_path
from app.core.ranges import bounded, first_problem

SCHEMA_VERSION = 2

TRUST_ZONES = ("device", "private", "public")
ZH_SCRIPTS = ("simplified", "traditional")  # app.core.engines.asr.ZH_SCRIPTS


class SettingsError(ValueError):
    """The settings file cannot be read or holds a value of the wrong type."""


def _default_policy() -> dict[str, dict[str, str]]:
    """docs/ARCHITECTURE.md §5: level x trust zone -> action."""
    return {
        "public": {"device": "send", "private": "send", "public": "send"},
        "internal": {"device": "send", "private": "send", "public": "send"},
        "confidential": {"device": "send", "private": "send", "public": "redact"},
        "restricted": {"device": "send", "private": "local", "public": "local"},
    }


def merge_policy(table: dict[str, dict[str, str]] | None) -> dict[str, dict[str, str]]:
    """A (possibly partial) policy table over the defaults: unnamed cells keep their default."""
    merged = _default_policy()
    for level, row in (table or {}).items():
        merged.setdefault(level, {}).update(row)
    return merged


def policy_problem(table: dict[str, dict[str, str]]) -> str | None:
    """What is wrong with a policy table (an unknown level, zone or action), or None."""
    for level, row in table.items():
        if level not in LEVELS:
            return f"unknown level {level!r}"
        for zone, action in row.items():
            if zone not in TRUST_ZONES or action not in ACTIONS:
                return f"{level}.{zone} = {action!r} is not valid"
    return None


@dataclass
class CloudSettings:
    """The cloud endpoint. The API key is in the keyring under ``provider``, never here."""

    provider: str = "custom"
    base_url: str = ""
    model: str = ""
    trust_zone: str = "public"
    timeout_s: float = bounded(60.0, 1, 600)  # seconds
    # Open the connection while the question is typed (a HEAD with no text of the user's):
    # the first cloud token comes a handshake sooner; off, the provider learns of a question
    # only when it is sent.
    preconnect: bool = True
    # What the model can do (ABILITIES); empty: not declared (a public model is assumed able).
    abilities: list[str] = field(default_factory=list)


#: The abilities an endpoint may declare (docs/ARCHITECTURE.md §6, candidates).
ABILITIES = ("en", "zh", "code", "reasoning", "long_context", "vision", "tools")
#: How an endpoint's key is found: ``auto`` (none for the LAN server presets, else the
#: keyring), ``keyring`` (the keyring, under the endpoint's name) or ``none`` (never asked).
AUTH_MODES = ("auto", "keyring", "none")


@dataclass
class EndpointSettings:
    """One ``[[endpoints]]`` table: a further place to run, beyond ``[cloud]``. Its key (if it
    needs one) is in the keyring under ``name``, never here."""

    name: str = ""
    base_url: str = ""
    model: str = ""
    trust_zone: str = "private"  # private | public
    provider: str = "custom"  # a preset (app/core/engines/cloud_llm.py PRESETS) or custom
    abilities: list[str] = field(default_factory=list)
    price_in: float = bounded(0.0, 0, 1000)  # USD per 1k tokens
    price_out: float = bounded(0.0, 0, 1000)
    context_window: int = bounded(0, 0, 1 << 24)  # 0: not declared
    auth: str = "auto"  # auto | keyring | none
    enabled: bool = True


@dataclass
class LocalSettings:
    llm_model: str = ""  # empty: the bundled SmolLM2
    llm_threads: int = bounded(0, 0, 512)  # 0: physical cores
    # Tokens; also clamped on load to the model's trained context and to free memory
    # (app/core/engines/context_fit.py).
    llm_context: int = bounded(2048, 256, 1 << 20)
    asr_model: str = "auto"  # auto | tiny.en | base | a folder
    asr_language: str = "auto"  # auto | en | zh
    # Chinese transcripts in simplified (mainland) or traditional (Taiwan) characters.
    zh_script: str = "simplified"  # simplified | traditional
    gpu_layers: str = "auto"  # auto | 0 | N: layers offloaded to a GPU build of llama.cpp
    # The chat model runs in its own process (app.core.engines.llm_host); false: in Tandem's.
    model_process: bool = True


@dataclass
class RoutingSettings:
    default_mode: str = "auto"
    daily_budget_usd: float = bounded(1.0, 0, 1000)
    max_request_usd: float = bounded(0.05, 0, 100)
    offline: bool = False


#: ``[privacy.entities]`` values (docs/ARCHITECTURE.md §5.1).
ENTITY_CHOICES: dict[str, tuple[str, ...]] = {
    "recognizer": ("model", "rules"),
    "persons": ("redact", "keep"),
    "organizations": ("redact", "keep"),
    "places": ("redact", "keep"),
    "well_known": ("pass", "redact"),
}


@dataclass
class EntitySettings:
    """Soft entities: people, organisations and places found by the entity recogniser.

    ``redact`` makes a private person, an organisation (an employer, a school, a clinic) or a
    place (a town, a street) an entity — confidential, replaced toward a public endpoint and
    restored on the device; ``keep`` lets that kind through. ``well_known = "pass"`` lets famous
    people, organisations, countries and large cities through. ``recognizer = "rules"`` turns the
    models off (patterns and word lists only).
    """

    recognizer: str = "model"
    persons: str = "redact"
    organizations: str = "redact"
    places: str = "redact"
    well_known: str = "pass"


def entity_settings_problem(section: EntitySettings) -> str | None:
    for key, choices in ENTITY_CHOICES.items():
        value = getattr(section, key)
        if value not in choices:
            return f"privacy.entities.{key} must be one of {', '.join(choices)}, not {value!r}"
    return None


@dataclass
class PrivacySettings:
    policy: dict[str, dict[str, str]] = field(default_factory=_default_policy)
    entities: EntitySettings = field(default_factory=EntitySettings)


@dataclass
class RagSettings:
    chroma_url: str = ""  # empty: the embedded PersistentClient in the data home
    top_k: int = bounded(4, 1, 50)
    # Passages below this relevance are never used or sent (app.core.rag.retrieval.MIN_SCORE).
    min_score: float = bounded(0.32, 0, 1)


@dataclass
class UiSettings:
    language: str = "system"  # system | en | zh_CN | zh_TW | ja | ko | es | fr | de | pt | ru
    theme: str = "system"  # system | light | dark
    send_on_speech_end: bool = True
    first_run_done: bool = False


@dataclass
class IndexLimits:
    """Per-file limits while indexing, so a hostile or huge file cannot exhaust memory
    (docs/ARCHITECTURE.md §2.3). A file over a limit fails with the limit's name."""

    max_file_mb: int = bounded(200, 1, 100_000)  # on-disk size of any one file
    # a docx's XML, an html file, a pdf's extracted text
    max_unpacked_mb: int = bounded(64, 1, 16_384)
    max_pdf_pages: int = bounded(5000, 1, 1_000_000)
    # text files larger than this are read and committed in pieces
    stream_text_mb: int = bounded(4, 1, 1024)


@dataclass
class MonitorSettings:
    """The monitor (``tandem stats``, the Monitor panel). Alert thresholds are in routing.toml."""

    # suggest rotating the stored cloud key after this many days; 0: never
    key_rotation_days: int = bounded(90, 0, 3650)


@dataclass
class VoiceSettings:
    """Spoken answers and hands-free conversation (app/core/voice)."""

    auto_speak: bool = False  # speak every answer as it streams
    engine: str = "auto"  # auto (neural English voice, espeak-ng otherwise) | neural | espeak-ng
    voice_en: str = ""  # empty: the engine's English voice (espeak-ng: en-us)
    voice_zh: str = ""  # empty: the engine's Mandarin voice (espeak-ng: cmn)
    rate: float = bounded(1.0, 0.5, 2.0)  # times the engine's normal speed
    volume: float = bounded(1.0, 0, 1)
    # hands-free: this much silence (seconds) ends the user's turn
    end_of_turn_s: float = bounded(0.7, 0.2, 5.0)
    barge_in: bool = True  # hands-free: speaking over the answer stops it and starts a new turn


@dataclass
class ModelsSettings:
    """The model catalog (models/catalog.toml): where downloads come from and go to."""

    hub_url: str = "https://huggingface.co"  # $HF_ENDPOINT overrides; a mirror for users in China
    download_dir: str = ""  # empty: <data home>/models


@dataclass
class CacheSettings:
    """The result cache for repeated light requests (docs/ARCHITECTURE.md §1, result cache)."""

    enabled: bool = True
    max_entries: int = bounded(500, 1, 1_000_000)  # least recently used beyond this go first
    ttl_days: float = bounded(7.0, 0.001, 3650)  # an entry older than this is never served


@dataclass
class ToolsSettings:
    """Tools (docs/ARCHITECTURE.md §16); MCP servers are in ``<data home>/mcp.json``."""

    #: A SearXNG instance for the built-in web_search tool (its ``/search?format=json``);
    #: empty: no web search is offered and nothing is fetched.
    searxng_url: str = ""
    #: The trust zone of that instance: its queries pass the privacy gate toward it.
    searxng_zone: str = "public"


def gpu_layers_problem(value: str) -> str | None:
    """``[local] gpu_layers`` is ``auto``, ``0`` or a positive layer count."""
    if value == "auto" or (value.isdigit() and int(value) >= 0):
        return None
    return f"local.gpu_layers must be auto, 0 or a number of layers, not {value!r}"


@dataclass
class Settings:
    version: int = SCHEMA_VERSION
    cloud: CloudSettings = field(default_factory=CloudSettings)
    local: LocalSettings = field(default_factory=LocalSettings)
    routing: RoutingSettings = field(default_factory=RoutingSettings)
    privacy: PrivacySettings = field(default_factory=PrivacySettings)
    rag: RagSettings = field(default_factory=RagSettings)
    ui: UiSettings = field(default_factory=UiSettings)
    index_limits: IndexLimits = field(default_factory=IndexLimits)
    monitor: MonitorSettings = field(default_factory=MonitorSettings)
    voice: VoiceSettings = field(default_factory=VoiceSettings)
    models: ModelsSettings = field(default_factory=ModelsSettings)
    cache: CacheSettings = field(default_factory=CacheSettings)
    endpoints: list[EndpointSettings] = field(default_factory=list)
    tools: ToolsSettings = field(default_factory=ToolsSettings)

    def validate(self) -> None:
        """Raise :class:`SettingsError` when a value is outside its allowed set."""
        if self.routing.default_mode not in MODES:
            raise SettingsError(f"routing.default_mode must be one of {MODES}")
        if self.cloud.trust_zone not in TRUST_ZONES:
            raise SettingsError(f"cloud.trust_zone must be one of {TRUST_ZONES}")
        problem = policy_problem(self.privacy.policy)
        if problem:
            raise SettingsError(f"privacy.policy: {problem}")
        problem = entity_settings_problem(self.privacy.entities)
        if problem:
            raise SettingsError(problem)
        for f in dataclasses.fields(self):  # every numeric option's declared range
            section = getattr(self, f.name)
            problem = first_problem(section, f"{f.name}.") if is_section(section) else None
            if problem:
                raise SettingsError(problem)
        if self.local.zh_script not in ZH_SCRIPTS:
            raise SettingsError(f"local.zh_script must be one of {ZH_SCRIPTS}")
        problem = gpu_layers_problem(self.local.gpu_layers)
        if problem:
            raise SettingsError(problem)
        problem = endpoints_problem(self)
        if problem:
            raise SettingsError(problem)
        if self.tools.searxng_zone not in ("private", "public"):
            raise SettingsError("tools.searxng_zone must be private or public")
        url = self.tools.searxng_url.strip()
        if url and not url.startswith(("http://", "https://")):
            raise SettingsError("tools.searxng_url must start with http:// or https://")


def endpoints_problem(settings: Settings) -> str | None:
    """What is wrong with ``[cloud] abilities`` or the ``[[endpoints]]`` tables, or None: a name
    that is empty, repeated or reserved, a zone, ability or auth mode outside its set, a range."""
    bad = [a for a in settings.cloud.abilities if a not in ABILITIES]
    if bad:
        return f"cloud.abilities: {bad[0]!r} is not one of {', '.join(ABILITIES)}"
    seen: set[str] = {"device"}
    cloud = settings.cloud
    if cloud.base_url or cloud.provider != "custom":  # the [cloud] endpoint's name is taken
        seen.add(cloud.provider if cloud.provider != "custom" else "cloud")
    for i, ep in enumerate(settings.endpoints):
        where = f"endpoints[{i}]"
        name = ep.name.strip()
        if not name:
            return f"{where}.name is empty: every endpoint needs a unique name"
        if name in seen:
            return f"{where}.name {name!r} is used twice (or reserved): names must be unique"
        seen.add(name)
        if ep.trust_zone not in ("private", "public"):
            return f"{where}.trust_zone must be private or public, not {ep.trust_zone!r}"
        bad = [a for a in ep.abilities if a not in ABILITIES]
        if bad:
            return f"{where}.abilities: {bad[0]!r} is not one of {', '.join(ABILITIES)}"
        if ep.auth not in AUTH_MODES:
            return f"{where}.auth must be one of {', '.join(AUTH_MODES)}, not {ep.auth!r}"
        problem = first_problem(ep, f"{where}.")
        if problem:
            return problem
    return None


def is_section(value: object) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type)


@dataclass
class LoadResult:
    settings: Settings
    unknown_keys: list[str]
    migrated_from: int | None


# ---------------------------------------------------------------- migrations


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """v1 kept the cloud URL as ``cloud.api_base`` and the mode as top-level ``mode``."""
    cloud = data.setdefault("cloud", {})
    if "api_base" in cloud:
        cloud["base_url"] = cloud.pop("api_base")
    if "mode" in data:
        data.setdefault("routing", {})["default_mode"] = data.pop("mode")
    return data


#: ``MIGRATIONS[n]`` turns a version-n mapping into a version-(n+1) mapping.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def migrate(table: Mapping[str, object]) -> tuple[dict[str, object], int | None]:
    """``table`` (a settings file's TOML, any version) as a copy in this version's layout, and
    the version it was migrated from (None when it was current)."""
    data: dict[str, Any] = dict(table)  # nested tables are edited in place: Any inside only
    version = data.get("version", 1)
    if not isinstance(version, int) or version < 1:
        raise SettingsError(f"settings version {version!r} is not valid")
    if version > SCHEMA_VERSION:
        raise SettingsError(
            f"settings file is version {version}, newer than this Tandem ({SCHEMA_VERSION})"
        )
    start = version
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    data["version"] = SCHEMA_VERSION
    return data, (start if start != SCHEMA_VERSION else None)


# ---------------------------------------------------------------- typed conversion


def _coerce(value: Any, hint: Any, where: str, unknown: list[str] | None = None) -> Any:
    origin = typing.get_origin(hint)
    if dataclasses.is_dataclass(hint):  # an entry of a list of tables ([[endpoints]])
        if not isinstance(value, dict):
            raise SettingsError(f"{where}: expected a table")
        return _from_mapping(hint, value, f"{where}.", [] if unknown is None else unknown)  # type: ignore[arg-type]
    if hint is bool:
        if not isinstance(value, bool):
            raise SettingsError(f"{where}: expected true/false, got {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise SettingsError(f"{where}: expected an integer, got {value!r}")
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise SettingsError(f"{where}: expected a number, got {value!r}")
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise SettingsError(f"{where}: expected a string, got {value!r}")
        return value
    if origin is dict:
        if not isinstance(value, dict):
            raise SettingsError(f"{where}: expected a table")
        _, vt = typing.get_args(hint)
        return {str(k): _coerce(v, vt, f"{where}.{k}") for k, v in value.items()}
    if origin is list:
        if not isinstance(value, list):
            raise SettingsError(f"{where}: expected a list")
        (it,) = typing.get_args(hint)
        return [_coerce(v, it, f"{where}[{i}]", unknown) for i, v in enumerate(value)]
    if origin in (types.UnionType, typing.Union):
        raise SettingsError(f"{where}: unions are not supported in settings")
    raise SettingsError(f"{where}: unsupported type {hint!r}")


def _from_mapping(cls: type[Any], data: dict[str, Any], prefix: str, unknown: list[str]) -> Any:
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        where = f"{prefix}{key}"
        if key not in hints:
            unknown.append(where)
            continue
        hint = hints[key]
        if dataclasses.is_dataclass(hint):
            if not isinstance(value, dict):
                raise SettingsError(f"{where}: expected a table")
            kwargs[key] = _from_mapping(hint, value, f"{where}.", unknown)  # type: ignore[arg-type]
        else:
            kwargs[key] = _coerce(value, hint, where, unknown)
    return cls(**kwargs)


def _entity_keys_in_policy(data: dict[str, Any]) -> None:
    """``[privacy.policy]`` may also hold the soft-entity keys (``persons = "keep"``, as issue
    24 names the section): they are read as ``[privacy.entities]``, which wins where both name
    a key. Tables are copied, never changed in place."""
    privacy = data.get("privacy")
    policy = privacy.get("policy") if isinstance(privacy, dict) else None
    if not isinstance(policy, dict) or not any(k in ENTITY_CHOICES for k in policy):
        return
    assert isinstance(privacy, dict)
    entities = privacy.get("entities")
    moved = {k: v for k, v in policy.items() if k in ENTITY_CHOICES}
    data["privacy"] = {
        **privacy,
        "policy": {k: v for k, v in policy.items() if k not in ENTITY_CHOICES},
        "entities": {**moved, **(entities if isinstance(entities, dict) else {})},
    }


def settings_from_dict(table: Mapping[str, object]) -> LoadResult:
    migrated, migrated_from = migrate(table)
    data: dict[str, Any] = migrated  # nested tables are checked by _from_mapping
    local = data.get("local")
    if isinstance(local, dict) and isinstance(local.get("gpu_layers"), int):
        local["gpu_layers"] = str(local["gpu_layers"])  # `gpu_layers = 20` reads as "20"
    _entity_keys_in_policy(data)
    unknown: list[str] = []
    settings = _from_mapping(Settings, data, "", unknown)
    if "privacy" in data and "policy" in data["privacy"]:
        # A partial policy table keeps the defaults for the rows it does not name.
        settings.privacy.policy = merge_policy(settings.privacy.policy)
    settings.validate()
    return LoadResult(settings, unknown, migrated_from)


# ---------------------------------------------------------------- file I/O

_SECRET_WORDS = ("api_key", "apikey", "secret", "password", "token")


def _check_no_secrets(data: dict[str, Any], prefix: str = "") -> None:
    for key, value in data.items():
        if any(word in key.lower() for word in _SECRET_WORDS):
            raise SettingsError(
                f"{prefix}{key}: secrets belong in the keyring, not the settings file"
            )
        if isinstance(value, dict):
            _check_no_secrets(value, f"{prefix}{key}.")


def load_settings(path: Path | None = None) -> LoadResult:
    """Read the settings file; a missing file gives the defaults."""
    path = path or settings_path()
    _audit_config(path, "by hand")  # a difference found on load was made outside Tandem
    if not path.exists():
        return LoadResult(Settings(), [], None)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SettingsError(f"{path}: not valid TOML ({exc})") from exc
    try:
        result = settings_from_dict(data)
    except SettingsError as exc:
        raise SettingsError(f"{path}: {exc}") from None
    if result.migrated_from is not None:
        save_settings(result.settings, path)
    return result


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a temporary file in the same folder, then ``os.replace``."""
    import tomli_w

    settings.validate()
    path = path or settings_path()
    data = dataclasses.asdict(settings)
    _check_no_secrets(data)
    text = tomli_w.dumps(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".toml", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _audit_config(path, "app")


#: Who hears that a settings or rules file was read or written: ``observer(path, source)``, the
#: source "app" (Tandem wrote it) or "by hand" (a difference found on reading was made outside
#: Tandem). The config audit registers here (app/core/monitor/hooks.py, installed by each entry
#: point), so config, the bottom of the core, imports nothing above it.
FileObserver = Callable[[Path, str], None]
FILE_OBSERVERS: Observers[[Path, str]] = Observers()


def add_file_observer(observer: FileObserver) -> None:
    """Register ``observer`` (once) for every settings or rules file read or written."""
    FILE_OBSERVERS.add(observer)


def file_seen(path: Path, source: str = "by hand") -> None:
    """Tell the observers that ``path`` was read or written. Auditing must never stop Tandem from
    starting or saving: an observer's failure is dropped."""
    FILE_OBSERVERS.tell(path, source)


def _audit_config(path: Path, source: str) -> None:
    """Record what changed in the settings (and the routing rules) since last seen."""
    file_seen(path, source)
