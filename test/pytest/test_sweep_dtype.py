"""The sweep's dominant element type reads the FLOPs of the program only: a private function no one calls is dead
code XLA does not compile, even where an earlier annotation left costs on it."""

from conftest import run_passes
from hespas.ir import ir
from hespas.sweep.lowering import _flops_by_dtype

# @main's bf16 dot: 2 x M x N x K = 2 x 2 x 3 x 4 = 48 FLOPs. @spare's f32 dot: 2 x 8 x 8 x 16 = 2048 FLOPs,
# the larger, so counting it would make f32 the dominant type.
TWO_DOTS = """
func.func @main(%a: tensor<2x4xbf16>, %b: tensor<4x3xbf16>) -> tensor<2x3xbf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xbf16>, tensor<4x3xbf16>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}
func.func @spare(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""


def annotated(text: str):
    return run_passes(text, ("hespas-annotate-costs", "hardware=a100"))


def test_a_called_function_counts():
    context, module = annotated(TWO_DOTS)
    with context:
        assert _flops_by_dtype(module.operation) == {"bf16": 48.0, "f32": 2048.0}  # both public: both entries


def test_a_function_no_one_calls_does_not_count_even_with_costs_on_it():
    context, module = annotated(TWO_DOTS)  # costed while @spare was public, then made private: dead code
    with context:
        spare = module.body.operations[1]
        spare.attributes["sym_visibility"] = ir.StringAttr.get("private")
        assert "hespas.cost" in spare.regions[0].blocks[0].operations[0].attributes
        assert _flops_by_dtype(module.operation) == {"bf16": 48.0}
