"""hespas's built-in simulator: per-rank event simulation with ASTRA-sim's congestion-unaware or -aware network model.

``simulate_system(programs, system)`` runs one ``RankProgram`` per NPU of a
``hespas.systems.System``; ``network_of`` and ``collective_settings_of`` are the
views of a System that the simulator's modules take.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from hespas.sim.collectives import CollectiveSettings
from hespas.sim.engine import TIMELINE_KINDS, RankResult, SimulationResult, TimelineEvent, simulate
from hespas.sim.network import LinkDimension, Network
from hespas.program.nodes import CollectiveOp, PeerOp, ProgramNode, RankProgram
from hespas.systems import COLLECTIVES, System

__all__ = ["TIMELINE_KINDS", "CollectiveOp", "CollectiveSettings", "LinkDimension", "Network", "PeerOp",
           "ProgramNode", "RankProgram", "RankResult", "SimulationResult", "TimelineEvent", "collective_settings_of",
           "network_of", "simulate", "simulate_system"]


def network_of(system: System) -> Network:
    return Network([LinkDimension(d.topology, d.npus, d.bandwidth_GBps, d.latency_ns) for d in system.dimensions],
                   system.point_to_point_route)


def collective_settings_of(system: System) -> CollectiveSettings:
    return CollectiveSettings(
        implementations={kind: tuple(d.algorithm(kind) for d in system.dimensions) for kind in COLLECTIVES},
        endpoint_delay_ns=int(system.endpoint_delay_ns),  # truncated: ASTRA-sim reads it into an int (Sys.hh)
        active_chunks_per_dimension=system.active_chunks_per_dimension,
        preferred_dataset_splits=system.preferred_dataset_splits,
        local_mem_bw_GBps=system.local_mem_bw_GBps,
        collective_optimization=system.collective_optimization,
        shared_switch_link=system.switch_link == "shared",
    )


def simulate_system(programs: Sequence[RankProgram], system: System,
                    comm_groups: Mapping[str, Sequence[int]] | None = None,
                    record_timeline: bool = False, network_model: str = "unaware") -> SimulationResult:
    """Simulate ``programs[r]`` on rank r of ``system`` (with ``record_timeline``: and keep every
    agent's ``TimelineEvent`` list) on the ``network_model`` ("unaware" or "aware") link model."""
    return simulate(programs, network_of(system), collective_settings_of(system), comm_groups,
                    system.scheduling_policy, record_timeline=record_timeline, network_model=network_model)
