"""hespas's own pipelines (``hespas.workload``) verify the module once, after the last pass, instead of
after each: IR that a pass leaves invalid is still refused, with a located error, not passed on."""

from __future__ import annotations

import pytest

from hespas.diagnostics import HespasError
from hespas.ir import ir, make_context, parse_module, passmanager
from hespas.workload import _run_verifying_once

STEP = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.negate %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
"""


def _break_signature(module_op, _pass) -> None:
    """A pass that leaves @main's signature disagreeing with its entry block (no arguments, no results)."""
    main = module_op.regions[0].blocks[0].operations[0]
    main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get([], []))


def _leave_alone(module_op, _pass) -> None:
    pass


def _pipeline(context, *passes):
    pm = passmanager.PassManager("builtin.module", context=context)
    for number, run in enumerate(passes):
        pm.add(run, name=f"test-{number}", argument=f"test-{number}")
    return pm


def test_invalid_ir_after_the_passes_is_a_located_error():
    module = parse_module(STEP, make_context())
    with module.context:
        pm = _pipeline(module.context, _break_signature, _leave_alone)
        with pytest.raises(HespasError) as raised:
            _run_verifying_once(pm, module.operation, "step.mlir")
    assert "entry block must have 0 arguments to match function signature" in raised.value.message
    assert raised.value.location is not None


def test_valid_ir_runs_through():
    module = parse_module(STEP, make_context())
    with module.context:
        _run_verifying_once(_pipeline(module.context, _leave_alone), module.operation, "step.mlir")
        assert module.operation.verify()
