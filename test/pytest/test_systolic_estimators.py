"""SCALE-Sim and ZigZag on products whose cycle counts follow by hand from the dataflow.

Square GEMM, N x N x N on one N x N array, each cycle counted (SCALE-Sim reports
its last cycle's index, one less):

SCALE-Sim (its demand matrices; Samajdar et al., "A Systematic Methodology for
Characterizing Scalability of DNN Accelerators using SCALE-Sim", ISPASS 2020,
eq. 1: tau = 2 S_R + S_C + T - 2):
  weight or input stationary: N cycles to load the stationary operand, N + N - 2
  of skew while the other streams through, T = N of streaming: 4N - 2;
  output stationary: no load, N + N - 2 of skew, T = N: 3N - 2.
ZigZag (its cost model on hespas's accelerator description, weight stationary):
  N^3 MACs on N^2 units: N cycles of computation; before it, N^2 weights and N^2
  inputs at the SRAM's 2N elements per cycle, N/2 cycles, plus its 1-cycle
  latency; after it, N^2 outputs at 2N per cycle, N/2; and the systolic drain,
  N - 1 along each of the two dimensions: 4N - 1 in all.
The two tools agree to one cycle on this case.
"""

from __future__ import annotations

import dataclasses
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hespas.costs.roofline import Roofline
from hespas.costs.types import TypeTable
from hespas.estimators.cache import EstimateCache
from hespas.estimators.gemm import Gemm
from hespas.estimators.interface import EstimatorContext
from hespas.estimators.scalesim_estimator import ScaleSimEstimator, config_text, fold_dimensions, run_scalesim
from hespas.estimators.zigzag_estimator import ZigZagEstimator
from hespas.hardware import SystolicArray, load_hardware

needs_scalesim = pytest.mark.skipif(ScaleSimEstimator.unavailable_reason() is not None,
                                    reason=f"scalesim: {ScaleSimEstimator.unavailable_reason()}")
needs_zigzag = pytest.mark.skipif(ZigZagEstimator.unavailable_reason() is not None,
                                  reason=f"zigzag: {ZigZagEstimator.unavailable_reason()}")


def estimator(cls, tmp_path, rows: int, dataflow: str, arrays: int = 1):
    array = SystolicArray(rows, rows, dataflow, arrays, 1000.0, 64, 64, 64)
    hardware = dataclasses.replace(load_hardware("tpu-v4"), systolic_array=array)
    return cls(EstimatorContext(hardware, Roofline(hardware), TypeTable(), EstimateCache(tmp_path / "cache.db")))


def square(n: int) -> Gemm:
    return Gemm(1, n, n, n, "bf16", 16)


@needs_scalesim
@pytest.mark.parametrize("n", [8, 16])
@pytest.mark.parametrize("dataflow, formula", [("ws", lambda n: 4 * n - 2), ("is", lambda n: 4 * n - 2),
                                               ("os", lambda n: 3 * n - 2)])
def test_scalesim_square_gemm_on_a_square_array(tmp_path, n, dataflow, formula):
    assert estimator(ScaleSimEstimator, tmp_path, n, dataflow).simulate(square(n)).cycles == formula(n)


@needs_scalesim
@pytest.mark.parametrize("dataflow, folds, fold_cycles", [
    ("ws", 2 * 2, 2 * 8 + 8 + 20 - 2),  # K = 9 on the rows, N = 12 on the columns, T = M = 20
    ("os", 3 * 2, 8 + 8 + 9 - 2),  # M = 20 on the rows, N = 12 on the columns, T = K = 9
    ("is", 2 * 3, 2 * 8 + 8 + 12 - 2),  # K = 9 on the rows, M = 20 on the columns, T = N = 12
])
def test_scalesim_folds_run_back_to_back(tmp_path, dataflow, folds, fold_cycles):
    """SCALE-Sim on the whole 20 x 12 x 9 product = what hespas makes of one fold of it."""
    gemm, array = Gemm(1, 20, 12, 9, "bf16", 16), SystolicArray(8, 8, dataflow, 1, 1000.0, 64, 64, 64)
    sr, sc, _ = fold_dimensions(dataflow, gemm)
    assert math.ceil(sr / 8) * math.ceil(sc / 8) == folds
    whole = run_scalesim(config_text(array, gemm.m, gemm.n, gemm.k), "Layer, M, N, K,\nall, 20, 12, 9,\n")
    assert whole + 1 == folds * fold_cycles
    assert estimator(ScaleSimEstimator, tmp_path, 8, dataflow).simulate(gemm).cycles == folds * fold_cycles


@needs_scalesim
def test_scalesim_spreads_folds_over_the_arrays(tmp_path, monkeypatch):
    # Weight stationary, 32 x 32 x 32 on 8 x 8 arrays: 4 x 4 = 16 folds of 2*8 + 8 + 32 - 2 = 54 cycles.
    one = estimator(ScaleSimEstimator, tmp_path, 8, "ws", arrays=1).simulate(square(32)).cycles
    four = estimator(ScaleSimEstimator, tmp_path, 8, "ws", arrays=4).simulate(square(32)).cycles
    five = estimator(ScaleSimEstimator, tmp_path, 8, "ws", arrays=5).simulate(square(32)).cycles
    assert (one, four, five) == (16 * 54, 4 * 54, 4 * 54)
    batched = estimator(ScaleSimEstimator, tmp_path, 8, "ws", arrays=4).simulate(Gemm(3, 32, 32, 32, "bf16", 16))
    assert batched.cycles == 12 * 54
    # All of these were one fold shape: SCALE-Sim is not run again, from this process or the next.
    monkeypatch.setattr("hespas.estimators.scalesim_estimator.run_scalesim", lambda *_: pytest.fail("ran again"))
    other_shape = Gemm(2, 32, 8, 32, "f32", 32)  # 2 x 4 x 1 folds of the same shape: K on the rows, T = M = 32
    assert estimator(ScaleSimEstimator, tmp_path, 8, "ws").simulate(other_shape).cycles == 8 * 54


