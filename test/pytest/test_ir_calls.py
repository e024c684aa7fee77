"""hespas.ir_calls: the functions an op calls, the program's entries and the functions they reach; the nesting
check counts a call through any of those ops."""

import pytest

from hespas.ir import make_context, parse_module
from hespas.ir_calls import callees, reachable_functions
from hespas.ir_depth import check_nesting_depth


def parsed(text: str):
    context = make_context()
    return context, parse_module(text, context)


# @main calls @loop_body from a while body; @loop_body uses @combiner through a composite; @in_kernel is a
# custom call's called computation; @dead and @dead_callee (called only by @dead) are called by nothing reached.
CALL_GRAPH = """
func.func @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %r:2 = stablehlo.while(%i = %n, %v = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %zero = stablehlo.constant dense<0> : tensor<i32>
      %c = stablehlo.compare GT, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.subtract %i, %one : tensor<i32>
      %w = func.call @loop_body(%v) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %j, %w : tensor<i32>, tensor<4xf32>
    }
  %k = stablehlo.custom_call @kernel(%r#1) {called_computations = [@in_kernel]} : (tensor<4xf32>) -> tensor<4xf32>
  return %k : tensor<4xf32>
}
func.func private @loop_body(%v: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.composite "my.op" %v {decomposition = @combiner} : (tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func private @combiner(%v: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %v : tensor<4xf32>
  return %n : tensor<4xf32>
}
func.func private @in_kernel(%v: tensor<4xf32>) -> tensor<4xf32> {
  return %v : tensor<4xf32>
}
func.func private @dead(%v: tensor<4xf32>) -> tensor<4xf32> {
  %d = func.call @dead_callee(%v) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
func.func private @dead_callee(%v: tensor<4xf32>) -> tensor<4xf32> {
  return %v : tensor<4xf32>
}
"""


def test_reachable_functions_follow_calls_from_the_public_ones():
    context, module = parsed(CALL_GRAPH)
    with context:
        assert reachable_functions(module.operation) == {"main", "loop_body", "combiner", "in_kernel"}


CALLS = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = stablehlo.composite "my.op" %a {decomposition = @g} : (tensor<4xf32>) -> tensor<4xf32>
  %c = stablehlo.custom_call @two(%b) {called_computations = [@g, @f]} : (tensor<4xf32>) -> tensor<4xf32>
  %d = stablehlo.custom_call @none(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %e = stablehlo.negate %d : tensor<4xf32>
  return %e : tensor<4xf32>
}
func.func private @f(%v: tensor<4xf32>) -> tensor<4xf32> {
  return %v : tensor<4xf32>
}
func.func private @g(%v: tensor<4xf32>) -> tensor<4xf32> {
  return %v : tensor<4xf32>
}
"""


def test_callees_are_named_by_the_ops_callee_attribute_one_symbol_or_an_array_in_order():
    context, module = parsed(CALLS)
    with context:
        main = module.body.operations[0]
        ops = list(main.regions[0].blocks[0].operations)
        assert [callees(op.operation) for op in ops] == [["f"], ["g"], ["g", "f"], [], [], []]


# The entries are the public functions and @main whatever its visibility (XLA's entry computation is `main`).
LONE_PRIVATE_MAIN = """
func.func private @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @dead(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
"""


def test_a_private_main_is_an_entry_and_reaches_its_callees():
    context, module = parsed(LONE_PRIVATE_MAIN)
    with context:
        assert reachable_functions(module.operation) == {"main", "helper"}


def test_a_module_of_private_functions_without_main_reaches_none():
    context, module = parsed(LONE_PRIVATE_MAIN.replace("@main", "@not_main"))
    with context:
        assert reachable_functions(module.operation) == set()


# The nesting check follows the same calls. @cmp's ops reach level 2 (its body is level 1, the if's branches
# level 2). @main calls it from level 1: 1 - 1 + 1 (the callee's body) + 2 = level 3, whether the call is a
# func.call or a custom call naming @cmp among its called computations (before ir_calls, the nesting check
# did not follow a custom call's called_computations and measured 2 for the custom call).
NESTED_CALLEE = """
func.func @main(%x: tensor<4xf32>, %p: tensor<i1>) -> tensor<4xf32> {
  CALL
  return %0 : tensor<4xf32>
}
func.func private @cmp(%x: tensor<4xf32>, %p: tensor<i1>) -> tensor<4xf32> {
  %r = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


@pytest.mark.parametrize("call", [
    "%0 = func.call @cmp(%x, %p) : (tensor<4xf32>, tensor<i1>) -> tensor<4xf32>",
    "%0 = stablehlo.custom_call @target(%x, %p) {called_computations = [@cmp]} "
    ": (tensor<4xf32>, tensor<i1>) -> tensor<4xf32>",
])
def test_the_nesting_check_counts_a_level_for_every_kind_of_call(call):
    context, module = parsed(NESTED_CALLEE.replace("CALL", call))
    with context:
        assert check_nesting_depth(module.operation) == 3

