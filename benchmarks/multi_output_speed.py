"""hespas-fuse's multi-output fusion (``hespas.fusion.multi_output.merge_kernels``) on a step, against the
grouping into kernels that runs just before it (``grouping.group_block``), as a ratio within one process.

Runs the passes ``hespas simulate`` runs up to fusion on a GPU (XLA:GPU's pre-fusion collective pass,
``hespas-create-reduce-scatter``, then ``hespas-fuse{library-epilogues=true}``) and times, in CPU seconds, each call of the two functions through
a timer around them (the pass itself runs as always). Grouping is the yardstick: its code is not changed by
work on multi-output fusion alone, so the ratio compares runs on hosts under different load (work on both,
such as making the whole pass faster, moves both: compare the interleaved seconds then). With ``--baseline
DIR`` (a directory holding another checkout's ``hespas`` package, with that checkout's ``passes`` copied in
as ``hespas/passes``), each repeat runs the same measurement once more in a child process that imports that
package, interleaved, for a before/after in one run.

    python benchmarks/multi_output_speed.py [--repeats 3] [--step PATH] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cpu_timing import cpu_timed  # noqa: E402  (sibling scripts)
from interleaved_runs import add_run_arguments, interleaved_runs  # noqa: E402

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[1].parent / "shared"))
RESNET50 = SHARED / "workloads" / "resnet_50_train_step_4_devices_1024_batch.mlir"


def measure(step: Path) -> dict:
    """CPU seconds spent in group_block and in merge_kernels while the fusion passes run on ``step``."""
    import hespas.fusion as fusion
    from hespas.ir import load_module, make_context, passmanager
    from hespas.passes import create_pass

    spent = {"group_block": 0.0, "merge_kernels": 0.0}

    fusion.group_block = cpu_timed(spent, "group_block", fusion.group_block)
    fusion.merge_kernels = cpu_timed(spent, "merge_kernels", fusion.merge_kernels)
    with make_context() as context:
        module = load_module(step, context)
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-create-reduce-scatter").add_to(pm)
        create_pass("hespas-fuse", "library-epilogues=true").add_to(pm)
        pm.run(module.operation)
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_run_arguments(parser, RESNET50, repeats_default=3)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.step)))
        return
    runs = interleaved_runs(str(Path(__file__).resolve()), ["--step", str(args.step.resolve())], args.baseline, args.repeats)
    print(f"{args.step.name}: CPU seconds, median of {args.repeats} processes each")
    print(f"{'':40} {'group_block':>12} {'merge_kernels':>14} {'ratio':>7}")
    for name, samples in runs.items():
        group = statistics.median(sample["group_block"] for sample in samples)
        merge = statistics.median(sample["merge_kernels"] for sample in samples)
        print(f"{name:40} {group:>12.3f} {merge:>14.3f} {merge / group:>7.2f}")


if __name__ == "__main__":
    main()
