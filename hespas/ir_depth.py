"""The nesting limit: how deep regions and calls may nest in a module hespas reads.

hespas's IR walks (costs, memory, partition, lowering) follow regions and callees by
recursion, a few Python frames per level, and Python stops at 1000 frames. Rather than end
in a RecursionError, a module whose ops nest deeper than ``MAX_NESTING_DEPTH`` levels is
refused with an error located at the op past the limit. A level is a region entered (the
body of a function is level 1, the body of a while loop inside it level 2) or a call
followed (a call at level d into a function whose ops reach level k reaches d + k; a call is any
op that names a function, ``hespas.ir_calls``, a custom call's called computations included). A call
into a region function of hespas-partition adds no level: it stands for the ops it outlined,
which sat at the call's level, so partitioning does not move a module past the limit. The
check itself walks iteratively, so it holds for any depth the MLIR parser accepts.
"""

from __future__ import annotations

from hespas.attributes import REGION
from hespas.diagnostics import HespasError
from hespas.ir import symbol_name
from hespas.ir_calls import callees

# 64 levels cost about 6 frames each in the deepest walk (annotate-costs), well inside Python's 1000.
# Programs exported by JAX nest a few levels (scan/while in a call in a while); 64 leaves room.
MAX_NESTING_DEPTH = 64


class _FunctionNesting:
    """One function's own nesting: its deepest op and the calls it makes, with their levels."""

    def __init__(self, function):
        self.local_depth, self.deepest_op, self.calls = 0, function, []
        self.levels_added_by_call = 0 if REGION in function.attributes else 1
        stack = [(region, 1) for region in function.regions]
        while stack:
            region, depth = stack.pop()
            for block in region.blocks:
                for view in block.operations:
                    op = view.operation
                    if depth > self.local_depth:
                        self.local_depth, self.deepest_op = depth, op
                    self.calls.extend((depth, callee, op) for callee in callees(op))
                    if len(op.regions):
                        stack.extend((inner, depth + 1) for inner in op.regions)


def check_nesting_depth(module_op) -> int:
    """The module's nesting depth (its deepest function's, callees counted); HespasError at the op where
    the module's regions and calls nest deeper than MAX_NESTING_DEPTH."""
    functions = {}
    for view in module_op.regions[0].blocks[0].operations:
        op = view.operation
        if op.name == "func.func":
            functions[symbol_name(op)] = _FunctionNesting(op)
    total = _total_depths(functions)
    depth = max(total.values(), default=0)
    if depth <= MAX_NESTING_DEPTH:
        return depth
    name = max(total, key=total.get)
    op = _op_past_limit(functions, total, name)
    raise HespasError(f"regions and calls nest {total[name]} levels deep from @{name}, more than the "
                      f"{MAX_NESTING_DEPTH} hespas follows (a level is a region entered or a call followed)",
                      op.location)


def _total_depths(functions: dict) -> dict:
    """Each function's depth counting its callees', by an iterative post-order walk of the call graph.

    A call back into a function still being walked (recursion) adds nothing here: the passes refuse
    recursion themselves."""
    total: dict = {}
    for root in functions:
        if root in total:
            continue
        stack, on_path = [(root, False)], set()
        while stack:
            name, expanded = stack.pop()
            nesting = functions[name]
            if expanded:
                on_path.discard(name)
                total[name] = max([nesting.local_depth] + [
                    _reach(functions, total, depth, callee) for depth, callee, _ in nesting.calls
                    if callee in functions])
                continue
            if name in total or name in on_path:
                continue
            on_path.add(name)
            stack.append((name, True))
            stack.extend((callee, False) for _, callee, _ in nesting.calls
                         if callee in functions and callee not in total and callee not in on_path)
    return total


def _op_past_limit(functions: dict, total: dict, name: str):
    """The op on the deepest path where it passes the limit: a call, or the deepest op of the last function."""
    offset = 0
    while True:
        nesting = functions[name]
        calls = [(_reach(functions, total, depth, callee), depth, callee, op) for depth, callee, op in nesting.calls
                 if callee in functions]
        deepest_call = max(calls, key=lambda call: call[0], default=None)
        if deepest_call is None or deepest_call[0] <= nesting.local_depth:
            return nesting.deepest_op
        _, depth, callee, op = deepest_call
        if offset + depth >= MAX_NESTING_DEPTH:
            return op
        offset, name = offset + depth - 1 + functions[callee].levels_added_by_call, callee


def _reach(functions: dict, total: dict, depth: int, callee: str) -> int:
    """The level reached through a call at ``depth``: the callee's ops start one level below the call."""
    return depth - 1 + functions[callee].levels_added_by_call + total.get(callee, 0)
