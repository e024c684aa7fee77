"""`hespas simulate`: predict a step's time.

Workload mode (``hespas simulate STEP.mlir --hardware h100 --system dgx-h100``)
annotates, partitions and lowers a StableHLO step (or takes a module hespas-opt
already annotated or partitioned) and simulates every rank: with the built-in
simulator (default), or with ASTRA-sim (``--backend astra-sim``), which reads
the Chakra traces and configs hespas writes for it.

``--save-program FILE`` also saves the lowered step (``hespas.program.file``);
``hespas simulate FILE.hprog --system S`` simulates it on any system of its
size with no pass run (and without loading the compiler).

Chakra mode (``--chakra PREFIX --network N.yml --system S.json``) replays the
traces ``PREFIX.<rank>.et`` on the system that ASTRA-sim's config files describe,
so the result can be compared line for line with ASTRA-sim's analytical
congestion-unaware backend: per rank ``sys[r] finished, X cycles, exposed
communication Y cycles.`` (one cycle = 1 ns), then a summary.

Every mode then hands its result to ``emit_outputs``: the text report on stdout
and, as asked, the JSON report, a Perfetto trace and a PNG breakdown chart.
"""

from __future__ import annotations

import argparse
import contextlib
import glob
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Mapping, Sequence

from hespas.cli import file_name, positive_int
from hespas.cli.lowering_flags import (add_lowering_arguments, chakra_traces_input, lowering_options,
                                      refuse_lowering_flags, saved_program_input, saved_program_note)
from hespas.diagnostics import HespasError, SourceLocation, format_diagnostic
from hespas.gc_pause import cyclic_gc_paused
from hespas.numbers import UINT64_MAX
from hespas.report import RunInfo, breakdown, describe_system
from hespas.report.text import text_report
from hespas.atomic_io import all_or_none, write_text_atomically
from hespas.program.file import is_saved_program, load_step, save_step
from hespas.program.step import HardwarePeaks
from hespas.sim import RankProgram, SimulationResult, network_of, simulate_system
from hespas.sim.aware import check_topology
from hespas.sim.cross_dimension import messages_across_dimensions
from hespas.sim.network import NETWORK_MODELS

NAME = "simulate"
HELP = "Predict a step's time from its StableHLO or Chakra traces, with the built-in simulator or ASTRA-sim."
# the options that name a file this command writes
OUTPUT_FLAGS = ("--json", "--trace", "--plot", "--save-program")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = ("Presets: `hespas hardware` lists the hardware, `hespas systems` the systems; "
                     "--hardware and --system also take a TOML file.")
    parser.add_argument("workload", nargs="?", type=file_name,
                        help="a StableHLO step (MLIR text, bytecode or portable artifact), "
                             "or a step saved with --save-program (.hprog)")
    workload = parser.add_argument_group("workload mode")
    workload.add_argument("--system", metavar="PRESET|FILE",
                          help="workload mode: system preset or TOML file (e.g. dgx-h100, h100-4gpu; `hespas "
                               "systems` lists the presets), not needed for a one-device module; "
                               "Chakra mode: ASTRA-sim's system.json")
    workload.add_argument("--nodes", type=positive_int, help="scale the system preset out to this many nodes")
    add_lowering_arguments(workload)
    workload.add_argument("--backend", choices=("builtin", "astra-sim"), default="builtin",
                          help="simulator: the built-in one (default) or ASTRA-sim's analytical binary")
    workload.add_argument("--network-model", choices=NETWORK_MODELS, default="unaware",
                          help="built-in simulator's link model: unaware (closed forms, default) or aware "
                               "(every chunk queues on the links it crosses; 1-D networks only, as ASTRA-sim)")
    workload.add_argument("--astra-sim", metavar="PATH", type=file_name,
                          help="the AstraSim_Analytical_Congestion_Unaware binary (default: found on PATH)")
    workload.add_argument("--work-dir", metavar="DIR", type=file_name,
                          help="where --backend astra-sim writes its traces, configs and log (default: a "
                               "temporary folder)")
    workload.add_argument("--save-program", metavar="FILE.hprog", type=file_name,
                          help="also save the lowered step, to simulate it later on other systems with no pass "
                               "run (`hespas simulate FILE.hprog --system S`)")
    chakra = parser.add_argument_group("Chakra mode (the inputs ASTRA-sim takes)")
    chakra.add_argument("--chakra", metavar="PREFIX", type=file_name, help="simulate the traces PREFIX.<rank>.et")
    chakra.add_argument("--network", metavar="YML", type=file_name, help="ASTRA-sim network config (network.yml)")
    chakra.add_argument("--comm-group", metavar="JSON", type=file_name,
                        help="comm-group file naming the pg_name groups")
    outputs = parser.add_argument_group("outputs (besides the report on stdout)")
    outputs.add_argument("--json", metavar="FILE", type=file_name,
                         help="write the report as JSON (per rank, collectives, top nodes)")
    outputs.add_argument("--trace", metavar="FILE", type=file_name,
                         help="write a Perfetto/Chrome trace (open in ui.perfetto.dev)")
    outputs.add_argument("--plot", metavar="FILE.png", type=file_name,
                         help="write a PNG chart of the step breakdown per rank")
    outputs.add_argument("--top", metavar="K", type=positive_int, default=10,
                         help="how many of the longest compute nodes to list (default 10)")
    outputs.add_argument("--max-ranks", metavar="N", type=positive_int, default=64,
                         help="at most this many simulated ranks in the trace and the plot, the slowest "
                              "(default 64)")


