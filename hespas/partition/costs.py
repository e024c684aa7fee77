"""Reading the `hespas.cost` of ops and summing them into the cost of a region.

A region's cost has annotate-costs' keys: flops, bytes_read, bytes_written,
time_ns (sums), transcendentals (sum, present when non-zero), estimator, and
bound: "compute" when its compute-bound ops take at least as long as its
memory-bound ones, "memory" otherwise, "free" when it takes no time.
Ops annotate-costs leaves without `hespas.cost` (terminators, barriers: ``UNCOSTED_OPS``) cost nothing;
any other op without one, or with a malformed one, is an error at its op (``hespas.attributes.read_cost``).
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.attributes import COST, TOTALS, read_cost, write_cost
from hespas.cost_record import COMPUTE, FREE, MEMORY, CostRecord, CostSum
from hespas.costs.registry import UNCOSTED_OPS
from hespas.diagnostics import HespasError


@dataclass(slots=True)
class RegionCost(CostSum):
    """The sum of a region's op records, with the time of its compute-bound and of its memory-bound ops.

    A ``CostSum`` whose bound is taken differently: records read back from `hespas.cost` keep
    ``time_ns`` and ``bound`` but not the compute and memory terms (both read 0), so the region's
    bound weighs its ops' times by their bounds instead.
    """

    compute_bound_ns: float = 0.0
    memory_bound_ns: float = 0.0

    def add(self, other: CostRecord | RegionCost, times: int | float = 1) -> None:
        CostSum.add(self, other, times)
        if isinstance(other, RegionCost):
            self.compute_bound_ns += other.compute_bound_ns * times
            self.memory_bound_ns += other.memory_bound_ns * times
        elif other.bound == COMPUTE:
            self.compute_bound_ns += other.time_ns * times
        elif other.bound == MEMORY:
            self.memory_bound_ns += other.time_ns * times

    @property
    def bound(self) -> str:
        if self.time_ns == 0.0:
            return FREE
        return COMPUTE if self.compute_bound_ns >= self.memory_bound_ns else MEMORY

    def attribute(self, estimator: str, location=None):
        return write_cost(self.record(estimator), location)


_EMPTY = CostRecord()


class CostReader:
    """Reads ops' costs, parsing each distinct attribute once (annotate-costs shares them)."""

    def __init__(self):
        self._parsed: dict = {}

    def __call__(self, op) -> CostRecord:
        """The cost of one op (shared: do not modify)."""
        attributes = op.attributes
        if COST not in attributes:
            if op.name in UNCOSTED_OPS:
                return _EMPTY
            raise HespasError(f"'{op.name}' has no {COST}: hespas-annotate-costs writes one on every op the "
                              "entries reach but terminators; cost the module again", op.location)
        attr = attributes[COST]
        found = self._parsed.get(attr)
        if found is None:
            found = self._parsed[attr] = read_cost(attr, op.location)
        return found

    def sum(self, ops) -> RegionCost:
        total = RegionCost()
        for op in ops:
            total.add(self(op))
        return total


def estimator_of(module_op) -> str:
    return read_cost(module_op.attributes[TOTALS], module_op.location, TOTALS).estimator
