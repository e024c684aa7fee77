"""benchmarks/kernel_breakdown.py: Calculon's step table and the matmul what-if, derived by hand."""

from pathlib import Path

import pytest

from conftest import load_script
from hespas.hardware import load_hardware

ROOT = Path(__file__).resolve().parents[2]
breakdown = load_script(ROOT / "benchmarks" / "kernel_breakdown.py")

GEMM = """module @gemm {{
  func.func @main(%a: tensor<{m}x{k}xbf16>, %b: tensor<{k}x{n}xbf16>) -> tensor<{m}x{n}xbf16> {{
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
        : (tensor<{m}x{k}xbf16>, tensor<{k}x{n}xbf16>) -> tensor<{m}x{n}xbf16>
    return %0 : tensor<{m}x{n}xbf16>
  }}
}}
"""


@pytest.mark.parametrize("flops, efficiency", [
    (0.5e9, 0.10), (1e9, 0.60), (9.66e9, 0.60),  # Pax's [8192, 768] x [768, 768] projection: the 1 GFLOP step
    (16e9, 0.90), (38.7e9, 0.90), (128e9, 0.95), (1.1e12, 0.95)])
def test_calculon_step_table_gives_the_step_an_op_reaches(flops, efficiency):
    assert breakdown.calculon_efficiency(flops) == efficiency


# A100 bf16: 312 TFLOPS = 312,000 FLOP/ns; HBM (bytes + 5e5) / (2,039 * 0.83 = 1,692.37 bytes/ns); launch 1,000 ns.
# The preset's curve: efficiency_max 0.869 (271,128 FLOP/ns), half_size 5.83e8 FLOPs.
@pytest.mark.parametrize("m, k, n, curve_ns, step_ns", [
    # 2 * 8192**3 = 1,099,511,627,776 FLOPs, >= 128 GFLOP; its 402,653,184 bytes take 238,218 ns, less.
    # Curve: (1,099,511,627,776 + 5.83e8) / 271,128 = 4,057,473.3, + 1,000 = 4,058,473.3;
    # Calculon, 0.95 (296,400 FLOP/ns): 1,099,511,627,776 / 296,400 = 3,709,553.4, + 1,000 = 3,710,553.4.
    (8192, 8192, 8192, 4_058_473.3, 3_710_553.4),
    # Pax's attention output projection: 2 * 8192 * 768 * 768 = 9,663,676,416 FLOPs; 26,345,472 bytes take
    # 15,862.6 ns. Curve: (9,663,676,416 + 5.83e8) / 271,128 = 37,792.8, + 1,000 = 38,792.8; Calculon's
    # 1 GFLOP step, 0.60: 9,663,676,416 / 187,200 = 51,622.2, + 1,000 = 52,622.2.
    (8192, 768, 768, 38_792.8, 52_622.2)])
def test_matmul_times_of_one_gemm(tmp_path, m, k, n, curve_ns, step_ns):
    path = tmp_path / "gemm.mlir"
    path.write_text(GEMM.format(m=m, k=k, n=n))
    module, found = breakdown.kernels(str(path), "a100", None)
    assert breakdown.matmul_times(found, load_hardware("a100")) == (pytest.approx(curve_ns, abs=0.1),
                                                                    pytest.approx(step_ns, abs=0.1))
    del found, module
