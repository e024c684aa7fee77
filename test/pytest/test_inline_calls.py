"""hespas-fuse's call inlining (hespas.fusion.inline_calls, XLA's CallInliner): what stays a call, what is erased,
and the shared ResNet step with no call left in its program."""

from hespas.fusion import fuse_module
from hespas.ir import ir, load_module, make_context, parse_module

from conftest import WORKLOADS, needs_workloads

KEPT = """
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = func.call @spin(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @external(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = func.call @once(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = func.call @kept(%2) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = func.call @kept(%3) {mhlo.frontend_attributes = {inlineable = "true"}} : (tensor<4xf32>) -> tensor<4xf32>
  return %1, %4 : tensor<4xf32>, tensor<4xf32>
}
func.func private @spin(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @spin(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func private @once(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def function_names(module) -> list[str]:
    return [ir.StringAttr(view.operation.attributes["sym_name"]).value for view in module.body.operations]


def calls_in(module, name: str) -> list[str]:
    found = []

    def visit(op):
        if op.name == "func.call":
            found.append(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
        return ir.WalkResult.ADVANCE

    function = next(view.operation for view in module.body.operations
                    if ir.StringAttr(view.operation.attributes["sym_name"]).value == name)
    function.walk(visit)
    return found


def test_recursive_calls_declarations_and_calls_marked_not_inlineable_stay_calls():
    with make_context() as context:
        module = parse_module(KEPT, context)
        summary = fuse_module(module.operation)
        module.operation.verify()
        assert summary.inlined_calls == 2  # @once, and @kept where its call says inlineable = "true"
        assert calls_in(module, "main") == ["spin", "external", "kept"]
        assert function_names(module) == ["main", "spin", "external", "kept"]  # @once erased, the others kept


@needs_workloads
def test_resnet_18_program_has_no_call_left():
    # The shared ResNet-18 step holds 154 calls of 33 private functions (JAX's outlined jnp.where, relu,
    # log_softmax, clip, one_hot, argmax); after fusing, its program calls nothing and holds no other function.
    context = make_context()
    module = load_module(WORKLOADS / "resnet_18_train_step_4_devices.mlir", context)
    with context:
        summary = fuse_module(module.operation)
        module.operation.verify()
        assert summary.inlined_calls == 154
        assert function_names(module) == ["main"]
        assert calls_in(module, "main") == []
