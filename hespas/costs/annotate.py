"""Annotate a module with costs: every executed op gets `hespas.cost`, the module `hespas.totals`.

Per-op costs come from the rules (hespas.costs.registry) and the roofline, or an
op estimator (hespas.estimators) where one is chosen and models the op; this
module adds the structure around them:
- a fused kernel (`mhlo.fusion`) costs the FLOPs of its body and the bytes its body touches at its boundary
  (hespas.costs.fusion_bytes: sliced operands cost the slice, in-place updates the update), one launch;
- `stablehlo.while` costs body x trip count (+ the condition once more), the trip count derived
  from the loop's counter or, failing that, a default with a warning;
- `if` / `case` cost their costliest branch, or the mean of their branches;
- `func.call` and async wrappers cost their callee, counted once per call.
Combiner regions (the bodies of reduce, sort, scatter, all_reduce...) are part of
their op's rule and are not annotated separately.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hespas import attributes
from hespas.costs.fusion_bytes import fusion_bytes
from hespas.costs.opcost import OpCost
from hespas.costs.registry import STRUCTURAL_OPS, lookup
from hespas.costs.rules.misc import custom_call_target
from hespas.costs.roofline import COMPUTE, FREE_BOUND, MEMORY, Roofline, Timing
from hespas.costs.trip_count import static_trip_count
from hespas.costs.types import DynamicShapeError, TypeTable
from hespas.diagnostics import HespasError, warn
from hespas.ir import i64_attr, ir, symbol_name, visibility

if TYPE_CHECKING:
    from hespas.estimators.interface import Estimate
    from hespas.estimators.runner import OpEstimation

COST_ATTR = attributes.COST
TOTALS_ATTR = attributes.TOTALS

_ENTRY_NAMES = ("main",)
_FUSION_OPS = frozenset({"mhlo.fusion"})
_CALL_OPS = frozenset({"func.call", "stablehlo.composite", "mhlo.async_start", "stablehlo.async_start"})
_FREE_STRUCTURAL = frozenset({"func.return", "stablehlo.return", "mhlo.return", "stablehlo.optimization_barrier",
                              "mhlo.optimization_barrier", "mhlo.async_done", "mhlo.async_update",
                              "stablehlo.async_done", "stablehlo.async_update", "func.func", "builtin.module"})


@dataclass(slots=True)
class Totals:
    """Summed cost of what executes (numbers may be scaled by trip counts or branch means)."""

    flops: float = 0.0
    transcendentals: float = 0.0
    bytes_read: float = 0.0
    bytes_written: float = 0.0
    compute_ns: float = 0.0
    memory_ns: float = 0.0
    time_ns: float = 0.0

    def add(self, other: "Totals", times: float = 1.0) -> None:
        self.flops += other.flops * times
        self.transcendentals += other.transcendentals * times
        self.bytes_read += other.bytes_read * times
        self.bytes_written += other.bytes_written * times
        self.compute_ns += other.compute_ns * times
        self.memory_ns += other.memory_ns * times
        self.time_ns += other.time_ns * times

    def scaled(self, times: float) -> "Totals":
        result = Totals()
        result.add(self, times)
        return result

    @property
    def bound(self) -> str:
        if self.time_ns == 0.0:
            return FREE_BOUND
        return COMPUTE if self.compute_ns >= self.memory_ns else MEMORY


@dataclass
class CostAnnotator:
    roofline: Roofline
    estimator: str = "roofline"
    default_trip_count: int = 1
    branch_mode: str = "max"  # "max" (costliest branch) or "mean"
    types: TypeTable = field(default_factory=TypeTable)
    op_estimation: OpEstimation | None = None  # an op estimator (scalesim, a plugin...) consulted before the roofline
    comm_annotator: object | None = None  # shown every op named in its OP_NAMES (hespas.comm.CommAnnotator)
    _functions: dict = field(default_factory=dict)
    _function_totals: dict = field(default_factory=dict)
    _in_progress: set = field(default_factory=set)
    _warned: set = field(default_factory=set)
    _attr_cache: dict = field(default_factory=dict)

    # -- module and functions ------------------------------------------------------------
    def annotate_module(self, module_op) -> Totals:
        block = module_op.regions[0].blocks[0]
        funcs = [op.operation for op in block.operations if op.operation.name == "func.func"]
        self._functions = {symbol_name(f): f for f in funcs}
        for func in funcs:
            self.function_total(func)
        entries = [f for f in funcs if symbol_name(f) in _ENTRY_NAMES] or [
            f for f in funcs if visibility(f) != "private"
        ]
        totals = Totals()
        for entry in entries:
            totals.add(self.function_total(entry))
        extra = {"hardware": self.roofline.hardware.name}
        if self.op_estimation is not None:
            extra.update(estimated_ops=self.op_estimation.estimated_ops, fallback_ops=self.op_estimation.fallback_ops)
        module_op.attributes[TOTALS_ATTR] = self._dict_attr(totals, module_op.location, extra=extra)
        return totals

    def function_total(self, func) -> Totals:
        name = symbol_name(func)
        found = self._function_totals.get(name)
        if found is not None:
            return found
        if name in self._in_progress:
            raise HespasError(f"recursive call to @{name} cannot be costed", func.location)
        self._in_progress.add(name)
        total = Totals()
        for region in func.regions:
            for block in region.blocks:
                total.add(self.block_total(block, in_kernel=False))
        self._in_progress.discard(name)
        self._function_totals[name] = total
        func.attributes[COST_ATTR] = self._dict_attr(total, func.location)
        return total

    # -- blocks and ops --------------------------------------------------------------------
    def block_total(self, block, in_kernel: bool) -> Totals:
        total = Totals()
        for view in block.operations:
            total.add(self.op_total(view.operation, in_kernel))
        return total

    def op_total(self, op, in_kernel: bool) -> Totals:
        name = op.name
        if self.comm_annotator is not None and name in self.comm_annotator.OP_NAMES:
            self.comm_annotator.visit(op)
        if name in STRUCTURAL_OPS or name in _FREE_STRUCTURAL:
            return self._structural_total(op, name, in_kernel)
        rule = lookup(name)
        if rule is None:
            raise HespasError(f"no cost rule for op '{name}'", op.location)
        try:
            cost = rule(op, self.types)
        except DynamicShapeError as error:
            raise HespasError(str(error), op.location) from None
        if cost.op_class == "unknown" and name.endswith("custom_call"):
            self._warn_once(f"unknown custom_call target '{custom_call_target(op)}' costs zero", op.location)
        if in_kernel:
            cost = OpCost(cost.flops, cost.transcendentals, 0, 0, cost.op_class, cost.dtype)
        estimated = self.op_estimation.timing(op, cost, in_kernel) if self.op_estimation is not None else None
        if estimated is not None:
            timing, estimate = estimated
            op.attributes[COST_ATTR] = self._op_attr(cost, timing, self.op_estimation.name, op, estimate)
        else:
            timing = self.roofline.op_timing(cost, op)
            if in_kernel:  # inside a fused kernel: no launch of its own, no memory traffic
                timing = Timing(timing.compute_ns, 0.0, timing.compute_ns, COMPUTE if timing.compute_ns else FREE_BOUND)
            fallback = self.estimator if self.op_estimation is None else "roofline"
            op.attributes[COST_ATTR] = self._op_attr(cost, timing, fallback, op)
        return Totals(cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written,
                      timing.compute_ns, timing.memory_ns, timing.time_ns)

    def _structural_total(self, op, name: str, in_kernel: bool) -> Totals:
        extra = None
        if name in _FUSION_OPS:
            total = self._fusion_total(op)
        elif name in ("stablehlo.while", "mhlo.while"):
            total, trips = self._while_total(op, in_kernel)
            extra = {"trip_count": trips}
        elif name in ("stablehlo.if", "stablehlo.case", "mhlo.if", "mhlo.case"):
            total = self._branches_total(op, in_kernel)
        elif name in _CALL_OPS:
            total = self._call_total(op)
        else:
            return Totals()  # terminators, barriers, async done/update: no work of their own
        op.attributes[COST_ATTR] = self._dict_attr(total, op.location, extra=extra)
        return total

    def _fusion_total(self, fusion) -> Totals:
        body = Totals()
        for region in fusion.regions:
            for block in region.blocks:
                body.add(self.block_total(block, in_kernel=True))
        bytes_read, bytes_written = fusion_bytes(fusion, self.types)
        timing = self.roofline.kernel(body.compute_ns, self.roofline.memory_ns(bytes_read + bytes_written, fusion))
        return Totals(body.flops, body.transcendentals, bytes_read, bytes_written,
                      timing.compute_ns, timing.memory_ns, timing.time_ns)

    def _while_total(self, op, in_kernel: bool) -> tuple[Totals, int]:
        cond = self.block_total(op.regions[0].blocks[0], in_kernel)
        body = self.block_total(op.regions[1].blocks[0], in_kernel)
        trips = static_trip_count(op)
        if trips is None:
            trips = self.default_trip_count
            self._warn_once(f"trip count of while loop is not static; assuming default-trip-count={trips}",
                            op.location, key=("trip-count", str(op.location)))
        total = body.scaled(trips)
        total.add(cond, trips + 1)
        return total, trips

    def _branches_total(self, op, in_kernel: bool) -> Totals:
        branches = [self.block_total(region.blocks[0], in_kernel) for region in op.regions]
        if not branches:
            return Totals()
        if self.branch_mode == "mean":
            total = Totals()
            for branch in branches:
                total.add(branch, 1.0 / len(branches))
            return total
        return max(branches, key=lambda b: b.time_ns)

    def _call_total(self, op) -> Totals:
        if len(op.regions) and not _has_callee(op):  # StableHLO's async_start holds its computation inline
            total = Totals()
            for region in op.regions:
                for block in region.blocks:
                    total.add(self.block_total(block, in_kernel=False))
            return total
        callee_name = _callee_name(op)
        callee = self._functions.get(callee_name)
        if callee is None:
            raise HespasError(f"call to unknown function @{callee_name}", op.location)
        return self.function_total(callee)

    # -- attributes --------------------------------------------------------------------------
    def _op_attr(self, cost: OpCost, timing: Timing, estimator: str, op, estimate: Estimate | None = None):
        """The op's `hespas.cost` (shared by ops with equal figures; ``op.location`` is read only to build one)."""
        extra = {}
        if estimate is not None:  # what an op estimator adds: cycles, energy
            extra = {k: float(v) for k, v in (("cycles", estimate.cycles), ("energy_pJ", estimate.energy_pJ))
                     if v is not None}
        key = (cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written, timing.time_ns, timing.bound,
               estimator, *extra.items())
        found = self._attr_cache.get(key)
        if found is None:
            found = self._attr_cache[key] = _extended(cost_dict(
                cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written, timing.time_ns,
                timing.bound, estimator, op.location), extra, op.location)
        return found

    def _dict_attr(self, total: Totals, location, extra: dict | None = None):
        attr = cost_dict(_rounded(total.flops), _rounded(total.transcendentals), _rounded(total.bytes_read),
                         _rounded(total.bytes_written), total.time_ns, total.bound, self.estimator, location)
        return _extended(attr, extra, location)

    def _warn_once(self, message: str, location, key=None) -> None:
        key = key if key is not None else message
        if key not in self._warned:
            self._warned.add(key)
            warn(message, location)


