"""Put measured region times into a partitioned module: region functions, their calls, and every total above.

A measured region function and each call of it get ``time_ns`` = the
measurement and ``estimator = "profile"`` in their ``hespas.cost`` (flops, bytes
and bound stay the analytical ones; the ops inside keep their own costs). Then
the times that contain such calls are summed again the way annotate-costs sums
them: a function is the sum of its ops, a while loop body x trip count plus the
condition once more, an if/case its costliest branch (or the mean, where its
recorded time shows the mean was used); module ``hespas.totals`` sums the entry
functions. Nothing that contains no measured region is rewritten.
"""

from __future__ import annotations

from hespas.attributes import read_cost
from hespas.costs.annotate import COST_ATTR, TOTALS_ATTR
from hespas.costs.registry import BRANCH_OPS, WHILE_OPS
from hespas.ir import ir, symbol_name, visibility

PROFILE_ESTIMATOR = "profile"
_ENTRY_NAMES = ("main",)


class _Retimer:
    def __init__(self, module_op, measured_ns: dict[str, float]):
        block = module_op.regions[0].blocks[0]
        self.functions = {symbol_name(op.operation): op.operation for op in block.operations
                          if op.operation.name == "func.func"}
        self.measured_ns = measured_ns
        self._function_ns: dict[str, float | None] = {}

    def function_ns(self, name: str) -> float | None:
        """The function's new time, or None when nothing in it changed."""
        if name in self._function_ns:
            return self._function_ns[name]
        self._function_ns[name] = None  # a recursive call adds nothing new
        func = self.functions.get(name)
        if name in self.measured_ns:
            new = self.measured_ns[name]
        elif func is None:
            new = None
        else:
            new = self._blocks_ns([block for region in func.regions for block in region.blocks])
        if new is not None and func is not None:
            _set_time(func, new, PROFILE_ESTIMATOR if name in self.measured_ns else None)
        self._function_ns[name] = new
        return new

    def _blocks_ns(self, blocks) -> float | None:
        """Sum of the ops' times over blocks, or None when no op changed."""
        changed, total = False, 0.0
        for block in blocks:
            for view in block.operations:
                new = self._op_ns(view.operation)
                changed |= new is not None
                total += new if new is not None else _recorded_ns(view.operation)
        return total if changed else None

    def _op_ns(self, op) -> float | None:
        name = op.name
        if name == "func.call":
            callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
            new = self.function_ns(callee)
            estimator = PROFILE_ESTIMATOR if callee in self.measured_ns else None
        elif name in WHILE_OPS:
            new, estimator = self._while_ns(op), None
        elif name in BRANCH_OPS:
            new, estimator = self._branches_ns(op), None
        else:
            return None
        if new is not None:
            _set_time(op, new, estimator)
        return new

    def _while_ns(self, op) -> float | None:
        cond, body = (self._blocks_ns(list(region.blocks)) for region in op.regions)
        if cond is None and body is None:
            return None
        recorded = read_cost(op.attributes[COST_ATTR], op.location).trip_count
        trips = 1 if recorded is None else recorded
        cond = cond if cond is not None else _recorded_blocks_ns(op.regions[0].blocks)
        body = body if body is not None else _recorded_blocks_ns(op.regions[1].blocks)
        return body * trips + cond * (trips + 1)

    def _branches_ns(self, op) -> float | None:
        old = [_recorded_blocks_ns(region.blocks) for region in op.regions]
        new = [self._blocks_ns(list(region.blocks)) for region in op.regions]
        if all(value is None for value in new):
            return None
        times = [n if n is not None else o for n, o in zip(new, old)]
        used_mean = old and abs(_recorded_ns(op) - max(old)) > 1e-9 * max(1.0, max(old))
        return sum(times) / len(times) if used_mean else max(times)


def retime_module(module_op, measured_ns: dict[str, float]) -> None:
    """Apply measured times (by region function name) to ``module_op`` and re-sum what contains them."""
    retimer = _Retimer(module_op, measured_ns)
    names = list(retimer.functions)
    entries = [n for n in names if n in _ENTRY_NAMES] or [
        n for n in names if visibility(retimer.functions[n]) != "private"]
    for name in names:
        retimer.function_ns(name)
    if TOTALS_ATTR not in module_op.attributes or not measured_ns:
        return
    total = 0.0
    for name in entries:
        new = retimer.function_ns(name)
        total += new if new is not None else _recorded_ns(retimer.functions[name])
    _set_time(module_op, total, PROFILE_ESTIMATOR, attribute=TOTALS_ATTR)


def _set_time(op, time_ns: float, estimator: str | None, attribute: str = COST_ATTR) -> None:
    if attribute not in op.attributes:
        return
    read_cost(op.attributes[attribute], op.location, attribute)  # a dictionary with well-typed entries
    entries = {named.name: named.attr for named in ir.DictAttr(op.attributes[attribute])}
    entries["time_ns"] = ir.FloatAttr.get_f64(float(time_ns))
    if estimator is not None:
        entries["estimator"] = ir.StringAttr.get(estimator)
    op.attributes[attribute] = ir.DictAttr.get(entries)


def _recorded_ns(op) -> float:
    if COST_ATTR not in op.attributes:
        return 0.0
    return read_cost(op.attributes[COST_ATTR], op.location).time_ns


def _recorded_blocks_ns(blocks) -> float:
    return sum(_recorded_ns(view.operation) for block in blocks for view in block.operations)
