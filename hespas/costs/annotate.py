"""Annotate a module with costs: every executed op gets `hespas.cost` (an op inside a fused kernel only with
``inner_costs``: its kernel is costed from it either way), the module `hespas.totals`. The ops executed are
those of the functions the program's entries (the public ones and ``main``) reach (``hespas.ir_calls``): a
private function no one calls is dead code, which XLA does not compile, and gets no cost.

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
Each op's cost is a ``hespas.cost_record.CostRecord``; blocks, functions, loops and
branches sum them in a ``CostSum``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from hespas import attributes
from hespas.cost_record import CostRecord, CostSum
from hespas.costs.fusion_bytes import fusion_bytes
from hespas.costs.opcost import OpCost
from hespas.costs.registry import (BRANCH_OPS, COSTED_STRUCTURAL_OPS, FREE_OPS, RULES, STRUCTURAL_OPS, WHILE_OPS,
                                   lookup)
from hespas.costs.rules.misc import TARGET_RULES, custom_call_target
from hespas.costs.roofline import Roofline
from hespas.costs.trip_count import static_trip_count
from hespas.costs.types import DynamicShapeError, TypeTable
from hespas.diagnostics import HespasError, warn
from hespas.numbers import INT64_MAX
from hespas.ir import symbol_name, visibility
from hespas.ir_calls import ENTRY_NAME, callees, reachable_functions

if TYPE_CHECKING:
    from hespas.estimators.runner import OpEstimation

COST_ATTR = attributes.COST
TOTALS_ATTR = attributes.TOTALS

_FUSION_OPS = frozenset({"mhlo.fusion"})
_CONVOLUTIONS = frozenset({"stablehlo.convolution", "mhlo.convolution", "stablehlo.dynamic_conv", "mhlo.dynamic_conv"})


@dataclass
class CostAnnotator:
    roofline: Roofline
    estimator: str = "roofline"
    default_trip_count: int = 1
    branch_mode: str = "max"  # "max" (costliest branch) or "mean"
    types: TypeTable | None = None  # None: the roofline's (one cache of each type's size for both)
    op_estimation: OpEstimation | None = None  # an op estimator (scalesim, a plugin...) consulted before the roofline
    comm_annotator: object | None = None  # shown every op named in its OP_NAMES (hespas.comm.CommAnnotator)
    inner_costs: bool = True  # write `hespas.cost` on the ops inside fused kernels too (False: sum them unwritten)
    _functions: dict = field(default_factory=dict)
    _function_totals: dict = field(default_factory=dict)
    _in_progress: set = field(default_factory=set)
    _warned: set = field(default_factory=set)
    _attr_cache: dict = field(default_factory=dict)
    _recosting: bool = False  # the module was costed before and inner costs are not written: drop the old ones

    def __post_init__(self):
        if self.types is None:
            self.types = self.roofline.types
        # ops that take op_total's every step inside a kernel: communication, structure, layout transposes,
        # custom calls (a warning for an unknown target)
        rules = (name for name in RULES if name.endswith("custom_call") or name in _CONVOLUTIONS)
        comm = self.comm_annotator.OP_NAMES if self.comm_annotator is not None else ()
        self._special_ops = frozenset((*STRUCTURAL_OPS, *FREE_OPS, *comm, *rules))

    # -- module and functions ------------------------------------------------------------
    def annotate_module(self, module_op) -> CostSum:
        block = module_op.regions[0].blocks[0]
        funcs = [op.operation for op in block.operations if op.operation.name == "func.func"]
        self._functions = {symbol_name(f): f for f in funcs}
        self._recosting = TOTALS_ATTR in module_op.attributes and not self.inner_costs
        reached = reachable_functions(module_op)  # a private function no one calls is dead code XLA does not compile
        for name, func in self._functions.items():
            if name in reached:
                self.function_total(func)
        entries = [f for f in funcs if symbol_name(f) == ENTRY_NAME] or [
            f for f in funcs if visibility(f) != "private"
        ]
        totals = CostSum()
        for entry in entries:
            totals.add(self.function_total(entry))
        record = totals.record(self.estimator)
        if record.time_ns > INT64_MAX:  # what every reader of hespas.totals (and a Chakra duration) can carry
            hardware = self.roofline.hardware
            raise HespasError(f"the step costs {record.time_ns:.4g} ns on {hardware.name}, more than the "
                              f"{INT64_MAX} ns hespas can carry: check the figures of {hardware.source_path} "
                              "(a peak near 0, an efficiency half_size far beyond any op)", module_op.location)
        extra = {"hardware": self.roofline.hardware.name}
        if self.op_estimation is not None:
            extra.update(estimated_ops=self.op_estimation.estimated_ops, fallback_ops=self.op_estimation.fallback_ops)
        module_op.attributes[TOTALS_ATTR] = attributes.write_cost(record, module_op.location, extra)
        return totals

    def function_total(self, func) -> CostSum:
        name = symbol_name(func)
        found = self._function_totals.get(name)
        if found is not None:
            return found
        if name in self._in_progress:
            raise HespasError(f"recursive call to @{name} cannot be costed", func.location)
        self._in_progress.add(name)
        total = CostSum()
        for region in func.regions:
            for block in region.blocks:
                total.add(self.block_total(block, in_kernel=False))
        self._in_progress.discard(name)
        self._function_totals[name] = total
        func.attributes[COST_ATTR] = attributes.write_cost(total.record(self.estimator), func.location)
        return total

    # -- blocks and ops --------------------------------------------------------------------
    def block_total(self, block, in_kernel: bool) -> CostSum:
        total = CostSum()
        for view in block.operations:
            total.add(self.op_total(view.operation, in_kernel))
        return total

    def op_total(self, op, in_kernel: bool) -> CostRecord | CostSum:
        name = op.name
        if self.comm_annotator is not None and name in self.comm_annotator.OP_NAMES:
            self.comm_annotator.visit(op)
        if name in STRUCTURAL_OPS or name in FREE_OPS:
            return self._structural_total(op, name, in_kernel)
        rule = lookup(name)
        if rule is None:
            raise HespasError(f"no cost rule for op '{name}'", op.location)
        try:
            cost = rule(op, self.types)
        except DynamicShapeError as error:
            raise HespasError(str(error), op.location) from None
        if cost.op_class == "unknown" and name.endswith("custom_call"):
            target = custom_call_target(op)
            self._warn_once(f"custom_call target '{target}' has a backend_config hespas cannot read (no shape "
                            "to cost it by); it costs zero" if target in TARGET_RULES
                            else f"unknown custom_call target '{target}' costs zero", op.location)
        transposes_ns = 0.0
        if name in _CONVOLUTIONS and cost.dtype in self.roofline.nchw_dtypes:  # cuDNN's layout transposes
            transposes_ns = self.roofline.transposes_ns(cost.dtype, [self.types.info(value.type).nbytes
                                                                     for value in (*op.operands[:2], op.result)])
        record = None
        if self.op_estimation is not None:
            if in_kernel:
                cost = OpCost(cost.flops, cost.transcendentals, 0, 0, cost.op_class, cost.dtype)
            record = self.op_estimation.record(op, cost, in_kernel)
        if record is not None:
            if self.inner_costs or not in_kernel:
                op.attributes[COST_ATTR] = self._op_attr(record, self.op_estimation.name, op)
            elif self._recosting:
                self._drop_stale(op)
        else:
            # inside a fused kernel: no launch of its own, no memory traffic but its transposes'
            record = self.roofline.kernel_op_record(cost, op, transposes_ns) if in_kernel else \
                self.roofline.op_timing(cost, op, transposes_ns)
            if self.inner_costs or not in_kernel:
                fallback = self.estimator if self.op_estimation is None else "roofline"
                op.attributes[COST_ATTR] = self._op_attr(record, fallback, op)
            elif self._recosting:
                self._drop_stale(op)
        return record

    def _structural_total(self, op, name: str, in_kernel: bool) -> CostSum:
        trips = None
        if name not in COSTED_STRUCTURAL_OPS:
            return CostSum()  # terminators, barriers, async done/update: no work of their own
        if name in _FUSION_OPS:
            total = self._fusion_total(op)
        elif name in WHILE_OPS:
            total, trips = self._while_total(op, in_kernel)
        elif name in BRANCH_OPS:
            total = self._branches_total(op, in_kernel)
        else:
            total = self._call_total(op)
        if self.inner_costs or not in_kernel:
            op.attributes[COST_ATTR] = self._op_attr(total.record(self.estimator, trips), self.estimator, op)
        elif self._recosting:
            self._drop_stale(op)
        return total

    def _fusion_total(self, fusion) -> CostSum:
        body = CostSum()
        ops = []  # the body's ops, read once: the kernel's launch looks at them too
        for region in fusion.regions:
            for block in region.blocks:
                body.add(self._kernel_block_total(block, ops))
        bytes_read, bytes_written = fusion_bytes(fusion, self.types)
        # An op inside a kernel carries memory time only for the layout transposes around a library call.
        kernel = self.roofline.fused_kernel(fusion, body.compute_ns, body.flops, body.transcendentals, bytes_read,
                                            bytes_written, body.memory_ns, ops)
        total = CostSum()
        total.add(kernel)
        return total

    def _kernel_block_total(self, block, ops: list) -> CostSum:
        """``block_total`` of a block inside a fused kernel, its ops appended to ``ops``. The common op (one
        with a rule, costed by the roofline, no layout transposes, no warning to give) is costed here rather
        than through ``op_total``."""
        rule_of = None if self.op_estimation is not None else RULES.get  # an op estimator sees every op
        types, kernel_op_record, write = self.types, self.roofline.kernel_op_record, self.inner_costs
        total = CostSum()
        for view in block.operations:
            op = view.operation
            ops.append(op)
            name = op.name
            rule = None if rule_of is None or name in self._special_ops else rule_of(name)
            if rule is None:
                record = self.op_total(op, in_kernel=True)
            else:
                try:
                    record = kernel_op_record(rule(op, types), op)
                except DynamicShapeError as error:
                    raise HespasError(str(error), op.location) from None
                if write:
                    op.attributes[COST_ATTR] = self._op_attr(record, self.estimator, op)
                elif self._recosting:
                    self._drop_stale(op)
            total.add(record)
        return total

    def _while_total(self, op, in_kernel: bool) -> tuple[CostSum, int]:
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

    def _branches_total(self, op, in_kernel: bool) -> CostSum:
        branches = [self.block_total(region.blocks[0], in_kernel) for region in op.regions]
        if not branches:
            return CostSum()
        if self.branch_mode == "mean":
            total = CostSum()
            for branch in branches:
                total.add(branch, 1.0 / len(branches))
            return total
        return max(branches, key=lambda b: b.time_ns)

    def _call_total(self, op) -> CostSum:
        names = callees(op)
        if not names and len(op.regions):  # StableHLO's async_start holds its computation inline
            total = CostSum()
            for region in op.regions:
                for block in region.blocks:
                    total.add(self.block_total(block, in_kernel=False))
            return total
        if not names:
            raise HespasError(f"'{op.name}' names no callee", op.location)
        callee = self._functions.get(names[0])
        if callee is None:
            raise HespasError(f"call to unknown function @{names[0]}", op.location)
        if not len(callee.regions[0].blocks):  # an external declaration: its work is not in the module
            self._warn_once(f"call to @{names[0]}, a declaration with no body, costs zero", op.location,
                            key=("declaration", names[0]))
        return self.function_total(callee)

    # -- attributes --------------------------------------------------------------------------
    def _op_attr(self, record: CostRecord, estimator: str, op):
        """The op's `hespas.cost` (shared by ops with equal figures; ``op.location`` is read only to build one)."""
        key = (record.flops, record.transcendentals, record.bytes_read, record.bytes_written, record.time_ns,
               record.bound, estimator, record.trip_count, record.cycles, record.energy_pJ)
        found = self._attr_cache.get(key)
        if found is None:
            found = self._attr_cache[key] = attributes.write_cost(replace(record, estimator=estimator), op.location)
        return found

    @staticmethod
    def _drop_stale(op) -> None:
        """Remove the cost an earlier run wrote on an op inside a kernel, which this run does not rewrite."""
        if COST_ATTR in op.attributes:
            del op.attributes[COST_ATTR]

    def _warn_once(self, message: str, location, key=None) -> None:
        key = key if key is not None else message
        if key not in self._warned:
            self._warned.add(key)
            warn(message, location)