def run(args: argparse.Namespace) -> int:
    if args.backend == "builtin":
        for flag, value in (("--astra-sim", args.astra_sim), ("--work-dir", args.work_dir)):
            if value is not None:
                raise HespasError(f"{flag} is for --backend astra-sim; the built-in simulator does not use it")
    if args.chakra is not None:
        if args.workload is not None:
            raise HespasError("give either a workload or --chakra PREFIX, not both")
        return run_chakra(args)
    if args.workload is None:
        raise HespasError("hespas simulate needs a workload (STEP.mlir) or --chakra PREFIX")
    for flag, value in (("--network", args.network), ("--comm-group", args.comm_group)):
        if value is not None:  # a workload runs on --system; these describe the network of Chakra traces
            raise HespasError(f"{flag} is read with --chakra PREFIX only; a workload or saved program is simulated on "
                              "--system (a preset or a system TOML file)")
    if args.nodes is not None and args.system is None:
        raise HespasError("--nodes scales out a system: give one with --system")
    check_outputs(args)
    if is_saved_program(args.workload):
        return run_saved_program(args)
    if args.backend == "astra-sim":
        if args.network_model != "unaware":
            raise HespasError("--network-model is the built-in simulator's; --backend astra-sim runs ASTRA-sim's "
                              "congestion-unaware binary")
        if args.save_program is not None:
            raise HespasError("--save-program saves what the built-in simulator runs; drop --backend astra-sim")
        for flag, value in (("--trace", args.trace), ("--plot", args.plot)):
            if value is not None:  # drawn from the built-in simulator's timeline, which ASTRA-sim does not give
                raise HespasError(f"{flag} draws the built-in simulator's timeline; drop --backend astra-sim")
        return run_workload_on_astra_sim(args)
    return run_workload(args)


def run_workload(args: argparse.Namespace) -> int:
    with cyclic_gc_paused():  # importing JAX and running the passes: many objects, few cycles
        from hespas.workload import simulate_workload  # the compiler side (JAX's MLIR): not for --chakra

    with stage_progress() as progress:
        run = simulate_workload(args.workload, args.hardware, args.system, lowering_options(args), args.nodes,
                                record_timeline=True, progress=progress, network_model=args.network_model)
    info = RunInfo(workload=args.workload, hardware=run.hardware.name, system=system_line(run.system),
                   estimator=run.step.estimator, memory=run.memory or None, note=run.hardware_note)
    save = (lambda: save_step(args.save_program, run.step)) if args.save_program is not None else None
    warn_of_messages_across_dimensions(run.programs, run.comm_groups, run.system, args.workload)
    emit_outputs(args, run.result, run.programs, info, run.step.hardware, run.comm_groups, run.system, save)
    return 0


