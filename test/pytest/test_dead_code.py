"""hespas-fuse's dead code elimination (hespas.fusion.dead_code, XLA's HloDCE) on a real export and inside loops."""

import pytest

from hespas.fusion import fuse_module
from hespas.fusion.dead_code import SIDE_EFFECT_OPS
from hespas.ir import ir, load_module, make_context, parse_module

from conftest import WORKLOADS, needs_workloads

LOOP = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i32>, tensor<4xf32>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %dead = stablehlo.exponential %x : tensor<4xf32>
    %y = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %n, %y : tensor<i32>, tensor<4xf32>
  }
  %unused = stablehlo.multiply %r#1, %r#1 : tensor<4xf32>
  return %r#1 : tensor<4xf32>
}
"""


def op_names(module) -> list[str]:
    names = []

    def visit(op):
        names.append(op.name)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return names


def test_dead_ops_in_a_loop_body_and_after_the_loop_are_erased():
    with make_context() as context:
        module = parse_module(LOOP, context)
        summary = fuse_module(module.operation)
        module.operation.verify()
        names = op_names(module)
        assert summary.dead_ops == 2
        assert "stablehlo.exponential" not in names and "stablehlo.multiply" not in names
        assert "stablehlo.while" in names and "stablehlo.negate" in names


def test_a_communicating_op_nothing_uses_stays():
    # every op hespas.comm.kinds calls communication (here MHLO's cross-replica-sum, an all-reduce) talks to the
    # other devices, which wait for it
    text = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %n = stablehlo.negate %a : tensor<4xf32>
  return %n : tensor<4xf32>
}
"""
    with make_context() as context:
        module = parse_module(text, context)
        assert fuse_module(module.operation).dead_ops == 0
        assert "mhlo.cross-replica-sum" in op_names(module)


@needs_workloads
@pytest.mark.parametrize("workload, dead", [("resnet_18_train_step_4_devices.mlir", 117),
                                            ("resnet_34_train_step_4_devices.mlir", 197),
                                            ("resnet_50_train_step_4_devices_1024_batch.mlir", 297)])
def test_imec_resnet_steps_keep_no_dead_op(workload, dead):
    # The shared ResNet exports hold 117, 197 and 297 ops nothing uses once their calls are inlined (ResNet-18's
    # counted apart by erasing, to a fixed point, every op of its function with results none of which is used,
    # all-reduces excepted; the README quotes the three)
    context = make_context()
    module = load_module(WORKLOADS / workload, context)
    with context:
        assert fuse_module(module.operation).dead_ops == dead
        main = next(view.operation for view in module.body.operations)
        for view in main.regions[0].blocks[0].operations:
            op = view.operation
            if op.name not in SIDE_EFFECT_OPS and len(op.results):
                assert any(next(iter(result.uses), None) is not None for result in op.results), op.name