@needs_zigzag
@pytest.mark.parametrize("n", [8, 16])
def test_zigzag_square_gemm_on_a_square_array(tmp_path, n):
    result = estimator(ZigZagEstimator, tmp_path, n, "ws").simulate(square(n))
    assert result.cycles == 4 * n - 1
    assert result.energy_pJ > 0.04 * n**3  # more than the MACs alone (0.04 pJ each): memories cost too


@needs_zigzag
def test_zigzag_results_are_cached(tmp_path, monkeypatch):
    first = estimator(ZigZagEstimator, tmp_path, 8, "ws").simulate(square(8))
    monkeypatch.setattr("hespas.estimators.zigzag_estimator.run_zigzag", lambda *_: pytest.fail("ran again"))
    assert estimator(ZigZagEstimator, tmp_path, 8, "ws").simulate(square(8)) == first


@needs_scalesim
@pytest.mark.parametrize("dataflow", ["ws", "os", "is"])
def test_scalesim_long_streams_are_simulated_short_and_extended_a_cycle_a_row(tmp_path, monkeypatch, dataflow):
    # A fold streams T rows through the array, one cycle each after its fixed part (2R + C - 2 or R + C - 2):
    # with LONGEST_STREAM at 16, a 20 x 12 x 300 product (T = 300 at every dataflow: M for ws, K for os, N for is)
    # is run with T = 16 and 284 cycles added, and must equal SCALE-Sim on the whole product, fold by fold.
    monkeypatch.setattr("hespas.estimators.scalesim_estimator.LONGEST_STREAM", 16)
    gemm = {"ws": Gemm(1, 300, 12, 9, "bf16", 16), "os": Gemm(1, 20, 12, 300, "bf16", 16),
            "is": Gemm(1, 20, 300, 9, "bf16", 16)}[dataflow]
    array = SystolicArray(8, 8, dataflow, 1, 1000.0, 64, 64, 64)
    sr, sc, t = fold_dimensions(dataflow, gemm)
    assert t == 300
    whole = run_scalesim(config_text(array, gemm.m, gemm.n, gemm.k),
                         f"Layer, M, N, K,\nall, {gemm.m}, {gemm.n}, {gemm.k},\n")
    topologies = []

    def recorded(config, topology):
        topologies.append(topology)
        return run_scalesim(config, topology)

    monkeypatch.setattr("hespas.estimators.scalesim_estimator.run_scalesim", recorded)
    assert estimator(ScaleSimEstimator, tmp_path, 8, dataflow).simulate(gemm).cycles == whole + 1
    (topology,) = topologies  # one fold shape, run with 16 streamed rows, not 300
    m, n, k = (int(value) for value in topology.splitlines()[1].split(",")[1:4])
    assert fold_dimensions(dataflow, Gemm(1, m, n, k, "bf16", 16))[2] == 16


SMALL_DOTS = """
func.func @main(%a: tensor<4x9xbf16>, %b: tensor<9x1xbf16>, %c: tensor<9x2xbf16>, %d: tensor<16x16xbf16>)
    -> (tensor<4x1xbf16>, tensor<4x2xbf16>, tensor<16x16xbf16>) {
  %x = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x9xbf16>, tensor<9x1xbf16>) -> tensor<4x1xbf16>
  %y = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] : (tensor<4x9xbf16>, tensor<9x2xbf16>) -> tensor<4x2xbf16>
  %z = stablehlo.dot_general %d, %d, contracting_dims = [1] x [0] : (tensor<16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16xbf16>
  return %x, %y, %z : tensor<4x1xbf16>, tensor<4x2xbf16>, tensor<16x16xbf16>
}
"""


@needs_zigzag
def test_zigzag_declines_products_it_cannot_map_onto_the_arrays(tmp_path):
    # ZigZag 3.9 finds no mapping of a 4x9x1 or 4x9x2 product onto tpu-v4's eight 128x128 arrays (it raises); the
    # roofline costs those two, with one warning for both, and ZigZag the 16x16x16 one
    path = tmp_path / "dots.mlir"
    path.write_text(SMALL_DOTS)
    run = subprocess.run([str(Path(sys.executable).with_name("hespas-opt")), str(path),
                          "--hespas-annotate-costs=hardware=tpu-v4 estimator=zigzag"],
                         capture_output=True, text=True, timeout=600,
                         env={**os.environ, "HESPAS_CACHE_DIR": str(tmp_path / "cache")})
    assert run.returncode == 0, run.stderr
    warnings = [line for line in run.stderr.splitlines() if "warning:" in line]
    assert len(warnings) == 1 and "finds no mapping of the 1 x 4x9x1 product" in warnings[0]
    assert warnings[0].startswith(f"{path}:4:")  # the first dot, on line 4 of the text
    assert "estimated_ops = 1" in run.stdout and "fallback_ops = 2" in run.stdout
