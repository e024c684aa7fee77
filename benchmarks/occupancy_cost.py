"""Benchmark: what the occupancy rule (hespas.costs.occupancy) costs hespas-annotate-costs.

Times hespas-annotate-costs with ``occupancy=true`` and ``occupancy=false``, alternating, in one process
(CPU time, the best of ``--repeats``; the ratio is the result, not the seconds), on:
  generated   an unfused generated module (benchmarks/annotate_speed.py's block of ops), every op a kernel
  STEP        a workload fused as ``hespas simulate`` fuses it (XLA:GPU's collective passes, hespas-fuse)

    python benchmarks/occupancy_cost.py [STEP.mlir] [--hardware h100] [--ops 100000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hespas.diagnostics import run_reporting_errors
from hespas.ir import ir, make_context, passmanager
from hespas.passes import create_pass
from hespas.workload import fused_module

sys.path.insert(0, str(Path(__file__).resolve().parent))
from annotate_speed import generated_module  # noqa: E402  (a sibling benchmark's generator)


def annotate_seconds(module_factory, context, hardware: str, occupancy: bool) -> float:
    """CPU seconds of one hespas-annotate-costs run on a fresh module."""
    with context:
        module = module_factory()
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={hardware} occupancy={str(occupancy).lower()}").add_to(pm)
        start = time.process_time()
        pm.run(module.operation)
        return time.process_time() - start


def compare(name: str, module_factory, context, hardware: str, repeats: int) -> None:
    best = {True: float("inf"), False: float("inf")}
    for _ in range(repeats):
        for occupancy in (False, True):
            best[occupancy] = min(best[occupancy], annotate_seconds(module_factory, context, hardware, occupancy))
    print(f"{name:12} occupancy=false {best[False]:.3f} s  occupancy=true {best[True]:.3f} s  "
          f"ratio {best[True] / best[False]:.2f}")


def report(args) -> int:
    context = make_context()
    text = generated_module(args.ops)
    compare("generated", lambda: ir.Module.parse(text), context, args.hardware, args.repeats)
    if args.step:
        fused_text = str(fused_module(args.step, args.hardware, context, None))
        compare(Path(args.step).name, lambda: ir.Module.parse(fused_text), context, args.hardware, args.repeats)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", nargs="?", help="a workload to fuse and annotate as well")
    parser.add_argument("--hardware", default="h100")
    parser.add_argument("--ops", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    return run_reporting_errors(lambda: report(args), "occupancy_cost.py")


if __name__ == "__main__":
    raise SystemExit(main())
