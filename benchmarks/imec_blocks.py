"""Benchmark (a diagnosis): hespas's predicted compute, block by block, against imec Hespas's XLA-profiled blocks.

imec Hespas splits a step linearly (``linear_split``): every collective of ``main`` is a split of its own and
the ops between two collectives form one compute block, numbered in program order from 0. It compiles each
block alone with XLA and times it with ``hlo_runner_main`` on a real GPU. ``benchmarks/data/imec_blocks.json``
holds those per-block times, copied from the ``hespas.out`` files of the public ``imec-int/hespas_workloads``
repository (repository, path and commit per case).

This script splits the same shared module the same way, checks that it gets the same number of splits, costs
the whole module as ``hespas simulate`` does (``benchmarks/kernel_classes.py``'s ``costed_module``: XLA:GPU's
collective passes, hespas-fuse, hespas-annotate-costs with the preset's achieved rates) and gives each of
``main``'s kernels to the block holding the source line of its location. It prints, per block: imec's time,
hespas's, their ratio, hespas's time by kernel class and the block's heavy ops (convolutions labelled
``/strided`` and ``/narrow``, see ``op_label``); then the blocks grouped by the class carrying most of hespas's
time in them, and by kind (the same heavy ops); then least-squares fits of imec's block times on hespas's
class times and kernel count (what multiplier per class imec's numbers imply), over all blocks and over the
kinds of block that repeat. ``--kernels BLOCK`` lists the kernels hespas costs in a block.

Caveats (see the README's "Accuracy against published steps"): imec compiled each block in isolation, so its
blocks lose fusion across block boundaries and each pays a module's fixed overhead; that imec's module is
byte-identical to the shared file is not verified (only the split count and block numbering are checked).

    python benchmarks/imec_blocks.py [--case resnet18_a100] [--data benchmarks/data/imec_blocks.json]
                                     [--workload FILE] [--stage partitioned|optimized] [--peak-rates]
                                     [--kernels BLOCK ...]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from bisect import bisect_right
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kernel_classes import CLASSES, costed_module, kernel_class  # noqa: E402  (a sibling script)

from hespas.attributes import COST, read_cost  # noqa: E402
from hespas.comm import comm_kind  # noqa: E402
from hespas.costs.rules.common import ints  # noqa: E402
from hespas.diagnostics import (HespasError, SourceLocation, run_reporting_errors, source_location,  # noqa: E402
                                warn)
from hespas.export.stages import DEFAULT_STAGE, STAGES  # noqa: E402
from hespas.ir import ir, load_module, make_context, parse_error, stablehlo, symbol_name  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "imec_blocks.json"
SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
# Ops named in a block's summary: the ones whose cost or kernel XLA treats specially.
HEAVY = ("stablehlo.convolution", "stablehlo.dot_general", "stablehlo.reduce", "stablehlo.reduce_window",
         "stablehlo.select_and_scatter", "stablehlo.transpose", "stablehlo.pad", "func.call")
# Fit terms: hespas's time of these classes (what is left is summed into "other") and the kernel count.
FIT_CLASSES = ("convolution", "matmul", "reduction", "elementwise")
# The second fit keeps the kinds of block (same heavy ops) that occur at least this often: a network's
# repeated layers, without its one-off stem, pooling, loss and optimizer blocks.
REPEATED = 5


def main_function(module_op, path: str):
    for op in module_op.regions[0].blocks[0].operations:
        if op.operation.name == "func.func" and symbol_name(op.operation) == "main":
            return op.operation
    raise HespasError("the module has no function @main to split", SourceLocation(path))


def _line(op, path: str) -> int:
    where = source_location(op.location, path)
    if where is None or not where.line:
        raise HespasError(f"'{op.name}' has no file location to place it in a block", SourceLocation(path))
    return where.line


def op_label(op) -> str:
    """The op's name; for a convolution, with ``/strided`` when a window stride or dilation is above 1 (a
    stride-2 forward, or the backward of one: lhs-dilated data gradient, rhs-dilated filter gradient) and
    ``/narrow`` when a batch or feature extent of an operand or the result is not a multiple of 8 (the
    tensor-core granule, ``TryResolvePaddedShapesForTensorCore`` in XLA's cudnn_pad_for_convolutions.cc;
    a 3-channel image, or the filter gradient of a convolution that reads one)."""
    if op.name != "stablehlo.convolution":
        return op.name
    label = op.name
    if any(value > 1 for name in ("window_strides", "lhs_dilation", "rhs_dilation") for value in ints(op, name)):
        label += "/strided"
    dims = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    lhs, rhs = (ir.RankedTensorType(operand.type).shape for operand in op.operands[:2])
    result = ir.RankedTensorType(op.results[0].type).shape
    extents = (lhs[dims.input_batch_dimension], lhs[dims.input_feature_dimension],
               rhs[dims.kernel_input_feature_dimension], rhs[dims.kernel_output_feature_dimension],
               result[dims.output_batch_dimension], result[dims.output_feature_dimension])
    if any(extent % 8 for extent in extents):
        label += "/narrow"
    return label


def linear_split(module_op, path: str) -> list[dict]:
    """``main``'s top-level ops split as imec Hespas's ``linear_split``: each collective its own split, the
    ops between two collectives (the terminator excluded) one compute block. Per split: ``index``,
    ``kind`` ("collective" or "compute"), ``first_line``, the op names it holds (nested ones included)."""
    splits: list[dict] = []
    for op in main_function(module_op, path).regions[0].blocks[0].operations:
        op = op.operation
        if op.name in ("func.return", "stablehlo.return"):
            continue
        kind = "collective" if comm_kind(op) is not None else "compute"
        if kind == "collective" or not splits or splits[-1]["kind"] == "collective":
            splits.append({"index": len(splits), "kind": kind, "first_line": _line(op, path), "ops": Counter()})

        def count(inner, held=splits[-1]["ops"]):
            held[op_label(inner)] += 1
            return ir.WalkResult.ADVANCE

        op.walk(count)
    return splits


def block_costs(costed_op, splits: list[dict], path: str) -> dict[int, dict]:
    """Per split index: hespas's time_ns by kernel class and its kernel count, each of ``main``'s costed
    kernels given to the split whose first source line is the last at or before the kernel's line."""
    starts = [split["first_line"] for split in splits]
    rows: dict[int, dict] = defaultdict(lambda: {"classes": defaultdict(float), "kernels": 0, "list": []})
    for op in main_function(costed_op, path).regions[0].blocks[0].operations:
        op = op.operation
        if COST not in op.attributes or comm_kind(op) is not None:
            continue
        index = max(bisect_right(starts, _line(op, path)) - 1, 0)
        row = rows[splits[index]["index"]]
        cost = read_cost(op.attributes[COST], SourceLocation(path))
        row["classes"][kernel_class(op)] += cost.time_ns
        row["kernels"] += 1
        row["list"].append({"op": op.name, "class": kernel_class(op), "line": _line(op, path), "time_us":
                            cost.time_ns / 1e3, "flops": cost.flops, "bytes": cost.bytes_read + cost.bytes_written,
                            "bound": cost.bound})
    return rows


