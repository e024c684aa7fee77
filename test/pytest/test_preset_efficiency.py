"""The efficiency figures of the B200, MI300X and TPU presets, each derived by hand from its cited source.

B200: its SMs ([gpu_cores]: 148 SMs, 1.98 GHz, 2048 threads and 128 FP32 lanes per SM, 32 bytes per SM per
clock). MI300X: its achieved HBM bandwidth ([efficiency.memory]: 0.80 of 5,300 GB/s, half_size 5e5 bytes) and its
CUs ([gpu_cores]: 304 CUs, 2.1 GHz, 2048 threads and 128 FP32 lanes per CU, 16 bytes per CU per clock, 64-thread
wavefronts).
TPUs: TPU v4's matmul and HBM curves from XLA's fusions and DMAs measured on a TPU v4 (the tpu-v4-latency-numbers
and pallas-tpu-tutorial repositories its file cites); the other TPUs' MXU ceiling ([efficiency.matmul]: 0.95 of the
peak, half_size 0, no memory curve: nothing measured was found for them).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hespas.cli import main
from hespas.costs.occupancy import Launch, bandwidth_cap_bytes_per_ns, vector_fraction
from hespas.costs.opcost import MATMUL, MOVEMENT, OpCost
from hespas.costs.roofline import Roofline
from hespas.hardware import load_hardware
from hespas.ir import ir, make_context, passmanager
from hespas.passes import create_pass

TPUS_UNMEASURED = ("tpu-v3", "tpu-v5e", "tpu-v5p")  # tpu-v4 has measured curves (below)


# --- B200's SMs (the occupancy of XLA:GPU's own kernels) ---------------------------------------------------


def test_b200_sm_figures_are_the_cited_ones():
    cores = load_hardware("b200").gpu_cores
    # 148 SMs (Chips and Cheese; a device query in pytorch/ao PR 4002), 64 warps x 32 = 2048 threads (Blackwell
    # Tuning Guide), 128 FP32 cores per SM (Cornell Virtual Workshop), clock 75 TFLOPS / (148 * 128 * 2) = 1.98 GHz.
    assert (cores.sm_count, cores.threads_per_sm, cores.fp32_lanes_per_sm, cores.memory_bytes_per_clock) == \
        (148, 2048, 128, 32)
    assert cores.clock_GHz == 1.98
    assert cores.sm_count * cores.fp32_lanes_per_sm * 2 * cores.clock_GHz / 1e3 == pytest.approx(75, rel=1e-3)


def test_few_b200_sms_move_less_than_the_hbm():
    cores = load_hardware("b200").gpu_cores
    # One SM moves 1.98 GHz * 32 B = 63.36 B/ns; 12 blocks on 12 SMs 760.32 B/ns, of 7,700 the HBM gives;
    # 12 of 148 SMs' lanes (1024 threads >= 128 lanes each).
    assert bandwidth_cap_bytes_per_ns(Launch(12, 1024), cores) == pytest.approx(760.32)
    assert vector_fraction(Launch(12, 1024), cores) == pytest.approx(12 / 148)
    # A full grid: 148 * 63.36 = 9,377.28 B/ns, above 7,700: 7,700 / 63.36 = 121.5, so 122 busy SMs suffice.
    assert bandwidth_cap_bytes_per_ns(Launch(5000, 128), cores) == pytest.approx(9377.28)


def _kernel_time_ns(text: str, hardware: str, occupancy: bool = True) -> float:
    """time_ns of the one fusion hespas-fuse makes of ``text``'s function, costed on ``hardware``."""
    context = make_context()
    with context:
        module = ir.Module.parse(text)
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-fuse", "").add_to(pm)
        create_pass("hespas-annotate-costs", f"hardware={hardware} occupancy={str(occupancy).lower()}").add_to(pm)
        pm.run(module.operation)
        function = module.body.operations[0]
        fusions = [op for op in function.regions[0].blocks[0].operations if op.name == "mhlo.fusion"]
        assert len(fusions) == 1
        return ir.DictAttr(fusions[0].attributes["hespas.cost"])["time_ns"].value


