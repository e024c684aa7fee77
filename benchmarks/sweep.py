"""`hespas sweep` against one `hespas simulate`, and a 1,000-point sweep's points per second (issue 13, §5).

Times fresh processes, all in one run, each sweep with an empty lowered-program cache:
  simulate      ``hespas simulate STEP --system a100-4gpu``: one point of the sweep below
  sweep-15      ``hespas sweep`` of STEP on 5 GPUs (A100, H100, H200, B200, MI300X) x 3 system sizes
                (each GPU's 4-device board, its 8-device node, two nodes): the example sweep's
                15 points for one workload, local executor, ``--jobs`` its default (the usable CPUs)
Target: sweep-15 <= 4 x simulate (medians of ``--repeats``, interleaved so that a load change on a
shared host hits both alike). Then, in this process:
  lower-5       the sweep's five lowerings of STEP (one per GPU), each parsing and fusing the file
                itself (what the sweep did before) against parsing and fusing it once per preset
                ``attention`` setting (``hespas.sweep.lowering.parsed_workload``), interleaved
Then, once (``--no-large`` skips it):
  sweep-1000    STEP costed on the 5 GPUs x the 5 scale-out systems (dgx-a100, dgx-h100, dgx-h200,
                dgx-b200, mi300x-8gpu) x 1..40 nodes: 1,000 points, 5 lowerings; its points per second

    python benchmarks/sweep.py [--repeats 3] [--step PATH] [--no-large]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
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


def sweep_file(directory: Path, step: Path, axes: str) -> Path:
    path = directory / "sweep.toml"
    path.write_text(f'[[workloads]]\npath = {json.dumps(str(step))}\n\n[axes]\nhardware = {json.dumps(GPUS)}\n{axes}\n')
    return path


def wall_seconds(command: list[str]) -> float:
    """The wall time of ``command`` in a fresh process (output discarded)."""
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def run_sweep(sweep: Path, scratch: Path, label: str) -> float:
    """One ``hespas sweep`` in a fresh process, into a new folder with a new (empty) cache."""
    out = Path(tempfile.mkdtemp(prefix=label, dir=scratch))
    return wall_seconds([HESPAS, "sweep", str(sweep), "-o", str(out / "out"), "--cache-dir", str(out / "cache")])


def lower_five(step: Path, repeats: int) -> None:
    """Print the time of the five lowerings with and without the parsed, fused module kept between them."""
    from hespas.sweep import lowering
    from hespas.sweep.lowering import LoweringKey, lower

    digest = hashlib.sha256(step.read_bytes()).hexdigest()
    keys = [LoweringKey(str(step), digest, gpu, "roofline", "", None) for gpu in GPUS]
    samples: dict[str, list[float]] = {"parse+fuse each": [], "parse+fuse once": []}
    lower(keys[0])  # imports
    for _ in range(repeats):
        for name in samples:
            lowering._PARSED.clear()
            start = time.perf_counter()
            for key in keys:
                if name == "parse+fuse each":
                    lowering._PARSED.clear()
                lower(key)
            samples[name].append(time.perf_counter() - start)
    for name, values in samples.items():
        print(f"lower-5, {name:16} median {statistics.median(values):6.2f} s  ({', '.join(f'{v:.2f}' for v in values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--step", type=Path, default=RESNET50, help="the StableHLO step (default: ResNet-50 train)")
    parser.add_argument("--no-large", action="store_true", help="skip the 1,000-point sweep")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        scratch = Path(directory)
        (scratch / "small").mkdir()
        small = sweep_file(scratch / "small", args.step, "system_size = [4, 8, 16]")
        samples: dict[str, list[float]] = {"simulate": [], "sweep-15": []}
        for _ in range(args.repeats):
            samples["simulate"].append(wall_seconds([HESPAS, "simulate", str(args.step), "--system", "a100-4gpu"]))
            samples["sweep-15"].append(run_sweep(small, scratch, "small"))
        medians = {name: statistics.median(values) for name, values in samples.items()}
        for name, values in samples.items():
            print(f"{name:10} median {medians[name]:7.2f} s  ({', '.join(f'{v:.2f}' for v in values)})")
        ratio = medians["sweep-15"] / medians["simulate"]
        print(f"sweep-15 / simulate = {ratio:.2f} (target <= 4): {'met' if ratio <= 4 else 'NOT met'}")
        lower_five(args.step, args.repeats)
        if not args.no_large:
            (scratch / "large").mkdir()
            large = sweep_file(scratch / "large", args.step, f"system = {json.dumps(SCALE_OUT_SYSTEMS)}\n"
                                                             f"nodes = {list(range(1, MAX_NODES + 1))}")
            seconds = run_sweep(large, scratch, "large")
            points = len(GPUS) * len(SCALE_OUT_SYSTEMS) * MAX_NODES
            print(f"sweep-1000 {seconds:7.2f} s for {points} points: {points / seconds:.1f} points/s "
                  f"({os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
