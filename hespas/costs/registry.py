"""Which cost rule prices which op: ``RULES`` by op name, and the ops priced from their structure.

A rule is ``rule(op: ir.Operation, types: TypeTable) -> OpCost``. An op with a rule
owns its regions and called computations (reduce bodies, scatter updates, sort and
TopK comparators, all_reduce combiners): the pass must not cost those again.
``STRUCTURAL_OPS`` get no rule: the pass derives their cost from their regions or
callees (control flow, calls, composites, XLA fusions and async wrappers) or they
are terminators and containers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from hespas.costs.opcost import OpCost
from hespas.costs.rules import (
    collectives,
    convolution,
    dot,
    elementwise,
    indexing,
    linalg,
    misc,
    movement,
    normalization,
    reduction,
)
from hespas.costs.types import TypeTable

if TYPE_CHECKING:
    from hespas.ir import ir

Rule = Callable[["ir.Operation", TypeTable], OpCost]

RULES: dict[str, Rule] = {
    **elementwise.RULES,
    **movement.RULES,
    **indexing.RULES,
    **dot.RULES,
    **convolution.RULES,
    **reduction.RULES,
    **normalization.RULES,
    **linalg.RULES,
    **misc.RULES,
    **collectives.RULES,
}

STRUCTURAL_OPS = frozenset(
    {
        "builtin.module",
        "func.func",
        "func.call",
        "func.return",
        "stablehlo.while",
        "stablehlo.if",
        "stablehlo.case",
        "stablehlo.composite",
        "stablehlo.async_start",
        "stablehlo.async_done",
        "stablehlo.return",
        "mhlo.while",
        "mhlo.if",
        "mhlo.case",
        "mhlo.composite",
        "mhlo.fusion",
        "mhlo.async_start",
        "mhlo.async_update",
        "mhlo.async_done",
        "mhlo.return",
    }
)

COLLECTIVE_OPS = collectives.COLLECTIVE_OPS

CALL_OPS = frozenset({"func.call", "stablehlo.composite", "mhlo.async_start", "stablehlo.async_start"})
# control flow, which annotate-costs, the memory pass, the partitioner and the lowering all follow into its regions
WHILE_OPS = frozenset({"stablehlo.while", "mhlo.while"})  # regions: the condition, the body
BRANCH_OPS = frozenset({"stablehlo.if", "stablehlo.case", "mhlo.if", "mhlo.case"})  # regions: the branches, in order
# the structural ops annotate-costs costs (their regions' or callee's work) and writes hespas.cost on
COSTED_STRUCTURAL_OPS = frozenset({"mhlo.fusion", *CALL_OPS, *WHILE_OPS, *BRANCH_OPS})
# ops that do no work of their own, with no rule: terminators, barriers, async done/update
FREE_OPS = frozenset({"func.return", "stablehlo.return", "mhlo.return", "stablehlo.optimization_barrier",
                      "mhlo.optimization_barrier", "mhlo.async_done", "mhlo.async_update", "stablehlo.async_done",
                      "stablehlo.async_update", "func.func", "builtin.module"})
# the ops annotate-costs writes no hespas.cost on; every other op it reaches has one
UNCOSTED_OPS = (STRUCTURAL_OPS - COSTED_STRUCTURAL_OPS) | FREE_OPS


def lookup(op_name: str) -> Rule | None:
    return RULES.get(op_name)
