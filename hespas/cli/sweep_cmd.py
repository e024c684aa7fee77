"""`hespas sweep SWEEP.toml -o DIR`: every point of a sweep file simulated, one record per point.

The sweep file (``hespas.sweep.spec``) names the workloads and the axes to cross;
DIR gets results.jsonl and results.csv (appended as points finish), summary.txt,
the charts and report.html. Points run on local worker processes (``--jobs``) or
on a Ray cluster (``--executor ray [--address ADDR]``).
"""

from __future__ import annotations

import argparse

from hespas.cli import file_name, positive_int

NAME = "sweep"
HELP = "Simulate every point of a sweep file (workloads x hardware x systems x options) and tabulate them."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sweep_file", metavar="SWEEP.toml", type=file_name,
                        help="the sweep file (see README, Design-space exploration)")
    parser.add_argument("-o", dest="out_dir", required=True, metavar="DIR", type=file_name,
                        help="output folder: results.jsonl, results.csv, summary.txt, charts/, report.html")
    parser.add_argument("--jobs", type=positive_int, metavar="N",
                        help="worker processes (default: the CPUs this process may use); with Ray, its CPUs")
    parser.add_argument("--executor", choices=("local", "ray"), default="local",
                        help="local worker processes (default) or Ray tasks (pip install 'hespas[ray]')")
    parser.add_argument("--address", metavar="HOST:PORT",
                        help="with --executor ray: an existing Ray cluster (default: start one on this machine)")
    parser.add_argument("--resume", action="store_true",
                        help="DIR holds another sweep's results: keep the points both sweeps share")
    parser.add_argument("--force", action="store_true", help="DIR holds results: drop them and start over")
    parser.add_argument("--cache-dir", metavar="DIR", type=file_name,
                        help="the lowered-program cache (default $HESPAS_CACHE_DIR/programs or "
                             "~/.cache/hespas/programs)")


def run(args: argparse.Namespace) -> int:
    from hespas.diagnostics import HespasError
    from hespas.sweep.executors import RayExecutor
    from hespas.sweep.run import run_sweep
    from hespas.sweep.spec import load_sweep

    if args.resume and args.force:
        raise HespasError("give --resume or --force, not both")
    if args.executor == "ray":
        RayExecutor.check_installed()
    spec = load_sweep(args.sweep_file)
    outcome = run_sweep(spec, args.out_dir, jobs=args.jobs, executor=args.executor, address=args.address,
                        resume=args.resume, force=args.force, cache_dir=args.cache_dir)
    print(outcome.summary(spec.title), end="")
    print(f"hespas: {len(outcome.records) - outcome.skipped} point(s) run, {outcome.skipped} already in "
          f"{args.out_dir}; {outcome.lowered} lowering(s), {outcome.from_cache} lowered program(s) from the cache")
    outcome.require_a_point()
    return 0
