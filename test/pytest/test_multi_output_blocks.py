"""Multi-output fusion in blocks that are not function bodies: a branch or a loop body reads values from the
blocks around it (no op of the block defines them) and its own arguments, and kernels that share such a
read merge as siblings like any other (``multi_output._outside_values``)."""

from __future__ import annotations

from hespas.fusion import fuse_module
from hespas.fusion.rules import FUSION_OP
from hespas.ir import make_context, parse_module

# A case branch reduces the captured x twice (sum, and sum of squares of exp(x)): two kInput kernels over
# the same 16x64 loop and dimension 0 that read x, neither reaching the other. A while body has two
# kLoop kernels, each reading both loop arguments a and b and the captured r#0: negate(a) * b + r#0 and
# abs(a) + b, times r#0.
MODULE = """
func.func @main(%x: tensor<16x64xf16>, %i: tensor<i32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r:2 = "stablehlo.case"(%i) ({
    %xf = stablehlo.convert %x : (tensor<16x64xf16>) -> tensor<16x64xf32>
    %s = stablehlo.reduce(%xf init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %e = stablehlo.exponential %x : tensor<16x64xf16>
    %ef = stablehlo.convert %e : (tensor<16x64xf16>) -> tensor<16x64xf32>
    %sq = stablehlo.multiply %ef, %ef : tensor<16x64xf32>
    %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    stablehlo.return %s, %ss : tensor<64xf32>, tensor<64xf32>
  }, {
    %c = stablehlo.constant dense<1.000000e+00> : tensor<64xf32>
    stablehlo.return %c, %c : tensor<64xf32>, tensor<64xf32>
  }) : (tensor<i32>) -> (tensor<64xf32>, tensor<64xf32>)
  %w:2 = stablehlo.while(%a = %r#0, %b = %r#1) : tensor<64xf32>, tensor<64xf32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %n = stablehlo.negate %a : tensor<64xf32>
    %m = stablehlo.multiply %n, %b : tensor<64xf32>
    %p = stablehlo.abs %a : tensor<64xf32>
    %q = stablehlo.add %p, %b : tensor<64xf32>
    %o = stablehlo.add %m, %r#0 : tensor<64xf32>
    %o2 = stablehlo.multiply %q, %r#0 : tensor<64xf32>
    stablehlo.return %o, %o2 : tensor<64xf32>, tensor<64xf32>
  }
  return %w#0, %w#1 : tensor<64xf32>, tensor<64xf32>
}
"""


def _fusions(block) -> list:
    return [view.operation for view in block.operations if view.operation.name == FUSION_OP]


def test_kernels_sharing_a_value_from_around_the_block_or_its_argument_merge():
    with make_context() as context:
        module = parse_module(MODULE, context)
        summary = fuse_module(module.operation)
        main = module.body.operations[0].operation
        ops = [view.operation for view in main.regions[0].blocks[0].operations]
        case = next(op for op in ops if op.name == "stablehlo.case")
        loop = next(op for op in ops if op.name == "stablehlo.while")
        branch, body = case.regions[0].blocks[0], loop.regions[1].blocks[0]
        # each block: one kernel with two results (one per merged kernel), not two kernels of one result
        for block in (branch, body):
            fusions = _fusions(block)
            assert [len(fusion.results) for fusion in fusions] == [2]
        assert summary.kernels == 2
        module.operation.verify()