def warn_of_messages_across_dimensions(programs: Sequence[RankProgram], comm_groups: Mapping[str, Sequence[int]],
                                       system, input_name: str) -> None:
    """Print ``hespas.sim.cross_dimension``'s warnings about this step on stderr, located at the input."""
    for message in messages_across_dimensions(programs, comm_groups, system):
        print(format_diagnostic("warning", message, SourceLocation(input_name)), file=sys.stderr)


def run_saved_program(args: argparse.Namespace) -> int:
    """Simulate a step saved with --save-program on --system, with no pass run."""
    from hespas.sim.step import simulate_step
    from hespas.systems import check_system_size, load_system, one_device_system

    refuse_lowering_flags(args, saved_program_input(args.workload),
                          (("save_program", None, "--save-program"), ("backend", "builtin", "--backend")))
    step = load_step(args.workload)
    if args.system is not None:
        system = load_system(args.system, args.nodes)
    elif step.num_ranks == 1:
        system = one_device_system(step.hardware.name, step.hardware.memory_bandwidth_bytes_per_s / 1e9)
    else:
        raise HespasError(f"the saved program runs on {step.num_ranks} ranks: give a system of that size with "
                          "--system (`hespas systems` lists the presets)", SourceLocation(args.workload))
    check_system_size(system, step.num_ranks, args.workload, "the saved program", "--nodes")
    note = saved_program_note(step, system, args.system)
    if args.network_model == "aware":
        check_topology(network_of(system), SourceLocation(args.system) if os.path.exists(args.system or "") else None)
    programs, groups, result = simulate_step(step, system, record_timeline=True, network_model=args.network_model)
    warn_of_messages_across_dimensions(programs, groups, system, args.workload)
    info = RunInfo(workload=f"{args.workload} (saved program of {step.workload})", hardware=step.hardware.name,
                   system=system_line(system), estimator=step.estimator, memory=step.memory or None, note=note)
    emit_outputs(args, result, programs, info, step.hardware, groups, system)
    return 0


def run_workload_on_astra_sim(args: argparse.Namespace) -> int:
    from hespas.astrasim.runner import find_astra_sim, run_astra_sim
    from hespas.hardware import load_hardware
    from hespas.lowering.writer import write_chakra_traces
    from hespas.systems import load_system
    from hespas.workload import (choose_hardware, hardware_of_costed, lower_workload, system_for_ranks,
                                 system_file_location)

    binary = find_astra_sim(args.astra_sim)  # before any work: say at once how to point hespas at it
    system = load_system(args.system, args.nodes) if args.system is not None else None
    hardware, note = choose_hardware(args.hardware, system, system_file_location(args.system))
    hardware_name = load_hardware(hardware).name

    def choose_system(num_ranks: int) -> None:
        nonlocal system
        system = system_for_ranks(system, load_hardware(hardware), num_ranks, args.workload)

    with stage_progress() as progress:
        lowered = lower_workload(args.workload, hardware, lowering_options(args), progress, choose_system)
        estimator = lowering_options(args).estimator
        if lowered.costed_already:  # its costs stand: report what costed it
            costed, note = hardware_of_costed(lowered.totals, load_hardware(hardware), args.hardware, system,
                                              args.workload)
            hardware_name, estimator = costed.name, lowered.totals.estimator
        with work_directory(args.work_dir) as directory:
            output = write_chakra_traces(lowered.graph, directory, lowered.num_ranks, system=system)
            progress("ASTRA-sim")
            astra = run_astra_sim(system, output.prefix, directory, binary=binary,
                                  comm_groups_path=output.comm_group_path)
    print(f"hespas: step predicted by ASTRA-sim ({astra.command[0]})")
    print(f"  workload   {args.workload}\n  hardware   {hardware_name}\n  system     {system_line(system)}")
    if note:
        print(f"  note       {note}")
    for rank in astra.output.ranks.values():
        print(f"sys[{rank.rank}] finished, {rank.cycles} cycles, exposed communication "
              f"{rank.exposed_comm_cycles} cycles.")
    slowest = max(astra.output.ranks.values(), key=lambda rank: rank.cycles)
    print(f"step time {slowest.cycles / 1e6:.3f} ms, compute {(slowest.cycles - slowest.exposed_comm_cycles) / 1e6:.3f}"
          f" ms, exposed communication {slowest.exposed_comm_cycles / 1e6:.3f} ms")
    if args.json:
        document = astra_sim_json(args.workload, RunInfo(workload=args.workload, hardware=hardware_name,
                                                         system=system_line(system), estimator=estimator,
                                                         memory=lowered.memory or None, note=note), astra.output)
        write_text_atomically(args.json, json.dumps(document, indent=1) + "\n")
    return 0


