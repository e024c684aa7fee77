"""The roofline's efficiency curves (a preset's ``[efficiency]`` table): achieved, not peak, throughput."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hespas.cli import main
from hespas.costs.opcost import MATMUL, MOVEMENT, VECTOR, OpCost
from hespas.costs.roofline import Roofline
from hespas.diagnostics import HespasError
from hespas.hardware import list_hardware_presets, load_hardware

from conftest import GEMM

# A toy device: f32 peak 10 TFLOPS = 10,000 FLOP/ns, 100 GB/s = 100 bytes/ns, no launch cost.
TOY = """\
name = "toy"
description = "a toy accelerator"
memory_bandwidth_GBps = 100
memory_capacity_GiB = 8
launch_overhead_ns = 0
[peak_TFLOPS]
f32 = 10
"""
CURVES = """\
[efficiency.matmul]
efficiency_max = 0.5
half_size = 1e6
[efficiency.memory]
efficiency_max = 0.8
half_size = 1000
"""


def toy(tmp_path: Path, text: str = TOY + CURVES) -> Path:
    path = tmp_path / "toy.toml"
    path.write_text(text)
    return path


def matmul(flops: int) -> OpCost:
    return OpCost(flops=flops, op_class=MATMUL, dtype="f32")


def moving(bytes_moved: int) -> OpCost:
    return OpCost(bytes_read=bytes_moved // 2, bytes_written=bytes_moved - bytes_moved // 2, op_class=MOVEMENT)


# --- the curve, by hand -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "flops, time_ns",
    [
        # time = (x + half_size) / (peak * efficiency_max) = (x + 1e6) / (10,000 * 0.5) = (x + 1e6) / 5,000
        (1_000_000, 400.0),  # (1e6 + 1e6) / 5,000 = 400 ns: 1e6 / (10,000 * 400) = 25% of the peak, half of 0.5
        (9_000_000, 2_000.0),  # (9e6 + 1e6) / 5,000 = 2,000 ns: 45% of the peak
        (99_000_000, 20_000.0),  # (99e6 + 1e6) / 5,000 = 20,000 ns: 49.5%, near efficiency_max
    ],
)
def test_a_matmul_reaches_its_curve_s_fraction_of_the_peak(tmp_path, flops, time_ns):
    timing = Roofline(load_hardware(toy(tmp_path)), use_tf32=False).op_timing(matmul(flops))
    assert timing.compute_ns == pytest.approx(time_ns) and timing.time_ns == pytest.approx(time_ns)
    assert timing.bound == "compute"


@pytest.mark.parametrize(
    "bytes_moved, time_ns",
    [
        # time = (x + 1000) / (100 bytes/ns * 0.8) = (x + 1000) / 80
        (1_000, 25.0),  # 2,000 / 80 = 25 ns: 1,000 / (100 * 25) = 40% of the bandwidth, half of 0.8
        (4_000, 62.5),  # 5,000 / 80 = 62.5 ns (at the peak: 40 ns)
        (799_000, 10_000.0),  # 800,000 / 80 = 10,000 ns: 79.9%
    ],
)
def test_memory_traffic_reaches_its_curve_s_fraction_of_the_bandwidth(tmp_path, bytes_moved, time_ns):
    roofline = Roofline(load_hardware(toy(tmp_path)))
    assert roofline.op_timing(moving(bytes_moved)).time_ns == pytest.approx(time_ns)
    assert roofline.memory_ns(bytes_moved) == pytest.approx(time_ns)  # a fused kernel's traffic, likewise


def test_a_kernel_is_bound_by_the_slower_of_its_achieved_rates(tmp_path):
    # 1e6 matmul FLOPs: 400 ns (above); 31,000 bytes: (31,000 + 1,000) / 80 = 400 ns too; 31,001 bytes tips it.
    roofline = Roofline(load_hardware(toy(tmp_path)), use_tf32=False)
    cost = OpCost(flops=1_000_000, bytes_read=31_001, op_class=MATMUL, dtype="f32")
    timing = roofline.op_timing(cost)
    assert timing.bound == "memory" and timing.time_ns == pytest.approx(32_001 / 80)


def test_elementwise_flops_keep_the_vector_peak(tmp_path):
    # Only matrix-unit work has a curve: 1e6 elementwise FLOPs at 10,000 FLOP/ns = 100 ns.
    cost = OpCost(flops=1_000_000, op_class=VECTOR, dtype="f32")
    assert Roofline(load_hardware(toy(tmp_path))).op_timing(cost).time_ns == pytest.approx(100.0)


def test_efficiency_false_and_a_preset_without_the_table_run_at_the_peaks(tmp_path):
    # 1e6 FLOPs / 10,000 = 100 ns; 4,000 bytes / 100 = 40 ns.
    for roofline in (Roofline(load_hardware(toy(tmp_path)), use_tf32=False, efficiency=False),
                     Roofline(load_hardware(toy(tmp_path, TOY)), use_tf32=False)):
        assert roofline.op_timing(matmul(1_000_000)).time_ns == pytest.approx(100.0)
        assert roofline.op_timing(moving(4_000)).time_ns == pytest.approx(40.0)


def test_a100_s_published_curve_on_a_4096_cubed_bf16_matmul():
    # 2 * 4096^3 = 137,438,953,472 FLOPs at the bf16 peak 312 TFLOPS = 312,000 FLOP/ns, efficiency_max 0.869
    # (the A100 SXM's measured maximum achievable matmul FLOPS, 271.2 of 312) and half_size 5.83e8 (Calculon's
    # A100 table): (137,438,953,472 + 583,000,000) / (312,000 * 0.869)
    # = 138,021,953,472 / 271,128 = 509,065.7 ns, plus the 1,000 ns launch = 510,065.7 ns
    # (at the peak: 440,509.5 + 1,000 ns); 0.869 * 137.44e9 / 138.02e9 = 86.5% of the peak.
    roofline = Roofline(load_hardware("a100"))
    timing = roofline.op_timing(OpCost(flops=2 * 4096**3, op_class=MATMUL, dtype="bf16"))
    assert timing.time_ns == pytest.approx(510_065.7, rel=1e-6)


def test_a_matmul_s_fixed_cost_is_a_time_at_the_16_bit_matrix_peak(tmp_path):
    # The toy with a bf16 matrix peak of 40 TFLOPS = 40,000 FLOP/ns beside its f32 10,000. An f32 matmul of 1e6
    # FLOPs: 1e6 / (10,000 * 0.5) = 200 ns of its own work, plus half_size at the bf16 rate,
    # 1e6 / (40,000 * 0.5) = 50 ns: 250 ns (400 ns when the fixed cost ran at the op's own f32 rate).
    # A bf16 matmul of 1e6 FLOPs: (1e6 + 1e6) / (40,000 * 0.5) = 100 ns, as before.
    roofline = Roofline(load_hardware(toy(tmp_path, TOY + "bf16 = 40\n" + CURVES)), use_tf32=False)
    assert roofline.op_timing(matmul(1_000_000)).compute_ns == pytest.approx(250.0)
    bf16 = OpCost(flops=1_000_000, op_class=MATMUL, dtype="bf16")
    assert roofline.op_timing(bf16).compute_ns == pytest.approx(100.0)


def test_a_small_f64_dot_pays_the_curve_s_fixed_time_not_its_flops_at_the_f64_rate():
    # An 8x8x8 f64 dot, 1,024 FLOPs, on A100: 1,024 / (19,500 FLOP/ns * 0.869) = 0.06 ns of work, plus
    # half_size at the bf16 peak, 5.83e8 / (312,000 * 0.869) = 2,150.3 ns, plus the 1,000 ns launch:
    # 3,150.3 ns (35.4 us before, with the fixed cost at the f64 rate, 5.83e8 / (19,500 * 0.869)).
    roofline = Roofline(load_hardware("a100"))
    f64 = OpCost(flops=1_024, op_class=MATMUL, dtype="f64")
    assert roofline.op_timing(f64).time_ns == pytest.approx(3_150.3, abs=0.1)
    # A newer generation with faster matrix units is then no slower on it: B200 against H100.
    small = {name: Roofline(load_hardware(name)).op_timing(f64).time_ns for name in ("h100", "b200")}
    assert small["b200"] < small["h100"]


def test_every_gpu_and_tpu_preset_has_the_table_and_the_rest_say_why_not():
    with_table = {name for name in list_hardware_presets() if load_hardware(name).efficiency}
    gpus = {"a100-sxm-40gb", "a100-sxm-80gb", "a100-pcie-80gb", "h100-sxm", "h200-sxm", "b200-sxm", "mi300x-oam"}
    tpus = {"tpu-v3", "tpu-v4", "tpu-v5e", "tpu-v5p"}
    assert with_table == gpus | tpus  # host-cpu: figures read off the machine, no published table
    for name in with_table:
        curves = load_hardware(name).efficiency
        assert all(0 < c.efficiency_max <= 1 for c in curves.values())
        # TPUs: a matmul ceiling only, no published achieved HBM bandwidth (their files say so), but TPU v4,
        # whose XLA fusions and DMAs have been measured.
        assert set(curves) == ({"matmul", "memory"} if name in gpus | {"tpu-v4"} else {"matmul"})


@pytest.mark.parametrize("name, measured_TFLOPS", [
    # Maximum achievable matmul FLOPS, BF16 (stas00/ml-engineering, compute/accelerator), over the preset's own
    # bf16 peak, to three digits: 271.2 / 312, 252.9 / 312, 794.5 / 989.4 ("H200 is the same"), 1745.0 / 2250,
    # 668.4 / 1307.4 (the table divides MI300X's by 1300, 51.4%; the preset's datasheet peak is 1307.4: 0.511)
    ("a100-sxm-80gb", 271.2), ("a100-sxm-40gb", 271.2), ("a100-pcie-80gb", 252.9), ("h100-sxm", 794.5),
    ("h200-sxm", 794.5), ("b200-sxm", 1745.0), ("mi300x-oam", 668.4),
])
def test_matmul_ceilings_are_the_measured_maximum_achievable_matmul_flops(name, measured_TFLOPS):
    hardware = load_hardware(name)
    peak_TFLOPS = hardware.peak_flops_per_s("bf16", True) / 1e12
    assert hardware.efficiency["matmul"].efficiency_max == round(measured_TFLOPS / peak_TFLOPS, 3)


def test_hardware_show_json_lists_the_curves(capsys):
    assert main(["hardware", "show", "h100", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["efficiency"] == {"matmul": {"efficiency_max": 0.803, "half_size": 5.83e8},
                                      "memory": {"efficiency_max": 0.89, "half_size": 5e5}}


# --- bad input: one located diagnostic ----------------------------------------------------------------


@pytest.mark.parametrize(
    "replace, expected",
    [
        (("efficiency_max = 0.5", "efficiency_max = 1.5"),
         "efficiency.matmul.efficiency_max must be a number in 1e-06..1, got 1.5"),
        (("efficiency_max = 0.5", "efficiency_max = true"),
         "efficiency.matmul.efficiency_max must be a number in 1e-06..1, got True"),
        (("half_size = 1000", "half_size = -1"), "efficiency.memory.half_size must be a number in 0..1e+30, got -1"),
        (("half_size = 1000", "half_size = nan"), "efficiency.memory.half_size must be a number in 0..1e+30, got nan"),
        (("half_size = 1000\n", ""), "missing keys: efficiency.memory.half_size"),
        (("[efficiency.matmul]", "[efficiency.vector]"), "unknown keys: efficiency.vector"),
        (("half_size = 1e6", "half_size = 1e6\nhalf = 2"), "unknown keys: efficiency.matmul.half"),
        (("[efficiency.matmul]\nefficiency_max = 0.5\nhalf_size = 1e6\n", "[efficiency]\nmatmul = 3\n"),
         "efficiency.matmul must be a table, got 3"),
    ],
)
def test_a_malformed_efficiency_table_is_one_located_error(tmp_path, replace, expected):
    path = toy(tmp_path, TOY + CURVES.replace(*replace))
    with pytest.raises(HespasError) as caught:
        load_hardware(path)
    assert str(caught.value.location) == str(path)
    assert expected in caught.value.message


def test_efficiency_that_is_not_a_table_is_reported(tmp_path):
    path = toy(tmp_path, TOY.replace('name = "toy"', 'name = "toy"\nefficiency = "fast"'))
    with pytest.raises(HespasError) as caught:
        load_hardware(path)
    assert "efficiency must be a table, got 'fast'" in caught.value.message


def test_the_command_line_prints_one_error_line_and_exits_1(tmp_path, capsys):
    path = toy(tmp_path, TOY + CURVES.replace("efficiency_max = 0.8", "efficiency_max = 80"))
    assert main(["hardware", "show", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("error:") == 1 and "Traceback" not in err
    assert err.startswith(f"{path}: error: invalid hardware file: ")
    assert "efficiency.memory.efficiency_max must be a number in 1e-06..1, got 80" in err


def test_hardware_show_prints_the_curves_or_says_there_are_none(tmp_path, capsys):
    assert main(["hardware", "show", "a100"]) == 0
    out = capsys.readouterr().out
    assert "matmul 0.869 x / (x + 5.83e+08 flops); memory 0.83 x / (x + 500000 bytes)" in out
    assert "f32 (cuDNN transposes these Tensor Core convolutions to and from NHWC)" in out
    assert main(["hardware", "show", str(toy(tmp_path, TOY))]) == 0
    out = capsys.readouterr().out
    assert "(none: kernels at the peaks)" in out and "nchw_convolution_dtypes" in out


@pytest.mark.parametrize(
    "flags, step_ns",
    [
        # 2 * 8192^3 = 1,099,511,627,776 FLOPs on h100 (bf16 989,400 FLOP/ns), simulated in whole µs rounded up:
        # achieved, (1,099,511,627,776 + 5.83e8) / (989,400 * 0.803) + 1,000 = 1,385,658.2 ns -> 1,386 µs;
        ([], 1_386_000),
        # at the peak, 1,099,511,627,776 / 989,400 + 1,000 = 1,112,291.3 ns -> 1,113 µs.
        (["--peak-rates"], 1_113_000),
    ],
)
def test_simulate_costs_achieved_rates_unless_asked_for_the_peaks(tmp_path, capsys, flags, step_ns):
    source = tmp_path / "gemm.mlir"
    source.write_text(GEMM)
    report = tmp_path / "report.json"
    assert main(["simulate", str(source), "--hardware", "h100", "--json", str(report), *flags]) == 0
    assert json.loads(report.read_text())["step_time_ns"] == step_ns


# --- layout transposes around NCHW convolutions (a preset's nchw_convolution_dtypes) --------------------


def test_transposes_read_and_write_each_tensor_once_in_kernels_of_their_own(tmp_path):
    # Toy at its peaks (no curves): 100 bytes/ns, launch 500 ns, TF32 the reduced-precision f32 path.
    text = TOY.replace("launch_overhead_ns = 0", "launch_overhead_ns = 500").replace(
        'name = "toy"', 'name = "toy"\nreduced_precision_f32_matmul = "tf32"\nnchw_convolution_dtypes = ["f32"]'
    ) + "tf32 = 80\n"
    roofline = Roofline(load_hardware(toy(tmp_path, text)))
    # Input 1,000, filter 200, result 500 bytes: 2 x 1,700 / 100 = 34 ns of traffic, plus three launches.
    assert roofline.transposes_ns("f32", [1000, 200, 500]) == pytest.approx(34.0 + 3 * 500)
    assert roofline.transposes_ns("bf16", [1000, 200, 500]) == 0.0  # not listed: laid out NHWC
    # Without TF32 an f32 convolution runs on the CUDA cores, in NCHW kernels: nothing to transpose.
    assert Roofline(load_hardware(toy(tmp_path, text)), use_tf32=False).transposes_ns("f32", [1000, 200, 500]) == 0.0
    # In series with the kernel, and counted as memory work: compute 8e6 / 80,000 = 100 ns > memory
    # 1,700 / 100 = 17 ns, + 500 ns launch + 1,534 ns transposes = 2,134 ns; memory 17 + 1,534 = 1,551 ns.
    cost = OpCost(flops=8_000_000, bytes_read=1200, bytes_written=500, op_class=MATMUL, dtype="f32")
    record = roofline.op_timing(cost, None, roofline.transposes_ns("f32", [1000, 200, 500]))
    assert (record.time_ns, record.compute_ns, record.memory_ns) == pytest.approx((2134.0, 100.0, 1551.0))
    assert record.bound == "memory"


@pytest.mark.parametrize("name", list_hardware_presets())
def test_only_pre_hopper_nvidia_presets_transpose_tf32_convolutions(name):
    # XLA's HeuristicLayoutAssignment: NHWC for every non-f64 2D convolution from Hopper on, NCHW for a
    # convolution that is not f16/bf16 before it (layout_assignment.cc).
    expected = ("f32",) if name.startswith("a100") else ()
    assert load_hardware(name).nchw_convolution_dtypes == expected
