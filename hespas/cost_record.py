"""One cost record: what an op, a fused kernel, a region or a program node costs on one device.

Pure data (no MLIR): the compiler side builds records (the roofline, an op estimator, a region's
sum), ``hespas.attributes`` writes them to and reads them from ``hespas.cost`` attributes, and the
program representation carries one per compute node. ``CostSum`` is the one accumulator: the
running sum of records over a block, a function, a loop or a region.

Bounds: ``COMPUTE`` when the compute term of the time is at least its memory term, ``MEMORY``
otherwise, ``FREE`` when it takes no time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

COMPUTE, MEMORY, FREE = "compute", "memory", "free"


@dataclass(slots=True, unsafe_hash=True)
class CostRecord:
    """Work, traffic and time on one device. One multiply-add is 2 FLOPs; transcendentals are counted
    apart. ``compute_ns`` and ``memory_ns`` are the terms ``time_ns`` was taken from where the model
    splits it (a ``hespas.cost`` attribute keeps only ``time_ns`` and ``bound``: read back, both are 0).
    ``estimator`` names the model; ``trip_count`` is a while loop's; ``cycles`` and ``energy_pJ``
    are an op estimator's where it counts them (None: not known).

    Not frozen: annotate-costs builds one per op, and a frozen dataclass of twelve fields costs
    several times more to construct (timeit, Python 3.11: about 6x). Treat instances as values all
    the same: they are shared, and hashed (program nodes are deduplicated by content).
    """

    flops: int = 0
    transcendentals: int = 0
    bytes_read: int = 0
    bytes_written: int = 0
    compute_ns: float = 0.0
    memory_ns: float = 0.0
    time_ns: float = 0.0
    bound: str = ""
    estimator: str = ""
    trip_count: int | None = None
    cycles: float | None = None
    energy_pJ: float | None = None

    @property
    def bytes(self) -> int:
        """Bytes read and written."""
        return self.bytes_read + self.bytes_written


FREE_RECORD = CostRecord(bound=FREE)


@dataclass(slots=True)
class CostSum:
    """A running sum of cost records (or of other sums), ``times`` each.

    An accumulator, not a record: its counts become fractional where a sum is scaled (a loop body by
    its trip count stays whole, a mean of branches need not), so it is kept apart and turned into a
    record, counts rounded, by ``record``. Its bound compares the summed compute and memory terms.
    """

    flops: int | float = 0
    transcendentals: int | float = 0
    bytes_read: int | float = 0
    bytes_written: int | float = 0
    compute_ns: float = 0.0
    memory_ns: float = 0.0
    time_ns: float = 0.0

    def add(self, other: CostRecord | CostSum, times: int | float = 1) -> None:
        self.flops += other.flops * times
        self.transcendentals += other.transcendentals * times
        self.bytes_read += other.bytes_read * times
        self.bytes_written += other.bytes_written * times
        self.compute_ns += other.compute_ns * times
        self.memory_ns += other.memory_ns * times
        self.time_ns += other.time_ns * times

    def scaled(self, times: int | float) -> CostSum:
        result = type(self)()
        result.add(self, times)
        return result

    @property
    def bound(self) -> str:
        if self.time_ns == 0.0:
            return FREE
        return COMPUTE if self.compute_ns >= self.memory_ns else MEMORY

    def record(self, estimator: str = "", trip_count: int | None = None) -> CostRecord:
        """The sum as a record, counts rounded to whole numbers (an infinite sum stays a float, for
        the attribute writer to refuse)."""
        return CostRecord(_whole(self.flops), _whole(self.transcendentals), _whole(self.bytes_read),
                          _whole(self.bytes_written), self.compute_ns, self.memory_ns, self.time_ns, self.bound,
                          estimator, trip_count)


def _whole(value: int | float) -> int | float:
    if isinstance(value, int):
        return value
    return round(value) if math.isfinite(value) else value