def load_case(data_path: Path, name: str) -> dict:
    with open(data_path, encoding="utf-8") as stream:
        cases = json.load(stream)["cases"]
    if name not in cases:
        raise HespasError(f"no case '{name}' in {data_path} (cases: {', '.join(sorted(cases))})")
    return cases[name]


def compare(case: dict, workload: str, stage: str, efficiency: bool) -> list[dict]:
    """One row per imec block: its index, imec's and hespas's time (µs), hespas's per-class µs, kernels, ops."""
    context = make_context()
    splits = linear_split(load_module(workload, context).operation, workload)
    # imec blocks that continue the block before them (imec's run split one run of ops in two, by a rule its
    # output does not show): their times are added to that block's, and they are not splits here
    continued = {int(index): int(into) for index, into in case.get("continues", {}).items()}
    if len(splits) != case["splits"] - len(continued):
        raise HespasError(f"the module splits into {len(splits)} parts, imec's run into {case['splits']}"
                          f"{f' (less {len(continued)} continued)' if continued else ''}: "
                          f"not the module imec profiled", SourceLocation(workload))
    compute = {split["index"]: split for split in splits if split["kind"] == "compute"}
    measured: dict[int, float] = defaultdict(float)
    for index, time_us in case["runtime_us"].items():
        measured[continued.get(int(index), int(index))] += time_us
    if set(measured) != set(compute):
        raise HespasError(f"imec's compute blocks {sorted(measured)} are not this module's "
                          f"{sorted(compute)}", SourceLocation(workload))
    try:
        costed = costed_module(workload, case["hardware"], stage, efficiency, context)
    except ir.MLIRError as error:  # a pass refused the module: its diagnostic, located
        raise parse_error(error, workload) from None
    costs = block_costs(costed.operation, splits, workload)
    stray = {index: cost for index, cost in costs.items() if index not in compute}
    if stray:  # a kernel located on a collective's line: say so rather than drop its time unseen
        warn(f"{sum(cost['kernels'] for cost in stray.values())} kernels "
             f"({sum(sum(cost['classes'].values()) for cost in stray.values()) / 1e3:.1f} us) lie on collectives' "
             f"lines and are left out of the blocks", SourceLocation(workload))
    rows = []
    for index in sorted(compute):
        cost = costs.get(index, {"classes": {}, "kernels": 0, "list": []})
        classes_us = {name: time_ns / 1e3 for name, time_ns in cost["classes"].items()}
        rows.append({"index": index, "imec_us": measured[index], "hespas_us": sum(classes_us.values()),
                     "classes_us": classes_us, "kernels": cost["kernels"], "kernel_list": cost["list"],
                     "ops": {name: count for name, count in compute[index]["ops"].items()
                             if name.split("/")[0] in HEAVY}})
    return rows


