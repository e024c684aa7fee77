"""Benchmark: what one read of a whole module through the MLIR bindings costs, against parsing + printing it.

The question it answers (issue 12's `hespas simulate` <= 1.5 x parse + print target): could the passes share
one read of the module, each working on plain records instead of walking the IR again? It times, in one
process and one run (CPU seconds, medians of ``--repeats``; ratios are the result), on the ResNet-50
training step:
  parse                 ``hespas.ir.parse_module`` of the step's text
  print                 printing the parsed module as text
  list ops              every op of every block, recursively (the walk alone)
  + names               and each op's name
  + result types        and its results' types (binding objects)
  + operand producers   and the op that defines each operand (None for a block argument)
  + attributes          and every attribute of the op (binding objects)
  + types as text       and its results' types printed as text
Each read level includes the ones above it. `benchmarks/simulate_speed.py --passes` gives, for comparison,
what the passes themselves take inside `hespas simulate`.

    python benchmarks/module_read_speed.py [--repeats 5] [--step PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from hespas.ir import ir, make_context, module_to_text, parse_module

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[1].parent / "shared"))
RESNET50 = SHARED / "workloads" / "resnet_50_train_step_4_devices_1024_batch.mlir"


def _producer(value):
    owner = value.owner  # the defining op's view, or the block whose argument the value is
    return None if isinstance(owner, ir.Block) else owner


def _read(operations, level: int, records: list) -> None:
    """Append one record per op under ``operations`` (recursively), holding what ``level`` asks for."""
    for op in operations:
        operation = op.operation
        record = [operation]
        if level >= 1:
            record.append(operation.name)
        if level >= 2:
            record.append([result.type for result in operation.results])
        if level >= 3:
            record.append([_producer(operand) for operand in operation.operands])
        if level >= 4:
            attributes = operation.attributes
            record.append([attributes[name] for name in attributes])
        if level >= 5:
            record.append([str(result.type) for result in operation.results])
        records.append(record)
        for region in operation.regions:
            for block in region.blocks:
                _read(block.operations, level, records)


LEVELS = ("list ops", "+ names", "+ result types", "+ operand producers", "+ attributes", "+ types as text")


def _cpu_seconds(function, repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        start = time.process_time()
        function()
        samples.append(time.process_time() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--step", type=Path, default=RESNET50)
    args = parser.parse_args()
    text = args.step.read_text()
    with make_context() as context:
        module = parse_module(text, context, str(args.step))
        parse_s = _cpu_seconds(lambda: parse_module(text, context, str(args.step)), args.repeats)
        print_s = _cpu_seconds(lambda: module_to_text(module), args.repeats)
        floor_s = parse_s + print_s
        counted: list = []
        _read(module.body.operations, 0, counted)
        print(f"{args.step.name}: {len(counted)} ops; CPU s, median of {args.repeats}")
        print(f"{'parse':<22}{parse_s:8.3f}")
        print(f"{'print':<22}{print_s:8.3f}")
        print(f"{'parse + print':<22}{floor_s:8.3f}   1.00x")
        for level, label in enumerate(LEVELS):
            seconds = _cpu_seconds(lambda: _read(module.body.operations, level, []), args.repeats)
            print(f"{label:<22}{seconds:8.3f}   {seconds / floor_s:.2f}x of parse + print, "
                  f"{seconds / len(counted) * 1e6:.2f} us an op")


if __name__ == "__main__":
    main()
