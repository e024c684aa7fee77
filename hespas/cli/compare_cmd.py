"""`hespas compare STEP --hardware a100,h100,h200,b200 [--system-size N]`: one workload across hardware
generations, each on its vendor's system of N devices, with speedups against the first hardware.

The quick form of `hespas sweep`: the same points, records and table, with no
results folder; ``--charts DIR`` and ``--html FILE`` write the sweep's charts and report.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from hespas.cli import file_name, positive_int

NAME = "compare"
HELP = "Compare one workload across hardware (each on its own system of a size), with speedups against the first."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("workload", metavar="STEP", type=file_name,
                        help="a StableHLO step (MLIR text, bytecode or portable artifact)")
    parser.add_argument("--hardware", required=True, metavar="A,B,...",
                        help="comma-separated hardware presets or files; speedups are against the first")
    parser.add_argument("--system-size", type=positive_int, metavar="N",
                        help="devices per system (default: the module's device count); each hardware runs on "
                             "the system preset of its device with N devices (`hespas systems` lists them)")
    parser.add_argument("--estimator", default="roofline", help="compute cost estimator (default roofline)")
    parser.add_argument("--jobs", type=positive_int, metavar="N", help="worker processes (default: usable CPUs)")
    parser.add_argument("--charts", metavar="DIR", type=file_name, help="also write the sweep's PNG charts to DIR")
    parser.add_argument("--html", metavar="FILE", type=file_name,
                        help="also write the sweep's self-contained HTML report")
    parser.add_argument("--cache-dir", metavar="DIR", type=file_name,
                        help="the lowered-program cache (see hespas sweep)")


def run(args: argparse.Namespace) -> int:
    from hespas.diagnostics import HespasError
    from hespas.sweep.run import run_sweep, write_reports
    from hespas.sweep.spec import compare_spec

    check_outputs(args.charts, args.html)
    hardware = [name.strip() for name in args.hardware.split(",")]
    if any(hardware) and not all(hardware):  # "h100,,a100" or "h100,": not one hardware fewer, silently
        raise HespasError(f"--hardware {args.hardware!r} has an empty name between commas or at an end")
    hardware = [name for name in hardware if name]
    spec = compare_spec(args.workload, hardware, args.system_size, args.estimator)
    outcome = run_sweep(spec, None, jobs=args.jobs, cache_dir=args.cache_dir)
    print(outcome.summary(spec.title), end="")
    write_reports(outcome.records, Path(args.charts) if args.charts else None,
                  Path(args.html) if args.html else None, spec.title)
    outcome.require_a_point()
    return 0


def check_outputs(charts: str | None, html: str | None) -> None:
    """Refuse, before any point is simulated, a --charts folder or an --html file that cannot be written: the
    charts' folder (created with its parents) under a writable folder, the report's folder a writable one."""
    from hespas.diagnostics import HespasError, SourceLocation

    for flag, path, creatable in (("--charts", charts, True), ("--html", html, False)):
        if path is None:
            continue
        target = Path(path).absolute()
        folder = target if creatable else target.parent
        if not creatable and target.is_dir():
            raise HespasError(f"{flag} names a folder: give the report's file name", SourceLocation(path))
        while creatable and not folder.exists() and folder != folder.parent:
            folder = folder.parent
        if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
            reason = "does not exist" if not folder.exists() else "is not a folder" if not folder.is_dir() else \
                "is not writable"
            raise HespasError(f"cannot write {flag} {path}: {folder} {reason}", SourceLocation(path))
