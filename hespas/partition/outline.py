"""Outlining a block's regions into private functions and putting the block in its new order.

Each region becomes `func.func private @<function>_region_<n>`: its arguments are
the values the region uses from outside (first use first), its results the
values used after it (in program order); the constants it uses, from this block
or an enclosing one, are copied into it. A `func.call` takes the region's place.
The block ends up as: the constants still used outside regions, then calls and
boundary ops in the planned order, then the terminator.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hespas import attributes
from hespas.costs.annotate import COST_ATTR
from hespas.ir import func, ir
from hespas.partition.classify import FREE, FREE_OPS
from hespas.partition.costs import CostReader
from hespas.partition.regions import OUTSIDE, BlockGraph, Item, Region
from hespas.ir_rewrite import remap_operands

REGION_ATTR = attributes.REGION
HASH_ATTR = attributes.REGION_HASH


@dataclass
class Outliner:
    """Creates region functions at the end of a module; names them uniquely, and hashes their content
    (``content_hash``)."""

    module_op: object
    costs: CostReader
    estimator: str
    taken_names: set[str]
    content_hash: bool = True
    _next_number: dict[str, int] = field(default_factory=dict)

    def outline_block(self, graph: BlockGraph, sequence: list[Item], function_name: str) -> list:
        """Outline every region of the planned sequence; returns the new functions in order."""
        region_of = {i: k for k, item in enumerate(sequence) if isinstance(item, Region) for i in item.ops}
        used_outside = _used_outside(graph, region_of)
        replaced: dict = {}  # original value -> result of the call that now produces it
        terminator = graph.ops[-1]
        placed, functions = [], []
        for item in sequence:
            if isinstance(item, int):
                placed.append(graph.ops[item])
                continue
            call, function = self._outline(graph, item, used_outside, replaced, function_name, terminator)
            placed.append(call)
            functions.append(function)
        for op in placed:
            op.move_before(terminator)
        for i, kind in enumerate(graph.kinds):
            if kind == FREE and all(_unused(result) for result in graph.ops[i].results):
                graph.ops[i].erase()
        return functions

    def _outline(self, graph: BlockGraph, region: Region, used_outside: set, replaced: dict, function_name: str,
                 terminator):
        ops = [graph.ops[i] for i in region.ops]
        members = set(region.ops)
        inputs, free_values = {}, {}
        for i in region.ops:
            for value, j in graph.inputs[i]:
                if j in members:
                    continue
                if _producer_name(graph, value, j) in FREE_OPS:
                    free_values.setdefault(value, None)
                else:
                    inputs.setdefault(replaced.get(value, value), None)
        outputs = [result for op in ops for result in op.results if result in used_outside]
        location = ops[0].location
        name = self._fresh_name(f"{function_name}_region")

        call = func.CallOp([v.type for v in outputs], ir.FlatSymbolRefAttr.get(name), list(inputs),
                           loc=location, ip=ir.InsertionPoint(terminator))
        for value, result in zip(outputs, call.results):
            value.replace_all_uses_with(result)
            replaced[value] = result

        function = func.FuncOp(name, ([v.type for v in inputs], [v.type for v in outputs]), visibility="private",
                               loc=location, ip=ir.InsertionPoint(self.module_op.regions[0].blocks[0]))
        entry = function.add_entry_block([location] * len(inputs))
        remap = dict(zip(inputs, entry.arguments))
        remap.update(zip(call.results, outputs))
        at_entry = ir.InsertionPoint(entry)
        for value in free_values:
            remap[value] = value.owner.clone(ip=at_entry).results[value.result_number]
        ret = func.ReturnOp(outputs, loc=location, ip=at_entry)
        for i, op in zip(region.ops, ops):
            op.move_before(ret)
            # the ops nested in it (a fusion's body...) need looking at only when they use a value from outside
            remap_operands(op, remap, nested=graph.nested_inputs[i])

        cost = self.costs.sum(ops).attribute(self.estimator, location)
        if self.content_hash:  # imported here: hashlib is start-up time a run that needs no hash does not pay
            from hespas.partition.content_hash import region_hash

            function.attributes[HASH_ATTR] = ir.StringAttr.get(region_hash(function))
        function.attributes[REGION_ATTR] = ir.UnitAttr.get()
        function.attributes[COST_ATTR] = cost
        call.attributes[COST_ATTR] = cost
        return call, function

    def _fresh_name(self, prefix: str) -> str:
        number = self._next_number.get(prefix, 0)
        while f"{prefix}_{number}" in self.taken_names:
            number += 1
        self._next_number[prefix] = number + 1
        name = f"{prefix}_{number}"
        self.taken_names.add(name)
        return name


def _used_outside(graph: BlockGraph, region_of: dict) -> set:
    """Values produced in a region and used by anything outside it (other regions, boundaries, terminator)."""
    used = set()
    for i, uses in enumerate(graph.inputs):
        here = region_of.get(i)
        for value, j in uses:
            if j in region_of and region_of[j] != here:
                used.add(value)
    return used


def _unused(value) -> bool:
    return next(iter(value.uses), None) is None


def _producer_name(graph: BlockGraph, value, producer: int) -> str | None:
    """The name of the op that defines ``value`` (``producer``: its index in the block, or OUTSIDE);
    None for a block argument. An op of the block is read from the graph, which is cheaper than
    asking the value for its owner."""
    if producer != OUTSIDE:
        return graph.ops[producer].name
    return value.owner.name if isinstance(value, ir.OpResult) else None
