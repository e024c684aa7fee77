"""hespas.costs.occupancy: XLA:GPU's launch dimensions for its own kernels, and what few SMs can move.

Every expected grid is derived by hand from the XLA code the module cites (its docstring); A100 figures
from the preset: 108 SMs, 1.41 GHz, 2048 threads and 64 FP32 lanes per SM, 32 bytes per SM per clock.
"""

from __future__ import annotations

import pytest

from conftest import TOY_HARDWARE, load_script
from hespas.costs.occupancy import (Launch, bandwidth_cap_bytes_per_ns, loop_launch, loop_unroll, reduction_launch,
                                    tree_split, vector_fraction)
from hespas.diagnostics import HespasError
from hespas.hardware import load_hardware

A100 = load_hardware("a100").gpu_cores
A100_SLOTS = 108 * 2048  # 221,184 resident threads


def test_a_small_loop_kernel_is_not_unrolled_and_uses_128_thread_blocks():
    # 1,024 f32 elements < 221,184 thread slots: unroll 1; 1,024 threads / 128 = 8 blocks.
    unroll = loop_unroll(1024, A100_SLOTS, vectorizable=True, smallest_output_bits=32)
    assert unroll == 1
    assert loop_launch(1024, unroll, warp=32) == Launch(8, 128)


def test_a_large_loop_kernel_unrolls_by_four():
    # [4, 2048, 768] bf16 = 6,291,456 elements >= 221,184 and divisible by 4: unroll 4;
    # 1,572,864 threads / 128 = 12,288 blocks.
    elements = 4 * 2048 * 768
    unroll = loop_unroll(elements, A100_SLOTS, vectorizable=True, smallest_output_bits=16)
    assert unroll == 4
    assert loop_launch(elements, unroll, warp=32) == Launch(12288, 128)


def test_unroll_rules():
    # Divisible by 2 only: 2. A dot or sort in the kernel: 1. A thread writes whole bytes: 4-bit outputs
    # get at least ceil(8 / 4) = 2 elements a thread, however small the kernel.
    assert loop_unroll(2 * 200_001, A100_SLOTS, True, 32) == 2
    assert loop_unroll(4 * 100_000, A100_SLOTS, False, 32) == 1
    assert loop_unroll(100, A100_SLOTS, True, 4) == 2
    # Fewer elements than threads: one block of that many threads.
    assert loop_launch(100, 1, warp=32) == Launch(1, 100)


def test_a_row_reduction_packs_four_rows_of_64_threads_a_block():
    # [8192, 768] bf16 reduced over 768: threads per row min(1024, roundup(ceil(768 / 16) = 48, 32)) = 64;
    # 64 * 2 <= 256, and 8192 rows * 64 > 256, so 256 / 64 = 4 rows a block; 8192 / 4 = 2048 blocks.
    assert reduction_launch((8192, 768), (1,), 16, warp=32) == Launch(2048, 256)


def test_a_column_reduction_launches_a_block_per_64_columns():
    # [2048, 768] f32 reduced over 2048 (<= the race-free 4,096, no split): vector 2 (f32 inputs, 768 even,
    # 32 * 2 <= 768); one 32x32-thread block per 32 * 2 = 64 columns: 768 / 64 = 12 blocks.
    assert reduction_launch((2048, 768), (0,), 32, warp=32) == Launch(12, 1024)
    # Reducing two leading dimensions is the same column reduction: [4 * 512, 768].
    assert reduction_launch((4, 512, 768), (0, 1), 32, warp=32) == Launch(12, 1024)


def test_a_long_column_reduction_is_split_first():
    # n = 8192 > 4096: n / k starts at floor(sqrt(8192)) = 90 (padding 88); between 89 and 46 only 64 divides
    # 8192 (padding 0), so k = 128; a column reduction swaps k and n / k (k <= 4096): k = 64, n / k = 128.
    assert tree_split(8192, 4096, is_row=False) == (64, 128)
    # The first stage is the column reduction [64, 128, 768] over 128: 64 * 768 / 64 = 768 blocks.
    assert reduction_launch((8192, 768), (0,), 32, warp=32) == Launch(768, 1024)


