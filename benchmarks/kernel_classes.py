"""Benchmark: where a step's predicted compute time goes, by kernel class.

Loads a workload as ``hespas simulate`` does (a global module partitioned at ``--stage``, XLA:GPU's
collective passes on GPU hardware, hespas-fuse with the preset's attention mode), costs it with
hespas-annotate-costs (the preset's achieved rates unless ``--peak-rates``) and sums the top-level
kernels of the public functions by class, from what each kernel (an ``mhlo.fusion`` or a lone op) holds:

- ``convolution``: holds a ``stablehlo.convolution``;
- ``matmul``: holds a ``stablehlo.dot_general`` / ``dot`` (and no convolution);
- ``reduction``: holds a ``stablehlo.reduce`` (batch-norm statistics, their gradients, losses);
- ``elementwise``: everything else that computes (normalisation, ReLU, residual adds, converts, updates);
- ``data movement``: kernels of only layout/slicing ops (transpose, reshape, copy, slice, pad, concatenate,
  broadcast, reverse, gather, dynamic slices), and constants;
- ``collective`` and ``loop or call`` (``while``, ``call``, ``case``, ``if``: their body's cost as annotated,
  trip counts included, so private callees are not walked again).

For each class: kernels, predicted time, share, FLOPs, bytes (read + written), the time the class
would take at the device's HBM bandwidth alone, and how many of its kernels are memory-bound.

    python benchmarks/kernel_classes.py STEP --hardware a100 [--stage partitioned|optimized] [--peak-rates]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

from hespas.attributes import COST, read_cost
from hespas.comm import comm_kind
from hespas.diagnostics import SourceLocation, run_reporting_errors
from hespas.export.stages import DEFAULT_STAGE, STAGES
from hespas.hardware import load_hardware
from hespas.ir import ir, make_context, passmanager
from hespas.pass_framework import NestingChain
from hespas.passes import create_pass
from hespas.workload import fused_module

CLASSES = ("convolution", "matmul", "reduction", "elementwise", "data movement", "collective", "loop or call")
_MOVEMENT = frozenset(f"stablehlo.{name}" for name in (
    "transpose", "reshape", "slice", "dynamic_slice", "dynamic_update_slice", "pad", "concatenate",
    "broadcast_in_dim", "reverse", "gather", "constant", "iota", "bitcast_convert")) | {
    "mhlo.copy", "mhlo.bitcast", "mhlo.return", "stablehlo.return"}
_CONTROL = frozenset({"stablehlo.while", "stablehlo.case", "stablehlo.if", "func.call", "mhlo.while"})


def kernel_class(op) -> str:
    """The class of a top-level kernel (see the module docstring)."""
    name = op.name
    if comm_kind(op) is not None:
        return "collective"
    if name in _CONTROL:
        return "loop or call"
    held = set()

    def visit(inner):
        held.add(inner.name)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    if "stablehlo.convolution" in held:
        return "convolution"
    if held & {"stablehlo.dot_general", "stablehlo.dot"}:
        return "matmul"
    if "stablehlo.reduce" in held:
        return "reduction"
    if held - {name} <= _MOVEMENT and (name == "mhlo.fusion" or name in _MOVEMENT):
        return "data movement"
    return "elementwise"


def class_totals(module_op, path: str) -> dict[str, dict]:
    """Per class: kernels, time_ns, flops, bytes, memory_bound (kernels whose bound is memory), over the
    public functions' kernels: a call or loop carries its body's cost, so private callees are not walked."""
    totals = defaultdict(lambda: defaultdict(float))
    for function in module_op.regions[0].blocks[0].operations:
        if function.operation.name != "func.func" or _is_private(function.operation):
            continue
        for op in function.regions[0].blocks[0].operations:
            op = op.operation
            if COST not in op.attributes:
                continue
            cost = read_cost(op.attributes[COST], SourceLocation(path))
            row = totals[kernel_class(op)]
            row["kernels"] += 1
            row["time_ns"] += cost.time_ns
            row["flops"] += cost.flops
            row["bytes"] += cost.bytes_read + cost.bytes_written
            row["memory_bound"] += cost.bound == "memory"
    return totals


def _is_private(function) -> bool:
    visibility = function.attributes["sym_visibility"] if "sym_visibility" in function.attributes else None
    return visibility is not None and ir.StringAttr(visibility).value == "private"


def costed_module(path: str, hardware: str, stage: str, efficiency: bool, context, attention: str | None = None):
    """The workload as ``hespas simulate`` costs it, before partitioning (``attention``: hespas-fuse's mode,
    None for the preset's). ``kernel_breakdown.py`` and ``imec_blocks.py`` load their steps with it too."""
    module = fused_module(path, hardware, context, attention, stage)
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={hardware} estimator=roofline "
                                             f"efficiency={str(efficiency).lower()}").add_to(pm, NestingChain())
        pm.run(module.operation)
    return module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workload")
    parser.add_argument("--hardware", default="a100")
    parser.add_argument("--stage", choices=STAGES, default=DEFAULT_STAGE)
    parser.add_argument("--peak-rates", dest="efficiency", action="store_false")
    args = parser.parse_args()
    preset = load_hardware(args.hardware)
    context = make_context()
    module = costed_module(args.workload, args.hardware, args.stage, args.efficiency, context)
    totals = class_totals(module.operation, args.workload)
    all_ns = sum(row["time_ns"] for row in totals.values()) or 1.0
    print(f"{args.workload} on {preset.name} (stage {args.stage}, "
          f"{'achieved rates' if args.efficiency else 'peak rates'})")
    print(f"{'class':<14} {'kernels':>7} {'time (ms)':>10} {'share':>6} {'TFLOP':>8} {'GB':>8} "
          f"{'GB/HBM (ms)':>11} {'memory-bound':>12}")
    for name in CLASSES:
        row = totals.get(name)
        if row is None:
            continue
        at_bandwidth_ms = row["bytes"] / preset.memory_bandwidth_bytes_per_s * 1e3
        print(f"{name:<14} {int(row['kernels']):>7} {row['time_ns'] / 1e6:>10.2f} {row['time_ns'] / all_ns:>6.1%} "
              f"{row['flops'] / 1e12:>8.2f} {row['bytes'] / 1e9:>8.1f} {at_bandwidth_ms:>11.2f} "
              f"{int(row['memory_bound']):>12}")
    print(f"{'all':<14} {int(sum(r['kernels'] for r in totals.values())):>7} {all_ns / 1e6:>10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(run_reporting_errors(main, "kernel_classes.py"))
