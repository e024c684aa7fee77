"""Hardware presets, the loader's checks, the dtype-to-peak mapping, host-cpu detection, `hespas hardware`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from conftest import TOY_HARDWARE
from hespas import host_cpu
from hespas.cli import main
from hespas.diagnostics import HespasError
from hespas.hardware import list_hardware_presets, load_hardware

PRESETS = list_hardware_presets()
PRESET_DIR = resources.files("hespas").joinpath("presets", "hardware")


def write(tmp_path: Path, text: str, name: str = "hw.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def error_of(name_or_path) -> HespasError:
    with pytest.raises(HespasError) as caught:
        load_hardware(name_or_path)
    return caught.value


# --- presets -------------------------------------------------------------------------------------


def test_the_issue_s_presets_are_all_shipped():
    assert PRESETS == sorted(
        ["a100-sxm-40gb", "a100-sxm-80gb", "a100-pcie-80gb", "h100-sxm", "h200-sxm", "b200-sxm", "mi300x-oam",
         "tpu-v3", "tpu-v4", "tpu-v5e", "tpu-v5p", "host-cpu"]
    )


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_loads_with_positive_figures(name):
    hw = load_hardware(name)
    assert hw.name == name and hw.description
    assert Path(hw.source_path).name == f"{name}.toml"
    assert hw.memory_bandwidth_GBps > 0 and hw.memory_capacity_bytes > 0 and hw.launch_overhead_ns >= 0
    assert hw.peak_TFLOPS["f32"] > 0 and hw.peak_TFLOPS["bf16"] > 0
    assert all(value > 0 for value in [*hw.peak_TFLOPS.values(), *hw.vector_peak_TFLOPS.values()])


def test_every_alias_resolves_to_its_own_preset_and_none_is_shared():
    seen = {}
    for entry in PRESET_DIR.iterdir():
        document = tomllib.loads(entry.read_text())
        for key in [document["name"], *document.get("aliases", [])]:
            assert key not in seen, f"{key} names both {seen[key]} and {document['name']}"
            seen[key] = document["name"]
            assert load_hardware(key).name == document["name"]


@pytest.mark.parametrize(
    "alias, name",
    [("a100", "a100-sxm-80gb"), ("h100", "h100-sxm"), ("h200", "h200-sxm"), ("b200", "b200-sxm"),
     ("mi300x", "mi300x-oam"), ("tpuv4", "tpu-v4"), ("H100", "h100-sxm"), ("TPU_V5E", "tpu-v5e"), ("host", "host-cpu")],
)
def test_aliases_and_spellings(alias, name):
    assert load_hardware(alias).name == name


@pytest.mark.parametrize(
    "name, key, value",
    [
        ("a100-sxm-40gb", "memory_bandwidth_GBps", 1555), ("a100-sxm-80gb", "memory_bandwidth_GBps", 2039),
        ("a100-sxm-80gb", "peak_TFLOPS.tf32", 156), ("a100-sxm-80gb", "vector_peak_TFLOPS.f64", 9.7),
        ("h100-sxm", "peak_TFLOPS.bf16", 989.4), ("h100-sxm", "peak_TFLOPS.fp8", 1978.9),
        ("h100-sxm", "vector_peak_TFLOPS.f32", 66.9), ("h200-sxm", "memory_bandwidth_GBps", 4800),
        ("b200-sxm", "peak_TFLOPS.bf16", 2250), ("mi300x-oam", "peak_TFLOPS.fp8", 2614.9),
        ("tpu-v4", "peak_TFLOPS.bf16", 275), ("tpu-v5e", "peak_TFLOPS.int8", 394),
        ("tpu-v5p", "memory_bandwidth_GBps", 2765),
    ],
)
def test_datasheet_figures_are_dense(name, key, value):
    hw = load_hardware(name)
    table, _, dtype = key.partition(".")
    assert (getattr(hw, table)[dtype] if dtype else getattr(hw, key)) == value


def test_types_the_hardware_lacks_are_absent():
    assert "fp8" not in load_hardware("a100").peak_TFLOPS
    for tpu in ("tpu-v3", "tpu-v4", "tpu-v5e", "tpu-v5p"):
        assert not {"f64", "tf32"} & set(load_hardware(tpu).peak_TFLOPS)


@pytest.mark.parametrize("name", ["tpu-v3", "tpu-v4", "tpu-v5e", "tpu-v5p"])
def test_tpu_systolic_arrays_reproduce_the_published_bf16_peak(name):
    hw = load_hardware(name)
    array = hw.systolic_array
    assert array.rows == array.cols == 128 and array.dataflow == "ws"
    tflops = array.arrays_per_chip * array.rows * array.cols * 2 * array.clock_MHz * 1e6 / 1e12
    assert tflops == pytest.approx(hw.peak_TFLOPS["bf16"], rel=0.01)


def test_unit_conversions():
    hw = load_hardware("h100")
    assert hw.memory_bandwidth_bytes_per_s == 3.35e12
    assert hw.memory_bandwidth_bytes_per_ns == 3350
    assert hw.memory_capacity_bytes == 80 * 2**30


# --- the dtype mapping ---------------------------------------------------------------------------


def tflops(hw, dtype, is_matmul, use_tf32=False):
    return hw.peak_flops_per_s(dtype, is_matmul, use_tf32) / 1e12


def test_f32_matmul_uses_the_reduced_precision_path_only_when_allowed():
    h100, tpu = load_hardware("h100"), load_hardware("tpu-v5e")
    assert tflops(h100, "f32", True) == 66.9 and tflops(h100, "f32", True, use_tf32=True) == 494.7
    assert tflops(tpu, "f32", True) == 32.8 and tflops(tpu, "f32", True, use_tf32=True) == 197
    assert tflops(load_hardware("host-cpu"), "f32", True, use_tf32=True) == load_hardware("host-cpu").peak_TFLOPS["f32"]


def test_elementwise_work_gets_vector_rates_not_tensor_core_rates():
    h100 = load_hardware("h100")
    assert tflops(h100, "f32", False, use_tf32=True) == 66.9
    assert tflops(h100, "f64", False) == 33.5 and tflops(h100, "f64", True) == 66.9
    assert tflops(h100, "bf16", False) == 133.8
    assert tflops(load_hardware("b200"), "bf16", False) == 75  # no published vector bf16: the f32 vector rate
    assert tflops(h100, "f8E4M3FN", False) == 66.9


def test_fp8_on_hardware_without_fp8_runs_at_the_bf16_rate():
    assert tflops(load_hardware("a100"), "f8E4M3FN", True) == 312
    assert tflops(load_hardware("tpu-v5p"), "f8E5M2", True) == 459
    assert tflops(load_hardware("h100"), "f8E5M2", True) == 1978.9


def test_integers_map_to_int8_at_8_bits_and_to_the_f32_vector_rate_otherwise():
    a100, v3 = load_hardware("a100"), load_hardware("tpu-v3")
    assert tflops(a100, "i8", True) == tflops(a100, "ui8", True) == tflops(a100, "i4", True) == 624
    assert tflops(a100, "i32", True) == tflops(a100, "index", True) == tflops(a100, "i8", False) == 19.5
    assert tflops(v3, "i8", True) == 123  # no int8 figure for v3: the bf16 rate


def test_other_float_fallbacks():
    v4 = load_hardware("tpu-v4")
    assert tflops(v4, "f16", True) == 275  # no f16 on TPUs: the bf16 rate
    assert tflops(v4, "f64", True) == 45.8  # no f64 units: the f32 matmul rate
    assert tflops(load_hardware("h100"), "complex<f64>", True) == 66.9


def test_an_element_type_without_a_rule_is_an_error():
    with pytest.raises(HespasError, match="no peak FLOP/s rule for element type '!stablehlo.token'"):
        load_hardware("h100").peak_flops_per_s("!stablehlo.token", False)


# --- user files and errors -----------------------------------------------------------------------


def test_a_user_file_loads_and_is_cached_until_it_changes(tmp_path):
    path = write(tmp_path, TOY_HARDWARE)
    hw = load_hardware(str(path))
    assert (hw.name, hw.memory_capacity_bytes, hw.systolic_array) == ("toy", 8 * 2**30, None)
    assert tflops(hw, "bf16", True) == 40 and tflops(hw, "f16", True) == 40 and tflops(hw, "f64", False) == 10
    assert load_hardware(path) is hw
    path.write_text(TOY_HARDWARE.replace("memory_bandwidth_GBps = 100", "memory_bandwidth_GBps = 200"))
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    assert load_hardware(path).memory_bandwidth_GBps == 200


def test_a_zero_peak_means_the_type_is_absent(tmp_path):
    hw = load_hardware(write(tmp_path, TOY_HARDWARE + "fp8 = 0\n"))
    assert "fp8" not in hw.peak_TFLOPS and tflops(hw, "f8E4M3FN", True) == 40


def test_a_bad_file_lists_every_missing_and_unknown_key(tmp_path):
    path = write(
        tmp_path,
        'name = "toy"\nmemroy_bandwidth_GBps = 1\nlaunch_overhead_ns = 0\n'
        "[peak_TFLOPS]\nbf16 = 1\nfp4 = 2\n[systolic_array]\nrows = 8\ncolumns = 8\n",
    )
    error = error_of(path)
    assert str(error.location) == str(path)
    missing = "description, memory_bandwidth_GBps, memory_capacity_GiB, peak_TFLOPS.f32, systolic_array.cols"
    assert f"missing keys: {missing}" in error.message
    assert "unknown keys: memroy_bandwidth_GBps, peak_TFLOPS.fp4, systolic_array.columns" in error.message


@pytest.mark.parametrize(
    "replace, expected",
    [
        (("memory_bandwidth_GBps = 100", "memory_bandwidth_GBps = -1"),
         "memory_bandwidth_GBps must be a number in 1e-06..1e+09, got -1"),
        (("memory_capacity_GiB = 8", 'memory_capacity_GiB = "8"'),
         "memory_capacity_GiB must be a number in 1e-06..1e+09, got '8'"),
        (("launch_overhead_ns = 500", "launch_overhead_ns = true"),
         "launch_overhead_ns must be a number in 0..1e+15, got True"),
        (("f32 = 10", "f32 = 0"), "peak_TFLOPS.f32 must be a number in 1e-06..1e+09, got 0"),
        (("bf16 = 40", "bf16 = nan"), "peak_TFLOPS.bf16 must be 0 or a number in 1e-06..1e+09, got nan"),
        (('name = "toy"', 'name = "toy"\naliases = "t"'), "aliases must be a list of strings, got 't'"),
        (('name = "toy"', 'name = "toy"\nreduced_precision_f32_matmul = "tf32"'),
         "reduced_precision_f32_matmul is 'tf32' but peak_TFLOPS.tf32 is not given"),
        (('name = "toy"', 'name = "toy"\nreduced_precision_f32_matmul = "fp8"'),
         "reduced_precision_f32_matmul must be one of tf32, bf16, got 'fp8'"),
        (("[peak_TFLOPS]", "vector_peak_TFLOPS = 3\n[peak_TFLOPS]"), "vector_peak_TFLOPS must be a table, got 3"),
        (('name = "toy"', 'name = "toy"\nnchw_convolution_dtypes = ["tf32"]'),
         "nchw_convolution_dtypes must be a list of f64, f32, bf16, f16, got ['tf32']"),
        (('name = "toy"', 'name = "toy"\nnchw_convolution_dtypes = "f32"'),
         "nchw_convolution_dtypes must be a list of f64, f32, bf16, f16, got 'f32'"),
        (('name = "toy"', 'name = "toy"\ntensor_core_channel_multiple = 8'),
         "tensor_core_channel_multiple must be a table, got 8"),
    ],
)
def test_wrong_types_and_values_are_reported(tmp_path, replace, expected):
    error = error_of(write(tmp_path, TOY_HARDWARE.replace(*replace)))
    assert expected in error.message


def test_a_bad_systolic_array_is_reported(tmp_path):
    text = TOY_HARDWARE + (
        "[systolic_array]\nrows = 0\ncols = 8.5\ndataflow = \"rs\"\narrays_per_chip = 1\nclock_MHz = 1\n"
        "ifmap_sram_KiB = 1\nfilter_sram_KiB = 1\nofmap_sram_KiB = -1\n"
    )
    message = error_of(write(tmp_path, text)).message
    for expected in (
        "systolic_array.rows must be an integer in 1..1048576, got 0",
        "systolic_array.cols must be an integer in 1..1048576, got 8.5",
        "systolic_array.dataflow must be one of ws, os, is, got 'rs'",
        "systolic_array.ofmap_sram_KiB must be a number in 1e-06..1e+09, got -1",
    ):
        assert expected in message


def test_a_bad_tensor_core_channel_multiple_is_reported(tmp_path):
    table = "[tensor_core_channel_multiple]\nbf16 = 0\nf32 = 4.5\nf64 = 8\n"
    message = error_of(write(tmp_path, TOY_HARDWARE + table)).message
    assert "tensor_core_channel_multiple.bf16 must be an integer in 1..1048576, got 0" in message
    assert "tensor_core_channel_multiple.f32 must be an integer in 1..1048576, got 4.5" in message
    assert "unknown keys: tensor_core_channel_multiple.f64" in message


def test_nvidia_gpu_presets_state_cudnn_s_tensor_core_channel_multiples():
    # NVIDIA's Convolutional Layers User's Guide: channels divisible by 8 for FP16 (and bf16), 4 for TF32.
    for name in ("a100-sxm-80gb", "a100-sxm-40gb", "a100-pcie-80gb", "h100-sxm", "h200-sxm", "b200-sxm"):
        assert dict(load_hardware(name).tensor_core_channel_multiple) == {"f16": 8, "bf16": 8, "f32": 4}
    assert dict(load_hardware("tpu-v5p").tensor_core_channel_multiple) == {}


def test_a_toml_syntax_error_has_line_and_column(tmp_path):
    path = write(tmp_path, 'name = "toy"\nmemory_bandwidth_GBps = = 3\n')
    error = error_of(path)
    assert (error.location.filename, error.location.line) == (str(path), 2)
    assert error.location.column > 0 and error.message.startswith("invalid TOML: ")
    assert "(at line" not in error.message


def test_an_unreadable_file_is_an_error(tmp_path):
    error = error_of(tmp_path / "absent.toml")
    assert error.message == "cannot read hardware file: No such file or directory"
    assert error.location.filename == str(tmp_path / "absent.toml")


def test_an_unknown_preset_lists_the_presets():
    error = error_of("h900")  # 3 of 4 characters match h200 and h100 alike; difflib's tie goes to the later name
    assert error.message.startswith("unknown hardware 'h900' (did you mean 'h200'?); presets: a100-pcie-80gb, ")
    assert all(name in error.message for name in PRESETS)


# --- host-cpu ------------------------------------------------------------------------------------


def test_host_cpu_has_plausible_figures_for_this_machine():
    hw = load_hardware("host-cpu")
    cpu = host_cpu.detect_host_cpu()
    assert 1 <= cpu.cores <= (os.cpu_count() or 1) and cpu.simd_bits in (128, 256, 512)
    assert 1e-3 < hw.peak_TFLOPS["f32"] < 100 and hw.peak_TFLOPS["f64"] == hw.peak_TFLOPS["f32"] / 2
    assert hw.peak_TFLOPS["bf16"] >= hw.peak_TFLOPS["f32"] and hw.peak_TFLOPS["int8"] >= hw.peak_TFLOPS["f32"]
    assert 10 <= hw.memory_bandwidth_GBps <= 307.2
    assert 2**28 < hw.memory_capacity_bytes <= os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    assert "approximate" in hw.description and hw.launch_overhead_ns == 0
    assert tflops(hw, "f32", False) == hw.peak_TFLOPS["f32"]  # no vector table: one rate for both


PARAMS = {"vector_pipes_per_core": 2, "memory_bandwidth_GBps_per_core": 10.0, "memory_bandwidth_GBps_max": 307.2,
          "fallback_clock_MHz": 2000}


def test_host_cpu_estimate_formula():
    cpu = host_cpu.HostCpu("test CPU", cores=4, simd_bits=256, clock_MHz=3000.0, clock_source="test",
                           flags=frozenset({"avx2", "avx512_bf16", "avx_vnni"}), memory_bytes=2**34)
    figures = host_cpu.host_cpu_figures(cpu, PARAMS)
    f32 = 4 * 3000e6 * 8 * 2 * 2 / 1e12  # cores x clock x lanes x FMA x pipes
    assert figures["peak_TFLOPS"] == {"f64": f32 / 2, "f32": f32, "bf16": 2 * f32, "f16": f32, "int8": 4 * f32}
    assert figures["memory_bandwidth_GBps"] == 40 and figures["memory_capacity_GiB"] == 16
    many = host_cpu.HostCpu("big", 128, 512, None, "", frozenset(), 2**40)
    assert host_cpu.host_cpu_figures(many, PARAMS)["memory_bandwidth_GBps"] == 307.2
    assert "2000 MHz from fallback_clock_MHz" in host_cpu.host_cpu_figures(many, PARAMS)["description"]


def test_host_cpu_detection_on_an_arm_machine_without_a_clock(tmp_path, monkeypatch):
    cpuinfo = "".join(
        f"processor\t: {i}\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd asimdhp asimddp\nCPU part\t: 0xd0c\n\n"
        for i in range(4)
    )
    monkeypatch.setattr(host_cpu, "_PROC_CPUINFO", write(tmp_path, cpuinfo, "cpuinfo"))
    monkeypatch.setattr(host_cpu, "_CPUFREQ_MAX_KHZ", tmp_path / "cpu{cpu}" / "cpuinfo_max_freq")
    monkeypatch.setattr(host_cpu, "_CGROUP_CPU_MAX", write(tmp_path, "300000 100000\n", "cpu.max"))
    monkeypatch.setattr(host_cpu.os, "sched_getaffinity", lambda pid: {0, 1, 2, 3})
    cpu = host_cpu.detect_host_cpu()
    assert (cpu.cores, cpu.simd_bits, cpu.clock_MHz) == (3, 128, None)  # cgroup quota of 3 CPUs
    peaks = host_cpu.host_cpu_figures(cpu, PARAMS)["peak_TFLOPS"]
    assert peaks["f16"] == 2 * peaks["f32"] and peaks["int8"] == 4 * peaks["f32"]


def test_host_cpu_detection_counts_smt_siblings_once_and_prefers_cpufreq(tmp_path, monkeypatch):
    blocks = [
        f"processor\t: {cpu}\nmodel name\t: Test CPU @ 2.50GHz\nphysical id\t: 0\ncore id\t\t: {cpu % 2}\n"
        f"cpu MHz\t\t: 1200.000\nflags\t\t: sse2 avx avx2 fma\n\n"
        for cpu in range(4)
    ]
    monkeypatch.setattr(host_cpu, "_PROC_CPUINFO", write(tmp_path, "".join(blocks), "cpuinfo"))
    monkeypatch.setattr(host_cpu, "_CPUFREQ_MAX_KHZ", tmp_path / "cpu{cpu}" / "cpuinfo_max_freq")
    monkeypatch.setattr(host_cpu, "_CGROUP_CPU_MAX", tmp_path / "absent")
    monkeypatch.setattr(host_cpu, "_CGROUP_V1_CPU_QUOTA", tmp_path / "absent")
    monkeypatch.setattr(host_cpu.os, "sched_getaffinity", lambda pid: {0, 1, 2, 3})
    cpu = host_cpu.detect_host_cpu()
    assert (cpu.cores, cpu.simd_bits, cpu.clock_MHz, cpu.clock_source) == (2, 256, 2500.0, "the model name")
    (tmp_path / "cpu0").mkdir()
    (tmp_path / "cpu0" / "cpuinfo_max_freq").write_text("3400000\n")
    assert host_cpu.detect_host_cpu().clock_MHz == 3400.0


def test_a_copy_of_host_cpu_keeps_the_figures_it_sets(tmp_path):
    text = (PRESET_DIR / "host-cpu.toml").read_text()
    text = text.replace('name = "host-cpu"', 'name = "my-host"\nmemory_bandwidth_GBps = 35')
    hw = load_hardware(write(tmp_path, text, "my-host.toml"))
    assert hw.memory_bandwidth_GBps == 35 and hw.peak_TFLOPS == load_hardware("host-cpu").peak_TFLOPS


# --- the command ---------------------------------------------------------------------------------


def test_hardware_lists_every_preset(capsys):
    assert main(["hardware"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == "NAME ALIASES BF16 TFLOPS F32 TFLOPS MEMORY GB/s CAPACITY GiB".split()
    assert [line.split()[0] for line in lines[1:]] == PRESETS
    h100 = next(line for line in lines if line.startswith("h100-sxm"))
    assert h100.split()[-4:] == ["989.4", "66.9", "3350", "80"]


def test_hardware_show_text_and_json(capsys):
    assert main(["hardware", "show", "tpu-v4"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("tpu-v4: Google TPU v4") and "8 x 128x128 ws at 1050 MHz" in text
    assert main(["hardware", "show", "h100", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["name"] == "h100-sxm" and document["peak_TFLOPS"]["tf32"] == 494.7
    assert document["memory_capacity_bytes"] == 80 * 2**30 and document["systolic_array"] is None
    assert document["tensor_core_channel_multiple"] == {"f16": 8, "bf16": 8, "f32": 4}
    assert main(["hardware", "show", "a100"]) == 0
    assert "tensor_core_channel_multiple  f16 8, bf16 8, f32 4" in capsys.readouterr().out


def test_hardware_show_prints_the_fused_attention_curves_one_line_each(capsys):
    assert main(["hardware", "show", "h100"]) == 0
    lines = capsys.readouterr().out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip().startswith("fused_attention"))
    curves = [line.split(None, 1)[1] if i == 0 else line.strip() for i, line in enumerate(lines[start:start + 6])]
    # h100-sxm.toml's six [[fused_attention]] tables, in file order (its first and last written out here)
    assert curves[0].split() == ("forward non-causal head_dim 64 seq 512 1024 2048 4096 8192 16384 "
                                 "-> 335 373 395 408 412 413 TFLOP/s").split()
    assert curves[5].split() == ("backward non-causal head_dim 128 seq 512 1024 2048 4096 8192 16384 "
                                 "-> 305 408 465 499 518 516 TFLOP/s").split()
    assert [" ".join(c.split()[:4]) for c in curves] == [
        "forward non-causal head_dim 64", "forward causal head_dim 64", "forward non-causal head_dim 128",
        "forward causal head_dim 128", "backward non-causal head_dim 64", "backward non-causal head_dim 128"]
    assert lines[start + 6].lstrip().startswith("source")  # the curves end where the next field starts
    assert main(["hardware", "show", "tpu-v4"]) == 0  # no table: no line
    assert "fused_attention" not in capsys.readouterr().out


def test_hardware_show_errors_are_diagnostics(tmp_path, capsys):
    assert main(["hardware", "show", "h900"]) == 1
    assert capsys.readouterr().err.startswith("hespas: error: unknown hardware 'h900'")
    path = write(tmp_path, "name = \n")
    assert main(["hardware", "show", str(path)]) == 1
    assert capsys.readouterr().err.startswith(f"{path}:1:")


def hespas(*args: str) -> subprocess.CompletedProcess:
    # The installed script, as a user runs it (python -c would import the source tree from the cwd).
    script = Path(sys.executable).with_name("hespas")
    return subprocess.run([str(script), *args], capture_output=True, text=True)


def test_hardware_command_in_a_subprocess(tmp_path):
    done = hespas("hardware", "show", str(write(tmp_path, TOY_HARDWARE)), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["peak_TFLOPS"] == {"f32": 10.0, "bf16": 40.0}
    done = hespas("hardware", "show", "nope")
    assert done.returncode == 1 and "Traceback" not in done.stderr and "unknown hardware 'nope'" in done.stderr
