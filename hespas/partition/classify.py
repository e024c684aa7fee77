"""What each op is to the partitioner: communication, an op holding communication, free, or compute.

- communication: a collective (``COLLECTIVE_OPS``) or an async start/update/done op
  (each op of an async chain is a boundary of its own, so compute can sit
  between start and done; the chain's input is at the start, its result at the done);
- holder: a ``func.call`` whose callee communicates, or an op with regions
  (while, if, case...) with communication inside;
- free: a constant, copied into every region that uses it;
- compute: everything else.
Communication and holders are the boundaries between compute regions.
"""

from __future__ import annotations

from hespas.costs.registry import BRANCH_OPS, COLLECTIVE_OPS, WHILE_OPS
from hespas.ir import ir, symbol_name

COMMUNICATION, HOLDER, FREE, COMPUTE = "communication", "holder", "free", "compute"

ASYNC_ISSUE_OPS = frozenset({"stablehlo.async_start", "mhlo.async_start", "mhlo.async_update"})
ASYNC_OPS = ASYNC_ISSUE_OPS | {"stablehlo.async_done", "mhlo.async_done"}
CALL_OPS = frozenset({"func.call"})
FREE_OPS = frozenset({"stablehlo.constant", "mhlo.constant", "arith.constant"})
# The ops with regions whose communication the partitioner and the lowering follow; communication in any other
# op's regions (a reduction's body, a sort's comparator) runs per element, and is refused.
CONTROL_FLOW_OPS = WHILE_OPS | BRANCH_OPS


_COMMUNICATION_OPS = frozenset(COLLECTIVE_OPS) | ASYNC_OPS


def is_communication(op) -> bool:
    return op.name in _COMMUNICATION_OPS


class Classifier:
    """Classifies ops of one module; remembers which functions communicate."""

    def __init__(self, module_op):
        self.functions = {symbol_name(op): op.operation for op in module_op.regions[0].blocks[0].operations
                          if op.operation.name == "func.func"}
        self._communicates: dict[str, bool] = {}

    def kind(self, op, nested_communication: bool | None = None) -> str:
        """``nested_communication``: whether an op nested in ``op`` communicates (``communicates``), when the
        caller found it out already (None: look)."""
        if is_communication(op):
            return COMMUNICATION
        if op.name in CALL_OPS or nested_communication is None:
            nested_communication = self.holds_communication(op)
        if nested_communication:
            return HOLDER
        if op.name in FREE_OPS:
            return FREE
        return COMPUTE

    def holds_communication(self, op) -> bool:
        if op.name in CALL_OPS:
            return self.function_communicates(callee_name(op))
        return any(self._block_communicates(block) for region in op.regions for block in region.blocks)

    def communicates(self, op) -> bool:
        """Whether ``op`` itself communicates or calls a function that does (not looking into its regions)."""
        name = op.name  # read once: a walk asks this of every nested op
        return name in _COMMUNICATION_OPS or (name in CALL_OPS and self.function_communicates(callee_name(op)))

    def nests_communication(self, op) -> bool:
        """Whether an op nested in ``op`` communicates (``communicates``): MLIR's walk, stopped at the first."""
        found = []
        visited_op = []  # a pre-order walk visits ``op`` first: skipped without comparing each op to it

        def visit(inner):
            if not visited_op:
                visited_op.append(inner)
            elif self.communicates(inner):
                found.append(inner)
                return ir.WalkResult.INTERRUPT
            return ir.WalkResult.ADVANCE

        op.walk(visit, ir.WalkOrder.PRE_ORDER)
        return bool(found)

    def function_communicates(self, name: str) -> bool:
        found = self._communicates.get(name)
        if found is None:
            self._communicates[name] = False  # a recursive call adds nothing
            function = self.functions[name]
            found = self._communicates[name] = any(self._block_communicates(b) for b in function.regions[0].blocks)
        return found

    def _block_communicates(self, block) -> bool:
        for view in block.operations:
            op = view.operation
            if is_communication(op) or self.holds_communication(op):
                return True
        return False


def callee_name(call_op) -> str:
    return ir.FlatSymbolRefAttr(call_op.attributes["callee"]).value
