"""hespas-fuse's dead code elimination (hespas.fusion.dead_code, XLA's HloDCE) on a real export and inside loops."""

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


@needs_workloads
def test_resnet_18_step_keeps_no_dead_op():
    # The shared ResNet-18 export holds 117 ops nothing uses once its calls are inlined (counted apart by erasing,
    # to a fixed point, every op of its function with results none of which is used, all-reduces excepted)
    context = make_context()
    module = load_module(WORKLOADS / "resnet_18_train_step_4_devices.mlir", context)
    with context:
        assert fuse_module(module.operation).dead_ops == 117
        main = next(view.operation for view in module.body.operations)
        for view in main.regions[0].blocks[0].operations:
            op = view.operation
            if op.name not in SIDE_EFFECT_OPS and len(op.results):
                assert any(next(iter(result.uses), None) is not None for result in op.results), op.name