def _sum(shape: str, result: str, dimension: int) -> str:
    return (f"func.func @main(%x: tensor<{shape}xf32>) -> tensor<{result}xf32> {{\n"
            "  %zero = stablehlo.constant dense<0.0> : tensor<f32>\n"
            f"  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [{dimension}]"
            f" : (tensor<{shape}xf32>, tensor<f32>) -> tensor<{result}xf32>\n"
            f"  return %0 : tensor<{result}xf32>\n}}\n")


def test_a_b200_column_sum_on_12_sms_is_limited_by_them():
    # [2048, 768] f32 summed over rows: XLA:GPU's column reduction, 32x32-thread blocks of 32 * 2 columns
    # (vector 2 for f32): 768 / 64 = 12 blocks. Bytes 2048 * 768 * 4 + 768 * 4 = 6,294,528.
    # 12 SMs: 6,294,528 / 760.32 = 8,278.79 ns, above the memory curve's (6,294,528 + 5e5) / (7,700 * 0.84)
    # = 1,050.48 ns; + 1,000 ns launch = 9,278.79 ns. Without the rule: 2,050.48 ns.
    text = _sum("2048x768", "768", 0)
    assert _kernel_time_ns(text, "b200") == pytest.approx(9278.79, abs=0.01)
    assert _kernel_time_ns(text, "b200", occupancy=False) == pytest.approx(2050.48, abs=0.01)


def test_a_b200_row_sum_fills_the_gpu():
    # The same bytes as [768, 2048] summed along rows: 128 threads a row, two rows a 256-thread block: 384
    # blocks on all 148 SMs, 9,377.28 B/ns > 7,700: the memory curve's 1,050.48 + 1,000 ns, as without the rule.
    assert _kernel_time_ns(_sum("768x2048", "768", 1), "b200") == pytest.approx(2050.48, abs=0.01)


def test_a_bit_generator_is_launched_over_its_bits_not_its_state():
    # rng_bit_generator returns (the 2-word state, the bits); XLA:GPU's RngBitGeneratorExpander computes the bits
    # in a loop over their shape. Sized by the state (one block, one SM: 63.36 B/ns) the 268 MB of bits of
    # 8192 x 8192 took 8.48 ms on an H100; over the bits the grid fills the GPU and the kernel is the memory
    # curve's: read the 16-byte state, write it and the bits, (16 + 268,435,472 + 5e5) / (3,350 * 0.89) ns, plus the
    # 1,000 ns launch (its 67,108,866 transcendentals at 66.9 per ns take 1,003 ns, under that).
    text = ("func.func @main(%s: tensor<2xui64>) -> tensor<8192x8192xui32> {\n"
            "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT"
            " : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8192x8192xui32>)\n"
            "  return %0#1 : tensor<8192x8192xui32>\n}\n")
    context = make_context()
    with context:
        module = ir.Module.parse(text)
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(pm)
        pm.run(module.operation)
        (generator,) = [op for op in module.body.operations[0].regions[0].blocks[0].operations
                        if op.name == "stablehlo.rng_bit_generator"]
        time_ns = ir.DictAttr(generator.attributes["hespas.cost"])["time_ns"].value
    assert time_ns == pytest.approx((16 + 268_435_472 + 5e5) / (3350 * 0.89) + 1000, rel=1e-9)


# --- MI300X's achieved HBM bandwidth ------------------------------------------------------------------------


def test_mi300x_moves_80_percent_of_its_peak_on_large_kernels():
    # A kernel moving 1e8 bytes: (1e8 + 5e5) / (5,300 * 0.80 = 4,240 B/ns) = 23,702.83 ns, + 1,000 ns launch
    # = 24,702.83 ns: 0.80 * 1e8 / (1e8 + 5e5) = 79.6% of the peak. At the peak: 1e8 / 5,300 + 1,000 = 19,867.92.
    cost = OpCost(bytes_read=50_000_000, bytes_written=50_000_000, op_class=MOVEMENT)
    mi300x = load_hardware("mi300x")
    assert mi300x.efficiency["memory"].efficiency_max == 0.80 and mi300x.efficiency["memory"].half_size == 5e5
    assert Roofline(mi300x).op_timing(cost).time_ns == pytest.approx(24702.83, abs=0.01)
    assert Roofline(mi300x, efficiency=False).op_timing(cost).time_ns == pytest.approx(19867.92, abs=0.01)


# --- MI300X's compute units (the occupancy of XLA's own kernels, 64-wide wavefronts) ----------------------


