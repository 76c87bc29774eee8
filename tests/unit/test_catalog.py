"""The model catalog, the capability record for the router, GGUF headers and the GPU plan."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from app.core.config import Settings, SettingsError, save_settings, settings_from_dict
from app.core.models import catalog, gpu, model_manager
from app.core.models.catalog import CatalogError, local_model_capabilities, resolve_local_model
from app.core.models.gguf_info import GGUFError, GGUFInfo, read_info
from app.core.models.model_files import load_manifest

# ---------------------------------------------------------------- a synthetic GGUF header


def _s(text: str) -> bytes:
    raw = text.encode()
    return struct.pack("<Q", len(raw)) + raw


def write_gguf(path: Path, **over: object) -> Path:
    kv: list[tuple[str, int, bytes]] = [
        ("general.architecture", 8, _s("qwen2")),
        ("general.name", 8, _s("Tiny Test")),
        ("general.size_label", 8, _s("1.5B")),
        ("general.file_type", 4, struct.pack("<I", 15)),
        ("qwen2.block_count", 4, struct.pack("<I", 28)),
        ("qwen2.context_length", 4, struct.pack("<I", 32768)),
        ("qwen2.embedding_length", 4, struct.pack("<I", 1536)),
        ("qwen2.attention.head_count", 4, struct.pack("<I", 12)),
        ("qwen2.attention.head_count_kv", 4, struct.pack("<I", 2)),
        # arrays: strings (the vocabulary) and numbers (scores) are skipped
        ("tokenizer.ggml.tokens", 9, struct.pack("<IQ", 8, 2) + _s("a") + _s("b")),
        ("tokenizer.ggml.scores", 9, struct.pack("<IQ", 6, 2) + struct.pack("<ff", 0.1, 0.2)),
        ("qwen2.rope.freq_base", 6, struct.pack("<f", 1e6)),
    ]
    body = b"".join(_s(k) + struct.pack("<I", t) + v for k, t, v in kv)
    path.write_bytes(
        b"GGUF" + struct.pack("<IQQ", int(over.get("version", 3)), 0, len(kv)) + body + b"\0" * 64
    )
    return path


def test_gguf_header_is_read_without_loading(tmp_path: Path) -> None:
    info = read_info(write_gguf(tmp_path / "t.gguf"))
    assert info == GGUFInfo("qwen2", "Tiny Test", 28, 32768, 1536, 12, 2, "Q4_K_M", "1.5B")
    # K and V, f16, 28 layers, 1536 * 2 / 12 = 256 dims
    assert info.kv_bytes_per_token() == 2 * 2 * 28 * 256


def test_gguf_errors_are_clear(tmp_path: Path) -> None:
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"NOPE" + b"\0" * 20)
    with pytest.raises(GGUFError, match="not a GGUF"):
        read_info(bad)
    with pytest.raises(GGUFError, match="version 9"):
        read_info(write_gguf(tmp_path / "v9.gguf", version=9))
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(write_gguf(tmp_path / "full.gguf").read_bytes()[:60])
    with pytest.raises(GGUFError, match="truncated"):
        read_info(cut)


# ---------------------------------------------------------------- the catalog


def test_every_entry_is_complete_and_the_bundled_one_matches_the_manifest() -> None:
    entries = catalog.load_catalog()
    names = [e.name for e in entries]
    assert len(names) == len(set(names)) >= 8
    for e in entries:
        assert e.file.endswith(".gguf") and e.repo.count("/") == 1
        assert e.params_b > 0 and e.context >= 2048 and e.languages and e.license
        assert e.quant and e.template and e.min_ram_gb > 0
        if e.verify == "sha256":
            assert len(e.sha256) == 64 and e.size_bytes > 0
        else:
            assert e.sha256 == "" and e.approx_mb > 0 and "first" in e.note
    assert any("zh" in e.languages for e in entries)
    bundled = [e for e in entries if e.bundled]
    assert len(bundled) == 1
    spec = next(s for s in load_manifest() if s.name == bundled[0].bundled)
    assert (spec.files[0].name, spec.files[0].sha256, spec.files[0].size) == (
        bundled[0].file,
        bundled[0].sha256,
        bundled[0].size_bytes,
    )
    assert bundled[0].languages == ("en",)


def test_a_bad_catalog_is_one_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    path.write_text('[[model]]\nname = "x"\nfile = "x.gguf"\n')
    with pytest.raises(CatalogError, match="lacks 'repo'"):
        catalog.load_catalog(path)
    path.write_text("not toml [")
    with pytest.raises(CatalogError, match="not valid TOML"):
        catalog.load_catalog(path)
    with pytest.raises(CatalogError, match="no model named 'nope'"):
        catalog.get_entry("nope")


def test_hub_comes_from_hf_endpoint_then_the_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Settings()
    entry = catalog.get_entry("qwen2.5-1.5b-instruct")
    monkeypatch.delenv("HF_ENDPOINT", raising=False)
    assert entry.url(catalog.hub_base(s)) == (
        "https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/"
        "91cad51170dc346986eccefdc2dd33a9da36ead9/"
        "qwen2.5-1.5b-instruct-q4_k_m.gguf"
    )
    s.models.hub_url = "https://hf-mirror.com/"
    assert catalog.hub_base(s) == "https://hf-mirror.com"
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9/")
    assert catalog.hub_base(s) == "http://127.0.0.1:9"


def test_downloads_go_to_the_data_home_unless_configured(tandem_home: Path, tmp_path: Path) -> None:
    s = Settings()
    assert catalog.downloads_dir(s) == tandem_home / "models"
    entry = catalog.get_entry("qwen2.5-0.5b-instruct")
    assert catalog.entry_path(entry, s) == tandem_home / "models" / entry.name / entry.file
    s.models.download_dir = str(tmp_path / "big-disk")
    assert catalog.downloads_dir(s) == tmp_path / "big-disk"


def test_installed_means_present_with_its_recorded_size(tandem_home: Path) -> None:
    s = Settings()
    entry = catalog.get_entry("qwen2.5-0.5b-instruct")
    path = catalog.entry_path(entry, s)
    assert not catalog.is_installed(entry, s)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"GGUF" + b"\0" * 96)
    assert not catalog.is_installed(entry, s)  # no hash record: not a verified download
    catalog.InstalledIndex.load(catalog.downloads_dir(s)).record(entry, "ab" * 32, 100, "u")
    assert catalog.is_installed(entry, s)
    path.write_bytes(b"GGUF")  # truncated behind our back
    assert not catalog.is_installed(entry, s)


# ---------------------------------------------------------------- resolving and capabilities


def test_llm_model_resolves_empty_name_or_path(tandem_home: Path, tmp_path: Path) -> None:
    s = Settings()
    path, entry = resolve_local_model(s)
    assert entry is not None and entry.bundled and path.name == entry.file
    s.local.llm_model = "qwen2.5-1.5b-instruct"
    path, entry = resolve_local_model(s)
    assert entry is not None and path == tandem_home / "models" / entry.name / entry.file
    own = tmp_path / "qwen2.5-1.5b-instruct-q4_k_m.gguf"
    s.local.llm_model = str(own)
    path, entry = resolve_local_model(s)
    assert path == own and entry is not None and entry.name == "qwen2.5-1.5b-instruct"


def test_capabilities_of_the_bundled_model() -> None:
    caps = local_model_capabilities(Settings())
    assert caps.source == "bundled" and caps.languages == ("en",)
    assert caps.params_b == 0.135 and caps.quant == "Q4_1"
    assert caps.max_context == 8192 and caps.context == 2048  # [local] llm_context caps it
    d = caps.as_dict()
    assert d["languages"] == ["en"] and {"languages", "params_b", "context", "quant"} <= set(d)


def test_capabilities_of_a_catalog_model_and_of_a_file_of_ones_own(tmp_path: Path) -> None:
    s = Settings()
    s.local.llm_model = "qwen2.5-3b-instruct"
    s.local.llm_context = 8192
    caps = local_model_capabilities(s)
    assert caps.source == "catalog" and "zh" in caps.languages and caps.context == 8192
    assert caps.installed is False
    s.local.llm_model = str(write_gguf(tmp_path / "mine.gguf"))
    caps = local_model_capabilities(s)
    assert caps.source == "file" and caps.languages == () and caps.params_b == 1.5
    assert caps.quant == "Q4_K_M" and caps.max_context == 32768 and caps.context == 8192


# ---------------------------------------------------------------- use / remove rules


def test_use_needs_an_installed_model_and_remove_spares_the_bundled_one(
    tandem_home: Path,
) -> None:
    with pytest.raises(CatalogError, match=r"tandem models pull qwen2\.5-0\.5b-instruct"):
        model_manager.use("qwen2.5-0.5b-instruct")
    with pytest.raises(CatalogError, match="cannot be removed"):
        model_manager.remove("smollm2-135m-instruct")
    s = model_manager.use("smollm2-135m-instruct")
    assert s.local.llm_model == "smollm2-135m-instruct"
    rows = {r["name"]: r for r in model_manager.list_rows(s)}
    assert rows["smollm2-135m-instruct"]["active"] and rows["smollm2-135m-instruct"]["installed"]
    assert not rows["qwen2.5-0.5b-instruct"]["active"]


# ---------------------------------------------------------------- settings


def test_gpu_layers_setting_reads_numbers_and_rejects_nonsense(tmp_path: Path) -> None:
    assert Settings().local.gpu_layers == "auto"
    assert (
        settings_from_dict({"version": 2, "local": {"gpu_layers": 20}}).settings.local.gpu_layers
        == "20"
    )
    with pytest.raises(SettingsError, match="gpu_layers"):
        settings_from_dict({"version": 2, "local": {"gpu_layers": "lots"}})
    s = Settings()
    s.models.hub_url = "https://hf-mirror.com"
    save_settings(s, tmp_path / "s.toml")
    text = (tmp_path / "s.toml").read_text()
    assert "[models]" in text and 'gpu_layers = "auto"' in text


# ---------------------------------------------------------------- the GPU offload decision

INFO = GGUFInfo("qwen2", "q", 28, 32768, 1536, 12, 2, "Q4_K_M", "1.5B")
GB = 1024**3
CUDA = gpu.GpuBackend(True, "CUDA", "RTX", 8 * GB)


def plan(setting: str, backend: gpu.GpuBackend, size: int = GB, ctx: int = 4096) -> gpu.OffloadPlan:
    return gpu.plan_offload(setting, backend, model_bytes=size, info=INFO, n_ctx=ctx)


def test_cpu_build_never_offloads() -> None:
    cpu = gpu.GpuBackend(False, "CPU")
    assert plan("auto", cpu).n_gpu_layers == 0
    p = plan("20", cpu)
    assert p.n_gpu_layers == 0 and "ignored" in p.reason and "CPU-only" in p.describe()


def test_zero_means_cpu_even_with_a_gpu() -> None:
    assert plan("0", CUDA).n_gpu_layers == 0


def test_auto_offloads_everything_that_fits() -> None:
    p = plan("auto", CUDA)
    assert p.n_gpu_layers == -1 and p.offloaded_layers == 28
    assert "28/28 layers offloaded" in p.describe()


def test_auto_offloads_part_of_a_model_bigger_than_free_memory() -> None:
    p = plan("auto", gpu.GpuBackend(True, "CUDA", "small", 2 * GB), size=4 * GB)
    assert 0 < p.n_gpu_layers < 28
    # what it plans fits: layers + their KV cache + the reserve within 90% of free memory
    per_layer = 4 * GB / 29 + INFO.kv_bytes_per_token() / 28 * 4096
    assert p.n_gpu_layers * per_layer + gpu.COMPUTE_RESERVE <= 0.9 * 2 * GB
    assert (p.n_gpu_layers + 1) * per_layer + gpu.COMPUTE_RESERVE > 0.9 * 2 * GB


def test_auto_keeps_the_cpu_when_nothing_fits_or_memory_is_unknown() -> None:
    tiny = gpu.GpuBackend(True, "CUDA", "tiny", 300 * 1024 * 1024)
    assert plan("auto", tiny).n_gpu_layers == 0
    unknown = plan("auto", gpu.GpuBackend(True, "Vulkan"))
    assert unknown.n_gpu_layers == 0 and "set gpu_layers = N" in unknown.reason


def test_a_configured_count_is_passed_through() -> None:
    assert plan("12", CUDA).n_gpu_layers == 12


def test_a_longer_context_leaves_room_for_fewer_layers() -> None:
    mid = gpu.GpuBackend(True, "CUDA", "mid", 3 * GB)
    short = plan("auto", mid, size=4 * GB, ctx=2048).n_gpu_layers
    long = plan("auto", mid, size=4 * GB, ctx=32768).n_gpu_layers
    assert 0 < long < short


def test_backend_names_from_llama_system_info() -> None:
    text = "CPU : SSE3 = 1 | AVX = 1 | CUDA : ARCHS = 890 | USE_GRAPHS = 1 | "
    assert gpu.backend_names(text) == ["CPU", "CUDA"]


def test_this_machine_probe_is_consistent() -> None:
    b = gpu.probe_backend()
    import llama_cpp

    assert b.supports_offload == bool(llama_cpp.llama_supports_gpu_offload())
    p = gpu.plan_for_file("auto", Path("/nonexistent.gguf"), 2048, b)
    if not b.supports_offload:
        assert p.n_gpu_layers == 0 and b.name == "CPU"


# ---------------------------------------------------------------- fit for this machine


def test_fit_names_what_is_missing(tmp_path: Path) -> None:
    from app.core.models.model_fit import assess

    ok = assess(
        min_ram_gb=4,
        file_bytes=10**9,
        installed=False,
        folder=tmp_path,
        memory=(16 * GB, 8 * GB),
        disk_free=50 * 10**9,
    )
    assert ok.ok and ok.verdict == "fits this machine" and ok.disk_needed_gb == 1.0
    low = assess(
        min_ram_gb=10,
        file_bytes=5 * 10**9,
        installed=False,
        folder=tmp_path,
        memory=(4 * GB, 2 * GB),
        disk_free=10**9,
    )
    assert not low.ok
    assert "needs 10 GB RAM, this machine has 4.0 GB" in low.verdict
    assert "needs 5.0 GB disk, 1.0 GB free" in low.verdict
    here = assess(
        min_ram_gb=1,
        file_bytes=5 * 10**9,
        installed=True,
        folder=tmp_path / "not" / "yet",
        memory=(4 * GB, 2 * GB),
    )
    assert here.ok and here.disk_needed_gb == 0


def test_measured_speed_is_recorded_and_shown(tandem_home: Path) -> None:
    from app.core.models.model_fit import load_speeds, record_speed

    record_speed("SmolLM2-135M-Instruct.Q4_1.gguf", 3, 0.1, 50.0)  # too short: ignored
    assert load_speeds() == {}
    record_speed("SmolLM2-135M-Instruct.Q4_1.gguf", 60, 2.0, 42.0)
    speed = load_speeds()["SmolLM2-135M-Instruct.Q4_1.gguf"]
    assert speed.decode_tok_s == 30.0 and speed.first_token_ms == 42.0
    rows = {r["name"]: r for r in model_manager.list_rows(Settings())}
    assert rows["smollm2-135m-instruct"]["fit"]["decode_tok_s"] == 30.0


def test_local_llm_is_built_from_a_catalog_name_with_its_gpu_setting(tandem_home: Path) -> None:
    from app.core.engines.local_llm import LocalLLM

    s = Settings()
    s.local.llm_model = "qwen2.5-1.5b-instruct"
    s.local.gpu_layers = "0"
    for source in (s, s.local):  # the whole settings, or only [local]
        llm = LocalLLM.from_settings(source)
        assert llm.model_path == catalog.entry_path(catalog.get_entry("qwen2.5-1.5b-instruct"), s)
        assert llm.gpu_layers == "0"


# ---------------------------------------------------------------- doctor


def test_doctor_reports_the_local_model_and_gpu_offload(tandem_home: Path) -> None:
    from app.core.doctor.gpu import check_gpu, check_local_model

    model = check_local_model()
    assert model.ok and "smollm2-135m-instruct (bundled" in model.detail and "en" in model.detail
    gpu_check = check_gpu()
    assert gpu_check.name == "gpu" and not gpu_check.required
    assert "gpu_layers = auto" in gpu_check.detail and "layers" in gpu_check.detail
    if not gpu.probe_backend().supports_offload:  # this machine: a CPU-only llama.cpp
        assert gpu_check.ok and "backend CPU" in gpu_check.detail
        assert "GGML_CUDA=on" in gpu_check.detail or "GGML_METAL=on" in gpu_check.detail
        s = Settings()
        s.local.gpu_layers = "20"
        save_settings(s)
        forced = check_gpu()
        assert not forced.ok and "gpu_layers = 20 ignored" in forced.detail
    s = Settings()
    s.local.llm_model = "qwen2.5-7b-instruct"
    save_settings(s)
    missing = check_local_model()
    assert not missing.ok and "tandem models pull qwen2.5-7b-instruct" in missing.detail
