"""The kernels a step spends on written-out attention scores, with their bytes, FLOPs, time and bound.

    python benchmarks/attention_kernels.py ../shared/validation/mlir/pax_gpt126m_dp8.mlir --hardware a100 \
        --attention materialized

Runs what ``benchmarks/kernel_breakdown.py`` runs (XLA:GPU's collective passes, hespas-fuse with the preset's
attention or ``--attention``, hespas-annotate-costs) on one device's program and keeps the kernels of ``main``
that read or write a score-shaped tensor: one of rank 4 or more whose two minor dimensions are equal and at least
``--min-seq`` (``[B, H, S, S]`` scores, probabilities and their gradients; a square weight is rank 2 or 3). Kernels with the same op, types and cost are one
row with a count, in the order they first appear, so a model with L identical layers prints each layer's
attention kernels once with count L (forward first, then backward). It ends with their summed bytes and time,
and the time those bytes take at the preset's peak HBM bandwidth: the floor below which no schedule of these
kernels can go.
"""

from __future__ import annotations

import argparse
import collections

from kernel_breakdown import kernels

from hespas.diagnostics import run_reporting_errors
from hespas.hardware import load_hardware


def score_shaped(value, min_seq: int) -> bool:
    """Whether ``value`` is a tensor of rank 4 or more whose two minor dimensions are equal and at least
    ``min_seq``."""
    shape = list(getattr(value.type, "shape", ()))
    return len(shape) >= 4 and shape[-1] == shape[-2] and shape[-1] >= min_seq


def short_type(value) -> str:
    return str(value.type).removeprefix("tensor<").removesuffix(">")


def fused_ops(op) -> str:
    """The op names inside a fusion's body with their counts (none for a library call or lone op)."""
    counts = collections.Counter(inner.operation.name.split(".")[-1]
                                 for region in op.regions for block in region.blocks for inner in block.operations)
    counts.pop("return", None)
    return " ".join(f"{name}x{count}" if count > 1 else name for name, count in sorted(counts.items()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workload")
    parser.add_argument("--hardware", default="a100")
    parser.add_argument("--attention", choices=("fused", "materialized"), help="default: the preset's")
    parser.add_argument("--min-seq", type=int, default=512,
                        help="smallest S of a [..., S, S] tensor that counts as attention scores (default 512)")
    args = parser.parse_args()
    return run_reporting_errors(lambda: report(args), "attention_kernels.py")


def score_kernels(found: list[tuple], min_seq: int) -> dict[tuple, int]:
    """The kernels among ``found`` ((op, cost) pairs) that touch a score-shaped tensor, as
    (op name, operand types, result types, bytes read, bytes written, FLOPs, time in ns, bound, fused ops)
    -> how many kernels have exactly that, in the order they first appear."""
    rows: dict[tuple, int] = {}
    for op, cost in found:
        if not any(score_shaped(value, min_seq) for value in [*op.operands, *op.results]):
            continue
        key = (op.name, tuple(short_type(value) for value in op.operands),
               tuple(short_type(value) for value in op.results), cost.bytes_read, cost.bytes_written, cost.flops,
               round(cost.time_ns, 1), cost.bound, fused_ops(op))
        rows[key] = rows.get(key, 0) + 1
    return rows


def report(args) -> int:
    preset = load_hardware(args.hardware)
    module, found = kernels(args.workload, args.hardware, args.attention)
    rows = score_kernels(found, args.min_seq)
    print(f"{args.workload} on {preset.name} (attention={args.attention or preset.attention}): kernels touching a "
          f"[B, H, ..., S, S] tensor, S >= {args.min_seq}")
    print(f"{'count':>5} {'kind':12} {'time us':>8} {'bound':7} {'read MB':>8} {'written MB':>10} {'GFLOP':>7}  "
          "operands -> results [fused ops]")
    total_ns = total_bytes = kernel_count = 0
    for key, count in rows.items():
        name, operands, results, read, written, flops, time_ns, bound, ops = key
        print(f"{count:5d} {name.split('.')[-1]:12} {time_ns / 1e3:8.1f} {bound:7} {read / 1e6:8.1f} "
              f"{written / 1e6:10.1f} {flops / 1e9:7.2f}  {'; '.join(operands)} -> {'; '.join(results)}"
              + (f" [{ops}]" if ops else ""))
        total_ns += count * time_ns
        total_bytes += count * (read + written)
        kernel_count += count
    floor_ms = total_bytes / (preset.memory_bandwidth_GBps * 1e9) * 1e3
    print(f"{kernel_count} kernels, {total_ns / 1e6:.2f} ms, {total_bytes / 1e9:.1f} GB moved; "
          f"{floor_ms:.2f} ms at the peak {preset.memory_bandwidth_GBps:g} GB/s")
    del found, module  # the ops before their module
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