def test_mi300x_cu_figures_are_the_cited_ones():
    cores = load_hardware("mi300x").gpu_cores
    # 304 CUs (ROCm's GPU architecture table, hipGetDeviceProperties), 2048 threads a CU (maxThreadsPerMultiProcessor),
    # 128 FP32 lanes (XLA's fpus_per_core for ROCm), 16 B a clock (XLA's memory_transactions_per_clock on MI300),
    # wavefront 64; 2.1 GHz (the datasheet's peak clock): 304 * 128 * 2 * 2.1 GHz = 163.4 TFLOPS, the f32 vector peak.
    assert (cores.sm_count, cores.threads_per_sm, cores.fp32_lanes_per_sm, cores.memory_bytes_per_clock,
            cores.threads_per_warp) == (304, 2048, 128, 16, 64)
    assert cores.clock_GHz == 2.1
    assert cores.sm_count * cores.fp32_lanes_per_sm * 2 * cores.clock_GHz / 1e3 == pytest.approx(163.4, rel=1e-3)


@pytest.fixture
def mi300x_with_nvidia_warps(tmp_path):
    """The MI300X preset without its threads_per_warp line: the same CUs, XLA's NVIDIA grids (32-thread warps)."""
    preset = Path(load_hardware("mi300x").source_path).read_text()
    lines = [line for line in preset.splitlines() if not line.startswith("threads_per_warp")]
    path = tmp_path / "mi300x-warp32.toml"
    path.write_text("\n".join(lines).replace('name = "mi300x-oam"', 'name = "mi300x-warp32"')
                    .replace('aliases = ["mi300x"]', "aliases = []") + "\n")
    assert load_hardware(path).gpu_cores.threads_per_warp == 32
    return str(path)


def test_an_mi300x_row_sum_rounds_rows_to_the_wavefront(mi300x_with_nvidia_warps):
    # [512, 400] f32 summed along rows: 64 threads a row (ceil(400 / 16) = 25 rounded up to the wavefront), 4 rows
    # a 256-thread block: 128 blocks (test_occupancy). Bytes 512 * 400 * 4 + 512 * 4 = 821,248.
    # 128 CUs move 128 * 2.1 * 16 = 4,300.8 B/ns: 190.95 ns, under the memory curve's (821,248 + 5e5) /
    # (5,300 * 0.80 = 4,240) = 311.62 ns; + 1,000 ns launch = 1,311.62 ns, as without the rule.
    text = _sum("512x400", "512", 1)
    assert _kernel_time_ns(text, "mi300x") == pytest.approx(1311.62, abs=0.01)
    assert _kernel_time_ns(text, "mi300x", occupancy=False) == pytest.approx(1311.62, abs=0.01)
    # With 32-thread warps the grid is 8 rows of 32 threads a block: 64 blocks, 64 * 33.6 = 2,150.4 B/ns:
    # 821,248 / 2,150.4 = 381.90 ns + 1,000.
    assert _kernel_time_ns(text, mi300x_with_nvidia_warps) == pytest.approx(1381.90, abs=0.01)


def _add4(n: int) -> str:
    return (f"func.func @main(%a: tensor<{n}xf32>, %b: tensor<{n}xf32>, %c: tensor<{n}xf32>, %d: tensor<{n}xf32>)"
            f" -> tensor<{n}xf32> {{\n"
            f"  %0 = stablehlo.add %a, %b : tensor<{n}xf32>\n"
            f"  %1 = stablehlo.add %0, %c : tensor<{n}xf32>\n"
            f"  %2 = stablehlo.add %1, %d : tensor<{n}xf32>\n"
            f"  return %2 : tensor<{n}xf32>\n}}\n")


def test_an_mi300x_loop_kernel_of_one_wavefront_block_is_limited_by_its_cu(mi300x_with_nvidia_warps):
    # a + b + c + d over [256] f32, one loop fusion: 256 elements < 622,592 thread slots, unroll 1; blocks of
    # 64 * 4 = 256 threads: one block, one CU: 2.1 * 16 = 33.6 B/ns. Bytes 4 * 1,024 read + 1,024 written = 5,120:
    # 152.38 ns, above the memory curve's (5,120 + 5e5) / 4,240 = 119.13 ns; + 1,000 ns launch.
    text = _add4(256)
    assert _kernel_time_ns(text, "mi300x") == pytest.approx(1152.38, abs=0.01)
    assert _kernel_time_ns(text, "mi300x", occupancy=False) == pytest.approx(1119.13, abs=0.01)
    # 128-thread blocks (32-thread warps) would be two blocks on two CUs, 67.2 B/ns: 76.19 ns, under the curve.
    assert _kernel_time_ns(text, mi300x_with_nvidia_warps) == pytest.approx(1119.13, abs=0.01)


