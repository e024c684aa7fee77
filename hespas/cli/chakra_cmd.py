"""`hespas chakra`: work with Chakra execution traces.

``dump FILE`` prints one as JSON; ``lower WORKLOAD -o DIR`` annotates, partitions
and lowers a StableHLO step, or writes a step saved by ``hespas simulate
--save-program``, as one trace per rank (plus the comm-group file and, with
``--system``, ASTRA-sim's network/system/remote-memory configs).
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from hespas.chakra import et_io, schema
from hespas.chakra.traces import prefix_problem
from hespas.cli import file_name, positive_int
from hespas.cli.lowering_flags import (add_lowering_arguments, lowering_options, refuse_lowering_flags,
                                      saved_program_input, saved_program_note)
from hespas.diagnostics import HespasError
from hespas.program.file import is_saved_program

ASTRA_SIM_BINARY = "AstraSim_Analytical_Congestion_Unaware"

NAME = "chakra"
HELP = "Work with Chakra execution traces (ASTRA-sim's workload format)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    actions.required = True
    dump = actions.add_parser("dump", help="Print a Chakra trace file as JSON.",
                              description="Print a Chakra trace as JSON: metadata, then nodes "
                                          "with their attributes by name.")
    dump.add_argument("file", type=file_name, help="a Chakra ET file (<prefix>.<rank>.et)")
    dump.set_defaults(_chakra_action=run_dump)
    lower = actions.add_parser("lower", help="Lower a StableHLO step to Chakra traces for ASTRA-sim.",
                               description="Annotate, partition and lower a StableHLO step (or a module "
                                           "hespas-opt already annotated) to <DIR>/<prefix>.<rank>.et.")
    lower.add_argument("workload", type=file_name,
                       help="StableHLO text, bytecode or portable artifact, or a step saved with "
                            "`hespas simulate --save-program` (.hprog)")
    lower.add_argument("-o", "--output", required=True, metavar="DIR", type=file_name, help="output directory")
    lower.add_argument("--prefix", default="trace", help="trace file prefix (default trace)")
    lower.add_argument("--system", metavar="PRESET|FILE",
                       help="also write ASTRA-sim's configs for this system preset or TOML file (`hespas "
                            "systems` lists the presets)")
    lower.add_argument("--nodes", type=positive_int, help="scale the system preset out to this many nodes")
    add_lowering_arguments(lower.add_argument_group("lowering (as hespas simulate's)"))
    lower.set_defaults(_chakra_action=run_lower)


def run(args: argparse.Namespace) -> int:
    return args._chakra_action(args)


def run_dump(args: argparse.Namespace) -> int:
    metadata, nodes = et_io.read_trace(args.file)
    document = {
        "metadata": {"version": metadata.version, "attrs": _json_attrs(metadata)},
        "nodes": [_node_json(node) for node in nodes],
    }
    json.dump(document, sys.stdout, indent=2, allow_nan=False)
    sys.stdout.write("\n")
    return 0


def run_lower(args: argparse.Namespace) -> int:
    from hespas.astrasim.configs import write_configs
    from hespas.lowering.writer import write_chakra_traces
    from hespas.systems import check_system_size, load_system
    from hespas.workload import choose_hardware, lower_workload, system_file_location

    if args.nodes is not None and args.system is None:
        raise HespasError("--nodes scales out a system: give one with --system")
    if (problem := prefix_problem(args.prefix)) is not None:
        raise HespasError(f"--prefix {problem} (traces go into the -o folder)")
    system = load_system(args.system, args.nodes) if args.system else None
    if is_saved_program(args.workload):
        output, note = _write_saved_program(args, system)
    else:
        hardware, note = choose_hardware(args.hardware, system, system_file_location(args.system))
        check_size = None if system is None else lambda n: check_system_size(system, n, args.workload)
        lowered = lower_workload(args.workload, hardware, lowering_options(args), check_ranks=check_size)
        output = write_chakra_traces(lowered.graph, args.output, lowered.num_ranks, args.prefix, system)
    if note:
        print(f"note: {note}")
    print(f"wrote {output.num_ranks} traces ({output.distinct_traces} distinct) to {output.prefix}.<rank>.et")
    if output.comm_group_path:
        print(f"comm groups: {output.comm_group_path}")
    if system is not None:
        paths = write_configs(system, args.output)
        command = [ASTRA_SIM_BINARY, f"--workload-configuration={output.prefix}",
                   f"--system-configuration={paths.system}", f"--network-configuration={paths.network}",
                   f"--remote-memory-configuration={paths.remote_memory}"]
        if output.comm_group_path:
            command.append(f"--comm-group-configuration={output.comm_group_path}")
        print("run ASTRA-sim with:\n  " + " ".join(command))
    return 0


def _write_saved_program(args: argparse.Namespace, system):
    """The traces of a saved step (placed on ``system`` when given), and the note when the step was costed on
    another device than the system's; no pass runs."""
    from hespas.chakra.traces import write_rank_traces
    from hespas.program.file import load_step
    from hespas.program.placement import place
    from hespas.systems import check_system_size

    refuse_lowering_flags(args, saved_program_input(args.workload))
    step = load_step(args.workload)
    programs, groups = step.programs, step.comm_groups
    if system is not None:
        check_system_size(system, step.num_ranks, args.workload, "the saved program", "--nodes")
        programs, groups = place(programs, groups, system)
    note = saved_program_note(step, system, args.system)  # before any trace is written
    return write_rank_traces(programs, groups, args.output, args.prefix), note


def _node_json(node) -> dict:
    try:
        type_name = schema.NodeType(node.type).name
    except ValueError:
        type_name = f"UNKNOWN_NODE_{node.type}"
    result = {
        "id": node.id,
        "name": node.name,
        "type": type_name,
        "data_deps": list(node.data_deps),
        "ctrl_deps": list(node.ctrl_deps),
        "start_time_micros": node.start_time_micros,
        "duration_micros": node.duration_micros,
    }
    for io_name in ("inputs", "outputs"):
        if node.HasField(io_name):
            io = getattr(node, io_name)
            result[io_name] = {"values": io.values, "shapes": io.shapes, "types": io.types}
    result["attrs"] = _json_attrs(node)
    return result


def _json_attrs(message) -> dict:
    """Attributes by name; bytes values as hex strings and non-finite doubles as the strings "NaN",
    "Infinity", "-Infinity" (JSON has neither)."""
    def jsonable(value):
        if isinstance(value, bytes):
            return value.hex()
        if isinstance(value, float) and not math.isfinite(value):
            return "NaN" if math.isnan(value) else "Infinity" if value > 0 else "-Infinity"
        if isinstance(value, list):
            return [jsonable(item) for item in value]
        return value

    return {name: jsonable(value) for name, value in et_io.attrs_dict(message).items()}
