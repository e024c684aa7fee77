"""Partitioning SPMD programs into compute regions between communication ops.

``partition_module`` partitions every entry of the program (the public functions and ``main``,
``hespas.ir_calls``), every callee of a call
that communicates, and every block of an op holding communication (while, if,
case) the same way: compute ops become calls to private region functions
(``hespas.partition.outline``), placed by ``hespas.partition.regions``.
Communication ops keep the ``hespas.comm`` that hespas-annotate-costs wrote.
"""

from __future__ import annotations

from hespas.ir import ir
from hespas.ir_calls import entry_names
from hespas.costs.annotate import TOTALS_ATTR
from hespas.diagnostics import HespasError
from hespas.partition.classify import CALL_OPS, CONTROL_FLOW_OPS, HOLDER, Classifier, callee_name
from hespas.partition.costs import CostReader, estimator_of
from hespas.partition.outline import HASH_ATTR, REGION_ATTR, Outliner
from hespas.partition.regions import build_graph, plan_block

__all__ = ["HASH_ATTR", "REGION_ATTR", "partition_module"]


class _Partitioner:
    def __init__(self, module_op, min_region_ns: float, max_region_ns: float, content_hash: bool):
        self.min_region_ns, self.max_region_ns = min_region_ns, max_region_ns
        self.costs = CostReader()
        self.classifier = Classifier(module_op)
        top_level = module_op.regions[0].blocks[0].operations
        symbols = {ir.StringAttr(op.attributes["sym_name"]).value for op in top_level if "sym_name" in op.attributes}
        estimator = estimator_of(module_op)
        self.outliner = Outliner(module_op, self.costs, estimator, symbols, content_hash)
        self.regions: list = []
        self._pending: list[str] = []

    def run(self) -> list:
        functions = self.classifier.functions
        self._pending = entry_names(functions)  # the program's entries: the public functions and main
        done = set()
        while self._pending:
            name = self._pending.pop(0)
            if name in done:
                continue
            done.add(name)
            for block in functions[name].regions[0].blocks:
                self.partition_block(block, name)
        return self.regions

    def partition_block(self, block, function_name: str) -> None:
        graph = build_graph(block, self.classifier, self.costs)
        for op, kind in zip(graph.ops, graph.kinds):
            if kind == HOLDER and op.name in CALL_OPS:
                self._pending.append(callee_name(op))
            elif kind == HOLDER:
                if op.name not in CONTROL_FLOW_OPS:  # its blocks have no costs to partition by (the lowering's words)
                    raise HespasError(f"'{op.name}' holds communication that cannot be lowered (only while loops, "
                                      "if/case branches and calls may contain collectives)", op.location)
                for region in op.regions:
                    for nested in region.blocks:
                        self.partition_block(nested, function_name)
        sequence = plan_block(graph, self.min_region_ns, self.max_region_ns)
        self.regions += self.outliner.outline_block(graph, sequence, function_name)


def partition_module(module_op, min_region_ns: float = 1000.0, max_region_ns: float = 0.0,
                     content_hash: bool = True) -> list:
    """Partition a cost-annotated module in place; returns the region functions it created, each with its
    ``hespas.region_hash`` unless ``content_hash`` is false."""
    if TOTALS_ATTR not in module_op.attributes:
        raise HespasError("hespas-partition needs costs: run hespas-annotate-costs first", module_op.location)
    return _Partitioner(module_op, min_region_ns, max_region_ns, content_hash).run()