def test_a_long_row_reduction_is_split_first():
    # n = 50304 = 2^7 * 3 * 131 > 16384: n / k starts at isqrt = 224 (padding 96); descending from 223,
    # 192 divides (k = 262), then 131 (not a power of 2: kept), then 128 (a power of 2, padding 0): k = 393.
    # The row swap: n / k = 128 and n are even, and 128 * 2 < 393: swap, k = 128, n / k = 393.
    assert tree_split(50304, 16384, is_row=True) == (128, 393)
    # First stage: 8192 * 128 rows of 393: threads per row roundup(ceil(393 / 16) = 25, 32) = 32, 256 / 32 = 8
    # rows a block: 1,048,576 / 8 = 131,072 blocks.
    assert reduction_launch((8192, 50304), (1,), 32, warp=32) == Launch(131072, 256)


def test_dimensions_of_size_one_are_dropped_and_scattered_reductions_are_loops():
    # [4, 2048, 1] over 1 is [4, 2048] over 1: a row reduction of 4 rows of 2048 (128 threads a row, two
    # rows a 256-thread block: 2 blocks).
    assert reduction_launch((4, 2048, 1), (1,), 32, warp=32) == Launch(2, 256)
    # [8, 16, 32] over 0 and 2 keeps one (consecutive) dimension between reduced ones: XLA's batched row
    # reduction [8, 16, 32] (8 <= 8 batches: no split): 16 rows of 32, 32 threads a row (roundup(ceil(32 / 16),
    # 32)), 256 / 32 = 8 rows a block: 2 blocks.
    assert reduction_launch((8, 16, 32), (0, 2), 32, warp=32) == Launch(2, 256)
    # [2, 3, 4, 5] over 0 and 2, keeping 1 and 3: neither set consecutive: XLA's loop emitter (None here).
    assert reduction_launch((2, 3, 4, 5), (0, 2), 32, warp=32) is None
    # Reducing only dimensions of size 1 reduces nothing.
    assert reduction_launch((4, 1), (1,), 32, warp=32) is None
    assert reduction_launch((4, 0), (1,), 32, warp=32) is None


def test_a_full_reduction_is_one_row():
    # [1000] reduced to a scalar: one row of 1000: threads roundup(ceil(1000 / 16) = 63, 32) = 64, one block.
    assert reduction_launch((1000,), (0,), 32, warp=32) == Launch(1, 64)


def test_bandwidth_and_lanes_of_a_few_block_kernel_on_an_a100():
    # 12 blocks on 12 SMs: 12 * 1.41 GHz * 32 B = 541.44 B/ns (of 2,039 the HBM gives);
    # lanes: 12 / 108 of the SMs, 1024 threads >= 64 lanes each: 1/9 of the GPU's.
    launch = Launch(12, 1024)
    assert bandwidth_cap_bytes_per_ns(launch, A100) == pytest.approx(541.44)
    assert vector_fraction(launch, A100) == pytest.approx(12 / 108)
    # More blocks than SMs: every SM busy, 108 * 45.12 = 4,873 B/ns, above the HBM: no limit in practice.
    assert bandwidth_cap_bytes_per_ns(Launch(5000, 128), A100) == pytest.approx(108 * 1.41 * 32)
    # 32 threads a block use half of an SM's 64 lanes.
    assert vector_fraction(Launch(500, 32), A100) == pytest.approx(0.5)


def test_presets_without_sms_are_not_limited():
    assert load_hardware("tpu-v5p").gpu_cores is None


def _gpu_cores_problem(path, table: str) -> str:
    """The message of loading the toy hardware with ``table`` as its [gpu_cores] body, written to ``path``."""
    path.write_text(TOY_HARDWARE + "[gpu_cores]\n" + table)
    with pytest.raises(HespasError) as caught:
        load_hardware(path)
    return caught.value.message


def test_a_bad_gpu_cores_table_is_reported(tmp_path):
    message = _gpu_cores_problem(tmp_path / "hw.toml",
                                 "sm_count = 0\nclock_GHz = 1.4\nthreads_per_sm = 2048\nfp32_lanes_per_sm = 64\n")
    assert "missing keys: gpu_cores.memory_bytes_per_clock" in message
    assert "gpu_cores.sm_count must be an integer in 1..1048576, got 0" in message


def test_the_cost_benchmark_times_both_settings():
    # benchmarks/occupancy_cost.py runs the pass with each setting; a module with one column sum gives
    # a positive CPU time for both (and the option must parse for the run to happen at all).
    from pathlib import Path

    from hespas.ir import ir, make_context

    root = Path(__file__).resolve().parents[2]
    bench = load_script(root / "benchmarks" / "occupancy_cost.py")
    text = ("func.func @main(%x: tensor<2048x768xf32>) -> tensor<768xf32> {\n"
            "  %zero = stablehlo.constant dense<0.0> : tensor<f32>\n"
            "  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0]"
            " : (tensor<2048x768xf32>, tensor<f32>) -> tensor<768xf32>\n"
            "  return %0 : tensor<768xf32>\n}\n")
    context = make_context()
    for occupancy in (True, False):
        assert bench.annotate_seconds(lambda: ir.Module.parse(text), context, "a100", occupancy) > 0