# The report of a step ASTRA-sim simulated: its own schema, since ASTRA-sim's output holds only each rank's cycles
# and exposed communication (no communication breakdown, collectives or compute nodes: hespas.report/1 has them).
ASTRA_SIM_SCHEMA = "hespas.astra-sim-report/1"


def astra_sim_json(workload: str, info: RunInfo, output) -> dict:
    slowest = max(output.ranks.values(), key=lambda rank: rank.cycles)
    return {
        "schema": ASTRA_SIM_SCHEMA, "backend": "astra-sim", "workload": workload, "hardware": info.hardware,
        "system": info.system, "estimator": info.estimator, "memory": info.memory, "note": info.note,
        "num_ranks": len(output.ranks),
        "step_time_ns": slowest.cycles, "compute_ns": slowest.cycles - slowest.exposed_comm_cycles,
        "exposed_comm_ns": slowest.exposed_comm_cycles,
        "ranks": [{"rank": r.rank, "step_time_ns": r.cycles, "compute_ns": r.cycles - r.exposed_comm_cycles,
                   "exposed_comm_ns": r.exposed_comm_cycles} for r in output.ranks.values()],
    }


def system_line(system) -> str:
    """The report's system line: its network, or that a one-device system has none."""
    return describe_system(system) if system.num_npus > 1 else f"{system.name}: 1 device, no network"


@contextlib.contextmanager
def work_directory(path: str | None):
    if path is not None:
        yield Path(path)
        return
    with tempfile.TemporaryDirectory(prefix="hespas-astra-sim-") as directory:
        yield Path(directory)


@contextlib.contextmanager
def stage_progress():
    """A progress bar over the pipeline's stages, on a terminal only."""
    if not sys.stderr.isatty():
        yield lambda label: None
        return
    from tqdm import tqdm

    with tqdm(total=5, desc="hespas", unit="stage", leave=False, file=sys.stderr) as bar:
        def advance(label: str) -> None:
            bar.set_postfix_str(label)
            bar.update(1)

        yield advance


def run_chakra(args: argparse.Namespace) -> int:
    from hespas.astrasim.configs import read_configs  # YAML and protobuf: imported for Chakra mode only
    from hespas.chakra.comm_groups import read_comm_groups
    from hespas.chakra.rank_programs import load_rank_programs

    if args.backend != "builtin":
        raise HespasError("--chakra runs the built-in simulator; to run ASTRA-sim on Chakra traces, call it "
                          "directly")
    refuse_lowering_flags(args, chakra_traces_input(args.chakra),
                          (("nodes", None, "--nodes"), ("save_program", None, "--save-program")))
    for option in ("network", "system"):
        if getattr(args, option) is None:
            raise HespasError(f"--chakra needs --{option}")
    config = read_configs(args.network, args.system)
    if config.roofline_peak_TFLOPS is not None:
        raise HespasError("roofline-enabled is set: the built-in simulator times COMP_NODEs by duration_micros "
                          "only (set roofline-enabled to 0)", SourceLocation(args.system))
    if args.network_model == "aware":
        check_topology(network_of(config.system), SourceLocation(args.network))
    check_outputs(args)
    programs = load_rank_programs(args.chakra)
    if config.system.num_npus != len(programs):
        raise HespasError(f"the network has {config.system.num_npus} NPUs but there are {len(programs)} traces "
                          f"{args.chakra}.<rank>.et", SourceLocation(args.network))
    groups = read_comm_groups(args.comm_group, len(programs)) if args.comm_group else None
    result = simulate_system(programs, config.system, groups, record_timeline=True,
                             network_model=args.network_model)
    check_cycle_counts(result, programs)
    print_result(result, len(set(map(id, programs))))
    info = RunInfo(workload=f"{args.chakra} ({len(programs)} Chakra traces)",
                   hardware="- (compute times from the traces)",
                   system=describe_system(config.system), estimator="Chakra COMP_NODE durations")
    print()
    emit_outputs(args, result, programs, info, comm_groups=groups, system=config.system)
    return 0