# --- TPU v4: curves through XLA's fusions measured on the chip -----------------------------------------------

V4_CLOCK_GHZ = 1.05  # the TensorCore cycle counter's rate, as the sources convert cycles


def test_tpu_v4_hbm_curve_is_derived_from_the_measured_dmas_and_stream():
    # [LAT] results/02_local.md: one DMA HBM -> VMEM 483.58 + 1.10462 K cycles, VMEM -> HBM 417.542 + 1.05063 K.
    # A kernel waits for a read and a write in series: 901.122 cycles / 1.05 = 858.21 ns fixed.
    fixed_ns = (483.58 + 417.542) / V4_CLOCK_GHZ
    assert fixed_ns == pytest.approx(858.21, abs=0.01)
    # [TUT] chapter03/02: XLA's y = 2x + 1 over f32[32768,128], 16 MiB read and 16 MiB written, 34.5 us (XProf).
    moved = 2 * 32768 * 128 * 4
    achieved_GBps = moved / (34_500 - fixed_ns)  # bytes per ns = GB/s
    assert achieved_GBps == pytest.approx(997.40, abs=0.01)
    # Both TensorCores reading at once ([LAT], 2.15612 cycles per KiB each) agree: 2,048 B per 2.15612 cycles.
    assert 2048 / 2.15612 * V4_CLOCK_GHZ == pytest.approx(997.35, abs=0.01)
    efficiency_max = round(achieved_GBps / 1200, 2)
    half_size = round(fixed_ns * 1200 * efficiency_max, -3)  # the fixed time's bytes at the achieved rate
    assert (efficiency_max, half_size) == (0.83, 855_000)
    curve = load_hardware("tpu-v4").efficiency["memory"]
    assert (curve.efficiency_max, curve.half_size) == (efficiency_max, half_size)


def test_tpu_v4_matmul_curve_is_derived_from_the_measured_fusions():
    # [TUT] chapter01: XLA's bf16[16,128] @ bf16[128,128] fusion 176 cycles, bf16[1024,128] @ bf16[128,128] 435.
    small, large = 2 * 16 * 128 * 128, 2 * 1024 * 128 * 128
    per_cycle = (large - small) / (435 - 176)
    fixed_cycles = 176 - small / per_cycle
    assert fixed_cycles == pytest.approx(171.89, abs=0.01)
    # [TUT] chapter02/09: XLA's 2048^3 bf16 fusion 74,750 cycles; the 8 MXUs need 2048^3 / (8 * 128 * 128) = 65,536.
    efficiency_max = round(65_536 / (74_750 - fixed_cycles), 2)  # 0.879
    half_size = float(f"{fixed_cycles / V4_CLOCK_GHZ * 275_000 * efficiency_max:.3g}")  # 3.96e7 FLOPs
    assert (efficiency_max, half_size) == (0.88, 3.96e7)
    curve = load_hardware("tpu-v4").efficiency["matmul"]
    assert (curve.efficiency_max, curve.half_size) == (efficiency_max, half_size)
    # The curve through the 2048^3 fusion: (17,179,869,184 + 3.96e7) / 242,000 = 71,154.83 ns; measured 71.19 us.
    cost = OpCost(flops=2 * 2048**3, op_class=MATMUL, dtype="bf16")
    assert Roofline(load_hardware("tpu-v4")).compute_ns(cost) == pytest.approx(71_154.83, abs=0.01)