# --- AMD GPUs: XLA sizes the same grids by the 64-wide wavefront (threads_per_warp() of the device) ---------

MI300X = load_hardware("mi300x").gpu_cores
MI300X_SLOTS = 304 * 2048  # 622,592 resident threads


def test_mi300x_loop_blocks_are_four_wavefronts():
    # CalculateLaunchDimensions: threads_per_warp (64) * kWarpSchedulers (4) = 256 threads a block.
    # 1,024 f32 elements < 622,592 slots: unroll 1; 1,024 / 256 = 4 blocks (on an A100: 8 of 128).
    assert MI300X.threads_per_warp == 64
    unroll = loop_unroll(1024, MI300X_SLOTS, vectorizable=True, smallest_output_bits=32)
    assert unroll == 1
    assert loop_launch(1024, unroll, warp=64) == Launch(4, 256)
    # [4, 2048, 768] bf16 = 6,291,456 elements >= 622,592, divisible by 4: unroll 4; 1,572,864 / 256 = 6,144.
    assert loop_launch(4 * 2048 * 768, 4, warp=64) == Launch(6144, 256)


def test_mi300x_row_reduction_rounds_a_row_to_the_wavefront():
    # [512, 400] f32 reduced over 400: ceil(400 / 16) = 25 threads, rounded up to the warp.
    # warp 64: 64 threads a row; 64 * 2 <= 256 and 512 * 64 > 256: 256 / 64 = 4 rows a block. Vector 2 (f32,
    # 400 even, 64 * 2 <= 400): 200 vectors, tile min(16 / 2, ceil(200 / 64) = 4) = 4, 4 * 64 = 256 >= 200:
    # one block a row group: 512 / 4 = 128 blocks of 256.
    assert reduction_launch((512, 400), (1,), 32, warp=64) == Launch(128, 256)
    # warp 32: 32 threads a row, 8 rows a block; tile min(8, ceil(200 / 32) = 7) = 7, 7 * 32 = 224 >= 200:
    # 512 / 8 = 64 blocks of 256.
    assert reduction_launch((512, 400), (1,), 32, warp=32) == Launch(64, 256)


def test_mi300x_column_reduction_keeps_32x32_tiles_but_splits_later():
    # ColumnReductionFusion's tile is its own kTileSize = 32, not the warp: [2048, 768] f32 is 12 blocks of
    # 32x32 threads (768 / (32 * 2)) on either GPU.
    assert reduction_launch((2048, 768), (0,), 32, warp=64) == Launch(12, 1024)
    # The race-free bound is WarpSize(device) * 128 = 8,192 rows on MI300X: [8192, 768] is one kernel of the
    # same 12 blocks, where an NVIDIA GPU (bound 4,096) splits it first (768 blocks, above).
    assert reduction_launch((8192, 768), (0,), 32, warp=64) == Launch(12, 1024)


def test_mi300x_cus_move_16_bytes_a_clock():
    # 12 blocks on 12 CUs: 12 * 2.1 GHz * 16 B = 403.2 B/ns (XLA's memory_transactions_per_clock on MI300);
    # 12 / 304 of the CUs, 1024 threads >= 128 lanes each.
    assert bandwidth_cap_bytes_per_ns(Launch(12, 1024), MI300X) == pytest.approx(403.2)
    assert vector_fraction(Launch(12, 1024), MI300X) == pytest.approx(12 / 304)


def test_a_bad_warp_width_is_reported(tmp_path):
    path = tmp_path / "hw.toml"
    message = _gpu_cores_problem(path, "sm_count = 4\nclock_GHz = 1.4\nthreads_per_sm = 2048\nfp32_lanes_per_sm = 64\n"
                                       "memory_bytes_per_clock = 32\nthreads_per_warp = 0\n")
    assert "gpu_cores.threads_per_warp must be an integer in 1..1048576, got 0" in message
    # Left out, it is NVIDIA's 32.
    path.write_text(path.read_text().replace("threads_per_warp = 0\n", ""))
    assert load_hardware(path).gpu_cores.threads_per_warp == 32
