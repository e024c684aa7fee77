"""The sweep's table as a terminal user reads it (summary.txt, and what `hespas sweep` and
`hespas compare` print): one line per point, errors after the table."""

from __future__ import annotations

_HEADERS = ("workload", "hardware", "system", "nodes", "ranks", "estimator", "options", "step ms", "compute ms",
            "exp. comm ms", "MFU %", "throughput", "mem GiB", "fits", "speedup")


def _number(value, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _row(record: dict) -> tuple[str, ...]:
    throughput = "-"
    if record["throughput"] is not None:
        throughput = f"{record['throughput']:.4g} {record['throughput_unit']}"
    memory = "-"
    if record["peak_memory_GiB"] is not None:
        # the capacity to three significant digits: 80, 141, 23.6 and 0.1 GiB all readable (a whole number of GiB
        # printed a 0.1 GiB device as "0", beside a peak of 0.4)
        memory = f"{record['peak_memory_GiB']:.1f}/{record['memory_capacity_GiB']:.3g}"
    fits = {True: "yes", False: "NO", None: "-"}[record["fits"]]
    mfu = None if record["mfu"] is None else record["mfu"] * 100
    speedup = "-" if record["speedup"] is None else f"{record['speedup']:.2f}x"
    return (record["workload"], record["hardware"], record["system"], str(record["nodes"]), str(record["ranks"]),
            record["estimator"], record["options"] or "-", _number(record["step_time_ms"]),
            _number(record["compute_ms"]), _number(record["exposed_comm_ms"]), _number(mfu, 1), throughput, memory,
            fits, speedup)


def summary_table(records: list[dict], title: str) -> str:
    ok = [record for record in records if record["status"] == "ok"]
    rows = [_HEADERS, *map(_row, ok)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(_HEADERS))]
    lines = [title, ""]
    for number, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(width) if i < 7 else cell.rjust(width)
                               for i, (cell, width) in enumerate(zip(row, widths))).rstrip())
        if number == 0:
            lines.append("  ".join("-" * width for width in widths))
    errors = [record for record in records if record["status"] != "ok"]
    lines.append("")
    lines.append(f"{len(ok)} point(s) simulated, {len(errors)} failed")
    for record in errors:
        lines.append(f"  {record['point']} {record['workload']} on {record['hardware']} / {record['system']} "
                     f"x{record['nodes']}: {record['error']}")
    return "\n".join(lines) + "\n"
