"""`hespas sweep` against one `hespas simulate`, and a 1,000-point sweep's points per second (issue 13, §5).

Times fresh processes, all in one run, each sweep with an empty lowered-program cache:
  simulate      ``hespas simulate STEP --system a100-4gpu``: one point of the sweep below
  sweep-15      ``hespas sweep`` of STEP on 5 GPUs (A100, H100, H200, B200, MI300X) x 3 system sizes
                (each GPU's 4-device board, its 8-device node, two nodes): the example sweep's
                15 points for one workload, local executor, ``--jobs`` its default (the usable CPUs)
Target: sweep-15 <= 4 x simulate (medians of ``--repeats``, interleaved so that a load change on a
shared host hits both alike), in wall time and in CPU time. Then, once (``--no-large`` skips it):
  sweep-1000    STEP costed on the 5 GPUs x the 5 scale-out systems (dgx-a100, dgx-h100, dgx-h200,
                dgx-b200, mi300x-8gpu) x 1..40 nodes: 1,000 points, 5 lowerings; its points per second

``--against DIR`` times another hespas checkout (e.g. ``git archive main | tar -x -C DIR``) beside this
one, interleaved, each pair in the same minute: its ``hespas`` runs with DIR first on PYTHONPATH (through
a folder of links that maps ``hespas.passes`` and ``hespas.tools`` as the install does), on this
environment's libraries.

    python benchmarks/sweep.py [--repeats 3] [--step PATH] [--no-large] [--against DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[1].parent / "shared"))
RESNET50 = SHARED / "workloads" / "resnet_50_train_step_4_devices_1024_batch.mlir"
HESPAS = str(Path(sys.executable).with_name("hespas"))
GPUS = ["a100", "h100", "h200", "b200", "mi300x"]
SCALE_OUT_SYSTEMS = ["dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "mi300x-8gpu"]
MAX_NODES = 40  # 5 x 5 x 40 = 1,000 points


def overlay(checkout: Path, scratch: Path) -> dict[str, str]:
    """The environment that runs ``checkout``'s hespas: a package folder of links to its hespas/ entries,
    with passes/ and tools/ as ``hespas.passes`` and ``hespas.tools``, first on PYTHONPATH."""
    package = scratch / "overlay" / "hespas"
    package.mkdir(parents=True)
    for entry in (checkout / "hespas").iterdir():
        (package / entry.name).symlink_to(entry.resolve())
    for name in ("passes", "tools"):
        (package / name).symlink_to((checkout / name).resolve())
    return {**os.environ, "PYTHONPATH": str(package.parent)}


def sweep_file(directory: Path, step: Path, axes: str) -> Path:
    path = directory / "sweep.toml"
    path.write_text(f'[[workloads]]\npath = {json.dumps(str(step))}\n\n[axes]\nhardware = {json.dumps(GPUS)}\n{axes}\n')
    return path


def seconds(command: list[str], env: dict | None = None) -> tuple[float, float]:
    """The wall time of ``command`` in a fresh process (output discarded), and the CPU time (user +
    system) of it and every process it waited for (a sweep's workers): on a shared host the steadier
    figure, though it does not credit a sweep's workers for running side by side."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run_sweep(sweep: Path, scratch: Path, label: str, env: dict | None = None) -> tuple[tuple[float, float], bytes]:
    """One ``hespas sweep`` in a fresh process, into a new folder with a new (empty) cache: its wall and
    CPU times, and its results.csv."""
    out = Path(tempfile.mkdtemp(prefix=label, dir=scratch))
    times = seconds([HESPAS, "sweep", str(sweep), "-o", str(out / "out"), "--cache-dir", str(out / "cache")], env)
    return times, (out / "out" / "results.csv").read_bytes()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--step", type=Path, default=RESNET50, help="the StableHLO step (default: ResNet-50 train)")
    parser.add_argument("--no-large", action="store_true", help="skip the 1,000-point sweep")
    parser.add_argument("--against", type=Path, help="another hespas checkout to time beside this one")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        scratch = Path(directory)
        codes = {"this": None}
        if args.against is not None:
            codes = {"against": overlay(args.against, scratch), **codes}
        (scratch / "small").mkdir()
        small = sweep_file(scratch / "small", args.step, "system_size = [4, 8, 16]")
        samples = {(code, name): [] for code in codes for name in ("simulate", "sweep-15")}
        rows: dict[str, bytes] = {}
        for _ in range(args.repeats):
            for code, env in codes.items():
                samples[code, "simulate"].append(
                    seconds([HESPAS, "simulate", str(args.step), "--system", "a100-4gpu"], env))
                times, rows[code] = run_sweep(small, scratch, "small", env)
                samples[code, "sweep-15"].append(times)
        for code in codes:
            for kind, index in (("wall", 0), ("CPU", 1)):
                medians = {}
                for name in ("simulate", "sweep-15"):
                    values = [sample[index] for sample in samples[code, name]]
                    medians[name] = statistics.median(values)
                    print(f"{code:7} {kind:4} {name:10} median {medians[name]:7.2f} s  "
                          f"({', '.join(f'{v:.2f}' for v in values)})")
                ratio = medians["sweep-15"] / medians["simulate"]
                print(f"{code:7} {kind:4} sweep-15 / simulate = {ratio:.2f} (target <= 4): "
                      f"{'met' if ratio <= 4 else 'NOT met'}")
        if len(set(rows.values())) > 1:
            print("the two codes' sweep-15 results.csv differ")
        if not args.no_large:
            (scratch / "large").mkdir()
            large = sweep_file(scratch / "large", args.step, f"system = {json.dumps(SCALE_OUT_SYSTEMS)}\n"
                                                             f"nodes = {list(range(1, MAX_NODES + 1))}")
            points = len(GPUS) * len(SCALE_OUT_SYSTEMS) * MAX_NODES
            for code, env in codes.items():
                (wall, cpu), _ = run_sweep(large, scratch, "large", env)
                print(f"{code:7} sweep-1000 {wall:7.2f} s for {points} points: {points / wall:.1f} points/s "
                      f"({os.cpu_count()} CPUs; {cpu:.1f} s CPU, {points / cpu:.1f} points per CPU second)")


if __name__ == "__main__":
    main()
