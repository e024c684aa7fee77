"""The main job as a library call: load a StableHLO step, annotate and partition it (unless the
input already is), build the per-rank programs and simulate them on a system.

    run = simulate_workload("step.mlir", hardware="h100", system="dgx-h100")
    run.result.max_finish_ns

A module already annotated (`hespas.totals`) or partitioned by hespas-opt is
taken as it is. ``ranks`` may exceed the module's device count only for a pure
data-parallel program (every collective spans all devices): the same program
then runs on every rank.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace

from jax._src.lib.mlir import passmanager

from hespas.comm import module_comm_info
from hespas.diagnostics import HespasError, SourceLocation, current_input_name
from hespas.export.global_module import partition_if_global
from hespas.hardware import Hardware, load_hardware
from hespas.ir import ir, load_module, make_context, parse_error
from hespas.lowering.graph import COMPUTE, ExecutionGraph, build_graph
from hespas.lowering.programs import rank_programs
from hespas.passes import create_pass
from hespas.sim import SimulationResult, simulate_system
from hespas.systems import System, load_system


@dataclass
class WorkloadRun:
    path: str
    hardware: Hardware
    system: System
    estimator: str
    num_ranks: int
    graph: ExecutionGraph
    result: SimulationResult
    programs: list
    comm_groups: dict
    totals: dict = field(default_factory=dict)  # the module's hespas.totals (numbers)
    memory: dict = field(default_factory=dict)  # the module's hespas.memory (per-device peak and capacity)

    def node_info(self) -> dict[str, dict]:
        """Per compute node: FLOPs, bytes and bound, and the hardware's peaks, for utilisation columns."""
        peak = self.hardware.peak_flops_per_s("bf16", True)
        info = {}
        for node in self.graph.nodes:
            if node.kind == COMPUTE:
                info[node.name] = {"flops": node.flops, "bytes": node.bytes_accessed, "bound": node.bound,
                                   "peak_flops_per_s": peak,
                                   "memory_bandwidth_bytes_per_s": self.hardware.memory_bandwidth_bytes_per_s}
        return info


@dataclass
class LoweredWorkload:
    """A workload annotated, partitioned and lowered to its execution graph."""

    path: str
    num_ranks: int
    graph: ExecutionGraph
    totals: dict
    memory: dict  # the module's hespas.memory: peak_bytes, capacity_bytes, fits, ...


def lower_workload(path: str | os.PathLike, hardware: str, estimator: str = "roofline", ranks: int | None = None,
                   min_region_ns: float = 1000.0, progress=None, fuse: bool = True) -> LoweredWorkload:
    """Load, annotate and partition (unless already done) and build the execution graph for ``ranks``.

    ``fuse``: model XLA's fusion (hespas-fuse) before costing a module that has no mhlo.fusion yet.
    ``estimator="profile"``: roofline costs, then each partition region measured (hespas-profile).
    """
    name = os.fspath(path)
    current_input_name.set(name)
    step = progress or (lambda label: None)
    context = make_context()
    step("parse")
    module = partition_if_global(load_module(name, context), context, name)
    with context:
        step("annotate + partition")
        _prepare(module, hardware, estimator, min_region_ns, name, fuse)
        module_devices = module_comm_info(module.operation).num_devices
        num_ranks = ranks or module_devices
        if num_ranks < module_devices:
            raise HespasError(f"--ranks {num_ranks} is fewer than the {module_devices} devices the module is "
                              "partitioned for", SourceLocation(name))
        step("lower")
        graph = build_graph(module.operation, num_ranks)
        _check_scale_out(graph, num_ranks, module_devices, name)
        return LoweredWorkload(name, num_ranks, graph, _totals(module.operation), _memory(module.operation))


def simulate_workload(path: str | os.PathLike, hardware: str, system: str, estimator: str = "roofline",
                      ranks: int | None = None, nodes: int | None = None, min_region_ns: float = 1000.0,
                      record_timeline: bool = False, progress=None, fuse: bool = True) -> WorkloadRun:
    hardware_preset = load_hardware(hardware)
    system_preset = load_system(system, nodes)
    lowered = lower_workload(path, hardware, estimator, ranks, min_region_ns, progress, fuse)
    check_system_size(system_preset, lowered.num_ranks, lowered.path)
    programs, groups = rank_programs(lowered.graph, lowered.num_ranks, system_preset)
    if progress:
        progress("simulate")
    result = simulate_system(programs, system_preset, groups, record_timeline=record_timeline)
    return WorkloadRun(lowered.path, hardware_preset, system_preset, estimator, lowered.num_ranks, lowered.graph,
                       result, programs, groups, lowered.totals, lowered.memory)


def _prepare(module, hardware: str, estimator: str, min_region_ns: float, name: str, fuse: bool = True) -> None:
    """Fuse (hespas-fuse leaves fused modules alone), annotate and partition unless hespas-opt already did."""
    module_op = module.operation
    pm = passmanager.PassManager("builtin.module", context=module_op.context)
    profile = estimator == "profile" and "hespas.totals" not in module_op.attributes
    if "hespas.totals" not in module_op.attributes:
        if fuse:
            create_pass("hespas-fuse").add_to(pm)
        cost_model = "roofline" if profile else estimator
        create_pass("hespas-annotate-costs", f"hardware={hardware} estimator={cost_model}").add_to(pm)
    if "hespas.memory" not in module_op.attributes:  # liveness over the program before it is outlined
        create_pass("hespas-memory", f"hardware={hardware}").add_to(pm)
    if not _is_partitioned(module_op):
        create_pass("hespas-partition", f"min-region-ns={min_region_ns}").add_to(pm)
    if profile:
        create_pass("hespas-profile").add_to(pm)
    try:
        pm.run(module_op)
    except ir.MLIRError as error:
        raise parse_error(error, name) from None


def _is_partitioned(module_op) -> bool:
    block = module_op.regions[0].blocks[0]
    return any("hespas.region_hash" in view.operation.attributes for view in block.operations)


def check_system_size(system: System, num_ranks: int, name: str) -> None:
    """The system must have one NPU per rank."""
    if system.num_npus != num_ranks:
        shape = " x ".join(str(d.npus) for d in system.dimensions)
        raise HespasError(f"system '{system.name}' has {system.num_npus} NPUs ({shape}) but the workload runs on "
                          f"{num_ranks} ranks; choose a system of that size (or --nodes / --ranks)",
                          SourceLocation(name))


def _check_scale_out(graph: ExecutionGraph, num_ranks: int, module_devices: int, name: str) -> None:
    if num_ranks == module_devices:
        return
    for node in graph.comm_nodes:
        covered = sorted(i for group in node.comm.groups for i in group)
        if node.comm.pairs or (covered and covered != list(range(module_devices))) or len(node.comm.groups) > 1:
            raise HespasError(f"the module is partitioned for {module_devices} devices and {node.name} does not "
                              f"span all of them, so it cannot be replicated to {num_ranks} ranks",
                              SourceLocation(name))
    for node in graph.comm_nodes:
        node.comm = replace(node.comm, groups=[])  # one group of every rank


def _totals(module_op) -> dict:
    return _dict_values(module_op.attributes["hespas.totals"])


def _memory(module_op) -> dict:
    return _dict_values(module_op.attributes["hespas.memory"]) if "hespas.memory" in module_op.attributes else {}


def _dict_values(attr) -> dict:
    return {attr[i].name: getattr(attr[i].attr, "value", None) for i in range(len(attr))}
