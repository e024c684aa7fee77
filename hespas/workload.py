"""The main job as a library call: load a StableHLO step, annotate and partition it (unless the
input already is), build the per-rank programs and simulate them on a system.

    run = simulate_workload("step.mlir", hardware="h100", system="dgx-h100")
    run.result.max_finish_ns

A module already annotated (`hespas.totals`) or partitioned by hespas-opt is
taken as it is. Compute is costed on ``hardware``, by default the system's
``device``; a module that runs on one device needs no system. ``ranks`` may
exceed the module's device count only for a purely data-parallel program (see
``replication_problem``): the same program then runs on every rank.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass, replace

from hespas.attributes import MEMORY, TOTALS, is_partitioned, module_figures
from hespas.comm import comm_kind, describe_comm_op, module_comm_info
from hespas.comm.kinds import ALL_REDUCE
from hespas.diagnostics import HespasError, SourceLocation, current_input_name, source_location
from hespas.export.global_module import partition_if_global
from hespas.export.stages import DEFAULT_STAGE
from hespas.estimators.registry import check_estimator_name
from hespas.fusion_setting import HOST_CPU_PRESET, fusion_key, models_xla_gpu
from hespas.gc_pause import cyclic_gc_paused
from hespas.hardware import Hardware, load_hardware
from hespas.ir import ir, load_module, make_context, parse_error, passmanager
from hespas.lowering.graph import ExecutionGraph, build_graph
from hespas.lowering.programs import rank_programs
from hespas.pass_framework import NestingChain
from hespas.passes import create_pass
from hespas.program.step import HardwarePeaks, LoweredStep, StepTotals
from hespas.sim import SimulationResult, network_of
from hespas.sim.aware import check_topology
from hespas.sim.step import simulate_step
from hespas.systems import System, check_system_size, device_note, load_system, one_device_system
from hespas.workload_options import LoweringOptions

DEFAULT_HARDWARE = "h100"  # when neither the caller nor the system names a device
# Ops whose result is the device's own id: a program that reads it depends on how many devices there are.
_DEVICE_ID_OPS = frozenset(f"{dialect}.{op}" for dialect in ("stablehlo", "mhlo")
                           for op in ("partition_id", "replica_id"))


@dataclass
class WorkloadRun:
    """A lowered step simulated on a system: ``programs`` and ``comm_groups`` are the step's programs
    placed on ``system`` (what was simulated)."""

    step: LoweredStep
    hardware: Hardware
    system: System
    result: SimulationResult
    programs: list
    comm_groups: dict
    hardware_note: str | None = None  # why compute is costed on a hardware that is not the system's device

    @property
    def memory(self) -> dict:
        return self.step.memory


@dataclass
class LoweredWorkload:
    """A workload annotated, partitioned and lowered to its execution graph."""

    path: str
    num_ranks: int
    graph: ExecutionGraph
    totals: StepTotals
    memory: dict  # the module's hespas.memory: peak_bytes, capacity_bytes, fits, ...
    costed_already: bool = False  # the module carried hespas.totals when it was read: its costs stood


def lower_workload(path: str | os.PathLike, hardware: str, options: LoweringOptions = LoweringOptions(),
                   progress=None, check_ranks=None, inspect_module=None) -> LoweredWorkload:
    """Load, annotate and partition (unless already done) and build the execution graph, as ``options`` say.

    ``progress(label)``: called as each stage starts.
    ``check_ranks(num_ranks)``: called once the rank count is known, before the costly passes run
    (e.g. to check a system's size), so that bad input fails fast.
    ``inspect_module(module_op)``: called on the annotated, partitioned module (e.g. to read figures from it;
    the ops inside fused kernels carry a `hespas.cost` only with ``options.inner_costs``).
    """
    name = os.fspath(path)
    current_input_name.set(name)
    check_estimator_name(options.estimator)  # before any work, with the closest name
    step = progress or (lambda label: None)
    step("parse")
    module = load_workload_module(name, make_context(), options.stage)
    return _lower_module(module.operation, name, hardware, options, progress, check_ranks, inspect_module)


def load_workload_module(name: str, context, stage: str = DEFAULT_STAGE) -> "ir.Module":
    """The per-device StableHLO module of the workload file ``name`` (a global module partitioned first,
    read at ``stage``)."""
    return partition_if_global(load_module(name, context), context, name, stage)


def fused_module(name: str, hardware: str, context, attention: str | None = None,
                 stage: str = DEFAULT_STAGE) -> "ir.Module":
    """``load_workload_module`` with XLA's collective passes (on GPU hardware, ``models_xla_gpu``) and fusion
    modelled (hespas-fuse, attention as ``hardware``'s preset runs it unless ``attention`` says), for
    ``lower_module`` to cost on any hardware of the same ``fusion_key``: the only inputs these passes take
    from the hardware. A module already annotated is returned as it is. ``stage``: as ``load_workload_module``."""
    module = load_workload_module(name, context, stage)
    xla_collectives, attention = fusion_key(hardware, attention)
    model_xla_passes(module.operation, name, xla_collectives, attention, library_epilogues=xla_collectives)
    return module


def model_xla_passes(module_op, name: str, xla_collectives: bool, attention: str | None,
                     library_epilogues: bool = False, combine: bool | None = None) -> None:
    """On ``module_op``, in place, unless it is annotated already, in XLA:GPU's order: its pre-fusion collective
    pass when ``xla_collectives``, hespas-fuse with ``attention`` and ``library_epilogues`` unless ``attention``
    is None, then its post-fusion combiners when ``combine`` (default: ``xla_collectives``). A sweep runs the
    pre-fusion pass once, then fusion and the combiners on a copy per attention mode."""
    combine = xla_collectives if combine is None else combine
    with module_op.context:
        if TOTALS in module_op.attributes or not (xla_collectives or combine or attention is not None):
            return
        pm = passmanager.PassManager("builtin.module", context=module_op.context)
        _add_xla_passes(pm, NestingChain(), xla_collectives, attention, library_epilogues, combine)
        _run_verifying_once(pm, module_op, name)


def _add_xla_passes(pm, chain, xla_collectives: bool, attention: str | None, library_epilogues: bool,
                    combine: bool) -> None:
    """Add to ``pm``, in XLA:GPU's order (xla/service/gpu/gpu_compiler.cc): ``ReduceScatterCreator`` (its
    pre-fusion "collective-optimizations" pipeline) when ``xla_collectives``; hespas-fuse with ``attention``
    and ``library_epilogues`` unless ``attention`` is None; the all-reduce and all-gather combiners (its
    ``RunPostFusionPasses``) when ``combine``. Combining first would move the combined collectives' consumers
    and change what fuses, which XLA's order does not."""
    if xla_collectives:
        create_pass("hespas-create-reduce-scatter").add_to(pm, chain)
    if attention is not None:
        create_pass("hespas-fuse", f"attention={attention} "
                                   f"library-epilogues={str(library_epilogues).lower()}").add_to(pm, chain)
    if combine:
        create_pass("hespas-combine-collectives").add_to(pm, chain)


def lower_module(module_op, name: str, hardware: str, options: LoweringOptions = LoweringOptions(),
                 progress=None, check_ranks=None, inspect_module=None) -> LoweredWorkload:
    """``lower_workload`` on ``module_op`` (the operation of ``load_workload_module``'s or ``fused_module``'s
    module, or a clone of it), loaded from ``name``; the passes change it in place (``options.stage`` is
    not read: the module is loaded already)."""
    check_estimator_name(options.estimator)
    return _lower_module(module_op, name, hardware, options, progress, check_ranks, inspect_module)


def _lower_module(module_op, name: str, hardware: str, options: LoweringOptions, progress, check_ranks,
                  inspect_module) -> LoweredWorkload:
    """``lower_module`` once ``options.estimator`` is known to exist (finding the estimator plugins takes a
    scan of the installed packages' metadata: once per run is enough)."""
    step = progress or (lambda label: None)
    with module_op.context:
        module_devices = module_comm_info(module_op).num_devices
        num_ranks = options.ranks or module_devices
        if num_ranks < module_devices:
            raise HespasError(f"{num_ranks} ranks (--ranks, or the system's size) are fewer than the "
                              f"{module_devices} devices the module is partitioned for", SourceLocation(name))
        if num_ranks != module_devices and (problem := replication_problem(module_op)):
            text, location = problem
            raise HespasError(f"{num_ranks} ranks (--ranks, or the system's size) would replicate a program "
                              f"partitioned for {module_devices} devices, which only a purely data-parallel program "
                              f"allows (all-reduces over all devices, no device id); this one {text}",
                              source_location(location, name) or SourceLocation(name))
        if check_ranks is not None:
            check_ranks(num_ranks)
        costed_already = TOTALS in module_op.attributes
        if costed_already:
            hardware = _hardware_that_costed(module_op, hardware, options, name)
        elif options.estimator == "profile" and load_hardware(hardware).name != HOST_CPU_PRESET:
            raise HespasError(f"estimator 'profile' times each region on this machine's CPU (hespas-profile's "
                              f"default target, IREE's llvm-cpu), not on {load_hardware(hardware).name}: give the "
                              f"hardware {HOST_CPU_PRESET}, or measure on the device with hespas-opt (hespas-profile's "
                              "target option, after hespas-partition) and simulate what it writes",
                              SourceLocation(name))
        step("annotate + partition")
        if options.xla_collectives is None:
            options = replace(options, xla_collectives=models_xla_gpu(load_hardware(hardware)))
        depth_bound = _prepare(module_op, hardware, options, name)
        if inspect_module is not None:
            inspect_module(module_op)
        step("lower")
        graph = build_graph(module_op, num_ranks, depth_bound)
        if num_ranks != module_devices:
            for node in graph.comm_nodes:
                node.comm = replace(node.comm, groups=[])  # one group of every rank
        totals = StepTotals.from_figures(module_figures(module_op, TOTALS), module_op.location)
        return LoweredWorkload(name, num_ranks, graph, totals, module_figures(module_op, MEMORY), costed_already)


# The options that say how to model and cost a module, moot for one that hespas-annotate-costs costed already,
# each as a sweep's options say it (hespas.sweep.spec.LOWERING_OPTIONS) from its LoweringOptions value.
_COSTING_OPTIONS = {"estimator": lambda value: f"estimator={value}",
                    "fuse": lambda value: f"fuse={str(value).lower()}",
                    "xla_collectives": lambda value: f"xla-collectives={str(value).lower()}",
                    "efficiency": lambda value: f"peak-rates={str(not value).lower()}",
                    "occupancy": lambda value: f"occupancy={str(value).lower()}",
                    "attention": lambda value: f"attention={value}",
                    "inner_costs": lambda value: f"inner-costs={str(value).lower()}"}


def _hardware_that_costed(module_op, hardware: str, options: LoweringOptions, name: str) -> str:
    """For a module costed already (``hespas.totals`` on it): the hardware to finish it on (hespas-memory's
    capacity), the one its totals name when a preset has that name, else ``hardware``. A HespasError at the
    module for any costing option other than its default, or than what costed the module: its costs stand."""
    totals = StepTotals.from_figures(module_figures(module_op, TOTALS), module_op.location)
    defaults = LoweringOptions()
    asked = [said(getattr(options, field)) for field, said in _COSTING_OPTIONS.items()
             if getattr(options, field) != getattr(defaults, field)
             and not (field == "estimator" and options.estimator == totals.estimator)]
    if asked:
        raise HespasError(f"the module was costed already (its hespas.totals: on {totals.hardware}, estimator "
                          f"{totals.estimator}), so {', '.join(asked)} {'does' if len(asked) == 1 else 'do'} not "
                          "apply; give the module as it was before hespas-annotate-costs to cost it otherwise",
                          source_location(module_op.location, name) or SourceLocation(name))
    try:
        return load_hardware(totals.hardware).name
    except HespasError:  # costed on a hardware file this run cannot name: its capacity is the caller's
        return hardware


def simulate_workload(path: str | os.PathLike, hardware: str | None = None, system: str | None = None,
                      options: LoweringOptions = LoweringOptions(), nodes: int | None = None,
                      record_timeline: bool = False, progress=None, network_model: str = "unaware") -> WorkloadRun:
    """Simulate the step on ``system`` (a preset or TOML path, scaled out to ``nodes``) with compute costed on
    ``hardware`` and lowered as ``options`` say, on the built-in simulator's ``network_model`` link model
    (unaware or aware).

    ``hardware`` defaults to the system's device (see ``choose_hardware``); without ``system``,
    a module that runs on one device gets ``one_device_system``.
    """
    system_preset = load_system(system, nodes) if system is not None else None
    if system_preset is None and nodes is not None:
        raise HespasError("--nodes scales out a system: give one with --system")
    if system_preset is not None and network_model == "aware":  # before any lowering work
        check_topology(network_of(system_preset), system_file_location(system))
    given_hardware = hardware
    hardware, note = choose_hardware(hardware, system_preset, system_file_location(system))
    hardware_preset = load_hardware(hardware)

    def choose_system(num_ranks: int) -> None:
        nonlocal system_preset
        system_preset = system_for_ranks(system_preset, hardware_preset, num_ranks, os.fspath(path))

    lowered = lower_workload(path, hardware, options, progress, choose_system)
    if lowered.costed_already:
        if system is None and lowered.num_ranks == 1:  # the one-device system of the hardware that costed it
            try:
                system_preset = system_for_ranks(None, load_hardware(lowered.totals.hardware), 1, os.fspath(path))
            except HespasError:  # costed on a hardware no preset names: the system chosen for the caller's
                pass
        hardware_preset, note = hardware_of_costed(lowered.totals, hardware_preset, given_hardware, system_preset,
                                                 os.fspath(path))
    step = lowered_step(lowered, hardware_preset, lowered.totals.estimator if lowered.costed_already
                        else options.estimator)
    if progress:
        progress("simulate")
    programs, groups, result = simulate_step(step, system_preset, record_timeline, network_model)
    return WorkloadRun(step, hardware_preset, system_preset, result, programs, groups, note)


def hardware_of_costed(totals: StepTotals, chosen: Hardware, given: str | None, system: System | None,
                     name: str) -> tuple[Hardware, str | None]:
    """The hardware a module costed already reports (the one its ``totals`` name, when a preset has that name,
    else ``chosen``), and a note when that is not the system's device; a HespasError at ``name`` for a ``given``
    hardware (the caller's, None when none was given) other than it."""
    try:
        costed = load_hardware(totals.hardware)
    except HespasError:
        return chosen, (f"compute costed on {totals.hardware} (the module's hespas.totals), a hardware no preset "
                        f"names: peak figures are {chosen.name}'s")
    if given is not None and (load_hardware(given).name != costed.name):
        raise HespasError(f"hardware '{given}' does not apply: the module was costed on {costed.name} already (its "
                          "hespas.totals); give the module as it was before hespas-annotate-costs to cost it otherwise",
                          SourceLocation(name))
    return costed, device_note(costed.name, "the module's hespas.totals", system)


def lowered_step(lowered: LoweredWorkload, hardware: Hardware, estimator: str) -> LoweredStep:
    """The program representation of ``lowered``: every rank's program, costed on ``hardware``."""
    programs, groups = rank_programs(lowered.graph, lowered.num_ranks)
    peaks = HardwarePeaks(hardware.name, hardware.peak_flops_per_s("bf16", True),
                          hardware.memory_bandwidth_bytes_per_s)
    return LoweredStep(lowered.path, estimator, peaks, programs, groups, lowered.totals, lowered.memory)



def system_file_location(system: str | None) -> SourceLocation | None:
    """Where to report a problem with the system given as ``system``: the file, when it names one."""
    return SourceLocation(system) if system is not None and os.path.isfile(system) else None


def choose_hardware(hardware: str | None, system: System | None,
                    system_location: SourceLocation | None = None) -> tuple[str, str | None]:
    """The hardware to cost compute on (a preset name or TOML path), and a one-line note when it is
    not the system's device.

    ``hardware`` when given, else the system's ``device``, else ``DEFAULT_HARDWARE``. A hardware
    other than the system's device is accepted (a what-if: this network with that accelerator);
    the note says so. Without ``hardware``, a device no preset knows is an error at ``system_location``.
    """
    if hardware is not None:
        chosen = load_hardware(hardware)
        if system is None or not system.device:
            return hardware, None
        try:
            device = load_hardware(system.device)
        except HespasError:  # a device the presets do not know: the caller's hardware stands
            return hardware, (f"compute costed on {chosen.name}; system '{system.name}' names device "
                              f"'{system.device}'")
        if (chosen.name, chosen.source_path) == (device.name, device.source_path):
            return hardware, None
        shown = chosen.name if chosen.name != device.name else f"{chosen.name} from {hardware}"
        return hardware, f"compute costed on {shown}, not on {device.name}, the device of system '{system.name}'"
    if system is None:
        return DEFAULT_HARDWARE, None
    if not system.device:
        return DEFAULT_HARDWARE, (f"system '{system.name}' names no device: compute costed on "
                                  f"{load_hardware(DEFAULT_HARDWARE).name}, the default")
    try:
        load_hardware(system.device)
    except HespasError as error:
        raise HespasError(f"system '{system.name}' names device '{system.device}': {error.message}; "
                          "give the hardware with --hardware", system_location) from None
    return system.device, None


def system_for_ranks(system: System | None, hardware: Hardware, num_ranks: int, name: str) -> System:
    """``system``, checked to have one NPU per rank; without one, ``one_device_system``
    for a workload on one rank, and an error naming ``hespas systems`` for any other."""
    if system is None:
        if num_ranks != 1:
            raise HespasError(f"the workload runs on {num_ranks} ranks: give a system of that size with --system "
                              "(`hespas systems` lists the presets)", SourceLocation(name))
        return one_device_system(hardware.name, hardware.memory_bandwidth_GBps)
    check_system_size(system, num_ranks, name)
    return system


def replication_problem(module_op) -> tuple[str, "ir.Location"] | None:
    """Why the module's per-device program cannot run on more ranks than it is partitioned for (a phrase,
    and the location of the op at fault), or None when it can.

    Replication runs the same per-device program on every rank, its collectives
    over all of them. That is the program of a larger data-parallel job only when
    its shapes do not depend on the device count: every communication is an
    all-reduce over one group of all devices (an all-reduce's result has its
    operand's shape; an all-gather's, reduce-scatter's or all-to-all's is sized by
    its group, a permute names its peers), and nothing the program computes depends
    on the device's id (XLA slices a device's shard with it; see ``_device_id_use``
    for what counts). This is necessary, not sufficient: a tensor-parallel layer
    whose only collective is an all-reduce over all devices passes it.
    """
    grid = module_comm_info(module_op)
    everyone = list(range(grid.num_devices))
    communication: list[tuple[str, ir.Location]] = []  # the first problem, in program order
    device_id: list = []  # the ops that read the device id

    def visit(op):
        if op.name in _DEVICE_ID_OPS:
            device_id.append(op)
        elif comm_kind(op) is not None:
            info = describe_comm_op(op, grid)
            if info.kind != ALL_REDUCE:
                communication.append((f"communicates with {info.kind} ({op.name})", op.location))
            elif info.groups and sorted(info.groups) != [everyone]:
                communication.append((f"all-reduces over sub-groups of the devices ({op.name})", op.location))
        return ir.WalkResult.INTERRUPT if communication else ir.WalkResult.ADVANCE

    module_op.walk(visit)
    if communication:  # a collective says more than the id that sizes it
        return communication[0]
    if device_id and (read := _device_id_use(module_op, device_id)) is not None:
        return f"reads its device id ({read.name})", read.location
    return None


# Ops that end a function or hand values to one: a device id reaching them is observable (conservatively,
# for a call: the callee is not followed).
_FUNCTION_BOUNDARY_OPS = frozenset({"func.return", "func.call"})


def _device_id_use(module_op, reads: list) -> "ir.Operation | None":
    """The first of ``reads`` (device-id ops) when something the program computes depends on the device
    id, or None when every value derived from it is dropped.

    A forward data-flow over the module: an op with an operand that depends on
    the id makes its results depend on it (an ``mhlo.fusion``'s only through its
    body, whose parameters are its operands), and the entry arguments of its regions
    (the values a fusion's or loop's body sees); a region's terminator carrying
    such a value makes its parent op's results and region arguments depend on it
    (loops are followed to a fixed point). One rule stops the flow: a ``select``
    whose two branches are the same SSA value yields that value whatever its
    predicate (StableHLO spec, ``select``: ``result = pred ? on_true : on_false``),
    so its predicate is not a dependence. XLA's CPU compiler leaves such a
    select behind (``select(partition_id() != 0, 0, 0)`` in the optimized
    Llama-style step of examples/sweep), which is not a device-id dependence.
    The id is observable when a dependent value reaches a function's return, a
    call, or an op without results (a side effect).
    """
    entries = []  # (op, parent op when op ends a block of it, else None), in program order (pre-order)
    stack: list = []  # iterative: the nesting depth of an input is not limited here

    def push_children(op, parent) -> None:
        items = []
        for region in op.regions:
            for block in region.blocks:
                ops = [child.operation for child in block.operations]
                items += [(child, parent if index == len(ops) - 1 else None) for index, child in enumerate(ops)]
        stack.extend(reversed(items))

    push_children(module_op, None)
    while stack:
        op, parent = stack.pop()
        entries.append((op, parent))
        push_children(op, op if op.name != "func.func" else None)
    dependent = {read.result for read in reads}

    def taint_regions(op) -> bool:
        grown = False
        for region in op.regions:
            for block in region.blocks:
                for argument in block.arguments:
                    if argument not in dependent:
                        dependent.add(argument)
                        grown = True
        return grown

    grown = True
    while grown:
        grown = False
        for op, parent in entries:
            operands = list(op.operands)
            if op.name in ("stablehlo.select", "mhlo.select") and len(operands) == 3 and operands[1] == operands[2]:
                operands = operands[1:]
            if not any(value in dependent for value in operands):
                continue
            if op.name in _FUNCTION_BOUNDARY_OPS or (parent is None and not len(op.results)):
                return reads[0]
            # A fusion's body is a computation of its operands: its results depend on what the body returns.
            targets = list(op.results) if op.name != "mhlo.fusion" else []
            targets += list(parent.results) if parent is not None else []
            for value in targets:
                if value not in dependent:
                    dependent.add(value)
                    grown = True
            grown = taint_regions(op) or grown
            if parent is not None:
                grown = taint_regions(parent) or grown
    return None


def _prepare(module_op, hardware: str, options: LoweringOptions, name: str) -> int | None:
    """XLA:GPU's collective passes if ``options.xla_collectives`` (resolved: not None) around fusion, in XLA's order
    (these passes leave modules XLA fused alone), annotate and partition, as ``options`` say, unless hespas-opt
    already did;
    returns a bound on the module's nesting depth after the passes (None when no pass ran)."""
    pm = passmanager.PassManager("builtin.module", context=module_op.context)
    chain = NestingChain()  # hespas passes only: one nesting check serves them all
    profile = options.estimator == "profile" and TOTALS not in module_op.attributes
    if TOTALS not in module_op.attributes:
        # attention as asked, else as the hardware family runs it (its preset's `attention`); epilogues as
        # XLA:GPU folds them into library calls, on GPUs
        fuse = options.fuse
        preset = load_hardware(hardware) if fuse else None
        attention = (options.attention or preset.attention) if fuse else None
        _add_xla_passes(pm, chain, options.xla_collectives, attention, fuse and models_xla_gpu(preset),
                        options.xla_collectives)
        cost_model = "roofline" if profile else options.estimator
        create_pass("hespas-annotate-costs", f"hardware={shlex.quote(hardware)} estimator={cost_model} "
                                             f"efficiency={str(options.efficiency).lower()} "
                                             f"occupancy={str(options.occupancy).lower()} "
                                             f"inner-costs={str(options.inner_costs).lower()}").add_to(pm, chain)
    if MEMORY not in module_op.attributes and not is_partitioned(module_op):
        # liveness over the program before it is outlined (hespas-memory rejects a partitioned module)
        create_pass("hespas-memory", f"hardware={shlex.quote(hardware)}").add_to(pm, chain)
    if not is_partitioned(module_op):
        # the regions' content hashes are the profile cache's key, read by nothing else
        create_pass("hespas-partition", f"min-region-ns={options.min_region_ns} "
                                        f"content-hash={str(profile).lower()}").add_to(pm, chain)
    if profile:
        create_pass("hespas-profile").add_to(pm, chain)
    if chain.length:  # an empty pipeline changes nothing: nothing to verify
        _run_verifying_once(pm, module_op, name)
    return chain.depth_bound


def _run_verifying_once(pm, module_op, name: str) -> None:
    """Run ``pm`` on ``module_op`` and verify the module once at the end, not after every pass (what
    ``mlir-opt --verify-each=false`` does; MLIR's verifier walks the whole module, about 0.07 s a pass on
    the ResNet-50 step). The input was verified when it was parsed, so an invalid result is still
    refused, located at its op; hespas-opt keeps MLIR's default, a verification after each pass."""
    pm.enable_verifier(False)
    try:
        with cyclic_gc_paused():  # the passes make many short-lived binding objects and few cycles
            pm.run(module_op)
        module_op.verify()
    except ir.MLIRError as error:
        raise parse_error(error, name) from None