def test_a_small_op_on_tpu_v4_pays_the_measured_dma_latency():
    # Two 4 KiB DMAs, as [TUT] chapter03/01's kernel (0.84 us over its known delay): (8,192 + 855,000) / 996
    # = 866.66 ns, no launch overhead. At the peak it was 8,192 / 1,200 = 6.83 ns.
    cost = OpCost(bytes_read=4096, bytes_written=4096, op_class=MOVEMENT)
    v4 = load_hardware("tpu-v4")
    assert Roofline(v4).op_timing(cost).time_ns == pytest.approx(866.66, abs=0.01)
    assert Roofline(v4, efficiency=False).op_timing(cost).time_ns == pytest.approx(6.83, abs=0.01)
    # XLA's smallest matmul fusion, bf16[16,128] @ bf16[128,128] -> f32: its MXU work (524,288 + 3.96e7) / 242,000
    # = 165.80 ns (the measured 176 cycles = 167.6 ns, operands already in VMEM); from HBM, its 36,864 bytes read and
    # 8,192 written take (45,056 + 855,000) / 996 = 903.67 ns: the DMA latency bounds it.
    matmul = OpCost(flops=2 * 16 * 128 * 128, bytes_read=36_864, bytes_written=8_192, op_class=MATMUL, dtype="bf16")
    timing = Roofline(v4).op_timing(matmul)
    assert timing.compute_ns == pytest.approx(165.80, abs=0.01)
    assert timing.time_ns == pytest.approx(903.67, abs=0.01)


# --- The other TPUs: the MXU ceiling --------------------------------------------------------------------------


@pytest.mark.parametrize("name", TPUS_UNMEASURED)
def test_every_tpu_has_the_95_percent_matmul_ceiling_and_no_memory_curve(name):
    curves = load_hardware(name).efficiency
    assert set(curves) == {"matmul"}
    assert (curves["matmul"].efficiency_max, curves["matmul"].half_size) == (0.95, 0.0)


def test_a_4096_cubed_bf16_matmul_on_tpu_v5e():
    # 2 * 4096^3 = 137,438,953,472 FLOPs at 197 TFLOPS = 197,000 FLOP/ns * 0.95 = 187,150 FLOP/ns:
    # 734,378.59 ns, no launch cost (at the peak: 697,659.66 ns).
    cost = OpCost(flops=2 * 4096**3, op_class=MATMUL, dtype="bf16")
    v5e = load_hardware("tpu-v5e")
    assert Roofline(v5e).op_timing(cost).time_ns == pytest.approx(734378.59, abs=0.01)
    assert Roofline(v5e, efficiency=False).op_timing(cost).time_ns == pytest.approx(697659.66, abs=0.01)


def test_a_small_tpu_matmul_reaches_the_same_fraction():
    # half_size 0: any size runs at 0.95 of the peak. 2 * 128^3 = 4,194,304 FLOPs on v5p (459,000 FLOP/ns):
    # 4,194,304 / (459,000 * 0.95 = 436,050) = 9.62 ns.
    cost = OpCost(flops=2 * 128**3, op_class=MATMUL, dtype="bf16")
    assert Roofline(load_hardware("tpu-v5p")).op_timing(cost).time_ns == pytest.approx(9.619, abs=0.001)


def test_tpu_memory_traffic_stays_at_the_peak():
    # No [efficiency.memory]: 1e8 bytes / 2,765 B/ns = 36,166.37 ns on v5p.
    cost = OpCost(bytes_read=50_000_000, bytes_written=50_000_000, op_class=MOVEMENT)
    assert Roofline(load_hardware("tpu-v5p")).op_timing(cost).time_ns == pytest.approx(36166.37, abs=0.01)


# --- hespas hardware show prints them -------------------------------------------------------------------------


@pytest.mark.parametrize("name, line", [
    ("b200", "148 SMs at 1.98 GHz; 2048 threads and 128 FP32 lanes per SM; 32 B per SM per clock"),
    ("mi300x", "matmul 0.511 x / (x + 5.83e+08 flops); memory 0.8 x / (x + 500000 bytes)"),
    ("mi300x", "304 SMs at 2.1 GHz; 2048 threads and 128 FP32 lanes per SM; 16 B per SM per clock; 64-thread warps"),
    ("tpu-v4", "matmul 0.88 x / (x + 3.96e+07 flops); memory 0.83 x / (x + 855000 bytes)"),
    ("tpu-v5p", "matmul 0.95 x / (x + 0 flops)"),
])
def test_hardware_show_prints_the_new_figures(capsys, name, line):
    assert main(["hardware", "show", name]) == 0
    assert line in capsys.readouterr().out
