"""hespas-fuse alone on a step, against parsing that step, as a ratio within one process.

Each child process parses the step (``hespas.ir.load_module``, timed), runs the pass ``hespas simulate``
runs before fusion on a GPU (XLA:GPU's pre-fusion collective pass, ``hespas-create-reduce-scatter``; untimed;
its combiners come after fusion), then times ``hespas-fuse`` with the
options simulate gives it on an XLA:GPU preset (``attention=materialized library-epilogues=true``; change
them with ``--options``), as simulate runs it: no verification after the pass, the cyclic garbage collector
paused (``--gc`` leaves it running, as hespas-opt does). Times are CPU
seconds; the split says how much of the pass is grouping (``group_block``), multi-output fusion
(``merge_kernels``) and outlining (``outline_kernel``; multi-output kernels: ``outline_records``, before
3e43c7d ``outline_ops``; a column a version lacks reads 0), measured by a timer around each call. Parsing
is the yardstick: the ratio compares runs on hosts under different load. With ``--baseline DIR`` (a
directory holding another checkout's ``hespas`` package, with that checkout's ``passes`` copied in as
``hespas/passes``: the editable install maps ``hespas.passes`` to this checkout's otherwise), each repeat
runs the same measurement once more in a child process that imports that package, interleaved, for a
before/after in one run.

    python benchmarks/fuse_speed.py [--repeats 5] [--step PATH] [--options TEXT] [--gc] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cpu_timing import cpu_timed  # noqa: E402  (sibling scripts)
from interleaved_runs import add_run_arguments, interleaved_runs  # noqa: E402

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[1].parent / "shared"))
RESNET50 = SHARED / "workloads" / "resnet_50_train_step_4_devices_1024_batch.mlir"
OPTIONS = "attention=materialized library-epilogues=true"
# hespas.fusion's calls that are timed, where the version measured has them
PARTS = ("group_block", "merge_kernels", "outline_kernel", "outline_records", "outline_ops")


def measure(step: Path, options: str, collect: bool) -> dict:
    """CPU seconds to parse ``step``, to run hespas-fuse on it, and in each of ``PARTS`` during that run."""
    import hespas.fusion as fusion
    from hespas.gc_pause import cyclic_gc_paused
    from hespas.ir import load_module, make_context, passmanager
    from hespas.passes import create_pass

    spent = dict.fromkeys(PARTS, 0.0)

    for name in PARTS:
        if hasattr(fusion, name):
            setattr(fusion, name, cpu_timed(spent, name, getattr(fusion, name)))
    with make_context() as context:
        start = time.process_time()
        module = load_module(step, context)
        spent["parse"] = time.process_time() - start
        before = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-create-reduce-scatter").add_to(before)
        before.run(module.operation)
        fuse = passmanager.PassManager("builtin.module", context=context)
        fuse.enable_verifier(False)
        create_pass("hespas-fuse", options).add_to(fuse)
        with contextlib.nullcontext() if collect else cyclic_gc_paused():
            start = time.process_time()
            fuse.run(module.operation)
            spent["fuse"] = time.process_time() - start
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_run_arguments(parser, RESNET50, repeats_default=5)
    parser.add_argument("--options", default=OPTIONS, help=f"hespas-fuse's options (default: {OPTIONS})")
    parser.add_argument("--gc", action="store_true", help="leave the cyclic garbage collector running")
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.step, args.options, args.gc)))
        return
    runs = interleaved_runs(str(Path(__file__).resolve()), ["--step", str(args.step.resolve()), "--options", args.options, *(["--gc"] if args.gc else [])], args.baseline, args.repeats)
    collector = "running" if args.gc else "paused"
    print(f"{args.step.name}, hespas-fuse{{{args.options}}}, garbage collector {collector}: "
          f"CPU seconds, median of {args.repeats} processes each")
    columns = ("parse", "fuse", *PARTS)
    print(f"{'':40} " + " ".join(f"{column:>14}" for column in columns) + f" {'fuse/parse':>11}")
    for name, samples in runs.items():
        medians = {column: statistics.median(sample[column] for sample in samples) for column in columns}
        ratio = statistics.median(sample["fuse"] / sample["parse"] for sample in samples)
        figures = " ".join(f"{medians[column]:>14.3f}" for column in columns)
        print(f"{name:40} {figures} {ratio:>11.2f}")


if __name__ == "__main__":
    main()
