"""Benchmark (a diagnosis): hespas's compute of whole steps against imec Hespas's XLA-profiled compute, on the
four GPU generations of the Hespas paper (A100, H100, H200, B200).

``benchmarks/data/imec_steps.json`` holds, per shared workload, the "Compute Runtime Estimation" that imec's
``hespas.out`` prints on each GPU (public ``imec-int/hespas_workloads``, repository, path and commit in the
file): XLA's own kernels, each block of the step compiled alone and timed on the real GPU. This script
simulates each workload as ``hespas simulate`` does on that GPU's 4-GPU system preset (the preset's achieved
rates unless ``--peak-rates``) and prints, per step and GPU: imec's compute, hespas's (rank 0's compute, its
regions in whole microseconds as the simulator takes them), their ratio, both speedups over the A100 and the
speedup error, and hespas's kernel count (the top-level kernels that are not collectives, counted on the
module as ``kernel_classes.py``'s ``costed_module`` fuses and costs it). Then, per step,
the least-squares line ``imec = fixed + slope * hespas`` over the four GPUs (what stays the same on every
generation, and what scales with hespas's own time), and over every step and GPU
``imec = per_kernel * kernels + slope * hespas``.

These are diagnoses, not a model: no figure here sets a constant of hespas. imec's training blocks are
compiled in isolation (they lose fusion across a block boundary, each pays a module's fixed cost, about 8 us;
see ``imec_blocks.py``); the inference step is two modules, one of them the whole forward pass. That imec's
modules are byte-identical to the shared files is not verified.

    python benchmarks/imec_steps.py [--data benchmarks/data/imec_steps.json] [--only NAME ...] [--peak-rates]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kernel_classes import class_totals, costed_module  # noqa: E402  (a sibling script)

from hespas.diagnostics import HespasError, run_reporting_errors  # noqa: E402
from hespas.export.stages import DEFAULT_STAGE  # noqa: E402
from hespas.ir import make_context  # noqa: E402
from hespas.systems import load_system  # noqa: E402
from hespas.workload import simulate_workload  # noqa: E402
from hespas.workload_options import LoweringOptions  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "imec_steps.json"
SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
BASELINE_GPU = "A100"


def load_data(path: Path) -> dict:
    """The data file, with every step's GPUs checked against its systems; HespasError naming the file else."""
    try:
        data = json.loads(path.read_text())
        systems, steps = data["systems"], data["steps"]
        for step in steps:
            missing = {"name", "workload", "compute_runtime_estimation_us"} - set(step)
            if missing:
                raise HespasError(f"{path}: a step has no {sorted(missing)}")
            unknown = set(step["compute_runtime_estimation_us"]) - set(systems)
            if unknown:
                raise HespasError(f"{path}: step '{step['name']}' names GPUs with no system: {sorted(unknown)}")
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise HespasError(f"{path}: not an imec steps file ({type(error).__name__}: {error})") from None
    return data


def hespas_compute(workload: Path, system: str, efficiency: bool) -> tuple[float, int]:
    """Rank 0's compute as ``hespas simulate`` reports it on ``system`` (its regions in whole microseconds, rounded
    up), in microseconds, and the step's kernels (collectives not counted)."""
    run = simulate_workload(workload, system=system, options=LoweringOptions(efficiency=efficiency))
    module = costed_module(str(workload), load_system(system).device, DEFAULT_STAGE, efficiency, make_context())
    totals = class_totals(module.operation, str(workload))
    kernels = int(sum(row["kernels"] for name, row in totals.items() if name != "collective"))
    return run.result.rank(0).compute_ns / 1e3, kernels


def line_fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """Least squares ``y = x @ coefficients``: the coefficients and R^2."""
    coefficients, *_ = np.linalg.lstsq(x, y, rcond=None)
    residual = y - x @ coefficients
    return coefficients, 1.0 - float(residual @ residual) / float(((y - y.mean()) ** 2).sum())


def run(args) -> int:
    data = load_data(args.data)
    steps = [step for step in data["steps"] if not args.only or step["name"] in args.only]
    if args.only and len(steps) != len(set(args.only)):
        missing = sorted(set(args.only) - {step["name"] for step in steps})
        raise HespasError(f"no step {missing} in {args.data}")
    print(f"imec: {data['repository']} @ {data['commit'][:12]}; hespas: "
          f"{'achieved rates' if args.efficiency else 'peak rates'}")
    print(f"{'step':<20} {'GPU':<5} {'imec ms':>9} {'hespas ms':>9} {'ratio':>6} {'imec x':>7} {'hespas x':>8} "
          f"{'x error':>8} {'kernels':>7}")
    pooled = []  # (kernels, hespas us, imec us) of every step and GPU
    fits = []
    for step in steps:
        measured = step["compute_runtime_estimation_us"]
        rows = []
        for gpu, imec_us in measured.items():
            hespas_us, kernels = hespas_compute(SHARED / step["workload"], data["systems"][gpu], args.efficiency)
            rows.append((gpu, imec_us, hespas_us, kernels))
            pooled.append((kernels, hespas_us, imec_us))
        base = next((row for row in rows if row[0] == BASELINE_GPU), None)
        for gpu, imec_us, hespas_us, kernels in rows:
            speedups = ""
            if base is not None:
                imec_x, hespas_x = base[1] / imec_us, base[2] / hespas_us
                error = "" if gpu == BASELINE_GPU else f"{hespas_x / imec_x - 1:+8.1%}"
                speedups = f"{imec_x:>7.2f} {hespas_x:>8.2f} {error:>8}"
            else:
                speedups = f"{'':>7} {'':>8} {'':>8}"
            print(f"{step['name']:<20} {gpu:<5} {imec_us / 1e3:>9.2f} {hespas_us / 1e3:>9.2f} "
                  f"{hespas_us / imec_us:>6.2f} {speedups} {kernels:>7}")
        if len(rows) >= 3:
            hespas = np.array([row[2] for row in rows])
            (fixed_us, slope), r2 = line_fit(np.c_[np.ones(len(rows)), hespas], np.array([row[1] for row in rows]))
            fits.append((step["name"], fixed_us, slope, r2, rows[0][3]))
    if fits:
        print("\nper step, over its GPUs: imec = fixed + slope * hespas")
        print(f"{'step':<20} {'fixed ms':>9} {'slope':>6} {'R^2':>7} {'fixed/kernel us':>16}")
        for name, fixed_us, slope, r2, kernels in fits:
            print(f"{name:<20} {fixed_us / 1e3:>9.2f} {slope:>6.3f} {r2:>7.4f} {fixed_us / kernels:>16.1f}")
    if len(pooled) >= 3:
        table = np.array(pooled, dtype=float)
        (per_kernel_us, slope), r2 = line_fit(table[:, :2], table[:, 2])
        print(f"\nevery step and GPU ({len(pooled)}): imec = {per_kernel_us:.2f} us * kernels + {slope:.3f} * hespas "
              f"(R^2 {r2:.4f})")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--only", nargs="*", help="step names of the data file (default: all)")
    parser.add_argument("--peak-rates", dest="efficiency", action="store_false",
                        help="cost at the hardware's peaks, not its [efficiency] table's achieved rates")
    return run_reporting_errors(lambda: run(parser.parse_args()), "imec_steps.py")


if __name__ == "__main__":
    sys.exit(main())
