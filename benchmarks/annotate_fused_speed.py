"""hespas-annotate-costs alone on a fused step, as ``hespas simulate`` runs it, against parsing that step.

Each child process parses the step (``hespas.ir.load_module``, timed), runs the passes ``hespas simulate``
runs before costing on a GPU (XLA:GPU's collective passes, ``hespas-fuse`` with the preset's attention and
library epilogues; untimed), then times ``hespas-annotate-costs{hardware=H VARIANT}`` on a copy of that
module for each ``--variants`` entry (by default: the pass's defaults, hespas-opt's, which write a cost on
every op inside a fused kernel, as simulate ran it before it had ``inner-costs``; and ``inner-costs=false``,
what simulate runs now), as simulate runs it:
the pass's own run (no verification, no nesting check), the cyclic garbage collector paused. Times are CPU
seconds; the split says how much of the pass is the kernels' boundary bytes (``fusion_bytes``) and their
launch and roofline (``Roofline.fused_kernel``), measured by a timer around each call. Parsing is the
yardstick: the ratio compares runs on hosts under different load. With ``--baseline DIR`` (a directory holding
another checkout's ``hespas`` package), each repeat runs the same measurement once more in a child process
that imports that package, interleaved, for a before/after in one run; a variant whose option that package
does not have is shown as such.

    python benchmarks/annotate_fused_speed.py [--repeats 5] [--step PATH] [--hardware h100]
                                              [--variants TEXT ...] [--baseline DIR]
"""

from __future__ import annotations

import argparse
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
VARIANTS = ("", "inner-costs=false")  # "": the pass's defaults
PARTS = ("fusion_bytes", "fused_kernel")


def measure(step: Path, hardware: str, variants: list[str]) -> dict:
    """CPU seconds to parse ``step`` and, per variant, to run hespas-annotate-costs on the fused step and in each
    of ``PARTS`` during that run (None for a variant the imported hespas refuses)."""
    import hespas.costs.annotate as annotate
    from hespas.costs.roofline import Roofline
    from hespas.diagnostics import HespasError
    from hespas.fusion_setting import fusion_key
    from hespas.gc_pause import cyclic_gc_paused
    from hespas.ir import load_module, make_context
    from hespas.passes import create_pass
    from hespas.workload import model_xla_passes

    spent = dict.fromkeys(PARTS, 0.0)
    annotate.fusion_bytes = cpu_timed(spent, "fusion_bytes", annotate.fusion_bytes)
    Roofline.fused_kernel = cpu_timed(spent, "fused_kernel", Roofline.fused_kernel)
    result: dict = {}
    with make_context() as context:
        start = time.process_time()
        module = load_module(step, context)
        result["parse"] = time.process_time() - start
        xla_collectives, attention = fusion_key(hardware)
        model_xla_passes(module.operation, str(step), xla_collectives, attention, library_epilogues=xla_collectives)
        for variant in variants:
            try:
                annotate_pass = create_pass("hespas-annotate-costs", f"hardware={hardware} {variant}")
            except HespasError:
                result[variant] = None  # an option this hespas does not have
                continue
            copy = module.operation.clone()
            for name in PARTS:
                spent[name] = 0.0
            with cyclic_gc_paused():
                start = time.process_time()
                annotate_pass.run(copy)
                result[variant] = {"annotate": time.process_time() - start, **spent}
            copy.erase()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_run_arguments(parser, RESNET50, repeats_default=5)
    parser.add_argument("--hardware", default="h100", help="the hardware preset (default h100, as on h100-4gpu)")
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), help="pass options to time, one run each")
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.step, args.hardware, args.variants)))
        return
    child_args = ["--step", str(args.step.resolve()), "--hardware", args.hardware, "--variants", *args.variants]
    runs = interleaved_runs(str(Path(__file__).resolve()), child_args, args.baseline, args.repeats)
    print(f"{args.step.name}, fused as simulate fuses it, hespas-annotate-costs{{hardware={args.hardware} ...}}, "
          f"garbage collector paused: CPU seconds, median of {args.repeats} processes each")
    columns = ("annotate", *PARTS)
    print(f"{'':40} {'variant':>18} {'parse':>8} " + " ".join(f"{column:>13}" for column in columns)
          + f" {'annotate/parse':>15}")
    for name, samples in runs.items():
        parse = statistics.median(sample["parse"] for sample in samples)
        for variant in args.variants:
            label = variant or "(defaults)"
            if any(sample[variant] is None for sample in samples):
                print(f"{name:40} {label:>18} {parse:>8.3f}  (option not known to this hespas)")
                continue
            medians = {column: statistics.median(sample[variant][column] for sample in samples) for column in columns}
            ratio = statistics.median(sample[variant]["annotate"] / sample["parse"] for sample in samples)
            figures = " ".join(f"{medians[column]:>13.3f}" for column in columns)
            print(f"{name:40} {label:>18} {parse:>8.3f} {figures} {ratio:>15.2f}")


if __name__ == "__main__":
    main()