def check_outputs(args: argparse.Namespace) -> None:
    """Reject output options that cannot work, before any simulation runs: two outputs naming one
    file, an output that would replace an input, a plot that is not a PNG."""
    outputs = [(flag, getattr(args, flag[2:].replace("-", "_"))) for flag in OUTPUT_FLAGS]
    outputs = [(flag, path) for flag, path in outputs if path is not None]
    inputs = [path for path in (args.workload, args.system, args.hardware, args.network, args.comm_group)
              if path is not None and os.path.isfile(path)]
    if args.chakra is not None:  # the traces PREFIX.<rank>.et
        inputs += glob.glob(glob.escape(args.chakra) + ".*.et")
    seen: dict[str, str] = {}
    for flag, path in outputs:
        target = os.path.realpath(path)
        if os.path.exists(target) and not os.path.isfile(target):
            continue  # a device (/dev/null), a pipe, or a folder (which its writer refuses)
        if target in seen:
            raise HespasError(f"{seen[target]} and {flag} both name {path}: give each output its own file")
        if any(os.path.realpath(source) == target for source in inputs):
            raise HespasError(f"{flag} {path} is an input of this run: writing it would replace the input")
        seen[target] = flag
    if args.plot and Path(args.plot).suffix.lower() != ".png":
        raise HespasError(f"--plot writes PNG, so its file name must end in .png (got {args.plot!r})")


def emit_outputs(args: argparse.Namespace, result: SimulationResult, programs: Sequence[RankProgram],
                 info: RunInfo, peaks: HardwarePeaks | None = None,
                 comm_groups: Mapping[str, Sequence[int]] | None = None, system=None, save=None) -> None:
    """Print the text report of ``result`` (simulated with ``record_timeline``) and write the files
    that ``--json``, ``--trace`` and ``--plot`` ask for; ``peaks`` (the hardware compute was costed on)
    with the compute nodes' cost records fills the FLOP/s, bandwidth and bound columns; ``comm_groups``
    and ``system`` (what was simulated on) name each collective's members; ``save`` writes one more file
    (--save-program) with them, all or none."""
    npus = names = None
    if system is not None:
        npus = [dimension.npus for dimension in system.dimensions]
        names = [dimension.name for dimension in system.dimensions]
    report = breakdown(result, programs, peaks, comm_groups, npus, names)
    print(text_report(report, info, args.top), end="")
    with all_or_none():  # one file that cannot be written leaves none of the others behind
        if args.json:  # each writer imported when asked for
            from hespas.report.json_report import write_json_report

            write_json_report(args.json, report, info, args.top)
        if args.trace:
            from hespas.report.perfetto import write_trace

            write_trace(args.trace, report, info, args.max_ranks)
        if args.plot:
            from hespas.report.plot import write_plot  # matplotlib takes a third of a second to import

            write_plot(args.plot, report, info, args.max_ranks)
        if save is not None:
            save()


def check_cycle_counts(result: SimulationResult, programs: Sequence[RankProgram]) -> None:
    """Refuse a step whose finish time ASTRA-sim's uint64 cycle counter could not hold, at the slowest rank's trace."""
    if result.max_finish_ns <= UINT64_MAX:
        return
    slowest = max(result, key=lambda rank: rank.finish_ns)
    raise HespasError(f"rank {slowest.rank} finishes at {slowest.finish_ns} ns, past the {UINT64_MAX} cycles "
                      "ASTRA-sim's uint64 counter holds", programs[slowest.rank].location)


def print_result(result: SimulationResult, distinct_programs: int) -> None:
    for rank in result:
        print(f"sys[{rank.rank}] finished, {rank.finish_ns} cycles, "
              f"exposed communication {rank.exposed_comm_ns} cycles.")
    ranks = list(result)
    print(f"summary: {result.num_ranks} ranks ({distinct_programs} distinct program(s), "
          f"{result.agents} simulated), step time {result.max_finish_ns} ns, "
          f"compute up to {max(rank.compute_ns for rank in ranks)} ns, exposed communication up to "
          f"{max(rank.exposed_comm_ns for rank in ranks)} ns")
