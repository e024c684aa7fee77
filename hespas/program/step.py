"""A lowered step: every rank's program, the comm groups, and what the programs were costed on.

A ``LoweredStep`` is what the compiler side hands the simulator. It is
system-independent (``hespas.program.placement.place`` specialises it for a
system), pure data, picklable, and saved to a file by ``hespas.program.file``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hespas.program.nodes import RankProgram


@dataclass(frozen=True)
class HardwarePeaks:
    """The hardware compute was costed on: its name and the peaks the report's utilisation columns use."""

    name: str
    peak_flops_per_s: float  # bf16 matmul
    memory_bandwidth_bytes_per_s: float


@dataclass
class LoweredStep:
    workload: str  # the step's file, as given
    estimator: str
    hardware: HardwarePeaks
    programs: list[RankProgram]  # one per rank; equal ranks share one object
    comm_groups: dict[str, list[int]]  # group key -> members
    totals: dict = field(default_factory=dict)  # the module's hespas.totals (numbers)
    memory: dict = field(default_factory=dict)  # the module's hespas.memory (per-device peak and capacity)

    @property
    def num_ranks(self) -> int:
        return len(self.programs)
