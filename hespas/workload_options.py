"""How a workload is lowered: the options of ``hespas.workload.lower_workload``, ``lower_module`` and
``simulate_workload``, in one record that callers (the CLI commands, a sweep, the benchmarks) build once.

No MLIR here: a command builds the record before it imports the compiler side.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.export.stages import DEFAULT_STAGE


@dataclass(frozen=True)
class LoweringOptions:
    """What to model and how to cost it, for a module not annotated and partitioned by hespas-opt already
    (a module that is is taken as it is; ``ranks`` and ``stage`` apply to every module)."""

    estimator: str = "roofline"
    """hespas-annotate-costs' cost model (``roofline``, ``calibrated``, a plugin...); ``profile``: roofline
    costs, then each partition region measured (hespas-profile)."""

    ranks: int | None = None
    """Ranks to lower for; None: the devices the module is partitioned for. More only for a purely
    data-parallel program (``hespas.workload.replication_problem``)."""

    min_region_ns: float = 1000.0
    """hespas-partition's ``min-region-ns``: compute regions shorter than this merge with a neighbour."""

    fuse: bool = True
    """Model XLA's fusion (hespas-fuse) before costing a module that has no mhlo.fusion yet."""

    xla_collectives: bool | None = None
    """Model XLA:GPU's collective passes (hespas-create-reduce-scatter before fusion, hespas-combine-collectives
    after it);
    None: on for GPU hardware (``hespas.fusion_setting.models_xla_gpu``)."""

    efficiency: bool = True
    """Cost at the hardware preset's [efficiency] table's achieved rates; False: at its peaks."""

    occupancy: bool = True
    """hespas-annotate-costs' ``occupancy``: limit XLA:GPU's own kernels that occupy few SMs to what those SMs
    move and compute (presets with a ``[gpu_cores]`` table); False: as if every such kernel filled the GPU."""

    attention: str | None = None
    """hespas-fuse's ``attention`` (``fused`` or ``materialized``); None: as the hardware's preset runs it."""

    inner_costs: bool = False
    """hespas-annotate-costs' ``inner-costs``: also write a ``hespas.cost`` on the ops inside fused kernels
    (only a caller that reads them, such as a sweep's FLOPs by element type, needs them)."""

    stage: str = DEFAULT_STAGE
    """The stage a global module is partitioned to on load (``hespas.export.global_module``)."""
