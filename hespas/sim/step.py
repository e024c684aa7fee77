"""A lowered step (``hespas.program.step.LoweredStep``) simulated on a system: placed on it
(``hespas.program.placement``), then run by the engine."""

from __future__ import annotations

from hespas.program.placement import place
from hespas.program.step import LoweredStep
from hespas.sim import SimulationResult, simulate_system
from hespas.systems import System


def simulate_step(step: LoweredStep, system: System, record_timeline: bool = False,
                  network_model: str = "unaware") -> tuple[list, dict, SimulationResult]:
    """``(programs, comm_groups, result)``: ``step`` placed on ``system`` (one NPU per rank) and simulated
    with the ``network_model`` link model."""
    programs, groups = place(step.programs, step.comm_groups, system)
    return programs, groups, simulate_system(programs, system, groups, record_timeline=record_timeline,
                                             network_model=network_model)
