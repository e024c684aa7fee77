"""hespas passes are real MLIR passes: they run in a JAX (jaxlib) PassManager and in IREE's."""

from hespas.ir import make_context, parse_module
from hespas.ir import passmanager as jax_passmanager
from hespas.passes import create_pass

MODULE = """
func.func @main(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %1 = stablehlo.tanh %0 : tensor<64x32xf32>
  return %1 : tensor<64x32xf32>
}
"""
EXPECTED_FLOPS = 2 * 64 * 32 * 128 + 64 * 32 * 0  # the tanh is a transcendental, not a flop


def _flops_of_totals(module_op) -> int:
    return module_op.attributes["hespas.totals"]["flops"].value


def test_jax_pass_manager_runs_a_hespas_pass_beside_upstream_passes():
    context = make_context()
    module = parse_module(MODULE, context)
    with context:
        pm = jax_passmanager.PassManager.parse("builtin.module(canonicalize)")
        create_pass("hespas-annotate-costs", "hardware=a100").add_to(pm)
        pm.add("cse")
        pm.run(module.operation)
    assert _flops_of_totals(module.operation) == EXPECTED_FLOPS
    assert "hespas.cost" in str(module)


def test_iree_pass_manager_runs_a_hespas_pass():
    from iree.compiler import ir as iree_ir
    from iree.compiler import passmanager as iree_passmanager

    with iree_ir.Context() as context:
        module = iree_ir.Module.parse(MODULE)
        pm = iree_passmanager.PassManager.parse("builtin.module(canonicalize)")
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(pm)
        pm.run(module.operation)
        assert type(module.operation).__module__.startswith("iree.")
        assert _flops_of_totals(module.operation) == EXPECTED_FLOPS
        ops = [op.operation.name for op in module.body.operations[0].regions[0].blocks[0].operations]
        assert ops == ["stablehlo.dot_general", "stablehlo.tanh", "func.return"]
        assert context is module.context


def _iree_failure(pass_name: str, text: str = MODULE) -> list[str]:
    """The diagnostics IREE's PassManager reports when ``pass_name`` fails on ``text``."""
    import pytest
    from iree.compiler import ir as iree_ir
    from iree.compiler import passmanager as iree_passmanager

    with iree_ir.Context():
        module = iree_ir.Module.parse(text)
        pm = iree_passmanager.PassManager.parse("builtin.module(canonicalize)")
        create_pass(pass_name, "").add_to(pm)
        with pytest.raises(iree_ir.MLIRError) as failed:
            pm.run(module.operation)
        return [str(diagnostic) for diagnostic in failed.value.error_diagnostics]


def test_a_hespas_pass_failing_in_iree_is_one_of_iree_s_diagnostics():
    # before: the error went to the JAX context the pass ran in (printed on stderr), and IREE's MLIRError held no
    # diagnostic saying why
    assert _iree_failure("hespas-partition") == [
        "hespas-partition needs costs (hespas.cost on every op, hespas.totals on the module): run "
        "hespas-annotate-costs before it"]


def test_a_result_iree_cannot_read_back_is_a_diagnostic_not_a_traceback():
    # hespas-fuse writes mhlo.fusion, a dialect IREE's context does not register; before: MLIRError traceback
    # from the bridge's parse of the result
    chain = MODULE.replace("  return %1", "  %2 = stablehlo.multiply %1, %1 : tensor<64x32xf32>\n  return %2")
    [diagnostic] = _iree_failure("hespas-fuse", chain)
    assert diagnostic.startswith("the host's compiler cannot read back what hespas-fuse wrote (")
    assert "unregistered dialect" in diagnostic
