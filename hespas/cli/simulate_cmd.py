"""`hespas simulate`: run the built-in simulator.

Chakra mode (``--chakra PREFIX --network N.yml --system S.json``) replays the
traces ``PREFIX.<rank>.et`` on the system that ASTRA-sim's config files describe,
so the result can be compared line for line with ASTRA-sim's analytical
congestion-unaware backend: per rank ``sys[r] finished, X cycles, exposed
communication Y cycles.`` (one cycle = 1 ns), then a summary.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from hespas.astrasim.configs import read_configs
from hespas.atomic_io import write_text_atomically
from hespas.chakra.comm_groups import read_comm_groups
from hespas.chakra.et_io import discover_ranks, read_trace, trace_paths
from hespas.diagnostics import HespasError, SourceLocation
from hespas.sim import RankProgram, SimulationResult, simulate_system

NAME = "simulate"
HELP = "Predict step time with the built-in simulator (per-rank events, topology-aware collectives)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    chakra = parser.add_argument_group("Chakra traces (the inputs ASTRA-sim takes)")
    chakra.add_argument("--chakra", metavar="PREFIX", help="simulate the traces PREFIX.<rank>.et")
    chakra.add_argument("--network", metavar="YML", help="ASTRA-sim network config (network.yml)")
    chakra.add_argument("--system", metavar="JSON", help="ASTRA-sim system config (system.json)")
    chakra.add_argument("--comm-group", metavar="JSON", help="comm-group file naming the pg_name groups")
    parser.add_argument("--json", metavar="FILE", help="also write the per-rank results and summary as JSON")


def run(args: argparse.Namespace) -> int:
    if args.chakra is None:
        raise HespasError("hespas simulate needs --chakra PREFIX (with --network and --system)")
    return run_chakra(args)


def run_chakra(args: argparse.Namespace) -> int:
    for option in ("network", "system"):
        if getattr(args, option) is None:
            raise HespasError(f"--chakra needs --{option}")
    config = read_configs(args.network, args.system)
    if config.roofline_peak_TFLOPS is not None:
        raise HespasError("roofline-enabled is set: the built-in simulator times COMP_NODEs by duration_micros "
                          "only (set roofline-enabled to 0)", SourceLocation(args.system))
    programs = load_programs(args.chakra)
    groups = read_comm_groups(args.comm_group, len(programs)) if args.comm_group else None
    result = simulate_system(programs, config.system, groups)
    print_result(result, len(set(map(id, programs))))
    if args.json:
        write_text_atomically(args.json, json.dumps(result_json(result), indent=1) + "\n")
    return 0


def load_programs(prefix: str) -> list[RankProgram]:
    """One program per rank; ranks whose trace files are byte-identical share one object."""
    by_content: dict[bytes, RankProgram] = {}
    programs = []
    for path in trace_paths(prefix, len(discover_ranks(prefix))):
        try:
            digest = hashlib.sha256(Path(path).read_bytes()).digest()
        except OSError as error:
            raise HespasError(f"cannot read Chakra trace: {error.strerror}", SourceLocation(str(path))) from None
        if digest not in by_content:
            _, nodes = read_trace(path)
            by_content[digest] = RankProgram.from_chakra(nodes, SourceLocation(str(path)))
        programs.append(by_content[digest])
    return programs


def print_result(result: SimulationResult, distinct_programs: int) -> None:
    for rank in result:
        print(f"sys[{rank.rank}] finished, {rank.finish_ns} cycles, "
              f"exposed communication {rank.exposed_comm_ns} cycles.")
    summary = summary_json(result)
    print(f"summary: {result.num_ranks} ranks ({distinct_programs} distinct program(s), "
          f"{result.agents} simulated), step time {summary['max_finish_ns']} ns, "
          f"compute up to {summary['max_compute_ns']} ns, exposed communication up to "
          f"{summary['max_exposed_comm_ns']} ns")


def summary_json(result: SimulationResult) -> dict:
    ranks = list(result)
    return {
        "ranks": result.num_ranks,
        "simulated_agents": result.agents,
        "max_finish_ns": result.max_finish_ns,
        "max_compute_ns": max(rank.compute_ns for rank in ranks),
        "max_exposed_comm_ns": max(rank.exposed_comm_ns for rank in ranks),
    }


def result_json(result: SimulationResult) -> dict:
    return {
        "summary": summary_json(result),
        "ranks": [{"rank": rank.rank, "finish_ns": rank.finish_ns, "compute_ns": rank.compute_ns,
                   "exposed_comm_ns": rank.exposed_comm_ns} for rank in result],
    }
