"""Benchmark: where a fused step's HBM traffic goes, by kernel class.

Loads a workload as ``hespas simulate`` does (``hespas.workload.fused_module``: XLA:GPU's collective
passes and ``hespas-fuse`` as the hardware preset runs them), costs it with ``hespas-annotate-costs``
and sums the bytes read and written of every kernel (each op outside a fusion body, in every
function, loops counted once per trip as annotate-costs does) by class:
- ``fused elementwise/reduction``: the ``mhlo.fusion`` kernels hespas-fuse builds (on ResNet-50:
  batch-norm statistics and normalisation, ReLU, residual adds, their gradients, optimizer updates);
- ``convolution`` and ``dot``: the library calls (with the epilogues fused into them, if any);
- ``collective``, ``other`` (unfused elementwise ops, reduce_window, select_and_scatter, ...).

    python benchmarks/fusion_traffic.py [WORKLOAD ...] [--hardware PRESET]

Default workload: the validation set's ResNet-50 AMP 8-GPU step (``validation/mlir/dle_rn50_amp_b256_dp8.mlir``).
"""

from __future__ import annotations

import argparse
import os
from collections import defaultdict
from pathlib import Path

from hespas.attributes import COST, read_cost
from hespas.ir import ir, make_context, passmanager
from hespas.passes import create_pass
from hespas.workload import fused_module

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
DEFAULT = SHARED / "validation" / "mlir" / "dle_rn50_amp_b256_dp8.mlir"
CONTAINERS = frozenset({"func.func", "stablehlo.while", "stablehlo.if", "stablehlo.case"})
COLLECTIVES = frozenset(f"stablehlo.{name}" for name in (
    "all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute", "collective_broadcast"))


def kernel_class(op) -> str:
    name = op.name
    if name == "mhlo.fusion":
        if "hespas.attention" in op.attributes:
            return "fused attention"
        if "hespas.library" in op.attributes:  # a library call with its epilogue
            return "convolution" if op.attributes["hespas.library"].value == "cudnn" else "dot"
        return "fused elementwise/reduction"
    if name == "stablehlo.convolution":
        return "convolution"
    if name in ("stablehlo.dot_general", "stablehlo.dot"):
        return "dot"
    if name in COLLECTIVES:
        return "collective"
    return "other"


def traffic(path: str, hardware: str) -> dict:
    """{class: [kernels, bytes read, bytes written]} of ``path`` fused and costed on ``hardware``."""
    context = make_context()
    module = fused_module(path, hardware, context)
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={hardware}").add_to(pm)
        pm.run(module.operation)
    table: dict = defaultdict(lambda: [0, 0, 0])

    def visit(block, trips: int) -> None:
        for view in block.operations:
            op = view.operation
            if op.name in CONTAINERS:
                inner = trips
                if op.name == "stablehlo.while" and COST in op.attributes:
                    inner *= read_cost(op.attributes[COST], op.location).trip_count or 1
                for region in op.regions:
                    for nested in region.blocks:
                        visit(nested, inner)
                continue
            if COST not in op.attributes:
                continue
            cost = read_cost(op.attributes[COST], op.location)
            row = table[kernel_class(op)]
            row[0] += trips
            row[1] += cost.bytes_read * trips
            row[2] += cost.bytes_written * trips

    visit(module.operation.regions[0].blocks[0], 1)
    return dict(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workloads", nargs="*", default=[str(DEFAULT)])
    parser.add_argument("--hardware", default="a100")
    args = parser.parse_args()
    for path in args.workloads:
        table = traffic(path, args.hardware)
        print(f"{Path(path).name} on {args.hardware} (per device, one step)")
        print(f"{'kernel class':30} {'kernels':>8} {'read GB':>9} {'written GB':>11} {'total GB':>9}")
        total = [0, 0, 0]
        for name, (kernels, read, written) in sorted(table.items(), key=lambda item: -(item[1][1] + item[1][2])):
            print(f"{name:30} {kernels:8d} {read / 1e9:9.2f} {written / 1e9:11.2f} {(read + written) / 1e9:9.2f}")
            total = [total[0] + kernels, total[1] + read, total[2] + written]
        print(f"{'all':30} {total[0]:8d} {total[1] / 1e9:9.2f} {total[2] / 1e9:11.2f} "
              f"{(total[1] + total[2]) / 1e9:9.2f}")


if __name__ == "__main__":
    main()
