"""`hespas systems`: list the system presets; `hespas systems show NAME` prints one in full."""

from __future__ import annotations

import json

from hespas.systems import (COLLECTIVES, POWER_OF_TWO_ALGORITHMS, SCALE_OUT_FALLBACK_ALGORITHM, Dimension, System,
                            list_system_presets, load_system, system_aliases, scale_out_dimension)

NAME = "systems"
HELP = "List the system presets, or show one."

_ALGORITHM_HEADERS = ("ALL-REDUCE", "ALL-GATHER", "REDUCE-SCATTER", "ALL-TO-ALL")


def add_arguments(parser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    about = "Print one preset or system file in full."
    show = actions.add_parser("show", help=about, description=about)
    show.add_argument("system", metavar="NAME",
                      help="a preset name or alias (with -x<N> for N nodes), or the path of a system .toml file")
    show.add_argument("--nodes", metavar="N", type=int, help="scale the system out to N nodes first")
    show.add_argument("--json", action="store_true", help="print JSON (GB/s, ns)")


def run(args) -> int:
    if args.action == "show":
        system = load_system(args.system, nodes=args.nodes)
        if args.json:
            print(json.dumps(system.to_json_dict(), indent=2))
        else:
            print(_describe(system, system_aliases(args.system), scale_out_dimension(args.system)))
    else:
        print(_table(list_system_presets()))
    return 0


def _number(value: float) -> str:
    return f"{value:.5g}"


def _dimension_cells(dimension: Dimension, npus: str) -> tuple[str, ...]:
    return (dimension.name or "-", dimension.topology, npus, _number(dimension.bandwidth_GBps),
            _number(dimension.latency_ns), *(dimension.algorithm(collective) for collective in COLLECTIVES))


def _table(names: list[str]) -> str:
    header = ("NAME", "DEVICE", "NPUS", "DIMENSION", "TOPOLOGY", "NPUS", "GB/s", "LATENCY ns", *_ALGORITHM_HEADERS)
    rows = [header]
    for name in names:
        system = load_system(name)
        for index, dimension in enumerate(system.dimensions):
            first = (name, system.device, str(system.num_npus)) if index == 0 else ("", "", "")
            rows.append((*first, *_dimension_cells(dimension, str(dimension.npus))))
        scale_out = scale_out_dimension(name)
        if scale_out is not None:
            rows.append(("", "", "", *_dimension_cells(scale_out, "xN")))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    numeric = {2, 5, 6, 7}
    lines = []
    for row in rows:
        cells = [cell.rjust(widths[i]) if i in numeric else cell.ljust(widths[i]) for i, cell in enumerate(row)]
        lines.append("  ".join(cells).rstrip())
    lines.append("")
    lines.append("xN: the network between nodes, for -x<N> or --nodes N; "
                 f"{' and '.join(POWER_OF_TWO_ALGORITHMS)} there need a power-of-two N "
                 f"(otherwise {SCALE_OUT_FALLBACK_ALGORITHM}). `hespas systems show NAME` prints one in full.")
    return "\n".join(lines)


def _describe(system: System, aliases: list[str], scale_out: Dimension | None) -> str:
    shape = " x ".join(str(dimension.npus) for dimension in system.dimensions)
    fields = [
        ("aliases", ", ".join(aliases) or "(none)"),
        ("device", system.device or "(none)"),
        ("npus", f"{system.num_npus} ({shape})"),
        ("local_mem_bw_GBps", _number(system.local_mem_bw_GBps)),
        ("collective_optimization", system.collective_optimization),
        ("scheduling_policy", system.scheduling_policy),
        ("endpoint_delay_ns", _number(system.endpoint_delay_ns)),
        ("local_reduction_delay_ns", _number(system.local_reduction_delay_ns)),
        ("active_chunks_per_dimension", str(system.active_chunks_per_dimension)),
        ("preferred_dataset_splits", str(system.preferred_dataset_splits)),
        ("point_to_point_route", system.point_to_point_route),
        ("switch_link", system.switch_link),
    ]
    for index, dimension in enumerate(system.dimensions):
        fields.append((f"dimension {index}", _dimension_text(dimension, str(dimension.npus))))
    if scale_out is not None:
        fields.append(("scale_out (per node)", _dimension_text(scale_out, "N") + " (-x<N> or --nodes N)"))
    width = max(len(label) for label, _ in fields)
    heading = f"{system.name}: {system.description}" if system.description else system.name
    return "\n".join([heading] + [f"  {label.ljust(width)}  {value}" for label, value in fields])


def _dimension_text(dimension: Dimension, npus: str) -> str:
    algorithms = ", ".join(f"{collective} {dimension.algorithm(collective)}" for collective in COLLECTIVES)
    name = f"{dimension.name}: " if dimension.name else ""
    return (f"{name}{dimension.topology} of {npus}, {_number(dimension.bandwidth_GBps)} GB/s, "
            f"{_number(dimension.latency_ns)} ns; {algorithms}")
