"""`hespas simulate`: run the built-in simulator.

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
import hashlib
from pathlib import Path
from typing import Mapping, Sequence

from hespas.astrasim.configs import read_configs
from hespas.chakra.comm_groups import read_comm_groups
from hespas.chakra.et_io import discover_ranks, read_trace, trace_paths
from hespas.diagnostics import HespasError, SourceLocation
from hespas.report import RunInfo, breakdown, describe_system
from hespas.report.json_report import write_json_report
from hespas.report.perfetto import write_trace
from hespas.report.text import text_report
from hespas.sim import RankProgram, SimulationResult, simulate_system

NAME = "simulate"
HELP = "Predict step time with the built-in simulator (per-rank events, topology-aware collectives)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    chakra = parser.add_argument_group("Chakra traces (the inputs ASTRA-sim takes)")
    chakra.add_argument("--chakra", metavar="PREFIX", help="simulate the traces PREFIX.<rank>.et")
    chakra.add_argument("--network", metavar="YML", help="ASTRA-sim network config (network.yml)")
    chakra.add_argument("--system", metavar="JSON", help="ASTRA-sim system config (system.json)")
    chakra.add_argument("--comm-group", metavar="JSON", help="comm-group file naming the pg_name groups")
    outputs = parser.add_argument_group("outputs (besides the report on stdout)")
    outputs.add_argument("--json", metavar="FILE", help="write the report as JSON (per rank, collectives, top nodes)")
    outputs.add_argument("--trace", metavar="FILE", help="write a Perfetto/Chrome trace (open in ui.perfetto.dev)")
    outputs.add_argument("--plot", metavar="FILE.png", help="write a PNG chart of the step breakdown per rank")
    outputs.add_argument("--top", metavar="K", type=_positive, default=10,
                         help="how many of the longest compute nodes to list (default 10)")
    outputs.add_argument("--max-ranks", metavar="N", type=_positive, default=64,
                         help="at most this many simulated ranks in the trace and the plot, the slowest "
                              "(default 64)")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, not {text!r}")
    return value


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
    check_outputs(args)
    programs = load_programs(args.chakra)
    groups = read_comm_groups(args.comm_group, len(programs)) if args.comm_group else None
    result = simulate_system(programs, config.system, groups, record_timeline=True)
    print_result(result, len(set(map(id, programs))))
    info = RunInfo(workload=f"{args.chakra} ({len(programs)} Chakra traces)",
                   hardware="- (compute times from the traces)",
                   system=describe_system(config.system), estimator="Chakra COMP_NODE durations")
    print()
    emit_outputs(args, result, programs, info)
    return 0


def check_outputs(args: argparse.Namespace) -> None:
    """Reject output options that cannot work, before any simulation runs."""
    if args.plot and Path(args.plot).suffix.lower() != ".png":
        raise HespasError(f"--plot writes PNG, so its file name must end in .png (got {args.plot!r})")


def emit_outputs(args: argparse.Namespace, result: SimulationResult, programs: Sequence[RankProgram],
                 info: RunInfo, node_info: Mapping[str, Mapping] | None = None) -> None:
    """Print the text report of ``result`` (simulated with ``record_timeline``) and write the files
    that ``--json``, ``--trace`` and ``--plot`` ask for; ``node_info`` (by node name, keys
    ``hespas.report.NODE_INFO_KEYS``) fills the FLOP/s, bandwidth and bound columns."""
    report = breakdown(result, programs, node_info)
    print(text_report(report, info, args.top), end="")
    if args.json:
        write_json_report(args.json, report, info, args.top)
    if args.trace:
        write_trace(args.trace, report, info, args.max_ranks)
    if args.plot:
        from hespas.report.plot import write_plot  # matplotlib takes a third of a second to import

        write_plot(args.plot, report, info, args.max_ranks)


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
    ranks = list(result)
    print(f"summary: {result.num_ranks} ranks ({distinct_programs} distinct program(s), "
          f"{result.agents} simulated), step time {result.max_finish_ns} ns, "
          f"compute up to {max(rank.compute_ns for rank in ranks)} ns, exposed communication up to "
          f"{max(rank.exposed_comm_ns for rank in ranks)} ns")