def dominant_class(row: dict) -> str:
    classes = row["classes_us"]
    return max(classes, key=classes.get) if classes else "empty"


def fit(rows: list[dict]) -> tuple[list[str], np.ndarray, float]:
    """Least squares: imec_us ≈ Σ_c k_c · hespas_us[c] + launch_us · kernels (classes outside FIT_CLASSES
    summed into "other"). Returns the term names, the coefficients and the fit's R²."""
    names = [*FIT_CLASSES, "other", "per kernel (µs)"]
    matrix = np.array([[row["classes_us"].get(name, 0.0) for name in FIT_CLASSES]
                       + [sum(us for name, us in row["classes_us"].items() if name not in FIT_CLASSES),
                          row["kernels"]] for row in rows])
    target = np.array([row["imec_us"] for row in rows])
    coefficients, *_ = np.linalg.lstsq(matrix, target, rcond=None)
    residual = target - matrix @ coefficients
    total = ((target - target.mean()) ** 2).sum()
    return names, coefficients, float(1 - (residual ** 2).sum() / total) if total else 1.0


def report(name: str, case: dict, rows: list[dict]) -> None:
    imec_ms = sum(row["imec_us"] for row in rows) / 1e3
    hespas_ms = sum(row["hespas_us"] for row in rows) / 1e3
    print(f"{name}: imec {case['repository']} {case['path']} @ {case['commit'][:12]}, "
          f"on {case['hardware']}: imec {imec_ms:.2f} ms, hespas {hespas_ms:.2f} ms "
          f"({hespas_ms / imec_ms:.2f}x) over {len(rows)} compute blocks")
    short = {"convolution": "conv", "matmul": "mm", "reduction": "red", "elementwise": "elem",
             "data movement": "move", "collective": "coll", "loop or call": "call"}
    print(f"{'block':>5} {'imec us':>9} {'hespas us':>9} {'ratio':>6} {'gap us':>8} {'kern':>4}  hespas by class (us)"
          f"  |  heavy ops")
    for row in rows:
        ratio = row["hespas_us"] / row["imec_us"] if row["imec_us"] else float("nan")
        by_class = " ".join(f"{short[c]}={row['classes_us'][c]:.0f}" for c in CLASSES if c in row["classes_us"])
        ops = " ".join(f"{op.split('.')[-1]}x{n}" for op, n in sorted(row["ops"].items()))
        print(f"{row['index']:>5} {row['imec_us']:>9.1f} {row['hespas_us']:>9.1f} {ratio:>6.2f} "
              f"{row['imec_us'] - row['hespas_us']:>8.1f} {row['kernels']:>4}  {by_class}  |  {ops}")
    print("\nblocks grouped by the class carrying most of hespas's time in them")
    print(f"{'class':<14} {'blocks':>6} {'imec ms':>8} {'hespas ms':>9} {'ratio':>6} {'gap ms':>7}")
    groups: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        groups[dominant_class(row)].append(row)
    for group, members in sorted(groups.items(), key=lambda item: -sum(r["imec_us"] for r in item[1])):
        imec = sum(r["imec_us"] for r in members) / 1e3
        ours = sum(r["hespas_us"] for r in members) / 1e3
        print(f"{group:<14} {len(members):>6} {imec:>8.2f} {ours:>9.2f} {ours / imec:>6.2f} {imec - ours:>7.2f}")
    print("\nblocks grouped by the heavy ops they hold (their kind of layer)")
    print(f"{'blocks':>6} {'imec ms':>8} {'hespas ms':>9} {'ratio':>6} {'gap ms':>7}  heavy ops  (blocks)")
    kinds: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        kinds[" ".join(f"{op.split('.')[-1]}x{n}" for op, n in sorted(row["ops"].items())) or "-"].append(row)
    for kind, members in sorted(kinds.items(), key=lambda item: -sum(r["imec_us"] for r in item[1])):
        imec = sum(r["imec_us"] for r in members) / 1e3
        ours = sum(r["hespas_us"] for r in members) / 1e3
        print(f"{len(members):>6} {imec:>8.2f} {ours:>9.2f} {ours / imec:>6.2f} {imec - ours:>7.2f}  {kind}  "
              f"({' '.join(str(r['index']) for r in members)})")
    print("\nhespas's time by class over all blocks (ms)")
    print("  " + "  ".join(f"{c}={sum(r['classes_us'].get(c, 0.0) for r in rows) / 1e3:.2f}" for c in CLASSES))
    repeated = [row for members in kinds.values() if len(members) >= REPEATED for row in members]
    print("\nleast squares, imec_us ~ sum(k_class * hespas_us[class]) + launch * kernels")
    for label, subset in (("all blocks", rows), (f"kinds of block repeated >= {REPEATED} times", repeated)):
        if len(subset) <= len(FIT_CLASSES) + 2:
            continue
        names, coefficients, r_squared = fit(subset)
        print(f"  {label} ({len(subset)}, R^2 {r_squared:.3f}): "
              + "  ".join(f"{n}: {k:.2f}" for n, k in zip(names, coefficients)))