def cost_dict(flops, transcendentals, bytes_read, bytes_written, time_ns, bound, estimator, location=None):
    """The `hespas.cost` dictionary; `transcendentals` appears only where there are some.

    A count beyond int64 is refused with an error at ``location`` (``hespas.ir.i64_attr``)."""
    entries = {
        "flops": i64_attr(flops, "flops", location),
        "bytes_read": i64_attr(bytes_read, "bytes_read", location),
        "bytes_written": i64_attr(bytes_written, "bytes_written", location),
        "time_ns": ir.FloatAttr.get_f64(float(time_ns)),
        "bound": ir.StringAttr.get(bound),
        "estimator": ir.StringAttr.get(estimator),
    }
    if transcendentals:
        entries["transcendentals"] = i64_attr(transcendentals, "transcendentals", location)
    return ir.DictAttr.get(entries)


def _rounded(value: float) -> int | float:
    """A summed count as an integer; an infinite sum stays a float for i64_attr to refuse."""
    return round(value) if math.isfinite(value) else value


def _extended(attr, extra: dict | None, location=None):
    """``attr`` (a DictAttr) with the entries of ``extra`` added."""
    if not extra:
        return attr
    entries = {named.name: named.attr for named in attr}
    for key, value in extra.items():
        entries[key] = _attribute(key, value, location)
    return ir.DictAttr.get(entries)


def _attribute(key: str, value, location):
    if isinstance(value, bool):
        return ir.BoolAttr.get(value)
    if isinstance(value, int):
        return i64_attr(value, key, location)
    if isinstance(value, float):
        return ir.FloatAttr.get_f64(value)
    return ir.StringAttr.get(str(value))


_CALLEE_ATTRS = ("callee", "called_computation", "decomposition")


def _has_callee(op) -> bool:
    return any(name in op.attributes for name in _CALLEE_ATTRS)


def _callee_name(op) -> str:
    for attr_name in _CALLEE_ATTRS:
        if attr_name in op.attributes:
            return ir.FlatSymbolRefAttr(op.attributes[attr_name]).value
    raise HespasError(f"'{op.name}' names no callee", op.location)
