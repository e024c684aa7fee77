"""A lowered step: every rank's program, the comm groups, and what the programs were costed on.

A ``LoweredStep`` is what the compiler side hands the simulator. It is
system-independent (``hespas.program.placement.place`` specialises it for a
system), pure data, picklable, and saved to a file by ``hespas.program.file``.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from typing import Mapping

from hespas.diagnostics import HespasError
from hespas.numbers import INT64_MAX
from hespas.program.nodes import RankProgram


@dataclass(frozen=True)
class HardwarePeaks:
    """The hardware compute was costed on: its name and the peaks the report's utilisation columns use."""

    name: str
    peak_flops_per_s: float  # bf16 matmul
    memory_bandwidth_bytes_per_s: float


@dataclass(frozen=True)
class StepTotals:
    """What one device's step costs, summed over the module's entry functions by annotate-costs (the
    module's ``hespas.totals``), and what costed it: FLOPs (one multiply-add is 2) and transcendentals
    counted apart, bytes read and written, compute time in ns, the bound of the sum, the estimator,
    the hardware's name, and where an op estimator ran, how many ops it costed and how many fell back
    to the roofline (None: no op estimator ran)."""

    flops: int = 0
    transcendentals: int = 0
    bytes_read: int = 0
    bytes_written: int = 0
    time_ns: float = 0.0
    bound: str = ""
    estimator: str = ""
    hardware: str = ""
    estimated_ops: int | None = None
    fallback_ops: int | None = None

    @classmethod
    def from_figures(cls, figures: Mapping, location=None, what: str = "hespas.totals") -> StepTotals:
        """The totals among ``figures`` (a ``hespas.totals`` dictionary, or a saved program's
        "totals"): absent fields take their defaults and other keys (informative ones an input module
        may carry) are not kept. A field of the wrong kind is a HespasError at ``location``, naming
        ``what`` holds it."""
        values = {}
        for spec in fields(cls):
            if spec.name not in figures or figures[spec.name] is None and spec.default is None:
                continue
            value = figures[spec.name]
            if spec.type == "str":
                good, kind = isinstance(value, str), "a string"
            elif spec.name == "time_ns":
                good, kind = (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
                              and 0 <= value <= INT64_MAX), "a finite non-negative number"
                value = float(value) if good else value
            else:  # a count
                good, kind = (isinstance(value, int) and not isinstance(value, bool)
                              and 0 <= value <= INT64_MAX), "a non-negative integer of at most 64 bits"
            if not good:
                raise HespasError(f"{what} key '{spec.name}' must be {kind}, got {value!r}", location)
            values[spec.name] = value
        return cls(**values)

    def figures(self) -> dict:
        """The totals as a dictionary of field name to value (a saved program's "totals")."""
        return asdict(self)


@dataclass
class LoweredStep:
    workload: str  # the step's file, as given
    estimator: str
    hardware: HardwarePeaks
    programs: list[RankProgram]  # one per rank; equal ranks share one object
    comm_groups: dict[str, list[int]]  # group key -> members
    totals: StepTotals = field(default_factory=StepTotals)  # the module's hespas.totals
    memory: dict = field(default_factory=dict)  # the module's hespas.memory (per-device peak and capacity)

    @property
    def num_ranks(self) -> int:
        return len(self.programs)