def list_kernels(rows: list[dict], blocks: list[int]) -> None:
    """Each kernel hespas costs in ``blocks``: op, class, source line, time, GFLOP, MB moved, bound."""
    for row in rows:
        if row["index"] not in blocks:
            continue
        print(f"\nblock {row['index']}: imec {row['imec_us']:.1f} us, hespas {row['hespas_us']:.1f} us")
        print(f"  {'line':>5} {'op':<22} {'class':<14} {'us':>8} {'GFLOP':>8} {'MB':>8} bound")
        for kernel in sorted(row["kernel_list"], key=lambda k: -k["time_us"]):
            print(f"  {kernel['line']:>5} {kernel['op']:<22} {kernel['class']:<14} {kernel['time_us']:>8.1f} "
                  f"{kernel['flops'] / 1e9:>8.2f} {kernel['bytes'] / 1e6:>8.1f} {kernel['bound']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--case", action="append", help="a case of the data file (default: every case)")
    parser.add_argument("--workload", help="the module to split (default: the case's shared workload)")
    parser.add_argument("--stage", choices=STAGES, default=DEFAULT_STAGE)
    parser.add_argument("--peak-rates", dest="efficiency", action="store_false")
    parser.add_argument("--kernels", type=int, action="append", default=[], metavar="BLOCK",
                        help="also list the kernels hespas costs in this block (repeatable)")
    args = parser.parse_args()
    with open(args.data, encoding="utf-8") as stream:
        names = args.case or sorted(json.load(stream)["cases"])
    for number, name in enumerate(names):
        case = load_case(args.data, name)
        workload = args.workload or str(SHARED / case["workload"])
        if number:
            print()
        rows = compare(case, workload, args.stage, args.efficiency)
        report(name, case, rows)
        list_kernels(rows, args.kernels)
    return 0


if __name__ == "__main__":
    sys.exit(run_reporting_errors(main, "imec_blocks.py"))
