"""The uses of a block's values read from their use lists (``hespas.ir_inputs.block_value_uses``), as
hespas-memory's last uses and hespas-partition's block graph read them, against hand-derived uses and
against the walk of every nested op (``outside_inputs``) they replace."""

from __future__ import annotations

from pathlib import Path

import pytest

from hespas.ir import ir, load_module, make_context, parse_module, passmanager
from hespas.ir_inputs import block_value_uses, outside_inputs
from hespas.memory import MemoryAnalyzer
from hespas.partition.classify import Classifier
from hespas.partition.costs import CostReader
from hespas.partition.regions import OUTSIDE, build_graph
from hespas.passes import create_pass

ROOT = Path(__file__).resolve().parents[2]
KIB4 = 4096  # bytes of a tensor<1024xf32>

# %big's only use is inside the fusion's body (captured from above), not an operand of the fusion
CAPTURE = """
func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %big = stablehlo.negate %a : tensor<1024xf32>
  %t = stablehlo.exponential %a : tensor<1024xf32>
  %0 = "mhlo.fusion"(%t) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%p: tensor<1024xf32>):
    %1 = stablehlo.multiply %p, %big : tensor<1024xf32>
    mhlo.return %1 : tensor<1024xf32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}"""


def _main_block(module):
    function = module.body.operations[0].operation
    return function.regions[0].blocks[0]


def test_uses_of_a_block_s_values_by_hand():
    with make_context():
        module = parse_module(CAPTURE, None)
        block = _main_block(module)
        ops = [view.operation for view in block.operations]
        a = block.arguments[0]
        big, t, fused = (ops[k].results[0] for k in range(3))
        found = {(str(value.get_name()), producer, holder, nested)
                 for value, producer, holder, nested in block_value_uses(block, ops)}
        # ops: 0 negate, 1 exponential, 2 fusion, 3 return
        assert found == {
            (a.get_name(), None, 0, False),  # negate %a
            (a.get_name(), None, 1, False),  # exponential %a
            (t.get_name(), 1, 2, False),  # the fusion's operand
            (big.get_name(), 0, 2, True),  # read by the multiply inside the fusion
            (fused.get_name(), 2, 3, False),  # return
        }


def test_a_value_read_only_inside_a_later_fusion_lives_until_that_fusion():
    # %big (4 KiB) lives from the negate (op 0) to the fusion (op 2) that reads it from above. At the fusion:
    # %a (argument, 4 KiB) + %big (4 KiB) + %t (4 KiB; the fusion reads its parameter elementwise, so its
    # result takes %t's buffer as %t dies there) = 3 x 4 KiB. Were the nested use missed, %big would die at
    # op 0 and the peak would be 2 x 4 KiB.
    with make_context():
        memory, _ = MemoryAnalyzer().analyze_module(parse_module(CAPTURE, None).operation)
    assert memory.peak_bytes == 3 * KIB4


def _reference_inputs(op, producer: dict, classifier: Classifier) -> tuple[list, bool, bool]:
    """An op's inputs, whether a nested op reads one, and whether a nested op communicates, by walking every
    op nested in it (``outside_inputs``): what ``build_graph`` found for every op before it read use lists."""
    values, (nested_use,), communicates = outside_inputs([op], set(), classifier.communicates)
    return [(value, producer.get(value, OUTSIDE)) for value in values], nested_use, communicates


def _check_graph_against_walk(module) -> int:
    """Compare ``build_graph`` with the walk for every op of every function's block; the ops compared."""
    classifier = Classifier(module.operation)
    compared = 0
    for function in classifier.functions.values():
        if "hespas.cost" not in function.attributes:  # not reached (a callee hespas-fuse inlined): not partitioned
            continue
        for block in function.regions[0].blocks:
            graph = build_graph(block, classifier, CostReader())
            producer = {result: i for i, op in enumerate(graph.ops) for result in op.results}
            for i, op in enumerate(graph.ops[:-1]):  # the terminator's kind is set apart
                inputs, nested_use, communicates = _reference_inputs(op, producer, classifier)
                assert graph.inputs[i] == inputs
                assert graph.nested_inputs[i] == nested_use
                assert graph.kinds[i] == classifier.kind(op, communicates)
                compared += 1
    return compared


def _costed(module, context, *passes: str) -> None:
    """Run ``passes`` and hespas-annotate-costs on ``module``: partitioning reads every op's cost."""
    pm = passmanager.PassManager("builtin.module", context=context)
    for name in (*passes, "hespas-annotate-costs"):
        create_pass(name).add_to(pm)
    pm.run(module.operation)


def test_partition_graph_of_a_fusion_reading_from_above_matches_the_walk():
    with make_context() as context:
        module = parse_module(CAPTURE, None)
        _costed(module, context)
        assert _check_graph_against_walk(module) == 3
        graph = build_graph(_main_block(module), Classifier(module.operation), CostReader())
        ops = graph.ops
        # the fusion reads %t (op 1) as its operand, then %big (op 0) inside
        assert [(value, j) for value, j in graph.inputs[2]] == [(ops[1].results[0], 1), (ops[0].results[0], 0)]
        assert graph.nested_inputs == [False, False, True, False]


@pytest.mark.parametrize("example", ["examples/mlp_data_parallel/mlp_train_step_8_devices.mlir",
                                     "examples/llama_fsdp/llama_fsdp_unrolled_8_devices.partitioned.mlir"])
def test_partition_graph_of_a_fused_example_matches_the_walk(example):
    with make_context() as context:
        module = load_module(str(ROOT / example), context)
        _costed(module, context, "hespas-fuse")
        fusions = []
        module.operation.walk(lambda op: (fusions.append(op) if op.name == "mhlo.fusion" else None)
                              or ir.WalkResult.ADVANCE)
        assert fusions  # the graph has fusions' bodies to look into
        assert _check_graph_against_walk(module) > len(fusions)
