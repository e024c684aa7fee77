"""Where a step's predicted compute time goes, kernel by kernel, and how much three hardware questions move it.

    python benchmarks/kernel_breakdown.py ../shared/validation/mlir/pax_gpt126m_dp8.mlir --hardware a100
    python benchmarks/kernel_breakdown.py STEP.mlir --hardware h100 --attention materialized

Runs what ``hespas simulate`` runs before partitioning on one device's program (``kernel_classes.py``'s
``costed_module``: XLA:GPU's collective passes on GPU hardware, hespas-fuse with the preset's attention or
``--attention``, hespas-annotate-costs at the achieved rates) and reads the cost of every op of ``main``:
each costed op is one kernel (a fusion, a library call, a lone op). It prints their count and summed time
(one device, no overlap with communication), split by roofline bound and by op kind, the time of the kernels
that read or write a tensor of at least ``--big-elements`` elements (e.g. materialised attention scores), and
three what-ifs on the hardware model:
- matmuls at the efficiency of Calculon's step table as Calculon applies it (the step an op's FLOPs reach:
  >= 128 GFLOP 0.95, >= 16 GFLOP 0.90, >= 1 GFLOP 0.60, below 0.10; calculon-ai/calculon
  ``systems/a100_80g.json``, whose shape (half_size) the presets' curves keep under a measured ceiling), against
  the curve;
- a per-kernel launch cost of 2 and 4 µs instead of the preset's (XLA's ``kKernelLaunchOverhead``, 1 µs);
- the kernels shorter than 5 µs, the ones a launch-bound host would hold back;
and how near the fused kernels come to XLA:GPU's fusion budget (``FusionFitsInBudget``, gpu_fusible.cc: at
most 96 operands and results, ``MaxOperandsAndOutputsPerFusion``, and 8 reductions in one kernel), which
hespas-fuse does not model.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kernel_classes import costed_module  # noqa: E402  (a sibling script)

from hespas.attributes import COST, read_cost  # noqa: E402
from hespas.costs.roofline import Roofline  # noqa: E402
from hespas.diagnostics import run_reporting_errors  # noqa: E402
from hespas.export.stages import DEFAULT_STAGE  # noqa: E402
from hespas.hardware import load_hardware  # noqa: E402
from hespas.ir import ir, make_context  # noqa: E402

MATMUL_OPS = ("stablehlo.dot_general", "stablehlo.convolution")
# Calculon's matrix efficiency table (systems/a100_80g.json, the same in h100_80g_nvl8.json): (GFLOP, efficiency).
CALCULON_MATRIX_STEPS = ((128.0, 0.95), (16.0, 0.90), (1.0, 0.60), (0.0, 0.10))


def calculon_efficiency(flops: float) -> float:
    """The efficiency of the first step of Calculon's matrix table that ``flops`` reaches."""
    return next(efficiency for gflop, efficiency in CALCULON_MATRIX_STEPS if flops >= gflop * 1e9)


def kernels(path: str, hardware: str, attention: str | None) -> tuple:
    """The module after the default passes, and (op, cost) of every costed op of its ``main`` (the ops live
    as long as the module: keep it)."""
    context = make_context()
    module = costed_module(path, hardware, DEFAULT_STAGE, True, context, attention)
    with context:
        found = []
        for func in module.body.operations:
            if func.operation.name != "func.func" or ir.StringAttr(func.attributes["sym_name"]).value != "main":
                continue
            for view in func.regions[0].blocks[0].operations:
                op = view.operation
                if COST in op.attributes:
                    cost = read_cost(op.attributes[COST], op.location)
                    if cost.time_ns > 0:
                        found.append((op, cost))
        return module, found


def matmul_times(found: list[tuple], preset) -> tuple[float, float]:
    """Summed time of the matmul library calls among ``found`` as costed (the preset's curve), and at
    Calculon's step table (the roofline's max of compute and memory, plus the launch, as for the curve)."""
    roofline = Roofline(preset)
    curve_ns = step_ns = 0.0
    for op, cost in found:
        if op.name not in MATMUL_OPS:
            continue
        element_type = str(op.operands[0].type.element_type)
        peak_per_ns = preset.peak_flops_per_s(element_type, True, use_tf32=True) / 1e9
        memory_ns = roofline.memory_ns(cost.bytes_read + cost.bytes_written)
        curve_ns += cost.time_ns
        step_ns += max(cost.flops / (peak_per_ns * calculon_efficiency(cost.flops)), memory_ns) + roofline.launch_ns
    return curve_ns, step_ns


def elements(value) -> int:
    count = 1
    for size in getattr(value.type, "shape", ()):
        count *= size
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workload")
    parser.add_argument("--hardware", default="a100")
    parser.add_argument("--attention", choices=("fused", "materialized"), help="default: the preset's")
    parser.add_argument("--big-elements", type=int, default=4 * 12 * 2048 * 2048,
                        help="elements from which a tensor counts as big (default: Pax's [4, 12, 2048, 2048] "
                             "attention scores; its [4, 2048, 50304] logits count too)")
    args = parser.parse_args()
    return run_reporting_errors(lambda: report(args), "kernel_breakdown.py")


def report(args) -> int:
    preset = load_hardware(args.hardware)
    roofline = Roofline(preset)
    module, found = kernels(args.workload, args.hardware, args.attention)
    total_ms = sum(cost.time_ns for _, cost in found) / 1e6
    print(f"{args.workload} on {preset.name} (attention={args.attention or preset.attention}): "
          f"{len(found)} kernels, {total_ms:.2f} ms summed")
    by_bound, by_kind = collections.Counter(), collections.Counter()
    counts = collections.Counter()
    for op, cost in found:
        by_bound[cost.bound] += cost.time_ns
        by_kind[op.name] += cost.time_ns
        counts[op.name] += 1
    for bound, time_ns in by_bound.most_common():
        print(f"  {bound}-bound: {time_ns / 1e6:.2f} ms")
    for kind, time_ns in by_kind.most_common():
        print(f"  {kind:28} {counts[kind]:5d} kernels {time_ns / 1e6:9.2f} ms")
    big = [cost.time_ns for op, cost in found
           if any(elements(value) >= args.big_elements for value in [*op.operands, *op.results])]
    print(f"kernels reading or writing a tensor of >= {args.big_elements} elements: {len(big)}, "
          f"{sum(big) / 1e6:.2f} ms")

    curve_ns, step_ns = matmul_times(found, preset)
    print(f"matmul library calls: {curve_ns / 1e6:.2f} ms at the preset's curve, "
          f"{step_ns / 1e6:.2f} ms at Calculon's step table ({(step_ns - curve_ns) / 1e6:+.2f} ms)")
    for launch_us in (2, 4):
        extra_ms = len(found) * (launch_us * 1e3 - roofline.launch_ns) / 1e6
        print(f"launch cost {launch_us} us per kernel instead of {roofline.launch_ns / 1e3:g}: {extra_ms:+.2f} ms")
    short = [cost.time_ns for _, cost in found if cost.time_ns < 5e3]
    print(f"kernels under 5 us: {len(short)}, {sum(short) / 1e6:.2f} ms")
    fusions = [op for op, _ in found if op.name == "mhlo.fusion"]
    if fusions:
        widest = max(len(op.operands) + len(op.results) for op in fusions)
        reductions = max(sum(inner.operation.name == "stablehlo.reduce" for inner in op.regions[0].blocks[0].operations)
                         for op in fusions)
        print(f"fused kernels: at most {widest} operands and results, {reductions} reductions in one "
              "(XLA's budget: 96 and 8)")
    del found, module  # the ops before their module
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
