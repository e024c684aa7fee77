"""Reading the `hespas.cost` of ops and summing them into the cost of a region.

A region's cost has annotate-costs' keys: flops, bytes_read, bytes_written,
time_ns (sums), transcendentals (sum, present when non-zero), estimator, and
bound: "compute" when its compute-bound ops take at least as long as its
memory-bound ones, "memory" otherwise, "free" when it takes no time.
Ops without `hespas.cost` (terminators, barriers) cost nothing; a malformed one is an error at its op
(``hespas.attributes.read_cost``).
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.attributes import TOTALS, read_cost
from hespas.costs.annotate import COST_ATTR, cost_dict
from hespas.costs.roofline import COMPUTE, FREE_BOUND, MEMORY


@dataclass(slots=True)
class RegionCost:
    flops: int = 0
    transcendentals: int = 0
    bytes_read: int = 0
    bytes_written: int = 0
    time_ns: float = 0.0
    compute_bound_ns: float = 0.0
    memory_bound_ns: float = 0.0

    def add(self, other: "RegionCost") -> None:
        self.flops += other.flops
        self.transcendentals += other.transcendentals
        self.bytes_read += other.bytes_read
        self.bytes_written += other.bytes_written
        self.time_ns += other.time_ns
        self.compute_bound_ns += other.compute_bound_ns
        self.memory_bound_ns += other.memory_bound_ns

    @property
    def bound(self) -> str:
        if self.time_ns == 0.0:
            return FREE_BOUND
        return COMPUTE if self.compute_bound_ns >= self.memory_bound_ns else MEMORY

    def attribute(self, estimator: str, location=None):
        return cost_dict(self.flops, self.transcendentals, self.bytes_read, self.bytes_written, self.time_ns,
                         self.bound, estimator, location)


_EMPTY = RegionCost()


class CostReader:
    """Reads ops' costs, parsing each distinct attribute once (annotate-costs shares them)."""

    def __init__(self):
        self._parsed: dict = {}

    def __call__(self, op) -> RegionCost:
        """The cost of one op (shared: do not modify)."""
        if COST_ATTR not in op.attributes:
            return _EMPTY
        attr = op.attributes[COST_ATTR]
        found = self._parsed.get(attr)
        if found is None:
            found = self._parsed[attr] = _parse(attr, op.location)
        return found

    def sum(self, ops) -> RegionCost:
        total = RegionCost()
        for op in ops:
            total.add(self(op))
        return total


def _parse(attr, location) -> RegionCost:
    record = read_cost(attr, location)
    time_ns = record.time_ns
    return RegionCost(record.flops, record.transcendentals, record.bytes_read, record.bytes_written, time_ns,
                      compute_bound_ns=time_ns if record.bound == COMPUTE else 0.0,
                      memory_bound_ns=time_ns if record.bound == MEMORY else 0.0)


def estimator_of(module_op) -> str:
    return read_cost(module_op.attributes[TOTALS], module_op.location, TOTALS).estimator
