"""benchmarks/kernel_classes.py: each kernel of a costed step lands in the class of what it holds, with its cost."""

from __future__ import annotations

from pathlib import Path

from conftest import load_script
from hespas.ir import make_context

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "kernel_classes.py"

# Four independent kernels, each on its own 64x64 f32 operand (and a small convolution): no producer feeds
# another and no two read one operand (which XLA:GPU's sibling multi-output fusion would merge into one
# kernel), so hespas-fuse leaves one kernel per op.
STEP = """
func.func @main(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x4xf32>, %a: tensor<64x64xf32>, %b: tensor<64x64xf32>,
               %c: tensor<64x64xf32>)
    -> (tensor<1x6x6x4xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x6x6x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1]
      : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  %twice = stablehlo.add %b, %b : tensor<64x64xf32>
  %t = stablehlo.transpose %c, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
  return %conv, %sum, %twice, %t : tensor<1x6x6x4xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}
"""


def _benchmark():
    return load_script(SCRIPT)


def test_kernels_are_summed_by_class(tmp_path):
    benchmark = _benchmark()
    path = tmp_path / "step.mlir"
    path.write_text(STEP)
    module = benchmark.costed_module(str(path), "h100", "partitioned", False, make_context())
    totals = benchmark.class_totals(module.operation, str(path))
    assert {name: row["kernels"] for name, row in totals.items()} == {
        "convolution": 1, "reduction": 1, "elementwise": 1, "data movement": 1}
    # the add, a lone op: 64 * 64 = 4096 FLOPs; reads each of its two operands (2 x 64 * 64 * 4 = 2 x 16,384
    # bytes, as XLA's HloCostAnalysis counts an unfused op) and writes 16,384 bytes
    assert totals["elementwise"]["flops"] == 4096 and totals["elementwise"]["bytes"] == 3 * 16384
    # the convolution: 1 * 6 * 6 output positions x 4 output features x (3 * 3 * 4) taps x 2 = 10,368 FLOPs
    assert totals["convolution"]["flops"] == 10368
    assert all(row["memory_bound"] == 1 for row in totals.values())  # each is tiny: bound by its bytes
