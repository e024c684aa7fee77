"""Benchmark: a step written as a ``lax.scan`` against the same step unrolled, kernel class by kernel class.

    python benchmarks/attention_scan.py ../shared/validation/mlir/pax_gpt126m_dp8_scan.mlir \\
        ../shared/validation/mlir/pax_gpt126m_dp8.mlir --hardware a100 [--attention fused|materialized]

Costs both programs as ``kernel_classes.py`` does (``costed_module``: what ``hespas simulate`` runs before
partitioning, one device, the preset's achieved rates, hespas-fuse with the preset's attention mode or
``--attention``) and sums their kernels by class, the kernels of a ``while`` body counted once per trip
(its ``trip_count``), so that the scan's per-layer kernels line up with the unrolled program's. Classes are
``kernel_classes.kernel_class``'s, with the fused attention kernels (``hespas.attention``) and the kernels
that update a stack in place (a ``dynamic_update_slice``: the residuals a scan's forward loop stacks for its
backward loop) apart. Prints kernels and milliseconds per class for each program and their difference: where
the scanned step's extra time goes.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

from kernel_classes import costed_module, kernel_class

from hespas.attributes import ATTENTION, COST, read_cost
from hespas.diagnostics import SourceLocation, run_reporting_errors
from hespas.export.stages import DEFAULT_STAGE
from hespas.ir import ir, make_context


def step_classes(path: str, hardware: str, attention: str | None) -> dict[str, list]:
    """Class -> [kernels, time_ns] over ``main``'s kernels, loop bodies expanded by their trip counts."""
    module = costed_module(path, hardware, DEFAULT_STAGE, True, make_context(), attention)
    main = next(view.operation for view in module.body.operations
                if view.operation.name == "func.func" and ir.StringAttr(view.operation.attributes["sym_name"]).value
                == "main")
    totals: dict = defaultdict(lambda: [0, 0.0])
    pending = [(main.regions[0].blocks[0], 1)]
    while pending:
        block, trips = pending.pop()
        for view in block.operations:
            op = view.operation
            if op.name == "stablehlo.while" and COST in op.attributes:
                count = read_cost(op.attributes[COST], SourceLocation(path)).trip_count or 1
                pending.extend((region.blocks[0], trips * count) for region in op.regions)
                continue
            if COST not in op.attributes:
                continue
            row = totals[_class(op)]
            row[0] += trips
            row[1] += read_cost(op.attributes[COST], SourceLocation(path)).time_ns * trips
    return totals


def _class(op) -> str:
    if ATTENTION in op.attributes:
        return f"attention {ir.StringAttr(op.attributes[ATTENTION]).value}"
    held = set()

    def visit(inner):
        held.add(inner.name)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    if "stablehlo.dynamic_update_slice" in held and not held & {"stablehlo.dot_general", "stablehlo.dot"}:
        return "stack update"
    return kernel_class(op)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scanned")
    parser.add_argument("unrolled")
    parser.add_argument("--hardware", default="a100")
    parser.add_argument("--attention", choices=("fused", "materialized"), help="default: the preset's")
    args = parser.parse_args()
    scanned = step_classes(args.scanned, args.hardware, args.attention)
    unrolled = step_classes(args.unrolled, args.hardware, args.attention)
    print(f"{'class':20} {'scan kernels':>12} {'scan ms':>9} {'unrolled kernels':>16} {'unrolled ms':>11} "
          f"{'difference ms':>13}")
    for name in sorted(set(scanned) | set(unrolled), key=lambda n: -scanned.get(n, [0, 0.0])[1]):
        s, u = scanned.get(name, [0, 0.0]), unrolled.get(name, [0, 0.0])
        print(f"{name:20} {s[0]:12} {s[1] / 1e6:9.2f} {u[0]:16} {u[1] / 1e6:11.2f} {(s[1] - u[1]) / 1e6:+13.2f}")
    scan_ms = sum(row[1] for row in scanned.values()) / 1e6
    unrolled_ms = sum(row[1] for row in unrolled.values()) / 1e6
    print(f"{'all':20} {'':12} {scan_ms:9.2f} {'':16} {unrolled_ms:11.2f} {scan_ms - unrolled_ms:+13.2f}"
          f"   scan/unrolled {scan_ms / unrolled_ms:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(run_reporting_errors(main, "attention_scan.py"))
