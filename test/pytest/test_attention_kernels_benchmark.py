"""benchmarks/attention_kernels.py: the kernels that touch [B, H, S, S] tensors, one row per distinct kernel."""

from __future__ import annotations

from pathlib import Path

from conftest import load_script

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

# Two identical "layers", each a QK^T dot to [1, 2, 8, 8] scores and an exponential of them, on inputs of
# their own (no operand is shared, so no sibling fusion merges the layers), and a transpose of a square 64x64
# weight: rank 2, so it is not a score tensor although its two minor dimensions are equal.
STEP = """
func.func @main(%q1: tensor<1x2x8x4xf32>, %k1: tensor<1x2x8x4xf32>, %q2: tensor<1x2x8x4xf32>,
               %k2: tensor<1x2x8x4xf32>, %w: tensor<64x64xf32>)
    -> (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<64x64xf32>) {
  %s1 = stablehlo.dot_general %q1, %k1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3]
      : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %e1 = stablehlo.exponential %s1 : tensor<1x2x8x8xf32>
  %s2 = stablehlo.dot_general %q2, %k2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3]
      : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %e2 = stablehlo.exponential %s2 : tensor<1x2x8x8xf32>
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
  return %e1, %e2, %t : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<64x64xf32>
}
"""


def test_identical_layers_give_one_row_each_with_their_count(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # the script imports kernel_breakdown beside it
    benchmark = load_script(BENCHMARKS / "attention_kernels.py")
    breakdown = load_script(BENCHMARKS / "kernel_breakdown.py")
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    module, found = breakdown.kernels(str(path), "h100", "materialized")
    rows = benchmark.score_kernels(found, min_seq=8)
    assert [(key[0], count) for key, count in rows.items()] == [
        ("stablehlo.dot_general", 2), ("stablehlo.exponential", 2)]
    dot, exponential = rows
    # the dot reads Q and K, 1 * 2 * 8 * 4 f32 each = 256 bytes each, writes 1 * 2 * 8 * 8 * 4 = 512 bytes,
    # and does 2 FLOPs per multiply-add: 2 * (1 * 2 * 8 * 8) outputs * 4 contracted = 1,024 FLOPs
    assert dot[3:6] == (512, 512, 1024)
    # the exponential reads and writes the 512-byte scores
    assert exponential[3:5] == (512, 512)
    # a larger S than the scores' 8 keeps nothing
    assert benchmark.score_kernels(found, min_seq=16) == {}
    del found, module  # the ops before their module
