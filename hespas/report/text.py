"""The printed report: what was simulated, the predicted step time and where it goes.

Times are in one unit for the whole report (ms from a 1 ms step up, µs below);
the breakdown and tables are those of the slowest rank.
"""

from __future__ import annotations

from hespas.report.breakdown import Breakdown, CollectiveTotal, RunInfo, aggregate_collectives

_NAME_WIDTH = 48


def text_report(report: Breakdown, info: RunInfo, top_k: int = 10) -> str:
    """The report as lines of text (ending in a newline)."""
    unit, per_ns = ("ms", 1e-6) if report.step_time_ns >= 1_000_000 else ("µs", 1e-3)
    critical = report.critical
    detail = report.detail(critical.rank, top_k)
    result = report.result
    lines = [
        "hespas: predicted step",
        *_table(None, [("  workload", info.workload), ("  hardware", info.hardware), ("  system", info.system),
                       ("  estimator", info.estimator),
                       ("  ranks", f"{result.num_ranks} ({_count(result.agents, 'simulated agent')})"),
                       *([("  memory", info.memory_line())] if info.memory is not None else []),
                       *([("  note", info.note)] if info.note else [])], "ll"),
        "",
    ]
    step = critical.step_time_ns

    def share(value_ns: int, whole_ns: int) -> str:
        return f"{100 * value_ns / whole_ns:.1f}" if whole_ns else "-"

    if result.num_ranks == 1:
        who = "one rank"
    elif len(critical.ranks) == result.num_ranks:
        who = f"all {result.num_ranks} ranks alike"
    elif all(agent.step_time_ns == step for agent in report.agents):  # ranks simulated apart, finishing together
        who = f"all {result.num_ranks} ranks finish together; rank {critical.rank} shown"
    else:
        who = f"rank {critical.rank}, the slowest"
    lines += _table(("", f"time ({unit})", "%", ""), [
        ("step time", _time(step, per_ns), share(step, step), who),
        ("  compute", _time(critical.compute_ns, per_ns), share(critical.compute_ns, step), ""),
        ("  exposed communication", _time(critical.exposed_comm_ns, per_ns), share(critical.exposed_comm_ns, step),
         ""),
        ("    waiting for other ranks", _time(critical.waiting_ns, per_ns), share(critical.waiting_ns, step), ""),
        ("  communication", _time(critical.comm_ns, per_ns), share(critical.comm_ns, step), ""),
        ("  overlapped with compute", _time(critical.overlap_ns, per_ns), share(critical.overlap_ns, critical.comm_ns),
         "(% of the communication)"),
    ], "lrrl")
    totals = aggregate_collectives(detail.collectives)
    lines += ["", f"Communication on rank {critical.rank} ({_count(len(detail.collectives), 'node')})"]
    if totals:
        lines += _table(("kind", "group", "size (bytes)", "count", f"time ({unit})", f"wait ({unit})",
                         f"exposed ({unit})"),
                        [(total.kind, _group(total), _size(total.size_bytes), str(total.count),
                          _time(total.duration_ns, per_ns), _time(total.wait_ns, per_ns),
                          _time(total.exposed_ns, per_ns)) for total in totals], "llrrrrr", indent="  ")
    lines += ["", f"Top {len(detail.top_compute)} of {_count(detail.compute_nodes, 'compute node')} on rank "
                  f"{critical.rank} ({_time(critical.compute_ns, per_ns)} {unit} of compute)"]
    if detail.top_compute:
        lines += _table(("name", f"time ({unit})", "share (%)", "TFLOP/s", "peak (%)", "mem BW (%)", "bound"),
                        [(_name(row.node_name), _time(row.duration_ns, per_ns), f"{100 * row.share:.1f}",
                          _number(row.achieved_flops_per_s, 1e-12, ".2f"), _number(row.peak_fraction, 100, ".1f"),
                          _number(row.bandwidth_fraction, 100, ".1f"), row.bound or "-")
                         for row in detail.top_compute], "lrrrrrl", indent="  ")
    return "\n".join(lines) + "\n"


def _table(headers, rows, align: str, indent: str = "") -> list[str]:
    """Aligned columns (``align``: l or r per column), two spaces apart, no trailing spaces."""
    table = ([headers] if headers else []) + [tuple(row) for row in rows]
    widths = [max(len(row[column]) for row in table) for column in range(len(align))]
    lines = []
    for row in table:
        cells = [cell.ljust(width) if side == "l" else cell.rjust(width)
                 for cell, width, side in zip(row, widths, align)]
        lines.append((indent + "  ".join(cells)).rstrip())
    return lines


def _time(value_ns: int, per_ns: float) -> str:
    return f"{value_ns * per_ns:,.3f}"


def _size(size_bytes: int | None) -> str:
    return "-" if size_bytes is None else f"{size_bytes:,}"


def _number(value: float | None, scale: float, spec: str) -> str:
    return "-" if value is None else format(value * scale, spec)


def _group(total: CollectiveTotal) -> str:
    if total.peer is not None:
        return f"{'to' if total.kind == 'send' else 'from'} rank {total.peer}"
    return total.group_label or "-"  # a replayed broadcast has none


def _name(name: str) -> str:
    return name if len(name) <= _NAME_WIDTH else name[:_NAME_WIDTH - 1] + "…"


def _count(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"
